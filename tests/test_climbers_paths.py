"""The path of a move: the squares a climber passes, from the engine's own reach search."""

from __future__ import annotations

import random

from climbers_fixtures import at, empty_state, put

from climbdesk.games.climbers import GAME, ClimbersState, Move
from climbdesk.games.climbers.geometry import LADDER_BITS, foot_entries, step_options


def positions() -> list[ClimbersState]:
    """Move steps of a few random games (three seats, so reactions too)."""
    out: list[ClimbersState] = []
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_initial_state(3, {"mountain": seed})
        for _ in range(45):
            if state.is_terminal():
                break
            if state.phase in ("move1", "move2", "react"):
                out.append(state)
            state = state.child(rng.choice(state.legal_actions()))  # type: ignore[assignment]
    return out


def test_every_move_has_a_path_that_obeys_the_steps() -> None:
    checked = 0
    for state in positions():
        seat = state.current_player()
        passable = state.passable(seat)
        board = state.board
        for move in state.legal_actions():
            if not isinstance(move, Move):
                continue
            path = [state.cell(x, y) for x, y in state.path_of(move)]
            assert path and path[-1] == state.cell(move.x, move.y)
            start = state.pos[seat]
            if start < 0:
                assert path[0] in foot_entries(board)
                spent = [step_options(board.heights[path[0]])]
            else:
                assert path[0] in board.neighbours(start)
                spent = [step_options(board.heights[path[0]] - board.heights[start])]
            for a, b in zip(path, path[1:], strict=False):
                assert b in board.neighbours(a)
                spent.append(step_options(board.heights[b] - board.heights[a]))
            assert all(passable[c] for c in path)
            assert all(options for options in spent)  # never down, never more than 4
            ladder_steps = sum(1 for options in spent if options != (0,))
            assert ladder_steps == bin(LADDER_BITS[move.ladders]).count("1")
            checked += 1
    assert checked > 50


def test_a_path_follows_the_ladder_set_asked_for() -> None:
    state = empty_state()
    put(state.board, "S1", 0, 0, 2, 2, h=1)   # steps 1 (no ladder) ...
    put(state.board, "S2", 2, 0, 2, 2, h=2)   # ... 2 on 1: rise 1 ...
    put(state.board, "S4", 4, 0, 2, 2, h=4)   # ... 4 beside 2: rise 2, a ladder
    at(state, 0, 0, 0)
    short = state.path_of(Move(4, 0, "short"))
    assert short[0] == (1, 0) and short[-1] == (4, 0)
    assert state.path_of(Move(4, 0, "tall"))[-1] == (4, 0)
    assert state.path_of(Move(4, 0, "")) == []          # not a move: no path
    assert state.path_of(Move(0, 0, "")) == []          # standing there already
