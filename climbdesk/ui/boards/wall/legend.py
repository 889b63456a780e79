"""The wall board's legend (key L): each mark painted as on the board, with a sentence.

Holds are painted by :mod:`holds`, the board's own function, so their shapes here are
the wall's; the faint entry shows both other colours, each in its shape.

The marks come from the same colours as the painting, so the legend cannot drift from
the wall; the hold entry uses the game's own colour, since only that colour is climbed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from climbdesk.ui.boards.drawing import with_alpha
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.wall import colours
from climbdesk.ui.boards.wall.holds import SHAPES, paint_hold
from climbdesk.ui.theme import BoardTheme


def _hold(colour: str, strong: bool) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, tile: QRectF) -> None:
        paint_hold(p, colour, tile.center(), tile.height() * (0.3 if strong else 0.22), strong)
    return paint


def _faint(colour: str) -> Callable[[QPainter, QRectF], None]:
    """The two other colours side by side, each in its own shape."""
    others = [c for c in SHAPES if c != colour]

    def paint(p: QPainter, tile: QRectF) -> None:
        r, c = tile.height() * 0.22, tile.center()
        for i, other in enumerate(others):
            paint_hold(p, other, QPointF(c.x() + (i - 0.5) * 3 * r, c.y()), r, False)
    return paint


def _stripe(p: QPainter, tile: QRectF) -> None:
    p.fillRect(tile.adjusted(8, 4, -8, -4), QBrush(QColor(colours.STRIPE),
                                                   Qt.BrushStyle.BDiagPattern))


def _frame(p: QPainter, tile: QRectF) -> None:
    p.setPen(QPen(QColor(colours.RED_FRAME), 3.5))
    p.setBrush(QColor(colours.PANEL))
    p.drawRect(tile.adjusted(9, 4, -9, -4))


def _badge(p: QPainter, tile: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(colours.BADGE_OVERHANG))
    p.drawRoundedRect(QRectF(tile.left() + 4, tile.top() + 8, 16, 14), 3, 3)
    p.setBrush(QColor(colours.BADGE_HARD))
    p.drawRoundedRect(QRectF(tile.right() - 20, tile.top() + 8, 16, 14), 3, 3)


def _goal(theme: BoardTheme) -> Callable[[QPainter, QRectF], None]:
    line = QColor(colours.goal_colour(theme.dark))

    def paint(p: QPainter, tile: QRectF) -> None:
        p.fillRect(tile.adjusted(2, tile.height() / 2, -2, -2), with_alpha(line, 0.22))
        p.setPen(QPen(line, 2, Qt.PenStyle.DashDotLine))
        y = tile.center().y()
        p.drawLine(QPointF(tile.left() + 2, y), QPointF(tile.right() - 2, y))
    return paint


def _ceiling(p: QPainter, tile: QRectF) -> None:
    p.fillRect(tile.adjusted(2, 4, -2, -4), QBrush(QColor(colours.CEILING),
                                                   Qt.BrushStyle.DiagCrossPattern))


def _clip(pieces: tuple[str, ...]) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, tile: QRectF) -> None:
        _clip_mark(p, tile, colours.seat_colour(pieces, 0))
    return paint


def _clip_mark(p: QPainter, tile: QRectF, tint: str) -> None:
    c = tile.center()
    p.setPen(QPen(QColor(colours.ROPE), 2))
    p.drawLine(QPointF(tile.left() + 10, c.y() + 6), QPointF(tile.right() - 10, c.y() - 6))
    p.setPen(QPen(QColor(colours.PIECE_RIM), 1.5))
    p.setBrush(QColor(tint))
    p.drawRect(QRectF(tile.left() + 5, c.y() + 1, 10, 10))


def _target(theme: BoardTheme) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, tile: QRectF) -> None:
        live = QColor(theme.highlight)
        p.setPen(QPen(live, 3))
        p.setBrush(with_alpha(live, 0.18))
        p.drawRoundedRect(tile.adjusted(10, 5, -10, -5), 4, 4)
    return paint


def _ghost(ok: bool) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, tile: QRectF) -> None:
        tint = QColor(colours.GHOST_OK if ok else colours.GHOST_BAD)
        p.setPen(QPen(tint, 2.5))
        p.setBrush(with_alpha(tint, 0.3))
        p.drawRect(tile.adjusted(10, 4, -10, -4))
    return paint


def legend(colour: str, theme: BoardTheme) -> list[LegendEntry]:
    """The entries, translated now; ``colour`` is the game's hold colour."""
    return [
        LegendEntry(_hold(colour, True), QCoreApplication.translate("WallBoard", "A hold of this game's colour: you climb on these")),  # noqa: E501
        LegendEntry(_faint(colour),
                    QCoreApplication.translate("WallBoard", "Faint holds: the other colours, not climbed in this game (red circles, blue squares, yellow triangles)")),  # noqa: E501
        LegendEntry(_stripe, QCoreApplication.translate("WallBoard", "Stripes: a square no climber may enter")),  # noqa: E501
        LegendEntry(_frame, QCoreApplication.translate("WallBoard", "Red frame: this panel may be stacked on another panel")),  # noqa: E501
        LegendEntry(_badge, QCoreApplication.translate("WallBoard", "+2 / +4 badge: an overhang or hard panel (extra move points, award card)")),  # noqa: E501
        LegendEntry(_goal(theme), QCoreApplication.translate("WallBoard", "The goal line and band: a panel reaching it is a top panel")),  # noqa: E501
        LegendEntry(_ceiling, QCoreApplication.translate("WallBoard", "No panel may reach into the hatched band")),  # noqa: E501
        LegendEntry(_clip(theme.pieces), QCoreApplication.translate("WallBoard", "A clip marker, roped to its climber: a fall stops here")),  # noqa: E501
        LegendEntry(_target(theme), QCoreApplication.translate("WallBoard", "What you may pick or where it may go now")),  # noqa: E501
        LegendEntry(_ghost(True), QCoreApplication.translate("WallBoard", "The picked panel fits here (green)")),  # noqa: E501
        LegendEntry(_ghost(False), QCoreApplication.translate("WallBoard", "The picked panel cannot go here (red; the reason is written beside it)")),  # noqa: E501
    ]
