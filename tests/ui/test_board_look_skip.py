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
from climbdesk.games.cantstop.engine import COLUMNS
from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

from .board_helpers import random_positions, show_board


def _random_positions(count: int, seed: int) -> list[CantStopState]:
    """``count`` positions of one random two-player game, chance resolved, in order."""
    return [s for s in random_positions(GAME, 2, count, seed) if isinstance(s, CantStopState)]


def _grab(view) -> QImage:  # type: ignore[no-untyped-def]
    """What the window holds now (its backing store), not a fresh rendering as
    ``QWidget.grab`` would make: a part the scene forgot to repaint stays stale here."""
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


def _gained_from(state: CantStopState, col: int) -> int:
    """Where the ground a column's climber gained this turn starts (0: no climber there)."""
    if col not in state.climbers or state.is_terminal():
        return 0
    return state.camps[state.to_move][col]


def test_a_move_repaints_only_the_columns_it_changed(qtbot) -> None:
    """The column board is eleven parts: a roll repaints none of them, a choice the
    columns its climbers moved in, a new turn those whose climbers or camps changed
    (not every column where the two players' camps differ); the wood under them is
    never repainted after the first position."""
    scene = CantStopBoardScene()
    show_board(qtbot, scene, 1000, 700)
    rolls = moves = 0
    before: CantStopState | None = None
    for state in _random_positions(40, 7):
        counts = [item.repaints for item in scene._columns]
        wood = scene._wood.repaints
        scene.set_position(state.clone(), interactive=True)
        asked = {col for col, item, n in zip(COLUMNS, scene._columns, counts, strict=True)
                 if item.repaints > n}
        if before is None:
            before = state
            continue
        changed = {col for col in COLUMNS
                   if before.climbers.get(col) != state.climbers.get(col)
                   or [c[col] for c in before.camps] != [c[col] for c in state.camps]
                   or before.won[col] != state.won[col]
                   or _gained_from(before, col) != _gained_from(state, col)}
        assert asked == changed, (before, state)
        assert scene._wood.repaints == wood
        rolls += before.phase == CantStopPhase.ROLL and not changed
        moves += 1
        before = state
    assert rolls >= 5  # the game did roll without changing the board, and it was not repainted
    assert moves == 39


def test_a_roll_repaints_the_dice_and_chips_not_the_buttons_twice(qtbot) -> None:
    """Each part of the control column follows its own look: the Roll and Stop buttons
    are repainted when they change (enabled or not), never for the same look."""
    scene = CantStopBoardScene()
    show_board(qtbot, scene, 1000, 700)
    for state in _random_positions(12, 5):
        scene.set_position(state.clone(), interactive=True)
    parts = scene.parts
    counts = [p.repaints for p in parts]
    scene.redraw()  # nothing changed: nothing repainted
    assert [p.repaints for p in parts] == counts


def test_the_window_never_keeps_a_stale_board(qtbot) -> None:
    """The board's parts are kept in Qt's device cache, so a part whose look forgot
    something it draws would stay stale on screen.  The window's pixels after every
    position are taken first, and only then compared with fresh boards: showing
    another window makes Qt repaint the first one whole, which would hide a stale part;
    and the kept pictures are dropped, since a look that forgot something would find
    the stale picture again under the same name."""
    scene = CantStopBoardScene()
    view = show_board(qtbot, scene, 900, 640)
    positions = _random_positions(24, 3)
    shown = []
    for state in positions:
        scene.set_position(state.clone(), interactive=True)
        shown.append(_grab(view))
    for i, state in enumerate(positions):
        pictures.clear()
        fresh_scene = CantStopBoardScene()
        fresh = show_board(qtbot, fresh_scene, 900, 640)
        fresh_scene.set_position(state.clone(), interactive=True)
        assert shown[i] == _grab(fresh), f"position {i}: the window differs from a fresh board"
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
