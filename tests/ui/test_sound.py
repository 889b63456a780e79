"""Sounds (issue 20): each event asks for its sound, the files are the script's own, a
missing audio backend leaves the app silent with the reason in Preferences."""

from __future__ import annotations

import builtins
import random
import wave
from pathlib import Path
from typing import Any

import pytest

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.paths import resource_dir
from climbdesk.tools import make_sounds
from climbdesk.ui import sound
from climbdesk.ui.sound import SoundEvent, by_heights, default_sounds

from .app_helpers import dialogs, window  # noqa: F401

_ = dialogs


def test_the_shipped_sounds_are_what_the_script_makes(tmp_path: Path) -> None:
    made = make_sounds.write(tmp_path)
    shipped = resource_dir() / "sounds"
    assert {p.name for p in made} == {f"{e.value}.wav" for e in SoundEvent}
    for path in made:
        assert path.read_bytes() == (shipped / path.name).read_bytes(), path.name
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
            assert w.getnframes() / w.getframerate() < 1.0
        assert path.stat().st_size < 64 * 1024
    assert "CC0" in (shipped / "LICENSE.md").read_text(encoding="utf-8")


def test_heights_decide_between_a_climb_and_a_fall() -> None:
    hook = by_heights(lambda view: view)  # the "views" are height lists here
    up: Any = [0, 2]
    assert hook([], [0, 1], up) == [SoundEvent.CLIMB]  # type: ignore[arg-type]
    assert hook([], [0, 3], up) == [SoundEvent.FALL]  # type: ignore[arg-type]
    assert hook([], up, up) == []  # type: ignore[arg-type]
    from climbdesk.core.actions import Dice

    assert default_sounds([Dice((1, 2))], up, up) == [SoundEvent.DICE]


def _asked(window: Any) -> list[str]:  # noqa: F811
    heard: list[str] = []
    window.sounds().asked.connect(heard.append)
    return heard


def test_cant_stop_rolls_busts_moves_and_wins(window, qtbot) -> None:  # noqa: F811
    heard = _asked(window)
    window.start_match(Match(GameRecord.new(get_game("cantstop"), [Seat("Ann")], seed=3)))
    c = window.controller
    from climbdesk.games.cantstop import Stop

    rng = random.Random(3)
    while not c.state.is_terminal():
        acts = c.state.legal_actions()
        c.play(Stop() if Stop() in acts and rng.random() < 0.3 else acts[0])
    assert {"dice", "place", "bust"} <= set(heard)
    assert heard[-1] == "win" and heard.count("win") == 1


def test_a_climb_in_climb_on_asks_for_the_climb(window, qtbot) -> None:  # noqa: F811
    heard = _asked(window)
    window.start_match(Match(GameRecord.new(get_game("summit"),
                                            [Seat("Ann"), Seat("Bob")], seed=5)))
    c = window.controller
    rng = random.Random(5)
    for _ in range(80):
        if c.state.is_terminal() or "climb" in heard:
            break
        c.play(rng.choice(c.state.legal_actions()))
    assert "climb" in heard


def test_undo_is_silent(window, qtbot) -> None:  # noqa: F811
    heard = _asked(window)
    window.start_match(Match(GameRecord.new(get_game("stairs"), [Seat("Ann"), Seat("Bob")])))
    c = window.controller
    c.play(c.state.legal_actions()[0])
    assert heard == ["place"]
    c.undo()
    assert heard == ["place"]


def test_without_qt_multimedia_the_app_is_silent_and_says_why(
        monkeypatch: pytest.MonkeyPatch, qtbot) -> None:  # type: ignore[no-untyped-def]
    real_import = builtins.__import__

    def no_multimedia(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.startswith("PySide6.QtMultimedia"):
            raise ModuleNotFoundError("no Qt Multimedia here", name=name)
        return real_import(name, *args, **kwargs)

    monkeypatch.delenv("CLIMBDESK_SOUND", raising=False)
    monkeypatch.setattr(builtins, "__import__", no_multimedia)
    monkeypatch.setattr(sound, "_REASON", [])
    assert "Qt Multimedia" in sound.unavailable()
    player = sound.Sounds()
    heard: list[str] = []
    player.asked.connect(heard.append)
    player.play(SoundEvent.DICE)  # nothing to play it with: no error
    assert heard == ["dice"]

    from climbdesk.ui.preferences import PreferencesDialog

    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.sound_why.isVisible() and "Qt Multimedia" in dialog.sound_why.text()
    assert not dialog.sound_on.isEnabled() and not dialog.volume.isEnabled()


def test_a_missing_system_audio_library_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_libpulse(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.startswith("PySide6.QtMultimedia"):
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, *args, **kwargs)

    monkeypatch.delenv("CLIMBDESK_SOUND", raising=False)
    monkeypatch.setattr(builtins, "__import__", no_libpulse)
    monkeypatch.setattr(sound, "_REASON", [])
    assert "libpulse" in sound.unavailable()


def test_mute_and_volume_are_remembered(qtbot) -> None:  # type: ignore[no-untyped-def]
    from climbdesk.ui.preferences import PreferencesDialog
    from climbdesk.ui.settings import Settings

    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    dialog.sound_on.setEnabled(True)
    dialog.volume.setEnabled(True)
    dialog.sound_on.setChecked(False)
    dialog.volume.setValue(25)
    assert Settings().get("sound_muted") is True
    assert Settings().get("sound_volume") == pytest.approx(0.25)
    again = PreferencesDialog()
    qtbot.addWidget(again)
    assert not again.sound_on.isChecked() and again.volume.value() == 25
