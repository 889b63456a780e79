"""The wall's Move turn beside the board (issue 18): the turn panel, the dice tray, jump
targets, the route chooser and the keys, by mouse and by keyboard."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QAction, QFont, QFontMetricsF, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from climbdesk.core.actions import Action
from climbdesk.core.record import GameRecord, Match
from climbdesk.games.wall.actions import Award, Clip, Keep, Place, Rest, Roll, Spend
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.wall.layout import CELL
from climbdesk.ui.boards.wall.oddsitem import figure_pixels
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.boards.wall.spots import ClipSpot, HoldSpot, TopSpot
from climbdesk.ui.boards.wall.turn import Role, allocation, destination
from climbdesk.ui.boards.wall.turnpanel import TurnPanel

from .app_helpers import dialogs, vs_bot, window  # noqa: F401
from .board_helpers import LEFT, click_at


def _builder(state: WallState, rng: random.Random) -> Action:
    """Rest and build early, then climb: walls with several routes come up quickly."""
    acts = state.legal_actions()
    places = [a for a in acts if isinstance(a, Place)]
    if state.phase is WallPhase.TURN and state.turn < 10:
        return Rest()
    if places and state.placed < 3:
        return rng.choice(places)
    plain = [a for a in acts if isinstance(a, Roll) and not a.jump and not a.chalk]
    if plain:
        return rng.choice(plain)
    moves = [a for a in acts if isinstance(a, Spend | Award) and a.squares]
    if moves:
        return max(moves, key=lambda a: a.squares[-1][1])
    return rng.choice(acts)


def _play(stop: Callable[[WallState], bool], seed: int = 0) -> WallState:
    for attempt in range(30):
        rng = random.Random(seed * 1000 + attempt)
        state = GAME.new_initial_state(2)
        for _ in range(800):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
            elif stop(state):
                return state
            else:
                state.apply(_builder(state, rng))
    raise AssertionError("no such position reached")


def _climbing(state: WallState) -> bool:
    seat = state.seat
    return (state.phase is WallPhase.TURN and state.turn >= 10 and state.pos[seat] is not None
            and state.stamina[seat] >= 8 and state.jumps[seat] > 0 and state.chalk[seat] > 0)


class Table:
    """The board and its turn panel side by side, as the game window shows them."""

    def __init__(self, qtbot: QtBot, state: WallState) -> None:
        self.scene = WallBoardScene()
        self.scene.set_animation_speed(0)
        self.window = QWidget()
        row = QHBoxLayout(self.window)
        self.view = BoardView(self.scene)
        row.addWidget(self.view, 1)
        panel = self.scene.side_panel()
        assert isinstance(panel, TurnPanel)
        self.panel = panel
        row.addWidget(panel)
        qtbot.addWidget(self.window)
        self.window.resize(1400, 900)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.chosen: list[Action] = []
        self.scene.action_chosen.connect(self.chosen.append)
        self.state = state
        self.qtbot = qtbot
        self.show()

    def show(self) -> None:
        self.scene.set_position(self.state.view(self.state.seat), interactive=True)
        self.view.fit()
        # The panel follows once the board has painted the position (issue 17).
        self.qtbot.waitUntil(lambda: not self.scene.panel_later.pending, timeout=20000)

    def play(self) -> Action:
        """Apply what the board chose to the true state, roll any dice, show the view."""
        assert len(self.chosen) == 1, self.chosen
        action = self.chosen.pop()
        assert action in self.state.legal_actions()
        self.state.apply(action)
        while self.state.is_chance_node() and not self.state.is_terminal():
            self.state.apply(self.state.sample_chance(random.Random(3)))
        self.show()
        return action

    def key(self, key: Qt.Key) -> None:
        self.scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, key,
                                           Qt.KeyboardModifier.NoModifier))

    def enter_on(self, spot: object) -> None:
        self.scene.set_cursor(spot)  # type: ignore[arg-type]  # a wall spot
        self.key(Qt.Key.Key_Return)

    def click(self, spot: object) -> None:
        rect = next(s.rect for s in self.scene.pickables() if s.key == spot)
        self.view.ensureVisible(rect)
        click_at_view = self.view.mapFromScene(rect.center())
        from PySide6.QtTest import QTest

        QTest.mouseClick(self.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                         click_at_view)


def test_the_panel_offers_rest_and_the_rolls_with_their_cost(qtbot: QtBot) -> None:
    state = _play(_climbing)
    table = Table(qtbot, state)
    panel = table.panel
    assert panel.timeline.current == 0  # before the dice
    assert panel.rest.isVisible() and panel.rest.isEnabled()
    assert [panel.rolls[n].isEnabled() for n in (2, 3, 4)] == [True, True, True]
    assert "8" in panel.rolls[4].text()  # 4 dice cost 8 stamina
    commands = {c.action for c in table.scene.commands()}
    assert Rest() in commands and Roll(3, True, False, 0, 0) in commands
    assert not any(isinstance(a, Roll) and a.jump for a in commands)
    # Too little stamina: the roll is disabled and says why.
    poor = state.clone()
    poor.stamina[poor.seat] = 6
    poor.touch()
    table.state = poor
    table.show()
    assert panel.rolls[3].isEnabled() and not panel.rolls[4].isEnabled()
    assert "8" in panel.rolls[4].toolTip() and "6" in panel.rolls[4].toolTip()
    assert panel.reasons.isVisible()
    # The arrow keys go from control to control (Qt's buttons do so along the Tab order).
    panel.rolls[2].setFocus()
    qtbot.keyClick(panel.rolls[2], Qt.Key.Key_Right)
    moved = panel.focusWidget()
    assert moved is not None and moved is not panel.rolls[2] and panel.isAncestorOf(moved)


def test_a_whole_move_turn_by_mouse(qtbot: QtBot) -> None:
    state = _play(_climbing, seed=1)
    table = Table(qtbot, state)
    panel = table.panel
    qtbot.mouseClick(panel.chalk, LEFT)
    assert table.scene.turn.chalk and panel.chalk.isChecked()
    qtbot.mouseClick(panel.rolls[3], LEFT)
    assert table.chosen == [Roll(3, True, False, 0, 0)]
    table.play()
    # Re-roll the dice until the climb goes on (a critical failure ends the turn).
    for seed in range(40):
        if table.state.phase is WallPhase.SPEND and not table.state.is_terminal():
            break
        state = _play(_climbing, seed=1)
        state.apply(Roll(3, True, False, 0, 0))
        state.apply(state.sample_chance(random.Random(seed)))
        table.state = state
        table.show()
    assert table.state.phase is WallPhase.SPEND
    assert panel.timeline.current == 1 and panel.tray.isVisible()
    tray = panel.tray.buttons
    assert sum(b.isVisible() for b in tray) == 3
    turn = table.scene.turn
    before = list(turn.roles)
    # A click on a die gives it its next allowed use; the stamina it makes is shown.
    changed = next(i for i, b in enumerate(tray[:3]) if b.isEnabled())
    qtbot.mouseClick(tray[changed], LEFT)
    assert turn.roles != before and turn.allocation() in turn.allowed()
    holds = [s.key for s in table.scene.pickables()]
    if not holds:  # that use leaves no hold in reach: back to all movement
        while turn.roles[changed] is not Role.MOVE:
            qtbot.mouseClick(tray[changed], LEFT)
        holds = [s.key for s in table.scene.pickables()]
    assert holds
    stamina, clip = turn.allocation()
    table.click(holds[0])
    spend = table.chosen[0]
    assert isinstance(spend, Spend) and (spend.stamina, spend.clip) == (stamina, clip)
    assert destination(spend) == holds[0]
    table.play()
    if table.state.phase is WallPhase.CLIP:
        assert "clip" in panel.step.text().lower()
        table.click(next(s.key for s in table.scene.pickables() if isinstance(s.key, ClipSpot)))
        assert isinstance(table.play(), Clip)
    if table.state.phase is WallPhase.SWAP:
        assert panel.timeline.current == 2 and not table.scene.handles(Keep())
        table.state.apply(Keep())  # the window's button
    assert table.state.seat != spend or table.state.phase is not WallPhase.SPEND


def test_a_jump_and_a_spending_by_keyboard(qtbot: QtBot) -> None:
    state = _play(_climbing, seed=2)
    table = Table(qtbot, state)
    scene, turn = table.scene, table.scene.turn
    before = {s.key for s in scene.pickables()}
    table.key(Qt.Key.Key_J)
    assert turn.jump and table.panel.jump.isChecked()
    targets = {HoldSpot(x, y) for x, y in turn.jump_targets()}
    legal = {(a.tx, a.ty) for a in state.legal_actions()
             if isinstance(a, Roll) and a.jump and not a.chalk}
    assert {(t.x, t.y) for t in targets} == legal
    assert {s.key for s in scene.pickables()} == targets != before  # the targets, lit
    target = sorted(targets, key=lambda t: (t.y, t.x))[0]
    table.enter_on(target)  # Enter on a hold: the jump's target
    assert scene.picked == target and not table.chosen
    table.key(Qt.Key.Key_2)
    assert table.chosen == [Roll(2, False, True, target.x, target.y)]
    table.chosen.clear()
    # Plain rolls by key, and N to stay after two plain dice.
    table.key(Qt.Key.Key_J)  # jump off again
    table.key(Qt.Key.Key_2)
    assert table.chosen == [Roll(2, False, False, 0, 0)]
    table.play()
    if table.state.phase is WallPhase.SPEND:
        dice = turn.dice()
        table.key(Qt.Key.Key_1)  # die 1 to its next use
        assert turn.roles[0] is not Role.MOVE or len(turn.roles_allowed(0)) == 1
        assert turn.allocation() in turn.allowed()
        table.key(Qt.Key.Key_N)
        assert len(table.chosen) == 1
        stay = table.chosen[0]
        assert isinstance(stay, Spend) and not stay.squares
        assert (stay.stamina, stay.clip) == turn.allocation() and len(dice) == 2


def _reach_by_keys(table: Table, action: Action) -> bool:
    """Play ``action`` by the board's keys and the panel, as a keyboard user would."""
    scene, turn = table.scene, table.scene.turn
    table.show()
    table.chosen.clear()
    if isinstance(action, Roll):
        if action.chalk:
            table.key(Qt.Key.Key_C)
        if action.jump:
            table.key(Qt.Key.Key_J)
            table.enter_on(HoldSpot(action.tx, action.ty))
        table.key({2: Qt.Key.Key_2, 3: Qt.Key.Key_3, 4: Qt.Key.Key_4}[action.dice])
        return table.chosen == [action]
    assert isinstance(action, Spend)
    dice_keys = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)
    wanted = (action.stamina, action.clip)
    for _ in range(4):  # a die's key until it has its use here, die by die
        goal = next(rs for rs in turn._role_sets()
                    if allocation(turn.dice(), rs) == wanted)
        for i in range(len(goal)):
            for _ in range(3):
                if turn.roles[i] is goal[i]:
                    break
                table.key(dice_keys[i])
    if turn.allocation() != (action.stamina, action.clip):
        return False
    if action.overhang:
        table.key(Qt.Key.Key_V)
    if action.hard:
        table.key(Qt.Key.Key_M)
    if not action.squares:
        table.key(Qt.Key.Key_N)
        return table.chosen == [action]
    scene.set_cursor(destination(action))
    chooser = table.panel.chooser
    return action in chooser.routes or scene.resolve(destination(action), None) == action


