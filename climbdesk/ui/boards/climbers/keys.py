"""The Climbers board's key table (see :mod:`climbdesk.ui.boards.keys`): each key once,
for the dispatch, Help ▸ Keyboard and the command buttons alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from climbdesk.core.actions import Action
from climbdesk.games.climbers import PutBack
from climbdesk.ui.boards.keys import BoardKey

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


def key_table(scene: ClimbersBoardScene) -> list[BoardKey]:
    """The board's keys; Q/E turn and T toggles the map at any time, even while a
    bot thinks."""
    return [
        BoardKey((Qt.Key.Key_N,), "N", QCoreApplication.translate("ClimbersBoard", "Skip this step: stay, move no block, put the block back or place no disk"),  # noqa: E501
                 run=lambda _key, _shift: scene.skip_step()),
        BoardKey((Qt.Key.Key_Q, Qt.Key.Key_E), "Q / E", QCoreApplication.translate("ClimbersBoard", "Look at the mountain from the next side"),  # noqa: E501
                 run=lambda key, shift: _turn(scene, key), anytime=True),
        BoardKey((Qt.Key.Key_T,), "T", QCoreApplication.translate("ClimbersBoard", "Show or hide the top-down map"),  # noqa: E501
                 run=lambda key, shift: _map(scene), anytime=True),
        BoardKey((Qt.Key.Key_R,), QCoreApplication.translate("ClimbersBoard", "R / Shift+R"), QCoreApplication.translate("ClimbersBoard", "Turn the lifted block to its next orientation"),  # noqa: E501
                 run=lambda key, shift: _orientation(scene, shift), modifiers="shift"),
        BoardKey((Qt.Key.Key_D,), "D", QCoreApplication.translate("ClimbersBoard", "Take your blocking disk in hand; then put it on a highlighted top"),  # noqa: E501
                 run=lambda _key, _shift: scene.phase() == "disk" and scene.take_disk()),
        BoardKey((Qt.Key.Key_Escape,), "Esc", QCoreApplication.translate("ClimbersBoard", "While a block is lifted: put it back where it was"),  # noqa: E501
                 action=lambda key: _put_back(scene)),
        BoardKey((Qt.Key.Key_BracketLeft, Qt.Key.Key_BracketRight), "[ / ]", QCoreApplication.translate("ClimbersBoard", "Height slice down or up: fade taller columns so the squares behind them can be seen and clicked"),  # noqa: E501
                 run=lambda key, shift: _slice(scene, key), modifiers="any"),
        BoardKey((Qt.Key.Key_I,), "I", QCoreApplication.translate("ClimbersBoard", "Examine the block at the cursor: its six faces in the side panel (or hover a block; Alt at once)"),  # noqa: E501
                 run=lambda _key, _shift: scene.examiner.examine_cursor()),
    ]


def _turn(scene: ClimbersBoardScene, key: Qt.Key) -> bool:
    scene.turn(-1 if key == Qt.Key.Key_Q else 1)
    return True


def _map(scene: ClimbersBoardScene) -> bool:
    scene.set_map_view(not scene.map_view)
    return True


def _orientation(scene: ClimbersBoardScene, shift: bool) -> bool:
    return scene.phase() == "place" and scene.cycle_orientation(-1 if shift else 1)


def _put_back(scene: ClimbersBoardScene) -> Action | None:
    if scene.phase() == "place" and PutBack() in scene.legal_actions():
        return PutBack()
    return None


def _slice(scene: ClimbersBoardScene, key: Qt.Key) -> bool:
    scene.step_slice(-1 if key == Qt.Key.Key_BracketLeft else 1)
    return True
