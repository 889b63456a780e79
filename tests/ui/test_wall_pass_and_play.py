"""The wall in pass-and-play keeps each hand secret (issue 18, "Done when"): while the
hand-over screen is up, or while one human plays, nothing drawn and nothing a screen
reader can read names a panel of the other human's hand.

Random moves go through the controller; what is checked is what the window shows.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from climbdesk.core.actions import Action
from climbdesk.core.record import GameRecord, Match
from climbdesk.games.wall.actions import Discard, EndTurn, Place, Rest
from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.engine import GAME, HIDDEN, WallState
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.workers import wait_for_workers

from .app_helpers import dialogs, humans, window  # noqa: F401

MOVES = 70  # enough for the deal, the placing rounds and several Move turns


def _true_state(window: MainWindow) -> WallState:  # noqa: F811
    c = window.controller
    assert c is not None and isinstance(c.state, WallState)
    return c.state


def _secret_names(truth: WallState, reader: int) -> set[str]:
    """Names of the panels in the other seat's hand that ``reader`` has no other way to
    know (both sets share their fronts, so a name on the wall or in the reader's own hand
    is public to them)."""
    other = 1 - reader
    seen = {panel(p).name() for p in truth.hands[reader]}
    seen |= {panel(p).name() for p in truth.wall.placed_ids()}
    seen |= {panel(p).name() for p in truth.discards}
    return {panel(p).name() for p in truth.hands[other] if p != HIDDEN} - seen


_PANEL_LIST = re.compile(r"(?:panels?|discards|hand)\D{0,3}((?:\d\d(?:, )?)+)")


def _named_panels(text: str) -> set[str]:
    """Every two-digit panel name a text gives in a list after "panel(s)"/"discards"."""
    return {n for m in _PANEL_LIST.finditer(text) for n in re.findall(r"\d\d", m.group(1))}


def _widget_texts(root: QWidget) -> list[str]:
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        out += [w.accessibleName(), w.accessibleDescription(), w.toolTip()]
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
    return out


def _readable(window: MainWindow) -> list[str]:  # noqa: F811
    page = window.game_page
    texts = [page.status.text(), page.board_description(), *page.history_texts()]
    if page.view is not None:
        texts += [page.view.accessibleName(), page.view.accessibleDescription()]
    return texts + _widget_texts(page)


def _check(window: MainWindow, reader: int | None) -> None:  # noqa: F811
    """One rendered frame and every readable text: no hand but the reader's own."""
    page, truth = window.game_page, _true_state(window)
    scene = page.scene
    assert isinstance(scene, WallBoardScene)
    assert page.view is not None
    page.view.viewport().grab()
    page.grab()
    drawn = scene.painted()["hand"]
    if reader is None:  # the hand-over screen: nobody's hand
        assert scene.hand() == [] and drawn == 0
        readers = [0, 1]
    else:
        assert set(scene.hand()) <= set(truth.hands[reader])
        assert not set(scene.hand()) & set(truth.hands[1 - reader])
        assert drawn == len(scene.hand())
        readers = [reader]
    for seat in readers:
        secret = _secret_names(truth, seat)
        named = set().union(*(_named_panels(t) for t in _readable(window)))
        assert not named & secret, (seat, named & secret)


def _pass_and_play(window: MainWindow, seed: int, saves: Path | None = None) -> int:  # noqa: F811
    window.start_new(GAME, humans(), {})
    c, page = window.controller, window.game_page
    assert c is not None
    rng = random.Random(seed)
    handovers = 0
    for _ in range(MOVES):
        if c.state.is_terminal():
            break
        if page.handover_visible():
            handovers += 1
            _check(window, None)
            if saves is not None:
                _check_save(window, saves / f"h{handovers}.json")
            page.handover.button.click()
            assert not page.handover_visible()
        reader = page.viewer()
        assert reader == c.state.current_player()
        _check(window, reader)
        assert c.play(rng.choice(c.state.legal_actions()))
    return handovers


