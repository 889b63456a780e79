"""The mountain as a height map plus block identities, and the rules' geometry.

Blocks always rest fully (the binding ruling), so every column of the table is
solid from the table up to its top: one height per square says everything
about shape, and a stack of block ids per square says which block shows on top
and which one lies beneath.  Placements only ever add to or take from the top
of those stacks (a block with anything on it cannot be lifted), so a stack is
all the bookkeeping needed.

Squares are numbered ``y * width + x``.  The functions here are small and pure
over a :class:`Board` so the tests can check each rule on its own: resting
fully, touching, feasibility of pushing climbers aside, the foot region and
the reach search over (square, ladders left).

>>> b = Board()
>>> b.put(12, Placement(0, 3, 3, 0))          # a cube at (3, 3)
>>> b.height(3, 3), b.height(5, 5), b.top_block(4, 4)
(2, 0, 12)
>>> rest_problem(b, footprint(4, 3, 2, 2, b.width))   # half on the cube, half on the table
'overhang'
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL, Orientation

if TYPE_CHECKING:
    from climbdesk.games.climbers.reach import Terrain

#: Default table: 20 × 20 squares (binding ruling).
TABLE = 20
#: Ladder bits in a "ladders used/left" mask.
SHORT, TALL = 1, 2
LADDER_SETS: tuple[int, ...] = (0, SHORT, TALL, SHORT | TALL)
LADDER_NAMES: dict[int, str] = {0: "", SHORT: "short", TALL: "tall", SHORT | TALL: "short+tall"}
LADDER_BITS: dict[str, int] = {v: k for k, v in LADDER_NAMES.items()}
#: Where a climber stands when it is at the foot (on the table, no square).
FOOT = -1


class Placement(NamedTuple):
    """Where a block is: orientation index into its block's list, anchor (the
    footprint's lowest x and y) and base height ``z``."""

    orient: int
    x: int
    y: int
    z: int

    def encode(self) -> str:
        return f"{self.orient}:{self.x}:{self.y}:{self.z}"

    @classmethod
    def decode(cls, text: str) -> Placement:
        o, x, y, z = (int(v) for v in text.split(":"))
        return cls(o, x, y, z)


def orientation(block: int, placement: Placement) -> Orientation:
    return BLOCKS[block].orientations[placement.orient]


def footprint(x: int, y: int, w: int, d: int, width: int = TABLE) -> list[int]:
    """Squares covered by a ``w`` × ``d`` footprint anchored at (x, y)."""
    return [(y + j) * width + x + i for j in range(d) for i in range(w)]


