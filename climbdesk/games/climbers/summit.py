"""Builder 4: a mountain that rises to a summit over the neutral blocks and falls off
in steps of two on every side.

On builder 3's mountains the walls round the neutral blocks stand flat at 6, the
blocks over the core tower to 10 or 11 and the ground round the walls stays at 2
or lower: the first climber to reach 6 with a block step and the tall ladder (any
first turn can) wins on "first there", since from the walls nothing higher can be
reached once the ladders are spent (``docs/performance.md``, shape6).  The
rulebook's picture is a heap, highest in the middle; builder 4 builds that:

1. the core, the walls and the two foot steps as builder 3 (larger blocks low,
   the walls' 2×2 grid);
2. a crown (:meth:`SummitBuilder.crown`): the summit (10) over one neutral block,
   the other neutral block and the three wall columns beside the summit at 8, the
   other three wall columns at 6 — every Size 1 block but the foot steps lies up
   there, two to a column, the smallest blocks highest and free to take, the upper
   ones neutral side up where they can be (the summit always);
3. foothills (:meth:`SummitBuilder.foothills`): the larger blocks left, on the
   table (tops at 2) or stacked on the walls' corners (at most to 6), each where it
   is a step of two below a higher neighbour.

So from the walls' height up, every area of tops has a top one or two higher beside
it (one lying Size 1 block, or a ladder, makes it a climb) up to the summit.  A
first move may reach the walls' height (6) but no higher (checked; builders 2 and 3
keep it at 5); the summit, two steps of two above the walls, takes building.  Every
block still goes down through the game's own placement check
(:meth:`~climbdesk.games.climbers.mountain._Builder.put`), and
:func:`~climbdesk.games.climbers.mountain.check` judges the result.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import (
    TABLE,
    Placement,
    footprint,
    neighbour_table,
    orientation,
)
from climbdesk.games.climbers.mountain import (
    CORE,
    CORE_HEIGHT,
    HEART,
    SIZES,
    WINDOW,
    BuildError,
    _Builder,
    _lying_neutral,
    first_turn_reach,
)
from climbdesk.games.climbers.placing import legal_placements

#: The summit's height: a Size 2 and two Size 1 blocks over a neutral block.
SUMMIT = CORE_HEIGHT + 4


class SummitBuilder(_Builder):
    """Builder 4's passes (the module's docstring); the core, the walls and the foot
    steps are builder 3's."""

    def crown(self) -> None:
        """The summit over one neutral block (a Size 2 block and two Size 1 blocks: 10),
        two Size 1 blocks over the other (8), and two on each wall column beside the
        summit (8): every Size 1 block but the foot steps, each lying on a whole 2×2
        top.  The upper layer gets, summit first, the Size 1 blocks that can lie neutral
        side up, neutral side up, so that the summit and the steps to it can be stood
        on whatever a climber's colour (a coloured top takes one colour only)."""
        cx, cy = CORE
        columns = [cx, cx + 2]
        self.rng.shuffle(columns)
        top, other = columns
        end = cx - 2 if top == cx else cx + 4
        walls = [(top, cy - 2), (top, cy + 2), (end, cy)]
        self.rng.shuffle(walls)
        upper = [(top, cy), (other, cy), *walls]
        self._two_layers(top, cy, upper)

    def _two_layers(self, top: int, cy: int, upper: Sequence[tuple[int, int]]) -> None:
        """The summit's Size 2 under ``(top, cy)``, then two lying Size 1 blocks on each
        of ``upper``'s columns: plain ones below, neutral side up above while they last.
        Builder 5 crowns its mountain the same way (the draws in this order are part of
        both builders' fingerprints)."""
        self._lay("S2", 2, top, cy)
        stock = self.stock["S1"]
        neutral = [b for b in stock if _lying_neutral(b) is not None]
        plain = [b for b in stock if b not in neutral]
        for x, y in upper:  # the lower layer: plain blocks first
            block = (plain or neutral).pop()
            stock.remove(block)
            self.put(block, self.random_top(block, 2, 2, 1), x, y)
        for x, y in upper:  # the upper layer: neutral side up while they last
            if neutral:
                block = neutral.pop()
                orient = _lying_neutral(block)
                assert orient is not None
            else:
                block = plain.pop()
                orient = self.random_top(block, 2, 2, 1)
            stock.remove(block)
            self.put(block, orient, x, y)

    def _on_smaller(self, block: int, cells: Sequence[int], z: int) -> bool:
        """Whether ``block`` would rest on a smaller one (never: the crown's Size 1
        blocks are down before the foothills, unlike builder 3's order)."""
        size = SIZES[BLOCKS[block].kind]
        board = self.board
        return z > 0 and any(SIZES[BLOCKS[board.owner(c)].kind] < size for c in cells)

    def _lay(self, kind: str, h: int, x: int, y: int) -> None:
        block = self.take(kind)
        if block is None:
            raise BuildError(f"out of {kind} blocks for the crown")
        self.put(block, self.random_top(block, 2, 2, h), x, y)

    def foothills(self) -> None:
        """The larger blocks left, Size 4 first: on the table, or stacked on the walls'
        corners up to the walls' height, each on the spot with the most higher
        neighbours two above it (a slope in steps of two), near the middle, with a
        little seeded noise; a spot from which a first move would climb above the
        walls is skipped for the next best."""
        centre = (TABLE - 1) / 2
        board = self.board
        near = neighbour_table(board.width, board.depth)
        x0, y0, x1, y1 = HEART
        for kind in ("S4", "S2"):
            while self.stock[kind]:
                block = self.stock[kind].pop()
                hs = board.heights
                ranked: list[tuple[float, Placement]] = []
                for spot in legal_placements(board, block, window=WINDOW):
                    # The cheap tests first, the footprint only for spots that pass them:
                    # the same spots are ranked, so the same draws are made.
                    o = orientation(block, spot)
                    top = spot.z + o.h
                    inside = x0 <= spot.x < x1 and y0 <= spot.y < y1
                    if top > CORE_HEIGHT or (spot.z and not inside) or not self._on_grid(
                            spot, o):
                        continue
                    cells = footprint(spot.x, spot.y, o.w, o.d, board.width)
                    if not self.reserved.isdisjoint(cells) or self._on_smaller(
                            block, cells, spot.z):
                        continue
                    slope = 0
                    for c in cells:
                        for n in near[c]:
                            if n not in cells and hs[n] - top == 2:
                                slope += 1
                    spread = abs(spot.x + o.w / 2 - centre) + abs(spot.y + o.d / 2 - centre)
                    ranked.append((0.5 * slope + 0.5 * top - 0.3 * spread
                                   + 2.0 * self.rng.random(), spot))
                self._keeping_the_walls(block, ranked, "spot")

    def _keeping_the_walls(self, block: int, ranked: list[tuple[float, Placement]],
                           what: str) -> Placement:
        """Set ``block`` on the best ranked spot from which a first move still climbs no
        higher than the walls (the foothills' and builder 5's spares' last test, the
        costly one); BuildError naming ``what`` was sought when none does."""
        ranked.sort(key=lambda r: r[0], reverse=True)
        for _, spot in ranked:
            self.put(block, spot.orient, spot.x, spot.y)
            if first_turn_reach(self.board) <= CORE_HEIGHT:
                return spot
            self.board.lift(block)
            self.order.pop()
        raise BuildError(f"no {what} for block {block}")

    def steps(self) -> tuple[Callable[[], None], ...]:
        """The passes, in the order they run (builder 5 changes some)."""
        return self.core, self.walls, self.first_steps, self.crown, self.foothills

    def run(self) -> list[tuple[int, Placement]]:
        """The mountain in the build frame: its blocks in the order set down."""
        for step in self.steps():
            step()
        return self.order


def passes(rng: random.Random, version: int) -> list[tuple[int, Placement]]:
    """Builder 4's mountain in the build frame: its blocks in the order set down."""
    return SummitBuilder(rng, version).run()
