"""The wall's geometry and placement rules (acceptance rows WT-02 to WT-06 and more)."""

from __future__ import annotations

import random
from collections.abc import Collection

import pytest

from climbdesk.games.wall.deck import PANELS, SET_SIZE, Kind, deck_ids, make_panel, panel
from climbdesk.games.wall.geometry import (
    GOAL,
    NOBODY,
    TOUGH_GOAL,
    Placed,
    Square,
    Wall,
    blocks_of,
    clip_squares,
    contest_anchor,
    contest_anchors,
    slot_anchor,
)
from climbdesk.games.wall.placing import (
    Spot,
    hand_spots,
    highest_anchor,
    legal_spots,
    open_anchors,
    placement_problem,
)

#: Panels by what the tests need of them (ids into one set).
ARROW_PLAIN = next(i for i, p in enumerate(PANELS) if p.arrow and not p.special)
FREE = next(i for i, p in enumerate(PANELS) if not p.arrow and not p.red_frame)
SPECIAL = next(i for i, p in enumerate(PANELS) if p.special)
RED = next(i for i, p in enumerate(PANELS) if p.red_frame and len(p.rotations) == 4)
BLANK = next(i for i, p in enumerate(PANELS) if p.red_frame and not p.holds and not p.stripes)


def put(wall: Wall, x: int, y: int, owner: int = 0, ident: int = FREE, **flags: bool) -> Placed:
    placed = Placed(ident, 0, x, y, owner, **flags)
    wall.put(placed)
    return placed


def problem(wall: Wall, x: int, y: int, seat: int = 0, ident: int = FREE, rotation: int = 0,
            goal: int = GOAL, occupied: Collection[Square] = ()) -> str | None:
    return placement_problem(wall, ident, rotation, x, y, seat, goal, occupied)


# ----- acceptance rows ---------------------------------------------------------------------
def test_wt02_half_adjoin() -> None:
    wall = Wall()
    put(wall, 0, 0, initial=True)
    assert problem(wall, 4, 2) is None                  # right side of A, 2 squares shared
    assert problem(wall, 4, 0) == "no-half-contact"     # full side only
    assert problem(wall, 4, 4) == "no-half-contact"     # corner only
    assert problem(wall, 2, 4) is None                  # on top, offset by 2


def test_wt02_a_full_side_and_a_half_side_together_are_legal() -> None:
    """Figure 4: one side fully against a panel, another side half against one."""
    wall = Wall()
    put(wall, 0, 0)
    put(wall, 4, 0)
    put(wall, 6, 4)
    assert problem(wall, 2, 4) is None  # right side fully on (6,4), bottom half on each below
    wall2 = Wall()
    put(wall2, 0, 0)
    put(wall2, 4, 4)
    assert problem(wall2, 0, 4) == "no-half-contact"  # full below and full right: no half


def test_wt03_own_panels() -> None:
    wall = Wall()
    put(wall, 0, 4, owner=0)          # own, left of the spot C below
    put(wall, 6, 0, owner=1)          # the opponent's, under C and D by half
    assert problem(wall, 8, 4) == "not-own"   # D: half on the opponent only
    assert problem(wall, 8, 4, seat=1) is None
    assert problem(wall, 4, 4) is None        # C: half on the opponent, full on its own panel


def test_wt04_height_limit() -> None:
    wall = Wall()
    put(wall, 0, 24)
    assert problem(wall, 2, 28) == "too-high"   # top edge 32 = height 8
    assert problem(wall, 4, 26) is None         # top edge 30 = height 7.5
    tough = Wall()
    put(tough, 0, 36)
    assert problem(tough, 2, 40, goal=TOUGH_GOAL) == "too-high"   # 11
    assert problem(tough, 4, 38, goal=TOUGH_GOAL) is None         # 10.5
    assert problem(tough, 4, 38) == "too-high"                    # not in a standard game
    assert (highest_anchor(), highest_anchor(TOUGH_GOAL)) == (26, 38)


def test_wt05_rotations_offered() -> None:
    wall = Wall()
    put(wall, 0, 0)
    arrow = legal_spots(wall, ARROW_PLAIN, seat=0)
    assert arrow and {s.rotation for s in arrow} == {0}
    assert problem(wall, 4, 2, ident=ARROW_PLAIN, rotation=1) == "rotation"
    free = legal_spots(wall, FREE, seat=0)
    assert {s.rotation for s in free} == {0, 1, 2, 3}
    assert len(free) == 4 * len(arrow)
    assert {s.rotation for s in legal_spots(wall, SPECIAL, seat=0)} == {0}


