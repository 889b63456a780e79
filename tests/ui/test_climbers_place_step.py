"""Issue 17 ("Smooth"): a shown Pick and Place on the Climbers board — what they paint
and work out (counted, never timed), and every pixel still that of a paint with nothing
kept."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Pick
from climbdesk.ui.boards.climbers.ahead import SidesAhead
from climbdesk.ui.boards.climbers.liftahead import LiftSoon
from climbdesk.ui.boards.climbers.origins import PER_TICK, origins_ahead
from climbdesk.ui.boards.climbers.sprites import Sprites
from climbdesk.ui.boards.climbers.stepahead import StepAhead
from climbdesk.ui.boards.climbers.viewpictures import MANY

from .board_helpers import show_board
from .climbers_helpers import (
    PaintedAreas,
    climbers_scene,
    lift_step,
    lifted_board,
    only_the_slices,
    shown_and_fresh,
)


def test_a_lift_finds_its_origin_box_painted_ahead(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """While the block step waits, the idle ticks paint the origin box of every block
    that may be lifted: a lift then makes no picture for its box (it made one each), and
    shows what a paint with nothing kept shows, light and dark."""
    # Only the origin boxes ahead: the sides and the palette's pictures are others' work.
    monkeypatch.setattr(SidesAhead, "paint_side", lambda self, turns: False)
    monkeypatch.setattr(SidesAhead, "_icons_ahead", lambda self: False)
    # Nor every block's lift made ahead after the paint (.liftahead, which paints the
    # boxes too, a block a turn).
    monkeypatch.setattr(LiftSoon, "_every_token", lambda self: None)
    for dark in (False, True):
        scene = climbers_scene(dark)
        view = show_board(qtbot, scene, 900, 700)
        state = lift_step(4)
        scene.set_position(state, interactive=True)
        QApplication.processEvents()
        view.viewport().grab()
        artist = scene.artist
        picks = sorted(scene._picks)
        assert len(picks) >= 3
        made = artist.sprites.made
        for _ in range(len(picks) // PER_TICK + 2):  # a few blocks an idle tick
            scene.ahead._tick()
        assert artist.sprites.made - made == len(picks)
        assert not origins_ahead(scene, scene.ahead._origins)
        shown, fresh = shown_and_fresh(view, scene, monkeypatch)
        for block in picks[:3]:
            scene.set_position(state.child(Pick(block)), interactive=True)
            made = artist.sprites.made
            image = shown()
            assert scene.painted["origin"] == 1
            assert artist.sprites.made == made  # the box's picture was there
            kept = artist.sprites
            artist.sprites = Sprites()
            assert fresh() == image
            artist.sprites = kept
        scene.deleteLater()


def test_a_lift_and_a_placement_inside_the_mountain_keep_the_fitted_rect(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The fitted rect is made of the four sides' boxes of the mountain's extent: a block
    lifted and set down inside it works none of them out again, and the kept rect is
    the one worked out, through a game's lifts and placements."""
    from climbdesk.games.climbers import Place

    scene = climbers_scene()
    state = lift_step(4)
    scene.set_position(state, interactive=True)
    rects = scene.board_rects
    kept = 0
    for block in sorted(scene._picks)[:6]:
        lifted = state.child(Pick(block))
        place = next(a for a in lifted.legal_actions() if isinstance(a, Place))
        for shown in (lifted, lifted.child(place)):
            before = scene.board_rects
            scene.set_position(shown, interactive=True)
            kept += scene.board_rects == before
            counted = scene.board_rects
            assert scene.board_rect() == scene._board_rect_afresh(shown)
            scene.board_rects = counted  # the check's own is not the scene's
    assert scene.board_rects - rects < 12 and kept >= 6  # most were kept
    scene.deleteLater()


