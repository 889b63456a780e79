"""The interactive half every board shares: picking, dropping, hover, drag and the keyboard.

A board says *what* can be picked and *where* it may go; this module decides
*how* the user says so, the same way on every board:

* :meth:`InteractiveBoardScene.pickables` lists the things the user may pick
  now (a Stairs piece, a Can't Stop die or chip, the Roll button …), each a
  :class:`Spot`: a hashable key the board understands and the scene rect it
  occupies (for the keyboard cursor and spatial order).
* :meth:`~InteractiveBoardScene.targets_of` lists where a picked thing may go.
  A thing without targets acts as soon as it is activated (a button).
* :meth:`~InteractiveBoardScene.resolve` turns a pick (and its target) into a
  legal action, into a further :class:`Pick` (a chip that still needs a sum or
  a token), or into nothing.

The scene then offers, with no more code per board: click-click, drag and
drop (a drop is not animated again: the *animate-once* rule), hover, the
keyboard cursor (arrows move it to the nearest spot in that direction,
Enter/Space picks and drops, Esc cancels) and the hint.  Only actions found in
``state.legal_actions()`` are ever emitted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.ui.boards.base import BoardScene, S
from climbdesk.ui.boards.cursor import CursorItem, MarksItem, nearest_in_direction
from climbdesk.ui.boards.dragsource import DropTarget, Payload
from climbdesk.ui.boards.keys import BoardKey, KeyHelp, dispatch, key_for

# Any board's spot key (for code that serves every board, such as the geometry helpers).
Key = Hashable
# One board's spot key: a small frozen dataclass per kind of spot (``Die(2)``,
# ``Cell(3, 4)``), or a union of them, so a key says what it is by its type.
K = TypeVar("K", bound=Hashable)

_ARROWS = {Qt.Key.Key_Left: (-1.0, 0.0), Qt.Key.Key_Right: (1.0, 0.0),
           Qt.Key.Key_Up: (0.0, -1.0), Qt.Key.Key_Down: (0.0, 1.0)}
_ACTIVATE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


@dataclasses.dataclass(frozen=True)
class Spot(Generic[K]):
    """Something on the board the user can point at: the board's key and where it is."""

    key: K
    rect: QRectF


@dataclasses.dataclass(frozen=True)
class Pick(Generic[K]):
    """What :meth:`InteractiveBoardScene.resolve` returns when a choice needs one more
    step: ``key`` becomes the thing in hand (e.g. a pairing that asks which sum)."""

    key: K


@dataclasses.dataclass
class _Press(Generic[K]):
    key: K | None
    pos: QPointF
    on_target: bool = False
    was_held: bool = False



