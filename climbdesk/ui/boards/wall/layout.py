"""Where things of the wall lie in the scene: squares, panels, start slots and the hand.

The wall is seen from the front (side view): ``x`` grows to the right and ``y`` up from
the ground, so a square's scene rectangle is flipped vertically.  The view spans every
panel, the start slots and the goal height; below the ground lie the start points (pieces
that have not climbed yet) and the hand tray (the viewer's own panels, never another's).

Scene coordinates do not depend on how far the wall has spread: square ``(x, y)`` is
always at ``(x * CELL, -(y + 1) * CELL)``, the ground line at scene ``y = 0``.  A panel
placed beside the wall then widens the layout without moving anything already drawn, so
the views' kept picture of the wall stays valid where it was (issue 17); only the ruler,
left of the layout's first column, and the tray under it move with the left edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from climbdesk.games.wall.deck import SIDE
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import slot_anchor
from climbdesk.games.wall.placing import highest_anchor

#: Pixels per square.
CELL = 26.0
#: A hand panel's side in the tray, in pixels.
MINI = 4 * 20.0
#: Free rows above the highest thing shown (room for the top-out band).
MARGIN = 2
#: The height ruler's width, left of the first column (scene x below 0).
RULER = 1.6 * CELL
#: The tick box under a hand panel that marks it for a discard.
TICK = 0.8 * CELL
#: Free columns either side: a panel's width and one square, so every spot beside the
#: wall where a panel may go is inside the view.
SIDE_MARGIN = SIDE + 1


@dataclass(frozen=True)
class Layout:
    """The squares shown: columns ``left`` to ``right`` (exclusive), rows up to ``rows``."""

    left: int
    right: int
    rows: int
    #: The first row no placed panel may reach (the no-placement band starts here).
    ceiling: int = 0

    @classmethod
    def of(cls, state: WallState) -> Layout:
        xs = [slot_anchor(s)[0] for s in range(state.players)]
        xs += [p.x for p in state.wall.visible()]
        left = min(xs) - SIDE_MARGIN
        right = max(xs) + SIDE + SIDE_MARGIN
        ceiling = highest_anchor(state.goal) + SIDE
        rows = max(state.wall.top(), ceiling) + MARGIN
        return cls(left, right, rows, ceiling)

    def anchor_near(self, pos: QPointF) -> tuple[int, int]:
        """The anchor on the 2-square lattice whose panel is centred nearest ``pos``."""
        x = pos.x() / CELL - SIDE / 2
        y = -pos.y() / CELL - SIDE / 2
        return 2 * round(x / 2), max(0, 2 * round(y / 2))

    def square(self, x: int, y: int) -> QRectF:
        return QRectF(x * CELL, -(y + 1) * CELL, CELL, CELL)

    def x0(self) -> float:
        """The scene x of the first column's left edge (the ruler lies left of it)."""
        return self.left * CELL

    def x1(self) -> float:
        """The scene x of the last column's right edge."""
        return self.right * CELL

    def top(self) -> float:
        """The scene y of the top of the highest row shown."""
        return self.row_y(self.rows)

    def wall_box(self) -> QRectF:
        """Where the kept wall paints: the bands, the ruler, the goal line, the panels,
        the ground and the start slots (a margin round it for labels and pens)."""
        return QRectF(self.x0() - RULER, self.top(), self.width() + RULER,
                      -self.top() + 0.6 * CELL)

    def panel(self, x: int, y: int) -> QRectF:
        """The rectangle of a panel anchored at ``(x, y)``."""
        low = self.square(x, y)
        return QRectF(low.left(), low.bottom() - SIDE * CELL, SIDE * CELL, SIDE * CELL)

    def anchor_spot(self, x: int, y: int) -> QRectF:
        """The middle 2×2 squares of a panel anchored there: the spots of neighbouring
        anchors (2 squares apart) never overlap, so a click names one anchor."""
        return self.panel(x, y).adjusted(CELL, CELL, -CELL, -CELL)

    def ground_y(self) -> float:
        return 0.0

    def row_y(self, y: int) -> float:
        """The scene height of the line between rows ``y - 1`` and ``y``."""
        return -y * CELL

    def start(self, seat: int) -> QRectF:
        """The start point of ``seat``: under the middle of its start slot."""
        x = slot_anchor(seat)[0]
        return QRectF(x * CELL + 1.5 * CELL, self.ground_y() + 0.4 * CELL, CELL, CELL)

    def top_spot(self) -> QRectF:
        """A band above the goal line, for a move off the top of the wall."""
        return QRectF(self.x0(), self.top(), self.width(), (MARGIN - 0.5) * CELL)

    def hand(self, index: int) -> QRectF:
        top = self.ground_y() + 2.0 * CELL
        return QRectF(self.x0() + CELL + index * (MINI + CELL * 0.6), top, MINI, MINI)

    def tick(self, index: int) -> QRectF:
        """The discard tick box under hand panel ``index``."""
        low = self.hand(index)
        return QRectF(low.center().x() - TICK / 2, low.bottom() + 0.3 * CELL, TICK, TICK)

    def discard_button(self, hand: int) -> QRectF:
        """The tray's "discard the ticked panels" button, right of the hand."""
        last = self.hand(max(0, hand - 1))
        return QRectF(last.right() + CELL, last.top() + MINI / 2 - 0.6 * CELL,
                      4.2 * CELL, 1.2 * CELL)

    def width(self) -> float:
        return (self.right - self.left) * CELL

    def scene_rect(self, hand: int) -> QRectF:
        wide = max(self.x1(), self.discard_button(hand).right() + CELL) - self.x0()
        # Whole pixels, the width a multiple of 4: a picture of the scene then maps one
        # scene unit to one pixel, and its RGB888 copy has no padding bytes at the end
        # of a line (tests/ui/test_board_repaint.py compares raw bytes, padding included).
        rect = QRectF(self.x0() - RULER, self.top(), wide + RULER,
                      self.ground_y() + 3.8 * CELL + MINI - self.top())
        aligned = rect.toAlignedRect()
        aligned.setWidth((aligned.width() + 3) // 4 * 4)
        return QRectF(aligned)

    def centre(self, x: int, y: int) -> QPointF:
        return self.square(x, y).center()