def test_the_keyboard_reaches_every_roll_and_every_spending(qtbot: QtBot) -> None:
    state = _play(_climbing, seed=3)
    table = Table(qtbot, state)
    rolls = [a for a in state.legal_actions() if isinstance(a, Roll)]
    assert any(r.jump for r in rolls)
    kinds = {(r.dice, r.chalk, r.jump): r for r in rolls}
    for roll in [*kinds.values(), *rolls[::31]]:  # every kind, and targets all over
        assert _reach_by_keys(table, roll), roll
    state.apply(Roll(4, False, False, 0, 0))
    state.apply(state.sample_chance(random.Random(5)))
    assert state.phase is WallPhase.SPEND
    table.state = state
    spends = [a for a in state.legal_actions() if isinstance(a, Spend)]
    assert len({(a.stamina, a.clip) for a in spends}) > 1
    kinds = {(a.stamina, a.clip, a.overhang, a.hard, bool(a.squares)): a for a in spends}
    for spend in [*kinds.values(), *spends[::9]]:  # every kind of spending, many holds
        assert _reach_by_keys(table, spend), spend


def _several_routes(state: WallState) -> bool:
    if state.phase is not WallPhase.SPEND:
        return False
    ends: dict[object, int] = {}
    for a in state.legal_actions():
        if isinstance(a, Spend) and a.squares and not (a.stamina or a.clip or a.overhang
                                                       or a.hard):
            ends[destination(a)] = ends.get(destination(a), 0) + 1
    return any(n > 1 for n in ends.values())


