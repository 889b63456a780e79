"""Colours for boards and pieces, chosen once per theme.

The scene never picks colours itself: it gets a :class:`BoardTheme`, so light,
dark and colour-blind-safe palettes are one switch in Preferences.
"""

from __future__ import annotations

import dataclasses

from climbdesk.ui.contrast import best_of

#: Inks for numbers on pieces and for piece outlines: whichever contrasts more.
DARK_INK = "#000000"  # pure black and white: one of them always reaches 4.5:1
LIGHT_INK = "#ffffff"
#: One outline for every piece, dark on the light boards and light on the dark
#: ones, so any seat colour (even one a player picks) stands out 3:1 from the board.
OUTLINE_ON_LIGHT = "#20160e"
OUTLINE_ON_DARK = "#e9dfcc"


@dataclasses.dataclass(frozen=True)
class BoardTheme:
    dark: bool = False
    colourblind: bool = False
    background: str = "#ece3d2"
    board: str = "#c9a66b"
    board_line: str = "#7a5a32"
    square_a: str = "#d8b98a"
    square_b: str = "#c49c66"
    text: str = "#2b2118"
    # The marks below (targets, picked piece, hint, movable and blocked rings) stand
    # at least 3:1 off the squares, the board and the table in every theme, so they
    # show by lightness as well as by hue.
    highlight: str = "#255c2f"      # legal targets
    selection: str = "#1f4f9c"      # picked piece
    last_move: str = "#e0a020"  # a warm wash, not a mark: the move list names it
    hint: str = "#852093"
    # Piece colours for seat colours 0, 1, …; the colour-blind palette swaps these.
    pieces: tuple[str, ...] = ("#f4ecd8", "#4a2f22", "#2877c8", "#c25127", "#3aa050")
    piece_outline: tuple[str, ...] = ("#6b5a40", "#1c110b", "#123a66", "#5a240e", "#174a20")
    # Numbers drawn on a piece of colour 0, 1, … (must contrast with ``pieces``).
    piece_text: tuple[str, ...] = ("#4a3a26", "#f4ecd8", "#ffffff", "#ffffff", "#ffffff")
    movable: str = "#1f4f9c"        # halo of a piece the player may pick now
    blocked: str = "#5b5041"        # dashed ring: could move, but a rule forbids it now
    shadow: str = "#59000000"       # #AARRGGBB: soft drop shadow under pieces
    danger: str = "#72241a"         # bad news and risky odds (text on the board)
    # A game's own colours (its dice, its mountain) live in its board
    # package's colours module, chosen from this theme's dark and colourblind switches.

    @classmethod
    def make(cls, dark: bool, colourblind: bool) -> BoardTheme:
        base = cls()
        if dark:
            base = dataclasses.replace(
                base, background="#23201c", board="#5a4630", board_line="#2e2418",
                square_a="#6d5538", square_b="#5c472e", text="#efe6d8",
                highlight="#5fcf6f", selection="#7cb0ff", last_move="#f0b840", hint="#dd93e7",
                movable="#7cb0ff", blocked="#b9ac98", shadow="#80000000", danger="#ffa99f",
                pieces=("#efe4cc", "#2b1a12", "#2877c8", "#c25127", "#3aa050"))
        if colourblind:
            # Okabe–Ito: blue/orange/yellow stay distinct under every common colour-vision
            # deficiency.  The marks take a shade of each hue that stands 3:1 off the
            # board: darker on the light wood, lighter on the dark.
            marks = (("#38b7ff", "#e69f00", "#d99cbe", "#00c791") if dark else
                     ("#005584", "#6c4a00", "#863361", "#005c43"))
            base = dataclasses.replace(
                base, colourblind=True, highlight=marks[0], selection=marks[1],
                last_move="#f0e442", hint=marks[2], movable=marks[3],
                danger="#ffa35b" if dark else "#6b2f00",
                pieces=("#f7f7f7", "#1a1a1a", "#0072b2", "#e69f00", "#009e73"))
        base = dataclasses.replace(base, dark=dark)
        return base.with_pieces(base.pieces)

    def with_pieces(self, pieces: tuple[str, ...]) -> BoardTheme:
        """This theme drawing seats in ``pieces`` (e.g. colours the players chose), with
        numbers and outlines recomputed so they keep their contrast on any colour."""
        outline = OUTLINE_ON_DARK if self.dark else OUTLINE_ON_LIGHT
        return dataclasses.replace(
            self, pieces=tuple(pieces),
            piece_text=tuple(best_of(p, DARK_INK, LIGHT_INK) for p in pieces),
            piece_outline=(outline,) * len(pieces))
