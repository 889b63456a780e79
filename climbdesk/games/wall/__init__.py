"""Climb ON! the top of the wall (Masahiro Yoshida): build the wall you climb, 2–4 players.

The engine is complete (``engine.GAME``; issue 18) but not yet declared in
``climbdesk/games/__init__.py``: the app lists only games with a board, and the
checks over every declared game need the board's registration (docs/rules/wall.md).
Modules: ``deck``, ``geometry``, ``placing``, ``paths`` (the wall itself), ``actions``,
``phases``, ``setup``, ``rest``, ``move``, ``texts`` and ``engine`` (the rules), ``entry``
(the catalogue entry, to become ``listing`` when the game is declared).
"""
