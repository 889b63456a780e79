"""Issue 17, paint8: what a shown move no longer repaints or works out again, counted.

* Can't Stop dims a used roll's dice by their parts' opacity: the choice after a roll
  repaints none of the four dice, and the window still equals a fresh board.
* A Climb On! die is two kept pictures, its body and its number: a new number on a
  die already seen is one new picture, a body already seen none.
* Stairs' redraw asks the lowest-piece rule once, and never compares two positions
  (``State.__eq__`` compares their JSON).
Nothing here is timed.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication

from climbdesk.core.state import State
from climbdesk.games.cantstop import GAME as CANTSTOP
from climbdesk.games.cantstop.engine import CantStopPhase, CantStopState
from climbdesk.games.stairs.engine import StairsState
from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.ui.boards import BoardView, pictures
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene
from climbdesk.ui.boards.stairs.scene import StairsBoardScene
from climbdesk.ui.boards.summit.scene import SummitBoardScene
from climbdesk.ui.theme import BoardTheme

from .board_helpers import random_positions, show_board, stairs_positions, worst_channel


def _grab(view: BoardView) -> QImage:
    """The window's backing store (what the incremental repaints left), announcement gone."""
    QApplication.processEvents()
    view.scene()._hide_overlay()  # type: ignore[attr-defined]
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


def _uses(positions: list[State]) -> list[int]:
    """Indexes of positions where a roll was just used: the dice stay, dimmed."""
    out = []
    for i in range(1, len(positions)):
        prev, new = positions[i - 1], positions[i]
        assert isinstance(prev, CantStopState) and isinstance(new, CantStopState)
        if prev.phase == CantStopPhase.CHOOSE and new.phase == CantStopPhase.ROLL \
                and prev.to_move == new.to_move and not new.is_terminal():
            out.append(i)
    return out


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_used_roll_dims_the_dice_without_painting_them(qtbot, dark: bool) -> None:
    theme = BoardTheme.make(dark=dark, colourblind=False)
    scene = CantStopBoardScene()
    scene.set_theme(theme)
    view = show_board(qtbot, scene, 900, 640)
    positions = random_positions(CANTSTOP, 2, 40, 5)
    uses = _uses(positions)
    assert len(uses) >= 4
    shown: dict[int, QImage] = {}
    for i, state in enumerate(positions):
        dice = [d.repaints for d in scene._dice]
        scene.set_position(state.clone(), interactive=True)
        if i in uses:
            assert [d.repaints for d in scene._dice] == dice, f"position {i}"
            assert [d.opacity() for d in scene._dice] == [0.6] * 4
            shown[i] = _grab(view)
        elif state.phase == CantStopPhase.CHOOSE:
            assert [d.opacity() for d in scene._dice] == [1.0] * 4
    # A fresh board at each of those positions paints the same pixels (its dice dimmed
    # the same way, from a first paint).
    for i, image in shown.items():
        pictures.clear()
        fresh_scene = CantStopBoardScene()
        fresh_scene.set_theme(theme)
        fresh = show_board(qtbot, fresh_scene, 900, 640)
        fresh_scene.set_position(positions[i - 1].clone(), interactive=True)
        fresh_scene.set_position(positions[i].clone(), interactive=True)
        assert image == _grab(fresh), f"position {i} differs from a fresh board"
        fresh.close()


def test_an_empty_tray_keeps_its_own_outline(qtbot) -> None:
    """A slot with no die (a new turn) is not dimmed again: its dashed outline is faint
    already."""
    scene = CantStopBoardScene()
    show_board(qtbot, scene, 900, 640)
    scene.set_position(CANTSTOP.new_initial_state(2), interactive=True)
    assert scene.tray_dice() == ()
    assert [d.opacity() for d in scene._dice] == [1.0] * 4


