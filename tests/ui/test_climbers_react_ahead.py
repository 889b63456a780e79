"""Issue 17 ("Smooth": a shown move in 5 ms): the reaction step's rings (another
player's climber, most of the mountain) made ahead in the disk step's slices after the
paint (.nextstep), for the position after "no disk": a move into the reaction brings
that composite up to date over the few overlays that changed and copies it, where the
layer and every overlay in the view's area were drawn, and shows what a paint with
nothing kept shows."""

from __future__ import annotations

import random

import pytest

from climbdesk.games.climbers import Disk, DiskAt, Move, NoDisk
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers import direct
from climbdesk.ui.boards.climbers.nextstep import StayAhead
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import (
    lift_step,
    slices_board,
    turn_until_idle,
)


def _disk_step() -> ClimbersState:
    """A disk step whose player holds the disk and whose next player may move."""
    rng = random.Random(8)
    state = lift_step(6)
    while True:
        state = state.child(rng.choice(state.legal_actions()))
        if state.phase == "disk" and state.disk[state.active] == DiskAt.HELD \
                and any(isinstance(a, Move) for a in state.child(NoDisk()).legal_actions()):
            return state


def _into_the_reaction(qtbot, monkeypatch, dark: bool, ahead: bool, disk: bool):  # type: ignore[no-untyped-def]  # noqa: E501
    """The disk step shown and the event loop turned until idle (the reaction made
    ahead or not), then "no disk" (or a disk put on a block) shown with nothing made
    after its paint: overlays drawn, composites made whole, the layer's direct draws,
    and the image against a paint with nothing kept."""
    with monkeypatch.context() as patch:
        return _shown(qtbot, patch, dark, ahead, disk)


def _shown(qtbot, monkeypatch, dark: bool, ahead: bool, disk: bool):  # type: ignore[no-untyped-def]  # noqa: E501
    if not ahead:  # nor the picture after "no disk" and the disk's parts (move17)
        monkeypatch.setattr(StayAhead, "make", lambda self, painter: None)
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark, next_step=ahead)
    state = _disk_step()
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    assert scene.ahead.steps.nexts == ahead
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    under: list[int] = []
    real = direct.Under.draw
    monkeypatch.setattr(direct.Under, "draw", lambda self, painter, region: (
        under.append(1), real(self, painter, region))[1])
    action = next(a for a in state.legal_actions() if isinstance(a, Disk)) if disk \
        else NoDisk()
    after = state.child(action)
    assert after.phase == "react"
    composites = scene.artist.layer.composites
    drawn, whole = composites.drawn, composites.whole
    scene.set_position(after, interactive=True)
    image = shown()
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    out = (composites.drawn - drawn, composites.whole - whole, len(under))
    view.close()
    scene.deleteLater()
    return out


@pytest.mark.parametrize("dark", [False, True])
def test_the_reaction_made_ahead_draws_a_few_overlays(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """"No disk" into the reaction made ahead: no overlay drawn, nothing from the layer;
    a disk put on a block: the few overlays around it.  Without it made ahead the rings
    are drawn over the layer (more than twice as many)."""
    assert _into_the_reaction(qtbot, monkeypatch, dark, ahead=True, disk=False) == (0, 0, 0)
    drawn, whole, under = _into_the_reaction(qtbot, monkeypatch, dark, ahead=True, disk=True)
    assert whole == 0 and under == 0 and drawn <= 6, drawn
    drawn_without, _whole, under_without = _into_the_reaction(
        qtbot, monkeypatch, dark, ahead=False, disk=True)
    assert under_without == 1 and drawn_without > 2 * max(drawn, 1), (drawn, drawn_without)


@pytest.mark.parametrize("bot_reacts", [False, True])
def test_nothing_is_made_ahead_for_a_reaction_a_bot_takes(qtbot, monkeypatch, bot_reacts: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The page tells the board who plays at the device: with a bot reacting next, the
    reaction's composite is not made ahead (its move never shows the step's rings); with
    a person, as before.  The other sides are made either way."""
    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = _disk_step()
    reacting = state.child(NoDisk()).current_player()
    assert reacting != state.active
    scene.set_seats_at_device({state.active} if bot_reacts else {state.active, reacting})
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    steps = scene.ahead.steps
    assert steps.made == 2  # the two sides a key reaches
    assert steps.nexts == (0 if bot_reacts else 1)
    # Composites made whole ahead: the two sides', and the reaction's for a person.
    assert steps.whole == (2 if bot_reacts else 3)
    view.close()
    scene.deleteLater()
