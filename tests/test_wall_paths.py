"""Movement on the wall: costs, diagonals, special panels, Pareto-best paths and the
top (acceptance rows WT-08 to WT-10 and more), on walls built from a small test deck."""

from __future__ import annotations

import random

import pytest

from climbdesk.games.wall.deck import Kind, Panel, make_panel
from climbdesk.games.wall.geometry import Placed, Wall
from climbdesk.games.wall.paths import (
    TOP,
    Path,
    diagonal_allowance,
    find_paths,
    top_panel,
)
from climbdesk.games.wall.placing import legal_spots

#: Test panels, rows as drawn (top row first).
PLAIN = 0       # holds at (0,0), (2,0), (2,2)
DIAG = 1        # a single red hold at (1,1)
STRIPED = 2     # red at (0,0) and (2,0), the square between them striped
OVERHANG = 3    # red at (1,0) and (1,2)
HARD = 4        # red at (1,0)
EMPTY = 5       # no holds
TOPPED = 6      # red at (1,2) and (2,3)
LOWER = 7       # red at (1,0) and (1,3)
TEST_DECK: tuple[Panel, ...] = (
    make_panel(1, Kind.PLAIN, True, False, ("....", "..R.", "....", "R.R.")),
    make_panel(2, Kind.PLAIN, True, False, ("....", "....", ".R..", "....")),
    make_panel(3, Kind.PLAIN, False, True, ("....", "....", "....", "R#R.")),
    make_panel(4, Kind.OVERHANG, True, False, ("....", ".R..", "....", ".R..")),
    make_panel(5, Kind.HARD, True, False, ("....", "....", "....", ".R..")),
    make_panel(6, Kind.PLAIN, True, False, ("....", "....", "....", "....")),
    make_panel(7, Kind.PLAIN, True, False, ("..R.", ".R..", "....", "....")),
    make_panel(8, Kind.PLAIN, True, False, (".R..", "....", "....", ".R..")),
)


def wall_of(*panels: tuple[int, int, int]) -> Wall:
    """A wall of test panels ``(kind, x, y)``; ids are their index plus 10 × position,
    so two copies of one panel are told apart."""
    wall = Wall(TEST_DECK)
    for i, (kind, x, y) in enumerate(panels):
        wall.put(Placed(kind + len(TEST_DECK) * i, 0, x, y, owner=0))
    return wall


def costs(found: dict[object, list[Path]]) -> dict[object, list[tuple[int, int]]]:
    return {dest: [(p.mp, p.diagonals) for p in paths] for dest, paths in found.items()}


# ----- acceptance rows ---------------------------------------------------------------------
def test_wt08_up_costs_one_a_square_sideways_one_for_two() -> None:
    wall = wall_of((PLAIN, 0, 0))
    found = find_paths(wall, (2, 0), "red", budget=2, diagonals=1)
    assert costs(found) == {(0, 0): [(1, 0)], (2, 2): [(2, 0)]}
    assert found[(0, 0)][0].squares == ((1, 0), (0, 0))
    assert found[(2, 2)][0].squares == ((2, 1), (2, 2))


def test_wt08_one_diagonal_per_turn_unless_chalk_or_jump() -> None:
    wall = wall_of((DIAG, 0, 0))
    first = find_paths(wall, (2, 0), "red", budget=1, diagonals=1)
    assert costs(first) == {(1, 1): [(1, 1)]}
    # The turn's diagonal is spent: a later move of the turn has none left.
    assert find_paths(wall, (2, 0), "red", budget=1, diagonals=0) == {}
    assert find_paths(wall, (2, 0), "red", budget=1, diagonals=diagonal_allowance() - 1) == {}
    assert (diagonal_allowance(), diagonal_allowance(chalk=True),
            diagonal_allowance(jump=True), diagonal_allowance(True, True)) == (1, 2, 3, 4)


def test_wt08_every_diagonal_direction_needs_only_the_target_enterable() -> None:
    wall = wall_of((EMPTY, 0, 0))
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        wall.letters[(1 + dx, 1 + dy)] = "R"
        found = find_paths(wall, (1, 1), "red", budget=1, diagonals=1)
        assert costs(found) == {(1 + dx, 1 + dy): [(1, 1)]}
        wall.letters[(1 + dx, 1 + dy)] = "."
    wall.letters.update({(0, 1): "#", (1, 0): "#", (0, 0): "R"})  # corner squares striped
    wall.derived.clear()  # letters changed behind the wall's back: drop its step graph
    assert costs(find_paths(wall, (1, 1), "red", budget=1, diagonals=1)) == {(0, 0): [(1, 1)]}
    assert (0, 0) not in find_paths(wall, (1, 1), "red", budget=6, diagonals=0)


