"""Issue 17: the other ways into a game do their set-up work off the GUI thread too.

The resume offered at launch, File ▸ Open (a game played on, or a finished one
reviewed) and the question before a new game replaces the autosave each read a
Climbers save; reading one replays it, which built its mountain on the GUI thread.
Now the work is done in the bot process first and the save read once it is kept.
Counted, never timed: mountains built in this (the GUI) process.
"""

# ruff: noqa: F811  (pytest fixtures are imported from the helpers and used as parameters)

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog

from climbdesk import paths
from climbdesk.core.record import GameRecord, Match
from climbdesk.core.registry import get_game

from .app_helpers import dialogs, humans, window  # noqa: F401
from .review_helpers import played
from .start_helpers import built_here, turns_until  # noqa: F401


def _climbers_save(path: Path, seed: int = 8080, moves: int = 4) -> Match:
    match = Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=seed))
    match.resolve_chance()
    for _ in range(moves):
        match.apply(match.state.legal_actions()[0])
        match.resolve_chance()
    match.truncated_record().save(path)
    return match


def test_the_resume_offered_at_launch_asks_once_the_mountain_is_built_elsewhere(
        window, qtbot, dialogs, built_here: list[int]) -> None:
    match = _climbers_save(paths.autosave_path())
    built_here.clear()
    assert not window.offer_resume()  # not yet: the mountain is being built
    assert dialogs.questions == [] and window.starts_ahead.busy
    turns_until(lambda: bool(dialogs.questions))
    assert "unfinished game of Climbers" in dialogs.questions[-1]
    assert f"{match.turns_played()} move" in dialogs.questions[-1]
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    c = window.controller
    assert c.match.cursor == match.cursor
    assert c.state.board.encode() == match.state.board.encode()
    assert built_here == []  # asked, replayed and started on the kept mountain


def test_the_resume_offer_is_dropped_when_the_player_went_on_meanwhile(
        window, qtbot, dialogs, built_here: list[int]) -> None:
    _climbers_save(paths.autosave_path())
    assert not window.offer_resume()
    other = QDialog(window)  # New Game's dialog, say, opened before the answer came
    other.setModal(True)
    other.show()
    try:
        qtbot.waitUntil(lambda: not window.starts_ahead.busy, timeout=30000)
        qtbot.wait(50)
        assert dialogs.questions == [] and window.controller is None
    finally:
        other.close()
    assert paths.autosave_path().exists()  # still there for Resume on the start page


def test_opening_a_climbers_save_builds_its_mountain_elsewhere(
        window, qtbot, dialogs, built_here: list[int], tmp_path: Path) -> None:
    path = tmp_path / "mine.climbdesk.json"
    match = _climbers_save(path, seed=4242)
    built_here.clear()
    assert window.open_file(path)
    assert window.controller is None and window.starts_ahead.busy
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    c = window.controller
    assert c.state.to_json() == match.state.to_json() and window.save_path == path
    assert built_here == []


def test_a_finished_climbers_save_opens_in_review_with_its_mountain_built_elsewhere(
        window, qtbot, built_here: list[int], tmp_path: Path) -> None:
    record = played(get_game("climbers"), seed=3)
    path = tmp_path / "done.climbdesk.json"
    record.save(path)
    built_here.clear()
    assert window.open_file(path)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.reviews.page,
                    timeout=30000)
    assert window.reviews.page.length == len(record.actions)
    assert built_here == []


def test_the_question_before_replacing_the_autosave_builds_nothing(
        window, dialogs, built_here: list[int]) -> None:
    _climbers_save(paths.autosave_path())
    built_here.clear()
    dialogs.answer = False
    assert not window._abandon_ok()
    assert "Climbers" in dialogs.questions[-1] and built_here == []


def test_the_launch_offer_asks_nothing_while_a_game_is_being_set_up(
        window, qtbot, dialogs) -> None:
    """review15: Resume clicked before the launch's offer came; the offer cancelled that
    start and left "Setting up the game…" with nothing to start."""
    match = _climbers_save(paths.autosave_path())
    assert window.resume_autosave() and window.starts_ahead.busy
    assert not window.offer_resume()
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    assert dialogs.questions == []
    assert window.controller.match.cursor == match.cursor


def test_the_launch_offer_is_not_asked_over_a_game_started_meanwhile(
        window, qtbot, dialogs) -> None:
    """review15: its yes replaced the game the player had started, unasked."""
    saved = Match(GameRecord.new(get_game("stairs"), humans(), {}, seed=3))
    saved.resolve_chance()
    saved.apply(saved.state.legal_actions()[0])
    saved.resolve_chance()
    saved.truncated_record().save(paths.autosave_path())
    assert window.start_match(Match(GameRecord.new(get_game("cantstop"), humans(), {}, seed=5)))
    dialogs.answer = True
    assert not window.offer_resume()
    qtbot.wait(50)
    assert dialogs.questions == []
    assert window.controller.match.record.game == "cantstop"


def test_open_during_a_set_up_goes_back_to_the_start_page_first(
        window, qtbot, dialogs, tmp_path: Path) -> None:
    """review15: Open while "Setting up the game…" showed cancelled that start and left its
    page up; a file that then failed (or a declined replacement) stranded the player."""
    from climbdesk.ui.game_start import setup_work_in_file

    _climbers_save(paths.autosave_path())
    other = tmp_path / "other.climbdesk"
    _climbers_save(other, seed=77)
    ahead = setup_work_in_file(other)
    assert ahead is not None
    assert window.resume_autosave() and window.starts_ahead.pending_shows_page
    window.starts_ahead.when_ready(*ahead, lambda: None)  # as File ▸ Open does
    assert window.stack.currentWidget() is window.start_page
    assert window.starts_ahead.busy and not window.starts_ahead.pending_shows_page


def test_the_librarys_open_builds_the_mountain_elsewhere(
        window, qtbot, built_here: list[int], monkeypatch) -> None:
    """The Library's Open replayed a Climbers record twice on the GUI thread (the
    dialog's read and the match); it now has the set-up work done first, as Open does."""
    from climbdesk.ui import stats
    from climbdesk.ui.library_dialog import LibraryDialog
    from tests.library_helpers import entry

    match = Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=5151))
    match.resolve_chance()
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
        match.resolve_chance()
    stats.keeper().keep(entry(match))
    built_here.clear()

    def run(self: LibraryDialog) -> int:
        self.open_selected()
        return int(self.result())

    monkeypatch.setattr(LibraryDialog, "exec", run)
    assert window.open_library()
    assert window.controller is None and window.starts_ahead.busy
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    assert window.controller.state.to_json() == match.state.to_json()
    assert built_here == []
