"""The halos under the Stairs stacks, painted as one layer below them.

Why a layer of its own: whose pieces may move flips with every move, so the
halos of nearly every stack change each move while the discs of only two or
three do.  With the halos inside the stacks' pictures a move painted 30–36
new stack pictures (about 14 ms of Python painting).  Now a stack's picture shows
its discs only (the disc layer above, :mod:`climbdesk.ui.boards.stairs.discs`),
and this one item copies the halos from the picture cache, all of them through
one :class:`~climbdesk.ui.boards.pictures.Copies`.

A stack's drop shadow lies under its halo: the board's background paints it with
the square (:meth:`~climbdesk.ui.boards.stairs.items.BoardItem.paint`), so the
order shadow, halo, discs stays and every pixel is as it was.  No halo reaches a
neighbour's discs (a front row's halo ends above where the row behind it ends),
so painting all of them before the discs changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from climbdesk.games.stairs.engine import SIZE, SQUARES
from climbdesk.ui.boards.pictures import Copies, Placements
from climbdesk.ui.boards.stairs.items import (
    BASE_DY,
    DISC_RX,
    DISC_RY,
    HALO,
    SELECT_LIFT,
    SQ,
    StackItem,
    disc_thickness,
)

if TYPE_CHECKING:
    from climbdesk.ui.boards.stairs.scene import StairsBoardScene

Z_UNDER = 5.0  # above the board (0), below every stack (10 and up)
RISE = 20.0    # a tall picked stack's halo reaches this far above its square


def silhouette(height: int, discs: int, lift: float = 0.0) -> QPainterPath:
    """The outline of a stack of ``height`` shown discs of the thickness ``discs`` give."""
    t = disc_thickness(discs)
    top = BASE_DY - height * t - lift
    path = QPainterPath()
    path.addEllipse(QRectF(-DISC_RX, top - DISC_RY, 2 * DISC_RX, 2 * DISC_RY))
    path.addRect(QRectF(-DISC_RX, top, 2 * DISC_RX, BASE_DY - top))
    path.addEllipse(QRectF(-DISC_RX, BASE_DY - DISC_RY, 2 * DISC_RX, 2 * DISC_RY))
    return path.simplified()


def grown(path: QPainterPath, by: float) -> QPainterPath:
    """The outline of ``path`` pushed outwards by ``by`` units."""
    rect = path.boundingRect()
    sx = (rect.width() + 2 * by) / rect.width()
    sy = (rect.height() + 2 * by) / rect.height()
    c = rect.center()
    tr = QTransform().translate(c.x(), c.y()).scale(sx, sy).translate(-c.x(), -c.y())
    return tr.map(path)


class UnderLayer(QGraphicsItem):
    """Every stack's halo; the scene tells it which squares changed."""

    def __init__(self, scene: StairsBoardScene) -> None:
        super().__init__()
        self.board = scene
        self.setZValue(Z_UNDER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Only the squares whose halo changed are painted again (``option.exposedRect``).
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        #: What each square's part was last painted from (None: nothing painted yet).
        self._looks: list[tuple[object, ...] | None] = [None] * SQUARES
        #: 0..1 per square while the allowed pieces pulse (a wrong pick).
        self.pulse = [0.0] * SQUARES
        # Each square's part, worked out once: the squares never move in the scene,
        # and the layer asks for every square's part on every position.
        self._centres = tuple(scene.square_center(sq) for sq in range(SQUARES))
        self._parts = tuple(self._part_of(c) for c in self._centres)
        #: A halo that did not change is copied where it was (most of a move's).
        self._placed = Placements()

    def boundingRect(self) -> QRectF:
        return self.board.frame_rect()

    def part_rect(self, sq: int) -> QRectF:
        """Where square ``sq``'s halo may paint (scene coordinates; a copy, free to change)."""
        return QRectF(self._parts[sq])

    @staticmethod
    def _part_of(c: QPointF) -> QRectF:
        return QRectF(c.x() - SQ / 2, c.y() - SQ / 2 - RISE, SQ, SQ + RISE)

    @staticmethod
    def look_of(item: StackItem) -> tuple[object, ...]:
        """Everything a square's halo is painted from, apart from a pulse (empty: none)."""
        h = item.visible_height()
        if h == 0 or (item.status == StackItem.NONE and not item.target):
            return ()
        return (h, len(item.colours), item.status, item.target, item.target_hover,
                item.hover and item.status == StackItem.MOVABLE)

    def refresh(self, item: StackItem, everything: bool = False) -> None:
        """Repaint ``item``'s square if what it shows there changed."""
        look = self.look_of(item)
        if everything or look != self._looks[item.square]:
            self._looks[item.square] = look
            self.update(self.part_rect(item.square))

    def set_pulse(self, sq: int, value: float) -> None:
        if value != self.pulse[sq]:
            self.pulse[sq] = value
            self.update(self.part_rect(sq))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Back rows first, as the stacks overlap: a front row's part lies over a back row's."""
        board = self.board
        stacks = board.stacks()
        exposed = option.exposedRect if not option.exposedRect.isEmpty() \
            else self.boundingRect()
        serial = board.palette_.serial
        copies = Copies(painter)
        parts, centres, placed, pulses = self._parts, self._centres, self._placed, self.pulse
        for row in range(SIZE - 1, -1, -1):
            for sq in range(row * SIZE, row * SIZE + SIZE):
                item = stacks[sq]
                look = self.look_of(item)
                if not look or not parts[sq].intersects(exposed):
                    continue
                pulse = pulses[sq] if item.status == StackItem.MOVABLE else 0.0
                centre = centres[sq]
                if pulse:  # a pulse frame: not worth keeping

                    def frame(p: QPainter, item: StackItem = item, pulse: float = pulse,
                              centre: QPointF = centre) -> None:
                        p.save()
                        p.translate(centre)
                        self._paint_part(p, item, pulse)
                        p.restore()

                    copies.direct(frame)
                    continue

                # The same halo on any square: one picture (the squares are whole pixels).
                key = ("stairs-halo", look, serial)
                if placed.hit(copies, sq, key):
                    continue

                def part(p: QPainter, item: StackItem = item) -> None:
                    self._paint_part(p, item, 0.0)

                placed.draw(copies, sq, key, self._halo_rect(item), part, centre)
        copies.end()

    @staticmethod
    def _halo_rect(item: StackItem) -> QRectF:
        """Where ``item``'s halo (not pulsing) paints, in the stack's coordinates: a
        picture no larger than the ring, since copying it is the work of every move."""
        lift = SELECT_LIFT if item.status == StackItem.SELECTED else 0.0
        top = BASE_DY - item.visible_height() * disc_thickness(len(item.colours)) - lift
        margin = 8.0  # half the widest pen or the dashed ring (5.8), and a fringe pixel
        return QRectF(-DISC_RX - margin, top - DISC_RY - margin,
                      2 * (DISC_RX + margin), BASE_DY + DISC_RY - top + DISC_RY + 2 * margin)

    def _paint_part(self, painter: QPainter, item: StackItem, pulse: float) -> None:
        """One stack's halo, in the stack's own coordinates; only its outer half
        shows around the discs."""
        theme = self.board.palette_.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo: QColor | None = None
        width = HALO
        style = Qt.PenStyle.SolidLine
        hover = item.hover
        if item.status == StackItem.SELECTED:
            halo, width = QColor(theme.selection), HALO + 4
        elif item.target:
            halo = QColor(theme.highlight)
            width = HALO + (3 if item.target_hover else 0)
        elif item.status == StackItem.MOVABLE:
            halo = QColor(theme.movable)
            halo.setAlphaF(min(1.0, 0.85 + 0.15 * max(pulse, 1.0 if hover else 0.0)))
            width = HALO + 5 * pulse + (2 if hover else 0)
        elif item.status == StackItem.BLOCKED:
            halo = QColor(theme.blocked)
            width, style = 3.6, Qt.PenStyle.DashLine
        if halo is None:
            return
        lift = SELECT_LIFT if item.status == StackItem.SELECTED else 0.0
        ring = ring_outline(item.visible_height(), len(item.colours), lift, width,
                            style == Qt.PenStyle.DashLine, keep=not pulse)
        painter.fillPath(ring, halo)


#: Halo outlines already stroked, by shape: (height, discs, lift, pen width, dashed).
_RINGS: dict[tuple[int, int, float, float, bool], QPainterPath] = {}


def ring_outline(height: int, discs: int, lift: float, width: float,
                 dashed: bool, *, keep: bool = True) -> QPainterPath:
    """The area a halo pen of ``width`` covers around such a stack, to be filled.

    Why stroked here: filling the stroke gives exactly the pixels of drawing the
    path with the pen, and most of that work (about 0.7 ms of 1 ms) is the
    stroking, which is the same for every stack of this shape; a move paints two
    or three new halos, mostly of shapes seen before.  ``keep=False`` (a pulse
    frame's passing width) strokes without keeping.
    """
    key = (height, discs, lift, width, dashed)
    ring = _RINGS.get(key)
    if ring is None:
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        outline = silhouette(height, discs, lift)
        if dashed:
            # A dashed ring a little outside the discs, so it is not half hidden.
            stroker.setDashPattern([2.2, 1.6])
            outline = grown(outline, 4.0)
        ring = stroker.createStroke(outline)
        if keep:
            if len(_RINGS) >= 4096:  # shapes are few: this is only a bound
                _RINGS.clear()
            _RINGS[key] = ring
    return ring


__all__ = ["RISE", "Z_UNDER", "UnderLayer", "grown", "ring_outline", "silhouette"]