class InteractiveBoardScene(BoardScene[S], Generic[S, K]):
    """A board scene whose input is described by spots; see the module docstring.

    Subclasses implement :meth:`pickables`, :meth:`targets_of`, :meth:`resolve`,
    :meth:`key_at` (what is under the mouse) and :meth:`animating`; they may
    refine the hooks (``holds``, ``cancel_pick``, ``click_elsewhere``,
    ``can_drag``, ``drag_started``/``drag_moved``/``drag_dropped``/``drag_failed``,
    ``board_key_table`` (:mod:`.keys`), ``drop_action``/``take_payload``
    (:mod:`.dragsource`)).  State they read: ``picked`` (the thing in
    hand), ``hover`` (under the mouse, or under the keyboard cursor),
    ``cursor``/``cursor_visible``, ``dragged``/``drag_pos`` and ``hint``.

    ``S`` is the game's state class, ``K`` the board's spot key type.
    """

    # Draw generic rings around legal targets (boards with their own look keep False).
    mark_targets = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picked: K | None = None
        self.hover: K | None = None
        self.cursor: K | None = None
        self.cursor_visible = False
        self.dragged: K | None = None
        self.drag_pos: QPointF | None = None
        self.hint: Action | None = None
        self._press: _Press[K] | None = None
        self._dropped: Action | None = None
        self._cursor_item = CursorItem()
        self.addItem(self._cursor_item)
        # Drags from beside the board (:mod:`.dragsource`): feedback and the drop.
        self.drops = DropTarget(self)
        self._marks: MarksItem | None = None
        if self.mark_targets:
            self._marks = MarksItem(self)
            self.addItem(self._marks)

    # ----- what a board implements -----------------------------------------------------
    def pickables(self) -> list[Spot[K]]:
        """Things the user may pick (or press) now; only asked while input is accepted."""
        return []

    def targets_of(self, key: K) -> list[Spot[K]]:
        """Where the picked ``key`` may go; none means activating it acts at once."""
        return []

    def resolve(self, key: K, target: K | None) -> Action | Pick[K] | None:
        """The action ``key`` (put on ``target``) means, a further pick, or None."""
        return None

    def key_at(self, pos: QPointF, skip: K | None = None) -> K | None:
        """The key of whatever is under ``pos`` (``skip``: the thing being dragged)."""
        for spot in self.pickables():
            if spot.key != skip and spot.rect.contains(pos):
                return spot.key
        return None

    def animating(self) -> bool:
        """Whether an animation runs; input waits for it."""
        return False

    def board_key_table(self) -> list[BoardKey]:
        """The board's own keys (R for Roll …): dispatch, Help ▸ Keyboard and the command
        buttons' keys all come from this one table (see :mod:`.keys`)."""
        return []

    def drop_action(self, payload: Payload, key: K) -> Action | None:
        """What dropping ``payload`` (dragged from beside the board) on ``key`` would play,
        legal or not (the scene checks it and says why not); None: it does not go there."""
        return None

    def take_payload(self, payload: Payload) -> bool:
        """Put ``payload`` in hand without a drag (its source was clicked or pressed):
        the cursor keys then carry it to a target.  False when it cannot be taken now."""
        return False

    def wheel_turned(self, steps: float) -> bool:
        """The mouse wheel turned by ``steps`` notches: True when the board used it (to
        turn the thing in hand); otherwise the view zooms."""
        return False

    def board_keys(self) -> list[KeyHelp]:
        """The board's own keys as Help ▸ Keyboard lists them (the shared ones are added)."""
        return [row.help() for row in self.board_key_table()]

    def key_for(self, action: Action) -> str:
        """The board key that plays ``action`` now, for its command button ('' when none)."""
        return key_for(self.board_key_table(), action)

    # ----- hooks with a default --------------------------------------------------------
    def holds(self, key: K) -> bool:
        """Whether ``key`` is the thing in hand (a second click on it lets go)."""
        return key == self.picked

    def set_pick(self, key: K | None) -> None:
        """Put ``key`` in hand (None: nothing); boards extend it to keep their own context."""
        self.picked = key
        self.redraw()

    def cancel_pick(self) -> None:
        """Esc, or a second click on the thing in hand: let go of one level of pick."""
        self.set_pick(None)

    def click_elsewhere(self, key: K | None, pos: QPointF) -> None:
        """A click on something neither pickable nor a target: drops the pick."""
        if key is not None and self.picked is not None:
            self.set_pick(None)

    def can_drag(self, key: K) -> bool:
        """Whether a press on ``key`` may turn into a drag (default: it has targets)."""
        return bool(self.targets_of(key))

    def drag_started(self, key: K, pos: QPointF) -> None:
        """A drag of ``key`` began at ``pos`` (boards lift their piece here)."""

    def drag_moved(self, pos: QPointF) -> None:
        """The dragged thing is now at ``pos``."""

    def drag_dropped(self) -> None:
        """The drag ended on a target (the action follows at once)."""

    def drag_failed(self) -> None:
        """The drop was not on a target: the thing goes home and stays picked."""
        self.redraw()

    # ----- shared state ----------------------------------------------------------------
    def accepts_input(self) -> bool:
        state = self.state
        return (self.interactive and not self.animating() and state is not None
                and not state.is_terminal())

    def target_keys(self, key: K | None) -> list[K]:
        return [] if key is None else [s.key for s in self.targets_of(key)]

    def pickable_keys(self) -> list[K]:
        return [s.key for s in self.pickables()] if self.accepts_input() else []

    def cursor_spots(self) -> list[Spot[K]]:
        """Where the keyboard cursor may stand: the targets of the pick (and the pick
        itself, to let go), else everything pickable."""
        if not self.accepts_input():
            return []
        picks = self.pickables()
        if self.picked is not None:
            targets = self.targets_of(self.picked)
            if targets:
                own = [s for s in picks if s.key == self.picked]
                return targets + [s for s in own if s.key not in {t.key for t in targets}]
        return picks

    def take_position(self, state: State, *, interactive: bool,
                      animate: Action | None) -> Action | None:
        """The common part of ``set_position``: returns the action still to animate.

        An action the user just dropped with the mouse is already where it
        belongs on screen, so it comes back as None (the animate-once rule).
        """
        own = self.own_state(state)
        dropped, self._dropped = self._dropped, None
        self.state = own
        self.interactive = interactive
        self.hint = None
        self.picked = None
        self._press = None
        self._end_drag()
        return None if animate is not None and animate == dropped else animate

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        self.take_position(state, interactive=interactive, animate=animate)
        self.redraw()
        self.animation_finished.emit()

    def set_interactive(self, interactive: bool) -> None:
        if interactive == self.interactive:
            return  # the page says so after every move; nothing to redraw
        self.interactive = interactive
        if not interactive:
            self.picked = None
            self._press = None
            self._end_drag()
        self.redraw()

    def show_hint(self, action: Action | None) -> None:
        # The page clears the hint before every position it sets, which redraws next:
        # taking off no hint redraws nothing (each board had its own copy of this).
        if action is None and self.hint is None:
            return
        self.hint = action
        self.hint_changed()

    def hint_changed(self) -> None:
        self.redraw()

    def redraw(self, animate: Action | None = None) -> None:
        self.refresh_cursor()

    def refresh_cursor(self) -> None:
        """Keep the cursor on a spot that still exists (the nearest one otherwise).

        Every board's redraw ends here, so this is also where the window hears
        whether the board's commands changed.
        """
        self.check_commands()
        # Only a shown cursor needs the spots (a lifted Climbers block offers ~200).
        spots = self.cursor_spots() if self.cursor_visible else []
        if not spots:
            self._cursor_item.place(None)
            if self._marks is not None:
                self._marks.update()
            return
        spot = next((s for s in spots if s.key == self.cursor), None)
        if spot is None:
            old = self._cursor_item.rect.center() if not self._cursor_item.rect.isNull() else None
            spot = spots[0] if old is None else min(
                spots, key=lambda s: (s.rect.center() - old).manhattanLength())
            self.cursor = spot.key
        self._cursor_item.place(spot.rect)
        if self._marks is not None:
            self._marks.update()

    def show_cursor(self, visible: bool) -> None:
        self.cursor_visible = visible
        self.refresh_cursor()

    # ----- activation (a click, or Enter on the cursor) --------------------------------
    def activate(self, key: K) -> None:
        """Do what a click on ``key`` does: drop on it, pick it, press it or let go."""
        if not self.accepts_input():
            return
        if self.picked is not None and key in self.target_keys(self.picked):
            self._complete(self.picked, key)
        elif key in self.pickable_keys():
            if self.targets_of(key):
                if self.holds(key):
                    self.cancel_pick()
                else:
                    self.set_pick(key)
            else:
                self._complete(key, None)
        else:
            self.click_elsewhere(key, QPointF())

    def _complete(self, key: K, target: K | None, *, dropped: bool = False) -> None:
        result = self.resolve(key, target)
        if isinstance(result, Pick):
            self.set_pick(result.key)
        elif result is not None:
            if dropped:
                self._dropped = result
            self.choose(result)

    def drop_chosen(self, action: Action) -> None:
        """A payload dropped from beside the board plays ``action``; it is already where
        the player put it, so it is not animated again."""
        self._dropped = action
        self.choose(action)

    # ----- drags from beside the board (see :mod:`.dragsource`) ------------------------
    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.drops.move(event)

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.drops.move(event)

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.drops.leave()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.drops.drop(event)

    def choose(self, action: Action) -> None:
        """Emit ``action`` only if it really is one of the state's legal actions."""
        if not self.accepts_input() or action not in self.legal_actions():
            return
        self.picked = None
        self.hover = None
        self._end_drag()
        shown = self.state  # played at once, the new position's paint shows the empty hand
        self.action_chosen.emit(action)
        if self.state is shown:  # not played (yet): redrawn here, the old position only then
            self.redraw()

    # ----- the mouse -------------------------------------------------------------------
    def grabs(self, pos: QPointF) -> bool:
        """Whether a press at ``pos`` means something (else the view may pan)."""
        if not self.accepts_input():
            return False
        key = self.key_at(pos)
        return key is not None and (key in self.pickable_keys()
                                    or key in self.target_keys(self.picked))

    def abort_press(self) -> None:
        """The view took the press over (it pans): nothing of it may become a move."""
        self._press = None
        if self.dragged is not None:
            self._end_drag()
            self.drag_failed()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self._press = None
        if event.button() != Qt.MouseButton.LeftButton or not self.accepts_input():
            return
        pos = event.scenePos()
        key = self.key_at(pos)
        press = _Press(key, pos)
        self._press = press
        if key is None:
            return
        if self.picked is not None and key in self.target_keys(self.picked):
            press.on_target = True  # a target wins over picking
        elif key in self.pickable_keys() and self.targets_of(key):
            # Picked at once, so the targets show while the button is still down.
            press.was_held = self.holds(key)
            if not press.was_held:
                self.set_pick(key)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A fast second click is just a click (QGraphicsView sends a double-click instead).
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        pos = event.scenePos()
        live = self.accepts_input()
        press = self._press
        if (live and press is not None and press.key is not None and self.dragged is None
                and event.buttons() & Qt.MouseButton.LeftButton
                and press.key in self.pickable_keys() and self.can_drag(press.key)):
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if moved.manhattanLength() >= QApplication.startDragDistance():
                self.dragged = press.key
                self.drag_pos = pos
                press.was_held = press.on_target = False
                if self.picked != press.key:
                    self.set_pick(press.key)
                self.drag_started(press.key, press.pos)
        if self.dragged is not None:
            self.drag_pos = pos
            self.drag_moved(pos)
        hover = self.key_at(pos, skip=self.dragged) if live else None
        if hover != self.hover or self.dragged is not None:
            self.hover = hover
            self.redraw()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        press, self._press = self._press, None
        if event.button() != Qt.MouseButton.LeftButton or not self.accepts_input():
            return
        pos = event.scenePos()
        if self.dragged is not None:
            key = self.key_at(pos, skip=self.dragged)
            self._end_drag()
            if self.picked is not None and key is not None \
                    and key in self.target_keys(self.picked):
                self.drag_dropped()
                self._complete(self.picked, key, dropped=True)
            else:
                self.drag_failed()
            return
        if press is None:
            return
        key = self.key_at(pos)
        if key != press.key:
            return
        if key is None:
            self.click_elsewhere(None, pos)
        elif press.on_target and self.picked is not None:
            self._complete(self.picked, key)
        elif key in self.pickable_keys():
            if not self.targets_of(key):
                self._complete(key, None)
            elif press.was_held:
                self.cancel_pick()
        else:
            self.click_elsewhere(key, pos)

    def _end_drag(self) -> None:
        if self.dragged is not None:
            self.set_view_cursor(None)
        self.dragged = None
        self.drag_pos = None

    # ----- the mouse pointer's shape ---------------------------------------------------
    def set_view_cursor(self, shape: Qt.CursorShape | None) -> None:
        """Show ``shape`` over the board in every view (None: the view's own pointer)."""
        for view in self.views():
            if shape is None:
                view.viewport().unsetCursor()
            else:
                view.viewport().setCursor(shape)

    def update_hover_cursor(self) -> None:
        """The closed hand while something is dragged, the pointing hand over anything a
        click would use, else the view's own pointer.  Boards that draw the whole board
        in one item call it on every redraw; boards made of items may set cursors on
        the items instead (Stairs' stacks)."""
        hover = self.hover
        clickable = hover is not None and self.accepts_input() and (
            hover in self.pickable_keys() or hover in self.target_keys(self.picked))
        if self.drag_pos is not None:
            self.set_view_cursor(Qt.CursorShape.ClosedHandCursor)
        elif clickable:
            self.set_view_cursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.set_view_cursor(None)

    # ----- the keyboard ----------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Board keys first; then arrows move the cursor, Enter/Space activate, Esc cancels.

        L shows or hides the legend at any time (it changes nothing in the game).
        """
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        plain = not mods
        table = self.board_key_table()
        if dispatch([row for row in table if row.anytime], key, mods, self.choose):
            event.accept()
            return
        if plain and key == Qt.Key.Key_L and self.legend():
            self.toggle_legend()
            event.accept()
            return
        if not self.accepts_input():
            event.ignore()
            return
        if plain and key in _ACTIVATE and self.cursor_visible and self.cursor is not None:
            self.activate(self.cursor)
        elif dispatch([row for row in table if not row.anytime], key, mods, self.choose):
            pass
        elif plain and key in _ARROWS:
            self.move_cursor(_ARROWS[Qt.Key(key)])
        elif plain and key in _ACTIVATE:
            self.show_cursor(True)
        elif key == Qt.Key.Key_Escape and self.picked is not None:
            self.cancel_pick()
        elif key == Qt.Key.Key_Escape and self.cursor_visible:
            self.show_cursor(False)
        else:
            event.ignore()
            return
        event.accept()

    def move_cursor(self, direction: tuple[float, float]) -> None:
        """Move the cursor to the nearest spot in ``direction`` as the user sees the board
        (after the view's rotation), or show it where it was."""
        spots = self.cursor_spots()
        if not spots:
            return
        if not self.cursor_visible:
            self.show_cursor(True)
            return
        if not any(s.key == self.cursor for s in spots):
            self.refresh_cursor()
            return
        found = self.neighbour(direction)
        if found is not None:
            self.cursor = found
            self.hover = found
            self.refresh_cursor()
            self.redraw()

    def neighbour(self, direction: tuple[float, float]) -> K | None:
        """Where an arrow in ``direction`` takes the cursor (None: nowhere)."""
        spots = self.cursor_spots()
        here = next((s for s in spots if s.key == self.cursor), None)
        if here is None:
            return None
        view = self._view_transform()
        points = [(s.key, view.map(s.rect.center())) for s in spots if s.key != here.key]
        return nearest_in_direction(points, view.map(here.rect.center()), direction)

    def set_cursor(self, key: K) -> None:
        """Put the visible cursor on ``key`` (tests, and boards that jump it somewhere)."""
        self.cursor = key
        self.hover = key
        self.show_cursor(True)
        self.redraw()

    def cursor_rect(self) -> QRectF | None:
        return self._cursor_item.rect if self._cursor_item.isVisible() else None

    def _view_transform(self) -> QTransform:
        views = self.views()
        return views[0].transform() if views else QTransform()

    def key_help(self) -> list[KeyHelp]:
        """Every key of this board, for Help ▸ Keyboard."""
        shared = [
            KeyHelp(
                QCoreApplication.translate("BoardKeys", "Arrow keys"),
                QCoreApplication.translate("BoardKeys",
                    "Move the cursor to the nearest thing you can pick"),
            ),
            KeyHelp(
                QCoreApplication.translate("BoardKeys", "Enter / Space"),
                QCoreApplication.translate("BoardKeys",
                    "Pick what is under the cursor, then put it on a target"),
            ),
            KeyHelp(
                QCoreApplication.translate("BoardKeys", "Esc"),
                QCoreApplication.translate("BoardKeys",
                    "Cancel the pick"),
            ),
        ]
        if self.legend():
            shared.append(KeyHelp(
                QCoreApplication.translate("BoardKeys", "L"),
                QCoreApplication.translate("BoardKeys",
                    "Show or hide the legend: what the board's rings and marks mean"),
            ))
        return shared + self.board_keys()

__all__ = ["CursorItem", "InteractiveBoardScene", "K", "Key", "KeyHelp", "MarksItem", "Pick",
           "Spot", "nearest_in_direction"]
