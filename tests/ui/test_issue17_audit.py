"""Issue 17, checked item by item (docs/issue17-audit.md): tests for fixes whose own
test did not fail when the fix was taken out.

Each test here was seen to fail with its fix broken (the audit table says how).
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction

from climbdesk.core.registry import get_game
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, humans, window  # noqa: F401
from .cardboard import secret_sum  # noqa: F401
from .test_handover_secrets import at_second_handover


def _deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_board_commands_do_not_pile_up_actions_as_their_number_changes(
        window: MainWindow) -> None:
    """The leak of issue 17 (one QAction per rebuild), with the panels brought up to
    date after each move as the window does after its paint: the offer's size changes
    (Roll and Stop, then the pairings), the page's QActions stay those on offer."""
    window.start_new(get_game("cantstop"), humans(), {})
    page, c = window.game_page, window.controller
    assert c is not None
    offered: list[int] = []
    extra: list[int] = []
    for move in range(60):
        if c.state.is_terminal():
            break
        legal = c.state.legal_actions()
        c.play(legal[move % len(legal)])
        page.flush_refresh()
        _deferred_deletes()
        offered.append(len(page.command_buttons))
        extra.append(len(page.findChildren(QAction)) - offered[-1])
    assert len(set(offered)) > 1, offered  # the offer grew and shrank
    assert len(set(extra)) == 1, extra


def test_the_next_seats_step_buttons_are_not_offered_on_the_hand_over_screen(
        window: MainWindow, secret_sum) -> None:
    """Not only inert: the hand-over screen shows no button of the next seat's step."""
    at_second_handover(window)
    page = window.game_page
    page.flush_refresh()
    assert window.controller is not None and window.controller.extra_actions()  # Roll is legal
    assert page.extra_buttons == []
    page.handover.button.click()
    page.flush_refresh()
    assert [b.text() for b in page.extra_buttons] == ["Player 2 rolls"]
