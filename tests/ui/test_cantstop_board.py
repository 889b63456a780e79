"""The Can't Stop board driven the way a player drives it: real mouse and key events.

Clicks go to the view's viewport at the scene position of a die, a chip or a
button, so the pixel→scene mapping, the hit-testing and the legality filter
are exercised together.  Chance is resolved here with a seeded generator, as
the controller does in the app.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from climbdesk.core.rng import sample_weighted
from climbdesk.games.cantstop import GAME, Advance, CantStopState, Dice, Roll, Stop
from climbdesk.ui.boards import BoardView, board_class
from climbdesk.ui.boards.cantstop.odds_chart import OddsChart
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene, format_odds
from climbdesk.ui.theme import BoardTheme

from .board_helpers import click_at, show_board


@pytest.fixture
def board(qtbot) -> Iterator[tuple[CantStopBoardScene, BoardView]]:
    scene = CantStopBoardScene()
    yield scene, show_board(qtbot, scene, 1000, 700)


def new_state(players: int = 2) -> CantStopState:
    state = GAME.new_initial_state(players)
    assert isinstance(state, CantStopState)
    return state


def rolled(state: CantStopState, dice: tuple[int, ...]) -> CantStopState:
    """``state`` after Roll and the given dice (a copy)."""
    out = state.clone()
    out.apply(Roll())
    out.apply(Dice(dice))
    return out


def climbing(*steps: tuple[tuple[int, ...], tuple[int, ...]]) -> CantStopState:
    """A fresh game after rolling and advancing: ``steps`` are (dice, sums) pairs."""
    state = new_state()
    for dice, sums in steps:
        state = rolled(state, dice)
        state.apply(Advance(sums))
    return state


def show(scene: CantStopBoardScene, state: CantStopState, interactive: bool = True) -> None:
    scene.set_position(state.clone(), interactive=interactive)


def index_of(scene: CantStopBoardScene, sums: tuple[int, int]) -> int:
    return [c.sums for c in scene.choices()].index(sums)


# ----- geometry ---------------------------------------------------------------------------
def test_registered_and_geometry(qtbot) -> None:
    assert board_class("cantstop") is CantStopBoardScene
    scene = CantStopBoardScene()
    rect = scene.sceneRect()
    points = [scene.column_space_center(c, h) for c in range(2, 13)
              for h in range(1, 4)]
    points += [scene.die_center(i) for i in range(4)]
    points += [scene.choice_center(i) for i in range(3)]
    points += [scene.roll_button_center(), scene.stop_button_center()]
    assert all(rect.contains(p) for p in points)
    assert len({(p.x(), p.y()) for p in points}) == len(points)
    # Columns run left to right 2..12; height grows upwards.
    assert scene.column_space_center(2, 1).x() < scene.column_space_center(12, 1).x()
    assert scene.column_space_center(7, 13).y() < scene.column_space_center(7, 1).y()
    assert scene.handles(Roll()) and scene.handles(Stop())  # no duplicate window buttons
    assert scene.handles(Advance((7,)))


# ----- Roll / Stop --------------------------------------------------------------------------
def test_roll_and_stop_buttons_emit_only_when_legal(qtbot, board) -> None:
    scene, view = board
    show(scene, new_state())
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.stop_button_center())  # nothing to bank yet
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.roll_button_center())
    assert blocker.args == [Roll()]
    state = climbing(((2, 3, 4, 5), (5, 9)))
    show(scene, state)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.stop_button_center())
    assert blocker.args == [Stop()]
    # While choosing, neither button does anything.
    show(scene, rolled(state, (1, 2, 3, 4)))
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.roll_button_center())
        click_at(qtbot, view, scene.stop_button_center())


# ----- choosing -----------------------------------------------------------------------------
def test_clicking_two_dice_pairs_them(qtbot, board) -> None:
    scene, view = board
    state = rolled(new_state(), (2, 3, 4, 5))
    show(scene, state)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.die_center(0))
    assert scene.selected_die == 0
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.die_center(3))  # 2+5 and 3+4
    assert blocker.args == [Advance((7, 7))]
    show(scene, state)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.die_center(2))
        click_at(qtbot, view, scene.die_center(0))  # 2+4 and 3+5
    assert blocker.args == [Advance((6, 8))]
    # Equal dice: 1-3-3-4 shows 4+7 once, whichever 3 goes with the 1.
    show(scene, rolled(new_state(), (1, 3, 3, 4)))
    assert [c.sums for c in scene.choices()] == [(4, 7), (5, 6)]
    for first, second in ((0, 1), (2, 0)):
        with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
            click_at(qtbot, view, scene.die_center(first))
            click_at(qtbot, view, scene.die_center(second))
        assert blocker.args == [Advance((4, 7))]
    # The same die twice drops the pick.
    show(scene, state)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.die_center(1))
        click_at(qtbot, view, scene.die_center(1))
    assert scene.selected_die is None


def test_clicking_a_pairing_chip(qtbot, board) -> None:
    scene, view = board
    state = rolled(new_state(), (2, 3, 4, 5))
    show(scene, state)
    assert [c.sums for c in scene.choices()] == [(5, 9), (6, 8), (7, 7)]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.choice_center(1))
    assert blocker.args == [Advance((6, 8))]


def test_pairing_with_one_usable_sum_asks_which(qtbot, board) -> None:
    scene, view = board
    # Climbers on 5 and 9; 1-1-2-2 offers 2 and 4, both new, but one climber is left.
    state = rolled(climbing(((2, 3, 4, 5), (5, 9))), (1, 1, 2, 2))
    legal = set(state.legal_actions())
    assert {Advance((2,)), Advance((4,))} <= legal and Advance((2, 4)) not in legal
    show(scene, state)
    idx = index_of(scene, (2, 4))
    assert scene.choices()[idx].kind == "pick"
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.choice_center(idx))
    assert scene.pending_pick == idx
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.choice_center(idx, 4))
    assert blocker.args == [Advance((4,))]
    # Pairing the dice leads to the same question; the small button answers it.
    show(scene, state)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.die_center(0))
        click_at(qtbot, view, scene.die_center(1))  # 1+1 and 2+2
    assert scene.pending_pick == idx
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.choice_center(idx, 2))
    assert blocker.args == [Advance((2,))]


def test_single_usable_sum_is_taken_directly(qtbot, board) -> None:
    scene, view = board
    # Climbers on 5, 9 and 7: 1-2-4-5 gives 3+9 (only 9 fits), 5+7, 6+6 (nothing fits).
    state = rolled(climbing(((2, 3, 4, 5), (5, 9)), ((3, 3, 4, 4), (7, 7))), (1, 2, 4, 5))
    show(scene, state)
    kinds = {c.sums: c.kind for c in scene.choices()}
    assert kinds == {(3, 9): "single", (5, 7): "both", (6, 6): "none"}
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.choice_center(index_of(scene, (3, 9))))
    assert blocker.args == [Advance((9,))]


def test_unusable_pairing_emits_nothing(qtbot, board) -> None:
    scene, view = board
    state = rolled(climbing(((2, 3, 4, 5), (5, 9)), ((3, 3, 4, 4), (7, 7))), (1, 2, 4, 5))
    show(scene, state)
    idx = index_of(scene, (6, 6))
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.choice_center(idx))
        qtbot.keyClick(view, Qt.Key.Key_1 + idx)
        click_at(qtbot, view, scene.die_center(0))
        click_at(qtbot, view, scene.die_center(3))  # 1+5 and 2+4
    assert scene.pending_pick is None


def test_hover_previews_where_climbers_would_go(qtbot, board) -> None:
    scene, view = board
    state = rolled(new_state(), (2, 3, 4, 5))
    show(scene, state)
    assert scene.preview() == []
    qtbot.mouseMove(view.viewport(), pos=view.mapFromScene(scene.choice_center(2)))
    assert scene.preview() == [Advance((7, 7))]
    assert scene.painter._ghosts() == [(7, 2)]  # a double climbs two spaces
    qtbot.mouseMove(view.viewport(), pos=view.mapFromScene(QPointF(2, 2)))
    assert scene.preview() == []


# ----- keyboard -----------------------------------------------------------------------------
def test_keyboard_roll_stop_and_pairings(qtbot, board) -> None:
    scene, view = board
    show(scene, new_state())
    with qtbot.assertNotEmitted(scene.action_chosen):
        qtbot.keyClick(view, Qt.Key.Key_S)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_R)
    assert blocker.args == [Roll()]
    show(scene, rolled(new_state(), (2, 3, 4, 5)))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_3)
    assert blocker.args == [Advance((7, 7))]
    state = rolled(climbing(((2, 3, 4, 5), (5, 9))), (1, 1, 2, 2))
    show(scene, state)
    idx = index_of(scene, (2, 4))
    with qtbot.assertNotEmitted(scene.action_chosen):
        qtbot.keyClick(view, Qt.Key.Key_1 + idx)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert blocker.args == [Advance((4,))]
    show(scene, climbing(((2, 3, 4, 5), (5, 9))))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_S)
    assert blocker.args == [Stop()]


def test_non_interactive_scene_ignores_input(qtbot, board) -> None:
    scene, view = board
    state = rolled(new_state(), (2, 3, 4, 5))
    show(scene, state, interactive=False)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.choice_center(0))
        click_at(qtbot, view, scene.die_center(0))
        click_at(qtbot, view, scene.die_center(1))
        for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_R):
            qtbot.keyClick(view, key)
    show(scene, climbing(((2, 3, 4, 5), (5, 9))), interactive=False)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.roll_button_center())
        click_at(qtbot, view, scene.stop_button_center())
        qtbot.keyClick(view, Qt.Key.Key_S)
    scene.set_interactive(True)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000):
        click_at(qtbot, view, scene.roll_button_center())


# ----- odds, chart, announcements ----------------------------------------------------------
def exact_bust_chance(state: CantStopState) -> float:
    """Count busting ordered rolls among all 1,296, independently of the engine's tables."""
    busts = sum(1 for roll in itertools.product(range(1, 7), repeat=4)
                if not state.choices_for(tuple(sorted(roll))))
    return busts / 1296


