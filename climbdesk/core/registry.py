"""The catalogue of games.  Importing :mod:`climbdesk.games` fills it."""

from __future__ import annotations

from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    _GAMES[game.info.key] = game
    return game


def _ensure_loaded() -> None:
    import climbdesk.games  # noqa: F401  (registers every game on import)


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
