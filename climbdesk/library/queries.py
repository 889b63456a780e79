"""Statistics as queries on the library (and the tallies imported from stats.json).

The shape is the one the statistics dialog has always shown — per game: played
and won, per opponent, per player name (with a solitaire best) — now computed
from the games kept, plus what the retired ``stats.json`` had counted.
"""

from __future__ import annotations

import dataclasses
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


@dataclasses.dataclass
class Tally:
    """One game against one kind of opponent ("human" or a bot level), over time."""

    game: str
    opponent: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    #: Most wins in a row, and the run at the end: +n wins or -n losses in a row.
    best_streak: int = 0
    streak: int = 0
    turns: int = 0          # summed over the kept games (imported tallies have none)
    kept: int = 0           # games kept in the library (not imported tallies)
    fastest_win: int | None = None
    #: Win rate in % after each kept game, in the order they ended (the trend).
    trend: list[float] = dataclasses.field(default_factory=list)

    @property
    def win_rate(self) -> float | None:
        """Wins in % of games played (None between humans: nobody to win against)."""
        if self.opponent == HUMANS or not self.played:
            return None
        return 100.0 * self.won / self.played

    @property
    def average_turns(self) -> float | None:
        return self.turns / self.kept if self.kept else None


def tallies(library: Library) -> list[Tally]:
    """Per game and opponent: games, wins, win rate and its trend, streaks, length.

    One ordered scan of the finished games (streaks and the trend need the order,
    which GROUP BY does not keep), plus the imported tallies' counts."""
    out: dict[tuple[str, str], Tally] = {}
    for key, opponent, result, turns in library.query(
            "SELECT g.game, g.opponent, g.result, g.turns FROM games g WHERE "
            + _FINISHED_COUNTED + " ORDER BY g.game, g.opponent, g.ended, g.id"):
        t = out.get((key, opponent))
        if t is None:
            t = out[(key, opponent)] = Tally(key, opponent)
        t.played += 1
        t.kept += 1
        t.turns += turns
        if result == Result.WON.value:
            t.won += 1
            t.streak = t.streak + 1 if t.streak > 0 else 1
            t.best_streak = max(t.best_streak, t.streak)
            t.fastest_win = turns if t.fastest_win is None else min(t.fastest_win, turns)
        elif result == Result.LOST.value:
            t.streak = t.streak - 1 if t.streak < 0 else -1
        elif result == Result.DRAW.value:
            t.drawn += 1
            t.streak = 0
        if opponent != HUMANS:
            t.trend.append(100.0 * t.won / t.played)
    for key, name, played, won in library.query(
            "SELECT game, name, played, won FROM imported_stats WHERE bucket = 'opponent'"):
        t = out.get((key, name))
        if t is None:
            t = out[(key, name)] = Tally(key, name)
        t.played += played
        t.won += won if name != HUMANS else 0
    return sorted(out.values(), key=lambda t: (t.game, t.opponent))
