"""Turns to the top (``Style.turns``, :mod:`climbdesk.bots.wall.turns`): the abstract
race's table and the worth built on it."""

from __future__ import annotations

import pytest
from test_wall_bots_topout import duel

from climbdesk.bots.wall.turn import TurnValues
from climbdesk.bots.wall.turns import SPAN, expected_turns, pace, race_worth
from climbdesk.games.wall.actions import Roll


def test_the_table_counts_turns_in_steps_near_the_top() -> None:
    assert expected_turns(0, 0) == 0.0
    assert expected_turns(4, 8) == 1.0          # four dice always make 4
    assert expected_turns(4, 5) == pytest.approx(1 + 2 / 27)  # three dice: 1-1-1 falls short
    assert expected_turns(1, 2) == 2.0          # a Rest first
    for d in range(1, SPAN):
        for s in range(12):
            assert expected_turns(d, s) >= expected_turns(d, s + 1)
            assert expected_turns(d, s) <= expected_turns(d + 1, s)
    assert expected_turns(4.5, 8) == pytest.approx((expected_turns(4, 8)
                                                    + expected_turns(5, 8)) / 2)


def test_far_from_the_top_a_move_point_is_worth_a_move_point() -> None:
    assert 2.5 < pace() < 4.0
    assert race_worth(-40.0, 12) - race_worth(-30.0, 12) == pytest.approx(-10.0, abs=0.5)
    assert race_worth(-70.0, 12) - race_worth(-65.0, 12) == pytest.approx(-5.0)
    # A roll moving only part of its total: the same move points far away, more
    # turns near the top (8 stamina four move points below it no longer sure).
    assert race_worth(-80.0, 12, 0.7) - race_worth(-70.0, 12, 0.7) == pytest.approx(-10.0)
    assert expected_turns(4.0 / 0.7, 8) > expected_turns(4.0, 8) == 1.0


def test_near_the_top_a_roll_that_leaves_a_sure_top_out_beats_one_that_does_not() -> None:
    # Four move points below the top with 12 stamina: the usual worth and the turns
    # agree that four dice (a sure top-out) are best; with turns the margin over
    # two dice is the turn the two dice may lose.
    view = duel((1, 12), None).view(0)
    plain, turns = TurnValues(view, 0), TurnValues(view, 0, turns=1.0)
    four, two = Roll(4, False, False, 0, 0), Roll(2, False, False, 0, 0)
    assert turns.roll(four) > turns.roll(two)
    assert plain.roll(four) > plain.roll(two)
    assert turns.total(-4.0, 8, 0, 0, 0, 0) > turns.total(-4.0, 7, 0, 0, 0, 0) + 0.1
    assert plain.total(-4.0, 8, 0, 0, 0, 0) == pytest.approx(plain.total(-4.0, 7, 0, 0, 0, 0)
                                                             + plain.stamina)
