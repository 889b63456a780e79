"""The guided game's driver: follows the controller and keeps the callout on the next step.

It watches only what the controller does, so the learner plays with the
board's ordinary input — a click, a drag or the keyboard cursor — and the
tutorial hears the move the same way the window does:

* ``controller.gate`` lets the driver refuse a choice that is not the step's
  (the callout says why; nothing is applied);
* ``position_changed`` and ``settled``: the step is the number of decisions
  taken so far (chance outcomes do not count), so undo and redo keep it right;
* a rival's step is played by the driver itself after a short pause, while the
  board takes no input;
* the callout (:mod:`.callout`) shows the step's text and rings where to act:
  the board spot the step's action is reached from (:mod:`.locate`), or the
  window button that plays it.  Its text is the bubble's accessible description
  and is announced to screen readers each time it changes.

Esc (with nothing picked on the board) or the Skip button ends the guided game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

from climbdesk.core.actions import Action
from climbdesk.ui.boards.interaction import InteractiveBoardScene
from climbdesk.ui.strings import display_name, tr_title
from climbdesk.ui.tutorial.callout import Callout, TargetFrame
from climbdesk.ui.tutorial.locate import BoardTarget, board_target, button_for
from climbdesk.ui.tutorial.script import Step, TutorialScript

if TYPE_CHECKING:
    from climbdesk.ui.controller import GameController
    from climbdesk.ui.game_page import GamePage


def tutorial_text(text: str) -> str:
    """A tutorial text (script steps, endings, the callout's buttons) in the UI language."""
    return QCoreApplication.translate("Tutorial", text)


class TutorialDriver(QObject):
    """Runs one guided game on ``page`` (whose controller plays the script's match).

    Public state for the window and tests: :meth:`step` (None once done),
    :attr:`index`, :attr:`board_spot` / :attr:`button` (where the callout points),
    :attr:`message` (the last refusal), :attr:`announced` (texts said aloud).
    """

    # The learner finished the last step (True) or skipped (False).
    finished = Signal(bool)
    # The learner asked for a real game of this game (from the ending).
    real_game_requested = Signal()
    # The learner closed the guided game (Skip, Esc or Close).
    closed = Signal()

    def __init__(self, page: GamePage, script: TutorialScript, *,
                 rival_delay_ms: int = 900) -> None:
        """``rival_delay_ms``: the pause before a rival's move, for a text of no words
        (each ten words of its step's text add as much again)."""
        controller = page.controller
        if controller is None or page.view is None or page.scene is None:
            raise RuntimeError("a guided game needs a game on the page")
        super().__init__(controller)  # it lives and dies with this game
        self.page = page
        self.controller: GameController = controller
        self.script = script
        self.index = 0
        self.message = ""
        self.announced: list[str] = []
        self.board_spot: BoardTarget | None = None
        self.button: QWidget | None = None
        self.done = False
        self._stopped = False
        self._shown_text = ""
        self._playing_rival = False
        self.frame = TargetFrame(page)
        self.callout = Callout(page)
        for widget in (self.frame, self.callout):
            controller.destroyed.connect(widget.deleteLater)
        self.callout.skip_requested.connect(self.skip)
        self.callout.close_requested.connect(self.close)
        self.callout.real_game_requested.connect(self.real_game_requested)
        self.callout.installEventFilter(self)
        self._rival_timer = QTimer(self)
        self._rival_timer.setSingleShot(True)
        self.rival_delay_ms = max(0, rival_delay_ms)
        self._rival_timer.timeout.connect(self._play_rival)
        # Repositioning waits for the event loop: a pick, a zoom or a resize may come in bursts.
        self._place_timer = QTimer(self)
        self._place_timer.setSingleShot(True)
        self._place_timer.setInterval(0)
        self._place_timer.timeout.connect(self._place)
        controller.gate = self._gate
        controller.position_changed.connect(self._on_position)
        controller.settled.connect(self._update)
        page.view.installEventFilter(self)
        page.view.viewport().installEventFilter(self)
        page.scene.changed.connect(self._scene_changed)
        QTimer.singleShot(0, self, self._update)

    # ----- where the guided game is ------------------------------------------------------
    @property
    def running(self) -> bool:
        """False once skipped or closed (the game may still be on the page)."""
        return not self._stopped

    def step(self) -> Step | None:
        """The step to take now (None: the script is done)."""
        steps = self.script.steps
        return steps[self.index] if 0 <= self.index < len(steps) else None

    def _decisions(self) -> int:
        return sum(1 for entry in self.controller.history if entry.actor >= 0)

    def _on_position(self, _action: object) -> None:
        self.index = self._decisions()
        self.message = ""
        self._rival_timer.stop()

    # ----- the gate: what the learner may play ------------------------------------------
    def _gate(self, action: Action) -> bool:
        if self._playing_rival or self.done:
            return True
        step = self.step()
        if step is None:
            return True
        if step.learner and step.allows(self.controller.state, action):
            return True
        if not step.learner:
            self.message = QCoreApplication.translate(
                "Tutorial", "Wait a moment: %1 moves now.").replace(
                "%1", self._seat_name(self.controller.state.current_player()))
        else:
            self.message = tutorial_text(step.refusal) if step.refusal else (
                QCoreApplication.translate("Tutorial", "Not that one this time: the guided "
                                           "game asks for the move in the frame."))
        scene = self.page.scene
        if scene is not None and scene.state is not None:  # put back what was dragged
            scene.set_position(scene.state, interactive=scene.interactive)
        self._update()
        return False

    def _play_rival(self) -> None:
        step = self.step()
        state = self.controller.state
        if self.done or step is None or step.learner or not state.is_legal(step.action):
            return
        self._playing_rival = True
        try:
            self.controller.play(step.action)
        finally:
            self._playing_rival = False

    # ----- what the callout says ---------------------------------------------------------
    def _seat_name(self, seat: int) -> str:
        seats = self.controller.match.seats
        return display_name(seats[seat].name) if 0 <= seat < len(seats) else ""

    def heading(self) -> str:
        title = tr_title(self.controller.state.game.info.title)
        if self.done or self.step() is None:
            return QCoreApplication.translate(
                "Tutorial", "Learn to play %1: done").replace("%1", title)
        return (QCoreApplication.translate("Tutorial", "Learn to play %1: step %2 of %3")
                .replace("%1", title)
                .replace("%2", str(self.index + 1)).replace("%3", str(len(self.script.steps))))

    def text(self) -> str:
        """What the callout says now (translated)."""
        step = self.step()
        if step is None:
            return tutorial_text(self.script.ending)
        body = tutorial_text(step.text)
        return f"{self.message}\n\n{body}" if self.message else body

    def _update(self) -> None:
        if self._stopped or (self.done and self.step() is not None):
            return
        step = self.step()
        scene = self.page.scene
        if step is None:
            if not self.done:
                self.done = True
                self.finished.emit(True)
            self.callout.set_finished(True)
            if scene is not None:
                scene.set_interactive(False)
        elif not step.learner:
            if scene is not None:
                scene.set_interactive(False)  # the rival's move: the board waits
            if not self._rival_timer.isActive():
                # Time to read what the rival is about to do: the pause grows with the text.
                words = len(self.text().split())
                self._rival_timer.start(self.rival_delay_ms * (10 + words) // 10)
        self._retranslate()
        self._place()

    def _retranslate(self) -> None:
        self.callout.set_button_texts(
            QCoreApplication.translate("Tutorial", "S&kip Guided Game"),
            QCoreApplication.translate("Tutorial", "&Play a Real Game"),
            QCoreApplication.translate("Tutorial", "&Close"))
        self.callout.setToolTip(
            QCoreApplication.translate("Tutorial", "Esc: skip the guided game"))
        text = self.text()
        self.callout.set_texts(self.heading(), text)
        if text != self._shown_text:
            self._shown_text = text
            self.announce(text)

    def announce(self, text: str) -> None:
        """Say ``text`` through the screen reader (and keep it for tests)."""
        self.announced.append(text)
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.callout, text))

    # ----- where the callout points -------------------------------------------------------
    def _place(self) -> None:
        page, view, scene = self.page, self.page.view, self.page.scene
        if self._stopped or view is None or scene is None:
            return
        page.flush_refresh()  # the ring may point at a button: the one for this position
        self.board_spot = None
        self.button = None
        target: QRect | None = None
        keep_clear: QRect | None = None
        others: list[QRect] = []
        step = self.step()
        if step is not None and step.learner and not self.done and page.handover_visible():
            self.button = page.handover.button  # a hidden hand: the learner takes the device
            target = QRect(self.button.mapTo(page, QPoint(0, 0)), self.button.size())
        elif step is not None and step.learner and not self.done:
            spot = board_target(scene, step.action, step.path, step.aim)

            def on_page(rect: QRectF) -> QRect:
                box = view.mapFromScene(rect).boundingRect()
                return QRect(view.viewport().mapTo(page, box.topLeft()), box.size())

            if isinstance(scene, InteractiveBoardScene):
                others = [on_page(other.rect) for other in scene.cursor_spots()]
            if spot is not None:
                self.board_spot = spot
                target = on_page(spot.rect)
                if spot.then is not None:
                    keep_clear = on_page(spot.then)
            else:
                self.button = scene.control_for(step.action) or button_for(
                    step.action, self.controller.extra_actions(), page.extra_buttons)
                if self.button is not None:
                    target = QRect(self.button.mapTo(page, QPoint(0, 0)), self.button.size())
        area = QRect(view.mapTo(page, QPoint(0, 0)), view.size())
        self.frame.ring(target)
        self.callout.place(area, target, keep_clear, others)

    def _scene_changed(self, _rects: object) -> None:
        self._place_timer.start()  # a pick shows its targets: the ring moves on

    def target_point(self) -> QPoint | None:
        """The centre of the ringed board spot in the view's viewport (for a click)."""
        view = self.page.view
        if self.board_spot is None or view is None:
            return None
        return view.mapFromScene(self.board_spot.rect.center())

    # ----- leaving ---------------------------------------------------------------------------
    def skip(self) -> None:
        """End the guided game before its end (Skip, Esc)."""
        if not self.done:
            self.done = True
            self.finished.emit(False)
        self.close()

    def close(self) -> None:
        self.stop()
        self.closed.emit()

    def stop(self) -> None:
        """Take the callout away and let the controller play on unscreened."""
        self.done = self._stopped = True
        self._rival_timer.stop()
        self.controller.gate = lambda _action: True
        for widget in (self.frame, self.callout):
            widget.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange and watched is self.callout:
            self._shown_text = ""
            self._retranslate()
        elif kind in (QEvent.Type.Resize, QEvent.Type.MouseButtonRelease,
                      QEvent.Type.KeyRelease) and watched is not self.callout:
            self._place_timer.start()  # the view moved, or the board's pick may have
        elif (kind == QEvent.Type.KeyPress and watched is self.page.view
              and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
              and not self._board_holds_something() and self.callout.isVisible()):
            self.skip()
            return True
        return False

    def _board_holds_something(self) -> bool:
        """Esc belongs to the board while it holds a pick or shows its cursor."""
        scene = self.page.scene
        return bool(getattr(scene, "picked", None) is not None
                    or getattr(scene, "cursor_visible", False))
