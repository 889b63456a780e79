"""The wall engine: acceptance rows WT-01 to WT-14 (shared/acceptance/wall.md), the
Rest and Move turns, falls, the end of the round, saves, and random games to the end."""

from __future__ import annotations

import json
import random

import pytest
from test_wall_paths import DIAG, OVERHANG, PLAIN, STRIPED, TEST_DECK

from climbdesk.core import GameRecord, Match
from climbdesk.core.actions import Dice
from climbdesk.core.errors import IllegalActionError
from climbdesk.core.outcome import Termination
from climbdesk.core.record import Seat
from climbdesk.core.rng import chance_rng
from climbdesk.core.state import CHANCE, NOBODY
from climbdesk.games.wall.actions import (
    Award,
    Clip,
    ContestDraw,
    Deal,
    Discard,
    Draw,
    EndTurn,
    Place,
    Rest,
    Roll,
    Spend,
)
from climbdesk.games.wall.deck import PANELS, panel
from climbdesk.games.wall.engine import GAME, HIDDEN, WallEnding, WallPhase, WallState
from climbdesk.games.wall.geometry import Placed, Wall, slot_anchor
from climbdesk.games.wall.move import dice_outcomes


def set_up(players: int = 2, seed: int = 0, **options: object) -> WallState:
    """A new game played through its set-up by random placements."""
    rng = random.Random(seed)
    s = GAME.new_initial_state(players, options)
    while s.phase is not WallPhase.TURN:
        s.apply(s.sample_chance(rng) if s.is_chance_node() else rng.choice(s.legal_actions()))
    return s


def turn_on(*panels: tuple[int, int, int], pos: tuple[int, int] | None,
            players: int = 2, **options: object) -> WallState:
    """Seat 0 starting a turn on a wall of test panels ``(kind, x, y)`` (the first
    one its initial panel), standing on ``pos``."""
    s = GAME.new_initial_state(players, options)
    s.wall = Wall(TEST_DECK)
    for i, (kind, x, y) in enumerate(panels):
        s.wall.put(Placed(kind + len(TEST_DECK) * i, 0, x, y, owner=0, initial=i == 0))
    s.pile = list(range(30, 44))
    s.hands = [[] for _ in range(players)]
    s.phase, s.seat, s.turn = WallPhase.TURN, 0, 1
    s.pos[0] = pos
    s.pos[1] = None
    s.touch()
    return s


def settle(s: WallState) -> None:
    """Resolve pending draws (the refill at the end of a turn)."""
    rng = random.Random(0)
    while s.phase is WallPhase.DRAW:
        s.apply(s.sample_chance(rng))


def roll(s: WallState, values: tuple[int, ...], chalk: bool = False,
         target: tuple[int, int] | None = None) -> None:
    s.apply(Roll(len(values), chalk, target is not None, *(target or (0, 0))))
    s.apply(Dice(tuple(sorted(values))))


def destinations(s: WallState, **where: object) -> set[object]:
    out: set[object] = set()
    for a in s.legal_actions():
        if isinstance(a, Spend) and all(getattr(a, k) == v for k, v in where.items()):
            out.add("top" if a.top else a.squares[-1] if a.squares else "stay")
    return out


# ----- WT-01 set-up -----------------------------------------------------------------------
@pytest.mark.parametrize(("players", "tough", "size", "hand", "initial"),
                         [(2, False, 44, 6, 2), (4, False, 88, 6, 2), (4, True, 88, 7, 3)])
