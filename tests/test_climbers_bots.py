"""Climbers' own bots: legal choices in every phase, a sane evaluation, Easy beats random."""

from __future__ import annotations

import random

import pytest
from climbers_fixtures import at, empty_state, put

from climbdesk.bots.base import RandomBot
from climbdesk.bots.climbers.heuristic import ClimbersHeuristic, seat_scores, values
from climbdesk.bots.levels import hint, make_bot
from climbdesk.games.climbers import GAME, ClimbersState
from climbdesk.games.climbers.actions import Pick, Place
from climbdesk.games.climbers.blocks import BLOCKS


def orient(block: int, w: int, d: int, h: int, top: str) -> int:
    return next(i for i, o in enumerate(BLOCKS[block].orientations)
                if (o.w, o.d, o.h, o.top) == (w, d, h, top))


def _positions() -> dict[str, ClimbersState]:
    """One position per phase, from seeded random games (push built by hand)."""
    found: dict[str, ClimbersState] = {}
    rng = random.Random(11)
    for number in range(6):
        state = GAME.new_initial_state(2 + number % 2, {"mountain": number})
        assert isinstance(state, ClimbersState)
        for _ in range(rng.randrange(5, 40)):
            if state.current_player() < 0:
                break
            found.setdefault(state.phase, state.clone())
            state.apply(rng.choice(state.legal_actions()))
    state = empty_state(3, phase="block")
    put(state.board, "S4", 5, 5, w=2, d=4, h=2)
    s1 = put(state.board, "S1", 12, 12, w=2, d=1, h=2)
    put(state.board, "S2", 10, 12)
    at(state, 1, 5, 5)
    at(state, 2, 6, 5)
    state.apply(Pick(s1))
    state.apply(Place(orient(s1, 2, 1, 2, "neutral"), 5, 5))
    found["push"] = state
    return found


POSITIONS = _positions()


def test_every_phase_is_covered() -> None:
    assert {"move1", "block", "place", "push", "move2", "disk", "react"} <= set(POSITIONS)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("phase", ["move1", "block", "place", "push", "move2", "disk", "react"])
def test_each_level_chooses_a_legal_action_without_touching_the_state(level: str,
                                                                      phase: str) -> None:
    state = POSITIONS[phase]
    seat = state.current_player()
    before = state.to_json()
    action = make_bot("climbers", level, seed=2).choose(state.view(seat), seat)
    assert state.is_legal(action)
    assert state.to_json() == before


def test_hint_suggests_a_legal_action() -> None:
    state = POSITIONS["move1"]
    assert state.is_legal(hint(state, state.current_player()))


def test_the_evaluation_is_bounded_and_swaps_with_the_seats() -> None:
    heuristic = ClimbersHeuristic()
    for state in POSITIONS.values():
        v = heuristic.evaluate(state)
        assert len(v) == state.players and all(-1.0 <= x <= 1.0 for x in v)
        if state.players == 2:
            assert v[0] == pytest.approx(-v[1])
    scores = [3.0, 5.5, 1.0]
    swapped = values([scores[1], scores[0], scores[2]])
    assert values(scores)[0] == swapped[1] and values(scores)[1] == swapped[0]


def test_seat_swap_of_a_real_position_swaps_the_scores() -> None:
    """Two climbers of the same colour rules (both on neutral tops) swapped: scores swap."""
    state = POSITIONS["move2"]
    if state.players != 2:
        pytest.skip("needs a two-player position")
    swapped = state.clone()
    swapped.pos = swapped.pos[::-1]
    swapped.ladders = swapped.ladders[::-1]
    swapped.reached = swapped.reached[::-1]
    swapped.colours = swapped.colours[::-1]
    swapped.touch()
    a, b = seat_scores(state), seat_scores(swapped)
    assert a == pytest.approx(b[::-1])


def test_easy_beats_random() -> None:
    wins = 0
    games = 20
    for i in range(games):
        state = GAME.new_initial_state(2, {"mountain": 100 + i})
        easy_seat = i % 2
        bots = {easy_seat: make_bot("climbers", "easy", seed=i),
                1 - easy_seat: RandomBot(random.Random(i))}
        while state.current_player() >= 0:
            seat = state.current_player()
            state.apply(bots[seat].choose(state.view(seat), seat))
        outcome = state.outcome()
        assert outcome is not None
        wins += outcome.ranking[easy_seat] == 1 and outcome.ranking[1 - easy_seat] == 2
    assert wins >= 14
