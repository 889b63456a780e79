"""Painting the wall from a view: panels with their holds, stripes, frames, arrows and
badges, the owners' tints, pieces and clip markers, the start slots and the hand tray.

The wall itself (bands, ground, panels, badges, goal line, ruler) changes only when a
panel is placed, so the scene paints it in ``drawBackground`` (:func:`paint_wall`) and
its views keep it in their background cache; :class:`WallLook` says which part of it a
new position changed.  What moves from position to position (clips, pieces, the hand,
the tray, the marks) is :class:`~climbdesk.ui.boards.wall.parts.WallItem`'s, drawn with
this module's :class:`WallPainter`.  :class:`Painted` counts what was drawn, so tests
can check the picture without reading pixels.  Only the viewer's own hand is drawn (a
view shows other hands as hidden markers, never drawn).
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPen,
    QPolygonF,
    QTransform,
)

from climbdesk.games.wall.actions import Award, Clip, Place, Spend
from climbdesk.games.wall.deck import SIDE, Face, Kind, Panel, panel
from climbdesk.games.wall.engine import HIDDEN, WallState
from climbdesk.games.wall.geometry import Placed, slot_anchor
from climbdesk.ui.boards.drawing import bold_font, with_alpha
from climbdesk.ui.boards.wall import colours
from climbdesk.ui.boards.wall.holds import SHAPES, paint_hold
from climbdesk.ui.boards.wall.layout import CELL, RULER, Layout
from climbdesk.ui.theme import OUTLINE_ON_DARK

if TYPE_CHECKING:
    from climbdesk.ui.theme import BoardTheme

Painted = Counter[str]
"""What the last paint drew, by kind ("panel", "piece", "clip", "hold-target", ...)."""

Box = tuple[float, float, float, float]
"""A scene rectangle as a value (left, top, width, height): comparable and hashable."""


def box_of(rect: QRectF, margin: float = 0.0) -> Box:
    return (rect.left() - margin, rect.top() - margin,
            rect.width() + 2 * margin, rect.height() + 2 * margin)


def rect_of(box: Box) -> QRectF:
    return QRectF(*box)


# How far a badge reaches out of its panel's top-right corner (see WallPainter.badge).
BADGE_OUT = 0.35 * CELL
# Scene units a panel's drawing (edge pen, antialiasing) may reach past its rectangle.
PANEL_MARGIN = 2.0


@dataclass(frozen=True)
class WallLook:
    """Everything the kept wall picture shows: when two looks differ only in panels,
    only those panels' places are painted again."""

    layout: Layout
    goal: int
    colour: str
    players: int
    palette: tuple[str, ...]
    text: str
    background: str
    dark: bool
    panels: tuple[Placed, ...]

    @classmethod
    def of(cls, state: WallState, layout: Layout, theme: BoardTheme) -> WallLook:
        return cls(layout, state.goal, state.colour, state.players, tuple(theme.pieces),
                   theme.text, theme.background, theme.dark, tuple(state.wall.visible()))

    def changed(self, before: WallLook | None) -> list[QRectF] | None:
        """The scene rectangles to paint again after ``before``; None: all of it.  A wall
        that spread (another layout) moves nothing already drawn (scene coordinates are
        the squares', see :mod:`.layout`): its new columns and rows are painted, and the
        ruler where it was and where it now is."""
        if before is None or dataclasses.replace(
                before, panels=self.panels, layout=self.layout) != self \
                or before.layout.ceiling != self.layout.ceiling:
            return None
        old, new = set(before.panels), set(self.panels)
        rects = [panel_reach(self.layout, placed) for placed in old ^ new]
        return rects + spread(before.layout, self.layout)