def test_wt06_stacking() -> None:
    wall = Wall()
    put(wall, 0, 0, owner=1, initial=True)
    put(wall, 4, 2, owner=1)                      # carries seat 1's clip marker
    put(wall, 0, 4, owner=1)                      # a piece stands on it
    empty = put(wall, 2, 8, owner=1, ident=SPECIAL)
    occupied = {(5, 3), (1, 6)}
    assert problem(wall, 0, 0, ident=RED, occupied=occupied) == "stack-initial"
    assert problem(wall, 4, 2, ident=RED, occupied=occupied) == "stack-occupied"
    assert problem(wall, 0, 4, ident=RED, occupied=occupied) == "stack-occupied"
    assert problem(wall, 2, 8, ident=RED, rotation=1, occupied=occupied) is None
    wall.put(Placed(RED, 1, 2, 8, owner=0))
    shown = wall.at_anchor(2, 8)
    assert shown is not None and shown.owner == 0 and shown.ident == RED
    assert wall.concealed() == [empty]
    face = panel(RED).face(1)
    assert all(wall.letter(2 + cx, 8 + cy) == face.letter(cx, cy)
               for cx in range(4) for cy in range(4))
    assert wall.panel_at(3, 9) == shown
    # Stacking on an already stacked panel is allowed; a panel without a red frame never stacks.
    assert problem(wall, 2, 8, seat=1, ident=BLANK, occupied=occupied) is None
    assert problem(wall, 2, 8, seat=1, ident=FREE) == "overlap"


def test_wt06_the_concealed_panel_no_longer_counts_for_its_owner() -> None:
    wall = Wall()
    put(wall, 0, 0, owner=0, initial=True)
    put(wall, 4, 2, owner=1)
    assert problem(wall, 8, 4) == "not-own"       # seat 0 touches only seat 1's panel
    wall.put(Placed(RED, 0, 4, 2, owner=0))       # seat 0 stacks on it and owns the spot
    assert problem(wall, 8, 4) is None
    assert problem(wall, 8, 4, seat=1) == "not-own"


def test_stacking_ignores_the_adjoin_rules() -> None:
    """A stack needs no own panel beside it: the spot was legal when first covered."""
    wall = Wall()
    put(wall, 0, 0, owner=0, initial=True)
    put(wall, 4, 2, owner=0)
    assert problem(wall, 4, 2, seat=1, ident=RED) is None
    assert problem(wall, 8, 4, seat=1, ident=RED) == "not-own"  # a free spot still needs it
    assert [s for s in legal_spots(wall, RED, seat=1) if s.stack] == [
        Spot(r, 4, 2, stack=True) for r in panel(RED).rotations]


# ----- more rules --------------------------------------------------------------------------
def test_lattice_ground_and_overlap() -> None:
    wall = Wall()
    put(wall, 0, 0)
    assert problem(wall, 3, 2) == "lattice"
    assert problem(wall, 4, -2) == "below-ground"
    assert problem(wall, 2, 2) == "overlap"
    assert problem(wall, 0, 0) == "overlap"
    assert problem(wall, 0, 0, ident=RED) is None  # stacks: not initial, nothing on it


def test_contest_panels_count_as_neighbours_but_belong_to_nobody() -> None:
    wall = Wall()
    put(wall, 0, 14, owner=0)
    put(wall, *contest_anchor(0), owner=NOBODY, ident=SPECIAL, contest=True)
    assert problem(wall, 2, 18) is None          # half on each: own and Contest
    assert problem(wall, 8, 16) == "not-own"     # half on the Contest panel only
    assert problem(wall, 4, 14, ident=RED) == "stack-contest"


def test_start_slots_and_contest_spots() -> None:
    assert [slot_anchor(i) for i in range(4)] == [(0, 0), (8, 0), (16, 0), (24, 0)]
    # Centred over the gap between slots, top edge at 4.5 (18) or 7 (28) in Tough.
    assert contest_anchor(0) == (4, 14) and contest_anchor(2, tough=True) == (20, 24)


def test_deck_ids_of_the_second_set_share_their_front() -> None:
    wall = Wall()
    put(wall, 0, 0)
    assert legal_spots(wall, FREE + SET_SIZE, seat=0) == legal_spots(wall, FREE, seat=0)


# ----- the listing agrees with the check ------------------------------------------------------
def grow(seed: int, count: int, players: int = 3) -> tuple[Wall, list[int]]:
    """A wall grown by the rules from the start slots: random legal spots for
    random seats, with red-framed panels sometimes stacked."""
    rng = random.Random(seed)
    ids = list(deck_ids(players))
    rng.shuffle(ids)
    wall = Wall()
    for seat in range(players):
        wall.put(Placed(ids.pop(), 0, *slot_anchor(seat), owner=seat, initial=True))
    while count > 0 and ids:
        seat = rng.randrange(players)
        ident = ids.pop()
        spots = legal_spots(wall, ident, seat)
        if spots:
            s = rng.choice(spots)
            wall.put(Placed(ident, s.rotation, s.x, s.y, seat))
            count -= 1
    return wall, ids


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_legal_spots_agree_with_the_check_everywhere(seed: int) -> None:
    wall, rest = grow(seed, 30)
    occupied = {(1, 1), (9, 2)}
    xs = [p.x for p in wall.visible()]
    for ident in rest[:6] + [RED]:
        for seat in range(3):
            listed = set(legal_spots(wall, ident, seat, occupied=occupied))
            checked = {Spot(r, x, y, stack=wall.at_anchor(x, y) is not None)
                       for r in range(4) for y in range(-4, 32, 2)
                       for x in range(min(xs) - 8, max(xs) + 10, 2)
                       if placement_problem(wall, ident, r, x, y, seat, occupied=occupied) is None}
            assert listed == checked
    assert len(wall.visible()) + len(wall.concealed()) == 33


