"""Faults and bad input in the app (issue 9): write errors, damaged and odd files,
unusable folders.  Each test failed before its fix."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any

import pytest

from climbdesk import paths
from climbdesk.core.outcome import Outcome
from climbdesk.core.record import GameRecord, Seat
from climbdesk.games.stairs.engine import StairsEnding
from climbdesk.ui import stats
from climbdesk.ui.new_game import NewGameDialog
from climbdesk.ui.stats_dialog import StatisticsDialog

from .app_helpers import dialogs, humans, make_window, stairs, vs_bot, window  # noqa: F401
from .stats_helpers import record_result

ODD = "\ud800"  # a lone surrogate: valid in JSON ("\\ud800"), never writable as UTF-8


# ----- 1. a write error never escapes without a message, and the game goes on --------------------
def test_an_autosave_that_cannot_be_written_is_reported_and_the_bot_still_moves(
        window, qtbot) -> None:
    window.start_new(stairs(), [Seat(ODD), Seat("Robo", "bot", "easy")], {})
    c = window.controller
    c.play(c.state.legal_actions()[0])  # used to raise UnicodeEncodeError out of play()
    qtbot.waitUntil(lambda: "Autosave failed" in window.game_page._error, timeout=20000)
    assert "not valid Unicode" in window.game_page._error
    qtbot.waitUntil(lambda: c.is_human_turn() and len(c.history) >= 2, timeout=20000)


def test_save_as_reports_any_write_error(window, dialogs, tmp_path: Path) -> None:
    window.start_new(stairs(), [Seat(ODD), Seat("Bo")], {})
    target = tmp_path / "x.climbdesk.json"
    assert not window.save_as(target)
    assert dialogs.errors and "not valid Unicode" in dialogs.errors[-1]
    assert not target.exists()
    assert window.controller is not None


@pytest.mark.parametrize("name", ["a\x07b", "tab\there", "\u202eevil"])
def test_the_new_game_dialog_refuses_names_a_save_could_not_hold(qtbot, name: str) -> None:
    dialog = NewGameDialog(stairs())
    qtbot.addWidget(dialog)
    dialog.rows[0].name.setText(name)
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error.isVisibleTo(dialog)
    assert "name of player 1 cannot be used" in dialog.error.text()
    dialog.rows[0].name.setText("  Ann  ")
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.seats()[0].name == "Ann"


# ----- 2 and 5. whatever the autosave is, start-up goes on and it is set aside -------------------
def _autosave_aside() -> list[Path]:
    return list(paths.autosave_path().parent.glob("autosave.broken-*.json"))


@pytest.mark.parametrize("content", ["[" * 1000 + "]" * 1000, "[" * 200_000, "7" * 4300,
                                     '{"format": "climbdesk-record", "version": 0}'])
def test_a_deep_or_long_autosave_is_reported_and_set_aside(window, dialogs,
                                                           content: str) -> None:
    auto = paths.autosave_path()
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.write_text(content)
    assert not window.offer_resume()
    assert dialogs.warnings and "could not be restored" in dialogs.warnings[-1]
    assert not auto.exists() and len(_autosave_aside()) == 1


def test_opening_a_deeply_nested_file_gives_a_dialog(window, dialogs, tmp_path: Path) -> None:
    bad = tmp_path / "deep.climbdesk.json"
    bad.write_text('{"a":' * 3000 + "1" + "}" * 3000)
    assert not window.open_file(bad)
    assert "nested too deeply" in dialogs.errors[-1]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_an_autosave_that_is_a_named_pipe_does_not_hang_start_up(window, dialogs) -> None:
    auto = paths.autosave_path()
    auto.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(auto)
    assert not window.offer_resume()  # used to block for ever in open()
    assert "not a regular file" in dialogs.warnings[-1]
    assert stat.S_ISFIFO(os.stat(auto).st_mode) and not _autosave_aside()  # left alone


def test_a_folder_in_place_of_the_autosave_is_left_alone_as_the_readme_says(window,
                                                                            dialogs) -> None:
    """Issue 17: the README says an unreadable autosave is left alone; a folder in its
    place was renamed aside all the same."""
    auto = paths.autosave_path()
    auto.mkdir(parents=True)
    (auto / "mine.txt").write_text("keep me")
    assert not window.offer_resume() and not window.resume_autosave()
    assert "left as it is" in dialogs.warnings[-1]
    assert (auto / "mine.txt").read_text() == "keep me" and not _autosave_aside()
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert "cannot be read at all (no permission, or a folder or a pipe in its place) is left " \
        "alone" in " ".join(readme.split())


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_autosave_linked_to_dev_zero_is_refused(window, dialogs) -> None:
    auto = paths.autosave_path()
    auto.parent.mkdir(parents=True, exist_ok=True)
    auto.symlink_to("/dev/zero")
    assert not window.offer_resume()
    assert "not a regular file" in dialogs.warnings[-1]


# ----- 4. a folder that cannot be written --------------------------------------------------------
def test_a_home_that_is_a_file_starts_with_defaults_and_says_so(qtbot, dialogs, tmp_path: Path,
                                                                monkeypatch) -> None:
    home = tmp_path / "not-a-folder"
    home.write_text("")
    monkeypatch.setenv("CLIMBDESK_HOME", str(home))
    w = make_window(qtbot)  # used to raise FileExistsError/NotADirectoryError
    assert w.settings.get("theme") == "system"
    w.check_user_folders()
    assert dialogs.warnings and "will not be kept" in dialogs.warnings[-1]
    assert "cannot be autosaved" in dialogs.warnings[-1]
    w.start_new(stairs(), humans(), {})
    w.controller.play(w.controller.state.legal_actions()[0])
    qtbot.waitUntil(lambda: "Autosave failed" in w.game_page._error, timeout=20000)
    w.game_page.detach()


def test_a_read_only_config_folder_starts_with_defaults_and_says_so(qtbot, dialogs,
                                                                   monkeypatch) -> None:
    real_mkdir = Path.mkdir
    config = paths.config_dir()

    def mkdir(self: Path, *args: object, **kwargs: object) -> None:
        if self == config or config in self.parents:
            raise PermissionError(13, "Permission denied", str(self))
        real_mkdir(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "mkdir", mkdir)
    w = make_window(qtbot)  # used to exit with a PermissionError traceback
    w.check_user_folders()
    assert "Settings cannot be saved" in dialogs.warnings[-1]
    assert "Permission denied" in dialogs.warnings[-1]
    assert "cannot be autosaved" not in dialogs.warnings[-1]


# ----- 6. statistics: damaged or unreadable, the dialog opens and says so ------------------------
def _write_stats(text: str) -> Path:
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def _result() -> dict[str, Any]:
    return record_result("stairs", [Seat("Ann"), Seat("Bot", "bot", "easy")],
                         Outcome((1, 2), (), StairsEnding.HIGHEST_STACK))


def test_damaged_statistics_in_a_read_only_folder_still_open_the_dialog(qtbot,
                                                                        monkeypatch) -> None:
    path = _write_stats("{damaged")
    real_replace = Path.replace

    def replace(self: Path, target: object) -> Path:
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real_replace(self, target)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "replace", replace)
    dialog = StatisticsDialog()  # used to raise PermissionError and never open
    qtbot.addWidget(dialog)
    assert dialog.problem.isVisibleTo(dialog)
    assert "could not be set aside" in dialog.problem.text()
    assert _result()["games"]["stairs"]["played"] == 1  # the library counts on
    assert path.read_text() == "{damaged"


def test_unreadable_statistics_are_never_renamed_nor_overwritten(qtbot, monkeypatch) -> None:
    path = _write_stats(json.dumps({"version": 1, "games": {"stairs": {"played": 41,
                                                                       "won": 20}}}))
    before = path.read_bytes()
    real_open = os.open

    def deny(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", deny)
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    assert "cannot be read" in dialog.problem.text()
    assert "Permission denied" in dialog.problem.text()
    assert _result()["games"]["stairs"]["played"] == 1  # the library counts on
    monkeypatch.setattr(os, "open", real_open)
    assert path.read_bytes() == before  # left for the import at the next start
    assert not list(path.parent.glob("stats.broken-*.json"))


def test_a_damaged_statistics_file_is_kept_aside_and_the_dialog_says_so(qtbot) -> None:
    _write_stats("[1, 2")
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    assert "was kept as" in dialog.problem.text()
    assert list(stats.stats_path().parent.glob("stats.broken-*.json"))


# ----- 9. start-up tidies what interrupted writes left -------------------------------------------
def test_start_up_sweeps_stale_temp_files_in_our_folders_only(window, tmp_path: Path) -> None:
    data = paths.data_dir()
    data.mkdir(parents=True, exist_ok=True)
    stale = data / ".autosave.json.k3j4h5g6.tmp"
    fresh = data / ".autosave.json.a1b2c3d4.tmp"
    elsewhere = tmp_path / ".autosave.json.k3j4h5g6.tmp"
    for p in (stale, fresh, elsewhere):
        p.write_text("half a save")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(elsewhere, (old, old))
    window.check_user_folders()
    assert not stale.exists() and fresh.exists() and elsewhere.exists()


def test_the_loader_refusal_reaches_the_open_dialog(window, dialogs, tmp_path: Path) -> None:
    data = GameRecord.new(stairs(), vs_bot(), {"pie": True}, seed=3).to_json()
    data["options"] = []
    bad = tmp_path / "opts.climbdesk.json"
    bad.write_text(json.dumps(data))
    assert not window.open_file(bad)
    assert "options are damaged" in dialogs.errors[-1]
