"""The wall's own leak checks on top of tests/test_hidden.py: saves written mid-game,
the undo barrier around draws, history lines and views per reader."""

from __future__ import annotations

import json
import random

import pytest

from climbdesk.core import GameRecord, Match
from climbdesk.core.record import Seat
from climbdesk.core.state import NOBODY
from climbdesk.games.wall.actions import Deal, Draw, Mulligan, Rest
from climbdesk.games.wall.engine import GAME, HIDDEN, WallState


def play(seed: int, seats: list[Seat], plies: int) -> Match:
    match = Match(GameRecord.new(GAME, seats, seed=seed))
    rng = random.Random(seed)
    while not match.state.is_terminal() and len(match.history) < plies:
        match.resolve_chance()
        if match.state.is_terminal():
            break
        actions = match.state.legal_actions()
        match.apply(rng.choice([a for a in actions if isinstance(a, Rest)] or actions))
    return match


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_seat_reads_the_other_hand_in_views_or_history(seed: int) -> None:
    match = play(seed, [Seat("Ann"), Seat("Ben")], plies=30 + seed)
    truth = match.state
    assert isinstance(truth, WallState)
    for a in (0, 1):
        b = 1 - a
        view = truth.view(a)
        assert view.hands[b] == [HIDDEN] * len(truth.hands[b]) and view.hands[a] == truth.hands[a]
        assert set(view.pile) <= {HIDDEN}
        for entry in match.history:
            seen = entry.action_for(a)
            if isinstance(seen, Deal):
                assert seen.hands[b] == (HIDDEN,) * len(seen.hands[b])
            if isinstance(seen, Mulligan) and seen.seat == b:
                assert set(seen.back) | set(seen.drawn) <= {HIDDEN}
    nobody = truth.view(NOBODY)
    assert all(set(h) <= {HIDDEN} for h in nobody.hands)


def test_a_draw_is_masked_for_everyone_but_the_drawer_and_named_to_nobody() -> None:
    match = play(4, [Seat("Ann"), Seat("Ben")], plies=60)
    draws = [(i, e) for i, e in enumerate(match.history) if isinstance(e.action, Draw)]
    assert draws
    for i, entry in draws:
        drawer = match.state_at(i).turn_owner()
        other = 1 - drawer
        assert entry.action_for(other) == Draw((HIDDEN,) * len(entry.action.panels))  # type: ignore[attr-defined]
        assert entry.action_for(drawer) == entry.action
        for viewer in (0, 1, NOBODY):
            assert "draws" in entry.text_for(viewer)


def test_a_save_written_mid_game_shows_no_hand_and_no_pile() -> None:
    match = play(918273645, [Seat("Ann"), Seat("Ben")], plies=25)
    text = json.dumps(match.truncated_record().to_json())
    data = json.loads(text)
    assert "seed" not in data and str(match.record.seed) not in text
    kinds = [a.get("k") for a in data["actions"]]
    assert "deal" not in kinds and "draw" not in kinds and "sealed" in kinds
    assert Match(GameRecord.from_json(data)).state == match.state


def test_undo_stops_before_a_draw_a_human_saw_against_a_bot() -> None:
    match = Match(GameRecord.new(GAME, [Seat("Ann"), Seat("Bot", "bot", "easy")], seed=5))
    match.resolve_chance()  # the deal: Ann has seen her hand
    assert not match.can_undo()
    humans_alone = Match(GameRecord.new(GAME, [Seat("Ann"), Seat("Ben")], seed=5))
    humans_alone.resolve_chance()
    humans_alone.apply(humans_alone.state.legal_actions()[0])
    assert humans_alone.undo()


@pytest.mark.parametrize(("players", "options"), [(3, {"contest": True}), (4, {"tough": True})])
def test_determinizations_agree_with_views_for_more_players(players: int,
                                                           options: dict[str, object]) -> None:
    rng = random.Random(players)
    state = GAME.new_initial_state(players, options)
    checked = 0
    while not state.is_terminal() and checked < 25:
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
            continue
        for viewer in [*range(players), NOBODY]:
            view = state.view(viewer)
            det = view.sample_determinization(rng)
            assert det.view(viewer) == view
            everything = [p for h in det.hands for p in h] + det.pile + det.discards \
                + list(det.wall.placed_ids())
            assert sorted(everything) == list(range(88))  # every panel exactly once
            if viewer == state.current_player():
                assert det.legal_actions() == state.legal_actions()
        checked += 1
        actions = state.legal_actions()
        state.apply(rng.choice([a for a in actions if isinstance(a, Rest)] or actions))
