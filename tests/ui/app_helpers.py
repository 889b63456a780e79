"""Shared set-up for the application tests (real window, real Stairs board)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from climbdesk.core.record import Seat
from climbdesk.core.registry import get_game
from climbdesk.ui import messages
from climbdesk.ui.keyboard_help import KeyboardHelpDialog
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.settings import Settings
from climbdesk.ui.workers import wait_for_workers


@dataclass
class Dialogs:
    """Records the modal questions the app asked instead of blocking on them."""

    answer: bool = True
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    d = Dialogs()

    def confirm(_parent: object, _title: str, text: str) -> bool:
        d.questions.append(text)
        return d.answer

    monkeypatch.setattr(messages, "error", lambda _p, _t, text: d.errors.append(text))
    monkeypatch.setattr(messages, "warning", lambda _p, _t, text: d.warnings.append(text))
    monkeypatch.setattr(messages, "confirm", confirm)
    return d


def make_window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    s = Settings()
    s.set("bot_delay", 0.0)
    s.set("animation_speed", 0.0)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


@pytest.fixture
def window(qtbot, dialogs: Dialogs) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    w = make_window(qtbot)
    yield w
    w.game_page.detach()
    wait_for_workers(5000)


def climbers_keyboard_help(window: MainWindow, qtbot) -> KeyboardHelpDialog:  # type: ignore[no-untyped-def]  # noqa: E501
    """Help ▸ Keyboard over a Climbers game (the board with the most keys), shown and
    laid out: the rows are laid out after the columns settle."""
    from climbdesk.core.record import GameRecord, Match

    window.start_match(Match(GameRecord.new(get_game("climbers"), [Seat("Ann"), Seat("Ben")],
                                            seed=3)))
    dialog = window.keyboard_help_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    return dialog


def humans(n: int = 2) -> list[Seat]:
    return [Seat(f"Player {i + 1}", "human") for i in range(n)]


def vs_bot(level: str = "easy") -> list[Seat]:
    return [Seat("Ann", "human"), Seat("Robo", "bot", level)]


def stairs():  # type: ignore[no-untyped-def]
    return get_game("stairs")
