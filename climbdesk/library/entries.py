"""What the library stores about one game, worked out from its record and outcome.

Results are seen from the human seats' side, as the statistics always were:
"whoever sits at this computer" won against the bots when a human seat finished
first.  Between humans only each player's own wins count (``SeatRow.won``);
bots among themselves are a demo, kept but not counted.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
from enum import StrEnum
from typing import Any

from climbdesk.core.level import LEVELS
from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.record import GameRecord, Seat


class Status(StrEnum):
    FINISHED = "finished"
    SAVED = "saved"


class Result(StrEnum):
    """A game's result for the filter and the statistics (saved as its value)."""

    WON = "won"                # a human seat won against bots
    LOST = "lost"              # against bots, no human seat won
    DRAW = "draw"              # everyone shared first place
    PLAYED = "played"          # finished between humans (each player's wins are per seat)
    DEMO = "demo"              # bots only: kept, never counted
    UNFINISHED = "unfinished"  # a saved game still in progress


#: ``opponent`` of a game without human seats.
BOTS_ONLY = "bots"
#: ``opponent`` of pass-and-play.
HUMANS = "human"


@dataclasses.dataclass(frozen=True)
class SeatRow:
    seat: int
    name: str
    kind: str
    level: str
    colour: str
    place: int | None
    score: float | None
    won: bool


@dataclasses.dataclass(frozen=True)
class Entry:
    """One row of ``games`` with its seats and record, ready to be written."""

    uid: str
    game: str
    status: Status
    started: str
    ended: str
    turns: int
    actions: int
    players: int
    options: str
    reason: str
    opponent: str
    result: Result
    seats: tuple[SeatRow, ...]
    record: str
    save_path: str | None = None

    def to_json(self) -> dict[str, Any]:
        """For the pending folder: a plain object, read back by :meth:`from_json`."""
        data = dataclasses.asdict(self)
        data["seats"] = [dataclasses.asdict(s) for s in self.seats]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Entry:
        """Rebuild a pending entry; ValueError/TypeError/KeyError for anything odd."""
        if not isinstance(data, dict):
            raise ValueError("not an entry")
        fields = {f.name for f in dataclasses.fields(cls)}
        if set(data) != fields:
            raise ValueError("not an entry")
        seats = tuple(SeatRow(**s) for s in data["seats"])
        values = dict(data, seats=seats, status=Status(data["status"]),
                      result=Result(data["result"]))
        entry = cls(**values)
        for name, kind in (("uid", str), ("game", str), ("started", str), ("ended", str),
                           ("turns", int), ("actions", int), ("players", int),
                           ("options", str), ("reason", str), ("opponent", str),
                           ("record", str)):
            if not isinstance(getattr(entry, name), kind):
                raise TypeError(f"{name} is not a {kind.__name__}")
        json.loads(entry.record)
        return entry


def game_uid(record: GameRecord) -> str:
    """The same game under every save of it: its game, start time and seed (hashed:
    the seed is sealed in saves and stays unreadable here too)."""
    text = f"{record.game}|{record.created}|{record.seed}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def now_iso() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")


def opponent_of(seats: list[Seat]) -> str:
    """"human" for pass-and-play, "bots" for a demo, else the strongest bot level."""
    levels = [s.level for s in seats if s.is_bot]
    if not levels:
        return HUMANS
    if all(s.is_bot for s in seats):
        return BOTS_ONLY
    return max(levels, key=lambda lv: LEVELS.index(lv) if lv in LEVELS else -1)


def counts_as_win(outcome: Outcome, seat: int, players: int) -> bool:
    """A resigned solitaire game keeps place 1 (nobody else is there) but is no win."""
    resigned_alone = outcome.reason is Termination.RESIGNED and players == 1
    return seat in outcome.winners and not outcome.is_draw and not resigned_alone


def result_of(seats: list[Seat], outcome: Outcome | None) -> Result:
    if outcome is None:
        return Result.UNFINISHED
    humans = [i for i, s in enumerate(seats) if not s.is_bot]
    if not humans:
        return Result.DEMO
    if outcome.is_draw:
        return Result.DRAW
    if len(humans) == len(seats) and len(seats) > 1:
        return Result.PLAYED
    return Result.WON if any(counts_as_win(outcome, i, len(seats)) for i in humans) \
        else Result.LOST


def entry_for(record: GameRecord, outcome: Outcome | None, turns: int, *,
              ended: str | None = None, save_path: str | None = None) -> Entry:
    """The library's row for ``record``: finished when ``outcome`` is given."""
    seats = []
    for i, seat in enumerate(record.seats):
        place = score = None
        won = False
        if outcome is not None:
            place = outcome.ranking[i] if i < len(outcome.ranking) else None
            score = float(outcome.scores[i]) if i < len(outcome.scores) else None
            won = counts_as_win(outcome, i, len(record.seats))
        seats.append(SeatRow(i, seat.name, seat.kind.value, seat.level, seat.colour, place,
                             score, won))
    data = record.to_json()
    return Entry(
        uid=game_uid(record), game=record.game,
        status=Status.SAVED if outcome is None else Status.FINISHED,
        started=record.created or now_iso(), ended=ended or now_iso(), turns=turns,
        actions=len(record.actions), players=record.players,
        options=json.dumps(data["options"], ensure_ascii=False, sort_keys=True),
        reason=str(outcome.reason) if outcome is not None else "",
        opponent=opponent_of(record.seats), result=result_of(record.seats, outcome),
        seats=tuple(seats), record=json.dumps(data, ensure_ascii=False),
        save_path=save_path)
