"""Child process of ``test_scales.py``: open every dialog at one Qt scale factor.

The scale factor must be set before QApplication exists, so each scale runs in
its own process (``QT_SCALE_FACTOR`` and an offscreen screen of 1280×720
logical pixels, a 1080p laptop at 150 %).  Prints one JSON object: per dialog
its size and what does not fit; and the start page's thumbnails' pixel ratio.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Iterator

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel, QMessageBox, QSizePolicy, QWidget


def problems_of(dialog: QWidget, available: QRect) -> list[str]:
    """Whatever of ``dialog`` is cut off: the dialog by the screen, a child by the
    dialog or by its layout (smaller than it needs), a wrapped label's lines."""
    out: list[str] = []
    frame = dialog.frameGeometry()
    if frame.width() > available.width() or frame.height() > available.height():
        out.append(f"dialog {frame.width()}x{frame.height()} exceeds the screen "
                   f"{available.width()}x{available.height()}")
    inside = dialog.rect()
    for w in dialog.findChildren(QWidget):
        if not w.isVisible() or w.window() is not dialog:
            continue
        if any(isinstance(p, INTERACTIVE) for p in _ancestors(w, dialog)):
            continue  # a part of a control (a spin box's field, a list's header) is its own
        name = f"{type(w).__name__}({(w.text() if isinstance(w, QLabel) else '')[:40]!r})"
        # Parts of a scrolled area may lie outside: the area scrolls to them.
        scrolled = any(isinstance(p, QWidget) and p.objectName() == "qt_scrollarea_viewport"
                       for p in _ancestors(w, dialog))
        top_left = w.mapTo(dialog, w.rect().topLeft())
        box = QRect(top_left, w.size())
        if not scrolled and not inside.contains(box):
            out.append(f"{name} at {box.getRect()} is outside the dialog {inside.getRect()}")
        policy = w.sizePolicy()
        # What a layout gives a widget at least (Qt's rule): its minimum size where
        # set, else its minimum size hint.
        hint, least = w.minimumSizeHint(), w.minimumSize()
        need_w = least.width() or max(hint.width(), 0)
        need_h = least.height() or max(hint.height(), 0)
        ignored = QSizePolicy.Policy.Ignored
        if policy.horizontalPolicy() != ignored and w.width() < need_w:
            out.append(f"{name} is {w.width()} px wide, needs {need_w}")
        if policy.verticalPolicy() != ignored and w.height() < need_h:
            out.append(f"{name} is {w.height()} px high, needs {need_h}")
        if isinstance(w, QLabel) and w.wordWrap() and w.text():
            wanted = w.heightForWidth(w.width())
            if wanted > w.height():
                out.append(f"{name} wraps to {wanted} px but has {w.height()}")
    return out


def _ancestors(w: QWidget, stop: QWidget) -> Iterator[QWidget]:
    p = w.parentWidget()
    while p is not None and p is not stop:
        yield p
        p = p.parentWidget()


from climbdesk.ui.accessibility import INTERACTIVE  # noqa: E402  (after the Qt imports)


def main() -> int:
    os.environ["CLIMBDESK_HOME"] = tempfile.mkdtemp(prefix="climbdesk-scale-")
    from climbdesk.core.registry import all_games
    from climbdesk.ui.app import make_app
    from climbdesk.ui.boards import BoardView, board_class
    from climbdesk.ui.boards.interaction import InteractiveBoardScene
    from climbdesk.ui.boards.registry import board_registration
    from climbdesk.ui.dialogs import about_text
    from climbdesk.ui.keyboard_help import KeyboardHelpDialog
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.new_game import NewGameDialog
    from climbdesk.ui.open_dialog import OpenGameDialog
    from climbdesk.ui.preferences import PreferencesDialog
    from climbdesk.ui.start_page import THUMB
    from climbdesk.ui.stats_dialog import StatisticsDialog

    app = make_app([])
    screen = app.primaryScreen()
    available = screen.availableGeometry()
    window = MainWindow()
    window.resize(1200, 700)
    window.show()
    window.start_page.draw_thumbnails_now()
    app.processEvents()
    thumbs = []
    for card in window.start_page.cards:
        pix = card.picture.pixmap()
        thumbs.append({"game": card.listing.key, "dpr": pix.devicePixelRatio(),
                       "pixels": [pix.width(), pix.height()], "logical": THUMB})

    def dialogs() -> Iterator[tuple[str, QWidget]]:
        for game in all_games():
            dialog = NewGameDialog(game, window)
            for n in range(game.info.min_players, game.info.max_players + 1):
                dialog.count.setValue(n)
                dialog.adjustSize()  # as a fresh dialog at this count would open
                yield f"New game of {game.info.key}, {n} players", dialog
            dialog.deleteLater()
        yield "Preferences", PreferencesDialog(window)
        yield "Statistics", StatisticsDialog(window)
        yield "Open", OpenGameDialog(None, window)
        for game in all_games():
            if board_registration(game.info.key) is None:
                continue
            scene = board_class(game.info.key)()
            view = BoardView(scene)
            keys = scene.board_keys() if isinstance(scene, InteractiveBoardScene) else []
            yield (f"Keyboard help of {game.info.key}",
                   KeyboardHelpDialog(keys, view.camera_keys(), window))
        about = QMessageBox(QMessageBox.Icon.NoIcon, "About climbdesk", about_text(),
                            QMessageBox.StandardButton.Ok, window)
        yield "About", about

    report = []
    for name, dialog in dialogs():
        if not dialog.isVisible():
            dialog.show()
        for _ in range(3):
            app.processEvents()
        report.append({"dialog": name, "size": [dialog.width(), dialog.height()],
                       "problems": problems_of(dialog, available)})
        if not name.startswith("New game"):
            dialog.close()
            dialog.deleteLater()
    print(json.dumps({"scale": float(os.environ.get("QT_SCALE_FACTOR", "1")),
                      "dpr": screen.devicePixelRatio(),
                      "available": [available.width(), available.height()],
                      "thumbnails": thumbs, "dialogs": report}))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