def test_the_route_chooser_lists_the_routes_to_a_hold_cheapest_first(qtbot: QtBot) -> None:
    state = _play(_several_routes, seed=4)
    table = Table(qtbot, state)
    scene, chooser = table.scene, table.panel.chooser
    hold = next(k for k in {s.key for s in scene.pickables()}
                if len(scene.turn.alternatives(k)) > 1)
    scene.hover = hold
    scene.redraw()
    assert chooser.isVisible()
    assert sum(not b.isHidden() for b in chooser.buttons) == len(chooser.routes) > 1
    assert chooser.routes == scene.turn.alternatives(hold)
    # A click on the hold takes the first (cheapest); the chooser takes any of them.
    scene.activate(hold)
    assert table.chosen == [chooser.routes[0]]
    table.chosen.clear()
    table.show()
    scene.hover = hold
    scene.redraw()
    qtbot.mouseClick(chooser.buttons[1], LEFT)
    assert table.chosen == [chooser.routes[1]]
    assert chooser.buttons[1].accessibleName()


def test_odds_show_the_critical_failure_chances(qtbot: QtBot) -> None:
    state = _play(_climbing)
    table = Table(qtbot, state)
    assert table.scene.supports_odds()
    assert not table.panel.odds.isVisible()
    table.scene.set_show_odds(True)
    text = table.panel.odds.text()
    assert table.panel.odds.isVisible() and "11.1%" in text and "40.7%" in text
    assert table.scene.odds_item.odds() is None  # no roll pointed at yet
    table.panel.rolls[2].setFocus()  # a roll in focus: its odds on the holds it may reach
    qtbot.waitUntil(lambda: table.scene.turn.odds_dice == 2, timeout=20000)
    odds = table.scene.odds_item.odds()
    assert odds is not None and odds.reach and odds.fall == 0
    table.view.viewport().grab()
    assert table.scene.odds_item.shown == len(odds.reach)
    assert "2 dice" in table.panel.odds.text()


