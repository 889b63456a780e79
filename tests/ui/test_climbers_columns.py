"""Issue 17: the Climbers mountain replays kept draw calls per column (.columns), and an
animation frame's partial repaint skips the columns outside it; both must give the
pixels fresh painting gives."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from climbdesk.games.climbers import GAME, Move, Pick
from climbdesk.ui.boards.climbers.columns import ColumnCache
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.theme import BoardTheme

from .board_helpers import render_scene


def _render(scene: ClimbersBoardScene, source: QRectF | None = None) -> QImage:
    return render_scene(scene, source)


def _channels_differing(a: QImage, b: QImage, by: int) -> int:
    """Colour channels of ``a`` and ``b`` that differ by more than ``by``."""
    diff = a.copy()
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    rgb = diff.convertToFormat(QImage.Format.Format_RGB888)  # kept while its bits are read
    over = bytes(1 if v > by else 0 for v in range(256))
    bits, row, used = bytes(rgb.constBits()), rgb.bytesPerLine(), rgb.width() * 3
    # Each scan line is padded to four bytes: count the pixels' channels only.
    return sum(bits[y * row:y * row + used].translate(over).count(1)
               for y in range(rgb.height()))


def _fresh(scene: ClimbersBoardScene) -> QImage:
    """The board painted with nothing kept from earlier paints."""
    scene.artist.columns = ColumnCache(scene)
    return _render(scene)


def _scene(dark: bool = False, colourblind: bool = False) -> ClimbersBoardScene:
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(dark, colourblind).with_pieces(GAME.info.colours))
    return scene


def test_kept_columns_paint_what_fresh_painting_paints(qtbot) -> None:
    """Through block moves, turns, the slice and both palettes: the same pixels."""
    for seed, dark, colourblind in ((3, False, False), (5, True, True)):
        scene = _scene(dark, colourblind)
        rng = random.Random(seed)
        state = GAME.new_initial_state(3, {"mountain": seed})
        scene.set_position(state, interactive=True)
        _render(scene)  # the columns are kept from here on
        for i in range(14):
            state = state.child(rng.choice(state.legal_actions()))
            scene.set_position(state, interactive=i % 3 != 0)
            if i % 5 == 2:
                scene.turn(1)
            if i == 6:
                scene.set_slice_level(3)
            if i == 10:
                scene.set_slice_level(0)
            if i % 4 != 3:
                continue
            kept = _render(scene)
            assert kept == _fresh(scene), f"seed {seed}, move {i}"
        scene.deleteLater()


def test_only_changed_columns_are_worked_out_again(qtbot) -> None:
    scene = _scene()
    state = GAME.new_initial_state(2, {"mountain": 7})
    scene.set_position(state, interactive=True)
    _render(scene)
    cache = scene.artist.columns
    standing = sum(1 for h in state.board.heights if h > 0)
    assert cache.built == standing  # every standing column, once

    # A climber's move changes no block: nothing is worked out again.
    state = state.child(next(a for a in state.legal_actions() if isinstance(a, Move)))
    scene.set_position(state, interactive=True)
    built = cache.built
    _render(scene)
    assert cache.built == built

    # Turning all the way round works out each side once; coming back costs nothing.
    for _ in range(4):
        scene.turn(1)
        _render(scene)
    built = cache.built
    assert built == standing * 4
    scene.turn(1)
    _render(scene)
    assert cache.built == built

    # Picking a block works out its squares and their neighbours again, not the mountain.
    while not any(isinstance(a, Pick) for a in state.legal_actions()):
        state = state.child(state.legal_actions()[0])
    scene.set_position(state, interactive=True)
    _render(scene)
    built = cache.built
    state = state.child(next(a for a in state.legal_actions() if isinstance(a, Pick)))
    scene.set_position(state, interactive=True)
    lifted = _render(scene)
    assert 0 < cache.built - built < standing // 2
    assert lifted == _fresh(scene)
    scene.deleteLater()


def test_a_partial_repaint_skips_columns_and_matches_the_whole(qtbot) -> None:
    """An animation frame repaints a small area: the columns outside it are not
    replayed, and the area looks as in a whole repaint."""
    scene = _scene()
    state = GAME.new_initial_state(2, {"mountain": 4})
    scene.set_position(state, interactive=False)
    whole = _render(scene)
    tops = scene.painted["tops"]
    mountain = scene.mountain_rect(0)
    corner = scene.sceneRect().topLeft()  # whole pixels from it, as the whole image's
    area = QRectF(corner.x() + int(mountain.center().x() - corner.x()) - 60,
                  corner.y() + int(mountain.center().y() - corner.y()) - 40, 120, 80)
    part = _render(scene, area)
    assert 0 < scene.painted["tops"] < tops // 2
    offset = area.topLeft() - corner
    same_area = whole.copy(int(offset.x()), int(offset.y()), part.width(), part.height())
    # Rendering a part rounds a few edge pixels by a step or two (the table's picture is
    # cut to the area); a column left out would differ by far more.
    assert _channels_differing(part, same_area, 8) == 0
    blank = QImage(part.size(), part.format())
    blank.fill(QColor("#000000"))
    assert _channels_differing(part, blank, 8) > 1000
    scene.deleteLater()


def _masked(image: QImage, areas: list[QRectF], origin: QRectF) -> QImage:
    """``image`` with ``areas`` (scene rects, a pixel wider) painted over in one colour."""
    out = image.copy()
    painter = QPainter(out)
    for area in areas:
        rect = area.translated(-origin.topLeft()).adjusted(-1, -1, 1, 1)
        painter.fillRect(rect, QColor("#ff00ff"))
    painter.end()
    return out


def test_a_bots_step_repaints_only_the_area_it_changed(qtbot) -> None:
    """While the board takes no input, a new position asks for a repaint of the squares
    whose look changed; every pixel that changed lies inside that area."""
    scene = _scene()
    scene.set_animation_speed(0.0)
    rng = random.Random(11)
    state = GAME.new_initial_state(3, {"mountain": 11})
    scene.set_position(state, interactive=False)
    asked: list[QRectF | None] = []
    scene._item.update = lambda *area: asked.append(QRectF(area[0]) if area else None)
    before = _render(scene)
    partial = nothing = 0
    for _ in range(45):
        if state.is_terminal():
            break
        state = state.child(rng.choice(state.legal_actions()))
        asked.clear()
        scene.set_position(state, interactive=False)
        after = _render(scene)
        if None not in asked:
            areas = [a for a in asked if a is not None]
            partial += bool(areas)
            nothing += not areas
            whole = scene.sceneRect()
            assert all(a.width() * a.height() < whole.width() * whole.height() / 2
                       for a in areas)
            assert _masked(after, areas, whole) == _masked(before, areas, whole)
        before = after
    assert partial >= 10  # most steps repainted a part
    scene.deleteLater()


def test_a_lift_or_placement_works_out_only_columns_whose_inputs_changed(qtbot) -> None:
    """Of the squares a block move may change (its squares, their neighbours, the tops
    under it), only those whose column reads something that changed are worked out
    again, and every column is what a cache with nothing kept works out, from each
    side, through lifts and placements of every block that may be lifted."""
    from climbdesk.games.climbers import Place

    scene = _scene()
    state = GAME.new_initial_state(2, {"mountain": 7})
    rng = random.Random(4)
    while not any(isinstance(a, Pick) for a in state.legal_actions()):
        state = state.child(rng.choice(state.legal_actions()))
    candidates = built = 0
    for turns in range(4):
        scene.turns = turns
        scene._set_projection()
        cache = scene.artist.columns
        for pick in [a for a in state.legal_actions() if isinstance(a, Pick)][:5]:
            lifted = state.child(pick)
            places = [a for a in lifted.legal_actions() if isinstance(a, Place)]
            for before, after in ((state, lifted), (lifted, lifted.child(rng.choice(places)))):
                cache.columns(before.board)
                changed = cache._changed(list(before.board.stacks), after.board)
                candidates += sum(1 for c in changed if after.board.heights[c] > 0)
                was = cache.built
                kept = cache.columns(after.board)
                built += cache.built - was
                fresh = ColumnCache(scene).columns(after.board)
                assert kept.keys() == fresh.keys()
                assert all(kept[c].draws_as(fresh[c]) for c in fresh), (turns, pick)
    assert 0 < built < candidates * 2 // 3, (built, candidates)
    scene.deleteLater()
