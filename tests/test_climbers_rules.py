"""Climbers rules: every acceptance row (``../shared/acceptance/climbers.md``) as its own
test, then the further rulings of ``docs/rules/climbers.md``."""

from __future__ import annotations

import json
import random

import pytest
from climbers_fixtures import at, empty_state, moves_to, put

from climbdesk.bots import make_bot
from climbdesk.core.actions import Resign
from climbdesk.core.errors import IllegalActionError
from climbdesk.core.options import RANDOM
from climbdesk.core.state import CHANCE, TERMINAL
from climbdesk.games.climbers import (
    GAME,
    GONE,
    HELD,
    USED,
    ClimbersState,
    Disk,
    Mountain,
    Move,
    NoBlock,
    NoDisk,
    Pick,
    Place,
    Push,
    PutBack,
    Stay,
)
from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL_BLOCKS
from climbdesk.games.climbers.geometry import FOOT, SHORT, TALL, Placement, hidden
from climbdesk.games.climbers.mountain import BUILDER


def new(players: int = 2, number: int = 5) -> ClimbersState:
    state = GAME.new_initial_state(players, {"mountain": number})
    assert isinstance(state, ClimbersState)
    return state


def orient(block: int, w: int, d: int, h: int, top: str) -> int:
    return next(i for i, o in enumerate(BLOCKS[block].orientations)
                if (o.w, o.d, o.h, o.top) == (w, d, h, top))


# ----- acceptance rows ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_ct01_new_game(players: int) -> None:
    """CT-01: 35 blocks (12/12/9/2) resting fully, both N upright in the centre and hidden,
    every climber at the foot with a short and a tall ladder and a disk; seeds repeat."""
    state = new(players, number=100 + players)
    board = state.board
    assert all(p is not None for p in board.placed)
    counts = {k: sum(1 for b in BLOCKS if b.kind == k) for k in ("S1", "S2", "S4", "N")}
    assert counts == {"S1": 12, "S2": 12, "S4": 9, "N": 2}
    again = type(board).decode(board.encode())  # decoding checks that each block rests fully
    assert again.heights == board.heights
    for n in NEUTRAL_BLOCKS:
        p = board.placed[n]
        assert p is not None and p.z == 0 and BLOCKS[n].orientations[p.orient].h == 6
        assert 6 <= p.x <= 12 and 6 <= p.y <= 12
        assert hidden(board, n)
    assert state.pos == [FOOT] * players and all(state.height(s) == 0 for s in range(players))
    assert state.ladders == [SHORT | TALL] * players and state.disk == [HELD] * players
    assert new(players, 7).to_json() == new(players, 7).to_json()
    if players == 2:
        mountains = {json.dumps(new(2, n).board.encode()) for n in range(20)}
        assert len(mountains) >= 19


def test_ct02_from_the_foot() -> None:
    """CT-02: red climber at the foot; an S1L (h1) needs no ladder, an S2 (h2) is offered
    with {short} and with {tall}."""
    state = empty_state(2, colours=("red", "teal"))
    put(state.board, "S1", 5, 5)
    put(state.board, "S2", 10, 5)
    state.touch()
    assert moves_to(state, 5, 5) == {""}
    assert moves_to(state, 10, 5) == {"short", "tall"}


def test_ct03_rise_three_needs_the_tall_ladder() -> None:
    """CT-03: teal at h2; the neighbour is an S4S on base 1 (h5): tall ladder only, and
    nothing once the tall ladder is spent."""
    state = empty_state()
    put(state.board, "S2", 3, 5)
    put(state.board, "S1", 5, 5)
    put(state.board, "S4", 5, 5)
    at(state, 0, 4, 5)
    assert state.board.height(5, 5) == 5
    assert moves_to(state, 5, 5) == {"tall"}
    state.ladders[0] = SHORT
    state.touch()
    assert moves_to(state, 5, 5) == set()


