"""A position the window replaces at once: its redraw waits for the next one (issue 17,
"Smooth": a shown move in 5 ms).

Why: when the player to act has one choice and it is not the board's (the disk step
without the disk in hand, "no disk"; a block step with nothing to lift; a reaction with
nowhere to go), the controller plays it itself on a zero timer, "after the window
draws the position" (``GameController._after_position``).  But Qt's repaint is a
low-priority event and the timer a posted call: the choice is played, and the next
position set, before the board paints.  The board brought its kept picture up to date
for the passing position all the same (in a move into the reaction step: the disk
step's composite and the view's area where the move step's rings went, 3-5 ms of
the move's 8), then again for the next position, and only the last was ever painted.
So the redraw of such a position waits two turns of the event loop (the controller's
call was queued before the first) and is made then only when that position is still
the one shown; a redraw asked for meanwhile (input) is made as always (the page's
``show_hint(None)`` before every position it sets redraws nothing when no hint
showed, ``ClimbersBoardScene.show_hint``).  Nothing is
lost: the view shows the last painted position until then, and any paint of the
board, a whole one included, draws the position shown (:mod:`.viewpictures`).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class Passing(QObject):
    """Holds back the redraw of a position ``scene`` will not show (see the module
    docstring)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self._for: Hashable = None  # the position whose redraw waits
        #: Redraws held back, and made later because the position stayed (tests count).
        self.held = 0
        self.late = 0

    def hold(self, moving: bool) -> bool:
        """Whether the redraw of the position just set waits: it takes input, nothing
        animates, and its only legal action is not the board's (the controller plays
        it at once, as ``GameController._forced_action`` says)."""
        scene = self.scene
        if moving or not scene.accepts_input():
            return False
        legal = scene.legal_actions()
        if len(legal) != 1 or scene.handles(legal[0]):
            return False
        self._for = self._now()
        self.held += 1
        QTimer.singleShot(0, self, self._hop)
        return True

    def _now(self) -> Hashable:
        return (id(self.scene.state), self.scene._indexed)

    def _hop(self) -> None:
        QTimer.singleShot(0, self, self._due)

    def _due(self) -> None:
        held, self._for = self._for, None
        if held is not None and held == self._now():
            self.late += 1
            self.scene.redraw()


__all__ = ["Passing"]
