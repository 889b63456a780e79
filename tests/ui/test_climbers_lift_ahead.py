"""Issue 17 ("Smooth": a shown move in 5 ms): in the block step the part of the shown
side's layer the hovered block's lift would repaint is painted ahead after the hover's
paint (.liftahead); that Pick's paint then copies it and replays no column, and shows
what a paint with nothing kept shows."""

from __future__ import annotations

import pytest

from climbdesk.games.climbers import Pick, Place
from climbdesk.ui.boards.climbers.liftahead import LiftSoon
from climbdesk.ui.boards.climbers.moveahead import MoveSoon
from climbdesk.ui.boards.climbers.spots import Anchor, BlockSpot, ClimbersSpot
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import lift_step, places_made, slices_board, turn_until_idle


def _hovered_part_only(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Only the hovered action's part made ahead: not every block's lift (pick17's
    :meth:`LiftSoon._every`), nor the whole picture after it (:mod:`.moveahead`), which
    tests of their own count."""
    monkeypatch.setattr(LiftSoon, "_every_token", lambda self: None)
    monkeypatch.setattr(MoveSoon, "poke", lambda self: None)


def _lift(qtbot, monkeypatch, dark: bool, ahead: bool, which: int, place: bool = False):  # type: ignore[no-untyped-def]  # noqa: E501
    """A block step shown and the event loop turned until idle, the ``which``-th pickable
    block hovered (its lift's part made ahead or not), then its Pick shown with nothing
    made after its paint: the columns replayed into the layer, the parts made and used,
    and whether the view kept the columns it showed through the work.  ``place``: the
    same for the ``which``-th place of the lifted block, its ghost hovered, in the place
    step after the first lift."""
    _hovered_part_only(monkeypatch)
    if not ahead:
        monkeypatch.setattr(LiftSoon, "poke", lambda self: None)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    state = lift_step(6)
    assert state.phase == "block"
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    picks = [a for a in state.legal_actions() if isinstance(a, Pick)]
    pick: Pick | Place = picks[which % len(picks)]
    hover: ClimbersSpot = BlockSpot(picks[which % len(picks)].block)  # as a mouse move
    if place:
        state = state.child(picks[0])
        scene.set_position(state, interactive=True)
        shown()
        turn_until_idle(scene)
        places = [a for a in state.legal_actions() if isinstance(a, Place)]
        pick = places[which * 37 % len(places)]
        scene.orient = pick.orient
        o = scene.held_orientation()
        assert o is not None
        hover = Anchor(*scene.handle_of(pick.x, pick.y, o))
    columns = dict(scene.artist.columns.columns(state.board))
    scene.hover = hover
    scene.redraw()
    shown()
    turn_until_idle(scene)
    # The view's kept columns are the same objects after the work for the lifts.
    now = scene.artist.columns.columns(state.board)
    kept = now.keys() == columns.keys() and all(now[c] is columns[c] for c in columns)
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    layer = scene.artist.layer
    replayed, used = layer.replayed, layer.lifts.used
    scene.set_position(state.child(pick), interactive=True)
    image = shown()
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    out = (layer.replayed - replayed, layer.lifts.made, layer.lifts.used - used, kept)
    view.close()
    scene.deleteLater()
    return out


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("which", [0, 3])
def test_a_lift_of_the_hovered_block_copies_the_layer_part_painted_ahead(qtbot, monkeypatch, dark: bool, which: int) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """After a hover over a block in the block step, its Pick's paint replays no column
    into the layer (it copies the part painted ahead) where it replayed some without, and
    shows the pixels of a paint with nothing kept; the view's columns are untouched."""
    replayed, made, used, kept = _lift(qtbot, monkeypatch, dark, ahead=True, which=which)
    replayed_without, made_without, used_without, _kept = _lift(
        qtbot, monkeypatch, dark, ahead=False, which=which)
    assert kept
    assert made_without == used_without == 0
    assert replayed_without > 0
    assert made > 0 and used > 0
    assert made <= 3  # the hovered block's lift only
    assert replayed == 0, (replayed, replayed_without)


@pytest.mark.parametrize("dark", [False, True])
def test_a_place_at_the_hovered_ghost_copies_the_layer_part_painted_ahead(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The same for the place step: with the ghost hovered at a place, that Place's paint
    copies the layer's part painted ahead and equals a paint with nothing kept."""
    replayed, made, used, kept = _lift(qtbot, monkeypatch, dark, ahead=True, which=1,
                                       place=True)
    replayed_without, made_without, used_without, _kept = _lift(
        qtbot, monkeypatch, dark, ahead=False, which=1, place=True)
    assert kept
    assert made_without == used_without == 0
    assert replayed_without > 0
    assert 0 < made <= 3 and used > 0
    assert replayed == 0, (replayed, replayed_without)


def test_the_part_ahead_is_made_again_for_a_position_shown_anew(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """What :class:`LiftSoon` made last is named by the scene's count of positions shown,
    not by the state's ``id()``, which a new position takes over once the old one is
    freed: the same object shown again (as such a new one would be) gets its hovered
    lift's part made again."""
    _hovered_part_only(monkeypatch)
    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(6)
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    lifts = scene.artist.layer.lifts
    made = []
    for _ in range(2):
        scene.set_position(state, interactive=True)
        shown()
        turn_until_idle(scene)
        lifts.clear()  # nothing kept from before: the part must be made now
        before = lifts.made
        scene.hover = BlockSpot(pick.block)
        scene.redraw()
        shown()
        turn_until_idle(scene)
        made.append(lifts.made - before)
        scene.hover = None
    view.close()
    scene.deleteLater()
    assert made[0] > 0
    assert made[1] == made[0], made


def test_the_benchs_hover_points_at_the_block_and_the_place_as_a_mouse_would(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """``bench --per-move --hover`` (the probe's ``_point_at``) hovers the block a Pick
    lifts and the place a Place sets it on, so the part ahead is made for the action
    then played; any other action is not pointed at."""
    from climbdesk.games.climbers import NoBlock
    from climbdesk.ui.dev.bench_probe import _point_at

    _hovered_part_only(monkeypatch)
    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    assert not _point_at(scene, NoBlock())
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    assert _point_at(scene, pick) and scene.hover == BlockSpot(pick.block)
    made = scene.artist.layer.lifts.made
    turn_until_idle(scene)
    assert scene.artist.layer.lifts.made > made
    state = state.child(pick)
    scene.set_position(state, interactive=True)
    place = [a for a in state.legal_actions() if isinstance(a, Place)][-1]
    assert _point_at(scene, place)
    o = scene.held_orientation()
    assert o is not None and scene.orient == place.orient
    assert scene.hover == Anchor(*scene.handle_of(place.x, place.y, o))
    view.close()
    scene.deleteLater()


def _worked_out_at(qtbot, monkeypatch, ahead: bool, place: bool):  # type: ignore[no-untyped-def]  # noqa: E501
    """A block (or, after a first lift, a place) hovered and the event loop turned until
    idle, then its Pick (Place) shown: the columns worked out and taken as made ahead,
    and the engine's place lists worked out, on the GUI thread before the paint."""
    made = places_made(monkeypatch)  # nothing kept by another test
    _hovered_part_only(monkeypatch)
    if not ahead:
        monkeypatch.setattr(LiftSoon, "poke", lambda self: None)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    action: Pick | Place = [a for a in state.legal_actions() if isinstance(a, Pick)][1]
    scene.hover = BlockSpot(action.block)
    if place:
        state = state.child(action)
        scene.hover = None
        scene.set_position(state, interactive=True)
        shown()
        turn_until_idle(scene)
        action = [a for a in state.legal_actions() if isinstance(a, Place)][11]
        scene.orient = action.orient
        o = scene.held_orientation()
        assert o is not None
        scene.hover = Anchor(*scene.handle_of(action.x, action.y, o))
    scene.redraw()
    shown()
    turn_until_idle(scene)
    scene.hover = None
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    cache = scene.artist.columns
    built, adopted, places = cache.built, cache.adopted, made[0]
    scene.set_position(state.child(action), interactive=True)
    image = shown()
    out = (cache.built - built, cache.adopted - adopted, made[0] - places)
    assert image == fresh()
    view.close()
    scene.deleteLater()
    return out


@pytest.mark.parametrize("place", [False, True])
def test_a_hovered_action_finds_its_columns_and_places_worked_out(qtbot, monkeypatch, place: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """After the hover, the Pick (or Place) works out no column (the columns of the
    position after it were worked out with the layer's part, and are taken) and no
    place list (the lift's places were worked out a turn after the hover, and the
    engine keeps them by content); without the hover it works out both."""
    built, adopted, places = _worked_out_at(qtbot, monkeypatch, True, place)
    built_without, adopted_without, places_without = _worked_out_at(
        qtbot, monkeypatch, False, place)
    assert built_without > 0 and adopted_without == 0
    assert (built, adopted) == (0, 1)
    if not place:
        assert places_without == 1
        assert places == 0
