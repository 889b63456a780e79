"""Small statistics shared by the arena and the bench (no numpy: the tools stay light)."""

from __future__ import annotations

import math
from collections.abc import Sequence


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion; honest near 0 and 1, unlike p ± 2σ.

    >>> lo, hi = wilson(70, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.604, 0.781)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100); 0.0 for no data.

    >>> percentile([1, 2, 3, 4], 50), percentile([1, 2, 3, 4], 95)
    (2, 4)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def median(values: Sequence[float]) -> float:
    """Middle value (mean of the two middle ones for even counts); 0.0 for no data."""
    if not values:
        return 0.0
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def mean_ci95(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean with a normal-approximation 95% interval (fine for the thousands of games we run).

    >>> mean_ci95([1.0, 2.0, 3.0])[0]
    2.0
    """
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half
