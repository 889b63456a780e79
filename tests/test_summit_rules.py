"""Climb On! (dice) rules pinned on the rulebook's example, RULINGS.md and docs/rules/summit.md."""

from __future__ import annotations

import json
from functools import cache

import pytest

from climbdesk.core import CHANCE, TERMINAL, IllegalActionError, OptionError
from climbdesk.core.actions import Action
from climbdesk.core.text import SeatName, Text
from climbdesk.games.summit import (
    GAME,
    Climb,
    Confirm,
    Descend,
    Dice,
    Drag,
    Lower,
    Pass,
    PullUp,
    Shove,
    SummitPhase,
    SummitResult,
    SummitState,
    capacity,
)
from climbdesk.games.summit.dice import odds, parse_team

# Standard team, climber indices: 0 d4, 1 d6, 2 d8, 3 d10, 4 d12, 5 d20.
D4, D6, D8, D10, D12, D20 = range(6)


def position(levels: list[list[int]], tokens: list[list[int]] | None = None,
             players: int = 2, to_move: int = 0, **options: object) -> SummitState:
    s = GAME.new_initial_state(players, options)
    assert isinstance(s, SummitState)
    for seat, row in enumerate(levels):
        s.levels[seat] = list(row)
    if tokens is not None:
        s.tokens = [list(t) for t in tokens]
    s.to_move = to_move
    return s


def ground(players: int = 2) -> list[list[int]]:
    return [[0] * 6 for _ in range(players)]


def rolled(s: SummitState, act: Action, *dice: int) -> SummitState:
    s.apply(act)
    assert s.current_player() == CHANCE
    s.apply(Dice(tuple(dice)))
    return s


def texts(s: SummitState) -> list[str]:
    return [a.text() for a in s.legal_actions()]


# ----- scoring and board -------------------------------------------------------------
def test_rulebook_scoring_example() -> None:
    # d4 on level 3, d12 and d10 on level 2, d20 and d6 on level 1, the d8 on the ground.
    s = position([[3, 1, 0, 2, 2, 1], [0] * 6])
    assert s.score(0) == 3 + 10 + 8 + 9 + 2 == 32
    assert s.provisional_outcome().scores == (32.0, 0.0)


def test_die_values() -> None:
    s = position([[1] * 6, [0] * 6])
    assert [s.climber_score(0, i) for i in range(6)] == [1, 2, 3, 4, 5, 9]


@pytest.mark.parametrize(("players", "spaces"), [
    (2, [8, 4, 2, 1]), (3, [12, 6, 3, 1]), (4, [16, 8, 4, 1]),
])
def test_level_capacities(players: int, spaces: list[int]) -> None:
    assert [capacity(players, lv) for lv in (1, 2, 3, 4)] == spaces
    assert capacity(players, 0) >= 6 * players  # the ground holds everybody