def spread(old: Layout, new: Layout) -> list[QRectF]:
    """Where the kept wall changes when its layout goes from ``old`` to ``new``: the
    columns that came or went left (with the ruler beside them) and right, the rows
    that came or went above."""
    if old == new:
        return []
    a, b = old.wall_box(), new.wall_box()
    whole = a.united(b)
    out: list[QRectF] = []
    if old.left != new.left:
        low, high = sorted((old.x0(), new.x0()))
        out.append(QRectF(low - RULER, whole.top(), high - low + RULER, whole.height()))
    if old.right != new.right:
        low, high = sorted((old.x1(), new.x1()))
        out.append(QRectF(low, whole.top(), high - low, whole.height()))
    if old.rows != new.rows:
        low, high = sorted((a.top(), b.top()))
        out.append(QRectF(whole.left(), low, whole.width(), high - low + CELL))
    return out


def panel_reach(layout: Layout, placed: Placed) -> QRectF:
    """Where a panel's paint may reach: its square, its edge and its badge."""
    rect = layout.panel(placed.x, placed.y)
    return rect.adjusted(-PANEL_MARGIN, -BADGE_OUT - PANEL_MARGIN,
                         BADGE_OUT + PANEL_MARGIN, PANEL_MARGIN)


def paint_wall(painter: QPainter, state: WallState, layout: Layout, theme: BoardTheme,
               rect: QRectF, painted: Painted, areas: list[QRectF] | None = None) -> None:
    """The still wall under everything else, for the part of the scene in ``rect`` (the
    painter is clipped there: what lies wholly outside is skipped, and every pixel
    inside gets the same strokes in the same order as in a whole paint).  ``areas``:
    the clip's own rectangles when it is several (a new panel and a strip the wall
    spread into): panels in ``rect`` but in none of them are skipped too."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    WallPainter(painter, state, layout, painted, theme).wall(rect, areas)


_PATTERNS: dict[tuple[str, Qt.BrushStyle], QImage] = {}


def scene_pattern(painter: QPainter, colour: str, style: Qt.BrushStyle) -> QBrush:
    """Qt's hatch ``style`` in ``colour`` (eight device pixels a repeat, as Qt draws it),
    its phase tied to the scene rather than to the device.  Qt lays a pattern brush out
    from a point that moves with the view's scale, so the views' kept wall, scrolled
    when the wall spreads (issue 17), would meet a strip painted afterwards out of step;
    an 8×8 picture of the pattern as a texture, scaled back to device pixels, follows
    the scene's coordinates like every other stroke."""
    image = _PATTERNS.get((colour, style))
    if image is None:
        image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        with_pattern = QPainter(image)
        with_pattern.fillRect(QRectF(0, 0, 8, 8), QBrush(QColor(colour), style))
        with_pattern.end()
        _PATTERNS[(colour, style)] = image
    brush = QBrush(image)
    t = painter.worldTransform()
    sx, sy = math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22())
    if sx > 0 and sy > 0:
        brush.setTransform(QTransform.fromScale(1 / sx, 1 / sy))
    return brush


def tinted(base: QColor, tint: QColor, alpha: float) -> QColor:
    """``tint`` at ``alpha`` over the opaque ``base``, as one opaque colour."""
    return QColor.fromRgbF(*(b + (t - b) * alpha for b, t in (
        (base.redF(), tint.redF()), (base.greenF(), tint.greenF()),
        (base.blueF(), tint.blueF()))))


def readable_ink(fill: QColor) -> QColor:
    """White or near-black, whichever reads better on ``fill`` by WCAG's measure (the
    shared :func:`ink_on` judged by look and put white on the orange badge, 3:1); one
    rule for the board and its contrast test (:func:`colours.ink`)."""
    return QColor(colours.ink(fill.name()))


