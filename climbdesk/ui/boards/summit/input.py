"""Mouse and keyboard input of the Climb On! (dice) board (a mixin of ``SummitBoardScene``).

Clicks, drags and keys are turned into one of ``state.legal_actions()`` and
emitted as ``action_chosen``; picking a climber, showing a chip's tokens and
cancelling only change what the scene shows.  The scene supplies the state
(``su_state``, ``legal``, ``movable``, ``targets``), the picked climber and
chip (``selected``, ``pending``, ``tray_die``), ``hover``/``drag_pos`` and
``redraw``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from climbdesk.core.actions import Action
from climbdesk.games.summit import Confirm, Lower, Pass
from climbdesk.ui.boards.summit.choices import TOKEN_ORDER
from climbdesk.ui.boards.summit.items import (
    BUTTON,
    CTRL,
    DIE,
    TOKEN_R,
    Climber,
    card_token_center,
    chip_rect,
    level_rect,
    max_chips,
    pill_rect,
    positions,
    tray_die_rect,
    tray_token_center,
)

DRAG_START = 6.0     # scene units the mouse must travel before a press becomes a drag


class SummitInput:
    """The input half of :class:`~climbdesk.ui.boards.summit.scene.SummitBoardScene`."""

    def _accepts_input(self) -> bool:
        state = self.su_state()
        return (self.interactive and self._anim is None and state is not None
                and not state.is_terminal())

    def _hit(self, pos: QPointF, skip: Climber | None = None) -> tuple | None:
        """What is under ``pos``: ('climber', seat, i), ('level', k), ('chip', i),
        ('pill', i, token), ('die', d), ('token', d, colour), ('card_token', colour),
        ('button',) …"""
        state = self.su_state()
        if state is None:
            return None
        players = state.players
        if CTRL.contains(pos):
            if BUTTON.contains(pos):
                return ("button",)
            if state.phase == "lower" and state.dice:
                n = len(state.dice)
                for d in range(n):
                    for c, colour in enumerate(TOKEN_ORDER):
                        p = tray_token_center(players, d, n, c)
                        if (pos - p).manhattanLength() <= TOKEN_R * 1.5:
                            return ("token", d, colour)
                    if tray_die_rect(players, d, n).adjusted(-6, -6, 6, 6).contains(pos):
                        return ("die", d)
                for c, colour in enumerate(TOKEN_ORDER):
                    p = card_token_center(players, state.to_move, c)
                    if (pos - p).manhattanLength() <= 22:
                        return ("card_token", colour)
            targets = self.targets()
            for i, target in enumerate(targets[:max_chips(players)]):
                tokens = target.tokens
                for w, token in enumerate(tokens):
                    if len(tokens) > 1 and pill_rect(players, i, w, len(tokens)).contains(pos):
                        return ("pill", i, token)
                if chip_rect(players, i).contains(pos):
                    return ("chip", i)
            return None
        best, best_d = None, DIE * 0.62
        for key, p in positions(state).items():
            if key == skip:
                continue
            d = (pos - p).manhattanLength() * 0.75
            if d < best_d:
                best, best_d = key, d
        if best is not None:
            return ("climber", best[0], best[1])
        for level in range(5):
            if level_rect(level).contains(pos):
                return ("level", level)
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or not self._accepts_input():
            self._press = None
            return
        self._press = self._hit(event.scenePos())
        self._press_pos = event.scenePos()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        pos = event.scenePos()
        press = self._press
        dragged = self._drag_source()
        if (press is not None and press[0] == "climber" and self.drag_pos is None
                and event.buttons() & Qt.MouseButton.LeftButton and self._accepts_input()
                and press[1] == self.su_state().to_move  # type: ignore[union-attr]
                and press[2] in self.movable()
                and (pos - self._press_pos).manhattanLength() >= DRAG_START):
            self.selected = press[2]
            self.pending = None
            dragged = (press[1], press[2])
            self.drag_pos = pos
        if self.drag_pos is not None:
            self.drag_pos = pos
        hit = self._hit(pos, skip=dragged) if self._accepts_input() else None
        if hit != self.hover or self.drag_pos is not None:
            self.hover = hit
            self.redraw()

    def _drag_source(self) -> Climber | None:
        state = self.su_state()
        if self.drag_pos is None or state is None or self.selected is None:
            return None
        return (state.to_move, self.selected)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        press, self._press = self._press, None
        source = self._drag_source()
        was_drag = self.drag_pos is not None
        self.drag_pos = None
        if event.button() != Qt.MouseButton.LeftButton or not self._accepts_input():
            self.redraw()
            return
        if was_drag:
            hit = self._hit(event.scenePos(), skip=source)
            if hit is not None and hit[0] in ("level", "climber"):
                self._activate_mountain(hit, from_drag=True)
            self.redraw()
            return
        hit = self._hit(event.scenePos())
        if hit is None or hit != press:
            if hit is None and press is None and self.selected is not None \
                    and not CTRL.contains(event.scenePos()):
                self._cancel()  # a click on empty sky drops the half-made choice
            return
        self._click(hit)

    def _click(self, hit: tuple) -> None:
        state = self.su_state()
        assert state is not None
        kind = hit[0]
        if kind == "button":
            if Confirm() in self.legal():
                self._choose(Confirm())
            elif Pass() in self.legal():
                self._choose(Pass())
        elif kind == "chip":
            self._activate(hit[1])
        elif kind == "pill":
            self._pay(hit[1], hit[2])
        elif kind == "die":
            self.tray_die = hit[1]
            self.redraw()
        elif kind == "token":
            self.tray_die = hit[1]
            self._choose(Lower(hit[1], hit[2]))
        elif kind == "card_token":
            self._choose(Lower(self.tray_die, hit[1]))
        elif kind in ("climber", "level"):
            self._activate_mountain(hit, from_drag=False)

    def _activate_mountain(self, hit: tuple, *, from_drag: bool) -> None:
        """A click (or drop) on the mountain: pick a climber, or take its target there."""
        state = self.su_state()
        assert state is not None
        matches = [i for i, t in enumerate(self.targets()) if self._target_matches(t, hit)]
        if matches:
            self._activate(matches[0])
            return
        if from_drag:
            return
        if hit[0] == "climber" and hit[1] == state.to_move and hit[2] in self.movable():
            self.selected = None if self.selected == hit[2] else hit[2]
            self.pending = None
            self.redraw()

    def _activate(self, index: int) -> None:
        """Take chip ``index``, or ask for the token when several may pay."""
        targets = self.targets()
        if not 0 <= index < len(targets):
            return
        direct = targets[index].direct()
        if direct is not None:
            self._choose(direct)
            return
        self.pending = None if self.pending == index else index
        self.redraw()

    def _pay(self, index: int, token: str) -> None:
        targets = self.targets()
        if 0 <= index < len(targets):
            action = targets[index].action(token)
            if action is not None:
                self._choose(action)

    def _cancel(self) -> bool:
        if self.pending is not None:
            self.pending = None
        elif self.selected is not None:
            self.selected = None
        else:
            return False
        self.redraw()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter confirm (or pass), Esc cancel, 1–9 a chip, W/B/R a token, ←/→ a climber or die."""
        if not self._accepts_input():
            event.ignore()
            return
        state = self.su_state()
        assert state is not None
        key = event.key()
        tokens = {Qt.Key.Key_W: "white", Qt.Key.Key_B: "blue", Qt.Key.Key_R: "red"}
        handled = True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if Confirm() in self.legal():
                self._choose(Confirm())
            elif Pass() in self.legal():
                self._choose(Pass())
            else:
                handled = False
        elif key == Qt.Key.Key_Escape:
            handled = self._cancel()
        elif state.phase == "lower":
            if key in tokens:
                self._choose(Lower(self.tray_die, tokens[key]))
            elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab):
                self.tray_die = (self.tray_die + 1) % max(1, len(state.dice))
                self.redraw()
            else:
                handled = False
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.selected is not None:
            self._activate(key - Qt.Key.Key_1)
        elif key in tokens and self.pending is not None:
            self._pay(self.pending, tokens[key])
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            movable = self.movable()
            if movable:
                step = 1 if key == Qt.Key.Key_Right else -1
                at = movable.index(self.selected) if self.selected in movable else (
                    -1 if step > 0 else 0)
                self.selected = movable[(at + step) % len(movable)]
                self.pending = None
                self.redraw()
        else:
            handled = False
        if handled:
            event.accept()
        else:
            event.ignore()

    def _choose(self, action: Action) -> None:
        """Emit ``action`` only if it really is one of the state's legal actions."""
        if not self._accepts_input() or action not in self.legal():
            return
        self.selected = self.pending = None
        self.hover = None
        self.drag_pos = None
        self.redraw()
        self.action_chosen.emit(action)

    def _update_cursor(self) -> None:
        hit = self.hover
        clickable = False
        if hit is not None and self._accepts_input():
            state = self.su_state()
            assert state is not None
            if hit[0] in ("chip", "pill", "die", "token", "card_token"):
                clickable = True
            elif hit[0] == "button":
                clickable = Confirm() in self.legal() or Pass() in self.legal()
            elif hit[0] == "climber":
                clickable = (hit[1] == state.to_move and hit[2] in self.movable()) or any(
                    self._target_matches(t, hit) for t in self.targets())
            elif hit[0] == "level":
                clickable = any(self._target_matches(t, hit) for t in self.targets())
        for view in self.views():
            if self.drag_pos is not None:
                view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            elif clickable:
                view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                view.viewport().unsetCursor()
