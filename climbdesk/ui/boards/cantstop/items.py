"""Painting for the Can't Stop board: markers, dice, the column board, chips and buttons.

Kept apart from :mod:`climbdesk.ui.boards.cantstop.scene` so the scene module is only
about state and input.  Every item here is a plain painter: the scene sets
attributes and calls ``update()``; no item accepts mouse buttons, because the
scene hit-tests by geometry (one place decides what a click means).

Why the markers look the way they do:

* Base camps carry the seat's colour *and* a shape (circle, square, diamond,
  hexagon), so players are told apart without relying on hue.
* The three neutral climbers are white triangles with a heavy outline, a shape
  no seat uses, so "this turn's progress" never reads as a camp.  The spaces a
  climber gained this turn are tinted, which shows what a bust would cost.
* Several camps on one space shrink and spread out so every one stays visible.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from climbdesk.games.cantstop.engine import LENGTH
from climbdesk.ui.boards import common
from climbdesk.ui.boards.cantstop.colours import CantStopColours
from climbdesk.ui.boards.drawing import bold_font, ink_on, with_alpha
from climbdesk.ui.boards.pictures import Context, Copies, plain_font
from climbdesk.ui.theme import BoardTheme

# ----- geometry (scene units) -----------------------------------------------------------
BOARD = QRectF(8.0, 8.0, 656.0, 664.0)
COL_PITCH = 56.0
COL_X0 = 60.0            # centre of column 2
ROW_PITCH = 40.0
SPACE_W = 48.0
SPACE_H = 33.0
BASE_Y = 606.0           # bottom edge of the first space
NUMBER_Y = 634.0         # centre of the column-number discs
NUMBER_R = 19.0
CTRL = QRectF(684.0, 8.0, 300.0, 664.0)
SCENE = QRectF(0.0, 0.0, 992.0, 680.0)
DIE = 58.0
DIE_GAP = 14.0
TRAY = QRectF(CTRL.left(), 62.0, CTRL.width(), 120.0)
CHIP_TOP = 198.0
CHIP_H = 56.0
CHIP_GAP = 10.0
SUB_W = 44.0
SUB_GAP = 28.0           # room for "or" between the two sum buttons
SUB_H = 40.0
BUTTON_TOP = 404.0
BUTTON_H = 84.0
BUTTON_W = 144.0

Z_BOARD, Z_TRAY, Z_CHIP, Z_BUTTON, Z_OVERLAY = 0.0, 5.0, 6.0, 6.0, 100.0
#: The announcement's banner is centred at this height, 40 above the board's middle; the
#: band it takes (up to 112 high, with its pen and shadow, which reaches 6 lower):
BANNER_Y = BOARD.center().y() - 40
BANNER = QRectF(BOARD.left(), BANNER_Y - 60, BOARD.width(), 124)


def column_x(col: int) -> float:
    return COL_X0 + (col - 2) * COL_PITCH


def space_center(col: int, height: int) -> QPointF:
    """Centre of space ``height`` (1 = bottom) of column ``col``."""
    return QPointF(column_x(col), BASE_Y - (height - 0.5) * ROW_PITCH)


def space_rect(col: int, height: int) -> QRectF:
    c = space_center(col, height)
    return QRectF(c.x() - SPACE_W / 2, c.y() - SPACE_H / 2, SPACE_W, SPACE_H)


def column_rect(col: int) -> QRectF:
    """The groove of a column, from its first space to its top one."""
    top = space_rect(col, LENGTH[col])
    bottom = space_rect(col, 1)
    return QRectF(top.left() - 4, top.top() - 4, SPACE_W + 8, bottom.bottom() - top.top() + 8)


def die_rect(i: int) -> QRectF:
    span = 4 * DIE + 3 * DIE_GAP
    x = TRAY.center().x() - span / 2 + i * (DIE + DIE_GAP)
    return QRectF(x, TRAY.center().y() - DIE / 2, DIE, DIE)


def chip_rect(index: int) -> QRectF:
    return QRectF(CTRL.left(), CHIP_TOP + index * (CHIP_H + CHIP_GAP), CTRL.width(), CHIP_H)


def sub_rect(index: int, which: int) -> QRectF:
    """The small "take only this sum" button ``which`` (0 left, 1 right) of a chip."""
    chip = chip_rect(index)
    right = chip.right() - 8 - (1 - which) * (SUB_W + SUB_GAP)
    return QRectF(right - SUB_W, chip.center().y() - SUB_H / 2, SUB_W, SUB_H)


def roll_rect() -> QRectF:
    return QRectF(CTRL.left(), BUTTON_TOP, BUTTON_W, BUTTON_H)


def stop_rect() -> QRectF:
    return QRectF(CTRL.right() - BUTTON_W, BUTTON_TOP, BUTTON_W, BUTTON_H)


def odds_rect() -> QRectF:
    r = roll_rect()
    return QRectF(r.left() - 6, r.bottom() + 4, r.width() + 12, 34)


# ----- colours --------------------------------------------------------------------------
class Palette:
    """QColor versions of the theme for up to four seats, computed once per theme."""

    def __init__(self, theme: BoardTheme) -> None:
        self.theme = theme
        n = len(theme.pieces)
        # Seats 0/1 of the default palette are Stairs' light/dark wood; both work as camps.
        self.piece = [QColor(theme.pieces[i % n]) for i in range(4)]
        self.outline = [QColor(theme.piece_outline[i % len(theme.piece_outline)])
                        for i in range(4)]
        self.piece_text = [QColor(theme.piece_text[i % len(theme.piece_text)])
                           for i in range(4)]
        self.text = QColor(theme.text)
        self.board = QColor(theme.board)
        self.line = QColor(theme.board_line)
        self.space = QColor(theme.square_a)
        self.highlight = QColor(theme.highlight)
        self.selection = QColor(theme.selection)
        self.danger = QColor(theme.danger)

    def muted(self, alpha: float = 0.38) -> QColor:
        return with_alpha(self.text, alpha)


# ----- markers --------------------------------------------------------------------------
def seat_shape(seat: int, centre: QPointF, size: float) -> QPolygonF | None:
    """Outline of a seat's camp marker; None means a circle (seat 0)."""
    r = size / 2
    x, y = centre.x(), centre.y()
    kind = seat % 4
    if kind == 0:
        return None
    if kind == 1:  # square
        s = r * 0.86
        return QPolygonF([QPointF(x - s, y - s), QPointF(x + s, y - s),
                          QPointF(x + s, y + s), QPointF(x - s, y + s)])
    if kind == 2:  # diamond
        s = r * 1.12
        return QPolygonF([QPointF(x, y - s), QPointF(x + s, y), QPointF(x, y + s),
                          QPointF(x - s, y)])
    pts = [QPointF(x + r * math.cos(math.pi / 6 + k * math.pi / 3),
                   y + r * math.sin(math.pi / 6 + k * math.pi / 3)) for k in range(6)]
    return QPolygonF(pts)  # hexagon


