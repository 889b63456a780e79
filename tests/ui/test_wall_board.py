"""The wall board's first slice: drawing views, and clicks that make legal actions."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QKeyEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from climbdesk.core.actions import Action
from climbdesk.games.wall.actions import Award, Clip, EndTurn, Place, Rest, Roll, Spend
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards.wall.scene import WallBoardScene, destination
from climbdesk.ui.boards.wall.spots import ClipSpot, HandPanel, HoldSpot, PanelSpot, TopSpot


def _choose(state: WallState, rng: random.Random) -> Action:
    """A builder's policy: rest often and place panels, climb as high as possible."""
    acts = state.legal_actions()
    if state.phase is WallPhase.TURN and state.turn < 8 and rng.random() < 0.7:
        return Rest()
    places = [a for a in acts if isinstance(a, Place)]
    if places and state.placed < 2:
        return rng.choice(places)
    if state.phase is WallPhase.REST:
        return EndTurn()
    rolls = [a for a in acts if isinstance(a, Roll) and not a.jump]
    if rolls:
        return rng.choice(rolls)
    moves = [a for a in acts if isinstance(a, Spend | Award) and a.squares]
    if moves:
        return max(moves, key=lambda a: a.squares[-1][1])
    return rng.choice(acts)


def _play(seed: int, stop: Callable[[WallState], bool], players: int = 2) -> WallState:
    """Seeded legal play from the start until ``stop`` holds at a decision."""
    for attempt in range(20):
        rng = random.Random(seed * 100 + attempt)
        state = GAME.new_initial_state(players)
        for _ in range(600):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                continue
            if stop(state):
                return state
            state.apply(_choose(state, rng))
    raise AssertionError("no such position reached")


def _paint(scene: WallBoardScene) -> QImage:
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


def _show(qtbot: object, state: WallState, viewer: int, interactive: bool) -> WallBoardScene:
    scene = WallBoardScene()
    scene.set_position(state.view(viewer), interactive=interactive)
    _paint(scene)
    return scene


def _spend_phase(s: WallState) -> bool:
    return s.phase is WallPhase.SPEND and len(s.wall.visible()) >= 6 and any(
        isinstance(a, Spend) and a.squares for a in s.legal_actions())


def test_draws_the_wall_pieces_and_only_the_viewers_hand(qtbot: object) -> None:
    state = _play(1, _spend_phase)
    seat = state.seat
    scene = _show(qtbot, state, seat, interactive=False)
    painted = scene.painted()
    assert painted["panel"] == len(state.wall.visible())
    assert painted["slot"] == state.players
    assert painted["piece"] == state.players
    assert painted["hand"] == len(state.hands[seat])
    assert painted["target"] == 0  # not interactive: nothing offered
    other = _show(qtbot, state, 1 - seat, interactive=False)
    assert other.hand() == state.hands[1 - seat]  # its own hand, never the mover's
    assert other.painted()["hand"] == len(state.hands[1 - seat])
    assert other.painted()["panel"] == painted["panel"]


def test_move_destinations_are_highlighted_and_a_click_plays_a_legal_move(qtbot: object) -> None:
    state = _play(2, _spend_phase)
    scene = _show(qtbot, state, state.seat, interactive=True)
    legal = state.legal_actions()
    ends = {destination(a) for a in legal if isinstance(a, Spend) and (a.squares or a.top)}
    keys = {s.key for s in scene.pickables()}
    assert keys == ends
    assert scene.painted()["target"] == len(ends)
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    key = next(k for k in keys if isinstance(k, HoldSpot | TopSpot))
    assert scene.painted()["route"] == 0
    scene.hover = key
    _paint(scene)
    assert scene.painted()["route"] == 1  # the route of the move a click would play
    scene.activate(key)
    assert len(chosen) == 1 and chosen[0] in legal
    assert isinstance(chosen[0], Spend) and destination(chosen[0]) == key
    scene.show_hint(chosen[0])
    _paint(scene)
    assert scene.painted()["hint"] == 1


def test_a_mouse_click_in_a_view_plays_the_move_to_that_hold(qtbot: QtBot) -> None:
    state = _play(7, _spend_phase)
    scene = _show(qtbot, state, state.seat, interactive=True)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    spot = next(s for s in scene.pickables() if isinstance(s.key, HoldSpot))
    view.ensureVisible(spot.rect)
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, view.mapFromScene(spot.rect.center()))
    assert len(chosen) == 1 and chosen[0] in state.legal_actions()
    assert isinstance(chosen[0], Spend) and destination(chosen[0]) == spot.key


def test_enter_on_the_cursor_plays_the_move_under_it(qtbot: object) -> None:
    state = _play(3, _spend_phase)
    scene = _show(qtbot, state, state.seat, interactive=True)
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    key = scene.pickables()[-1].key
    scene.set_cursor(key)
    scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Return,
                                  Qt.KeyboardModifier.NoModifier))
    assert len(chosen) == 1 and chosen[0] in state.legal_actions()


