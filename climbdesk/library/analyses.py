"""Game analyses kept in the library, keyed by the game's row, the seat and the level.

An analysis of a whole game takes minutes; stored here, opening the same game's
review again shows its marks and plot at once.  The analysis itself is opaque
JSON to the library (``climbdesk.bots.analysis.Analysis.to_json()``: the bots
layer is above this one); the game is found by its uid, the same key saves use,
so an analysis is only kept for a game the library holds.
"""

from __future__ import annotations

import json
from typing import Any

from climbdesk.core.record import GameRecord
from climbdesk.library.database import Library
from climbdesk.library.entries import game_uid


def _game_id(library: Library, record: GameRecord) -> int | None:
    rows = library.query("SELECT id FROM games WHERE uid = ?", (game_uid(record),))
    return int(rows[0][0]) if rows else None


def kept_any(library: Library, record: GameRecord) -> bool:
    """Whether any analysis of the game of ``record`` is kept (any seat, any level): a
    review asks this before working out the level it would look for, which imports the
    game's bots (a process's first Climbers review: 6-18 ms of one turn, for nothing
    when, as mostly, no analysis was run)."""
    game_id = _game_id(library, record)
    return game_id is not None and bool(
        library.query("SELECT 1 FROM analyses WHERE game_id = ? LIMIT 1", (game_id,)))


def keep_analysis(library: Library, record: GameRecord, seat: int, level: str,
                  analysis: dict[str, Any]) -> bool:
    """Store ``analysis`` for the game of ``record``; False when the library lacks the game."""
    game_id = _game_id(library, record)
    if game_id is None:
        return False
    with library._writing() as db:  # noqa: SLF001 - the library's one write transaction
        db.execute("INSERT OR REPLACE INTO analyses (game_id, seat, level, seed, playouts, json)"
                   " VALUES (?, ?, ?, ?, ?, ?)",
                   (game_id, seat, level, int(analysis.get("seed", 0)),
                    int(analysis.get("playouts", 0)), json.dumps(analysis)))
    return True


def stored_analysis(library: Library, record: GameRecord, seat: int,
                    level: str) -> dict[str, Any] | None:
    """The kept analysis of this game, seat and level, or None (none kept, or unreadable)."""
    game_id = _game_id(library, record)
    if game_id is None:
        return None
    rows = library.query("SELECT json FROM analyses WHERE game_id = ? AND seat = ? AND level = ?",
                         (game_id, seat, level))
    if not rows:
        return None
    try:
        data = json.loads(rows[0][0])
    except ValueError:
        return None  # a damaged row is as good as none: the game can be analysed again
    return data if isinstance(data, dict) else None


def analyses_of(library: Library, record: GameRecord, level: str) -> dict[int, dict[str, Any]]:
    """Every kept analysis of this game at ``level``, by seat (unreadable rows left out):
    what the end-of-game screen sums up."""
    game_id = _game_id(library, record)
    if game_id is None:
        return {}
    out: dict[int, dict[str, Any]] = {}
    for seat, text in library.query("SELECT seat, json FROM analyses WHERE game_id = ? AND"
                                    " level = ? ORDER BY seat", (game_id, level)):
        try:
            data = json.loads(text)
        except ValueError:
            continue
        if isinstance(data, dict):
            out[int(seat)] = data
    return out
