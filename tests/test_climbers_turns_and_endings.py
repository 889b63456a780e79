"""Climbers: who starts, covered climbers' heights, a resign mid-reaction and the draw
at the foot (issue 17's rules findings; each test fails on the engine before the fix)."""

from __future__ import annotations

import pytest
from climbers_fixtures import at, empty_state, put

from climbdesk.core.actions import Resign
from climbdesk.core.errors import OptionError
from climbdesk.core.options import RANDOM
from climbdesk.core.state import CHANCE
from climbdesk.games.climbers import (
    GAME,
    ClimbersState,
    Mountain,
    Move,
    NoBlock,
    NoDisk,
    Phase,
    Pick,
    Place,
    Starter,
    Stay,
)
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.engine import ClimbersEnding


def _orient(block: int, w: int, d: int, h: int, top: str) -> int:
    return next(i for i, o in enumerate(BLOCKS[block].orientations)
                if (o.w, o.d, o.h, o.top) == (w, d, h, top))


# ----- covered climbers keep their height until they are shifted ---------------------------
def test_ct14_covered_climbers_report_their_own_top_during_the_push_step() -> None:
    state = empty_state(3, phase="block")
    s4 = put(state.board, "S4", 5, 5, w=2, d=4, h=2)
    s1 = put(state.board, "S1", 12, 12, w=2, d=1, h=2)
    put(state.board, "S2", 10, 12)
    at(state, 1, 5, 5)
    at(state, 2, 6, 5)
    state.reached[1], state.reached[2] = 17, 23
    state.apply(Pick(s1))
    state.apply(Place(_orient(s1, 2, 1, 2, "neutral"), 5, 5))
    assert state.phase == Phase.PUSH
    assert [state.height(s) for s in range(3)] == [0, 2, 2]  # not the new top's 4
    assert state.block_under(1) == state.block_under(2) == s4
    provisional = state.provisional_outcome()
    assert provisional.scores == (0.0, 2.0, 2.0) and provisional.ranking == (3, 1, 2)
    state.apply(state.legal_actions()[0])
    assert state.height(1) == 2 and state.block_under(1) == s4
    assert state.height(2) == 2 and state.block_under(2) == s4
    state.apply(state.legal_actions()[-1])
    assert state.phase == Phase.MOVE2
    assert [state.height(s) for s in range(3)] == [0, 2, 2]


# ----- a resign in the reaction step -----------------------------------------------------
def test_a_resign_during_a_reaction_frees_its_square_at_once() -> None:
    state = empty_state(3, phase="react")
    put(state.board, "S1", 5, 5)
    at(state, 2, 5, 5)
    state.reactors = [1, 2]
    assert Move(5, 5, "") not in state.legal_actions()  # occupied: and now searched
    state.apply(Resign(2))
    assert state.current_player() == 1 and state.reactors == [1]
    assert state.is_legal(Move(5, 5, "")) and Move(5, 5, "") in state.legal_actions()
    state.apply(Move(5, 5, ""))


# ----- the draw at the foot -----------------------------------------------------------------
def test_when_every_climber_ends_at_the_foot_the_game_is_a_draw_with_its_own_ending() -> None:
    state = GAME.new_initial_state(2, {"mountain": 3})
    assert isinstance(state, ClimbersState)
    while not state.is_terminal():
        state.apply(NoBlock() if state.phase == Phase.BLOCK
                    else NoDisk() if state.phase == Phase.DISK else Stay())
    out = state.outcome()
    assert out is not None and out.is_draw and out.reason == ClimbersEnding.NOBODY_CLIMBED


def test_one_climber_off_the_foot_is_no_draw() -> None:
    state = empty_state(3)
    put(state.board, "S1", 5, 5)
    at(state, 1, 5, 5)
    state.phase = Phase.OVER
    out = state.outcome()
    assert out is not None and not out.is_draw and out.reason == ClimbersEnding.HIGHEST


# ----- who starts ---------------------------------------------------------------------------
def test_the_first_player_option_defaults_to_seat_1_and_names_a_seat_at_the_table() -> None:
    # RULINGS.md: seat 0 starts; the table may name another seat or draw one.
    spec = next(s for s in GAME.option_specs(3) if s.key == "first")
    assert spec.default == 1 and spec.allow_random and (spec.minimum, spec.maximum) == (1, 3)
    with pytest.raises(OptionError):
        GAME.validate_options(3, {"first": 4})
    assert GAME.validate_options(3)["first"] == 1
    # Options from before the option (every save names the mountain) keep seat 1
    # starting: their records hold no first-player event.
    assert GAME.validate_options(3, {"mountain": 2})["first"] == 1
    assert GAME.validate_options(3, {"mountain": RANDOM, "first": RANDOM})["first"] == RANDOM


def test_a_named_first_player_takes_the_first_turn() -> None:
    state = GAME.new_initial_state(3, {"mountain": 7, "first": 3})
    assert state.current_player() == 2 and state.turn_owner() == 2


def test_a_random_first_player_is_drawn_after_the_mountain() -> None:
    state = GAME.new_initial_state(4, {"first": RANDOM})
    assert isinstance(state, ClimbersState)
    assert state.current_player() == CHANCE and state.chance_sampled()
    assert state.chance_stream() == "setup"
    state.apply(Mountain(12))
    assert state.current_player() == CHANCE and not state.chance_sampled()
    assert state.chance_stream() == "starter"
    assert state.chance_outcomes() == [(Starter(s), 0.25) for s in range(4)]
    assert not state.is_legal(Starter(4)) and not state.is_legal(Mountain(3))
    assert "takes the first turn" in str(state.describe(Starter(2)))
    state.apply(Starter(2))
    assert state.current_player() == 2 and state.phase == Phase.MOVE1 and state.turn == 1
