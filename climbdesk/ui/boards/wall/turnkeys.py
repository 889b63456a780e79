"""The Move turn's keys and command buttons on the wall board (issue 18).

Each key once (see :mod:`climbdesk.ui.boards.keys`): the dispatch, Help ▸ Keyboard and
the Move menu's commands all read this table, and the turn panel's buttons name the
same keys.  Rolls, Rest and staying put are also commands, so the Move menu offers
them as named actions; a jump's roll needs its target hold, so it is played from the
board (cursor keys and Enter on a highlighted hold).  The award cards are V (oVerhang)
and M (hard Move): O and H are the window's Show Odds and Hint, which Qt gives the key
before the board ever sees it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from climbdesk.core.actions import Action
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards.base import BoardCommand
from climbdesk.ui.boards.keys import BoardKey
from climbdesk.ui.boards.wall.turn import BEFORE

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene

_DICE_KEYS = {Qt.Key.Key_2: 2, Qt.Key.Key_3: 3, Qt.Key.Key_4: 4}
_DIE_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}


def turn_keys(scene: WallBoardScene) -> list[BoardKey]:
    turn = scene.turn
    return [
        BoardKey(tuple(_DICE_KEYS), "2 / 3 / 4", QCoreApplication.translate("WallTurn", "Roll 2, 3 or 4 dice (with chalk, or a jump to the chosen hold, when switched on)"),  # noqa: E501
                 action=lambda key: turn.roll_for(_DICE_KEYS[key])),
        BoardKey(tuple(_DICE_KEYS), "2 / 3 / 4", QCoreApplication.translate("WallTurn", "With the jump on and no target yet: choose the dice, then the target hold"),  # noqa: E501
                 run=lambda key, _shift: _pend(scene, _DICE_KEYS[key])),
        BoardKey(tuple(_DIE_KEYS), "1–4", QCoreApplication.translate("WallTurn", "After the roll: change what die 1–4 is spent on (movement, stamina, clip)"),  # noqa: E501
                 run=lambda key, _shift: _cycle(scene, _DIE_KEYS[key])),
        BoardKey((Qt.Key.Key_C,), "C", QCoreApplication.translate("WallTurn", "Use chalk on the roll, or not"),  # noqa: E501
                 run=lambda _key, _shift: _toggle(scene, "chalk")),
        BoardKey((Qt.Key.Key_J,), "J", QCoreApplication.translate("WallTurn", "Use a jump card on the roll, or not (then choose the target hold)"),  # noqa: E501
                 run=lambda _key, _shift: _toggle(scene, "jump")),
        BoardKey((Qt.Key.Key_V,), "V", QCoreApplication.translate("WallTurn", "Use an Overhang award card, or not"),  # noqa: E501
                 run=lambda _key, _shift: _card(scene, 0)),
        BoardKey((Qt.Key.Key_M,), "M", QCoreApplication.translate("WallTurn", "Use a Hard Move award card, or not"),  # noqa: E501
                 run=lambda _key, _shift: _card(scene, 1)),
        BoardKey((Qt.Key.Key_N,), "N", QCoreApplication.translate("WallTurn", "After a roll of 2 dice: stay where you are"),  # noqa: E501
                 action=lambda _key: turn.stay()),
    ]


def turn_commands(scene: WallBoardScene) -> list[BoardCommand]:
    """Rest, every roll without a jump and every way of staying put, for the Move menu."""
    turn = scene.turn
    if not scene.accepts_input():
        return []
    found: list[Action] = []
    rest = turn.rest()
    if rest is not None:
        found.append(rest)
    found.extend(r for r in turn.rolls() if not r.jump)
    found.extend(turn.stays())
    return [BoardCommand(a, scene.key_for(a)) for a in found]


def _pend(scene: WallBoardScene, dice: int) -> bool:
    turn = scene.turn
    if not turn.jumping() or dice not in turn.dice_offered():
        return False
    turn.pending = dice
    scene.redraw()
    return True


def _cycle(scene: WallBoardScene, index: int) -> bool:
    if scene.turn.phase() is not WallPhase.SPEND or not scene.turn.cycle(index):
        return False
    scene.redraw()
    return True


def _toggle(scene: WallBoardScene, which: str) -> bool:
    turn = scene.turn
    if turn.phase() not in BEFORE:
        return False
    if which == "chalk":
        if not turn.can_chalk() and not turn.chalk:
            return False
        turn.chalk = not turn.chalk
    else:
        if not turn.can_jump() and not turn.jump:
            return False
        turn.jump = not turn.jump
        turn.pending = 0
        scene.set_pick(None)
    scene.redraw()
    return True


def _card(scene: WallBoardScene, kind: int) -> bool:
    if not scene.turn.toggle_card(kind):
        return False
    scene.set_pick(None)
    return True


__all__ = ["turn_commands", "turn_keys"]
