"""Where a climber may go, fast: the engine's reach search over flat tables.

The bots judge a Climbers position by what every climber can reach, so one Hard
decision runs tens of thousands of reach searches (issue 17: 63% of its time,
15% of it finding the foot region again for each search).  What a search reads
from the board alone, the top block of each square, the heights, the tops'
colours and the squares a climber at the foot steps onto, is kept as a
:class:`Terrain`, worked out once per board content: the board holds it until a
block is set down or lifted, and copies of a board share it.  What depends on
the position (colours, disks, other climbers) is one flag per block.  The
engine keeps each :class:`Search` per (ply, seat, ladders) as well.

:func:`reach_sets` gives exactly the answers of :func:`~.geometry.reach` with the
engine's passable squares (``tests/test_climbers_perft.py`` pins them): a
search over (square, ladders used) nodes, the ladders used at a square kept as
one 4-bit mask, the step rules as a table indexed by ladders left, used and rise.

>>> from climbdesk.games.climbers.geometry import SHORT, TALL, Board, Placement
>>> b = Board()
>>> b.put(12, Placement(0, 3, 3, 0))          # a cube, 2 high: a ladder from the foot
>>> t = terrain(b)
>>> t.entries, t.owner.count(12)
([63, 64, 83, 84], 4)
>>> reach_sets(t, FOOT, [True] * 35, SHORT | TALL, ())
{63: [1, 2], 64: [1, 2], 83: [1, 2], 84: [1, 2]}
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL
from climbdesk.games.climbers.geometry import (
    FOOT,
    LADDER_SETS,
    Board,
    entries_of,
    minimal_sets,
    neighbour_table,
    step_options,
)

if TYPE_CHECKING:
    from climbdesk.games.climbers.engine import ClimbersState


class Terrain:
    """What the reach search reads from one board's content (never changed once made).

    ``owner`` is the block showing on each square (-1: the bare table), ``heights``
    a snapshot of the heights, ``near`` the neighbour table, ``tops`` each placed
    block's top colour (``None``: not on the table) and ``entries`` the squares a
    climber at the foot can step onto."""

    __slots__ = ("_counts", "_entries", "_open", "_raised", "_width", "heights", "near", "owner",
                 "searches", "tops")

    def __init__(self, board: Board) -> None:
        self.heights: tuple[int, ...] = tuple(board.heights)
        self.owner: tuple[int, ...] = tuple(board.showing)
        self.near = neighbour_table(board.width, board.depth)
        self.tops: list[str | None] = [None if p is None else BLOCKS[b].orientations[p.orient].top
                                       for b, p in enumerate(board.placed)]
        self._width = board.width
        self._entries: list[int] | None = None
        self._open: dict[str, list[bool]] = {}  # per colour: blocks whose top it may use
        self._counts: Counter[int] | None = None  # per block: the squares its top shows on
        self._raised: dict[str | None, list[int]] | None = None  # per colour: shown tops' heights
        #: Searches on this board, by what else they depend on (see :func:`reach_for`).
        self.searches: dict[tuple[object, ...], Search] = {}

    @property
    def entries(self) -> list[int]:
        """The squares a climber at the foot steps onto, found on first use (a climber
        at the foot is rarer than a board to search)."""
        if self._entries is None:
            w = self._width
            self._entries = entries_of(self.heights, w, len(self.heights) // w)
        return self._entries

    def shown(self, block: int) -> int:
        """How many squares ``block``'s top shows on (0: covered or off the table).
        Counted for every block at the first ask: a full-tops check asks per climber
        on a neutral top, many times per board."""
        counts = self._counts
        if counts is None:
            counts = self._counts = Counter(self.owner)
        return counts.get(block, 0)

    def tops_between(self, colour: str, low: int, high: int) -> int:
        """How many blocks show a top of ``colour`` higher than ``low`` and at most
        ``high``.  The shown tops' heights are sorted by colour once per board (a
        block's top is as high as every square it shows on): the evaluation asks this
        for every seat of every position it judges."""
        raised = self._raised
        if raised is None:
            raised = {}
            tops = self.tops
            for b, h in dict(zip(self.owner, self.heights, strict=True)).items():
                if b >= 0:
                    raised.setdefault(tops[b], []).append(h)
            for heights in raised.values():
                heights.sort()
            self._raised = raised  # whole, for a bot's thread and the window's alike
        found = raised.get(colour)
        if not found:
            return 0
        return bisect_right(found, high) - bisect_right(found, low)


#: Terrains by board content (the blocks' places fix every stack), so boards that came
#: to the same content apart share one: a bot's search lifts and sets down the same
#: block on the same square from many positions, and each of those boards used to
#: build its terrain and run its climbers' searches again (a Hard decision made
#: three terrains per content).  Forgotten all at once when full.
_KEPT: dict[tuple[object, ...], Terrain] = {}
KEPT_TERRAINS = 256


def terrain(board: Board) -> Terrain:
    """``board``'s :class:`Terrain`: the one it holds, else the one kept for its content,
    else a new one (made on first use after the board last changed)."""
    found = board.terrain
    if found is None:
        key = (board.width, board.depth, *board.placed)
        found = _KEPT.get(key)
        if found is None:
            found = Terrain(board)
            if len(_KEPT) >= KEPT_TERRAINS:
                _KEPT.clear()
            _KEPT[key] = found
        board.terrain = found
    return found


def others_of(state: ClimbersState, seat: int) -> list[int]:
    """The squares the other climbers stand on."""
    return [c for s, c in enumerate(state.pos) if s != seat and c >= 0]


def full_tops(t: Terrain, others: Sequence[int]) -> tuple[int, ...]:
    """Neutral blocks whose every shown top square holds one of the climbers on
    squares ``others`` (no other climber may enter them), in block order."""
    tops, owner = t.tops, t.owner
    count: dict[int, int] = {}
    for c in others:
        b = owner[c]
        if b >= 0 and tops[b] == NEUTRAL:
            count[b] = count.get(b, 0) + 1
    if not count:
        return ()
    return tuple(sorted(b for b, n in count.items() if n >= t.shown(b)))


def open_blocks(t: Terrain, state: ClimbersState, seat: int) -> list[bool]:
    """Per block, whether ``seat``'s climber may enter or cross its top: placed,
    neutral or of its colour, carrying no disk, and (neutral) not full of the other
    climbers."""
    return blocks_open_to(t, state.colours[seat], state.disked(),
                          full_tops(t, others_of(state, seat)))


def blocks_open_to(t: Terrain, colour: str, disked: Collection[int],
                   full: Collection[int]) -> list[bool]:
    """:func:`open_blocks` for a climber of ``colour``, the blocks ``disked`` and the
    neutral blocks ``full`` of other climbers."""
    base = t._open.get(colour)
    if base is None:
        base = t._open[colour] = [top is not None and (top == NEUTRAL or top == colour)
                                  for top in t.tops]
    out = list(base)
    for b in disked:
        out[b] = False
    for b in full:
        out[b] = False
    return out


def passable_squares(t: Terrain, ok: Sequence[bool]) -> list[bool]:
    """The squares a climber with the block flags ``ok`` may enter or cross."""
    return [b >= 0 and ok[b] for b in t.owner]


def _step_table(ladders: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``[used][rise]``: the ladders used after a step of ``rise`` (0–4) for a climber
    that has used ``used`` of ``ladders``."""
    return tuple(tuple(tuple(used | bit for bit in step_options(rise)
                             if not bit & used and not bit & ~ladders)
                       for rise in range(5))
                 for used in range(4))


