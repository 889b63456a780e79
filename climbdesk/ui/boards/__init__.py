"""One QGraphicsScene per game board, looked up by game key."""

from __future__ import annotations

from climbdesk.ui.boards.base import BoardScene, BoardView

_BOARDS: dict[str, type[BoardScene]] = {}


def register_board(game_key: str, cls: type[BoardScene]) -> None:
    _BOARDS[game_key] = cls


def board_class(game_key: str) -> type[BoardScene]:
    if not _BOARDS:
        from climbdesk.ui.boards import cantstop, stairs, summit  # noqa: F401  (register themselves)
    return _BOARDS[game_key]


__all__ = ["BoardScene", "BoardView", "board_class", "register_board"]
