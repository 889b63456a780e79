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

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field

from climbdesk.games.climbers.actions import Place, place_at
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import (
    Board,
    Placement,
    fits_table,
    footprint,
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
    are decided once per footprint shape and shared by its orientations, and for a
    whole row of anchors at once: each row of the table is a bit mask, so "rests
    fully", "touches a block", "covers a disked block" and "covers a climber" are a
    few shifts and ands per row of the footprint (``_spots_by_shape``).  Only a
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
    width = board.width
    out: list[Place] = []
    for i, o in enumerate(BLOCKS[block].orientations):
        spots = by_shape[(o.w, o.d)]
        places = _places(i, width, board.depth)
        start = len(out)
        out.extend([places[y * width + x] for x, y, _z in spots])
        if origin is not None:  # the block's old place may be the one same spot
            for k, (x, y, z) in enumerate(spots):
                if x == origin.x and y == origin.y:
                    if same_spot(block, Placement(i, x, y, z), origin):
                        del out[start + k]
                    break
    return out


#: The last few lifted positions' places, by what they depend on (the engine's key,
#: ``ClimbersState.placements``): the window works out the lift of the block the player
#: points at before the click (.liftahead), on a state of its own, and the lift then
#: makes another state of the same content.  The key holds the board's terrain, one per
#: content (``reach.terrain``), so a board changed by ``put``/``lift`` asks anew.
#: When full, the oldest entry goes (a dict keeps insertion order): clearing it all would
#: drop the entries the current block step has just made, when the window lifts every
#: block ahead (.liftahead) and the cache fills partway through a step.  Room for every
#: block a block step may lift (some 5-20, a few KB each), and a few steps more.
_SEEN: dict[tuple[object, ...], tuple[tuple[object, ...], list[Place]]] = {}
SEEN = 64


def places_seen(key: tuple[object, ...], board: Board, block: int,
                around: Callable[[], Surroundings]) -> tuple[tuple[object, ...], list[Place]]:
    """``(key, legal_places(...))``, kept by ``key`` (which must name everything the
    places depend on) for the next state that asks with it; the list is never to be
    changed (the engine hands out copies)."""
    found = _SEEN.get(key)
    if found is None:
        found = (key, legal_places(board, block, around()))
        while len(_SEEN) >= SEEN:
            del _SEEN[next(iter(_SEEN))]
        _SEEN[key] = found
    return found


#: Per orientation index and table size, the Place of each square (``place_at``'s).
_PLACES: dict[tuple[int, int, int], list[Place]] = {}


def _places(orient: int, width: int, depth: int) -> list[Place]:
    """:func:`place_at` of every square of a ``width`` x ``depth`` table in ``orient``,
    by square index: a lift lists some 700, each a cached call's worth of hashing."""
    found = _PLACES.get((orient, width, depth))
    if found is None:
        found = _PLACES[(orient, width, depth)] = [
            place_at(orient, c % width, c // width) for c in range(width * depth)]
    return found


def _spots_by_shape(board: Board, block: int, around: Surroundings,
                    window: tuple[int, int, int, int] | None
                    ) -> dict[tuple[int, int], list[tuple[int, int, int]]]:
    """Per footprint (w, d) of ``block``'s orientations, the anchors (x, y, z) where it
    rests fully, touches and covers no disk nor climbers that cannot shift.

    Each row of the table is a bit mask (bit x: square x of the row), so a test for
    the whole footprint is a few shifts and ands per row rather than a loop over its
    anchors (issue 17: the place step's ~900 placements were 0.7-1 ms of a shown lift).
    A footprint rests fully exactly when each of its rows is level (equal heights
    rightwards, ``level``) and its left column is level downwards (``plumb``): then
    every square has the anchor's height.  On the bare table it must touch: one of
    its squares has a raised neighbour (``beside``).  On blocks it may cover no disk
    (``disked``), and only a footprint covering climbers asks whether they can shift.
    """
    x0, y0, x1, y1 = window or (0, 0, board.width, board.depth)
    orients = BLOCKS[block].orientations
    hs = board.heights
    width, depth = board.width, board.depth
    full = (1 << width) - 1
    # Per row: each height's squares as a mask, from which the row's masks come in a
    # few operations per height rather than per square.
    by_height: list[dict[int, int]] = []
    for y in range(depth):
        masks: dict[int, int] = {}
        for x, h in enumerate(hs[y * width:(y + 1) * width]):
            masks[h] = masks.get(h, 0) | 1 << x
        by_height.append(masks)
    level: list[int] = []  # per row: bit x when square x + 1 is as high as square x
    plumb: list[int] = []  # per row: bit x when the square below is as high
    bare: list[int] = []  # per row: the squares at height 0
    beside: list[int] = []  # per row: the bare squares beside a raised one
    for y, masks in enumerate(by_height):
        below = by_height[y + 1] if y + 1 < depth else {}
        lv = pl = 0
        for h, m in masks.items():
            lv |= m & (m >> 1)
            pl |= m & below.get(h, 0)
        zero = masks.get(0, 0)
        raised = full & ~zero
        near = raised << 1 | raised >> 1
        if y > 0:
            near |= full & ~by_height[y - 1].get(0, 0)
        if below:
            near |= full & ~below.get(0, 0)
        level.append(lv)
        plumb.append(pl)
        bare.append(zero)
        beside.append(zero & near)
    disked = _rows(width, depth, [b in around.disked for b in board.showing]) \
        if around.disked else None
    standing = [False] * (width * depth)
    for c in around.climbers.values():
        standing[c] = True
    climbers = _rows(width, depth, standing) if around.climbers else None
    by_shape: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
    for w, d in sorted({(o.w, o.d) for o in orients}):
        xs = range(max(0, x0), min(width - w, x1 - w) + 1)
        if not xs:
            by_shape[(w, d)] = []
            continue
        anchors = ((1 << xs.stop) - 1) ^ ((1 << xs.start) - 1)  # the anchors' bits of a row
        flat = [_all(lv, w - 1) for lv in level]  # a row of w squares level from bit x
        wide_beside = [_any(m, w) for m in beside]
        wide_disked = [_any(m, w) for m in disked] if disked is not None else None
        wide_climbers = [_any(m, w) for m in climbers] if climbers is not None else None
        spots: list[tuple[int, int, int]] = []
        for y in range(max(0, y0), min(depth - d, y1 - d) + 1):
            rows = range(y, y + d)
            ok = anchors
            for r in rows:
                ok &= flat[r]
            for r in range(y, y + d - 1):
                ok &= plumb[r]
            if not ok:
                continue
            on_table = ok & bare[y]
            if on_table:
                touch = 0
                for r in rows:
                    touch |= wide_beside[r]
                on_table &= touch
            on_blocks = ok & ~bare[y]
            if on_blocks and wide_disked is not None:
                for r in rows:
                    on_blocks &= ~wide_disked[r]
            if on_blocks and wide_climbers is not None:
                covering = 0
                for r in rows:
                    covering |= wide_climbers[r]
                covering &= on_blocks
                while covering:
                    bit = covering & -covering
                    covering ^= bit
                    x = bit.bit_length() - 1
                    if shift_problem(board, footprint(x, y, w, d, width), around.climbers,
                                     around.block_of) is not None:
                        on_blocks ^= bit
            found = on_table | on_blocks
            row = y * width
            while found:
                bit = found & -found
                found ^= bit
                x = bit.bit_length() - 1
                spots.append((x, y, hs[row + x]))
        by_shape[(w, d)] = spots
    return by_shape


def _all(mask: int, n: int) -> int:
    """Bit x of the result: bits x .. x + n - 1 of ``mask`` all set (for ``level``: the
    n + 1 squares from x as high as each other); every bit for n = 0."""
    out = mask if n else -1
    for k in range(1, n):
        out &= mask >> k
    return out


def _any(mask: int, n: int) -> int:
    """Bit x of the result: any of bits x .. x + n - 1 of ``mask`` set."""
    out = mask
    for k in range(1, n):
        out |= mask >> k
    return out


def _rows(width: int, depth: int, marks: list[bool]) -> list[int]:
    """``marks`` (one per square) as a bit mask per row."""
    out = []
    for y in range(depth):
        row = 0
        for x, mark in enumerate(marks[y * width:(y + 1) * width]):
            if mark:
                row |= 1 << x
        out.append(row)
    return out