@pytest.mark.parametrize("players", [2, 3, 4])
def test_climb_is_offered_only_while_the_level_above_has_room(players: int) -> None:
    # Fill level 3 exactly: seat 1 puts climbers there until it is full.
    levels = ground(players)
    room = capacity(players, 3)
    for i in range(room):
        levels[1 + i // 6][i % 6] = 3
    levels[0][D4] = 2
    s = position(levels, players=players)
    assert not any(isinstance(a, Climb) and a.climber == D4 for a in s.legal_actions())
    assert not any(isinstance(a, PullUp) for a in s.legal_actions())
    # One space less, and the climb comes back.
    levels[1 + (room - 1) // 6][(room - 1) % 6] = 1
    s = position(levels, players=players)
    assert Climb(D4, "white") in s.legal_actions()


def test_pull_up_is_not_offered_without_room_on_the_helpers_level() -> None:
    s = position([[1, 1, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1]])  # level 1 full: 8 climbers
    assert not any(isinstance(a, PullUp) for a in s.legal_actions())
    s = position([[1, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 0]])
    assert PullUp(D20, D4, "blue") in s.legal_actions()


# ----- Climb ---------------------------------------------------------------------------
@pytest.mark.parametrize(("start", "roll", "ok"), [
    (0, 4, True), (0, 5, False), (1, 3, True), (1, 4, False),
    (2, 2, True), (2, 3, False), (3, 1, True), (3, 2, False),
])
def test_climb_difficulty_edges(start: int, roll: int, ok: bool) -> None:
    s = position([[0, 0, 0, 0, 0, start], [0] * 6], tokens=[[1, 0, 0], [1, 0, 0]])
    rolled(s, Climb(D20, "white"), roll)  # no token left: resolved at once
    assert s.levels[0][D20] == (start + 1 if ok else start)
    assert s.last_result == ("success" if ok else "failure")
    assert s.to_move == 1 and s.current_player() == 1


def test_lowering_after_the_roll_turns_a_failure_into_a_success() -> None:
    s = rolled(position(ground()), Climb(D20, "white"), 9)
    assert s.current_player() == 0 and s.phase == "lower"
    assert not s.would_succeed() and s.can_still_succeed()
    s.apply(Lower(0, "red"))
    assert s.dice == (6,) and not s.would_succeed()
    s.apply(Lower(0, "blue"))
    assert s.dice == (4,) and s.would_succeed()
    assert s.tokens[0] == [9, 2, 1]
    s.apply(Confirm())
    assert s.levels[0][D20] == 1 and s.last_result == "success" and s.to_move == 1


def test_a_die_never_goes_below_zero_and_is_not_lowered_further() -> None:
    s = rolled(position(ground()), Climb(D4, "white"), 2)
    assert s.describe(Lower(0, "red")) == "Player 1 lowers a 2 to 0 with a red token"
    s.apply(Lower(0, "red"))
    # Nothing left to lower: the roll is settled without asking.
    assert s.last_dice == (0,) and s.last_result == "success"
    assert s.phase == "act" and s.levels[0][D4] == 1 and s.to_move == 1


def test_lower_is_not_offered_on_a_die_at_zero() -> None:
    s = position([[0] * 6, [1] * 6], tokens=[[5, 0, 2], [1, 0, 0]])
    s.levels[0][D8] = 1
    rolled(s, Shove(D8, 1, D6, "red"), 3, 2)
    s.apply(Lower(0, "red"))  # lowering your own die is allowed, if foolish
    assert s.dice == (0, 2)
    assert all(a.die == 1 for a in s.legal_actions() if isinstance(a, Lower))
    before = s.to_json()
    with pytest.raises(IllegalActionError, match="already at 0"):
        s.apply(Lower(0, "white"))
    assert s.to_json() == before
    assert not s.can_still_succeed()  # 0 can never beat anything


# ----- Descend -------------------------------------------------------------------------
def test_descend_to_any_lower_level_with_room_without_rolling() -> None:
    s = position([[0, 0, 0, 0, 0, 3], [2, 2, 2, 2, 0, 0]])  # level 2 full (4 spaces)
    downs = {a.level for a in s.legal_actions() if isinstance(a, Descend) and a.climber == D20}
    assert downs == {0, 1}
    s.apply(Descend(D20, 1, "blue"))
    assert s.levels[0][D20] == 1 and s.tokens[0] == [10, 2, 2] and s.to_move == 1
    assert s.success_chance(Descend(D20, 0, "white")) == 1.0


def test_descend_to_a_full_level_is_refused() -> None:
    s = position([[0, 0, 0, 0, 0, 3], [2, 2, 2, 2, 0, 0]])
    with pytest.raises(IllegalActionError, match="level 2 has no vacant space"):
        s.apply(Descend(D20, 2, "white"))


# ----- Pull Up -------------------------------------------------------------------------
@pytest.mark.parametrize(("asc", "helper", "ok"), [(7, 4, True), (8, 4, False), (1, 6, True)])
def test_pull_up_boundary_uses_the_helpers_level(asc: int, helper: int, ok: bool) -> None:
    # Helper d6 on level 2 (needs 3 or less), d20 on level 1.
    s = position([[0, 2, 0, 0, 0, 1], [0] * 6], tokens=[[0, 1, 0], [1, 0, 0]])
    rolled(s, PullUp(D20, D6, "blue"), asc, helper)
    assert s.levels[0][D20] == (2 if ok else 1)


def test_pull_up_from_the_ground_with_the_rulebook_pair() -> None:
    # d6 on level 1 helps the d12 up from the ground: 12 - 6 = 6 fails, 9 - 5 = 4 works.
    s = position([[0, 1, 0, 0, 0, 0], [0] * 6], tokens=[[0, 1, 0], [1, 0, 0]])
    rolled(s, PullUp(D12, D6, "blue"), 12, 6)
    assert s.levels[0][D12] == 0
    s = position([[0, 1, 0, 0, 0, 0], [0] * 6], tokens=[[0, 1, 0], [1, 0, 0]])
    rolled(s, PullUp(D12, D6, "blue"), 9, 5)
    assert s.levels[0][D12] == 1


def test_lowering_the_helper_hurts_a_pull_up() -> None:
    s = position([[0, 1, 0, 0, 0, 0], [0] * 6], tokens=[[1, 1, 0], [1, 0, 0]])
    rolled(s, PullUp(D12, D6, "blue"), 8, 4)
    assert s.would_succeed()
    s.apply(Lower(1, "white"))  # the last token: settled at once, 8 - 3 = 5 > 4
    assert s.levels[0][D12] == 0 and s.last_result == "failure"


def test_pull_up_needs_a_teammate_exactly_one_level_below() -> None:
    s = position([[0, 0, 0, 0, 0, 2], [0] * 6])
    assert not any(isinstance(a, PullUp) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="one level above"):
        s.apply(PullUp(D4, D20, "blue"))


# ----- Shove and Drag ------------------------------------------------------------------
def test_shove_ties_fail_and_higher_rolls_succeed() -> None:
    s = position([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]], tokens=[[0, 0, 1], [1, 0, 0]])
    rolled(s, Shove(D8, 1, D20, "red"), 5, 5)
    assert s.levels[1][D20] == 2 and s.last_result == "failure"
    s = position([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]], tokens=[[0, 0, 1], [1, 0, 0]])
    rolled(s, Shove(D8, 1, D20, "red"), 6, 5)
    assert s.levels[1][D20] == 1 and s.last_result == "success"


