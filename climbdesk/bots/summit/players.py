"""Climb On! (dice) players: careless Easy, one-ply Normal, expectimax Hard.

A turn is an act, one roll, then any number of lowering tokens.  Every player
here decides the lowering *statelessly*: in the lowering phase it works out
which tokens to spend on the dice as they stand and plays one of them (or
confirms), so the same rule drives the plan made before the roll and the play
after it.

Lowering always goes on one die — the acting climber's for Climb and Pull Up,
the victim's for Shove and Drag Down — and overshooting is harmless (a die
stops at 0), so a roll is summed up by the points of lowering it still
``needs`` (:func:`climbdesk.games.summit.dice.needed`).

* **Hard** is an exact expectimax over the turn: for every act it groups the
  roll outcomes by the points they need, and for each group takes the better
  of failing at no further cost or succeeding with the cheapest token mix that
  covers the need, judged by a static evaluation of the position after the
  turn.  The evaluation (:func:`evaluate`) is score, plus a value per token
  still held (a token is a future action or future lowering), minus the
  expected loss to the opponents' red tokens (Shove/Drag) and plus what our own
  red tokens threaten.  So it lowers only as much as a roll needs, fails on
  purpose when success would cost more than it brings, keeps reds for attacks
  that pay, and may descend a climber out of reach.  At the end of the game
  held tokens are worth nothing, so the last tokens go into lowering.
* **Normal** plays the best immediate expected gain: success chance times the
  points the act gains or takes away, where it allows itself at most one point
  of lowering per point gained; pays with the cheapest colour the act accepts,
  and after the roll lowers within that budget, whites first.
* **Easy** picks a random act, weighted towards climbing, pays with a random
  accepted colour, and after the roll lowers to succeed only half the time,
  with whatever tokens come to hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from climbdesk.bots.base import Bot, CancelToken, check_turn
from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.summit import (
    Act,
    Climb,
    Confirm,
    Descend,
    Dice,
    Drag,
    Lower,
    PullUp,
    Shove,
    SummitPhase,
    SummitState,
)
from climbdesk.games.summit.dice import (
    DIE_VALUE,
    TOKENS,
    needed,
    odds,
    roll_outcomes,
)

Spend = tuple[int, int, int]
NO_SPEND: Spend = (0, 0, 0)
FAIL: Spend = (-1, -1, -1)  # memo key of "let the roll fail"

# ----- evaluation weights (Hard) -----------------------------------------------
#: Points one held token is worth (white, blue, red) in the middle of the game.
TOKEN_VALUE: tuple[float, float, float] = (2.8, 3.6, 4.6)
#: Share of the opponents' best expected Shove/Drag gain charged per red token they hold.
THREAT_WEIGHT = 0.6
#: Share of our own best attack counted as ours.
ATTACK_WEIGHT = 0.4
#: Lowering an attacker is assumed to spend at most, and what the attack costs it in points.
ATTACK_POWER = 4
ATTACK_COST = 2.5


# ----- dice helpers ------------------------------------------------------------------
def lowered_die(act: Act) -> int:
    """Index of the die lowering helps: the victim's for attacks, else the climber's."""
    return 1 if isinstance(act, (Shove, Drag)) else 0


@cache
def need_distribution(check: str, sizes: tuple[int, ...],
                      difficulty: int) -> tuple[tuple[int | None, float], ...]:
    """Probability of each number of lowering points a roll needs (None: hopeless)."""
    dist: dict[int | None, float] = {}
    for values, p in roll_outcomes(sizes):
        n = needed(check, values, difficulty)
        dist[n] = dist.get(n, 0.0) + p
    return tuple(sorted(dist.items(), key=lambda kv: -1 if kv[0] is None else kv[0]))


def covering_spends(need: int, held: Sequence[int]) -> list[Spend]:
    """Token mixes (white, blue, red) worth at least ``need`` points with no token to spare.

    For each number of blues and reds the whites fill the rest; mixes where a
    token could be dropped and still cover the need are left out.
    """
    if need <= 0:
        return [NO_SPEND]
    out: list[Spend] = []
    for r in range(held[2] + 1):
        for b in range(held[1] + 1):
            rest = need - 2 * b - 3 * r
            w = max(0, rest)
            if w > held[0]:
                continue
            power = w + 2 * b + 3 * r
            # minimal: removing any single token would fall short
            if w and power - 1 >= need or b and power - 2 >= need or r and power - 3 >= need:
                continue
            out.append((w, b, r))
    return out


def spend_order(spend: Spend) -> list[str]:
    """The colours of a mix, largest first (the order does not change the result)."""
    return ["red"] * spend[2] + ["blue"] * spend[1] + ["white"] * spend[0]


def _settled(child: SummitState, want_success: bool) -> SummitState | None:
    """The position after ``child``'s pending act succeeds (or fails) with no lowering.

    The engine settles a representative roll, so landing rules, skipped seats
    and the end of the game come out exactly as in play.  None if no roll does.
    """
    act = child.pending
    assert act is not None
    diff = child.difficulty_of(act)
    for values, _ in roll_outcomes(child.sizes_of(act)):
        if (needed(act.check, values, diff) == 0) == want_success:
            out = child.clone()
            out.apply(Dice(values))
            if out.phase == SummitPhase.LOWER:
                out.apply(Confirm())
            return out
    return None


# ----- evaluation (Hard) -----------------------------------------------------------
def _token_worth(state: SummitState, seat: int) -> float:
    held = state.tokens[seat]
    return sum(TOKEN_VALUE[i] * held[i] for i in range(3))


def evaluate(state: SummitState, seat: int) -> float:
    """What ``state`` is worth to ``seat``: its standing minus the best opponent's."""
    values = [_standing(state, s) for s in range(state.players)]
    if state.is_terminal():
        values = [float(state.score(s)) for s in range(state.players)]
    others = max(v for s, v in enumerate(values) if s != seat)
    return values[seat] - others


