"""Issue 17: the lift's list of legal placements, worked out in table-wide passes, gives
exactly the spots (and their order) that the per-spot routine it replaced gave."""

from __future__ import annotations

import random

from climbdesk.games.climbers import GAME, ClimbersState
from climbdesk.games.climbers.actions import place_at
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import Board, Placement, neighbour_table
from climbdesk.games.climbers.placing import (
    EMPTY,
    Surroundings,
    _cover_problem,
    legal_placements,
    legal_places,
    placement_problem,
)


def _per_spot(board: Board, block: int, around: Surroundings = EMPTY,
              window: tuple[int, int, int, int] | None = None) -> list[Placement]:
    """The routine before issue 17's pass, kept as the reference."""
    x0, y0, x1, y1 = window or (0, 0, board.width, board.depth)
    orients = BLOCKS[block].orientations
    by_shape: dict[tuple[int, int], list[tuple[int, int, int, list[int]]]] = {}
    hs = board.heights
    width = board.width
    beside_block = [any(hs[n] > 0 for n in near)
                    for near in neighbour_table(board.width, board.depth)]
    for w, d in sorted({(o.w, o.d) for o in orients}):
        spots: list[tuple[int, int, int, list[int]]] = []
        for y in range(max(0, y0), min(board.depth - d, y1 - d) + 1):
            for x in range(max(0, x0), min(board.width - w, x1 - w) + 1):
                base = y * width + x
                z = hs[base]
                cells = [base + j * width + i for j in range(d) for i in range(w)]
                if any(hs[c] != z for c in cells):
                    continue
                if z == 0 and not any(beside_block[c] for c in cells):
                    continue
                spots.append((x, y, z, cells))
        by_shape[(w, d)] = spots
    out: list[Placement] = []
    for i, o in enumerate(orients):
        for x, y, z, cells in by_shape[(o.w, o.d)]:
            spot = Placement(i, x, y, z)
            if _cover_problem(board, block, cells, spot, around) is None:
                out.append(spot)
    return out


def _lifts(games: int, seed: int) -> list[ClimbersState]:
    """Positions with a block in hand, from random games of 2-5 players."""
    rng = random.Random(seed)
    out = []
    for g in range(games):
        state = GAME.new_initial_state(2 + g % 4, {})
        for _ in range(120):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state = state.child(state.sample_chance(rng))
                continue
            state = state.child(rng.choice(state.legal_actions()))
            if state.phase == "place":
                out.append(state)
    return out


def test_the_fast_list_equals_the_per_spot_routine_over_random_positions() -> None:
    lifts = _lifts(6, 17)
    assert len(lifts) >= 25
    covering = 0
    for state in lifts:
        around = state.surroundings()
        fast = legal_placements(state.board, state.held, around)
        assert fast == _per_spot(state.board, state.held, around)
        # Every spot the list leaves out is refused by the one-spot check, and back.
        listed = set(fast)
        for i, o in enumerate(BLOCKS[state.held].orientations):
            for y in range(0, 21 - o.d, 3):
                for x in range(0, 21 - o.w, 3):
                    ok = placement_problem(state.board, state.held, i, x, y, around) is None
                    z = state.board.height(x, y)
                    assert ok == (Placement(i, x, y, z) in listed)
        covering += any(c >= 0 for c in state.pos)
    assert covering > 5


def test_the_fast_list_handles_climbers_disks_windows_and_the_origin() -> None:
    """Made-up surroundings: climbers on random tops (some that cannot shift), disks on
    random blocks, the block's old place, and the generator's windows."""
    rng = random.Random(3)
    for state in _lifts(4, 5):
        board = state.board
        tops = [c for c, h in enumerate(board.heights) if h > 0]
        for _ in range(3):
            seats = rng.sample(tops, min(len(tops), rng.randrange(1, 6)))
            climbers = dict(enumerate(seats))
            block_of = {s: board.owner(c) for s, c in climbers.items()}
            placed = [b for b, p in enumerate(board.placed) if p is not None]
            disked = set(rng.sample(placed, min(len(placed), rng.randrange(0, 4))))
            around = Surroundings(climbers, block_of, disked, state.origin)
            window = None if rng.random() < 0.5 else (
                rng.randrange(0, 8), rng.randrange(0, 8), rng.randrange(10, 21),
                rng.randrange(10, 21))
            assert legal_placements(board, state.held, around, window) == \
                _per_spot(board, state.held, around, window)
        assert legal_placements(board, state.held) == _per_spot(board, state.held)


def test_the_engine_places_are_the_fast_list_as_the_one_value_of_each() -> None:
    """``legal_places`` (the engine's Place actions, built from each row's bit masks and
    a table of every square's Place) lists what ``legal_placements`` lists, in its order,
    the block's old place left out, each the one value ``place_at`` gives."""
    for state in _lifts(5, 9):
        around = state.surroundings()
        places = legal_places(state.board, state.held, around)
        spots = legal_placements(state.board, state.held, around)
        assert places == [place_at(p.orient, p.x, p.y) for p in spots]
        assert all(a is place_at(a.orient, a.x, a.y) for a in places)
