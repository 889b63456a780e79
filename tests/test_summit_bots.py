"""Climb On! (dice) bots: legality, purity, determinism, cancellation and a few clear choices."""

from __future__ import annotations

import random

import pytest

from climbdesk.bots import make_bot
from climbdesk.bots.base import BotCancelled, CancelToken
from climbdesk.bots.summit.players import (
    SummitHardBot,
    SummitNormalBot,
    covering_spends,
    need_distribution,
)
from climbdesk.core.actions import Action
from climbdesk.core.rng import sample_weighted
from climbdesk.games.summit import GAME, Climb, Confirm, Dice, Drag, Lower, SummitState

D4, D6, D8, D10, D12, D20 = range(6)
LEVELS = ("easy", "normal", "hard")


def random_positions(players: int, count: int, seed: int,
                     options: dict[str, object] | None = None) -> list[SummitState]:
    """Positions where a seat decides, reached by random play from the start."""
    rng = random.Random(seed)
    out: list[SummitState] = []
    while len(out) < count:
        state = GAME.new_initial_state(players, options or {})
        assert isinstance(state, SummitState)
        for _ in range(rng.randrange(0, 60)):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply(sample_weighted(state.chance_outcomes(), rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal() and not state.is_chance_node():
            out.append(state)
    return out


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players,options", [
    (2, {}), (3, {}), (4, {"helping": True}), (2, {"flexible": True}), (2, {"untied": True}),
])
def test_legal_and_pure_in_random_positions(level: str, players: int,
                                            options: dict[str, object]) -> None:
    for state in random_positions(players, 12, seed=players * 31 + len(options), options=options):
        before = state.to_json()
        seat = state.current_player()
        action = make_bot("summit", level, seed=3).choose(state, seat)
        assert action in state.legal_actions()
        assert state.to_json() == before


@pytest.mark.parametrize("level", LEVELS)
def test_whole_games_finish(level: str) -> None:
    state = GAME.new_initial_state(2)
    bots = [make_bot("summit", level, seed=1), make_bot("summit", "easy", seed=2)]
    rng = random.Random(5)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(sample_weighted(state.chance_outcomes(), rng))
        else:
            seat = state.current_player()
            state.apply(bots[seat].choose(state, seat))
    assert state.outcome() is not None


@pytest.mark.parametrize("level", LEVELS)
def test_deterministic_with_seed(level: str) -> None:
    positions = random_positions(2, 10, seed=11)

    def picks() -> list[Action]:
        bot = make_bot("summit", level, seed=42)
        return [bot.choose(s, s.current_player()) for s in positions]

    assert picks() == picks()


@pytest.mark.parametrize("level", LEVELS)
def test_cancel_is_honoured(level: str) -> None:
    state = GAME.new_initial_state(2)
    cancel = CancelToken()
    cancel.cancel()
    with pytest.raises(BotCancelled):
        make_bot("summit", level, seed=1).choose(state, 0, cancel)


def test_levels_are_the_summit_players() -> None:
    assert isinstance(make_bot("summit", "hard"), SummitHardBot)
    assert isinstance(make_bot("summit", "normal"), SummitNormalBot)


def lower_until_confirm(state: SummitState, seat: int) -> list[Action]:
    """Let Hard lower the pending roll to the end; the actions it took."""
    bot = SummitHardBot(random.Random(0))
    taken: list[Action] = []
    while state.phase == "lower" and state.to_move == seat:
        action = bot.choose(state, seat)
        taken.append(action)
        state.apply(action)
        if isinstance(action, Confirm):
            break
    return taken


def test_hard_lowers_exactly_enough_and_keeps_reds() -> None:
    # The d20 tries for level 1 and rolls 6: two points short of 9 points.
    state = GAME.new_initial_state(2)
    state.apply(Climb(D20, "white"))
    state.apply(Dice((6,)))
    held = list(state.tokens[0])
    taken = lower_until_confirm(state, 0)
    assert state.levels[0][D20] == 1
    spent = [h - n for h, n in zip(held, state.tokens[0], strict=True)]
    assert spent[0] + 2 * spent[1] == 2 and spent[2] == 0, (taken, spent)


def test_hard_spends_one_white_for_one_point() -> None:
    state = GAME.new_initial_state(2)
    state.apply(Climb(D8, "white"))
    state.apply(Dice((5,)))
    assert SummitHardBot(random.Random(0)).choose(state, 0) == Lower(0, "white")


def test_hard_lets_a_hopelessly_expensive_roll_fail() -> None:
    # A d20 rolls 20 going for level 1: 16 points of lowering (nine tokens) for 9 points.
    state = GAME.new_initial_state(2)
    state.apply(Climb(D20, "white"))
    state.apply(Dice((20,)))
    assert SummitHardBot(random.Random(0)).choose(state, 0) == Confirm()


def test_normal_lowers_within_its_budget() -> None:
    # Normal spends at most one point of lowering per point the act gains (9 for a d20).
    state = GAME.new_initial_state(2)
    state.apply(Climb(D20, "white"))
    state.apply(Dice((12,)))   # needs 8
    assert SummitNormalBot(random.Random(0)).choose(state, 0) == Lower(0, "white")
    state = GAME.new_initial_state(2)
    state.apply(Climb(D20, "white"))
    state.apply(Dice((14,)))   # needs 10
    assert SummitNormalBot(random.Random(0)).choose(state, 0) == Confirm()


def test_hard_pays_a_climb_with_white() -> None:
    state = GAME.new_initial_state(2)
    action = SummitHardBot(random.Random(0)).choose(state, 0)
    assert isinstance(action, Climb) and action.token == "white"


def test_hard_drags_a_d20_off_the_summit() -> None:
    # The opponent's d20 holds the summit (36 points); our d20 waits on level 3 and
    # keeps a red for exactly this.
    state = GAME.new_initial_state(2)
    state.levels[0] = [1, 1, 1, 1, 1, 3]
    state.levels[1] = [0, 0, 0, 0, 0, 4]
    state.tokens[0] = [1, 0, 2]
    state.tokens[1] = [3, 0, 0]
    action = SummitHardBot(random.Random(0)).choose(state, 0)
    assert action == Drag(D20, 1, D20, "red")


def test_covering_spends_are_minimal() -> None:
    assert covering_spends(0, (3, 3, 2)) == [(0, 0, 0)]
    assert sorted(covering_spends(3, (3, 3, 2))) == [(0, 0, 1), (0, 2, 0), (1, 1, 0), (3, 0, 0)]
    assert covering_spends(5, (1, 0, 1)) == []


def test_need_distribution_sums_to_one() -> None:
    dist = dict(need_distribution("climb", (20,), 4))
    assert abs(sum(dist.values()) - 1.0) < 1e-12
    assert dist[0] == pytest.approx(0.2) and dist[16] == pytest.approx(0.05)
