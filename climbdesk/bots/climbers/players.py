"""Climbers players: noisy one-ply Easy, whole-turn planners Normal and Hard.

Every level reads the position through :class:`ClimbersHeuristic`.  What makes
Climbers expensive to search is the block step: a lifted block has hundreds
of legal placements (about 700 on average in random games), each needing a
full evaluation (reach searches for every seat).  So every level first ranks
placements with a cheap geometric key (:func:`placement_key`: how close the
new top lands to a climber and whether it is a step it can take) and
evaluates only the best ``k`` plus a few drawn at random, so that an odd but
strong placement still gets a chance.

* Easy looks one decision ahead, with Gaussian noise on the values, and judges
  its own score alone: it climbs when it sees a climb, but it moves blocks almost
  blindly and does not watch what its moves give or take from the others.
* Normal plans the rest of the active player's turn as a whole (the
  :class:`~climbdesk.bots.climbers.planner.TurnPlanner`): the most promising
  first moves, each followed by the most promising picks and placements and
  the best second moves.  Each finished turn is judged *after the other seats'
  reactions*, played greedily (each takes the highest square it can reach), so
  a block move that builds a step for a rival is seen as the gift it is.
* Hard plans wider, then looks two turns past the one it is choosing: each of
  its best few turns is judged by the next seat's reply turn, planned the way
  Normal plans it (Normal's widths and weights, from that seat's side), and by
  Hard's own best turn after that reply, each followed by the reactions
  (:class:`~climbdesk.bots.climbers.planner.LookAhead`).  A turn that leaves
  the rival a strong block move loses its shine, and near the end the clock is
  seen exactly: a quiet reply that ends the game is a finished game, valued by
  its result.  The judgements are kept for the rest of the turn, so the later
  steps of the same turn do not pay for them again.  Hard alone also plays the
  end clock (:data:`HARD_WEIGHTS`: a finished game is won or lost, the leader's
  last turn is judged as the end, a seat behind searches every step it could
  build): with Normal playing it too, Normal kept more games going against Hard
  and Hard's share fell below issue 11's 70% (branches end7 and end8).

Thinking is bounded by a work budget counted in evaluations (the planner
calls :meth:`~climbdesk.bots.base.Limiter.spent` on every one), so seeded
games replay exactly; the seconds in the budget are a real deadline on slow
machines, checked every few evaluations: when either runs out the best turn
found so far stands.

Reactions (another seat moving during the active player's turn) are one
decision with nothing after it, so every level takes the best-valued move.
All searches apply actions from the state's own legal lists to children of the
view they were given (``apply_trusted`` through ``child``), never to that view.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from climbdesk.bots.base import Bot, Budget, CancelToken, Limiter, check_turn
from climbdesk.bots.climbers.heuristic import (
    DEFAULT_WEIGHTS,
    EASY_LADDER,
    EASY_TALL,
    SCALE,
    ClimbersHeuristic,
    Weights,
    seat_scores,
)
from climbdesk.bots.climbers.planner import (
    DISK_MARGIN,
    LookAhead,
    OutOfBudget,
    TurnPlanner,
    Widths,
    prune_placements,
)
from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.climbers.actions import Disk, Pick, Place
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.games.climbers.fields import Phase


class _ClimbersBot(Bot):
    """Shared plumbing: the evaluation seen from one seat."""

    def __init__(self, rng: random.Random | None = None, budget: Budget | None = None,
                 weights: Weights = DEFAULT_WEIGHTS) -> None:
        super().__init__(rng, budget)
        self.heuristic = ClimbersHeuristic(weights)
        self._cancel: CancelToken | None = None

    def value(self, state: State, seat: int) -> float:
        if self._cancel is not None:
            self._cancel.check()
        return self.heuristic.evaluate(state)[seat]

    def best_one_ply(self, state: State, seat: int, actions: list[Action],
                     noise: float = 0.0) -> tuple[Action, float]:
        """The action whose child is best for ``seat`` (ties: the first listed)."""
        best, best_value = actions[0], -math.inf
        for action in actions:
            v = self.value(state.child(action), seat)
            if noise > 0:
                v += self.rng.gauss(0.0, noise)
            if isinstance(action, Disk):
                v -= DISK_MARGIN
            if v > best_value:
                best, best_value = action, v
        return best, best_value


#: Easy's value of a finished game, far beyond any margin in play.
WIN_MARGIN = 100.0


class ClimbersEasyBot(_ClimbersBot):
    """One decision ahead on the evaluation, with noise; placements pruned."""

    name = "easy"
    NOISE = 0.1
    PLACES = 12
    EXTRA = 4
    #: Placements (best by key) that judge a pick.
    PICK_PLACES = 3

    def value(self, state: State, seat: int) -> float:
        """Easy's own score alone, scaled as the margins are near a level game but not
        squashed.  Squashed, a seat a few units behind saw every choice within a
        hundredth of the others and its noise chose for it: it stopped building the
        steps that would have let it catch up (issue 17).

        Only its own score: Easy does not watch the other climbers, so it neither
        keeps a step it builds from a rival nor spends its disk or block on a rival's
        path.  Judging the margin over the best rival, as Normal does, and keeping its
        ladders (:data:`EASY_WEIGHTS`), Easy came within 57% of Normal over 200 games;
        its own climbing, ladders and the steps it builds itself are judged as before
        (issue 17, docs/performance.md, branch bots13)."""
        if self._cancel is not None:
            self._cancel.check()
        assert isinstance(state, ClimbersState)
        if state.phase == Phase.PUSH and seat == state.active:
            # Covered climbers still stand under the new block until shifted, so the
            # position is judged once our own pushes are chosen (as the planners do).
            return max(self.value(state.child(a), seat) for a in state.legal_actions())
        out = state.outcome()
        if out is not None:
            return WIN_MARGIN * out.returns()[seat]
        return SCALE * seat_scores(state, self.heuristic.weights)[seat]

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        assert isinstance(state, ClimbersState)
        self._cancel = cancel
        actions = check_turn(state, seat)
        if len(actions) == 1:
            return actions[0]
        if state.phase == Phase.PLACE:
            actions = prune_placements(state, seat, actions, self.PLACES, self.EXTRA, self.rng,
                                       climb=True)
        if state.phase == Phase.BLOCK:
            return self._pick(state, seat, actions)
        # A disk only blocks the others, whom Easy does not watch: every disk scores
        # alike, and with noise Easy spent it on a block at random.  Without, it keeps
        # the disk unless one helps its own climb.
        noise = 0.0 if state.phase == Phase.DISK else self.NOISE
        return self.best_one_ply(state, seat, actions, noise)[0]

    def _pick(self, state: ClimbersState, seat: int, actions: list[Action]) -> Action:
        """A pick is worth the best of its :attr:`PICK_PLACES` most promising
        placements.  The position with the block merely lifted says what taking it
        away does, not what it can build, so one decision ahead Easy chose blocks
        almost blindly and seldom built the step it needed (issue 17)."""
        best, best_value = actions[0], -math.inf
        for action in actions:
            child = state.child(action)
            v = self.value(child, seat)
            if isinstance(action, Pick):
                places = prune_placements(child, seat, child.legal_actions(),
                                          self.PICK_PLACES, 0, self.rng, climb=True)
                v = max([v, *(self.value(child.child(p), seat) for p in places
                              if isinstance(p, Place))])
            v += self.rng.gauss(0.0, self.NOISE)
            if v > best_value:
                best, best_value = action, v
        return best


class ClimbersTurnBot(_ClimbersBot):
    """Plans the active player's whole turn (Normal and Hard) with :class:`TurnPlanner`."""

    def __init__(self, widths: Widths, rng: random.Random | None = None,
                 budget: Budget | None = None, reply: Widths | None = None,
                 ahead: LookAhead | None = None, weights: Weights = DEFAULT_WEIGHTS) -> None:
        super().__init__(rng, budget, weights)
        self.widths = widths
        self.reply = reply
        #: Hard's look past its own turn; its memo is kept for one turn (see LookAhead).
        self.ahead = ahead
        self._ahead_turn = -1
        #: The work counter of the last decision (tests read how much was spent).
        self.limiter: Limiter | None = None

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        assert isinstance(state, ClimbersState)
        self._cancel = cancel
        limiter = Limiter(self.budget, cancel)
        self.limiter = limiter
        actions = check_turn(state, seat)
        if len(actions) == 1:
            return actions[0]
        if state.phase == Phase.REACT:
            return self._react(state, seat, actions, limiter)
        if self.ahead is not None and state.turn != self._ahead_turn:
            self.ahead.memo.clear()
            self._ahead_turn = state.turn
        planner = TurnPlanner(self.heuristic, seat, self.widths, self.rng, limiter)
        return planner.plan(state, actions, self.reply, self.ahead)

    def _react(self, state: ClimbersState, seat: int, actions: list[Action],
               limiter: Limiter) -> Action:
        """The best-valued reaction; when the budget runs out the best so far stands."""
        best, best_value = actions[0], -9.0
        try:
            for action in actions:
                if limiter.spent():
                    raise OutOfBudget
                v = self.value(state.child(action), seat)
                if v > best_value:
                    best, best_value = action, v
        except OutOfBudget:
            pass
        return best


