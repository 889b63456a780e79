"""Game records (the save format) and matches (a record with undo/redo).

A record is everything needed to rebuild a game: game key, player count,
options, seed, seats, and every action including chance outcomes.  Saving a
game *is* writing its record; undo, redo and replays rebuild from it, so no
second representation can drift away from the first.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from climbdesk import __version__
from climbdesk.core.actions import JSON, Action, EndByAgreement, Resign
from climbdesk.core.errors import ClimbdeskError, IllegalActionError, NewerVersionError, RecordError
from climbdesk.core.game import Game
from climbdesk.core.options import Options
from climbdesk.core.rng import chance_rng, new_seed, sample_weighted
from climbdesk.core.state import CHANCE, State
from climbdesk.core.storage import atomic_write_json, read_json
from climbdesk.core.text import Text

#: Bot strengths every game offers; saves naming anything else are refused.
BOT_LEVELS = ("easy", "normal", "hard")
FORMAT = "climbdesk-record"
VERSION = 1


@dataclasses.dataclass
class Seat:
    """Who sits where.  ``kind`` is ``"human"`` or ``"bot"``; ``level`` names the bot."""

    name: str
    kind: str = "human"
    level: str = ""
    colour: str = ""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, str]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise RecordError(f"bad seat entry: {data!r}")
        kind = data.get("kind", "human")
        if kind not in ("human", "bot"):
            raise RecordError(f"seat kind must be human or bot, not {kind!r}")
        level = str(data.get("level", ""))
        if kind == "bot" and level not in BOT_LEVELS:
            raise RecordError(Text("unknown bot level {level} for {name}", level=repr(level),
                                      name=repr(data["name"])))
        return cls(data["name"], kind, level, str(data.get("colour", "")))


@dataclasses.dataclass
class GameRecord:
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    seats: list[Seat]
    actions: list[Action] = dataclasses.field(default_factory=list)
    created: str = ""
    meta: dict[str, Any] = dataclasses.field(default_factory=dict)

    def game_obj(self) -> Game:
        from climbdesk.core.registry import get_game
        return get_game(self.game)

    def initial_state(self) -> State:
        return self.game_obj().new_initial_state(self.players, self.options)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` actions (all by default)."""
        state = self.initial_state()
        for i, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise RecordError(Text("move {number} ({move}) does not fit the game: {error}",
                                      number=i + 1, move=action.text(), error=str(exc))) from None
        return state

    # ----- JSON -----------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "app": __version__,
            "game": self.game,
            "players": self.players,
            "options": Options.to_json(self.options),
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "created": self.created,
            "meta": dict(self.meta),
            "actions": [a.to_json() for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any, *, check_replay: bool = True) -> GameRecord:
        """Validate and rebuild a record; every problem is a :class:`RecordError`."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(Text("this is not a climbdesk saved game"))
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError(Text("the saved game has no valid format version"))
        if version > VERSION:
            raise NewerVersionError(Text(
                "this game was saved by a newer climbdesk ({app}, format {version}); "
                "please update climbdesk to open it", app=str(data.get("app", "?")),
                version=version))
        try:
            from climbdesk.core.registry import get_game
            game = get_game(str(data.get("game")))
        except ClimbdeskError as exc:
            raise RecordError(str(exc)) from None
        players, seed = data.get("players"), data.get("seed")
        if not isinstance(players, int) or not isinstance(seed, int):
            raise RecordError(Text("the saved game lacks its player count or seed"))
        seats_raw, actions_raw = data.get("seats"), data.get("actions")
        if not isinstance(seats_raw, list) or not isinstance(actions_raw, list):
            raise RecordError(Text("the saved game lacks its seats or moves"))
        if len(seats_raw) != players:
            raise RecordError(Text("the saved game lists {count} seats for {players} players",
                                  count=len(seats_raw), players=players))
        options = data.get("options", {})
        try:
            options = game.validate_options(players, options if isinstance(options, dict) else {})
        except ClimbdeskError as exc:
            raise RecordError(Text("the saved game has bad options: {error}",
                                  error=str(exc))) from None
        record = cls(
            game=game.info.key, players=players, options=options, seed=seed,
            seats=[Seat.from_json(s) for s in seats_raw],
            actions=[_action(game, a) for a in actions_raw],
            created=str(data.get("created", "")),
            meta=dict(data["meta"]) if isinstance(data.get("meta"), dict) else {},
        )
        if check_replay:
            try:
                record.replay()
            except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
                if isinstance(exc, RecordError):
                    raise
                raise RecordError(Text("the saved moves do not fit the game: {error}",
                                      error=str(exc))) from None
        return record

    def save(self, path: Path | str) -> None:
        atomic_write_json(path, self.to_json())

    @classmethod
    def load(cls, path: Path | str) -> GameRecord:
        return cls.from_json(read_json(path))

    @classmethod
    def new(cls, game: Game, seats: Sequence[Seat], options: Mapping[str, object] | None = None,
            seed: int | None = None) -> GameRecord:
        players = len(seats)
        opts = game.validate_options(players, options)
        now = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
        return cls(game.info.key, players, opts, new_seed() if seed is None else seed,
                   list(seats), [], now)


def _action(game: Game, data: Any) -> Action:
    try:
        return game.action_from_json(data)
    except RecordError:
        raise
    except (TypeError, ValueError, KeyError) as exc:
        raise RecordError(f"a saved move cannot be read: {data!r}") from exc


@dataclasses.dataclass(frozen=True)
class HistoryEntry:
    """One applied action with who did it and how it reads."""

    index: int
    actor: int  # seat, or CHANCE
    action: Action
    text: str


class Match:
    """A record being played: the current state plus undo/redo.

    The record's ``actions`` list is the *whole* line including a redo tail;
    ``cursor`` says how much of it is applied.  Playing the same action as the
    next one in the tail keeps the tail (that is redo); anything else cuts it.
    Chance outcomes are drawn from ``chance_rng(seed, n)`` so the n-th roll never
    changes, whatever is undone.
    """

    def __init__(self, record: GameRecord, cursor: int | None = None) -> None:
        self.record = record
        self.cursor = len(record.actions) if cursor is None else cursor
        self._rebuild()

    def _rebuild(self) -> None:
        state = self.record.initial_state()
        self.history: list[HistoryEntry] = []
        self._chance_count = 0
        for i, action in enumerate(self.record.actions[: self.cursor]):
            self.history.append(self._entry(state, i, action))
            state.apply(action)
        self.state = state

    def _entry(self, state: State, index: int, action: Action) -> HistoryEntry:
        if isinstance(action, Resign):
            actor = action.seat
        elif isinstance(action, EndByAgreement):
            actor = state.turn_owner()
        else:
            actor = state.current_player()
        if actor == CHANCE:
            self._chance_count += 1
        return HistoryEntry(index, actor, action, state.describe(action))

    @property
    def seats(self) -> list[Seat]:
        return self.record.seats

    def apply(self, action: Action) -> HistoryEntry:
        """Play ``action`` now (validated; illegal actions raise and change nothing)."""
        if not self.state.is_legal(action):
            raise IllegalActionError(self.state.explain_illegal(action))
        tail = self.record.actions
        if self.cursor < len(tail) and tail[self.cursor] == action:
            pass  # same as the recorded continuation: keep the redo tail
        else:
            del tail[self.cursor:]
            tail.append(action)
        entry = self._entry(self.state, self.cursor, action)
        self.state.apply(action)
        self.history.append(entry)
        self.cursor += 1
        return entry

    def next_chance_outcome(self) -> Action:
        """The outcome the next chance event will have (recorded, else seeded draw)."""
        if not self.state.is_chance_node():
            raise ClimbdeskError("no chance event is due")
        tail = self.record.actions
        if self.cursor < len(tail) and self.state.is_legal(tail[self.cursor]):
            return tail[self.cursor]
        rng = chance_rng(self.record.seed, self._chance_count)
        return sample_weighted(self.state.chance_outcomes(), rng)

    def resolve_chance(self) -> list[HistoryEntry]:
        """Apply chance events until a seat must decide or the game ends."""
        done = []
        while self.state.is_chance_node():
            done.append(self.apply(self.next_chance_outcome()))
        return done

    # ----- undo / redo ------------------------------------------------------
    def _undo_target(self, is_undoable_actor: Callable[[int], bool]) -> int | None:
        for entry in reversed(self.history):
            if entry.actor >= 0 and is_undoable_actor(entry.actor):
                return entry.index
        return None

    def can_undo(self, humans_only: bool = True) -> bool:
        return self._undo_target(self._actor_filter(humans_only)) is not None

    def _actor_filter(self, humans_only: bool) -> Callable[[int], bool]:
        if not humans_only or not any(s.is_bot for s in self.seats) \
                or all(s.is_bot for s in self.seats):
            return lambda seat: True
        return lambda seat: not self.seats[seat].is_bot

    def undo(self, humans_only: bool = True) -> bool:
        """Rewind to just before the last decision (by a human, when bots play too)."""
        target = self._undo_target(self._actor_filter(humans_only))
        if target is None:
            return False
        self.cursor = target
        self._rebuild()
        return True

    def can_redo(self) -> bool:
        return self.cursor < len(self.record.actions)

    def redo(self, humans_only: bool = True) -> bool:
        """Re-apply the recorded line up to and including the next undoable decision."""
        if not self.can_redo():
            return False
        keep = self._actor_filter(humans_only)
        while self.can_redo():
            actor = self.state.current_player()
            self.apply(self.record.actions[self.cursor])
            if actor >= 0 and keep(actor):
                break
        # Also replay bot replies and rolls that follow, so the human is to move again.
        while self.can_redo() and not self.state.is_terminal():
            actor = self.state.current_player()
            if actor >= 0 and keep(actor):
                break
            self.apply(self.record.actions[self.cursor])
        return True

    def truncated_record(self) -> GameRecord:
        """The record as played so far (redo tail dropped), e.g. for saving."""
        return dataclasses.replace(self.record, actions=list(self.record.actions[: self.cursor]),
                                   seats=list(self.record.seats), meta=dict(self.record.meta))
