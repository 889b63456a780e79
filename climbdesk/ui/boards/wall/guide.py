"""Which turn-panel control leads to an action, for a guided game's callout (issue 20).

The wall's Rest and rolls are buttons beside the board, and a Spend needs each die
set to its use in the dice tray before the board's holds play it; the tutorial
(:mod:`climbdesk.ui.tutorial`) asks the board where to point next
(``WallBoardScene.control_for``).  This only reads the panel and the turn model.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from climbdesk.core.actions import Action
from climbdesk.games.wall.actions import Rest, Roll, Spend
from climbdesk.ui.boards.wall.turn import ROLES, allocation

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from climbdesk.ui.boards.wall.turnpanel import TurnPanel


def control_for(panel: TurnPanel, action: Action) -> QWidget | None:
    """Rest's or a plain roll's button, the die whose use must change first for a
    Spend, or Stay for a Spend that stays put; None when the board is the place."""
    turn = panel.scene_.turn
    control: QWidget | None = None
    if isinstance(action, Rest):
        control = panel.rest
    elif isinstance(action, Roll) and not action.chalk and not action.jump:
        control = panel.rolls.get(action.dice)
    elif isinstance(action, Spend):
        wanted = (action.stamina, action.clip)
        if turn.allocation() != wanted:
            control = _die_to_change(panel, wanted)
        elif not action.squares and not action.top:
            control = panel.stay
    if control is None or not control.isVisible() or not control.isEnabled():
        return None
    return control


def _die_to_change(panel: TurnPanel, wanted: tuple[tuple[int, ...], int]) -> QWidget | None:
    """The tray's button of the first die whose use differs from the nearest uses
    that spend the dice as ``wanted``."""
    turn = panel.scene_.turn
    dice, now = turn.dice(), list(turn.roles)
    fits = [roles for roles in itertools.product(ROLES, repeat=len(dice))
            if allocation(dice, roles) == wanted]
    if not fits or len(now) != len(dice):
        return None
    nearest = min(fits, key=lambda roles: sum(a is not b for a, b in zip(roles, now,
                                                                         strict=True)))
    index = next((i for i, role in enumerate(nearest) if role is not now[i]), None)
    return panel.tray.buttons[index] if index is not None else None
