"""Can't Stop rules pinned on the rulebook's examples and RULINGS.md."""

from __future__ import annotations

import random

import pytest

from climbdesk.core import IllegalActionError, OptionError
from climbdesk.games.cantstop import (
    GAME,
    LENGTH,
    Advance,
    CantStopPhase,
    CantStopState,
    Dice,
    Roll,
    Stop,
)
from climbdesk.games.cantstop.dice import ROLLS, rolls_hitting


def at_choice(dice: tuple[int, ...], climbers: dict[int, int] | None = None,
              players: int = 2, **options: object) -> CantStopState:
    s = GAME.new_initial_state(players, options)
    assert isinstance(s, CantStopState)
    s.climbers = dict(climbers or {})
    s.advanced = bool(climbers)
    s.apply(Roll())
    s.apply(Dice(tuple(sorted(dice))))
    return s


def texts(s: CantStopState) -> list[str]:
    return [a.text() for a in s.legal_actions()]


@pytest.mark.parametrize(("columns", "continuing"), [
    ({6, 7, 8}, 1192), ({2, 3, 12}, 568), ({7}, 834),
])
def test_known_continuation_counts(columns: set[int], continuing: int) -> None:
    assert rolls_hitting(columns) == continuing
    s = GAME.new_initial_state(2)
    assert isinstance(s, CantStopState)
    s.climbers = {c: 1 for c in columns}
    # With every climber placed the odds depend on the columns alone.
    if len(columns) == 3:
        assert round((1 - s.bust_chance()) * 1296) == continuing


def test_lone_climber_with_free_climbers_never_busts_on_an_empty_board() -> None:
    s = GAME.new_initial_state(2)
    assert isinstance(s, CantStopState)
    s.climbers = {7: 1}
    assert s.bust_chance() == 0.0


def test_rulebook_pairing_example() -> None:
    s = at_choice((1, 5, 4, 6))
    assert texts(s) == ["5+11", "6+10", "7+9"]


def test_one_climber_left_takes_either_sum_of_a_new_pair() -> None:
    # Climbers on 6 and 10; roll 2-4-3-5: 5+9 offers 5 or 9 alone, never both.
    s = at_choice((2, 4, 3, 5), {6: 1, 10: 1})
    assert texts(s) == ["5", "6+8", "7+7", "9"]
    s.apply(Advance((5,)))
    assert s.climbers == {6: 1, 10: 1, 5: 1}


def test_double_sum_with_a_free_climber_climbs_twice() -> None:
    s = at_choice((2, 2, 5, 5), {7: 2})
    assert "7+7" in texts(s)
    s.apply(Advance((7, 7)))
    assert s.climbers[7] == 4


def test_double_sum_near_the_top_climbs_once() -> None:
    s = at_choice((1, 1, 1, 1), {2: 2})
    s.apply(Advance((2, 2)))
    assert s.climbers[2] == LENGTH[2] == 3


def test_rulebook_bust_example_with_climber_at_top() -> None:
    # Climbers in 3, 6 (at its top) and 8; 2-4-5-5 gives 6+10, 7+9, 7+9: bust.
    s = at_choice((2, 4, 5, 5), {3: 1, 6: LENGTH[6], 8: 2})
    assert s.current_player() == 1 and s.climbers == {} and s.last_bust


def test_rulebook_third_climber_example() -> None:
    # Climbers in 3 and 6, roll 2-4-5-5: 6+10 together, or 7 alone, or 9 alone.
    s = at_choice((2, 4, 5, 5), {3: 1, 6: 1})
    assert texts(s) == ["6+10", "7", "9"]


def test_won_columns_are_closed_even_to_their_owner() -> None:
    s = GAME.new_initial_state(2)
    assert isinstance(s, CantStopState)
    for col in (6, 8, 10):
        s.won[col] = 0
    s.apply(Roll())
    s.apply(Dice((2, 4, 4, 6)))  # 6+10, 8+8 — all closed: bust
    assert s.current_player() == 1 and s.busts[0] == 1


