"""Issue 17 (smooth): a board part is repainted only when what it shows changed.

Can't Stop's column board used to be repainted for every position, a roll (which
changes only the dice in the control column) included.  The scene now compares
``BoardPainter.board_look()`` and repaints the board only when it changed; these
tests count the repaints asked for and check that the view never keeps a stale
board: after every move of a random game the window's pixels equal a fresh view's.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from climbdesk.core.rng import sample_weighted
from climbdesk.games.cantstop import GAME, CantStopPhase, CantStopState
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene
from climbdesk.ui.boards.common import Painter

from .board_helpers import show_board


def _random_positions(count: int, seed: int) -> list[CantStopState]:
    """``count`` positions of one random two-player game, chance resolved, in order."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(2)
    assert isinstance(state, CantStopState)
    out: list[CantStopState] = []
    while len(out) < count and not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        while state.is_chance_node():
            state.apply(sample_weighted(state.chance_outcomes(), rng))
        out.append(state.clone())
    return out


def _grab(view) -> QImage:  # type: ignore[no-untyped-def]
    """What the window holds now (its backing store), not a fresh rendering as
    ``QWidget.grab`` would make: a part the scene forgot to repaint stays stale here."""
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


def test_a_roll_does_not_repaint_the_column_board(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = CantStopBoardScene()
    show_board(qtbot, scene, 1000, 700)
    asked: list[str] = []
    original = Painter.update

    def update(self: Painter, *args: object) -> None:
        asked.append("board" if self is scene._board_item else "other")
        original(self, *args)

    monkeypatch.setattr(Painter, "update", update)
    rolls = moves = 0
    before: CantStopState | None = None
    for state in _random_positions(40, 7):
        asked.clear()
        scene.set_position(state.clone(), interactive=True)
        board_changed = before is None or (
            before.climbers != state.climbers or before.camps != state.camps
            or before.won != state.won or before.to_move != state.to_move)
        assert ("board" in asked) == board_changed, (before, state)
        assert "other" in asked  # the control column follows every position
        rolls += before is not None and before.phase == CantStopPhase.ROLL and not board_changed
        moves += 1
        before = state
    assert rolls >= 5  # the game did roll without changing the board, and it was not repainted
    assert moves == 40


def test_the_window_never_keeps_a_stale_board(qtbot) -> None:
    scene = CantStopBoardScene()
    view = show_board(qtbot, scene, 900, 640)
    for i, state in enumerate(_random_positions(24, 3)):
        scene.set_position(state.clone(), interactive=True)
        shown = _grab(view)
        fresh_scene = CantStopBoardScene()
        fresh = show_board(qtbot, fresh_scene, 900, 640)
        fresh_scene.set_position(state.clone(), interactive=True)
        assert shown == _grab(fresh), f"position {i}: the window differs from a fresh board"
        fresh.close()


def test_climb_on_sets_its_background_only_when_its_colour_changes(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Setting a scene's background repaints every item in every view; Climb On! did it
    on every position."""
    from climbdesk.games.summit import GAME as SUMMIT
    from climbdesk.ui.boards.summit.scene import SummitBoardScene
    from climbdesk.ui.theme import BoardTheme

    scene = SummitBoardScene()
    show_board(qtbot, scene, 900, 640)
    state = SUMMIT.new_initial_state(2)
    scene.set_position(state.clone(), interactive=True)
    calls: list[object] = []
    original = SummitBoardScene.setBackgroundBrush

    def counting(self: SummitBoardScene, brush: object) -> None:
        calls.append(brush)
        original(self, brush)  # type: ignore[arg-type]

    monkeypatch.setattr(SummitBoardScene, "setBackgroundBrush", counting)
    rng = random.Random(5)
    for _ in range(6):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
        while state.is_chance_node():
            state.apply(sample_weighted(state.chance_outcomes(), rng))
        scene.set_position(state.clone(), interactive=True)
    assert calls == []
    light, dark = (BoardTheme.make(dark=d, colourblind=False) for d in (False, True))
    assert light.background != dark.background
    scene.set_theme(light)
    scene.set_theme(dark)
    scene.set_theme(dark)
    assert len(calls) <= 2 and calls  # set when it changed, not again for the same colour
