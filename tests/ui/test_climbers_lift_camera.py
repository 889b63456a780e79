"""Issue 17 ("Smooth"): a lift that leaves the mountain lower keeps the camera (its room
above the table and its framing) while the block is in hand, as a drag does: a new
camera painted the side whole at the lift and again when the block came back down."""

from __future__ import annotations

import pytest

from climbdesk.games.climbers import Pick, PutBack
from climbdesk.ui.boards.climbers.projection import HEADROOM
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import lift_step, slices_board


def _room(heights: list[int]) -> int:
    """The room above the table a position's own camera takes (``_headroom``)."""
    return max(HEADROOM, (max(heights) + 6 + 3) // 4 * 4)


@pytest.mark.parametrize("dark", [False, True])
def test_a_lift_that_lowers_the_mountain_keeps_the_camera(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # the side shown alone
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    shown()
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick)
                and _room(state.child(a).board.heights) < scene.proj.headroom)
    proj, fitted, layer = scene.proj, scene._fitted, scene.artist.layer
    whole = layer.whole
    lifted = state.child(pick)
    scene.set_position(lifted, interactive=True)
    image = shown()
    assert scene.proj is proj and scene._fitted == fitted
    assert layer.whole == whole  # the layer brought up to date where the block was
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    # Put back: the same mountain as before the lift, the same camera, nothing whole.
    scene.set_position(lifted.child(PutBack()), interactive=True)
    back = shown()
    assert scene.proj is proj and layer.whole == whole
    assert back == fresh()
    view.close()
    scene.deleteLater()
