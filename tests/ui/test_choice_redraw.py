"""A choice the board emits and the page plays at once is not redrawn on the old position
first (issue 17: a Climbers click brought its kept picture up to date for the position it
was leaving, a few ms of every real click that the bench's ``play()`` never saw); a
choice nobody plays still redraws, so the emptied hand shows."""

from __future__ import annotations

import random

import pytest

from climbdesk.core.registry import game_keys, get_game
from climbdesk.ui.boards.registry import board_class


def _scene_and_state(key: str):  # type: ignore[no-untyped-def]
    scene = board_class(key)()
    state = get_game(key).new_initial_state(2)
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply(state.sample_chance(rng))
    scene.set_position(state.view(state.current_player()), interactive=True)
    return scene, state


def _count_redraws(scene) -> list[object]:  # type: ignore[no-untyped-def]
    shown: list[object] = []  # the state on show at each redraw
    original = scene.redraw

    def redraw() -> None:
        shown.append(scene.state)
        original()

    scene.redraw = redraw  # counting the calls
    return shown


@pytest.mark.parametrize("key", game_keys())
def test_a_choice_played_at_once_does_not_redraw_the_old_position(qtbot, key: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    scene, state = _scene_and_state(key)
    old = scene.state
    action = state.legal_actions()[0]

    def play(chosen) -> None:  # type: ignore[no-untyped-def]  # the page's controller
        after = state.clone()
        after.apply(chosen)
        scene.set_position(after.view(max(after.current_player(), 0)), interactive=False)

    scene.action_chosen.connect(play)
    shown = _count_redraws(scene)
    scene.choose(action)
    assert scene.state is not old
    assert old not in shown


@pytest.mark.parametrize("key", game_keys())
def test_a_choice_nobody_plays_redraws_the_emptied_hand(qtbot, key: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    scene, state = _scene_and_state(key)
    chosen: list[object] = []
    scene.action_chosen.connect(chosen.append)
    shown = _count_redraws(scene)
    scene.choose(state.legal_actions()[0])
    assert chosen and shown == [scene.state]
