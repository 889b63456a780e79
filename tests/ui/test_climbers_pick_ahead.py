"""Issue 17 ("Smooth": a shown move in 5 ms), pick17: a lift without a hover finds every
block that may be lifted lifted ahead after the block step's paint (its layer's part,
columns, places and origin box, :meth:`.liftahead.LiftSoon._every`); a hovered lift or
place has the whole picture after it painted ahead (:mod:`.moveahead`), so its paint
draws nothing.  Counted, never timed; every paint equals a paint with nothing kept."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Pick, Place
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.liftahead import LiftSoon
from climbdesk.ui.boards.climbers.moveahead import MoveSoon
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import Anchor, BlockSpot, ClimbersSpot
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import lift_step, places_made, slices_board, turn_until_idle


def _idle(scene: ClimbersBoardScene) -> None:
    """Turn the event loop until the slices, the lifts ahead and a hover's work are done."""
    soon, lifts = scene.move_soon, scene.lift_soon
    for _ in range(200):
        turn_until_idle(scene)
        QApplication.processEvents()
        if not (soon._queued or lifts._queued or lifts._every_queued
                or scene.ahead.steps._queued):
            return


def _counts(scene: ClimbersBoardScene) -> tuple[int, ...]:
    layer, artist = scene.artist.layer, scene.artist
    return (layer.replayed, artist.columns.built, artist.columns.adopted, artist.sprites.made,
            layer.composites.drawn, layer.composites.whole, scene.move_soon.taken)


def _plain_lift(qtbot, monkeypatch, dark: bool, every: bool, which: int):  # type: ignore[no-untyped-def]  # noqa: E501
    """A block step shown, the event loop turned until idle (every block lifted ahead or
    not), then the ``which``-th block's Pick shown without a hover, nothing made after
    its paint: the columns replayed into the layer and built, boards adopted, pictures
    made (the origin box), the engine's place lists worked out."""
    if not every:
        monkeypatch.setattr(LiftSoon, "_every_token", lambda self: None)
    made = places_made(monkeypatch)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    picks = [a for a in state.legal_actions() if isinstance(a, Pick)]
    lifted = scene.lift_soon.every
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    before, places = _counts(scene), made[0]
    scene.set_position(state.child(picks[which % len(picks)]), interactive=True)
    image = shown()
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    out = tuple(b - a for a, b in zip(before, _counts(scene), strict=True))
    view.close()
    scene.deleteLater()
    return out[:4], made[0] - places, lifted, len(picks)


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("which", [0, 5])
def test_a_lift_without_a_hover_finds_its_block_lifted_ahead(qtbot, monkeypatch, dark: bool, which: int) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """After the block step's paint every block that may be lifted is lifted ahead, a
    block a turn: a Pick then replays no column into the layer, builds no column (it
    takes the board worked out ahead), makes no picture (the origin box) and works out
    no place list, where without that work it does all four; pixels as a fresh paint's."""
    (replayed, built, adopted, pictures), places, lifted, picks = _plain_lift(
        qtbot, monkeypatch, dark, every=True, which=which)
    (replayed_w, built_w, adopted_w, pictures_w), places_w, lifted_w, _picks = _plain_lift(
        qtbot, monkeypatch, dark, every=False, which=which)
    assert lifted == picks and lifted_w == 0
    assert replayed_w > 0 and built_w > 0 and adopted_w == 0 and places_w == 1
    assert pictures_w > 0
    assert (replayed, built, adopted, pictures, places) == (0, 0, 1, 0, 0)


