"""Review mode's model: a recorded game as a line of positions to step through.

No Qt here.  A session replays its own copy of the record (a fresh
:class:`~climbdesk.core.match.Match`), so reviewing the game in progress never
touches the match being played.  Position ``i`` is the game after its first
``i`` actions, chance outcomes included, so every roll and draw is a step of
its own, shown as it happened.

Hidden information: while the game is unfinished, every position is the
reviewing seat's view (or NOBODY's: only what the whole table saw), and the
move list reads as that seat read it.  Once the game is over nothing is
secret any more: the true positions are shown and the move list names every
card.  Perfect-information games show the true positions throughout.
"""

from __future__ import annotations

import dataclasses

from climbdesk.core.actions import Action
from climbdesk.core.match import HistoryEntry, Match
from climbdesk.core.record import GameRecord
from climbdesk.core.state import NOBODY, OMNISCIENT, State
from climbdesk.core.text import Text
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

#: Two seats' lines of one action, once the game is over and both may be read.
JOINED = QT_TRANSLATE_NOOP("games", "{line}; {more}")


class ReviewSession:
    """Positions ``0..length`` of one recorded game, as one reader may see them."""

    def __init__(self, source: GameRecord | Match, reader: int | None = None) -> None:
        # Our own copy: a match replays (and notes sealed draws in) the record it is given.
        record = source.truncated_record() if isinstance(source, Match) else dataclasses.replace(
            source, actions=list(source.actions), seats=list(source.seats),
            meta=dict(source.meta), sealed=dict(source.sealed), veiled=set(source.veiled))
        self.match = Match(record)
        self.game_key = record.game
        self.finished = self.match.state.is_terminal()
        self.hidden = not self.match.state.game.info.perfect_information
        self.reader = OMNISCIENT
        self._entries = self.match.history
        self._true: tuple[int, State] | None = None   # the last true position worked out
        self._shown: tuple[int, State] | None = None  # and as the reader sees it
        self.set_reader(reader)

    # ----- whose eyes ---------------------------------------------------------------
    def needs_reader(self) -> bool:
        """Whether someone must choose whose view to review (hidden, unfinished)."""
        return self.hidden and not self.finished

    def set_reader(self, reader: int | None) -> None:
        """Review as ``reader`` (a seat, or NOBODY); ignored when everything may be shown.
        None picks the only human seat, else NOBODY."""
        self._shown = None
        if not self.needs_reader():
            self.reader = OMNISCIENT
            self._entries = self._revealed_entries() if self.hidden else self.match.history
            return
        if reader is None:
            humans = [i for i, s in enumerate(self.match.seats) if not s.is_bot]
            reader = humans[0] if len(humans) == 1 else NOBODY
        if reader != NOBODY and not 0 <= reader < self.match.state.players:
            raise ValueError(f"no seat {reader} to review the game as")
        self.reader = reader
        self._entries = self.match.history

    def _revealed_entries(self) -> list[HistoryEntry]:
        """The history written for someone who sees everything (the game is over)."""
        state = self.match.state_at(0)
        out = []
        for entry in self.match.history:
            table = entry.is_table()
            text = state.describe(entry.action)
            seats = [entry.private[s] for s in range(state.players) if s in entry.private]
            if text == entry.text and seats:
                # The game writes no line for all eyes (a deal): each seat's line, joined.
                text = seats[0]
                for more in seats[1:]:
                    text = Text(JOINED, line=text, more=more)
            step = None if table or entry.private_steps else state.describe_step(entry.action)
            out.append(dataclasses.replace(entry, text=text, private={}, redacted={},
                                           step=step, private_steps={}))
            if table:
                state.apply(entry.action)
            else:
                state.apply_trusted(entry.action)
        return out

    # ----- positions ----------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of actions: positions run from 0 (the start) to ``length``."""
        return self.match.cursor

    @property
    def entries(self) -> list[HistoryEntry]:
        """The history, one entry per action, written for :attr:`reader`."""
        return self._entries

    def position(self, index: int) -> State:
        """The position after ``index`` actions, as the reader may see it (the same
        object until another position is asked for: nobody may change it)."""
        if self._shown is not None and self._shown[0] == index:
            return self._shown[1]
        state = self._true_position(index)
        if self.reader != OMNISCIENT:
            shown = state.view(self.reader)
        elif self.hidden:
            shown = revealed(state)
        else:
            shown = state
        self._shown = (index, shown)
        return shown

    def _true_position(self, index: int) -> State:
        """The true position after ``index`` actions: one action on from the last one
        when stepping forward (a board game's step costs one apply), else from the
        match's nearest keyframe."""
        known = self._true
        if known is not None and known[0] == index:
            return known[1]
        if known is not None and known[0] == index - 1:
            state = known[1].clone()
            action = self.match.record.actions[index - 1]
            if self._entries[index - 1].is_table():
                state.apply(action)
            else:
                state.apply_trusted(action)
        else:
            state = self.match.state_at(index)
        self._true = (index, state)
        return state

    def step_into(self, index: int) -> Action | None:
        """The action that led to position ``index`` as the reader saw it (what the
        board animates); None at the start or when the reader saw nothing."""
        if not 0 < index <= self.length:
            return None
        entry = self._entries[index - 1]
        return entry.action if self.reader == OMNISCIENT else entry.action_for(self.reader)

    def entry(self, index: int) -> HistoryEntry | None:
        """The history entry of the action that led to position ``index``."""
        return self._entries[index - 1] if 0 < index <= self.length else None


def revealed(state: State) -> State:
    """A finished hidden-information game's position with nothing hidden, as boards take
    it: a copy of the true state marked as a spectator's view.  Boards refuse the true
    state itself (``require_view``) so that nothing secret is drawn during play; after
    the end every seat may see everything, and review shows it.  The copy is never
    played on (a view refuses ``apply``)."""
    shown = state.clone()
    shown.viewer = NOBODY
    return shown
