"""The Stairs board: a 6×6 grid of stacks seen in a slight three-quarter view.

Why it is drawn the way it is:

* Every stack is a pile of discs seen from slightly above, so the coloured rim of
  each disc stays visible; a player reads both the height and who is buried
  where without hovering.  The height is also printed on the top disc, because
  comparing heights is what the whole game is about.
* Disc thickness shrinks for tall stacks so a stack never leaves its square;
  that keeps hit-testing a plain "which square is under the mouse" question and
  means no stack hides a neighbour.
* The lowest-piece rule is the rule new players trip over, so the board shows
  it: pieces that may move now get a halo, pieces that could step but are held
  back by the rule get a dashed ring (and a tooltip), and trying to pick one of
  those makes the allowed pieces pulse.
* The scene holds no rules.  It only offers moves found in
  ``state.legal_actions()`` and emits them; the controller applies them.

Scene units: a square is 100 units wide; the frame carries the coordinates.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.stairs.engine import FILES, SIZE, SQUARES, Move, StairsState
from climbdesk.ui.boards import register_board
from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.theme import BoardTheme

SQ = 100.0          # side of one square in scene units
FRAME = 34.0        # wooden frame around the grid; the coordinates live in it
PAD = 8.0           # background margin around the frame inside the scene rect
DISC_RX = 34.0      # horizontal radius of a disc
DISC_RY = 19.0      # vertical radius: the ellipse ratio gives the three-quarter view
BASE_DY = 12.0      # centre of the bottom ellipse of a stack, below the square centre
MAX_RISE = 39.0     # all the discs of a stack together never rise more than this
MAX_THICK = 10.0    # thickness of one disc in a low stack
SELECT_LIFT = 12.0  # how far a picked piece floats above its stack
HALO = 7.0          # pen width of the halo around a stack
BASE_ANIM_MS = 380  # a move's slide at animation speed 1

Z_STACK = 10.0
Z_HINT = 40.0
Z_FLOAT = 50.0


def disc_thickness(height: int) -> float:
    """Thickness of each disc in a stack of ``height``: thinner for tall stacks so it fits."""
    return min(MAX_THICK, MAX_RISE / max(height, 1))


def _luminance(colour: QColor) -> float:
    return 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()


class _Palette:
    """QColor versions of the theme, computed once per theme change."""

    def __init__(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.piece = [QColor(c) for c in theme.pieces[:2]]
        self.outline = [QColor(c) for c in theme.piece_outline[:2]]
        self.piece_text = [QColor(c) for c in theme.piece_text[:2]]
        self.marks = theme.colourblind

    def side(self, colour: int) -> QColor:
        """The rim of a disc: a shade of its face, darker for light pieces."""
        base = self.piece[colour]
        return base.darker(118) if _luminance(base) > 0.35 else base.lighter(135)


def paint_disc(painter: QPainter, pal: _Palette, colour: int, centre_x: float, top_y: float,
               thickness: float, *, top_face: bool) -> None:
    """One disc whose top ellipse is centred at (centre_x, top_y).

    The lower discs of a stack only show their rim, so ``top_face`` is False for
    them; the face is still painted for the top disc and for the floating one.
    """
    rx, ry = DISC_RX, DISC_RY
    bottom_y = top_y + thickness
    body = QPainterPath()
    body.moveTo(centre_x - rx, top_y)
    body.lineTo(centre_x - rx, bottom_y)
    body.arcTo(QRectF(centre_x - rx, bottom_y - ry, 2 * rx, 2 * ry), 180.0, 180.0)
    body.lineTo(centre_x + rx, top_y)
    body.arcTo(QRectF(centre_x - rx, top_y - ry, 2 * rx, 2 * ry), 0.0, -180.0)
    body.closeSubpath()

    side = pal.side(colour)
    grad = QLinearGradient(centre_x - rx, 0, centre_x + rx, 0)
    grad.setColorAt(0.0, side.darker(125))
    grad.setColorAt(0.35, side.lighter(108))
    grad.setColorAt(1.0, side.darker(140))
    outline = pal.outline[colour]
    painter.setPen(QPen(outline, 1.4))
    painter.setBrush(QBrush(grad))
    painter.drawPath(body)

    if pal.marks and colour == 1 and thickness >= 3.0:
        # Colour-blind palette: the dark side's rim carries a dotted band too,
        # so buried dark pieces are told apart by pattern and not only by shade.
        pen = QPen(pal.piece_text[1], 1.6, Qt.PenStyle.DotLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        mid = top_y + thickness / 2
        painter.drawArc(QRectF(centre_x - rx + 1, mid - ry + 1, 2 * rx - 2, 2 * ry - 2),
                        180 * 16 + 200, 180 * 16 - 400)

    if top_face:
        face = QRectF(centre_x - rx, top_y - ry, 2 * rx, 2 * ry)
        base = pal.piece[colour]
        rad = QRadialGradient(centre_x - rx * 0.35, top_y - ry * 0.55, rx * 1.5)
        rad.setColorAt(0.0, base.lighter(118))
        rad.setColorAt(0.6, base)
        rad.setColorAt(1.0, base.darker(112))
        painter.setPen(QPen(outline, 1.4))
        painter.setBrush(QBrush(rad))
        painter.drawEllipse(face)
        # A soft inner bevel makes the face read as a turned wooden disc.
        painter.setPen(QPen(QColor(255, 255, 255, 55), 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(face.adjusted(4, 3, -4, -3), 30 * 16, 120 * 16)
        if pal.marks and colour == 1:
            painter.setPen(QPen(pal.piece_text[1], 2.2))
            painter.drawEllipse(face.adjusted(7, 4.5, -7, -4.5))


class StackItem(QGraphicsObject):
    """One square's stack, with its halo, number and target marker.

    The item knows nothing of rules: the scene tells it what to show through
    plain attributes and calls ``update()``.
    """

    NONE, MOVABLE, BLOCKED, SELECTED = range(4)

    def __init__(self, scene: StairsBoardScene, square: int) -> None:
        super().__init__()
        self.board = scene
        self.square = square
        self.colours: tuple[int, ...] = ()
        self.hidden_top = 0          # discs not painted (being dragged or animated in)
        self.status = StackItem.NONE
        self.target = False
        self.target_hover = False
        self.hover = False
        self.pulse = 0.0             # 0..1, flashes allowed pieces after a wrong pick
        centre = scene.square_center(square)
        self.setPos(centre)
        row = square // SIZE
        self.setZValue(Z_STACK + (SIZE - 1 - row))  # front rows overlap back rows
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles input

    def boundingRect(self) -> QRectF:
        return QRectF(-SQ / 2, -SQ / 2, SQ, SQ)

    def visible_height(self) -> int:
        return max(0, len(self.colours) - self.hidden_top)

    def top_y(self, height: int | None = None) -> float:
        """Y (item coords) of the top face of disc number ``height`` (default: the top one)."""
        h = len(self.colours) if height is None else height
        return BASE_DY - h * disc_thickness(len(self.colours))

    def _silhouette(self, height: int, lift: float = 0.0) -> QPainterPath:
        t = disc_thickness(len(self.colours))
        top = BASE_DY - height * t - lift
        path = QPainterPath()
        path.addEllipse(QRectF(-DISC_RX, top - DISC_RY, 2 * DISC_RX, 2 * DISC_RY))
        path.addRect(QRectF(-DISC_RX, top, 2 * DISC_RX, BASE_DY - top))
        path.addEllipse(QRectF(-DISC_RX, BASE_DY - DISC_RY, 2 * DISC_RX, 2 * DISC_RY))
        return path.simplified()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pal = self.board.palette_
        theme = pal.theme
        h = self.visible_height()
        if h == 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = disc_thickness(len(self.colours))
        # A picked piece is lifted off its stack, so "this one is in my hand" reads at once.
        lift = SELECT_LIFT if self.status == StackItem.SELECTED else 0.0
        silhouette = self._silhouette(h, lift)

        # Drop shadow, offset down-right as if lit from the upper left.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.shadow))
        painter.drawEllipse(QRectF(-DISC_RX + 3, BASE_DY - DISC_RY + 5,
                                   2 * DISC_RX + 2, 2 * DISC_RY + 1))

        # Halo behind the stack: only its outer half shows around the discs.
        halo: QColor | None = None
        width = HALO
        style = Qt.PenStyle.SolidLine
        if self.status == StackItem.SELECTED:
            halo, width = QColor(theme.selection), HALO + 4
        elif self.target:
            halo = QColor(theme.highlight)
            width = HALO + (3 if self.target_hover else 0)
        elif self.status == StackItem.MOVABLE:
            halo = QColor(theme.movable)
            halo.setAlphaF(min(1.0, 0.62 + 0.38 * max(self.pulse, 1.0 if self.hover else 0.0)))
            width = HALO + 5 * self.pulse + (2 if self.hover else 0)
        elif self.status == StackItem.BLOCKED:
            halo = QColor(theme.blocked)
            width, style = 3.6, Qt.PenStyle.DashLine
        if halo is not None:
            pen = QPen(halo, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            if style == Qt.PenStyle.DashLine:
                # A dashed ring a little outside the discs, so it is not half hidden.
                pen.setDashPattern([2.2, 1.6])
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(self._grown(silhouette, 4.0))
            else:
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(silhouette)

        for k in range(h):
            top = BASE_DY - (k + 1) * t
            if k == h - 1 and lift:
                # The face below shows where the lifted disc came from, with its shadow.
                if k > 0:
                    paint_disc(painter, pal, self.colours[k - 1], 0.0, top + t, 0.0,
                               top_face=True)
                shade = QColor(theme.shadow)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(shade)
                painter.drawEllipse(QRectF(-DISC_RX + 4, top + t - DISC_RY + 3,
                                           2 * DISC_RX - 4, 2 * DISC_RY - 2))
                top -= lift
            paint_disc(painter, pal, self.colours[k], 0.0, top, t, top_face=(k == h - 1))

        top = BASE_DY - h * t - lift
        if self.target:
            # A target dot sits on the face, beside the number when there is one.
            colour = QColor(theme.highlight)
            painter.setPen(QPen(colour.darker(150), 1.2))
            painter.setBrush(colour)
            r = 8.5 if self.target_hover else 7.0
            painter.drawEllipse(QPointF(0, top), r, r * 0.8)
            return
        if h >= 2 or self.board.show_single_heights:
            self._paint_number(painter, pal, h, top)

    @staticmethod
    def _grown(path: QPainterPath, by: float) -> QPainterPath:
        """The outline of ``path`` pushed outwards by ``by`` units."""
        rect = path.boundingRect()
        sx = (rect.width() + 2 * by) / rect.width()
        sy = (rect.height() + 2 * by) / rect.height()
        c = rect.center()
        tr = QTransform().translate(c.x(), c.y()).scale(sx, sy).translate(-c.x(), -c.y())
        return tr.map(path)

    def _paint_number(self, painter: QPainter, pal: _Palette, h: int, top: float) -> None:
        colour = self.colours[h - 1]
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(21)
        painter.setFont(font)
        rect = QRectF(-DISC_RX, top - DISC_RY, 2 * DISC_RX, 2 * DISC_RY)
        painter.setPen(pal.piece_text[colour])
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(h))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = False
        self.update()


class FloatingDisc(QGraphicsObject):
    """The disc in the air: dragged by the mouse or sliding during an animation.

    Its position is the centre of its top face, in scene coordinates.
    """

    def __init__(self, scene: StairsBoardScene, colour: int, thickness: float) -> None:
        super().__init__()
        self.board = scene
        self.colour = colour
        self.thickness = thickness
        self.lift = 0.0  # how high above the board it floats; grows the shadow
        self.setZValue(Z_FLOAT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-DISC_RX - 6, -DISC_RY - 4, 2 * DISC_RX + 20,
                      2 * DISC_RY + self.thickness + 40)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shadow = QColor(self.board.palette_.theme.shadow)
        shadow.setAlphaF(shadow.alphaF() * 0.8)
        off = 6 + min(self.lift, 30) * 0.5
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(QRectF(-DISC_RX + off * 0.6, self.thickness - DISC_RY + off,
                                   2 * DISC_RX, 2 * DISC_RY))
        paint_disc(painter, self.board.palette_, self.colour, 0.0, 0.0, self.thickness,
                   top_face=True)


class BoardItem(QGraphicsItem):
    """The wooden board: frame, coordinates, squares, vacated squares, last move."""

    def __init__(self, scene: StairsBoardScene) -> None:
        super().__init__()
        self.board = scene
        self.setZValue(0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.board.frame_rect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scene = self.board
        theme = scene.palette_.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = scene.frame_rect()
        grid = scene.grid_rect()

        # Frame with a gentle vertical sheen.
        wood = QColor(theme.board)
        grad = QLinearGradient(frame.topLeft(), frame.bottomLeft())
        grad.setColorAt(0.0, wood.lighter(110))
        grad.setColorAt(1.0, wood.darker(108))
        painter.setPen(QPen(QColor(theme.board_line), 2.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(frame, 12, 12)

        state = scene.stairs_state()
        last_squares: set[int] = set()
        if state is not None and isinstance(state.last_move, Move):
            last_squares = {state.last_move.src, state.last_move.dst}

        for sq in range(SQUARES):
            rect = scene.square_rect(sq)
            row, col = divmod(sq, SIZE)
            base = QColor(theme.square_a if (row + col) % 2 == 0 else theme.square_b)
            empty = state is not None and state.height(sq) == 0
            painter.setPen(Qt.PenStyle.NoPen)
            if empty:
                self._paint_empty(painter, rect, theme)
            else:
                painter.setBrush(base)
                painter.drawRect(rect)
            if sq in last_squares:
                tint = QColor(theme.last_move)
                tint.setAlphaF(0.30 if not empty else 0.22)
                painter.setBrush(tint)
                painter.drawRect(rect)
                pen = QPen(QColor(theme.last_move), 4.0)
                pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(2, 2, -2, -2))

        painter.setPen(QPen(QColor(theme.board_line), 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(grid)

        font = QFont(painter.font())
        font.setPixelSize(19)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(theme.text))
        for i in range(SIZE):
            x = grid.left() + (i + 0.5) * SQ
            for y in (grid.top() - FRAME / 2, grid.bottom() + FRAME / 2):
                painter.drawText(QRectF(x - 20, y - 14, 40, 28), Qt.AlignmentFlag.AlignCenter,
                                 FILES[i])
            y = grid.bottom() - (i + 0.5) * SQ
            for x in (grid.left() - FRAME / 2, grid.right() + FRAME / 2):
                painter.drawText(QRectF(x - 20, y - 14, 40, 28), Qt.AlignmentFlag.AlignCenter,
                                 str(i + 1))

    @staticmethod
    def _paint_empty(painter: QPainter, rect: QRectF, theme: BoardTheme) -> None:
        """A vacated square: sunk into the board and hatched, plainly out of play."""
        hole = QColor(theme.empty_square)
        painter.setBrush(hole)
        painter.drawRect(rect)
        painter.setBrush(QBrush(QColor(theme.empty_mark), Qt.BrushStyle.BDiagPattern))
        painter.save()
        painter.setBrushOrigin(rect.topLeft())
        painter.drawRect(rect.adjusted(6, 6, -6, -6))
        painter.restore()
        # Inner shadow on the upper/left edges, light on the lower/right: a recess.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(hole.darker(150), 4.0))
        painter.drawLine(rect.topLeft() + QPointF(2, 2), rect.topRight() + QPointF(-2, 2))
        painter.drawLine(rect.topLeft() + QPointF(2, 2), rect.bottomLeft() + QPointF(2, -2))
        painter.setPen(QPen(hole.lighter(125), 2.0))
        painter.drawLine(rect.bottomLeft() + QPointF(3, -1), rect.bottomRight() + QPointF(-1, -1))
        painter.drawLine(rect.topRight() + QPointF(-1, 3), rect.bottomRight() + QPointF(-1, -1))
        painter.setPen(Qt.PenStyle.NoPen)


class HintItem(QGraphicsItem):
    """An arrow from the hinted piece to its target, above the stacks."""

    def __init__(self, scene: StairsBoardScene, move: Move) -> None:
        super().__init__()
        self.board = scene
        self.move = move
        self.setZValue(Z_HINT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _ends(self) -> tuple[QPointF, QPointF]:
        scene = self.board
        return (scene.top_point(self.move.src), scene.top_point(self.move.dst, extra=1))

    def boundingRect(self) -> QRectF:
        a, b = self._ends()
        return QRectF(a, b).normalized().adjusted(-30, -30, 30, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.board.palette_.theme.hint)
        a, b = self._ends()
        # Rings around the piece and where it would land; the arrow runs between the rings
        # so it never covers the height numbers.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 4.0))
        painter.drawEllipse(a, DISC_RX + 5, DISC_RY + 5)
        painter.setPen(QPen(colour, 4.0, Qt.PenStyle.DashLine))
        painter.drawEllipse(b, DISC_RX + 5, DISC_RY + 5)
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length

        def rim(centre: QPointF, sign: float) -> QPointF:
            # Where the line from the centre along (ux, uy) leaves the ring's ellipse.
            rx, ry = DISC_RX + 8, DISC_RY + 8
            k = 1.0 / math.sqrt((ux / rx) ** 2 + (uy / ry) ** 2)
            return QPointF(centre.x() + sign * ux * k, centre.y() + sign * uy * k)

        start, tip = rim(a, 1.0), rim(b, -1.0)
        span = math.hypot(tip.x() - start.x(), tip.y() - start.y())
        head = min(18.0, span * 0.6)
        neck = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        painter.setPen(QPen(colour, 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(start, neck)
        w = head * 0.7
        arrow = QPolygonF([tip, QPointF(neck.x() - uy * w, neck.y() + ux * w),
                           QPointF(neck.x() + uy * w, neck.y() - ux * w)])
        painter.setPen(QPen(colour.darker(130), 1.2))
        painter.setBrush(colour)
        painter.drawPolygon(arrow)


class StairsBoardScene(BoardScene):
    """The Stairs board.  Public API beyond :class:`BoardScene`:

    ``square_center(sq)``, ``square_at(point)``, ``selected_square``,
    ``selected_targets()``, ``pickable_squares()``, ``blocked_squares()`` and
    ``show_single_heights`` (draw "1" on lone pieces too; off by default so the
    opening board is calm).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_ = _Palette(self.theme)
        self.show_single_heights = False
        self.selected_square: int | None = None
        self._stacks: list[StackItem] = []
        self._board_item: BoardItem | None = None
        self._hint: Move | None = None
        self._hint_item: HintItem | None = None
        self._floating: FloatingDisc | None = None
        self._anim: QVariantAnimation | None = None
        self._anim_dst: int | None = None
        self._pulse: QVariantAnimation | None = None
        # Press/drag bookkeeping.
        self._press_square: int | None = None
        self._press_pos = QPointF()
        self._dragging = False
        self._drag_offset = QPointF()
        self._drag_hover: int | None = None
        self._was_selected = False  # the pressed piece was already picked: a click drops it
        self._press_on_target = False  # the press was on a target of the picked piece
        self._dropped: Move | None = None  # moved by drag: no slide when it comes back
        self.setSceneRect(self.frame_rect().adjusted(-PAD, -PAD, PAD, PAD))
        self._build_items()

    # ----- geometry -------------------------------------------------------
    def frame_rect(self) -> QRectF:
        return QRectF(0.0, 0.0, SIZE * SQ + 2 * FRAME, SIZE * SQ + 2 * FRAME)

    def grid_rect(self) -> QRectF:
        return QRectF(FRAME, FRAME, SIZE * SQ, SIZE * SQ)

    def square_rect(self, sq: int) -> QRectF:
        row, col = divmod(sq, SIZE)
        return QRectF(FRAME + col * SQ, FRAME + (SIZE - 1 - row) * SQ, SQ, SQ)

    def square_center(self, sq: int) -> QPointF:
        """Centre of square ``sq`` (0 = a1, rank 1 at the bottom) in scene coordinates."""
        return self.square_rect(sq).center()

    def square_at(self, point: QPointF) -> int | None:
        """The square under a scene point, or None off the grid."""
        grid = self.grid_rect()
        if not grid.contains(point):
            return None
        col = int((point.x() - grid.left()) // SQ)
        row = SIZE - 1 - int((point.y() - grid.top()) // SQ)
        if 0 <= col < SIZE and 0 <= row < SIZE:
            return row * SIZE + col
        return None

    def top_point(self, sq: int, extra: int = 0) -> QPointF:
        """Scene centre of the top face of ``sq``'s stack (``extra`` discs higher)."""
        state = self.stairs_state()
        h = (state.height(sq) if state is not None else 0) + extra
        return self.square_center(sq) + QPointF(0, BASE_DY - h * disc_thickness(h))

    def board_rect(self) -> QRectF:
        return self.sceneRect()

    # ----- state helpers --------------------------------------------------
    def stairs_state(self) -> StairsState | None:
        return self.state if isinstance(self.state, StairsState) else None

    def _legal_moves(self) -> list[Move]:
        state = self.stairs_state()
        if state is None or state.is_terminal():
            return []
        return [a for a in state.legal_actions() if isinstance(a, Move)]

    def pickable_squares(self) -> set[int]:
        """Squares whose top piece the player to move may pick up now."""
        return {m.src for m in self._legal_moves()}

    def blocked_squares(self) -> set[int]:
        """Pieces that could step somewhere but the lowest-piece rule holds back."""
        state = self.stairs_state()
        if state is None or state.is_terminal():
            return set()
        return set(state.movable(state.to_move)) - self.pickable_squares()

    def targets_of(self, sq: int) -> list[int]:
        return [m.dst for m in self._legal_moves() if m.src == sq]

    def selected_targets(self) -> list[int]:
        return [] if self.selected_square is None else self.targets_of(self.selected_square)

    # ----- BoardScene contract ----------------------------------------------
    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.palette_ = _Palette(theme)
        self.setBackgroundBrush(QColor(theme.background))
        self.redraw()

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None, viewer: int | None = None) -> None:
        """Show ``state``; slide the disc of ``animate`` unless the user just dropped it there.

        Exactly one ``animation_finished`` follows every call: at once when nothing
        moves, otherwise when the slide ends (or is cut short by the next call).
        """
        self._finish_animation()
        self.state = state
        self.interactive = interactive
        self._hint = None
        self.selected_square = None
        self._cancel_drag()
        skip = animate is not None and animate == self._dropped
        self._dropped = None
        if not isinstance(animate, Move) or skip or self.animation_speed <= 0 \
                or self.stairs_state() is None:
            self.redraw()
            self.animation_finished.emit()
            return
        self.redraw()
        self._start_slide(animate)

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive
        if not interactive:
            self._cancel_drag()
            self.selected_square = None
        self.redraw()

    def show_hint(self, action: Action | None) -> None:
        self._hint = action if isinstance(action, Move) else None
        self._update_hint()

    def redraw(self, animate: Action | None = None) -> None:
        """Refresh every item from the state; items are reused, not rebuilt."""
        self.setBackgroundBrush(QColor(self.theme.background))
        state = self.stairs_state()
        pickable = self.pickable_squares() if self.interactive else set()
        blocked = self.blocked_squares() if self.interactive else set()
        if self.selected_square not in pickable:
            self.selected_square = None
        targets = set(self.selected_targets())
        for item in self._stacks:
            sq = item.square
            item.colours = tuple(state.stacks[sq]) if state is not None else ()
            if sq == self.selected_square:
                item.status = StackItem.SELECTED
            elif sq in pickable:
                item.status = StackItem.MOVABLE
            elif sq in blocked:
                item.status = StackItem.BLOCKED
            else:
                item.status = StackItem.NONE
            item.target = sq in targets
            item.target_hover = item.target and sq == self._drag_hover
            if self._dragging and sq == self.selected_square:
                item.hidden_top = 1
            elif self._anim is not None and sq == self._anim_dst:
                item.hidden_top = 1
            else:
                item.hidden_top = 0
            self._update_cursor_and_tip(item, state)
            item.update()
        if self._board_item is not None:
            self._board_item.update()
        self._update_hint()
        if self._floating is not None:
            self._floating.update()

    # ----- items -------------------------------------------------------------
    def _build_items(self) -> None:
        self.setBackgroundBrush(QColor(self.theme.background))
        self._board_item = BoardItem(self)
        self.addItem(self._board_item)
        for sq in range(SQUARES):
            item = StackItem(self, sq)
            self._stacks.append(item)
            self.addItem(item)

    def _update_cursor_and_tip(self, item: StackItem, state: StairsState | None) -> None:
        if item.status in (StackItem.MOVABLE, StackItem.SELECTED):
            item.setCursor(Qt.CursorShape.OpenHandCursor)
            item.setToolTip("")
        elif item.target:
            item.setCursor(Qt.CursorShape.PointingHandCursor)
            item.setToolTip("")
        elif item.status == StackItem.BLOCKED and state is not None:
            item.unsetCursor()
            need = state.required_height()
            tip = QCoreApplication.translate(
                "StairsBoard", "The lowest-piece rule: move a piece at height %1 first.")
            item.setToolTip(tip.replace("%1", str(need)))
        else:
            item.unsetCursor()
            item.setToolTip("")

    def _update_hint(self) -> None:
        if self._hint_item is not None:
            self.removeItem(self._hint_item)
            self._hint_item = None
        if self._hint is not None and self.stairs_state() is not None:
            self._hint_item = HintItem(self, self._hint)
            self.addItem(self._hint_item)

    # ----- animation ------------------------------------------------------
    def _start_slide(self, move: Move) -> None:
        """Slide the moved disc from ``move.src`` in an arc onto ``move.dst``."""
        state = self.stairs_state()
        assert state is not None
        h_after = state.height(move.dst)
        colour = state.stacks[move.dst][-1] if h_after else 0
        start = self.square_center(move.src) + QPointF(
            0, BASE_DY - (h_after - 1) * disc_thickness(h_after - 1))
        end = self.square_center(move.dst) + QPointF(0, BASE_DY - h_after * disc_thickness(h_after))
        disc = FloatingDisc(self, colour, disc_thickness(h_after))
        disc.setPos(start)
        self.addItem(disc)
        self._floating = disc
        self._anim_dst = move.dst
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, int(BASE_ANIM_MS / self.animation_speed)))
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        lift = 0.45 * SQ

        def step(value: object) -> None:
            f = float(value)  # type: ignore[arg-type]
            p = start + (end - start) * f
            arc = math.sin(math.pi * f) * lift
            disc.lift = arc
            disc.setPos(p - QPointF(0, arc))
            disc.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(self._on_slide_finished)
        self._anim = anim
        self.redraw()
        anim.start()

    def _on_slide_finished(self) -> None:
        self._finish_animation()

    def _finish_animation(self) -> None:
        """End a running slide now (if any) and report it finished."""
        anim = self._anim
        if anim is None:
            return
        self._anim = None
        self._anim_dst = None
        anim.finished.disconnect(self._on_slide_finished)
        if anim.state() == QAbstractAnimation.State.Running:
            anim.stop()
        anim.deleteLater()
        self._remove_floating()
        self.redraw()
        self.animation_finished.emit()

    def _remove_floating(self) -> None:
        disc = self._floating
        self._floating = None
        if disc is not None and disc.scene() is self:
            self.removeItem(disc)

    def _pulse_allowed(self) -> None:
        """Flash the halos of the pieces the rule allows, after a wrong pick."""
        if self._pulse is not None:
            self._pulse.stop()
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setKeyValueAt(0.25, 1.0)
        anim.setKeyValueAt(0.5, 0.2)
        anim.setKeyValueAt(0.75, 1.0)
        anim.setEndValue(0.0)
        anim.setDuration(900)

        def step(value: object) -> None:
            for item in self._stacks:
                item.pulse = float(value) if item.status == StackItem.MOVABLE else 0.0  # type: ignore[arg-type]
                if item.status == StackItem.MOVABLE:
                    item.update()

        anim.valueChanged.connect(step)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self._pulse = anim
        anim.destroyed.connect(self._forget_pulse)

    def _forget_pulse(self) -> None:
        self._pulse = None

    # ----- input ------------------------------------------------------------
    def _accepts_input(self) -> bool:
        return self.interactive and self._anim is None and self.stairs_state() is not None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or not self._accepts_input():
            return
        sq = self.square_at(event.scenePos())
        self._press_square = sq
        self._press_pos = event.scenePos()
        self._was_selected = False
        selected = self.selected_square
        # A target wins over picking: stepping onto one's own stack is a normal move.
        self._press_on_target = (sq is not None and selected is not None
                                 and sq in self.targets_of(selected))
        if sq is not None and not self._press_on_target and sq in self.pickable_squares():
            # Pick at once, so the targets show while the button is still down.
            self._was_selected = sq == selected
            self.selected_square = sq
            self.redraw()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if not self._accepts_input():
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:
            return
        sq = self._press_square
        if sq is None or sq not in self.pickable_squares():
            return
        if not self._dragging:
            moved = (event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton))
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self._begin_drag(sq)
        assert self._floating is not None
        self._floating.setPos(event.scenePos() - self._drag_offset)
        over = self.square_at(event.scenePos())
        hover = over if over in self.selected_targets() else None
        if hover != self._drag_hover:
            self._drag_hover = hover
            self.redraw()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or not self._accepts_input():
            return
        release_sq = self.square_at(event.scenePos())
        if self._dragging:
            self._drop(release_sq)
            return
        sq = self._press_square
        self._press_square = None
        if sq is None or sq != release_sq:
            return
        self._click(sq)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A fast second click is just a click (QGraphicsView sends a double-click instead).
        self.mousePressEvent(event)

    def _click(self, sq: int) -> None:
        """Click-click: pick a piece, then a target; the same piece again drops the pick."""
        selected = self.selected_square
        if self._press_on_target and selected is not None:
            self._choose(Move(selected, sq))
            return
        if sq in self.pickable_squares():
            if self._was_selected:
                self.selected_square = None
                self.redraw()
            return
        if sq in self.blocked_squares():
            self._pulse_allowed()
        self.selected_square = None
        self.redraw()

    def _begin_drag(self, sq: int) -> None:
        state = self.stairs_state()
        assert state is not None
        h = state.height(sq)
        self._remove_floating()  # a disc still flying home from the last drop
        self._dragging = True
        self._was_selected = False
        self._press_on_target = False
        if self.selected_square != sq:
            self.selected_square = sq
        disc = FloatingDisc(self, state.stacks[sq][-1], disc_thickness(h))
        top = self.square_center(sq) + QPointF(0, BASE_DY - h * disc_thickness(h))
        disc.lift = 12.0
        disc.setPos(top)
        self.addItem(disc)
        self._floating = disc
        self._drag_offset = self._press_pos - top
        for view in self.views():
            view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self.redraw()

    def _drop(self, sq: int | None) -> None:
        src = self.selected_square
        targets = self.selected_targets()
        if src is not None and sq is not None and sq in targets:
            move = Move(src, sq)
            self._dragging = False
            self._drag_hover = None
            self._remove_floating()
            self._restore_cursor()
            self._dropped = move
            self._choose(move)
            return
        self._snap_back()

    def _snap_back(self) -> None:
        """An illegal drop: the disc flies back home; the piece stays selected."""
        disc = self._floating
        src = self.selected_square
        self._dragging = False
        self._drag_hover = None
        self._restore_cursor()
        if disc is None or src is None:
            self._cancel_drag()
            return
        home = self.top_point(src)
        start = disc.pos()
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        speed = self.animation_speed
        anim.setDuration(max(1, int(200 / speed)) if speed > 0 else 1)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(lambda v: disc.setPos(start + (home - start) * float(v)))

        def done() -> None:
            # The disc may already be gone (a new position or a new drag came first).
            if disc.scene() is self:
                self.removeItem(disc)
            if self._floating is disc:
                self._floating = None
                self.redraw()

        anim.finished.connect(done)
        # Keep the source stack one short while the disc is away.
        for item in self._stacks:
            if item.square == src:
                item.hidden_top = 1
        if speed <= 0:
            done()
            return
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _cancel_drag(self) -> None:
        if self._dragging:
            self._restore_cursor()
        self._dragging = False
        self._drag_hover = None
        self._press_square = None
        if self._anim is None:
            self._remove_floating()

    def _restore_cursor(self) -> None:
        for view in self.views():
            view.viewport().unsetCursor()

    def _choose(self, move: Move) -> None:
        """Emit a move only if it really is one of the state's legal actions."""
        if move not in self._legal_moves():
            return
        self.selected_square = None
        self.redraw()
        self.action_chosen.emit(move)


register_board("stairs", StairsBoardScene)
