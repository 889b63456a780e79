"""The wall's own colours against WCAG's ratios, in every theme and palette (issue 18).

``tests/ui/test_contrast.py`` checks the shared theme colours for every board; the wall
also paints with colours of its own (badges, the ghost, the tray's button, the odds
figures, its pieces' edges), and those are checked here from the data, like there.
Text 4.5:1 against its fill, graphics 3:1 against what they stand on.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QColor

from climbdesk.games.wall.listing import LISTING
from climbdesk.ui.boards.drawing import ink_on
from climbdesk.ui.boards.wall import colours
from climbdesk.ui.boards.wall.painting import readable_ink
from climbdesk.ui.contrast import GRAPHICS, TEXT, ratio
from climbdesk.ui.palette import DARK, LIGHT
from climbdesk.ui.theme import OUTLINE_ON_DARK, BoardTheme

THEMES = [pytest.param(dark, cb, id=f"{'dark' if dark else 'light'}{'-cb' if cb else ''}")
          for dark, cb in itertools.product((False, True), (False, True))]
#: The dark edge every piece, clip marker and hand panel has (see ``painting.py``).
EDGE = "#111111"


def _ink(fill: str) -> str:
    return readable_ink(QColor(fill)).name()


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_the_walls_texts_read_on_their_fills(dark: bool, colourblind: bool) -> None:
    theme = BoardTheme.make(dark, colourblind)
    fills = {"+2 badge": colours.BADGE_OVERHANG, "+4 badge": colours.BADGE_HARD,
             "ghost reason": colours.GHOST_BAD, "discard button": theme.highlight}
    for what, fill in fills.items():
        assert ratio(_ink(fill), fill) >= TEXT, (what, fill, ratio(_ink(fill), fill))
    odds = ink_on(QColor(theme.text)).name()  # the odds figures' label
    assert ratio(odds, theme.text) >= TEXT
    app = DARK if dark else LIGHT
    assert ratio(app["text"], app["base"]) >= TEXT  # the dice tray's pips on its faces


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_the_ghost_and_the_ticks_stand_out(dark: bool, colourblind: bool) -> None:
    theme = BoardTheme.make(dark, colourblind)
    for frame in (colours.GHOST_OK, colours.GHOST_BAD):
        for under in (theme.background, colours.PANEL):
            assert ratio(frame, under) >= GRAPHICS, (frame, under, ratio(frame, under))
    assert ratio(colours.GHOST_BAD, colours.PANEL) >= GRAPHICS  # a ticked box's cross
    # A hand panel in the tray: its face or its edge shows on the table.
    best = max(ratio(colours.PANEL, theme.background), ratio(EDGE, theme.background))
    assert best >= GRAPHICS


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_every_climber_shows_on_the_wall_and_at_its_start(dark: bool,
                                                          colourblind: bool) -> None:
    """On a panel the dark edge shows a light piece; at the start slot, on the dark
    theme's background, the light ring shows a dark one; the number reads on the disc."""
    theme = BoardTheme.make(dark, colourblind)
    ring = OUTLINE_ON_DARK if dark else EDGE
    for piece in (*theme.pieces, *LISTING.colours):
        assert max(ratio(piece, colours.PANEL), ratio(EDGE, colours.PANEL)) >= GRAPHICS
        assert max(ratio(piece, theme.background), ratio(ring, theme.background)) >= GRAPHICS
        assert ratio(_ink(piece), piece) >= TEXT, (piece, ratio(_ink(piece), piece))
