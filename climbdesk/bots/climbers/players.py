"""Climbers players: noisy one-ply Easy, whole-turn greedy Normal, wider-turn Hard.

Every level reads the position through :class:`ClimbersHeuristic`.  What makes
Climbers expensive to search is the block step: a lifted block has hundreds
of legal placements (about 700 on average in random games), each needing a
full evaluation (reach searches for every seat).  So every level first ranks
placements with a cheap geometric key (:func:`placement_key`: how close the
new top lands to a climber and whether it is a step it can take) and
evaluates only the best ``k`` plus a few drawn at random, so that an odd but
strong placement still gets a chance.

* Easy looks one decision ahead, with Gaussian noise on the values: it climbs
  when it sees a climb, but it moves blocks almost blindly.
* Normal plans the active player's turn as a whole: each first move is judged
  by the best second move after it, each pick by its best pruned placements
  followed by the best second move, and so on down the turn.
* Hard is Normal with wider pruning and with its first move judged by the full
  block search after it (for the most promising first moves).

Normal and Hard stop widening at a safety cap in seconds (0.8 s, 1.8 s): the
choice so far stands, so a slow machine plays a little weaker, never slower.
On a fast enough machine the caps are never reached and seeded games replay.

Reactions (another seat moving during the active player's turn) are one
decision with nothing after it, so every level takes the best-valued move.
All searches apply actions from the state's own legal lists to children of the
view they were given (``apply_trusted`` through ``child``), never to that view.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from climbdesk.bots.base import Bot, Budget, CancelToken, check_turn
from climbdesk.bots.climbers.heuristic import ClimbersHeuristic
from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.climbers.actions import Disk, NoBlock, Pick, Place, PutBack
from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL
from climbdesk.games.climbers.engine import ClimbersState

#: A disk must gain at least this much value to be spent (it is once per game).
DISK_MARGIN = 0.02


def placement_key(state: ClimbersState, seat: int, place: Place) -> float:
    """Cheap promise of a placement for ``seat``: higher is more worth evaluating.

    A placement matters when its top lands next to a climber: next to ours at a
    step we can take (rise 0–4, best 1, the free step) it builds our stairs;
    next to a rival it may take a step away from it or give it one (the full
    evaluation tells which).  Tops of a colour nobody here may use are dead
    ends, so they rank low; our own colour ranks high (a private stair).
    """
    board = state.board
    o = BLOCKS[state.held].orientations[place.orient]
    z = board.heights[place.y * board.width + place.x]
    top = z + o.h
    score = 0.0
    for s, cell in enumerate(state.pos):
        if cell < -1:
            continue
        if cell == -1:  # at the foot: the distance to the table's edge
            cx, cy, h = -1, place.y, 0
            dist = min(place.x, place.y, board.width - place.x - o.w,
                       board.depth - place.y - o.d)
        else:
            cx, cy = cell % board.width, cell // board.width
            h = board.heights[cell]
            dx = max(place.x - cx, 0, cx - (place.x + o.w - 1))
            dy = max(place.y - cy, 0, cy - (place.y + o.d - 1))
            dist = dx + dy
        near = 1.0 / (1 + dist)
        rise = top - h
        if s == seat:
            usable = o.top == NEUTRAL or o.top == state.colours[seat]
            step = 2.0 if rise == 1 else 1.0 if 0 < rise <= 4 else 0.2
            score += near * step * (1.5 if usable else 0.3)
            if o.top == state.colours[seat]:
                score += 0.3 * near
        else:
            score += 0.7 * near
    return score


def prune_placements(state: ClimbersState, seat: int, actions: list[Action], k: int,
                     extra: int, rng: random.Random) -> list[Action]:
    """The ``k`` placements with the best :func:`placement_key` and ``extra`` random
    others (PutBack always kept), in the state's own order."""
    places = [a for a in actions if isinstance(a, Place)]
    if len(places) <= k + extra:
        return actions
    ranked = sorted(places, key=lambda a: -placement_key(state, seat, a))
    chosen = set(ranked[:k])
    rest = ranked[k:]
    chosen.update(rng.sample(rest, min(extra, len(rest))))
    return [a for a in actions if not isinstance(a, Place) or a in chosen]


@dataclass(frozen=True)
class Widths:
    """How much of a turn a planner looks at."""

    picks: int            # picks whose placements are searched
    places: int           # placements by key per pick
    extra: int            # random placements per pick
    move1_deep: int       # first moves judged with the full block search after them


class _ClimbersBot(Bot):
    """Shared plumbing: the evaluation seen from one seat."""

    def __init__(self, rng: random.Random | None = None, budget: Budget | None = None) -> None:
        super().__init__(rng, budget)
        self.heuristic = ClimbersHeuristic()
        self._cancel: CancelToken | None = None

    def value(self, state: State, seat: int) -> float:
        if self._cancel is not None:
            self._cancel.check()
        return self.heuristic.evaluate(state)[seat]

    def best_one_ply(self, state: State, seat: int, actions: list[Action],
                     noise: float = 0.0) -> tuple[Action, float]:
        """The action whose child is best for ``seat`` (ties: the first listed)."""
        best, best_value = actions[0], -9.0
        for action in actions:
            v = self.value(state.child(action), seat)
            if noise > 0:
                v += self.rng.gauss(0.0, noise)
            if isinstance(action, Disk):
                v -= DISK_MARGIN
            if v > best_value:
                best, best_value = action, v
        return best, best_value


