"""Bots: legal, non-mutating, cancellable, reproducible, and not blind to forced wins."""

from __future__ import annotations

import random
import threading

import pytest
from toygame import TOY

from climbdesk.bots import LEVELS, BotCancelled, Budget, CancelToken, RandomBot, hint, make_bot
from climbdesk.bots.alphabeta import AlphaBetaBot
from climbdesk.bots.base import Bot, Level
from climbdesk.bots.greedy import GreedyBot
from climbdesk.bots.mcts import MCTSBot
from climbdesk.bots.registry import heuristic_for
from climbdesk.bots.stairs.heuristic import StairsHeuristic
from climbdesk.core import State, all_games, get_game
from climbdesk.core.rng import sample_weighted

GAMES = [g.info.key for g in all_games()]


def random_positions(game_key: str, count: int, seed: int) -> list[State]:
    """Decision positions from random games, spread over their whole length."""
    game = TOY if game_key == "toy" else get_game(game_key)
    rng = random.Random(seed)
    out: list[State] = []
    while len(out) < count:
        state = game.new_initial_state()
        line = []
        while not state.is_terminal():
            if state.is_chance_node():
                if state.chance_sampled():
                    state.apply(state.sample_chance(rng))  # a sampled set-up lists nothing
                else:
                    state.apply(sample_weighted(state.chance_outcomes(), rng))
            else:
                line.append(state.clone())
                state.apply(rng.choice(state.legal_actions()))
        out.append(line[rng.randrange(len(line))])
    return out