def test_shove_may_lower_the_victims_die() -> None:
    s = position([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]], tokens=[[0, 1, 1], [1, 0, 0]])
    rolled(s, Shove(D8, 1, D20, "red"), 3, 4)
    assert not s.would_succeed()
    s.apply(Lower(1, "blue"))
    assert s.levels[1][D20] == 1


def test_shoved_climber_falls_past_full_levels() -> None:
    # 2 players: level 1 holds 8. Fill it, then shove a level-2 climber: it lands on the ground.
    s = position([[1, 1, 1, 1, 1, 2], [1, 1, 1, 0, 0, 2]], tokens=[[0, 0, 1], [1, 0, 0]])
    rolled(s, Shove(D20, 1, D20, "red"), 5, 1)
    assert s.levels[1][D20] == 0
    # With room on level 1 it stops there.
    s = position([[1, 1, 1, 1, 0, 2], [1, 1, 1, 0, 0, 2]], tokens=[[0, 0, 1], [1, 0, 0]])
    rolled(s, Shove(D20, 1, D20, "red"), 5, 1)
    assert s.levels[1][D20] == 1


def test_no_shove_on_the_ground_and_only_with_red() -> None:
    s = position(ground())
    assert not any(isinstance(a, Shove) for a in s.legal_actions())
    s = position([[0, 0, 1, 0, 0, 0], [0, 0, 1, 0, 0, 0]], tokens=[[10, 3, 0], [1, 0, 0]])
    assert not any(isinstance(a, (Shove, Drag)) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="paid with a red token"):
        s.apply(Shove(D8, 1, D8, "red"))


