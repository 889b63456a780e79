"""Game records (the save format) and matches (a record with undo/redo).

A record is everything needed to rebuild a game: game key, player count,
options, seed, seats, and every action including chance outcomes.  Saving a
game *is* writing its record; undo, redo and replays rebuild from it, so no
second representation can drift away from the first.
"""

from __future__ import annotations

import dataclasses
import datetime
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from climbdesk import __version__
from climbdesk.core.actions import JSON, Action, EndByAgreement, Resign
from climbdesk.core.errors import ClimbdeskError, IllegalActionError, NewerVersionError, RecordError
from climbdesk.core.game import Game
from climbdesk.core.options import Options
from climbdesk.core.rng import chance_rng, new_seed, seal_seed, unseal_seed
from climbdesk.core.state import CHANCE, NOBODY, State
from climbdesk.core.storage import atomic_write_json, is_valid_unicode, read_json
from climbdesk.core.text import SeatName, Text

#: Bot strengths every game offers; saves naming anything else are refused.
BOT_LEVELS = ("easy", "normal", "hard")
FORMAT = "climbdesk-record"
#: 2: the seed is sealed and hidden draws are stored as references (1 still loads).
VERSION = 2
#: The action kind a save uses for a sealed chance outcome.
SEALED = "sealed"


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
        """Validate one seat of a save.  A name that could never be written back (a
        lone surrogate) or shown sensibly (control characters, empty, endless) is
        refused here, on load, rather than freezing the game at its first autosave."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise RecordError(f"bad seat entry: {data!r}")
        name = data["name"]
        problem = name_problem(name)
        if problem is not None:
            raise RecordError(Text("a player's name in the saved game is not usable: {problem}",
                                   problem=problem))
        kind = data.get("kind", "human")
        if kind not in ("human", "bot"):
            raise RecordError(f"seat kind must be human or bot, not {kind!r}")
        level, colour = data.get("level", ""), data.get("colour", "")
        if not isinstance(level, str) or not isinstance(colour, str) \
                or not is_valid_unicode(level) or not is_valid_unicode(colour) \
                or len(colour) > MAX_NAME_LENGTH:
            raise RecordError(f"bad seat entry: {data!r}")
        if kind == "bot" and level not in BOT_LEVELS:
            raise RecordError(Text("unknown bot level {level} for {name}", level=repr(level),
                                      name=repr(name)))
        return cls(name, kind, level, colour)


#: Bidi embeddings, overrides and isolates: they would reorder the text around a name.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: Longest player name a save may hold (the New Game dialog allows 24 characters).
MAX_NAME_LENGTH = 64


def name_problem(name: str) -> Text | None:
    """Why ``name`` cannot be a player's name (None: it can).

    Shared by the loader and the New Game dialog, so that what one accepts the
    other does too.

    >>> name_problem("Ann") is None
    True
    >>> print(name_problem(chr(0xD800)))  # a lone surrogate, as "\\ud800" in JSON
    it contains text that is not valid Unicode
    """
    if not is_valid_unicode(name):
        return Text("it contains text that is not valid Unicode")
    if not name.strip():
        return Text("it is empty")
    if len(name) > MAX_NAME_LENGTH:
        return Text("it is longer than {count} characters", count=MAX_NAME_LENGTH)
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") or c in _BIDI_CONTROLS for c in name):
        return Text("it contains control characters")
    return None


@dataclasses.dataclass
class GameRecord:
    """Everything needed to rebuild a game; the save format.

    ``sealed`` marks chance outcomes a save must not show (a shuffle holds the
    undrawn cards): index in ``actions`` -> (stream, n).  The file stores only
    that reference, and loading derives the outcome again from the seed.
    """

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    seats: list[Seat]
    actions: list[Action] = dataclasses.field(default_factory=list)
    created: str = ""
    meta: dict[str, Any] = dataclasses.field(default_factory=dict)
    sealed: dict[int, tuple[str, int]] = dataclasses.field(default_factory=dict)

    def game_obj(self) -> Game:
        from climbdesk.core.registry import get_game
        return get_game(self.game)

    def initial_state(self) -> State:
        return self.game_obj().new_initial_state(self.players, self.options)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` actions (all by default), every one checked."""
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
        actions: list[JSON] = []
        for i, action in enumerate(self.actions):
            ref = self.sealed.get(i)
            actions.append(action.to_json() if ref is None else
                           {"k": SEALED, "stream": ref[0], "n": ref[1]})
        return {
            "format": FORMAT,
            "version": VERSION,
            "app": __version__,
            "game": self.game,
            "players": self.players,
            "options": Options.to_json(self.options),
            "seal": seal_seed(self.seed),
            "seats": [s.to_json() for s in self.seats],
            "created": self.created,
            "meta": dict(self.meta),
            "actions": actions,
        }

    @classmethod
    def from_json(cls, data: Any, *, check_replay: bool = True) -> GameRecord:
        """Validate and rebuild a record; every problem is a :class:`RecordError`.

        Format 1 (a plain ``seed``) still loads; sealed chance outcomes are derived
        again while the moves are replayed, so they always are.
        """
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(Text("this is not a climbdesk saved game"))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
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
        players = data.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or players < 1:
            raise RecordError(Text("the saved game's player count is missing or not a "
                                   "whole number of at least 1"))
        seed = _read_seed(data)
        if seed is None:
            raise RecordError(Text("the saved game lacks its player count or seed"))
        seats_raw, actions_raw = data.get("seats"), data.get("actions")
        if not isinstance(seats_raw, list) or not isinstance(actions_raw, list):
            raise RecordError(Text("the saved game lacks its seats or moves"))
        if len(seats_raw) != players:
            raise RecordError(Text("the saved game lists {count} seats for {players} players",
                                  count=len(seats_raw), players=players))
        # Options absent: a save from before the game had variants (defaults are right).
        # Options present but not an object: damage, and defaults would silently change
        # the rules (a pie-rule game reopening without it), so refuse.
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError(Text("the saved game's options are damaged (not a set of "
                                   "named values)"))
        try:
            options = game.validate_options(players, options)
        except ClimbdeskError as exc:
            raise RecordError(Text("the saved game has bad options: {error}",
                                  error=str(exc))) from None
        parsed = [_sealed_ref(a) or _action(game, a) for a in actions_raw]
        record = cls(
            game=game.info.key, players=players, options=options, seed=seed,
            seats=[Seat.from_json(s) for s in seats_raw],
            actions=[],
            created=str(data.get("created", "")),
            meta=dict(data["meta"]) if isinstance(data.get("meta"), dict) else {},
        )
        if check_replay or any(isinstance(p, tuple) for p in parsed):
            try:
                record._load_actions(parsed)
            except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
                if isinstance(exc, RecordError):
                    raise
                raise RecordError(Text("the saved moves do not fit the game: {error}",
                                      error=str(exc))) from None
        else:
            record.actions = [p for p in parsed if isinstance(p, Action)]
        return record

    def _load_actions(self, parsed: Sequence[Action | tuple[str, int]]) -> None:
        """Replay the saved moves, deriving sealed chance outcomes on the way."""
        state = self.initial_state()
        counts: dict[str, int] = {}
        for i, item in enumerate(parsed):
            stream = state.chance_stream() if state.is_chance_node() else None
            if isinstance(item, tuple):
                if stream != item[0] or counts.get(stream, 0) != item[1]:
                    raise RecordError(Text("move {number} is a hidden draw that does not fit "
                                          "the game", number=i + 1))
                action = state.sample_chance(chance_rng(self.seed, item[0], item[1]))
                self.sealed[i] = item
            else:
                action = item
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise RecordError(Text("move {number} ({move}) does not fit the game: {error}",
                                      number=i + 1, move=action.text(), error=str(exc))) from None
            if stream is not None:
                counts[stream] = counts.get(stream, 0) + 1
            self.actions.append(action)

    def save(self, path: Path | str) -> None:
        atomic_write_json(path, self.to_json())

    @classmethod
    def load(cls, path: Path | str) -> GameRecord:
        """Read and validate a save; *every* failure is a RecordError with a message.

        ``read_json`` and ``from_json`` raise RecordError for what they foresee; a
        mistake they did not foresee must still reach the player as "this file
        cannot be opened", not as a traceback with no window.
        """
        data = read_json(path)
        try:
            return cls.from_json(data)
        except RecordError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
                RecursionError) as exc:
            raise RecordError(Text("{name} cannot be read: {error}", name=Path(path).name,
                                   error=f"{type(exc).__name__}: {exc}")) from exc

    @classmethod
    def new(cls, game: Game, seats: Sequence[Seat], options: Mapping[str, object] | None = None,
            seed: int | None = None) -> GameRecord:
        players = len(seats)
        opts = game.validate_options(players, options)
        now = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
        return cls(game.info.key, players, opts, new_seed() if seed is None else seed,
                   list(seats), [], now)