#: :func:`_step_table` for every mask of ladders left.
STEPS = tuple(_step_table(ladders) for ladders in range(4))
#: The minimal ladder sets of every 4-bit mask of sets reached (bit ``u`` for set ``u``).
MINIMAL: tuple[tuple[int, ...], ...] = tuple(
    tuple(minimal_sets({s for s in LADDER_SETS if mask >> s & 1})) for mask in range(16))


#: Per mask of ladders, the 4-bit mask of the ladder sets within it (bit ``u`` for set ``u``).
WITHIN: tuple[int, ...] = tuple(sum(1 << u for u in range(4) if not u & ~mask)
                                for mask in range(4))


class Search:
    """One reach search's nodes: ``got[c]`` has bit ``u`` set when square ``c`` was
    reached having used the ladder set ``u``; ``cells`` are the squares reached, in
    order.  A search within ladders ``M`` holds the answer for every mask within
    ``M`` too: a path that uses only the ladders of the smaller mask is one of its
    paths (every node on it has used no more), so :meth:`sets` filters its nodes.
    Other climbers' squares are crossed but never ended on, so they too are only
    filtered out by :meth:`sets`."""

    __slots__ = ("answers", "cells", "got", "heights", "highs", "start")

    def __init__(self, t: Terrain, start: int, ok: Sequence[bool], ladders: int) -> None:
        """The search from ``start`` (a square or :data:`FOOT`) over the tops of the
        blocks ``ok`` (see :func:`open_blocks`) within the ladder bits ``ladders``."""
        hs, owner, near = t.heights, t.owner, t.near
        steps = STEPS[ladders & 3]
        got = [0] * len(hs)
        cells: list[int] = []  # each square once, when first reached
        todo: list[int] = []  # nodes, square * 4 + used
        if start == FOOT:
            for c in t.entries:
                if ok[owner[c]]:
                    rise = hs[c]
                    for used in steps[0][rise] if rise <= 4 else ():
                        if not got[c]:
                            cells.append(c)
                        got[c] |= 1 << used
                        todo.append(c * 4 + used)
        else:
            got[start] = 1
            cells.append(start)
            todo.append(start * 4)
        for node in todo:  # the list grows while it is read: every node is expanded once
            cell = node >> 2
            here = hs[cell]
            table = steps[node & 3]
            for n in near[cell]:
                b = owner[n]
                if b < 0 or not ok[b]:
                    continue
                rise = hs[n] - here
                if rise < 0 or rise > 4:
                    continue
                for now in table[rise]:
                    seen = got[n]
                    if not seen >> now & 1:
                        if not seen:
                            cells.append(n)
                        got[n] = seen | 1 << now
                        todo.append(n * 4 + now)
        cells.sort()
        self.start, self.got, self.cells, self.heights = start, got, cells, hs
        #: :meth:`sets` answers by (ladders, occupied): many positions share a search.
        self.answers: dict[tuple[int, tuple[int, ...]], dict[int, list[int]]] = {}
        #: :meth:`highest` answers, keyed the same way.
        self.highs: dict[tuple[int, tuple[int, ...]], int] = {}

    def sets(self, ladders: int, occupied: Sequence[int]) -> dict[int, list[int]]:
        """Squares to end a move on using only ``ladders`` (within the search's), in
        square order, each with its minimal ladder sets; not the start, nor the
        ``occupied`` squares.  The answer is shared: callers never change it (the
        engine's :meth:`~.engine.ClimbersState.reach_of` shares its answers too)."""
        key = (ladders, tuple(occupied))
        found = self.answers.get(key)
        if found is None:
            within, got, start = WITHIN[ladders & 3], self.got, self.start
            found = {}
            for c in self.cells:
                mask = got[c] & within
                if mask and c != start and c not in occupied:
                    found[c] = list(MINIMAL[mask])
            self.answers[key] = found
        return found

    def highest(self, ladders: int, occupied: Sequence[int]) -> int:
        """The greatest height among the squares :meth:`sets` lists (-1: none), without
        building their ladder sets: the evaluation asks only how high each climber
        can get."""
        key = (ladders, tuple(occupied))
        found = self.highs.get(key)
        if found is None:
            within, got, start, hs = WITHIN[ladders & 3], self.got, self.start, self.heights
            found = -1
            for c in self.cells:
                if got[c] & within and c != start and c not in occupied and hs[c] > found:
                    found = hs[c]
            self.highs[key] = found
        return found


