"""Can't Stop's own colours (the shared ones are in :class:`~climbdesk.ui.theme.BoardTheme`):
the neutral climbers, the dice and the felt tray, for the light and the dark board."""

from __future__ import annotations

import dataclasses

from climbdesk.ui.theme import BoardTheme


@dataclasses.dataclass(frozen=True)
class CantStopColours:
    climber: str
    climber_outline: str
    die: str
    die_pip: str
    tray: str

    @staticmethod
    def of(theme: BoardTheme) -> CantStopColours:
        return DARK if theme.dark else LIGHT


LIGHT = CantStopColours(climber="#ffffff", climber_outline="#1e1a16", die="#fbf7ee",
                        die_pip="#231c16", tray="#2e6a4c")
DARK = dataclasses.replace(LIGHT, climber="#f4f4f4", climber_outline="#0c0a08", tray="#1f4a35")

__all__ = ["CantStopColours"]
