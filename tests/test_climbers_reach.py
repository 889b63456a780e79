"""The reach search's tables: kept per board content, dropped when a block moves, and the
foot region's row bit masks agreeing with a plain flood fill."""

from __future__ import annotations

import json
import random

from climbers_fixtures import at, empty_state, put
from climbers_perft import PATH

from climbdesk.games.climbers import GAME
from climbdesk.games.climbers.geometry import Board, foot_entries, foot_region, neighbour_table
from climbdesk.games.climbers.placing import legal_placements
from climbdesk.games.climbers.reach import terrain


def _flood(heights: list[int], w: int, d: int) -> list[bool]:
    """Bare squares joined to the edge through bare squares, the plain way."""
    near = neighbour_table(w, d)
    seen = [False] * (w * d)
    todo = [c for c in range(w * d) if heights[c] == 0
            and (c % w in (0, w - 1) or c // w in (0, d - 1))]
    for c in todo:
        seen[c] = True
    while todo:
        c = todo.pop()
        for n in near[c]:
            if not seen[n] and heights[n] == 0:
                seen[n] = True
                todo.append(n)
    return seen


def test_the_foot_region_by_bit_masks_is_the_flood_fill_on_odd_tables() -> None:
    rng = random.Random(17)
    for w, d in ((20, 20), (7, 3), (1, 5), (5, 1), (12, 9)):
        for _ in range(40):
            board = Board(w, d)
            board.heights = [rng.choice((0, 0, 1, 2, 6)) for _ in range(w * d)]
            region = _flood(board.heights, w, d)
            assert foot_region(board) == region
            assert foot_entries(board) == [c for c in range(w * d) if board.heights[c] > 0
                                           and any(region[n] for n in neighbour_table(w, d)[c])]


def test_a_board_copy_shares_the_terrain_until_a_block_moves() -> None:
    state = empty_state(2)
    put(state.board, "S2", 5, 5, 2, 2, 2)
    first = terrain(state.board)
    copy = state.board.copy()
    assert terrain(copy) is first and terrain(state.board) is first
    block = put(copy, "S1", 9, 9, 2, 2, 1, top="any")
    assert terrain(copy) is not first and terrain(state.board) is first
    assert terrain(copy).owner[9 * 20 + 9] == block and first.owner[9 * 20 + 9] == -1
    copy.lift(block)  # back to the first board's content: its terrain, kept by content
    assert terrain(copy) is first and terrain(copy).heights == first.heights


def test_reach_follows_a_block_set_down_and_a_climber_moved_on_a_shared_board() -> None:
    state = empty_state(2)
    put(state.board, "S2", 5, 5, 2, 2, 2)      # two high: a ladder from the foot
    state.touch()
    assert state.reach_of(0, 0) == {}
    child = state.clone()
    put(child.board, "S1", 3, 5, 2, 2, 1, top="teal")  # a step beside it, seat 0's colour
    child.touch()
    assert 5 * 20 + 4 in child.reach_of(0, 0) and 5 * 20 + 5 in child.reach_of(0, 0)
    assert state.reach_of(0, 0) == {}          # the parent's board did not change
    at(child, 1, 5, 5)                         # a rival on the top: crossed, not ended on
    assert 5 * 20 + 5 not in child.reach_of(0, 0) and 5 * 20 + 6 in child.reach_of(0, 0)


def test_a_blocks_top_squares_stay_right_through_put_and_lift() -> None:
    """put/lift forget only the tops they change (the block moved and those under it)."""
    def check(board: Board) -> None:
        fresh = Board.decode(board.encode())
        assert [board.top_squares(b) for b in range(35)] == \
            [fresh.top_squares(b) for b in range(35)]

    rows = [r for r in json.loads(PATH.read_text(encoding="utf-8")) if r["phase"] == "place"]
    for row in rows[:12]:
        state = GAME.state_from_json(row["state"])
        board = state.board
        check(board)  # every block's tops asked once, so stale ones would show below
        spots = legal_placements(board, state.held, state.surroundings())
        for spot in (spots[0], spots[len(spots) // 2], spots[-1]):
            copy = board.copy()
            copy.put(state.held, spot)
            check(copy)
            check(board)
            copy.lift(state.held)
            check(copy)