def test_odds_show_the_exact_bust_chance(qtbot, board) -> None:
    scene, view = board
    chart = scene.side_panel()
    # The scene follows the turn position by position, as in play.
    first = climbing(((2, 3, 4, 5), (5, 9)))
    state = climbing(((2, 3, 4, 5), (5, 9)), ((3, 3, 4, 4), (7, 7)))
    for position in (new_state(), first, rolled(first, (3, 3, 4, 4)), state):
        show(scene, position)
    assert scene.odds_text() == ""  # off by default
    assert isinstance(chart, OddsChart) and chart.isHidden()
    scene.set_show_odds(True)
    chance = exact_bust_chance(state)
    assert 0.1 < chance < 0.6
    assert scene.odds_text() == format_odds(chance)
    assert not chart.isHidden()
    # One bar per roll this turn: nothing to lose on the first roll, then the risk now.
    # (Two climbers always leave room for a third, so the second roll was safe too.)
    assert chart.points() == [(1, 0.0), (2, 0.0), (3, pytest.approx(chance * 100))]
    # A new turn starts a fresh chart.
    after = state.clone()
    after.apply(Stop())
    show(scene, after)
    assert chart.points() == [(1, 0.0)]
    assert scene.odds_text() == format_odds(0.0)


def test_bust_and_won_column_are_announced(qtbot, board) -> None:
    scene, view = board
    state = climbing(((2, 3, 4, 5), (5, 9)), ((3, 3, 4, 4), (7, 7)))
    show(scene, state)
    assert scene.overlay_text() == ""
    bust = rolled(state, (6, 6, 6, 6))  # 12+12 fits none of 5, 7, 9 and no climber is left
    assert bust.to_move == 1 and bust.last_bust
    show(scene, bust)
    assert scene.overlay_text() == "Bust!"
    # Seat 1 climbs column 12 (three spaces) and stops on top.
    state = bust
    for _ in range(2):
        state = rolled(state, (6, 6, 6, 6))
        state.apply(Advance((12, 12)))
    show(scene, state)
    state.apply(Stop())
    show(scene, state)
    assert state.won[12] == 1
    assert scene.overlay_text() == "Column 12 won!"
    # Undo (an earlier position) announces nothing new.
    show(scene, bust)
    scene._hide_overlay()
    show(scene, climbing(((2, 3, 4, 5), (5, 9))))
    assert scene.overlay_text() == ""


