"""Finished and unfinished records for the library tests, made quickly."""

from __future__ import annotations

import random

from climbdesk.core.outcome import Outcome
from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.library.entries import Entry, entry_for

ANN_VS_EASY = [Seat("Ann"), Seat("Bot", "bot", "easy")]


def played(game: str = "stairs", seats: list[Seat] | None = None, seed: int = 1,
           moves: int | None = None) -> Match:
    """A random game of ``game`` (to its end, or ``moves`` actions)."""
    record = GameRecord.new(get_game(game), seats or ANN_VS_EASY, seed=seed)
    record.created = f"2026-01-01T00:00:{seed % 60:02d}+00:00"
    match = Match(record)
    rng = random.Random(seed)
    while not match.state.is_terminal() and (moves is None or len(match.record.actions) < moves):
        if match.state.is_chance_node():
            match.resolve_chance()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def entry(match: Match, ended: str = "2026-01-02T10:00:00+00:00",
          save_path: str | None = None) -> Entry:
    outcome = match.state.outcome() if match.state.is_terminal() else None
    return entry_for(match.truncated_record(), outcome, match.turns_played(), ended=ended,
                     save_path=save_path)


def with_outcome(outcome: Outcome, seats: list[Seat], game: str = "stairs",
                 seed: int = 7, ended: str = "2026-01-02T10:00:00+00:00") -> Entry:
    """An entry with a given outcome (the record itself has no moves)."""
    record = GameRecord.new(get_game(game), seats, seed=seed)
    record.created = "2026-01-01T00:00:00+00:00"  # the same game whenever it is made
    return entry_for(record, outcome, 10, ended=ended)
