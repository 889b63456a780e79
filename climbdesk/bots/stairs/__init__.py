"""Stairs bots: the generic searches, guided by the Stairs evaluation.

Stairs has no players of its own; its evaluation turns the generic levels into
the MCTS / alpha-beta hybrid described in :mod:`climbdesk.bots.levels`.
"""

from climbdesk.bots.registry import GameBots
from climbdesk.bots.stairs.heuristic import StairsHeuristic

BOTS = GameBots(heuristic=StairsHeuristic)
