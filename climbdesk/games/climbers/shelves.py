"""Builder 5: builder 4's summit with shelves at the walls' height.

On builder 4's mountains the climbers spend both ladders in the first round to
reach the walls' height (6), and there every top is a separate 2×2 column: a lying
Size 1 block covers the whole top a climber stands on (so it cannot be set there),
and the tops beside it are 8 or more, or far below.  No block placed afterwards
gives anyone a climb, so whoever got highest first wins (``docs/performance.md``,
shape12 and shape13).  Builder 5 keeps builder 4's heap and gives the walls' height
room for steps built in play:

1. the core as before; each long wall is a stack of three Size 4 blocks lying flat
   (2×4, the largest blocks lowest, as the rulebook advises), so its top is one
   4×2 shelf at 6, neutral side up where the top block allows: a climber on one
   half leaves the other half free for a lying Size 1 block, a one-unit step beside
   it; the two ends stand a Size 4 and a Size 2 block high (6), builder 3's columns;
2. a crown of Size 1 blocks over the core and the ends: the summit (a Size 2 and two
   Size 1 blocks, 10) over one neutral block, two Size 1 blocks (8) over the other
   and over each end, the upper ones neutral side up where they can be; the shelves
   stay bare, so every 8 stands beside a shelf at 6;
3. builder 4's foothills for the larger blocks left, builder 3's foot steps, and the
   two Size 1 blocks left lying loose on the table, free to take as steps.

A first move still reaches 6 at most (checked).  Every block goes down through the
game's own placement check, and
:func:`~climbdesk.games.climbers.mountain.check` judges the result.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL
from climbdesk.games.climbers.geometry import TABLE, Placement, footprint, orientation
from climbdesk.games.climbers.mountain import (
    CORE,
    WINDOW,
    BuildError,
    _lying_neutral,
)
from climbdesk.games.climbers.placing import legal_placements
from climbdesk.games.climbers.summit import SummitBuilder

#: Size 4 blocks lying flat in each long wall (2 units each: the walls' height, 6).
SHELF_LAYERS = 3


def _flat(block: int, w: int, d: int, neutral: bool) -> list[int]:
    """Orientations of ``block`` lying ``w`` × ``d``, two high (neutral top only, if
    asked)."""
    return [i for i, o in enumerate(BLOCKS[block].orientations)
            if (o.w, o.d, o.h) == (w, d, 2) and (not neutral or o.top == NEUTRAL)]


class ShelfBuilder(SummitBuilder):
    """Builder 5's passes (the module's docstring)."""

    def shelves(self) -> None:
        """The long walls as stacks of lying Size 4 blocks, the top one neutral side up
        where a block left can lie so; the ends as builder 3's columns."""
        cx, cy = CORE
        stock = self.stock["S4"]
        sides = [(cx, cy - 2), (cx, cy + 2)]
        self.rng.shuffle(sides)
        for x, y in sides:
            for layer in range(SHELF_LAYERS):
                top = layer == SHELF_LAYERS - 1
                block = next((b for b in stock if _flat(b, 4, 2, True)), None) if top else None
                if block is None:
                    block = next((b for b in stock if not _flat(b, 4, 2, True)),
                                 stock[-1] if stock else None)
                if block is None:
                    raise BuildError("out of Size 4 blocks for the shelves")
                stock.remove(block)
                options = _flat(block, 4, 2, top) or _flat(block, 4, 2, False)
                self.put(block, self.rng.choice(options), x, y)
        ends = [(cx - 2, cy), (cx + 4, cy)]
        self.rng.shuffle(ends)
        for x, y in ends:
            self.column(x, y)

    def crown(self) -> None:
        """The summit over one neutral block (10), two Size 1 blocks over the other and
        over each end (8); the upper layer neutral side up while such blocks last,
        the summit first, so the tops up there can be stood on whatever a climber's
        colour."""
        cx, cy = CORE
        columns = [cx, cx + 2]
        self.rng.shuffle(columns)
        top, other = columns
        ends = [(cx - 2, cy), (cx + 4, cy)]
        self.rng.shuffle(ends)
        upper = [(top, cy), (other, cy), *ends]
        self._two_layers(top, cy, upper)

    def spares(self) -> None:
        """The Size 1 blocks left, lying on the table against the mountain, neutral
        side up where they can be, near the middle, each on a spot from which a first
        move still climbs no higher than the walls (a loose block one high beside a
        foothill at 2 would be a free step up to it, and a ladder saved)."""
        centre = (TABLE - 1) / 2
        board = self.board
        stock = self.stock["S1"]
        while stock:
            block = stock.pop()
            want = _lying_neutral(block)
            ranked: list[tuple[float, Placement]] = []
            for spot in legal_placements(board, block, window=WINDOW):
                o = orientation(block, spot)
                if spot.z != 0 or o.h != 1 or (want is not None and spot.orient != want):
                    continue
                if self._covers_reserved(block, spot):
                    continue
                spread = abs(spot.x + o.w / 2 - centre) + abs(spot.y + o.d / 2 - centre)
                ranked.append((-spread + 2.0 * self.rng.random(), spot))
            spot = self._keeping_the_walls(block, ranked, "loose spot")
            o = orientation(block, spot)
            # Nothing later covers it, so it stays free to pick up.
            self.reserved.update(footprint(spot.x, spot.y, o.w, o.d, board.width))

    def steps(self) -> tuple[Callable[[], None], ...]:
        """Builder 4's passes with shelves for its walls, and the spares last."""
        return self.core, self.shelves, self.first_steps, self.crown, self.foothills, \
            self.spares


def passes(rng: random.Random, version: int) -> list[tuple[int, Placement]]:
    """Builder 5's mountain in the build frame: its blocks in the order set down."""
    return ShelfBuilder(rng, version).run()
