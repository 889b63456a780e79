"""Bounded command-line numbers for the tools, refused with a sentence that says why.

``type=int`` alone lets ``--jobs 100000`` start 100,000 processes and ``--jobs 0``
quietly mean one; a bounded type refuses both with the range in the message
(argparse prints it as ``argument --jobs: …`` and exits with status 2).
"""

from __future__ import annotations

import argparse
import math
import os
import re
from collections.abc import Callable

#: ASCII digits only: int() would also take "٣" or "1_000", which no one means.
_INTEGER = re.compile(r"[+-]?[0-9]{1,30}")
_DECIMAL = re.compile(r"[+-]?([0-9]{1,12}(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]{1,3})?")


def max_jobs() -> int:
    """More worker processes than this only thrash: four per processor (at least 4)."""
    return max(4, 4 * (os.cpu_count() or 1))


def bounded_int(low: int, high: int, what: str = "a whole number") -> Callable[[str], int]:
    """An argparse ``type`` for whole numbers from ``low`` to ``high``."""
    def parse(text: str) -> int:
        if not _INTEGER.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(
                f"{what} from {low:,} to {high:,} is needed, not {text!r}")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{what} from {low:,} to {high:,} is needed, not {value:,}")
        return value
    return parse


def bounded_float(low: float, high: float, what: str = "a number") -> Callable[[str], float]:
    """An argparse ``type`` for finite decimal numbers with ``low < value <= high``."""
    def parse(text: str) -> float:
        if not _DECIMAL.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(
                f"{what} above {low:g} and at most {high:g} is needed, not {text!r}")
        value = float(text)
        if not (math.isfinite(value) and low < value <= high):
            raise argparse.ArgumentTypeError(
                f"{what} above {low:g} and at most {high:g} is needed, not {text!r}")
        return value
    return parse
