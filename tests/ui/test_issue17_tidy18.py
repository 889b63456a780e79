"""Issue 17, the last small defects of the acceptance check (branch accept18,
``docs/issue17-acceptance.md``): each test failed before its fix (branch tidy18)."""

from __future__ import annotations

from climbdesk.core.record import Seat

from .app_helpers import dialogs, stairs, window  # noqa: F401


# ----- 5. the last notice does not stay above "Game over" ------------------------------------------
def test_the_last_notice_goes_when_the_game_ends_and_undo_brings_no_stale_one(window) -> None:
    window.start_new(stairs(), [Seat("Ann"), Seat("Dan")], {})
    page, c = window.game_page, window.controller
    page._on_notice("Dan stays.")  # what a forced last move says, just before it is applied
    c.resign(0)
    page.flush_refresh()
    assert c.state.is_terminal()
    status = page.status_text()
    assert "Game over." in status
    assert "Dan stays." not in status
    assert c.undo()
    page.flush_refresh()
    assert not c.state.is_terminal()
    assert "Dan stays." not in page.status_text()
