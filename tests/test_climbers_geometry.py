"""Climbers geometry, one small function at a time: the data, orientations, resting
fully, touching, pushing, the foot and the reach search."""

from __future__ import annotations

from climbers_fixtures import put

from climbdesk.games.climbers.blocks import BLOCKS, KIND_COUNTS, PLAYER_COLOURS
from climbdesk.games.climbers.geometry import (
    FOOT,
    SHORT,
    TALL,
    Board,
    Placement,
    foot_entries,
    foot_region,
    footprint,
    hidden,
    minimal_sets,
    reach,
    rest_problem,
    shift_problem,
    step_options,
    touches,
)
from climbdesk.games.climbers.placing import Surroundings, legal_placements, placement_problem


def test_component_data_has_the_rulebook_counts_and_face_pairs() -> None:
    assert len(BLOCKS) == 35
    for kind, count in KIND_COUNTS.items():
        assert sum(1 for b in BLOCKS if b.kind == kind) == count
    pairs = {frozenset(p) for b in BLOCKS if b.kind != "N" for p in b.pairs}
    assert pairs == {frozenset({"teal", "purple"}), frozenset({"yellow", "red"}),
                     frozenset({"pink", "neutral"})}
    # Size 1: the pair on the 2x2 faces (the thin axis) is spread 4/4/4; Size 4: ends 3/3/3.
    for kind, axis, each in (("S1", 2, 4), ("S4", 2, 3)):
        spread = [frozenset(b.pairs[axis]) for b in BLOCKS if b.kind == kind]
        assert sorted(spread.count(p) for p in set(spread)) == [each] * 3
    assert all(c == "neutral" for b in BLOCKS if b.kind == "N" for p in b.pairs for c in p)
    assert len(PLAYER_COLOURS) == 5


def test_orientation_counts_follow_the_ruling() -> None:
    """Only footprint, height and top colour count: S1 2 lying + 8 standing, S2 6,
    S4 2 standing + 8 lying, large neutral 3."""
    for kind, lying, standing in (("S1", 2, 8), ("S2", 6, 0), ("S4", 8, 2), ("N", 2, 1)):
        for b in (b for b in BLOCKS if b.kind == kind):
            low = [o for o in b.orientations if o.h == min(b.dims)]
            assert len(b.orientations) == lying + standing
            if kind in ("S1", "S4"):
                assert len(low) == lying
            assert len({(o.w, o.d, o.h, o.top) for o in b.orientations}) == len(b.orientations)


def test_rest_fully_hole_and_overhang() -> None:
    board = Board()
    put(board, "S1", 2, 2)
    put(board, "S1", 4, 2)
    put(board, "S2", 6, 2)
    assert rest_problem(board, footprint(3, 2, 2, 2)) is None       # two h1 tops
    assert rest_problem(board, footprint(5, 2, 2, 2)) == "hole"       # h1 and h2
    assert rest_problem(board, footprint(7, 2, 2, 2)) == "overhang"   # h2 and the table


def test_touch_needs_a_shared_unit_of_face() -> None:
    board = Board()
    put(board, "S1", 5, 5)                      # h1 on x5-6, y5-6
    assert touches(board, footprint(7, 6, 2, 2), 0, 2)      # one 1x1 side contact
    assert not touches(board, footprint(7, 7, 2, 2), 0, 2)  # corner only
    assert not touches(board, footprint(9, 5, 2, 2), 0, 2)  # a gap between
    assert touches(board, footprint(5, 5, 2, 2), 1, 2)      # resting on it counts


def test_side_contact_needs_overlapping_heights() -> None:
    board = Board()
    put(board, "S2", 5, 5)
    # A block resting at height 2 beside a column of height 2 shares no face with it,
    # but it rests on something, so the only case to check is on the table.
    assert touches(board, footprint(7, 5, 1, 2), 0, 1)
    assert not touches(board, footprint(8, 5, 1, 2), 0, 1)