def test_wt01_set_up(players: int, tough: bool, size: int, hand: int, initial: int) -> None:
    rng = random.Random(players)
    s = GAME.new_initial_state(players, {"tough": tough})
    assert len(s.pile) == size
    s.apply(s.sample_chance(rng))
    assert [len(h) for h in s.hands] == [hand] * players
    while s.phase is WallPhase.MULLIGAN:
        s.apply(s.sample_chance(rng))
    assert all(sum(panel(p).red_frame for p in h) <= 2 for h in s.hands)
    assert s.stamina == [12] * players and s.chalk == [2] * players
    assert s.jumps == [2 if tough else 1] * players
    while s.phase is WallPhase.INITIAL:
        seat = s.current_player()
        if all(p.owner != seat for p in s.wall.visible()):
            assert {(a.x, a.y) for a in s.legal_actions()} == {slot_anchor(seat)}
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(players):
        mine = [p for p in s.wall.visible() if p.owner == seat]
        assert len(mine) == initial and all(p.initial for p in mine)
        assert slot_anchor(seat) in [p.anchor for p in mine]
        assert len(s.hands[seat]) == 4
    assert s.phase is WallPhase.TURN and s.seat == 0


def test_wt01_the_same_seed_deals_the_same() -> None:
    a, b = set_up(3, seed=5), set_up(3, seed=5)
    assert a == b
    assert set_up(3, seed=6) != a


def test_a_mulligan_puts_every_red_framed_panel_back_and_says_only_how_many() -> None:
    s = GAME.new_initial_state(2)
    red = [p for p in range(44) if PANELS[p].red_frame]
    plain = [p for p in range(44) if not PANELS[p].red_frame]
    from climbdesk.games.wall.actions import Deal
    s.apply(Deal((tuple(sorted(red[:3] + plain[:3])), tuple(plain[3:9]))))
    assert s.phase is WallPhase.MULLIGAN and s.mull_seat == 0
    mull = s.sample_chance(random.Random(1))
    assert mull.back == tuple(red[:3])  # type: ignore[attr-defined]
    line = s.describe(mull, 1)
    assert "3" in line and not any(PANELS[p].name() in line for p in red[:3])
    assert s.redact(mull, 1).back == (HIDDEN,) * 3  # type: ignore[union-attr]
    s.apply(mull)
    assert s.mulligans[0] == 1 and len(s.hands[0]) == 6


# ----- WT-02 … WT-06 placement, through the engine --------------------------------------------
def resting(*panels: tuple[int, int, int, int], hand: list[int], stamina: int = 12,
            tough: bool = False) -> WallState:
    """Seat 0 in a Rest turn with real panels ``(ident, x, y, owner)`` on the wall."""
    s = GAME.new_initial_state(2, {"tough": tough})
    for ident, x, y, owner in panels:
        s.wall.put(Placed(ident, 0, x, y, owner, initial=(x, y) == slot_anchor(owner)))
    s.pile = [p for p in range(44) if p not in hand and p not in s.wall.placed_ids()]
    s.hands = [list(hand), []]
    s.phase, s.seat, s.turn = WallPhase.TURN, 0, 1
    s.stamina[0] = stamina
    s.apply(Rest())
    return s


def test_wt02_wt03_placement_needs_half_contact_and_an_own_panel() -> None:
    s = resting((0, 0, 0, 0), (1, 8, 0, 1), hand=[2])
    assert s.is_legal(Place(2, 0, 4, 2, False))
    assert not s.is_legal(Place(2, 0, 4, 0, False))       # full contact only
    assert not s.is_legal(Place(2, 0, 4, 4, False))       # a corner only
    assert s.is_legal(Place(2, 0, 2, 4, False))
    assert "half" in s.explain_illegal(Place(2, 0, 4, 0, False))
    assert not s.is_legal(Place(2, 0, 10, 4, False))      # half on the opponent's only
    assert "own" in s.explain_illegal(Place(2, 0, 10, 4, False))


def test_wt04_the_height_limit() -> None:
    tower = [(i, 0, 4 * i, 0) for i in range(7)]
    s = resting(*tower, hand=[20])
    assert s.is_legal(Place(20, 0, 4, 26, False)) and not s.is_legal(Place(20, 0, 4, 28, False))
    assert "high" in s.explain_illegal(Place(20, 0, 4, 28, False))
    tower = [(i, 0, 4 * i, 0) for i in range(10)]
    s = resting(*tower, hand=[20], tough=True)
    assert s.is_legal(Place(20, 0, 4, 38, False)) and not s.is_legal(Place(20, 0, 4, 40, False))


