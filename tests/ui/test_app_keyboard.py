"""A whole Stairs game played with the keyboard alone, through the real window."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.games.stairs.engine import Move

from .app_helpers import dialogs, window  # noqa: F401
from .keyboard_helpers import steer

_ = dialogs


def test_whole_stairs_game_by_keyboard_in_the_window(window, qtbot) -> None:  # noqa: F811
    window.start_match(Match(GameRecord.new(get_game("stairs"), [Seat("Ann"), Seat("Ben")],
                                            seed=8)))
    c = window.controller
    view = window.game_page.view
    scene = window.game_page.scene
    assert view.hasFocus() or view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    rng = random.Random(8)
    moves = presses = 0
    while not c.state.is_terminal():
        legal = [a for a in c.state.legal_actions() if isinstance(a, Move)]
        before = c.match.cursor
        if not legal:  # a forced Pass: the window plays it by itself
            qtbot.waitUntil(lambda b=before: c.match.cursor > b, timeout=20000)
            continue
        move = rng.choice(legal)
        presses += steer(qtbot, view, scene, move.src)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert scene.selected_square == move.src
        presses += steer(qtbot, view, scene, move.dst)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert c.match.cursor == before + 1
        assert c.match.record.actions[before] == move
        moves += 1
        assert moves < 500
    assert moves > 10 and presses > moves
    qtbot.waitUntil(window.game_page.banner.isVisible, timeout=20000)
    assert c.state.outcome() is not None
    # The finished board takes no keys.
    with qtbot.assertNotEmitted(scene.action_chosen):
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space):
            qtbot.keyClick(view, key)
