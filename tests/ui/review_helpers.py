"""Finished and unfinished records of every registered game, for the review tests."""

from __future__ import annotations

import random

from climbdesk.core.game import Game
from climbdesk.core.record import GameRecord, Match, Seat


def played(game: Game, seed: int = 7, *, upto: int | None = None,
           seats: list[Seat] | None = None) -> GameRecord:
    """A record of ``game`` between random players: to the end, or ``upto`` actions."""
    lo = game.info.min_players
    players = max(lo, min(2, game.info.max_players))
    seats = seats or [Seat(f"P{i + 1}") for i in range(players)]
    match = Match(GameRecord.new(game, seats, seed=seed))
    rng = random.Random(seed)
    while not match.state.is_terminal() and (upto is None or match.cursor < upto):
        if match.state.is_chance_node():
            match.resolve_chance()
            continue
        match.apply(rng.choice(match.state.legal_actions()))
        if match.cursor > 4000:
            raise AssertionError(f"{game.info.key}: a random game did not end")
    return match.truncated_record()
