"""One contract every registered board keeps, checked over the registry (not a list of
names), so a new game's board is held to it the day it is registered:

* the keyboard reaches every legal action the board offers (cursor spots, its key
  table and its command buttons), on positions met in real play;
* a shown position renders (the start page and the docs' screenshots draw it);
* a board draws only what its viewer may see: it refuses the true state of a
  hidden-information game, and for the others every seat's view draws the same;
* its legend exists and L shows it; Help ▸ Keyboard lists its key table.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from climbdesk.core.actions import Action
from climbdesk.core.errors import HiddenInformationError
from climbdesk.core.registry import game_keys, get_game
from climbdesk.core.state import State
from climbdesk.ui.boards import board_class
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.interaction import InteractiveBoardScene
from climbdesk.ui.boards.registry import has_board

from .board_helpers import show_board

BOARDS = [key for key in game_keys() if has_board(key)]


def positions(key: str, count: int, seed: int, *, viewed: bool = True) -> list[State]:
    """The start and ``count`` positions met in a seeded random game, as the mover sees
    them (chance resolved at random, as the app does); ``viewed=False``: the true
    states, for a test that takes each seat's view itself."""
    game = get_game(key)
    rng = random.Random(seed)
    state = game.new_initial_state(2, {})
    out: list[State] = []
    for _ in range(400):
        if state.is_terminal() or len(out) >= count:
            break
        if state.is_chance_node():
            state = state.child(state.sample_chance(rng))
            continue
        if not out or rng.random() < 0.35:
            out.append(state.view(state.current_player()) if viewed else state.clone())
        state = state.child(rng.choice(state.legal_actions()))
    return out


def keyboard_reach(scene: InteractiveBoardScene, view: State) -> set[Action]:  # type: ignore[type-arg]
    """Every action the keyboard can play from ``view``: activate any cursor spot, then
    any spot it offers next (two levels, and a third after a further pick); press any
    key of the board's table that plays an action; any command button."""
    found: set[Action] = set()
    scene.action_chosen.connect(found.add)

    def fresh() -> None:
        scene.set_position(view.clone(), interactive=True)
        scene.show_cursor(True)

    def explore(path: list[Hashable], depth: int) -> None:
        fresh()
        for key in path:
            scene.activate(key)
        spots = [s.key for s in scene.cursor_spots()]
        for key in spots:
            fresh()
            for step in path:
                scene.activate(step)
            picked_before = scene.picked
            scene.activate(key)
            if depth > 1 and scene.picked is not None and scene.picked != picked_before:
                explore([*path, key], depth - 1)

    explore([], 3)
    fresh()
    for row in scene.board_key_table():
        if row.action is not None:
            for k in row.keys:
                action = row.action(k)
                if action is not None and action in scene.legal_actions():
                    found.add(action)
    found |= {c.action for c in scene.commands()}
    scene.action_chosen.disconnect(found.add)
    return found