def piece_disc(p: QPainter, centre: QPointF, fill: str, seat: int, dark: bool) -> None:
    """A climber: a disc in the seat's colour with its number.  Its dark edge shows on the
    panels; on the dark theme's background a light ring round it shows a dark piece too
    (at its start slot it stood there invisible)."""
    radius = 0.42 * CELL
    p.setBrush(Qt.BrushStyle.NoBrush)
    if dark:
        p.setPen(QPen(QColor(OUTLINE_ON_DARK), 1.5))
        p.drawEllipse(centre, radius + 1.75, radius + 1.75)
    p.setPen(QPen(QColor(colours.PIECE_RIM), 2))
    p.setBrush(QColor(fill))
    p.drawEllipse(centre, radius, radius)
    p.setPen(readable_ink(QColor(fill)))
    p.setFont(bold_font(p, 0.5 * CELL))
    p.drawText(QRectF(centre.x() - CELL / 2, centre.y() - CELL / 2, CELL, CELL),
               Qt.AlignmentFlag.AlignCenter, str(seat + 1))


class WallPainter:
    """The board's strokes.  The wall's own (:meth:`wall`) and one method per moving
    part, each drawing exactly what its arguments say (see :mod:`.parts`)."""

    def __init__(self, painter: QPainter, state: WallState, layout: Layout,
                 painted: Painted, theme: BoardTheme) -> None:
        self.p, self.state, self.layout, self.painted = painter, state, layout, painted
        self.theme = theme
        self.palette = theme.pieces
        self.goal_line = QColor(colours.goal_colour(theme.dark))
        self.dark = theme.dark
        # The parts of the scene being painted: squares wholly outside them are skipped.
        # (Not ``clip``: that is the clip marker's method, named by its parts.)
        self.region: list[QRectF] | None = None

    def wall(self, rect: QRectF, areas: list[QRectF] | None = None) -> None:
        """The still wall, skipping panels, squares and ruler marks wholly outside
        ``rect`` (panels and squares also outside every one of ``areas``, if given)."""
        region = self.region = areas if areas is not None else [rect]
        self.bands()
        self.ground()
        lay, wall = self.layout, self.state.wall
        shown = [placed for placed in wall.visible()
                 if any(panel_reach(lay, placed).intersects(r) for r in region)]
        for placed in shown:
            self.panel(placed)
        for placed in shown:  # after every panel: a badge sits astride its panel's corner
            front = wall.panel(placed.ident)
            if front.kind is not Kind.PLAIN:
                self.badge(lay.panel(placed.x, placed.y), front)
        self.goal()
        self.ruler(rect)

    # ----- the wall ----------------------------------------------------------------------
    def ground(self) -> None:
        p, lay = self.p, self.layout
        y = lay.ground_y()
        p.fillRect(QRectF(lay.x0(), y, lay.width(), 0.25 * CELL), QColor(colours.GROUND))
        # Two device pixels in scene units: the outline's antialiased edge stays inside.
        t = p.transform()
        reach = 2.0 / max(math.hypot(t.m11(), t.m12()), 1e-3)
        for seat in range(self.state.players):
            x = slot_anchor(seat)[0]
            slot = lay.panel(x, 0)
            if self.region is not None and not any(
                    slot.adjusted(-reach, -reach, reach, reach).intersects(r)
                    for r in self.region):
                continue  # wholly outside what is painted (a new panel's place)
            pen = QPen(QColor(colours.seat_colour(self.palette, seat)), 2, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(slot.adjusted(2, 2, -2, -2))
            self.painted["slot"] += 1

    def goal(self) -> None:
        y = self.layout.row_y(self.state.goal * SIDE)
        self.p.setPen(QPen(self.goal_line, 2, Qt.PenStyle.DashDotLine))
        self.p.drawLine(QPointF(self.layout.x0(), y), QPointF(self.layout.x1(), y))

    def bands(self) -> None:
        """Under everything: the goal band (a panel reaching it is a top panel) and the
        hatched band no panel may reach into."""
        lay, left, width = self.layout, self.layout.x0(), self.layout.width()
        goal, ceiling = lay.row_y(self.state.goal * SIDE), lay.row_y(lay.ceiling)
        self.p.fillRect(QRectF(left, ceiling, width, goal - ceiling),
                        with_alpha(self.goal_line, 0.14))
        self.p.fillRect(QRectF(left, lay.top(), width, ceiling - lay.top()),
                        scene_pattern(self.p, colours.CEILING, Qt.BrushStyle.DiagCrossPattern))
        self.painted["band"] += 2

    def ruler(self, rect: QRectF) -> None:
        """Left of the wall: a tick per panel height, numbered as the engine counts
        height (a panel's side is one unit), the goal's number in the goal colour."""
        p, lay = self.p, self.layout
        ink = QColor(self.theme.text)
        p.setPen(QPen(ink, 1))
        x = lay.x0() - 0.25 * CELL
        p.drawLine(QPointF(x, lay.ground_y()), QPointF(x, lay.row_y(lay.rows)))
        p.setFont(bold_font(p, 0.5 * CELL))
        for unit in range(0, lay.rows // SIDE + 1):
            y = lay.row_y(unit * SIDE)
            box = QRectF(lay.x0() - RULER, y - 0.4 * CELL, RULER - 0.6 * CELL, 0.8 * CELL)
            self.painted["ruler"] += 1
            if not box.united(QRectF(x - 0.3 * CELL, y, 0.3 * CELL, 0)).adjusted(
                    -PANEL_MARGIN, -PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN).intersects(rect):
                continue
            p.setPen(QPen(self.goal_line if unit == self.state.goal else ink, 1.5))
            p.drawLine(QPointF(x - 0.3 * CELL, y), QPointF(x, y))
            p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       str(unit))

    def panel(self, placed: Placed) -> None:
        p = self.p
        rect = self.layout.panel(placed.x, placed.y)
        front = self.state.wall.panel(placed.ident)
        face = self.state.wall.face(placed)
        tint = QColor(colours.seat_colour(self.palette, placed.owner))
        p.setPen(Qt.PenStyle.NoPen)
        # The panel's colour with the owner's tint over it, mixed here: one fill instead
        # of two (a panel's area blended twice was a tenth of painting it, issue 17).
        p.setBrush(tinted(QColor(colours.PANEL), tint, 0.16))
        p.drawRect(rect)
        self.squares(face, placed.x, placed.y)
        # The owner: a band of its colour along the bottom edge, never a frame, so a
        # red seat's panels cannot pass for red-framed ones.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(tint)
        p.drawRect(QRectF(rect.left() + 2, rect.bottom() - 0.22 * CELL - 2,
                          rect.width() - 4, 0.22 * CELL))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(colours.PANEL_EDGE), 1.2))
        p.drawRect(rect)
        if front.red_frame:
            p.setPen(QPen(QColor(colours.RED_FRAME), 3.5))
            p.drawRect(rect.adjusted(2, 2, -2, -2))
        if front.arrow:
            self.arrow(rect)
        self.painted["panel"] += 1

    def ghost(self, ident: int, rotation: int, x: int, y: int) -> None:
        """The picked panel, see-through, where the hovered spot would put it."""
        self.p.save()
        self.p.setOpacity(0.7)
        self.p.fillRect(self.layout.panel(x, y), QColor(colours.PANEL))
        self.squares(panel(ident).face(rotation), x, y, count=False)
        self.p.restore()
        self.painted["ghost"] += 1

    def squares(self, face: Face, x: int, y: int, count: bool = True) -> None:
        p, colour = self.p, self.state.colour
        line = QPen(QColor(colours.PANEL_LINE), 0.6)
        # The grid as ten lines in one call: sixteen stroked outlines cost the raster
        # engine about 20 µs each, most of a panel's paint (issue 17).
        box = self.layout.panel(x, y)
        left, top, right, bottom = box.left(), box.top(), box.right(), box.bottom()
        grid = [QLineF(left + i * CELL, top, left + i * CELL, bottom) for i in range(SIDE + 1)]
        grid += [QLineF(left, top + i * CELL, right, top + i * CELL) for i in range(SIDE + 1)]
        p.setPen(line)
        p.drawLines(grid)
        region, square = self.region, self.layout.square
        # Only the squares that show something (a stripe, a hold: they never share one),
        # not all sixteen: most of a panel's Python was the loop over empty squares.
        stripes = scene_pattern(p, colours.STRIPE, Qt.BrushStyle.BDiagPattern)
        for cx, cy in face.stripes:
            sq = square(x + cx, y + cy)
            if region is not None and not any(
                    r.intersects(sq.adjusted(-2, -2, 2, 2)) for r in region):
                continue  # a neighbour of the part painted again: only its edge shows
            p.fillRect(sq, stripes)
            self.painted["stripe"] += count
        for hold in face.holds:
            sq = square(x + hold.cx, y + hold.cy)
            if region is not None and not any(
                    r.intersects(sq.adjusted(-2, -2, 2, 2)) for r in region):
                continue
            strong = hold.colour == colour
            paint_hold(p, hold.colour, sq.center(), 0.34 * CELL if strong else 0.24 * CELL,
                       strong)
            self.painted["hold" if strong else "faint-hold"] += count
            self.painted[f"{SHAPES[hold.colour]}-{'strong' if strong else 'faint'}"] += count

    def arrow(self, rect: QRectF) -> None:
        # Small and against the top edge, between the top row's holds.
        c = QPointF(rect.center().x(), rect.top() + 0.06 * CELL)
        tri = QPolygonF([c, c + QPointF(-0.22 * CELL, 0.3 * CELL),
                         c + QPointF(0.22 * CELL, 0.3 * CELL)])
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(QColor("#333333"))
        self.p.drawPolygon(tri)
        self.painted["arrow"] += 1

    def badge(self, rect: QRectF, front: Panel) -> None:
        hard = front.kind is Kind.HARD
        fill = QColor(colours.BADGE_HARD if hard else colours.BADGE_OVERHANG)
        # Astride the top-right corner, so it hides as little of the corner's hold as it can.
        box = QRectF(rect.right() - 0.55 * CELL, rect.top() - 0.3 * CELL, 0.9 * CELL, 0.6 * CELL)
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(fill)
        self.p.drawRoundedRect(box, 4, 4)
        self.p.setPen(readable_ink(fill))
        self.p.setFont(bold_font(self.p, 0.45 * CELL))
        text = f"+{front.extra_mp}"  # the extra move points: a number, nothing to translate
        self.p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        self.painted["badge"] += 1

    # ----- pieces, clip markers, the hand -------------------------------------------------
    def piece(self, seat: int, x: float, y: float) -> None:
        piece_disc(self.p, QPointF(x, y), colours.seat_colour(self.palette, seat), seat,
                   self.dark)
        self.painted["piece"] += 1

    def clip(self, seat: int, x: int, y: int, climber: tuple[int, int] | None) -> None:
        rect = self.layout.square(x, y).adjusted(5, 5, -5, -5)
        if climber is not None:
            # The rope: from the clip marker up (or down) to its climber.
            self.p.setPen(QPen(QColor(colours.ROPE), 2, Qt.PenStyle.SolidLine,
                               Qt.PenCapStyle.RoundCap))
            self.p.drawLine(rect.center(), self.layout.centre(*climber))
            self.painted["rope"] += 1
        self.p.setPen(QPen(QColor(colours.PIECE_RIM), 1.5))
        self.p.setBrush(QColor(colours.seat_colour(self.palette, seat)))
        self.p.drawRect(rect)
        self.painted["clip"] += 1

    def hand_panel(self, index: int, ident: int, rotation: int, locked: bool) -> None:
        rect = self.layout.hand(index)
        self.p.setPen(QPen(QColor("#444444"), 1))
        if ident == HIDDEN:
            self.p.setBrush(QColor(colours.BACK))
            self.p.drawRect(rect)
            return
        front = panel(ident)
        face = front.face(rotation)
        self.p.setBrush(QColor(colours.PANEL))
        self.p.drawRect(rect)
        side = rect.width() / SIDE
        for h in face.holds:
            strong = h.colour == self.state.colour
            centre = QPointF(rect.left() + (h.cx + 0.5) * side,
                             rect.bottom() - (h.cy + 0.5) * side)
            paint_hold(self.p, h.colour, centre, 0.3 * side if strong else 0.24 * side,
                       strong)
        for cx, cy in face.stripes:
            sq = QRectF(rect.left() + cx * side, rect.bottom() - (cy + 1) * side, side, side)
            self.p.fillRect(sq, QBrush(QColor(colours.STRIPE), Qt.BrushStyle.BDiagPattern))
        if front.red_frame:
            self.p.setPen(QPen(QColor(colours.RED_FRAME), 3))
            self.p.setBrush(Qt.BrushStyle.NoBrush)
            self.p.drawRect(rect)
        if locked:
            self.locked(rect)
        self.painted["hand"] += 1

    def locked(self, rect: QRectF) -> None:
        """A hand panel that fits nowhere while others may be placed: veiled, and says so
        (the red ghost tells the reason at any one spot)."""
        self.p.fillRect(rect, with_alpha(QColor(self.theme.background), 0.6))
        self.p.setPen(QColor(self.theme.text))
        self.p.setFont(bold_font(self.p, 0.42 * CELL))
        self.p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                        QCoreApplication.translate("WallBoard", "fits nowhere now"))
        self.painted["locked"] += 1

    def tick(self, index: int, ticked: bool) -> None:
        """A tick box under a hand panel (crossed when ticked for the discard)."""
        p, box = self.p, self.layout.tick(index)
        p.setPen(QPen(QColor(self.theme.text), 1.5))
        p.setBrush(QColor(colours.PANEL))
        p.drawRect(box)
        if ticked:
            p.setPen(QPen(QColor(colours.GHOST_BAD), 2.5))
            p.drawLine(box.topLeft() + QPointF(3, 3), box.bottomRight() - QPointF(3, 3))
            p.drawLine(box.topRight() + QPointF(-3, 3), box.bottomLeft() + QPointF(3, -3))
            self.painted["ticked"] += 1

    def discard(self, hand: int, text: str) -> None:
        """The tray's button that discards the ticked panels."""
        p, box = self.p, self.layout.discard_button(hand)
        fill = QColor(self.theme.highlight)
        p.setPen(QPen(QColor(self.theme.text), 1))
        p.setBrush(fill)
        p.drawRoundedRect(box, 6, 6)
        p.setPen(readable_ink(fill))
        p.setFont(bold_font(p, 0.5 * CELL))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        self.painted["discard-button"] += 1

    # ----- what the player may do ---------------------------------------------------------
    def hint(self, box: Box) -> None:
        """Ring the suggested action's place: a move's end, a clip square, a panel's spot."""
        self.p.setPen(QPen(QColor(self.theme.hint), 4, Qt.PenStyle.DotLine))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawRect(rect_of(box).adjusted(-3, -3, 3, 3))
        self.painted["hint"] += 1

    def route(self, points: tuple[tuple[float, float], ...]) -> None:
        """The squares the hovered move enters, from the piece (or its start point)."""
        self.p.setPen(QPen(with_alpha(QColor(self.theme.selection), 0.8), 3,
                           Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                           Qt.PenJoinStyle.RoundJoin))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in points]))
        self.painted["route"] += 1

    def cost(self, box: Box, text: str) -> None:
        """The hovered (or keyboard-focused) move's price in a label (placed by
        :func:`cost_box`)."""
        self.p.setFont(bold_font(self.p, 0.45 * CELL))
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(QColor(colours.COST_FILL))
        self.p.drawRoundedRect(rect_of(box), 4, 4)
        self.p.setPen(QColor(colours.COST_INK))
        self.p.drawText(rect_of(box), Qt.AlignmentFlag.AlignCenter, text)
        self.painted["cost"] += 1

    def target(self, box: Box, tray: bool) -> None:
        """A ring round what may be picked; the tray's panels keep their faces readable:
        a ring, no wash."""
        live = QColor(self.theme.highlight)
        self.p.setPen(QPen(live, 3))
        self.p.setBrush(Qt.BrushStyle.NoBrush if tray else with_alpha(live, 0.18))
        self.p.drawRoundedRect(rect_of(box).adjusted(1, 1, -1, -1), 5, 5)
        self.painted["target"] += 1

    def picked(self, box: Box) -> None:
        self.p.setPen(QPen(QColor(self.theme.selection), 4))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawRect(rect_of(box).adjusted(-3, -3, 3, 3))

    def panel_target(self, box: Box, ghost: tuple[int, int, int, int] | None) -> None:
        """A spot the picked panel may go to; the hovered one shows the panel there."""
        ring = rect_of(box).adjusted(-CELL, -CELL, CELL, CELL)
        if ghost is not None:
            self.ghost(*ghost)
            good = QColor(colours.GHOST_OK)
            self.p.setPen(QPen(good, 3.5))
            self.p.setBrush(with_alpha(good, 0.2))
        else:
            live = QColor(self.theme.highlight)
            self.p.setPen(QPen(live, 1.5, Qt.PenStyle.DashLine))
            self.p.setBrush(with_alpha(live, 0.08))
        self.p.drawRect(ring)
        self.painted["panel-target"] += 1

    def stray(self, ident: int, rotation: int, x: int, y: int, text: str,
              box: Box) -> None:
        """The picked panel off its legal spots: a red ghost and the engine's reason
        (in ``box``, placed by :func:`refusal_box`)."""
        rect = self.layout.panel(x, y)
        bad = QColor(colours.GHOST_BAD)
        self.ghost(ident, rotation, x, y)
        self.p.setPen(QPen(bad, 3))
        self.p.setBrush(with_alpha(bad, 0.25))
        self.p.drawRect(rect)
        self.p.setFont(bold_font(self.p, 0.48 * CELL))
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(bad)
        self.p.drawRoundedRect(rect_of(box), 4, 4)
        self.p.setPen(readable_ink(bad))
        self.p.drawText(rect_of(box).adjusted(5, 3, -5, -3), int(Qt.TextFlag.TextWordWrap),
                        text)
        self.painted["refusal"] += 1


