"""What a wall position is worth to a seat, in move points, for every wall bot.

The race is to the top, so the core of the value is a *distance to the top*
from every square of the wall (:func:`distance_map`): move points along the
step graph the engine moves on (:func:`~climbdesk.games.wall.paths.step_graph`,
surcharges of special panels included, a diagonal counted as an ordinary
step), and for the part of the climb the wall does not offer yet, a fixed
price per missing row (:data:`ROW_COST`: someone still has to place those
panels, and moves end on holds, so a row not built is dearer than a row
built).  One backward search from every square at once gives the map; it
depends on the wall and the goal only, so it is kept in ``wall.derived``, which
the engine clears when a panel is put and shares between copies of the wall:
every determinization and every child of one position reuses it.

The rest of the value (:func:`worth`) prices what a climber holds for later
turns: stamina, chalk and jump cards, award cards, and the clip (a fall goes
back to it, and without one a failed risky move is the end of the game).
Everything a seat's value reads is public, so a bot may compute it for every
seat from its own view.
"""

from __future__ import annotations

import heapq
import math
from typing import NamedTuple

from climbdesk.bots.heuristics import Heuristic
from climbdesk.core.state import State
from climbdesk.games.wall.deck import LETTERS
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import UNIT, Square, Wall, clip_squares, slot_anchor
from climbdesk.games.wall.paths import step_graph

#: Move points per row that no panel covers yet (see the module docstring).
ROW_COST = 1.6
#: The distance from a square nothing leads up from (a dead end).
FAR = 99.0
#: Worth of what a climber keeps, per unit, in move points.
STAMINA = 0.5
LOW_STAMINA = 3  # below this only a Rest is possible next turn
LOW_PENALTY = 1.5
CHALK = 1.2
JUMP = 2.5
OVERHANG = 1.4
HARD = 2.8
#: A climber without a clip risks the game on every special move.
NO_CLIP = 3.0
#: Share of the distance a fall would lose that is counted against the position.
FALL_SHARE = 0.15
#: Worth of a climber who reached the top (beats every other count).
TOPPED = 500.0
#: Worth of a seat out of the game.
OUT = -500.0
#: Worth differences this large are a near-certain result for :meth:`WallHeuristic.evaluate`.
SCALE = 8.0


def distance_map(wall: Wall, colour: str, goal: int) -> dict[Square, float]:
    """Move points from every enterable square of ``wall`` to the top (see module)."""
    key = f"bot-distance:{colour}:{goal}"
    cached = wall.derived.get(key)
    if isinstance(cached, dict):
        return cached
    graph = step_graph(wall)
    back: dict[Square, list[tuple[Square, int]]] = {s: [] for s in graph}
    for square, steps in graph.items():
        for via, cost, _, _ in steps:
            into = back.get(via[-1])
            if into is not None:
                into.append((square, cost))
    goal_row = goal * UNIT
    exits = _exit_squares(wall, colour, goal_row)
    dist: dict[Square, float] = {}
    heap: list[tuple[float, Square]] = []
    for square in graph:
        start = 1.0 if square in exits else ROW_COST * max(1, goal_row - square[1])
        dist[square] = start
        heap.append((start, square))
    heapq.heapify(heap)
    while heap:
        d, square = heapq.heappop(heap)
        if d > dist[square]:
            continue
        for before, cost in back[square]:
            nd = d + cost
            if nd < dist[before]:
                dist[before] = nd
                heapq.heappush(heap, (nd, before))
    wall.derived[key] = dist
    return dist


def _exit_squares(wall: Wall, colour: str, goal_row: int) -> set[Square]:
    """Top-row squares of panels high enough to top out from that have a hold of
    the colour (the climb off the top starts on one of them)."""
    letter = next(k for k, v in LETTERS.items() if v == colour)
    out: set[Square] = set()
    for placed in wall.visible():
        if placed.top < goal_row:
            continue
        squares = list(placed.squares())
        if any(wall.letters.get(s) == letter for s in squares):
            out.update(s for s in squares if s[1] == placed.top - 1)
    return out


def square_distance(dist: dict[Square, float], square: Square | None, seat: int) -> float:
    """The distance of a piece on ``square`` (None: at seat's start point)."""
    if square is None:
        ax, ay = slot_anchor(seat)
        entry = [dist[(ax + cx, ay)] for cx in range(UNIT) if (ax + cx, ay) in dist]
        return 1.0 + min(entry) if entry else FAR
    return dist.get(square, FAR)


class Climber(NamedTuple):
    """The parts of one seat's position its worth depends on."""

    pos: Square | None
    stamina: int
    chalk: int
    jumps: int
    overhang: int
    hard: int
    clip: Square | None
    topped: bool = False
    out: bool = False


def climber(state: WallState, seat: int) -> Climber:
    return Climber(state.pos[seat], state.stamina[seat], state.chalk[seat], state.jumps[seat],
                   state.overhang[seat], state.hard[seat], state.clips[seat],
                   state.topped[seat], not state.is_active(seat))


def keeps(c: Climber, stamina: float = STAMINA) -> float:
    """Worth of stamina and cards (what a climber keeps for later turns); ``stamina``
    is the worth of one unit (less near the end of a race, see ``Style.race``)."""
    value = stamina * c.stamina + CHALK * c.chalk + JUMP * c.jumps \
        + OVERHANG * c.overhang + HARD * c.hard
    if c.stamina < LOW_STAMINA:
        value -= LOW_PENALTY
    return value


def place_worth(dist: dict[Square, float], pos: Square | None, clip: Square | None,
                seat: int) -> float:
    """Worth of standing on ``pos`` with the clip at ``clip``: minus the distance,
    minus the fall risk."""
    here = square_distance(dist, pos, seat)
    if pos is None:
        return -here
    if clip is None:
        return -here - NO_CLIP
    return -here - FALL_SHARE * max(0.0, dist.get(clip, FAR) - here)


def clip_worth(dist: dict[Square, float], wall: Wall, pos: Square,
               taken: list[Square]) -> float | None:
    """The fall-risk part of :func:`place_worth` with the best clip beside ``pos``
    (None when no square beside it takes a clip)."""
    squares = clip_squares(wall, pos, taken)
    if not squares:
        return None
    here = dist.get(pos, FAR)
    return -FALL_SHARE * max(0.0, min(dist.get(s, FAR) for s in squares) - here)


def worth(dist: dict[Square, float], c: Climber, seat: int,
          stamina: float = STAMINA) -> float:
    """Everything together, in move points (higher is better)."""
    if c.out:
        return OUT
    if c.topped:
        return TOPPED + c.stamina
    return place_worth(dist, c.pos, c.clip, seat) + keeps(c, stamina)


def seat_worths(state: WallState) -> list[float]:
    dist = distance_map(state.wall, state.colour, state.goal)
    return [worth(dist, climber(state, s), s) for s in range(state.players)]


def relative(worths: list[float], seat: int) -> float:
    """A seat's worth against its strongest rival (what decides a race)."""
    rivals = [w for s, w in enumerate(worths) if s != seat]
    return worths[seat] - max(rivals) if rivals else worths[seat]


class WallHeuristic(Heuristic):
    """The worth of every seat against its best rival, squashed into [-1, 1]."""

    def evaluate(self, state: State) -> tuple[float, ...]:
        assert isinstance(state, WallState)
        worths = seat_worths(state)
        return tuple(math.tanh(relative(worths, s) / SCALE) for s in range(state.players))
