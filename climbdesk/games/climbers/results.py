"""How a Climbers game ends for each seat, and what a seat leaving the table undoes.

Apart from :mod:`.engine` so that the engine keeps the turn's rules; both read and change
the state they are given (the engine calls them from ``_outcome`` and ``_on_drop``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from climbdesk.core.outcome import Outcome
from climbdesk.games.climbers.fields import ACTIVE_PHASES, ClimbersEnding, DiskAt, Phase, Where

if TYPE_CHECKING:
    from climbdesk.games.climbers.engine import ClimbersState


def outcome(state: ClimbersState) -> Outcome:
    """Ranking by height, then by who stood there first; a draw when nobody climbed."""
    keys = [state.rank_key(s) for s in range(state.players)]
    ranking = tuple(1 + sum(1 for o in keys if o < k) for k in keys)
    heights = tuple(float(state.height(s)) for s in range(state.players))
    best = [s for s in range(state.players) if ranking[s] == 1]
    tied = sum(1 for s in range(state.players) if keys[s][0] == keys[best[0]][0])
    if all(state.pos[s] < 0 for s in state.active_seats()):
        reason = ClimbersEnding.NOBODY_CLIMBED
    elif tied > len(best):
        reason = ClimbersEnding.FIRST_THERE
    else:
        reason = ClimbersEnding.HIGHEST
    return Outcome(ranking, heights, reason)


def take_off(state: ClimbersState, seat: int) -> None:
    """A seat that resigns takes its climber and disk off the mountain.  If it was
    the active player, a lifted block goes back, covered climbers take the first
    free squares, and the next seat's turn begins (the abandoned turn neither
    counts for nor breaks the streak); a reacting seat is simply skipped.  It drives
    the engine's own turn helpers (next reactor, next turn, forced shifts)."""
    state.pos[seat] = Where.GONE
    state.touch()  # its square and its place on a neutral top are free: search again
    if state.disk[seat] >= 0:
        state.disk[seat] = DiskAt.USED
    state.pending = [(s, b) for s, b in state.pending if s != seat]
    if state.phase == Phase.REACT:
        if state.reactors and state.reactors[0] == seat:
            state._next_reactor()
        else:
            state.reactors = [s for s in state.reactors if s != seat]
        return
    if state.phase in ACTIVE_PHASES and seat == state.active:
        if state.held >= 0 and state.origin is not None:
            state.board.put(state.held, state.origin)
            state.held, state.origin = -1, None
        while state.pending:
            state.pos[state.pending[0][0]] = state.push_squares()[0]
            state.pending = state.pending[1:]
        state._start_turn(state._next_seat(seat))
    elif state.phase == Phase.PUSH and not state.pending:
        state.phase = Phase.MOVE2
    elif state.phase == Phase.PUSH:
        state._shift_forced()
