"""Issue 17's small leftovers (tidy16): the page tells the board who plays at the device,
and a tooltip that names a seat reads as written."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from climbdesk.core.record import Seat
from climbdesk.core.text import SeatName, Text
from climbdesk.ui.controller import GameController
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, stairs, vs_bot, window  # noqa: F401


def test_the_page_tells_the_board_who_plays_at_the_device(window: MainWindow) -> None:
    """The board does not know the seats; the page gives it the people's (a board makes
    nothing ahead for a step a bot takes: the Climbers reaction, test_climbers_react_ahead)."""
    window.start_new(stairs(), vs_bot(), {})
    scene = window.game_page.scene
    assert scene.seats_at_device == {0}
    assert scene.at_device(0) and not scene.at_device(1)
    window.start_new(stairs(), [Seat("Ann"), Seat("Ben")], {})
    assert window.game_page.scene.seats_at_device == {0, 1}


def _as_shown(tip: str) -> str:
    """A tooltip's text as QToolTip draws it (rich text when it looks like markup)."""
    shown = QTextDocument()
    shown.setHtml(tip)
    return shown.toPlainText()


def test_undo_s_reason_naming_a_seat_reads_as_written(window: MainWindow,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Undo's reason names a seat ("… that {who} has already seen"): in the Undo button's
    and the Undo action's tooltips a name like "<b>Ann</b>" is text, not bold."""
    name = "<b>Ann</b>"
    window.start_new(stairs(), [Seat(name), Seat("Ben")], {})
    reason = Text("Undo would take back hidden information that {who} has already seen",
                  who=SeatName(0))
    monkeypatch.setattr(GameController, "undo_blocked", lambda self: reason)
    page = window.game_page
    c = window.controller
    assert c is not None
    c.play(c.state.legal_actions()[0])
    page.flush_refresh()
    window.update_actions()
    expected = f"Undo would take back hidden information that {name} has already seen"
    assert _as_shown(page.undo_button.toolTip()) == expected
    assert _as_shown(window.actions_.undo.toolTip()) == expected
