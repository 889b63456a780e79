"""Per-user statistics: games played and won, per game and per opponent.

Stored as JSON in ``paths.data_dir()/stats.json`` with atomic writes, so a
crash mid-write keeps the old numbers.  A damaged file is set aside and
counting starts afresh rather than refusing to record anything; a file that
cannot be read at all is left alone and nothing is written over it.

The "user" is whoever sits at this computer, so results are counted from the
human seats' point of view: against bots a game is won when a human seat
finishes first; between humans only the game and each player's name count.
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path
from typing import Any

from climbdesk import paths
from climbdesk.core.errors import MissingFileError, RecordError, UnreadableFileError
from climbdesk.core.level import LEVELS
from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.record import Seat
from climbdesk.core.storage import atomic_write_json, read_json
from climbdesk.core.text import Text

VERSION = 1


def stats_path() -> Path:
    return paths.data_dir() / "stats.json"


def _empty() -> dict[str, Any]:
    return {"version": VERSION, "games": {}}


@dataclasses.dataclass
class Loaded:
    """The statistics as read, and what the player should hear about the file.

    ``writable`` is False when writing would destroy something: a file that could
    not be read at all (its numbers may be fine) or a damaged one that could not
    be set aside.  Then results are not counted until the file is sorted out.
    """

    data: dict[str, Any]
    problem: Text | None = None
    writable: bool = True


def load_report() -> Loaded:
    """Read the statistics, telling a damaged file from an unreadable one.

    A damaged file (not JSON, not our shape) is renamed aside, never deleted, and
    counting starts afresh; an unreadable one (permission denied, a folder or a
    pipe in its place) is left exactly as it is.  Never raises for the file.
    """
    path = stats_path()
    try:
        data = read_json(path)
        if not _well_formed(data):
            raise RecordError(Text("it is not a statistics file"))
    except MissingFileError:
        return Loaded(_empty())
    except UnreadableFileError as exc:
        return Loaded(_empty(), Text("{name} cannot be read ({error}). It was left as it is; "
                                     "results are not counted until it can be read.",
                                     name=str(path), error=_reason(exc)), writable=False)
    except RecordError as exc:
        aside = path.with_name(f"stats.broken-{int(time.time())}.json")
        try:
            path.replace(aside)
        except OSError as move:
            return Loaded(_empty(), Text(
                "{name} is damaged ({error}) and could not be set aside ({reason}); results "
                "are not counted until it is repaired or removed.", name=str(path),
                error=_reason(exc), reason=move.strerror or str(move)), writable=False)
        return Loaded(_empty(), Text("{name} was damaged ({error}) and was kept as {aside}; "
                                     "counting started afresh.", name=str(path),
                                     error=_reason(exc), aside=str(aside)))
    return Loaded(data)


def _reason(exc: BaseException) -> object:
    """An error's message, kept a Text (translatable) when it is one."""
    message = exc.args[0] if exc.args else ""
    return message if isinstance(message, Text) else str(message)


def load() -> dict[str, Any]:
    """The statistics (empty when there are none or they cannot be used)."""
    return load_report().data


def _well_formed(data: Any) -> bool:
    """Shape check, so a hand-edited file is set aside rather than crashing a game's end."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        return False
    for game in data["games"].values():
        if not isinstance(game, dict):
            return False
        for group in ("opponents", "players"):
            buckets = game.get(group, {})
            if not isinstance(buckets, dict):
                return False
            for bucket in buckets.values():
                if not isinstance(bucket, dict) or not all(
                        isinstance(bucket.get(k, 0), (int, float)) for k in ("played", "won")):
                    return False
    return True


def opponent_key(seats: list[Seat]) -> str:
    """"human" for pass-and-play, else the strongest bot level at the table."""
    levels = [s.level for s in seats if s.is_bot]
    if not levels:
        return "human"
    return max(levels, key=lambda lv: LEVELS.index(lv) if lv in LEVELS else -1)


def record_result(game_key: str, seats: list[Seat], outcome: Outcome) -> dict[str, Any]:
    """Add one finished game and save; returns the updated statistics.

    Raises RecordError (with the reason) rather than write over a statistics file
    that could not be read or set aside.
    """
    loaded = load_report()
    if not loaded.writable and loaded.problem is not None:
        raise RecordError(loaded.problem)
    data = loaded.data
    game = data["games"].setdefault(game_key, {"played": 0, "won": 0, "opponents": {},
                                               "players": {}})
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    if not humans:
        return data  # bots against bots: a demo, not the user's record
    game["played"] = int(game.get("played", 0)) + 1
    opp = opponent_key(seats)
    bucket = game.setdefault("opponents", {}).setdefault(opp, {"played": 0, "won": 0})
    bucket["played"] = int(bucket.get("played", 0)) + 1
    bucket.setdefault("won", 0)
    # A resigned solitaire game keeps place 1 (nobody else is there) but is no win.
    resigned_alone = outcome.reason is Termination.RESIGNED and len(seats) == 1
    human_won = any(i in outcome.winners for i in humans) and not outcome.is_draw \
        and not resigned_alone
    if opp != "human" and human_won:
        bucket["won"] += 1
        game["won"] = int(game.get("won", 0)) + 1
    for i in humans:
        per = game.setdefault("players", {}).setdefault(seats[i].name, {"played": 0, "won": 0})
        per["played"] += 1
        if i in outcome.winners and not outcome.is_draw and not resigned_alone:
            per["won"] += 1
        if outcome.reason is Termination.SOLITAIRE and outcome.scores:
            # Solitaire scores are turns taken: fewer is better.
            turns = int(outcome.scores[i])
            per["best"] = min(int(per.get("best", turns)), turns)
    atomic_write_json(stats_path(), data)
    return data


def personal_best(game_key: str, player: str) -> int | None:
    """Fewest turns ``player`` has needed in a solitaire game of ``game_key``."""
    per = load().get("games", {}).get(game_key, {}).get("players", {}).get(player, {})
    best = per.get("best") if isinstance(per, dict) else None
    return int(best) if isinstance(best, (int, float)) else None
