"""Topping out before the round is over: worth the chance that it wins.

Topping out marks the last round, but the seats after the one who topped out
still play their last turn, and a rival who tops out then with more stamina
ranks first (RULINGS: topped players by stamina).  The usual worth of topping
out (:data:`~.value.TOPPED` plus the stamina kept) is the same whether the
rival still to play stands one roll below the top with a full tank or far down
the wall; so a bot in the first seat would take four dice for a sure top-out
with no stamina left where two dice, a little less sure, would leave enough
stamina to stay ahead of a rival who is bound to follow.

:class:`TopOut` prices a top-out with ``s`` stamina as :data:`~.value.TOPPED`
times the chance that the rival does not then beat it: the rival's last turn
is valued the way the bots play it (:class:`~.final.FinalValues`, its best
jump-free roll exactly in expectation over the dice), on a copy of the view
where the seat has topped out with ``s``.  Only with one active rival still to
play after the seat in this round (two players, or all others out); otherwise
topping out ends the game or the ranking is more than a duel, and the usual
worth stands.  Everything read is public.
"""

from __future__ import annotations

import copy

from climbdesk.bots.wall.final import OWN, TOP_ROW, FinalValues
from climbdesk.bots.wall.turn import Reach
from climbdesk.bots.wall.value import TOPPED
from climbdesk.games.wall.actions import Roll
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import Square
from climbdesk.games.wall.move import DICE_COST, STAMINA_MAX

#: A tiny term per stamina unit so that equally sure top-outs still prefer more stamina.
FRESH = 0.01
#: What any top-out is worth on top of its chance: more than all a climber below the
#: top can hold (stamina and cards, tens of move points at most).  A top-out the model
#: calls lost is still the better try, since the rival may fail its last roll, and the
#: chance alone would leave it below a Rest, which a player reads as giving up.
FLOOR = 50.0


class TopOut:
    """The worth of topping out this turn with each stamina, for one seat's view."""

    def __init__(self, state: WallState, seat: int) -> None:
        self.state = state
        self.seat = seat
        rivals = [s for s in state.active_seats() if s != seat and not state.topped[s]]
        others = [s for s in range(state.players) if s != seat and state.is_active(s)]
        self.rival = rivals[0] if len(others) == 1 and rivals and rivals[0] > seat else None
        self._worth: dict[int, float] = {}
        self._reach: dict[tuple[int, Square | None, int], Reach] = {}

    def applies(self) -> bool:
        """Is there a rival still to play after the seat this round (else: the usual worth)?"""
        return self.rival is not None

    def worth(self, stamina: int) -> float:
        """Topping out with ``stamina``: :data:`TOPPED` times the chance it wins."""
        stamina = max(0, min(STAMINA_MAX, stamina))
        found = self._worth.get(stamina)
        if found is None:
            found = self._worth[stamina] = (TOPPED * self.wins(stamina) + FLOOR
                                             + FRESH * stamina)
        return found

    def wins(self, stamina: int) -> float:
        """The chance that a top-out with ``stamina`` is not beaten by the rival's last
        turn (a tie counts half, as the rival's own standing does)."""
        rival = self.rival
        if rival is None:
            return 1.0
        state = self.state
        after = copy.copy(state)
        after.topped = list(state.topped)
        after.topped[self.seat] = True
        after.stamina = list(state.stamina)
        after.stamina[self.seat] = stamina
        after.pos = list(state.pos)
        after.pos[self.seat] = None
        after.final = True
        after.seat = rival
        after.diag_used = 0
        after.earned = []
        values = _Duel(after, rival)
        values._reach = self._reach  # the tables depend on the wall and the rival only
        stamina_r, chalk = state.stamina[rival], state.chalk[rival]
        rolls = [Roll(dice, c, False, 0, 0) for dice in (2, 3, 4) for c in (False, True)
                 if DICE_COST[dice] <= stamina_r and (chalk or not c)]
        beaten = max((values.roll(r) for r in rolls), default=0.0)
        return 1.0 - min(1.0, max(0.0, beaten))


class _Duel(FinalValues):
    """The rival's last turn valued by its chance of beating the seat alone (the
    standing without the own key's small tie-break term, which is no chance)."""

    def standing(self, row: int, stamina: int) -> float:
        stamina = min(STAMINA_MAX, stamina)
        own = (TOP_ROW + stamina) if row >= TOP_ROW else (STAMINA_MAX + 1) * row + stamina
        return super().standing(row, stamina) - OWN * own
