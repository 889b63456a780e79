"""The Climbers mountain generator: success rate, determinism and the set-up rules."""

from __future__ import annotations

import hashlib

from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL_BLOCKS
from climbdesk.games.climbers.game import GAME
from climbdesk.games.climbers.geometry import Board, foot_entries, hidden
from climbdesk.games.climbers.mountain import (
    CORE_HEIGHT,
    LOOSE_STEPS,
    REACH_CAP,
    check,
    first_turn_reach,
    generate,
    mean_bases,
    measure,
    on_smaller,
)
from climbdesk.games.climbers.placing import placement_problem

SAMPLE = range(300, 330)


# The ruling's "< 0.5 s" is a time, and tests never assert wall-clock times (a loaded
# machine fails them): `python -m climbdesk.games.climbers.mountain --check 1000`
# measures it and exits non-zero when it is missed.
def test_first_attempt_succeeds_on_at_least_95_percent() -> None:
    assert measure(len(SAMPLE), SAMPLE.start)["first_try"] >= 0.95


def test_same_number_same_mountain_and_numbers_differ() -> None:
    a, _ = generate(1234)
    b, _ = generate(1234)
    assert a.encode() == b.encode()
    assert generate(1235)[0].encode() != a.encode()


def test_every_mountain_meets_the_set_up_rules() -> None:
    for number in SAMPLE:
        board, _ = generate(number)
        assert check(board) is None
        assert all(hidden(board, n) for n in NEUTRAL_BLOCKS)
        means = mean_bases(board)
        assert means["S4"] <= means["S2"] <= means["S1"]  # larger blocks low
        steps = {board.owner(c) for c in foot_entries(board) if board.heights[c] == 1}
        assert len(steps) >= 2


def test_every_block_could_have_been_placed_by_the_rules() -> None:
    """Lifting any free block and setting it back where it was passes the game's own
    check, apart from being the same spot (the generator used that check)."""
    board, _ = generate(77)
    for b in range(len(BLOCKS)):
        if not board.is_free(b):
            continue
        copy = board.copy()
        spot = copy.lift(b)
        problem = placement_problem(copy, b, spot.orient, spot.x, spot.y)
        assert problem in (None, "no-contact")  # a block alone may have been split off


def test_decode_refuses_a_floating_block() -> None:
    board, _ = generate(5)
    rows = board.encode()
    top = max(range(len(rows)), key=lambda b: int(rows[b].split(":")[3]))
    o, x, y, z = rows[top].split(":")
    rows[top] = f"{o}:{x}:{y}:{int(z) + 1}"
    try:
        Board.decode(rows)
    except ValueError as exc:
        assert "rest fully" in str(exc)
    else:  # pragma: no cover - the check is the point
        raise AssertionError("a floating block was accepted")


def test_one_attempt_is_enough_for_a_typical_number() -> None:
    assert generate(4242)[1] == 0


def _fingerprint(board: Board) -> str:
    return hashlib.sha256("\n".join(board.encode()).encode()).hexdigest()[:16]


def test_builder_1_mountains_are_the_ones_old_saves_were_played_on() -> None:
    """Records rebuild their mountain from its number and builder: builder 1 must keep
    giving the mountains every game before the builder option was played on.  The
    fingerprints were taken with the generator as it was before builder 2 existed."""
    before = {0: "5877037b1dea144e", 77: "0d2dfb037fdf5b38", 4321: "1e953e693d2f598b",
              9999: "a97472085cd2b201"}
    for number, print_ in before.items():
        assert _fingerprint(generate(number, 1)[0]) == print_, number
    old_save_options = {"mountain": 4321, "colour": ["teal", "purple"], "first": 1}
    state = GAME.new_initial_state(2, old_save_options)
    assert state.options["builder"] == 1
    assert _fingerprint(state.board) == before[4321]
    state = GAME.new_initial_state(2, {**old_save_options, "builder": 2})
    assert _fingerprint(state.board) == _fingerprint(generate(4321, 2)[0]) != before[4321]