@pytest.mark.parametrize(("mine", "theirs", "ok"), [(5, 4, False), (6, 4, True), (1, 0, False)])
def test_drag_subtracts_one_from_the_draggers_roll(mine: int, theirs: int, ok: bool) -> None:
    s = position([[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 2]], tokens=[[0, 0, 1], [1, 0, 0]])
    if theirs == 0:  # reach 0 by lowering: keep a red token for it
        s.tokens[0] = [0, 0, 2]
        rolled(s, Drag(D20, 1, D20, "red"), mine, 3)
        s.apply(Lower(1, "red"))
    else:
        rolled(s, Drag(D20, 1, D20, "red"), mine, theirs)
    assert s.levels[1][D20] == (1 if ok else 2)


def test_drag_from_the_ground_and_past_a_full_level() -> None:
    s = position([[0] * 6, [1, 0, 0, 0, 0, 0]], tokens=[[0, 0, 1], [1, 0, 0]])
    assert Drag(D20, 1, D4, "red") in s.legal_actions()
    rolled(s, Drag(D20, 1, D4, "red"), 9, 2)
    assert s.levels[1][D4] == 0
    # Dragger on a full level 1, victim on level 2: the victim lands on the ground.
    s = position([[1, 1, 1, 1, 1, 1], [1, 1, 0, 0, 0, 2]], tokens=[[0, 0, 1], [1, 0, 0]])
    rolled(s, Drag(D20, 1, D20, "red"), 9, 2)
    assert s.levels[1][D20] == 0


# ----- tokens and variants -------------------------------------------------------------
def test_token_kinds_per_action() -> None:
    s = position([[0, 1, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]])
    acts = s.legal_actions()
    assert {a.token for a in acts if isinstance(a, Climb)} == {"white", "blue", "red"}
    assert {a.token for a in acts if isinstance(a, Descend)} == {"white", "blue", "red"}
    assert {a.token for a in acts if isinstance(a, PullUp)} == {"blue", "red"}
    assert {a.token for a in acts if isinstance(a, (Shove, Drag))} == {"red"}
    with pytest.raises(IllegalActionError, match="blue or red"):
        s.apply(PullUp(D4, D6, "white"))


def test_spent_colour_is_no_longer_offered() -> None:
    s = position(ground(), tokens=[[0, 3, 0], [1, 0, 0]])
    assert {a.token for a in s.legal_actions() if isinstance(a, Climb)} == {"blue"}
    with pytest.raises(IllegalActionError, match="not white"):
        s.apply(Climb(D4, "white"))


@pytest.mark.parametrize(("options", "tokens"), [
    ({}, [10, 3, 2]), ({"helping": True}, [8, 5, 2]), ({"flexible": True}, [22, 0, 0]),
])
def test_starting_tokens(options: dict[str, object], tokens: list[int]) -> None:
    s = GAME.new_initial_state(3, options)
    assert isinstance(s, SummitState)
    assert s.tokens == [tokens] * 3


def test_flexible_plans_costs() -> None:
    s = position([[0, 1, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]], flexible=True)
    acts = s.legal_actions()
    assert {a.token for a in acts if not isinstance(a, Pass)} == {"white"}
    for act, cost in [(Climb(D4, "white"), 1), (Descend(D6, 0, "white"), 1),
                      (PullUp(D4, D6, "white"), 2), (Shove(D6, 1, D6, "white"), 3),
                      (Drag(D4, 1, D6, "white"), 3)]:
        t = s.clone()
        t.apply(act)
        assert t.tokens[0] == [22 - cost, 0, 0], act


def test_flexible_plans_lowering_uses_white_tokens_one_point_each() -> None:
    s = rolled(position(ground(), flexible=True), Climb(D20, "white"), 7)
    assert [a for a in s.legal_actions() if isinstance(a, Lower)] == [Lower(0, "white")]
    for _ in range(3):
        s.apply(Lower(0, "white"))
    assert s.dice == (4,) and s.tokens[0] == [18, 0, 0]


