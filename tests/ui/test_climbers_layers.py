"""Issue 17: the Climbers mountain is kept per side as a picture (.layers) with the marks,
disks and climbers drawn over it; what is kept paints what a fresh paint paints, a
column in front still covers what lies behind it, and one framing serves all sides."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import GAME, Move, Pick, Place
from climbdesk.ui.boards.climbers.columns import ColumnCache
from climbdesk.ui.boards.climbers.layers import MountainLayer
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures
from climbdesk.ui.theme import BoardTheme

from .board_helpers import show_board
from .climbers_helpers import PaintedAreas, climbers_scene, shown_and_fresh
from .test_climbers_columns import _channels_differing, _render


def test_kept_layers_paint_what_a_fresh_paint_paints(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Through a game's steps (lifts with their dots, placements, pushes, climbs), turns,
    hover, the keyboard cursor and a palette change, the view shows exactly the pixels of
    a paint with nothing kept (no layer, columns or whole-view picture)."""
    scene = climbers_scene()
    view = show_board(qtbot, scene, 900, 700)
    rng = random.Random(5)
    state = GAME.new_initial_state(3, {"mountain": 5})
    scene.set_position(state, interactive=True)
    artist = scene.artist

    shown, fresh = shown_and_fresh(view, scene, monkeypatch)

    shown()
    kinds = set()
    for i in range(40):
        roll = rng.random()
        if roll < 0.5 and not state.is_terminal():
            actions = state.legal_actions()
            # Lift and place more often than chance would: those change the layer.
            lifting = [a for a in actions if isinstance(a, Pick | Place)]
            action = rng.choice(lifting if lifting and rng.random() < 0.6 else actions)
            kinds.add(type(action).__name__)
            state = state.child(action)
            scene.set_position(state, interactive=True)
        elif roll < 0.65:
            scene.turn(rng.choice((1, -1)))
        elif roll < 0.8 and scene.cursor_spots():
            scene.hover = rng.choice(scene.cursor_spots()).key
            scene.redraw()
        elif roll < 0.9 and scene.cursor_spots():
            scene.cursor = rng.choice(scene.cursor_spots()).key
            scene.show_cursor(True)
        else:
            scene.set_theme(BoardTheme.make(rng.random() < 0.5, False)
                            .with_pieces(GAME.info.colours))
        assert shown() == fresh(), i
    assert {"Pick", "Place", "Move"} <= kinds
    assert artist.layer.covered > 0  # some overlay had columns in front of it


