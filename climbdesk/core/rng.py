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
import hashlib
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


def bot_seed(seed: int, seat: int, position: int = 0) -> int:
    """The seed a bot of ``seat`` thinks with at ``position`` (actions played), from
    the game's ``seed``.

    One-way (a hash): a bot's request, which travels to another process and may be
    logged, must not give the game's seed away, or it would re-deal every seat's
    hand and the undrawn deck through :func:`chance_rng`.  Deterministic, so the
    same position always gets the same choice.

    >>> bot_seed(7, 1, 30) == bot_seed(7, 1, 30) != bot_seed(7, 1, 31)
    True
    """
    digest = hashlib.sha256(f"climbdesk-bot:{seed}:{seat}:{position}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


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


#: Seeds a sealed seed can hold: 16 bytes, signed.
SEED_LIMIT = 2**127


def fit_seed(seed: int) -> int:
    """``seed`` reduced into what a save can seal (format 1 stored any integer).

    Seeds that fit are kept; a larger one (a 40-digit seed of a format-1 save) is
    reduced the same way every time it is loaded, before any new draw is made
    from it, so what is drawn after loading never depends on how often the file
    was opened.

    >>> fit_seed(1234) == 1234 and fit_seed(-5) == -5
    True
    >>> fit_seed(10**39) == 10**39 % SEED_LIMIT
    True
    """
    return seed if -SEED_LIMIT <= seed < SEED_LIMIT else seed % SEED_LIMIT


def seal_text(text: str) -> str:
    """Text as a save stores a hidden draw that the seed cannot derive again (a
    format-1 deal): not secret, but not readable at a glance, like the seed.

    >>> unseal_text(seal_text('{"k": "deal"}'))
    '{"k": "deal"}'
    """
    raw = text.encode("utf-8")
    key = _SEAL_KEY * (len(raw) // len(_SEAL_KEY) + 1)
    return base64.urlsafe_b64encode(bytes(a ^ b for a, b in zip(raw, key, strict=False))) \
        .decode("ascii")


def unseal_text(text: str) -> str:
    """Inverse of :func:`seal_text`; raises ValueError (UnicodeError) for anything else."""
    raw = base64.urlsafe_b64decode(text.encode("ascii"))
    key = _SEAL_KEY * (len(raw) // len(_SEAL_KEY) + 1)
    return bytes(a ^ b for a, b in zip(raw, key, strict=False)).decode("utf-8")