def test_flexible_plans_offers_only_what_the_whites_can_pay() -> None:
    s = position([[0, 1, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]], tokens=[[2, 0, 0], [5, 0, 0]],
                 flexible=True)
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds == {"climb", "descend", "pull"}
    with pytest.raises(IllegalActionError, match="costs 3 white tokens; you have 2"):
        s.apply(Shove(D6, 1, D6, "white"))


def test_flexible_and_helping_hands_exclude_each_other() -> None:
    with pytest.raises(OptionError, match="cannot be combined"):
        GAME.new_initial_state(2, {"flexible": True, "helping": True})


def test_custom_climbers() -> None:
    s = GAME.new_initial_state(2, {"team": ["d20, D20,d20,d4,d4,d4", "d12," * 5 + "d6"]})
    assert isinstance(s, SummitState)
    assert s.teams == ((4, 4, 4, 20, 20, 20), (6, 12, 12, 12, 12, 12))
    assert s.options["team"] == ("d4,d4,d4,d20,d20,d20", "d6,d12,d12,d12,d12,d12")
    s.levels[0] = [0, 0, 0, 1, 1, 2]
    assert s.score(0) == 9 + 9 + 18
    assert [spec.key for spec in GAME.option_specs(3)] == ["flexible", "helping", "untied", "team"]
    assert GAME.validate_options(3)["team"] == ("d4,d6,d8,d10,d12,d20",) * 3
    with pytest.raises(OptionError, match="exactly six"):
        GAME.new_initial_state(2, {"team": ["d4,d6", "d6,d6,d6,d6,d6,d6"]})
    with pytest.raises(OptionError, match=r"not a climber.*\(player 2\)"):
        GAME.new_initial_state(2, {"team": ["d6,d6,d6,d6,d6,d6", "d4,d6,d8,d10,d12,d100"]})
    with pytest.raises(OptionError, match="one value per player"):
        GAME.new_initial_state(2, {"team": ["d4,d6,d8,d10,d12,d20"] * 3})
    assert parse_team("d6,d6,d6,d6,d6,d6") == (6,) * 6


# ----- passes and the end --------------------------------------------------------------
def test_pass_when_no_action_is_possible() -> None:
    # Three players: level 1 holds 12; seats 1 and 2 fill it; seat 0 (all on the
    # ground, no red token) can neither climb, be helped, descend nor drag.
    levels = [[0] * 6, [1] * 6, [1] * 6]
    s = position(levels, tokens=[[1, 1, 0], [1, 0, 0], [1, 0, 0]], players=3)
    assert s.legal_actions() == [Pass()]
    assert s.prompt() == "no action is possible, so you discard a token"
    assert s.describe(Pass()) == "Player 1 cannot act and discards a white token"
    s.apply(Pass())
    assert s.tokens[0] == [0, 1, 0] and s.to_move == 1
    s.to_move = 0
    s.apply(Pass())
    assert s.tokens[0] == [0, 0, 0]
    # With a red token the drag is possible, so no pass.
    s = position(levels, tokens=[[0, 0, 1], [1, 0, 0], [1, 0, 0]], players=3)
    assert all(isinstance(a, Drag) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="may not pass"):
        s.apply(Pass())


def test_players_without_tokens_are_skipped_and_the_game_ends_when_none_remain() -> None:
    s = position(ground(3), tokens=[[1, 0, 0], [0, 0, 0], [1, 0, 0]], players=3)
    rolled(s, Climb(D4, "white"), 1)
    assert s.to_move == 2  # seat 1 holds nothing
    rolled(s, Climb(D4, "white"), 4)
    assert s.current_player() == TERMINAL and s.phase == "over"
    out = s.outcome()
    assert out is not None and out.scores == (1.0, 0.0, 1.0) and out.ranking == (1, 3, 1)
    assert s.legal_actions() == []


def test_last_token_spent_on_lowering_ends_the_game() -> None:
    s = position(ground(), tokens=[[2, 0, 0], [0, 0, 0]])
    rolled(s, Climb(D6, "white"), 5)
    s.apply(Lower(0, "white"))
    assert s.is_terminal() and s.levels[0][D6] == 1