def test_wt09_a_striped_middle_square_breaks_the_two_square_step() -> None:
    wall = wall_of((STRIPED, 0, 0))
    assert find_paths(wall, (2, 0), "red", budget=2, diagonals=1) == {}
    around = find_paths(wall, (2, 0), "red", budget=3, diagonals=1)
    assert [p.mp for p in around[(0, 0)]] == [3]
    assert all((1, 0) not in p.squares for p in around[(0, 0)])
    # Two diagonals go over the striped square in 2 MP.
    assert costs(find_paths(wall, (2, 0), "red", budget=2, diagonals=2)) == {(0, 0): [(2, 2)]}


def test_wt09_squares_outside_panels_cannot_be_entered() -> None:
    """Across a two-square gap the hold is out of reach until a panel bridges it.
    (On the 2-square lattice a two-square step cannot have only its middle square
    off the wall: the middle always shares a 2×2 block with one of its ends.)"""
    wall = wall_of((PLAIN, 0, 0), (PLAIN, 6, 0))
    found = find_paths(wall, (2, 0), "red", budget=8, diagonals=4)
    assert all(dest[0] < 4 for dest in found if isinstance(dest, tuple))
    wall.put(Placed(EMPTY + 70, 0, 2, 4, owner=0))      # a panel above the gap
    found = find_paths(wall, (2, 0), "red", budget=12, diagonals=1)
    assert (6, 0) in found
    assert all(wall.enterable(*s) for p in found[(6, 0)] for s in p.squares)


def test_wt10_overhang_costs_two_more_and_earns_once() -> None:
    wall = wall_of((LOWER, 0, 0), (OVERHANG, 0, 4))
    overhang = OVERHANG + len(TEST_DECK)
    found = find_paths(wall, (1, 3), "red", budget=3, diagonals=0)
    assert costs(found)[(1, 4)] == [(3, 0)]                    # up 1 = 1 MP + 2
    assert (1, 4) not in find_paths(wall, (1, 3), "red", budget=2, diagonals=0)
    assert found[(1, 4)][0].specials == {overhang}
    # Back down and in again in a later move of the same turn: charged again, still new
    # (awards are handed out at the turn's end, so the engine has not marked it visited).
    down = find_paths(wall, (1, 4), "red", budget=3, diagonals=0)
    assert down[(1, 3)][0].mp == 1 and down[(1, 3)][0].specials == frozenset()
    again = find_paths(wall, (1, 3), "red", budget=3, diagonals=0)
    assert again[(1, 4)][0].mp == 3 and again[(1, 4)][0].specials == {overhang}
    # In a later turn the panel still costs 2 more but earns nothing.
    later = find_paths(wall, (1, 3), "red", budget=3, diagonals=0, visited={overhang})
    assert later[(1, 4)][0].mp == 3 and later[(1, 4)][0].specials == frozenset()
    # Moving inside the panel it stands on costs nothing extra.
    inside = find_paths(wall, (1, 4), "red", budget=2, diagonals=0)
    assert inside[(1, 6)][0].mp == 2


def test_wt10_passing_through_a_special_panel_counts_as_entering() -> None:
    wall = wall_of((PLAIN, 0, 0), (HARD, 4, 0), (PLAIN, 8, 0))
    hard = HARD + len(TEST_DECK)
    found = find_paths(wall, (2, 0), "red", budget=8, diagonals=0)
    # (2,0) → (8,0): three 2-square steps, one of them into the Hard Move panel (+4).
    assert [(p.mp, p.specials) for p in found[(8, 0)]] == [(7, {hard})]
    assert found[(8, 0)][0].squares[:2] == ((3, 0), (4, 0))


# ----- more ------------------------------------------------------------------------------
def test_pareto_paths_differ_in_mp_diagonals_or_awards() -> None:
    wall = wall_of((DIAG, 0, 0))
    found = find_paths(wall, (0, 0), "red", budget=3, diagonals=1)
    assert costs(found) == {(1, 1): [(1, 1), (2, 0)]}
    # Around a Hard Move panel (cheaper) or through it (earns a card): both are offered.
    wall = wall_of((PLAIN, 0, 0), (HARD, 4, 0), (EMPTY, 0, 4), (EMPTY, 4, 4),
                   (PLAIN, 8, 0), (EMPTY, 8, 4))
    found = find_paths(wall, (2, 2), "red", budget=10, diagonals=0)
    assert [(p.mp, len(p.specials)) for p in found[(10, 2)]] == [(7, 0), (8, 1)]


def test_pieces_are_passed_but_never_shared() -> None:
    wall = wall_of((PLAIN, 0, 0))
    found = find_paths(wall, (2, 0), "red", budget=3, diagonals=0, pieces={(2, 2), (2, 1)})
    assert (2, 2) not in found and (0, 0) in found
    wall = wall_of((TOPPED, 0, 0))
    found = find_paths(wall, (1, 0), "red", budget=4, diagonals=0, pieces={(1, 2)})
    assert found[(2, 3)][0].squares[1] == (1, 2)   # straight through the other piece


