"""The Qt-free heart of climbdesk: the engine contract every game implements.

Games, bots, the arena and the UI all talk to games through the types exported
here, so a new game only has to implement :class:`Game` and :class:`State`.
The names are imported on first use (see :mod:`climbdesk.core.lazy`): any
``climbdesk.core.<module>`` import runs this file first, and the app's first
window needs only a few of those modules.
"""

from typing import TYPE_CHECKING

from climbdesk.core.lazy import lazy_exports

if TYPE_CHECKING:
    from climbdesk.core.actions import Action, Resign, action_from_json
    from climbdesk.core.errors import (
        ClimbdeskError,
        IllegalActionError,
        NewerVersionError,
        OptionError,
        RecordError,
    )
    from climbdesk.core.game import Game, GameInfo
    from climbdesk.core.match import Match
    from climbdesk.core.options import RANDOM, Options, OptionSpec
    from climbdesk.core.outcome import Outcome
    from climbdesk.core.record import GameRecord
    from climbdesk.core.registry import all_games, get_game, register
    from climbdesk.core.state import CHANCE, TERMINAL, State

__getattr__ = lazy_exports(__name__, {
    "climbdesk.core.actions": ["Action", "Resign", "action_from_json"],
    "climbdesk.core.errors": ["ClimbdeskError", "IllegalActionError", "NewerVersionError",
                              "OptionError", "RecordError"],
    "climbdesk.core.game": ["Game", "GameInfo"],
    "climbdesk.core.options": ["RANDOM", "Options", "OptionSpec"],
    "climbdesk.core.outcome": ["Outcome"],
    "climbdesk.core.match": ["Match"],
    "climbdesk.core.record": ["GameRecord"],
    "climbdesk.core.registry": ["all_games", "get_game", "register"],
    "climbdesk.core.state": ["CHANCE", "TERMINAL", "State"],
})

__all__ = [
    "Action",
    "CHANCE",
    "ClimbdeskError",
    "Game",
    "GameInfo",
    "GameRecord",
    "IllegalActionError",
    "Match",
    "NewerVersionError",
    "OptionError",
    "OptionSpec",
    "Options",
    "RANDOM",
    "Outcome",
    "RecordError",
    "Resign",
    "State",
    "TERMINAL",
    "action_from_json",
    "all_games",
    "get_game",
    "register",
]
