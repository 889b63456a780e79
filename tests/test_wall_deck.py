"""The wall panels: one test per design constraint of RULINGS.md on the shipped file,
then rotations and the loader's refusals of bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from climbdesk.games.wall.deck import (
    COLOURS,
    PANELS,
    SET_SIZE,
    DeckError,
    Kind,
    Panel,
    deck_ids,
    load_panels,
    panel,
    parse_panels,
    rotate_cell,
    set_of,
)
from climbdesk.paths import resource_dir

FILE = resource_dir() / "wall" / "panels.json"
PLAIN = [p for p in PANELS if p.kind is Kind.PLAIN and not p.red_frame]
SPECIAL = [p for p in PANELS if p.special]
RED_FRAMED = [p for p in PANELS if p.red_frame]


def red_framed_shape(p: Panel) -> str:
    stripes = len(p.stripes)
    if stripes == 16:
        return "full"
    if stripes == 8:
        return "half"
    if stripes:
        return "part"
    return "blank" if not p.holds else "holds"


# ----- the constraints, one test each --------------------------------------------------
def test_the_file_says_it_is_climbdesks_own_design() -> None:
    data = json.loads(FILE.read_text(encoding="utf-8"))
    assert "climbdesk's own design" in data["design"]


def test_one_set_has_serials_01_to_44() -> None:
    assert [p.serial for p in PANELS] == list(range(1, 45))
    assert SET_SIZE == 44
    assert PANELS[6].name() == "07"


def test_deck_size_follows_the_player_count() -> None:
    """WT-01's deck sizes: one set for two players, both sets for three and four."""
    assert [len(deck_ids(n)) for n in (2, 3, 4)] == [44, 88, 88]
    assert panel(44 + 6) is panel(6) and (set_of(50), set_of(6)) == (1, 0)


def test_eight_overhang_and_eight_hard_move_panels() -> None:
    assert sum(p.kind is Kind.OVERHANG for p in PANELS) == 8
    assert sum(p.kind is Kind.HARD for p in PANELS) == 8
    assert {p.extra_mp for p in PANELS if p.kind is Kind.OVERHANG} == {2}
    assert {p.extra_mp for p in PANELS if p.kind is Kind.HARD} == {4}


def test_ten_red_framed_panels_of_four_shapes() -> None:
    shapes = sorted(red_framed_shape(p) for p in RED_FRAMED)
    assert shapes.count("full") == 2
    assert shapes.count("half") == 3
    assert shapes.count("part") == 3
    assert shapes.count("blank") == 2
    assert len(RED_FRAMED) == 10


def test_about_eighteen_plain_panels() -> None:
    assert 16 <= len(PLAIN) <= 20
    assert len(PLAIN) + len(SPECIAL) + len(RED_FRAMED) == 44


def test_specials_are_not_red_framed_carry_the_arrow_and_every_colour() -> None:
    for p in SPECIAL:
        assert not p.red_frame and p.arrow, p.name()
        assert all(p.count(c) >= 1 for c in COLOURS), p.name()
        assert not p.stripes


def test_holds_per_set_red_more_than_blue_more_than_yellow() -> None:
    red, blue, yellow = (sum(p.count(c) for p in PANELS) for c in COLOURS)
    assert red > blue > yellow > 0


def test_every_plain_panel_has_two_red_and_one_blue() -> None:
    for p in PLAIN:
        assert p.count("red") >= 2 and p.count("blue") >= 1, p.name()


def test_every_plain_panel_leaves_six_squares_for_clips() -> None:
    for p in PLAIN:
        assert p.empty_squares() >= 6, p.name()


def test_each_colours_holds_spread_over_all_four_rows() -> None:
    for colour in COLOURS:
        rows = {h.cy for p in PANELS for h in p.holds if h.colour == colour}
        assert rows == {0, 1, 2, 3}, colour


def test_most_plain_panels_have_red_low_and_high() -> None:
    both = [p for p in PLAIN
            if {h.cy for h in p.holds if h.colour == "red"} & {0, 1}
            and {h.cy for h in p.holds if h.colour == "red"} & {2, 3}]
    assert len(both) * 3 >= len(PLAIN) * 2  # at least two thirds, comfortably "most"


def test_red_framed_at_most_a_third_so_the_mulligan_ends() -> None:
    assert len(RED_FRAMED) * 3 <= len(PANELS)


def test_a_square_holds_at_most_one_hold_and_none_on_stripes() -> None:
    for p in PANELS:
        squares = [(h.cx, h.cy) for h in p.holds]
        assert len(squares) == len(set(squares)), p.name()
        assert not set(squares) & p.stripes, p.name()


def test_stripes_only_on_red_framed_panels() -> None:
    assert all(p.red_frame for p in PANELS if p.stripes)


