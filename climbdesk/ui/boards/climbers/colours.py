"""The Climbers colours: one source for the blocks, the climbers and the player panel.

A climber's colour is a rule (it may stand on tops of that colour only), so the
figure must be painted in exactly the colour of those tops, and the panel's
swatch in the colour of the figure.  Both ask :func:`seat_look`; nothing reads
the seat's decorative colour or the palette's piece colours for a climber.  The
colour-blind palette keeps these colours (they are the tops' real colours) and
relies on the glyph every colour carries on its tops, its figures and the swatch.

Qt-free, so the board package's registration can use it without loading the scene.
"""

from __future__ import annotations

from climbdesk.core.state import State
from climbdesk.games.climbers import GAME
from climbdesk.games.climbers.blocks import PLAYER_COLOURS
from climbdesk.ui.contrast import best_of

#: Block face colours by name; the players' colours are the game's seat colours.
FACE_COLOURS: dict[str, str] = dict(zip(PLAYER_COLOURS, GAME.info.colours, strict=True))
NEUTRAL_LIGHT = "#ddd5c4"
NEUTRAL_DARK = "#b9b09d"
#: A glyph per colour, so tops and figures are told apart without colour vision.
GLYPHS: dict[str, str] = {"teal": "●", "purple": "■", "yellow": "▲", "red": "◆", "pink": "✚"}


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (WCAG contrast; a lightness
    threshold put white on the yellow and the teal, 1.95:1 and 3.3:1).

    >>> ink_on(FACE_COLOURS["yellow"]), ink_on(FACE_COLOURS["purple"])
    ('#000000', '#ffffff')
    """
    return best_of(colour, "#000000", "#ffffff")


def colour_name(view: State, seat: int) -> str:
    """The colour option of ``seat`` ("" when the view has none for it)."""
    colours = getattr(view, "colours", ())
    return str(colours[seat]) if 0 <= seat < len(colours) else ""


def seat_look(view: State, seat: int) -> tuple[str, str] | None:
    """The colour (``#rrggbb``) and glyph ``seat``'s climber is drawn in.

    >>> from climbdesk.games.climbers import GAME
    >>> seat_look(GAME.new_initial_state(2, {"mountain": 1, "colour": ["red", "teal"]}), 0)
    ('#c8402c', '◆')
    """
    name = colour_name(view, seat)
    if name not in FACE_COLOURS:
        return None
    return FACE_COLOURS[name], GLYPHS.get(name, "")
