"""Negamax alpha-beta with iterative deepening for two-player perfect-information games.

Used where a game has a real evaluation and no chance or hidden information;
MCTS covers the rest.  The search works through the generic State interface,
so the same code serves any such game.  Points worth knowing:

* A seat may decide several times in a row (passes, multi-step turns): a child
  with the same mover is searched with the same window and not negated.
* Forced positions (a single legal action) do not use up depth, so passes and
  lowest-piece-rule compulsions are looked through for free.
* The budget is nodes (``Budget.iterations``, deterministic) and/or seconds;
  when it runs out the move of the last *completed* depth is played, so a
  deeper but unfinished iteration can never produce a blunder.
* Root moves are shuffled with the bot's RNG before searching, so among equally
  good moves the choice varies from game to game yet replays under a seed.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from climbdesk.bots.base import Bot, Budget, CancelToken, Limiter, check_turn
from climbdesk.bots.heuristics import Heuristic
from climbdesk.core.actions import Action
from climbdesk.core.state import State

WIN = 1.0
EXACT, LOWER, UPPER = 0, 1, 2
MAX_FORCED_EXTENSION = 64


class _OutOfBudgetError(Exception):
    pass


class AlphaBetaBot(Bot):
    """Iterative-deepening negamax; ``max_depth`` caps the depth, the budget caps the work."""

    name = "alphabeta"

    def __init__(self, heuristic: Heuristic, rng: random.Random | None = None,
                 budget: Budget | None = None, max_depth: int = 64,
                 use_table: bool = True) -> None:
        super().__init__(rng, budget)
        self.heuristic = heuristic
        self.max_depth = max_depth
        self.use_table = use_table
        self.last_depth = 0
        self.last_value = 0.0

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        actions = check_turn(state, seat)
        if cancel is not None:
            cancel.check()
        if len(actions) == 1:
            return actions[0]
        search = _Search(self.heuristic, Limiter(self.budget, cancel), self.use_table)
        root = state.clone()
        self.rng.shuffle(actions)
        actions = self.heuristic.order(root, actions)  # stable: the shuffle breaks its ties
        best, self.last_depth, self.last_value = actions[0], 0, 0.0
        for depth in range(1, self.max_depth + 1):
            search.cut_by_depth = False
            try:
                value, move = search.root(root, actions, depth, must_finish=depth == 1)
            except _OutOfBudgetError:
                break
            best, self.last_depth, self.last_value = move, depth, value
            actions.remove(move)
            actions.insert(0, move)
            if abs(value) >= WIN or not search.cut_by_depth:
                break  # proven result, or the whole game tree fitted in this depth
            if search.limiter.exhausted:
                break
        return best


class _Search:
    def __init__(self, heuristic: Heuristic, limiter: Limiter, use_table: bool) -> None:
        self.heuristic = heuristic
        self.limiter = limiter
        self.table: dict[Hashable, tuple[int, float, int, Action | None]] | None = \
            {} if use_table else None
        self.cut_by_depth = False
        self.must_finish = False

    def root(self, state: State, actions: list[Action], depth: int,
             must_finish: bool) -> tuple[float, Action]:
        self.must_finish = must_finish
        me = state.current_player()
        alpha, beta = -2.0, 2.0
        best_value, best_move = -3.0, actions[0]
        for action in actions:
            child = state.child(action)
            value = self._child_value(child, me, depth - 1, alpha, beta, 0)
            if value > best_value:
                best_value, best_move = value, action
            alpha = max(alpha, value)
        return best_value, best_move

    def _child_value(self, child: State, me: int, depth: int, alpha: float, beta: float,
                     ext: int) -> float:
        mover = child.current_player()
        if mover == me or mover < 0:
            return self._negamax(child, me, depth, alpha, beta, ext)
        return -self._negamax(child, mover, depth, -beta, -alpha, ext)

    def _negamax(self, state: State, me: int, depth: int, alpha: float, beta: float,
                 ext: int) -> float:
        """Value of ``state`` for seat ``me`` (who is the mover unless it is terminal)."""
        if self.limiter.spent() and not self.must_finish:
            raise _OutOfBudgetError()
        out = state.outcome()
        if out is not None:
            return out.returns()[me]
        actions = state.legal_actions()
        if len(actions) == 1 and ext < MAX_FORCED_EXTENSION:
            return self._child_value(state.child(actions[0]), me, depth, alpha, beta, ext + 1)
        if depth <= 0:
            self.cut_by_depth = True
            return self.heuristic.evaluate(state)[me]
        key = self.heuristic.key(state) if self.table is not None else None
        tt_move: Action | None = None
        if key is not None and self.table is not None:
            hit = self.table.get(key)
            if hit is not None:
                h_depth, h_value, h_flag, tt_move = hit
                if h_depth >= depth:
                    if h_flag == EXACT:
                        return h_value
                    if h_flag == LOWER and h_value >= beta:
                        return h_value
                    if h_flag == UPPER and h_value <= alpha:
                        return h_value
        actions = self.heuristic.order(state, actions)
        if tt_move is not None and tt_move in actions:
            actions.remove(tt_move)
            actions.insert(0, tt_move)
        alpha0 = alpha
        best_value, best_move = -3.0, actions[0]
        for action in actions:
            value = self._child_value(state.child(action), me, depth - 1, alpha, beta, ext)
            if value > best_value:
                best_value, best_move = value, action
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if key is not None and self.table is not None:
            flag = UPPER if best_value <= alpha0 else LOWER if best_value >= beta else EXACT
            self.table[key] = (depth, best_value, flag, best_move)
        return best_value
