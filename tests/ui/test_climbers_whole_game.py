"""Whole Climbers games through the real window, to the game-over banner (issue 11).

One game is played by mouse only (clicks on highlighted squares, the ladder chooser, a
block dragged press-move-release and one moved click-click, the disk token, the step
buttons), the other by keyboard only (arrows and Enter, R, D, N). The tests decide like
a player: they read the board's highlights and the engine's public state, and act
through mouse and key events on the window; they never hand an action to the controller.
Both games climb for a few turns and then stay, so the end clock (four turns in a row
without climbing, for two players) ends them.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QCursor, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from climbdesk.core.registry import get_game
from climbdesk.games.climbers import ClimbersState, NoBlock, NoDisk, PutBack, Stay
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.disk import disk_payload
from climbdesk.ui.boards.climbers.panel import ClimbersPanel
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import (
    Cell,
    ClimberInHand,
    DiskInHand,
    HeldBlock,
    PushedClimber,
)
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.settings import Settings

from .app_helpers import dialogs, humans, make_window, wait_for_workers  # noqa: F401

LEFT = Qt.MouseButton.LeftButton
#: Turns (both seats counted) in which the players try to climb; then they stay.
CLIMBING_TURNS = 6
#: The mountain of both games: early on, a square two up is reachable with either
#: ladder, so the ladder chooser opens.
MOUNTAIN = 7


class Player:
    """Drives the window's Climbers board like a person at the table."""

    def __init__(self, window: MainWindow, qtbot: Any) -> None:
        self.window, self.qtbot = window, qtbot
        self.page = window.game_page
        self.c = window.controller
        self.view = self.page.view
        scene = self.page.scene
        assert isinstance(scene, ClimbersBoardScene)
        self.scene = scene
        panel = scene.side_panel()
        assert isinstance(panel, ClimbersPanel)
        self.panel = panel
        self.done: list[str] = []  # what the test did, for the coverage asserts

    @property
    def state(self) -> ClimbersState:
        state = self.c.state
        assert isinstance(state, ClimbersState)
        return state

    # ----- seeing -------------------------------------------------------------------
    def point(self, x: int, y: int) -> QPoint:
        return self.view.mapFromScene(self.scene.top_rect(x, y).center())

    def visible(self, x: int, y: int) -> bool:
        """Square (x, y)'s top is in front around its centre and inside the viewport."""
        scene = self.scene
        centre = scene.top_rect(x, y).center()
        inside = self.view.viewport().rect().adjusted(5, 5, -5, -5).contains(
            self.view.mapFromScene(centre))
        near = [centre + QPointF(dx, dy) for dx in (-3, 0, 3) for dy in (-2, 0, 2)]
        return inside and all(scene.cell_at(p) == (x, y) for p in near)

    def show_everything(self) -> None:
        """Squares hidden behind columns: switch to the map by its button."""
        if not self.scene.map_view:
            self.qtbot.mouseClick(self.panel.map, LEFT)
            self.done.append("map")
        assert self.scene.map_view

    def height(self, x: int, y: int) -> int:
        state = self.state
        return int(state.board.heights[state.cell(x, y)])

    # ----- acting -------------------------------------------------------------------
    def click(self, x: int, y: int) -> None:
        self.qtbot.mouseClick(self.view.viewport(), LEFT, pos=self.point(x, y))

    def button(self, action: Any) -> None:
        index = self.c.extra_actions().index(action)
        self.qtbot.mouseClick(self.page.extra_buttons[index], LEFT)

    def wait_past(self, before: int) -> None:
        self.qtbot.waitUntil(lambda: len(self.c.history) > before, timeout=20000)
        self.page.flush_refresh()  # the panels follow the board's paint
        self.scene.panel_later.flush()  # and the board's own

