"""The worth of a Move turn's choices, worked out from a seat's view without playing them.

A move never changes the wall, so its worth needs no new position: the piece's
square, stamina, cards and clip are enough (:mod:`climbdesk.bots.wall.value`).
That lets a bot value the dice action *exactly in expectation*: one path search
per way of rolling (its diagonal allowance, its jump target) with the largest
budget the roll could give, then for every outcome of the dice (sorted
multisets with their probabilities, as the engine lists them) the best way to
spend it: dice for stamina, a die for the clip, award cards during the roll,
and the best destination the rest pays for.  A critical failure (two ones with
chalk or a jump) and a risky roll that reaches no hold are falls: back to the
clip, or out of the game without one.

Tables per search (:class:`Reach`) give the best destination's worth for every
budget, with and without moving the clip, so each spending of each outcome is
two look-ups.  Everything here reads only public parts of the position (the
wall, pieces, clips, stamina, cards), so it runs on the seat's view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from climbdesk.bots.wall.turns import race_worth
from climbdesk.bots.wall.value import (
    HARD,
    LOW_PENALTY,
    LOW_STAMINA,
    OUT,
    OVERHANG,
    STAMINA,
    TOPPED,
    Climber,
    climber,
    clip_worth,
    distance_map,
    keeps,
    place_worth,
    worth,
)
from climbdesk.games.wall.actions import Award, Roll, Spend
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import Square, clip_squares, slot_anchor
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
from climbdesk.games.wall.paths import Path, diagonal_allowance, find_paths

NONE = float("-inf")
#: Totals of two dice showing 1–3 and the ways to throw them (of 9).
_TWO_DICE = ((2, 1), (3, 2), (4, 3), (5, 2), (6, 1))


class Reach:
    """The best destination worth per budget for one way of moving (a table per search)."""

    def __init__(self, plain: list[float], clipped: list[float]) -> None:
        self.plain = plain      # clip left where it is
        self.clipped = clipped  # a die spent on the clip, set beside the destination

    def best(self, budget: int, clip: bool) -> float:
        table = self.clipped if clip else self.plain
        return table[min(budget, len(table) - 1)] if budget >= 0 else NONE


class TurnValues:
    """Valuations of one seat's Move-turn choices on one position (its view)."""

    def __init__(self, state: WallState, seat: int, mobility: float = 0.0,
                 stamina: float = STAMINA, top: Callable[[int], float] | None = None,
                 turns: float = 0.0) -> None:
        self.state = state
        self.seat = seat
        self.mobility = mobility
        self.stamina = stamina  # worth of one stamina unit kept
        # Worth of topping out with the stamina given, in place of TOPPED and the
        # cards kept (``Style.topout``, :mod:`.topout`); None: the usual worth.
        self.top = top
        # Distance and stamina worth the turns to the top they leave (``Style.turns``,
        # :mod:`.turns`: the share of a roll that moves up; 0: their straight sum).
        self.turns = turns
        self._mob: dict[Square, float] = {}
        self.dist = distance_map(state.wall, state.colour, state.goal)
        self.me = climber(state, seat)
        self.taken = state.clip_taken(seat)
        self._reach: dict[tuple[int, Square | None, int], Reach] = {}

    # ----- pieces of worth ------------------------------------------------------------
    def card_bonus(self, specials: Iterable[int]) -> float:
        """Award cards the special panels entered will earn at the turn's end."""
        state = self.state
        supply = list(state.supply)
        bonus = 0.0
        for ident in specials:
            kind = 0 if state.wall.panel(ident).extra_mp == OVERHANG_MP else 1
            if supply[kind] > 0:
                supply[kind] -= 1
                bonus += OVERHANG if kind == 0 else HARD
        return bonus

    def destination(self, path: Path, clip: bool) -> float:
        """Worth of where ``path`` ends (stamina and cards apart); NONE when a clip
        die cannot be used there."""
        if path.top:
            return TOPPED
        end = path.squares[-1]
        if clip:
            extra = clip_worth(self.dist, self.state.wall, end, self.taken)
            if extra is None:
                return NONE
            here = -self.dist.get(end, 99.0) + extra
        else:
            here = place_worth(self.dist, end, self.me.clip, self.seat)
        return here + self.mob(end) + self.card_bonus(path.specials)

    def reach(self, allowance: int, target: Square | None, budget: int) -> Reach:
        key = (allowance, target, budget)
        found = self._reach.get(key)
        if found is not None:
            return found
        state, seat = self.state, self.seat
        seen = set(state.visited[seat]) | set(state.earned)
        by_dest = find_paths(state.wall, state.pos[seat], state.colour, budget,
                             max(0, allowance), state.goal, seen, state.pieces(exclude=seat),
                             slot_anchor(seat), target)
        plain = [NONE] * (budget + 1)
        clipped = [NONE] * (budget + 1)
        for paths in by_dest.values():
            for p in paths:
                plain[p.mp] = max(plain[p.mp], self.destination(p, False))
                clipped[p.mp] = max(clipped[p.mp], self.destination(p, True))
        for b in range(1, budget + 1):
            plain[b] = max(plain[b], plain[b - 1])
            clipped[b] = max(clipped[b], clipped[b - 1])
        found = self._reach[key] = Reach(plain, clipped)
        return found

    def current(self) -> float:
        if self.turns:
            me = self.me
            return self.total(self.position(), me.stamina, me.chalk, me.jumps, me.overhang,
                              me.hard)
        return worth(self.dist, self.me, self.seat, self.stamina) + self.mob(self.me.pos)

    def position(self) -> float:
        """The piece's part of the worth where it stands: minus distance and fall risk."""
        me = self.me
        return place_worth(self.dist, me.pos, me.clip, self.seat) + self.mob(me.pos)

    def total(self, where: float, stamina: int, chalk: int, jumps: int, overhang: int,
              hard: int) -> float:
        """A destination's worth ``where`` (minus distance and fall risk) and what the
        climber keeps, together: their sum, or with ``turns`` the distance and the
        stamina as the turns to the top they leave (:func:`~.turns.race_worth`)."""
        kept = self.after(stamina, chalk, jumps, overhang, hard)
        if not self.turns or where >= TOPPED or where <= OUT:
            return where + kept
        s = min(STAMINA_MAX, stamina)
        own = self.stamina * s - (LOW_PENALTY if s < LOW_STAMINA else 0.0)
        return kept - own + race_worth(where, s, self.turns)

    def mob(self, square: Square | None) -> float:
        """How much nearer the top a plain 2-dice roll from ``square`` is expected to
        bring the piece next turn, times the mobility weight (0: not looked at).

        The distance map does not know that every move must end on a hold: a
        square near the top with no hold within reach of a roll is a dead end.
        Looking one roll further from every destination (a small path search
        each, kept per square) sees it.
        """
        if not self.mobility or square is None:
            return 0.0
        found = self._mob.get(square)
        if found is not None:
            return found
        state, seat = self.state, self.seat
        here = self.dist.get(square, 99.0)
        by_dest = find_paths(state.wall, square, state.colour, 6, 1, state.goal,
                             set(state.visited[seat]), state.pieces(exclude=seat))
        gain = [0.0] * 7
        for dest, paths in by_dest.items():
            nearer = here if isinstance(dest, str) else here - self.dist.get(dest, 99.0)
            mp = paths[0].mp
            gain[mp] = max(gain[mp], nearer)
        for b in range(1, 7):
            gain[b] = max(gain[b], gain[b - 1])
        expected = sum(ways * gain[total] for total, ways in _TWO_DICE) / 9
        found = self._mob[square] = self.mobility * expected
        return found

    def after(self, stamina: int, chalk: int, jumps: int, overhang: int, hard: int) -> float:
        """What the climber keeps, with the counts given (stamina capped)."""
        me = self.me
        return keeps(Climber(me.pos, min(STAMINA_MAX, stamina), chalk, jumps, overhang, hard,
                             me.clip), self.stamina)

    # ----- the dice ----------------------------------------------------------------------
    def roll(self, action: Roll) -> float:
        """The expected worth after rolling ``action`` and spending the dice at best."""
        state, me = self.state, self.me
        stamina = me.stamina - DICE_COST[action.dice]
        chalk = me.chalk - action.chalk
        jumps = me.jumps - action.jump
        bonus = CHALK_MP * action.chalk + JUMP_MP * action.jump
        allowance = diagonal_allowance(action.chalk, action.jump) - state.diag_used
        target = (action.tx, action.ty) if action.jump else None
        cards = [(False, False)]
        if me.overhang:
            cards.append((True, False))
        if me.hard:
            cards.append((False, True))
        if me.overhang and me.hard:
            cards.append((True, True))
        most = 3 * action.dice + bonus + OVERHANG_MP * (me.overhang > 0) \
            + HARD_MP * (me.hard > 0)
        reach = self.reach(allowance, target, most)
        special = action.dice > 2 or action.chalk or action.jump
        fallen = self._fall(stamina, chalk, jumps)
        stay = place_worth(self.dist, me.pos, me.clip, self.seat) + self.mob(me.pos)
        stay_clip = None
        if me.pos is not None:
            extra = clip_worth(self.dist, state.wall, me.pos, self.taken)
            if extra is not None:
                stay_clip = -self.dist.get(me.pos, 99.0) + extra + self.mob(me.pos)
        kept: dict[tuple[int, bool, bool], float] = {}
        total = 0.0
        for dice, chance in dice_outcomes(action.dice):
            values = dice.values
            if critical_roll(action.chalk or action.jump, values):
                total += chance * fallen
                continue
            best = NONE
            for gain, clip, mp in _spendings(values, STAMINA_MAX - stamina, bonus):
                for o, h in cards:
                    where = reach.best(mp + OVERHANG_MP * o + HARD_MP * h, clip > 0)
                    if not special and not (o or h):
                        where = max(where, (stay_clip if stay_clip is not None else NONE)
                                    if clip else stay)
                    if where == NONE:
                        continue
                    if where == TOPPED and self.top is not None:
                        best = max(best, self.top(stamina + gain))
                        continue
                    if self.turns:
                        best = max(best, self.total(where, stamina + gain, chalk, jumps,
                                                    me.overhang - o, me.hard - h))
                        continue
                    k = kept.get((gain, o, h))
                    if k is None:
                        k = kept[(gain, o, h)] = self.after(stamina + gain, chalk, jumps,
                                                            me.overhang - o, me.hard - h)
                    best = max(best, where + k)
            total += chance * (best if best != NONE else fallen)
        return total

    def _fall(self, stamina: int, chalk: int, jumps: int) -> float:
        me = self.me
        if me.clip is None:
            return OUT
        c = Climber(me.clip, stamina, chalk, jumps, me.overhang, me.hard, me.clip)
        if self.turns:
            where = place_worth(self.dist, me.clip, me.clip, self.seat) + self.mob(me.clip)
            return self.total(where, stamina, chalk, jumps, me.overhang, me.hard)
        return worth(self.dist, c, self.seat, self.stamina) + self.mob(me.clip)

    # ----- the decision after the roll and the award moves ----------------------------
    def spend(self, action: Spend) -> float:
        me = self.me
        stamina = min(STAMINA_MAX, me.stamina + sum(action.stamina))
        if action.top and self.top is not None:
            return self.top(stamina)
        if self.turns:
            return self.total(self._moved(action.squares, action.top, action.clip > 0),
                              stamina, me.chalk, me.jumps, me.overhang - action.overhang,
                              me.hard - action.hard)
        kept = self.after(stamina, me.chalk, me.jumps, me.overhang - action.overhang,
                          me.hard - action.hard)
        return kept + self._moved(action.squares, action.top, action.clip > 0)

    def award(self, action: Award) -> float:
        me = self.me
        if action.top and self.top is not None:
            return self.top(me.stamina)
        if self.turns:
            return self.total(self._moved(action.squares, action.top, False), me.stamina,
                              me.chalk, me.jumps, me.overhang - action.overhang,
                              me.hard - action.hard)
        kept = self.after(me.stamina, me.chalk, me.jumps, me.overhang - action.overhang,
                          me.hard - action.hard)
        return kept + self._moved(action.squares, action.top, False)

    def _moved(self, squares: tuple[Square, ...], top: bool, clip: bool) -> float:
        state = self.state
        if top:
            return TOPPED
        if not squares:
            pos = self.me.pos
            if clip and pos is not None:
                extra = clip_worth(self.dist, state.wall, pos, self.taken)
                return -self.dist.get(pos, 99.0) + (extra or 0.0) + self.mob(pos)
            return place_worth(self.dist, pos, self.me.clip, self.seat) + self.mob(pos)
        seen = set(state.visited[self.seat]) | set(state.earned)
        specials = []
        for x, y in squares:
            placed = state.wall.panel_at(x, y)
            if placed is not None and state.wall.panel(placed.ident).special \
                    and placed.ident not in seen and placed.ident not in specials:
                specials.append(placed.ident)
        end = squares[-1]
        if clip:
            extra = clip_worth(self.dist, state.wall, end, self.taken)
            here = -self.dist.get(end, 99.0) + (extra or 0.0)
        else:
            here = place_worth(self.dist, end, self.me.clip, self.seat)
        return here + self.mob(end) + self.card_bonus(specials)

    def clip_square(self, square: Square) -> float:
        """Worth of putting the clip marker on ``square`` (the fall-risk part)."""
        return -self.dist.get(square, 99.0)

    def best_clip_now(self) -> tuple[float, Square | None]:
        """The fall-risk part with the best clip beside the piece, and that square."""
        pos = self.me.pos
        if pos is None:
            return NONE, None
        squares = clip_squares(self.state.wall, pos, self.taken)
        if not squares:
            return NONE, None
        best = min(squares, key=lambda s: self.dist.get(s, 99.0))
        extra = clip_worth(self.dist, self.state.wall, pos, self.taken) or 0.0
        return -self.dist.get(pos, 99.0) + extra + self.mob(pos), best


def _spendings(values: tuple[int, ...], room: int, bonus: int) -> list[tuple[int, int, int]]:
    """``(stamina gained, clip die, move points)`` for every way to spend ``values``,
    one per distinct effect with the most move points (as the engine offers them)."""
    best: dict[tuple[int, bool], tuple[int, int, int]] = {}
    n = len(values)
    for mask in range(1 << n):
        spent = sum(v for i, v in enumerate(values) if mask >> i & 1)
        rest = [v for i, v in enumerate(values) if not mask >> i & 1]
        for clip in {0, *rest}:
            mp = sum(rest) - clip + bonus
            gain = min(room, spent)
            key = (gain, clip > 0)
            if key not in best or mp > best[key][2]:
                best[key] = (gain, clip, mp)
    return list(best.values())
