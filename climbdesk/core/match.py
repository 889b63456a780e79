"""Matches: a game record being played, with keyframes, undo/redo and undo barriers.

The record (:mod:`climbdesk.core.record`) is what a save holds; a :class:`Match`
is that record at the table: the true state, the history as each seat may read
it, a keyframe every few actions, and the undo rules for hidden information.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from climbdesk.core.actions import Action, EndByAgreement, Resign
from climbdesk.core.errors import ClimbdeskError, IllegalActionError
from climbdesk.core.rng import chance_rng
from climbdesk.core.state import CHANCE, NOBODY, State
from climbdesk.core.text import SeatName, Text

if TYPE_CHECKING:
    # Only for annotations: the record module re-exports Match, so a run-time
    # import here would be circular.
    from climbdesk.core.record import GameRecord, Seat


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
            tail.append(action)
        return self._step(self.cursor, action, trusted=True)

    def _cut_tail(self) -> None:
        """Forget the redo tail (and what was derived from it)."""
        del self.record.actions[self.cursor:]
        for i in [i for i in self.record.sealed if i >= self.cursor]:
            del self.record.sealed[i]
        self.record.veiled -= {i for i in self.record.veiled if i >= self.cursor}
        for k in [k for k in self._keyframes if k > self.cursor]:
            del self._keyframes[k]

    def _step(self, index: int, action: Action, *, trusted: bool) -> HistoryEntry:
        state = self.state
        entry = self._entry(state, index, action)
        if entry.stream is not None:  # a hidden draw stays out of the save's plain text
            self.record.hide_draw(state, index, action, self._streams.get(entry.stream, 0))
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
            sealed={i: r for i, r in self.record.sealed.items() if i < self.cursor},
            veiled={i for i in self.record.veiled if i < self.cursor})


def _is_table(action: Action) -> bool:
    """Table actions go through the validating apply (they are handled by the base State)."""
    return isinstance(action, (Resign, EndByAgreement))
