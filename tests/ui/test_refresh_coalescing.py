"""Issue 8: one page refresh per move, and command buttons rebuilt only when they change.

A move makes the controller emit several signals (the position, a bot starting or
stopping, perhaps the end); the page used to refresh on each, and it rebuilt the
Move menu's commands on every repaint of the board scene.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from collections.abc import Callable

import pytest

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.games.cantstop import Roll
from climbdesk.ui.game_page import GamePage

from .app_helpers import dialogs, humans, stairs, vs_bot, window  # noqa: F401


def _count(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    """Count calls of ``GamePage.<name>`` (patched before the page connects it)."""
    calls = [0]
    original: Callable[..., None] = getattr(GamePage, name)

    def counting(self: GamePage, *args: object, **kwargs: object) -> None:
        calls[0] += 1
        original(self, *args, **kwargs)

    monkeypatch.setattr(GamePage, name, counting)
    return calls


def test_a_move_refreshes_the_page_once(window, qtbot, monkeypatch) -> None:
    refreshes = _count(monkeypatch, "refresh")
    window.start_new(stairs(), humans(), {})
    c, page = window.controller, window.game_page
    for i in range(6):
        refreshes[0] = 0
        legal = c.state.legal_actions()
        assert c.play(legal[(i * 7) % len(legal)])
        assert refreshes[0] == 0 and page.refresh_pending  # after the board's paint
        qtbot.waitUntil(lambda: not page.refresh_pending, timeout=20000)
        assert refreshes[0] == 1, f"move {i}: {refreshes[0]} refreshes"
        qtbot.wait(1)  # a turn of the event loop adds none
        assert refreshes[0] == 1
    refreshes[0] = 0
    assert c.undo()
    assert page.flush_refresh() and refreshes[0] == 1
    assert not page.flush_refresh() and refreshes[0] == 1  # nothing waits any more


def test_a_move_against_a_bot_refreshes_once_per_burst(window, qtbot, monkeypatch) -> None:
    """The human's move and the bot starting to think are one burst; its answer another
    (the two refreshes are one when the answer lands before the first has run)."""
    refreshes = _count(monkeypatch, "refresh")
    window.start_new(stairs(), vs_bot("easy"), {})
    c, page = window.controller, window.game_page
    refreshes[0] = 0
    assert c.play(c.state.legal_actions()[0])
    assert c.thinking and refreshes[0] == 0
    qtbot.waitUntil(lambda: c.is_human_turn() and not c.thinking and not page.refresh_pending,
                    timeout=20000)
    assert 1 <= refreshes[0] <= 2


def test_command_buttons_follow_the_commands_not_the_repaints(window, qtbot,
                                                               monkeypatch) -> None:
    rebuilds = _count(monkeypatch, "_rebuild_command_buttons")
    seats = [Seat("Ann"), Seat("Ben")]
    window.start_match(Match(GameRecord.new(get_game("cantstop"), seats, seed=5)))
    page = window.game_page
    scene = page.scene
    assert scene is not None
    labels = [a.text() for a in page.command_buttons]
    assert labels  # Roll (and Stop when allowed) are offered as commands
    rebuilds[0] = 0
    for _ in range(5):  # repaints alone: nothing to rebuild
        scene.update()
        scene.redraw()
        qtbot.wait(5)
    assert rebuilds[0] == 0
    c = window.controller
    before = [a.text() for a in page.command_buttons]
    assert c.play(Roll())
    assert rebuilds[0] == 0  # the move itself leaves the menu to the refresh
    assert page.flush_refresh()
    assert rebuilds[0] == 1  # the board's new offer and the page's refresh, as one
    assert [a.text() for a in page.command_buttons] != before  # the sums replaced Roll