# ----- Untied --------------------------------------------------------------------------
def _finished(levels: list[list[int]], **options: object) -> SummitState:
    s = position(levels, tokens=[[0, 0, 0], [0, 0, 0]], **options)
    s.phase = SummitPhase.OVER
    return s


def test_tie_is_a_draw_by_default() -> None:
    s = _finished([[0, 0, 0, 0, 2, 0], [0, 0, 0, 0, 0, 0]])
    s.levels[1] = [3, 0, 1, 1, 0, 0]   # 3 + 3 + 4 = 10 = d12 on level 2
    out = s.outcome()
    assert out is not None and out.is_draw and out.scores == (10.0, 10.0)


def test_untied_highest_climber_then_best_climber() -> None:
    # 10 each: seat 0's d12 on level 2; seat 1's d4 on level 3, d8 and d10 on level 1.
    s = _finished([[0, 0, 0, 0, 2, 0], [3, 0, 1, 1, 0, 0]], untied=True)
    out = s.outcome()
    assert out is not None and out.ranking == (2, 1) and out.reason == "highest-climber"
    # 8 each, both highest on level 2: seat 0's d10 there (8) beats seat 1's best, its d8 (6).
    s = _finished([[0, 0, 0, 2, 0, 0], [0, 1, 2, 0, 0, 0]], untied=True)
    out = s.outcome()
    assert out is not None and out.ranking == (1, 2) and out.reason == "best-climber"
    assert out.scores == (8.0, 8.0)
    # Identical positions stay a draw even with Untied.
    s = _finished([[0, 0, 0, 2, 0, 0], [0, 0, 0, 2, 0, 0]], untied=True)
    out = s.outcome()
    assert out is not None and out.is_draw and out.reason == "points"
    # Without Untied the second position is a draw.
    s = _finished([[0, 0, 0, 2, 0, 0], [0, 1, 2, 0, 0, 0]])
    out = s.outcome()
    assert out is not None and out.is_draw


# ----- odds ----------------------------------------------------------------------------
def brute_force_chance(s: SummitState, act: Action) -> float:
    """Play the act out: every roll, then the best of every lowering sequence."""
    @cache
    def best(dice: tuple[int, ...], tokens: tuple[int, ...]) -> bool:
        t = SummitState.__new__(SummitState)
        t.__dict__.update(state_after_act.__dict__)
        t.levels = [list(r) for r in state_after_act.levels]
        t.tokens = [list(r) for r in state_after_act.tokens]
        t.tokens[0] = list(tokens)
        t.dice = dice
        t.phase = SummitPhase.LOWER
        if not t.legal_actions()[:-1]:
            return t.would_succeed()
        for a in t.legal_actions():
            c = t.child(a)
            if c.phase == "lower":
                if best(c.dice, tuple(c.tokens[0])):
                    return True
            elif c.last_result == "success":
                return True
        return False

    state_after_act = s.child(act)
    total = 0.0
    for outcome, p in state_after_act.chance_outcomes():
        after = state_after_act.child(outcome)
        if after.phase == "lower":
            ok = best(after.dice, tuple(after.tokens[0]))
        else:
            ok = after.last_result == "success"
        total += p * ok
    return total


@pytest.mark.parametrize(("levels", "tokens", "act"), [
    ([[0] * 6, [0] * 6], [2, 1, 1], Climb(D20, "white")),
    ([[0] * 6, [0] * 6], [0, 0, 1], Climb(D20, "red")),
    ([[0, 0, 0, 0, 0, 3], [0] * 6], [1, 1, 0], Climb(D20, "white")),
    ([[0, 2, 0, 0, 1, 0], [0] * 6], [2, 1, 1], PullUp(D12, D6, "blue")),
    ([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]], [1, 1, 1], Shove(D8, 1, D20, "red")),
    ([[0, 1, 0, 0, 0, 0], [0, 0, 0, 0, 0, 2]], [2, 0, 2], Drag(D6, 1, D20, "red")),
])
def test_success_chance_matches_brute_force(levels: list[list[int]], tokens: list[int],
                                            act: Action) -> None:
    s = position(levels, tokens=[tokens, [1, 0, 0]])
    assert s.success_chance(act) == pytest.approx(brute_force_chance(s, act), abs=1e-12)


