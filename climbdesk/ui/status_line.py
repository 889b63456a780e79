"""The game page's status line: one line per kind of news, read from the viewer's view.

Its texts keep the game page's translation context ("GamePage"), where they were
written first, so moving them here changed no translation.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.state import State
from climbdesk.core.text import listing
from climbdesk.ui.boards.registry import board_registration
from climbdesk.ui.controller import GameController
from climbdesk.ui.strings import QT_TRANSLATE_NOOP, reason_text, tr_game, tr_page

_STRINGS = (  # for lupdate: the texts tr_page() looks up
    QT_TRANSLATE_NOOP("GamePage", "Game over."),
    QT_TRANSLATE_NOOP("GamePage", "%1 is thinking…"),
    QT_TRANSLATE_NOOP("GamePage", "Waiting for %1."),
    QT_TRANSLATE_NOOP("GamePage", "%1 to move: %2"),
    QT_TRANSLATE_NOOP("GamePage", "%1 to move."),
    QT_TRANSLATE_NOOP("GamePage", "1 possible move."),
    QT_TRANSLATE_NOOP("GamePage", "%1 possible moves."),
    QT_TRANSLATE_NOOP("GamePage", "You may also use the button below."),
    QT_TRANSLATE_NOOP("GamePage", "Hint: %1"),
)


def status_text(c: GameController, state: State, names: list[str], *, notice: str = "",
                hint: str = "", error: str = "", waiting: bool = False) -> str:
    """An earlier notice, whose turn it is (or who the hand-over waits for, when
    ``waiting``), the extra button, the game's own facts, the hint and an error.
    ``state`` is the view of whoever looks, never the true state."""
    seats = c.match.seats
    lines = [notice] if notice else []
    if state.is_terminal():
        outcome = state.outcome()
        if outcome is not None:
            winners = ", ".join(names[i] for i in sorted(outcome.winners))
            lines.append(tr_page("Game over.") + " "
                         + reason_text(c.game_key, outcome.reason, winners,
                                       resigners(outcome, names)))
    else:
        seat = state.current_player()
        name = names[seat] if 0 <= seat < len(seats) else "?"
        if c.thinking:
            lines.append(tr_page("%1 is thinking…").replace("%1", name))
        elif waiting:
            lines.append(tr_page("Waiting for %1.").replace("%1", name))
        else:
            prompt = getattr(state, "prompt", None)
            detail = tr_game(prompt(), names) if callable(prompt) else ""
            if detail:
                lines.append(tr_page("%1 to move: %2").replace("%1", name).replace("%2", detail))
            else:
                n = len(c.legal_actions(state))
                lines.append(tr_page("%1 to move.").replace("%1", name) + " "
                             + (tr_page("1 possible move.") if n == 1 else
                                tr_page("%1 possible moves.").replace("%1", str(n))))
            if c.extra_actions():
                lines.append(tr_page("You may also use the button below."))
        board = board_registration(c.game_key)
        if board is not None:
            lines.extend(board.status_facts(state))  # e.g. how near the end is
    if hint:
        lines.append(tr_page("Hint: %1").replace("%1", hint))
    if error:
        lines.append(error)
    return "\n".join(lines)


def resigners(outcome: Outcome, names: list[str]) -> str | None:
    """Who resigned, named as the language lists names, for "… resigned." (None for
    other endings, or when nobody but the winner could have)."""
    if outcome.reason is not Termination.RESIGNED:
        return None
    losers = [names[i] for i in range(len(names)) if i not in outcome.winners]
    return tr_game(listing(losers)) if losers else None


class StatusBox(QWidget):
    """Holds the status line's word-wrapped label and asks its own layout for room
    only when the label needs another height.

    Why: a label whose text changes asks every layout above it to be done again, up
    to the window (a layout pass of the side panel, the splitter and the window,
    about 0.5 ms), and the status text changes with every move while its height
    rarely does.  Here the label has no layout above it: the box places it, and a
    new text costs one height-for-width question.
    """

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        label.setParent(self)
        policy = QSizePolicy(label.sizePolicy())
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._height = -1  # the height last asked of the layout

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(self.label.minimumHeight(), self.label.heightForWidth(width))

    def sizeHint(self) -> QSize:
        return self.label.sizeHint().expandedTo(self.label.minimumSize())

    def minimumSizeHint(self) -> QSize:
        return self.label.minimumSizeHint().expandedTo(self.label.minimumSize())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.label.setGeometry(self.rect())
        self._height = self.heightForWidth(self.width())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label's text or font changed
            height = self.heightForWidth(self.width())
            if height != self._height:
                self._height = height
                self.updateGeometry()  # the side panel makes room for it
            return True
        return super().event(event)
