"""The Stairs board's geometry constants, palette and graphics items.

The scene (:mod:`climbdesk.ui.boards.stairs.scene`) owns the state and the input;
the items here only paint what it tells them: a stack per square, the disc
in the air, the wooden board and the hint arrow.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from climbdesk.games.stairs.engine import FILES, SIZE, SQUARES
from climbdesk.ui.boards.drawing import luma
from climbdesk.ui.boards.pictures import Copies, Placements
from climbdesk.ui.boards.stairs.colours import StairsColours
from climbdesk.ui.theme import BoardTheme

if TYPE_CHECKING:
    from climbdesk.ui.boards.stairs.scene import StairsBoardScene

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


def stack_rect() -> QRectF:
    """Where a stack may paint, in its own coordinates (its square, and room above it
    for a tall picked stack's floating top disc)."""
    return QRectF(-SQ / 2, -SQ / 2 - 20, SQ, SQ + 20)


def disc_thickness(height: int) -> float:
    """Thickness of each disc in a stack of ``height``: thinner for tall stacks so it fits."""
    return min(MAX_THICK, MAX_RISE / max(height, 1))


class Palette:
    """QColor versions of the theme, computed once per theme change."""

    _serials = itertools.count()

    def __init__(self, theme: BoardTheme) -> None:
        self.theme = theme
        #: Names this palette in the stack picture cache (cheaper to hash than the theme).
        self.serial = next(Palette._serials)
        self.piece = [QColor(c) for c in theme.pieces[:2]]
        self.outline = [QColor(c) for c in theme.piece_outline[:2]]
        self.piece_text = [QColor(c) for c in theme.piece_text[:2]]
        self.marks = theme.colourblind

    def side(self, colour: int) -> QColor:
        """The rim of a disc: a shade of its face, darker for light pieces."""
        base = self.piece[colour]
        return base.darker(118) if luma(base) > 0.35 else base.lighter(135)


def paint_disc(painter: QPainter, pal: Palette, colour: int, centre_x: float, top_y: float,
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
    """One square's stack of discs, with its number and target marker.

    The item knows nothing of rules: the scene tells it what to show through
    plain attributes.  It paints nothing itself (``ItemHasNoContents``): it is
    the square's hover area, cursor and tooltip.  Its discs are copied by the
    disc layer (:mod:`climbdesk.ui.boards.stairs.discs`) and its shadow and halo
    by the layers below (:mod:`climbdesk.ui.boards.stairs.halos`, the board):
    halos flip on most squares every move, so Qt repaints nearly every stack
    each move, and one layer copying 36 kept pictures costs less than 36 items
    each drawn from Qt's own device cache.
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
        #: What the scene last told this item to show (it repaints the item when it changes).
        self.look: tuple[object, ...] | None = None
        #: What its cursor and tooltip were last set from.
        self.tip_look: tuple[object, ...] | None = None
        centre = scene.square_center(square)
        self.setPos(centre)
        row = square // SIZE
        self.setZValue(Z_STACK + (SIZE - 1 - row))  # front rows overlap back rows
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles input
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def boundingRect(self) -> QRectF:
        return stack_rect()

    def shape(self) -> QPainterPath:
        """The square: hovering the room above it is hovering the stack behind."""
        path = QPainterPath()
        path.addRect(QRectF(-SQ / 2, -SQ / 2, SQ, SQ))
        return path

    def visible_height(self) -> int:
        return max(0, len(self.colours) - self.hidden_top)

    def top_y(self, height: int | None = None) -> float:
        """Y (item coords) of the top face of disc number ``height`` (default: the top one)."""
        h = len(self.colours) if height is None else height
        return BASE_DY - h * disc_thickness(len(self.colours))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Nothing: the disc layer paints the discs (``ItemHasNoContents``)."""

    def picture_key(self) -> tuple[object, ...]:
        """Everything the discs' picture is painted from (not where it stands: the
        squares are whole pixels, so one picture serves every square)."""
        return ("stairs-discs", self.colours, self.hidden_top,
                self.status == StackItem.SELECTED, self.target, self.target_hover,
                self.board.show_single_heights, self.board.palette_.serial)

    def picture_rect(self) -> QRectF:
        """The discs' box in the stack's coordinates, no larger than they are: copying
        the pictures is most of a repaint's work, and it grows with their area (a
        stack's whole part is three times as many pixels as a low stack's discs)."""
        lift = SELECT_LIFT if self.status == StackItem.SELECTED else 0.0
        top = BASE_DY - self.visible_height() * disc_thickness(len(self.colours)) - lift
        margin = 3.0  # half the outline's pen, and its antialiased fringe
        return QRectF(-DISC_RX - margin, top - DISC_RY - margin, 2 * (DISC_RX + margin),
                      BASE_DY - top + 2 * (DISC_RY + margin))

    def paint_discs(self, painter: QPainter) -> None:
        """The discs, number and target dot, in the stack's own coordinates."""
        pal = self.board.palette_
        theme = pal.theme
        h = self.visible_height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = disc_thickness(len(self.colours))
        # A picked piece is lifted off its stack, so "this one is in my hand" reads at once.
        lift = SELECT_LIFT if self.status == StackItem.SELECTED else 0.0
        # Each disc is a kept picture too: a move makes one new stack (the one the
        # piece landed on), and its discs are mostly ones seen before, at the same
        # height in a stack of the same size (a disc's gradients cost ~0.15 ms).
        copies = Copies(painter)
        rect = QRectF(-DISC_RX - 3, -DISC_RY - 3, 2 * DISC_RX + 6, t + 2 * DISC_RY + 6)
        for k in range(h):
            top = BASE_DY - (k + 1) * t
            if k == h - 1 and lift:
                copies.end()  # the painter is ours again
                # The face below shows where the lifted disc came from, with its shadow.
                if k > 0:
                    paint_disc(painter, pal, self.colours[k - 1], 0.0, top + t, 0.0,
                               top_face=True)
                shade = QColor(theme.shadow)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(shade)
                painter.drawEllipse(QRectF(-DISC_RX + 4, top + t - DISC_RY + 3,
                                           2 * DISC_RX - 4, 2 * DISC_RY - 2))
                paint_disc(painter, pal, self.colours[k], 0.0, top - lift, t, top_face=True)
                continue
            piece, face = self.colours[k], k == h - 1

            def disc(p: QPainter, piece: int = piece, face: bool = face) -> None:
                paint_disc(p, pal, piece, 0.0, 0.0, t, top_face=face)

            copies.draw(("stairs-disc", piece, t, face, pal.serial), rect, disc,
                        QPointF(0.0, top))
        copies.end()

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

    def _paint_number(self, painter: QPainter, pal: Palette, h: int, top: float) -> None:
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
        self.board.hover_changed(self)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = False
        self.board.hover_changed(self)


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


class BoardItem:
    """The wooden board: frame, coordinates, squares, vacated squares, last move.

    Not an item: the scene paints it as its background
    (:meth:`~climbdesk.ui.boards.stairs.scene.StairsBoardScene.drawBackground`), which
    the view keeps in one opaque pixmap (``QGraphicsView.CacheBackground``).  Halos
    flip on most squares every move, so Qt repaints nearly the whole board area; from
    that pixmap the board is one plain copy, and only the squares the scene marks as
    changed are painted again into it (a device-cached item cost a transparent
    blend of the whole board, and a scratch pixmap with every partial update).
    """

    def __init__(self, scene: StairsBoardScene) -> None:
        self.board = scene
        # The squares and labels never move in the scene: worked out once, not per paint.
        self._corners = tuple(scene.square_rect(sq).topLeft() for sq in range(SQUARES))
        grid = scene.grid_rect()
        labels: list[tuple[QRectF, str]] = []
        for i in range(SIZE):
            x = grid.left() + (i + 0.5) * SQ
            for y in (grid.top() - FRAME / 2, grid.bottom() + FRAME / 2):
                labels.append((QRectF(x - 20, y - 14, 40, 28), FILES[i]))
            y = grid.bottom() - (i + 0.5) * SQ
            for x in (grid.left() - FRAME / 2, grid.right() + FRAME / 2):
                labels.append((QRectF(x - 20, y - 14, 40, 28), str(i + 1)))
        self._labels = tuple(labels)
        g = grid.adjusted(-1, -1, 1, 1)
        self._outline = (QRectF(g.left(), g.top(), g.width(), 2),
                         QRectF(g.left(), g.bottom() - 2, g.width(), 2),
                         QRectF(g.left(), g.top() + 2, 2, g.height() - 4),
                         QRectF(g.right() - 2, g.top() + 2, 2, g.height() - 4))
        #: A square whose look did not change is copied where it was (see Placements).
        self._placed = Placements()
        #: Each square's picture key, and the looks and palette they were made from.
        self._keys: list[tuple[str, tuple[bool, bool, bool, bool], int]] = []
        self._keys_from: tuple[list[tuple[bool, bool, bool]], int] | None = None

    def paint(self, painter: QPainter, exposed: QRectF) -> None:
        """Paint the part of the board inside ``exposed`` (scene coordinates) and the
        painter's clip."""
        if not exposed.intersects(self.board.frame_rect()):
            return
        t = painter.worldTransform()
        if t.type().value > QTransform.TransformationType.TxScale.value:
            self._paint_in(painter, exposed)
            return
        # The board ends a pixel outside the frame, cutting the outer half of its
        # outline, as it did when the board was an item of the frame's size (Qt's
        # device cache of an item: its rounded rectangle and a pixel around it).
        painter.save()
        painter.setWorldTransform(QTransform())
        edge = t.mapRect(self.board.frame_rect()).toRect().adjusted(-1, -1, 1, 1)
        painter.setClipRect(edge, Qt.ClipOperation.IntersectClip)
        back = t.inverted()[0]
        # A move repaints a few scattered squares, and the clip is then several
        # rectangles: one at a time, as a plain rectangular clip.  Why: Qt copies a
        # picture through a clip of several rectangles on a slow path (a square 0.1 ms,
        # the frame's picture 1-3 ms), through one rectangle in a tenth of that.  The
        # rectangles do not overlap, so every pixel is painted once, in the same order.
        # Each rectangle, read in device pixels (exact) and taken back to the scene,
        # says which squares, labels and frame parts to paint.
        # QRegion iterates over its rectangles; PySide6's stubs do not say so.
        font = painter.font()  # the labels' font is set on the way: not for the next
        for r in list(painter.clipRegion()):  # type: ignore[call-overload]
            painter.setFont(font)  # rectangle's pictures, which are kept by font
            painter.setWorldTransform(QTransform())
            painter.setClipRect(r, Qt.ClipOperation.ReplaceClip)
            painter.setWorldTransform(t)
            self._paint_in(painter, back.mapRect(QRectF(r)))
        painter.restore()

    def _paint_in(self, painter: QPainter, area: QRectF) -> None:
        """:meth:`paint` inside ``area`` (scene coordinates; the painter's clip)."""
        scene = self.board
        theme = scene.palette_.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = scene.frame_rect()
        grid = scene.grid_rect()
        inside = grid.contains(area)
        on_line = not grid.adjusted(2, 2, -2, -2).contains(area)  # the grid's outline
        copies = Copies(painter)
        serial = scene.palette_.serial

        def wood(p: QPainter) -> None:
            self._paint_frame(p, frame, theme)

        # The frame's rounded, shaded rectangle, a picture: under the squares too, as
        # in a whole paint (where four squares' antialiased corners meet, it shows).
        self._placed.draw(copies, "frame", ("stairs-frame", serial),
                          frame.adjusted(-2, -2, 2, 2), wood)

        # Each square is a picture (the hatching of a vacated one cost ~0.4 ms to paint).
        # (A changed square's pixels on its edges are its neighbours' too: the scene
        # invalidates a little around it, and the neighbours there are copies.)
        local = QRectF(0, 0, SQ, SQ)
        placed, corners = self._placed, self._corners
        keys = self._square_keys(serial)
        for sq in self._squares_in(area):
            key = keys[sq]
            if placed.hit(copies, sq, key):
                continue  # the same square where it was: one copy

            def square(p: QPainter, look: tuple[bool, bool, bool, bool] = key[1]) -> None:
                self._paint_square(p, look, theme)

            # Squares are whole pixels (``pixel_unit``): one picture per look serves all.
            placed.draw(copies, sq, key, local, square, corners[sq])
        copies.end()

        if on_line:
            # The grid's outline (2 units wide, on the grid's edge) as four strips, those
            # in the area only: a stroked rectangle was rasterised whole for every
            # part of a move (0.1 ms each).
            line = QColor(theme.board_line)
            for strip in self._outline:
                if strip.intersects(area):
                    painter.fillRect(strip, line)
        if inside:
            return

        font = QFont(painter.font())
        font.setPixelSize(19)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(theme.text))
        # Only the labels in the area: a square on the edge of the grid exposes a pixel
        # of the frame beside it (Qt's antialiasing margin), not the 24 labels.
        for box, text in self._labels:
            if box.intersects(area):
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _square_keys(self, serial: int) -> list[tuple[str, tuple[bool, bool, bool, bool], int]]:
        """Each square's picture key: its wood (light or dark), vacated, last move's, shadow.

        Worked out once a position from the looks the scene invalidated the squares by
        (``StairsBoardScene.board_look``), not again for every square of every part of
        a move's repaint (a square was about 20 us of Python, 9 to 12 a part: paint8)."""
        looks = self.board.board_look()
        made = self._keys_from
        if made is None or made[0] is not looks or made[1] != serial:
            self._keys = [("stairs-square", ((sq // SIZE + sq % SIZE) % 2 == 0, *look), serial)
                          for sq, look in enumerate(looks)]
            self._keys_from = (looks, serial)
        return self._keys

    @staticmethod
    def _squares_in(area: QRectF) -> list[int]:
        """The squares ``area`` (scene coordinates) reaches, in the order they are
        painted (a1 first: where two squares' antialiased edges meet, the later one's
        is blended over the earlier one's); worked out, not tested one by one."""
        left = max(0, math.floor((area.left() - FRAME) / SQ))
        right = min(SIZE - 1, math.floor((area.right() - FRAME) / SQ))
        top = max(0, math.floor((area.top() - FRAME) / SQ))
        bottom = min(SIZE - 1, math.floor((area.bottom() - FRAME) / SQ))
        return [(SIZE - 1 - line) * SIZE + col for line in range(bottom, top - 1, -1)
                for col in range(left, right + 1)]

    @staticmethod
    def _paint_frame(painter: QPainter, frame: QRectF, theme: BoardTheme) -> None:
        """The frame with a gentle vertical sheen."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        wood = QColor(theme.board)
        grad = QLinearGradient(frame.topLeft(), frame.bottomLeft())
        grad.setColorAt(0.0, wood.lighter(110))
        grad.setColorAt(1.0, wood.darker(108))
        painter.setPen(QPen(QColor(theme.board_line), 2.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(frame, 12, 12)

    def _paint_square(self, painter: QPainter, look: tuple[bool, bool, bool, bool],
                      theme: BoardTheme) -> None:
        """One square of the grid in its own coordinates (0, 0, SQ, SQ): wood (light or
        dark), vacated (hatched), framed if the last move's, and the drop shadow of its
        stack (under the stack's halo, so painted here)."""
        light, empty, last, shadow = look
        rect = QRectF(0, 0, SQ, SQ)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if empty:
            self._paint_empty(painter, rect, theme)
        else:
            painter.setBrush(QColor(theme.square_a if light else theme.square_b))
            painter.drawRect(rect)
        if last:
            tint = QColor(theme.last_move)
            tint.setAlphaF(0.30 if not empty else 0.22)
            painter.setBrush(tint)
            painter.drawRect(rect)
            pen = QPen(QColor(theme.last_move), 4.0)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(2, 2, -2, -2))
        if shadow:
            # Offset down-right as if lit from the upper left.
            c = rect.center()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.shadow))
            painter.drawEllipse(QRectF(c.x() - DISC_RX + 3, c.y() + BASE_DY - DISC_RY + 5,
                                       2 * DISC_RX + 2, 2 * DISC_RY + 1))

    @staticmethod
    def _paint_empty(painter: QPainter, rect: QRectF, theme: BoardTheme) -> None:
        """A vacated square: sunk into the board and hatched, plainly out of play."""
        own = StairsColours.of(theme)
        hole = QColor(own.empty_square)
        painter.setBrush(hole)
        painter.drawRect(rect)
        painter.setBrush(QBrush(QColor(own.empty_mark), Qt.BrushStyle.BDiagPattern))
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


__all__ = [
    "BASE_ANIM_MS", "BASE_DY", "DISC_RX", "DISC_RY", "FRAME", "HALO", "MAX_RISE", "MAX_THICK",
    "PAD", "SELECT_LIFT", "SQ", "Z_FLOAT", "Z_HINT", "Z_STACK", "BoardItem", "FloatingDisc",
    "Palette", "StackItem", "disc_thickness", "paint_disc", "stack_rect",
]
