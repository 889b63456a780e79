"""Where things of the wall lie in the scene: squares, panels, start slots and the hand.

The wall is seen from the front (side view): ``x`` grows to the right and ``y`` up from
the ground, so a square's scene rectangle is flipped vertically.  The view spans every
panel, the start slots and the goal height; below the ground lie the start points (pieces
that have not climbed yet) and the hand tray (the viewer's own panels, never another's).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from climbdesk.games.wall.deck import SIDE
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import slot_anchor

#: Pixels per square.
CELL = 26.0
#: A hand panel's side in the tray, in pixels.
MINI = 4 * 15.0
#: Free rows above the highest thing shown (room for the top-out band).
MARGIN = 2
#: Free columns either side: a panel's width and one square, so every spot beside the
#: wall where a panel may go is inside the view.
SIDE_MARGIN = SIDE + 1


@dataclass(frozen=True)
class Layout:
    """The squares shown: columns ``left`` to ``right`` (exclusive), rows up to ``rows``."""

    left: int
    right: int
    rows: int

    @classmethod
    def of(cls, state: WallState) -> Layout:
        xs = [slot_anchor(s)[0] for s in range(state.players)]
        xs += [p.x for p in state.wall.visible()]
        left = min(xs) - SIDE_MARGIN
        right = max(xs) + SIDE + SIDE_MARGIN
        rows = max(state.wall.top(), state.goal * SIDE) + MARGIN
        return cls(left, right, rows)

    def square(self, x: int, y: int) -> QRectF:
        return QRectF((x - self.left) * CELL, (self.rows - 1 - y) * CELL, CELL, CELL)

    def panel(self, x: int, y: int) -> QRectF:
        """The rectangle of a panel anchored at ``(x, y)``."""
        low = self.square(x, y)
        return QRectF(low.left(), low.bottom() - SIDE * CELL, SIDE * CELL, SIDE * CELL)

    def anchor_spot(self, x: int, y: int) -> QRectF:
        """The middle 2×2 squares of a panel anchored there: the spots of neighbouring
        anchors (2 squares apart) never overlap, so a click names one anchor."""
        return self.panel(x, y).adjusted(CELL, CELL, -CELL, -CELL)

    def ground_y(self) -> float:
        return self.rows * CELL

    def row_y(self, y: int) -> float:
        """The scene height of the line between rows ``y - 1`` and ``y``."""
        return (self.rows - y) * CELL

    def start(self, seat: int) -> QRectF:
        """The start point of ``seat``: under the middle of its start slot."""
        x = slot_anchor(seat)[0]
        left = (x - self.left) * CELL + 1.5 * CELL
        return QRectF(left, self.ground_y() + 0.4 * CELL, CELL, CELL)

    def top_spot(self) -> QRectF:
        """A band above the goal line, for a move off the top of the wall."""
        return QRectF(0, 0, self.width(), (MARGIN - 0.5) * CELL)

    def hand(self, index: int) -> QRectF:
        top = self.ground_y() + 2.0 * CELL
        return QRectF(CELL + index * (MINI + CELL * 0.6), top, MINI, MINI)

    def width(self) -> float:
        return (self.right - self.left) * CELL

    def scene_rect(self, hand: int) -> QRectF:
        wide = max(self.width(), CELL + hand * (MINI + CELL * 0.6) + CELL)
        return QRectF(0, 0, wide, self.ground_y() + 2.5 * CELL + MINI)

    def centre(self, x: int, y: int) -> QPointF:
        return self.square(x, y).center()
