"""A whole wall game in the real window against an Easy bot, by mouse only (issue 18,
"Done when"): the human's moves are clicks on the board view's spots and on the buttons
beside it (the turn panel, the step and command buttons), never controller calls."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QWidget

from climbdesk.core.record import GameRecord, Match
from climbdesk.games.wall.engine import GAME
from climbdesk.games.wall.phases import WallEnding
from climbdesk.ui.boards.interaction import Spot
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.boards.wall.spots import DiscardSpot, HoldSpot, TickSpot, TopSpot, WallSpot
from climbdesk.ui.boards.wall.turnpanel import TurnPanel
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.workers import wait_for_workers

from .app_helpers import dialogs, vs_bot, window  # noqa: F401

CLICKS = 1500
#: The record's seed (the deal, the dice and the bot's choices) and which spot or button
#: the mouse picks: the same game every run, one in which the bot climbs off the top.
SEED = 1


def _buttons(window: MainWindow) -> list[QAbstractButton]:  # noqa: F811
    page = window.game_page
    scene = page.scene
    roots: list[QWidget] = []
    panel = scene.side_panel()
    if panel is not None:
        roots.append(panel)
    out: list[QAbstractButton] = [b for b in page.extra_buttons]
    for root in roots:
        out += root.findChildren(QAbstractButton)
    for action in page.command_buttons:
        out += [w for w in action.associatedObjects() if isinstance(w, QAbstractButton)]
    # The route list follows the hold last under the pointer, which Qt updates when it
    # replays the last mouse move after the scene changes (a timer): whether it shows
    # would depend on timing, and the seeded game with it.  Its clicks are tested in
    # test_wall_turn.py; here a hold's click takes the first route.
    if isinstance(panel, TurnPanel):
        out = [b for b in out if not panel.chooser.isAncestorOf(b)]
    return [b for b in out if b.isVisible() and b.isEnabled()]


def _aim(spots: list[Spot[WallSpot]], rng: random.Random) -> Spot[WallSpot]:
    """A climber's click: the top or the highest hold in reach, else mostly a panel or
    a clip square (ticking panels for a discard now and then: a hand thrown away every
    turn empties the pile before anyone reaches the top)."""
    climbs = [s for s in spots if isinstance(s.key, HoldSpot | TopSpot)]
    if climbs:
        return max(climbs, key=lambda s: (isinstance(s.key, TopSpot), -s.rect.center().y()))
    building = [s for s in spots if not isinstance(s.key, TickSpot | DiscardSpot)]
    if building and rng.random() < 0.9:
        return rng.choice(building)
    return rng.choice(spots)


def _press(buttons: list[QAbstractButton], scene: WallBoardScene,
           rng: random.Random) -> QAbstractButton:
    """Mostly a roll when one may be rolled (resting every other turn draws the pile dry
    before anyone reaches the top), else any button."""
    panel = scene.side_panel()
    assert isinstance(panel, TurnPanel)
    rolls = [b for b in buttons if b in panel.rolls.values()]
    if rolls and rng.random() < 0.8:
        return rng.choice(rolls)
    return rng.choice(buttons)


def test_a_whole_game_by_mouse_against_an_easy_bot(window, qtbot) -> None:  # noqa: F811
    window.start_match(Match(GameRecord.new(GAME, vs_bot("easy"), {}, seed=SEED)))
    c, page = window.controller, window.game_page
    assert c is not None and page.view is not None
    scene = page.scene
    assert isinstance(scene, WallBoardScene)
    rng = random.Random(SEED)
    human_moves = 0
    for _ in range(CLICKS):
        qtbot.wait(5)  # the window settles (buttons, camera) before the mouse decides
        page.flush_refresh()  # and its panels, which follow the board's paint
        scene.panel_later.flush()  # the turn panel too (it follows the board's paint)
        if c.state.is_terminal():
            break
        if c.state.current_player() != 0 or page.handover_visible():
            qtbot.waitUntil(lambda: c.state.is_terminal() or c.state.current_player() == 0,
                            timeout=60000)
            continue
        if not scene.accepts_input():  # a climb or a fall still moving
            qtbot.waitUntil(scene.accepts_input, timeout=60000)
        legal = c.state.legal_actions()
        if len(legal) == 1 and not scene.handles(legal[0]):  # the window plays it itself
            n = len(c.history)
            qtbot.waitUntil(lambda n=n: len(c.history) > n or c.state.is_terminal(),
                            timeout=20000)
            continue
        # New window buttons (Keep, End turn) are shown a moment after they are made:
        # wait, or the mouse's choice (and so the game) would depend on the timing.
        qtbot.waitUntil(lambda: all(b.isVisible() for b in page.extra_buttons), timeout=20000)
        before = len(c.history)
        spots = scene.pickables()
        if scene.picked is not None and scene.targets_of(scene.picked):
            spots = scene.targets_of(scene.picked)  # a panel in hand: put it on a spot
        buttons = _buttons(window)
        if not spots and not buttons:  # a forced action (End turn): the window plays it
            qtbot.waitUntil(lambda n=before: len(c.history) > n or c.state.is_terminal(),
                            timeout=20000)
            continue
        if spots and (not buttons or rng.random() < 0.7):
            rect = _aim(spots, rng).rect
            page.view.ensureVisible(rect)
            QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier,
                             page.view.mapFromScene(rect.center()))
        else:
            qtbot.mouseClick(_press(buttons, scene, rng), Qt.MouseButton.LeftButton)
        human_moves += len(c.history) > before
    wait_for_workers(5000)
    assert c.state.is_terminal(), (c.state.phase, human_moves)
    outcome = c.state.outcome()
    assert outcome is not None and len(outcome.ranking) == 2
    # A whole game, not an early fall: the bot tops out, the round is played out.
    assert outcome.reason is WallEnding.TOPPED, outcome
    assert outcome.ranking == (2, 1) and c.state.topped[1]
    assert human_moves >= 40  # every one of them a click
