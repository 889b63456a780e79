"""The catalogue of games.

Games are *declared* by package name (``climbdesk.games`` declares every
built-in game when it is imported) and loaded lazily:

* :func:`catalogue` reads each declared package's ``listing`` module — names,
  player counts, summaries — and imports no rules, so the start page can be
  shown before any engine is loaded;
* :func:`get_game` imports one game's package (its ``GAME``) on first use;
* :func:`all_games` loads them all.

:func:`register` adds a ready :class:`Game` directly (tests use it for toy games).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.listing import GameListing

if TYPE_CHECKING:
    from climbdesk.core.game import Game

_GAMES: dict[str, Game] = {}
#: Declared game packages by key, in start-page order.
_DECLARED: dict[str, str] = {}


def register(game: Game) -> Game:
    _GAMES[game.info.key] = game
    return game


def declare(package: str) -> None:
    """Declare the game in ``package``: its key is the package's last name, its
    ``listing`` module holds :data:`LISTING` and the package itself ``GAME``."""
    _DECLARED[package.rpartition(".")[2]] = package


#: Packages whose import declares games.  Named, not imported, so that core
#: never depends on the games layer; this is plugin discovery, like entry points.
GAME_PACKAGES = ["climbdesk.games"]


def _ensure_declared() -> None:
    for name in GAME_PACKAGES:
        importlib.import_module(name)


def _load(key: str) -> Game | None:
    game = _GAMES.get(key)
    if game is None and key in _DECLARED:
        game = importlib.import_module(_DECLARED[key]).GAME
        if game.info.key != key:
            raise ClimbdeskError(f"{_DECLARED[key]} declares the game {game.info.key!r}")
        _GAMES[key] = game
    return game


def get_game(key: str) -> Game:
    _ensure_declared()
    game = _load(key)
    if game is None:
        known = ", ".join(sorted(set(_GAMES) | set(_DECLARED))) or "none"
        raise ClimbdeskError(f"unknown game {key!r}; known games: {known}")
    return game


def game_keys() -> list[str]:
    """Every game's key, declared ones first in their order, without loading any."""
    _ensure_declared()
    return [*_DECLARED, *(key for key in _GAMES if key not in _DECLARED)]


def all_games() -> list[Game]:
    """Every game, loaded (this imports every engine)."""
    games = [_load(key) for key in game_keys()]
    return [game for game in games if game is not None]


def listing(key: str) -> GameListing:
    """One game's catalogue entry; a declared game's engine is not imported."""
    _ensure_declared()
    if key not in _DECLARED:
        return get_game(key).info.listing()
    found = importlib.import_module(_DECLARED[key] + ".listing").LISTING
    if not isinstance(found, GameListing) or found.key != key:
        raise ClimbdeskError(f"{_DECLARED[key]}.listing must declare LISTING for {key!r}")
    return found


def catalogue() -> list[GameListing]:
    """Every game's catalogue entry, in start-page order, without loading the rules."""
    return [listing(key) for key in game_keys()]
