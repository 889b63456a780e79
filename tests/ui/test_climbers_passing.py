"""Issue 17 ("Smooth": a shown move in 5 ms): a position whose one legal action is not
the board's (the disk step without the disk in hand) is replaced by the controller's
forced choice before the board paints; its redraw waits (.passing), so a move into the
reaction step brings the kept picture up to date once, for the reaction step, where it
did so for the disk step first (its composite, the area of the move step's rings)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import DiskAt, Move, NoDisk
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .board_helpers import show_board
from .climbers_helpers import climbers_scene, lift_step, only_the_slices, slices_board


def _second_move_step() -> ClimbersState:
    """A second move step whose player may move and no longer holds the disk."""
    rng = random.Random(5)
    state = lift_step(6)
    while True:
        state = state.child(rng.choice(state.legal_actions()))
        if state.phase == "move2" and state.disk[state.active] != DiskAt.HELD \
                and any(isinstance(a, Move) for a in state.legal_actions()):
            return state


def _into_the_reaction(qtbot, monkeypatch, dark: bool, replaced: bool = True):  # type: ignore[no-untyped-def]  # noqa: E501
    """The second move step shown, then a move into the disk step (its only action "no
    disk") and at once, as the controller does, the reaction step: the kept picture's
    updates, the composites' overlays drawn, and the image against a fresh paint."""
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing made ahead
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    state = _second_move_step()
    scene.set_position(state, interactive=True)
    shown()
    disk = state.child(next(a for a in state.legal_actions() if isinstance(a, Move)))
    assert disk.phase == "disk" and disk.legal_actions() == [NoDisk()]
    views, composites, passing = scene.artist.views, scene.artist.layer.composites, \
        scene.passing
    counts = views.patched, composites.drawn, composites.whole, passing.held
    scene.set_position(disk, interactive=True)
    scene.show_hint(None)  # as the page does before it shows the next position
    if replaced:
        react = disk.child(NoDisk())
        assert react.phase == "react"
        scene.set_position(react, interactive=True)
    image = shown()
    for _ in range(3):  # the held redraw's turns of the event loop
        QApplication.processEvents()
    assert shown() == image == fresh()
    out = (views.patched - counts[0], composites.drawn - counts[1],
           composites.whole - counts[2], passing.held - counts[3], passing.late)
    view.close()
    scene.deleteLater()
    return out


def test_a_move_into_the_reaction_brings_the_picture_up_to_date_once(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The disk step the forced "no disk" replaces is not drawn: one update of the kept
    picture (the reaction step's, its rings drawn over the layer), no composite made
    whole, the pixels a fresh paint's, light and dark."""
    for dark in (False, True):
        patched, drawn, whole, held, late = _into_the_reaction(qtbot, monkeypatch, dark)
        assert (patched, whole, held, late) == (1, 0, 1, 0)
        assert drawn <= 10, drawn


def test_a_held_position_left_shown_is_drawn_two_turns_later(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """When no forced choice follows (a test, a controller that waits), the held
    redraw is made on the event loop's second turn, and the view shows the position."""
    patched, _drawn, _whole, held, late = _into_the_reaction(
        qtbot, monkeypatch, False, replaced=False)
    assert (patched, held, late) == (1, 1, 1)


def test_taking_off_no_hint_redraws_nothing(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The page clears the hint before every position it sets (which redraws anyway): with
    no hint shown nothing is redrawn; a hint shown, taking it off redraws."""
    only_the_slices(monkeypatch)
    scene = climbers_scene()
    view = show_board(qtbot, scene, 900, 700)
    state = _second_move_step()
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    redraws: list[int] = []
    real = type(scene).redraw
    monkeypatch.setattr(type(scene), "redraw", lambda self, animate=None: (
        redraws.append(1), real(self, animate))[1])
    scene.show_hint(None)
    assert redraws == []
    scene.show_hint(next(a for a in state.legal_actions() if isinstance(a, Move)))
    scene.show_hint(None)
    assert len(redraws) == 2 and scene.hint is None
    view.close()
    scene.deleteLater()