def test_wt05_arrow_panels_offer_one_rotation() -> None:
    arrow = next(i for i, p in enumerate(PANELS) if p.arrow)
    free = next(i for i, p in enumerate(PANELS) if len(p.rotations) == 4)
    s = resting((0, 0, 0, 0), hand=[arrow, free])
    rot = {(a.panel, a.rotation) for a in s.legal_actions() if isinstance(a, Place)}
    assert {r for p, r in rot if p == arrow} == {0}
    assert {r for p, r in rot if p == free} == {0, 1, 2, 3}


def test_wt06_stacking_through_the_engine() -> None:
    red = next(i for i, p in enumerate(PANELS) if p.red_frame and i > 3)
    s = resting((0, 0, 0, 0), (1, 4, 2, 0), (2, 4, 6, 0), (3, 8, 0, 1), hand=[red])
    assert not s.is_legal(Place(red, 0, 0, 0, True))       # initial
    assert s.is_legal(Place(red, 0, 4, 2, True))           # an empty non-initial panel
    s.clips[1] = (5, 3)
    s.touch()
    assert not s.is_legal(Place(red, 0, 4, 2, True))       # an opponent's clip on it
    s.clips[1], s.pos[1] = None, (5, 7)
    s.touch()
    assert not s.is_legal(Place(red, 0, 4, 6, True))       # a piece on it
    assert s.is_legal(Place(red, 0, 4, 2, True))
    s.apply(Place(red, 0, 4, 2, True))
    assert s.wall.at_anchor(4, 2).ident == red and s.wall.at_anchor(4, 2).owner == 0  # type: ignore[union-attr]
    other = next(i for i, p in enumerate(PANELS) if p.red_frame and i > red)
    s.hands[0].append(other)
    s.touch()
    assert s.is_legal(Place(other, 0, 4, 2, True))         # onto a stacked panel


# ----- WT-07 the Rest turn -------------------------------------------------------------------
@pytest.mark.parametrize(("stamina", "places", "final"), [(10, 2, 12), (0, 3, 1), (12, 0, 12)])
def test_wt07_rest(stamina: int, places: int, final: int) -> None:
    s = set_up(2, seed=3)
    s.stamina[0] = stamina
    s.pos[0] = None
    s.apply(Rest())
    rng = random.Random(1)
    for _ in range(places):
        s.apply(rng.choice([a for a in s.legal_actions() if isinstance(a, Place)]))
    assert not any(isinstance(a, Place) for a in s.legal_actions()) or places < 3
    if places:
        # a clip needs a square beside the piece: stand it on a hold first
        s.pos[0] = s.wall.holds("red")[0]
        s.touch()
        clips = [a for a in s.legal_actions() if isinstance(a, Clip)]
        if clips:
            s.apply(clips[0])
            assert any(isinstance(a, Discard) for a in s.legal_actions())
        else:  # pragma: no cover - depends on the deal
            s.paid += 1
    s.apply(EndTurn())
    assert s.stamina[0] == final
    if s.phase is WallPhase.DRAW:
        s.apply(s.sample_chance(rng))
    assert len(s.hands[0]) == 4 and s.seat == 1


def test_a_discard_is_public_and_the_draw_names_nothing() -> None:
    s = resting((0, 0, 0, 0), hand=[5, 6, 7, 8])
    s.pos[0] = (0, 0)
    s.wall = Wall(TEST_DECK)
    s.wall.put(Placed(PLAIN, 0, 0, 0, 0, initial=True))
    s.touch()
    s.apply(Clip(1, 0))
    s.apply(Discard((5, 6)))
    assert s.discards == [5, 6] and s.phase is WallPhase.DRAW
    draw = s.sample_chance(random.Random(2))
    assert isinstance(draw, Draw) and len(draw.panels) == 2
    for viewer in (0, 1, NOBODY):
        assert not any(PANELS[p].name() in s.describe(draw, viewer) for p in draw.panels)
    assert s.reveals(draw) == frozenset({0})
    s.apply(draw)
    assert s.phase is WallPhase.REST and not any(isinstance(a, Discard)
                                                 for a in s.legal_actions())


