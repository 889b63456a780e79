"""How the wall reads (issue 18, review): hold shapes a colour-blind player can tell
apart, the cost of a hovered or focused move, stamina chips and cards in the seat card,
and the top-out played once."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from pytestqt.qtbot import QtBot

from climbdesk.core.record import Seat, SeatKind
from climbdesk.games.wall.actions import Spend
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards.wall import BOARD, holds, legend
from climbdesk.ui.boards.wall.chooser import cost_text
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.boards.wall.spots import HoldSpot
from climbdesk.ui.boards.wall.turn import destination
from climbdesk.ui.theme import BoardTheme

from .test_wall_board import _choose


def _play(stop: Callable[[WallState], bool], colour: str = "red", seed: int = 1) -> WallState:
    """Seeded play (test_wall_board's builder) in ``colour`` until ``stop`` holds."""
    for attempt in range(20):
        rng = random.Random(seed * 100 + attempt)
        state = GAME.new_initial_state(2, {"colour": colour})
        for _ in range(600):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
            elif stop(state):
                return state
            else:
                state.apply(_choose(state, rng))
    raise AssertionError("no such position reached")


def _spend(s: WallState) -> bool:
    return s.phase is WallPhase.SPEND and len(s.wall.visible()) >= 5 and any(
        isinstance(a, Spend) and a.squares for a in s.legal_actions())


def _show(state: WallState, interactive: bool = True) -> WallBoardScene:
    scene = WallBoardScene()
    scene.set_animation_speed(0)
    scene.set_position(state.view(state.seat), interactive=interactive)
    _paint(scene)
    return scene


def _paint(scene: WallBoardScene) -> None:
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()


# ----- hold shapes ----------------------------------------------------------------------------
def test_each_hold_colour_has_the_rulebooks_own_shape() -> None:
    """Red circles, blue squares, yellow triangles: each shape has a point only it covers."""
    assert holds.SHAPES == {"red": "circle", "blue": "square", "yellow": "triangle"}
    c, r = QPointF(50, 50), 20.0
    only = {"blue": QPointF(35, 35),     # a square's corner, outside the circle
            "red": QPointF(50, 69),      # low in the circle, under the square and triangle
            "yellow": QPointF(50, 29)}   # the triangle's apex, above the square and circle
    for colour in holds.SHAPES:
        path = holds.hold_path(colour, c, r)
        assert {k for k, p in only.items() if path.contains(p)} == {colour}, colour


@pytest.mark.parametrize("colour", ["red", "blue", "yellow"])
def test_the_wall_draws_each_colour_in_its_shape_strong_only_for_the_games(
        qtbot: QtBot, colour: str) -> None:
    state = _play(_spend, colour)
    painted = _show(state).painted()
    strong = holds.SHAPES[colour]
    assert painted[f"{strong}-strong"] == painted["hold"] > 0
    others = {holds.SHAPES[c] for c in holds.SHAPES if c != colour}
    assert {k for k in painted if k.endswith("-strong") and painted[k]} == {f"{strong}-strong"}
    assert sum(painted[f"{s}-faint"] for s in others) == painted["faint-hold"] > 0
    assert painted[f"{strong}-faint"] == 0


def test_a_yellow_hold_is_outlined_dark_on_its_panel(qtbot: QtBot) -> None:
    """Pixels: the outline around a strong yellow triangle is dark (the fill alone is
    1.5:1 on a panel), and a faint hold has none."""
    from climbdesk.ui.boards.wall import colours
    from climbdesk.ui.contrast import GRAPHICS, ratio

    image = QImage(100, 50, QImage.Format.Format_ARGB32)
    image.fill(QColor(colours.PANEL))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    holds.paint_hold(p, "yellow", QPointF(25, 25), 15, True)
    holds.paint_hold(p, "yellow", QPointF(75, 25), 15, False)
    p.end()
    # Down the middle of the strong triangle: the darkest pixel is its outline.
    column = [image.pixelColor(25, y).name() for y in range(5, 45)]
    assert max(ratio(px, colours.PANEL) for px in column) >= GRAPHICS
    faint = [image.pixelColor(75, y).name() for y in range(5, 45)]
    assert max(ratio(px, colours.PANEL) for px in faint) < GRAPHICS  # faint on purpose


def test_the_legend_draws_the_games_shape_strong_and_the_two_others_faint(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[str, bool]] = []
    monkeypatch.setattr(legend, "paint_hold",
                        lambda p, colour, c, r, strong: drawn.append((colour, strong)))
    entries = legend.legend("yellow", BoardTheme.make(False, True))
    image = QImage(60, 30, QImage.Format.Format_ARGB32)
    p = QPainter(image)
    entries[0].paint(p, QRectF(0, 0, 60, 30))
    assert drawn == [("yellow", True)]
    drawn.clear()
    entries[1].paint(p, QRectF(0, 0, 60, 30))
    p.end()
    assert sorted(drawn) == [("blue", False), ("red", False)]
    assert "circles" in entries[1].text and "triangles" in entries[1].text


# ----- the cost of a move -------------------------------------------------------------------
def test_a_hovered_hold_shows_its_cost_and_a_focused_one_too(qtbot: QtBot) -> None:
    state = _play(_spend)
    scene = _show(state)
    assert scene.painted()["cost"] == 0
    moves = [a for a in state.legal_actions() if isinstance(a, Spend) and a.squares
             and not a.top]
    spot = destination(moves[0])
    assert isinstance(spot, HoldSpot)
    scene.hover = spot  # the mouse over the hold
    scene.redraw()
    _paint(scene)
    assert scene.painted()["route"] == 1 and scene.painted()["cost"] == 1
    move = scene.hovered_move()
    assert move is not None
    text = cost_text(scene, move)
    assert text.split(" ")[1] == "MP" and int(text.split(" ")[0]) >= 1
    if isinstance(move, Spend) and move.stamina:
        assert f"stamina +{sum(move.stamina)}" in text
    scene.hover = None
    scene.redraw()
    _paint(scene)
    assert scene.painted()["cost"] == 0
    scene.show_cursor(True)
    scene.set_cursor(spot)  # the keyboard cursor on the hold
    _paint(scene)
    assert scene.painted()["cost"] == 1


def test_the_cost_names_the_stamina_a_move_gains(qtbot: QtBot) -> None:
    state = _play(lambda s: _spend(s) and any(isinstance(a, Spend) and a.squares and a.stamina
                                              for a in s.legal_actions()), seed=3)
    scene = _show(state)
    move = next(a for a in state.legal_actions()
                if isinstance(a, Spend) and a.squares and a.stamina)
    assert f"stamina +{sum(move.stamina)}" in cost_text(scene, move)


# ----- the seat card ------------------------------------------------------------------------
def test_the_seat_card_shows_stamina_chips_and_the_cards(qtbot: QtBot) -> None:
    from climbdesk.ui.player_panel import PlayerPanel

    state = _play(_spend)
    seat = state.seat
    panel = PlayerPanel()
    qtbot.addWidget(panel)
    seats = [Seat("Ann", SeatKind.HUMAN, "", "#d8b41c"), Seat("Ben", SeatKind.HUMAN, "",
                                                             "#c8402c")]
    view = state.view(seat)
    panel.update_from(view, seats, ("#d8b41c", "#c8402c"), board=BOARD)
    panel.resize(420, 300)
    panel.show()
    qtbot.waitExposed(panel)
    row = panel.rows[seat]
    chips = row.chips
    assert chips.isVisible() and (chips.up, chips.total) == (state.stamina[seat], 12)
    assert chips.accessibleName() == f"stamina {state.stamina[seat]} of 12"
    # Count the painted chips: face up filled (the centre is ink), face down hollow.
    image = chips.grab().toImage()
    centre_y = int(2 + chips.SIZE / 2)
    ink = chips.palette().color(QPalette.ColorRole.WindowText)
    filled, x = 0, 1.0
    for i in range(12):
        if i and i % chips.GROUP == 0:
            x += chips.GAP
        px = image.pixelColor(int(x + chips.SIZE / 2), centre_y)
        filled += abs(px.lightnessF() - ink.lightnessF()) < 0.2
        x += chips.SIZE + chips.GAP
    assert filled == state.stamina[seat]
    facts = row.facts.text().replace("\u00a0", " ")
    assert f"chalk cards: {state.chalk[seat]}" in facts
    assert f"jump cards: {state.jumps[seat]}" in facts


# ----- the top-out, played once -------------------------------------------------------------
def test_a_top_out_is_played_once_off_the_top_edge(qtbot: QtBot) -> None:
    """The piece climbs its last square and leaves over the top, hidden from the board
    while it travels, then input comes back with the climber at the top."""
    state = _play(lambda s: _spend(s) and s.pos[s.seat] is not None)
    seat = state.seat
    x, y = state.pos[seat]  # type: ignore[misc]
    top = Spend((), 0, False, False, ((x, y + 1),), True)
    scene = _show(state)
    before = scene.painted()["piece"]
    after = state.clone()
    after.pos[seat] = (x, y + 1)
    after.topped[seat] = True
    scene.set_animation_speed(4.0)
    with qtbot.waitSignal(scene.animation_finished, timeout=20000):
        scene.set_position(after.view(seat), interactive=True, animate=top)
        assert scene.animating() and not scene.accepts_input()
        layout = scene.layout
        assert layout is not None
        assert scene.motion.points[-1].y() == layout.top_spot().center().y()
        assert scene.motion.points[-2] == layout.centre(x, y + 1)
        _paint(scene)
        assert scene.painted()["piece"] == before - 1  # the travelling piece is its own item
    assert not scene.animating()
    _paint(scene)
    assert scene.painted()["piece"] == before - 1  # at the top: off the wall
