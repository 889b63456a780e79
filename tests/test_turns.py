"""Turns, not events: every game numbers its history by turns (issue 9.9).

A Can't Stop turn is many events (roll, dice, take, roll, …, stop or bust);
the move list, the resume prompt and the Open dialog all count turns, and
what a turn is comes from the games (``State.turn_owner`` and
``State.starts_turn``), not from a widget.
"""

from __future__ import annotations

import random

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.core.state import State
from climbdesk.games.cantstop import Stop


def _play(match: Match, rng: random.Random, decisions: int) -> None:
    for _ in range(decisions):
        if match.state.is_terminal():
            return
        match.resolve_chance()
        if match.state.is_terminal():
            return
        acts = match.state.legal_actions()
        action = Stop() if Stop() in acts and rng.random() < 0.35 else rng.choice(acts)
        match.apply(action)
        match.resolve_chance()


def _turn_starts(state: State, actions: list) -> int:  # type: ignore[type-arg]
    """Count turns by hand: Can't Stop turns end with a stop or a bust."""
    turns = 0
    s = state.clone()
    for action in actions:
        if s.current_player() >= 0 and s.starts_turn():  # type: ignore[attr-defined]
            turns += 1
        s.apply(action)
    return turns


def test_cantstop_history_is_numbered_by_turns() -> None:
    record = GameRecord.new(get_game("cantstop"), [Seat("Ann"), Seat("Bob")], seed=3)
    match = Match(record)
    _play(match, random.Random(3), 60)
    history = match.history
    turns = [e.turn for e in history]
    assert turns[0] == 1 and turns == sorted(turns)
    assert len(history) > 2 * match.turns_played()  # many events per turn
    # A new turn exactly when the turn owner changes (two players, no drop-outs).
    for before, after in zip(history, history[1:], strict=False):
        assert (after.turn == before.turn + 1) == (after.owner != before.owner)
        assert after.turn - before.turn in (0, 1)
    assert match.turns_played() == turns[-1]
    assert match.turns_played() == _turn_starts(record.initial_state(),
                                                record.actions[: match.cursor])


def test_solitaire_counts_turns_though_the_owner_never_changes() -> None:
    record = GameRecord.new(get_game("cantstop"), [Seat("Ann")], seed=5)
    match = Match(record)
    _play(match, random.Random(5), 80)
    assert {e.owner for e in match.history} == {0}
    assert match.turns_played() == match.state.turns[0]  # type: ignore[attr-defined]
    assert match.turns_played() > 3


def test_turns_survive_undo_and_reloading() -> None:
    record = GameRecord.new(get_game("cantstop"), [Seat("Ann"), Seat("Bob")], seed=8)
    match = Match(record)
    _play(match, random.Random(8), 40)
    shown = [(e.index, e.turn, e.owner) for e in match.history]
    again = Match(GameRecord.from_json(match.truncated_record().to_json()))
    assert [(e.index, e.turn, e.owner) for e in again.history] == shown
    assert match.undo(humans_only=False)
    assert [(e.index, e.turn) for e in match.history] == [(i, t) for i, t, _ in
                                                          shown[: len(match.history)]]


def test_stairs_turns_are_its_moves() -> None:
    record = GameRecord.new(get_game("stairs"), [Seat("Ann"), Seat("Bob")], seed=1)
    match = Match(record)
    rng = random.Random(1)
    for _ in range(12):
        match.apply(rng.choice(match.state.legal_actions()))
    assert [e.turn for e in match.history] == list(range(1, 13))
    assert match.turns_played() == 12


def test_steps_name_the_turn_owner_once() -> None:
    """Can't Stop says what each event did without repeating who (the row names them)."""
    record = GameRecord.new(get_game("cantstop"), [Seat("Ann"), Seat("Bob")], seed=3)
    match = Match(record)
    _play(match, random.Random(3), 12)
    steps = [e.step_for(0) for e in match.history]
    assert all(s is not None and "Player" not in s for s in steps)
    assert any(s.startswith("rolls ") for s in steps if s)