def test_success_chance_flexible_and_known_values() -> None:
    s = position(ground(), tokens=[[0, 0, 1], [1, 0, 0]])
    assert s.success_chance(Climb(D20, "red")) == pytest.approx(4 / 20)
    s = position(ground(), tokens=[[3, 0, 0], [1, 0, 0]], flexible=True)
    assert s.success_chance(Climb(D20, "white")) == pytest.approx(6 / 20)  # 2 whites left
    assert s.success_chance(Climb(D20, "white")) == pytest.approx(
        brute_force_chance(s, Climb(D20, "white")))
    assert odds("drag", (6, 6), 0, 0) == pytest.approx(10 / 36)
    assert odds("shove", (6, 6), 0, 0) == pytest.approx(15 / 36)


# ----- the turn machinery ----------------------------------------------------------------
def test_roll_is_one_chance_node_with_exact_probabilities() -> None:
    s = position([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]])
    s.apply(Shove(D8, 1, D20, "red"))
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 8 * 20
    assert all(p == pytest.approx(1 / 160) for _, p in outcomes)
    assert {a for a, _ in outcomes} == {Dice((a, b)) for a in range(1, 9) for b in range(1, 21)}
    assert s.turn_owner() == 0 and s.legal_actions() == []


def test_illegal_actions_are_refused_with_reasons_and_change_nothing() -> None:
    s = position(ground())
    cases: list[tuple[Action, str]] = [
        (Confirm(), "no roll to lower or confirm"),
        (Lower(0, "white"), "no roll to lower"),
        (Descend(D4, 0, "white"), "only descend to a lower level"),
        (Climb(7, "white"), "numbered 0-5"),
        (Shove(D4, 1, D4, "red"), "same level, above the ground"),
        (Drag(D4, 1, D4, "red"), "exactly one level above"),
        (Dice((3,)), "not a legal action"),
    ]
    before = s.to_json()
    for action, message in cases:
        with pytest.raises(IllegalActionError, match=message):
            s.apply(action)
        assert s.to_json() == before
    rolled(s, Climb(D20, "white"), 12)
    with pytest.raises(IllegalActionError, match="lower a die with a token or confirm"):
        s.apply(Climb(D4, "white"))
    with pytest.raises(IllegalActionError, match="no die 2"):
        s.apply(Lower(1, "white"))


def test_json_round_trip_in_the_middle_of_lowering() -> None:
    s = rolled(position([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]]),
               Shove(D8, 1, D20, "red"), 3, 9)
    s.apply(Lower(1, "red"))
    data = json.loads(json.dumps(s.to_json()))
    back = GAME.state_from_json(data)
    assert back == s and back.legal_actions() == s.legal_actions()
    assert isinstance(back, SummitState) and back.would_succeed() == s.would_succeed()
    assert back.rolled == (3, 9) and back.dice == (3, 6)


def test_the_phase_is_saved_as_its_plain_value_and_an_unknown_one_is_refused() -> None:
    s = rolled(position(ground()), Climb(D20, "white"), 12)
    data = s.to_json()
    assert type(data["phase"]) is str and data["phase"] == "lower"
    assert GAME.state_from_json(data).phase is SummitPhase.LOWER
    with pytest.raises(ValueError, match="unknown phase 'lowering'"):
        GAME.state_from_json({**data, "phase": "lowering"})


def test_the_last_result_is_saved_as_its_plain_value_and_an_unknown_one_is_refused() -> None:
    s = rolled(position(ground()), Climb(D20, "white"), 12)
    s.apply(Confirm())
    data = s.to_json()
    assert type(data["last_result"]) is str and data["last_result"] in ("success", "failure")
    assert GAME.state_from_json(data).last_result is SummitResult(data["last_result"])
    assert position(ground()).to_json()["last_result"] == ""
    with pytest.raises(ValueError, match="unknown result 'won'"):
        GAME.state_from_json({**data, "last_result": "won"})


