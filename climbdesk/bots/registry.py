"""Each game's own bots, found by convention in ``climbdesk.bots.<game key>``.

The games layer cannot name its bots (layers point one way: core ← games ←
bots ← ui), so a game that has bots of its own puts them in a package named
after its registered key and declares them there in one object::

    BOTS = GameBots(levels={Level.EASY: CarelessBot, ...}, heuristic=MyHeuristic)

Nothing outside that package names the game, so adding a game never edits
shared bot code.  A game without a package, or levels its package leaves
out, get the generic searches of :mod:`climbdesk.bots.levels`.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from climbdesk.bots.base import Bot, Level
from climbdesk.bots.heuristics import Heuristic
from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.registry import get_game

#: Builds a fresh bot for one level from the generator that fixes its choices.
LevelFactory = Callable[[random.Random], Bot]


@dataclass(frozen=True)
class GameBots:
    """What one game's bot package adds to the generic levels.

    ``levels`` maps a level name (Easy, Normal, Hard) to the game's own player;
    levels not listed are generic search.  ``heuristic`` builds the game's
    evaluation, which the generic searches then use (a factory, so every bot
    gets its own instance and caches are never shared between threads).
    ``hint_level`` is the level whose choice the Hint command shows.
    """

    levels: Mapping[Level, LevelFactory] = field(default_factory=dict)
    heuristic: Callable[[], Heuristic] | None = None
    hint_level: Level = Level.HARD

    def __post_init__(self) -> None:
        for level in (*self.levels, self.hint_level):
            Level.parse(level, offered_only=True)


#: What a game without its own bot package gets: generic search at every level.
GENERIC = GameBots()

_FOUND: dict[str, GameBots] = {}


def package_name(game_key: str) -> str:
    """The module that holds a game's bots, whether or not it exists."""
    return f"{__package__}.{game_key}"


def game_bots(game_key: str) -> GameBots:
    """The registered game's :class:`GameBots`, or :data:`GENERIC` when it has no package.

    Raises :class:`ClimbdeskError` for a key no game registered, so a typo
    never quietly imports an unrelated module of this package.
    """
    found = _FOUND.get(game_key)
    if found is not None:
        return found
    get_game(game_key)
    name = package_name(game_key)
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:  # the package exists but something it imports is missing
            raise
        found = GENERIC
    else:
        found = getattr(module, "BOTS", None)
        if not isinstance(found, GameBots):
            raise ClimbdeskError(f"{name} must declare BOTS = GameBots(...)")
    _FOUND[game_key] = found
    return found


def heuristic_for(game_key: str) -> Heuristic | None:
    """A fresh instance of the game's own heuristic, or None when it has none yet."""
    factory = game_bots(game_key).heuristic
    return factory() if factory is not None else None
