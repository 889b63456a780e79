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
This module holds the scene and its input; the geometry, palette and items
that paint the board are in :mod:`climbdesk.ui.boards.stairs.items`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QWidget

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.stairs.engine import SIZE, SQUARES, Move, StairsState
from climbdesk.ui.boards.common import animation, release_animation
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Pick, Spot
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.stairs.colours import StairsColours
from climbdesk.ui.boards.stairs.discs import DiscLayer
from climbdesk.ui.boards.stairs.halos import UnderLayer
from climbdesk.ui.boards.stairs.hint import HintItem
from climbdesk.ui.boards.stairs.items import (
    BASE_ANIM_MS,
    BASE_DY,
    FRAME,
    PAD,
    SQ,
    BoardItem,
    FloatingDisc,
    Palette,
    StackItem,
    disc_thickness,
)
from climbdesk.ui.theme import BoardTheme


class StairsBoardScene(InteractiveBoardScene[StairsState, int]):
    """The Stairs board.  Public API beyond :class:`InteractiveBoardScene`:

    ``square_center(sq)``, ``square_at(point)``, ``selected_square``,
    ``selected_targets()``, ``pickable_squares()``, ``blocked_squares()`` and
    ``show_single_heights`` (draw "1" on lone pieces too; off by default so the
    opening board is calm).  Its spots are squares (ints): the pickables are the
    squares whose top piece may move, the targets of one are where it may step.
    """

    state_type = StairsState
    # The wooden board is painted as the background, which the views keep in a pixmap.
    cache_background = True
    # A fitted board makes a square a whole number of pixels, so the squares, halos
    # and stacks that look alike are one kept picture wherever they stand.
    pixel_unit = SQ

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_ = Palette(self.theme)
        self.show_single_heights = False
        self._stacks: list[StackItem] = []
        self._board_item: BoardItem | None = None
        self._under: UnderLayer | None = None
        self._discs: DiscLayer | None = None
        self._hint_item: HintItem | None = None
        self._floating: FloatingDisc | None = None
        self._anim: QVariantAnimation | None = None
        self._anim_dst: int | None = None
        self._pulse: QVariantAnimation | None = None
        self._drag_offset = QPointF()
        # What the items were last told to show, so a redraw repaints only what changed
        # (a move touches a few squares; repainting all 36 stacks cost ~35 ms offscreen).
        self._repaint_all = True
        self._board_look: list[tuple[bool, bool, bool]] = []
        self._hint_for: tuple[Action | None, State | None] = (None, None)
        self.setSceneRect(self.frame_rect().adjusted(-PAD, -PAD, PAD, PAD))
        self._build_items()

    @property
    def selected_square(self) -> int | None:
        """The square whose top piece is in hand."""
        return self.picked

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
        state = self.state
        h = (state.height(sq) if state is not None else 0) + extra
        return self.square_center(sq) + QPointF(0, BASE_DY - h * disc_thickness(h))

    def board_rect(self) -> QRectF:
        return self.sceneRect()

    def stacks(self) -> list[StackItem]:
        """The stack items, by square."""
        return self._stacks

    # ----- state helpers --------------------------------------------------
    def _legal_moves(self) -> list[Move]:
        state = self.state
        if state is None or state.is_terminal():
            return []
        return [a for a in self.legal_actions() if isinstance(a, Move)]

    def pickable_squares(self) -> set[int]:
        """Squares whose top piece the player to move may pick up now."""
        return {m.src for m in self._legal_moves()}

    def blocked_squares(self) -> set[int]:
        """Pieces that could step somewhere but the lowest-piece rule holds back."""
        state = self.state
        if state is None or state.is_terminal():
            return set()
        return set(state.movable(state.to_move)) - self.pickable_squares()

    def target_squares(self, sq: int) -> list[int]:
        """Where the top piece of ``sq`` may step now."""
        return [m.dst for m in self._legal_moves() if m.src == sq]

    def selected_targets(self) -> list[int]:
        return [] if self.selected_square is None else self.target_squares(self.selected_square)

    # ----- InteractiveBoardScene contract: squares are the spots ---------------------------
    def pickables(self) -> list[Spot[int]]:
        return [Spot(sq, self.square_rect(sq)) for sq in sorted(self.pickable_squares())]

    def targets_of(self, key: int) -> list[Spot[int]]:
        return [Spot(sq, self.square_rect(sq)) for sq in self.target_squares(key)]

    def resolve(self, key: int, target: int | None) -> Action | Pick[int] | None:
        return None if target is None else Move(key, target)

    def key_at(self, pos: QPointF, skip: int | None = None) -> int | None:
        return self.square_at(pos)

    def animating(self) -> bool:
        return self._anim is not None

    def click_elsewhere(self, key: int | None, pos: QPointF) -> None:
        """A click on a piece the lowest-piece rule holds back makes the allowed ones pulse."""
        if key is None:
            return
        if key in self.blocked_squares():
            self._pulse_allowed()
        self.set_pick(None)

    # ----- BoardScene contract ----------------------------------------------
    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.palette_ = Palette(theme)
        self._repaint_all = True
        self.redraw()

    def set_seat_names(self, names: list[str]) -> None:
        self._repaint_all = True  # the language may have changed: tooltips follow
        super().set_seat_names(names)

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        """Show ``state``; slide the disc of ``animate`` unless the user just dropped it there.

        Exactly one ``animation_finished`` follows every call: at once when nothing
        moves, otherwise when the slide ends (or is cut short by the next call).
        """
        self._finish_animation()
        animate = self.take_position(state, interactive=interactive, animate=animate)
        self._remove_floating()
        if not isinstance(animate, Move) or self.animation_speed <= 0 \
                or self.state is None:
            self.redraw()
            self.animation_finished.emit()
            return
        self.redraw()
        self._start_slide(animate)

    def set_interactive(self, interactive: bool) -> None:
        if not interactive and self._anim is None:
            self._remove_floating()
        super().set_interactive(interactive)

    def hint_changed(self) -> None:
        self._update_hint()

    def redraw(self, animate: Action | None = None) -> None:
        """Refresh the items from the state; items are reused, not rebuilt, and only
        those whose look changed are repainted."""
        everything, self._repaint_all = self._repaint_all, False
        background = QColor(self.theme.background)
        if everything or self.backgroundBrush().color() != background:
            self.setBackgroundBrush(background)  # repaints the whole scene
        state = self.state
        moves = self._legal_moves()  # once: the three sets below come from it
        pickable = {m.src for m in moves} if self.interactive else set()
        blocked = set(state.movable(state.to_move)) - pickable \
            if self.interactive and state is not None and not state.is_terminal() else set()
        if self.selected_square not in pickable:
            self.picked = None
        targets = {m.dst for m in moves if m.src == self.selected_square} \
            if self.selected_square is not None else set()
        under = self._under
        # Worked out once for the 36 stacks (this loop runs for every shown position).
        picked = self.selected_square
        hovered = self.hover if self.dragged is not None else None
        cursor = self.cursor if self.cursor_visible else None
        lifted = picked if self.dragged is not None else None
        landing = self._anim_dst if self._anim is not None else None
        stacks = state.stacks if state is not None else None
        need = state.required_height() if blocked and state is not None else 0
        single = self.show_single_heights
        for item in self._stacks:
            sq = item.square
            item.colours = tuple(stacks[sq]) if stacks is not None else ()
            if sq == picked:
                item.status = StackItem.SELECTED
            elif sq in pickable:
                item.status = StackItem.MOVABLE
            elif sq in blocked:
                item.status = StackItem.BLOCKED
            else:
                item.status = StackItem.NONE
            item.target = sq in targets
            item.target_hover = item.target and (sq == hovered or sq == cursor)
            item.hidden_top = 1 if sq == lifted or sq == landing else 0
            # The discs' look; the halo (whose pieces may move) is the layer's.
            look = (item.colours, item.status == StackItem.SELECTED, item.target,
                    item.target_hover, item.hidden_top, single)
            if everything or look != item.look:
                item.look = look
                self._repaint_discs(item)
            if under is not None:
                under.refresh(item, everything)
            tip = (item.status, item.target, need if item.status == StackItem.BLOCKED else 0)
            if everything or tip != item.tip_look:
                item.tip_look = tip
                self._update_cursor_and_tip(item, need)
        self._update_board_item(state, everything)
        # The position by identity: a state's == compares the two positions' JSON
        # (0.8 ms a move, paint8); a new position is a new object.
        hint_for, state_for = self._hint_for
        if everything or hint_for != self.hint or state_for is not self.state:
            self._update_hint()
        if self._floating is not None:
            self._floating.update()
        self.refresh_cursor()

    # ----- legend ------------------------------------------------------------
    def legend(self) -> list[LegendEntry]:
        """The halos, dots, dashed rings and hatching the stacks are drawn with."""
        theme = self.theme

        def ring(colour: str, width: float,
                 dashed: bool = False) -> Callable[[QPainter, QRectF], None]:
            def paint(painter: QPainter, tile: QRectF) -> None:
                pen = QPen(QColor(colour), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                if dashed:
                    pen.setDashPattern([2.2, 1.6])
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(tile.center(), tile.width() * 0.32, tile.height() * 0.3)
            return paint

        def dot(painter: QPainter, tile: QRectF) -> None:
            colour = QColor(theme.highlight)
            painter.setPen(QPen(colour.darker(150), 1.2))
            painter.setBrush(colour)
            painter.drawEllipse(tile.center(), 7.0, 5.6)

        def hatched(painter: QPainter, tile: QRectF) -> None:
            rect = tile.adjusted(4, 3, -4, -3)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(StairsColours.of(theme).empty_square))
            painter.drawRect(rect)
            painter.setBrush(QBrush(QColor(StairsColours.of(theme).empty_mark),
                                    Qt.BrushStyle.BDiagPattern))
            painter.drawRect(rect.adjusted(3, 3, -3, -3))

        def last(painter: QPainter, tile: QRectF) -> None:
            painter.setPen(QPen(QColor(theme.last_move), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(tile.adjusted(6, 5, -6, -5))

        return [
            LegendEntry(ring(theme.movable, 3.0), QCoreApplication.translate(
                "StairsBoard", "Ring: a piece you can move now")),
            LegendEntry(ring(theme.selection, 5.0), QCoreApplication.translate(
                "StairsBoard", "Thick ring: the piece you picked")),
            LegendEntry(dot, QCoreApplication.translate(
                "StairsBoard", "Dot: a square the picked piece can go to")),
            LegendEntry(ring(theme.blocked, 3.0, dashed=True), QCoreApplication.translate(
                "StairsBoard", "Dashed ring: held back by the lowest-piece rule")),
            LegendEntry(ring(theme.hint, 4.0), QCoreApplication.translate(
                "StairsBoard", "Hint colour: the suggested move")),
            LegendEntry(last, QCoreApplication.translate(
                "StairsBoard", "Framed squares: the last move")),
            LegendEntry(hatched, QCoreApplication.translate(
                "StairsBoard", "Hatched square: vacated, out of play")),
        ]

    # ----- items -------------------------------------------------------------
    def _build_items(self) -> None:
        self.setBackgroundBrush(QColor(self.theme.background))
        self._board_item = BoardItem(self)
        self._under = UnderLayer(self)
        self.addItem(self._under)
        self._discs = DiscLayer(self)
        self.addItem(self._discs)
        for sq in range(SQUARES):
            item = StackItem(self, sq)
            self._stacks.append(item)
            self.addItem(item)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The background colour and the wooden board under the stacks (see
        :class:`BoardItem`: the views keep it, this runs for the parts invalidated)."""
        super().drawBackground(painter, rect)
        if self._board_item is not None:
            painter.save()
            self._board_item.paint(painter, QRectF(rect))
            painter.restore()

    def _repaint_discs(self, item: StackItem) -> None:
        """``item``'s discs changed: the disc layer repaints its part."""
        if self._discs is not None:
            self._discs.refresh(item)

    def hover_changed(self, item: StackItem) -> None:
        """The mouse came onto or left ``item``: a movable piece's halo grows."""
        if self._under is not None:
            self._under.refresh(item)

    def _update_cursor_and_tip(self, item: StackItem, need: int | None) -> None:
        """The hand over what may be picked or where it may go, and the rule's tooltip
        on held-back pieces (``need``: the height the rule asks for, worked out once a
        redraw, not once a held-back piece: paint8); set only when they change (a
        cursor set on an item goes to every view under the mouse)."""
        shape: Qt.CursorShape | None = None
        tip = ""
        if item.status in (StackItem.MOVABLE, StackItem.SELECTED):
            shape = Qt.CursorShape.OpenHandCursor
        elif item.target:
            shape = Qt.CursorShape.PointingHandCursor
        elif item.status == StackItem.BLOCKED:
            tip = QCoreApplication.translate(
                "StairsBoard", "The lowest-piece rule: move a piece at height %1 first.")
            tip = tip.replace("%1", str(need))
        if shape is None:
            if item.hasCursor():
                item.unsetCursor()
        elif not item.hasCursor() or item.cursor().shape() != shape:
            item.setCursor(shape)
        if item.toolTip() != tip:
            item.setToolTip(tip)

    def board_look(self) -> list[tuple[bool, bool, bool]]:
        """Each square's look on the board (vacated, the last move's, under a shown
        stack), as the board was last invalidated by: what its background paints."""
        if len(self._board_look) != SQUARES:
            self._board_look = self._square_looks(self.state)
        return self._board_look

    def _square_looks(self, state: StairsState | None) -> list[tuple[bool, bool, bool]]:
        last: set[int] = set()
        if state is not None and isinstance(state.last_move, Move):
            last = {state.last_move.src, state.last_move.dst}
        return [(state is not None and state.height(sq) == 0, sq in last,
                 self._stacks[sq].visible_height() > 0) for sq in range(SQUARES)]

    def _update_board_item(self, state: StairsState | None, everything: bool) -> None:
        """Repaint the squares of the board whose look changed (vacated, last move, a
        stack's shadow)."""
        if self._board_item is None:
            return
        look = self._square_looks(state)
        background = QGraphicsScene.SceneLayer.BackgroundLayer
        if everything or len(look) != len(self._board_look):
            self.invalidate(self.sceneRect(), background)
        else:
            # A view rounds the rectangle to whole pixels: a margin of a pixel or two
            # keeps the square's antialiased edge inside what it paints again.
            scales = [math.hypot(v.transform().m11(), v.transform().m12()) for v in self.views()]
            m = max(2.0, 1.5 / max(min(scales, default=1.0), 1e-3))
            for sq in range(SQUARES):
                if look[sq] != self._board_look[sq]:
                    self.invalidate(self.square_rect(sq).adjusted(-m, -m, m, m), background)
        self._board_look = look

    def _update_hint(self) -> None:
        self._hint_for = (self.hint, self.state)
        if self._hint_item is not None:
            self.removeItem(self._hint_item)
            self._hint_item = None
        if isinstance(self.hint, Move) and self.state is not None:
            self._hint_item = HintItem(self, self.hint)
            self.addItem(self._hint_item)

    # ----- animation ------------------------------------------------------
    def _start_slide(self, move: Move) -> None:
        """Slide the moved disc from ``move.src`` in an arc onto ``move.dst``."""
        state = self.state
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
        lift = 0.45 * SQ

        def step(f: float) -> None:
            p = start + (end - start) * f
            arc = math.sin(math.pi * f) * lift
            disc.lift = arc
            disc.setPos(p - QPointF(0, arc))
            disc.update()

        anim = animation(self, BASE_ANIM_MS, step, speed=self.animation_speed,
                         done=self._on_slide_finished, easing=QEasingCurve.Type.InOutCubic)
        self._anim = anim
        self.redraw()
        anim.start()

    def _on_slide_finished(self) -> None:
        self._finish_animation()

    def _finish_animation(self) -> None:
        """End a running slide now (if any) and report it finished."""
        anim, self._anim = self._anim, None
        if not release_animation(anim):
            return
        self._anim_dst = None
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

        under = self._under
        if under is None:
            return

        def step(value: float) -> None:
            for item in self._stacks:
                under.set_pulse(item.square, value if item.status == StackItem.MOVABLE else 0.0)

        # A fixed 900 ms: a warning, not a move, so the animation speed leaves it alone.
        anim = animation(self, 900, step, keys=((0.0, 0.0), (0.25, 1.0), (0.5, 0.2),
                                                (0.75, 1.0), (1.0, 0.0)))
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self._pulse = anim
        anim.destroyed.connect(self._forget_pulse)

    def _forget_pulse(self) -> None:
        self._pulse = None

    # ----- dragging a disc -------------------------------------------------------------
    def drag_started(self, key: int, pos: QPointF) -> None:
        """Lift the top disc of the square off its stack; it follows the mouse."""
        state = self.state
        assert state is not None
        h = state.height(key)
        self._remove_floating()  # a disc still flying home from the last drop
        disc = FloatingDisc(self, state.stacks[key][-1], disc_thickness(h))
        top = self.square_center(key) + QPointF(0, BASE_DY - h * disc_thickness(h))
        disc.lift = 12.0
        disc.setPos(top)
        self.addItem(disc)
        self._floating = disc
        self._drag_offset = pos - top
        self.set_view_cursor(Qt.CursorShape.ClosedHandCursor)
        self.redraw()

    def drag_moved(self, pos: QPointF) -> None:
        if self._floating is not None:
            self._floating.setPos(pos - self._drag_offset)

    def drag_dropped(self) -> None:
        self._remove_floating()

    def drag_failed(self) -> None:
        """An illegal drop: the disc flies back home; the piece stays selected."""
        disc = self._floating
        src = self.selected_square
        if disc is None or src is None:
            self._remove_floating()
            self.redraw()
            return
        home = self.top_point(src)
        start = disc.pos()
        speed = self.animation_speed

        def done() -> None:
            # The disc may already be gone (a new position or a new drag came first).
            if disc.scene() is self:
                self.removeItem(disc)
            if self._floating is disc:
                self._floating = None
                self.redraw()

        anim = animation(self, 200, lambda f: disc.setPos(start + (home - start) * f),
                         speed=speed, done=done, easing=QEasingCurve.Type.OutCubic)
        self.redraw()
        # Keep the source stack one short while the disc is away.
        item = self._stacks[src]
        if item.hidden_top != 1:
            item.hidden_top = 1
            item.look = None  # kept pictures: the next redraw must paint it whole again
            self._repaint_discs(item)
            if self._under is not None:
                self._under.refresh(item)
            self._update_board_item(self.state, False)
        if speed <= 0:
            done()
            return
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)


__all__ = [
    "BoardItem", "FloatingDisc", "HintItem", "StackItem", "StairsBoardScene", "disc_thickness",
]
