"""Every registered game through the same checks (OpenSpiel-style).

Adding a game to the registry adds it here automatically, so a new engine
cannot land without reaching the end of random games, round-tripping through
JSON at every step, replaying from its record and refusing illegal actions.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator

import pytest
from cardgame import CARD_GAME

from climbdesk.core import (
    Action,
    GameRecord,
    IllegalActionError,
    Match,
    State,
    all_games,
)
from climbdesk.core.actions import Resign
from climbdesk.core.game import ChanceMode
from climbdesk.core.outcome import Termination
from climbdesk.core.record import Seat
from climbdesk.core.registry import _GAMES
from climbdesk.core.rng import sample_weighted
from climbdesk.core.state import NOBODY

#: Every registered game plus the hidden-information test game (registered per test).
GAMES = all_games() + [CARD_GAME]


@pytest.fixture(autouse=True)
def _card_game_registered() -> Iterator[None]:
    _GAMES[CARD_GAME.info.key] = CARD_GAME
    yield
    del _GAMES[CARD_GAME.info.key]
RANDOM_GAMES = 200
MAX_STEPS = 5000


def variant_combinations(game):  # type: ignore[no-untyped-def]
    """Every combination of option values, for every player count."""
    for players in range(game.info.min_players, game.info.max_players + 1):
        specs = game.option_specs(players)
        domains = []
        for spec in specs:
            if spec.per_seat or spec.minimum is not None or spec.maximum is not None:
                # One value per seat, or a range: the defaults stand for the rest.
                domains.append([(spec.key, spec.default_for(players))])
            elif spec.type is bool:
                domains.append([(spec.key, False), (spec.key, True)])
            elif spec.choices:
                domains.append([(spec.key, c) for c in spec.choices])
            else:
                domains.append([(spec.key, spec.default)])
        for combo in itertools.product(*domains):
            options = dict(combo)
            try:
                game.validate_options(players, options)
            except ValueError:
                continue
            yield players, options


def configs():  # type: ignore[no-untyped-def]
    for game in GAMES:
        for players, options in variant_combinations(game):
            variant = "-".join(f"{k}={'/'.join(map(str, v)) if isinstance(v, tuple) else v}"
                               for k, v in options.items())
            label = f"{game.info.key}-{players}p-{variant}"
            yield pytest.param(game, players, options, id=label)


def step(state: State, rng: random.Random) -> Action:
    if state.is_chance_node():
        if state.chance_sampled():
            assert state.game.info.chance is ChanceMode.SAMPLED
            assert state.chance_outcomes() == [], "a sampled node lists no outcomes"
            outcome = state.sample_chance(rng)
            assert state.is_legal(outcome)
            return outcome
        outcomes = state.chance_outcomes()
        assert outcomes, "a chance node must offer outcomes"
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
        return sample_weighted(outcomes, rng)
    actions = state.legal_actions()
    assert actions, "a non-terminal decision node must offer at least one action"
    assert len(set(actions)) == len(actions), "legal actions must be distinct"
    return rng.choice(actions)


@pytest.mark.parametrize(("game", "players", "options"), list(configs()))
def test_random_games_reach_the_end(game, players, options) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(1234)
    lengths = []
    for _ in range(RANDOM_GAMES // max(1, len(list(variant_combinations(game))))):
        state = game.new_initial_state(players, options)
        steps = 0
        while not state.is_terminal():
            state.apply(step(state, rng))
            steps += 1
            assert steps < MAX_STEPS, "game did not end"
        outcome = state.outcome()
        assert outcome is not None and len(outcome.ranking) == players
        assert all(1 <= r <= players for r in outcome.ranking)
        assert len(state.returns()) == players
        assert state.legal_actions() == []
        lengths.append(steps)
    assert lengths


@pytest.mark.parametrize(("game", "players", "options"), list(configs()))
def test_every_step_round_trips_and_clones_are_independent(game, players, options) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(99)
    for _ in range(3):
        state = game.new_initial_state(players, options)
        while not state.is_terminal():
            snapshot = json.loads(json.dumps(state.to_json()))
            rebuilt = game.state_from_json(snapshot)
            assert rebuilt == state
            assert rebuilt.current_player() == state.current_player()
            assert rebuilt.legal_actions() == state.legal_actions()
            action = step(state, rng)
            assert game.action_from_json(json.loads(json.dumps(action.to_json()))) == action
            assert hash(action) == hash(game.action_from_json(action.to_json()))
            for viewer in (*range(players), NOBODY):  # views travel as JSON too (bot workers)
                view = state.view(viewer)
                again = game.state_from_json(json.loads(json.dumps(view.to_json())))
                assert again == view and again.viewer == viewer
            twin = state.clone()
            state.apply(action)
            assert twin.to_json() == snapshot, "applying to the original changed its clone"
            twin.apply(action)
            assert twin == state


@pytest.mark.parametrize(("game", "players", "options"), list(configs()))
def test_validating_and_search_paths_play_the_same_seeded_game(game, players, options) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The search path (``sample_chance`` + ``apply_trusted``, what MCTS and the
    bench use) and the validating path (``sample_weighted(chance_outcomes())`` +
    ``apply``) draw the same outcomes from the same seed and reach equal states."""
    for seed in range(3):
        checked, trusted = (game.new_initial_state(players, options) for _ in range(2))
        rng_checked, rng_trusted = random.Random(seed), random.Random(seed)
        steps = 0
        while not checked.is_terminal():
            assert not trusted.is_terminal()
            assert checked.is_chance_node() == trusted.is_chance_node()
            if checked.is_chance_node():
                if checked.chance_sampled():
                    a = checked.sample_chance(rng_checked)
                else:
                    a = sample_weighted(checked.chance_outcomes(), rng_checked)
                b = trusted.sample_chance(rng_trusted)
            else:
                a = rng_checked.choice(checked.legal_actions())
                b = rng_trusted.choice(trusted.legal_actions())
            assert a == b
            checked.apply(a)
            trusted.apply_trusted(b)
            assert trusted == checked
            assert trusted.current_player() == checked.current_player()
            steps += 1
            assert steps < MAX_STEPS
        assert trusted.is_terminal() and trusted.outcome() == checked.outcome()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.key)