# ----- WT-08 … WT-14 the Move turn ----------------------------------------------------------
def test_wt08_two_mp_and_one_diagonal() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(2, 0))
    roll(s, (1, 1))
    assert destinations(s, stamina=(), clip=0) == {(0, 0), (2, 2), "stay"}
    s = turn_on((DIAG, 0, 0), pos=(2, 0))
    roll(s, (1, 1))
    assert (1, 1) in destinations(s, stamina=(1,))  # one MP: the turn's diagonal


def test_wt08_a_second_diagonal_needs_chalk() -> None:
    from climbdesk.games.wall.deck import Kind, make_panel
    s = turn_on((PLAIN, 0, 0), pos=(2, 0))
    s.wall = Wall((make_panel(1, Kind.PLAIN, True, False, ("....", "R...", "....", "..R.")),))
    s.wall.put(Placed(0, 0, 0, 0, 0, initial=True))
    s.touch()
    roll(s, (1, 1))
    assert (0, 2) not in destinations(s)
    s = turn_on((PLAIN, 0, 0), pos=(2, 0))
    s.wall = Wall((make_panel(1, Kind.PLAIN, True, False, ("....", "R...", "....", "..R.")),))
    s.wall.put(Placed(0, 0, 0, 0, 0, initial=True))
    s.touch()
    roll(s, (2, 3), chalk=True)
    paths = [a for a in s.legal_actions() if isinstance(a, Spend) and a.squares
             and a.squares[-1] == (0, 2)]
    assert paths and min(len(a.squares) for a in paths) == 2   # two diagonals


def test_wt09_striped_squares_are_walked_around() -> None:
    s = turn_on((STRIPED, 0, 0), pos=(2, 0))
    roll(s, (1, 2))
    assert (0, 0) not in destinations(s, stamina=(2,))   # 1 MP: not straight through
    assert (0, 0) in destinations(s, stamina=(), clip=0)  # 3 MP around: up, left 2, down


def test_wt10_an_overhang_costs_two_more_and_awards_once_at_the_end() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(2, 2))
    s.wall.put(Placed(OVERHANG + 8, 0, 4, 2, 0))   # red at (5,2) and (5,4)
    s.hard[0] = 1
    s.touch()
    roll(s, (2, 2))
    moves = [a for a in s.legal_actions() if isinstance(a, Spend) and a.squares
             and a.squares[-1] == (5, 2) and not a.hard]
    assert moves and not [a for a in moves if a.stamina]   # 2 squares + 2 surcharge = 4
    s.apply(moves[0])
    assert s.phase is WallPhase.AFTER and s.earned == [OVERHANG + 8]
    assert s.overhang[0] == 0 and not any(isinstance(a, Award) and a.overhang
                                          for a in s.legal_actions())
    s.apply(EndTurn())
    assert s.overhang[0] == 1 and s.supply[0] == 7 and OVERHANG + 8 in s.visited[0]


def test_wt10_no_card_once_the_supply_is_out() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(2, 2))
    s.wall.put(Placed(OVERHANG + 8, 0, 4, 2, 0))
    s.supply[0] = 0
    s.touch()
    roll(s, (2, 2))
    s.apply(next(a for a in s.legal_actions() if isinstance(a, Spend) and a.squares
                 and a.squares[-1] == (5, 2)))
    assert s.overhang[0] == 0 and OVERHANG + 8 in s.visited[0]


