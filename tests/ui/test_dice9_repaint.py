"""Issue 17, dice9: what a shown Climb On! or Can't Stop move no longer paints anew, counted.

* A Climb On! die's ring is a kept picture of its own, under the body: one ring serves
  every team's die of that kind and size, and a die with its ring is the die painted
  whole.
* A number's halo is stroked once per text and size, whatever the team.
* A game's dice pictures are painted ahead in the idle turns after the board's paint,
  never for a hidden board, and a board copied from them equals a fresh board.
Nothing here is timed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.ui.boards import BoardView, pictures
from climbdesk.ui.boards.summit import dice
from climbdesk.ui.boards.summit.items import Palette
from climbdesk.ui.boards.summit.scene import SummitBoardScene
from climbdesk.ui.theme import BoardTheme

from .board_helpers import random_positions, show_board, worst_channel


def _image(width: int = 240, height: int = 90, dpr: float = 1.0) -> QImage:
    image = QImage(int(width * dpr), int(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#ffffff"))
    return image


def _painter(image: QImage) -> QPainter:
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    return painter


def test_a_ring_is_one_picture_for_every_team(qtbot) -> None:
    pal = Palette(BoardTheme())
    pictures.clear()
    image = _image()
    painter = _painter(image)
    for seat in range(3):
        dice.paint_die(painter, pal, seat, 12, QPointF(40 + 70 * seat, 45), 40.0, "5",
                       ring=pal.selection)
    painter.end()
    # Three bodies and three numbers (team colours), one ring.
    assert pictures.cached_pictures() == 3 + 3 + 1
    painter = _painter(image)
    dice.paint_die(painter, pal, 0, 12, QPointF(40, 45), 40.0, "5", ring=pal.danger,
                   dashed_ring=True)
    painter.end()
    assert pictures.cached_pictures() == 3 + 3 + 2  # another ring alone is new


def test_a_die_with_its_ring_in_pictures_is_the_die_painted_whole(qtbot) -> None:
    # Dark, not colour-blind: a hatching pattern starts at the device's origin, so a
    # picture's hatching is never in phase with a die painted in place (paint7).
    pal = Palette(BoardTheme.make(True, False))
    for dpr in (1.0, 2.0):
        for sides in (4, 6, 8, 10, 12, 20):
            pictures.clear()
            kept, whole = _image(dpr=dpr), _image(dpr=dpr)
            painter = _painter(kept)
            dice.paint_die(painter, pal, 1, sides, QPointF(45, 45), 40.0, "17",
                           ring=pal.selection)
            dice.paint_die(painter, pal, 2, sides, QPointF(140, 45), 40.0, "3",
                           ring=pal.danger, dashed_ring=True)
            painter.end()
            painter = _painter(whole)
            dice._paint_die_now(painter, pal, 1, sides, QPointF(45, 45), 40.0, "17",
                                alpha=1.0, ghost=False, ring=pal.selection, dashed_ring=False)
            dice._paint_die_now(painter, pal, 2, sides, QPointF(140, 45), 40.0, "3",
                                alpha=1.0, ghost=False, ring=pal.danger, dashed_ring=True)
            painter.end()
            assert worst_channel(kept, whole) <= 2, (dpr, sides)


def test_a_number_s_halo_is_stroked_once_per_text_and_size(qtbot) -> None:
    pal = Palette(BoardTheme())
    dice._HALOS.clear()
    pictures.clear()
    image = _image()
    painter = _painter(image)
    for seat in range(4):
        dice.paint_die(painter, pal, seat, 20, QPointF(30 + 55 * seat, 45), 40.0, "18")
    dice.paint_die(painter, pal, 0, 20, QPointF(30, 45), 76.0, "18")
    painter.end()
    assert len(dice._HALOS) == 2  # "18" at two sizes, not once a team


def _pictures_made(monkeypatch, prefixes: tuple[str, ...]) -> list[str]:  # type: ignore[no-untyped-def]
    """The looks of the kept pictures whose names start with ``prefixes``, made from now on."""
    made: list[str] = []
    place = pictures.Copies.place

    def counting(self, key, rect, paint, at=None, *, origin=None):  # type: ignore[no-untyped-def]
        before = pictures.cached_pictures()
        placed = place(self, key, rect, paint, at, origin=origin)
        if pictures.cached_pictures() > before and isinstance(key, tuple) \
                and str(key[0]).startswith(prefixes):
            made.append(str(key[:4]))
        return placed

    monkeypatch.setattr(pictures.Copies, "place", counting)
    return made


def _idle() -> None:
    for _ in range(400):
        QApplication.processEvents()


def test_a_game_s_dice_are_painted_ahead_after_the_board_s_paint(qtbot, monkeypatch) -> None:
    """Once the board has painted, the game's dice pictures are painted in idle turns
    (slices of at most a couple of ms), and the moves after that paint no new die,
    ring, number or token: they are copies."""
    pictures.clear()
    dice.shown[0] = None  # as in a fresh process: no die painted yet
    scene = SummitBoardScene()
    scene.set_animation_speed(0)
    view = show_board(qtbot, scene, 1000, 680)
    positions = random_positions(SUMMIT, 2, 60, 9)
    scene.set_position(positions[0].clone(), interactive=True)
    _idle()
    assert scene.warmer.painted_ahead == 0  # nothing before the board was first painted
    scene.set_position(positions[1].clone(), interactive=True)
    view.viewport().update()  # painted ahead after a paint (one that changed something)
    _idle()
    assert scene.warmer.painted_ahead > 100
    made = _pictures_made(monkeypatch, ("summit-die", "summit-ring", "summit-number",
                                         "summit-token"))
    for state in positions[2:]:
        scene.set_position(state.clone(), interactive=True)
        view.viewport().repaint()
    assert made == []
    view.close()


def test_nothing_is_painted_ahead_for_a_hidden_board(qtbot) -> None:
    pictures.clear()
    dice.shown[0] = None
    scene = SummitBoardScene()
    scene.set_animation_speed(0)
    view = show_board(qtbot, scene, 1000, 680)
    positions = random_positions(SUMMIT, 2, 3, 5)
    scene.set_position(positions[0].clone(), interactive=True)
    _idle()
    assert dice.shown[0] is not None
    view.hide()
    scene.set_position(positions[1].clone(), interactive=True)
    view.viewport().update()
    _idle()
    assert scene.warmer.painted_ahead == 0
    view.close()


@pytest.mark.parametrize("dark", [False, True])
def test_a_board_painted_from_pictures_made_ahead_equals_a_fresh_board(qtbot, dark: bool) -> None:
    """Pictures painted ahead are the pictures a paint in place keeps: the window after
    a dozen moves equals the same position painted afresh (light and dark)."""
    theme = BoardTheme.make(dark, False)
    pictures.clear()
    scene = SummitBoardScene()
    scene.set_theme(theme)
    scene.set_animation_speed(0)
    view = show_board(qtbot, scene, 1000, 680)
    positions = random_positions(SUMMIT, 3, 14, 3)
    for state in positions:
        scene.set_position(state.clone(), interactive=True)
        view.viewport().update()
        _idle()
    assert scene.warmer.painted_ahead > 100
    scene._hide_overlay()
    _idle()
    shown = view.grab().toImage()
    fresh_scene = SummitBoardScene()
    fresh_scene.set_theme(theme)
    fresh_scene.set_animation_speed(0)
    fresh = show_board(qtbot, fresh_scene, 1000, 680)
    fresh_scene.set_position(positions[-2].clone(), interactive=True)
    fresh_scene.set_position(positions[-1].clone(), interactive=True)
    fresh_scene._hide_overlay()
    pictures.clear()
    fresh.viewport().repaint()
    assert worst_channel(shown, fresh.grab().toImage()) <= 1
    view.close()
    fresh.close()


def test_a_climb_on_position_asks_the_commands_once(qtbot, monkeypatch) -> None:
    """The redraw's own comparison of the commands waits for set_position's end, where
    animation_finished compares them (twice before: every command and key asked again)."""
    scene = SummitBoardScene()
    show_board(qtbot, scene, 1000, 680)
    asked = [0]
    commands = SummitBoardScene.commands

    def counting(self: SummitBoardScene):  # type: ignore[no-untyped-def]
        asked[0] += 1
        return commands(self)

    monkeypatch.setattr(SummitBoardScene, "commands", counting)
    changed = []
    scene.commands_changed.connect(lambda: changed.append(1))
    for state in random_positions(SUMMIT, 3, 30, 2):
        asked[0] = 0
        scene.set_position(state.clone(), interactive=True)
        assert asked[0] == 1
    assert len(changed) >= 5  # and the window still hears of every change


def test_cant_stop_dice_and_sums_are_one_picture_a_look_and_painted_ahead(qtbot,
                                                                           monkeypatch) -> None:
    """A face is one kept picture in all four slots, a chip's sum one picture for every
    chip, and both are painted ahead after the board's paint: the moves after that make
    none.  (Kept per slot, a face was a new picture in each slot, and nearly every
    pairing a new chip picture.)"""
    from climbdesk.games.cantstop import GAME as CANTSTOP
    from climbdesk.ui.boards.cantstop import items as cantstop_items
    from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

    pictures.clear()
    cantstop_items.shown[0] = None
    scene = CantStopBoardScene()
    view = show_board(qtbot, scene, 908, 757)
    positions = random_positions(CANTSTOP, 3, 60, 4)
    scene.set_position(positions[0].clone(), interactive=True)
    _idle()
    assert scene.ahead.painted_ahead == 0
    scene.set_position(positions[1].clone(), interactive=True)
    view.viewport().update()
    _idle()
    assert scene.ahead.painted_ahead == 13 + 24  # faces plain and picked, empty, sums
    made = _pictures_made(monkeypatch, ("cantstop-die", "cantstop-sum"))
    rolled = 0
    for state in positions[2:]:
        scene.set_position(state.clone(), interactive=True)
        view.viewport().repaint()
        rolled += any(scene.tray_dice())
    assert rolled >= 10
    assert made == []
    names = {str(key[0][0]) for key in pictures._PICTURES if isinstance(key[0], tuple)}
    assert not {n for n in names if n.startswith(("cantstop-die", "cantstop-chip"))
                and n not in ("cantstop-die-at", "cantstop-chip-frame", "cantstop-chip-empty")}
    view.close()


def test_a_climber_s_ring_changing_repaints_the_ring_alone(qtbot) -> None:
    """A turn passing moves the faint ring from one team's climbers to the other's: the
    rings are parts of their own under the climbers, and the dice are not repainted."""
    scene = SummitBoardScene()
    show_board(qtbot, scene, 1000, 680)
    rings_only = 0
    for state in random_positions(SUMMIT, 2, 60, 6):
        before = [(c.look, c.repaints, r.look, r.repaints)
                  for c, r in zip(scene._climbers, scene._rings, strict=True)]
        scene.set_position(state.clone(), interactive=True)
        for k, (look, repaints, ring_look, ring_repaints) in enumerate(before):
            climber, ring = scene._climbers[k], scene._rings[k]
            if climber.look == look and ring.look != ring_look:
                assert climber.repaints == repaints, k
                assert ring.repaints == ring_repaints + 1, k
                rings_only += 1
    assert rings_only >= 20


def test_a_board_whose_view_is_gone_is_shown_again_without_painting_ahead_failing(qtbot) -> None:
    """The viewport watched for its paint may be deleted with its view while the scene
    lives on (shown again in another view): nothing fails, and the new view is used."""
    pictures.clear()
    scene = SummitBoardScene()
    first = BoardView(scene)
    first.resize(1000, 680)
    first.show()
    qtbot.waitExposed(first)
    positions = random_positions(SUMMIT, 2, 6, 8)
    scene.set_position(positions[0].clone(), interactive=True)
    _idle()  # painted: the next position lists the looks and watches this viewport
    scene.set_position(positions[1].clone(), interactive=True)
    first.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # before it paints
    second = show_board(qtbot, scene, 1000, 680)
    for state in positions[2:]:
        scene.set_position(state.clone(), interactive=True)
        second.viewport().update()
        _idle()
    assert scene.warmer.painted_ahead > 100
    second.close()