def _standing(state: SummitState, seat: int) -> float:
    value = float(state.score(seat)) + _token_worth(state, seat)
    reds = state.tokens[seat][2] if not state.flexible else state.tokens[seat][0] // 3
    if reds:
        power = state.lowering_power(seat) - 3
        gains = sorted((g for other in range(state.players) if other != seat
                        for g in _attack_gain_on(state, seat, other, power)), reverse=True)
        value += ATTACK_WEIGHT * sum(gains[:reds])
    for other in range(state.players):
        if other == seat:
            continue
        oreds = state.tokens[other][2] if not state.flexible else state.tokens[other][0] // 3
        if not oreds:
            continue
        # what the opponent could take from this seat alone
        sub = _attack_gain_on(state, other, seat, state.lowering_power(other) - 3)
        value -= THREAT_WEIGHT * sum(sub[:oreds]) / max(1, state.players - 1)
    return value


def _attack_gain_on(state: SummitState, attacker: int, victim_seat: int,
                    power: int) -> list[float]:
    """Net expected points each of ``victim_seat``'s climbers is worth to one red of ``attacker``.

    The attacker is assumed to lower by at most :data:`ATTACK_POWER` and to
    give up :data:`ATTACK_COST` for the red and the tokens; targets not worth
    that are left out.  Best targets first.
    """
    gains: list[float] = []
    mine = state.levels[attacker]
    team = state.teams[attacker]
    power = max(0, min(power, ATTACK_POWER))
    for v, vl in enumerate(state.levels[victim_seat]):
        if vl == 0:
            continue
        vsize = state.teams[victim_seat][v]
        best = 0.0
        for i, lv in enumerate(mine):
            if lv == vl:
                best = max(best, odds("shove", (team[i], vsize), 0, power))
            elif lv == vl - 1:
                best = max(best, odds("drag", (team[i], vsize), 0, power))
        net = best * DIE_VALUE[vsize] - ATTACK_COST
        if net > 0:
            gains.append(net)
    gains.sort(reverse=True)
    return gains


def _minus(state: SummitState, seat: int, spend: Spend) -> SummitState:
    if spend == NO_SPEND:
        return state
    out = state.clone()
    held = out.tokens[seat]
    for i in range(3):
        held[i] -= spend[i]
    if not any(out.holds_tokens(s) for s in range(out.players)):
        out.phase = SummitPhase.OVER
    return out


def best_outcome(success: SummitState | None, failure: SummitState | None, seat: int,
                 need: int | None, held: Sequence[int],
                 cache_: dict[Spend, float]) -> tuple[float, Spend | None]:
    """Best of failing (None) and succeeding with each covering mix, and its value."""
    best_value, best = -1e18, None
    if failure is not None and need != 0:
        fail_value = cache_.get(FAIL)
        if fail_value is None:
            fail_value = cache_[FAIL] = evaluate(failure, seat)
        best_value = fail_value
    if success is None or need is None:
        return best_value, best
    for spend in covering_spends(need, held):
        value = cache_.get(spend)
        if value is None:
            value = cache_[spend] = evaluate(_minus(success, seat, spend), seat)
        if value > best_value + 1e-9:
            best_value, best = value, spend
    return best_value, best


# ----- bots --------------------------------------------------------------------------
class SummitHardBot(Bot):
    """One-turn exact expectimax with the evaluation above."""

    name = "summit-hard"

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        actions = check_turn(state, seat)
        assert isinstance(state, SummitState)
        if cancel is not None:
            cancel.check()
        if len(actions) == 1:
            return actions[0]
        if state.phase == SummitPhase.LOWER:
            return self._lower(state, seat, actions)
        best_value, best = -1e18, actions[0]
        for action in actions:
            if cancel is not None:
                cancel.check()
            value = self.act_value(state, seat, action)
            if value > best_value + 1e-9:
                best_value, best = value, action
        return best

    def act_value(self, state: SummitState, seat: int, action: Action) -> float:
        child = state.child(action)
        if child.phase != SummitPhase.ROLL or child.pending is None:
            return evaluate(child, seat)
        act = child.pending
        failure = _settled(child, want_success=False)
        success = _settled(child, want_success=True)
        held = child.tokens[seat]
        memo: dict[Spend, float] = {}
        total = 0.0
        for need, p in need_distribution(act.check, child.sizes_of(act),
                                         child.difficulty_of(act)):
            value, _ = best_outcome(success, failure, seat, need, held, memo)
            total += p * value
        return total

    def _lower(self, state: SummitState, seat: int, actions: list[Action]) -> Action:
        act = state.pending
        assert act is not None
        need = needed(act.check, state.dice, state.difficulty_of(act))
        if need == 0 or need is None:
            return Confirm()
        base = state.clone()
        base.dice = tuple(0 if i == lowered_die(act) else v for i, v in enumerate(state.dice))
        success = base.clone()
        success.apply(Confirm())
        failure = state.clone()
        failure.apply(Confirm())
        _, spend = best_outcome(success, failure, seat, need, state.tokens[seat], {})
        if spend is None:
            return Confirm()
        colour = spend_order(spend)[0]
        return Lower(lowered_die(act), colour)


