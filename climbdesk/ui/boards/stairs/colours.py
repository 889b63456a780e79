"""Stairs' own colours (the shared ones are in :class:`~climbdesk.ui.theme.BoardTheme`):
a vacated square, sunk and hatched, for the light and the dark board."""

from __future__ import annotations

import dataclasses

from climbdesk.ui.theme import BoardTheme


@dataclasses.dataclass(frozen=True)
class StairsColours:
    empty_square: str   # a vacated square, out of play for good
    empty_mark: str     # the hatching on it

    @staticmethod
    def of(theme: BoardTheme) -> StairsColours:
        return DARK if theme.dark else LIGHT


LIGHT = StairsColours(empty_square="#8f7350", empty_mark="#7a6042")
DARK = StairsColours(empty_square="#3a2e21", empty_mark="#4a3b2a")

__all__ = ["StairsColours"]
