"""Resigning in a game of three or more: the seat drops out and the others play on."""

from __future__ import annotations

import pytest

from climbdesk.core.record import Seat
from climbdesk.core.registry import get_game
from climbdesk.ui.main_window import MainWindow

from .app_helpers import Dialogs, dialogs, window  # noqa: F401

_ = dialogs


def test_a_human_who_resigns_leaves_and_the_bots_finish_the_game(
        window: MainWindow, qtbot, dialogs: Dialogs) -> None:  # noqa: F811
    seats = [Seat("Ann"), Seat("Robo", "bot", "easy"), Seat("Iris", "bot", "easy")]
    window.start_new(get_game("cantstop"), seats, {})
    c = window.controller
    assert c is not None and c.is_human_turn()
    window.resign()
    assert dialogs.questions, "resigning asks first"
    assert not c.match.state.is_active(0)
    window.game_page.flush_refresh()
    assert "out of the game" in window.game_page.players.rows[0].turn.text()
    qtbot.waitUntil(lambda: c.state.is_terminal(), timeout=60000)
    outcome = c.state.outcome()
    assert outcome is not None and outcome.ranking[0] == 3 and 0 not in outcome.winners
    assert all(e.actor != 0 for e in c.history[1:] if e.actor >= 0)


def test_the_menu_resigns_the_seat_deciding_not_the_turns_owner(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    """In Climbers another seat reacts during a turn: resigning must hit the reactor."""
    window.start_new(get_game("summit"), [Seat("Ann"), Seat("Ben"), Seat("Cy")], {})
    c = window.controller
    assert c is not None
    state = c.state
    monkeypatch.setattr(type(state), "turn_owner", lambda self: 2)
    assert state.current_player() == 0 and c.resigning_seat() == 0


def test_a_resignation_reads_with_the_players_name_everywhere(window: MainWindow) -> None:  # noqa: F811,E501
    """Issue 9.6: no raw ``resign:0`` in the history, no vague "the other side"."""
    window.start_new(get_game("stairs"), [Seat("Ann"), Seat("Ben")], {})
    c = window.controller
    assert c is not None
    c.resign(0)
    page = window.game_page
    page.flush_refresh()
    lines = [page.history.item(i).text() for i in range(page.history.count())]
    assert lines[-1].endswith("Ann resigns") and "resign:" not in " ".join(lines)
    status = page.status_text()
    assert "Ann resigned." in status and "other side" not in status
    assert "Ann resigned." in window.game_page.banner.reason.text()
