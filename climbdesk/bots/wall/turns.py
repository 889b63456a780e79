"""Turns to the top: what distance and stamina are worth together near the end of a race.

The usual worth (:mod:`.value`) adds a distance in move points to half a move
point per stamina unit kept.  That is a fair rate halfway up the wall, but the
race is won by turns, and turns come in steps: 8 stamina four move points below
the top is a top-out next turn for sure (four dice always make 4), 7 stamina is
not (three dice make 4 only 25 times in 27), 2 stamina is a Rest first and a
turn lost.  A straight sum cannot see these steps, so a bot weighing four dice
against two, or a Rest against a roll, near the top misjudges the turns it loses.

:func:`expected_turns` is the expected number of turns to the top from ``d``
move points below it with ``s`` stamina, when every turn either rests (+5
stamina) or rolls two, three or four dice and moves their total: an exact
dynamic programme over the abstract race (no holds, no cards, no falls), built
once.  :func:`race_worth` turns it back into move points (times the move points
a turn is worth far from the top, so that halfway up the worth is what it was),
for the destination's worth ``where`` (minus distance and fall risk) and the
stamina after the turn; :class:`~.turn.TurnValues` uses it in place of the
distance and the stamina part of its sum when ``Style.turns`` is on.
"""

from __future__ import annotations

import functools
import itertools
import math

from climbdesk.games.wall.move import DICE_COST, STAMINA_MAX
from climbdesk.games.wall.rest import RECOVERY

#: Distances (move points) the table covers; further is extrapolated linearly.
SPAN = 60
#: Share of a roll's total the abstract race moves (a real move ends on a hold, so
#: part of the dice is lost; distances are divided by it).  1.0: the raw totals.
EFFICIENCY = 1.0


def _sums(dice: int) -> dict[int, float]:
    """The totals of ``dice`` dice showing 1-3 with their chances."""
    out: dict[int, float] = {}
    for faces in itertools.product((1, 2, 3), repeat=dice):
        out[sum(faces)] = out.get(sum(faces), 0.0) + 3.0 ** -dice
    return out


@functools.cache
def _table() -> tuple[tuple[float, ...], ...]:
    """``T[d][s]``: expected turns to the top, the fastest way, in the abstract race."""
    sums = {dice: _sums(dice) for dice in DICE_COST}
    table = [[0.0] * (STAMINA_MAX + 1) for _ in range(SPAN + 1)]
    for d in range(1, SPAN + 1):
        row = table[d]
        for s in range(STAMINA_MAX, -1, -1):
            best = math.inf
            if s < STAMINA_MAX:
                best = row[min(STAMINA_MAX, s + RECOVERY)]  # a Rest: computed already
            for dice, cost in DICE_COST.items():
                if cost <= s:
                    best = min(best, sum(p * table[max(0, d - total)][s - cost]
                                         for total, p in sums[dice].items()))
            row[s] = 1.0 + best
    return tuple(tuple(r) for r in table)


def expected_turns(d: float, s: int) -> float:
    """Expected turns to the top from ``d`` move points below it with ``s`` stamina
    (``d`` between whole points interpolated, beyond the table extended at the
    table's own pace)."""
    table = _table()
    s = max(0, min(STAMINA_MAX, s))
    if d <= 0:
        return 0.0
    if d >= SPAN:
        return table[SPAN][s] + (d - SPAN) / pace()
    low = int(d)
    frac = d - low
    return table[low][s] * (1.0 - frac) + table[min(SPAN, low + 1)][s] * frac


@functools.cache
def pace() -> float:
    """Move points a turn is worth far from the top (the race's long-run speed)."""
    table = _table()
    return (SPAN - SPAN // 2) / (table[SPAN][STAMINA_MAX] - table[SPAN // 2][STAMINA_MAX])


def race_worth(where: float, stamina: int, efficiency: float = EFFICIENCY) -> float:
    """The distance and stamina part of a worth, in move points: ``where`` is minus the
    distance to the top (fall risk included), ``stamina`` what is left after the turn;
    a roll moves ``efficiency`` of its total on the way up."""
    return -pace() * efficiency * expected_turns(-where / efficiency, stamina)
