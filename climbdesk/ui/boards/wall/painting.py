"""Painting the wall from a view: panels with their holds, stripes, frames, arrows and
badges, the owners' tints, pieces and clip markers, the start slots and the hand tray.

Everything is drawn by one item from the scene's state; :class:`Painted` counts what the
last paint drew, so tests can check the picture without reading pixels.  Only the
viewer's own hand is drawn (a view shows other hands as hidden markers, never drawn).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from climbdesk.games.wall.actions import Award, Clip, Place, Spend
from climbdesk.games.wall.deck import SIDE, Face, Kind, Panel, panel
from climbdesk.games.wall.engine import HIDDEN, WallState
from climbdesk.games.wall.geometry import Placed, slot_anchor
from climbdesk.ui.boards.drawing import bold_font, with_alpha
from climbdesk.ui.boards.wall import colours
from climbdesk.ui.boards.wall.chooser import cost_text
from climbdesk.ui.boards.wall.holds import SHAPES, paint_hold
from climbdesk.ui.boards.wall.layout import CELL, RULER, Layout
from climbdesk.ui.boards.wall.spots import DiscardSpot, HandPanel, PanelSpot, TickSpot
from climbdesk.ui.theme import OUTLINE_ON_DARK

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene
    from climbdesk.ui.theme import BoardTheme

Painted = Counter[str]
"""What the last paint drew, by kind ("panel", "piece", "clip", "hold-target", ...)."""


class WallItem(QGraphicsItem):
    """The whole board in one item: the scene's state is the single source of truth."""

    def __init__(self, scene: WallBoardScene) -> None:
        super().__init__()
        self.board = scene
        self.painted: Painted = Counter()
        self.rect = QRectF()

    def boundingRect(self) -> QRectF:
        # Kept here, never asked of the scene: an unset scene rectangle defaults to its
        # items' bounds, which would ask this item again.
        return self.rect

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.painted = Counter()
        state, layout = self.board.state, self.board.layout
        if state is None or layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _Painter(painter, state, layout, self.painted, self.board.theme).all(self.board)


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


