"""Issue 8: boards repaint what changed, and cached pictures look like direct painting."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from climbdesk.core.registry import game_keys, get_game
from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.stairs.discs import DiscLayer
from climbdesk.ui.boards.stairs.items import StackItem
from climbdesk.ui.boards.stairs.scene import StairsBoardScene
from climbdesk.ui.palette import board_theme

from .board_helpers import render_scene


@pytest.fixture
def updates(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Squares whose stack's discs were asked to repaint."""
    asked: list[int] = []
    original = DiscLayer.refresh

    def refresh(self: DiscLayer, item: StackItem) -> None:
        asked.append(item.square)
        original(self, item)

    monkeypatch.setattr(DiscLayer, "refresh", refresh)
    return asked


def test_stairs_repaints_only_the_stacks_that_changed(qtbot, updates) -> None:
    scene = StairsBoardScene()
    state = get_game("stairs").new_initial_state()
    scene.set_position(state, interactive=True)
    updates.clear()
    scene.redraw()
    assert updates == []  # nothing changed, nothing repainted (it used to be all 36)

    # A few moves in: the looks that change are the moved stacks and the halos of
    # whoever is to move; those stacks repaint, the others do not.
    for _ in range(6):
        state = state.child(state.legal_actions()[0])
    scene.set_position(state, interactive=True)
    before = {item.square: item.look for item in scene._stacks}
    updates.clear()
    move = state.legal_actions()[-1]
    scene.set_position(state.child(move), interactive=True)
    changed = {item.square for item in scene._stacks if item.look != before[item.square]}
    assert move.src in changed and move.dst in changed
    assert sorted(updates) == sorted(changed)
    assert len(changed) < 36
    looks_now = {item.square: item.look for item in scene._stacks}
    updates.clear()
    scene.set_interactive(True)  # the page says so after every move: no repaint
    scene.redraw()
    assert updates == []
    assert {item.square: item.look for item in scene._stacks} == looks_now

    scene.set_theme(board_theme(True))  # a new look for everything
    assert sorted(updates) == list(range(36))
    scene.deleteLater()


def _rendered(paint, cached: bool, dx: float, scale: float) -> QImage:
    image = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(dx, 7.25)
    painter.scale(scale, scale)
    if cached:
        pictures.draw_cached(painter, ("test-ring", dx, scale), QRectF(0, 0, 60, 60), paint)
    else:
        paint(painter)
    painter.end()
    return image


@pytest.mark.parametrize(("dx", "scale"), [(3.0, 1.0), (2.37, 0.83)])
def test_a_cached_picture_matches_direct_painting(qtbot, dx: float, scale: float) -> None:
    calls: list[int] = []

    def ring(painter: QPainter) -> None:
        calls.append(1)
        painter.setPen(QPen(QColor("#803020"), 5.0))
        painter.setBrush(QColor(40, 120, 200, 160))
        painter.drawEllipse(QRectF(8.5, 10.25, 40, 30))
        painter.drawText(QRectF(0, 0, 60, 60), Qt.AlignmentFlag.AlignCenter, "7")

    direct = _rendered(ring, False, dx, scale)
    first = _rendered(ring, True, dx, scale)
    again = _rendered(ring, True, dx, scale)
    assert len(calls) == 2  # direct, then once into the cache; the third was a copy
    assert first == again
    worst = max(abs(QColor(direct.pixel(x, y)).red() - QColor(first.pixel(x, y)).red())
                for x in range(80) for y in range(80))
    assert worst <= 2  # the same pixels, up to rounding in the blend


def _picture(scene) -> QImage:  # type: ignore[no-untyped-def]
    return render_scene(scene)


_OVER_40 = bytes(1 if v > 40 else 0 for v in range(256))


def _channels_differing(a: QImage, b: QImage) -> int:
    """Colour channels that differ by more than 40: blending a copy can round a channel
    by a step or two, a wrong name or a bold label changes hundreds (counted in C: a
    Climbers scene is a million pixels)."""
    assert a.size() == b.size()
    diff = a.copy()
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    rgb = diff.convertToFormat(QImage.Format.Format_RGB888)  # kept while its bits are read
    raw = bytes(rgb.constBits())
    # Each line is padded to a multiple of 4 bytes, and the padding is not initialised:
    # count only the pixels' own bytes.
    line, used = rgb.bytesPerLine(), 3 * rgb.width()
    if line != used:
        raw = b"".join(raw[y * line:y * line + used] for y in range(rgb.height()))
    return raw.translate(_OVER_40).count(1)


@pytest.mark.parametrize("key", game_keys())
def test_cached_board_parts_follow_names_and_the_player_to_move(qtbot, key: str) -> None:
    """A picture from the cache must never show another game's names or mover."""
    from climbdesk.core.state import NOBODY
    from climbdesk.ui.boards import board_class

    game = get_game(key)
    state = game.new_initial_state(2)
    rng = random.Random(3)
    while state.is_chance_node() or len(state.legal_actions()) < 2:
        state = state.child(state.legal_actions()[0]) if not state.is_chance_node() \
            else state.child(state.sample_chance(rng))
    scene = board_class(key)()
    scene.set_animation_speed(0)
    scene.set_seat_names(["Ann", "Bob"])
    scene.set_position(state.view(NOBODY), interactive=False)
    first = _picture(scene)
    scene.set_seat_names(["Zoe", "Max"])
    renamed = _picture(scene)
    pictures.clear()
    assert _channels_differing(_picture(scene), renamed) < 10  # no part kept the old names
    scene.set_seat_names(["Ann", "Bob"])
    assert _channels_differing(_picture(scene), first) == 0  # the first names again: same picture
    if key == "summit":
        assert _channels_differing(renamed, first) > 50  # the ground labels each team by name
    later = state
    while not later.is_terminal() and (later.is_chance_node()
                                       or later.current_player() == state.current_player()):
        later = later.child(later.legal_actions()[0]) if not later.is_chance_node() \
            else later.child(later.sample_chance(rng))
    scene.set_position(later.view(NOBODY), interactive=False)
    cached = _picture(scene)
    pictures.clear()
    assert _channels_differing(_picture(scene), cached) < 10  # the cache gave what painting gives
    scene.deleteLater()


def test_climbers_table_picture_matches_fresh_painting(qtbot) -> None:
    """The Climbers table comes from the picture cache; after a move, a quarter turn
    and a theme change the board must look as when everything is painted afresh."""
    from climbdesk.games.climbers import GAME
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.theme import BoardTheme

    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    state = GAME.new_initial_state(2, {"mountain": 7})
    scene.set_position(state, interactive=True)
    pictures.clear()
    first = _picture(scene)
    kept = pictures.cached_pictures()
    assert kept >= 1  # the table
    assert _channels_differing(_picture(scene), first) == 0
    assert pictures.cached_pictures() == kept  # the second paint copied it

    later = state.child(state.legal_actions()[0])
    scene.set_position(later, interactive=True)
    cached = _picture(scene)
    assert pictures.cached_pictures() == kept  # same table: no new picture
    pictures.clear()
    fresh = _picture(scene)
    assert _channels_differing(fresh, cached) == 0
    assert _channels_differing(fresh, first) > 0  # the move did change the picture

    for change in (lambda: scene.turn(1),
                   lambda: scene.set_theme(BoardTheme.make(True, False).with_pieces(
                       GAME.info.colours))):
        before = _picture(scene)
        change()
        cached = _picture(scene)
        assert _channels_differing(cached, before) > 50  # the table turned / changed colour
        pictures.clear()
        assert _channels_differing(_picture(scene), cached) == 0
    scene.deleteLater()