def test_a_picked_panel_shows_where_it_may_go_and_a_click_places_it(qtbot: object) -> None:
    state = _play(4, lambda s: s.phase is WallPhase.REST and s.turn >= 3 and any(
        isinstance(a, Place) for a in s.legal_actions()))
    scene = _show(qtbot, state, state.seat, interactive=True)
    hand = [s.key for s in scene.pickables() if isinstance(s.key, HandPanel)]
    assert hand
    scene.activate(hand[0])
    assert scene.picked == hand[0]
    legal = [a for a in state.legal_actions()
             if isinstance(a, Place) and a.panel == hand[0].ident]
    anchors = {PanelSpot(a.x, a.y) for a in legal if a.rotation == scene.rotation}
    targets = scene.targets_of(hand[0])
    assert {t.key for t in targets} == anchors
    _paint(scene)
    assert scene.painted()["panel-target"] == len(anchors)
    assert scene.painted()["ghost"] == 0
    scene.hover = targets[0].key
    _paint(scene)
    assert scene.painted()["ghost"] == 1  # the picked panel shown where it would go
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    scene.activate(targets[0].key)
    assert len(chosen) == 1 and chosen[0] in legal


def test_mouse_clicks_pick_a_hand_panel_and_put_it_on_a_highlighted_spot(qtbot: QtBot) -> None:
    state = _play(4, lambda s: s.phase is WallPhase.REST and s.turn >= 3 and any(
        isinstance(a, Place) for a in s.legal_actions()))
    scene = _show(qtbot, state, state.seat, interactive=True)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1100, 1000)
    view.show()
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)

    def click(rect: QRectF) -> None:
        view.ensureVisible(rect)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, view.mapFromScene(rect.center()))

    hand = next(s for s in scene.pickables() if isinstance(s.key, HandPanel))
    click(hand.rect)
    assert scene.picked == hand.key and not chosen
    target = scene.targets_of(hand.key)[0]
    click(target.rect)
    assert len(chosen) == 1 and chosen[0] in state.legal_actions()
    placed, picked, spot = chosen[0], hand.key, target.key
    assert isinstance(placed, Place) and isinstance(picked, HandPanel)
    assert isinstance(spot, PanelSpot)
    assert (placed.panel, placed.x, placed.y) == (picked.ident, spot.x, spot.y)


def test_the_wheel_turns_the_picked_panel_to_its_next_rotation(qtbot: object) -> None:
    def turnable(s: WallState) -> bool:
        return s.phase is WallPhase.REST and any(
            len({a.rotation for a in s.legal_actions()
                 if isinstance(a, Place) and a.panel == p}) > 1 for p in s.hands[s.seat])

    state = _play(8, turnable)
    scene = _show(qtbot, state, state.seat, interactive=True)
    legal = [a for a in state.legal_actions() if isinstance(a, Place)]
    ident = next(p for p in state.hands[state.seat]
                 if len({a.rotation for a in legal if a.panel == p}) > 1)
    scene.activate(HandPanel(ident))
    before = scene.rotation
    assert scene.wheel_turned(1.0)
    assert scene.rotation != before
    anchors = {PanelSpot(a.x, a.y) for a in legal
               if a.panel == ident and a.rotation == scene.rotation}
    assert {t.key for t in scene.targets_of(HandPanel(ident))} == anchors
    assert scene.wheel_turned(-1.0) and scene.rotation == before


def test_clip_squares_are_offered_and_a_click_clips(qtbot: object) -> None:
    state = _play(5, lambda s: s.phase is WallPhase.REST and any(
        isinstance(a, Clip) for a in s.legal_actions()))
    scene = _show(qtbot, state, state.seat, interactive=True)
    clips = {(a.x, a.y) for a in state.legal_actions() if isinstance(a, Clip)}
    keys = [s.key for s in scene.pickables() if isinstance(s.key, ClipSpot)]
    assert {(k.x, k.y) for k in keys} == clips
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    scene.activate(keys[0])
    assert chosen == [Clip(keys[0].x, keys[0].y)]


def test_renders_a_picture_to_judge(qtbot: object) -> None:
    state = _play(6, lambda s: _spend_phase(s) and s.turn >= 8)
    scene = _show(qtbot, state, state.seat, interactive=True)
    image = _paint(scene)
    assert image.save("/tmp/wall_board.png")
    assert scene.painted()["hold"] > 0 and scene.painted()["faint-hold"] > 0


def test_the_board_is_registered_with_its_player_panel_facts() -> None:
    from climbdesk.ui.boards.registry import board_class, board_registration, has_board

    registration = board_registration("wall")
    assert has_board("wall") and registration is not None
    assert board_class("wall") is WallBoardScene
    assert registration.screenshots is not None