def test_nothing_is_lifted_ahead_for_a_bot_nor_on_a_new_position_dropped(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A block step of a seat not at the device lifts nothing ahead (a bot's lift is never
    shown from the block step), and a position shown before the lifts are through drops
    the rest: only a block step to a person here is lifted ahead."""
    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(6)
    scene.set_seats_at_device(s for s in range(state.players) if s != state.active)
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    assert scene.lift_soon.every == 0 and scene.artist.layer.lifts.made == 0
    scene.set_seats_at_device(range(state.players))
    scene.set_position(state.clone(), interactive=True)
    shown()
    QApplication.processEvents()  # the first block or two
    lifted = scene.lift_soon.every
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    scene.set_position(state.child(pick), interactive=True)  # the place step: no lifts
    shown()
    _idle(scene)
    assert scene.lift_soon.every == lifted < len(scene.lift_soon._blocks) + lifted
    view.close()
    scene.deleteLater()


def _hovered(qtbot, monkeypatch, dark: bool, ahead: bool, place: bool, other: bool = False):  # type: ignore[no-untyped-def]  # noqa: E501
    """A block (``place``: after a first lift, a place) hovered and the event loop turned
    until idle, the hover let go as a click lets go of it, then that Pick (Place; with
    ``other``, another one) shown with nothing made after its paint: the columns
    replayed, overlays drawn, composites made whole and pictures taken, and whether the
    picture made ahead was dropped after the paint."""
    monkeypatch.setattr(LiftSoon, "_every_token", lambda self: None)  # the hover's alone
    if not ahead:
        real = MoveSoon.action

        def no_lifts(self):  # type: ignore[no-untyped-def]
            action = real(self)
            return None if isinstance(action, (Pick, Place)) else action

        monkeypatch.setattr(MoveSoon, "action", no_lifts)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    state: ClimbersState = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    actions: list[Pick | Place] = [a for a in state.legal_actions() if isinstance(a, Pick)]
    hover: ClimbersSpot = BlockSpot(actions[1].block)
    if place:
        state = state.child(actions[1])
        scene.set_position(state, interactive=True)
        shown()
        _idle(scene)
        actions = [a for a in state.legal_actions() if isinstance(a, Place)][7::41]
        scene.orient = actions[0].orient
        o = scene.held_orientation()
        assert o is not None
        hover = Anchor(*scene.handle_of(actions[0].x, actions[0].y, o))
    else:
        actions = actions[1:]
    scene.hover = hover
    scene.redraw()
    shown()
    _idle(scene)
    scene.hover = None  # let go
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    action = actions[1] if other else actions[0]
    if isinstance(action, Place):
        scene.orient = action.orient
    before = _counts(scene)
    made = scene.move_soon.made
    scene.set_position(state.child(action), interactive=True)
    image = shown()
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    gone = scene.move_soon._picture is None
    out = tuple(b - a for a, b in zip(before, _counts(scene), strict=True))
    view.close()
    scene.deleteLater()
    replayed, _built, _adopted, _pictures, drawn, whole, taken = out
    return replayed, drawn, whole, taken, made, gone


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("place", [False, True])
def test_a_hovered_lift_or_place_is_painted_ahead_whole(qtbot, monkeypatch, dark: bool, place: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """After a hover over a block (a place, the block in hand), the Pick's (Place's) paint
    copies the whole picture made ahead: no column replayed, no overlay drawn, no
    composite made, where without it the paint draws overlays; pixels as a fresh
    paint's, light and dark."""
    replayed, drawn, whole, taken, made, _gone = _hovered(qtbot, monkeypatch, dark, True, place)
    replayed_w, drawn_w, whole_w, taken_w, made_w, _gone = _hovered(
        qtbot, monkeypatch, dark, False, place)
    assert made > 0 and taken == 1
    assert taken_w == 0 and drawn_w + whole_w > 0
    assert (replayed, drawn, whole) == (0, 0, 0)


@pytest.mark.parametrize("place", [False, True])
def test_a_hover_then_another_click_paints_what_was_clicked(qtbot, monkeypatch, place: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A block (place) hovered, then another one clicked: the picture made ahead is not
    taken, the paint equals a fresh one, and the picture goes after that paint."""
    _replayed, _drawn, _whole, taken, made, gone = _hovered(
        qtbot, monkeypatch, False, True, place, other=True)
    assert made > 0 and taken == 0 and gone


def test_no_picture_is_made_for_a_lift_by_a_bot(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A hovered block while the seat to lift is not at the device makes no picture: its
    place step is never shown with marks here."""
    monkeypatch.setattr(LiftSoon, "_every_token", lambda self: None)
    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    scene.set_seats_at_device(s for s in range(state.players) if s != state.active)
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    scene.hover = BlockSpot(pick.block)
    scene.redraw()
    shown()
    _idle(scene)
    assert scene.move_soon.made == 0 and scene.move_soon._picture is None
    view.close()
    scene.deleteLater()


def test_a_taken_lifts_picture_leaves_the_side_with_the_layer_it_was_painted_through(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The copy of the layer a hovered lift's picture was painted through becomes the
    side's layer when the picture is taken: the next whole paint (the place step's
    ghost, a turn back) finds the lifted block's area painted, no part to copy nor
    column to replay; pixels as a fresh paint's."""
    monkeypatch.setattr(LiftSoon, "_every_token", lambda self: None)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    pick = [a for a in state.legal_actions() if isinstance(a, Pick)][1]
    scene.hover = BlockSpot(pick.block)
    scene.redraw()
    shown()
    _idle(scene)
    scene.hover = None
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    scene.set_position(state.child(pick), interactive=True)
    shown()
    assert scene.move_soon.taken == 1
    layer = scene.artist.layer
    used, replayed = layer.lifts.used, layer.replayed
    scene.artist.views.clear()  # the next paint is a whole one, through the layer
    scene.update_board()
    image = shown()
    assert (layer.lifts.used - used, layer.replayed - replayed) == (0, 0)
    assert image == fresh()
    view.close()
    scene.deleteLater()
