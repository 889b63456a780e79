"""The board pictures of the game on show (see :mod:`climbdesk.ui.boards.pictures`).

A closed game's pictures are dropped, or a Climbers table's would fill the cache
within ten games (issue 17).  But when the next game is of the same kind (Play
again, the next game of a bench or tournament) most of its looks are the closed
game's: a die, a piece, the rock, the wood.  Dropping them first made the new
board's first paint paint every one again (Climb On! about 60 ms of CPU).  So the
closed game's session is ended only once the new board has been painted: the
looks it used again now belong to the new game, and only the rest go.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from climbdesk.ui.boards import pictures


class PictureSessions(QObject):
    """Begins and ends the page's picture sessions (one per game shown)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current = 0  # the session of the game on show (0: none)
        self._closing = 0  # a closed game's session, ended after the next first paint

    def close(self, keep_until_painted: bool = False) -> None:
        """The game on show is closed.  Its pictures go now, or, when the next game is
        of the same kind, after that game's board is first painted (:meth:`watch`)."""
        if not self.current:
            return  # nothing on show (closed already): a game still closing stays so
        self.end_closing()
        if keep_until_painted:
            self._closing = self.current
        else:
            pictures.end_session(self.current)
        self.current = 0

    def begin(self) -> int:
        """A game is about to be shown: the pictures used from now on are its own."""
        self.current = pictures.begin_session()
        return self.current

    def watch(self, viewport: QWidget) -> None:
        """End the closed game's session once ``viewport`` (the new board) has painted."""
        if self._closing:
            viewport.installEventFilter(self)

    def end_closing(self) -> None:
        if self._closing:
            pictures.end_session(self._closing)
            self._closing = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # After this paint: every look it copied is the new game's by then.
            QTimer.singleShot(0, self, self.end_closing)
        return False