def test_ct04_rise_five_and_two_ladders_in_line() -> None:
    """CT-04: h1 next to an N (h6) is unreachable; h1 → h3 → h6 in line needs both
    ladders (short for 1→3, tall for 3→6)."""
    state = empty_state()
    put(state.board, "S1", 3, 5)
    put(state.board, "N", 5, 5)
    at(state, 0, 4, 5)
    assert moves_to(state, 5, 5) == set()
    state = empty_state()
    put(state.board, "S1", 1, 5)
    put(state.board, "S1", 3, 5)
    put(state.board, "S2", 3, 5)
    put(state.board, "N", 5, 5)
    at(state, 0, 2, 5)
    assert moves_to(state, 3, 5) == {"short", "tall"}
    assert moves_to(state, 5, 5) == {"short+tall"}


def test_ct05_no_descent_no_bridge() -> None:
    """CT-05: h3, then h2, then h3 in line: the far square is unreachable."""
    state = empty_state()
    put(state.board, "S1", 3, 5)
    put(state.board, "S2", 3, 5)
    put(state.board, "S2", 5, 5)
    put(state.board, "S1", 7, 5)
    put(state.board, "S2", 7, 5)
    at(state, 0, 4, 5)
    assert moves_to(state, 5, 5) == set() and moves_to(state, 7, 5) == set()


def test_ct06_corners_do_not_join() -> None:
    """CT-06: two S2 touching only at a corner: the other cube is out of reach."""
    state = empty_state()
    put(state.board, "S2", 5, 5)
    put(state.board, "S2", 7, 7)
    at(state, 0, 6, 6)
    assert moves_to(state, 5, 5) == {""}
    assert all(moves_to(state, x, y) == set() for x in (7, 8) for y in (7, 8))


@pytest.mark.parametrize(("middle", "climber", "passes"), [
    ("teal", "purple", False), ("purple", "purple", True), ("purple", "yellow", False)])
def test_ct07_colours(middle: str, climber: str, passes: bool) -> None:
    """CT-07: a path to a neutral h2 top across a teal h1 top is closed to purple, a purple
    one is open, and yellow can never stand on purple."""
    state = empty_state(2, colours=(climber, "pink"))
    put(state.board, "S1", 3, 5)
    put(state.board, "S1", 5, 5, top=middle)
    put(state.board, "S2", 7, 5)
    at(state, 0, 4, 5)
    assert bool(moves_to(state, 5, 5)) is passes
    assert bool(moves_to(state, 7, 5)) is passes
    if not passes:
        with pytest.raises(IllegalActionError, match="own colour"):
            state.apply(Move(5, 5, ""))


def test_ct08_full_tops_and_passing() -> None:
    """CT-08: a neutral S2 with 4 climbers cannot be entered or crossed; with 3 the free
    square can be entered; a climber may pass an occupied square of a lying S4."""
    state = empty_state(5)
    put(state.board, "S2", 5, 5)         # the crowded cube
    put(state.board, "S2", 7, 5)         # pink stands here
    put(state.board, "S2", 3, 5)         # beyond the cube
    for seat, (x, y) in enumerate(((5, 5), (6, 5), (5, 6), (6, 6))):
        at(state, seat, x, y)
    at(state, 4, 7, 5)
    state.phase, state.reactors, state.active = "react", [4], 0
    state.touch()
    assert state.current_player() == 4
    assert moves_to(state, 3, 5) == set() and moves_to(state, 4, 6) == set()
    state.pos[3] = FOOT
    state.touch()
    assert moves_to(state, 6, 6) == {""}
    assert moves_to(state, 5, 5) == set()        # never end on an occupied square
    assert moves_to(state, 3, 5) == {""}         # across the cube, which has room
    # A lying S4 with two climbers in the column next to pink: pink passes over them.
    state = empty_state(5)
    put(state.board, "S2", 3, 5)
    put(state.board, "S4", 5, 5, w=4, d=2, h=2)
    at(state, 0, 5, 5)
    at(state, 1, 5, 6)
    at(state, 4, 4, 5)
    state.phase, state.reactors = "react", [4]
    state.touch()
    assert moves_to(state, 6, 5) == {""} and moves_to(state, 8, 6) == {""}
    assert moves_to(state, 5, 5) == set()