# ----- rotations ------------------------------------------------------------------------
def test_arrow_panels_offer_only_rotation_zero() -> None:
    """WT-05 on the deck: arrow panels keep the arrow up."""
    assert all(p.rotations == (0,) for p in PANELS if p.arrow)


def test_an_asymmetric_free_panel_offers_four_rotations_a_symmetric_one_fewer() -> None:
    free = [p for p in PANELS if not p.arrow and p.holds]
    assert free and all(p.rotations == (0, 1, 2, 3) for p in free)
    blank = next(p for p in RED_FRAMED if red_framed_shape(p) == "blank")
    assert blank.rotations == (0,)


def test_a_quarter_turn_moves_holds_clockwise() -> None:
    p = PANELS[0]
    for r in range(4):
        turned = {(h.cx, h.cy, h.colour) for h in p.face(r).holds}
        expected = {(*rotate_cell(h.cx, h.cy, r), h.colour) for h in p.holds}
        assert turned == expected
    assert rotate_cell(1, 0, 1) == (0, 2)  # bottom row → left column, read upwards
    assert all(rotate_cell(x, y, 4) == (x, y) for x in range(4) for y in range(4))
    half = next(p for p in RED_FRAMED if red_framed_shape(p) == "half")
    assert len(half.face(1).stripes) == 8 and half.face(1).stripes != half.stripes


def test_face_lookups_agree_with_the_grid() -> None:
    p = next(p for p in RED_FRAMED if red_framed_shape(p) == "part")
    f = p.face(0)
    for h in f.holds:
        assert f.hold_at(h.cx, h.cy) == h.colour and not f.striped(h.cx, h.cy)
    for cx, cy in f.stripes:
        assert f.striped(cx, cy) and f.hold_at(cx, cy) is None


# ----- bad files ------------------------------------------------------------------------
def good_document() -> dict[str, object]:
    return dict(json.loads(FILE.read_text(encoding="utf-8")))


def broken(change: str, value: object, index: int = 0) -> dict[str, object]:
    data = good_document()
    panels = [dict(p) for p in data["panels"]]  # type: ignore[attr-defined]
    panels[index][change] = value
    data["panels"] = panels
    return data


@pytest.mark.parametrize(("data", "message"), [
    (broken("rows", ["....", "....", "....", "..X."]), "unknown letter 'X'"),
    (broken("rows", ["....", "....", "...."]), "rows must be 4 strings"),
    (broken("kind", "ledge"), "unknown kind 'ledge'"),
    (broken("arrow", "yes"), "arrow must be true or false"),
    (broken("serial", 45), "missing or extra serials [1, 45]"),
    (broken("rows", ["#...", "....", "R...", "B..."]), "only appear on red-framed"),
    (broken("red_frame", True, 20), "cannot be red-framed"),
    ({"format": 1}, "a list of \"panels\""),
    ({"format": 2, "panels": []}, "unsupported format 2"),
])
def test_a_bad_document_is_refused_with_a_clear_sentence(data: object, message: str) -> None:
    with pytest.raises(DeckError, match="^panels: ") as caught:
        parse_panels(data)
    assert message in str(caught.value)


def test_a_missing_field_is_named() -> None:
    data = good_document()
    panels = [dict(p) for p in data["panels"]]  # type: ignore[attr-defined]
    del panels[3]["rows"]
    data["panels"] = panels
    with pytest.raises(DeckError, match="panel #4: missing rows"):
        parse_panels(data)


def test_unreadable_and_non_json_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot read"):
        load_panels(tmp_path / "absent.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(DeckError, match="not a JSON file"):
        load_panels(bad)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(good_document()), encoding="utf-8")
    assert load_panels(good) == PANELS


def test_our_own_constraint_red_holds_climb_each_panel_by_average_rolls() -> None:
    """Not in the rulings, ours: on every panel without a red frame, moves of at most
    4 MP (the mean of 2d) with one diagonal lead from its lowest red hold to its top row
    of red holds, so a wall of ordinary panels is climbable by ordinary rolls."""
    from climbdesk.games.wall.geometry import Placed, Wall
    from climbdesk.games.wall.paths import find_paths

    for ident, p in enumerate(PANELS):
        if p.red_frame:
            continue
        wall = Wall()
        wall.put(Placed(ident, 0, 0, 0, owner=0))
        reds = [(h.cx, h.cy) for h in p.holds if h.colour == "red"]
        low = min(reds, key=lambda s: s[1])
        seen, todo = {low}, [low]
        while todo:
            for dest in find_paths(wall, todo.pop(), "red", budget=4, diagonals=1):
                if isinstance(dest, tuple) and dest not in seen:
                    seen.add(dest)
                    todo.append(dest)
        assert max(y for _, y in seen) == max(y for _, y in reds), p.name()
