"""Issue 17 ("Smooth": a shown move in 5 ms, move17): in a move step the view's whole
paint of the position after staying is made ahead, last of the idle slices; a move's
paint takes it as the base of the kept picture and brings it up to date over the
climber's squares only, where it brought the move step's picture up to date over all the
step changed (its rings gone, the block step's frames come): fewer figures drawn, and the
pixels of a paint with nothing kept."""

from __future__ import annotations

import random

import pytest

from climbdesk.games.climbers import Move, Stay
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.nextstep import StayAhead
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import lift_step, slices_board, turn_until_idle


def _walk(state: ClimbersState, phase: str, rng: random.Random) -> ClimbersState:
    state = state.child(rng.choice(state.legal_actions()))
    while state.phase != phase or not any(isinstance(a, Move) for a in state.legal_actions()):
        state = state.child(rng.choice(state.legal_actions()))
    return state


def _move(qtbot, monkeypatch, dark: bool, ahead: bool, pick: int, seed: int = 3):  # type: ignore[no-untyped-def]  # noqa: E501
    with monkeypatch.context() as patch:
        return _move_in(qtbot, patch, dark, ahead, pick, seed)


def _move_in(qtbot, monkeypatch, dark: bool, ahead: bool, pick: int, seed: int):  # type: ignore[no-untyped-def]  # noqa: E501
    """A first move step shown and left idle (the stay picture made ahead or not), then
    move number ``pick`` of its moves (-1: a stay) shown with nothing made after its
    paint: (figures drawn over the kept picture, overlays drawn in the composite,
    pictures taken), and whether the view shows a paint with nothing kept."""
    if not ahead:
        monkeypatch.setattr(StayAhead, "make", lambda self, painter: None)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    rng = random.Random(seed)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    for _ in range(2):
        state = _walk(state, "react", rng)
    state = _walk(state, "move1", rng)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    stay = scene.ahead.steps.stay
    assert stay.made == (1 if ahead else 0)
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    after = state.child(Stay() if pick < 0 else moves[pick % len(moves)])
    views = scene.artist.views
    composites = scene.artist.layer.composites
    redrawn, drawn = views.redrawn, composites.drawn
    scene.set_position(after, interactive=True)
    image = shown()
    out = (views.redrawn - redrawn, composites.drawn - drawn, stay.taken)
    on_screen = views._shown
    same = image == fresh()
    views._shown = on_screen
    view.close()
    scene.deleteLater()
    return out, same


@pytest.mark.parametrize("dark", [False, True])
def test_a_move_brings_the_stay_picture_up_to_date_over_the_climbers_squares(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Fewer figures drawn over the kept picture than from the move step's picture, the
    picture made ahead taken, the pixels a fresh paint's."""
    for pick in (0, 1, 2):
        (redrawn, _drawn, taken), same = _move(qtbot, monkeypatch, dark, True, pick)
        (redrawn_without, _d, taken_without), same_without = _move(
            qtbot, monkeypatch, dark, False, pick)
        assert same and same_without
        assert taken == 1 and taken_without == 0
        assert redrawn < redrawn_without, (pick, redrawn, redrawn_without)


def test_a_stay_shows_the_stay_picture_as_made(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The position after staying is the one painted ahead: no figure drawn again, no
    overlay, the pixels a fresh paint's."""
    (redrawn, drawn, taken), same = _move(qtbot, monkeypatch, False, True, -1)
    assert same and (redrawn, drawn, taken) == (0, 0, 1)