def test_every_legal_action_applies_and_illegal_ones_are_refused(game) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(7)
    state = game.new_initial_state()
    others: set[Action] = set()
    while not state.is_terminal():
        actions = state.legal_actions() or [a for a, _ in state.chance_outcomes()] \
            or [state.sample_chance(rng)]
        for action in actions:
            state.clone().apply(action)
        for foreign in others - set(actions):
            before = state.to_json()
            with pytest.raises(IllegalActionError) as err:
                state.apply(foreign)
            assert str(err.value), "the error must explain itself"
            assert state.to_json() == before, "a refused action changed the state"
        others.update(actions)
        state.apply(step(state, rng))
    with pytest.raises(IllegalActionError):
        state.apply(next(iter(others)))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.key)
def test_same_seed_replays_the_same_game(game) -> None:  # type: ignore[no-untyped-def]
    def play(seed: int) -> GameRecord:
        seats = [Seat(f"P{i + 1}") for i in range(game.info.default_players)]
        match = Match(GameRecord.new(game, seats, seed=seed))
        rng = random.Random(seed)
        while not match.state.is_terminal():
            match.resolve_chance()
            if match.state.is_terminal():
                break
            match.apply(rng.choice(match.state.legal_actions()))
        return match.record

    first, second = play(5), play(5)
    assert [a.to_json() for a in first.actions] == [a.to_json() for a in second.actions]
    text = json.dumps(first.to_json())
    loaded = GameRecord.from_json(json.loads(text))
    assert loaded.replay() == first.replay()
    assert loaded.replay().outcome() == first.replay().outcome()


def resign_cases():  # type: ignore[no-untyped-def]
    for game in GAMES:
        for players in range(max(2, game.info.min_players), game.info.max_players + 1):
            for seat in range(players):
                yield pytest.param(game, players, seat, id=f"{game.info.key}-{players}p-seat{seat}")


