"""Choosing which ladder(s) a move spends, where more than one set reaches a square.

The engine offers a move once per *least* ladder set (a square reached with the
short ladder or with the tall one is two moves), and which ladder is kept can
decide the game.  So the board never guesses: a square with one set moves at
once; a square with two opens a small menu at the square — mouse or keyboard
(arrows, Enter, the letters; Esc keeps the square unchosen) — and hovering an
entry shows that set's path.  It replaces the earlier X key that switched a
silent preference, which players could not see before they clicked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from climbdesk.games.climbers import Move
from climbdesk.ui.boards.climbers.facts import ladder_keys, ladder_letters, ladder_words

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


def square_label(sets: list[str]) -> str:
    """The mark on a reachable square: nothing for a free move, the letters of the
    ladders it spends, or the choices apart by "/" ("S/T": either ladder, you choose)."""
    if not sets or "" in sets:
        return ""
    return "/".join(ladder_letters(s) for s in sets)


class LadderChooser(QMenu):
    """The menu of ladder sets for square (``x``, ``y``); each entry plays that move."""

    def __init__(self, scene: ClimbersBoardScene, x: int, y: int, sets: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene_ = scene
        self.square = (x, y)
        self.sets = list(sets)
        self._hovered = self.sets[0]
        title = QCoreApplication.translate("ClimbersBoard", "Which ladder do you spend?")
        self.setTitle(title)
        self.setAccessibleName(title)
        self.addSection(title)
        self.entries: list[QAction] = []
        for ladders in self.sets:
            text = QCoreApplication.translate("ClimbersBoard", "&%1 – spend %2") \
                .replace("%1", ladder_keys(ladders)).replace("%2", ladder_words(ladders))
            entry = self.addAction(text)
            entry.setData(ladders)
            entry.triggered.connect(lambda _=False, s=ladders: self.pick(s))
            entry.hovered.connect(lambda s=ladders: self._hover(s))
            self.entries.append(entry)

    def hovered_move(self) -> Move:
        """The move whose path the board shows while the menu is open."""
        return Move(*self.square, self._hovered)

    def _hover(self, ladders: str) -> None:
        self._hovered = ladders
        self.scene_.redraw()

    def pick(self, ladders: str) -> None:
        """Play the move with ``ladders`` (the menu's entries call this)."""
        self.close()
        self.scene_.choose(Move(*self.square, ladders))


def open_chooser(scene: ClimbersBoardScene, x: int, y: int,
                 sets: list[str]) -> LadderChooser:
    """Pop the chooser up beside square (x, y) on the scene's first view (not modal:
    the board keeps running, and tests can reach the menu)."""
    views = scene.views()
    parent = views[0] if views else None
    menu = LadderChooser(scene, x, y, sets, parent)
    if parent is not None:
        at = parent.mapFromScene(scene.top_centre(x, y)) + QPoint(12, 0)
        menu.popup(parent.viewport().mapToGlobal(at))
        menu.setActiveAction(menu.entries[0])
    else:
        menu.popup(QPoint(0, 0))
    return menu
