"""Contrast computed from the theme data, for every theme and palette (WCAG 2.1).

Text 4.5:1 against what it is drawn on, pieces and control borders 3:1.  The
themes are data, so these checks cover every board that draws with them; a
future colour change that breaks one fails here.
"""

from __future__ import annotations

import itertools

import pytest

from climbdesk.core.registry import all_games
from climbdesk.ui.boards.stairs.colours import StairsColours
from climbdesk.ui.contrast import GRAPHICS, TEXT, ratio
from climbdesk.ui.palette import DARK, LIGHT
from climbdesk.ui.theme import BoardTheme

THEMES = [pytest.param(dark, cb, id=f"{'dark' if dark else 'light'}{'-cb' if cb else ''}")
          for dark, cb in itertools.product((False, True), (False, True))]


def surfaces(theme: BoardTheme) -> list[str]:
    """What pieces stand on: squares, the board, the table and the app's panels."""
    app = DARK if theme.dark else LIGHT
    return [theme.square_a, theme.square_b, theme.board, theme.background,
            StairsColours.of(theme).empty_square, app["window"], app["base"], app["alt"]]


def seat_colour_sets(theme: BoardTheme) -> list[tuple[str, ...]]:
    """The theme's own pieces and, unless colour-blind, every game's default seat colours."""
    sets = [theme.pieces]
    if not theme.colourblind:
        sets += [g.info.colours for g in all_games() if g.info.colours]
    return sets


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_every_piece_stands_out_from_every_surface(dark: bool, colourblind: bool) -> None:
    base = BoardTheme.make(dark, colourblind)
    for pieces in seat_colour_sets(base):
        theme = base.with_pieces(pieces)
        for piece, outline in zip(theme.pieces, theme.piece_outline, strict=True):
            for surface in surfaces(theme):
                best = max(ratio(piece, surface), ratio(outline, surface))
                assert best >= GRAPHICS, f"{piece} (outline {outline}) on {surface}: {best:.2f}"


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_numbers_on_pieces_are_readable(dark: bool, colourblind: bool) -> None:
    base = BoardTheme.make(dark, colourblind)
    for pieces in seat_colour_sets(base):
        theme = base.with_pieces(pieces)
        for piece, ink in zip(theme.pieces, theme.piece_text, strict=True):
            assert ratio(ink, piece) >= TEXT, f"{ink} on {piece}: {ratio(ink, piece):.2f}"


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_board_text_and_warnings_are_readable(dark: bool, colourblind: bool) -> None:
    theme = BoardTheme.make(dark, colourblind)
    app = DARK if dark else LIGHT
    for colour in (theme.text, theme.danger):
        for surface in (theme.background, theme.board, app["window"], app["base"]):
            assert ratio(colour, surface) >= TEXT, f"{colour} on {surface}"


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_window_text_placeholders_and_borders(palette: dict[str, str]) -> None:
    for fg in ("text", "disabled", "link"):  # notes and placeholders use "disabled"
        for bg in ("window", "base", "alt", "button"):
            assert ratio(palette[fg], palette[bg]) >= TEXT, f"{fg} on {bg}"
    assert ratio("#ffffff", palette["highlight"]) >= TEXT  # selected rows
    for bg in ("window", "base", "button"):
        assert ratio(palette["mid"], palette[bg]) >= GRAPHICS, f"control border on {bg}"


def test_a_player_chosen_colour_keeps_readable_numbers() -> None:
    """Seats may pick any colour in New Game: the ink is chosen against it."""
    theme = BoardTheme.make(False, False).with_pieces(("#d9a521", "#c8402c", "#777777"))
    assert all(ratio(ink, p) >= TEXT for p, ink in zip(theme.pieces, theme.piece_text,
                                                       strict=True))


