"""Drawing the Can't Stop position: the column board and the control column.

The scene owns the state and the input; this module only reads them and paints.
Split out so neither file grows past a screenful of concerns.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPolygonF

from climbdesk.games.cantstop.engine import LENGTH, CantStopState
from climbdesk.ui.boards.cantstop.items import (
    BOARD,
    NUMBER_R,
    NUMBER_Y,
    Palette,
    camp_slots,
    column_rect,
    column_x,
    paint_camp,
    paint_climber,
    space_center,
    space_rect,
)
from climbdesk.ui.boards.drawing import bold_font, ink_on, with_alpha
from climbdesk.ui.boards.pictures import Copies, draw_cached

if TYPE_CHECKING:
    from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

CLIMBER = 27.0
_ORIGIN = QPointF(0.0, 0.0)


def _box(size: float) -> QRectF:
    """What a camp or climber of ``size`` paints around its centre (pen, shadow and
    antialiasing included, with room to spare)."""
    return QRectF(-size, -size, 2 * size, 2 * size)


def _put(copies: Copies, key: tuple[object, ...], size: float,
         paint: Callable[[QPainter], None], centre: QPointF) -> None:
    """A marker (painted around the origin) centred on the whole device pixel nearest
    ``centre``: one kept picture of it serves every space, as Climb On!'s dice do; at a
    space's exact sub-pixel offset each space was a picture of its own, and a kept
    picture that misses costs more than painting (paint8)."""
    origin = copies.on_pixel(centre)
    if origin is None:  # a painter that turns: as it is
        copies.draw(key, _box(size), paint, at=centre)
        return
    placed = copies.place(key, _box(size), paint, origin=origin)
    if placed is not None:
        copies.copy(*placed)


class BoardPainter:
    """Paints the scene's state; one instance per scene."""

    def __init__(self, scene: CantStopBoardScene) -> None:
        self.scene = scene
        self.ghosts: list[tuple[int, int]] = []  # as of the last redraw

    @property
    def pal(self) -> Palette:
        return self.scene.palette_

    # ----- the column board -----------------------------------------------------------
    # ----- the column board: the wood and eleven columns, each a part of its own ------
    def refresh_ghosts(self) -> None:
        """Work out the hovered choice's ghosts once per redraw (a clone each)."""
        self.ghosts = self._ghosts()

    def wood_look(self) -> tuple[object, ...]:
        """Everything :meth:`paint_wood` draws from: the theme and the two texts."""
        state = self.scene.state
        title = QCoreApplication.translate("games", "Can't Stop")
        if state is None:
            return (self.pal.theme, title)
        return (self.pal.theme, title,
                QCoreApplication.translate("CantStopBoard", "First to win %1 columns"),
                state.target)

    def paint_wood(self, painter: QPainter) -> None:
        """The board under the columns, with the game's name and goal."""
        pal = self.pal
        wood = pal.board
        grad = QLinearGradient(BOARD.topLeft(), BOARD.bottomLeft())
        grad.setColorAt(0.0, wood.lighter(108))
        grad.setColorAt(1.0, wood.darker(108))
        painter.setPen(QPen(pal.line, 2.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(BOARD, 16, 16)
        self._paint_title(painter, self.scene.state)

    def column_look(self, col: int) -> tuple[object, ...] | None:
        """Everything :meth:`paint_column` draws from, or None while its climber moves.

        Why: a move changes one to three columns; the board used to be repainted
        whole (about 8 ms) for every position, a roll included.
        """
        scene = self.scene
        if col in scene._climb_from:
            return None
        state = scene.state
        ghosts = tuple(h for c, h in self.ghosts if c == col)
        if state is None:
            return (self.pal.theme, ghosts)
        mover = state.to_move if not state.is_terminal() else -1
        climber = state.climbers.get(col)
        # The mover's camp matters only under a climber (the ground gained this turn):
        # otherwise a new turn would repaint every column whose camps differ.
        gained_from = state.camps[mover][col] if mover >= 0 and climber is not None else 0
        return (self.pal.theme, state.won[col], gained_from, climber,
                tuple(camps[col] for camps in state.camps), ghosts)

    def paint_column(self, painter: QPainter, col: int) -> None:
        """One column with its camps, climber and ghosts (nothing reaches the next one)."""
        state = self.scene.state
        ghosts = [h for c, h in self.ghosts if c == col]
        self._paint_column(painter, col, state, bool(ghosts))
        if state is None:
            return
        self._paint_markers(painter, col, state)
        for h in ghosts:
            paint_climber(painter, self.pal, space_center(col, h), CLIMBER, ghost=True)

    @staticmethod
    def column_area(col: int) -> QRectF:
        """Where column ``col`` paints: its picture (flag, number) and its markers."""
        groove = column_rect(col)
        top = groove.top() - 62
        return QRectF(column_x(col) - 36, top, 72, NUMBER_Y + NUMBER_R + 4 - top)

    def _paint_title(self, painter: QPainter, state: CantStopState | None) -> None:
        """The game's name and goal, engraved in the board's empty upper corners."""
        pal = self.pal
        painter.setPen(with_alpha(pal.line, 0.55))
        # The title as the start page and menus show it (キャントストップ in Japanese),
        # shrunk to fit its corner.
        title = QCoreApplication.translate("games", "Can't Stop")
        size = 30.0
        painter.setFont(bold_font(painter, size))
        while size > 16 and painter.fontMetrics().horizontalAdvance(title) > 240:
            size -= 1
            painter.setFont(bold_font(painter, size))
        painter.drawText(QRectF(BOARD.left() + 22, BOARD.top() + 16, 240, 40),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        if state is not None:
            painter.setFont(bold_font(painter, 16, bold=False))
            goal = QCoreApplication.translate("CantStopBoard", "First to win %1 columns")
            goal = goal.replace("%1", str(state.target))
            painter.drawText(QRectF(BOARD.right() - 262, BOARD.top() + 16, 240, 40),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, goal)

    def _paint_column(self, painter: QPainter, col: int, state: CantStopState | None,
                      hot: bool) -> None:
        """One column (groove, spaces, flag, number) from the picture cache, then the
        ground its climber gained this turn, tinted on top: the picture depends only on
        who won the column and whether a ghost points at it, so it is nearly always
        kept, while repainting a column's dozen rounded spaces cost about 1 ms."""
        winner = state.won[col] if state is not None else -1
        key = ("cantstop-column", col, winner, hot, self.pal.theme)
        draw_cached(painter, key, self.column_area(col),
                    lambda p: self._paint_column_now(p, col, winner, hot))
        if state is None or winner >= 0:
            return
        mover = state.to_move if not state.is_terminal() else -1
        climber = state.climbers.get(col, 0)
        camp = state.camps[mover][col] if mover >= 0 else 0
        pal = self.pal
        for h in range(camp + 1, climber + 1):
            # Ground gained this turn: lost on a bust, banked on a stop.
            rect = space_rect(col, h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(with_alpha(pal.highlight, 0.42 if h == climber else 0.24))
            painter.drawRoundedRect(rect, 8, 8)
            if h == LENGTH[col]:
                self._paint_summit_rim(painter, rect)

    def _paint_summit_rim(self, painter: QPainter, rect: QRectF) -> None:
        """The summit's double rim, since stopping there wins the column."""
        painter.setPen(QPen(self.pal.line, 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), 6, 6)

    def _paint_column_now(self, painter: QPainter, col: int, winner: int, hot: bool) -> None:
        pal = self.pal
        groove = column_rect(col)
        painter.setPen(Qt.PenStyle.NoPen)
        if winner >= 0:
            painter.setBrush(with_alpha(pal.piece[winner], 0.85))
            painter.setPen(QPen(pal.outline[winner], 2.0))
        else:
            painter.setBrush(with_alpha(pal.line, 0.28))
        painter.drawRoundedRect(groove, 12, 12)
        for h in range(1, LENGTH[col] + 1):
            rect = space_rect(col, h)
            base = QColor(pal.space)
            if winner >= 0:
                base = with_alpha(pal.piece[winner].lighter(125), 0.55)
            painter.setPen(QPen(pal.line, 1.2))
            painter.setBrush(base)
            painter.drawRoundedRect(rect, 8, 8)
            if h == LENGTH[col] and winner < 0:
                self._paint_summit_rim(painter, rect)
        if winner >= 0:
            self._paint_flag(painter, col, winner)
        # Column number on a disc below the column.
        centre = QPointF(column_x(col), NUMBER_Y)
        fill = pal.piece[winner] if winner >= 0 else pal.line
        if hot:
            fill = pal.selection
        painter.setPen(QPen(fill.darker(140), 1.5))
        painter.setBrush(fill)
        painter.drawEllipse(centre, NUMBER_R, NUMBER_R)
        painter.setFont(bold_font(painter, 20))
        painter.setPen(ink_on(fill))
        painter.drawText(QRectF(centre.x() - NUMBER_R, centre.y() - NUMBER_R, 2 * NUMBER_R,
                                2 * NUMBER_R), Qt.AlignmentFlag.AlignCenter, str(col))

    def _paint_flag(self, painter: QPainter, col: int, seat: int) -> None:
        """A pennant above a won column, in the winner's colour and shape."""
        pal = self.pal
        top = space_rect(col, LENGTH[col]).top() - 4
        x = column_x(col) - 14
        painter.setPen(QPen(pal.line.darker(130), 2.6, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(x, top), QPointF(x, top - 44))
        flag = QPolygonF([QPointF(x, top - 44), QPointF(x + 34, top - 34),
                          QPointF(x, top - 22)])
        painter.setPen(QPen(pal.outline[seat], 1.6))
        painter.setBrush(pal.piece[seat])
        painter.drawPolygon(flag)
        paint_camp(painter, pal, seat, QPointF(column_x(col), space_center(col, LENGTH[col]).y()),
                   24.0)

    def _paint_markers(self, painter: QPainter, col: int, state: CantStopState) -> None:
        """The camps and the climber on a column, each a kept picture of its look at its
        place (a column repaints for its climber, and the camps standing there are
        copies: painting them was most of a column's repaint, paint8); a climber on its
        way up is painted directly, at a new place every frame."""
        pal = self.pal
        scene = self.scene
        if state.won[col] >= 0:
            return
        theme = pal.theme
        copies = Copies(painter)
        climber_h = state.climbers.get(col)
        for h in range(1, LENGTH[col] + 1):
            seats = [s for s in range(state.players) if state.camps[s][col] == h]
            centre = space_center(col, h)
            if not seats:
                continue
            if climber_h == h and col not in scene._climb_from:
                # Camps move aside to the corners so the climber can stand in the middle.
                slots = [QPointF(centre.x() + dx, centre.y() + dy)
                         for dx, dy in ((-17, -9), (17, -9), (-17, 9), (17, 9))][:len(seats)]
                size = 12.0
            else:
                slots, size = camp_slots(len(seats), centre)
            for seat, p in zip(seats, slots, strict=False):
                _put(copies, ("cantstop-camp", seat, size, theme), size,
                     partial(paint_camp, pal=pal, seat=seat, centre=_ORIGIN, size=size), p)
        if climber_h is not None:
            shown = float(climber_h)
            if col in scene._climb_from:
                start = scene._climb_from[col]
                shown = start + (climber_h - start) * scene._climb_f
                y = space_center(col, 1).y() - (shown - 1) * (space_center(col, 1).y()
                                                          - space_center(col, 2).y())
                copies.direct(partial(paint_climber, pal=pal, centre=QPointF(column_x(col), y),
                                      size=CLIMBER))
            else:
                _put(copies, ("cantstop-climber", theme), CLIMBER,
                     partial(paint_climber, pal=pal, centre=_ORIGIN, size=CLIMBER),
                     space_center(col, climber_h))
        copies.end()

    def _ghosts(self) -> list[tuple[int, int]]:
        """Where the previewed choices would put climbers: (column, height)."""
        state = self.scene.state
        if state is None:
            return []
        out: list[tuple[int, int]] = []
        for action in self.scene.preview():
            after = state.child(action)
            assert isinstance(after, CantStopState)
            for col, h in after.climbers.items():
                if state.climbers.get(col) != h and (col, h) not in out:
                    out.append((col, h))
        return out


__all__ = ["BoardPainter"]