def test_ct09_ladders_used_earlier_in_the_turn_and_when_reacting() -> None:
    """CT-09: after the short ladder in step 1, a rise-2 step in step 3 is offered only
    with the tall one; reacting with no ladder left, no rise of 2 or more is offered."""
    state = empty_state()
    put(state.board, "S1", 3, 5)
    put(state.board, "S1", 5, 5)
    put(state.board, "S2", 5, 5)
    at(state, 0, 4, 5)
    state.phase = "move2"
    state.ladders[0] = TALL
    state.touch()
    assert moves_to(state, 5, 5) == {"tall"}
    state.ladders[0] = 0
    state.phase, state.active, state.reactors = "react", 1, [0]
    state.touch()
    assert state.current_player() == 0 and state.turn_owner() == 1
    assert moves_to(state, 5, 5) == set()
    assert moves_to(state, 3, 5) == {""}


@pytest.mark.parametrize("case", ["block", "climber", "disk"])
def test_ct10_blocks_that_cannot_be_picked(case: str) -> None:
    """CT-10: a block with an S1L partly on it, a climber on it or a disk on it is not
    pickable."""
    state = empty_state(phase="block")
    x_block = put(state.board, "S4", 5, 5, w=4, d=2, h=2)
    put(state.board, "S2", 9, 5)
    if case == "block":
        put(state.board, "S1", 8, 5)           # half on X, half on the cube
    elif case == "climber":
        at(state, 1, 6, 6)
    else:
        state.disk[1] = x_block
    state.touch()
    assert Pick(x_block) not in state.legal_actions()
    assert not state.is_legal(Pick(x_block))
    reason = {"block": "on top", "climber": "climber stands", "disk": "disk"}[case]
    with pytest.raises(IllegalActionError, match=reason):
        state.apply(Pick(x_block))


def _play_turn(state: ClimbersState, move_block: bool) -> int:
    """Seat to act stays, moves the first pickable block to its first spot (or none),
    stays, places no disk; everybody else stays.  Returns the block moved (-1: none)."""
    seat = state.active
    state.apply(Stay())
    moved = -1
    if move_block:
        pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
        state.apply(pick)
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Place)))
        moved = pick.block
        while state.phase == "push":
            state.apply(state.legal_actions()[0])
    else:
        state.apply(NoBlock())
    state.apply(Stay())
    state.apply(NoDisk())
    while state.phase == "react":
        state.apply(Stay())
    assert state.active != seat or state.is_terminal()
    return moved


@pytest.mark.parametrize("players", [2, 3])
def test_ct11_the_lock_lasts_one_turn(players: int) -> None:
    """CT-11: the block seat 0 moved is not pickable for seat 1 and pickable again on the
    turn after (seat 2, or seat 0 again with two players); no move, no lock."""
    state = new(players, number=11)
    k = _play_turn(state, True)
    assert state.lock == k
    state.apply(Stay())
    assert Pick(k) not in state.legal_actions() and not state.is_legal(Pick(k))
    with pytest.raises(IllegalActionError, match="previous player"):
        state.clone().apply(Pick(k))
    state.apply(NoBlock())
    state.apply(Stay())
    state.apply(NoDisk())
    while state.phase == "react":
        state.apply(Stay())
    state.apply(Stay())
    assert state.lock == -1 and state.is_legal(Pick(k))
    quiet = new(players, number=11)
    _play_turn(quiet, False)
    assert quiet.lock == -1


def test_ct12_placement_checks() -> None:
    """CT-12: an S2 over two S1L tops (legal) / over an S1L and an S2 (hole) / half over an
    edge (overhang) / on the table touching only a corner (no face contact) / with one 1×1
    side contact with an S1L (legal)."""
    state = empty_state(phase="block")
    board = state.board
    put(board, "S1", 2, 2)
    put(board, "S1", 4, 2)
    put(board, "S1", 2, 8)
    put(board, "S2", 4, 8)
    put(board, "S2", 2, 12)
    lone = put(board, "S1", 12, 12)
    cube = put(board, "S2", 16, 2)
    state.touch()
    state.apply(Pick(cube))
    o = orient(cube, 2, 2, 2, "neutral")
    assert state.is_legal(Place(o, 3, 2))
    for action, why in ((Place(o, 3, 8), "hole"), (Place(o, 3, 12), "overhang"),
                        (Place(o, 14, 14), "touch")):
        assert not state.is_legal(action)
        with pytest.raises(IllegalActionError, match=why):
            state.apply(action)
    assert board.placed[lone] is not None
    assert state.is_legal(Place(o, 14, 13))    # one square of side against the S1L


