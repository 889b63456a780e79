"""Application look: light, dark or the system's, plus the matching board theme.

"System" keeps the platform style and palette; explicit light/dark use Fusion
with our own palettes, because native styles ignore custom palettes on some
platforms and half-dark windows are worse than none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from climbdesk.ui.theme import BoardTheme

if TYPE_CHECKING:  # see apply_app_theme: the Qt namespace costs ~25 ms on first use
    from PySide6.QtCore import Qt

_system_style: str | None = None

# Warm tones to match the wooden boards.
LIGHT = {
    "window": "#f3eee6", "base": "#fffdf9", "alt": "#f0e9de", "text": "#2b2118",
    "button": "#ebe3d6", "highlight": "#3b6ea8", "light": "#ffffff", "mid": "#957e5d",
    "dark": "#8a7a64", "disabled": "#6b6257", "link": "#2f5d94", "tooltip": "#fffbe8",
}
DARK = {
    "window": "#262320", "base": "#1d1b19", "alt": "#2d2a26", "text": "#ece5da",
    "button": "#34302b", "highlight": "#3875c1", "light": "#4a453e", "mid": "#837b72",
    "dark": "#141210", "disabled": "#a19a90", "link": "#8fb8ee", "tooltip": "#34302b",
}


def make_palette(colours: dict[str, str]) -> QPalette:
    pal = QPalette()
    role = QPalette.ColorRole
    c = {k: QColor(v) for k, v in colours.items()}
    for r, key in ((role.Window, "window"), (role.Base, "base"), (role.AlternateBase, "alt"),
                   (role.Button, "button"), (role.Highlight, "highlight"),
                   (role.Light, "light"), (role.Midlight, "mid"), (role.Mid, "mid"),
                   (role.Dark, "dark"), (role.Link, "link"), (role.ToolTipBase, "tooltip")):
        pal.setColor(r, c[key])
    for r in (role.WindowText, role.Text, role.ButtonText, role.ToolTipText,
              role.PlaceholderText, role.BrightText):
        pal.setColor(r, c["text"])
    pal.setColor(role.PlaceholderText, c["disabled"])
    pal.setColor(role.HighlightedText, QColor("#ffffff"))
    for r in (role.WindowText, role.Text, role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, r, c["disabled"])
    return pal


def apply_app_theme(theme: str) -> None:
    """Switch the running application to "system", "light" or "dark".

    Starting in "system" (the default) changes nothing: the platform's style and
    palette are already in place.  Asking Qt for them would cost the first window
    ~30 ms (building PySide's ``Qt`` namespace and ``QStyle`` types), so the
    system style is only noted the first time the theme moves away from it.
    """
    global _system_style
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if theme not in ("light", "dark") and _system_style is None:
        return  # never themed: still the system's look
    from PySide6.QtCore import Qt

    if _system_style is None:
        _system_style = app.style().name()
    hints = QGuiApplication.styleHints()
    if theme == "light":
        app.setStyle(QStyleFactory.create("Fusion"))
        app.setPalette(make_palette(LIGHT))
        _set_scheme(hints, Qt.ColorScheme.Light)
    elif theme == "dark":
        app.setStyle(QStyleFactory.create("Fusion"))
        app.setPalette(make_palette(DARK))
        _set_scheme(hints, Qt.ColorScheme.Dark)
    else:
        _set_scheme(hints, Qt.ColorScheme.Unknown)
        style = app.style()
        if style.name() != _system_style:  # back from light or dark: the system's style
            style = QStyleFactory.create(_system_style or "Fusion")
            app.setStyle(style)
        app.setPalette(style.standardPalette())


def _set_scheme(hints: object, scheme: Qt.ColorScheme) -> None:
    setter = getattr(hints, "setColorScheme", None)  # Qt ≥ 6.8
    if setter is not None:
        setter(scheme)


def is_dark() -> bool:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return False
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def board_theme(colourblind: bool) -> BoardTheme:
    return BoardTheme.make(dark=is_dark(), colourblind=colourblind)