class Board:
    """Heights and block stacks of one table; ``placed[b]`` is ``None`` for a block
    in hand (or not yet set up)."""

    __slots__ = ("_near", "_tops", "depth", "heights", "placed", "showing", "stacks", "terrain",
                 "width")

    def __init__(self, width: int = TABLE, depth: int = TABLE) -> None:
        self.width = width
        self.depth = depth
        self.heights: list[int] = [0] * (width * depth)
        # Tuples, replaced on change, so a copy of the board copies one list.
        self.stacks: list[tuple[int, ...]] = [()] * (width * depth)
        #: The block on top of each stack (-1: the bare table), kept by put/lift: the
        #: rules and the bots ask "which block shows here" far more often than they move one.
        self.showing: list[int] = [-1] * (width * depth)
        self._near = neighbour_table(width, depth)
        self.placed: list[Placement | None] = [None] * len(BLOCKS)
        # Each block's uncovered top squares, worked out on first use: the reach
        # search, the evaluation and the placement checks ask for them hundreds of
        # thousands of times per bot decision.  put/lift clear the blocks whose top
        # they change: the one moved and those just under its footprint.
        self._tops: list[tuple[int, ...] | None] = [None] * len(BLOCKS)
        #: What the reach search reads from this content (:mod:`.reach`), made on
        #: first use; put/lift drop it, copies share it until either board changes.
        self.terrain: Terrain | None = None

    def copy(self) -> Board:
        new = Board.__new__(Board)
        new.width, new.depth = self.width, self.depth
        new.heights = list(self.heights)
        new.stacks = list(self.stacks)
        new.showing = list(self.showing)
        new._near = self._near
        new.placed = list(self.placed)
        new._tops = list(self._tops)  # tuples: shared until either board changes
        new.terrain = self.terrain
        return new

    # ----- reading ------------------------------------------------------------
    def height(self, x: int, y: int) -> int:
        return self.heights[y * self.width + x]

    def top_block(self, x: int, y: int) -> int:
        """The block whose top shows at (x, y), or -1 for the bare table."""
        return self.showing[y * self.width + x]

    def owner(self, cell: int) -> int:
        return self.showing[cell]

    def cells_of(self, block: int) -> list[int]:
        """The squares under ``block``'s footprint (empty when it is not placed)."""
        p = self.placed[block]
        if p is None:
            return []
        o = BLOCKS[block].orientations[p.orient]
        return footprint(p.x, p.y, o.w, o.d, self.width)

    def top_squares(self, block: int) -> tuple[int, ...]:
        """Squares of ``block``'s top that nothing covers (empty when not placed)."""
        tops = self._tops[block]
        if tops is None:
            showing = self.showing
            tops = tuple(c for c in self.cells_of(block) if showing[c] == block)
            self._tops[block] = tops
        return tops

    def top_height(self, block: int) -> int:
        p = self.placed[block]
        assert p is not None
        return p.z + BLOCKS[block].orientations[p.orient].h

    def top_colour(self, block: int) -> str:
        p = self.placed[block]
        assert p is not None
        return BLOCKS[block].orientations[p.orient].top

    def is_free(self, block: int) -> bool:
        """Placed, with nothing even partly on top of it."""
        cells = self.cells_of(block)
        showing = self.showing
        return bool(cells) and all(showing[c] == block for c in cells)

    def neighbours(self, cell: int) -> tuple[int, ...]:
        """Orthogonal neighbours on the table."""
        return self._near[cell]

    # ----- changing ---------------------------------------------------------------
    def put(self, block: int, placement: Placement) -> None:
        """Set ``block`` down (the caller has checked it is legal)."""
        o = orientation(block, placement)
        top = placement.z + o.h
        tops = self._tops
        for c in footprint(placement.x, placement.y, o.w, o.d, self.width):
            self.stacks[c] = (*self.stacks[c], block)
            under = self.showing[c]
            if under >= 0:
                tops[under] = None
            self.showing[c] = block
            self.heights[c] = top
        self.placed[block] = placement
        tops[block] = None
        self.terrain = None

    def lift(self, block: int) -> Placement:
        """Take a free block off; return where it was."""
        p = self.placed[block]
        assert p is not None
        tops = self._tops
        for c in self.cells_of(block):
            stack = self.stacks[c] = self.stacks[c][:-1]
            if stack:
                tops[stack[-1]] = None
            self.showing[c] = stack[-1] if stack else -1
            self.heights[c] = p.z
        self.placed[block] = None
        tops[block] = None
        self.terrain = None
        return p

    def encode(self) -> list[str]:
        """One string per block (``""`` when not on the table), for the JSON form."""
        return [p.encode() if p is not None else "" for p in self.placed]

    @classmethod
    def decode(cls, rows: Sequence[str], width: int = TABLE) -> Board:
        """Rebuild a board from :meth:`encode` (blocks set down from the lowest up)."""
        if len(rows) != len(BLOCKS):
            raise ValueError(f"expected {len(BLOCKS)} blocks, got {len(rows)}")
        board = cls(width, width)
        items = [(Placement.decode(r), b) for b, r in enumerate(rows) if r]
        for p, b in sorted(items, key=lambda item: item[0].z):
            if not 0 <= p.orient < len(BLOCKS[b].orientations):
                raise ValueError(f"block {b} has no orientation {p.orient}")
            o = orientation(b, p)
            if not fits_table(board, p.x, p.y, o.w, o.d):
                raise ValueError(f"block {b} lies off the table")
            cells = footprint(p.x, p.y, o.w, o.d, width)
            if any(board.heights[c] != p.z for c in cells):
                raise ValueError(f"block {b} does not rest fully at height {p.z}")
            board.put(b, p)
        return board


@cache
def neighbour_table(width: int, depth: int) -> tuple[tuple[int, ...], ...]:
    """Orthogonal neighbours of every square of a ``width`` × ``depth`` table."""
    out = []
    for cell in range(width * depth):
        x, y = cell % width, cell // width
        near = []
        if x > 0:
            near.append(cell - 1)
        if x < width - 1:
            near.append(cell + 1)
        if y > 0:
            near.append(cell - width)
        if y < depth - 1:
            near.append(cell + width)
        out.append(tuple(near))
    return tuple(out)


# ----- placing a block ------------------------------------------------------------------
def fits_table(board: Board, x: int, y: int, w: int, d: int) -> bool:
    return x >= 0 and y >= 0 and x + w <= board.width and y + d <= board.depth


def rest_problem(board: Board, cells: Sequence[int]) -> str | None:
    """``None`` when the heights under ``cells`` are one value (the block rests
    fully); otherwise ``"overhang"`` if part of it would be over the bare table
    and ``"hole"`` if the gap lies over lower blocks."""
    hs = [board.heights[c] for c in cells]
    low, high = min(hs), max(hs)
    if low == high:
        return None
    return "overhang" if low == 0 else "hole"


