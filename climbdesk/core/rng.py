"""Seeded randomness, one stream per kind of chance event.

Chance outcomes are drawn from a generator seeded by the game's seed, the
event's *stream* ("dice", "deck", "setup"…) and its index within that stream.
So the n-th roll of a game is a pure function of the seed and n: undoing a
roll and rolling again brings the same dice back (no fishing for better
rolls), undoing a roll and doing something else never changes the next card,
and replays need no stored RNG state.

>>> chance_rng(7, "dice", 0).random() == chance_rng(7, "dice", 0).random()
True
>>> chance_rng(7, "dice", 0).random() == chance_rng(7, "deck", 0).random()
False
"""

from __future__ import annotations

import base64
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

#: Streams named before streams existed: saves of format 1 drew every event from it.
LEGACY_STREAM = "chance"


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def chance_rng(seed: int, stream: str, index: int) -> random.Random:
    return random.Random(f"climbdesk:{seed}:{stream}:{index}")


def sample_weighted(outcomes: Sequence[tuple[T, float]], rng: random.Random) -> T:
    """Pick one outcome according to its probability."""
    x = rng.random()
    total = 0.0
    for value, p in outcomes:
        total += p
        if x < total:
            return value
    return outcomes[-1][0]


_SEAL_KEY = b"climbdesk-seal!!"


def seal_seed(seed: int) -> str:
    """The seed as a save file stores it: not secret, but not readable at a glance,
    so nobody learns the next card by glancing at a save.

    >>> unseal_seed(seal_seed(123456)) == 123456
    True
    """
    raw = seed.to_bytes(16, "big", signed=True)
    return base64.urlsafe_b64encode(bytes(a ^ b for a, b in zip(raw, _SEAL_KEY,
                                                                 strict=True))).decode("ascii")


def unseal_seed(text: str) -> int:
    """Inverse of :func:`seal_seed`; raises ValueError for anything else."""
    raw = base64.urlsafe_b64decode(text.encode("ascii"))
    if len(raw) != 16:
        raise ValueError("a sealed seed has 16 bytes")
    return int.from_bytes(bytes(a ^ b for a, b in zip(raw, _SEAL_KEY, strict=True)), "big",
                          signed=True)
