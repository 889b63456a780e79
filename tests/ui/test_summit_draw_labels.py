"""Climb On! (dice): in a draw no seat card says "Winner" (issue 17: both did)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage, QPainter

from climbdesk.core.outcome import Outcome
from climbdesk.core.registry import get_game
from climbdesk.ui.boards.summit import panel
from climbdesk.ui.boards.summit.scene import SummitBoardScene


def _finished_state():  # type: ignore[no-untyped-def]
    state = get_game("summit").new_initial_state(2)
    rng = random.Random(3)
    for _ in range(5000):
        if state.is_terminal():
            return state
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    pytest.fail("no end in 5000 steps")


def _labels_drawn(qtbot, monkeypatch, ranking: tuple[int, ...]) -> list[str]:  # type: ignore[no-untyped-def]
    state = _finished_state()
    real = state.outcome()
    assert real is not None
    monkeypatch.setattr(state, "outcome", lambda: Outcome(ranking, real.scores, real.reason))
    asked: list[str] = []

    class Recorder:
        @staticmethod
        def translate(context: str, text: str, *args: object) -> str:
            asked.append(text)
            return QCoreApplication.translate(context, text, *args)

    monkeypatch.setattr(panel, "QCoreApplication", Recorder)
    scene = SummitBoardScene()
    scene.set_animation_speed(0)
    scene.set_position(state, interactive=False)
    image = QImage(1200, 900, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return asked


def test_a_draw_names_no_winner_on_the_seat_cards(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert "Winner" not in _labels_drawn(qtbot, monkeypatch, (1, 1))


def test_a_win_names_its_winner(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert _labels_drawn(qtbot, monkeypatch, (1, 2)).count("Winner") == 1