def _read_seed(data: Mapping[str, Any]) -> int | None:
    seal = data.get("seal")
    if isinstance(seal, str):
        try:
            return unseal_seed(seal)
        except (ValueError, UnicodeError):
            raise RecordError(Text("the saved game's seed is damaged")) from None
    seed = data.get("seed")  # format 1
    return seed if isinstance(seed, int) and not isinstance(seed, bool) else None


def _sealed_ref(data: Any) -> tuple[str, int] | None:
    if not isinstance(data, dict) or data.get("k") != SEALED:
        return None
    stream, n = data.get("stream"), data.get("n")
    if not isinstance(stream, str) or not isinstance(n, int) or isinstance(n, bool) or n < 0 \
            or set(data) != {"k", "stream", "n"}:
        raise RecordError(f"a saved hidden draw cannot be read: {data!r}")
    return stream, n


def _action(game: Game, data: Any) -> Action:
    try:
        return game.action_from_json(data)
    except RecordError:
        raise
    except (TypeError, ValueError, KeyError) as exc:
        raise RecordError(f"a saved move cannot be read: {data!r}") from exc


@dataclasses.dataclass(frozen=True)
class HistoryEntry:
    """One applied action with who did it and how it reads.

    ``text`` is what the whole table may read; ``private`` holds the seats that
    read it differently (their own card named).  Use :meth:`text_for`.
    ``stream`` names the chance stream of a chance event; ``revealed`` the seats
    that learned something hidden from it (undo will not go back past that).
    """

    index: int
    actor: int  # seat, or CHANCE
    action: Action
    text: str
    private: Mapping[int, str] = dataclasses.field(default_factory=dict)
    stream: str | None = None
    revealed: frozenset[int] = frozenset()
    #: The action as seats that did not see all of it saw it (None: nothing).
    redacted: Mapping[int, Action | None] = dataclasses.field(default_factory=dict)
    #: The turn this entry belongs to, counted from 1 (0: chance before anyone's
    #: first turn, e.g. a setup shuffle); see :meth:`Match.turns_played`.
    turn: int = 0
    #: Whose turn that is (a seat; CHANCE before the first turn).
    owner: int = CHANCE
    #: The step as its turn's owner did it, without their name (State.describe_step;
    #: None: the game has no such wording, use the text); ``private_steps`` as ``private``.
    step: str | None = None
    private_steps: Mapping[int, str | None] = dataclasses.field(default_factory=dict)

    def text_for(self, viewer: int) -> str:
        """The line as ``viewer`` (a seat or NOBODY) may read it."""
        return self.private.get(viewer, self.text)

    def step_for(self, viewer: int) -> str | None:
        """The step as ``viewer`` may read it (None: use :meth:`text_for`)."""
        return self.private_steps.get(viewer, self.step)

    def is_table(self) -> bool:
        """A resignation or an agreement: outside the turns, shown on its own line."""
        return _is_table(self.action)

    def action_for(self, viewer: int) -> Action | None:
        """The action as ``viewer`` saw it played (boards animate this one)."""
        return self.redacted.get(viewer, self.action) if self.redacted else self.action