def test_ct13_a_block_with_a_climber_and_flipping_in_place() -> None:
    """CT-13: a neutral S2 carrying the active climber cannot be picked; without the
    climber, turning it red side up in place is a block move that locks it; putting it
    back unchanged is a PutBack, after which only other blocks may be picked."""
    state = empty_state(phase="block")
    cube = put(state.board, "S2", 5, 5)
    other = put(state.board, "S2", 7, 5)
    at(state, 0, 5, 5)
    assert not state.is_legal(Pick(cube))
    with pytest.raises(IllegalActionError, match="climber"):
        state.apply(Pick(cube))
    at(state, 0, 8, 5)
    flip = state.clone()
    flip.apply(Pick(cube))
    red = orient(cube, 2, 2, 2, "red")
    flip.apply(Place(red, 5, 5))
    assert flip.board.top_colour(cube) == "red" and flip.moved == cube
    flip.apply(Stay())
    flip.apply(NoDisk())
    flip.apply(Stay())
    assert flip.lock == cube and not flip.is_legal(Pick(cube))
    state.apply(Pick(cube))
    same = orient(cube, 2, 2, 2, "neutral")
    assert not state.is_legal(Place(same, 5, 5))
    with pytest.raises(IllegalActionError, match="put it back"):
        state.apply(Place(same, 5, 5))
    state.apply(PutBack())
    assert state.phase == "block" and state.board.placed[cube] is not None
    assert not state.is_legal(Pick(cube)) and state.is_legal(Pick(other)) is False
    # The other cube carries climber 0; a third, free block is pickable.
    third = put(state.board, "S2", 12, 5)
    state.touch()
    assert state.is_legal(Pick(third)) and Pick(cube) not in state.legal_actions()


def test_ct14_pushing_climbers_aside() -> None:
    """CT-14: an S1S over two climbers on a lying S4 (2×4) is legal, both shift to distinct
    free squares of that top keeping height and "first reached"; the same placement on
    an S2 holding 3 climbers is illegal."""
    state = empty_state(3, phase="block")
    s4 = put(state.board, "S4", 5, 5, w=2, d=4, h=2)
    s1 = put(state.board, "S1", 12, 12, w=2, d=1, h=2)
    put(state.board, "S2", 10, 12)
    at(state, 1, 5, 5)
    at(state, 2, 6, 5)
    state.reached[1], state.reached[2] = 17, 23
    state.apply(Pick(s1))
    standing = orient(s1, 2, 1, 2, "neutral")
    state.apply(Place(standing, 5, 5))
    assert state.phase == "push"
    first = state.legal_actions()
    assert {a.seat for a in first} == {1} and len(first) == 6  # type: ignore[attr-defined]
    state.apply(first[0])
    second = state.legal_actions()
    assert len(second) == 5 and first[0] not in second
    state.apply(second[-1])
    assert state.phase == "move2"
    assert state.pos[1] != state.pos[2]
    assert all(state.board.owner(state.pos[s]) == s4 for s in (1, 2))
    assert state.height(1) == state.height(2) == 2
    assert (state.reached[1], state.reached[2]) == (17, 23)
    crowded = empty_state(4, phase="block")
    put(crowded.board, "S2", 5, 5)
    s1 = put(crowded.board, "S1", 12, 12, w=2, d=1, h=2)
    put(crowded.board, "S2", 10, 12)
    at(crowded, 1, 5, 5)
    at(crowded, 2, 6, 5)
    at(crowded, 3, 5, 6)
    crowded.apply(Pick(s1))
    with pytest.raises(IllegalActionError, match="cannot shift"):
        crowded.apply(Place(orient(s1, 2, 1, 2, "neutral"), 5, 5))


# ----- further rulings -------------------------------------------------------------------
def test_random_mountain_is_the_first_chance_event() -> None:
    state = GAME.new_initial_state(3, {"first": 1})
    assert state.options["mountain"] == RANDOM
    assert state.current_player() == CHANCE and state.chance_sampled()
    assert state.chance_stream() == "setup" and state.chance_outcomes() == []
    assert state.is_legal(Mountain(9999)) and not state.is_legal(Mountain(10000))
    drawn = state.sample_chance(random.Random(1))
    state.apply(drawn)
    assert state.current_player() == 0 and state.to_json()["mountain"] == drawn.number
    fixed = GAME.new_initial_state(3, {"mountain": drawn.number, "builder": BUILDER})
    assert state.board.encode() == fixed.board.encode()  # a new game's builder: the newest


