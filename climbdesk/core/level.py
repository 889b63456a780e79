"""How strongly a bot plays: one closed set of levels for saves, bots, tools and the UI.

A bot seat's level is saved in records and crosses to the bot worker, so it
lives in core (records are checked without loading the bots).  :class:`Level`
is a ``StrEnum``: saves and worker messages carry its plain value ("easy") and
files written before it existed read the same.  Text from outside (a file, the
command line, a worker message) becomes a level through :meth:`Level.parse`
alone, so every caller refuses a bad level with the same sentence.

>>> Level.parse("hard"), Level.HARD.display_name
(<Level.HARD: 'hard'>, 'Hard')
>>> Level.parse("random", offered_only=True)
Traceback (most recent call last):
...
ValueError: unknown bot level 'random'; choose from easy, normal, hard
"""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    """A bot's strength, weakest first."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    #: Uniformly random moves: the yardstick of the arena and the tests.  Never
    #: offered to players and never accepted in a saved game.
    RANDOM = "random"

    @property
    def display_name(self) -> str:
        """The level's English name for people (the UI translates it)."""
        return _DISPLAY_NAMES[self]

    @property
    def offered(self) -> bool:
        """Whether players may choose this level (New Game, saved bot seats)."""
        return self is not Level.RANDOM

    @classmethod
    def parse(cls, value: object, *, offered_only: bool = False) -> Level:
        """The level named ``value``; ValueError naming the choices for anything else.

        ``offered_only`` refuses :attr:`RANDOM` too, for what players can choose.
        """
        for level in cls:
            if value == level.value and (level.offered or not offered_only):
                return level
        choices = LEVELS if offered_only else tuple(cls)
        shown = repr(str(value) if isinstance(value, str) else value)  # a Level as 'random'
        raise ValueError(f"unknown bot level {shown}; choose from "
                         f"{', '.join(level.value for level in choices)}")


_DISPLAY_NAMES = {Level.EASY: "Easy", Level.NORMAL: "Normal", Level.HARD: "Hard",
                  Level.RANDOM: "Random"}

#: The levels players choose from (New Game, saved bot seats, the bench), weakest first.
LEVELS: tuple[Level, ...] = tuple(level for level in Level if level.offered)
