"""The catalogue of games.  Importing :mod:`climbdesk.games` fills it."""

from __future__ import annotations

import importlib

from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    _GAMES[game.info.key] = game
    return game


#: Packages whose import registers games.  Named, not imported, so that core
#: never depends on the games layer; this is plugin discovery, like entry points.
GAME_PACKAGES = ["climbdesk.games"]


def _ensure_loaded() -> None:
    for name in GAME_PACKAGES:
        importlib.import_module(name)


def get_game(key: str) -> Game:
    _ensure_loaded()
    try:
        return _GAMES[key]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise ClimbdeskError(f"unknown game {key!r}; known games: {known}") from None


def all_games() -> list[Game]:
    _ensure_loaded()
    return list(_GAMES.values())