def test_fixed_mountain_has_no_chance_event() -> None:
    state = new(2, 42)
    assert state.current_player() == 0 and state.number == 42


def test_colour_option_is_unique_and_decides_where_a_climber_stands() -> None:
    with pytest.raises(ValueError):
        GAME.new_initial_state(2, {"colour": ["red", "red"]})
    state = empty_state(2, colours=("pink", "red"))
    put(state.board, "S1", 5, 5, top="pink")
    state.touch()
    assert moves_to(state, 5, 5) == {""}


def test_foot_entry_only_next_to_the_open_table() -> None:
    """A top that borders only an enclosed patch of table is no way in from the foot."""
    state = empty_state()
    for x, y in ((5, 5), (7, 5), (9, 5), (5, 7), (9, 7), (5, 9), (7, 9), (9, 9)):
        put(state.board, "S2", x, y)
    put(state.board, "S1", 7, 7)               # inside the ring, lower than it
    put(state.board, "S1", 12, 5)              # outside, on the open table
    state.touch()
    assert moves_to(state, 5, 5) == {"short", "tall"}
    assert moves_to(state, 12, 5) == {""}
    assert moves_to(state, 7, 7) == set()


def test_blocks_on_the_table_never_push_climbers_at_the_foot() -> None:
    state = empty_state(phase="block")
    put(state.board, "S2", 5, 5)
    cube = put(state.board, "S2", 12, 12)
    state.touch()
    state.apply(Pick(cube))
    assert state.is_legal(Place(orient(cube, 2, 2, 2, "neutral"), 7, 5))
    state.apply(Place(orient(cube, 2, 2, 2, "neutral"), 7, 5))
    assert state.pos == [FOOT, FOOT] and state.phase == "move2"


def test_reactions_may_use_ladders_and_lift_no_lock() -> None:
    state = empty_state()
    put(state.board, "S2", 5, 5)
    state.phase, state.active, state.reactors = "react", 0, [1]
    state.touch()
    assert moves_to(state, 5, 5) == {"short", "tall"}
    state.apply(Move(5, 5, "short"))
    assert state.ladders[1] == TALL and state.height(1) == 2
    assert state.lock == -1 and state.active == 1


def test_rest_fully_is_judged_with_the_lifted_block_removed() -> None:
    """Turning a lying S4 to stand on its own old footprint works because the squares
    under it are measured without it."""
    state = empty_state(phase="block")
    put(state.board, "S2", 3, 5)
    s4 = put(state.board, "S4", 5, 5, w=4, d=2, h=2, top="any")
    state.touch()
    state.apply(Pick(s4))
    upright = next(i for i, o in enumerate(BLOCKS[s4].orientations) if o.h == 4)
    assert state.is_legal(Place(upright, 5, 5))


def test_disk_rules() -> None:
    state = empty_state(3, phase="disk")
    a = put(state.board, "S2", 5, 5)
    b = put(state.board, "S2", 7, 5)
    c = put(state.board, "S1", 9, 5)
    put(state.board, "S2", 9, 5)                # c is covered entirely
    at(state, 1, 7, 5)
    assert state.is_legal(Disk(a)) and a in state.diskable() and b not in state.diskable()
    for block, why in ((b, "climber"), (c, "uncovered")):
        with pytest.raises(IllegalActionError, match=why):
            state.clone().apply(Disk(block))
    state.disk[2] = a
    state.touch()
    with pytest.raises(IllegalActionError, match="another disk"):
        state.clone().apply(Disk(a))
    state.disk[2] = HELD
    state.apply(Disk(a))
    assert state.disk[0] == a and state.phase == "react"
    # Nobody may enter it; it cannot be moved or built on.
    at(state, 1, 8, 5)
    assert moves_to(state, 6, 5) == set()
    state.apply(Stay())
    state.apply(Stay())
    assert state.active == 1 and state.disk[0] == a
    state.apply(Stay())
    assert not state.is_legal(Pick(a))
    # When seat 0's turn comes round again, the disk is gone for good.
    state.disk[0] = a
    state._start_turn(0)
    assert state.disk[0] == USED
    state.phase = "disk"
    assert state.legal_actions() == [NoDisk()]  # only the skip is left, still a decision
    assert state.diskable() == []