def test_the_climbers_reaction_banner_reads_in_every_seat_colour(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The banner "Ben may move" is drawn in the reacting seat's colour: its text must
    read on each (it was white on the yellow, 1.95:1, and on the teal, 3.3:1)."""
    from climbdesk.ui.boards.climbers.colours import FACE_COLOURS
    from climbdesk.ui.boards.climbers.steps import ReactionBanner

    banner = ReactionBanner()
    qtbot.addWidget(banner)
    for name, colour in FACE_COLOURS.items():
        banner.show_reaction("Ben", "Ann", colour, "")
        assert banner.ink in banner.styleSheet()
        assert ratio(banner.ink, colour) >= TEXT, f"{banner.ink} on {name} {colour}"


def _over(base: str, tint: str, alpha: float) -> str:
    """``tint`` at ``alpha`` painted over ``base`` (a panel's owner wash)."""
    a = [int(base[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(tint[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * alpha):02x}" for x, y in zip(a, b, strict=True))


def wall_panels(theme: BoardTheme) -> list[str]:
    """What the wall's holds and pieces stand on: a panel, bare or washed in an owner's
    tint (every seat colour of this palette and the game's own)."""
    from climbdesk.ui.boards.wall import colours

    tints = [*theme.pieces, colours.NO_SEAT]
    if not theme.colourblind:
        tints += [c for g in all_games() if g.info.key == "wall" for c in g.info.colours]
    return [colours.PANEL, *(_over(colours.PANEL, t, 0.16) for t in tints)]


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_the_walls_holds_and_pieces_stand_out_from_every_panel(dark: bool,
                                                               colourblind: bool) -> None:
    """A hold of the game's colour (fill or its dark outline) and a climber or clip
    marker (fill or its black rim) reach 3:1 on any panel.  The faint holds of the
    other colours are deliberately below it (never climbed): they are not checked."""
    from climbdesk.ui.boards.wall import colours

    theme = BoardTheme.make(dark, colourblind)
    for surface in wall_panels(theme):
        for name, hold in colours.HOLD.items():
            best = max(ratio(hold, surface), ratio(colours.HOLD_OUTLINE, surface))
            assert best >= GRAPHICS, f"{name} hold on {surface}: {best:.2f}"
        for piece in theme.pieces:
            best = max(ratio(piece, surface), ratio(colours.PIECE_RIM, surface))
            assert best >= GRAPHICS, f"piece {piece} on {surface}: {best:.2f}"


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_the_walls_text_and_goal_line_are_readable(dark: bool, colourblind: bool) -> None:
    """The goal's number is text on the table (4.5:1); badges, the refusal and the
    cost label put text on their own fill."""
    from climbdesk.ui.boards.wall import colours

    theme = BoardTheme.make(dark, colourblind)
    goal = colours.goal_colour(dark)
    assert ratio(goal, theme.background) >= TEXT, f"goal {goal} on {theme.background}"
    for fill in (colours.BADGE_HARD, colours.BADGE_OVERHANG, colours.GHOST_BAD,
                 theme.highlight, *theme.pieces, *colours.HOLD.values()):
        ink = colours.ink(fill)
        assert ratio(ink, fill) >= TEXT, f"{ink} on {fill}: {ratio(ink, fill):.2f}"
    assert ratio(colours.COST_INK, colours.COST_FILL) >= TEXT
    for surface in wall_panels(theme):  # the label is a mark on the wall too
        assert ratio(colours.COST_FILL, surface) >= GRAPHICS


MARKS = ("highlight", "selection", "hint", "movable", "blocked")


@pytest.mark.parametrize(("dark", "colourblind"), THEMES)
def test_marks_stand_out_from_the_board(dark: bool, colourblind: bool) -> None:
    """Targets, the picked piece, the hint and the movable and blocked rings are
    what a player acts on: each reaches 3:1 against the squares, the board and the
    table, so they show by lightness and not by hue alone (the light wood had the
    targets' green at 1.4:1 and the colour-blind orange at 1.0:1).  The last move is
    a wash, not a mark (the move list and status line name it): not checked."""
    theme = BoardTheme.make(dark, colourblind)
    for mark in MARKS:
        colour = getattr(theme, mark)
        for surface in (theme.square_a, theme.square_b, theme.board, theme.background):
            assert ratio(colour, surface) >= GRAPHICS, \
                f"{mark} {colour} on {surface}: {ratio(colour, surface):.2f}"



def test_the_game_over_banner_reads_in_the_systems_palette_too(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The "system" theme keeps the platform's palette: Fusion's highlight pair (white on
    #308cc6) reads 3.7:1, under the 4.5:1 the banner's text needs; the banner then inks
    its text black, and it follows a theme change."""
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from climbdesk.ui.banners import GameOverBanner

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    saved = QPalette(app.palette())
    try:
        palette = QPalette(saved)
        palette.setColor(QPalette.ColorRole.Highlight, QColor("#308cc6"))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        app.setPalette(palette)
        banner = GameOverBanner()
        qtbot.addWidget(banner)
        back, ink = banner.colours()
        assert back == "#308cc6"
        assert ratio(ink, back) >= TEXT
        assert ink in banner.styleSheet() and back in banner.styleSheet()
        palette.setColor(QPalette.ColorRole.Highlight, QColor("#3b6ea8"))
        app.setPalette(palette)  # a theme change reaches the banner
        app.processEvents()
        assert "#3b6ea8" in banner.styleSheet()
        assert "#ffffff" in banner.styleSheet()  # the platform's own ink where it reads
    finally:
        app.setPalette(saved)
