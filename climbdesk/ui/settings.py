"""User preferences: every default in one table, one wrapper, one signal hub.

Settings live in an INI file under :func:`climbdesk.paths.config_dir` (not the
registry or a plist) so that tests, which point ``CLIMBDESK_HOME`` at a temp
folder, never see the real user's choices, and so that a user can read and fix
the file by hand.  Anything unreadable in it falls back to the default: a
garbled preference must never keep the game from starting.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
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
    "sound_volume": (0.6, None),         # 0..1
    "sound_muted": (False, None),
    "tutorials_offered": ("", None),     # game keys whose guided game was offered, comma-separated
    "window_geometry": (QByteArray(), None),
    "window_state": (QByteArray(), None),
}
#: Sensible bounds for numbers, so a hand-edited 1e9 does not hang the game.
RANGES: dict[str, tuple[float, float]] = {
    "animation_speed": (0.0, 4.0),
    "bot_delay": (0.0, 5.0),
    "sound_volume": (0.0, 1.0),
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


#: :func:`file_problem`'s reason for a folder, pipe or device (the window words it).
NOT_REGULAR = "not a regular file"


def settings_path() -> Path:
    return paths.config_dir() / "climbdesk.ini"


def file_problem(path: Path) -> str | None:
    """Why ``path`` cannot be used as the settings file, or None (also when it is missing).

    QSettings would open a named pipe or a device and wait on it for ever, so
    anything but a regular file (a folder, a pipe, a socket) is refused unread."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return exc.strerror or str(exc)
    return None if stat.S_ISREG(mode) else NOT_REGULAR


class _MemoryStore:
    """Stands in for QSettings when the file cannot be used: this run's changes only,
    shared by every :class:`Settings` like the file would be."""

    _by_file: dict[str, dict[str, Any]] = {}

    def __init__(self, file_name: str) -> None:
        self._file_name = file_name
        self.values = self._by_file.setdefault(file_name, {})

    def fileName(self) -> str:  # noqa: N802 (QSettings' name)
        return self._file_name

    def value(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802 (QSettings' name)
        self.values[key] = value

    def contains(self, key: str) -> bool:
        return key in self.values

    def sync(self) -> None:
        pass


class Settings:
    """Typed access to the preferences file.  Create freely; all instances share the file."""

    def __init__(self) -> None:
        path = settings_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            # A read-only or uncreatable folder: QSettings then reads nothing (the
            # defaults apply) and keeps changes for this run only; the main window
            # tells the player (see paths.folder_problem).
            pass
        self._qs: QSettings | _MemoryStore
        if file_problem(path) is not None:
            # Left exactly as it is; the main window tells the player.
            self._qs = _MemoryStore(str(path))
        else:
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