def test_a_disk_forbids_covering_its_block() -> None:
    state = empty_state(phase="block")
    a = put(state.board, "S2", 5, 5)
    s1 = put(state.board, "S1", 12, 12)
    put(state.board, "S2", 10, 12)
    state.disk[1] = a
    state.touch()
    state.apply(Pick(s1))
    with pytest.raises(IllegalActionError, match="blocking disk"):
        state.apply(Place(orient(s1, 2, 2, 1, "neutral"), 5, 5))


def _idle_turn(state: ClimbersState) -> None:
    state.apply(Stay())
    state.apply(NoBlock())
    state.apply(Stay())
    state.apply(NoDisk())


def test_end_streak_two_players_four_turns_and_reactions_still_played() -> None:
    state = new(2, 3)
    for turn in range(3):
        _idle_turn(state)
        assert state.streak == turn + 1
        state.apply(Stay())
    _idle_turn(state)
    assert state.streak == 4 and state.ending and state.current_player() == 0
    entries = state.reach_of(0)
    state.apply(Move(*state.xy(next(iter(entries))), "") if any(
        0 in s for s in entries.values()) and entries else Stay())
    assert state.current_player() == TERMINAL


def test_end_streak_counts_only_active_turns_and_a_climb_resets_it() -> None:
    state = empty_state(3)
    put(state.board, "S1", 5, 5)
    put(state.board, "S2", 7, 5)
    state.touch()
    _idle_turn(state)
    state.apply(Move(5, 5, ""))   # a reaction climb does not reset the streak
    state.apply(Stay())
    assert state.streak == 1
    state.apply(Move(7, 5, ""))   # seat 1 climbs in its own turn
    state.apply(NoBlock())
    state.apply(Stay())
    state.apply(NoDisk())
    assert state.streak == 0 and state.streak_limit() == 3


def test_ranking_height_then_first_there_and_the_foot_shares() -> None:
    state = empty_state(4)
    put(state.board, "S2", 5, 5)
    at(state, 0, 5, 5)
    at(state, 1, 6, 5)
    state.reached[0], state.reached[1] = 30, 12
    state.phase = "over"
    out = state.outcome()
    assert out is not None and out.ranking == (2, 1, 3, 3) and out.reason == "first-there"


def test_resign_takes_the_climber_off_and_play_goes_on() -> None:
    state = new(3, 8)
    state.apply(Stay())
    state.apply(NoBlock())
    state.apply(Resign(0))
    assert state.pos[0] == GONE and state.current_player() == 1 and state.phase == "move1"
    _idle_turn(state)
    assert state.reactors == [2]


def test_illegal_actions_are_explained() -> None:
    state = new(2, 9)
    with pytest.raises(IllegalActionError, match="not the moment"):
        state.clone().apply(NoDisk())
    with pytest.raises(IllegalActionError, match="off the table"):
        state.clone().apply(Move(40, 2, ""))
    state.apply(Stay())
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Pick)))
    with pytest.raises(IllegalActionError, match="off the table"):
        state.clone().apply(Place(0, 19, 19))
    with pytest.raises(IllegalActionError):
        state.clone().apply(Push(1, 0, 0))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_generic_bots_play_legal_moves(level: str) -> None:
    state = new(2, 12)
    rng = random.Random(4)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player()
    action = make_bot("climbers", level, seed=1).choose(state, seat)
    assert state.is_legal(action)


def test_a_place_with_pushes_round_trips_through_json() -> None:
    state = empty_state(3, phase="block")
    put(state.board, "S4", 5, 5, w=2, d=4, h=2)
    s1 = put(state.board, "S1", 12, 12, w=2, d=1, h=2)
    put(state.board, "S2", 10, 12)
    at(state, 1, 5, 5)
    at(state, 2, 6, 5)
    state.apply(Pick(s1))
    state.apply(Place(orient(s1, 2, 1, 2, "neutral"), 5, 5))
    again = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again == state and again.legal_actions() == state.legal_actions()
    assert isinstance(again, ClimbersState) and again.pending == state.pending
    assert Placement(0, 0, 0, 0).encode() == "0:0:0:0"
