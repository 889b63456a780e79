"""Statistics as queries on the library (and the tallies imported from stats.json).

The shape is the one the statistics dialog has always shown — per game: played
and won, per opponent, per player name (with a solitaire best) — now computed
from the games kept, plus what the retired ``stats.json`` had counted.
"""

from __future__ import annotations

from typing import Any

from climbdesk.core.outcome import Termination
from climbdesk.library.database import Library
from climbdesk.library.entries import HUMANS, Result, Status

_FINISHED_COUNTED = (f"g.status = '{Status.FINISHED.value}' AND "
                     f"g.result != '{Result.DEMO.value}'")


def statistics(library: Library) -> dict[str, Any]:
    """``{"games": {key: {"played", "won", "opponents": {opp: {"played", "won"}},
    "players": {name: {"played", "won"[, "best"]}}}}}``."""
    games: dict[str, Any] = {}

    def game(key: str) -> dict[str, Any]:
        entry: dict[str, Any] = games.setdefault(
            key, {"played": 0, "won": 0, "opponents": {}, "players": {}})
        return entry

    for key, opponent, played, won in library.query(
            "SELECT g.game, g.opponent, count(*), sum(g.result = ?) FROM games g WHERE "
            + _FINISHED_COUNTED + " GROUP BY g.game, g.opponent", (Result.WON.value,)):
        g = game(key)
        g["played"] += played
        g["won"] += won
        g["opponents"][opponent] = {"played": played, "won": won}
    for key, name, played, won, best in library.query(
            "SELECT g.game, s.name, count(*), sum(s.won),"
            " min(CASE WHEN g.reason = ? THEN s.score END)"
            " FROM seats s JOIN games g ON g.id = s.game_id WHERE " + _FINISHED_COUNTED +
            " AND s.kind = 'human' GROUP BY g.game, s.name", (Termination.SOLITAIRE.value,)):
        per: dict[str, Any] = {"played": played, "won": won}
        if best is not None:
            per["best"] = int(best)
        game(key)["players"][name] = per
    for key, bucket, name, played, won, best in library.query(
            "SELECT game, bucket, name, played, won, best FROM imported_stats"):
        g = game(key)
        if bucket == "game":
            g["played"] += played
            g["won"] += won
            continue
        group = g["opponents" if bucket == "opponent" else "players"]
        per = group.setdefault(name, {"played": 0, "won": 0})
        per["played"] += played
        per["won"] += won
        if best is not None:
            per["best"] = min(int(per.get("best", best)), int(best))
    for g in games.values():  # pass-and-play has no "won against" count
        if HUMANS in g["opponents"]:
            g["opponents"][HUMANS]["won"] = 0
    return {"games": games}


def personal_best(library: Library, game: str, player: str) -> int | None:
    """Fewest turns ``player`` has needed in a solitaire game of ``game``."""
    rows = library.query(
        "SELECT min(s.score) FROM seats s JOIN games g ON g.id = s.game_id"
        " WHERE g.game = ? AND g.status = ? AND g.reason = ? AND s.name = ?"
        " AND s.kind = 'human' AND s.score IS NOT NULL"
        " UNION ALL SELECT min(best) FROM imported_stats"
        " WHERE game = ? AND bucket = 'player' AND name = ?",
        (game, Status.FINISHED.value, Termination.SOLITAIRE.value, player, game, player))
    values = [int(r[0]) for r in rows if r[0] is not None]
    return min(values) if values else None
