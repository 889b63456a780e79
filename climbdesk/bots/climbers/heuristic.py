"""What a Climbers position is worth to each seat.

The winner is the highest climber when the end clock runs out, ties going to
whoever stood at that height first.  Heights alone are a poor guide in the
middle of a game: what a climber can *reach* (with the free steps and the
ladders it still has) is height it can take on its next move, in a reaction
or on its own turn.  So each seat gets a score in height units,

    score = height
          + FREE_REACH × (best height reachable without ladders − height)
          + LADDER_REACH × (best height reachable with the ladders left − that)
          + PRIVATE × own-colour tops just above the climber
          + LADDER × ladders left (+ the tall one's extra, Easy only)
          + TIE_BREAK when no climber at its height got there before it,

where the seat whose turn is starting (``move1``) gets larger reach weights
(``MOVER_*``): it has two moves and a block step before anyone can spoil its
path, while everybody else's reach may be taken away first.  So does the active
seat before its second move (``move2``): a step it has just built is climbed by
it before the others react.  The value of a
ladder and of being first at its height are large (0.8 of a unit): most
games end with both climbers stuck on the tall neutral blocks, where the one
still holding a ladder can stand a small block on end and climb two more units,
and otherwise the one that got there first wins.  The position's value for
seat ``s`` is ``tanh(SCALE × (score_s − best other score))``: in [-1, 1] like
``Outcome.returns()``, positive only for the seat ahead, the same function of
the position whichever seat is which (so swapping two seats swaps their
values).  Each term's reason is in the docstring of its helper.

The end clock changes the weights: when the game ends after the reactions
under way (``ending``), a seat still to react takes its best reachable height
and every other seat keeps what it has — that is what the final ranking will
be, so the evaluation says exactly that.  With ``Weights.end_clock`` (Hard's
weights; Easy and Normal do without, see :class:`Weights`) the same holds one
turn earlier when that last turn belongs to the seat that wins if the game ends now: it only has
to stay, so the others keep what they can reach in their reactions
(:func:`closing`), unless one of them can pass it so (then the leader would
act, and the game is open).  Such a position is as good as finished, so its margin is
squashed with :data:`FINAL_SCALE`: a seat a unit behind there is all but lost,
not the mild -0.46 of a game still open, which made a quiet turn that hands the
leader the last turn look better than a climb that only ties (issue 17).
Earlier, the reach terms are
discounted as the streak of turns without climbing nears its limit, because a
leader near the end only has to survive a few more turns.

With ``end_clock`` a finished game is worth +1 to its winner and -1 to every other seat
(:func:`final_values`), not the shared ``Outcome.returns()`` that grades the
places between: only the top climber wins, and with three or more seats the
graded scale made second place (0) worth more than any game still going for a
seat behind (the margin's tanh is negative), so a trailer let the end clock run
out rather than climb to tie the leader and keep its chances (issue 17).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from climbdesk.bots.heuristics import Heuristic
from climbdesk.core.actions import Action
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.games.climbers.engine import GONE, ClimbersState
from climbdesk.games.climbers.fields import MOVING_PHASES, Phase
from climbdesk.games.climbers.geometry import TALL as TALL_LADDER
from climbdesk.games.climbers.reach import terrain

FREE_REACH = 0.8
LADDER_REACH = 0.45
PRIVATE = 0.15
LADDER = 0.8
#: Easy's ladder weights (``players.EASY_WEIGHTS``): a ladder kept, and the tall
#: one's extra worth (it alone climbs a rise of 3 or 4).  With Normal's 0.8 for each,
#: Easy spent both ladders in its first turn, the tall one for a rise of 2 when the
#: two scored alike, and stood where nobody could climb without them: the first
#: round decided 40% of its two-seat games (issue 17, docs/performance.md, shape12).
EASY_LADDER = 1.2
EASY_TALL = 0.4
TIE_BREAK = 0.8
CLOCK_DISCOUNT = 0.5
#: Reach weights of the seat whose turn is starting (two moves and a block step ahead).
MOVER_FREE_REACH = 1.0
MOVER_LADDER_REACH = 0.8
SCALE = 0.5
#: The squash of a position whose result is as good as known (:func:`closing`):
#: a unit's margin, or first there at a shared height, is nearly a whole win.
FINAL_SCALE = 3.0
#: Steps at which the active seat moves next, ahead of every other seat.
_MOVER_PHASES = (Phase.MOVE1, Phase.MOVE2)


@dataclass(frozen=True)
class Weights:
    """The weights above as one value, so a level may judge with its own (the
    defaults are the module's constants, what Easy and Normal use)."""

    free_reach: float = FREE_REACH
    ladder_reach: float = LADDER_REACH
    private: float = PRIVATE
    ladder: float = LADDER
    #: The tall ladder's worth beyond the short one's (0 for Normal and Hard).
    tall: float = 0.0
    tie_break: float = TIE_BREAK
    clock_discount: float = CLOCK_DISCOUNT
    mover_free_reach: float = MOVER_FREE_REACH
    mover_ladder_reach: float = MOVER_LADDER_REACH
    #: Whether the level plays the end clock (:func:`final_values`, :func:`closing`,
    #: ``planner.urgent``).  Hard only: with every level on it, Normal kept more
    #: games going against Hard too, and Hard's share against Normal fell from 75%
    #: to 60% over the same 60 games (issue 11's line is 70%).
    end_clock: bool = False


DEFAULT_WEIGHTS = Weights()


def best_reach(state: ClimbersState, seat: int, ladders: int | None = None) -> int:
    """The highest square ``seat`` may end a move on now (its own height if none higher).

    Uses the engine's own reach search, so passing rules, colours, full tops and
    disks are the real ones.  ``ladders=0`` asks for free steps only.  Only the
    height is asked for (:meth:`~ClimbersState.highest_reach`): building the list of
    squares with their ladder sets to read one maximum was a fifth of Hard's work.
    """
    return max(state.height(seat), *state.highest_reach(seat, ladders))


def reach_heights(state: ClimbersState, seat: int) -> tuple[int, int]:
    """:func:`best_reach` with free steps only and with the seat's ladders, from one
    search (the evaluation asks both for every seat)."""
    h = state.height(seat)
    free, full = state.highest_reach(seat, 0, None)
    return max(h, free), max(h, full)


def private_stairs(state: ClimbersState, seat: int) -> int:
    """Tops of the seat's own colour one to four units above its climber.

    Nobody else may stand there, so they are steps the others cannot take
    away by standing on them; they are also the squares the others cannot use,
    which is why blocks showing our colour high up are worth building.  The
    board's terrain keeps each colour's shown tops by height, so this is two
    look-ups, not a pass over the 35 blocks for every seat of every evaluation."""
    h = state.height(seat)
    return terrain(state.board).tops_between(state.colours[seat], h, h + 4)


def ladders_left(state: ClimbersState, seat: int) -> int:
    """Ladders not yet spent (0–2).

    A ladder is the only way up a rise of 2–4, and each is good for one step
    per game, so spending one early for a small gain loses the option of a
    larger climb when the mountain has grown; keeping them has a value of its
    own, which fades at the end (see :func:`seat_scores`)."""
    return bin(state.ladders[seat] & 3).count("1")


def tie_break(state: ClimbersState, seat: int) -> bool:
    """Whether ``seat`` stands above the foot and no climber at its height got there
    before it, alone there or not.

    Equal heights go to whoever got there first, so being first is worth a
    fraction of a unit: it decides the game if nobody climbs again.  A climber
    alone at its height wins that tie should another come, so it holds the bonus
    too.  Counted only while the height was shared, a trailer's tying climb handed
    the leader the bonus, and a climb past the others lost the one the climber held
    below: trailers built a step and stayed under it while the end clock ran
    (issue 17)."""
    h = state.height(seat)
    if h <= 0:
        return False
    rivals = [s for s in range(state.players) if s != seat and state.pos[s] != GONE
              and state.height(s) == h]
    return all(state.reached[seat] < state.reached[s] for s in rivals)


def ahead(state: ClimbersState, seat: int) -> bool:
    """Whether ``seat`` wins if the game ends now: higher than every other climber,
    or first there at a shared height (never at the foot)."""
    mine = state.rank_key(seat)
    return state.height(seat) > 0 and all(
        mine < state.rank_key(s) for s in state.active_seats() if s != seat)


def closing(state: ClimbersState) -> list[int] | None:
    """The seats that may still climb before the game ends, when its end is as good as
    known; ``None`` while the game is open.

    Known when the reactions of the turn that ends it are under way (those still
    to react), and perhaps when the turn starting is the last before the clock runs
    out and belongs to the seat that wins if the game ends now: that seat only has
    to stay, so only the others, reacting to it, may still climb — known if none of
    them can pass it so (:func:`judge` checks; else the leader would act, and the
    game is open)."""
    if state.phase == Phase.REACT and state.ending:
        return list(state.reactors)
    if (state.phase == Phase.MOVE1 and state.streak + 1 >= state.streak_limit()
            and ahead(state, state.active)):
        return [s for s in state.active_seats() if s != state.active]
    return None


def final_scores(state: ClimbersState, movers: Sequence[int],
                 w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Scores when the game's end is as good as known (:func:`closing`): each of
    ``movers`` takes the highest square it can reach, every other seat keeps its
    height, and the seat ranked first among equal heights (one that stayed before one
    that climbs there now, then who stood there first) gets the tie-break."""
    finals: dict[int, tuple[int, int, int]] = {}
    for seat in state.active_seats():
        if state.pos[seat] == GONE:
            continue
        h = state.height(seat)
        final = best_reach(state, seat) if seat in movers else h
        # Rank among equal finals: stayers by when they got there, then the climbers.
        order = state.reached[seat] if final == h else state.ply + 1 + list(movers).index(seat)
        finals[seat] = (final, order, seat)
    scores = []
    for seat in range(state.players):
        mine = finals.get(seat)
        if mine is None:
            scores.append(-100.0)
            continue
        shared = [o for o in finals.values() if o[0] == mine[0] and o[2] != seat]
        first = bool(shared) and mine[0] > 0 and all(mine[1] < o[1] for o in shared)
        scores.append(mine[0] + (w.tie_break if first else 0.0))
    return scores


def judge(state: ClimbersState, w: Weights = DEFAULT_WEIGHTS) -> tuple[list[float], bool]:
    """Each seat's score in height units (−100 for a seat that left the game), and
    whether the game's end is as good as known (the scores are then final heights
    with the tie-break: :func:`closing`, :func:`final_scores`).  Levels that do not
    play the end clock (``w.end_clock`` false) always get the open scores."""
    last = closing(state) if w.end_clock else None
    if last is not None:
        scores = final_scores(state, last, w)
        mine = scores[state.active]
        if state.phase == Phase.REACT or all(
                mine > x for s, x in enumerate(scores) if s != state.active):
            return scores, True
    return open_scores(state, w), False


def seat_scores(state: ClimbersState, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Each seat's score in height units (−100 for a seat that left the game)."""
    return judge(state, w)[0]


def open_scores(state: ClimbersState, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """The scores of the module docstring, for a game whose end is still open."""
    scores: list[float] = []
    limit = max(1, state.streak_limit())
    clock = min(1.0, state.streak / limit)
    weight = 1.0 - w.clock_discount * clock
    # Met only without ``w.end_clock`` (else :func:`closing` judged it already).
    ending = state.ending and state.phase == Phase.REACT
    for seat in range(state.players):
        if state.pos[seat] == GONE:
            scores.append(-100.0)
            continue
        h = state.height(seat)
        first = w.tie_break if tie_break(state, seat) else 0.0
        if ending:
            # The last moves of the game: only the seats still to react may climb.
            final = best_reach(state, seat) if seat in state.reactors else h
            scores.append(final + (first if final == h else 0.0))
            continue
        free, full = reach_heights(state, seat)
        # The active seat's second move also comes before anyone else's: a step it
        # has just built is its to climb first (and first there wins the tie).
        mover = state.phase in _MOVER_PHASES and seat == state.active
        f_w, l_w = ((w.mover_free_reach, w.mover_ladder_reach) if mover
                    else (w.free_reach, w.ladder_reach))
        score = h + weight * (f_w * (free - h) + l_w * (full - free))
        score += weight * (w.private * private_stairs(state, seat)
                           + w.ladder * ladders_left(state, seat)
                           + (w.tall if state.ladders[seat] & TALL_LADDER else 0.0))
        scores.append(score + first)
    return scores


def values(scores: Sequence[float], scale: float = SCALE) -> tuple[float, ...]:
    """Per-seat values in (-1, 1) from scores: the margin over the best rival, squashed."""
    out = []
    for seat, mine in enumerate(scores):
        rival = max(s for o, s in enumerate(scores) if o != seat)
        out.append(math.tanh(scale * (mine - rival)))
    return tuple(out)


def final_values(outcome: Outcome) -> tuple[float, ...]:
    """A finished game for the bots: +1 for the winner, -1 for every other seat, 0 for
    all in a draw (every climber at the foot).  Second place wins nothing, so it must
    not look better than playing on from behind (see the module docstring)."""
    if outcome.is_draw:
        return tuple(0.0 for _ in outcome.ranking)
    return tuple(1.0 if r == 1 else -1.0 for r in outcome.ranking)


class ClimbersHeuristic(Heuristic):
    """The evaluation above, plus a cheap playout policy for MCTS."""

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.weights = weights

    def evaluate(self, state: State) -> tuple[float, ...]:
        assert isinstance(state, ClimbersState)
        out = state.outcome()
        if out is not None:
            return final_values(out) if self.weights.end_clock else out.returns()
        scores, known = judge(state, self.weights)
        return values(scores, FINAL_SCALE if known else SCALE)

    def rollout_action(self, state: State, actions: Sequence[Action],
                       rng: random.Random) -> Action:
        """Climb when possible: take the highest reachable square half the time.

        Uniform playouts almost never climb, so their games end on the clock
        with everybody low; a playout that climbs greedily looks like a game."""
        assert isinstance(state, ClimbersState)
        if state.phase in MOVING_PHASES and rng.random() < 0.5:
            heights = state.board.heights
            best, top = actions[0], -1
            for a in actions:
                x, y = getattr(a, "x", -1), getattr(a, "y", -1)
                if x >= 0:
                    h = heights[y * state.board.width + x]
                    if h > top:
                        best, top = a, h
            return best
        return rng.choice(actions)


__all__ = ["DEFAULT_WEIGHTS", "EASY_LADDER", "EASY_TALL", "FINAL_SCALE", "ClimbersHeuristic",
           "Weights", "ahead", "best_reach", "closing", "final_scores", "final_values", "judge",
           "open_scores", "seat_scores", "values"]
