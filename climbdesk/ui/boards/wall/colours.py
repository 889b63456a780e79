"""The wall board's colours: holds, panels, stripes, frames and the seats' tints.

Qt-free strings, so the board package's registration may read them without the scene.
The hold colours are the game's three colours; the game's own colour is drawn strong,
the other two faint, because only the game's colour may be climbed on.
"""

from __future__ import annotations

from climbdesk.ui.contrast import best_of

#: Hold colours by the engine's names (``deck.COLOURS``).
HOLD: dict[str, str] = {"red": "#d0342c", "blue": "#2f6fd6", "yellow": "#f0c020"}
#: The outline of a hold of the game's colour: what makes a yellow hold (1.5:1 on a
#: panel by its fill alone) stand out 3:1 from every panel, tinted or not.
HOLD_OUTLINE = "#2a2118"
#: The outline's width as a share of the hold's radius (about 1.8 px at zoom 1).
HOLD_OUTLINE_WIDTH = 0.2
#: How opaque the holds of the other two colours are: deliberately below 3:1, since
#: they are never climbed in this game (the shapes still tell them apart).
FAINT = 0.28
PANEL = "#f3ecdf"
PANEL_LINE = "#b8ab94"
PANEL_EDGE = "#5b5145"
STRIPE = "#6b6257"
RED_FRAME = "#c0201a"
GROUND = "#7b5b3a"
#: The goal line and its number on the ruler, one green for each theme: no single
#: green reads 4.5:1 both on the light table and on the dark one.
GOAL_LINE = "#236b32"
GOAL_LINE_DARK = "#4fb862"
BADGE_OVERHANG = "#e07b20"
BADGE_HARD = "#8a2be2"
BACK = "#5d6f86"
#: The tint of a Contest panel (no seat owns it).
NO_SEAT = "#9a9a9a"


def ink(fill: str) -> str:
    """Text on ``fill``: near-black or white, whichever contrasts more (a threshold on
    brightness put white on the orange badge, 3:1)."""
    return best_of(fill, "#1a1a1a", "#ffffff")


def goal_colour(dark: bool) -> str:
    """The goal line's green on the light or the dark table."""
    return GOAL_LINE_DARK if dark else GOAL_LINE


def seat_colour(pieces: tuple[str, ...], seat: int) -> str:
    """The tint of ``seat``: its piece colour in the page's palette (the player panel's
    swatch, or the colour-blind palette), so the wall and the panels agree; the Contest
    panels' owner, -1, is grey."""
    return pieces[seat % len(pieces)] if seat >= 0 and pieces else NO_SEAT

#: The rim of a climber and a clip marker: any seat colour stands out on any panel.
PIECE_RIM = "#111111"
#: The label with a hovered move's cost, beside its hold (dark on the cream panels).
COST_FILL = "#2a2118"
COST_INK = "#fffaf0"

#: The no-placement band's hatching.
CEILING = "#8c8c8c"
#: The rope from a clip marker to its climber.
ROPE = "#5a4632"
#: The ghost of the picked panel: where it fits, where it does not.
GHOST_OK = "#1f8a3c"  # 3:1 on the light and the dark background
GHOST_BAD = "#d23a2a"
