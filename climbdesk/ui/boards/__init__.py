"""One QGraphicsScene per game board, each in its game's own package, looked up by game key.

See :mod:`climbdesk.ui.boards.registry` for what a board package declares.  The
names below are imported on first use (:mod:`climbdesk.core.lazy`), so the start
page can ask :func:`~climbdesk.ui.boards.registry.has_board` without loading the
board base classes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from climbdesk.core.lazy import lazy_exports

if TYPE_CHECKING:
    from climbdesk.ui.boards.base import BoardScene
    from climbdesk.ui.boards.registry import BoardRegistration, board_class, board_registration
    from climbdesk.ui.boards.view import BoardView

__getattr__ = lazy_exports(__name__, {
    "climbdesk.ui.boards.base": ["BoardScene"],
    "climbdesk.ui.boards.registry": ["BoardRegistration", "board_class", "board_registration"],
    "climbdesk.ui.boards.view": ["BoardView"],
})

__all__ = ["BoardRegistration", "BoardScene", "BoardView", "board_class", "board_registration"]
