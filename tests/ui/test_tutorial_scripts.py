"""Every registered guided game's script, played through the engine without a window."""

from __future__ import annotations

import pytest

from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
from climbdesk.core.registry import catalogue, get_game
from climbdesk.ui.tutorial.launch import script_for, tutorial_games

SCRIPTED = [listing.key for listing in catalogue() if script_for(listing.key) is not None]


def test_the_first_games_have_guided_games() -> None:
    # Stairs, Can't Stop and Climb On! (dice) at least; the list comes from the boards.
    assert len(SCRIPTED) >= 3
    assert [g.key for g in tutorial_games()] == SCRIPTED


@pytest.mark.parametrize("key", SCRIPTED)
def test_each_step_is_legal_when_its_turn_comes(key: str) -> None:
    script = script_for(key)
    assert script is not None and script.game == key
    seats = [Seat(name, SeatKind.HUMAN) for name in script.seat_names[:script.players]]
    match = Match(GameRecord.new(get_game(key), seats, dict(script.options), seed=script.seed))
    for number, step in enumerate(script.steps, 1):
        if match.state.is_chance_node():
            match.resolve_chance()
        state = match.state
        seat = state.current_player()
        assert (seat == script.learner) == step.learner, f"step {number}: whose decision"
        assert state.is_legal(step.action), f"step {number}: {state.explain_illegal(step.action)}"
        assert step.text.strip()
        match.apply(step.action)
    if match.state.is_chance_node():
        match.resolve_chance()
    # It stops before the end, so a guided game never counts in the statistics.
    assert not match.state.is_terminal()
    assert script.ending.strip()
