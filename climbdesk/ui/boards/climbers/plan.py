"""Every square's overlays as values: what the kept composite compares (issue 17).

Why: the composite (:mod:`.composite`), a shown move passing it by (:mod:`.direct`) and
the step made ahead (:mod:`.stepahead`) each ask, for every marked square, disk and
climber of the position, what its overlays look like and where they reach: some 60-100
squares a block step, every position, again and again.  Asked square by square through
the scene (its hover, its legal actions, whether it takes input, the board's heights
and tops through method calls) and with a new rectangle for each reach, that was
0.5-1 ms of a shown move.  So what does not change from square to square is read once
per plan (:class:`Marks`), a frame's edges straight from the board's lists, and each
reach is kept by the geometry it comes from (the projection's size, turn and flatness,
the square, its height and the kind of its mark): the same values, far fewer calls.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from climbdesk.games.climbers import ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.blockmarks import front_square
from climbdesk.ui.boards.climbers.dirty import FIGURE
from climbdesk.ui.boards.climbers.ladders import square_label
from climbdesk.ui.boards.climbers.spots import (
    BlockSpot,
    Cell,
    ClimberInHand,
    HeldBlock,
    PushedClimber,
)

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: Around a top's bounds: all a mark draws (a ring's halo, a frame's, the top widened
#: by ``layers.WIDEN`` where columns in front are replayed over it), in scene units.
MARK = (-16.0, -10.0, 16.0, 10.0)
#: Around a top's bounds for the locked block's mark: its padlock too.
LOCK = (-28.0, -42.0, 28.0, 18.0)
#: Reaches kept (:class:`Reaches`) past which they are worked out afresh.
REACHES_KEPT = 20000

#: One square's overlays: the square, what its look is drawn from, and where it draws.
Entry = tuple[int, Hashable, QRectF]


class Marks:
    """What ``MountainPainter._paint_marks`` draws on a square, as a value (the theme,
    view and device are the composite's own look), with what every square shares read
    once: the scene as it is now (the step made ahead swaps its fields, .nextstep)."""

    def __init__(self, scene: ClimbersBoardScene, state: ClimbersState) -> None:
        self.scene = scene
        self.state = state
        picked = scene.picked
        accepts = scene.accepts_input()
        hover = scene.hover
        self.kind = ""
        if isinstance(picked, ClimberInHand | PushedClimber) and accepts:
            self.kind = "ring"
            self.in_hand = isinstance(picked, ClimberInHand)
            self.cells = scene._moves if self.in_hand else scene._pushes
            self.hover = hover
        elif isinstance(picked, HeldBlock):
            self.kind = "dot"
            self.handles = scene.placement_handles()
        elif accepts:
            self.kind = "top"
            phase = self.phase = state.phase
            self.marked = scene._picks if phase == "block" else scene._disks \
                if phase == "disk" else set()
            self.hovered = hover.block if type(hover) is BlockSpot else None
            self.lock = state.lock if phase in ("block", "place") else None
            self.front = -2  # the locked block's front square, when first asked

    def look(self, c: int, h: int) -> tuple[Hashable, ...] | None:
        """Square ``c``'s mark at height ``h`` (None: nothing drawn)."""
        kind = self.kind
        if kind == "ring":
            xy = (c % TABLE, c // TABLE)
            if xy not in self.cells:
                return None
            letters = square_label(self.scene._moves[xy]) if self.in_hand else ""
            return ("ring", self.hover == Cell(*xy), letters)
        if kind == "dot":
            return ("dot",) if (c % TABLE, c // TABLE) in self.handles else None
        if kind != "top":
            return None
        board = self.state.board
        showing = board.showing
        owner = showing[c]
        if owner < 0:
            return None
        framed = owner in self.marked
        if not framed and owner != self.lock:
            return None
        # Which neighbours (SIDES: up, right, down, left on the table) show the same
        # block's top at the same height.
        heights = board.heights
        x, y = c % TABLE, c // TABLE
        edges = (y > 0 and showing[c - TABLE] == owner and heights[c - TABLE] == h,
                 x < TABLE - 1 and showing[c + 1] == owner and heights[c + 1] == h,
                 y < TABLE - 1 and showing[c + TABLE] == owner and heights[c + TABLE] == h,
                 x > 0 and showing[c - 1] == owner and heights[c - 1] == h)
        if framed:
            return ("frame", self.hovered == owner, self.phase, edges)
        if self.front == -2:
            self.front = front_square(self.scene, self.state, owner)
        return ("lock", self.front == c, edges)


class Reaches:
    """Where a square's overlays draw (scene units), kept by what that comes from: the
    projection's geometry, the square, its height, the kind of its mark (a lock's
    padlock reaches further, a ring's letters by their number) and whether a figure
    stands there.  Callers must not change the rectangles."""

    def __init__(self) -> None:
        self._kept: dict[Hashable, QRectF] = {}
        #: Reaches worked out, not kept (the tests count them).
        self.made = 0

    def clear(self) -> None:
        self._kept.clear()

    def plan(self, scene: ClimbersBoardScene, state: ClimbersState, rank: dict[int, int],
             marked: set[int], disks: dict[int, int], climbers: dict[int, int],
             dots: bool) -> list[Entry]:
        """Every square with overlays, back to front: its look and where it draws (a
        lifted block's placement dots, ``dots``, are drawn over the composite: left out
        where no disk or climber stands)."""
        proj = scene.proj
        heights = state.board.heights
        marks = Marks(scene, state)
        geometry = (proj.size, proj.turns, proj.flat)
        kept = self._kept
        if len(kept) > REACHES_KEPT:
            kept.clear()
        out: list[Entry] = []
        # A lifted block's placement dots (some 200) are drawn over the composite: only
        # the squares where a disk or climber stands have overlays in it.
        squares = disks.keys() | climbers.keys() if dots \
            else marked | disks.keys() | climbers.keys()
        for c in sorted(squares, key=rank.__getitem__):
            disk, climber = disks.get(c, -1), climbers.get(c, -1)
            figure = disk >= 0 or climber >= 0
            h = heights[c]
            mark = marks.look(c, h) if c in marked else None
            shape = None if mark is None else "lock" if mark[0] == "lock" \
                else len(str(mark[2])) if mark[0] == "ring" and mark[2] else ""
            key = (geometry, c, h, shape, figure)
            reach = kept.get(key)
            if reach is None:
                reach = kept[key] = self._reach(scene, c, h, shape, figure)
                self.made += 1
            out.append((c, (h, mark, disk, climber), reach))
        return out

    @staticmethod
    def _reach(scene: ClimbersBoardScene, c: int, h: int, shape: str | int | None,
               figure: bool) -> QRectF:
        proj = scene.proj
        x, y = c % TABLE, c // TABLE
        reach = QRectF()
        if shape is not None:
            m = LOCK if shape == "lock" else MARK
            reach = proj.top_rect(x, y, h).adjusted(*m)
            if isinstance(shape, int):  # a ring's letters
                at = proj.world_point(x + 0.5, y + 0.5, h)
                half = max(18.0, 9.0 * shape + 6) / 2 + 4
                reach = reach.united(QRectF(at.x() - half, at.y() - 13, 2 * half, 26))
        if figure:
            reach = reach.united(FIGURE.translated(proj.world_point(x + 0.5, y + 0.5, h)))
        return reach


__all__ = ["LOCK", "MARK", "Entry", "Marks", "Reaches"]
