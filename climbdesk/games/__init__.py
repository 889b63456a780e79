"""Game rules packages.  Importing this module declares every game.

One line per game, in start-page order, is all that shared code says about a
game: its catalogue entry, rules, bots and board are found by its key
(``climbdesk.games.<key>.listing``, ``climbdesk.games.<key>``,
``climbdesk.bots.<key>``, ``climbdesk.ui.boards.<key>``), so adding a game adds
one line here.  Declaring imports nothing: the registry loads a game's listing
or rules when they are first asked for.
"""

from climbdesk.core.registry import declare

declare("climbdesk.games.stairs")
declare("climbdesk.games.cantstop")
declare("climbdesk.games.summit")
declare("climbdesk.games.climbers")
declare("climbdesk.games.wall")
