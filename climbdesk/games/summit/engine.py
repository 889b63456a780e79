"""Climb On! rules (Jonathan Leistiko), with every variant of the sheet.

Seats own teams of six dice ("climbers"), numbered 0–5 from the smallest die
up.  A climber stands on a level from 0 (the ground) to 4 (the summit).  A turn
is: one *act* (Climb, Descend, PullUp, Shove, Drag, or Pass when nothing is
possible), naming the token that pays for it; then, unless the act needs no
dice, one chance node rolling every die of the act (:class:`Dice`); then a
lowering phase in which the mover spends tokens on the dice (:class:`Lower`)
until :class:`Confirm`.  The lowering phase is skipped, and the act resolved
at once, when the mover holds no token after paying.

>>> from climbdesk.games.summit import GAME
>>> s = GAME.new_initial_state(2)
>>> [a.text() for a in s.legal_actions()][:3]
['climb #0 (white)', 'climb #0 (blue)', 'climb #0 (red)']
>>> s.success_chance(Climb(5, "white"))   # a d20 needs 1-4, and 16 points of lowering
1.0
>>> s.apply(Climb(5, "white")); s.apply(Dice((7,)))
>>> s.would_succeed(), [a.text() for a in s.legal_actions()]
(False, ['lower die 1 (white)', 'lower die 1 (blue)', 'lower die 1 (red)', 'confirm'])
>>> s.apply(Lower(0, "red")); s.would_succeed()
True
>>> s.apply(Confirm()); s.levels[0][5], s.tokens[0], s.to_move
(1, [9, 3, 1], 1)
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Mapping
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, Any

from climbdesk.core.actions import Action
from climbdesk.core.errors import IllegalActionError
from climbdesk.core.options import Options, OptionValue
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import CHANCE, TERMINAL, State
from climbdesk.games.summit.actions import (
    ACCEPTS,
    FLEXIBLE_COST,
    START_TOKENS,
    Act,
    Climb,
    Confirm,
    Descend,
    Dice,
    Drag,
    Lower,
    Pass,
    PullUp,
    Shove,
    SummitPhase,
    SummitResult,
)
from climbdesk.games.summit.dice import (
    DIE_VALUE,
    DIFFICULTY,
    TOKEN_STEP,
    TOKENS,
    TOP,
    capacity,
    odds,
    parse_team,
    passes,
    reachable,
    roll_outcomes,
)
from climbdesk.games.summit.texts import describe, prompt

if TYPE_CHECKING:
    from climbdesk.games.summit.game import SummitGame

_COLOUR = {t: i for i, t in enumerate(TOKENS)}
_CONFIRM = Confirm()
_PASS = Pass()


@cache
def _dice_outcomes(sizes: tuple[int, ...]) -> tuple[tuple[Action, float], ...]:
    """Interned chance outcomes for dice of these sizes (acting climber first)."""
    return tuple((Dice(v), p) for v, p in roll_outcomes(sizes))


@cache
def _dice_cumulative(sizes: tuple[int, ...]) -> tuple[float, ...]:
    """Running totals of the outcomes' probabilities, added up in the same order and
    float arithmetic as :func:`~climbdesk.core.rng.sample_weighted`, so a bisection
    draws exactly the outcome it would."""
    total = 0.0
    out = []
    for _, p in _dice_outcomes(sizes):
        total += p
        out.append(total)
    return tuple(out)


# Interned acts and lowerings: the same few hundred values recur in every playout.
@cache
def _climbs(climber: int, tokens: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(Climb(climber, t) for t in tokens)


@cache
def _descends(climber: int, level: int, tokens: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(Descend(climber, level, t) for t in tokens)


@cache
def _pulls(climber: int, helper: int, tokens: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(PullUp(climber, helper, t) for t in tokens)


@cache
def _shoves(climber: int, seat: int, victim: int, tokens: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(Shove(climber, seat, victim, t) for t in tokens)


@cache
def _drags(climber: int, seat: int, victim: int, tokens: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(Drag(climber, seat, victim, t) for t in tokens)


@cache
def _lowers(die: int, held: tuple[bool, bool, bool]) -> tuple[Action, ...]:
    """Lower actions for ``die`` with the token colours whose ``held`` flag is set."""
    return tuple(Lower(die, t) for t, h in zip(TOKENS, held, strict=True) if h)


@cache
def _capacities(players: int) -> tuple[int, ...]:
    return tuple(capacity(players, lv) for lv in range(TOP + 1))


# ----- state ---------------------------------------------------------------------
class SummitEnding(StrEnum):
    """Why a game of Climb On! (dice) ended the way it did."""

    POINTS = "points"                    # most points
    HIGHEST_CLIMBER = "highest-climber"  # points tied: the highest climber decides
    BEST_CLIMBER = "best-climber"        # still tied: the single best-scoring climber


# The phases as module names for the hot paths, compared by identity: on Python 3.11
# looking a member up on its class, or comparing two str subclasses with ==, costs
# several times an ``is``.  ``phase`` is always a member (loading converts it).
_ACT_PHASE, _ROLL_PHASE = SummitPhase.ACT, SummitPhase.ROLL
_LOWER_PHASE, _OVER_PHASE = SummitPhase.LOWER, SummitPhase.OVER


class SummitState(State):
    """A Climb On! position.

    Public fields: ``teams[seat]`` (die sizes, sorted), ``levels[seat][i]``,
    ``tokens[seat]`` ([white, blue, red]), ``to_move``, ``phase`` (a
    :class:`SummitPhase`), ``pending`` (the act being resolved),
    ``rolled``/``dice`` (the roll and its lowered values) and ``last_result``
    (a :class:`SummitResult`: success, failure, or none for descents, passes and
    the start) with
    ``last_dice``, the final (lowered) dice that decided it, and ``last_act``:
    the act whose dice were last resolved, or the Descend or Pass just played
    (``None`` at the start), played by ``last_seat``.
    """

    game: SummitGame  # the game class lives in game.py, which imports this module

    def __init__(self, game: SummitGame, players: int,
                 options: Mapping[str, OptionValue]) -> None:
        super().__init__(game, players, options)
        self.flexible = bool(options["flexible"])
        scheme = "flexible" if self.flexible else "helping" if options["helping"] else "standard"
        self.untied = bool(options["untied"])
        self.teams: tuple[tuple[int, ...], ...] = tuple(
            parse_team(str(team)) for team in Options.per_seat(options, "team"))
        self.levels: list[list[int]] = [[0] * 6 for _ in range(players)]
        self.tokens: list[list[int]] = [list(START_TOKENS[scheme]) for _ in range(players)]
        self.to_move = 0
        self.phase: SummitPhase = _ACT_PHASE
        self.pending: Act | None = None
        self.rolled: tuple[int, ...] = ()
        self.dice: tuple[int, ...] = ()
        self.last_result = SummitResult.NONE
        self.last_dice: tuple[int, ...] = ()
        self.last_act: Act | Pass | None = None
        #: The seat that played ``last_act`` (-1 at the start): the turn has passed on
        #: by the time an act is resolved, so the UI cannot tell whose result it is.
        self.last_seat = -1

    # ----- board ---------------------------------------------------------------
    def occupancy(self) -> list[int]:
        """Climbers on each level 0–4."""
        count = [0] * (TOP + 1)
        for row in self.levels:
            for lv in row:
                count[lv] += 1
        return count

    def vacant(self, level: int, count: list[int] | None = None) -> bool:
        count = self.occupancy() if count is None else count
        return count[level] < capacity(self.players, level)

    def landing(self, start: int) -> int:
        """Where a climber knocked down to ``start`` ends: the first level at or
        below it with a vacant space (the ground always has room)."""
        count = self.occupancy()
        level = start
        while level > 0 and count[level] >= capacity(self.players, level):
            level -= 1
        return level

    def climber_score(self, seat: int, climber: int) -> int:
        return DIE_VALUE[self.teams[seat][climber]] * self.levels[seat][climber]

    def score(self, seat: int) -> int:
        """Points of ``seat`` as the climbers stand now (value × level).

        >>> from climbdesk.games.summit import GAME
        >>> s = GAME.new_initial_state(2)
        >>> s.levels[0] = [3, 1, 0, 2, 2, 1]   # d4 L3, d6 L1, d10+d12 L2, d20 L1
        >>> s.score(0)
        32
        """
        return sum(self.climber_score(seat, i) for i in range(6))

    def lowering_power(self, seat: int) -> int:
        """Points of lowering ``seat``'s tokens could buy (white 1, blue 2, red 3)."""
        w, b, r = self.tokens[seat]
        return w + 2 * b + 3 * r

    def holds_tokens(self, seat: int) -> bool:
        return sum(self.tokens[seat]) > 0

    # ----- payment -------------------------------------------------------------
    def _payable(self, act: str) -> tuple[str, ...]:
        held = self.tokens[self.to_move]
        if self.flexible:
            return ("white",) if held[0] >= FLEXIBLE_COST[act] else ()
        return tuple(t for t in ACCEPTS[act] if held[_COLOUR[t]] > 0)

    def _cost(self, action: Act) -> list[int]:
        """Tokens (white, blue, red) the act takes."""
        if self.flexible:
            return [FLEXIBLE_COST[action.kind], 0, 0]
        cost = [0, 0, 0]
        cost[_COLOUR[action.paid_with]] = 1
        return cost

    # ----- the act's geometry ----------------------------------------------------
    def dice_of(self, action: Act) -> tuple[tuple[int, int], ...]:
        """The (seat, climber) of each die the act rolls, acting climber first."""
        me = self.to_move
        if isinstance(action, PullUp):
            return ((me, action.climber), (me, action.helper))
        if isinstance(action, (Shove, Drag)):
            return ((me, action.climber), (action.seat, action.victim))
        if isinstance(action, Climb):
            return ((me, action.climber),)
        return ()

    def sizes_of(self, action: Act) -> tuple[int, ...]:
        return tuple(self.teams[s][c] for s, c in self.dice_of(action))

    def difficulty_of(self, action: Act) -> int:
        """Difficulty of the level the act aims at (0 for Shove and Drag)."""
        me = self.to_move
        if isinstance(action, Climb):
            return DIFFICULTY[self.levels[me][action.climber] + 1]
        if isinstance(action, PullUp):
            return DIFFICULTY[self.levels[me][action.helper]]
        return 0

    def success_chance(self, action: Action) -> float:
        """Exact chance that ``action`` (an act of the mover) succeeds, counting
        the best use of the tokens the mover would still hold after paying.

        Descend always succeeds; anything else has chance 0.
        """
        if isinstance(action, Descend):
            return 1.0
        if not isinstance(action, Act) or not action.check:
            return 0.0
        left = [h - c for h, c in zip(self.tokens[self.to_move], self._cost(action), strict=True)]
        power = left[0] + 2 * left[1] + 3 * left[2]
        return odds(action.check, self.sizes_of(action), self.difficulty_of(action), power)

    def would_succeed(self) -> bool:
        """In the lowering phase: does the act succeed with the dice as they stand?"""
        act = self.pending
        if act is None or not self.dice:
            return False
        return passes(act.check, self.dice, self.difficulty_of(act))

    def can_still_succeed(self) -> bool:
        """In the lowering phase: can the mover's remaining tokens still make it succeed?"""
        act = self.pending
        if act is None or not self.dice:
            return False
        return reachable(act.check, self.dice, self.difficulty_of(act),
                         self.lowering_power(self.to_move))

    # ----- contract ------------------------------------------------------------
    def _current_player(self) -> int:
        if self.phase is _OVER_PHASE:
            return TERMINAL
        if self.phase is _ROLL_PHASE:
            return CHANCE
        return self.to_move

    def turn_owner(self) -> int:
        return TERMINAL if self.is_terminal() else self.to_move

    def starts_turn(self) -> bool:
        """Every act begins a turn (a seat left alone with tokens takes several in a row)."""
        return self.phase is _ACT_PHASE

    def legal_actions(self) -> list[Action]:
        if self._forced_outcome is not None:
            return []
        if self.phase is _LOWER_PHASE:
            return self._lowerings()
        if self.phase is _ACT_PHASE:
            acts = self._acts()
            return acts if acts else [_PASS]
        return []

    def _lowerings(self) -> list[Action]:
        held = self.tokens[self.to_move]
        flags = (held[0] > 0, held[1] > 0, held[2] > 0)
        out: list[Action] = []
        for i, v in enumerate(self.dice):
            if v > 0:
                out.extend(_lowers(i, flags))
        out.append(_CONFIRM)
        return out

    def _can_lower(self) -> bool:
        """Whether :meth:`_lowerings` offers more than Confirm (without building it)."""
        held = self.tokens[self.to_move]
        return (held[0] > 0 or held[1] > 0 or held[2] > 0) and any(v > 0 for v in self.dice)

    def _acts(self) -> list[Action]:
        me, players = self.to_move, self.players
        count = self.occupancy()
        free = [c < cap for c, cap in zip(count, _capacities(players), strict=True)]
        mine = self.levels[me]
        climb, descend = self._payable("climb"), self._payable("descend")
        pull = self._payable("pull")
        attack = self._payable("shove")  # Drag accepts the same tokens at the same cost
        out: list[Action] = []
        for i, lv in enumerate(mine):
            up = lv < TOP and free[lv + 1]
            if up and climb:
                out.extend(_climbs(i, climb))
            if descend:
                for down in range(lv - 1, -1, -1):
                    if free[down]:
                        out.extend(_descends(i, down, descend))
            if pull and up:
                for j, hl in enumerate(mine):
                    if hl == lv + 1:
                        out.extend(_pulls(i, j, pull))
            if attack:
                for seat in range(players):
                    if seat == me:
                        continue
                    for v, vl in enumerate(self.levels[seat]):
                        if vl == lv and lv > 0:
                            out.extend(_shoves(i, seat, v, attack))
                        elif vl == lv + 1:
                            out.extend(_drags(i, seat, v, attack))
        return out

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player() != CHANCE or self.pending is None:
            return []
        return list(_dice_outcomes(self.sizes_of(self.pending)))

    def chance_stream(self) -> str:
        return "dice"

    def sample_chance(self, rng: random.Random) -> Action:
        """The same draw as the generic ``sample_weighted`` over :meth:`chance_outcomes`
        (one ``rng.random()``, same cut points), by bisection instead of a scan."""
        if (self.phase is not _ROLL_PHASE or self.pending is None
                or self._forced_outcome is not None):
            return super().sample_chance(rng)
        sizes = self.sizes_of(self.pending)
        outcomes = _dice_outcomes(sizes)
        i = bisect_right(_dice_cumulative(sizes), rng.random())
        return outcomes[i if i < len(outcomes) else -1][0]

    def _is_legal(self, action: Action) -> bool:
        if self.phase is _LOWER_PHASE:
            if isinstance(action, Confirm):
                return True
            if not isinstance(action, Lower) or type(action.die) is not int:
                return False
            held = self.tokens[self.to_move]
            return 0 <= action.die < len(self.dice) and self.dice[action.die] > 0 \
                and action.token in _COLOUR and held[_COLOUR[action.token]] > 0
        return action in self.legal_actions()

    def explain_illegal(self, action: Action) -> str:
        if self.is_terminal() or self.is_chance_node():
            return super().explain_illegal(action)
        if self.phase is _LOWER_PHASE:
            if isinstance(action, Lower):
                if not 0 <= action.die < len(self.dice):
                    return f"this roll has {len(self.dice)} dice; there is no die {action.die + 1}"
                if self.dice[action.die] == 0:
                    return "that die is already at 0 and cannot go lower"
                if self.flexible and action.token != "white":
                    return "with Flexible Plans only white tokens exist"
                return f"you have no {action.token} token left to spend"
            return "lower a die with a token or confirm the roll first"
        if isinstance(action, (Lower, Confirm)):
            return "there is no roll to lower or confirm now; choose an action first"
        if isinstance(action, Pass):
            return "you can still act, so you may not pass"
        if isinstance(action, Act):
            return self._explain_act(action)
        return super().explain_illegal(action)

    def _explain_act(self, action: Act) -> str:
        me = self.to_move
        if not 0 <= action.acting < 6:
            return f"climbers are numbered 0-5, not {action.acting}"
        if action.paid_with not in self._payable(action.kind):
            if self.flexible:
                return (f"with Flexible Plans a {action.kind} costs "
                        f"{FLEXIBLE_COST[action.kind]} white tokens; you have {self.tokens[me][0]}")
            accepts = " or ".join(ACCEPTS[action.kind])
            return (f"a {action.kind} is paid with a {accepts} token you hold, "
                    f"not {action.paid_with}")
        lv = self.levels[me][action.acting]
        if isinstance(action, Climb):
            if lv == TOP:
                return "that climber is already on the summit"
            return f"level {lv + 1} has no vacant space to climb to"
        if isinstance(action, Descend):
            if not 0 <= action.level < lv:
                return "a climber can only descend to a lower level"
            return f"level {action.level} has no vacant space"
        if isinstance(action, PullUp):
            return ("a pull up needs the helper exactly one level above its teammate "
                    "and a vacant space on the helper's level")
        if isinstance(action, Shove):
            return "a shove needs an opponent's climber on the same level, above the ground"
        return "a drag needs an opponent's climber exactly one level above yours"

    def _apply(self, action: Action) -> None:
        if isinstance(action, Lower):
            self.tokens[self.to_move][_COLOUR[action.token]] -= 1
            dice = list(self.dice)
            dice[action.die] = max(0, dice[action.die] - TOKEN_STEP[action.token])
            self.dice = tuple(dice)
            if not self._can_lower():
                self._resolve()
        elif isinstance(action, Confirm):
            self._resolve()
        elif isinstance(action, Dice):
            self.rolled = self.dice = action.values
            self.phase = _LOWER_PHASE
            if not self._can_lower():
                self._resolve()
        elif isinstance(action, Act):
            held = self.tokens[self.to_move]
            for i, c in enumerate(self._cost(action)):
                held[i] -= c
            if isinstance(action, Descend):
                self.levels[self.to_move][action.climber] = action.level
                self.last_result, self.last_dice = SummitResult.NONE, ()
                self.last_act, self.last_seat = action, self.to_move
                self._end_turn()
            else:
                self.pending = action
                self.phase = _ROLL_PHASE
        elif isinstance(action, Pass):
            held = self.tokens[self.to_move]
            colour = 0 if self.flexible else next(i for i in range(3) if held[i] > 0)
            held[colour] -= 1
            self.last_result, self.last_dice = SummitResult.NONE, ()
            self.last_act, self.last_seat = action, self.to_move
            self._end_turn()
        else:  # pragma: no cover - guarded by is_legal
            raise IllegalActionError(f"{action} is not a Climb On! action")

    def _resolve(self) -> None:
        act = self.pending
        assert act is not None
        me = self.to_move
        ok = passes(act.check, self.dice, self.difficulty_of(act))
        if ok:
            if isinstance(act, Climb):
                self.levels[me][act.climber] += 1
            elif isinstance(act, PullUp):
                self.levels[me][act.climber] = self.levels[me][act.helper]
            elif isinstance(act, Shove):
                fall = self.landing(self.levels[act.seat][act.victim] - 1)
                self.levels[act.seat][act.victim] = fall
            elif isinstance(act, Drag):
                self.levels[act.seat][act.victim] = self.landing(self.levels[me][act.climber])
        self.last_result = SummitResult.SUCCESS if ok else SummitResult.FAILURE
        self.last_dice = self.dice
        self.last_act, self.last_seat = act, me
        self._end_turn()

    def _end_turn(self) -> None:
        self.pending = None
        self.rolled = self.dice = ()
        for step in range(1, self.players + 1):
            seat = (self.to_move + step) % self.players
            if self.holds_tokens(seat) and seat not in self.dropped:
                self.to_move = seat
                self.phase = _ACT_PHASE
                return
        self.phase = _OVER_PHASE

    # ----- results -------------------------------------------------------------
    def _key(self, seat: int) -> tuple[int, ...]:
        if not self.untied:
            return (self.score(seat),)
        best = max(self.climber_score(seat, i) for i in range(6))
        return (self.score(seat), max(self.levels[seat]), best)

    def _outcome(self) -> Outcome:
        keys = [self._key(s) for s in range(self.players)]
        ranking = tuple(1 + sum(1 for o in keys if o > k) for k in keys)
        scores = tuple(float(k[0]) for k in keys)
        reason = SummitEnding.POINTS
        top = [k for k in keys if k[0] == max(scores)]
        if self.untied and len(top) > 1 and ranking.count(1) < len(top):
            highest = [k for k in top if k[1] == max(t[1] for t in top)]
            reason = (SummitEnding.HIGHEST_CLIMBER if len(highest) == 1
                      else SummitEnding.BEST_CLIMBER)
        return Outcome(ranking, scores, reason)

    # ----- copies and texts ----------------------------------------------------
    def _copy_mutable(self, new: SummitState) -> None:
        new.levels = [list(row) for row in self.levels]
        new.tokens = [list(row) for row in self.tokens]

    def _on_drop(self, seat: int) -> None:
        """A team that leaves walks down to the ground, where it blocks nobody and
        cannot be shoved or dragged; an act it had begun is abandoned."""
        self.levels[seat] = [0] * 6
        if seat == self.to_move:
            self.last_result, self.last_dice = SummitResult.NONE, ()
            self._end_turn()

    def describe(self, action: Action, viewer: int | None = None) -> str:
        return describe(self, action) or super().describe(action)

    def prompt(self) -> str:
        return prompt(self)

    def to_json(self) -> dict[str, Any]:
        data = self._base_json()
        data.update({
            "levels": [list(row) for row in self.levels],
            "tokens": [list(row) for row in self.tokens],
            "to_move": self.to_move, "phase": self.phase.value,
            "pending": self.pending.to_json() if self.pending else None,
            "rolled": list(self.rolled), "dice": list(self.dice),
            "last_result": self.last_result.value, "last_dice": list(self.last_dice),
            "last_act": self.last_act.to_json() if self.last_act else None,
            "last_seat": self.last_seat,
        })
        return data


__all__ = [
    "ACCEPTS", "FLEXIBLE_COST", "START_TOKENS", "Act", "Climb", "Confirm", "Descend",
    "Dice", "Drag", "Lower", "Pass", "PullUp", "Shove", "SummitEnding", "SummitState",
]
