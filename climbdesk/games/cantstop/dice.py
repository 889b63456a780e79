"""Four-dice arithmetic for Can't Stop, precomputed once.

There are 1,296 ordered rolls but only 126 distinct multisets; we work with
the multisets and their weights (how many ordered rolls give each), so exact
odds are a sum over 126 entries instead of 1,296.

>>> len(ROLLS), sum(w for _, w in ROLLS)
(126, 1296)
>>> pairings((1, 4, 5, 6))
((5, 11), (6, 10), (7, 9))
>>> rolls_hitting({7})  # rolls in which some pair of dice sums to 7
834
"""

from __future__ import annotations

import itertools
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterable
from functools import cache

Roll = tuple[int, int, int, int]


def _multisets() -> list[tuple[Roll, int]]:
    counts: Counter[Roll] = Counter()
    for roll in itertools.product(range(1, 7), repeat=4):
        a, b, c, d = sorted(roll)
        counts[a, b, c, d] += 1
    return sorted(counts.items())


#: (sorted dice, number of ordered rolls giving them), 126 entries.
ROLLS: tuple[tuple[Roll, int], ...] = tuple(_multisets())


@cache
def pairings(dice: Roll) -> tuple[tuple[int, int], ...]:
    """The distinct ways to split four dice into two pairs, as sorted sum pairs."""
    a, b, c, d = dice
    found = {(min(p), max(p)) for p in ((a + b, c + d), (a + c, b + d), (a + d, b + c))}
    return tuple(sorted(found))


@cache
def pairing_dice(dice: Roll) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
    """Each pairing as the indices of its two halves, for the dice tray."""
    out = []
    for first in ((0, 1), (0, 2), (0, 3)):
        second = tuple(i for i in range(4) if i not in first)
        out.append((first, (second[0], second[1])))
    return tuple(out)


def rolls_hitting(columns: Iterable[int]) -> int:
    """Ordered rolls (of 1,296) with at least one pair summing into ``columns``."""
    cols = set(columns)
    return sum(w for dice, w in ROLLS if any(s in cols for p in pairings(dice) for s in p))


#: Cumulative ordered-roll counts of :data:`ROLLS`, for sampling with one uniform draw.
_CUMULATIVE: tuple[int, ...] = tuple(itertools.accumulate(w for _, w in ROLLS))


def sample_index(rand: Callable[[], float]) -> int:
    """Index into :data:`ROLLS` of a random roll of four fair dice.

    ``rand`` is a uniform ``[0, 1)`` source such as ``random.Random().random``;
    one draw and a bisection replace ``random.choices`` over 126 weights.

    >>> import random
    >>> ROLLS[sample_index(random.Random(3).random)][0] in dict(ROLLS)
    True
    """
    return bisect_right(_CUMULATIVE, int(rand() * 1296))