def test_builder_2_meets_the_set_up_rules_and_hides_the_walls_from_a_first_move() -> None:
    """Every set-up rule, ≥ 95 % of numbers on the first attempt, and no first move
    (both ladders, any colour) reaches the walls' tops: what lies above them must be
    built to in play (issue 17)."""
    first = 0
    for number in SAMPLE:
        board, attempt = generate(number, 2)
        first += attempt == 0
        assert check(board, 2) is None
        assert all(hidden(board, n) for n in NEUTRAL_BLOCKS)
        means = mean_bases(board)
        assert means["S4"] <= means["S2"] <= means["S1"]
        steps = {board.owner(c) for c in foot_entries(board) if board.heights[c] == 1}
        assert len(steps) >= 2
        assert first_turn_reach(board) <= REACH_CAP < CORE_HEIGHT
        assert max(board.heights) > CORE_HEIGHT
        assert on_smaller(board) == []  # larger blocks low, block by block
    assert first >= 0.95 * len(SAMPLE)
    assert measure(5, SAMPLE.start, 2)["first_try"] == 1.0


def test_builder_2_mountains_are_the_ones_its_games_were_played_on() -> None:
    """Saves keep their builder: builder 3 must leave builder 2's draws alone.  The
    fingerprints were taken before builder 3 existed."""
    before = {0: "abd4c6113f64432f", 77: "85b108bba8adf861", 4321: "cc5853522c5e102b",
              9999: "246b0e523a14498f"}
    for number, print_ in before.items():
        assert _fingerprint(generate(number, 2)[0]) == print_, number


def test_builder_3_mountains_are_the_ones_its_games_were_played_on() -> None:
    """Saves keep their builder: a change to the generator must not move builder 3's
    mountains (a later builder gets its own number).  The fingerprints were taken at
    6f0f375, with the code that played the shape command's builder-3 games."""
    before = {0: "5fcaf1824f018b92", 77: "cf138ac3c9c1808e", 4321: "31a34ac04707ebd0",
              9999: "f77431b2b728c86f"}
    for number, print_ in before.items():
        assert _fingerprint(generate(number, 3)[0]) == print_, number


def _loose(board: Board) -> list[str]:
    """Top colours of the Size 1 blocks lying free on the table with nothing on them."""
    out = []
    for b, p in enumerate(board.placed):
        if p is not None and BLOCKS[b].kind == "S1" and p.z == 0 and board.is_free(b) \
                and BLOCKS[b].orientations[p.orient].h == 1:
            out.append(BLOCKS[b].orientations[p.orient].top)
    return out


def _strips(board: Board) -> int:
    """Squares at the walls' height or above whose top is less than 2 squares wide
    both ways: no lying Size 1 block fits there, so no one-unit step can be built on it."""
    w, hs = board.width, board.heights

    def same(x: int, y: int, h: int) -> bool:
        return 0 <= x < w and 0 <= y < board.depth and hs[y * w + x] == h

    out = 0
    for c, h in enumerate(hs):
        x, y = c % w, c // w
        if h >= CORE_HEIGHT and not ((same(x + 1, y, h) or same(x - 1, y, h))
                                     and (same(x, y + 1, h) or same(x, y - 1, h))):
            out += 1
    return out


def test_builder_3_leaves_room_and_blocks_for_steps_built_in_play() -> None:
    """Builder 2's set-up rules hold, and besides: at least LOOSE_STEPS Size 1 blocks
    lie free on the table (those that can, with a neutral top up), and on the walls
    and above them every top is at least two squares wide each way, so a lying Size 1
    block set beside a climber there is a step up (issue 17).  Builder 2 leaves
    strips one square wide there on most mountains."""
    first = 0
    for number in SAMPLE:
        board, attempt = generate(number, 3)
        first += attempt == 0
        assert check(board, 3) is None
        assert first_turn_reach(board) <= REACH_CAP
        assert on_smaller(board) == []
        loose = _loose(board)
        assert len(loose) >= LOOSE_STEPS
        assert loose.count("neutral") >= LOOSE_STEPS
        assert _strips(board) == 0, number
    assert first >= 0.95 * len(SAMPLE)
    some = SAMPLE[:10]
    assert sum(1 for n in some if _strips(generate(n, 2)[0])) > len(some) // 2


def test_builder_1_mountains_could_be_climbed_to_the_walls_in_one_move() -> None:
    """What builder 2 changes: many builder-1 mountains let a first move reach the walls,
    and most rest a block on a smaller one somewhere."""
    olds = [generate(number)[0] for number in SAMPLE]
    assert any(first_turn_reach(board) >= CORE_HEIGHT for board in olds)
    assert sum(1 for board in olds if on_smaller(board)) > len(olds) // 2
