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

from climbdesk.games.climbers.actions import Place, place_at
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

    The same answers as checking every spot with :func:`placement_problem`, worked
    out in a few table-wide passes, since a lift shows them all at once (issue 17:
    some 550 spots a lift, once ~3 ms on the GUI thread).  Resting fully, touching,
    a disk or a climber under the footprint depend only on the footprint, so they
    are decided once per footprint shape and shared by its orientations: a run of
    equal heights to the right of each square makes "rests fully" one test per row
    of the footprint, and sums over rectangles (summed-area tables) make "touches a
    block", "covers a disked block" and "covers a climber" one test each.  Only a
    footprint covering climbers asks whether they can shift, and only the block's
    old place can be the same spot.  ``window`` (x0, y0, x1, y1) limits anchors (the
    generator keeps the mountain compact); the game uses the whole table.
    """
    by_shape = _spots_by_shape(board, block, around, window)
    origin = around.origin
    out: list[Placement] = []
    for i, o in enumerate(BLOCKS[block].orientations):
        for x, y, z in by_shape[(o.w, o.d)]:
            spot = Placement(i, x, y, z)
            if origin is not None and x == origin.x and y == origin.y \
                    and same_spot(block, spot, origin):
                continue
            out.append(spot)
    return out


def legal_places(board: Board, block: int, around: Surroundings = EMPTY) -> list[Place]:
    """:func:`legal_placements` as the engine's actions, in the same order, without a
    :class:`Placement` for each on the way (a lift lists some 600)."""
    by_shape = _spots_by_shape(board, block, around, None)
    origin = around.origin
    out: list[Place] = []
    for i, o in enumerate(BLOCKS[block].orientations):
        for x, y, z in by_shape[(o.w, o.d)]:
            if origin is not None and x == origin.x and y == origin.y \
                    and same_spot(block, Placement(i, x, y, z), origin):
                continue
            out.append(place_at(i, x, y))
    return out


def _spots_by_shape(board: Board, block: int, around: Surroundings,
                    window: tuple[int, int, int, int] | None
                    ) -> dict[tuple[int, int], list[tuple[int, int, int]]]:
    """Per footprint (w, d) of ``block``'s orientations, the anchors (x, y, z) where it
    rests fully, touches and covers no disk nor climbers that cannot shift."""
    x0, y0, x1, y1 = window or (0, 0, board.width, board.depth)
    orients = BLOCKS[block].orientations
    hs = board.heights
    width, depth = board.width, board.depth
    near = neighbour_table(width, depth)
    run = [1] * (width * depth)  # equal heights from each square rightwards
    for y in range(depth):
        row = y * width
        for c in range(row + width - 2, row - 1, -1):
            if hs[c + 1] == hs[c]:
                run[c] = run[c + 1] + 1
    # A footprint on the bare table rests at 0 on every square, so a neighbour that
    # rises above 0 lies outside it: it touches iff one of its squares has such a
    # neighbour (what ``touches`` asks, worked out once per square, not per spot).
    marks = [False] * (width * depth)
    for c, h in enumerate(hs):  # neighbourhood is mutual: mark the neighbours of raised squares
        if h > 0:
            for m in near[c]:
                marks[m] = True
    beside = _table_sums(width, depth, marks)
    disked = _table_sums(width, depth, [b in around.disked for b in board.showing]) \
        if around.disked else None
    standing = set(around.climbers.values())
    climbers = None
    if standing:
        marks = [False] * (width * depth)
        for c in standing:
            marks[c] = True
        climbers = _table_sums(width, depth, marks)
    stride = width + 1
    by_shape: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
    down: dict[int, list[int]] = {}  # per footprint width: rows of flat runs downwards
    for w, d in sorted({(o.w, o.d) for o in orients}):
        flat = down.get(w)
        if flat is None:
            flat = down[w] = _flat_rows(width, depth, hs, run, w)
        spots: list[tuple[int, int, int]] = []
        for y in range(max(0, y0), min(depth - d, y1 - d) + 1):
            for x in range(max(0, x0), min(width - w, x1 - w) + 1):
                base = y * width + x
                if flat[base] < d:
                    continue
                z = hs[base]
                # Corners of the footprint in the summed-area tables.
                a, b = y * stride + x, (y + d) * stride + x
                if z == 0:
                    if not beside[b + w] - beside[a + w] - beside[b] + beside[a]:
                        continue
                else:
                    if disked is not None and \
                            disked[b + w] - disked[a + w] - disked[b] + disked[a]:
                        continue
                    if climbers is not None and \
                            climbers[b + w] - climbers[a + w] - climbers[b] + climbers[a] \
                            and shift_problem(board, footprint(x, y, w, d, width),
                                              around.climbers, around.block_of) is not None:
                        continue
                spots.append((x, y, z))
        by_shape[(w, d)] = spots
    return by_shape


def _flat_rows(width: int, depth: int, hs: list[int], run: list[int], w: int) -> list[int]:
    """For each square, how many rows from it downwards start a run of at least ``w``
    equal heights at its own height (a w x d footprint there rests fully iff >= d)."""
    rows = [0] * (width * depth)
    for c in range(width * depth - 1, -1, -1):
        if run[c] >= w:
            below = c + width
            rows[c] = rows[below] + 1 if below < width * depth and hs[below] == hs[c] \
                else 1
    return rows


def _table_sums(width: int, depth: int, marks: list[bool]) -> list[int]:
    """The summed-area table of ``marks`` (one per square): entry (y, x) of a
    (depth + 1) x (width + 1) grid counts the marked squares above and left of it."""
    stride = width + 1
    sums = [0] * (stride * (depth + 1))
    for y in range(depth):
        row, above, here = y * width, y * stride, (y + 1) * stride
        total = 0
        for x in range(width):
            total += marks[row + x]
            sums[here + x + 1] = sums[above + x + 1] + total
    return sums