def label_font(pixels: float) -> QFont:
    """The bold font a label of ``pixels`` is drawn in (what ``bold_font`` gives a
    painter on the board: its own font is the application's)."""
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(True)
    return font


def cost_box(layout: Layout, action: Spend | Award, text: str) -> Box:
    """The price label's place: above and right of the move's hold, flipped left near
    the wall's right edge so it stays on the board."""
    spot = layout.top_spot() if action.top else layout.square(*action.squares[-1])
    box = QFontMetricsF(label_font(0.45 * CELL)).boundingRect(text).adjusted(-5, -2, 5, 2)
    box.moveBottomLeft(QPointF(spot.right() + 2, spot.top() + 2))
    if box.right() > layout.x1():
        box.moveRight(spot.left() - 2)
    return box_of(box)


def refusal_box(layout: Layout, action: Place, text: str) -> Box:
    """The engine's reason beside the red ghost, wrapped to nine squares."""
    rect = layout.panel(action.x, action.y)
    metrics = QFontMetricsF(label_font(0.48 * CELL))
    box = metrics.boundingRect(QRectF(0, 0, 9 * CELL, 100),
                               int(Qt.TextFlag.TextWordWrap), text).adjusted(-5, -3, 5, 3)
    box.moveTopLeft(QPointF(rect.right() + 4, rect.top()))
    return box_of(box)


def hint_box(layout: Layout, action: object) -> Box | None:
    """The place a hint rings: a move's end, a clip square, a panel's spot."""
    if isinstance(action, Spend | Award):
        rect = layout.top_spot() if action.top else (
            layout.square(*action.squares[-1]) if action.squares else None)
    elif isinstance(action, Clip):
        rect = layout.square(action.x, action.y)
    elif isinstance(action, Place):
        rect = layout.panel(action.x, action.y)
    else:
        return None
    return box_of(rect) if rect is not None else None
