"""Issue 17, the last small defects of the acceptance check (branch accept18,
``docs/issue17-acceptance.md``): each test failed before its fix (branch tidy18)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.ui import i18n
from climbdesk.ui.boards.climbers.panel import ClimbersPanel
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.settings import Settings

from .app_helpers import dialogs, stairs, window  # noqa: F401


def _climbers(window: MainWindow, qtbot: QtBot,
              names: tuple[str, ...] = ("Ann", "Ben", "Cleo")) -> None:
    """A Climbers game started as New Game starts one (its set-up done ahead)."""
    window.start_new(get_game("climbers"), [Seat(n) for n in names], {"mountain": 7953})
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.game_page.scene is not None, timeout=20000)
    for _ in range(3):  # the panel syncs after the board's first paint
        window.game_page.flush_refresh()
        qtbot.wait(60)


def _needs_translations() -> None:
    if not i18n.qm_path("de").exists():
        pytest.skip("translations not built (run `make translations`)")


# ----- 1. the height slice box follows a language change -------------------------------------------
def test_the_slice_box_shows_its_whole_text_after_each_language_change(window, qtbot: QtBot
                                                                       ) -> None:
    """„Alle“ lost its A and すべて showed as べて: the box kept the width of the first
    language's text (a spin box caches its size hint, and nothing told the layout)."""
    _needs_translations()
    _climbers(window, qtbot)
    panel = window.game_page.game_panel
    assert isinstance(panel, ClimbersPanel)
    spin = panel.slice.spin
    assert spin.value() == spin.minimum()  # the special value ("All") is shown
    seen: list[tuple[object, ...]] = []
    try:
        for language, text in (("de", "Alle"), ("ja", "すべて"), ("en", "All"), ("ja", "すべて"),
                               ("de", "Alle")):
            Settings().set("language", language)
            qtbot.waitUntil(lambda t=text: spin.specialValueText() == t, timeout=3000)
            qtbot.wait(20)  # the layout's pass
            edit = spin.lineEdit()
            need = edit.fontMetrics().horizontalAdvance(spin.specialValueText())
            room = edit.contentsRect().width() - 4  # QLineEdit's text margin, 2 px a side
            seen.append((language, need, room, spin.width(), spin.sizeHint().width()))
            assert room >= need, seen
            assert spin.width() >= spin.sizeHint().width(), seen
    finally:
        Settings().set("language", "en")


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