def _gain(state: SummitState, seat: int, act: Act) -> float:
    """Points the act moves in ``seat``'s favour if it succeeds (Normal's view)."""
    if isinstance(act, Climb):
        return float(DIE_VALUE[state.teams[seat][act.climber]])
    if isinstance(act, PullUp):
        size = state.teams[seat][act.climber]
        return float(DIE_VALUE[size])
    if isinstance(act, (Shove, Drag)):
        size = state.teams[act.seat][act.victim]
        lv = state.levels[act.seat][act.victim]
        if isinstance(act, Shove):
            return float(DIE_VALUE[size] * (lv - state.landing(lv - 1)))
        return float(DIE_VALUE[size] * (lv - state.landing(state.levels[seat][act.climber])))
    return -float(DIE_VALUE[state.teams[seat][act.acting]]
                  * (state.levels[seat][act.acting] - getattr(act, "level", 0)))


_COST_RANK = {"white": 0, "blue": 1, "red": 2}


class SummitNormalBot(Bot):
    """One-ply expected gain: chance of success times points.

    With ``budgeted`` it spends at most one point of lowering per point the act
    gains (and counts the chance with that budget); without, it lowers whenever
    its tokens can make the act succeed.
    """

    name = "summit-normal"
    budgeted = True

    def budget_of(self, state: SummitState, seat: int, act: Act) -> int:
        return int(_gain(state, seat, act)) if self.budgeted else 10**6

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        actions = check_turn(state, seat)
        assert isinstance(state, SummitState)
        if cancel is not None:
            cancel.check()
        if len(actions) == 1:
            return actions[0]
        if state.phase == SummitPhase.LOWER:
            assert state.pending is not None
            return _lower_cheapest(state, seat, self.budget_of(state, seat, state.pending))
        best_value, best = -1e18, actions[0]
        for action in actions:
            assert isinstance(action, Act)
            gain = _gain(state, seat, action)
            if action.check:
                child = state.child(action)
                power = min(child.lowering_power(seat), self.budget_of(state, seat, action))
                chance = odds(action.check, state.sizes_of(action), state.difficulty_of(action),
                              power)
            else:
                chance = 1.0
            value = chance * gain
            value -= 0.01 * _COST_RANK[action.paid_with]
            if value > best_value + 1e-9:
                best_value, best = value, action
        return best


def _lower_cheapest(state: SummitState, seat: int, budget: int) -> Action:
    """Lower towards success if the tokens can make it within ``budget`` points, white
    first; else confirm."""
    act = state.pending
    assert act is not None
    if state.would_succeed() or not state.can_still_succeed():
        return Confirm()
    need = needed(act.check, state.dice, state.difficulty_of(act))
    assert need is not None
    if need > budget:
        return Confirm()
    held = state.tokens[seat]
    # fewest points of overshoot, whites first
    spends = covering_spends(need, held)
    spend = min(spends, key=lambda s: (s[0] + 2 * s[1] + 3 * s[2], s[2], s[1]))
    colour = [c for c in ("white", "blue", "red") if spend[TOKENS.index(c)]][0]
    return Lower(lowered_die(act), colour)


class SummitEasyBot(Bot):
    """Plausible but careless: random acts (mostly climbs), lowers only half the time."""

    name = "summit-easy"

    def __init__(self, rng: random.Random | None = None, lower_chance: float = 0.5) -> None:
        super().__init__(rng)
        self.lower_chance = lower_chance

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        actions = check_turn(state, seat)
        assert isinstance(state, SummitState)
        if cancel is not None:
            cancel.check()
        if len(actions) == 1:
            return actions[0]
        rng = self.rng
        if state.phase == SummitPhase.LOWER:
            if state.would_succeed() or not state.can_still_succeed():
                return Confirm()
            if state.dice == state.rolled and rng.random() >= self.lower_chance:
                return Confirm()
            act = state.pending
            assert act is not None
            held = state.tokens[seat]
            colour = rng.choice([t for i, t in enumerate(TOKENS) if held[i] > 0])
            return Lower(lowered_die(act), colour)
        weights = [4.0 if isinstance(a, Climb) else 0.3 if isinstance(a, Descend) else 1.0
                   for a in actions]
        return rng.choices(actions, weights)[0]
