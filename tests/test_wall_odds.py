"""The wall's exact odds (climbdesk/games/wall/odds.py) against cases worked out by hand."""

from __future__ import annotations

from fractions import Fraction

from climbdesk.games.wall.actions import Award, Roll, Spend
from climbdesk.games.wall.deck import Kind, make_panel
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.games.wall.geometry import Placed, Wall
from climbdesk.games.wall.odds import critical_chance, move_path, roll_odds
from climbdesk.games.wall.phases import WallPhase


def test_critical_failure_chances_by_hand() -> None:
    # Two or more ones on dice showing 1-3: 2 dice: only 1-1, 1 of 9.  3 dice: three
    # ones (1) or exactly two (3 places x 2 other faces = 6), 7 of 27.  4 dice: none
    # (2^4 = 16) or one (4 x 2^3 = 32) of 81 are safe, so 33 of 81 = 11/27.
    assert critical_chance(2) == Fraction(1, 9)
    assert critical_chance(3) == Fraction(7, 27)
    assert critical_chance(4) == Fraction(11, 27)


def _one_panel_position() -> WallState:
    """One plain panel whose red holds are (0,0), (2,0) and (0,3); seat 0 stands on
    (0,0): (2,0) costs 1 move point (a two-square step), (0,3) costs 3."""
    wall = Wall((make_panel(1, Kind.PLAIN, True, False, ("R...", "....", "....", "R.R.")),))
    wall.put(Placed(0, 0, 0, 0, owner=0))
    state = GAME.new_initial_state(2)
    state.wall = wall
    state.pos[0] = (0, 0)
    state.phase = WallPhase.TURN
    state.seat = 0
    state.touch()
    return state


def test_reach_odds_of_plain_two_dice_by_hand() -> None:
    state = _one_panel_position()
    odds = roll_odds(state, Roll(2, False, False, 0, 0))
    # Two dice always give 2 move points or more; 3 or more fail only on 1-1.
    assert odds.reach[(2, 0)] == 1
    assert odds.reach[(0, 3)] == Fraction(8, 9)
    assert odds.critical == 0 and odds.fall == 0  # plain 2 dice may always stay


def test_reach_odds_of_three_dice_with_chalk_by_hand() -> None:
    state = _one_panel_position()
    odds = roll_odds(state, Roll(3, True, False, 0, 0))
    # Three dice and chalk give 5 move points or more unless two ones come up (7/27),
    # which is a critical failure: no clip, so the climber falls off the wall.
    assert odds.critical == Fraction(7, 27)
    assert odds.fall == Fraction(7, 27)
    assert odds.reach[(2, 0)] == odds.reach[(0, 3)] == Fraction(20, 27)
    assert state.stamina[0] == 12 and state.phase is WallPhase.TURN  # the position is untouched


def test_move_path_gives_the_engines_cost() -> None:
    state = _one_panel_position()
    state.overhang[0] = 1
    awards = [a for a in state.legal_actions() if isinstance(a, Award)]
    assert awards  # 2 move points from the Overhang card reach (2,0)
    path = move_path(state, awards[0])
    assert path is not None and path.mp == 1 and path.squares == awards[0].squares
    assert move_path(state, Spend((), 0, False, False, (), False)) is None  # staying