def _check_save(window: MainWindow, path: Path) -> None:  # noqa: F811
    """A game saved behind the hand-over screen opens behind it again."""
    c = window.controller
    assert c is not None
    c.save(str(path))
    assert path.read_text(encoding="utf-8")  # written
    truth = _true_state(window).clone()
    other = MainWindow()
    try:
        assert other.open_file(path)
        page = other.game_page
        assert page.handover_visible()
        scene = page.scene
        assert isinstance(scene, WallBoardScene) and scene.hand() == []
        if page.view is not None:
            page.view.viewport().grab()
        assert scene.painted()["hand"] == 0
        for seat in (0, 1):
            secret = _secret_names(truth, seat)
            named = set().union(*(_named_panels(t) for t in _readable(other)))
            assert not named & secret
    finally:
        other.game_page.detach()
        other.close()
        other.deleteLater()


@pytest.mark.parametrize("seed", [1, 4, 7])
def test_no_frame_and_no_text_shows_the_other_humans_hand(
        window, tmp_path, seed: int) -> None:  # noqa: F811
    """Random games end early (falls eliminate); three seeds cover the deal, placing,
    Move turns and the hand-overs between them."""
    assert _pass_and_play(window, seed=seed, saves=tmp_path) >= 3


def test_the_marker_panel_in_the_second_hand_is_never_named(window) -> None:  # noqa: F811
    window.start_new(GAME, humans(), {})
    c, page = window.controller, window.game_page
    assert c is not None
    rng = random.Random(2)
    while not _true_state(window).hands[1]:
        if page.handover_visible():
            page.handover.button.click()
        assert c.play(rng.choice(c.state.legal_actions()))
    truth = _true_state(window)
    marker = next(iter(sorted(_secret_names(truth, 0))), None)
    assert marker is not None, "Player 2's hand shares every name with Player 1's"
    for _ in range(40):
        if page.handover_visible():
            _check(window, None)
            page.handover.button.click()
        reader = page.viewer()
        if reader == 0 and marker in _secret_names(_true_state(window), 0):
            assert marker not in set().union(*(_named_panels(t) for t in _readable(window)))
            # Undo across the hand-over must not hand Player 1 the other's view.
            if c.can_undo():
                c.undo()
                assert page.viewer() != 1 or page.handover_visible()
                if page.handover_visible():
                    _check(window, None)
                c.redo()
        if c.state.is_terminal():
            break
        if page.handover_visible():
            continue
        assert c.play(rng.choice(c.state.legal_actions()))


# ----- hints ---------------------------------------------------------------------------------
def _no_hint_on_the_handover(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    """Behind the hand-over screen Hint is off (button, menu and its key H) and no hint
    of the seat before is drawn or said."""
    c, page = window.controller, window.game_page
    assert c is not None and page.handover_visible()
    assert not page.hint_button.isEnabled() and not window.actions_.hint.isEnabled()
    focus = QApplication.focusWidget()
    qtbot.keyClick(focus if focus is not None else page.handover, Qt.Key.Key_H)
    page.hint()
    assert not c.hint_pending()
    scene = page.scene
    assert isinstance(scene, WallBoardScene) and scene.hint is None
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)  # what the board would draw now (it is hidden, so it did not)
    painter.end()
    assert scene.painted()["hint"] == 0 and scene.painted()["hand"] == 0
    assert "Hint" not in page.status_text()


def _hint_shown(window: MainWindow, reader: int, action: Action) -> None:  # noqa: F811
    """The hint ``action`` as the page shows it: ringed on the board, said in the status
    line and the board's description, naming only what ``reader`` may know."""
    page, truth = window.game_page, _true_state(window)
    scene = page.scene
    assert isinstance(scene, WallBoardScene) and page.view is not None
    assert scene.hint == action
    page.view.viewport().grab()
    if isinstance(action, Place | Discard):
        own = set(truth.hands[reader])
        assert ({action.panel} if isinstance(action, Place) else set(action.panels)) <= own
    _check(window, reader)