#: A keyframe (a copy of the position) every so many actions, so undo and
#: history jumps replay a few actions instead of the whole game.
KEYFRAME_EVERY = 24


class Match:
    """A record being played: the current state plus undo/redo.

    The record's ``actions`` list is the *whole* line including a redo tail;
    ``cursor`` says how much of it is applied.  Playing the same action as the
    next one in the tail keeps the tail (that is redo); anything else cuts it.
    The n-th chance event of each stream is drawn from ``chance_rng(seed, stream,
    n)``, so the n-th roll never changes, whatever is undone, and undoing a roll
    never changes the next card.
    """

    def __init__(self, record: GameRecord, cursor: int | None = None) -> None:
        self.record = record
        self.cursor = len(record.actions) if cursor is None else cursor
        state = record.initial_state()
        self._keyframes: dict[int, State] = {0: state.clone()}
        self.history: list[HistoryEntry] = []
        self._streams: dict[str, int] = {}
        self.state = state
        for i, action in enumerate(record.actions[: self.cursor]):
            self._step(i, action, trusted=False)

    @property
    def seats(self) -> list[Seat]:
        return self.record.seats

    # ----- playing ------------------------------------------------------------------
    def apply(self, action: Action) -> HistoryEntry:
        """Play ``action`` now (validated; illegal actions raise and change nothing)."""
        if not self.state.is_legal(action):
            raise IllegalActionError(self.state.explain_illegal(action))
        tail = self.record.actions
        if not (self.cursor < len(tail) and tail[self.cursor] == action):
            self._cut_tail()
            if self.state.is_chance_node() and self.state.chance_sealed():
                stream = self.state.chance_stream()
                n = self._streams.get(stream, 0)
                if action == self.state.sample_chance(chance_rng(self.record.seed, stream, n)):
                    self.record.sealed[self.cursor] = (stream, n)
            tail.append(action)
        return self._step(self.cursor, action, trusted=True)

    def _cut_tail(self) -> None:
        """Forget the redo tail (and what was derived from it)."""
        del self.record.actions[self.cursor:]
        for i in [i for i in self.record.sealed if i >= self.cursor]:
            del self.record.sealed[i]
        for k in [k for k in self._keyframes if k > self.cursor]:
            del self._keyframes[k]

    def _step(self, index: int, action: Action, *, trusted: bool) -> HistoryEntry:
        state = self.state
        entry = self._entry(state, index, action)
        if trusted:
            if _is_table(action):
                state.apply(action)
            else:
                state.apply_trusted(action)
        else:
            state.apply(action)
        if entry.stream is not None:
            self._streams[entry.stream] = self._streams.get(entry.stream, 0) + 1
        self.history.append(entry)
        self.cursor = index + 1
        if self.cursor % KEYFRAME_EVERY == 0:
            self._keyframes[self.cursor] = state.clone()
        return entry

    def turns_played(self) -> int:
        """Turns begun so far: what the move list numbers and "moves played" counts."""
        return self.history[-1].turn if self.history else 0

    def _turn_of(self, state: State, action: Action) -> tuple[int, int]:
        """(turn number, owner) of ``action`` played in ``state``.

        A new turn begins when a seat's decision comes from a new turn owner, or
        where the game says one begins (:meth:`State.starts_turn`: the same seat
        again, as in solitaire).  Chance events and table actions (resigning,
        agreeing) belong to the turn under way; they never start one.
        """
        prev = self.history[-1] if self.history else None
        turn, owner = (prev.turn, prev.owner) if prev is not None else (0, CHANCE)
        if _is_table(action) or state.current_player() < 0:
            return turn, owner
        seat = state.turn_owner()
        if seat < 0:
            return turn, owner
        if seat != owner or state.starts_turn():
            return turn + 1, seat
        return turn, owner

    def _entry(self, state: State, index: int, action: Action) -> HistoryEntry:
        turn, owner = self._turn_of(state, action)
        if isinstance(action, Resign):
            actor = action.seat
        elif isinstance(action, EndByAgreement):
            actor = state.turn_owner()
        else:
            actor = state.current_player()
        stream = state.chance_stream() if actor == CHANCE else None
        table = _is_table(action)
        if state.game.info.perfect_information:
            step = None if table else state.describe_step(action)
            return HistoryEntry(index, actor, action, state.describe(action), {}, stream,
                                turn=turn, owner=owner, step=step)
        public = state.describe(action, NOBODY)
        public_step = None if table else state.describe_step(action, NOBODY)
        private = {}
        private_steps: dict[int, str | None] = {}
        redacted: dict[int, Action | None] = {}
        for seat in [*range(state.players), NOBODY]:
            text = state.describe(action, seat)
            if text != public:
                private[seat] = text
            step = None if table else state.describe_step(action, seat)
            if step != public_step:
                private_steps[seat] = step
            seen = state.redact(action, seat)
            if seen != action:
                redacted[seat] = seen
        return HistoryEntry(index, actor, action, public, private, stream,
                            state.reveals(action), redacted, turn=turn, owner=owner,
                            step=public_step, private_steps=private_steps)

    def next_chance_outcome(self) -> Action:
        """The outcome the next chance event will have (recorded, else seeded draw)."""
        if not self.state.is_chance_node():
            raise ClimbdeskError("no chance event is due")
        tail = self.record.actions
        if self.cursor < len(tail) and self.state.is_legal(tail[self.cursor]):
            return tail[self.cursor]
        stream = self.state.chance_stream()
        rng = chance_rng(self.record.seed, stream, self._streams.get(stream, 0))
        return self.state.sample_chance(rng)

    def resolve_chance(self) -> list[HistoryEntry]:
        """Apply chance events until a seat must decide or the game ends."""
        done = []
        while self.state.is_chance_node():
            done.append(self.apply(self.next_chance_outcome()))
        return done

    # ----- positions ------------------------------------------------------------------
    def state_at(self, upto: int) -> State:
        """The true position after the first ``upto`` applied actions, from the nearest
        keyframe (a few trusted steps, not a replay of the game)."""
        if not 0 <= upto <= self.cursor:
            raise ValueError(f"no position {upto} in a game of {self.cursor} actions")
        if upto == self.cursor:
            return self.state.clone()
        base = max(k for k in self._keyframes if k <= upto)
        state = self._keyframes[base].clone()
        for action in self.record.actions[base:upto]:
            if _is_table(action):
                state.apply(action)
            else:
                state.apply_trusted(action)
        return state

    def _go_to(self, target: int) -> None:
        """Rewind to ``target`` actions applied (history and streams follow)."""
        self.state = self.state_at(target)
        del self.history[target:]
        self.cursor = target
        self._streams = {}
        for entry in self.history:
            if entry.stream is not None:
                self._streams[entry.stream] = self._streams.get(entry.stream, 0) + 1

    # ----- undo / redo ------------------------------------------------------
    def _undo_target(self, is_undoable_actor: Callable[[int], bool]) -> int | None:
        for entry in reversed(self.history):
            if entry.actor >= 0 and is_undoable_actor(entry.actor):
                return entry.index
        return None

    def undo_blocked(self) -> str | None:
        """Why undo is refused now (None: it is not).

        With a bot at the table, undo may not go back past an event that showed
        a human something hidden (a card drawn, a bot's piece played from its
        hand): the human would play the position again knowing it.
        """
        target = self._undo_target(self._actor_filter(True))
        if target is None or not self._mixed_table():
            return None
        humans = {i for i, s in enumerate(self.seats) if not s.is_bot}
        for entry in self.history[target:]:
            seen = entry.revealed & humans
            if seen:
                return Text("Undo would take back hidden information that {who} has "
                            "already seen", who=SeatName(min(seen)))
        return None

    def can_undo(self, humans_only: bool = True) -> bool:
        if humans_only and self.undo_blocked() is not None:
            return False
        return self._undo_target(self._actor_filter(humans_only)) is not None

    def _mixed_table(self) -> bool:
        return any(s.is_bot for s in self.seats) and not all(s.is_bot for s in self.seats)

    def _actor_filter(self, humans_only: bool) -> Callable[[int], bool]:
        if not humans_only or not self._mixed_table():
            return lambda seat: True
        return lambda seat: not self.seats[seat].is_bot

    def undo(self, humans_only: bool = True) -> bool:
        """Rewind to just before the last decision (by a human, when bots play too)."""
        if not self.can_undo(humans_only):
            return False
        target = self._undo_target(self._actor_filter(humans_only))
        assert target is not None
        self._go_to(target)
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
        return dataclasses.replace(
            self.record, actions=list(self.record.actions[: self.cursor]),
            seats=list(self.record.seats), meta=dict(self.record.meta),
            sealed={i: r for i, r in self.record.sealed.items() if i < self.cursor})


def _is_table(action: Action) -> bool:
    """Table actions go through the validating apply (they are handled by the base State)."""
    return isinstance(action, (Resign, EndByAgreement))