def test_last_act_names_what_was_resolved_and_survives_json() -> None:
    s = position(ground())
    assert s.last_act is None
    shove = Shove(D8, 1, D20, "red")
    s = rolled(position([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]]), shove, 3, 9)
    assert s.last_act is None  # rolled, not resolved yet
    s.apply(Confirm())
    assert (s.last_act, s.last_result, s.last_dice) == (shove, "failure", (3, 9))
    back = GAME.state_from_json(json.loads(json.dumps(s.to_json())))
    assert isinstance(back, SummitState) and back.last_act == shove and back == s
    s.apply(Descend(D20, 1, "white"))
    assert (s.last_act, s.last_result, s.last_dice) == (Descend(D20, 1, "white"), "", ())
    passed = position([[0] * 6, [1] * 6, [1] * 6], [[1, 1, 0], [1, 0, 0], [1, 0, 0]], players=3)
    passed.apply(Pass())
    assert passed.last_act == Pass()
    assert GAME.state_from_json(passed.to_json()).last_act == Pass()
    old = s.to_json()
    del old["last_act"]  # saved before last_act existed
    assert GAME.state_from_json(old).last_act is None


def test_texts_are_translatable_templates_naming_seats() -> None:
    s = position([[0, 0, 2, 0, 0, 0], [0, 0, 0, 0, 0, 2]])
    text = s.describe(Shove(D8, 1, D20, "red"))
    assert isinstance(text, Text)
    assert text == ("Player 1 tries to shove Player 2's d20 off level 2 with the d8, "
                    "paying a red token")
    assert isinstance(text.args["owner"], SeatName)
    s.apply(Shove(D8, 1, D20, "red"))
    assert s.describe(Dice((5, 3))) == "Player 1 rolls d8=5, d20=3"
    s.apply(Dice((5, 3)))
    assert s.prompt() == "lower a die with a token, or accept the roll (it succeeds)"
    assert s.describe(Lower(0, "red")) == "Player 1 lowers a 5 to 2 with a red token"
    assert s.describe(Confirm()) == "Player 1 accepts d8=5, d20=3: success"
    s.apply(Confirm())
    assert s.levels[1][D20] == 1
    assert s.describe(Climb(D4, "white")) == (
        "Player 2 tries to climb with the d4 from the ground to level 1, paying a white token")


def test_random_games_end_within_the_token_budget() -> None:
    import random

    rng = random.Random(3)
    for players in (2, 3, 4):
        for options in ({}, {"flexible": True}, {"helping": True}):
            s = GAME.new_initial_state(players, options)
            turns = 0
            while not s.is_terminal():
                if s.is_chance_node():
                    outcomes = s.chance_outcomes()
                    s.apply(rng.choice(outcomes)[0])
                    continue
                if s.phase == "act":
                    turns += 1
                s.apply(rng.choice(s.legal_actions()))
            budget = 22 if options.get("flexible") else 15
            assert turns <= players * budget


def test_a_team_that_resigns_walks_down_and_is_skipped() -> None:
    from climbdesk.core.actions import Resign

    s = GAME.new_initial_state(3)
    s.levels[1] = [1, 2, 0, 0, 1, 0]
    s.levels[0][0] = 1  # seat 0 could shove seat 1's climbers on level 1
    assert any(isinstance(a, Shove) and a.seat == 1 for a in s.legal_actions())
    s.apply(Climb(5, "white"))  # seat 0 begins an act...
    s.apply(Resign(0))  # ...and leaves before the dice are rolled
    assert s.levels[0] == [0] * 6 and s.to_move == 1 and s.phase == "act"
    s.apply(Resign(2))
    assert s.is_terminal() and s.outcome().ranking == (3, 1, 2)  # type: ignore[union-attr]
