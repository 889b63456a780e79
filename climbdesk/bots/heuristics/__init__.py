"""Per-game knowledge that the generic searches plug in.

The searches (MCTS, alpha-beta, greedy) know nothing about any game; what they
need from one is a value for a non-terminal position and, optionally, cheaper
or smarter ways to play out, order or key positions.  A game declares its
subclass in its own bot package (``GameBots(heuristic=...)``, see
:mod:`climbdesk.bots.registry`); a game without one still gets every level
through plain MCTS with random playouts.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from climbdesk.core.actions import Action
from climbdesk.core.state import State


class Heuristic:
    """Defaults that are correct for any game; subclasses override what they can do better."""

    def evaluate(self, state: State) -> tuple[float, ...]:
        """Expected return per seat in [-1, 1] for a non-terminal ``state``.

        The default knows nothing and calls every position even, which makes
        MCTS fall back to pure playout results.
        """
        return tuple(0.0 for _ in range(state.players))

    def rollout_action(self, state: State, actions: Sequence[Action],
                       rng: random.Random) -> Action:
        """The playout policy; uniform unless a game knows better."""
        return rng.choice(actions)

    def priors(self, state: State, actions: Sequence[Action]) -> list[float] | None:
        """Optional prior preference per action (any scale) to bias early MCTS visits."""
        return None

    def order(self, state: State, actions: list[Action]) -> list[Action]:
        """Best-first guess for alpha-beta move ordering; the identity by default."""
        return actions

    def key(self, state: State) -> Hashable | None:
        """A transposition key, or None when the game offers none (disables the table)."""
        return None

