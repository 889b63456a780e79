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
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.engine import GAME, HIDDEN, WallState
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.main_window import MainWindow

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
