"""The Climb On! (dice) board driven the way a player drives it: real mouse and key events.

Clicks go to the view's viewport at the scene position of a climber, a chip,
a token button or Confirm, so the pixel→scene mapping, the hit-testing and
the legality filter are exercised together.  Chance is resolved here with a
seeded generator, as the controller does in the app.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from climbdesk.core.rng import sample_weighted
from climbdesk.games.summit import (
    GAME,
    Climb,
    Confirm,
    Descend,
    Dice,
    Drag,
    Lower,
    Pass,
    PullUp,
    Shove,
    SummitState,
)
from climbdesk.ui.boards import BoardView, board_class
from climbdesk.ui.boards.summit.scene import SummitBoardScene, format_chance
from climbdesk.ui.theme import BoardTheme

from .board_helpers import LEFT, click_at, show_board


@pytest.fixture
def board(qtbot) -> Iterator[tuple[SummitBoardScene, BoardView]]:
    scene = SummitBoardScene()
    yield scene, show_board(qtbot, scene, 1060, 700)


def drag(qtbot, view: BoardView, start: QPointF, end: QPointF) -> None:
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(view.viewport(), LEFT, pos=a)
    for k in range(1, 6):
        p = a + (b - a) * k / 5
        qtbot.mouseMove(view.viewport(), pos=p)
    qtbot.mouseRelease(view.viewport(), LEFT, pos=b)


def new_state(players: int = 2, **options: object) -> SummitState:
    state = GAME.new_initial_state(players, options)
    assert isinstance(state, SummitState)
    return state


def placed(levels: list[list[int]], tokens: list[list[int]] | None = None,
           to_move: int = 0) -> SummitState:
    state = new_state(len(levels))
    state.levels = [list(r) for r in levels]
    if tokens is not None:
        state.tokens = [list(r) for r in tokens]
    state.to_move = to_move
    return state


def show(scene: SummitBoardScene, state: SummitState, interactive: bool = True) -> None:
    scene.set_position(state.clone(), interactive=interactive)


def index_of(scene: SummitBoardScene, kind: str, level: int | None = None) -> int:
    return next(i for i, t in enumerate(scene.targets())
                if t.kind == kind and (level is None or t.level == level))


def pick(qtbot, view: BoardView, scene: SummitBoardScene, climber: int) -> None:
    state = scene.state
    assert state is not None
    click_at(qtbot, view, scene.climber_center(state.to_move, climber))
    assert scene.selected == climber


# ----- geometry ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_registered_and_geometry(qtbot, players: int) -> None:
    assert board_class("summit") is SummitBoardScene
    scene = SummitBoardScene()
    state = new_state(players)
    state.levels[0] = [1, 1, 2, 3, 4, 0]
    scene.set_position(state, interactive=False)
    rect = scene.sceneRect()
    points = [scene.climber_center(s, i) for s in range(players) for i in range(6)]
    assert all(rect.contains(p) for p in points)
    assert len({(p.x(), p.y()) for p in points}) == len(points)  # nobody hides anybody
    # Higher levels are higher up; the summit is the top.
    ys = [scene.climber_center(0, i).y() for i in (5, 0, 2, 3, 4)]
    assert ys == sorted(ys, reverse=True)
    for action in (Climb(0, "white"), Descend(1, 0, "red"), PullUp(0, 1, "blue"),
                   Shove(0, 1, 0, "red"), Drag(0, 1, 0, "red"), Pass(), Confirm(),
                   Lower(0, "white"), Dice((1,))):
        assert scene.handles(action)  # no duplicate window buttons
    assert scene.supports_odds()


# ----- acting -----------------------------------------------------------------------------
def test_picking_a_climber_offers_its_legal_actions(qtbot, board) -> None:
    scene, view = board
    state = new_state()
    show(scene, state)
    assert scene.targets() == []
    pick(qtbot, view, scene, 5)
    offered = {a for t in scene.targets() for _, a in t.by_token}
    assert offered == {a for a in state.legal_actions() if a.acting == 5}  # type: ignore
    assert [t.kind for t in scene.targets()] == ["climb"]
    # Clicking it again drops the pick; Esc does too.
    click_at(qtbot, view, scene.climber_center(0, 5))
    assert scene.selected is None
    pick(qtbot, view, scene, 2)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.selected is None
    # An opponent's climber cannot be picked.
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.climber_center(1, 3))
    assert scene.selected is None


def test_choosing_a_chip_and_its_token(qtbot, board) -> None:
    scene, view = board
    show(scene, new_state())
    pick(qtbot, view, scene, 3)
    idx = index_of(scene, "climb")
    assert scene.targets()[idx].tokens == ("white", "blue", "red")
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.action_chip_center(idx))  # several tokens: which?
    assert scene.pending == idx
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.token_choice_center(idx, "blue"))
    assert blocker.args == [Climb(3, "blue")]
    # The keyboard: a chip by number, the token by its letter.
    show(scene, new_state())
    pick(qtbot, view, scene, 3)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_1)
        qtbot.keyClick(view, Qt.Key.Key_W)
    assert blocker.args == [Climb(3, "white")]


def test_single_payment_is_taken_at_once_and_targets_on_the_mountain(qtbot, board) -> None:
    scene, view = board
    # Seat 0 holds only red tokens: every act has one way to pay.
    state = placed([[1, 0, 0, 0, 2, 0], [1, 2, 0, 0, 0, 0]], [[0, 0, 2], [10, 3, 2]])
    show(scene, state)
    pick(qtbot, view, scene, 0)
    assert [t.kind for t in scene.targets()] == ["climb", "pull", "shove", "drag", "descend"]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.climber_center(1, 1))  # the opponent one level above
    assert blocker.args == [Drag(0, 1, 1, "red")]
    show(scene, state)
    pick(qtbot, view, scene, 0)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.climber_center(1, 0))  # same level
    assert blocker.args == [Shove(0, 1, 0, "red")]
    show(scene, state)
    pick(qtbot, view, scene, 1)  # on the ground
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.level_center(1))
    assert blocker.args == [Climb(1, "red")]
    show(scene, state)
    pick(qtbot, view, scene, 4)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.level_center(0))
    assert blocker.args == [Descend(4, 0, "red")]


def test_pull_up_by_clicking_the_helper_and_by_dragging(qtbot, board) -> None:
    scene, view = board
    state = placed([[0, 0, 0, 1, 0, 0], [0] * 6], [[0, 1, 0], [10, 3, 2]])
    show(scene, state)
    pick(qtbot, view, scene, 5)
    assert any(t.kind == "pull" and t.other == (0, 3) for t in scene.targets())
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.climber_center(0, 3))
    assert blocker.args == [PullUp(5, 3, "blue")]
    # Dragging the climber onto its helper means the same; onto the level above, a climb.
    show(scene, state)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        drag(qtbot, view, scene.climber_center(0, 5), scene.climber_center(0, 3))
    assert blocker.args == [PullUp(5, 3, "blue")]
    show(scene, state)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        drag(qtbot, view, scene.climber_center(0, 2), scene.level_center(1))
    assert blocker.args == [Climb(2, "blue")]
    # A drop where the climber cannot go emits nothing and leaves it picked.
    show(scene, state)
    with qtbot.assertNotEmitted(scene.action_chosen):
        drag(qtbot, view, scene.climber_center(0, 2), scene.level_center(3))
    assert scene.selected == 2 and not scene.dragging()


def test_illegal_things_emit_nothing(qtbot, board) -> None:
    scene, view = board
    state = new_state()
    show(scene, state)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.level_center(1))      # nothing picked
        click_at(qtbot, view, scene.confirm_button_center())  # nothing to confirm
        qtbot.keyClick(view, Qt.Key.Key_Return)
        pick(qtbot, view, scene, 0)
        click_at(qtbot, view, scene.level_center(3))      # not reachable
        click_at(qtbot, view, scene.level_center(0))      # already there
        click_at(qtbot, view, scene.action_chip_center(5))  # no such chip
        qtbot.keyClick(view, Qt.Key.Key_9)
        qtbot.keyClick(view, Qt.Key.Key_R)                 # no chip waits for a token


def test_pass_when_nothing_is_possible(qtbot, board) -> None:
    scene, view = board
    # Seat 0 is on the ground with one blue token and level 1 is full: no act is possible.
    full = [1, 1, 1, 1, 1, 1]
    state = placed([[0] * 6, full, full, [1, 1, 1, 1, 0, 0]], [[0, 1, 0]] + [[10, 3, 2]] * 3)
    assert state.legal_actions() == [Pass()]
    show(scene, state)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [Pass()]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.pass_button_center())
    assert blocker.args == [Pass()]


# ----- rolling and lowering ----------------------------------------------------------------
def lowering(action, dice: tuple[int, ...], state: SummitState | None = None) -> SummitState:
    state = (state or new_state()).clone()
    state.apply(action)
    state.apply(Dice(dice))
    assert state.phase == "lower"
    return state


def test_lowering_updates_the_verdict_and_confirm(qtbot, board) -> None:
    scene, view = board
    state = lowering(Climb(5, "white"), (7,))
    show(scene, state)
    assert scene.verdict() == "failure"
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.token_button_center(0, "red") + QPointF(0, -200))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.token_button_center(0, "red"))
    assert blocker.args == [Lower(0, "red")]
    state.apply(Lower(0, "red"))
    show(scene, state)
    assert scene.verdict() == "success"  # 7 - 3 = 4 ≤ 4
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.confirm_button_center())
    assert blocker.args == [Confirm()]
    # The keyboard: W/B/R lower the selected die, Enter confirms.
    show(scene, state)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_B)
    assert blocker.args == [Lower(0, "blue")]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [Confirm()]


def test_lowering_the_victim_of_a_shove(qtbot, board) -> None:
    scene, view = board
    start = placed([[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]])
    state = lowering(Shove(0, 1, 0, "red"), (2, 4), start)
    show(scene, state)
    assert scene.verdict() == "failure" and scene.tray_die == 1  # the victim's die helps
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click_at(qtbot, view, scene.token_button_center(1, "blue"))
    assert blocker.args == [Lower(1, "blue")]
    # Click a die, then a token on the mover's card.
    show(scene, state)
    click_at(qtbot, view, scene.tray_die_center(0))
    assert scene.tray_die == 0
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_W)
    assert blocker.args == [Lower(0, "white")]
    # A token the mover does not hold emits nothing.
    state.tokens[0] = [3, 0, 0]
    show(scene, state)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.token_button_center(1, "red"))
        click_at(qtbot, view, scene.token_button_center(1, "blue"))


def test_non_interactive_scene_ignores_input(qtbot, board) -> None:
    scene, view = board
    show(scene, new_state(), interactive=False)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.climber_center(0, 3))
        assert scene.selected is None
        drag(qtbot, view, scene.climber_center(0, 2), scene.level_center(1))
        qtbot.keyClick(view, Qt.Key.Key_Right)
    state = lowering(Climb(5, "white"), (7,))
    show(scene, state, interactive=False)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.token_button_center(0, "red"))
        click_at(qtbot, view, scene.confirm_button_center())
        qtbot.keyClick(view, Qt.Key.Key_Return)
    scene.set_interactive(True)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000):
        click_at(qtbot, view, scene.confirm_button_center())


# ----- odds and announcements --------------------------------------------------------------
def test_odds_text_is_the_exact_success_chance(qtbot, board) -> None:
    scene, view = board
    state = placed([[1, 0, 0, 0, 0, 1], [1, 1, 0, 0, 0, 0]], [[1, 0, 1], [10, 3, 2]])
    show(scene, state)
    pick(qtbot, view, scene, 5)
    idx = index_of(scene, "climb")
    assert scene.chance_texts(idx) == {}  # odds off, nothing hovered
    qtbot.mouseMove(view.viewport(), pos=view.mapFromScene(scene.token_choice_center(idx, "red")))
    want = format_chance(state.success_chance(Climb(5, "red")))
    assert scene.odds_text() == want  # shown on hover even with odds off
    scene.set_show_odds(True)
    for i, target in enumerate(scene.targets()):
        texts = scene.chance_texts(i)
        assert texts == {t: format_chance(state.success_chance(a)) for t, a in target.by_token}
    # Paying with red leaves less to lower with: a lower chance than paying white.
    assert state.success_chance(Climb(5, "red")) < state.success_chance(Climb(5, "white"))


def test_success_failure_and_final_score_are_announced(qtbot, board) -> None:
    scene, view = board
    state = lowering(Climb(5, "white"), (7,))
    show(scene, state)
    assert scene.overlay_text() == ""
    after = state.clone()
    after.apply(Confirm())  # 7 > 4: fails
    show(scene, after)
    assert scene.overlay_text() == "Player 1's climb failed"  # whose, not a bare "Failed!"
    assert scene.overlay.detail == "Player 1's d20 stays on the ground"
    assert scene.last_roll is not None and scene.last_roll[2] == "failure"
    state.apply(Lower(0, "red"))
    show(scene, state)
    state.apply(Confirm())
    show(scene, state)
    assert scene.overlay_text() == "Player 1's climb succeeded" and state.levels[0][5] == 1
    # Undo (an earlier position) announces nothing new.
    scene._hide_overlay()
    show(scene, new_state())
    assert scene.overlay_text() == "" and scene.last_roll is None
    # The last token spent ends the game: final scores.
    end = placed([[1, 1, 0, 0, 0, 0], [0, 2, 0, 0, 0, 0]], [[0, 0, 0], [1, 0, 0]], to_move=1)
    show(scene, end)
    end.apply(Descend(1, 1, "white"))
    assert end.is_terminal()
    show(scene, end, interactive=False)
    assert scene.overlay_text() == "Game over"
    assert scene.overlay.detail == "Final score 3 : 2"


# ----- animation ----------------------------------------------------------------------------
def test_animation_signals_once_per_position(qtbot, board) -> None:
    scene, view = board
    finished: list[int] = []
    scene.animation_finished.connect(lambda: finished.append(1))
    state = new_state()
    show(scene, state)
    assert finished == [1]
    scene.set_animation_speed(0.5)
    rolled = lowering(Climb(5, "white"), (7,), state)
    show(scene, rolled)
    assert scene.animating() and finished == [1]
    with qtbot.assertNotEmitted(scene.action_chosen):  # input waits for the dice
        click_at(qtbot, view, scene.confirm_button_center())
    show(scene, rolled)  # cut short: the pending one finishes first, then this one
    assert finished == [1, 1, 1] and not scene.animating()
    scene.set_animation_speed(4.0)
    show(scene, state)
    with qtbot.waitSignal(scene.animation_finished, timeout=20000):
        show(scene, rolled)
    assert not scene.animating()
    with qtbot.waitSignal(scene.action_chosen, timeout=1000):
        click_at(qtbot, view, scene.confirm_button_center())


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("colourblind", [False, True])
def test_renders_in_every_theme(qtbot, board, dark: bool, colourblind: bool) -> None:
    scene, view = board
    scene.set_theme(BoardTheme.make(dark, colourblind))
    scene.set_show_odds(True)
    state = lowering(PullUp(5, 3, "blue"), (9, 2),
                     placed([[0, 0, 0, 1, 0, 0], [1, 2, 0, 0, 0, 0]]))
    show(scene, state)
    scene.show_hint(state.legal_actions()[0])
    image = view.grab().toImage()
    assert not image.isNull() and image.width() >= 900
    assert image.pixelColor(2, image.height() // 2).name() == scene.theme.background


# ----- whole games ---------------------------------------------------------------------------
def play_chance(scene: SummitBoardScene, state: SummitState, rng: random.Random) -> None:
    while state.is_chance_node():
        state.apply(sample_weighted(state.chance_outcomes(), rng))
    show(scene, state, interactive=not state.is_terminal())
    QApplication.processEvents()


def do_by_mouse(qtbot, view: BoardView, scene: SummitBoardScene, action,
                rng: random.Random) -> None:
    """Make ``action`` the way a player would: pick, then chip/token, target or drag."""
    state = scene.state
    assert state is not None
    if isinstance(action, (Confirm, Pass)):
        click_at(qtbot, view, scene.confirm_button_center())
        return
    if isinstance(action, Lower):
        click_at(qtbot, view, scene.token_button_center(action.die, action.token))
        return
    me = state.to_move
    if rng.random() < 0.2 and action.acting != scene.selected:
        # Drag onto the target when that names a single way to pay.
        targets = __import__("climbdesk.ui.boards.summit.choices",
                             fromlist=["targets_of"]).targets_of(state, action.acting)
        target = next(t for t in targets if action in [a for _, a in t.by_token])
        if target.direct() is not None:
            spot = (scene.climber_center(*target.other) if target.other is not None
                    else scene.level_center(target.level))
            drag(qtbot, view, scene.climber_center(me, action.acting), spot)
            return
    if scene.selected != action.acting:
        click_at(qtbot, view, scene.climber_center(me, action.acting))
    assert scene.selected == action.acting
    idx = next(i for i, t in enumerate(scene.targets()) if action in [a for _, a in t.by_token])
    target = scene.targets()[idx]
    from climbdesk.ui.boards.summit.items import max_chips

    if idx >= max_chips(state.players):  # off the list: its target on the mountain
        spot = (scene.climber_center(*target.other) if target.other is not None
                else scene.level_center(target.level))
        click_at(qtbot, view, spot)
        if target.direct() is None:
            qtbot.keyClick(view, {"white": Qt.Key.Key_W, "blue": Qt.Key.Key_B,
                                  "red": Qt.Key.Key_R}[action.paid_with])
        return
    if target.direct() is not None:
        click_at(qtbot, view, scene.action_chip_center(idx))
    else:
        click_at(qtbot, view, scene.token_choice_center(idx, action.paid_with))


@pytest.mark.parametrize("players,seed", [(2, 2024)])
def test_whole_seeded_game_played_by_mouse(qtbot, board, players: int, seed: int) -> None:
    scene, view = board
    state = new_state(players)
    rng = random.Random(seed)
    show(scene, state)
    kinds: dict[str, int] = {}
    for _ in range(2000):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        climbs = [a for a in legal if isinstance(a, Climb)]
        lowers = [a for a in legal if isinstance(a, Lower)]
        if state.phase == "lower":
            action = (rng.choice(lowers) if lowers and not state.would_succeed()
                      and state.can_still_succeed() and rng.random() < 0.8 else Confirm())
        elif climbs and rng.random() < 0.5:
            action = rng.choice(climbs)
        else:
            action = rng.choice(legal)
        with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
            do_by_mouse(qtbot, view, scene, action, rng)
        assert blocker.args == [action]
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
        state.apply(action)
        play_chance(scene, state, rng)
    assert state.is_terminal() and state.outcome() is not None
    assert kinds.get("climb", 0) > 5 and kinds.get("lower", 0) > 3 and kinds.get("confirm", 0) > 3
    assert max(state.score(s) for s in range(players)) > 0
    with qtbot.assertNotEmitted(scene.action_chosen):
        click_at(qtbot, view, scene.climber_center(0, 0))
        click_at(qtbot, view, scene.confirm_button_center())
        qtbot.keyClick(view, Qt.Key.Key_Return)
