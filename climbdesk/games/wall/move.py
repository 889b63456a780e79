"""A Move turn: award-card moves in the three occasions, the dice action with chalk
and jump, the roll's one decision (spent dice, cards, path), critical failures and
falls.

Occasions: *before* the dice (phase ``turn``/``before``), *during* the dice action
(the ``spend`` decision) and *after* it (phase ``after``).  In each, at most one
card of each type; a card-funded move must reach a hold.  The decision after a
roll lists, per way of spending the dice, every Pareto-best path: spendings with the
same effect (the same stamina gained after the cap, a clip or not) are offered once,
with the most move points left.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

from climbdesk.core.actions import Dice
from climbdesk.games.wall.actions import Award, Roll, Spend
from climbdesk.games.wall.geometry import Square, clip_squares, slot_anchor
from climbdesk.games.wall.paths import Path, diagonal_allowance, find_paths
from climbdesk.games.wall.phases import WallPhase

if TYPE_CHECKING:
    from climbdesk.games.wall.engine import WallState

#: Stamina paid for 2, 3 or 4 dice.
DICE_COST = {2: 3, 3: 5, 4: 8}
#: Move points of an Overhang and a Hard Move award card, and of chalk and jump.
OVERHANG_MP, HARD_MP, CHALK_MP, JUMP_MP = 2, 4, 2, 4
STAMINA_MAX = 12


def paths(state: WallState, budget: int, target: Square | None = None) -> list[Path]:
    """Every Pareto-best path of the mover within ``budget`` and the turn's diagonals
    left, cheapest destinations first.

    One search per position serves every budget: a path that is Pareto-best within
    a larger budget and costs at most ``budget`` is Pareto-best within ``budget``
    (anything beating it would cost no more), so the answer for the largest budget
    asked so far is kept and filtered.
    """
    key = ("paths", target)
    cached = state.cache.get(key)
    if isinstance(cached, tuple) and cached[0] >= budget:
        found: list[Path] = cached[1]
    else:
        seat = state.seat
        left = diagonal_allowance(state.chalk_on, state.jump_on) - state.diag_used
        seen = set(state.visited[seat]) | set(state.earned)
        by_dest = find_paths(state.wall, state.pos[seat], state.colour, budget, max(0, left),
                             state.goal, seen, state.pieces(exclude=seat),
                             slot_anchor(seat), target)
        found = [p for ps in by_dest.values() for p in ps]
        state.cache[key] = (budget, found)
    return [p for p in found if p.mp <= budget]


def card_choices(state: WallState) -> list[tuple[bool, bool]]:
    """The award cards the mover may use in the current occasion: each type once."""
    seat = state.seat
    o = state.overhang[seat] > 0 and not state.used_o
    h = state.hard[seat] > 0 and not state.used_h
    out = []
    if o:
        out.append((True, False))
    if h:
        out.append((False, True))
    if o and h:
        out.append((True, True))
    return out


def award_actions(state: WallState) -> list[Award]:
    out = []
    for o, h in card_choices(state):
        for p in paths(state, OVERHANG_MP * o + HARD_MP * h):
            out.append(Award(o, h, p.squares, p.top))
    return out


def jump_targets(state: WallState) -> list[Square]:
    here = state.pos[state.seat]
    taken = set(state.pieces())
    return [s for s in state.wall.holds(state.colour) if s != here and s not in taken]


def roll_actions(state: WallState) -> list[Roll]:
    seat = state.seat
    chalks = (False, True) if state.chalk[seat] > 0 else (False,)
    targets = jump_targets(state) if state.jumps[seat] > 0 else []
    out = []
    for n, cost in DICE_COST.items():
        if cost > state.stamina[seat]:
            continue
        for chalk in chalks:
            out.append(Roll(n, chalk, False, 0, 0))
            out.extend(Roll(n, chalk, True, x, y) for x, y in targets)
    return out


def dice_outcomes(n: int) -> list[tuple[Dice, float]]:
    """Sorted rolls of ``n`` dice showing 1–3, with their probabilities."""
    out = []
    for values in itertools.combinations_with_replacement((1, 2, 3), n):
        ways = math.factorial(n)
        for v in (1, 2, 3):
            ways //= math.factorial(values.count(v))
        out.append((Dice(values), ways / 3 ** n))
    return out


def critical(state: WallState, values: tuple[int, ...]) -> bool:
    """Two or more ones with chalk or a jump: the climber falls before moving."""
    return critical_roll(state.chalk_on or state.jump_on, values)


def critical_roll(chalk_or_jump: bool, values: tuple[int, ...]) -> bool:
    """The same for a roll not yet made (the bots weigh each outcome of a ``Roll``)."""
    return chalk_or_jump and values.count(1) >= 2


def special_move(state: WallState) -> bool:
    """Anything but plain 2 dice: the climber must reach a hold or fall."""
    return len(state.dice) > 2 or state.chalk_on or state.jump_on


def spendings(state: WallState) -> list[tuple[tuple[int, ...], int, int]]:
    """``(stamina dice, clip die, move points from the dice)`` per distinct effect."""
    dice = state.dice
    room = STAMINA_MAX - state.stamina[state.seat]
    bonus = CHALK_MP * state.chalk_on + JUMP_MP * state.jump_on
    best: dict[tuple[int, bool], tuple[tuple[int, ...], int, int]] = {}
    seen: set[tuple[tuple[int, ...], int]] = set()
    for mask in range(1 << len(dice)):
        spent = tuple(v for i, v in enumerate(dice) if mask >> i & 1)
        rest = [v for i, v in enumerate(dice) if not mask >> i & 1]
        for clip in sorted({0, *rest}):
            if (spent, clip) in seen:
                continue
            seen.add((spent, clip))
            mp = sum(rest) - clip + bonus
            key = (min(room, sum(spent)), clip > 0)
            if key not in best or mp > best[key][2]:
                best[key] = (spent, clip, mp)
    return sorted(best.values(), key=lambda b: (len(b[0]), b[0], b[1]))


def spend_actions(state: WallState) -> list[Spend]:
    found = state.cache.get("spend")
    if found is not None:
        return found  # type: ignore[return-value]  # the cache holds what this function put
    seat = state.seat
    target = state.target if state.jump_on else None
    plain = not special_move(state)
    taken = state.clip_taken(seat)
    out: list[Spend] = []
    ways = spendings(state)
    cards = [(False, False), *card_choices(state)]
    most = max(mp for _, _, mp in ways) + max(OVERHANG_MP * o + HARD_MP * h for o, h in cards)
    paths(state, most, target)  # one search for every spending below
    for spent, clip, mp in ways:
        for o, h in cards:
            budget = mp + OVERHANG_MP * o + HARD_MP * h
            if plain and not (o or h) and (not clip or clip_squares(
                    state.wall, state.pos[seat], taken)):
                out.append(Spend(spent, clip, False, False, (), False))
            for p in paths(state, budget, target):
                if clip and (p.top or not clip_squares(state.wall, p.squares[-1], taken)):
                    continue
                out.append(Spend(spent, clip, o, h, p.squares, p.top))
    state.cache["spend"] = out
    return out


def find_path(state: WallState, budget: int, squares: tuple[Square, ...], top: bool,
              target: Square | None = None) -> Path | None:
    for p in paths(state, budget, target):
        if p.squares == squares and p.top == top:
            return p
    return None


# ----- applying a Move turn's actions ------------------------------------------------------
def use_cards(state: WallState, o: bool, h: bool) -> None:
    if o:
        state.overhang[state.seat] -= 1
        state.used_o = True
    if h:
        state.hard[state.seat] -= 1
        state.used_h = True


def walk(state: WallState, squares: tuple[Square, ...], top: bool, budget: int) -> None:
    """Move the piece along a path found within ``budget`` (its diagonals and first
    entries of special panels counted); a top-out ends the climbing."""
    target = state.target if state.phase is WallPhase.SPEND and state.jump_on else None
    path = find_path(state, budget, squares, top, target)
    assert path is not None, "the path was checked as legal"
    state.diag_used += path.diagonals
    seat = state.seat
    for x, y in squares:
        placed = state.wall.panel_at(x, y)
        if placed is not None and placed.ident in path.specials \
                and placed.ident not in state.earned:
            state.earned.append(placed.ident)
    if top:
        state.topped[seat] = True
        state.final = True
    state.pos[seat] = squares[-1]


def apply_award(state: WallState, action: Award) -> None:
    budget = OVERHANG_MP * action.overhang + HARD_MP * action.hard
    walk(state, action.squares, action.top, budget)
    use_cards(state, action.overhang, action.hard)
    if state.topped[state.seat]:
        state.finish_turn()
    elif state.phase is WallPhase.TURN:
        state.phase = WallPhase.BEFORE


def apply_roll(state: WallState, action: Roll) -> None:
    seat = state.seat
    state.stamina[seat] -= DICE_COST[action.dice]
    if action.chalk:
        state.chalk[seat] -= 1
    if action.jump:
        state.jumps[seat] -= 1
        state.target = (action.tx, action.ty)
    state.chalk_on, state.jump_on = action.chalk, action.jump
    state.used_o = state.used_h = False  # a new occasion
    state.roll_dice = action.dice
    state.phase = WallPhase.DICE


def apply_dice(state: WallState, values: tuple[int, ...]) -> None:
    state.dice = values
    state.phase = WallPhase.SPEND
    if critical(state, values):
        fall(state)
    elif special_move(state) and not spend_actions(state):
        fall(state)


def apply_spend(state: WallState, action: Spend) -> None:
    seat = state.seat
    if action.squares:
        mp = sum(state.dice) - sum(action.stamina) - action.clip \
            + CHALK_MP * state.chalk_on + JUMP_MP * state.jump_on
        budget = mp + OVERHANG_MP * action.overhang + HARD_MP * action.hard
        walk(state, action.squares, action.top, budget)
    use_cards(state, action.overhang, action.hard)
    state.stamina[seat] = min(STAMINA_MAX, state.stamina[seat] + sum(action.stamina))
    if state.topped[seat]:
        state.finish_turn()
    elif action.clip:
        state.phase = WallPhase.CLIP
    else:
        to_after(state)


def to_after(state: WallState) -> None:
    state.used_o = state.used_h = False
    state.phase = WallPhase.AFTER
    if not award_actions(state):
        state.finish_turn()


def fall(state: WallState) -> None:
    """To the clip marker, ending the turn; without one, out of the game."""
    seat = state.seat
    clip = state.clips[seat]
    if clip is None:
        state.grant_awards()
        state.eliminate(seat)
        return
    state.pos[seat] = clip
    state.finish_turn()
