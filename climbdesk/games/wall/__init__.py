"""Climb ON! the top of the wall (Masahiro Yoshida): build the wall you climb, 2–4 players.

Work in progress (issue 18): the deck, the wall's geometry and placement rules
and the movement paths are here as pure modules; the engine, its registration
in ``climbdesk/games/__init__.py``, the board and the bots come later.
"""