class _Painter:
    def __init__(self, painter: QPainter, state: WallState, layout: Layout,
                 painted: Painted, theme: BoardTheme) -> None:
        self.p, self.state, self.layout, self.painted = painter, state, layout, painted
        self.palette = theme.pieces
        self.goal_line = QColor(colours.goal_colour(theme.dark))
        self.dark = theme.dark

    def all(self, board: WallBoardScene) -> None:
        self.bands()
        self.ground()
        visible = self.state.wall.visible()
        for placed in visible:
            self.panel(placed)
        for placed in visible:  # after every panel: a badge sits astride its panel's corner
            front = self.state.wall.panel(placed.ident)
            if front.kind is not Kind.PLAIN:
                self.badge(self.layout.panel(placed.x, placed.y), front)
        self.goal()
        self.ruler(board)
        self.clips()
        self.pieces(board.motion.hidden_seats())
        self.hand(board)
        self.tray(board)
        self.marks(board)
        self.stray(board)

    # ----- the wall ----------------------------------------------------------------------
    def ground(self) -> None:
        p, lay = self.p, self.layout
        y = lay.ground_y()
        p.fillRect(QRectF(0, y, lay.width(), 0.25 * CELL), QColor(colours.GROUND))
        for seat in range(self.state.players):
            x = slot_anchor(seat)[0]
            slot = lay.panel(x, 0)
            pen = QPen(QColor(colours.seat_colour(self.palette, seat)), 2, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(slot.adjusted(2, 2, -2, -2))
            self.painted["slot"] += 1

    def goal(self) -> None:
        y = self.layout.row_y(self.state.goal * SIDE)
        self.p.setPen(QPen(self.goal_line, 2, Qt.PenStyle.DashDotLine))
        self.p.drawLine(QPointF(0, y), QPointF(self.layout.width(), y))

    def bands(self) -> None:
        """Under everything: the goal band (a panel reaching it is a top panel) and the
        hatched band no panel may reach into."""
        lay, width = self.layout, self.layout.width()
        goal, ceiling = lay.row_y(self.state.goal * SIDE), lay.row_y(lay.ceiling)
        self.p.fillRect(QRectF(0, ceiling, width, goal - ceiling),
                        with_alpha(self.goal_line, 0.14))
        self.p.fillRect(QRectF(0, 0, width, ceiling),
                        QBrush(QColor(colours.CEILING), Qt.BrushStyle.DiagCrossPattern))
        self.painted["band"] += 2

    def ruler(self, board: WallBoardScene) -> None:
        """Left of the wall: a tick per panel height, numbered as the engine counts
        height (a panel's side is one unit), the goal's number in the goal colour."""
        p, lay = self.p, self.layout
        ink = QColor(board.theme.text)
        p.setPen(QPen(ink, 1))
        x = -0.25 * CELL
        p.drawLine(QPointF(x, lay.ground_y()), QPointF(x, lay.row_y(lay.rows)))
        p.setFont(bold_font(p, 0.5 * CELL))
        for unit in range(0, lay.rows // SIDE + 1):
            y = lay.row_y(unit * SIDE)
            p.setPen(QPen(self.goal_line if unit == self.state.goal else ink, 1.5))
            p.drawLine(QPointF(x - 0.3 * CELL, y), QPointF(x, y))
            box = QRectF(-RULER, y - 0.4 * CELL, RULER - 0.6 * CELL, 0.8 * CELL)
            p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       str(unit))
            self.painted["ruler"] += 1

    def panel(self, placed: Placed) -> None:
        p = self.p
        rect = self.layout.panel(placed.x, placed.y)
        front = self.state.wall.panel(placed.ident)
        face = self.state.wall.face(placed)
        tint = QColor(colours.seat_colour(self.palette, placed.owner))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(colours.PANEL))
        p.drawRect(rect)
        p.setBrush(with_alpha(tint, 0.16))
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
        p.setPen(QPen(QColor(colours.PANEL_LINE), 0.6))
        for cy in range(SIDE):
            for cx in range(SIDE):
                sq = self.layout.square(x + cx, y + cy)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(sq)
                if face.striped(cx, cy):
                    p.fillRect(sq, QBrush(QColor(colours.STRIPE), Qt.BrushStyle.BDiagPattern))
                    self.painted["stripe"] += count
                hold = face.hold_at(cx, cy)
                if hold is not None:
                    strong = hold == colour
                    paint_hold(p, hold, sq.center(), 0.34 * CELL if strong else 0.24 * CELL,
                               strong)
                    p.setPen(QPen(QColor(colours.PANEL_LINE), 0.6))
                    self.painted["hold" if strong else "faint-hold"] += count
                    self.painted[f"{SHAPES[hold]}-{'strong' if strong else 'faint'}"] += count

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
    def pieces(self, moving: tuple[int, ...] = ()) -> None:
        st = self.state
        for seat in range(st.players):
            if not st.is_active(seat) or st.topped[seat] or seat in moving:
                continue
            pos = st.pos[seat]
            rect = (self.layout.start(seat) if pos is None
                    else self.layout.square(*pos))
            piece_disc(self.p, rect.center(), colours.seat_colour(self.palette, seat), seat,
                       self.dark)
            self.painted["piece"] += 1

    def clips(self) -> None:
        st = self.state
        for seat, clip in enumerate(st.clips):
            if clip is None:
                continue
            rect = self.layout.square(*clip).adjusted(5, 5, -5, -5)
            pos = st.pos[seat]
            if pos is not None and st.is_active(seat) and not st.topped[seat]:
                # The rope: from the clip marker up (or down) to its climber.
                self.p.setPen(QPen(QColor(colours.ROPE), 2, Qt.PenStyle.SolidLine,
                                   Qt.PenCapStyle.RoundCap))
                self.p.drawLine(rect.center(), self.layout.centre(*pos))
                self.painted["rope"] += 1
            self.p.setPen(QPen(QColor(colours.PIECE_RIM), 1.5))
            self.p.setBrush(QColor(colours.seat_colour(self.palette, seat)))
            self.p.drawRect(rect)
            self.painted["clip"] += 1

    def hand(self, board: WallBoardScene) -> None:
        locked = board.locked_panels()
        for index, ident in enumerate(board.hand()):
            rect = self.layout.hand(index)
            self.p.setPen(QPen(QColor("#444444"), 1))
            if ident == HIDDEN:
                self.p.setBrush(QColor(colours.BACK))
                self.p.drawRect(rect)
                continue
            front = panel(ident)
            face = front.face(board.rotation if board.picked == board.hand_key(ident)
                              and board.rotation in front.rotations else 0)
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
            if ident in locked:
                self.locked(rect, board)
            self.painted["hand"] += 1

    def locked(self, rect: QRectF, board: WallBoardScene) -> None:
        """A hand panel that fits nowhere while others may be placed: veiled, and says so
        (the red ghost tells the reason at any one spot)."""
        self.p.fillRect(rect, with_alpha(QColor(board.theme.background), 0.6))
        self.p.setPen(QColor(board.theme.text))
        self.p.setFont(bold_font(self.p, 0.42 * CELL))
        self.p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                        QCoreApplication.translate("WallBoard", "fits nowhere now"))
        self.painted["locked"] += 1

    # ----- what the player may do ---------------------------------------------------------
    def hint(self, action: object, colour: QColor) -> None:
        """Ring the suggested action's place: a move's end, a clip square, a panel's spot."""
        lay = self.layout
        if isinstance(action, Spend | Award):
            rect = lay.top_spot() if action.top else (
                lay.square(*action.squares[-1]) if action.squares else None)
        elif isinstance(action, Clip):
            rect = lay.square(action.x, action.y)
        elif isinstance(action, Place):
            rect = lay.panel(action.x, action.y)
        else:
            return
        if rect is None:
            return
        self.p.setPen(QPen(colour, 4, Qt.PenStyle.DotLine))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawRect(rect.adjusted(-3, -3, 3, 3))
        self.painted["hint"] += 1

    def route(self, action: Spend | Award, colour: QColor) -> None:
        """The squares the hovered move enters, from the piece (or its start point)."""
        st, lay = self.state, self.layout
        here = st.pos[st.seat]
        start = lay.start(st.seat).center() if here is None else lay.centre(*here)
        points = [start, *(lay.centre(x, y) for x, y in action.squares)]
        if action.top:
            points.append(QPointF(points[-1].x(), lay.top_spot().center().y()))
        self.p.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                           Qt.PenJoinStyle.RoundJoin))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawPolyline(QPolygonF(points))
        self.painted["route"] += 1

    def cost(self, action: Spend | Award, text: str) -> None:
        """The hovered (or keyboard-focused) move's price in a label above and right of
        its hold, flipped left near the wall's right edge so it stays on the board."""
        if not text:
            return
        lay = self.layout
        spot = lay.top_spot() if action.top else lay.square(*action.squares[-1])
        font = bold_font(self.p, 0.45 * CELL)
        self.p.setFont(font)
        box = QFontMetricsF(font).boundingRect(text).adjusted(-5, -2, 5, 2)
        box.moveBottomLeft(QPointF(spot.right() + 2, spot.top() + 2))
        if box.right() > lay.width():
            box.moveRight(spot.left() - 2)
        fill = QColor(colours.COST_FILL)
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(fill)
        self.p.drawRoundedRect(box, 4, 4)
        self.p.setPen(QColor(colours.COST_INK))
        self.p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        self.painted["cost"] += 1

    def tray(self, board: WallBoardScene) -> None:
        """The tick boxes under the hand and the discard button (when ticks make one)."""
        p, lay = self.p, self.layout
        hand = board.hand()
        keys = set(board.pickable_keys())
        ink = QColor(board.theme.text)
        for index, ident in enumerate(hand):
            if TickSpot(ident) not in keys:
                continue
            box = lay.tick(index)
            p.setPen(QPen(ink, 1.5))
            p.setBrush(QColor(colours.PANEL))
            p.drawRect(box)
            if ident in board.ticked:
                p.setPen(QPen(QColor(colours.GHOST_BAD), 2.5))
                p.drawLine(box.topLeft() + QPointF(3, 3), box.bottomRight() - QPointF(3, 3))
                p.drawLine(box.topRight() + QPointF(-3, 3), box.bottomLeft() + QPointF(3, -3))
                self.painted["ticked"] += 1
        if DiscardSpot() in keys:
            box = lay.discard_button(len(hand))
            fill = QColor(board.theme.highlight)
            p.setPen(QPen(ink, 1))
            p.setBrush(fill)
            p.drawRoundedRect(box, 6, 6)
            p.setPen(readable_ink(fill))
            p.setFont(bold_font(p, 0.5 * CELL))
            count = len(board.ticked)
            text = QCoreApplication.translate("WallBoard", "Discard %1 (D)").replace("%1", str(count))  # noqa: E501
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            self.painted["discard-button"] += 1

    def stray(self, board: WallBoardScene) -> None:
        """The picked panel off its legal spots: a red ghost and the engine's reason."""
        action = board.stray_place()
        if action is None:
            return
        rect = self.layout.panel(action.x, action.y)
        bad = QColor(colours.GHOST_BAD)
        self.ghost(action.panel, action.rotation, action.x, action.y)
        self.p.setPen(QPen(bad, 3))
        self.p.setBrush(with_alpha(bad, 0.25))
        self.p.drawRect(rect)
        text = board.refusal(action)
        font = bold_font(self.p, 0.48 * CELL)
        self.p.setFont(font)
        metrics = QFontMetricsF(font)
        box = metrics.boundingRect(QRectF(0, 0, 9 * CELL, 100),
                                   int(Qt.TextFlag.TextWordWrap), text).adjusted(-5, -3, 5, 3)
        box.moveTopLeft(QPointF(rect.right() + 4, rect.top()))
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(bad)
        self.p.drawRoundedRect(box, 4, 4)
        self.p.setPen(readable_ink(bad))
        self.p.drawText(box.adjusted(5, 3, -5, -3), int(Qt.TextFlag.TextWordWrap), text)
        self.painted["refusal"] += 1

    def marks(self, board: WallBoardScene) -> None:
        theme = board.theme
        live = QColor(theme.highlight)
        if board.hint is not None:
            self.hint(board.hint, QColor(theme.hint))
        move = board.hovered_move()
        if move is not None:
            self.route(move, with_alpha(QColor(theme.selection), 0.8))
        for spot in board.pickables():
            self.p.setPen(QPen(live, 3))
            # The tray's panels keep their faces readable: a ring, no wash.
            tray = isinstance(spot.key, HandPanel | TickSpot | DiscardSpot)
            self.p.setBrush(Qt.BrushStyle.NoBrush if tray else with_alpha(live, 0.18))
            self.p.drawRoundedRect(spot.rect.adjusted(1, 1, -1, -1), 5, 5)
            self.painted["target"] += 1
        if board.picked is not None:
            for spot in board.pickables():
                if spot.key == board.picked:
                    self.p.setPen(QPen(QColor(theme.selection), 4))
                    self.p.setBrush(Qt.BrushStyle.NoBrush)
                    self.p.drawRect(spot.rect.adjusted(-3, -3, 3, 3))
            for spot in board.targets_of(board.picked):
                ghost = spot.rect.adjusted(-CELL, -CELL, CELL, CELL)
                hovered = spot.key == board.hover
                if hovered and isinstance(board.picked, HandPanel) \
                        and isinstance(spot.key, PanelSpot):
                    self.ghost(board.picked.ident, board.rotation, spot.key.x, spot.key.y)
                    good = QColor(colours.GHOST_OK)
                    self.p.setPen(QPen(good, 3.5))
                    self.p.setBrush(with_alpha(good, 0.2))
                else:
                    self.p.setPen(QPen(live, 1.5, Qt.PenStyle.DashLine))
                    self.p.setBrush(with_alpha(live, 0.08))
                self.p.drawRect(ghost)
                self.painted["panel-target"] += 1
        if move is not None:  # last: over the rings of the holds around it
            self.cost(move, cost_text(board, move))
