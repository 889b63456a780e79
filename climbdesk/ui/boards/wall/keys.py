"""The wall board's key table (see :mod:`climbdesk.ui.boards.keys`): each key once, for
the dispatch, Help ▸ Keyboard and the command buttons alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from climbdesk.core.actions import Action
from climbdesk.ui.boards.keys import BoardKey

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene


def key_table(scene: WallBoardScene) -> list[BoardKey]:
    """R turns the picked panel like the wheel; X ticks the panel under the cursor for a
    discard and D discards the ticked ones (the keyboard's way to the tray's boxes)."""
    return [
        BoardKey((Qt.Key.Key_R,), QCoreApplication.translate("WallBoard", "R / Shift+R"),
                 QCoreApplication.translate("WallBoard", "Turn the picked panel (arrow panels keep their arrow up)"),  # noqa: E501
                 run=lambda _key, shift: scene.turn_panel(-1 if shift else 1),
                 modifiers="shift"),
        BoardKey((Qt.Key.Key_X,), "X",
                 QCoreApplication.translate("WallBoard", "Tick or untick the hand panel under the cursor for a discard"),  # noqa: E501
                 run=lambda _key, _shift: scene.tick_cursor()),
        BoardKey((Qt.Key.Key_D,), "D",
                 QCoreApplication.translate("WallBoard", "Discard the ticked panels and draw as many"),  # noqa: E501
                 action=lambda _key: _discard(scene)),
    ]


def _discard(scene: WallBoardScene) -> Action | None:
    action = scene.ticked_discard()
    return action if action is not None and action in scene.legal_actions() else None
