"""A whole wall game in the real window against an Easy bot, by mouse only (issue 18,
"Done when"): the human's moves are clicks on the board view's spots and on the buttons
beside it (the turn panel, the step and command buttons), never controller calls."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QWidget

from climbdesk.games.wall.engine import GAME
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.workers import wait_for_workers

from .app_helpers import dialogs, vs_bot, window  # noqa: F401

CLICKS = 1500
SEED = 0  # which spot or button the mouse picks; the dice and the bot are not seeded


def _buttons(window: MainWindow) -> list[QAbstractButton]:  # noqa: F811
    page = window.game_page
    scene = page.scene
    roots: list[QWidget] = []
    panel = scene.side_panel()
    if panel is not None:
        roots.append(panel)
    out: list[QAbstractButton] = [b for b in page.extra_buttons]
    for root in roots:
        out += root.findChildren(QAbstractButton)
    for action in page.command_buttons:
        out += [w for w in action.associatedObjects() if isinstance(w, QAbstractButton)]
    return [b for b in out if b.isVisible() and b.isEnabled()]


def test_a_whole_game_by_mouse_against_an_easy_bot(window, qtbot) -> None:  # noqa: F811
    window.start_new(GAME, vs_bot("easy"), {})
    c, page = window.controller, window.game_page
    assert c is not None and page.view is not None
    scene = page.scene
    assert isinstance(scene, WallBoardScene)
    rng = random.Random(SEED)
    human_moves = 0
    for _ in range(CLICKS):
        if c.state.is_terminal():
            break
        if c.state.current_player() != 0 or page.handover_visible():
            qtbot.waitUntil(lambda: c.state.is_terminal() or c.state.current_player() == 0,
                            timeout=10000)
            continue
        if not scene.accepts_input():  # a climb or a fall still moving
            qtbot.waitUntil(scene.accepts_input, timeout=10000)
        before = len(c.history)
        spots = scene.pickables()
        if scene.picked is not None and scene.targets_of(scene.picked):
            spots = scene.targets_of(scene.picked)  # a panel in hand: put it on a spot
        buttons = _buttons(window)
        if not spots and not buttons:  # a forced action (End turn): the window plays it
            qtbot.waitUntil(lambda n=before: len(c.history) > n or c.state.is_terminal(),
                            timeout=5000)
            continue
        if spots and (not buttons or rng.random() < 0.7):
            rect = rng.choice(spots).rect
            page.view.ensureVisible(rect)
            QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier,
                             page.view.mapFromScene(rect.center()))
        else:
            qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        human_moves += len(c.history) > before
    wait_for_workers(5000)
    assert c.state.is_terminal(), (c.state.phase, human_moves)
    # Dice and the bot are not seeded: games last 3 to ~20 human moves (a fall may
    # eliminate early); every one of them was a click.
    assert human_moves >= 1
    outcome = c.state.outcome()
    assert outcome is not None and len(outcome.ranking) == 2
