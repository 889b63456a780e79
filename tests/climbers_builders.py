"""What the Climbers builder tests share (``test_climbers_summit.py`` for builders 4 and
5 together, ``test_climbers_shelves.py`` for builder 5's own shape): the sample of
mountain numbers, each generated once per process, and a board's fingerprint."""

from __future__ import annotations

import hashlib
from functools import cache

from climbdesk.games.climbers.geometry import Board
from climbdesk.games.climbers.mountain import generate

SAMPLE = range(300, 330)


@cache
def mountain(number: int, builder: int) -> tuple[Board, int]:
    """``generate`` once per number and builder (read only)."""
    return generate(number, builder)


def fingerprint(board: Board) -> str:
    return hashlib.sha256("\n".join(board.encode()).encode()).hexdigest()[:16]
