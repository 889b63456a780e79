"""What the turn panel works out about a Move turn before it is played: exact odds over
the dice, and the path (cost, diagonals, special panels) behind a chosen move.

The dice show 1–3, so every roll is enumerated (at most 15 sorted outcomes for four
dice) and the answers are exact fractions.  The position given is the mover's own
view: a roll and its dice never touch a hand, so trying them on a copy of the view
with the engine's own rules sees nothing the mover may not see.

>>> critical_chance(2), critical_chance(3), critical_chance(4)
(Fraction(1, 9), Fraction(7, 27), Fraction(11, 27))
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from math import comb

from climbdesk.games.wall import move
from climbdesk.games.wall.actions import Award, Roll, Spend
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import Square
from climbdesk.games.wall.paths import TOP, Destination, Path
from climbdesk.games.wall.phases import WallPhase

#: The faces of a stamina die.
FACES = 3


def critical_chance(dice: int) -> Fraction:
    """The chance of two or more ones among ``dice`` dice: a critical failure when
    chalk or a jump card is used (plain rolls cannot fail critically)."""
    none_or_one = sum(comb(dice, k) * (FACES - 1) ** (dice - k) for k in (0, 1))
    return 1 - Fraction(none_or_one, FACES ** dice)


@dataclasses.dataclass(frozen=True)
class RollOdds:
    """The chances of one dice action: ``critical`` (falling at once), ``fall`` (a
    critical failure, or a roll that must reach a hold and cannot) and ``reach``, per
    destination (a square, or :data:`~climbdesk.games.wall.paths.TOP`), the chance
    that some way of spending the roll ends there."""

    critical: Fraction
    fall: Fraction
    reach: dict[Destination, Fraction]


def _end(action: Spend) -> Destination | None:
    if action.top:
        return TOP
    return action.squares[-1] if action.squares else None


def roll_odds(state: WallState, roll: Roll) -> RollOdds:
    """Exact odds of ``roll`` from ``state`` (the mover's view, before the dice)."""
    before = state.clone()
    before.apply_trusted(roll)
    critical = Fraction(0)
    fall = Fraction(0)
    reach: dict[Destination, Fraction] = {}
    for dice, chance in move.dice_outcomes(roll.dice):
        p = Fraction(round(chance * FACES ** roll.dice), FACES ** roll.dice)
        after = before.clone()
        after.apply_trusted(dice)
        crit = move.critical(after, dice.values)
        if crit:
            critical += p
        if crit or after.is_terminal() or after.phase is not WallPhase.SPEND:
            fall += p  # fallen to the clip, or off the wall (which may end the game)
            continue
        ends = {_end(a) for a in after.legal_actions() if isinstance(a, Spend)}
        for end in ends - {None}:
            assert end is not None
            reach[end] = reach.get(end, Fraction(0)) + p
    return RollOdds(critical, fall, reach)


def move_path(state: WallState, action: Spend | Award) -> Path | None:
    """The engine's path behind a move (its move points, diagonals and the special
    panels it enters first), or None for staying put or a move that is not legal."""
    if not action.squares:
        return None
    cards = move.OVERHANG_MP * action.overhang + move.HARD_MP * action.hard
    target: Square | None = None
    if isinstance(action, Spend):
        budget = (sum(state.dice) - sum(action.stamina) - action.clip + cards
                  + move.CHALK_MP * state.chalk_on + move.JUMP_MP * state.jump_on)
        target = state.target if state.jump_on else None
    else:
        budget = cards
    return move.find_path(state, budget, action.squares, action.top, target)


__all__ = ["FACES", "RollOdds", "critical_chance", "move_path", "roll_odds"]
