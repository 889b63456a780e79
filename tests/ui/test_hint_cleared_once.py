"""The page clears the hint before every position it shows; with no hint shown, no
board redraws for it (each board had its own copy of this check; Stairs had none)."""

from __future__ import annotations

import random

import pytest

from climbdesk.core.registry import game_keys, get_game
from climbdesk.ui.boards.registry import board_class


@pytest.mark.parametrize("key", game_keys())
def test_clearing_no_hint_redraws_nothing_and_a_hint_still_does(qtbot, key: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    scene = board_class(key)()
    state = get_game(key).new_initial_state(2)
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply(state.sample_chance(rng))
    scene.set_position(state.view(state.current_player()), interactive=True)
    redraws: list[int] = []  # the hint's redraw: hint_changed (Stairs repaints its hint only)
    original = scene.hint_changed

    def hint_changed() -> None:
        redraws.append(1)
        original()

    scene.hint_changed = hint_changed  # type: ignore[method-assign]  # counting the calls
    scene.show_hint(None)
    assert redraws == []
    scene.show_hint(state.legal_actions()[0])
    assert redraws and scene.hint is not None
    redraws.clear()
    scene.show_hint(None)
    assert redraws and scene.hint is None
