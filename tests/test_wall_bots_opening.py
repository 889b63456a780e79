"""Normal and Hard choose their set-up panels by the first roll from the start.

A special first panel (entering a Hard Move panel costs 5 move points) or one
whose holds of the colour are out of a two-dice roll leaves a climber who can
only rest, spending panels turn after turn: in the deck check's games that ran
the pile out, a seat stuck at the start was the usual cause.
"""

from __future__ import annotations

import random

import pytest

from climbdesk.bots import make_bot
from climbdesk.bots.wall.players import EASY, NORMAL, WallBot
from climbdesk.bots.wall.turn import TurnValues
from climbdesk.core import get_game
from climbdesk.core.level import Level
from climbdesk.games.wall.actions import Place, Roll
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.phases import WallPhase

GAME = get_game("wall")
HARD_MOVE = 26  # serial 27, a Hard Move panel with its yellow hold two rows up
PLAIN = 0       # serial 01, a plain panel with a yellow hold in its bottom row


def _first_placement(hand: list[int]) -> WallState:
    """Seat 0 about to place its first panel with ``hand`` (yellow holds)."""
    rng = random.Random(4)
    state = GAME.new_initial_state(2, {"colour": "yellow"})
    assert isinstance(state, WallState)
    while state.is_chance_node() or state.phase is not WallPhase.INITIAL:
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(state.legal_actions()[0])
    assert state.current_player() == 0 and not state.wall.visible()
    state.pile = [p for p in state.pile if p not in hand] + [p for p in state.hands[0]
                                                             if p not in hand]
    state.hands[0] = list(hand)
    state.cache = {}
    return state


def _first_roll(state: WallState, place: Place) -> float:
    return TurnValues(state.child(place), 0).roll(Roll(2, False, False, 0, 0))


@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_the_first_panel_lets_the_first_roll_reach_a_hold(level: Level) -> None:
    state = _first_placement([HARD_MOVE, PLAIN])
    places = [a for a in state.legal_actions() if isinstance(a, Place)]
    assert {p.panel for p in places} == {HARD_MOVE, PLAIN}
    best = max(_first_roll(state, p) for p in places)
    for seed in range(4):
        chosen = make_bot("wall", level, seed=seed).choose(state.view(0), 0)
        assert isinstance(chosen, Place) and chosen.panel == PLAIN
        assert _first_roll(state, chosen) == pytest.approx(best)


def test_the_opening_values_every_set_up_spot() -> None:
    """With ``opening`` every spot is valued (no shortlist); Easy keeps its few."""
    state = _first_placement([HARD_MOVE, PLAIN])
    places = [a for a in state.legal_actions() if isinstance(a, Place)]
    assert len(places) > EASY.places + EASY.extra
    opening = WallBot(NORMAL, random.Random(1))._panel_gains(state, 0, places)
    assert [p for _, p in opening] == places
    casual = WallBot(EASY, random.Random(1))._panel_gains(state, 0, places)
    assert len(casual) == EASY.places + EASY.extra
