"""Issue 17 ("Smooth": a shown move in 5 ms): in a move step the shown side's composite of
the next step (block after the first move, disk after the second) is brought up to date
ahead, in the slices after the paint, for the position after staying — a move into the
block step then draws a few overlays (the climber's squares and the frames it changed)
where it drew some 50, and shows what a paint with nothing kept shows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Disk, DiskAt, Move, Stay
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers import nextstep, stepahead
from climbdesk.ui.boards.climbers.spots import ClimberInHand
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import (
    lift_step,
    slices_board,
    turn_until_idle,
)


def _walk(state: ClimbersState, phase: str, rng: random.Random) -> ClimbersState:
    """``state`` walked on by random actions to the next position in ``phase`` whose
    player may move (not only stay)."""
    state = state.child(rng.choice(state.legal_actions()))
    while state.phase != phase or not any(isinstance(a, Move) for a in state.legal_actions()):
        state = state.child(rng.choice(state.legal_actions()))
    return state



def _move_into_block(qtbot, monkeypatch, dark: bool, ahead: bool, stay: bool = False):  # type: ignore[no-untyped-def]  # noqa: E501
    """A block step shown (its composite kept), a round and more played, the next first
    move step shown and the event loop turned until idle (with the next step made
    ahead or not), then a move (or a stay) into the block step shown with nothing made
    after its paint: the overlays its paint drew, whether a composite was made whole,
    and the image against a paint with nothing kept."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark, next_step=ahead)
    rng = random.Random(3)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    for _ in range(2):  # two turns on: blocks moved, climbers went on
        state = _walk(state, "react", rng)
    state = _walk(state, "move1", rng)
    scene.artist.sprites.clear()  # as at a side's first block step: no ring kept
    scene.set_position(state, interactive=True)
    shown()
    steps = scene.ahead.steps
    nexts = steps.nexts
    turn_until_idle(scene)
    assert steps.nexts == nexts + ahead
    # What the move step shows is untouched by the work made for the next one.
    assert isinstance(scene.picked, ClimberInHand) and scene._picks == set()
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    after = state.child(Stay() if stay else moves[len(moves) // 2])
    assert after.phase == "block"
    composites = scene.artist.layer.composites
    drawn, whole, made = composites.drawn, composites.whole, scene.artist.sprites.made
    scene.set_position(after, interactive=True)
    image = shown()
    made = scene.artist.sprites.made - made  # the x-ray's rings' pictures (.sprites)
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    out = (composites.drawn - drawn, composites.whole - whole, made)
    view.close()
    scene.deleteLater()
    return out


@pytest.mark.parametrize("dark", [False, True])
def test_a_move_into_the_block_step_draws_a_few_overlays_after_the_move_step_made_it_ahead(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """After the idle slices of the move step, the move's paint brings the block
    composite up to date over the few overlays the climber changed: fewer than a third
    of those drawn when nothing was made ahead, no composite made whole, and the
    pixels of a paint with nothing kept.  The pictures of the x-ray's rings on the
    hidden blocks were made ahead too: the move makes none."""
    drawn, whole, made = _move_into_block(qtbot, monkeypatch, dark, ahead=True)
    drawn_without, whole_without, made_without = _move_into_block(
        qtbot, monkeypatch, dark, ahead=False)
    assert made == 0 and made_without >= 2, (made, made_without)
    assert whole == 0
    assert drawn_without + 30 * whole_without > 30, (drawn_without, whole_without)
    assert 3 * drawn < drawn_without + 30 * whole_without, (drawn, drawn_without)


def test_a_stay_into_the_block_step_draws_no_overlay(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The position after staying is the one made ahead: its block composite is shown
    as it was made, no overlay drawn, the pixels a fresh paint's."""
    assert _move_into_block(qtbot, monkeypatch, False, ahead=True, stay=True) == (0, 0, 0)


def test_the_next_step_is_dropped_on_input_and_made_only_where_it_shows_frames(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """With a step a slice, a new position shown while the next step's composite is
    half drawn drops it (not kept); the move step shown after it makes it again; a
    second move step whose player holds no disk makes no disk step ahead (the window
    plays "no disk" at once: the next player's reaction instead), and a bot's turn makes
    nothing."""
    monkeypatch.setattr(stepahead, "SLICE", 0.0)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    rng = random.Random(4)
    state = _walk(lift_step(5), "move1", rng)
    scene.set_position(state, interactive=True)
    shown()
    steps = scene.ahead.steps
    composites = scene.artist.layer.composites
    for _ in range(400):  # the two sides, then some of the next step's slices
        QApplication.processEvents()
        if steps._todo and steps._todo[0] == stepahead.NEXT and steps._job is not None:
            break
    assert steps._todo[0] == stepahead.NEXT
    for _ in range(5):
        QApplication.processEvents()
    assert not any(kind == "block" for _side, kind in composites._kept)
    dropped, whole = steps.dropped, composites.whole
    scene.set_position(state.child(Stay()), interactive=True)  # the block step
    assert steps.dropped == dropped + 1 and not steps.running()
    assert composites.whole == whole + 1  # the half drawn composite was not kept
    turn_until_idle(scene)
    assert steps.nexts == 0  # the block step has no next step made ahead
    state = _walk(state, "move1", rng)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    assert steps.nexts == 1
    move2 = state.child(Stay()).child(next(a for a in state.child(Stay()).legal_actions()
                                           if a.kind == "noblock"))
    assert move2.phase == "move2"
    move2.disk[move2.active] = DiskAt.HELD  # still in hand (a copy of the walk's)
    scene.set_position(move2, interactive=True)
    held = nextstep.next_step(scene)  # the disk step: its marks are the engine's own
    disk_step = move2.child(Stay())
    assert held is not None and held.state.phase == "disk" and held.disks == {
        a.block for a in disk_step.legal_actions() if isinstance(a, Disk)} != set()
    move2 = move2.clone()
    move2.disk[move2.active] = DiskAt.USED  # the window plays "no disk" at once
    scene.set_position(move2, interactive=True)
    react = nextstep.next_step(scene)  # so the next player's reaction comes next
    assert react is not None and react.state.phase == "react" and react.picked is not None
    assert react.picked.seat == react.state.current_player() != move2.active
    assert react.moves and all(isinstance(a, Move) and (a.x, a.y) in react.moves
                               for a in react.state.legal_actions()[1:])
    scene.set_interactive(False)
    scene.set_position(state, interactive=False)
    assert nextstep.next_step(scene) is None
    view.close()
    scene.deleteLater()