# ----- the mouse game --------------------------------------------------------------------
class MousePlayer(Player):
    def move(self, climb: bool) -> None:
        """Click the highest visible square when climbing (a ladder square first, to meet
        the chooser), else press the step's "stay" button."""
        scene, state = self.scene, self.state
        seat = state.current_player()
        here = state.height(seat)
        cells = [(k.x, k.y) for k in (s.key for s in scene.targets_of(ClimberInHand(seat)))]
        up = [xy for xy in cells if self.height(*xy) > here]
        if not climb or not up:
            self.button(Stay())
            return
        if not any(self.visible(*xy) for xy in up):
            self.show_everything()
        shown = [xy for xy in up if self.visible(*xy)]
        assert shown, "the map shows every square"
        shown.sort(key=lambda xy: (len(scene.moves()[xy]) < 2, -self.height(*xy)))
        x, y = shown[0]
        sets = scene.moves()[x, y]
        self.click(x, y)
        if len(sets) > 1:
            chooser = scene.chooser
            assert chooser is not None and chooser.isVisible()
            assert [e.data() for e in chooser.entries] == sets
            chooser.entries[0].trigger()  # the chooser's own menu entry
            self.done.append("chooser")

    def react(self) -> None:
        """The other seat moves once in a reaction (first chance), else stays."""
        scene, state = self.scene, self.state
        seat = state.current_player()
        assert not self.panel.banner.isHidden()  # the reaction banner names the seat
        cells = [(k.x, k.y) for k in (s.key for s in scene.targets_of(ClimberInHand(seat)))]
        shown = [xy for xy in cells if self.visible(*xy) and len(scene.moves()[xy]) == 1]
        if "reaction" in self.done or not shown:
            self.button(Stay())
            return
        self.click(*shown[0])
        self.done.append("reaction")

    def block_squares(self) -> list[tuple[int, int, int]]:
        """Pickable blocks with a top square in front: (block, x, y)."""
        state, out = self.state, []
        for spot in self.scene.pickables():
            block = spot.key.block
            for c in state.board.top_squares(block):
                x, y = state.xy(c)
                if self.visible(x, y):
                    out.append((block, x, y))
                    break
        return out

    def block(self) -> None:
        """First block by a real drag on the viewport, the second click-click, then none."""
        squares = self.block_squares()
        if "drag" in self.done and "click-click" in self.done or not squares:
            self.button(NoBlock())
            return
        block, x, y = squares[0]
        if "drag" not in self.done:
            self.drag(block, x, y)
        else:
            before = len(self.c.history)
            self.click(x, y)
            self.wait_past(before)
            assert self.state.phase == "place" and self.state.held == block
            self.place_by_click()
            self.done.append("click-click")

    def drag(self, block: int, x: int, y: int) -> None:
        vp, scene = self.view.viewport(), self.scene
        start = self.point(x, y)
        before = len(self.c.history)
        self.qtbot.mousePress(vp, LEFT, pos=start)
        for k in range(1, 4):
            self.qtbot.mouseMove(vp, pos=start + QPoint(4 * k, 3 * k))
        self.wait_past(before)
        assert self.state.phase == "place" and scene.drag.active
        handles = scene.placement_handles()
        target = next(((tx, ty) for ty in range(TABLE) for tx in range(TABLE)
                       if self.visible(tx, ty) and scene.drag.handle_under((tx, ty)) in handles),
                      None)
        assert target is not None, "no visible legal drop"
        end = self.point(*target)
        self.qtbot.mouseMove(vp, pos=end)
        before = len(self.c.history)
        self.qtbot.mouseRelease(vp, LEFT, pos=end)
        self.wait_past(before)
        assert self.c.history[before].action.kind == "place"
        # The move without a button left the platform cursor over the viewport.
        QCursor.setPos(QPoint(-5000, -5000))
        self.done.append("drag")

    def place_by_click(self) -> None:
        anchors = [(k.x, k.y) for k in (s.key for s in self.scene.targets_of(
            HeldBlock(self.state.held)))]
        shown = [xy for xy in anchors if self.visible(*xy)]
        if not shown:
            self.button(PutBack())
            return
        self.click(*shown[0])

    def push(self) -> None:
        seat = self.state.pending[0][0]
        cells = [(k.x, k.y) for k in (s.key for s in self.scene.targets_of(PushedClimber(seat)))]
        if not any(self.visible(*xy) for xy in cells):
            self.show_everything()
        self.click(*next(xy for xy in cells if self.visible(*xy)))
        self.done.append("push")

    def disk(self) -> None:
        """First disk: the panel's token, then a click on a top. Second: dropped there."""
        scene, state = self.scene, self.state
        blocks = sorted(scene.disk_blocks())
        squares = [state.xy(c) for b in blocks for c in state.board.top_squares(b)
                   if state.board.top_block(*state.xy(c)) == b]
        shown = [xy for xy in squares if self.visible(*xy)]
        if not shown or "disk-drop" in self.done:
            self.button(NoDisk())
            return
        if "disk-click" not in self.done:
            assert not self.panel.disk.isHidden()
            self.qtbot.mouseClick(self.panel.disk.token, LEFT)
            assert scene.picked == DiskInHand(state.current_player())
            self.click(*shown[0])
            self.done.append("disk-click")
        else:
            self.drop_disk(*shown[0], state.current_player())
            self.done.append("disk-drop")

    def drop_disk(self, x: int, y: int, seat: int) -> None:
        """Drag the token's disk over (x, y) and drop it, as Qt delivers a drag to the
        view (a real QDrag cannot be driven in a test)."""
        at = QPointF(self.point(x, y))
        mime, move = disk_payload(seat).mime(), Qt.DropAction.MoveAction
        for event in (QDragEnterEvent(at.toPoint(), move, mime, LEFT,
                                      Qt.KeyboardModifier.NoModifier),
                      QDragMoveEvent(at.toPoint(), move, mime, LEFT,
                                     Qt.KeyboardModifier.NoModifier)):
            QApplication.sendEvent(self.view.viewport(), event)
        drop = QDropEvent(at, move, mime, LEFT, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(self.view.viewport(), drop)
        assert drop.isAccepted()

    def step(self) -> None:
        state = self.state
        phase = state.phase
        climb = state.turn <= CLIMBING_TURNS
        if phase in ("move1", "move2"):
            self.move(climb)
        elif phase == "react":
            self.react()
        elif phase == "block":
            self.block()
        elif phase == "place":
            self.place_by_click()
        elif phase == "push":
            self.push()
        else:
            assert phase == "disk", phase
            self.disk()


def finished(player: Player) -> None:
    """The game is over, the window says who won, and the record holds every step."""
    c, page, state = player.c, player.page, player.state
    assert state.is_terminal() and state.phase == "over"
    outcome = state.outcome()
    assert page.banner.isVisible()
    winner = c.match.seats[min(outcome.winners)].name
    assert winner in page.banner.headline.text() and page.banner.reason.text()
    assert winner in page.status_text()
    assert not player.scene.interactive
    record = c.match.record
    assert record.actions == [h.action for h in c.history]
    last = page.history.item(page.history.count() - 1)  # one row per turn
    assert last.data(Qt.ItemDataRole.UserRole) == len(c.history) - 1
    assert page.history.count() == len({h.turn for h in c.history})
    replayed = record.replay()
    assert isinstance(replayed, ClimbersState) and replayed.is_terminal()
    assert replayed.to_json() == state.to_json()


def start(qtbot: Any, *, dark: bool = False) -> MainWindow:
    """A new two-human game; ``dark``: the dark theme with the colour-blind palette."""
    window = make_window(qtbot)
    if dark:
        Settings().set("theme", "dark")
        Settings().set("colourblind", True)
    window.start_new(get_game("climbers"), humans(), {"mountain": MOUNTAIN})
    qtbot.waitExposed(window)
    window.game_page.view.fit()
    theme = window.game_page.scene.theme
    assert (theme.dark, theme.colourblind) == (dark, dark)
    return window


def play_to_the_end(player):  # type: ignore[no-untyped-def]
    """Let ``player`` make every decision with more than one choice until the game is
    over (the window plays forced ones itself); the kinds of action played."""
    for _ in range(200):
        if player.state.is_terminal():
            break
        before = len(player.c.history)
        if len(player.state.legal_actions()) > 1:
            player.step()
        player.wait_past(before)
    finished(player)
    return {h.action.kind for h in player.c.history}


def test_a_whole_game_of_two_humans_by_mouse(qtbot, dialogs) -> None:  # type: ignore[no-untyped-def]
    window = start(qtbot)
    try:
        player = MousePlayer(window, qtbot)
        kinds = play_to_the_end(player)
        assert {"move", "stay", "pick", "place", "noblock", "disk", "nodisk"} <= kinds
        assert {"chooser", "reaction", "drag", "click-click", "disk-click",
                "disk-drop"} <= set(player.done)
        assert any(getattr(h.action, "ladders", "") for h in player.c.history)
    finally:
        window.game_page.detach()
        wait_for_workers(5000)
        QCursor.setPos(QPoint(-5000, -5000))  # off every view, for the next tests
        QApplication.processEvents()


# ----- the keyboard game -----------------------------------------------------------------
ARROWS = {Qt.Key.Key_Left: (-1.0, 0.0), Qt.Key.Key_Right: (1.0, 0.0),
          Qt.Key.Key_Up: (0.0, -1.0), Qt.Key.Key_Down: (0.0, 1.0)}


class KeyboardPlayer(Player):
    def key(self, key: Qt.Key, widget: Any = None) -> None:
        self.qtbot.keyClick(widget if widget is not None else self.view, key)

    def show_cursor(self) -> None:
        """The first arrow shows the cursor on a highlighted spot."""
        scene = self.scene
        for _ in range(3):
            keys = [s.key for s in scene.cursor_spots()]
            if scene.cursor_visible and scene.cursor in keys:
                return
            self.key(Qt.Key.Key_Right)
        raise AssertionError("the arrows show no cursor")

    def steer(self, goal: Any) -> None:
        """Arrow towards ``goal`` (a spot key) as a player would, looking at where each
        arrow leads; stops on the goal or where no arrow gets closer."""
        scene = self.scene
        self.show_cursor()
        spots = {s.key: s.rect.center() for s in scene.cursor_spots()}
        aim = spots[goal]
        for _ in range(40):
            if scene.cursor == goal:
                return
            here = (spots[scene.cursor] - aim).manhattanLength()
            best: tuple[float, Qt.Key] | None = None
            for key, direction in ARROWS.items():
                found = scene.neighbour(direction)
                if found is not None:
                    d = (spots[found] - aim).manhattanLength()
                    if d < here and (best is None or d < best[0]):
                        best = (d, key)
            if best is None:
                return
            self.key(best[1])

    def move(self, climb: bool) -> None:
        scene, state = self.scene, self.state
        seat = state.current_player()
        here = state.height(seat)
        keys = [s.key for s in scene.targets_of(ClimberInHand(seat))]
        up = [k for k in keys if isinstance(k, Cell) and self.height(k.x, k.y) > here]
        if not climb or not up:
            self.key(Qt.Key.Key_N)
            return
        # A square two ladder sets reach first (to meet the chooser), else the highest.
        self.steer(min(up, key=lambda k: (len(scene.moves()[k.x, k.y]) < 2,
                                          -self.height(k.x, k.y))))
        cursor = scene.cursor
        assert isinstance(cursor, Cell)
        sets = scene.moves()[cursor.x, cursor.y]
        self.key(Qt.Key.Key_Return)
        if len(sets) > 1:
            chooser = scene.chooser
            assert chooser is not None and chooser.isVisible()
            self.key(Qt.Key.Key_Down, chooser)    # the second ladder set
            self.key(Qt.Key.Key_Return, chooser)
            self.done.append("chooser")

    def once(self, step: str) -> None:
        """Enter on the cursor the first time ``step`` comes up; N (skip) after that."""
        if step in self.done:
            self.key(Qt.Key.Key_N)
            return
        self.show_cursor()
        self.key(Qt.Key.Key_Return)
        self.done.append(step)

    def react(self) -> None:
        self.once("reaction")

    def block(self) -> None:
        """Pick the first block with the cursor; later turns move none."""
        self.once("block")

    def place(self) -> None:
        """R turns the lifted block; Enter sets it down at the cursor."""
        scene = self.scene
        orient = scene.orient
        self.key(Qt.Key.Key_R)
        if scene.orient != orient:
            self.done.append("turned")
        if not scene.targets_of(HeldBlock(self.state.held)):
            self.key(Qt.Key.Key_N)  # no place in any orientation: put it back
            return
        self.show_cursor()
        self.key(Qt.Key.Key_Return)

    def disk(self) -> None:
        if "disk" in self.done or not self.scene.disk_blocks():
            self.key(Qt.Key.Key_N)
            return
        self.key(Qt.Key.Key_D)
        assert self.scene.picked == DiskInHand(self.state.current_player())
        self.key(Qt.Key.Key_Return)
        self.done.append("disk")

    def step(self) -> None:
        state = self.state
        phase = state.phase
        if phase in ("move1", "move2"):
            self.move(state.turn <= CLIMBING_TURNS)
        elif phase == "react":
            self.react()
        elif phase == "block":
            self.block()
        elif phase == "place":
            self.place()
        elif phase == "push":
            self.show_cursor()
            self.key(Qt.Key.Key_Return)
        else:
            assert phase == "disk", phase
            self.disk()


def test_a_whole_game_of_two_humans_by_keyboard(qtbot, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Arrows and Enter, R, D and N on the board: no mouse at all; dark and colour-blind."""
    window = start(qtbot, dark=True)
    try:
        player = KeyboardPlayer(window, qtbot)
        player.view.setFocus()
        kinds = play_to_the_end(player)
        assert {"move", "stay", "pick", "place", "noblock", "disk", "nodisk"} <= kinds
        assert {"chooser", "reaction", "turned"} <= set(player.done)
        assert any(getattr(h.action, "ladders", "") for h in player.c.history)
    finally:
        window.game_page.detach()
        wait_for_workers(5000)
        Settings().set("theme", "system")  # the app palette is process-wide
