"""Can't Stop in the real window: solitaire to the end, with the personal best."""

from __future__ import annotations

import random

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.games.cantstop import Stop
from climbdesk.ui import stats

from .app_helpers import dialogs, window  # noqa: F401

_ = dialogs


def play_solitaire(window, seed: int) -> int:  # type: ignore[no-untyped-def]  # noqa: F811
    window.start_match(Match(GameRecord.new(get_game("cantstop"), [Seat("Ann")], seed=seed)))
    c = window.controller
    rng = random.Random(seed)
    while not c.state.is_terminal():
        acts = c.state.legal_actions()
        action = Stop() if Stop() in acts and rng.random() < 0.4 else acts[0]
        c.play(action)
    return int(c.state.outcome().scores[0])


def test_solitaire_ends_with_turns_and_personal_best(window, qtbot) -> None:  # noqa: F811
    first = play_solitaire(window, 1)
    banner = window.game_page.banner
    qtbot.waitUntil(banner.isVisible, timeout=20000)
    assert str(first) in banner.reason.text()
    assert stats.personal_best("cantstop", "Ann") == first
    second = play_solitaire(window, 2)
    assert stats.personal_best("cantstop", "Ann") == min(first, second)
    assert str(min(first, second)) in banner.reason.text()


def test_whole_two_player_game_by_keyboard_in_the_window(window, qtbot) -> None:  # noqa: F811
    from PySide6.QtCore import Qt

    from climbdesk.games.cantstop import Roll

    window.start_match(Match(GameRecord.new(get_game("cantstop"), [Seat("Ann"), Seat("Ben")],
                                            seed=5)))
    c = window.controller
    view = window.game_page.view
    scene = window.game_page.scene
    rng = random.Random(5)
    keys = 0
    while not c.state.is_terminal():
        state = c.state
        before = c.match.cursor
        legal = state.legal_actions()
        if state.phase == "roll":
            stop = Stop() in legal and rng.random() < 0.45
            qtbot.keyClick(view, Qt.Key.Key_S if stop else Qt.Key.Key_R)
            expected = Stop() if stop else Roll()
        else:
            expected = rng.choice(legal)
            idx, choice = next((i, ch) for i, ch in enumerate(scene.choices())
                               if expected == ch.both or expected in ch.singles)
            qtbot.keyClick(view, Qt.Key.Key_1 + idx)
            if choice.kind == "pick":
                side = choice.singles.index(expected)
                qtbot.keyClick(view, Qt.Key.Key_Left if side == 0 else Qt.Key.Key_Right)
        keys += 1
        assert c.match.record.actions[before] == expected
        assert keys < 3000
    qtbot.waitUntil(window.game_page.banner.isVisible, timeout=20000)
    assert c.state.outcome() is not None and len(c.state.outcome().winners) == 1


def test_undoing_a_roll_in_the_window_brings_the_same_dice_back(window, qtbot) -> None:  # noqa: F811
    from climbdesk.games.cantstop import Roll

    seats = [Seat("Ann"), Seat("Robo", "bot", "easy")]
    window.start_match(Match(GameRecord.new(get_game("cantstop"), seats, seed=21)))
    c = window.controller
    for _ in range(3):
        assert c.play(Roll())
        first = c.state.last_dice  # kept even when the roll busted
        assert len(first) == 4
        assert c.undo()
        assert c.state.current_player() == 0 and c.state.phase == "roll"
        assert c.play(Roll())
        assert c.state.last_dice == first, "undo must not let a player fish for a better roll"
        if c.state.phase != "choose":
            break  # a bust passed the turn; the same bust came back, which is the point
        c.play(c.state.legal_actions()[0])
        assert c.undo()  # back to the choice: the dice are still the recorded ones
        assert c.state.dice == first
        c.play(c.state.legal_actions()[0])
