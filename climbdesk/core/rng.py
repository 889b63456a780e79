"""Seeded randomness.

Chance outcomes are drawn from a generator seeded by the game's seed *and the
index of the chance event*.  So the n-th roll of a game is a pure function of
the seed and the position: undoing a roll and rolling again brings the same
dice back (no fishing for better rolls), and replays need no stored RNG state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def chance_rng(seed: int, index: int) -> random.Random:
    return random.Random(f"climbdesk:{seed}:{index}")


def sample_weighted(outcomes: Sequence[tuple[T, float]], rng: random.Random) -> T:
    """Pick one outcome according to its probability."""
    x = rng.random()
    total = 0.0
    for value, p in outcomes:
        total += p
        if x < total:
            return value
    return outcomes[-1][0]
