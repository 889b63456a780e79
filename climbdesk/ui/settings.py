"""User preferences: every default in one table, one wrapper, one signal hub.

Settings live in an INI file under :func:`climbdesk.paths.config_dir` (not the
registry or a plist) so that tests, which point ``CLIMBDESK_HOME`` at a temp
folder, never see the real user's choices, and so that a user can read and fix
the file by hand.  Anything unreadable in it falls back to the default: a
garbled preference must never keep the game from starting.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from climbdesk import paths
from climbdesk.core.errors import RecordError
from climbdesk.core.storage import parse_json

LANGUAGES = ("system", "en", "de", "ja")
THEMES = ("system", "light", "dark")

#: key -> (default, allowed values or None).  The only place defaults are written down.
DEFAULTS: dict[str, tuple[Any, tuple[Any, ...] | None]] = {
    "language": ("system", LANGUAGES),
    "theme": ("system", THEMES),
    "animation_speed": (1.0, None),      # 0 = off, 1 = normal, 2 = twice as fast
    "bot_delay": (0.6, None),            # seconds a bot move stays visible before it lands
    "colourblind": (False, None),
    "show_odds": (False, None),          # Can't Stop's bust chance and risk chart
    "confirm_resign": (True, None),
    "window_geometry": (QByteArray(), None),
    "window_state": (QByteArray(), None),
}
#: Sensible bounds for numbers, so a hand-edited 1e9 does not hang the game.
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.0, 4.0),
    "bot_delay": (0.0, 5.0),
}


class AppSignals(QObject):
    """App-wide notifications; one instance per process (see :func:`app_signals`)."""

    settings_changed = Signal(str)
    language_changed = Signal()


_SIGNALS: AppSignals | None = None


def app_signals() -> AppSignals:
    global _SIGNALS
    if _SIGNALS is None:
        _SIGNALS = AppSignals()
    return _SIGNALS


def _coerce(key: str, raw: object) -> Any:
    """Turn what QSettings hands back (often a string) into the default's type, or fail."""
    default, allowed = DEFAULTS[key]
    if isinstance(default, bool):
        if isinstance(raw, bool):
            value: Any = raw
        elif isinstance(raw, str) and raw.lower() in ("true", "false", "1", "0"):
            value = raw.lower() in ("true", "1")
        else:
            raise ValueError(raw)
    elif isinstance(default, float):
        value = float(raw)  # type: ignore[arg-type]
        if value != value:  # NaN
            raise ValueError(raw)
        lo, hi = RANGES.get(key, (float("-inf"), float("inf")))
        if not lo <= value <= hi:
            raise ValueError(raw)
    elif isinstance(default, QByteArray):
        if not isinstance(raw, QByteArray):
            raise ValueError(raw)
        value = raw
    else:
        value = str(raw)
    if allowed is not None and value not in allowed:
        raise ValueError(raw)
    return value


class Settings:
    """Typed access to the preferences file.  Create freely; all instances share the file."""

    def __init__(self) -> None:
        path = paths.config_dir() / "climbdesk.ini"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            # A read-only or uncreatable folder: QSettings then reads nothing (the
            # defaults apply) and keeps changes for this run only; the main window
            # tells the player (see paths.folder_problem).
            pass
        self._qs = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def file_name(self) -> str:
        return self._qs.fileName()

    def get(self, key: str) -> Any:
        default = DEFAULTS[key][0]
        raw = self._qs.value(key, None)
        if raw is None:
            return default
        try:
            return _coerce(key, raw)
        except (TypeError, ValueError):
            return default

    def set(self, key: str, value: Any) -> None:
        value = _coerce(key, value)
        if self.get(key) == value and self._qs.contains(key):
            return
        self._qs.setValue(key, value)
        self._qs.sync()
        app_signals().settings_changed.emit(key)

    # ----- per-game memory of the New Game dialog ------------------------------
    def last_game_setup(self, game_key: str) -> dict[str, Any]:
        """What the New Game dialog last started for this game ({} if nothing usable)."""
        raw = self._qs.value(f"games/{game_key}/setup", "")
        try:
            data = parse_json(str(raw), "climbdesk.ini") if raw else {}
        except RecordError:  # damaged, nested too deep, numbers too long…: forget it
            return {}
        return data if isinstance(data, dict) else {}

    def set_last_game_setup(self, game_key: str, setup: dict[str, Any]) -> None:
        import json  # not at import: the first window needs no JSON

        self._qs.setValue(f"games/{game_key}/setup", json.dumps(setup))
        self._qs.sync()

    def sync(self) -> None:
        self._qs.sync()
