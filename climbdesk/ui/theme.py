"""Colours for boards and pieces, chosen once per theme.

The scene never picks colours itself: it gets a :class:`BoardTheme`, so light,
dark and colour-blind-safe palettes are one switch in Preferences.
"""

from __future__ import annotations

import dataclasses


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
    highlight: str = "#3f9b4f"      # legal targets
    selection: str = "#2f6fd6"      # picked piece
    last_move: str = "#e0a020"
    hint: str = "#c23bd4"
    # Piece colours for seat colours 0, 1, …; the colour-blind palette swaps these.
    pieces: tuple[str, ...] = ("#f4ecd8", "#4a2f22", "#2a7fd4", "#d45a2a", "#3aa050")
    piece_outline: tuple[str, ...] = ("#6b5a40", "#1c110b", "#123a66", "#5a240e", "#174a20")

    @classmethod
    def make(cls, dark: bool, colourblind: bool) -> BoardTheme:
        base = cls()
        if dark:
            base = dataclasses.replace(
                base, background="#23201c", board="#5a4630", board_line="#2e2418",
                square_a="#6d5538", square_b="#5c472e", text="#efe6d8",
                highlight="#5fcf6f", selection="#6fa8ff", last_move="#f0b840")
        if colourblind:
            # Okabe–Ito: blue/orange/yellow stay distinct under every common colour-vision deficiency.
            base = dataclasses.replace(
                base, colourblind=True, highlight="#0072b2", selection="#e69f00",
                last_move="#f0e442", hint="#cc79a7",
                pieces=("#f7f7f7", "#1a1a1a", "#0072b2", "#e69f00", "#009e73"))
        return dataclasses.replace(base, dark=dark)
