"""Stairs rules, pinned on hand-built positions and perft counts."""

from __future__ import annotations

import random

import pytest

from climbdesk.core import IllegalActionError
from climbdesk.core.actions import EndByAgreement
from climbdesk.games.stairs import DARK, GAME, LIGHT, Move, Pass, StairsState, Swap
from climbdesk.games.stairs.engine import NEIGHBOURS, parse_square, square_name


def position(rows: list[str], to_move: int = LIGHT, **options: bool) -> StairsState:
    """Build a board from six rows, top row (rank 6) first; each square is a
    stack written bottom-up with L/D, or '.' for an empty square."""
    state = GAME.new_initial_state(2, options)
    assert len(rows) == 6
    stacks = []
    for row in reversed(rows):
        cells = row.split()
        assert len(cells) == 6
        stacks += [tuple("LD".index(ch) for ch in cell if ch != ".") for cell in cells]
    state.stacks = stacks
    state.to_move = to_move
    state.ply = 10
    state._moves_cache = None
    return state


def naive_moves(state: StairsState) -> set[Move]:
    """The rules read literally, with no shortcuts, to cross-check the engine."""
    candidates = []
    for sq in range(36):
        st = state.stacks[sq]
        if not st or st[-1] != state.to_move:
            continue
        r, c = divmod(sq, 6)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if (dr, dc) != (0, 0) and 0 <= rr < 6 and 0 <= cc < 6:
                    if len(state.stacks[rr * 6 + cc]) == len(st):
                        candidates.append((len(st), Move(sq, rr * 6 + cc)))
    if not candidates:
        return set()
    low = min(h for h, _ in candidates)
    return {m for h, m in candidates if h == low}


def perft(state: StairsState, depth: int) -> int:
    if depth == 0 or state.is_terminal():
        return 1
    return sum(perft(state.child(a), depth - 1) for a in state.legal_actions())  # type: ignore[arg-type]


def test_setup_is_a_checkerboard_with_light_on_a1() -> None:
    s = GAME.new_initial_state()
    assert s.stacks[parse_square("a1")] == (LIGHT,)
    assert s.stacks[parse_square("b1")] == (DARK,)
    assert s.stacks[parse_square("b2")] == (LIGHT,)
    assert sum(1 for st in s.stacks if st == (LIGHT,)) == 18
    assert s.current_player() == 0 and s.to_move == LIGHT


@pytest.mark.parametrize(("options", "counts"), [
    ({}, [110, 11024]),
    ({"pie": True}, [110, 11134]),  # dark's swap adds one reply to each of light's 110 moves
])
def test_perft(options: dict[str, bool], counts: list[int]) -> None:
    s = GAME.new_initial_state(2, options)
    assert [perft(s, d + 1) for d in range(len(counts))] == counts


def test_engine_agrees_with_a_literal_reading_of_the_rules() -> None:
    rng = random.Random(3)
    checked = 0
    for _ in range(60):
        s = GAME.new_initial_state()
        while not s.is_terminal():
            legal = s.legal_actions()
            expected = naive_moves(s)
            if expected:
                assert set(legal) == expected
            else:
                assert legal == [Pass()]
            checked += 1
            s.apply(rng.choice(legal))
    assert checked > 1000


def test_lowest_movable_piece_must_move() -> None:
    s = position([
        "L D L D L D",
        "D L D L D L",
        "L D L D L D",
        "D L D L D L",
        "DD D . . . .",   # a2 is a stack of height 2
        ". DL . . . .",   # b1: light on top at height 2, next to a2
    ])
    # b1 (light on top, height 2) can reach a2 (height 2); height-1 light pieces
    # on rank 3 can move too, so they are the ones that must move.
    assert s.required_height() == 1
    assert all(s.height(m.src) == 1 for m in s.legal_actions())  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError, match="lowest movable"):
        s.apply(Move.from_text("b1-a2"))


def test_piece_must_land_on_equal_height_and_adjacent() -> None:
    s = GAME.new_initial_state()
    s.apply(Move.from_text("a1-b1"))
    before = s.to_json()
    with pytest.raises(IllegalActionError, match="same height"):
        s.apply(Move.from_text("a2-b1"))
    with pytest.raises(IllegalActionError, match="not next to"):
        s.apply(Move.from_text("a2-c4"))
    with pytest.raises(IllegalActionError, match="not Dark's"):
        s.apply(Move.from_text("b1-c1"))  # light is on top of b1 now
    assert s.to_json() == before


def test_emptied_square_stays_empty_forever() -> None:
    s = GAME.new_initial_state()
    s.apply(Move.from_text("a1-b1"))
    assert s.height(parse_square("a1")) == 0
    assert all(m.dst != parse_square("a1") for m in s.legal_actions())  # type: ignore[attr-defined]