def test_a_column_in_front_still_covers_what_lies_behind_it(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Against one back-to-front pass (the painter's order, marks and climbers in it),
    the kept layer with overlays differs only on a few edge pixels; without the columns
    replayed over the overlays, rings and frames behind columns would show through."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each render paints
    for seed, dark in ((3, False), (8, True)):
        scene = climbers_scene(dark)
        rng = random.Random(seed)
        state = GAME.new_initial_state(3, {"mountain": seed})
        near = through = 0
        for _ in range(8):
            state = state.child(rng.choice(state.legal_actions()))
            scene.set_position(state, interactive=True)
            layered = _render(scene)
            with monkeypatch.context() as patch:
                patch.setattr(MountainLayer, "serves", lambda self, painter: False)
                one_pass = _render(scene)
            composites = scene.artist.layer.composites
            with monkeypatch.context() as patch:
                patch.setattr(MountainLayer, "_cover", lambda self, *args: None)
                composites.clear()  # kept composites were drawn with the columns
                uncovered = _render(scene)
            composites.clear()  # nor is this one to be kept
            size = layered.width() * layered.height()
            near += _channels_differing(layered, one_pass, 40)
            through += _channels_differing(uncovered, one_pass, 40)
            assert near < size * 3 // 1000, seed
        assert scene.artist.layer.whole > 0 and scene.artist.layer.covered > 0
        assert through > near + 200, seed
        scene.deleteLater()


def test_a_climb_repaints_no_column_and_a_lift_only_its_area(qtbot) -> None:
    scene = climbers_scene()
    state = GAME.new_initial_state(2, {"mountain": 7})
    scene.set_position(state, interactive=True)
    _render(scene)
    layer = scene.artist.layer
    standing = sum(1 for h in state.board.heights if h > 0)
    state = state.child(next(a for a in state.legal_actions() if isinstance(a, Move)))
    scene.set_position(state, interactive=True)
    replayed = layer.replayed
    _render(scene)
    assert layer.replayed == replayed  # the climber is an overlay: the layer stays
    while not any(isinstance(a, Pick) for a in state.legal_actions()):
        state = state.child(state.legal_actions()[0])
    scene.set_position(state, interactive=True)
    _render(scene)
    replayed, whole = layer.replayed, layer.whole
    state = state.child(next(a for a in state.legal_actions() if isinstance(a, Pick)))
    scene.set_position(state, interactive=True)
    _render(scene)
    assert layer.whole == whole and 0 < layer.replayed - replayed < standing * 2 // 3
    scene.deleteLater()


def test_a_block_move_sorts_only_its_columns_into_the_buckets(qtbot) -> None:
    """The columns' screen buckets and outlines (what an overlay's columns in front are
    found by) are kept per side and brought up to date only for the columns a move
    changed (issue 17: all ~200 were sorted again at every landing), and they equal
    buckets made afresh."""
    scene = climbers_scene()
    state = GAME.new_initial_state(2, {"mountain": 7})
    scene.set_position(state, interactive=True)
    _render(scene)
    layer = scene.artist.layer
    standing = sum(1 for h in state.board.heights if h > 0)
    assert layer.ranked == standing
    rng = random.Random(7)
    moved = 0
    for _ in range(12):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        blocks = [a for a in actions if isinstance(a, Pick | Place)]
        action = rng.choice(blocks or actions)
        moved += isinstance(action, Pick | Place)
        state = state.child(action)
        ranked = layer.ranked
        scene.set_position(state, interactive=False)
        _render(scene)
        assert layer.ranked - ranked < 30
        assert scene.board_rect() == scene._board_rect_of(state)  # kept, and as worked out
        fresh = MountainLayer(scene.artist)
        fresh._ranks(scene.artist.columns.columns(state.board), state.board.heights)
        assert fresh._hulls == layer._hulls
        assert {k: sorted(v) for k, v in fresh._buckets.items() if v} \
            == {k: sorted(v) for k, v in layer._buckets.items() if v}
    assert moved > 3
    scene.deleteLater()

def test_one_framing_serves_every_side_and_a_side_seen_keeps_its_layer(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The fit is the union of the four sides' mountains: a quarter turn keeps the
    camera, so after one round of turns each side's layer is reused, not repainted."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # no whole-view copies
    scene = climbers_scene()
    view = show_board(qtbot, scene, 1000, 700)
    state = GAME.new_initial_state(2, {"mountain": 4})
    scene.set_position(state, interactive=True)
    rect = scene.board_rect()
    transform = view.transform()
    for _ in range(4):
        scene.turn(1)
        QApplication.processEvents()
        view.viewport().grab()
        assert scene.board_rect() == rect
        assert view.transform() == transform
        assert rect.contains(scene.mountain_rect(3))
    whole, replayed = scene.artist.layer.whole, scene.artist.layer.replayed
    for _ in range(4):
        scene.turn(1)
        QApplication.processEvents()
        view.viewport().grab()
    assert (scene.artist.layer.whole, scene.artist.layer.replayed) == (whole, replayed)



def _render_at(scene: ClimbersBoardScene, dpr: float):  # type: ignore[no-untyped-def]
    """The board through a painter on a 450x350 picture of ``dpr`` device pixels."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPixmap

    pix = QPixmap(round(450 * dpr), round(350 * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(scene.backgroundBrush().color())
    painter = QPainter(pix)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, 450, 350), scene.board_rect())
    painter.end()
    return pix.toImage()


@pytest.mark.parametrize(("dark", "seed"), [(False, 11), (True, 12)])
def test_a_kept_view_picture_is_brought_up_to_date_by_area(qtbot, monkeypatch, dark: bool,  # type: ignore[no-untyped-def]  # noqa: E501
                                                           seed: int) -> None:
    """A move (a climb, a lift, a placement, a push) brings the side's kept whole paint
    up to date over the area it changed instead of painting it whole, and the view shows
    exactly what a paint with nothing kept shows: light and dark, turned, with x-rayed
    climbers and targets, and at a device pixel ratio of 2."""
    scene = climbers_scene(dark)
    view = show_board(qtbot, scene, 900, 700)
    artist = scene.artist

    def shown():  # type: ignore[no-untyped-def]
        QApplication.processEvents()
        return view.viewport().grab().toImage()

    def fresh(paint):  # type: ignore[no-untyped-def]
        kept = artist.layer, artist.columns
        artist.layer, artist.columns = MountainLayer(artist), ColumnCache(scene)
        with monkeypatch.context() as patch:
            patch.setattr(ViewPictures, "look", lambda self: None)
            image = paint()
        artist.layer, artist.columns = kept
        return image

    rng = random.Random(seed)
    state = GAME.new_initial_state(3, {"mountain": seed})
    scene.set_position(state, interactive=True)
    shown()
    _render_at(scene, 2.0)
    xrayed = 0
    for i in range(18):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        blocks = [a for a in actions if isinstance(a, Pick | Place)]
        state = state.child(rng.choice(blocks if blocks and rng.random() < 0.5 else actions))
        scene.set_position(state, interactive=True)
        if i % 9 == 4:
            scene.turn(1)
        image = shown()
        xrayed += scene.painted["xray_climbers"] + scene.painted["xray_targets"]
        assert image == fresh(lambda: view.viewport().grab().toImage()), i
        if i % 6 == 5:  # the same through a painter at twice the pixels
            assert _render_at(scene, 2.0) == fresh(lambda: _render_at(scene, 2.0)), i
    assert artist.views.patched > 6 and xrayed > 0
    scene.deleteLater()


def test_a_move_repaints_the_view_only_where_it_changed(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The scene brings the kept picture up to date before the view paints and names the
    rectangles that changed: the viewport repaints those (a copy), not the whole board,
    for a player's move and a bot's, and shows what a whole paint shows."""
    scene = climbers_scene()
    view = show_board(qtbot, scene, 900, 700)
    watch = PaintedAreas()
    view.viewport().installEventFilter(watch)
    rng = random.Random(4)
    state = GAME.new_initial_state(2, {"mountain": 4})
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    small = 0
    for i in range(12):
        if state.is_terminal():
            break
        state = state.child(rng.choice(state.legal_actions()))
        watch.areas.clear()
        scene.set_position(state, interactive=i % 3 != 2)  # every third a bot's step
        QApplication.processEvents()
        small += bool(watch.areas) and max(watch.areas) < 900 * 700 // 3
        shown = view.viewport().grab().toImage()
        kept = scene.artist.layer, scene.artist.columns
        scene.artist.layer = MountainLayer(scene.artist)
        scene.artist.columns = ColumnCache(scene)
        on_screen = scene.artist.views._shown  # a grab is not what the screen shows
        with monkeypatch.context() as patch:
            patch.setattr(ViewPictures, "look", lambda self: None)
            assert view.viewport().grab().toImage() == shown, i
        scene.artist.layer, scene.artist.columns = kept
        scene.artist.views._shown = on_screen
    assert small >= 6


def test_after_an_animation_the_view_shows_a_whole_paint(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """An animation paints its frames directly, not through the kept picture: the move
    after it is painted whole, not brought up to date by area over a view that no
    longer shows the kept picture (animations on, a player's and a bot's moves)."""
    scene = climbers_scene()
    view = show_board(qtbot, scene, 900, 700)
    rng = random.Random(8)
    state = GAME.new_initial_state(2, {"mountain": 8})
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    animated = 0
    for i in range(8):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        state = state.child(action)
        scene.set_animation_speed(4.0 if i % 2 else 0.0)
        scene.set_position(state, interactive=i % 3 != 2, animate=action)
        animated += scene.motion.running()
        qtbot.waitUntil(lambda: not scene.motion.running(), timeout=20000)
        QApplication.processEvents()
        shown = view.viewport().grab().toImage()
        kept = scene.artist.layer, scene.artist.columns
        scene.artist.layer = MountainLayer(scene.artist)
        scene.artist.columns = ColumnCache(scene)
        with monkeypatch.context() as patch:
            patch.setattr(ViewPictures, "look", lambda self: None)
            assert view.viewport().grab().toImage() == shown, i
        scene.artist.layer, scene.artist.columns = kept
    assert animated >= 2