def test_wt11_plain_dice_may_stay_spend_both_or_clip_and_discard() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(0, 0))
    s.stamina[0] = 5
    s.hands[0] = [30, 31]
    s.pile = list(range(32, 44))
    roll(s, (1, 1))
    assert s.stamina[0] == 2
    stays = [a for a in s.legal_actions() if isinstance(a, Spend) and not a.squares]
    assert Spend((1, 1), 0, False, False, (), False) in stays
    s.clone().apply(Spend((1, 1), 0, False, False, (), False))
    after = s.clone()
    after.apply(Spend((1, 1), 0, False, False, (), False))
    assert after.stamina[0] == 4 and after.pos[0] == (0, 0) and not after.is_terminal()
    s.apply(Spend((1,), 1, False, False, (), False))
    assert s.phase is WallPhase.CLIP
    s.apply(s.legal_actions()[0])
    assert s.phase is WallPhase.SWAP
    s.apply(Discard((30,)))
    s.apply(s.sample_chance(random.Random(0)))
    assert len(s.hands[0]) >= 2 and s.discards == [30]


def test_wt11_no_hold_within_the_rolled_points_and_the_stamina_cap() -> None:
    # The piece stands on the only hold of the wall: no roll reaches another.
    s = turn_on((DIAG, 0, 0), pos=(1, 1))
    s.stamina[0] = 11
    roll(s, (3, 3))
    assert s.stamina[0] == 8 and s.phase is WallPhase.SPEND      # plain dice: no fall
    spends = [a for a in s.legal_actions() if isinstance(a, Spend)]
    assert spends and all(not a.squares and not a.top for a in spends)
    assert {a.stamina for a in spends if not a.clip} == {(), (3,), (3, 3)}
    one = s.clone()
    one.apply(Spend((3,), 0, False, False, (), False))
    assert one.stamina[0] == 11
    s.apply(Spend((3, 3), 0, False, False, (), False))
    assert s.stamina[0] == 12 and s.pos[0] == (1, 1)               # 8 + 6, capped at 12
    settle(s)
    assert s.seat == 1 and not s.is_terminal() and 0 not in s.dropped


def test_wt12_three_dice_without_a_hold_fall_to_the_clip_or_out() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(2, 2))
    s.clips[0] = (1, 2)
    roll(s, (1, 2, 2))                       # 5 MP but no hold above: (0,0) and (2,0) down
    # there are holds below, so build a wall where none is in reach
    s = turn_on((DIAG, 0, 0), pos=(1, 1))
    s.clips[0] = (1, 2)
    roll(s, (1, 2, 2))
    settle(s)
    assert s.stamina[0] == 7 and s.pos[0] == (1, 2) and s.seat == 1
    s = turn_on((DIAG, 0, 0), pos=(1, 1))
    roll(s, (1, 2, 2))
    assert s.is_terminal() and s.outcome().winners == {1}  # type: ignore[union-attr]
    assert s.outcome().reason is Termination.ELIMINATED  # type: ignore[union-attr]


def test_wt12_with_more_players_the_fallen_seat_is_out_and_play_goes_on() -> None:
    s = turn_on((DIAG, 0, 0), pos=(1, 1), players=3)
    roll(s, (1, 2, 2))
    assert not s.is_terminal() and 0 in s.dropped and s.seat == 1


def test_wt13_critical_failure_with_chalk() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(2, 0))
    s.clips[0] = (1, 0)
    roll(s, (1, 1), chalk=True)
    settle(s)
    assert s.pos[0] == (1, 0) and s.seat == 1
    s = turn_on((PLAIN, 0, 0), pos=(2, 0))
    s.clips[0] = (1, 0)
    roll(s, (1, 1, 3), chalk=True)
    settle(s)
    assert s.pos[0] == (1, 0) and s.seat == 1
    s = turn_on((PLAIN, 0, 0), pos=(2, 0))
    roll(s, (1, 1, 3))
    assert s.phase is WallPhase.SPEND and destinations(s)