# ----- animation ----------------------------------------------------------------------------
def test_roll_animation_signals_once_per_position(qtbot, board) -> None:
    scene, view = board
    finished: list[int] = []
    scene.animation_finished.connect(lambda: finished.append(1))
    state = new_state()
    show(scene, state)
    assert finished == [1]
    scene.set_animation_speed(0.5)
    after = rolled(state, (2, 3, 4, 5))
    show(scene, after)
    assert scene.animating() and finished == [1]
    with qtbot.assertNotEmitted(scene.action_chosen):  # input waits for the dice
        click_at(qtbot, view, scene.choice_center(0))
    show(scene, after)  # cut short: the pending one finishes first, then this one
    assert finished == [1, 1, 1] and not scene.animating()
    scene.set_animation_speed(4.0)
    show(scene, state)
    with qtbot.waitSignal(scene.animation_finished, timeout=20000):
        show(scene, after)
    assert not scene.animating()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000):
        click_at(qtbot, view, scene.choice_center(0))


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("colourblind", [False, True])
def test_renders_in_every_theme(qtbot, board, dark: bool, colourblind: bool) -> None:
    scene, view = board
    scene.set_theme(BoardTheme.make(dark, colourblind))
    scene.set_show_odds(True)
    state = rolled(climbing(((2, 3, 4, 5), (5, 9))), (1, 1, 2, 2))
    show(scene, state)
    scene.show_hint(state.legal_actions()[0])
    image = view.grab().toImage()
    assert not image.isNull() and image.width() >= 900
    # The theme's background colour is what the view paints outside the board.
    assert image.pixelColor(2, image.height() // 2).name() == scene.theme.background


# ----- whole games ---------------------------------------------------------------------------
def play_chance(scene: CantStopBoardScene, state: CantStopState, rng: random.Random) -> None:
    while state.is_chance_node():
        state.apply(sample_weighted(state.chance_outcomes(), rng))
    show(scene, state, interactive=not state.is_terminal())
    QApplication.processEvents()


def click_advance(qtbot, view: BoardView, scene: CantStopBoardScene, action: Advance,
                  rng: random.Random) -> None:
    """Choose ``action`` the way a player would: dice or chip, then a sum if asked."""
    dice = scene.state.dice  # type: ignore[union-attr]
    for idx, choice in enumerate(scene.choices()):
        if action == choice.both or (choice.kind == "single" and action in choice.singles):
            if rng.random() < 0.5:
                # Any two dice that make this pairing will do, in either order.
                pairs = [(i, j) for i, j in itertools.permutations(range(4), 2)
                         if tuple(sorted((dice[i] + dice[j], sum(dice) - dice[i] - dice[j])))
                         == choice.sums]
                first, second = rng.choice(pairs)
                click_at(qtbot, view, scene.die_center(first))
                click_at(qtbot, view, scene.die_center(second))
            else:
                click_at(qtbot, view, scene.choice_center(idx))
            return
        if choice.kind == "pick" and action in choice.singles:
            click_at(qtbot, view, scene.choice_center(idx))
            click_at(qtbot, view, scene.choice_center(idx, action.sums[0]))
            return
    raise AssertionError(f"{action} is not offered by any chip")


def test_whole_seeded_game_played_by_mouse(qtbot, board) -> None:
    scene, view = board
    state = new_state(2)
    rng = random.Random(2024)
    show(scene, state)
    clicks = {"roll": 0, "stop": 0, "advance": 0}
    for _ in range(5000):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if state.phase == "roll":
            action = Stop() if Stop() in legal and rng.random() < 0.35 else Roll()
            target = (scene.stop_button_center() if action == Stop()
                      else scene.roll_button_center())
            with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
                click_at(qtbot, view, target)
        else:
            action = rng.choice(legal)
            with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
                click_advance(qtbot, view, scene, action, rng)
        assert blocker.args == [action]
        clicks[action.kind] += 1
        state.apply(action)
        play_chance(scene, state, rng)
    assert state.is_terminal() and state.outcome() is not None
    assert max(state.columns_won(s) for s in range(2)) >= 3  # one stop may win several
    assert min(clicks.values()) > 5
    # The finished board takes no input.
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.roll_button_center())
        qtbot.keyClick(view, Qt.Key.Key_R)


def test_a_few_turns_by_keyboard_only(qtbot, board) -> None:
    scene, view = board
    state = new_state(3)
    rng = random.Random(99)
    show(scene, state)
    turns_seen = set()
    for _ in range(60):
        legal = state.legal_actions()
        if state.phase == "roll":
            action = Stop() if Stop() in legal and rng.random() < 0.4 else Roll()
            key = Qt.Key.Key_S if action == Stop() else Qt.Key.Key_R
            with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
                qtbot.keyClick(view, key)
        else:
            action = rng.choice(legal)
            idx, choice = next((i, c) for i, c in enumerate(scene.choices())
                               if action == c.both or action in c.singles)
            with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
                qtbot.keyClick(view, Qt.Key.Key_1 + idx)
                if choice.kind == "pick":
                    side = choice.singles.index(action)
                    qtbot.keyClick(view, Qt.Key.Key_Left if side == 0 else Qt.Key.Key_Right)
        assert blocker.args == [action]
        turns_seen.add(state.to_move)
        state.apply(action)
        play_chance(scene, state, rng)
    assert turns_seen == {0, 1, 2}
    assert any(any(camps) for camps in state.camps)