def test_the_odds_on_the_holds_stay_readable_in_a_small_window(qtbot: QtBot) -> None:
    """Fitting the wall into 1280×800 shows it at about two thirds: the figures grow in
    the scene so they stay near the readable size on screen, and "100" still (nearly) fits
    its square."""
    for zoom in (0.67, 1.0, 2.0):
        on_screen = figure_pixels(zoom) * zoom
        assert on_screen >= 8.5, zoom
    assert figure_pixels(0.67) * 0.67 > 1.4 * 9 * 0.67  # the old fixed 9 at that zoom
    font = QFont()
    font.setPixelSize(round(figure_pixels(0.1)))  # the largest the figures get
    font.setBold(True)
    assert QFontMetricsF(font).horizontalAdvance("100") <= CELL + 4  # 2 over each side


__all__ = ["click_at"]


def test_a_climb_is_played_once_then_input_comes_back(qtbot: QtBot) -> None:
    state = _play(lambda s: s.phase is WallPhase.SPEND and s.pos[s.seat] is not None and any(
        isinstance(a, Spend) and len(a.squares) > 1 for a in s.legal_actions()), seed=5)
    table = Table(qtbot, state)
    scene = table.scene
    scene.set_animation_speed(4.0)
    spend = next(a for a in state.legal_actions() if isinstance(a, Spend) and len(a.squares) > 1)
    table.view.viewport().grab()
    before_pieces = scene.painted()["piece"]
    state.apply(spend)
    with qtbot.waitSignal(scene.animation_finished, timeout=20000):
        scene.set_position(state.view(state.seat), interactive=True,
                           animate=spend)
        assert scene.animating() and not scene.accepts_input()
        table.view.viewport().grab()
        assert scene.painted()["piece"] == before_pieces - 1  # the travelling piece is drawn
        assert scene.motion.points[-1] == scene.layout.centre(*spend.squares[-1])  # type: ignore[union-attr]
    assert not scene.animating()
    table.view.viewport().grab()
    assert scene.painted()["piece"] == before_pieces


