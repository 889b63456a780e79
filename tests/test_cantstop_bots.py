"""Can't Stop players (Hard) and the engine's fast paths: quick behavioural checks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from climbdesk.bots.base import BotCancelled, CancelToken
from climbdesk.bots.cantstop.hard import HardBot, HardParams, load_params
from climbdesk.bots.cantstop.rules import RuleOf28Bot
from climbdesk.games.cantstop import GAME, Advance, CantStopState, Dice, Roll, Stop
from climbdesk.games.cantstop.dice import ROLLS, sample_index
from climbdesk.games.cantstop.engine import DICE
from climbdesk.games.cantstop.playout import play_random_game


def new_state(players: int = 1) -> CantStopState:
    s = GAME.new_initial_state(players)
    assert isinstance(s, CantStopState)
    return s


def test_sampler_gives_each_roll_its_exact_weight() -> None:
    counts: Counter[int] = Counter()
    for x in range(1296):
        counts[sample_index(lambda x=x: (x + 0.5) / 1296)] += 1  # type: ignore[misc]
    assert [counts[i] for i in range(len(ROLLS))] == [w for _, w in ROLLS]
    assert all(DICE[i].values == dice for i, (dice, _) in enumerate(ROLLS))


def test_random_playouts_finish() -> None:
    rng = random.Random(3)
    for players in (1, 2, 4):
        assert play_random_game(rng, players) > 0


def test_shipped_parameters_load() -> None:
    params = load_params()
    assert params != HardParams() and len(params.weights) >= 3


def play_checked(players: int, seed: int) -> None:
    """A whole game with Hard in seat 0, every action validated, inputs never mutated."""
    rng = random.Random(seed)
    hard, other = HardBot(rng=random.Random(seed)), RuleOf28Bot()
    s = GAME.new_initial_state(players, {"jumping": seed % 2 == 1})
    assert isinstance(s, CantStopState)
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply(DICE[sample_index(rng.random)])
            continue
        seat = s.current_player()
        before = s.to_json()
        action = (hard if seat == 0 else other).choose(s, seat)
        assert s.to_json() == before
        assert action in s.legal_actions()
        s.apply(action)


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (2, 2), (2, 3), (3, 4)])
def test_hard_plays_whole_games_legally(players: int, seed: int) -> None:
    play_checked(players, seed)


def test_hard_stops_when_stopping_wins() -> None:
    s = new_state(2)
    s.won[2] = s.won[12] = 0
    s.camps[0][7] = 12
    s.climbers = {7: 13, 3: 1}
    s.advanced = True
    assert HardBot().choose(s, 0) == Stop()


def test_hard_rolls_when_it_cannot_bust() -> None:
    s = new_state()
    s.climbers = {7: 3}
    s.advanced = True
    assert HardBot().choose(s, 0) == Roll()


def test_hard_banks_a_big_turn_with_a_high_bust_risk() -> None:
    s = new_state()
    s.climbers = {2: 3, 12: 3, 3: 4}
    s.advanced = True
    assert s.bust_chance() > 0.4
    assert HardBot().choose(s, 0) == Stop()


def test_hard_prefers_topping_a_column() -> None:
    s = new_state()
    s.camps[0][7] = 12
    s.apply(Roll())
    s.apply(Dice((1, 2, 3, 6)))  # 3+9, 4+8 or 5+7
    assert HardBot().choose(s, 0) == Advance((5, 7))


def test_hard_is_deterministic() -> None:
    s = new_state(2)
    s.camps[1][6] = 4
    s.apply(Roll())
    s.apply(Dice((2, 3, 4, 5)))
    picks = {HardBot(rng=random.Random(9)).choose(s, 0) for _ in range(3)}
    assert len(picks) == 1


def test_hard_respects_cancel() -> None:
    s = new_state()
    s.apply(Roll())
    s.apply(Dice((1, 2, 3, 6)))
    token = CancelToken()
    token.cancel()
    with pytest.raises(BotCancelled):
        HardBot().choose(s, 0, token)


def test_hard_refuses_a_seat_not_to_move() -> None:
    with pytest.raises(ValueError):
        HardBot().choose(new_state(2), 1)
