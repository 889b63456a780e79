"""Builder 5 (``climbdesk/games/climbers/shelves.py``): its own shape, room for a
one-unit step beside every square at the walls' height (what it shares with builder 4 is
tested with it in ``test_climbers_summit.py``)."""

from __future__ import annotations

from climbers_builders import SAMPLE, mountain

from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL
from climbdesk.games.climbers.geometry import Board, footprint, orientation
from climbdesk.games.climbers.mountain import CORE_HEIGHT
from climbdesk.games.climbers.placing import legal_placements


def _without_a_step(board: Board) -> int:
    """Squares at the walls' height beside which no free Size 1 block can be set as a
    one-unit step: a lying Size 1 block, picked up from where it lies, placed by the
    rules at the walls' height so that its top (7) is edge-next to the square and does
    not cover it (a climber stands there).  Those are where climbers who spent their
    ladders reaching the walls stay for the rest of the game."""
    hs = board.heights
    spare = next(b for b in range(len(BLOCKS)) if BLOCKS[b].kind == "S1" and board.is_free(b))
    lifted = board.copy()
    lifted.lift(spare)
    covered: list[set[int]] = []
    for spot in legal_placements(lifted, spare):
        o = orientation(spare, spot)
        if spot.z == CORE_HEIGHT and o.h == 1:
            covered.append(set(footprint(spot.x, spot.y, o.w, o.d, lifted.width)))
    missing = 0
    for c, h in enumerate(hs):
        if h != CORE_HEIGHT:
            continue
        near = set(board.neighbours(c))
        if not any(c not in cells and cells & near for cells in covered):
            missing += 1
    return missing


# The set-up rules, the placement check, the fingerprints and the work counted:
# test_climbers_summit.py, for builders 4 and 5.


def test_builder_5_leaves_room_for_a_step_beside_every_square_at_the_walls_height() -> None:
    """What builder 5 changes (issue 17): on builder 4 every top at the walls' height is
    a 2×2 column with 8s or the foothills beside it, so a climber there who spent its
    ladders can never be given a step; builder 5's long walls are 4×2 shelves, whose
    other half (or a shelf beside) takes a lying Size 1 block.  Its summit stays at 10
    with a neutral top, and two spare Size 1 blocks lie loose on the table."""
    dead = {4: 0, 5: 0}
    for number in SAMPLE:
        for builder in (4, 5) if number < SAMPLE.start + 10 else (5,):
            board, _ = mountain(number, builder)
            dead[builder] += _without_a_step(board)
            if builder == 5:
                hs = board.heights
                top = max(hs)
                assert top == CORE_HEIGHT + 4, number
                assert all(board.top_colour(board.owner(c)) == NEUTRAL
                           for c, h in enumerate(hs) if h == top), number
                on_table = [b for b, p in enumerate(board.placed)
                            if p is not None and BLOCKS[b].kind == "S1" and p.z == 0]
                assert len(on_table) == 4, number  # two foot steps, two spares
    assert dead[5] == 0
    assert dead[4] > 10  # ten builder-4 mountains: several stranded squares each
