"""The last round: the Move turn valued by the ranking it leads to, not by the race.

Once a piece has topped out or the draw pile ran dry, the engine marks the round
as the last one (``WallState.final``, public): the seat to move plays its last
turn.  What counts then is only where the seat ends up in the ranking (RULINGS:
topped players first, more stamina ahead; then the piece's row, then stamina;
the eliminated last), so the worth of the usual bots (:mod:`.value`: distance to
the top, cards and stamina kept for later turns, the clip's fall risk) is the
wrong yardstick.  A fall costs the rows lost now rather than future turns, cards
kept are worth nothing, Rest only buys stamina for the tie-break, and when a
rival has topped out nothing short of topping out with more stamina beats it, so
a long shot is worth any risk.

:class:`FinalValues` values the same choices as :class:`~.turn.TurnValues`
(the roll exactly in expectation over the dice, the spending, award moves,
ending the turn, Rest) by :meth:`FinalValues.standing`: the share of rivals
beaten (ties half), plus a tiny term for the seat's own key so that equal
shares still prefer higher and fresher.  Rivals who already played their last
turn are compared exactly; a rival who still plays after the seat is assumed to
end anywhere from its row to :data:`FOLLOW_ROWS` rows higher, equally likely,
so being further ahead of it still pays.  Everything read is public.
"""

from __future__ import annotations

from climbdesk.bots.wall.turn import NONE, TurnValues, _spendings
from climbdesk.games.wall.actions import Award, Roll, Spend
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.move import (
    CHALK_MP,
    DICE_COST,
    HARD_MP,
    JUMP_MP,
    OVERHANG_MP,
    STAMINA_MAX,
    critical_roll,
    dice_outcomes,
)
from climbdesk.games.wall.paths import Path, diagonal_allowance
from climbdesk.games.wall.rest import RECOVERY

#: The row value standing for "topped out" (above every row of any wall).
TOP_ROW = 1000
#: How many rows a rival who still plays after the seat may climb (equally likely).
FOLLOW_ROWS = 4
#: Weight of the seat's own key (row and stamina) beside the share of rivals beaten;
#: small enough that the largest own key never outweighs half a rival.
OWN = 1e-4
#: Standing lost by being eliminated, beside the rivals it still ranks above.
OUT_LOSS = 0.05


def last_turn(state: WallState) -> bool:
    """Is the turn being played the seat's last one (the engine's final round)?"""
    return state.final


class FinalValues(TurnValues):
    """The Move turn's choices of one seat in the last round, valued by its standing."""

    def __init__(self, state: WallState, seat: int) -> None:
        super().__init__(state, seat)
        later = [s for s in state.active_seats() if s > state.seat]
        self._rivals = [(s, state.topped[s], state.height(s), state.stamina[s],
                         state.is_active(s), s in later and not state.topped[s])
                        for s in range(state.players) if s != seat]

    # ----- the yardstick ----------------------------------------------------------------
    def standing(self, row: int, stamina: int) -> float:
        """Share of rivals beaten ending on ``row`` (:data:`TOP_ROW`: topped) with
        ``stamina``, plus the own key's small tie-break term."""
        topped = row >= TOP_ROW
        stamina = min(STAMINA_MAX, stamina)
        beaten = 0.0
        for _, r_top, r_row, r_stamina, r_active, r_later in self._rivals:
            if not r_active:
                beaten += 1.0
            elif r_top:
                if topped:
                    beaten += _compare(stamina, r_stamina)
            elif topped:
                beaten += 1.0
            elif r_later:
                beaten += sum(_compare(row, r_row + k) for k in range(FOLLOW_ROWS + 1)) \
                    / (FOLLOW_ROWS + 1)
            else:
                beaten += _compare(row, r_row) if row != r_row \
                    else _compare(stamina, r_stamina)
        own = (TOP_ROW + stamina) if topped else (STAMINA_MAX + 1) * row + stamina
        return beaten + OWN * own

    def out(self) -> float:
        """Eliminated now: above only the rivals already out."""
        return sum(1.0 for *_, active, _ in self._rivals if not active) - OUT_LOSS

    def _row(self) -> int:
        return self.state.height(self.seat)

    # ----- the choices ------------------------------------------------------------------
    def destination(self, path: Path, clip: bool) -> float:
        """The row a path ends on (a clip die is never worth spending now)."""
        if clip:
            return NONE
        return float(TOP_ROW if path.top else path.squares[-1][1] + 1)

    def current(self) -> float:
        return self.standing(self._row(), self.me.stamina)

    def rest(self) -> float:
        """A Rest turn without placements: stamina back, the row kept."""
        return self.standing(self._row(), self.me.stamina + RECOVERY)

    def roll(self, action: Roll) -> float:
        """The expected standing after rolling ``action`` and spending the dice at best."""
        me = self.me
        stamina = me.stamina - DICE_COST[action.dice]
        bonus = CHALK_MP * action.chalk + JUMP_MP * action.jump
        allowance = self.diagonals(action)
        target = (action.tx, action.ty) if action.jump else None
        cards = [(o, h) for o in (False, True) for h in (False, True)
                 if (me.overhang or not o) and (me.hard or not h)]
        most = 3 * action.dice + bonus + OVERHANG_MP * (me.overhang > 0) \
            + HARD_MP * (me.hard > 0)
        reach = self.reach(allowance, target, most)
        special = action.dice > 2 or action.chalk or action.jump
        row = float(self._row())
        if me.clip is None:
            fallen = self.out()
        else:
            fallen = self.standing(me.clip[1] + 1, stamina)
        total = 0.0
        for dice, chance in dice_outcomes(action.dice):
            values = dice.values
            if critical_roll(action.chalk or action.jump, values):
                total += chance * fallen
                continue
            best = NONE
            for gain, clip, mp in _spendings(values, STAMINA_MAX - stamina, bonus):
                if clip:
                    continue
                for o, h in cards:
                    where = reach.best(mp + OVERHANG_MP * o + HARD_MP * h, False)
                    if not special and not (o or h):
                        where = max(where, row)
                    if where != NONE:
                        best = max(best, self.standing(int(where), stamina + gain))
            total += chance * (best if best != NONE else fallen)
        return total

    def diagonals(self, action: Roll) -> int:
        return diagonal_allowance(action.chalk, action.jump) - self.state.diag_used

    def spend(self, action: Spend) -> float:
        stamina = self.me.stamina + sum(action.stamina)
        return self.standing(self._end_row(action.squares, action.top), stamina)

    def award(self, action: Award) -> float:
        return self.standing(self._end_row(action.squares, action.top), self.me.stamina)

    def _end_row(self, squares: tuple[tuple[int, int], ...], top: bool) -> int:
        if top:
            return TOP_ROW
        return squares[-1][1] + 1 if squares else self._row()


def _compare(mine: int, theirs: int) -> float:
    """1 when ``mine`` is ahead, a half when level, else 0."""
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
