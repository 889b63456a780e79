"""Importing the retired ``stats.json`` into the library, once.

Its tallies become ``imported_stats`` rows (the games behind them were never
kept, so only the counts can be), and the file is renamed
``stats.json.imported``: never written again, never deleted.  A damaged file is
set aside as before (``stats.broken-<time>.json``); one that cannot be read at
all is left alone and tried again at the next start.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from climbdesk.core.errors import MissingFileError, RecordError, UnreadableFileError
from climbdesk.core.storage import read_json
from climbdesk.core.text import Text
from climbdesk.library.database import Library

#: More games than anyone plays: a count above it was edited by hand.
MAX_COUNT = 10**9
COUNTS = ("played", "won", "best")
IMPORTED_SUFFIX = ".imported"


def _count(value: object) -> bool:
    return type(value) is int and 0 <= value <= MAX_COUNT


def well_formed(data: Any) -> bool:
    """The shape stats.json was written in (a hand-edited file is set aside)."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        return False
    for game in data["games"].values():
        if not isinstance(game, dict):
            return False
        if not all(_count(game[k]) for k in COUNTS if k in game):
            return False
        for group in ("opponents", "players"):
            buckets = game.get(group, {})
            if not isinstance(buckets, dict):
                return False
            for bucket in buckets.values():
                if not isinstance(bucket, dict) or not all(
                        _count(bucket[k]) for k in COUNTS if k in bucket):
                    return False
    return True


def rows_of(data: dict[str, Any]) -> list[tuple[str, str, str, int, int, int | None]]:
    rows: list[tuple[str, str, str, int, int, int | None]] = []
    for key, game in data["games"].items():
        rows.append((key, "game", "", game.get("played", 0), game.get("won", 0), None))
        for bucket, group in (("opponent", "opponents"), ("player", "players")):
            for name, per in game.get(group, {}).items():
                rows.append((key, bucket, name, per.get("played", 0), per.get("won", 0),
                             per.get("best")))
    return rows


def _reason(exc: BaseException) -> object:
    message = exc.args[0] if exc.args else ""
    return message if isinstance(message, Text) else str(message)


def import_stats_file(library: Library, path: Path) -> Text | None:
    """Import ``path`` (stats.json) into ``library`` and retire it; what the player
    should hear, if anything.  Raises LibraryError if the library cannot take it
    (the file then stays, for the next start)."""
    try:
        data = read_json(path)
        if not well_formed(data):
            raise RecordError(Text("it is not a statistics file"))
    except MissingFileError:
        return None
    except UnreadableFileError as exc:
        return Text("{name} cannot be read ({error}). It was left as it is; its results "
                    "are added to the library once it can be read.", name=str(path),
                    error=_reason(exc))
    except RecordError as exc:
        aside = path.with_name(f"stats.broken-{int(time.time())}.json")
        try:
            path.replace(aside)
        except OSError as move:
            return Text("{name} is damaged ({error}) and could not be set aside ({reason}); "
                        "its results were not added to the library.", name=str(path),
                        error=_reason(exc), reason=move.strerror or str(move))
        return Text("{name} was damaged ({error}) and was kept as {aside}; its results were "
                    "not added to the library.", name=str(path), error=_reason(exc),
                    aside=str(aside))
    library.import_stats(rows_of(data))
    try:
        path.replace(path.with_name(path.name + IMPORTED_SUFFIX))
    except OSError as exc:
        return Text("The statistics in {name} were added to the library, but the file could "
                    "not be renamed ({error}).", name=str(path), error=exc.strerror or str(exc))
    return None
