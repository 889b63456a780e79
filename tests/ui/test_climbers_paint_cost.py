"""The Climbers board's repaint does less work (issue 17) and draws the same: the x-ray's
arithmetic outline test agrees with the polygon test it replaced, its answers are kept
per position, and the pictures kept between paints give the pixels of a fresh paint."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPolygonF

from climbdesk.games.climbers import GAME, Pick
from climbdesk.ui.boards.climbers.projection import Projection
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import Anchor, HeldBlock
from climbdesk.ui.boards.climbers.sprites import Sprites
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures
from climbdesk.ui.boards.climbers.xray import XRay, _inside
from climbdesk.ui.theme import BoardTheme

from .board_helpers import render_scene

STEPS = (-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2)


def test_the_xray_outline_test_agrees_with_the_column_polygon() -> None:
    """On the quarter-square lattice the x-ray samples (and off it), inside and outside
    answer as the column's polygon does; only points on the outline are left to it."""
    rng = random.Random(7)
    proj = Projection(20, turns=1)
    p = proj.point
    decided = 0
    for _ in range(6000):
        iu, iv, h = rng.randrange(20), rng.randrange(20), rng.randrange(1, 9)
        at = p(iu + rng.choice(STEPS), iv + rng.choice(STEPS),
               rng.randrange(0, 10) + rng.choice((0, 0.5, -0.3)))
        if rng.random() < 0.3:
            at = QPointF(at.x() + rng.uniform(-30, 30), at.y() + rng.uniform(-30, 30))
        poly = QPolygonF([p(iu, iv, h), p(iu + 1, iv, h), p(iu + 1, iv, 0),
                          p(iu + 1, iv + 1, 0), p(iu, iv + 1, 0), p(iu, iv + 1, h)])
        got = _inside(at.x(), at.y(), iu, iv, h)
        if got is not None:
            decided += 1
            assert got == poly.containsPoint(at, Qt.FillRule.OddEvenFill), (iu, iv, h, at)
    assert decided > 5000  # the outline itself is rare: the arithmetic decides nearly all


