"""Monte Carlo tree search that plays any registered game through the State interface.

One search handles every shape of game we have:

* chance: a chance node samples its outcome by probability each time it is
  passed, and the tree grows one child per outcome seen (open loop);
* hidden information: the bot is handed its seat's *view*; each iteration
  searches a fresh determinization of it (``sample_determinization``), and the
  tree is keyed by actions with availability counts, i.e. single-observer
  information-set MCTS — so the bot cannot peek at what its seat cannot see;
* any number of players: returns are vectors, and each decision node picks
  the child best for *its* mover, which also covers turns of several
  decisions by one seat;
* per-game knowledge is optional: an evaluation cuts playouts short (or
  replaces them), a playout policy and priors steer the search.

The budget is iterations (deterministic under a seed) and/or seconds, and the
cancel token is polled every few iterations.  Actions come from the state's
own legal list or chance draw, so the search applies them with the trusted,
non-validating ``apply_trusted``.
"""

from __future__ import annotations

import math
import random

from climbdesk.bots.base import Bot, Budget, CancelToken, Limiter, check_turn
from climbdesk.bots.heuristics import Heuristic
from climbdesk.core.actions import Action
from climbdesk.core.state import CHANCE, TERMINAL, State


class _Node:
    __slots__ = ("children", "visits", "totals", "avail")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.totals = [0.0] * players
        self.avail = 1


class MCTSBot(Bot):
    """UCT with determinization, open-loop chance and optional heuristic cut-offs.

    ``rollout_depth`` is how many playout plies to run before asking the
    heuristic (None: play to the end; 0: evaluate the new leaf at once).
    """

    name = "mcts"

    def __init__(self, heuristic: Heuristic | None = None, rng: random.Random | None = None,
                 budget: Budget | None = None, exploration: float = 1.0,
                 rollout_depth: int | None = None, prior_weight: float = 0.0) -> None:
        super().__init__(rng, budget or Budget(iterations=1000))
        self.heuristic = heuristic or Heuristic()
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.prior_weight = prior_weight
        self.last_iterations = 0

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        actions = check_turn(state, seat)
        if cancel is not None:
            cancel.check()
        if len(actions) == 1:
            return actions[0]
        limiter = Limiter(self.budget, cancel)
        root = _Node(state.players)
        while True:
            self._iterate(root, state.sample_determinization(self.rng))
            if limiter.spent():
                break
        self.last_iterations = limiter.count
        best_visits = max(root.children[a].visits for a in actions if a in root.children)
        best = [a for a in actions if a in root.children and root.children[a].visits == best_visits]
        return self.rng.choice(best)

    def _iterate(self, root: _Node, state: State) -> None:
        path = [root]
        node = root
        rng = self.rng
        while True:
            mover = state.current_player()
            if mover == TERMINAL:
                values = state.returns()
                break
            if mover == CHANCE:
                outcome = state.sample_chance(rng)
                node = _child(node, outcome, state.players)
                state.apply_trusted(outcome)
                path.append(node)
                continue
            actions = state.legal_actions()
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = self._pick_untried(state, untried)
                node = _child(node, action, state.players)
                state.apply_trusted(action)
                path.append(node)
                values = self._playout(state)
                break
            action = self._select(node, state, actions, mover)
            node = node.children[action]
            state.apply_trusted(action)
            path.append(node)
        for n in path:
            n.visits += 1
            totals = n.totals
            for i, v in enumerate(values):
                totals[i] += v

    def _pick_untried(self, state: State, untried: list[Action]) -> Action:
        if self.prior_weight > 0:
            priors = self.heuristic.priors(state, untried)
            if priors is not None:
                top = max(priors)
                pairs = zip(untried, priors, strict=True)
                return self.rng.choice([a for a, p in pairs if p == top])
        return self.rng.choice(untried)

    def _select(self, node: _Node, state: State, actions: list[Action], mover: int) -> Action:
        c = self.exploration
        priors = self.heuristic.priors(state, actions) if self.prior_weight > 0 else None
        best_score, best = -math.inf, actions[0]
        for i, action in enumerate(actions):
            child = node.children[action]
            child.avail += 1
            score = child.totals[mover] / child.visits \
                + c * math.sqrt(math.log(child.avail) / child.visits)
            if priors is not None:
                score += self.prior_weight * priors[i] / (1 + child.visits)
            if score > best_score:
                best_score, best = score, action
        return best

    def _playout(self, state: State) -> tuple[float, ...]:
        heuristic, rng = self.heuristic, self.rng
        plies = 0
        while True:
            mover = state.current_player()
            if mover == TERMINAL:
                return state.returns()
            if self.rollout_depth is not None and plies >= self.rollout_depth:
                return heuristic.evaluate(state)
            if mover == CHANCE:
                state.apply_trusted(state.sample_chance(rng))
            else:
                state.apply_trusted(heuristic.rollout_action(state, state.legal_actions(), rng))
            plies += 1


def _child(node: _Node, action: Action, players: int) -> _Node:
    child = node.children.get(action)
    if child is None:
        child = node.children[action] = _Node(players)
    return child
