"""The wall board complete (issue 18): R and the wheel, the discard ticks, the red ghost
with the engine's reason, a drag from the hand, the legend and marks, and what the
player panels and a screen reader are told (never another hand)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from climbdesk.core.actions import Action
from climbdesk.games.wall.actions import Discard, Place
from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards.wall import BOARD
from climbdesk.ui.boards.wall.describe import position_text
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.boards.wall.spots import DiscardSpot, HandPanel, PanelSpot, TickSpot

from .board_helpers import show_board
from .test_wall_board import _paint, _play, _show


def _rest(s: WallState) -> bool:
    return s.phase is WallPhase.REST and s.turn >= 3 and any(
        isinstance(a, Place) for a in s.legal_actions())


def _discarding() -> WallState:
    """A Rest turn after the clip (a discard comes after the clip marker's move)."""
    state = _play(4, lambda s: _rest(s) and len(s.hands[s.seat]) >= 3)
    state.clipped = True  # as if the clip marker had just been moved
    state.touch()  # its cached legal actions are stale now
    assert any(isinstance(a, Discard) and len(a.panels) == 2 for a in state.legal_actions())
    return state


def _key(scene: WallBoardScene, key: Qt.Key,
         mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, key, mods))


def test_r_turns_the_picked_panel_and_the_keyboard_places_it_turned(qtbot: object) -> None:
    def turnable(s: WallState) -> bool:
        return s.phase is WallPhase.REST and any(
            len({a.rotation for a in s.legal_actions()
                 if isinstance(a, Place) and a.panel == p}) > 1 for p in s.hands[s.seat])

    state = _play(8, turnable)
    scene = _show(qtbot, state, state.seat, interactive=True)
    legal = [a for a in state.legal_actions() if isinstance(a, Place)]
    ident = next(p for p in state.hands[state.seat]
                 if len({a.rotation for a in legal if a.panel == p}) > 1)
    scene.set_cursor(HandPanel(ident))
    _key(scene, Qt.Key.Key_Return)
    first = scene.rotation
    _key(scene, Qt.Key.Key_R)
    assert scene.rotation != first and scene.rotation in panel(ident).rotations
    _key(scene, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert scene.rotation == first
    _key(scene, Qt.Key.Key_R)
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    _key(scene, Qt.Key.Key_Right)  # the cursor is on the panel's spots now
    _key(scene, Qt.Key.Key_Return)
    assert len(chosen) == 1 and isinstance(chosen[0], Place)
    assert chosen[0].rotation == scene.rotation != first and chosen[0] in legal
    assert any(row.label.startswith("R") for row in scene.board_key_table())


def test_a_panel_that_cannot_lie_as_the_last_pick_was_turned_is_still_picked(
        qtbot: object) -> None:
    """Enter (or a click) on a hand panel picks it even when the panel picked before was
    left turned a way this one has no spot for (it used to pick nothing)."""
    def lopsided(s: WallState) -> bool:
        if s.phase is not WallPhase.REST:
            return False
        places = [a for a in s.legal_actions() if isinstance(a, Place)]
        turns = [{a.rotation for a in places if a.panel == p} for p in s.hands[s.seat]]
        return any(t and t != set(range(4)) for t in turns)

    state = _play(3, lopsided)
    scene = _show(qtbot, state, state.seat, interactive=True)
    places = [a for a in state.legal_actions() if isinstance(a, Place)]
    ident, turns = next((p, t) for p in state.hands[state.seat]
                        if (t := {a.rotation for a in places if a.panel == p})
                        and t != set(range(4)))
    scene.rotation = min(set(range(4)) - turns)  # as the last pick was left
    scene.set_cursor(HandPanel(ident))
    _key(scene, Qt.Key.Key_Return)
    assert scene.picked == HandPanel(ident)
    assert scene.rotation in turns and scene.targets_of(HandPanel(ident))


def test_ticked_panels_are_discarded_together_by_the_button_or_d(qtbot: object) -> None:
    state = _discarding()
    scene = _show(qtbot, state, state.seat, interactive=True)
    hand = sorted(scene.hand())
    ticks = [k for k in scene.pickable_keys() if isinstance(k, TickSpot)]
    assert {t.ident for t in ticks} == set(hand)
    assert DiscardSpot() not in scene.pickable_keys()  # nothing ticked: no button
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    scene.activate(TickSpot(hand[0]))
    scene.activate(TickSpot(hand[1]))
    _paint(scene)
    assert scene.painted()["ticked"] == 2 and scene.painted()["discard-button"] == 1
    assert not chosen  # ticking plays nothing
    assert [c.action for c in scene.commands()] == [Discard((hand[0], hand[1]))]
    scene.activate(DiscardSpot())
    assert chosen == [Discard((hand[0], hand[1]))]
    # The keyboard: X ticks the panel under the cursor, D discards.
    scene.set_position(state.view(state.seat), interactive=True)
    assert not scene.ticked  # a new position starts unticked
    chosen.clear()
    scene.set_cursor(TickSpot(hand[-1]))
    _key(scene, Qt.Key.Key_X)
    _key(scene, Qt.Key.Key_D)
    assert chosen == [Discard((hand[-1],))]


def test_the_ghost_off_the_legal_spots_is_red_with_the_engines_reason(qtbot: QtBot) -> None:
    state = _play(4, _rest)
    scene = _show(qtbot, state, state.seat, interactive=True)
    ident = next(k.ident for k in scene.pickable_keys() if isinstance(k, HandPanel))
    scene.activate(HandPanel(ident))
    layout = scene.layout
    assert layout is not None
    legal = {(a.x, a.y) for a in state.legal_actions()
             if isinstance(a, Place) and a.panel == ident and a.rotation == scene.rotation}
    # High in the air, far from every panel: the engine refuses it.
    anchor = next((x, y) for y in range(layout.rows // 2 * 2 - 6, 0, -2)
                  for x in range(layout.left // 2 * 2 + 6, layout.right - 4, 2)
                  if (x, y) not in legal)
    scene.pointer = layout.anchor_spot(*anchor).center()
    scene.hover = None
    stray = scene.stray_place()
    assert stray is not None and (stray.x, stray.y) == anchor
    assert not state.is_legal(stray)
    reason = scene.refusal(stray)
    assert reason and reason == state.explain_illegal(stray)  # English: the engine's words
    _paint(scene)
    assert scene.painted()["refusal"] == 1 and scene.painted()["ghost"] == 1
    x, y = next(iter(legal))
    scene.pointer = layout.anchor_spot(x, y).center()
    scene.hover = PanelSpot(x, y)
    assert scene.stray_place() is None  # on a legal spot the ghost is green instead


def test_a_panel_dragged_from_the_hand_drops_on_a_spot(qtbot: QtBot) -> None:
    state = _play(4, _rest)
    scene = WallBoardScene()
    view = show_board(qtbot, scene, 1300, 1000)
    scene.set_position(state.view(state.seat), interactive=True)
    hand = next(s for s in scene.pickables() if isinstance(s.key, HandPanel))
    chosen: list[Action] = []
    scene.action_chosen.connect(chosen.append)
    start = view.mapFromScene(hand.rect.center())
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, start)
    target = scene.targets_of(hand.key)[0]
    end = view.mapFromScene(target.rect.center())
    for step in range(1, 6):
        point = start + (end - start) * step / 5
        QTest.mouseMove(view.viewport(), QPoint(point.x(), point.y()))
    assert scene.dragged == hand.key and scene.hover == target.key
    _paint(scene)
    assert scene.painted()["ghost"] == 1  # green on the spot under the pointer
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, end)
    assert len(chosen) == 1 and isinstance(chosen[0], Place)
    assert chosen[0] in state.legal_actions()
    assert isinstance(target.key, PanelSpot)
    assert (chosen[0].x, chosen[0].y) == (target.key.x, target.key.y)


def test_the_wall_draws_its_ruler_bands_rope_and_legend(qtbot: object) -> None:
    state = _play(5, lambda s: any(c is not None for c in s.clips)
                  and any(p is not None for p in s.pos))
    scene = _show(qtbot, state, state.seat, interactive=False)
    painted = scene.painted()
    assert painted["ruler"] >= state.goal + 1 and painted["band"] == 2
    assert painted["rope"] >= 1 and painted["clip"] >= 1
    assert len(scene.legend()) >= 8 and all(e.text for e in scene.legend())


def test_facts_and_screen_reader_text_never_name_another_hand(qtbot: object) -> None:
    state = _play(4, _rest)
    seat, other = state.seat, 1 - state.seat
    view = state.view(seat)
    assert isinstance(view, WallState)
    text = position_text(view, seat)
    own = {panel(p).name() for p in state.hands[seat]}
    theirs = {panel(p).name() for p in state.hands[other]} - own
    assert all(name in text for name in own)
    assert not any(f" {name}" in text for name in theirs
                   if not any(name == p.name() for p in map(panel, (
                       q.ident for q in state.wall.visible()))))
    facts = BOARD.seat_facts(view, other) + BOARD.seat_details(view, other)
    assert any(str(len(state.hands[other])) in line for line in facts)
    assert any(str(state.stamina[other]) in line for line in facts)
    assert BOARD.status_facts(view)
    scene = _show(qtbot, state, seat, interactive=False)
    assert scene.position_text() == text


def test_the_view_refits_as_the_wall_grows(qtbot: QtBot) -> None:
    early = _play(4, lambda s: s.phase is WallPhase.REST and s.turn >= 1)
    late = _play(4, lambda s: s.phase is WallPhase.REST and s.wall.top() >= 12)
    scene = WallBoardScene()
    view = show_board(qtbot, scene, 900, 700)
    for state in (early, late):
        scene.set_position(state.view(state.seat), interactive=False)
        board = scene.board_rect()
        inside = view.viewport().rect().adjusted(-2, -2, 2, 2)
        assert inside.contains(view.mapFromScene(board.topLeft()))
        assert inside.contains(view.mapFromScene(board.bottomRight()))
    assert late.wall.top() > early.wall.top()


def test_a_hand_panel_that_fits_nowhere_is_veiled_and_not_offered(qtbot: object) -> None:
    state = _play(4, lambda s: _rest(s) and len({a.panel for a in s.legal_actions()
                                                 if isinstance(a, Place)}) >= 2)
    scene = WallBoardScene()
    ident = next(a.panel for a in state.legal_actions() if isinstance(a, Place))
    # As if the wall left that panel no spot: the other panels keep theirs.
    scene.legal_source = lambda st: [a for a in st.legal_actions()
                                     if not (isinstance(a, Place) and a.panel == ident)]
    scene.set_position(state.view(state.seat), interactive=True)
    _paint(scene)
    assert scene.locked_panels() == {ident} and scene.painted()["locked"] == 1
    assert HandPanel(ident) not in scene.pickable_keys()
    assert any(isinstance(k, HandPanel) for k in scene.pickable_keys())
