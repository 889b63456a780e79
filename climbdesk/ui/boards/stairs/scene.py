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

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent, QWidget

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.stairs.engine import SIZE, SQUARES, Move, StairsState
from climbdesk.ui.boards.base import BoardScene, require_view
from climbdesk.ui.boards.stairs.items import (
    BASE_ANIM_MS,
    BASE_DY,
    FRAME,
    PAD,
    SQ,
    BoardItem,
    FloatingDisc,
    HintItem,
    Palette,
    StackItem,
    disc_thickness,
)
from climbdesk.ui.theme import BoardTheme


class StairsBoardScene(BoardScene):
    """The Stairs board.  Public API beyond :class:`BoardScene`:

    ``square_center(sq)``, ``square_at(point)``, ``selected_square``,
    ``selected_targets()``, ``pickable_squares()``, ``blocked_squares()`` and
    ``show_single_heights`` (draw "1" on lone pieces too; off by default so the
    opening board is calm).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_ = Palette(self.theme)
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
        self.palette_ = Palette(theme)
        self.setBackgroundBrush(QColor(theme.background))
        self.redraw()

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        """Show ``state``; slide the disc of ``animate`` unless the user just dropped it there.

        Exactly one ``animation_finished`` follows every call: at once when nothing
        moves, otherwise when the slide ends (or is cut short by the next call).
        """
        require_view(state)
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



__all__ = [
    "BoardItem", "FloatingDisc", "HintItem", "StackItem", "StairsBoardScene", "disc_thickness",
]
