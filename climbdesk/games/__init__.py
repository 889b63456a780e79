"""Game rules packages.  Importing this module registers every game.

One line per game, in start-page order, is all that shared code says about a
game: its bots and board are found by its key (``climbdesk.bots.<key>``,
``climbdesk.ui.boards.<key>``), so adding a game adds one line here.
"""

from importlib import import_module

from climbdesk.core.registry import register

register(import_module("climbdesk.games.stairs").GAME)
register(import_module("climbdesk.games.cantstop").GAME)
register(import_module("climbdesk.games.summit").GAME)
register(import_module("climbdesk.games.climbers").GAME)