@pytest.mark.parametrize(("game", "players", "seat"), list(resign_cases()))
def test_a_resigning_seat_drops_out_and_the_others_play_on(game, players, seat) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Two players: resigning ends the game.  More: the seat drops out, never
    decides again, the others play to the end, and it is ranked last."""
    rng = random.Random(seat)
    state = game.new_initial_state(players)
    for _ in range(30):  # part-way into the game, so standings differ
        if state.is_terminal():
            break
        state.apply(step(state, rng))
    if state.is_terminal():
        return
    state.apply(Resign(seat))
    assert Resign(seat) not in state.table_actions()
    if players == 2:
        outcome = state.outcome()
        assert state.is_terminal() and outcome is not None
        assert outcome.ranking[seat] == 2 and outcome.winners == {1 - seat}
        assert outcome.reason is Termination.RESIGNED
        # The ending survives the JSON a bot worker receives, as the same member.
        again = game.state_from_json(json.loads(json.dumps(state.to_json())))
        assert again.outcome().reason is Termination.RESIGNED
        return
    assert not state.is_terminal(), "with three or more seats the others play on"
    assert state.active_seats() == [s for s in range(players) if s != seat]
    steps = 0
    while not state.is_terminal():
        assert state.current_player() != seat, "a seat that dropped out decided"
        state.apply(step(state, rng))
        steps += 1
        assert steps < MAX_STEPS
    outcome = state.outcome()
    assert outcome is not None and outcome.ranking[seat] == players
    assert outcome.winners and seat not in outcome.winners


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.info.key)
def test_endings_are_enum_members_and_an_unknown_saved_ending_is_refused(game) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Outcome.reason is always a member of Termination or of the game's endings, and a
    position whose saved ending is neither does not load (a damaged file, said so)."""
    from enum import StrEnum

    assert issubclass(game.endings, StrEnum)
    rng = random.Random(5)
    for _ in range(3):
        state = game.new_initial_state(max(2, game.info.min_players))
        steps = 0
        while not state.is_terminal() and steps < MAX_STEPS:
            state.apply(step(state, rng))
            steps += 1
        outcome = state.outcome()
        if outcome is not None:
            assert isinstance(outcome.reason, (Termination, game.endings))
    state = game.new_initial_state(2 if game.info.max_players >= 2 else 1)
    state.apply(Resign(0))
    data = json.loads(json.dumps(state.to_json()))
    data["forced"]["reason"] = "bored"
    with pytest.raises(ValueError, match="unknown ending 'bored'"):
        game.state_from_json(data)


@pytest.mark.parametrize("game", [g for g in GAMES if g.info.max_players > 2],
                         ids=lambda g: g.info.key)
def test_the_last_seat_standing_wins_and_drop_outs_rank_in_reverse(game) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    players = game.info.max_players
    state = game.new_initial_state(players)
    for seat in range(players - 1):
        assert not state.is_terminal()
        state.apply(Resign(seat))
    outcome = state.outcome()
    assert state.is_terminal() and outcome is not None
    # The last to stay wins; the first to leave is last.
    assert outcome.ranking == tuple([players - s for s in range(players - 1)] + [1])


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.info.key)
def test_catalogue_entry_is_complete(game) -> None:  # type: ignore[no-untyped-def]
    from climbdesk.paths import rules_page

    info = game.info
    assert info.title and info.designer and info.summary
    assert 1 <= info.min_players <= info.default_players <= info.max_players <= 5
    page = rules_page(info.rules_page)
    assert page.is_file(), f"missing in-app rules page {page}"
    assert len(page.read_text(encoding="utf-8")) > 500
    for spec in info.options:
        assert spec.check(spec.default) == spec.default
        for players in range(info.min_players, info.max_players + 1):
            # Per-seat defaults must be valid together (distinct colours for unique ones).
            assert spec.check_value(spec.default_for(players), players) \
                == spec.default_for(players)