def paint_camp(painter: QPainter, pal: Palette, seat: int, centre: QPointF, size: float,
               *, alpha: float = 1.0) -> None:
    """A base camp: seat colour in the seat's shape, with a small inner mark."""
    base = with_alpha(pal.piece[seat], alpha)
    grad = QLinearGradient(centre.x(), centre.y() - size / 2, centre.x(), centre.y() + size / 2)
    grad.setColorAt(0.0, with_alpha(base.lighter(118), alpha))
    grad.setColorAt(1.0, with_alpha(base.darker(112), alpha))
    painter.setPen(QPen(with_alpha(pal.outline[seat], alpha), max(1.2, size * 0.08),
                        Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(QBrush(grad))
    shape = seat_shape(seat, centre, size)
    if shape is None:
        painter.drawEllipse(centre, size / 2, size / 2)
    else:
        painter.drawPolygon(shape)
    if size >= 14:
        # A dot in the text colour of the seat: a second cue that survives greyscale.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(pal.piece_text[seat], 0.85 * alpha))
        painter.drawEllipse(centre, size * 0.11, size * 0.11)


def climber_polygon(centre: QPointF, size: float) -> QPolygonF:
    h = size * 0.95
    w = size * 0.62
    x, y = centre.x(), centre.y() + h * 0.08
    return QPolygonF([QPointF(x, y - h / 2), QPointF(x + w, y + h / 2),
                      QPointF(x - w, y + h / 2)])


def paint_climber(painter: QPainter, pal: Palette, centre: QPointF, size: float,
                  *, ghost: bool = False, colour: QColor | None = None) -> None:
    """A neutral climber: a white peak.  ``ghost``: a dashed preview of where it would go."""
    theme = pal.theme
    own = CantStopColours.of(theme)
    poly = climber_polygon(centre, size)
    if ghost:
        ring = colour or pal.selection
        painter.setPen(QPen(ring, 2.4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(with_alpha(own.climber, 0.55))
        painter.drawPolygon(poly)
        return
    shadow = QPolygonF([poly.at(k) + QPointF(2.0, 2.5) for k in range(poly.count())])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(theme.shadow))
    painter.drawPolygon(shadow)
    top = poly.at(0)
    grad = QLinearGradient(top.x() - size / 2, top.y(), top.x() + size / 2, top.y() + size)
    white = QColor(own.climber)
    grad.setColorAt(0.0, white)
    grad.setColorAt(1.0, white.darker(116))
    painter.setPen(QPen(QColor(own.climber_outline), max(1.6, size * 0.09),
                        Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(QBrush(grad))
    painter.drawPolygon(poly)
    # A snow-line notch: reads as a mountain peak, the game's climbing picture.
    mid_y = top.y() + (poly.at(1).y() - top.y()) * 0.42
    half = (poly.at(1).x() - poly.at(2).x()) * 0.21
    painter.setPen(QPen(QColor(own.climber_outline), max(1.0, size * 0.05)))
    painter.drawPolyline(QPolygonF([QPointF(top.x() - half, mid_y),
                                    QPointF(top.x() - half / 3, mid_y + half * 0.6),
                                    QPointF(top.x() + half / 3, mid_y),
                                    QPointF(top.x() + half, mid_y + half * 0.6)]))


def camp_slots(count: int, centre: QPointF) -> tuple[list[QPointF], float]:
    """Where ``count`` markers sit on one space, and their size: all stay visible."""
    x, y = centre.x(), centre.y()
    if count <= 1:
        return [centre], 24.0
    if count == 2:
        return [QPointF(x - 11, y), QPointF(x + 11, y)], 19.0
    slots = [QPointF(x - 11, y - 7.5), QPointF(x + 11, y - 7.5),
             QPointF(x - 11, y + 7.5), QPointF(x + 11, y + 7.5)]
    return slots[:count], 15.0


# ----- dice -----------------------------------------------------------------------------
_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
         5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def paint_die(painter: QPainter, pal: Palette, rect: QRectF, value: int, *,
              alpha: float = 1.0, ring: QColor | None = None, tag: str = "") -> None:
    """A white die with pips; ``value`` 0 draws an empty slot.  ``ring``: selection halo."""
    theme = pal.theme
    own = CantStopColours.of(theme)
    if value == 0:
        painter.setPen(QPen(with_alpha(own.die, 0.35), 2.0, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 10, 10)
        return
    if ring is not None:
        painter.setPen(QPen(ring, 5.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 14, 14)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(QColor(theme.shadow), alpha))
    painter.drawRoundedRect(rect.translated(2.5, 3.5), 11, 11)
    face = QColor(own.die)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, with_alpha(face.lighter(104), alpha))
    grad.setColorAt(1.0, with_alpha(face.darker(110), alpha))
    painter.setPen(QPen(with_alpha(QColor(own.die_pip).lighter(160), alpha), 1.2))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, 11, 11)
    pip = with_alpha(own.die_pip, alpha)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pip)
    step = rect.width() * 0.26
    r = rect.width() * 0.085
    c = rect.center()
    for dx, dy in _PIPS.get(value, []):
        painter.drawEllipse(QPointF(c.x() + dx * step, c.y() + dy * step), r, r)
    if tag:
        # A small letter under a paired die shows which pair it belongs to.
        font = QFont(painter.font())
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(own.die))
        painter.drawText(QRectF(rect.left(), rect.bottom() + 2, rect.width(), 18),
                         Qt.AlignmentFlag.AlignCenter, tag)


#: The painter the last die was copied through (its scale, ratio, font and hints): the
#: painter the dice are painted ahead with (see :mod:`climbdesk.ui.boards.ahead`).
shown: list[Context | None] = [None]


def paint_die_kept(painter: QPainter, pal: Palette, rect: QRectF, value: int, *,
                   ring: QColor | None = None, tag: str = "") -> None:
    """:func:`paint_die` from a kept picture, its centre on the nearest whole pixel.

    Why: the four dice were kept per slot, so a face was a new picture in each slot
    (a game's first moves met about two new dice pictures every three moves, 0.4–0.7
    ms each); on whole pixels one picture of a look serves every slot (a die moves by
    half a pixel at most) and the six faces can be painted ahead (dice9).  A painter
    that turns (the dice tumbling) paints the die in place."""
    copies = Copies(painter, plain_font(painter))
    origin = copies.on_pixel(rect.center())
    if origin is None or rect.width() != DIE:
        paint_die(painter, pal, rect, value, ring=ring, tag=tag)
        return
    shown[0] = copies.context
    look = ("cantstop-die-at", value, tag, ring.rgba() if ring is not None else None, pal.theme)
    placed = copies.place(look, _DIE_BOX, lambda p: paint_die(p, pal, _DIE_AT, value, ring=ring,
                                                               tag=tag), origin=origin)
    if placed is not None:
        copies.copy(*placed)
    copies.end()


_DIE_AT = QRectF(-DIE / 2, -DIE / 2, DIE, DIE)
#: What a die centred on the origin paints: its ring and shadow, its pair's tag below.
_DIE_BOX = _DIE_AT.adjusted(-9, -9, 9, 22)


class OverlayItem(common.OverlayItem):
    """The big transient announcement ("Bust!", "Column 7 won!") over the columns."""

    def __init__(self, scene_palette: Palette) -> None:
        super().__init__(BANNER, Z_OVERLAY)
        self.pal = scene_palette
        self.lost: list[QPointF] = []   # climbers a bust just took back

    def set_lost(self, lost: list[QPointF]) -> None:
        """The climbers a bust took back, crossed out where they stood.  The item covers
        the banner's band and these alone: showing, fading and every repaint under it
        then cover that, not the whole board (issue 17)."""
        rect = QRectF(BANNER)
        for p in lost:
            rect = rect.united(QRectF(p.x() - 24, p.y() - 24, 48, 48))
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.lost = list(lost)

    def clear(self) -> None:
        super().clear()
        self.lost = []

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        pal = self.pal
        # The climbers a bust cost, crossed out where they stood.
        for p in self.lost:
            paint_climber(painter, pal, p, 28.0, ghost=True, colour=pal.danger)
            painter.setPen(QPen(pal.danger, 4.0, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(p + QPointF(-11, -11), p + QPointF(11, 11))
            painter.drawLine(p + QPointF(11, -11), p + QPointF(-11, 11))
        font = bold_font(painter, 64 if len(self.text) < 10 else 50)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        width = metrics.horizontalAdvance(self.text) + 70
        box = QRectF(0, 0, min(width, BOARD.width() - 20), 112)
        box.moveCenter(QPointF(BOARD.center().x(), BANNER_Y))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(pal.theme.shadow))
        painter.drawRoundedRect(box.translated(4, 6), 26, 26)
        fill = QColor(self.colour)
        painter.setBrush(fill)
        painter.setPen(QPen(fill.darker(150), 3.0))
        painter.drawRoundedRect(box, 26, 26)
        painter.setPen(ink_on(fill))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)