class ClimbersEasyBot(_ClimbersBot):
    """One decision ahead on the evaluation, with noise; placements pruned."""

    name = "easy"
    NOISE = 0.1
    PLACES = 12
    EXTRA = 4

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        assert isinstance(state, ClimbersState)
        self._cancel = cancel
        actions = check_turn(state, seat)
        if len(actions) == 1:
            return actions[0]
        if state.phase == "place":
            actions = prune_placements(state, seat, actions, self.PLACES, self.EXTRA, self.rng)
        return self.best_one_ply(state, seat, actions, self.NOISE)[0]


class ClimbersTurnBot(_ClimbersBot):
    """Plans the active player's whole turn greedily (Normal and Hard)."""

    def __init__(self, widths: Widths, rng: random.Random | None = None,
                 budget: Budget | None = None) -> None:
        super().__init__(rng, budget)
        self.widths = widths
        self._deadline = 0.0

    def _late(self) -> bool:
        """Past the safety cap: stop widening (the choice so far stands)."""
        return time.perf_counter() > self._deadline

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        assert isinstance(state, ClimbersState)
        self._cancel = cancel
        self._deadline = time.perf_counter() + (self.budget.seconds or 1.0)
        actions = check_turn(state, seat)
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        if phase == "move1":
            return self._move1(state, seat, actions)
        if phase == "block":
            return self._block(state, seat, actions)[0]
        if phase == "place":
            return self._place(state, seat, actions)[0]
        # push, move2, disk, react: the rest of the turn is at most the disk step.
        return self.best_one_ply(state, seat, actions)[0]

    # ----- the rest of a turn, valued ---------------------------------------------
    def _after_blocks(self, state: ClimbersState, seat: int) -> float:
        """Value once the block step is over: pushes greedily, then the best second move."""
        while state.phase == "push":
            action, _ = self.best_one_ply(state, seat, state.legal_actions())
            state = state.child(action)  # type: ignore[assignment]
        if state.phase != "move2":
            return self.value(state, seat)
        return self.best_one_ply(state, seat, state.legal_actions())[1]

    def _block(self, state: ClimbersState, seat: int,
               actions: list[Action]) -> tuple[Action, float]:
        """The best of moving no block and the most promising picks, each with its
        best pruned placement; a pick is ranked first by the lifted position itself
        (what taking the block away does to everybody's reach)."""
        no_block = next(a for a in actions if isinstance(a, NoBlock))
        best: Action = no_block
        best_value = self._after_blocks(state.child(no_block), seat)  # type: ignore[arg-type]
        picks = [a for a in actions if isinstance(a, Pick)]
        lifted = [(self.value(state.child(p), seat), i, p) for i, p in enumerate(picks)]
        lifted.sort(key=lambda t: (-t[0], t[1]))
        for _, _, pick in lifted[:self.widths.picks]:
            if self._late():
                break
            child = state.child(pick)
            assert isinstance(child, ClimbersState)
            _, v = self._place(child, seat, child.legal_actions(), put_back=False)
            if v > best_value:
                best, best_value = pick, v
        return best, best_value

    def _place(self, state: ClimbersState, seat: int, actions: list[Action],
               put_back: bool = True) -> tuple[Action, float]:
        w = self.widths
        pruned = prune_placements(state, seat, actions, w.places, w.extra, self.rng)
        best: Action | None = None
        best_value = -9.0
        for action in pruned:
            if isinstance(action, PutBack):
                if not put_back:
                    continue
                child = state.child(action)
                v = self._after_blocks(child.child(NoBlock()), seat)  # type: ignore[arg-type]
            else:
                v = self._after_blocks(state.child(action), seat)  # type: ignore[arg-type]
            if v > best_value:
                best, best_value = action, v
        if best is None:
            return actions[0], -9.0
        return best, best_value

    def _move1(self, state: ClimbersState, seat: int, actions: list[Action]) -> Action:
        """Each first move judged by the best second move after it (no block moved);
        the most promising few then by the full block search."""
        quick: list[tuple[float, int, Action]] = []
        for i, action in enumerate(actions):
            child = state.child(action)
            v = self._after_blocks(child.child(NoBlock()), seat)  # type: ignore[arg-type]
            quick.append((v, i, action))
        quick.sort(key=lambda t: (-t[0], t[1]))
        best, best_value = quick[0][2], quick[0][0]
        for _, _, action in quick[:self.widths.move1_deep]:
            if self._late():
                break
            child = state.child(action)
            assert isinstance(child, ClimbersState)
            _, v = self._block(child, seat, child.legal_actions())
            if v > best_value:
                best, best_value = action, v
        return best


def easy(rng: random.Random) -> Bot:
    return ClimbersEasyBot(rng)


def normal(rng: random.Random) -> Bot:
    return ClimbersTurnBot(Widths(picks=4, places=8, extra=2, move1_deep=0), rng,
                           Budget(seconds=0.8))


def hard(rng: random.Random) -> Bot:
    return ClimbersTurnBot(Widths(picks=8, places=16, extra=4, move1_deep=2), rng,
                           Budget(seconds=1.8))
