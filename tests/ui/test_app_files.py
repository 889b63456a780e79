"""Saving, opening, autosave and resume — and refusing bad files without harming them."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from climbdesk import paths
from climbdesk.core.record import GameRecord
from climbdesk.core.text import Text
from climbdesk.ui import autosave

from .app_helpers import dialogs, humans, make_window, stairs, vs_bot, window  # noqa: F401


def _play(window, qtbot, moves: int) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    for i in range(moves):
        qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
        c.play(c.state.legal_actions()[(i * 7) % len(c.state.legal_actions())])
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)


def test_save_then_open_gives_the_same_position(window, qtbot, tmp_path: Path) -> None:
    window.start_new(stairs(), vs_bot(), {"pie": True})
    _play(window, qtbot, 3)
    saved_state = window.controller.state.to_json()
    target = tmp_path / "mine.climbdesk.json"
    assert window.save_as(target)
    assert window.save_path == target
    window.show_start()

    assert window.open_file(target)
    c = window.controller
    assert c.state.to_json() == saved_state
    assert [s.to_json() for s in c.match.seats] == [s.to_json() for s in vs_bot()]
    assert window.game_page.history.count() == len(c.history)
    assert "mine.climbdesk.json" in window.windowTitle()


def test_autosave_after_each_move_and_resume_offered_at_next_start(window, qtbot,
                                                                  dialogs) -> None:
    window.start_new(stairs(), humans(), {})
    c = window.controller
    assert not paths.autosave_path().exists()
    c.play(c.state.legal_actions()[5])
    c.play(c.state.legal_actions()[2])
    assert autosave.flush()  # written by the background writer
    record = GameRecord.load(paths.autosave_path())
    assert record.actions == [h.action for h in c.history]
    position = c.state.to_json()
    window.close()

    second = make_window(qtbot)
    assert second.start_page.resume_button.isVisibleTo(second.start_page)
    dialogs.answer = True
    assert second.offer_resume()
    assert "unfinished game of Stairs" in dialogs.questions[-1]
    # The session's first game: its page now, its match a turn later (issue 17).
    qtbot.waitUntil(lambda: second.controller is not None, timeout=20000)
    assert second.controller.state.to_json() == position
    second.game_page.detach()


def test_declining_resume_keeps_the_autosave(window, dialogs, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    window.controller.play(window.controller.state.legal_actions()[0])
    window.show_start()
    dialogs.answer = False
    assert not window.offer_resume()
    assert paths.autosave_path().exists()
    assert window.resume_autosave()
    # Back dropped the kind's looks: the board is painted ahead first, a few turns.
    qtbot.waitUntil(lambda: window.controller is not None, timeout=20000)
    assert len(window.controller.history) == 1


def test_starting_another_game_from_the_start_page_asks_before_replacing_the_kept_one(
        window, dialogs, tmp_path: Path) -> None:
    """Issue 9.3: Back to Start Screen, then a new game, silently overwrote the autosave."""
    window.start_new(stairs(), humans(), {})
    window.controller.play(window.controller.state.legal_actions()[0])
    window.show_start()
    kept = paths.autosave_path().read_text(encoding="utf-8")
    dialogs.answer = False
    assert not window._abandon_ok()
    assert "kept for Resume" in dialogs.questions[-1] and "Stairs" in dialogs.questions[-1]
    other = tmp_path / "other.climbdesk.json"
    GameRecord.new(stairs(), humans(), {}).save(other)
    assert not window.open_file(other)
    assert window.controller is None
    assert paths.autosave_path().read_text(encoding="utf-8") == kept
    dialogs.answer = True
    assert window.open_file(other)


def test_corrupt_file_gives_a_message_and_stays_untouched(window, dialogs,
                                                          tmp_path: Path) -> None:
    bad = tmp_path / "broken.climbdesk.json"
    bad.write_bytes(b'{"format": "climbdesk-record", "version": 1, "game": "sta')
    before = bad.read_bytes()
    assert not window.open_file(bad)
    assert dialogs.errors and "damaged" in dialogs.errors[-1]
    assert bad.read_bytes() == before
    assert window.stack.currentWidget() is window.start_page


def test_newer_version_file_is_refused_with_a_clear_message(window, dialogs,
                                                            tmp_path: Path) -> None:
    record = GameRecord.new(stairs(), humans(), {}, seed=5)
    data = record.to_json()
    data["version"] = 99
    future = tmp_path / "future.climbdesk.json"
    future.write_text(json.dumps(data))
    before = future.read_bytes()
    assert not window.open_file(future)
    assert "newer climbdesk" in dialogs.errors[-1]
    assert future.read_bytes() == before


def test_damaged_autosave_is_reported_and_kept_aside(window, dialogs) -> None:
    auto = paths.autosave_path()
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.write_text("not json at all")
    assert not window.offer_resume()
    assert dialogs.warnings and "could not be restored" in dialogs.warnings[-1]
    assert not auto.exists()
    kept = list(auto.parent.glob("autosave.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == "not json at all"


def test_solitaire_personal_best_is_kept_per_player() -> None:
    from climbdesk.core.outcome import Outcome, Termination
    from climbdesk.core.record import Seat
    from climbdesk.ui import stats

    from .stats_helpers import record_result

    ann = [Seat("Ann")]
    record_result("cantstop", ann, Outcome((1,), (12.0,), Termination.SOLITAIRE))
    record_result("cantstop", ann, Outcome((1,), (9.0,), Termination.SOLITAIRE))
    record_result("cantstop", ann, Outcome((1,), (15.0,), Termination.SOLITAIRE))
    assert stats.personal_best("cantstop", "Ann") == 9
    assert stats.personal_best("cantstop", "Bob") is None
    assert stats.load()["games"]["cantstop"]["players"]["Ann"]["played"] == 3


@pytest.mark.parametrize("content", [
    '{"version": 1, "games": {"stairs": []}}',
    '{"version": 1, "games": {"stairs": {"opponents": {"easy": {"won": "many"}}}}}',
    '[1, 2, 3]',
])
def test_odd_statistics_files_are_set_aside_not_fatal(content: str) -> None:
    from climbdesk.core.outcome import Outcome
    from climbdesk.core.record import Seat
    from climbdesk.games.stairs.engine import StairsEnding
    from climbdesk.ui import stats

    from .stats_helpers import record_result

    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    data = record_result("stairs", [Seat("Ann"), Seat("Bot", "bot", "easy")],
                         Outcome((1, 2), (), StairsEnding.HIGHEST_STACK))
    assert data["games"]["stairs"]["played"] == 1
    assert list(path.parent.glob("stats.broken-*.json")), "the odd file is kept aside"


@pytest.mark.parametrize("content", [
    '{"version": 1, "games": {"stairs": {"played": 1e308, "won": 0}}}',
    '{"version": 1, "games": {"stairs": {"played": "x", "won": 0}}}',
    '{"version": 1, "games": {"stairs": {"players": {"Ann": {"played": 1e308}}}}}',
    '{"version": 1, "games": {"stairs": {"opponents": {"easy": {"played": true}}}}}',
])
def test_odd_counts_are_set_aside_with_a_message_once(content: str) -> None:
    """Issue 17: 1e308 grew into a 309-digit number (refused on the next read) and "x"
    failed again after every game; both are set aside once, and the player is told."""
    from climbdesk.core.outcome import Outcome
    from climbdesk.core.record import Seat
    from climbdesk.games.stairs.engine import StairsEnding
    from climbdesk.ui import stats

    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    seats = [Seat("Ann"), Seat("Bot", "bot", "easy")]
    outcome = Outcome((1, 2), (), StairsEnding.HIGHEST_STACK)
    from .stats_helpers import record_result

    notes: list[Text] = []
    data = record_result("stairs", seats, outcome, notes)
    assert data["games"]["stairs"]["played"] == 1
    assert len(notes) == 1 and "stats.broken-" in str(notes[0])
    assert len(list(path.parent.glob("stats.broken-*.json"))) == 1
    again: list[Text] = []
    data = record_result("stairs", seats, outcome, again)
    assert data["games"]["stairs"]["played"] == 2 and again == []
    assert stats.load_report().problem is None


def test_resigning_solitaire_is_not_a_win() -> None:
    from climbdesk.core.outcome import Outcome, Termination
    from climbdesk.core.record import Seat

    from .stats_helpers import record_result

    data = record_result("cantstop", [Seat("Ann")], Outcome((1,), (), Termination.RESIGNED))
    assert data["games"]["cantstop"]["players"]["Ann"] == {"played": 1, "won": 0}


def test_the_open_dialog_lists_game_players_date_and_moves(qtbot, tmp_path: Path) -> None:
    """Issue 9.17: the Open dialog showed bare file names."""
    from climbdesk.core.record import Match
    from climbdesk.ui.open_dialog import OpenGameDialog

    match = Match(GameRecord.new(stairs(), humans(), {}, seed=3))
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    match.truncated_record().save(tmp_path / "a.climbdesk.json")
    (tmp_path / "broken.climbdesk.json").write_text("{", encoding="utf-8")
    dialog = OpenGameDialog(tmp_path)
    qtbot.addWidget(dialog)
    rows = {dialog.list.topLevelItem(i).text(0): dialog.list.topLevelItem(i)
            for i in range(dialog.list.topLevelItemCount())}
    good = rows["Stairs"]
    assert good.text(1) == "Player 1 – Player 2" and good.text(3) == "3" and good.text(2)
    broken = rows["broken.climbdesk.json"]
    assert "cannot be opened" in broken.text(1) and not broken.flags() & Qt.ItemFlag.ItemIsEnabled
    assert dialog.list.currentItem() is good and dialog.open_button.isEnabled()
    dialog.open_button.click()
    assert dialog.chosen == tmp_path / "a.climbdesk.json"


def test_the_player_hears_that_odd_statistics_were_set_aside(window) -> None:  # noqa: F811
    from climbdesk.ui import stats

    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "games": {"stairs": {"played": "x"}}}', encoding="utf-8")
    window.start_new(stairs(), vs_bot(), {})
    window.controller.resign(0)
    window.game_page.flush_refresh()
    assert "stats.broken-" in window.game_page.status.text()


def test_the_resume_question_counts_one_move_in_the_singular(window, dialogs) -> None:  # noqa: F811
    from climbdesk.ui import i18n

    if not i18n.qm_path("en").exists():
        pytest.skip("translations not built (run `make translations`)")
    i18n.install("en")
    window.start_new(stairs(), humans(), {})
    window.controller.play(window.controller.state.legal_actions()[0])
    assert autosave.flush()
    window.show_start()
    dialogs.answer = False
    assert not window.offer_resume()
    assert "1 move played" in dialogs.questions[-1], dialogs.questions[-1]