def test_kept_xray_answers_equal_fresh_ones(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Over a random game, turns and the keyboard cursor: the x-ray's kept answer for a
    position is the one a new x-ray works out."""
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    rng = random.Random(11)
    state = GAME.new_initial_state(3, {"mountain": 11})
    xrayed = 0
    for i in range(40):
        if state.is_terminal():
            break
        scene.set_position(state, interactive=True)
        if i % 3 == 0:
            scene.turn(1)
        scene.xray.hidden_targets(state)  # kept, then the cursor moves
        spots = scene.cursor_spots()
        if spots and i % 2:
            scene.cursor = rng.choice(spots).key
            scene.show_cursor(True)
        kept = scene.xray.hidden_targets(state)
        assert kept == scene.xray.hidden_targets(state)
        assert kept == XRay(scene).hidden_targets(state)
        xrayed += len(kept)
        state = state.child(rng.choice(state.legal_actions()))
    assert xrayed > 0  # the game had targets out of sight


def test_marks_copied_from_pictures_look_as_painted_directly(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Rings, letters and block frames come from the marks' pictures: through a random
    game, turns and both palettes, at a scale that puts them between pixels, rings match
    direct painting up to blending's rounding and frames (one picture per look and
    half-pixel offset) up to their shift of 1/4 pixel at most along their edges; a
    second paint of a position paints no new picture."""
    from .test_climbers_columns import _channels_differing

    def _render(scene: ClimbersBoardScene) -> QImage:
        """At 0.77 of the scene's size: marks fall between pixels, as in a view."""
        return render_scene(scene, scale=0.77, align=4)

    def direct(self: Sprites, painter, key, rect, paint, grid=0) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
        paint(painter)

    for seed, dark in ((4, False), (6, True)):
        scene = ClimbersBoardScene()
        scene.set_theme(BoardTheme.make(dark, False).with_pieces(GAME.info.colours))
        rng = random.Random(seed)
        state = GAME.new_initial_state(3, {"mountain": seed})
        phases = set()
        for i in range(40):
            if state.is_terminal():
                break
            scene.set_position(state, interactive=True)
            if i % 5 == 0:
                scene.turn(1)
            if state.phase in ("block", "disk") or i % 4 == 0:  # frames, then rings
                copied = _render(scene)
                made = scene.artist.sprites.made
                assert _render(scene) == copied
                assert scene.artist.sprites.made == made  # the second paint copied them all
                composites = scene.artist.layer.composites
                with monkeypatch.context() as patch:
                    patch.setattr(Sprites, "draw", direct)
                    patch.setattr(ViewPictures, "look", lambda self: None)
                    composites.clear()  # drawn again, not copied from the kept ones
                    painted = _render(scene)
                composites.clear()
                size = 3 * copied.width() * copied.height()
                if state.phase in ("block", "disk"):  # frames, on a half-pixel grid
                    assert _channels_differing(copied, painted, 160) == 0
                    assert _channels_differing(copied, painted, 40) < size // 1000
                else:
                    assert _channels_differing(copied, painted, 3) == 0
                phases.add(state.phase)
            state = state.child(rng.choice(state.legal_actions()))
        assert scene.artist.sprites.made > 10
        assert {"block", "move1"} <= phases  # frames and rings


def test_a_tops_bounds_without_the_polygon_are_the_polygons() -> None:
    """The keyboard cursor's rects come from arithmetic: equal to the top's polygon's
    bounds on every side, on the map, at every height."""
    for turns in range(4):
        for flat in (False, True):
            proj = Projection(20, turns, flat)
            for x in range(0, 20, 3):
                for y in range(0, 20, 2):
                    for z in (0, 1, 4, 7):
                        assert proj.top_rect(x, y, z) == proj.top(x, y, z).boundingRect()


def test_the_lifted_blocks_targets_are_kept_per_position_and_orientation(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """While a block is lifted the cursor's ~200 targets are worked out once, and again
    for another orientation or side: always the spots of the placement handles."""
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    state = GAME.new_initial_state(2, {"mountain": 5})
    while state.phase != "block":
        state = state.child(state.legal_actions()[-1])
    state = state.child(next(a for a in state.legal_actions() if isinstance(a, Pick)))
    scene.set_position(state, interactive=True)
    assert isinstance(scene.picked, HeldBlock)

    def expected() -> list[tuple[object, object]]:
        return [(Anchor(x, y), scene.top_poly(x, y).boundingRect())
                for x, y in sorted(scene.placement_handles())]

    first = scene.targets_of(scene.picked)
    assert first and [(s.key, s.rect) for s in first] == expected()
    assert scene.targets_of(scene.picked)[0] is first[0]  # kept, not worked out again
    for change in (lambda: scene.turn(1), lambda: scene.cycle_orientation(1)):
        change()
        assert [(s.key, s.rect) for s in scene.targets_of(scene.picked)] == expected()


def test_palette_icons_are_kept_and_follow_turn_and_theme(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A lifted block's palette copies its pictures; a turn or the dark palette paints new
    ones, which look as painted afresh."""
    from climbdesk.ui.boards.climbers.orientations import ICON, box_icon, box_picture

    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    icon = box_icon(scene, 3, 1, True)
    assert box_icon(scene, 3, 1, True) is icon
    seen = [icon.pixmap(ICON, ICON).toImage()]
    assert seen[0] == box_picture(scene, 3, 1).toImage()
    for change in (lambda: scene.turn(1), lambda: scene.set_theme(
            BoardTheme.make(True, False).with_pieces(GAME.info.colours))):
        change()
        now = box_icon(scene, 3, 1, True)
        assert now is not icon
        image = now.pixmap(ICON, ICON).toImage()
        assert image == box_picture(scene, 3, 1).toImage()
        assert image not in seen
        seen.append(image)
        icon = now


def test_push_destinations_behind_a_column_are_xrayed_and_take_the_click(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Issue 17: in the push step, seen from the far side, the squares the covered
    climber may shift to are behind the block just set: each is drawn as an x-ray ring
    and a click on it pushes there, not on the column in front."""
    from PySide6.QtWidgets import QApplication

    from climbdesk.games.climbers import Push
    from climbdesk.ui.boards.climbers.spots import Cell

    from .board_helpers import click_at, show_board
    from .test_climbers_blocks import push_step

    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    view = show_board(qtbot, scene, 900, 700)
    state = push_step()
    scene.set_position(state, interactive=True)
    scene.turn(2)
    view.viewport().repaint()
    QApplication.processEvents()
    pushes = sorted(scene._pushes)
    assert len(pushes) >= 2
    hidden = [(x, y) for _k, x, y in scene.xray.hidden_targets(state)]
    assert hidden == pushes  # every destination is out of sight from here …
    assert scene.painted["xray_targets"] == len(pushes)  # … and drawn through the block
    got: list[object] = []
    scene.action_chosen.connect(got.append)
    for x, y in pushes:
        centre = scene.top_centre(x, y)
        if scene.key_at(centre) == Cell(x, y) and scene.cell_at(centre) != (x, y):
            click_at(qtbot, view, centre)
            assert got[-1] == Push(state.pending[0][0], x, y)
            break
    else:
        raise AssertionError("no x-rayed destination takes the click")


def test_the_shift_key_is_named_in_the_players_language(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Help ▸ Keyboard lists the lifted block's turn back as "R / Umschalt+R" in German
    (the key's name on German keyboards), and follows a language change."""
    import pytest

    from climbdesk.ui import i18n
    from climbdesk.ui.keyboard_help import KeyboardHelpDialog

    if not i18n.qm_path("de").exists():
        pytest.skip("translations not built (run `make translations`)")
    scene = ClimbersBoardScene()

    def keys() -> list[str]:
        dialog = KeyboardHelpDialog(scene.board_keys(), [], window=[])
        qtbot.addWidget(dialog)
        return [k for k, _text in dialog.rows()]

    assert "R / Shift+R" in keys()
    try:
        assert i18n.install("de") == "de"
        german = keys()
        assert "R / Umschalt+R" in german
        assert not any("Shift" in k for k in german)
    finally:
        i18n.install("en")
    assert "R / Shift+R" in keys()


def test_turning_back_copies_the_kept_side_and_every_look_is_as_painted(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Q then E shows the side seen before from its kept picture, with no paint; after
    every change of what the board shows (position, hover, cursor, pick, hint, slice, map,
    theme, input) the view's pixels are those of a paint with nothing kept."""
    from PySide6.QtWidgets import QApplication

    from climbdesk.ui.boards.climbers.viewpictures import ViewPictures

    from .board_helpers import show_board

    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    view = show_board(qtbot, scene, 900, 700)
    rng = random.Random(9)
    state = GAME.new_initial_state(3, {"mountain": 9})
    scene.set_position(state, interactive=True)

    def shown() -> QImage:
        QApplication.processEvents()
        return view.viewport().grab().toImage()

    def fresh() -> QImage:
        with monkeypatch.context() as patch:
            patch.setattr(ViewPictures, "look", lambda self: None)
            return view.viewport().grab().toImage()

    first = shown()
    scene.turn(1)
    shown()
    copied, painted = scene.artist.views.copied, scene.painted
    scene.turn(-1)
    assert shown() == first
    assert scene.artist.views.copied > copied  # turned back: copied …
    assert scene.painted is painted  # … and not painted (each paint counts afresh)

    changes = [
        lambda: scene.turn(1),
        lambda: setattr(scene, "hover", rng.choice(scene.cursor_spots() or [None]) and
                        rng.choice(scene.cursor_spots()).key) or scene.redraw(),
        lambda: (setattr(scene, "cursor", rng.choice(scene.cursor_spots()).key),
                 scene.show_cursor(True)) if scene.cursor_spots() else None,
        lambda: scene.show_hint(rng.choice(state.legal_actions())),
        lambda: scene.step_slice(-1),
        lambda: scene.step_slice(1),
        lambda: scene.set_map_view(not scene.map_view),
        lambda: scene.set_interactive(False),
        lambda: scene.set_interactive(True),
        lambda: scene.set_theme(BoardTheme.make(rng.random() < 0.5, rng.random() < 0.3)
                                .with_pieces(GAME.info.colours)),
    ]
    for i in range(30):
        if i % 4 == 0 and not state.is_terminal():
            state = state.child(rng.choice(state.legal_actions()))
            scene.set_position(state, interactive=True)
        else:
            rng.choice(changes)()
        assert shown() == fresh(), i
    assert scene.artist.views.copied > copied + 2