def reach_sets(t: Terrain, start: int, ok: Sequence[bool], ladders: int,
               occupied: Sequence[int]) -> dict[int, list[int]]:
    """Squares a climber on ``start`` (a square or :data:`FOOT`) may end a move on,
    in square order, each with its minimal ladder sets (within ``ladders``), as
    :func:`~.geometry.reach` and :func:`~.geometry.minimal_sets` find them; ``ok``
    are the block flags of :func:`open_blocks`, ``occupied`` squares it may cross but
    not end on."""
    return Search(t, start, ok, ladders).sets(ladders, occupied)


def reach_for(t: Terrain, state: ClimbersState, seat: int, ladders: int) -> dict[int, list[int]]:
    """:meth:`~.engine.ClimbersState.reach_of` on ``state``'s board ``t``
    (:func:`search_for`)."""
    search, others = search_for(t, state, seat, ladders)
    return search.sets(ladders, others)


def highest_for(t: Terrain, state: ClimbersState, seat: int, masks: Sequence[int]) -> list[int]:
    """:meth:`~.engine.ClimbersState.highest_reach` on ``state``'s board ``t``: one
    search within every mask answers each."""
    wide = 0
    for m in masks:
        wide |= m
    search, others = search_for(t, state, seat, wide)
    return [search.highest(m, others) for m in masks]


def search_for(t: Terrain, state: ClimbersState, seat: int,
               ladders: int) -> tuple[Search, list[int]]:
    """The search that answers ``seat``'s reach within ``ladders`` on ``state``'s board
    ``t``, and the squares of the other climbers (crossed, never ended on).

    One search within the climber's own ladders and those asked for answers every
    smaller mask (the bots ask for free steps and for all ladders).  It is kept on
    the terrain, keyed by all it depends on besides the board: the start, those
    ladders, the colour, the disks and the neutral tops other climbers fill.  So the
    positions of one turn after its block step, and a bot's many looks at them,
    share each climber's search until that climber moves."""
    others = others_of(state, seat)
    full = full_tops(t, others)
    start, wide, colour = state.pos[seat], ladders | state.ladders[seat], state.colours[seat]
    key = (start, wide, colour, tuple(state.disk), full)
    search = t.searches.get(key)
    if search is None:
        ok = blocks_open_to(t, colour, state.disked(), full)
        search = Search(t, start, ok, wide)
        if len(t.searches) > 64:
            t.searches.clear()
        t.searches[key] = search
    return search, others


__all__ = ["MINIMAL", "STEPS", "WITHIN", "Search", "Terrain", "blocks_open_to", "full_tops",
           "highest_for", "open_blocks", "others_of", "passable_squares", "reach_for", "reach_sets",
           "search_for", "terrain"]