def test_a_fall_to_the_clip_is_played(qtbot: QtBot) -> None:
    from climbdesk.core.actions import Dice

    state = _play(_climbing, seed=6)
    seat = state.seat
    here = state.pos[seat]
    assert here is not None
    state.clips[seat] = (here[0], max(0, here[1] - 2))  # a clip below the piece
    state.touch()
    table = Table(qtbot, state)
    state.apply(Roll(2, True, False, 0, 0))
    table.show()
    before = table.scene.state
    state.apply(Dice((1, 1)))  # two ones with chalk: a critical failure
    assert state.pos[seat] == state.clips[seat]
    table.scene.set_animation_speed(4.0)
    with qtbot.waitSignal(table.scene.animation_finished, timeout=20000):
        table.scene.set_position(state.view(seat), interactive=False, animate=Dice((1, 1)))
        assert before is not None and table.scene.animating()
        assert table.scene.motion.points[-1] == table.scene.layout.centre(  # type: ignore[union-attr]
            *state.clips[seat])  # type: ignore[misc]


def test_a_set_up_panel_without_a_hold_of_the_games_colour_is_warned_of(qtbot: QtBot) -> None:
    """RULINGS: such a first panel is allowed, and the UI warns."""
    from climbdesk.games.wall.deck import panel
    from climbdesk.ui.boards.wall.spots import HandPanel

    state = _play(lambda s: s.phase is WallPhase.INITIAL)
    hand = state.hands[state.seat]
    bare = [p for p in hand if panel(p).count(state.colour) == 0]
    holding = [p for p in hand if panel(p).count(state.colour) > 0]
    if not bare:  # give the seat one such panel (a red-framed blank has no holds)
        pool = [p for p in state.pile if panel(p).count(state.colour) == 0]
        hand[0], state.pile[state.pile.index(pool[0])] = pool[0], hand[0]
        state.touch()
        bare = [hand[0]]
    table = Table(qtbot, state)
    table.scene.set_pick(HandPanel(bare[0]))
    assert "no red hold" in table.panel.step.text()
    if holding:
        table.scene.set_pick(HandPanel(holding[0]))
        assert "no red hold" not in table.panel.step.text()


def test_no_wall_key_is_taken_by_a_window_shortcut(window, qtbot) -> None:  # noqa: F811
    """Qt gives a window shortcut its key before the focused board sees it: a board key
    that is also a menu's shortcut (O was Show Odds, H Hint) never reaches the board."""
    window.start_match(Match(GameRecord.new(GAME, vs_bot("easy"), {}, seed=5)))
    scene = window.game_page.scene
    assert isinstance(scene, WallBoardScene)
    taken = {QKeySequence(key).toString() for a in window.findChildren(QAction)
             for key in (a.shortcut(),) if not key.isEmpty()}
    for row in scene.board_key_table():
        for key in row.keys:
            plain = QKeySequence(key).toString()
            assert plain not in taken, (plain, row.text)
            if row.modifiers == "shift":
                shifted = QKeyCombination(Qt.KeyboardModifier.ShiftModifier, key)
                assert QKeySequence(shifted).toString() not in taken, (shifted, row.text)


def test_the_first_arrow_shows_the_route_of_the_hold_it_lands_on(qtbot: QtBot) -> None:
    """The keyboard cursor stands for the mouse: where the first arrow shows it, the route
    a press of Enter would climb is drawn, and the route list of that hold comes up, not
    only after a second arrow has moved it."""
    state = _play(_several_routes, seed=4)
    table = Table(qtbot, state)
    scene, chooser = table.scene, table.panel.chooser
    table.view.viewport().grab()
    assert scene.hovered_move() is None and scene.painted()["route"] == 0
    table.key(Qt.Key.Key_Right)
    assert scene.cursor_visible and isinstance(scene.cursor, HoldSpot | TopSpot)
    assert scene.hovered_move() == scene.turn.default_move(scene.cursor)
    table.view.viewport().grab()
    assert scene.painted()["route"] == 1
    assert chooser.key == scene.cursor
    table.key(Qt.Key.Key_Escape)  # the cursor hidden: its route goes with it
    assert scene.hovered_move() is None
