"""A whole Stairs game played by mouse through the real window, to the game-over banner."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from climbdesk.games.stairs.engine import Move

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401


def test_whole_stairs_game_by_mouse(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {"pie": True})
    page = window.game_page
    c = window.controller
    view, scene = page.view, page.scene
    qtbot.waitExposed(window)
    view.fit()
    rng = random.Random(11)

    def click(square: int) -> None:
        point = view.mapFromScene(scene.square_center(square))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    for _ in range(200):
        if c.state.is_terminal():
            break
        before = len(c.history)
        moves = [a for a in c.state.legal_actions() if isinstance(a, Move)]
        if not moves:  # a forced pass: the window plays it by itself
            qtbot.waitUntil(lambda b=before: len(c.history) > b, timeout=20000)
            continue
        move = rng.choice(moves)
        click(move.src)
        click(move.dst)
        qtbot.waitUntil(lambda b=before: len(c.history) > b, timeout=20000)
        assert c.history[before].action == move
    assert c.state.is_terminal()
    page.flush_refresh()
    outcome = c.state.outcome()
    assert page.banner.isVisible()
    winner = c.match.seats[min(outcome.winners)].name
    assert winner in page.banner.headline.text()
    assert page.banner.reason.text()
    assert not scene.interactive
    assert page.history.count() == len(c.history)