@pytest.mark.parametrize("game_key", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves_without_touching_the_state(game_key: str,
                                                                  level: str) -> None:
    for i, state in enumerate(random_positions(game_key, 3, seed=len(level))):
        before = state.to_json()
        seat = state.current_player()
        view = state.view(seat)  # a bot is given its seat's view, never the truth
        seen = view.to_json()
        action = make_bot(game_key, level, seed=i).choose(view, seat)
        assert state.is_legal(action) and action in state.legal_actions()
        assert state.to_json() == before and view.to_json() == seen


@pytest.mark.parametrize("make", [
    lambda r: MCTSBot(None, r, Budget(iterations=120)),
    lambda r: MCTSBot(StairsHeuristic(), r, Budget(iterations=120), rollout_depth=4),
    lambda r: AlphaBetaBot(StairsHeuristic(), r, Budget(iterations=800)),
    lambda r: GreedyBot(StairsHeuristic(), r, noise=0.1),
])
def test_same_seed_same_choice(make) -> None:  # type: ignore[no-untyped-def]
    for state in random_positions("stairs", 4, seed=7):
        seat = state.current_player()
        first = make(random.Random(99)).choose(state, seat)
        assert make(random.Random(99)).choose(state, seat) == first


def test_seeds_vary_the_choice_among_equal_moves() -> None:
    """Repeated arena games must not all be the same game."""
    state = get_game("stairs").new_initial_state()
    choices = {make_bot("stairs", "easy", seed=s).choose(state, 0) for s in range(12)}
    assert len(choices) > 1


def test_bot_refuses_to_move_for_the_wrong_seat() -> None:
    state = get_game("stairs").new_initial_state()
    with pytest.raises(ValueError):
        make_bot("stairs", "hard", seed=1).choose(state, 1)


@pytest.mark.parametrize("bot", [
    MCTSBot(None, random.Random(1), Budget(iterations=10**9)),
    AlphaBetaBot(StairsHeuristic(), random.Random(1), Budget(iterations=10**9)),
    GreedyBot(StairsHeuristic(), random.Random(1)),
    RandomBot(random.Random(1)),
])
def test_a_cancelled_token_stops_the_bot_at_once(bot) -> None:  # type: ignore[no-untyped-def]
    token = CancelToken()
    token.cancel()
    state = get_game("stairs").new_initial_state()
    with pytest.raises(BotCancelled):
        bot.choose(state, 0, token)


@pytest.mark.parametrize("bot", [
    MCTSBot(None, random.Random(1), Budget(iterations=10**9)),
    AlphaBetaBot(StairsHeuristic(), random.Random(1), Budget(iterations=10**9)),
])
def test_cancelling_from_another_thread_ends_an_unbounded_search(bot) -> None:  # type: ignore[no-untyped-def]
    state = get_game("stairs").new_initial_state()
    token = CancelToken()
    raised: list[BaseException] = []

    def think() -> None:
        try:
            bot.choose(state, 0, token)
        except BaseException as exc:  # noqa: BLE001 - recorded for the assertion
            raised.append(exc)

    worker = threading.Thread(target=think, daemon=True)
    worker.start()
    worker.join(0.2)
    assert worker.is_alive()  # an unbounded search is still thinking...
    token.cancel()
    worker.join(60)  # generous: this checks that it stops, not how fast
    assert not worker.is_alive()
    assert len(raised) == 1 and isinstance(raised[0], BotCancelled)


def test_hint_suggests_a_legal_move() -> None:
    state = random_positions("stairs", 1, seed=3)[0]
    assert state.is_legal(hint(state, state.current_player()))


def test_the_same_position_gets_the_same_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's hint thinks with a seed the position decides (issue 17: on Climbers mountain
    9607 an unseeded hint said "stays" or "climbs to 5,9" at random on the same board)."""
    from climbdesk.bots import levels

    seeds: list[int | None] = []
    real = levels.make_bot

    def recording(key: str, level: Level, seed: int | None = None,
                  budget: Budget | None = None) -> Bot:
        seeds.append(seed)
        return real(key, level, seed, Budget(iterations=20))

    monkeypatch.setattr(levels, "make_bot", recording)
    first, later = random_positions("stairs", 2, seed=3)
    for state in (first, first.clone(), later):
        hint(state, state.current_player())
    assert seeds[0] is not None and seeds[0] == seeds[1] != seeds[2]
    assert levels.hint_seed(first, 0) != levels.hint_seed(first, 1)


class EndgameTooBigError(Exception):
    """The endgame has more positions than the test wants to solve exactly."""


def solve(state: State, me: int, budget: list[int] | None = None) -> float:
    """Exact value for seat ``me`` by plain minimax (only for small endgames)."""
    budget = [20000] if budget is None else budget
    budget[0] -= 1
    if budget[0] < 0:
        raise EndgameTooBigError
    out = state.outcome()
    if out is not None:
        return out.returns()[me]
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_trusted(action)
        values.append(solve(child, me, budget))
    return max(values) if state.current_player() == me else min(values)


def test_alphabeta_finds_forced_wins_in_stairs_endgames() -> None:
    """In late positions where some moves win and some lose, it must pick a winner."""
    rng = random.Random(5)
    checked = 0
    game = get_game("stairs")
    while checked < 6:
        state = game.new_initial_state()
        while not state.is_terminal() and state.ply < 25:  # late: small enough to solve
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        me = state.current_player()
        actions = state.legal_actions()
        try:
            budget = [3000]  # positions per endgame, all moves together
            results = {a: solve(state.child(a), me, budget) for a in actions}
        except EndgameTooBigError:
            continue
        if max(results.values()) < 1 or min(results.values()) > -1:
            continue  # no choice to get right here
        bot = AlphaBetaBot(StairsHeuristic(), random.Random(checked), Budget())
        choice = bot.choose(state, me)
        assert results[choice] == 1.0, f"{state.to_json()} {choice}"
        assert bot.last_value == 1.0
        checked += 1


def test_stairs_evaluation_is_zero_sum_and_bounded() -> None:
    heuristic = heuristic_for("stairs")
    assert heuristic is not None
    for state in random_positions("stairs", 20, seed=11):
        light, dark = heuristic.evaluate(state)
        assert -1 < light < 1 and light == pytest.approx(-dark)


def test_mcts_handles_chance_hidden_information_and_three_seats() -> None:
    """The toy game has dice, a hidden card, three seats and two decisions per turn."""
    for state in random_positions("toy", 5, seed=2):
        before = state.to_json()
        seat = state.current_player()
        bot = MCTSBot(None, random.Random(4), Budget(iterations=300))
        action = bot.choose(state.view(seat), seat)
        assert action in state.legal_actions()
        assert state.to_json() == before
        assert bot.last_iterations == 300


def test_mcts_takes_a_sure_win_in_the_toy_game() -> None:
    """With 9 points and a choice to bank a sure +1 or gamble, banking reaches 10 and wins."""
    state = TOY.new_initial_state()
    state.scores = [9, 0, 0]
    state.pending = 1
    state.phase = "decide"
    bot = MCTSBot(None, random.Random(0), Budget(iterations=400))
    assert bot.choose(state.view(0), 0).text() == "bank"