#: Evaluations a decision may spend (the seconds are the safety cap on slow machines).
NORMAL_BUDGET = Budget(seconds=0.8, iterations=1500)
HARD_BUDGET = Budget(seconds=1.8, iterations=6000)
NORMAL_WIDTHS = Widths(move1=3, picks=4, places=8, extra=2, move2=4)
HARD_WIDTHS = Widths(move1=3, picks=5, places=12, extra=3, move2=4, replies=6)
#: The next seat's reply turn as Hard imagines it when it re-judges its best turns.
REPLY_WIDTHS = Widths(move1=2, picks=2, places=4, extra=0, move2=3)


#: Easy's weights: the defaults with a ladder kept worth more, the tall one most
#: (``heuristic.EASY_LADDER``): one decision ahead, Easy otherwise spent both ladders in
#: its first turn and the first round decided its games (issue 17).  Normal and Hard
#: keep the defaults: with these weights Normal's three-seat games were decided in the
#: first round as often or more (shape12).
EASY_WEIGHTS = replace(DEFAULT_WEIGHTS, ladder=EASY_LADDER, tall=EASY_TALL)


def easy(rng: random.Random) -> Bot:
    return ClimbersEasyBot(rng, weights=EASY_WEIGHTS)


def normal(rng: random.Random) -> Bot:
    return ClimbersTurnBot(NORMAL_WIDTHS, rng, NORMAL_BUDGET)


#: Hard's own turn after the rival's reply, when it looks two turns past its own.
OWN_WIDTHS: Widths | None = REPLY_WIDTHS
#: Hard's own evaluation weights: the defaults, and it plays the end clock (a finished
#: game won or lost, the leader's last turn judged as the end, urgent climbs; see
#: ``heuristic``).  Its look-ahead still imagines the rival's reply with the default
#: weights, as Normal plays it.
HARD_WEIGHTS = replace(DEFAULT_WEIGHTS, end_clock=True)
#: The widths Hard gives the rival's reply turn.
RIVAL_WIDTHS = NORMAL_WIDTHS


def hard(rng: random.Random) -> Bot:
    return ClimbersTurnBot(HARD_WIDTHS, rng, HARD_BUDGET, reply=RIVAL_WIDTHS,
                           ahead=LookAhead(OWN_WIDTHS), weights=HARD_WEIGHTS)