def test_wt14_a_jump_reaches_its_target_only() -> None:
    # target 7 MP away: 7 rows up a tower of plain panels
    s = turn_on((PLAIN, 0, 0), (PLAIN, 0, 4), pos=(0, 0))
    s.wall = Wall(TEST_DECK)
    from climbdesk.games.wall.deck import Kind, make_panel
    s.wall = Wall((make_panel(1, Kind.PLAIN, True, False, ("R...", "....", "....", "R...")),
                   make_panel(2, Kind.PLAIN, True, False, ("R...", "....", "....", "....")),))
    s.wall.put(Placed(0, 0, 0, 0, 0, initial=True))
    s.wall.put(Placed(1, 0, 0, 4, 0))
    s.touch()
    s.clips[0] = (1, 0)
    assert Roll(2, False, True, 0, 7) in s.legal_actions()
    roll(s, (1, 2), target=(0, 7))
    assert destinations(s) == {(0, 7)}
    s2 = turn_on((PLAIN, 0, 0), pos=(0, 0))
    s2.wall, s2.clips[0] = s.wall, (1, 0)
    s2.touch()
    roll(s2, (1, 1), target=(0, 7))
    settle(s2)
    assert s2.pos[0] == (1, 0) and s2.seat == 1          # critical failure
    s3 = turn_on((PLAIN, 0, 0), pos=(0, 0))
    s3.wall = s.wall
    s3.touch()
    roll(s3, (2, 2), target=(0, 7))
    assert destinations(s3) == {(0, 7)}
    assert all(not a.stamina for a in s3.legal_actions() if isinstance(a, Spend))


# ----- awards, the top, the end of the round ---------------------------------------------------
def test_award_cards_move_before_the_dice_once_per_type_and_the_top_ends_the_round() -> None:
    from climbdesk.games.wall.deck import Kind, make_panel
    deck = tuple(make_panel(i + 1, Kind.PLAIN, True, False, ("R...", "....", "R...", "R..."))
                 for i in range(8))
    s = turn_on((PLAIN, 0, 0), pos=(0, 26))
    s.wall = Wall(deck)
    for i in range(7):
        s.wall.put(Placed(i, 0, 0, 4 * i, 0, initial=i == 0))
    s.pos[0] = (0, 27)
    s.overhang[0] = 1
    s.touch()
    tops = [a for a in s.legal_actions() if isinstance(a, Award) and a.top]
    assert tops and not any(isinstance(a, Award) and a.hard for a in s.legal_actions())
    s.apply(tops[0])
    settle(s)
    assert s.topped[0] and s.seat == 1 and s.final
    # seat 1 plays its turn of the round, then the game ends
    s.apply(Rest())
    s.apply(EndTurn())
    while s.is_chance_node():
        s.apply(s.sample_chance(random.Random(0)))
    assert s.is_terminal()
    out = s.outcome()
    assert out is not None and out.ranking == (1, 2) and out.reason is WallEnding.TOPPED


def test_ranking_by_height_then_stamina_when_the_pile_runs_out() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(2, 2), players=3)
    s.pos[1], s.pos[2] = (0, 0), (2, 0)
    s.stamina = [3, 10, 4]
    s.pile = []
    s.seat = 2
    s.touch()
    s.apply(Rest())
    s.apply(EndTurn())
    out = s.outcome()
    assert out is not None and out.ranking == (1, 2, 3) and out.reason is WallEnding.PILE
    assert out.scores == (3.0, 1.0, 1.0)


def test_dice_outcomes_are_sorted_with_their_probabilities() -> None:
    two = dict(dice_outcomes(2))
    assert two[Dice((2, 2))] == pytest.approx(1 / 9) and two[Dice((1, 3))] == pytest.approx(2 / 9)
    assert sum(p for _, p in dice_outcomes(4)) == pytest.approx(1.0)