def _silhouettes_afresh(scene, state):  # type: ignore[no-untyped-def]
    """The x-ray's columns and screen buckets worked out square by square (as before the
    buckets were kept): what the kept ones must equal."""
    from climbdesk.games.climbers.geometry import TABLE
    from climbdesk.ui.boards.climbers.projection import A, B, H
    from climbdesk.ui.boards.climbers.xray import GRID

    proj = scene.proj
    silhouettes, grid = [], {}
    for x, y in proj.order():
        h = state.board.heights[y * TABLE + x]
        if h <= 0 or scene.faded(h):
            continue
        iu, iv = proj.turned(x, y)
        x0, x1 = (iu - iv - 1) * A - 1, (iu - iv + 1) * A + 1
        y0, y1 = (iu + iv) * B - h * H - 1, (iu + iv + 2) * B + 1
        for gx in range(int(x0 // GRID), int(x1 // GRID) + 1):
            for gy in range(int(y0 // GRID), int(y1 // GRID) + 1):
                grid.setdefault((gx, gy), []).append(len(silhouettes))
        silhouettes.append((iu + iv, iu, iv, h))
    return silhouettes, grid


def test_the_xrays_columns_after_a_lift_are_those_worked_out_afresh(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A lift and a placement work out the screen buckets of the columns they changed
    only (each column's are kept by its square and height), and the x-ray's columns
    and buckets equal those worked out square by square, from two sides and sliced."""
    from climbdesk.games.climbers import Place
    from climbdesk.ui.boards.climbers import xray

    monkeypatch.setattr(xray, "_CELLS", {})
    scene = climbers_scene()
    state = lift_step(4)
    scene.set_position(state, interactive=True)
    scene.xray._refresh(state)
    standing = sum(1 for h in state.board.heights if h > 0)
    assert len(xray._CELLS) == standing
    for block in sorted(scene._picks)[:4]:
        lifted = state.child(Pick(block))
        place = next(a for a in lifted.legal_actions() if isinstance(a, Place))
        for shown in (lifted, lifted.child(place)):
            made = len(xray._CELLS)
            scene.set_position(shown, interactive=True)
            scene.xray._refresh(shown)
            changed = sum(1 for a, b in zip(state.board.heights, shown.board.heights,
                                            strict=True) if a != b)
            assert len(xray._CELLS) - made <= changed
            silhouettes, grid = _silhouettes_afresh(scene, shown)
            assert scene.xray._silhouettes == silhouettes and scene.xray._grid == grid
    for turns, level in ((1, 0), (1, 4), (2, 6)):
        scene.turns = turns
        scene._set_projection()
        scene.slice_level = level
        scene.xray._refresh(state)
        silhouettes, grid = _silhouettes_afresh(scene, state)
        assert scene.xray._silhouettes == silhouettes and scene.xray._grid == grid
    scene.deleteLater()


def test_a_lift_and_a_placement_are_brought_up_to_date_by_area(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A shown Pick and Place bring the side's kept picture up to date where they changed
    (the frames gone, the dots and the origin box, the lifted block's columns), not by
    a whole paint: the viewport repaints under half of itself, the composite is not
    copied whole with its dots drawn over it, the area of the dozens of frames a lift
    takes away is their bounds (not a region united rectangle by rectangle), and the
    view shows exactly what a paint
    with nothing kept shows, light and dark, with and without a turn before."""
    # The sides made ahead after each paint count apart (test_climbers_step_ahead).
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)
    # And the side painted ahead once the board is idle (100 ms): on a busy machine the
    # turns below took that long, the idle paint came first and the step's paint took
    # another path (the suite failed here at load ~2 and in 1 of 3 runs under load).
    monkeypatch.setattr(SidesAhead, "_tick", lambda self: None)
    from PySide6.QtCore import QRectF

    from climbdesk.games.climbers import Place

    for dark in (False, True):
        scene = climbers_scene(dark)
        view = show_board(qtbot, scene, 900, 700)
        watch = PaintedAreas()
        view.viewport().installEventFilter(watch)
        shown, fresh = shown_and_fresh(view, scene, monkeypatch)
        state = lift_step(4)
        scene.set_position(state, interactive=True)
        shown()
        scene.update_board(QRectF(0, 0, 1, 1))  # the view's first repaint after it was
        shown()  # shown and fitted is whole, whatever asked for it
        views, composites = scene.artist.views, scene.artist.layer.composites
        for i, block in enumerate(sorted(scene._picks)[:4]):
            if i % 2:
                scene.turn(1)
                shown()
            lifted = state.child(Pick(block))
            places = [a for a in lifted.legal_actions() if isinstance(a, Place)]
            for step in (lifted, lifted.child(places[len(places) // 2])):
                patched, dotted, united = views.patched, composites.dotted, views.united
                watch.areas.clear()
                scene.set_position(step, interactive=True)
                for _ in range(3):  # a step with only Stay draws two turns on (.passing)
                    QApplication.processEvents()
                painted = list(watch.areas)
                image = shown()
                assert views.patched == patched + 1 and composites.dotted == dotted
                # The frames that vanish at a lift: their bounds, not a region of each.
                assert views.united - united <= MANY
                assert painted and max(painted) < 900 * 700 // 2, (i, step.phase, painted)
                assert scene.painted["origin"] == (step.phase == "place")
                on_screen = views._shown  # a grab is not what the screen shows
                assert fresh() == image, (block, step.phase)
                views._shown = on_screen
            state = lifted.child(places[len(places) // 2])
            while state.phase != "block" and not state.is_terminal():
                state = state.child(state.legal_actions()[0])
            scene.set_position(state, interactive=True)
            shown()
            if state.is_terminal() or not scene._picks:
                break
        scene.deleteLater()


def test_a_lift_and_a_placement_pass_over_the_view_alone(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A shown Pick and Place bring the kept picture up to date from the layer, drawing
    the figures (or rings) reaching into the view's area there: the place step's and the
    move step's composites are not brought up to date first (a second pass over an area,
    a whole composite at a side's first lift), no overlay is drawn twice, and the view
    shows exactly what a paint with nothing kept shows, light and dark, turned or not."""
    from climbdesk.games.climbers import Place
    from climbdesk.ui.boards.climbers.composite import Composites

    # The other sides made ahead in slices (turn12) would be counted too: left out here.
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)

    passes: list[str] = []
    update = Composites.update

    def counted(self, painter, state, *rest):  # type: ignore[no-untyped-def]
        passes.append(self.kind(state))
        return update(self, painter, state, *rest)

    monkeypatch.setattr(Composites, "update", counted)
    # The idle ticks bring the composite passed by up to date later (the next test): none
    # may come between the move and its count on a loaded machine.
    only_the_slices(monkeypatch)
    for dark in (False, True):
        scene, state, shown, fresh = lifted_board(qtbot, dark, monkeypatch)
        views, composites = scene.artist.views, scene.artist.layer.composites
        for i, block in enumerate(sorted(scene._picks)[:3]):
            scene.set_position(state, interactive=True)
            if i % 2:
                scene.turn(1)
            shown()
            lifted = state.child(Pick(block))
            places = [a for a in lifted.legal_actions() if isinstance(a, Place)]
            for step in (lifted, lifted.child(places[len(places) // 3])):
                passes.clear()
                patched, drawn = views.patched, composites.drawn
                scene.set_position(step, interactive=True)
                image = shown()
                assert views.patched == patched + 1, (i, step.phase)
                assert passes == [], (i, step.phase, passes)
                overlays = len(composites._plan(step, scene.artist.layer._rank))
                assert composites.drawn - drawn <= overlays
                on_screen = views._shown
                assert fresh() == image, (block, step.phase)
                views._shown = on_screen
        scene.deleteLater()


def test_an_idle_tick_brings_the_composite_passed_by_up_to_date(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A placement passes the move step's composite by (above); the first idle tick
    brings it up to date, so the first hover of a ring after it draws only around the
    ring hovered (it drew every ring changed since that side last showed a move step),
    and the hover shows what a paint with nothing kept shows, light and dark."""
    from climbdesk.games.climbers import Place
    from climbdesk.ui.boards.climbers.spots import Cell

    # The other sides made ahead in slices (turn12) would be counted too: left out here.
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)

    # The sides ahead come first in the idle ticks: other work, left out here.
    monkeypatch.setattr(SidesAhead, "paint_side", lambda self, turns: False)
    for dark in (False, True):
        scene, state, shown, fresh = lifted_board(qtbot, dark, monkeypatch)
        composites = scene.artist.layer.composites
        hovers = []
        for block in sorted(scene._picks)[:3]:
            scene.set_position(state, interactive=True)
            shown()
            lifted = state.child(Pick(block))
            scene.set_position(lifted, interactive=True)
            shown()
            places = [a for a in lifted.legal_actions() if isinstance(a, Place)]
            scene.set_position(lifted.child(places[len(places) // 3]), interactive=True)
            shown()
            scene.ahead._tick()  # the board idle
            cells = sorted(scene._moves)
            assert len(cells) >= 3
            whole, drawn = composites.whole, composites.drawn
            scene.hover = Cell(*cells[len(cells) // 2])
            scene.redraw()
            image = shown()
            hovers.append(composites.drawn - drawn)
            assert composites.whole == whole
            assert fresh() == image, block
            scene.hover = None
            scene.redraw()
            shown()
        assert max(hovers) <= 8, hovers  # the ring hovered and its neighbours
        scene.deleteLater()
