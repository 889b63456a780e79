"""The board's painted commands (Roll, Stop, each sum, a token…) as named menu actions.

The game page lists what the board offers only as painted buttons or keys as
``QAction``s in the Move menu: real controls for assistive technology.  The offer
changes on most moves of a dice game (Roll, then the sums, then Roll and Stop),
and rebuilding every action each time cost a shown move a few hundred
microseconds of creating, connecting, deleting and menu bookkeeping (issue 17).
:class:`CommandActions` keeps the actions it made and relabels them in place,
creating only the ones beyond the count it had and deleting only the surplus,
so the page holds exactly the actions it offers (never a leak) and the menu
changes only when their number does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout, QPushButton

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.ui.boards import BoardScene
from climbdesk.ui.controller import GameController
from climbdesk.ui.strings import QT_TRANSLATE_NOOP, tr_game, tr_page

_STRINGS = (QT_TRANSLATE_NOOP("GamePage", "Key: %1"),)  # for lupdate: tr_page's text


def board_offer(c: GameController, scene: BoardScene[Any], view: State,
                names: list[str]) -> list[tuple[Action, str, str]]:
    """The board's legal commands in ``view`` as (action, label, tooltip): the label is
    the state's own description of the action, the tooltip names the board's key."""
    legal = c.legal_actions(view)
    return [(cmd.action, tr_game(view.describe(cmd.action), names),
             tr_page("Key: %1").replace("%1", cmd.keys) if cmd.keys else "")
            for cmd in scene.commands() if cmd.action in legal]


def replace_buttons(buttons: list[QPushButton], row: QBoxLayout, wanted: list[Action],
                    labels: list[str], choose: Callable[[Action], None]) -> bool:
    """Make ``buttons`` (in ``row``) one per wanted action unless their labels already
    match; say whether they changed.  For the actions the board cannot show at all (a
    pie-rule swap), which change rarely: they are made again rather than relabelled."""
    if [b.text() for b in buttons] == labels:
        return False
    for b in buttons:
        # Hidden and out of the layout now: deleteLater waits for the event loop,
        # and a stale button must not stay on screen or in the tab order until then.
        b.hide()
        row.removeWidget(b)
        b.deleteLater()
    buttons.clear()
    for action, label in zip(wanted, labels, strict=True):
        b = QPushButton(label)
        b.clicked.connect(lambda _=False, a=action: choose(a))
        row.addWidget(b)
        buttons.append(b)
    return True


class CommandActions:
    """Holds one ``QAction`` per command on offer, parented to ``owner``."""

    def __init__(self, owner: QObject, choose: Callable[[Action], None]) -> None:
        self._owner = owner
        self._choose = choose
        self.actions: list[QAction] = []
        self._offered: list[Action] = []  # the game action behind each QAction
        #: QActions created so far (for tests: relabelled ones are not counted).
        self.created = 0

    def offer(self, commands: list[tuple[Action, str, str]]) -> bool:
        """Offer ``commands`` as (game action, label, tooltip) and say whether the set of
        QActions changed (the menu must list them again) rather than only their texts."""
        before = len(self.actions)
        kept = min(len(commands), before)
        for i in range(kept):
            action, label, tip = commands[i]
            self._offered[i] = action
            _relabel(self.actions[i], label, tip)
        for old in self.actions[len(commands):]:
            # Parented to the page, the old ones would live as long as the window.
            # Later, not now: the menu still lists them until it hears of the change.
            old.deleteLater()
        del self.actions[len(commands):]
        del self._offered[len(commands):]
        for action, label, tip in commands[kept:]:
            q = QAction(label, self._owner)
            _relabel(q, label, tip)
            index = len(self.actions)
            q.triggered.connect(lambda _=False, i=index: self._triggered(i))
            self.actions.append(q)
            self._offered.append(action)
            self.created += 1
        return len(commands) != before  # the first ones are the same QActions

    def _triggered(self, index: int) -> None:
        if index < len(self._offered):
            self._choose(self._offered[index])


def _relabel(q: QAction, label: str, tip: str) -> None:
    """Set only what differs: each change is an event to every menu listing ``q``."""
    if q.text() != label:
        q.setText(label)
    if q.toolTip() != (tip or label):  # Qt answers the text when no tooltip is set
        q.setToolTip(tip)
        q.setStatusTip(tip)