def _dice(seat: int, numbers: list[str], dpr: float = 1.0) -> QImage:
    from climbdesk.ui.boards.summit.dice import paint_die
    from climbdesk.ui.boards.summit.items import Palette

    pal = Palette(BoardTheme())
    image = QImage(int(80 * len(numbers) * dpr), int(80 * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    painter.setWorldTransform(QTransform(1.05, 0.0, 0.0, 1.05, 0.3, 0.4))
    for k, text in enumerate(numbers):
        paint_die(painter, pal, seat, 20, QPointF(36.2 + 72 * k, 36.7), 58.0, text)
    painter.end()
    return image


def test_a_climb_on_die_body_serves_every_number(qtbot) -> None:
    pictures.clear()
    _dice(0, ["1", "2", "3"])
    assert pictures.cached_pictures() == 1 + 3  # one body, three numbers
    _dice(0, ["3", "4"])
    assert pictures.cached_pictures() == 1 + 4  # "4" alone is new
    _dice(1, ["4"])
    assert pictures.cached_pictures() == 2 + 5  # the other team: its body and its "4"


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_a_climb_on_die_in_two_pictures_is_the_same_every_time(qtbot, dpr: float) -> None:
    """Kept body and number pictures copied again are the pictures painted first."""
    pictures.clear()
    first = _dice(1, ["7", "20", "7"], dpr)
    again = _dice(1, ["7", "20", "7"], dpr)
    assert first == again
    # The number sits on its die: the two sevens are the same pixels, each die put on
    # the whole (logical) pixel nearest its centre.
    def origin(x: float) -> int:
        return math.floor(1.05 * x + 0.3 + 0.5)

    shift = round((origin(36.2 + 144) - origin(36.2)) * dpr)
    w, h = round(70 * dpr), round(76 * dpr)
    assert worst_channel(first.copy(0, 0, w, h), first.copy(shift, 0, w, h)) == 0


def test_climb_on_board_equals_a_fresh_board_at_device_pixel_ratio_2(qtbot) -> None:
    """Dice bodies and numbers kept at ratio 2 are placed as a fresh paint places them."""
    def render(scene: SummitBoardScene) -> QImage:
        scene._hide_overlay()  # an earlier move's announcement, which a fresh board never saw
        rect = scene.sceneRect()
        image = QImage(int(rect.width()), int(rect.height()),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(2.0)
        image.fill(QColor("#000000"))
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, rect.width() / 2, rect.height() / 2), rect)
        painter.end()
        return image

    positions = random_positions(SUMMIT, 3, 30, 4)
    pictures.clear()
    scene = SummitBoardScene()
    scene.set_animation_speed(0)
    images = []
    for state in positions:
        scene.set_position(state.clone(), interactive=True)
        images.append(render(scene))
    for i in (9, 19, 29):
        pictures.clear()
        fresh = SummitBoardScene()
        fresh.set_animation_speed(0)
        fresh.set_position(positions[i - 1].clone(), interactive=True)
        fresh.set_position(positions[i].clone(), interactive=True)
        assert images[i] == render(fresh), f"position {i}"


def test_a_stairs_redraw_asks_the_rule_once_and_compares_no_positions(qtbot, monkeypatch) -> None:
    scene = StairsBoardScene()
    show_board(qtbot, scene, 700, 700)
    positions = stairs_positions(30, 8)
    asked = [0]
    compared = [0]
    rule = StairsState.required_height
    equal = State.__eq__

    def required_height(self: StairsState, colour: int | None = None) -> int | None:
        asked[0] += 1
        return rule(self, colour)

    def eq(self: State, other: object) -> bool:
        compared[0] += 1
        return equal(self, other)

    monkeypatch.setattr(StairsState, "required_height", required_height)
    monkeypatch.setattr(State, "__eq__", eq)
    held_back = 0
    for state in positions:
        asked[0] = 0
        scene.set_position(state, interactive=True)
        held_back += bool(scene.blocked_squares())
        assert asked[0] <= 2  # redraw's own, and blocked_squares() just above
    assert held_back >= 3  # some positions did hold pieces back (their tooltips)
    assert compared[0] == 0


@pytest.mark.parametrize("dice", [False, True], ids=["two-dice-sums", "climb-on"])
def test_command_keys_are_named_as_key_for_names_them(qtbot, dice: bool) -> None:
    """``key_labels`` asks each key once and names every command's key as ``key_for``
    does, row by row (the first row that plays an action names it)."""
    from climbdesk.ui.boards.keys import key_for, key_labels

    make, game, players = ((SummitBoardScene, SUMMIT, 3) if dice
                           else (CantStopBoardScene, CANTSTOP, 2))
    name = game.info.key
    scene = make()
    show_board(qtbot, scene, 900, 640)
    named = 0
    for state in random_positions(game, players, 40, 6):
        scene.set_position(state.clone(), interactive=True)
        table = scene.board_key_table()
        labels = key_labels(table)
        for action in scene.legal():
            assert labels.get(action, "") == key_for(table, action), (name, action)
            named += bool(labels.get(action))
        assert [c.keys for c in scene.commands()] == \
            [key_for(table, c.action) for c in scene.commands()]
    assert named >= 10
