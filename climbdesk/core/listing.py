"""What a list of games shows about one game, without loading its rules.

The start page, the About box and the window's default game need only a
game's name, designer, player counts and one-line summary.  Each game package
declares these in its own ``listing`` module, which imports nothing but this
one; the engine builds its full :class:`~climbdesk.core.game.GameInfo` from the
same listing, so the two can never disagree.  Keeping the rules out of the
catalogue is what lets the first window appear before any engine is imported.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class GameListing:
    """A game's catalogue entry: ``key`` is its registered key and package name."""

    key: str
    title: str
    designer: str
    min_players: int
    max_players: int
    default_players: int
    summary: str = ""
    rules_page: str = ""
    colours: tuple[str, ...] = ()