def test_an_illegal_action_is_refused_with_a_sentence() -> None:
    s = set_up(2, seed=1)
    with pytest.raises(IllegalActionError):
        s.apply(Roll(4, False, False, 0, 0)) if s.stamina[0] < 8 else s.apply(
            Place(s.hands[1][0], 0, 0, 0, False))


# ----- hidden information, saves, random games -------------------------------------------------
def test_views_hide_hands_and_the_pile_and_describe_hides_what_was_drawn() -> None:
    s = set_up(2, seed=4)
    v = s.view(1)
    assert v.hands[0] == [HIDDEN] * 4 and v.hands[1] == s.hands[1]
    assert set(v.pile) == {HIDDEN}
    assert json.dumps(s.view(NOBODY).to_json()).count(str(s.hands[0][0])) >= 0
    det = v.sample_determinization(random.Random(0))
    assert det.view(1) == v and det.hands[1] == s.hands[1]
    assert not set(det.hands[0]) & (set(det.pile) | det.wall.placed_ids())


@pytest.mark.parametrize(("players", "options", "seed"),
                         [(2, {}, 1), (3, {"contest": True}, 2), (4, {"tough": True}, 3),
                          (2, {"tough": True, "contest": True, "colour": "blue"}, 4),
                          (4, {"colour": "yellow"}, 5)])
def test_random_games_finish_and_replay_from_their_record(players: int, options: dict[str, object],
                                                         seed: int) -> None:
    seats = [Seat(f"P{i}") for i in range(players)]
    match = Match(GameRecord.new(GAME, seats, options=options, seed=seed))
    rng = random.Random(seed)
    while not match.state.is_terminal():
        match.resolve_chance()
        if match.state.is_terminal():
            break
        actions = match.state.legal_actions()
        rests = [a for a in actions if not isinstance(a, Roll)]
        match.apply(rng.choice(rests if rests and rng.random() < 0.7 else actions))
    assert match.state.outcome() is not None
    text = json.dumps(match.record.to_json())
    again = GameRecord.from_json(json.loads(text))
    assert Match(again).state == match.state
    assert GAME.state_from_json(match.state.to_json()) == match.state


def test_a_seat_boxed_in_during_set_up_keeps_its_panel() -> None:
    s = GAME.new_initial_state(4, {"tough": True})
    placed = [((0, 0), 0), ((8, 0), 1), ((16, 0), 2), ((24, 0), 3), ((4, 2), 0), ((10, 4), 1),
              ((12, 0), 2), ((20, 2), 3), ((6, 6), 0), ((14, 4), 1)]
    for ident, ((x, y), owner) in enumerate(placed):
        s.wall.put(Placed(ident, 0, x, y, owner, initial=True))
    s.hands = [[], [], [40, 41, 42, 43, 44], []]
    s.phase, s.setup_order = WallPhase.INITIAL, [2, 3]
    s.touch()
    from climbdesk.games.wall.actions import Keep
    assert s.current_player() == 2 and s.legal_actions() == [Keep()]
    s.apply(Keep())
    assert s.setup_order == [3] and len(s.hands[2]) == 5


def test_history_lines_of_a_move_turn() -> None:
    s = turn_on((PLAIN, 0, 0), pos=(2, 0))
    assert s.describe(Roll(3, True, True, 2, 2), 1) == \
        "Player 1 pays 5 stamina for 3 dice, uses chalk and jumps for 2,2"
    assert s.describe(Roll(2, False, False, 0, 0), NOBODY) == "Player 1 pays 3 stamina for 2 dice"
    roll(s, (1, 2))
    line = s.describe(Spend((), 0, False, False, ((2, 1), (2, 2)), False), 1)
    assert line == "Player 1 takes 0 stamina and climbs to 2,2"
    assert s.prompt() == "Choose the spent dice and the path"


