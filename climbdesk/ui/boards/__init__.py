"""One QGraphicsScene per game board, each in its game's own package, looked up by game key.

See :mod:`climbdesk.ui.boards.registry` for what a board package declares.
"""

from __future__ import annotations

from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.registry import BoardRegistration, board_class, board_registration
from climbdesk.ui.boards.view import BoardView

__all__ = ["BoardRegistration", "BoardScene", "BoardView", "board_class", "board_registration"]