def test_stop_turns_climbers_into_camps_and_wins_columns() -> None:
    s = GAME.new_initial_state(2)
    assert isinstance(s, CantStopState)
    s.camps[1][2] = 2
    s.climbers = {2: 3, 7: 4}
    s.advanced = True
    s.apply(Stop())
    assert s.won[2] == 0 and s.camps[0][7] == 4
    assert s.camps[1][2] == 0, "an opponent's camp in a won column is removed"
    assert s.to_move == 1


def test_cannot_stop_before_advancing() -> None:
    s = GAME.new_initial_state(2)
    with pytest.raises(IllegalActionError, match="roll at least once"):
        s.apply(Stop())


def test_three_columns_win_the_game() -> None:
    s = GAME.new_initial_state(2)
    assert isinstance(s, CantStopState)
    s.won[2] = s.won[12] = 0
    s.climbers = {3: LENGTH[3]}
    s.advanced = True
    s.apply(Stop())
    out = s.outcome()
    assert s.is_terminal() and out is not None and out.winners == {0}


def test_jumping_skips_opponent_camps() -> None:
    s = at_choice((1, 1, 3, 3), jumping=True)  # 2+6, 4+4
    s.camps[1][4] = 1
    s.camps[1][4] = 1
    s.apply(Advance((4, 4)))
    # From the bottom: space 1 holds an opponent camp, so land on 2, then 3.
    assert s.climbers[4] == 3


def test_forced_move_forbids_stopping_on_an_opponent_camp() -> None:
    s = at_choice((1, 1, 3, 3), forced=True)
    s.camps[1][4] = 2
    s.apply(Advance((4, 4)))
    assert s.climbers[4] == 2
    assert s.legal_actions() == [Roll()]
    with pytest.raises(IllegalActionError, match="Forced Move"):
        s.apply(Stop())


def test_columns_option_is_capped_by_players() -> None:
    GAME.new_initial_state(2, {"columns": 5})
    GAME.new_initial_state(3, {"columns": 4})
    with pytest.raises(OptionError):
        GAME.new_initial_state(3, {"columns": 5})
    with pytest.raises(OptionError):
        GAME.new_initial_state(4, {"columns": 4})
    with pytest.raises(OptionError, match="cannot be combined"):
        GAME.new_initial_state(2, {"jumping": True, "forced": True})


def test_solitaire_counts_turns() -> None:
    rng = random.Random(2)
    s = GAME.new_initial_state(1)
    while not s.is_terminal():
        if s.is_chance_node():
            dice, _ = rng.choice(ROLLS)
            s.apply(Dice(dice))
            continue
        acts = s.legal_actions()
        s.apply(Stop() if Stop() in acts and rng.random() < 0.3 else acts[0])
    out = s.outcome()
    assert out is not None and out.reason == "solitaire"
    assert out.scores[0] == s.turns[0] > 0


def test_a_player_who_resigns_takes_their_camps_off() -> None:
    from climbdesk.core.actions import Resign

    s = GAME.new_initial_state(3, {"columns": 3, "jumping": True, "forced": False})
    s.camps[1][7] = 4
    s.won[12] = 1
    s.climbers = {7: 3}  # seat 0 climbing in column 7, just below seat 1's camp
    assert s.next_space(7, 3) == 5  # Jumping skips seat 1's camp
    s.apply(Resign(1))
    assert s.camps[1] == [0] * 13 and s.won[12] == 1  # camps gone, the won column stays
    assert s.next_space(7, 3) == 4
    assert s.to_move == 0 and s.climbers == {7: 3}  # not their turn: nothing else changes
    s.apply(Resign(0))  # the mover leaves: seat 2 wins as the last one in
    assert s.is_terminal() and s.outcome().ranking == (2, 3, 1)  # type: ignore[union-attr]


def test_the_phase_is_saved_as_its_plain_value_and_an_unknown_one_is_refused() -> None:
    s = GAME.new_initial_state(2)
    s.apply(Roll())
    data = s.to_json()
    assert type(data["phase"]) is str and data["phase"] == "dice"
    assert GAME.state_from_json(data).phase is CantStopPhase.DICE
    with pytest.raises(ValueError, match="unknown phase 'rolling'"):
        GAME.state_from_json({**data, "phase": "rolling"})
