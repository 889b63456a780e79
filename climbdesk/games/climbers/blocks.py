"""The 35 blocks of Climbers and the ways each can lie on the table.

The component data (sizes, face colours) lives in ``resources/climbers/blocks.json``
so that the board and the rules read the same facts.  For the rules a block's
orientation is only its footprint, its height and the colour on top (the
binding ruling), so each block gets a short list of :class:`Orientation`
values, deduplicated on exactly those four things; the axes they came from are
kept for drawing the side faces later.

>>> [len(BLOCKS[i].orientations) for i in (0, 12, 24, 33)]
[10, 6, 10, 3]
>>> [(o.w, o.d, o.h) for o in BLOCKS[33].orientations]  # lying ones first
[(2, 6, 2), (6, 2, 2), (2, 2, 6)]
"""

from __future__ import annotations

import json
from functools import cache
from typing import NamedTuple

from climbdesk.paths import resource_dir

#: Player colours in seat order (the default of the per-seat colour option).
PLAYER_COLOURS: tuple[str, ...] = ("teal", "purple", "yellow", "red", "pink")
NEUTRAL = "neutral"
#: Block kinds as the rulings name them: Size 1, 2 and 4 blocks and the large neutral.
KINDS: tuple[str, ...] = ("S1", "S2", "S4", "N")
#: Expected count of each kind (the rulebook's component list).
KIND_COUNTS: dict[str, int] = {"S1": 12, "S2": 12, "S4": 9, "N": 2}


class Orientation(NamedTuple):
    """One way to set a block down: footprint ``w`` × ``d`` squares (along x and y),
    height ``h`` units and the ``top`` colour.  ``up_axis``/``up_end``/``x_axis``
    say which of the block's own axes points up (and which end) and which runs
    along x, so a board can colour the sides."""

    w: int
    d: int
    h: int
    top: str
    up_axis: int
    up_end: int
    x_axis: int


class Block(NamedTuple):
    """A component: ``ident`` is its index in the data file, ``kind`` S1/S2/S4/N."""

    ident: int
    kind: str
    dims: tuple[int, int, int]
    pairs: tuple[tuple[str, str], tuple[str, str], tuple[str, str]]
    orientations: tuple[Orientation, ...]

    @property
    def volume(self) -> int:
        return self.dims[0] * self.dims[1] * self.dims[2]

    def name(self) -> str:
        """A short label for logs and move lists, such as ``S2#14``."""
        return f"{self.kind}#{self.ident}"


def orientations_of(dims: tuple[int, int, int],
                    pairs: tuple[tuple[str, str], ...]) -> tuple[Orientation, ...]:
    """Every distinct (footprint, height, top colour) of a block, in a fixed order:
    lowest first (lying before standing), then by footprint and top."""
    seen: dict[tuple[int, int, int, str], Orientation] = {}
    for up in range(3):
        rest = [a for a in range(3) if a != up]
        for end in (1, 0):
            for x_axis in rest:
                y_axis = rest[0] if x_axis == rest[1] else rest[1]
                o = Orientation(dims[x_axis], dims[y_axis], dims[up], pairs[up][end],
                                up, end, x_axis)
                seen.setdefault((o.w, o.d, o.h, o.top), o)
    return tuple(sorted(seen.values(), key=lambda o: (o.h, o.w, o.d, o.top)))


@cache
def load_blocks() -> tuple[Block, ...]:
    """The blocks from the data file, checked against the rulebook's counts."""
    path = resource_dir() / "climbers" / "blocks.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    out: list[Block] = []
    for i, raw in enumerate(data["blocks"]):
        dims = (int(raw["dims"][0]), int(raw["dims"][1]), int(raw["dims"][2]))
        pairs = tuple((str(p[0]), str(p[1])) for p in raw["pairs"])
        if int(raw["id"]) != i or raw["kind"] not in KINDS or len(pairs) != 3:
            raise ValueError(f"{path}: bad block entry {raw!r}")
        p3 = (pairs[0], pairs[1], pairs[2])
        out.append(Block(i, str(raw["kind"]), dims, p3, orientations_of(dims, p3)))
    for kind, count in KIND_COUNTS.items():
        if sum(1 for b in out if b.kind == kind) != count:
            raise ValueError(f"{path}: expected {count} blocks of kind {kind}")
    return tuple(out)


BLOCKS: tuple[Block, ...] = load_blocks()
#: The two large neutral blocks (the mountain's core).
NEUTRAL_BLOCKS: tuple[int, ...] = tuple(b.ident for b in BLOCKS if b.kind == "N")
