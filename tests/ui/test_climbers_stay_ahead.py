"""Issue 17 ("Smooth": a shown move in 5 ms, move17): in a move step the view's whole
paint of the position after staying is made ahead, last of the idle slices, and then each
move's part of it (the climber's squares and the frames it changes).  A move's paint takes
that picture as the base of the kept picture and copies its part over it: no figure and
no composite overlay drawn, where it brought the move step's picture up to date over all
the step changed (its rings gone, the block step's frames come) after the composite over
the climber's squares.  Without a part the picture is brought up to date over the
climber's squares only.  Every way, the pixels of a paint with nothing kept."""

from __future__ import annotations

import random

import pytest

from climbdesk.games.climbers import Disk, Move, Stay
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.nextstep import StayAhead
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import lift_step, slices_board, turn_until_idle


def _walk(state: ClimbersState, phase: str, rng: random.Random) -> ClimbersState:
    """``state`` walked on by random actions to the next position in ``phase`` whose player
    may move (in the disk step: may put the disk on a block)."""
    kind = Disk if phase == "disk" else Move
    state = state.child(rng.choice(state.legal_actions()))
    while state.phase != phase or not any(isinstance(a, kind) for a in state.legal_actions()):
        state = state.child(rng.choice(state.legal_actions()))
    return state


def _move(qtbot, monkeypatch, dark: bool, made: str, pick: int, idle: bool = False,  # type: ignore[no-untyped-def]  # noqa: E501
          phase: str = "move1"):
    with monkeypatch.context() as patch:
        return _move_in(qtbot, patch, dark, made, pick, idle, phase)


def _move_in(qtbot, monkeypatch, dark: bool, made: str, pick: int, idle: bool, phase: str):  # type: ignore[no-untyped-def]  # noqa: E501
    """A move step (``phase``) shown and left idle (``made`` ahead: "parts", the stay "picture"
    alone, or "nothing"), then move number ``pick`` of its moves (-1: a stay) shown with
    nothing made after its paint: (figures drawn over the kept picture, overlays drawn
    in the composite, stay pictures taken, parts taken), whether the view shows a paint
    with nothing kept, and whether a whole paint through the composite after it does
    (``idle``: after the event loop turned until idle; then the overlays drawn in that
    paint's composite stand in the first place)."""
    if made != "parts":
        monkeypatch.setattr(StayAhead, "make_part", lambda self, painter, move: None)
    if made == "nothing":
        monkeypatch.setattr(StayAhead, "make", lambda self, painter: None)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    rng = random.Random(3)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    for _ in range(0 if phase == "disk" else 2):  # the disk is used in a few rounds
        state = _walk(state, "react", rng)
    state = _walk(state, phase, rng)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    stay = scene.ahead.steps.stay
    moves = [a for a in state.legal_actions() if isinstance(a, Disk if phase == "disk" else Move)]
    assert stay.made == (made != "nothing")
    assert stay.parts == (len({a.text() if isinstance(a, Disk) else (a.x, a.y) for a in moves})
                          + 1 if made == "parts" else 0)
    if not idle:
        monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    after = state.child(Stay() if pick < 0 else moves[pick % len(moves)])
    views = scene.artist.views
    composites = scene.artist.layer.composites
    redrawn, drawn, parts = views.redrawn, composites.drawn, views.parts
    scene.set_position(after, interactive=True)
    image = shown()
    out = (views.redrawn - redrawn, composites.drawn - drawn, stay.taken, views.parts - parts)
    same = image == fresh()
    if idle:
        turn_until_idle(scene)
        drawn = composites.drawn
    # A whole paint through the composite, which a move from a part leaves as it was.
    views.clear()
    whole = shown() == fresh()
    if idle:
        out = (composites.drawn - drawn, *out[1:])
    view.close()
    scene.deleteLater()
    return out, same, whole


