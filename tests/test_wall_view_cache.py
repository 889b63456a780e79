"""Issue 17 ("Smooth"): a view of a wall position carries over the position's climbing
searches (the Spend list and its paths), which read only what every seat sees; so a
shown roll searches once, not once for the engine and again for the board.  The lists a
view gives are the ones a search from scratch gives, for every viewer."""

from __future__ import annotations

import random

import pytest

from climbdesk.core.state import NOBODY
from climbdesk.games.wall import move
from climbdesk.games.wall.actions import Roll
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.games.wall.phases import WallPhase


def _spend_positions(seed: int, count: int) -> list[WallState]:
    """Positions right after a roll of more than two dice (the engine searched to decide
    a fall), from random games."""
    rng = random.Random(seed)
    out: list[WallState] = []
    while len(out) < count:
        state = GAME.new_initial_state(2)
        while not state.is_terminal() and len(out) < count:
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                if state.phase is WallPhase.SPEND and len(state.dice) > 2 \
                        and not state.is_terminal():
                    out.append(state)
                    state = state.clone()
                continue
            acts = state.legal_actions()
            rolls = [a for a in acts if isinstance(a, Roll) and a.dice > 2]
            state.apply(rng.choice(rolls) if rolls and rng.random() < 0.7 else rng.choice(acts))
    return out


def test_a_view_lists_what_a_fresh_search_lists_without_searching_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    searches = [0]
    find = move.find_paths

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        searches[0] += 1
        return find(*args, **kwargs)

    monkeypatch.setattr(move, "find_paths", counted)
    positions = _spend_positions(7, 12)
    assert len(positions) == 12
    for state in positions:
        assert "spend" in state.cache  # the engine's own search, made while applying
        for viewer in (state.seat, 1 - state.seat, NOBODY):
            before = searches[0]
            view = state.view(viewer)
            shown = view.legal_actions()
            assert searches[0] == before  # carried over, not searched again
            fresh = state.view(viewer)
            fresh.touch()  # as if nothing were known: searched from scratch
            assert shown == fresh.legal_actions()
            assert searches[0] > before


def test_a_clone_searches_afresh() -> None:
    """Only views carry the searches: a clone may be edited by hand (bots, tests)."""
    state = _spend_positions(3, 1)[0]
    assert "spend" in state.cache
    assert state.clone().cache == {}
