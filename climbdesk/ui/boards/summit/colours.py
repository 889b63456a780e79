"""Climb On! (dice)'s own colours (the shared ones are in
:class:`~climbdesk.ui.theme.BoardTheme`): the mountain, its snow cap and the three token
colours, for the light and the dark board; the colour-blind palette swaps blue and red
for Okabe–Ito's."""

from __future__ import annotations

import dataclasses

from climbdesk.ui.theme import BoardTheme


@dataclasses.dataclass(frozen=True)
class SummitColours:
    sky: str
    rock: str
    rock_line: str
    snow: str
    token_white: str
    token_blue: str
    token_red: str

    @staticmethod
    def of(theme: BoardTheme) -> SummitColours:
        base = DARK if theme.dark else LIGHT
        if theme.colourblind:
            base = dataclasses.replace(base, token_blue="#0072b2", token_red="#d55e00")
        return base


LIGHT = SummitColours(sky="#cfe0ea", rock="#9c8a74", rock_line="#5e4f3e", snow="#f8f8f6",
                      token_white="#f6f3ea", token_blue="#2f64c8", token_red="#c8322a")
DARK = SummitColours(sky="#1d2733", rock="#6a5c4c", rock_line="#2a2119", snow="#d9dde2",
                     token_white="#ece8de", token_blue="#4f86e8", token_red="#e0493f")

__all__ = ["SummitColours"]
