"""The wall board's colours: holds, panels, stripes, frames and the seats' tints.

Qt-free strings, so the board package's registration may read them without the scene.
The hold colours are the game's three colours; the game's own colour is drawn strong,
the other two faint, because only the game's colour may be climbed on.
"""

from __future__ import annotations

#: Hold colours by the engine's names (``deck.COLOURS``).
HOLD: dict[str, str] = {"red": "#d0342c", "blue": "#2f6fd6", "yellow": "#f0c020"}
#: How opaque the holds of the other two colours are.
FAINT = 0.28
PANEL = "#f3ecdf"
PANEL_LINE = "#b8ab94"
PANEL_EDGE = "#5b5145"
STRIPE = "#6b6257"
RED_FRAME = "#c0201a"
GROUND = "#7b5b3a"
GOAL_LINE = "#3f9b4f"
BADGE_OVERHANG = "#e07b20"
BADGE_HARD = "#8a2be2"
BACK = "#5d6f86"
#: The tint of a Contest panel (no seat owns it).
NO_SEAT = "#9a9a9a"


def seat_colour(pieces: tuple[str, ...], seat: int) -> str:
    """The tint of ``seat``: its piece colour in the page's palette (the player panel's
    swatch, or the colour-blind palette), so the wall and the panels agree; the Contest
    panels' owner, -1, is grey."""
    return pieces[seat % len(pieces)] if seat >= 0 and pieces else NO_SEAT

#: The no-placement band's hatching.
CEILING = "#8c8c8c"
#: The rope from a clip marker to its climber.
ROPE = "#5a4632"
#: The ghost of the picked panel: where it fits, where it does not.
GHOST_OK = "#1f8a3c"  # 3:1 on the light and the dark background
GHOST_BAD = "#d23a2a"
