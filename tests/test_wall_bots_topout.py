"""Topping out with a rival still to play this round (``Style.topout``, :mod:`.topout`).

Two columns of test panels side by side, each with a LOWER panel on top (holds at
rows 13 and 16, the top edge at 16 squares, goal 4): the seat to move stands on
one, the rival on the other, both a few move points below the top."""

from __future__ import annotations

import random

from test_wall_engine import turn_on
from test_wall_paths import LOWER, PLAIN

from climbdesk.bots.wall.players import HARD, WallBot
from climbdesk.bots.wall.topout import TopOut
from climbdesk.bots.wall.turn import TurnValues
from climbdesk.bots.wall.value import TOPPED, climber, distance_map, worth
from climbdesk.games.wall.actions import Roll
from climbdesk.games.wall.engine import WallState


def duel(me: tuple[int, int], rival: tuple[int, int] | None, *, mover: int = 0,
         stamina: int = 12, rival_stamina: int = 12) -> WallState:
    s = turn_on((PLAIN, 0, 0), (PLAIN, 0, 4), (PLAIN, 0, 8), (LOWER, 0, 12),
                (PLAIN, 4, 0), (PLAIN, 4, 4), (PLAIN, 4, 8), (LOWER, 4, 12), pos=None)
    s.goal = 4
    other = 1 - mover
    s.seat = mover
    s.pos[mover], s.stamina[mover] = me, stamina
    s.pos[other], s.stamina[other] = rival, rival_stamina
    s.touch()
    return s


def test_a_top_out_is_worth_its_chance_against_the_rival_still_to_play() -> None:
    # The rival (seat 1, after seat 0 in the round) stands on the top hold of its
    # column with 12 stamina: it tops out next with plenty; only more wins.
    near = TopOut(duel((1, 12), (5, 15)).view(0), 0)
    assert near.applies()
    assert near.wins(0) < 0.05 and near.wins(12) > near.wins(6)
    assert [near.wins(s) for s in range(13)] == sorted(near.wins(s) for s in range(13))
    # Even a top-out the model calls lost is worth more than standing below the top
    # with every stamina unit and card (the rival may still fail its roll).
    me = climber(near.state, 0)
    best_below = worth(distance_map(near.state.wall, near.state.colour, near.state.goal),
                       me._replace(stamina=12, chalk=3, jumps=3), 0)
    assert near.worth(0) > best_below
    # At the start point it cannot top out in one turn: any top-out wins.
    far = TopOut(duel((1, 12), None).view(0), 0)
    assert far.wins(0) == 1.0 and far.worth(0) >= TOPPED
    # In the last seat topping out ends the game: the usual worth stands.
    assert not TopOut(duel((1, 12), (5, 15), mover=1).view(1), 1).applies()


def test_hard_tops_out_with_enough_stamina_to_stay_ahead() -> None:
    # Seat 0, 4 move points below the top: four dice top out surely but leave 4
    # stamina and the dice left over; the rival, on its column's top hold with
    # 9 stamina, tops out next turn with at least 6.  Two dice with chalk top out
    # with 7 (a die to spare goes to stamina) nearly as often.
    state = duel((1, 12), (5, 15), rival_stamina=9)
    view = state.view(0)
    plain = TurnValues(view, 0)
    judge = TopOut(view, 0)
    topout = TurnValues(view, 0, top=judge.worth)
    four, two = Roll(4, False, False, 0, 0), Roll(2, True, False, 0, 0)
    assert plain.roll(four) > plain.roll(two)
    assert topout.roll(two) > topout.roll(four)
    chosen = WallBot(HARD._replace(topout=True), random.Random(1)).choose(view, 0)
    assert isinstance(chosen, Roll) and chosen.dice < 4