def test_shift_problem_counts_free_squares_of_the_same_top() -> None:
    board = Board()
    s2 = put(board, "S2", 5, 5)
    cells = footprint(5, 5, 2, 1, board.width)  # the row y=5 of the cube
    climbers = {0: 5 * 20 + 5, 1: 5 * 20 + 6}
    assert shift_problem(board, cells, climbers, {0: s2, 1: s2}) is None  # two free left
    climbers[2] = 6 * 20 + 5
    assert shift_problem(board, cells, climbers, {0: s2, 1: s2, 2: s2}) == "climbers"


def test_foot_region_ignores_enclosed_bare_squares() -> None:
    board = Board()
    # A ring of cubes around the bare square (7, 7)... enclosed with 2x2 blocks at a 1-gap.
    for x, y in ((5, 5), (7, 5), (9, 5), (5, 7), (9, 7), (5, 9), (7, 9), (9, 9)):
        put(board, "S2", x, y)
    region = foot_region(board)
    assert region[0] and not region[7 * 20 + 7] and not region[8 * 20 + 8]
    entries = set(foot_entries(board))
    assert 5 * 20 + 5 in entries          # the outer corner of the ring
    assert 7 * 20 + 6 not in entries      # the inner side faces only the enclosed hole


def test_step_options_and_minimal_ladder_sets() -> None:
    assert step_options(0) == (0,) and step_options(1) == (0,)
    assert step_options(2) == (SHORT, TALL)
    assert step_options(3) == (TALL,) == step_options(4)
    assert step_options(5) == () and step_options(-1) == ()
    assert minimal_sets({0, SHORT, TALL, SHORT | TALL}) == [0]
    assert minimal_sets({SHORT | TALL, TALL}) == [TALL]


def test_reach_spends_each_ladder_on_one_step() -> None:
    board = Board()
    put(board, "S1", 2, 2)                       # h1
    put(board, "S1", 4, 2)
    put(board, "S2", 4, 2)                       # h3
    put(board, "N", 6, 2)                        # h6
    passable = [h > 0 for h in board.heights]
    start = 2 * 20 + 3
    got = reach(board, start, passable, SHORT | TALL)
    assert got[2 * 20 + 4] == {SHORT, TALL}
    assert got[2 * 20 + 6] == {SHORT | TALL}
    assert 2 * 20 + 6 not in reach(board, start, passable, TALL)
    from_foot = reach(board, FOOT, passable, 0)
    assert 2 * 20 + 2 in from_foot and 2 * 20 + 4 not in from_foot


def test_hidden_needs_every_side_column_and_the_top() -> None:
    board = Board()
    n = put(board, "N", 6, 6)
    assert not hidden(board, n)
    for x, y in ((4, 6), (8, 6), (6, 4), (6, 8)):
        put(board, "S4", x, y, top="any")
        put(board, "S2", x, y)
    assert not hidden(board, n)  # the top still shows
    put(board, "S2", 6, 6)
    assert hidden(board, n)


def test_legal_placements_agree_with_the_single_check() -> None:
    board = Board()
    put(board, "S2", 8, 8)
    s4 = put(board, "S4", 10, 8, w=4, d=2, h=2)
    spot = board.lift(s4)
    around = Surroundings(origin=spot)
    spots = legal_placements(board, s4, around)
    assert spots and all(placement_problem(board, s4, p.orient, p.x, p.y, around) is None
                         for p in spots)
    assert Placement(spot.orient, spot.x, spot.y, 0) not in spots  # that is a put back
    # Every anchor left out is refused by the single check.
    listed = {(p.orient, p.x, p.y) for p in spots}
    for o in range(len(BLOCKS[s4].orientations)):
        for y in range(20):
            for x in range(20):
                if (o, x, y) not in listed:
                    assert placement_problem(board, s4, o, x, y, around) is not None
