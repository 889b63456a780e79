"""Build Climbers positions directly (not by playing), as the acceptance rows ask."""

from __future__ import annotations

from climbdesk.games.climbers import GAME, ClimbersState
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.fields import Phase
from climbdesk.games.climbers.geometry import Board, Placement


def empty_state(players: int = 2, colours: tuple[str, ...] | None = None,
                phase: str = "move1") -> ClimbersState:
    """A game whose table is bare (every block off it), seat 0 to act in ``phase``."""
    options: dict[str, object] = {"mountain": 0}
    if colours is not None:
        options["colour"] = list(colours)
    state = GAME.new_initial_state(players, options)
    assert isinstance(state, ClimbersState)
    state.board = Board()
    state.phase = Phase(phase)
    state.touch()
    return state


def put(board: Board, kind: str, x: int, y: int, w: int = 2, d: int = 2, h: int | None = None,
        top: str = "neutral") -> int:
    """Set an unused block of ``kind`` at (x, y) with that footprint, height and top
    colour (``"any"``: whichever), resting on whatever is there; return its id."""
    height = h if h is not None else {"S1": 1, "S2": 2, "S4": 4, "N": 6}[kind]
    for block in BLOCKS:
        if block.kind != kind or board.placed[block.ident] is not None:
            continue
        for i, o in enumerate(block.orientations):
            if (o.w, o.d, o.h) == (w, d, height) and top in (o.top, "any"):
                z = board.height(x, y)
                board.put(block.ident, Placement(i, x, y, z))
                return block.ident
    raise AssertionError(f"no free {kind} block can be {w}x{d}x{height} with {top} on top")


def at(state: ClimbersState, seat: int, x: int, y: int) -> None:
    """Stand ``seat``'s climber on square (x, y)."""
    state.pos[seat] = state.cell(x, y)
    state.touch()


def moves_to(state: ClimbersState, x: int, y: int) -> set[str]:
    """Ladder sets offered for a move to (x, y) (empty set: not reachable)."""
    return {a.ladders for a in state.legal_actions()
            if a.kind == "move" and (a.x, a.y) == (x, y)}  # type: ignore[attr-defined]