def test_a_hint_in_pass_and_play_shows_only_its_seats_own_knowledge(
        window, qtbot) -> None:  # noqa: F811
    """Each human asks for a hint (the real one, from the worker) and sees it ringed and
    said; every other choice of theirs, given as a hint, is checked the same way; and the
    next human, behind and after the hand-over screen, never sees the hint before."""
    window.start_match(Match(GameRecord.new(GAME, humans(), {}, seed=11)))
    window.activateWindow()  # the menu's shortcuts answer in the active window only
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=20000)
    c, page = window.controller, window.game_page
    assert c is not None
    rng = random.Random(11)
    asked: set[int] = set()
    handovers = 0
    hinted: list[Action] = []
    for _ in range(40):
        if c.state.is_terminal():
            break
        if page.handover_visible():
            handovers += 1
            _no_hint_on_the_handover(window, qtbot)
            page.handover.button.click()
        reader = page.viewer()
        assert reader == c.state.current_player()
        scene = page.scene
        assert isinstance(scene, WallBoardScene)
        assert scene.hint is None  # nothing left from the seat before
        if reader not in asked and len(c.state.legal_actions()) > 1:
            asked.add(reader)
            assert page.hint_button.isEnabled()
            if reader == 0:
                qtbot.mouseClick(page.hint_button, Qt.MouseButton.LeftButton)
            else:  # the menu's key, pressed where the focus is
                focus = QApplication.focusWidget()
                assert focus is not None
                qtbot.keyClick(focus, Qt.Key.Key_H)
            assert c.hint_pending()
            qtbot.waitUntil(lambda: not c.hint_pending(), timeout=30000)
            assert scene.hint is not None and scene.hint in c.state.legal_actions()
            _hint_shown(window, reader, scene.hint)
            hinted.append(scene.hint)
        legal = c.state.legal_actions()
        for action in rng.sample(legal, min(3, len(legal))):
            c.hint_ready.emit(action)  # as if the hint had suggested it
            _hint_shown(window, reader, action)
            hinted.append(action)
        assert c.play(rng.choice(legal))
        if page.handover_visible():
            _no_hint_on_the_handover(window, qtbot)
    wait_for_workers(5000)
    assert asked == {0, 1} and handovers >= 3 and len(hinted) > 12
    assert any(isinstance(a, Place) for a in hinted)  # hints that name a panel of the hand


def test_a_hint_answered_after_the_hand_over_is_not_shown(window, qtbot) -> None:  # noqa: F811
    """Asked, then the move played before the answer came: the answer is for a position
    gone, and the next human must not see it."""
    window.start_match(Match(GameRecord.new(GAME, humans(), {}, seed=12)))
    c, page = window.controller, window.game_page
    assert c is not None
    rng = random.Random(12)
    for _ in range(40):
        if page.handover_visible():
            page.handover.button.click()
        if len(c.state.legal_actions()) > 1 and c.state.phase is not WallPhase.INITIAL:
            break
        assert c.play(rng.choice(c.state.legal_actions()))
    seat = c.state.current_player()
    page.hint()
    assert c.hint_pending()
    while c.state.current_player() == seat and not c.state.is_terminal():
        legal = c.state.legal_actions()  # a Rest turn: no dice, no fall
        assert c.play(next((a for a in legal if isinstance(a, Rest | EndTurn)), legal[0]))
    wait_for_workers(30000)
    qtbot.waitUntil(lambda: not c.hint_pending(), timeout=30000)
    assert page.handover_visible(), (c.state.phase, c.state.current_player(), seat)
    _no_hint_on_the_handover(window, qtbot)
    page.handover.button.click()
    scene = page.scene
    assert scene is not None and scene.hint is None and "Hint" not in page.status_text()
