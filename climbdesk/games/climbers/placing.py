"""Where a lifted block may go: one check and the fast list of every legal spot.

The same two functions serve the engine (the Place decision and its
explanations) and the mountain generator, so a set-up can never contain a
placement the game itself would refuse.

A spot is refused, in this order, for being off the table, for not resting
fully (a hole or an overhang), for touching nothing, for covering a block that
carries a disk, for covering climbers that cannot shift to free squares of
their own top, or for being exactly where the block came from (that is a Put
back, not a move).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import (
    Board,
    Placement,
    fits_table,
    footprint,
    neighbour_table,
    orientation,
    rest_problem,
    shift_problem,
    touches,
)


@dataclass(frozen=True)
class Surroundings:
    """What besides the blocks a placement must respect: climbers on squares
    (seat → square and seat → block under it), blocks carrying a disk, and where
    the lifted block came from (``None`` in the generator)."""

    climbers: Mapping[int, int] = field(default_factory=dict)
    block_of: Mapping[int, int] = field(default_factory=dict)
    disked: Collection[int] = ()
    origin: Placement | None = None


EMPTY = Surroundings()


def same_spot(block: int, a: Placement, b: Placement) -> bool:
    """Identical in footprint, base and top colour (the ruling's test for a Put back)."""
    oa, ob = orientation(block, a), orientation(block, b)
    return (a.x, a.y, a.z, oa.w, oa.d, oa.top) == (b.x, b.y, b.z, ob.w, ob.d, ob.top)


def placement_problem(board: Board, block: int, orient: int, x: int, y: int,
                      around: Surroundings = EMPTY) -> str | None:
    """Why ``block`` (lifted off ``board``) may not go to (x, y) in ``orient``,
    as a key ("orientation", "off-table", "hole", "overhang", "no-contact",
    "disk", "climbers", "same-spot"), or ``None`` when it may."""
    if not 0 <= orient < len(BLOCKS[block].orientations):
        return "orientation"
    o = BLOCKS[block].orientations[orient]
    if not fits_table(board, x, y, o.w, o.d):
        return "off-table"
    cells = footprint(x, y, o.w, o.d, board.width)
    problem = rest_problem(board, cells)
    if problem is not None:
        return problem
    z = board.heights[cells[0]]
    if not touches(board, cells, z, o.h):
        return "no-contact"
    return _cover_problem(board, block, cells, Placement(orient, x, y, z), around)


def _cover_problem(board: Board, block: int, cells: list[int], spot: Placement,
                   around: Surroundings) -> str | None:
    if spot.z > 0:
        if around.disked and any(board.owner(c) in around.disked for c in cells):
            return "disk"
        if around.climbers and shift_problem(board, cells, around.climbers,
                                             around.block_of) is not None:
            return "climbers"
    if around.origin is not None and same_spot(block, spot, around.origin):
        return "same-spot"
    return None


def legal_placements(board: Board, block: int,
                     around: Surroundings = EMPTY,
                     window: tuple[int, int, int, int] | None = None) -> list[Placement]:
    """Every legal spot for the lifted ``block``, by orientation, then y, then x.

    Resting fully and touching depend only on the footprint, so they are worked
    out once per footprint shape and shared by the orientations with that shape.
    ``window`` (x0, y0, x1, y1) limits anchors (the generator keeps the mountain
    compact); the game uses the whole table.
    """
    x0, y0, x1, y1 = window or (0, 0, board.width, board.depth)
    orients = BLOCKS[block].orientations
    by_shape: dict[tuple[int, int], list[tuple[int, int, int, list[int]]]] = {}
    hs = board.heights
    width = board.width
    # A footprint on the bare table rests at 0 on every square, so a neighbour that
    # rises above 0 lies outside it: it touches iff one of its squares has such a
    # neighbour (what ``touches`` asks, worked out once per square, not per spot).
    beside_block = [any(hs[n] > 0 for n in near)
                    for near in neighbour_table(board.width, board.depth)]
    for w, d in sorted({(o.w, o.d) for o in orients}):
        spots: list[tuple[int, int, int, list[int]]] = []
        for y in range(max(0, y0), min(board.depth - d, y1 - d) + 1):
            for x in range(max(0, x0), min(board.width - w, x1 - w) + 1):
                base = y * width + x
                z = hs[base]
                cells = [base + j * width + i for j in range(d) for i in range(w)]
                if any(hs[c] != z for c in cells):
                    continue
                if z == 0 and not any(beside_block[c] for c in cells):
                    continue
                spots.append((x, y, z, cells))
        by_shape[(w, d)] = spots
    out: list[Placement] = []
    for i, o in enumerate(orients):
        for x, y, z, cells in by_shape[(o.w, o.d)]:
            spot = Placement(i, x, y, z)
            if _cover_problem(board, block, cells, spot, around) is None:
                out.append(spot)
    return out
