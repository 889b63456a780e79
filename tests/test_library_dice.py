"""The dice check: fair engine dice pass, loaded dice fail, tiny samples say nothing."""

from __future__ import annotations

import random
from pathlib import Path

from climbdesk.core.game import ChanceMode
from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import all_games
from climbdesk.library import Library
from climbdesk.library.dice import check, chi_square_survival
from tests.library_helpers import entry


def dice_game() -> str:
    """A registered game with listed dice odds (the check names none itself)."""
    return next(g.info.key for g in all_games() if g.info.chance is ChanceMode.EXPLICIT
                and g.info.min_players <= 2 <= g.info.max_players)


def _game(key: str, seed: int, loaded: bool) -> Match:
    from climbdesk.core.registry import get_game

    record = GameRecord.new(get_game(key), [Seat("Ann"), Seat("Cy")], seed=seed)
    record.created = f"2026-02-01T00:{seed // 60 % 60:02d}:{seed % 60:02d}+00:00"
    match = Match(record)
    rng = random.Random(seed)
    while not match.state.is_terminal() and len(match.record.actions) < 600:
        state = match.state
        if state.is_chance_node():
            if loaded:  # always the likeliest roll: dice no table would accept
                match.apply(max(state.chance_outcomes(), key=lambda o: o[1])[0])
            else:
                match.resolve_chance()
        else:
            match.apply(rng.choice(state.legal_actions()))
    return match


def test_fair_dice_pass_and_loaded_dice_fail(tmp_path: Path) -> None:
    key = dice_game()
    with Library(tmp_path / "fair.sqlite") as lib:
        for seed in range(12):
            lib.put(entry(_game(key, seed, loaded=False)))
        fair = check(lib, key)
    assert fair.games == 12 and fair.enough and fair.fair, fair
    with Library(tmp_path / "loaded.sqlite") as lib:
        for seed in range(12):
            lib.put(entry(_game(key, seed, loaded=True)))
        loaded = check(lib, key)
    assert loaded.enough and not loaded.fair and loaded.p_value < 1e-6, loaded


def test_too_few_rolls_say_nothing(tmp_path: Path) -> None:
    key = dice_game()
    with Library(tmp_path / "few.sqlite") as lib:
        lib.put(entry(_game(key, 1, loaded=False)))
        few = check(lib, key, limit=1)
        none = check(lib, "no-such-game")
    assert few.games == 1 and few.rolls < 100 and not few.enough
    assert none.games == 0 and not none.enough and none.p_value == 1.0


def test_the_chi_square_tail_matches_tables() -> None:
    assert abs(chi_square_survival(3.841, 1) - 0.05) < 1e-3
    assert abs(chi_square_survival(18.307, 10) - 0.05) < 1e-3
    assert abs(chi_square_survival(124.342, 100) - 0.05) < 1e-3
    assert chi_square_survival(0.0, 4) == 1.0
