"""Issue 17: a shown position's legal actions are worked out once.

The board (its index of what may be picked), the status line, the forced-move check,
the step buttons and the Move menu's commands all asked the state for its legal actions,
up to seven times per position.  They now share the controller's one computation
(``GameController.legal_actions``).  Counted with a spy, not timed.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable

import pytest

from climbdesk.core.actions import Action
from climbdesk.core.registry import all_games
from climbdesk.core.state import State

from .app_helpers import dialogs, humans, window  # noqa: F401


def _asked_by_the_window() -> bool:
    """Whether the window asked (the board, the page, the controller), not the start
    page's thumbnails (random games of their own) nor the engine itself (its legality
    check of a move, a prompt that counts the choices)."""
    frame = sys._getframe(2)
    if "/climbdesk/ui/" not in frame.f_code.co_filename.replace("\\", "/"):
        return False
    while frame is not None:
        if frame.f_code.co_filename.endswith("thumbnails.py"):
            return False
        frame = frame.f_back  # type: ignore[assignment]  # None ends the walk
    return True


def _spy(monkeypatch: pytest.MonkeyPatch, state_type: type[State]) -> list[int]:
    """Count the window's ``legal_actions`` calls on states of ``state_type``."""
    calls = [0]
    original: Callable[[State], list[Action]] = state_type.legal_actions

    def counting(self: State) -> list[Action]:
        if threading.current_thread() is threading.main_thread() and _asked_by_the_window():
            calls[0] += 1
        return original(self)

    monkeypatch.setattr(state_type, "legal_actions", counting)
    return calls


@pytest.mark.parametrize("key", [g.info.key for g in all_games()])
def test_a_shown_position_works_out_its_legal_actions_once(key, window, qtbot,
                                                            monkeypatch) -> None:
    game = next(g for g in all_games() if g.info.key == key)
    players = max(2, game.info.min_players)
    window.start_new(game, humans(players), {})
    c = window.controller
    calls = _spy(monkeypatch, type(c.state))
    rng = random.Random(5)
    for move in range(4):
        if c.state.is_terminal() or not c.is_human_turn():
            break
        legal = list(c.state.legal_actions())  # the test's own pick, not counted below
        before = len(c.history)
        calls[0] = 0
        assert c.play(rng.choice(legal))
        qtbot.wait(1)  # forced moves and the settled refresh run now
        decisions = sum(1 for e in c.history[before:] if e.actor >= 0)
        # Each position a decision leads to is worked out once (it was up to seven
        # times: the board's index, the status line, the forced-move check, the step
        # buttons and the Move menu's commands each asked).
        assert 1 <= calls[0] <= decisions, f"{key}, move {move}: {calls[0]} calls"
