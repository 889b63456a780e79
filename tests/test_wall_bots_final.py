"""Wall bots in the last round (``WallState.final``): the ranking, not the race.

Fixed positions on walls of test panels where the right last-turn choice differs
from what the same bot does while the game goes on."""

from __future__ import annotations

import random

import pytest
from test_wall_engine import turn_on
from test_wall_paths import LOWER, PLAIN

from climbdesk.bots.wall.final import FinalValues
from climbdesk.bots.wall.players import EASY, HARD, NORMAL, Style, WallBot
from climbdesk.core.actions import Action
from climbdesk.games.wall.actions import EndTurn, Place, Rest, Roll
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.phases import WallPhase


def column(me: tuple[int, int], rival: tuple[int, int] | None, *, final: bool,
           goal: int = 7, rival_topped: bool = False, rival_stamina: int = 12,
           mover: int = 1) -> WallState:
    """Seat ``mover`` to move on a column of three plain panels with a LOWER panel
    on top (holds at rows 13 and 16, its top edge at 16 squares), without a clip.
    Seat 1 moving is the last seat of the round: seat 0 has played its last turn."""
    s = turn_on((PLAIN, 0, 0), (PLAIN, 0, 4), (PLAIN, 0, 8), (LOWER, 0, 12), pos=None)
    s.goal = goal
    other = 1 - mover
    s.seat = mover
    s.pos[mover] = me
    s.pos[other], s.topped[other], s.stamina[other] = rival, rival_topped, rival_stamina
    s.final = final
    s.touch()
    return s


def choice(style: Style, state: WallState) -> Action:
    return WallBot(style, random.Random(1)).choose(state.view(state.seat), state.seat)


@pytest.mark.parametrize("style", [NORMAL, HARD], ids=["normal", "hard"])
def test_behind_a_rival_done_the_last_turn_gambles_on_a_special_roll(style: Style) -> None:
    # The rival's last turn is over at row 9; seat 0 is on row 1 without a clip.
    # While the game goes on, being eliminated is the worst thing there is; in the
    # last turn of a two-player game it ranks the same as staying behind.
    going_on = choice(style, column((2, 0), (0, 8), final=False))
    last = choice(style, column((2, 0), (0, 8), final=True))
    assert isinstance(going_on, Roll) and not (going_on.chalk or going_on.jump)
    assert isinstance(last, Roll) and (last.chalk or last.jump)


@pytest.mark.parametrize("style", [NORMAL, HARD], ids=["normal", "hard"])
def test_against_a_topped_rival_only_topping_with_more_stamina_counts(style: Style) -> None:
    # Seat 0 stands on the top panel's lower hold, 4 move points below the top; the
    # rival topped out with 10 stamina.  Four dice top out nearly surely but leave
    # at most 4 stamina: a loss.  Chalk adds 2 points, so a die can go to stamina.
    state = column((1, 12), None, final=True, goal=4, rival_topped=True, rival_stamina=10)
    going_on = choice(style, column((1, 12), None, final=False, goal=4))
    assert isinstance(going_on, Roll) and going_on.dice == 4
    last = choice(style, state)
    assert isinstance(last, Roll) and last.chalk and last.dice < 4
    values = FinalValues(state.view(1), 1)
    assert values.roll(last) > 0.7 > values.roll(Roll(4, False, False, 0, 0))


def test_the_standing_counts_rivals_beaten_and_breaks_ties_by_stamina() -> None:
    state = column((2, 0), (0, 8), final=True)        # rival done on row 9, 12 stamina
    values = FinalValues(state.view(1), 1)
    assert values.standing(10, 0) > 1.0 > values.standing(9, 12) > 0.5 > values.standing(9, 11)
    assert values.standing(8, 12) < 0.5 and values.out() < values.standing(1, 0)
    # A rival still to play after the seat may climb a few rows: more margin, safer.
    later = FinalValues(column((2, 0), (0, 8), final=True, mover=0).view(0), 0)
    assert 0.5 < later.standing(11, 0) < later.standing(13, 0) < 1.0 < later.standing(14, 0)


def test_a_rest_in_the_last_round_places_nothing() -> None:
    state = column((2, 0), (0, 0), final=True, mover=0)   # seat 0 owns the panels
    state.hands[0] = [30, 31]
    state.apply(Rest())
    assert state.phase is WallPhase.REST
    assert any(isinstance(a, Place) for a in state.legal_actions())
    assert isinstance(choice(NORMAL, state), EndTurn)


def test_easy_ignores_the_last_round() -> None:
    assert not EASY.final and NORMAL.final and HARD.final