def test_player_without_moves_passes_and_game_ends_when_neither_can_move() -> None:
    s = position([
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        "D LD L . . D",
    ], to_move=DARK)
    # Dark's a1 piece (height 1) has no equal neighbour; f1 has none either.
    # Light's c1 can climb onto... nothing of height 1 next to it: b1 is 2 high.
    assert s.legal_actions() == []
    assert s.is_terminal()
    s2 = position([
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        "D LD L L . D",
    ], to_move=DARK)
    assert s2.legal_actions() == [Pass()]
    s2.apply(Pass())
    assert s2.to_move == LIGHT and s2.legal_actions() == [Move(2, 3), Move(3, 2)]


def test_winner_is_highest_piece_then_count_then_first_to_get_there() -> None:
    rows = [
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        ". . . . . .",
        "LDL D . . . DLDD",
    ]
    s = position(rows)
    assert s.is_terminal()
    out = s.outcome()
    assert out is not None and out.winners == {1} and out.reason == "highest-stack"

    # Same height, dark has two pieces at height 3, light one.
    s = position([". . . . . ."] * 5 + ["LDL D . DDD . DLD"])
    assert s.outcome().winners == {1}  # type: ignore[union-attr]
    assert s.outcome().reason == "more-at-top"  # type: ignore[union-attr]

    # One each at height 3: whoever reached one piece at height 3 first wins.
    s = position([". . . . . ."] * 5 + ["LDL D . . . DLD"])
    s.first_reached = {(LIGHT, 3, 1): 17, (DARK, 3, 1): 12}
    assert s.outcome().winners == {1} and s.outcome().reason == "first-to-reach"  # type: ignore[union-attr]
    s.first_reached = {(LIGHT, 3, 1): 9, (DARK, 3, 1): 12}
    assert s.outcome().winners == {0}  # type: ignore[union-attr]


def test_first_reached_is_tracked_by_play() -> None:
    s = GAME.new_initial_state()
    s.apply(Move.from_text("a1-b1"))   # light at height 2, ply 1
    s.apply(Move.from_text("d1-e1"))   # dark at height 2, ply 2
    assert s.first_reached[(LIGHT, 2, 1)] == 1
    assert s.first_reached[(DARK, 2, 1)] == 2


def test_games_never_draw() -> None:
    rng = random.Random(11)
    for _ in range(200):
        s = GAME.new_initial_state()
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        out = s.outcome()
        assert out is not None and len(out.winners) == 1


def test_pie_rule_swap_is_darks_whole_turn() -> None:
    s = GAME.new_initial_state(2, {"pie": True})
    assert Swap() not in s.legal_actions()
    s.apply(Move.from_text("c3-d4"))
    assert Swap() in s.legal_actions() and s.current_player() == 1
    s.apply(Swap())
    # Seat 0 played light's first move and now plays dark, whose turn it is.
    assert s.seat_of_colour == [1, 0]
    assert s.to_move == DARK and s.current_player() == 0
    assert Swap() not in s.legal_actions()
    s.apply(s.legal_actions()[0])
    assert s.current_player() == 1 and s.to_move == LIGHT


def test_no_swap_without_the_option_or_later() -> None:
    s = GAME.new_initial_state()
    s.apply(Move.from_text("c3-d4"))
    assert Swap() not in s.legal_actions()
    with pytest.raises(IllegalActionError):
        s.apply(Swap())
    p = GAME.new_initial_state(2, {"pie": True})
    p.apply(Move.from_text("c3-d4"))
    p.apply(p.legal_actions()[0])
    assert Swap() not in p.legal_actions()


def test_swap_outcome_follows_the_seats() -> None:
    s = GAME.new_initial_state(2, {"pie": True})
    s.apply(Move.from_text("c3-d4"))
    s.apply(Swap())
    rng = random.Random(5)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    _, _, _, leader = s.standings()
    assert s.outcome().winners == {s.seat_of_colour[leader]}  # type: ignore[union-attr]


def test_end_by_agreement_scores_the_current_position() -> None:
    s = GAME.new_initial_state()
    s.apply(Move.from_text("a1-b1"))
    assert EndByAgreement() in s.table_actions()
    s.apply(EndByAgreement())
    out = s.outcome()
    assert s.is_terminal() and out is not None
    assert out.winners == {0} and out.reason == "agreement"


def test_move_text_round_trips() -> None:
    for sq in range(36):
        for n in NEIGHBOURS[sq]:
            m = Move(sq, n)
            assert Move.from_text(m.text()) == m
    assert square_name(35) == "f6"
    with pytest.raises(IllegalActionError):
        Move.from_text("z9-a1")
    s = GAME.new_initial_state()
    assert GAME.action_from_text("a1-b2", s) == Move(0, 7)


def test_derived_facts_kept_by_moves_match_a_fresh_derivation() -> None:
    import random

    from climbdesk.games.stairs.engine import _Derived

    rng = random.Random(3)
    for _ in range(20):
        s = GAME.new_initial_state(2, {"pie": True})
        while not s.is_terminal():
            s.apply_trusted(rng.choice(s.legal_actions()))
            kept, fresh = s._derived_facts(), _Derived.of(s.stacks)
            assert (kept.heights, kept.tops, kept.counts) == \
                (fresh.heights, fresh.tops, fresh.counts)
            twin = s.clone()
            assert twin._derived is not None and twin._derived.stacks is twin.stacks
