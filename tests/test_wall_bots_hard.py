"""Hard wall bot, third pass: the rival's best affordable roll as its reply to a panel
(``Style.rival_dice``, built and measured, off for Hard).

Positions from a seeded Easy-bot game stopped at its first Rest turn."""

from __future__ import annotations

import random

import pytest

from climbdesk.bots.wall.players import HARD, WallBot, _next_roll
from climbdesk.bots.wall.turn import TurnValues
from climbdesk.core import get_game
from climbdesk.games.wall.actions import Place, Roll
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.move import DICE_COST
from tests.wall_helpers import first_rest_turn

GAME = get_game("wall")


def _best_roll(state: WallState, seat: int) -> float:
    """The rival's best jump-free roll it can pay for, worked out here roll by roll."""
    values = TurnValues(state, seat)
    best = values.roll(Roll(2, False, False, 0, 0))
    for dice in (2, 3, 4):
        for chalk in (False, True):
            if DICE_COST[dice] <= state.stamina[seat] and (state.chalk[seat] or not chalk):
                best = max(best, values.roll(Roll(dice, chalk, False, 0, 0)))
    return best


def test_the_rivals_reply_is_its_best_affordable_roll() -> None:
    state = first_rest_turn(2)
    rival = 1 - state.current_player()
    best = _best_roll(state, rival)
    assert _next_roll(state, rival, True) == pytest.approx(best)
    assert best >= _next_roll(state, rival)


def test_hard_counts_the_change_a_panel_makes_to_the_rivals_best_roll() -> None:
    """With ``rival_dice`` a panel's value is the own gain less what it adds to the
    rival's best roll, the same as worked out on the engine's own child position."""
    state = first_rest_turn(2)
    seat = state.current_player()
    rival = 1 - seat
    state.stamina[rival] = 9
    places = [a for a in state.legal_actions() if isinstance(a, Place)][:20]
    wide = HARD._replace(places=20, guard=0, extra=0, block=0.0, rival_dice=True)
    with_reply = WallBot(wide, random.Random(3))._panel_gains(state, seat, places)
    without = WallBot(wide._replace(reply=0.0), random.Random(3))._panel_gains(state, seat,
                                                                                places)
    before = _best_roll(state, rival)
    changes = []
    for (gain, place), (own, same) in zip(with_reply, without, strict=True):
        assert place == same
        change = _best_roll(state.child(place), rival) - before
        assert gain == pytest.approx(own - change)
        changes.append(change)
    assert any(c != 0.0 for c in changes)


def test_the_race_option_makes_stamina_cheaper_near_the_top_only() -> None:
    """``Style.race``: stamina kept is worth its usual price while every climber is
    more than that many turns from the top and less once one comes nearer, so the
    bigger rolls gain on the smaller ones there."""
    from climbdesk.bots.wall.players import RACE_FLOOR, RACE_MP
    from climbdesk.bots.wall.value import STAMINA, distance_map, square_distance

    state = first_rest_turn(3)
    seat = state.current_player()
    dist = distance_map(state.wall, state.colour, state.goal)
    turns = min(square_distance(dist, state.pos[s], s) for s in range(2)) / RACE_MP
    assert WallBot(HARD, random.Random(1))._stamina_worth(state) == STAMINA
    assert WallBot(HARD._replace(race=turns - 1), random.Random(1))._stamina_worth(
        state) == STAMINA
    cheap = WallBot(HARD._replace(race=2 * turns), random.Random(1))._stamina_worth(state)
    assert cheap == pytest.approx(STAMINA / 2)
    assert WallBot(HARD._replace(race=100 * turns), random.Random(1))._stamina_worth(
        state) == pytest.approx(RACE_FLOOR * STAMINA)
    two, four = Roll(2, False, False, 0, 0), Roll(4, False, False, 0, 0)
    usual = TurnValues(state, seat)
    raced = TurnValues(state, seat, stamina=cheap)
    assert raced.roll(four) - raced.roll(two) > usual.roll(four) - usual.roll(two)