def touches(board: Board, cells: Sequence[int], z: int, h: int) -> bool:
    """Whether a block on ``cells`` from ``z`` to ``z + h`` shares a unit of face
    with another block: resting on one counts; otherwise a column edge-next to
    the footprint must rise above ``z`` (columns are solid, so its side spans
    0 to its height and overlaps the block's side by at least one unit)."""
    if z > 0:
        return True
    inside = set(cells)
    for c in cells:
        for n in board.neighbours(c):
            if n not in inside and board.heights[n] > z:
                return True
    return False


def shift_problem(board: Board, cells: Sequence[int], climbers: Mapping[int, int],
                  block_of: Mapping[int, int]) -> str | None:
    """Whether climbers on squares ``cells`` would cover could all move aside.

    ``climbers`` maps a seat to its square, ``block_of`` a seat to the block it
    stands on.  Each covered climber needs its own free square of the same top
    that the new block leaves uncovered.
    """
    covered = set(cells)
    need: dict[int, int] = {}
    for seat, cell in climbers.items():
        if cell in covered:
            need[block_of[seat]] = need.get(block_of[seat], 0) + 1
    if not need:
        return None
    taken = {cell for cell in climbers.values() if cell not in covered}
    for block, count in need.items():
        free = [c for c in board.top_squares(block) if c not in covered and c not in taken]
        if len(free) < count:
            return "climbers"
    return None


# ----- the foot and the reach search ----------------------------------------------------
def foot_region(board: Board) -> list[bool]:
    """Bare table squares joined to the table's edge through bare squares."""
    return region_of(board.heights, board.width, board.depth)


def foot_entries(board: Board) -> list[int]:
    """Block squares a climber at the foot can step onto (edge-next to the foot region),
    in square order."""
    return entries_of(board.heights, board.width, board.depth)