@pytest.mark.parametrize("dark", [False, True])
def test_a_move_copies_its_part_made_ahead(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """With each move's part made ahead the move draws no figure and no overlay; from the
    move step's picture it drew some; the pixels are a fresh paint's, and so are those
    of a whole paint after it through the composite the move left behind."""
    for pick in (0, 1, 2):
        (redrawn, drawn, taken, parts), same, whole = _move(
            qtbot, monkeypatch, dark, "parts", pick)
        (redrawn_without, drawn_without, taken_without, _p), same_without, _w = _move(
            qtbot, monkeypatch, dark, "nothing", pick)
        assert same and same_without and whole
        assert (taken, parts, taken_without) == (1, 1, 0)
        assert (redrawn, drawn) == (0, 0)
        assert redrawn_without > 0 and drawn_without > 0, (redrawn_without, drawn_without)


@pytest.mark.parametrize("dark", [False, True])
def test_without_a_part_the_stay_picture_is_brought_up_to_date_over_the_climbers_squares(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The stay picture alone: fewer figures drawn over the kept picture than from the
    move step's picture, the picture taken, the pixels a fresh paint's."""
    for pick in (0, 1):
        (redrawn, _drawn, taken, parts), same, whole = _move(
            qtbot, monkeypatch, dark, "picture", pick)
        (redrawn_without, _d, taken_without, _p), same_without, _w = _move(
            qtbot, monkeypatch, dark, "nothing", pick)
        assert same and same_without and whole
        assert (taken, parts, taken_without) == (1, 0, 0)
        assert redrawn < redrawn_without, (pick, redrawn, redrawn_without)


def test_a_stay_shows_the_stay_picture_as_made(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The position after staying is the one painted ahead: its part is empty, no figure
    drawn again, no overlay, the pixels a fresh paint's; without its part (the stay
    picture alone) the composite, brought back to it after the moves' parts, draws no
    overlay either."""
    (redrawn, drawn, taken, parts), same, whole = _move(qtbot, monkeypatch, False, "parts", -1)
    assert same and whole and (redrawn, drawn, taken, parts) == (0, 0, 1, 1)
    (redrawn, drawn, taken, parts), same, whole = _move(qtbot, monkeypatch, False, "picture",
                                                        -1)
    assert same and whole and (redrawn, drawn, taken, parts) == (0, 0, 1, 0)


def test_the_composite_a_part_left_behind_is_brought_up_to_date_when_idle(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """After a move that copied its part, the slices after its paint bring the composite
    up to date: a whole paint through it then (a hover's) draws no overlay, where it
    drew the climber's squares' overlays without them."""
    (drawn, _d, _taken, parts), same, whole = _move(qtbot, monkeypatch, False, "parts", 1,
                                                    idle=True)
    assert parts == 1 and same and whole and drawn == 0
    monkeypatch.setattr(StepAhead, "_catch_up", lambda self: iter([None]))
    (drawn, _d, _taken, parts), same, whole = _move(qtbot, monkeypatch, False, "parts", 1,
                                                    idle=True)
    assert parts == 1 and same and whole and drawn > 0


def test_a_reaction_copies_its_part_made_ahead(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A reaction step has no next step made ahead (its moves lead to the next player's
    move step): the stay picture and the moves' parts are made all the same, and a
    reaction's move copies its part, the pixels a fresh paint's."""
    for pick in (0, 1):
        (redrawn, drawn, taken, parts), same, whole = _move(
            qtbot, monkeypatch, False, "parts", pick, phase="react")
        (redrawn_without, drawn_without, _t, _p), same_without, _w = _move(
            qtbot, monkeypatch, False, "nothing", pick, phase="react")
        assert same and same_without and whole
        assert (taken, parts, redrawn, drawn) == (1, 1, 0, 0)
        assert redrawn_without + drawn_without > 0


def test_a_disk_copies_its_part_made_ahead(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """In the disk step the picture after "no disk" is made, with a part for each block
    the disk may go on: a Disk copies its part, the pixels a fresh paint's."""
    (redrawn, drawn, taken, parts), same, whole = _move(
        qtbot, monkeypatch, False, "parts", 0, phase="disk")
    assert same and whole and (taken, parts, redrawn, drawn) == (1, 1, 0, 0)