def test_from_the_start_point() -> None:
    wall = wall_of((PLAIN, 8, 0))
    found = find_paths(wall, None, "red", budget=1, diagonals=1, entry=(8, 0))
    assert costs(found) == {(8, 0): [(1, 0)], (10, 0): [(1, 0)]}
    assert found[(10, 0)][0].squares == ((10, 0),)
    with pytest.raises(ValueError, match="start point"):
        find_paths(wall, None, "red", budget=1, diagonals=1)
    striped = wall_of((STRIPED, 0, 0))
    assert (1, 0) not in {s for p in find_paths(striped, None, "red", 3, 1, entry=(0, 0))
                          .get((0, 0), []) for s in p.squares}


def test_a_special_first_panel_is_charged_and_earns_from_the_start_point() -> None:
    wall = wall_of((HARD, 0, 0))
    found = find_paths(wall, None, "red", budget=5, diagonals=1, entry=(0, 0))
    assert [(p.mp, p.specials) for p in found[(1, 0)]] == [(5, {HARD})]
    assert find_paths(wall, None, "red", budget=4, diagonals=1, entry=(0, 0)) == {}


def test_topping_out_from_a_final_hold() -> None:
    wall = wall_of((TOPPED, 0, 24), (TOPPED, 4, 26), (TOPPED, 8, 20))
    assert top_panel(wall, (1, 26), "red") == (0, 24)
    assert top_panel(wall, (9, 22), "red") is None       # top edge 24 < 28
    assert top_panel(wall, (0, 26), "red") is None       # not a hold
    found = find_paths(wall, (1, 26), "red", budget=2, diagonals=0)
    assert [(p.mp, p.squares[-1]) for p in found[TOP]] == [(2, (1, 28))]
    assert found[TOP][0].destination == TOP
    # Every exit leaves the start panel's own top edge, never a neighbour's.
    wide = find_paths(wall, (1, 26), "red", budget=9, diagonals=1)
    assert {p.squares[-1] for p in wide[TOP]} <= {(x, 28) for x in range(4)}
    assert TOP not in find_paths(wall, (9, 22), "red", budget=9, diagonals=1)


def test_tough_goal_and_blue_holds() -> None:
    wall = wall_of((TOPPED, 0, 24))
    assert TOP not in find_paths(wall, (1, 26), "red", budget=3, diagonals=0, goal=10)
    assert find_paths(wall, (1, 26), "blue", budget=9, diagonals=1) == {}


def test_a_search_on_a_big_wall_stays_small() -> None:
    """A four-player wall of the real deck: the search's answers obey the budget."""
    rng = random.Random(4)
    wall = Wall()
    wall.put(Placed(0, 0, 0, 0, owner=0, initial=True))
    ids = list(range(1, 88))
    rng.shuffle(ids)
    for ident in ids[:45]:
        spots = legal_spots(wall, ident, 0)
        if spots:
            s = rng.choice(spots)
            wall.put(Placed(ident, s.rotation, s.x, s.y, 0))
    start = next(s for s in wall.holds("red") if s[1] > 4)
    found = find_paths(wall, start, "red", budget=18, diagonals=4)
    assert found
    for dest, paths in found.items():
        assert all(p.mp <= 18 and p.diagonals <= 4 for p in paths)
        assert all(wall.enterable(*s) for p in paths for s in p.squares[:-1] if not p.top)
        for a in paths:  # no path offered is beaten by another to the same place
            assert not any(b is not a and b.mp <= a.mp and b.diagonals <= a.diagonals
                           and b.specials >= a.specials for b in paths)
        assert dest == TOP or (isinstance(dest, tuple) and wall.hold(*dest) == "red")


def test_a_jump_target_gets_the_same_paths_as_the_full_search() -> None:
    """WT-14's search: aimed at the announced hold, pruned by the straight-line bound,
    and still exactly the full search's answer for that hold."""
    wall = wall_of((PLAIN, 0, 0), (HARD, 4, 0), (EMPTY, 0, 4), (EMPTY, 4, 4),
                   (PLAIN, 8, 0), (TOPPED, 8, 4))
    for budget in (3, 7, 9):
        full = find_paths(wall, (2, 2), "red", budget=budget, diagonals=3)
        for target in [(10, 2), (9, 6), (10, 7), (0, 0), (5, 5)]:
            aimed = find_paths(wall, (2, 2), "red", budget=budget, diagonals=3, target=target)
            assert aimed == ({target: full[target]} if target in full else {})
    assert (10, 7) in find_paths(wall, (2, 2), "red", budget=9, diagonals=3)