@pytest.mark.parametrize("key", BOARDS)
def test_the_keyboard_reaches_every_legal_action_the_board_offers(qtbot, key: str) -> None:
    scene = board_class(key)()
    if not isinstance(scene, InteractiveBoardScene):
        pytest.skip("a board without input takes no keys")
    show_board(qtbot, scene, 1000, 700)
    checked = 0
    for view in positions(key, 4, seed=11):
        offered = {a for a in view.legal_actions() if scene.handles(a)}
        missing = offered - keyboard_reach(scene, view)
        if key == "climbers":
            # Two kinds are one more key away, covered by the Climbers keyboard game
            # (test_climbers_whole_game): a square two ladder sets reach opens the
            # ladder menu, and a lifted block's other orientations come with R.
            from climbdesk.games.climbers import Move, Place

            assert isinstance(scene, ClimbersBoardScene)
            missing = {a for a in missing
                       if not (isinstance(a, Move) and len(scene.moves()[a.x, a.y]) > 1)
                       and not (isinstance(a, Place) and a.orient != scene.orient)}
        if key == "wall":
            # A panel's other rotations come with R (or the wheel), and a discard
            # after ticking its panels (X, then D or the tray's button), both covered
            # by test_wall_tray: the explorer presses no key that plays no action.
            # A jump's roll is one more key away (J, Enter on the target hold, then the
            # dice count), and so is a move spending the dice other than the tray's
            # default (keys 1-4, O, H) or taking another route than the cheapest (the
            # panel's route chooser): covered by tests/ui/test_wall_turn.py.
            from climbdesk.games.wall.actions import Award, Roll, Spend
            from climbdesk.games.wall.actions import Discard as WallDiscard
            from climbdesk.games.wall.actions import Place as WallPlace

            first = {}  # a panel is picked in its first rotation that has a spot
            for a in sorted((a for a in offered if isinstance(a, WallPlace)),
                            key=lambda a: a.rotation):
                first.setdefault(a.panel, a.rotation)
            reached = keyboard_reach(scene, view)
            ends = {(a.squares[-1:], a.top) for a in reached if isinstance(a, Spend | Award)}
            missing = {a for a in missing if not isinstance(a, WallDiscard)
                       and not (isinstance(a, WallPlace) and a.rotation != first[a.panel])
                       and not (isinstance(a, Roll) and a.jump)
                       and not (isinstance(a, Spend | Award)
                                and (a.squares[-1:], a.top) in ends)}
        assert not missing, f"{key}: the keyboard cannot play {sorted(map(str, missing))}"
        checked += len(offered)
    assert checked > 0


@pytest.mark.parametrize("key", BOARDS)
def test_a_position_renders(qtbot, key: str) -> None:
    scene = board_class(key)()
    view = show_board(qtbot, scene, 800, 600)
    state = positions(key, 3, seed=5)[-1]
    scene.set_position(state, interactive=True)
    image = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 20, f"{key}: the board drew almost nothing"


@pytest.mark.parametrize("key", BOARDS)
def test_a_board_draws_only_what_its_viewer_may_see(qtbot, key: str) -> None:
    game = get_game(key)
    scene = board_class(key)()
    view = show_board(qtbot, scene, 800, 600)
    state = positions(key, 3, seed=7, viewed=False)[-1]
    if not game.info.perfect_information:
        with pytest.raises(HiddenInformationError):
            scene.set_position(game.new_initial_state(2, {}), interactive=False)
    frames = []
    for seat in range(2):
        scene.set_position(state.view(seat), interactive=False)
        frames.append(view.grab().toImage())
    if game.info.perfect_information:
        assert frames[0] == frames[1], f"{key}: seats see different boards of an open game"


@pytest.mark.parametrize("key", BOARDS)
def test_the_legend_shows_with_l_and_help_lists_the_key_table(qtbot, key: str) -> None:
    scene = board_class(key)()
    view = show_board(qtbot, scene, 1000, 700)
    scene.set_position(positions(key, 1, seed=3)[0], interactive=True)
    entries = scene.legend()
    assert len(entries) >= 3 and all(e.text for e in entries), key
    assert not scene.legend_shown  # an overlay on demand, not a permanent cover
    assert any(h.keys == "L" for h in scene.key_help()), key
    plain = view.grab().toImage()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_L)
    assert scene.legend_shown and view.grab().toImage() != plain
    box = view.legend_rect()
    vp = view.viewport().rect()
    assert vp.contains(box) and box.width() * box.height() < 0.4 * vp.width() * vp.height()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_L)
    assert not scene.legend_shown and view.grab().toImage() == plain
    if isinstance(scene, InteractiveBoardScene):
        listed = [(k.keys, k.text) for k in scene.key_help()]
        table = [(row.label, row.text) for row in scene.board_key_table()]
        assert listed[-len(table):] == table if table else True
        assert all(text for _keys, text in listed)


def test_the_contract_covers_every_board() -> None:
    """Every registered game has a board, and every board is in the contract."""
    assert len(BOARDS) >= 4
    assert [k for k in game_keys() if not has_board(k)] == []
