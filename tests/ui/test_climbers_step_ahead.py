"""Issue 17 ("Smooth"): the other sides of a shown step made ahead, in slices of their own
after the board's paint — a turn at once then copies a picture (no frame drawn again in
the block and disk steps), the work is dropped when a new position comes, each slice
does little, and the turned picture's pixels are those of a paint with nothing kept."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers import stepahead

from .board_helpers import show_board
from .climbers_helpers import (
    climbers_scene,
    lift_step,
    lifted_board,
    only_the_slices,
    shown_and_fresh,
    slices_board,
    turn_until_idle,
)


def _next_step(state: ClimbersState, phase: str, rng: random.Random) -> ClimbersState:
    """``state`` walked on by random actions to the next position in ``phase``."""
    state = state.child(rng.choice(state.legal_actions()))
    while state.phase != phase:
        state = state.child(rng.choice(state.legal_actions()))
    return state



@pytest.mark.parametrize(("dark", "phase"), [(False, "block"), (True, "disk")])
def test_a_turn_in_the_block_and_disk_steps_copies_a_side_made_ahead(qtbot, monkeypatch, dark: bool, phase: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Each side seen once, a later block (disk) step is shown and the event loop turned
    until idle (never waiting): turning at once to each side then draws no overlay and
    works out no framed top, and shows what a paint with nothing kept shows."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    rng = random.Random(1)
    state = _next_step(lift_step(3), phase, rng)
    scene.set_position(state, interactive=True)
    for _ in range(4):
        scene.turn(1)
        shown()
    turn_until_idle(scene)
    state = _next_step(state, phase, rng)  # some blocks moved, the climbers went on
    assert len(scene.artist._marked_squares(state)) > 20
    steps = scene.ahead.steps
    sides, dropped = steps.made, steps.dropped
    scene.set_position(state, interactive=True)
    turn_until_idle(scene)
    composites = scene.artist.layer.composites
    for _ in range(3):
        drawn, made = composites.drawn, composites.recipes_made + composites.framed
        copied = scene.artist.views.copied
        scene.turn(1)
        image = shown()
        assert composites.drawn == drawn and composites.recipes_made + composites.framed == made
        assert scene.artist.views.copied > copied
        assert image == fresh()
        turn_until_idle(scene)  # the new side's neighbours: made already, so nothing is painted
    assert steps.made - sides == 3 and steps.dropped == dropped
    view.close()
    scene.deleteLater()


def test_the_work_is_sliced_and_dropped_when_a_new_position_comes(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """With no time to spare a slice does one step, each in a turn of the event loop of
    its own after the paint; a new position shown midway drops the side half made (its
    composite is not kept) and the work starts again after the new position's paint; a
    board that takes no input (a bot's turn) makes nothing ahead."""
    monkeypatch.setattr(stepahead, "SLICE", 0.0)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    rng = random.Random(2)
    state = _next_step(lift_step(4), "block", rng)
    steps = scene.ahead.steps
    scene.set_position(state, interactive=True)
    assert steps.slices == 0  # nothing before the board's paint
    shown()
    for _ in range(40):  # the side's columns, layer, plan and some of its frames
        QApplication.processEvents()
    assert 0 < steps.slices == steps.steps and steps.made == 0
    composites = scene.artist.layer.composites
    kept = set(composites._kept)
    state = _next_step(state, "block", rng)
    scene.set_position(state, interactive=True)
    assert steps.dropped == 1 and not steps.running()
    assert set(composites._kept) == kept  # the composite half drawn is not kept
    turn_until_idle(scene)
    # The two sides a key reaches (E, Q), not the far one: it was a third of the work.
    assert steps.slices == steps.steps and steps.made == 2
    far = (scene.proj.turns + 2) % 4
    device = scene.ahead.device_painter(view)
    with scene.ahead.as_side(far):
        assert not scene.artist.views.kept_as_now(device)
    device.end()
    scene.turn(-1)
    assert shown() == fresh()
    scene.set_interactive(False)  # a bot's turn: nothing to make
    slices = steps.slices
    scene.set_position(_next_step(state, "block", rng), interactive=False)
    turn_until_idle(scene)
    assert steps.slices == slices
    view.close()
    scene.deleteLater()


def test_a_turn_in_the_place_step_draws_no_palette_picture(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A block lifted and the event loop turned until idle: a turn at once to either
    side a key reaches, and from there to the other, draws no palette picture of the
    lifted block (the side's were made ahead; the turn drew all of them, some 5 ms of a
    9.5 ms turn), copies the side's picture and shows what a paint with nothing kept
    shows, light and dark."""
    from collections import OrderedDict

    from climbdesk.games.climbers import Pick
    from climbdesk.ui.boards.climbers import orientations

    only_the_slices(monkeypatch)
    drawn: list[int] = []
    real = orientations.box_picture

    def counted(*args: object, **kwargs: object) -> object:
        drawn.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(orientations, "box_picture", counted)
    for dark in (False, True):
        monkeypatch.setattr(orientations, "_icons", OrderedDict())  # none kept from before
        scene = climbers_scene(dark)
        assert scene.side_panel() is not None
        view = show_board(qtbot, scene, 900, 700)
        shown, fresh = shown_and_fresh(view, scene, monkeypatch)
        state = lift_step(5)
        pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
        scene.set_position(state.child(pick), interactive=True)
        shown()
        turn_until_idle(scene)
        assert scene.ahead.steps.icons == 2
        views = scene.artist.views
        for turn in (1, -2):  # to E's side, then past the side shown to Q's
            before, copied = len(drawn), views.copied
            scene.turn(turn)
            image = shown()
            assert len(drawn) == before, (dark, turn)
            assert views.copied > copied
            assert image == fresh()
            turn_until_idle(scene)
        view.close()
        scene.deleteLater()


def test_a_side_made_ahead_keeps_its_ranks_from_slice_to_slice(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Each slice sees the scene from a side again: the squares' ranks in that side's
    painter's order (a dict of 400, after a sort) are worked out once per side made, not
    once per slice (the side's own are carried from slice to slice).  The turned side
    still shows what a paint with nothing kept shows."""
    from climbdesk.ui.boards.climbers.layers import MountainLayer

    only_the_slices(monkeypatch)
    monkeypatch.setattr(stepahead, "SLICE", 0.0)  # a step a slice: many slices a side
    rebuilt: list[int] = []
    real = MountainLayer._ranks

    def counted(self: MountainLayer, *args: object) -> dict[int, int]:
        was = self._rank
        rank = real(self, *args)  # type: ignore[arg-type]
        if rank is not was:
            rebuilt.append(self.scene.proj.turns)
        return rank

    monkeypatch.setattr(MountainLayer, "_ranks", counted)
    scene = climbers_scene()
    view = show_board(qtbot, scene, 900, 700)
    shown, fresh = shown_and_fresh(view, scene, monkeypatch)
    rng = random.Random(5)
    state = _next_step(lift_step(4), "block", rng)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    steps = scene.ahead.steps
    assert steps.made == 2 and steps.slices > 20
    assert len(rebuilt) <= 3, rebuilt  # the side shown's, and once a side made ahead
    scene.turn(1)
    assert shown() == fresh()
    view.close()
    scene.deleteLater()


def test_a_lift_and_a_placement_after_sides_made_ahead_show_a_fresh_paint(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """With the slices on, lifts and placements shown while and after the sides are made
    (turned or not) show exactly what a paint with nothing kept shows, light and dark: a
    side's layer left with only some bands repainted when the work was dropped showed 51
    stale pixels later (it is painted whole next time)."""
    from climbdesk.games.climbers import Pick, Place

    for dark in (False, True):
        scene, state, shown, fresh = lifted_board(qtbot, dark, monkeypatch)
        views = scene.artist.views
        for i, block in enumerate(sorted(scene._picks)[:3]):
            scene.set_position(state, interactive=True)
            if i % 2:
                scene.turn(1)
            shown()  # the lift comes while the sides are being made: dropped midway
            lifted = state.child(Pick(block))
            places = [a for a in lifted.legal_actions() if isinstance(a, Place)]
            for step in (lifted, lifted.child(places[len(places) // 3])):
                scene.set_position(step, interactive=True)
                image = shown()
                on_screen = views._shown
                assert fresh() == image, (dark, block, step.phase)
                views._shown = on_screen
        scene.views()[0].close()
        scene.deleteLater()


def test_a_finished_game_turns_by_copying_sides_made_ahead(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A finished game takes no moves, but its mountain is turned and looked at: its
    sides are made ahead too (they were not: a turn at game over drew every overlay,
    19-31 ms), so each turn copies a picture that equals a paint with nothing kept."""
    scene = climbers_scene(False)
    view = show_board(qtbot, scene, 900, 700)
    shown, fresh = shown_and_fresh(view, scene, monkeypatch)
    rng = random.Random(1)
    state = lift_step(3)
    while not state.is_terminal():
        state = state.child(rng.choice(state.legal_actions()))
    scene.set_position(state, interactive=False)
    shown()
    turn_until_idle(scene)
    composites = scene.artist.layer.composites
    for _ in range(3):
        drawn = composites.drawn
        copied = scene.artist.views.copied
        scene.turn(1)
        image = shown()
        assert scene.artist.views.copied > copied
        assert composites.drawn == drawn
        assert image == fresh()
        turn_until_idle(scene)
    view.close()
    scene.deleteLater()