def test_wt07_never_a_fourth_placement_and_a_short_pile_refills_what_it_can() -> None:
    hand = [i for i, p in enumerate(PANELS) if not p.red_frame and i > 2][:4]
    s = resting((0, 0, 0, 0), hand=hand, stamina=6)
    for _ in range(3):
        s.apply(next(a for a in s.legal_actions() if isinstance(a, Place)))
    assert not any(isinstance(a, Place) for a in s.legal_actions())
    last = Place(s.hands[0][0], 0, 4, 2, False)
    assert not s.is_legal(last) and "three" in s.explain_illegal(last)
    s.pile = s.pile[:2]
    s.apply(EndTurn())
    assert s.stamina[0] == 6 + 5 - 3
    s.apply(s.sample_chance(random.Random(0)))
    assert len(s.hands[0]) == 3 and not s.pile and s.final and s.seat == 1


def test_one_card_of_each_type_per_occasion_and_again_in_the_next() -> None:
    s = turn_on((PLAIN, 0, 0), (PLAIN, 0, 4), pos=(0, 0))
    s.overhang[0] = 2
    s.touch()
    before = [a for a in s.legal_actions() if isinstance(a, Award)]
    assert before and all(a.overhang and not a.hard for a in before)
    s.apply(next(a for a in before if a.squares[-1] == (2, 0)))
    assert s.phase is WallPhase.BEFORE and s.overhang[0] == 1
    assert not any(isinstance(a, Award) for a in s.legal_actions())   # used this occasion
    assert EndTurn() in s.legal_actions() and Rest() not in s.legal_actions()
    roll(s, (1, 1))
    during = [a for a in s.legal_actions() if isinstance(a, Spend) and a.overhang]
    assert during and max(len(a.squares) for a in during) >= 3        # 2 dice MP + 2 card MP
    s.apply(next(a for a in during if a.squares[-1] == (2, 2)))
    assert s.overhang[0] == 0


def test_a_resigning_seat_passes_its_turn_on() -> None:
    from climbdesk.core.actions import Resign
    s = turn_on((PLAIN, 0, 0), pos=(2, 0), players=3)
    s.clips[0] = (1, 0)
    s.apply(Resign(0))
    assert s.seat == 1 and s.clips[0] is None and not s.is_terminal()
    s.apply(Resign(2))
    assert s.is_terminal() and s.outcome().winners == {1}  # type: ignore[union-attr]


def test_draws_and_shuffles_come_from_the_deck_stream() -> None:
    seed = 8
    match = Match(GameRecord.new(GAME, [Seat("A"), Seat("B"), Seat("C")],
                                 options={"contest": True}, seed=seed))
    rng = random.Random(seed)
    while not match.state.is_terminal() and len(match.history) < 150:
        match.resolve_chance()
        if match.state.is_terminal():
            break
        actions = match.state.legal_actions()
        match.apply(rng.choice([a for a in actions if isinstance(a, Rest)] or actions))
    chance = [e for e in match.history if e.actor == CHANCE]
    kinds = {type(e.action) for e in chance}
    assert {ContestDraw, Deal, Draw} <= kinds
    for e in chance:
        assert e.stream == ("dice" if isinstance(e.action, Dice) else "deck"), e.action
    # The first event of the stream is the seeded deck generator's first draw.
    first = GAME.new_initial_state(3, {"contest": True})
    assert chance[0].action == first.sample_chance(chance_rng(seed, "deck", 0))


@pytest.mark.parametrize("seed", [3, 11])
def test_the_trusted_fast_loop_plays_the_same_game_as_the_validating_path(seed: int) -> None:
    def play(trusted: bool) -> tuple[int, dict[str, object], object]:
        rng = random.Random(seed)
        state = GAME.new_initial_state(2)
        step = state.apply_trusted if trusted else state.apply
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                step(state.sample_chance(rng))
            else:
                step(rng.choice(state.legal_actions()))
                decisions += 1
        return decisions, state.to_json(), rng.getstate()

    validated = play(False)
    assert play(True) == validated
    assert GAME.fast_random_game(random.Random(seed)) == validated[0]
