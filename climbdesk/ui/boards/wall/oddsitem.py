"""View ▸ Show Odds on the wall: the chance to reach each hold with the roll the player
points at (a roll button under the mouse or the keyboard focus), written on the holds
in per cent (the figure alone: "100%" would not fit a square at a readable size; the
turn panel says what the figures are).

The figures come from :func:`climbdesk.games.wall.odds.roll_odds` over the viewer's
own view, worked out once per roll and position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from climbdesk.games.wall.actions import Roll
from climbdesk.games.wall.odds import RollOdds, roll_odds
from climbdesk.games.wall.paths import TOP
from climbdesk.ui.boards.drawing import bold_font, ink_on
from climbdesk.ui.boards.wall.layout import CELL
from climbdesk.ui.boards.wall.overlay import Overlay

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene


def pointed_roll(scene: WallBoardScene) -> Roll | None:
    """The roll whose odds are shown: the pointed-at dice with the toggles as set."""
    turn = scene.turn
    if not turn.show_odds or not turn.odds_dice or not scene.accepts_input():
        return None
    return turn.roll_for(turn.odds_dice)


#: The figures' height on screen that stays readable, and the most a square holds.
READABLE_PIXELS = 11.0
LARGEST = 0.5 * CELL


def figure_pixels(zoom: float) -> float:
    """The figures' font height in scene units at the view's ``zoom``: readable on screen
    where the square leaves room (fitting a 1280×800 window shrinks the wall to about
    two thirds, and a fixed 9 became 6 pixels nobody could read), never wider than the
    square but by a pixel or two for "100"."""
    return min(LARGEST, max(9.0, READABLE_PIXELS / zoom if zoom > 0 else 9.0))


class OddsItem(Overlay):
    """Percentages on the holds the pointed-at roll may reach."""

    def __init__(self, scene: WallBoardScene) -> None:
        super().__init__(scene, 5)
        self._cache: tuple[object, RollOdds | None] = (None, None)
        #: How many figures the last paint wrote (for the tests).
        self.shown = 0

    def odds(self) -> RollOdds | None:
        state, roll = self.board.state, pointed_roll(self.board)
        if state is None or roll is None:
            return None
        key = (id(state), roll)
        if self._cache[0] != key:
            self._cache = (key, roll_odds(state, roll))
        return self._cache[1]

    def forget(self) -> None:
        """A new position: the figures of the old one are no longer true."""
        self._cache = (None, None)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.shown = 0
        odds, layout = self.odds(), self.board.layout
        if odds is None or layout is None:
            return
        back = QColor(self.board.theme.text)
        ink = ink_on(back)
        size = figure_pixels(QStyleOptionGraphicsItem.levelOfDetailFromTransform(
            painter.worldTransform()))
        painter.setFont(bold_font(painter, size))
        metrics = QFontMetricsF(painter.font())
        for end, chance in odds.reach.items():
            if end == TOP:
                rect = layout.top_spot()
            elif isinstance(end, tuple):
                rect = layout.square(*end)
            else:  # pragma: no cover - a destination is a square or the top
                continue
            text = str(round(float(chance) * 100))
            wide = max(CELL - 2, metrics.horizontalAdvance(text) + 2)  # "100" a bit over
            box = QRectF(rect.center().x() - wide / 2, rect.top() + 1, wide, size + 3)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(back)
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(QPen(ink))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            self.shown += 1


__all__ = ["OddsItem", "pointed_roll"]
