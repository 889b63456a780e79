"""A board's key table: each key written once, with what it does and how Help prints it.

Every board lists its own keys as :class:`BoardKey` rows (``board_key_table``);
from that one table the shared scene dispatches key presses, Help ▸ Keyboard
prints its lines (:class:`KeyHelp`), and the window's command buttons learn
which key plays their action (:func:`key_for`).  So a shortcut can no
longer be handled under one key, documented under another and offered on a
button under a third.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Literal

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from climbdesk.core.actions import Action

#: Which modifiers a row accepts: none, none or Shift (R / Shift+R), or any (keys such
#: as "[" that some keyboard layouts type with AltGr).
Modifiers = Literal["plain", "shift", "any"]


@dataclasses.dataclass(frozen=True)
class KeyHelp:
    """One line of Help ▸ Keyboard: the key as printed and what it does (translated)."""

    keys: str
    text: str


@dataclasses.dataclass(frozen=True)
class BoardKey:
    """One row of a board's key table.

    ``keys`` are the Qt keys the row answers, ``label`` how Help prints them ("1–3",
    "R / Shift+R") and ``text`` what the row does (translated).  The row either plays
    an action (``action``: the action the pressed key means now, None when it means
    nothing now, so the key falls through to the shared keys) or does something
    else (``run``: given the key and whether Shift is held, True when it was used).
    ``anytime`` rows work while the board takes no input (turning the view).
    """

    keys: tuple[Qt.Key, ...]
    label: str
    text: str
    action: Callable[[Qt.Key], Action | None] | None = None
    run: Callable[[Qt.Key, bool], bool] | None = None
    modifiers: Modifiers = "plain"
    anytime: bool = False

    def matches(self, key: int, mods: Qt.KeyboardModifier) -> bool:
        if key not in self.keys:
            return False
        if self.modifiers == "any":
            return True
        if self.modifiers == "shift":
            return mods in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier)
        return mods == Qt.KeyboardModifier.NoModifier

    def help(self) -> KeyHelp:
        return KeyHelp(self.label, self.text)

    def label_for(self, action: Action) -> str | None:
        """How a command button names the key that plays ``action`` now (None: none does).

        A row whose keys all play the same action is named by its label ("Enter");
        a row whose keys play different actions (W / B / R) by the one key."""
        if self.action is None:
            return None
        found = [k for k in self.keys if self.action(k) == action]
        if not found:
            return None
        if len(found) == len(self.keys):
            return self.label
        return QKeySequence(found[0]).toString(QKeySequence.SequenceFormat.NativeText)


def dispatch(rows: Sequence[BoardKey], key: int, mods: Qt.KeyboardModifier,
             choose: Callable[[Action], None]) -> bool:
    """Run the first row that answers ``key`` and uses it; True when one did."""
    for row in rows:
        if not row.matches(key, mods):
            continue
        qt_key = Qt.Key(key)
        if row.action is not None:
            action = row.action(qt_key)
            if action is not None:
                choose(action)
                return True
        elif row.run is not None and row.run(qt_key, mods == Qt.KeyboardModifier.ShiftModifier):
            return True
    return False


def key_for(rows: Sequence[BoardKey], action: Action) -> str:
    """The key that plays ``action`` now, as a command button shows it ('' when none)."""
    for row in rows:
        label = row.label_for(action)
        if label is not None:
            return label
    return ""


def key_labels(rows: Sequence[BoardKey]) -> dict[Action, str]:
    """:func:`key_for` of every action the rows' keys play now, asking each key once:
    a board's command buttons name their keys after every move, and asking every row
    for every command asked the same keys again and again (paint8)."""
    labels: dict[Action, str] = {}
    for row in rows:
        if row.action is None:
            continue
        played = [(k, row.action(k)) for k in row.keys]
        for _k, action in played:
            if action is None or action in labels:
                continue
            found = [k for k, a in played if a == action]
            labels[action] = row.label if len(found) == len(row.keys) else \
                QKeySequence(found[0]).toString(QKeySequence.SequenceFormat.NativeText)
    return labels


__all__ = ["BoardKey", "KeyHelp", "Modifiers", "dispatch", "key_for"]
