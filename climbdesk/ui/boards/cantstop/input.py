"""Mouse and keyboard input of the Can't Stop board (a mixin of ``CantStopBoardScene``).

Clicks and keys are turned into one of ``state.legal_actions()`` and emitted as
``action_chosen``; selecting a die or opening a chip's sum buttons only changes
what the scene shows.  The scene supplies the state (``cs_state``, ``choices``,
``legal``), ``interactive`` and ``_anim``, the selection (``selected_die``,
``pending_pick``), ``hover``/``_press`` and ``redraw``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from climbdesk.core.actions import Action
from climbdesk.games.cantstop.engine import Roll, Stop
from climbdesk.ui.boards.cantstop.items import chip_rect, die_rect, roll_rect, stop_rect, sub_rect


class CantStopInput:
    """The input half of :class:`~climbdesk.ui.boards.cantstop.scene.CantStopBoardScene`."""

    def _accepts_input(self) -> bool:
        state = self.cs_state()
        return (self.interactive and self._anim is None and state is not None
                and not state.is_terminal())

    def _hit(self, pos: QPointF) -> tuple | None:
        """What is under ``pos``: ('die', i), ('sub', chip, 0|1), ('chip', i), ('roll',)..."""
        choices = self.choices()
        for i in range(4 if choices else 0):
            if die_rect(i).adjusted(-4, -4, 4, 4).contains(pos):
                return ("die", i)
        for i, choice in enumerate(choices):
            if choice.kind == "pick":
                for which in (0, 1):
                    if sub_rect(i, which).contains(pos):
                        return ("sub", i, which)
            if chip_rect(i).contains(pos):
                return ("chip", i)
        if roll_rect().contains(pos):
            return ("roll",)
        if stop_rect().contains(pos):
            return ("stop",)
        return None

    def _choice_for_dice(self, i: int, j: int) -> int | None:
        """The chip that pairing die ``i`` with die ``j`` means (matched by sums).

        Equal dice make several splits give the same sums; the chips show each sum
        pair once, so the match is by value, not by which split the chip remembers.
        """
        state = self.cs_state()
        if state is None or len(state.dice) != 4 or i == j:
            return None
        rest = [k for k in range(4) if k not in (i, j)]
        dice = state.dice
        sums = tuple(sorted((dice[i] + dice[j], dice[rest[0]] + dice[rest[1]])))
        for idx, choice in enumerate(self.choices()):
            if choice.sums == sums:
                return idx
        return None

    def dice_split(self, i: int, j: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Dice ``i``+``j`` and the other two, lower sum first (for tagging the tray)."""
        rest = tuple(k for k in range(4) if k not in (i, j))
        dice = self.cs_state().dice  # type: ignore[union-attr]
        first, second = (i, j), (rest[0], rest[1])
        if dice[i] + dice[j] > dice[rest[0]] + dice[rest[1]]:
            first, second = second, first
        return first, second

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton or not self._accepts_input():
            self._press = None
            return
        self._press = self._hit(event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A fast second click is just a click (QGraphicsView sends a double-click instead).
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        hit = self._hit(event.scenePos()) if self._accepts_input() else None
        if hit != self.hover:
            self.hover = hit
            self.redraw()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        press, self._press = self._press, None
        if event.button() != Qt.MouseButton.LeftButton or not self._accepts_input():
            return
        hit = self._hit(event.scenePos())
        if hit is None or hit != press:
            return
        self._click(hit)

    def _click(self, hit: tuple) -> None:
        kind = hit[0]
        if kind == "roll":
            self._choose(Roll())
        elif kind == "stop":
            self._choose(Stop())
        elif kind == "chip":
            self._activate_choice(hit[1])
        elif kind == "sub":
            self._pick_sum(hit[1], hit[2])
        elif kind == "die":
            i = hit[1]
            if self.selected_die is None or self.selected_die == i:
                self.selected_die = None if self.selected_die == i else i
                self.redraw()
                return
            idx = self._choice_for_dice(self.selected_die, i)
            self.selected_die = None
            if idx is not None:
                self._activate_choice(idx)
            self.redraw()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """R roll, S stop, 1–3 a pairing, Left/Right its sum when only one fits, Esc cancel."""
        if not self._accepts_input():
            event.ignore()
            return
        key = event.key()
        digits = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}
        if key == Qt.Key.Key_R:
            self._choose(Roll())
        elif key == Qt.Key.Key_S:
            self._choose(Stop())
        elif key in digits:
            self._activate_choice(digits[key])
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.pending_pick is not None:
            self._pick_sum(self.pending_pick, 0 if key == Qt.Key.Key_Left else 1)
        elif key == Qt.Key.Key_Escape and (self.pending_pick is not None
                                           or self.selected_die is not None):
            self.pending_pick = self.selected_die = None
            self.redraw()
        else:
            event.ignore()
            return
        event.accept()

    def _activate_choice(self, index: int) -> None:
        """A click or key on a pairing: take it, or ask which sum when only one may go."""
        choices = self.choices()
        if not 0 <= index < len(choices):
            return
        choice = choices[index]
        if choice.kind == "pick":
            self.pending_pick = None if self.pending_pick == index else index
            self.redraw()
            return
        direct = choice.direct()
        if direct is not None:
            self._choose(direct)

    def _pick_sum(self, index: int, which: int) -> None:
        choices = self.choices()
        if 0 <= index < len(choices):
            single = choices[index].singles[which]
            if single is not None:
                self._choose(single)

    def _choose(self, action: Action) -> None:
        """Emit ``action`` only if it really is one of the state's legal actions."""
        if not self._accepts_input() or action not in self.legal():
            return
        self.selected_die = None
        self.pending_pick = None
        self.hover = None
        self.redraw()
        self.action_chosen.emit(action)

    def _update_cursor(self) -> None:
        choices = self.choices()
        clickable = self.hover is not None and self._accepts_input() and (
            self.hover[0] in ("die", "sub")
            or (self.hover[0] == "chip" and self.hover[1] < len(choices)
                and choices[self.hover[1]].kind != "none")
            or (self.hover[0] == "roll" and Roll() in self.legal())
            or (self.hover[0] == "stop" and Stop() in self.legal()))
        for view in self.views():
            if clickable:
                view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                view.viewport().unsetCursor()
