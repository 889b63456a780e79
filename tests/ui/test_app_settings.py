"""Preferences persist, bad values fall back, languages switch live, hand-over works."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import dataclasses
import os
import stat
import subprocess
import sys

import pytest

from climbdesk import paths
from climbdesk.core.game import Information
from climbdesk.core.state import OMNISCIENT
from climbdesk.games.stairs import engine
from climbdesk.ui import i18n
from climbdesk.ui.preferences import SPEEDS, PreferencesDialog
from climbdesk.ui.settings import DEFAULTS, Settings, app_signals

from .app_helpers import dialogs, humans, stairs, vs_bot, window  # noqa: F401


def test_settings_live_in_the_isolated_config_dir() -> None:
    assert Settings().file_name.startswith(str(paths.config_dir()))


def test_preferences_persist_across_instances(qtbot) -> None:
    changed: list[str] = []
    app_signals().settings_changed.connect(changed.append)
    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    dialog.delay.setValue(1.5)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.colourblind.setChecked(True)
    dialog.speed.setValue(SPEEDS.index(2.0))
    app_signals().settings_changed.disconnect(changed.append)
    fresh = Settings()
    assert fresh.get("bot_delay") == 1.5
    assert fresh.get("theme") == "dark"
    assert fresh.get("colourblind") is True
    assert fresh.get("animation_speed") == 2.0
    assert {"bot_delay", "theme", "colourblind", "animation_speed"} <= set(changed)
    reopened = PreferencesDialog()
    qtbot.addWidget(reopened)
    assert reopened.delay.value() == 1.5 and reopened.colourblind.isChecked()
    Settings().set("theme", "system")


def test_garbled_settings_fall_back_to_defaults() -> None:
    ini = paths.config_dir() / "climbdesk.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text("[General]\nbot_delay=banana\ntheme=purple\nanimation_speed=1e9\n"
                   "colourblind=perhaps\nlanguage=\n[games]\nstairs\\setup={not json\n")
    s = Settings()
    for key in ("bot_delay", "theme", "animation_speed", "colourblind", "language"):
        assert s.get(key) == DEFAULTS[key][0], key
    assert s.last_game_setup("stairs") == {}


def test_garbled_settings_do_not_stop_the_window(window) -> None:
    assert window.start_page.cards


def test_language_switch_retranslates_visible_strings(window, qtbot) -> None:
    if not i18n.qm_path("de").exists():
        pytest.skip("translations not built (run `make translations`)")
    window.start_new(stairs(), vs_bot(), {})
    page = window.game_page
    assert page.undo_button.text() == "Undo"
    try:
        Settings().set("language", "de")
        qtbot.waitUntil(lambda: page.undo_button.text() == "Rückgängig", timeout=20000)
        assert window.actions_.game_menu.title() == "&Spiel"
        assert "Bot – Leicht" in page.players.rows[1].kind.text()
        Settings().set("language", "ja")
        qtbot.waitUntil(lambda: page.undo_button.text() == "元に戻す", timeout=20000)
    finally:
        Settings().set("language", "en")
    qtbot.waitUntil(lambda: page.undo_button.text() == "Undo", timeout=20000)


def pretend_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stairs declared as a hidden-information game whose views hide nothing."""
    hidden = dataclasses.replace(engine.GAME.info, information=Information.IMPERFECT)
    monkeypatch.setattr(engine.GAME, "info", hidden)
    monkeypatch.setattr(engine.StairsState, "_view", lambda self, viewer: self.clone(),
                        raising=False)


def test_hand_over_screen_between_humans_in_hidden_information_games(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    pretend_hidden(monkeypatch)
    window.start_new(stairs(), humans(), {})
    page = window.game_page
    c = window.controller
    assert page.handover_visible()  # the first player must claim the device too
    assert not page.scene.interactive
    assert "Player 1" in page.handover.message.text()
    page.handover.button.click()
    assert not page.handover_visible() and page.scene.interactive
    c.play(c.state.legal_actions()[0])
    assert page.handover_visible()
    assert "Player 2" in page.handover.message.text()
    assert not page.scene.interactive
    page.handover.button.click()
    assert page.scene.interactive


def test_no_hand_over_for_perfect_information_or_against_bots(window,
                                                              monkeypatch) -> None:
    window.start_new(stairs(), humans(), {})
    assert not window.game_page.handover_visible()
    pretend_hidden(monkeypatch)
    window.start_new(stairs(), vs_bot(), {})
    assert not window.game_page.handover_visible()


def test_a_board_refuses_the_true_state_of_a_hidden_information_game(
        window, monkeypatch: pytest.MonkeyPatch) -> None:
    from climbdesk.core.errors import HiddenInformationError

    pretend_hidden(monkeypatch)
    window.start_new(stairs(), humans(), {})
    page = window.game_page
    assert page.scene.state.viewer != OMNISCIENT  # the window fed it a view
    with pytest.raises(HiddenInformationError):
        page.scene.set_position(window.controller.state.clone(), interactive=False)


FIFO_SCRIPT = """
import os, sys
from PySide6.QtWidgets import QApplication
from climbdesk.ui import messages
from climbdesk.ui.settings import Settings

app = QApplication([])
messages.warning = lambda _p, _t, text: print("WARNING", text.replace(chr(10), " "))
print("READ", Settings().get("theme"))
Settings().set("theme", "dark")
print("KEPT", Settings().get("theme"))
from climbdesk.ui.main_window import MainWindow
window = MainWindow()
window.check_user_folders()
print("STARTED", os.path.exists(os.environ["CLIMBDESK_HOME"] + "/config/climbdesk.ini"))
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_as_the_settings_file_does_not_hang_start_up(tmp_path) -> None:
    """Issue 17: QSettings waited on the pipe for ever.  The pipe is left alone, the
    defaults apply, changes last for the run and the player is told."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    fifo = home / "config" / "climbdesk.ini"
    os.mkfifo(fifo)
    env = dict(os.environ, CLIMBDESK_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(sys.path))
    out = subprocess.run([sys.executable, "-c", FIFO_SCRIPT], capture_output=True, text=True,
                         env=env, timeout=120)  # it hung for ever
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "READ system" in lines and "KEPT dark" in lines and "STARTED True" in lines
    assert any(line.startswith("WARNING") and "not a regular file" in line for line in lines)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # left exactly as it was