def test_a_whole_hand_lists_once_per_panel() -> None:
    wall, rest = grow(7, 35, players=4)
    hand = rest[:7]
    spots = hand_spots(wall, hand, seat=2)
    assert list(spots) == hand
    assert all(spots[i] == legal_spots(wall, i, 2) for i in hand)
    assert open_anchors(wall, 2)  # a grown wall still has room somewhere


def test_clip_squares_figure_8() -> None:
    """Next to the piece, on a panel, not striped, no hold of any colour, no marker or piece."""
    deck = (make_panel(1, Kind.PLAIN, False, True, ("....", ".Y..", "#.B.", ".R..")),)
    wall = Wall(deck)
    wall.put(Placed(0, 0, 0, 0, owner=0))
    # Piece at (1,1): above a yellow hold, right a blue one, left striped, below a red hold.
    assert clip_squares(wall, (1, 1)) == []
    # Piece at (2,2): above free, left a yellow hold, right another clip marker, below blue.
    assert clip_squares(wall, (2, 2)) == [(2, 3), (3, 2)]
    assert clip_squares(wall, (2, 2), taken={(3, 2)}) == [(2, 3)]
    # Off the panel's edge there is nothing; the start point has no clip squares.
    assert clip_squares(wall, (3, 3)) == [(2, 3), (3, 2)]
    assert clip_squares(wall, None) == []


# ----- saving ---------------------------------------------------------------------------
def test_a_wall_round_trips_through_its_encoding() -> None:
    wall, rest = grow(11, 25, players=3)
    specials = [i for i in rest if panel(i).special]
    for x, y in contest_anchors(3):
        if not any(b in wall.blocks for b in blocks_of(x, y)):
            wall.put(Placed(specials.pop(), 0, x, y, NOBODY, contest=True))
    assert any(p.contest for p in wall.visible())
    target = next(p for p in wall.visible() if not p.initial and not p.contest)
    red = next(i for i in rest if panel(i).red_frame)
    wall.put(Placed(red, panel(red).rotations[-1], target.x, target.y, owner=2))
    rows = wall.encode()
    again = Wall.decode(rows, panels=88)
    assert again.encode() == rows
    assert again.letters == wall.letters and again.blocks == wall.blocks
    assert again.concealed() == wall.concealed() != []
    assert again.visible() == wall.visible()
    assert contest_anchors(4) == [(4, 14), (12, 14), (20, 14)]
    assert contest_anchors(2, tough=True) == [(4, 24)]


@pytest.mark.parametrize(("rows", "message"), [
    (["0:0:0:0"], "ident:rotation:x:y:owner"),
    (["0:0:0:0:0:x"], "ident:rotation:x:y:owner"),
    (["a:0:0:0:0"], "whole numbers"),
    ([7], "expected a string"),
    (["44:0:0:0:0"], "no panel 44 in a game with 44 panels"),
    ([f"{FREE}:0:0:0:-1"], "belong to nobody"),
    ([f"{SPECIAL}:0:0:0:1:c"], "belong to nobody"),
    ([f"{SPECIAL}:0:0:0:0:c"], "belong to nobody"),
    ([f"{ARROW_PLAIN}:1:0:0:0"], "not offered at rotation 1"),
    ([f"{FREE}:0:1:0:0"], "off the lattice"),
    ([f"{FREE}:0:0:-2:0"], "below the ground"),
    ([f"{FREE}:0:0:0:0", f"{FREE}:0:4:2:0"], "already on the wall"),
    ([f"{FREE}:0:0:0:0", f"{SPECIAL}:0:2:2:0"], "overlaps"),
    ([f"{FREE}:0:0:0:0", f"{SPECIAL}:0:0:0:0"], "only a red-framed panel"),
    ([f"{FREE}:0:0:0:0:i", f"{RED}:0:0:0:1"], "not on an initial"),
])
def test_a_bad_wall_encoding_is_refused_naming_the_row(rows: list[object],
                                                      message: str) -> None:
    with pytest.raises(ValueError, match=r"wall panel \d+ \(") as caught:
        Wall.decode(rows, panels=44)
    assert message in str(caught.value)
