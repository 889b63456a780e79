"""A whole wall game in the real window against an Easy bot, by keyboard only (issue 18,
"Done when").

Every key goes to the widget that has the focus, as a player's keyboard sends it: Tab
(and Shift+Tab) to reach the board or a button, arrows and Enter on the board, the
board's own keys (R, X, D, 2/3/4, 1–4, C, N) and Space on a focused button (Rest, Keep,
End turn).  The test decides like a player, from the board's highlights and the public
state; it never hands an action to the controller.  The record's seed fixes the deal,
the dice and the bot's choices, so the game is the same on every run; it is chosen so
that a climber tops out (not an early fall).
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from climbdesk.core.actions import Action
from climbdesk.core.record import GameRecord, Match
from climbdesk.games.wall.actions import EndTurn, Keep
from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.games.wall.move import DICE_COST
from climbdesk.games.wall.phases import WallEnding, WallPhase
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.boards.wall.spots import (
    ClipSpot,
    HandPanel,
    HoldSpot,
    PanelSpot,
    TickSpot,
    TopSpot,
    WallSpot,
)
from climbdesk.ui.boards.wall.turn import Role
from climbdesk.ui.boards.wall.turnpanel import TurnPanel
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.workers import wait_for_workers

from .app_helpers import dialogs, vs_bot, window  # noqa: F401
from .keyboard_helpers import arrow_path

#: The record's seed: the deal, every roll and the bot's choices follow from it.
SEED = 8


class KeyboardPlayer:
    """Plays seat 0 of the window's wall game with keys sent to the focused widget."""

    def __init__(self, window: MainWindow, qtbot: Any) -> None:
        self.window, self.qtbot = window, qtbot
        self.page = window.game_page
        c = window.controller
        assert c is not None
        self.c = c
        view = self.page.view
        assert view is not None
        self.view = view
        scene = self.page.scene
        assert isinstance(scene, WallBoardScene)
        self.scene = scene
        panel_ = scene.side_panel()
        assert isinstance(panel_, TurnPanel)
        self.panel = panel_
        self.done: set[str] = set()  # what the player did, for the coverage asserts
        self.presses = 0
        self.turns = 0

    @property
    def state(self) -> WallState:
        state = self.c.state
        assert isinstance(state, WallState)
        return state

    # ----- the keyboard -----------------------------------------------------------------
    def focused(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        return widget

    def press(self, key: Qt.Key,
              modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """One key to whatever has the focus."""
        self.qtbot.keyClick(self.focused(), key, modifier)
        self.presses += 1

    def tab_to(self, widget: QWidget) -> None:
        """Tab through the window until ``widget`` has the focus."""
        for _ in range(60):
            if self.focused() is widget:
                return
            self.press(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reaches {widget!r}")

    def board(self) -> None:
        """Bring the focus back to the board (Tab, as a player would)."""
        self.tab_to(self.view)

    def button(self, button: QAbstractButton) -> None:
        """Tab to a button and press Space on it."""
        self.scene.panel_later.flush()  # the turn panel follows the board's paint
        self.qtbot.waitUntil(button.isVisible, timeout=20000)  # a new one is shown later
        assert button.isEnabled(), button.text()
        self.tab_to(button)
        self.press(Qt.Key.Key_Space)

    def window_button(self, action: Action) -> None:
        """One of the window's buttons under the board (Keep, End turn)."""
        self.page.flush_refresh()  # the buttons follow the board's paint
        index = self.c.extra_actions().index(action)
        self.button(self.page.extra_buttons[index])

    def steer(self, goal: WallSpot) -> None:
        """Arrows until the board's cursor stands on ``goal`` (the first arrow shows it)."""
        self.board()
        if not self.scene.cursor_visible:
            self.press(Qt.Key.Key_Right)
        for arrow in arrow_path(self.scene, self.view, goal):
            self.press(arrow)
        assert self.scene.cursor == goal

    def enter_on(self, goal: WallSpot) -> None:
        self.steer(goal)
        self.press(Qt.Key.Key_Return)

    def board_key(self, key: Qt.Key) -> None:
        self.board()
        self.press(key)

    # ----- deciding -------------------------------------------------------------------------
    def spots(self) -> list[WallSpot]:
        return [s.key for s in self.scene.pickables()]

    def wait_past(self, before: int) -> None:
        self.qtbot.waitUntil(lambda: len(self.c.history) > before or self.state.is_terminal(),
                             timeout=20000)

    def place(self) -> None:
        """Pick the hand panel with most holds of the game's colour (Enter), turn it once
        with R when it can turn, and put it on the highest spot offered (Enter)."""
        state, scene = self.state, self.scene
        hands = [k for k in self.spots() if isinstance(k, HandPanel)]
        assert hands, "a panel to place, but none is highlighted"
        pick = max(hands, key=lambda k: (panel(k.ident).count(state.colour), -k.ident))
        self.enter_on(pick)
        assert scene.picked == pick
        rotation = scene.rotation
        self.press(Qt.Key.Key_R)
        if scene.rotation != rotation:
            self.done.add("turned")
        targets = [s.key for s in scene.targets_of(pick)]
        assert targets and all(isinstance(t, PanelSpot) for t in targets)
        goal = max(targets, key=lambda t: (t.y, -abs(t.x - (state.pos[0] or (t.x, 0))[0]))
                   if isinstance(t, PanelSpot) else (0, 0))
        self.enter_on(goal)
        self.done.add("place")

    def turn(self) -> None:
        """Roll as many dice as the stamina allows (but keep a reserve); Rest when it is
        low or when the hand holds a panel worth placing early on."""
        state = self.state
        stamina = state.stamina[0]
        self.turns += 1
        rolls = {r.dice for r in self.scene.turn.rolls() if not r.chalk and not r.jump}
        rest = self.scene.turn.rest()
        if rest is not None and (not rolls or stamina < DICE_COST[3]
                                 or ("rest" not in self.done and self.turns > 2)):
            self.button(self.panel.rest)
            self.done.add("rest")
            return
        if "chalk" not in self.done and self.scene.turn.can_chalk() and 2 in rolls:
            self.board_key(Qt.Key.Key_C)
            assert self.scene.turn.chalk
            self.done.add("chalk")
            self.board_key(Qt.Key.Key_2)
            return
        dice = max(n for n in rolls if n < 4 or stamina >= 12)
        self.board_key({2: Qt.Key.Key_2, 3: Qt.Key.Key_3, 4: Qt.Key.Key_4}[dice])
        self.done.add("roll")

    def spend(self) -> None:
        """Climb to the highest highlighted hold (or the top); with no hold in reach, give
        die 1 another use or stay (N)."""
        turn = self.scene.turn
        if "die" not in self.done and len(turn.roles_allowed(0)) > 1:
            role = turn.roles[0]
            self.board_key(Qt.Key.Key_1)
            assert turn.roles[0] != role
            self.done.add("die")
            self.board_key(Qt.Key.Key_1)  # and around again, as far as it goes
        elif "discard" in self.done and "keep" not in self.done:
            # Once more a die on the clip, for a hand kept this time.
            for i in range(len(turn.roles)):
                if Role.CLIP in turn.roles_allowed(i):
                    for _ in range(3):
                        if turn.roles[i] is Role.CLIP:
                            break
                        self.board_key((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3,
                                        Qt.Key.Key_4)[i])
                    break
        for _ in range(4):
            goals = [k for k in self.spots() if isinstance(k, HoldSpot | TopSpot)]
            if goals:
                top = [k for k in goals if isinstance(k, TopSpot)]
                goal = top[0] if top else max(
                    (k for k in goals if isinstance(k, HoldSpot)), key=lambda k: (k.y, -k.x))
                self.enter_on(goal)
                self.done.add("top" if top else "climb")
                return
            if turn.stay() is not None:
                self.board_key(Qt.Key.Key_N)
                self.done.add("stay")
                return
            self.board_key(Qt.Key.Key_1)
        raise AssertionError("no move, no stay")

    def clip(self) -> None:
        clips = [k for k in self.spots() if isinstance(k, ClipSpot)]
        assert clips
        self.enter_on(max(clips, key=lambda k: (k.y, k.x)))
        self.done.add("clip")

    def swap(self) -> None:
        """Once: tick the first hand panel with X and discard it with D; else Keep."""
        if "discard" not in self.done:
            self.steer(TickSpot(self.scene.hand()[0]))
            self.press(Qt.Key.Key_X)
            assert self.scene.ticked
            self.press(Qt.Key.Key_D)
            self.done.add("discard")
            return
        self.window_button(Keep())
        self.done.add("keep")

    def rest(self) -> None:
        """Place one panel when one may be placed, then End turn."""
        if "rested" not in self.done and any(isinstance(k, HandPanel) for k in self.spots()):
            self.place()
            self.done.add("rested")
            return
        self.window_button(EndTurn())
        self.done.add("end")

    def step(self) -> None:
        phase = self.state.phase
        if phase is WallPhase.INITIAL:
            self.place()
        elif phase in (WallPhase.TURN, WallPhase.BEFORE):
            self.turn() if phase is WallPhase.TURN else self.window_button(EndTurn())
        elif phase is WallPhase.SPEND:
            self.spend()
        elif phase is WallPhase.CLIP:
            self.clip()
        elif phase is WallPhase.SWAP:
            self.swap()
        elif phase is WallPhase.REST:
            self.rest()
        else:
            assert phase is WallPhase.AFTER, phase
            self.window_button(EndTurn())
            self.done.add("end")


def test_a_whole_game_by_keyboard_against_an_easy_bot(window, qtbot) -> None:
    window.start_match(Match(GameRecord.new(GAME, vs_bot("easy"), {}, seed=SEED)))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=20000)
    player = KeyboardPlayer(window, qtbot)
    c, scene = player.c, player.scene
    for _ in range(400):
        if c.state.is_terminal():
            break
        if c.state.current_player() != 0:
            qtbot.waitUntil(lambda: c.state.is_terminal() or c.state.current_player() == 0,
                            timeout=60000)
            continue
        if not scene.accepts_input():  # a climb or a fall still moving, or a forced step
            qtbot.waitUntil(lambda: scene.accepts_input() or c.state.current_player() != 0,
                            timeout=20000)
            continue
        legal = c.state.legal_actions()
        if len(legal) == 1 and not scene.handles(legal[0]):  # the window plays it itself
            n = len(c.history)
            qtbot.waitUntil(lambda n=n: len(c.history) > n or c.state.is_terminal(),
                            timeout=20000)
            continue
        before = len(c.history)
        player.step()
        player.wait_past(before)
    wait_for_workers(5000)
    state = player.state
    assert state.is_terminal(), (state.phase, player.done)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason is WallEnding.TOPPED, outcome
    qtbot.waitUntil(player.page.banner.isVisible, timeout=20000)
    winner = c.match.seats[outcome.ranking.index(1)].name
    assert winner in player.page.banner.headline.text()
    # The human's climb ended off the top, by Enter on the top spot; every kind of step
    # was played from the keyboard.
    assert state.topped[0] and winner == "Ann"
    assert {"place", "turned", "rest", "rested", "roll", "chalk", "die", "climb", "top",
            "clip", "discard", "keep", "end"} <= player.done, player.done
    assert player.presses > len(c.history) / 2
    record = c.match.record
    assert record.actions == [h.action for h in c.history]