def region_of(hs: Sequence[int], w: int, d: int) -> list[bool]:
    """:func:`foot_region` of a ``w`` × ``d`` table with heights ``hs``."""
    region = _region_bits(hs, w, d)
    stride = w + 1
    return [bool(region >> (c // w * stride + c % w) & 1) for c in range(w * d)]


def entries_of(hs: Sequence[int], w: int, d: int) -> list[int]:
    """:func:`foot_entries` of a ``w`` × ``d`` table with heights ``hs``, in square order."""
    stride = w + 1
    region = _region_bits(hs, w, d)
    valid, _ = _table_bits(w, d)
    bare = _bare_bits(hs, w, d)
    beside = (region << 1 | region >> 1 | region << stride | region >> stride) & valid & ~bare
    out = []
    while beside:
        low = beside & -beside
        i = low.bit_length() - 1
        out.append(i // stride * w + i % stride)
        beside ^= low
    return out


# The foot region is worked out on whole rows at once: the squares are bits of one
# integer, a row every ``w + 1`` bits (the spare bit of each row is never bare, so no
# step wraps round from one row to the next), and growing the region by a step in
# every direction is four shifts.
def _bare_bits(hs: Sequence[int], w: int, d: int) -> int:
    """The bare squares (height 0) as bits, square (x, y) at bit ``y * (w + 1) + x``."""
    try:
        flat = bytes(hs).translate(_BARE)
    except ValueError:  # a column over 255 units: no game gets there, but be exact
        flat = bytes(min(h, 255) for h in hs).translate(_BARE)
    rows = b"0".join(flat[y * w:(y + 1) * w] for y in range(d))
    return int(rows[::-1], 2)


#: Byte 0 to "1", every other byte to "0": a bare square's bit.
_BARE = bytes([ord("1")] + [ord("0")] * 255)


@cache
def _table_bits(w: int, d: int) -> tuple[int, int]:
    """Every square's bit, and the bits of the squares on the table's edge."""
    stride = w + 1
    valid = edge = 0
    for y in range(d):
        for x in range(w):
            bit = 1 << (y * stride + x)
            valid |= bit
            if x in (0, w - 1) or y in (0, d - 1):
                edge |= bit
    return valid, edge


def _region_bits(hs: Sequence[int], w: int, d: int) -> int:
    """:func:`foot_region` as bits: bare squares joined to the edge through bare squares."""
    stride = w + 1
    bare = _bare_bits(hs, w, d)
    region = bare & _table_bits(w, d)[1]
    while True:
        grown = (region | region << 1 | region >> 1 | region << stride
                 | region >> stride) & bare
        if grown == region:
            return region
        region = grown


def step_options(rise: int) -> tuple[int, ...]:
    """Ladder bits one step of ``rise`` units needs: ``(0,)`` free, ``()`` impossible.

    >>> step_options(1), step_options(2), step_options(4), step_options(5), step_options(-1)
    ((0,), (1, 2), (2,), (), ())
    """
    if rise < 0:
        return ()
    if rise <= 1:
        return (0,)
    if rise == 2:
        return (SHORT, TALL)
    if rise <= 4:
        return (TALL,)
    return ()


def reach(board: Board, start: int, passable: Sequence[bool], ladders: int,
          entries: Iterable[int] | None = None) -> dict[int, set[int]]:
    """Squares reachable from ``start`` (a square or :data:`FOOT`) and, for each,
    every set of ladder bits (within ``ladders``) some path uses.

    A path steps between orthogonal neighbours, never down, spending a ladder
    on each step of rise 2 or more; each ladder serves one step.  ``passable``
    says which squares may be entered or crossed; ``entries`` are the squares
    next to the foot (computed when not given).
    """
    seen: dict[int, set[int]] = {}
    for cell, used in _search(board, start, passable, ladders, entries):
        seen.setdefault(cell, set()).add(used)
    return seen


#: A node of the reach search: a square and the ladder bits spent getting there.
Node = tuple[int, int]


def _search(board: Board, start: int, passable: Sequence[bool], ladders: int,
            entries: Iterable[int] | None = None) -> dict[Node, Node | None]:
    """The reach search itself: every (square, ladders used) node found, with the node
    it was first reached from (``None`` for the start or a square entered from the
    foot).  :func:`reach` reads the nodes, :func:`reach_path` the links, so moves and
    the paths shown for them come from one search."""
    hs = board.heights
    came: dict[Node, Node | None] = {}
    todo: deque[Node] = deque()  # first in, first out: each link lies on a shortest path

    def visit(cell: int, used: int, source: Node | None) -> None:
        if (cell, used) not in came:
            came[(cell, used)] = source
            todo.append((cell, used))

    if start == FOOT:
        for c in foot_entries(board) if entries is None else entries:
            if passable[c]:
                for bit in step_options(hs[c]):
                    if not bit & ~ladders:
                        visit(c, bit, None)
    else:
        visit(start, 0, None)
    while todo:
        node = todo.popleft()
        cell, used = node
        here = hs[cell]
        for n in board.neighbours(cell):
            if not passable[n]:
                continue
            for bit in step_options(hs[n] - here):
                if bit & used or bit & ~ladders:
                    continue
                visit(n, used | bit, node)
    return came


def reach_path(board: Board, start: int, passable: Sequence[bool], ladders: int,
               target: int, used: int, entries: Iterable[int] | None = None) -> list[int]:
    """The squares a climber passes on a move from ``start`` to ``target`` spending
    exactly the ladder bits ``used``: from the first square it steps onto (the start
    itself is left out) to ``target``; empty when the reach search has no such move.
    ``entries`` are the squares next to the foot (computed when not given).

    >>> b = Board(4, 1)
    >>> b.heights = [1, 2, 2, 4]       # a row of columns: rises 1, 0 and 2
    >>> reach_path(b, 0, [True] * 4, SHORT | TALL, 3, SHORT)
    [1, 2, 3]
    >>> reach_path(b, 0, [True] * 4, SHORT | TALL, 3, 0), reach_path(b, 0, [True] * 4, 0, 3, SHORT)
    ([], [])
    """
    came = _search(board, start, passable, ladders, entries)
    node: Node | None = (target, used)
    if node not in came:
        return []
    path: list[int] = []
    while node is not None:
        path.append(node[0])
        node = came[node]
    path.reverse()
    return path[1:] if start != FOOT else path


def minimal_sets(sets: Iterable[int]) -> list[int]:
    """Ladder sets not strictly containing another reachable set, in a fixed order.

    >>> minimal_sets({1, 2, 3}), minimal_sets({0, 3}), minimal_sets({3})
    ([1, 2], [0], [3])
    """
    found = set(sets)
    return [s for s in LADDER_SETS
            if s in found and not any(o != s and o & s == o for o in found)]


def hidden(board: Board, block: int) -> bool:
    """Whether every side and top unit face of ``block`` is covered (set-up check for
    the large neutral blocks): each column beside it reaches its top, and no square
    of its top shows."""
    cells = board.cells_of(block)
    if not cells or any(board.owner(c) == block for c in cells):
        return False
    top = board.top_height(block)
    inside = set(cells)
    for c in cells:
        x, y = c % board.width, c // board.width
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if not (0 <= nx < board.width and 0 <= ny < board.depth):
                return False
            n = ny * board.width + nx
            if n not in inside and board.heights[n] < top:
                return False
    return True


def is_neutral_top(board: Board, block: int) -> bool:
    return board.top_colour(block) == NEUTRAL
