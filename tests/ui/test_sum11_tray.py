"""Issue 17, sum11: Climb On!'s action area in parts, counted (nothing here is timed).

* While the dice are lowered, a Lower repaints the tray's columns (a die with its
  tokens) and the verdict, not the head line, the captions or the rest of the area:
  the whole action area was repainted on every move.
* The head line (idle or lowering) is a kept picture, the last roll a part of its own,
  and the parts that show nothing are hidden (Qt does not copy them).
* The turn passing repaints the strip of the camps' names, not the ground under them.
* The window after moves, picks, hovers and hints equals a fresh board (light, dark).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.games.summit import SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.looks import LookItem
from climbdesk.ui.boards.summit.scene import SummitBoardScene
from climbdesk.ui.boards.summit.spots import Chip, ClimberSpot, TrayToken
from climbdesk.ui.theme import BoardTheme

from .board_helpers import random_positions, show_board, worst_channel


def _area_parts(scene: SummitBoardScene) -> list[LookItem]:
    """Every part of the action area (under the cards, above the button)."""
    return [scene._action, *scene.tray.parts]


def _repainted(parts: list[LookItem], before: list[int]) -> list[LookItem]:
    return [p for p, n in zip(parts, before, strict=True) if p.repaints != n]


def _area(rect: QRectF) -> float:
    return rect.width() * rect.height()


def _summit_positions(players: int, count: int, seed: int) -> list[SummitState]:
    return [s for s in random_positions(SUMMIT, players, count, seed)
            if isinstance(s, SummitState)]


@pytest.mark.parametrize("players", [2, 3])
def test_a_lower_repaints_the_tray_s_columns_not_the_head_line_or_the_area(
        qtbot, players: int) -> None:
    scene = SummitBoardScene()
    show_board(qtbot, scene, 908, 757)
    parts = _area_parts(scene)
    whole = _area(scene._action.boundingRect())
    lowers = 0
    positions = _summit_positions(players, 120, 7)
    for prev, state in zip(positions, positions[1:], strict=False):
        scene.set_position(prev.clone(), interactive=True)
        before = [p.repaints for p in parts]
        scene.set_position(state.clone(), interactive=True)
        if not (prev.phase == state.phase == SummitPhase.LOWER and prev.pending == state.pending
                and prev.to_move == state.to_move):
            continue
        lowers += 1
        again = _repainted(parts, before)
        assert scene._action not in again and scene.tray.head not in again
        assert scene.tray.last_roll not in again
        # A column for each die (each shows the count spent) and the verdict at most:
        # well under a third of the area the whole action area covered.
        assert len(again) <= len(state.dice) + 1
        assert sum(_area(p.boundingRect()) for p in again) < whole / 3
    assert lowers >= 5


def test_parts_that_show_nothing_are_hidden_and_the_head_line_is_kept(qtbot,
                                                                     monkeypatch) -> None:
    """Outside the lowering no tray column or verdict is visible, idle or lowering the
    choices' part is hidden, and a head line seen before is a copy of its picture."""
    made: list[object] = []  # the pictures painted anew, by kind
    copied: list[object] = []  # every picture copied, by kind
    place = pictures.Copies.place

    def counting(self, key, rect, paint, at=None, *, origin=None):  # type: ignore[no-untyped-def]
        before = pictures.cached_pictures()
        placed = place(self, key, rect, paint, at, origin=origin)
        if isinstance(key, tuple):
            copied.append(key[0])
            if pictures.cached_pictures() > before:
                made.append(key[0])
        return placed

    monkeypatch.setattr(pictures.Copies, "place", counting)
    scene = SummitBoardScene()
    show_board(qtbot, scene, 908, 757)
    tray = scene.tray
    for state in _summit_positions(2, 90, 3):
        scene.set_position(state.clone(), interactive=True)
        QApplication.processEvents()
        lowering = state.phase == SummitPhase.LOWER and not state.is_terminal()
        shown = [c for c in tray.columns.values() if c.isVisible()]
        assert len(shown) == (len(state.dice) if lowering else 0)
        assert tray.verdict.isVisible() == lowering
        assert scene._action.isVisible() == state.is_terminal()
        assert tray.head.isVisible() == (not state.is_terminal())
        assert tray.last_roll.isVisible() == (not lowering and not state.is_terminal()
                                              and scene.last_roll is not None)
    heads = tray.head.repaints
    # Two teams' turns show a handful of head lines: most repaints are copies.
    # (A repaint to nothing hides the part: no copy.)
    assert heads >= 20 and copied.count("summit-head") >= heads - 2
    assert made.count("summit-head") <= heads / 2


def test_the_turn_passing_repaints_the_names_not_the_ground(qtbot) -> None:
    scene = SummitBoardScene()
    show_board(qtbot, scene, 908, 757)
    positions = _summit_positions(3, 60, 2)
    scene.set_position(positions[0].clone(), interactive=True)
    body, names, turns = scene._ground_body.repaints, scene._ground.repaints, 0
    for before, state in zip(positions, positions[1:], strict=False):
        scene.set_position(state.clone(), interactive=True)
        turns += before.to_move != state.to_move
    assert turns >= 5 and scene._ground.repaints >= names + turns
    assert scene._ground_body.repaints == body  # no pick: the ground's highlight never changed
    assert scene._ground.boundingRect().height() < scene._ground_body.boundingRect().height() / 4


def _grab(view) -> object:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    view.scene()._hide_overlay()
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


def _touch(scene: SummitBoardScene, state: SummitState, i: int) -> None:
    """Show ``state`` with what a player does to the area: a hovered tray token, a
    picked climber with a hovered chip, a hint."""
    scene.set_position(state.clone(), interactive=True)
    legal = [] if state.is_terminal() else state.legal_actions()
    if state.phase == SummitPhase.LOWER and i % 2:
        scene.hover = TrayToken(i % len(state.dice), ("white", "blue", "red")[i % 3])
        scene.redraw()
    elif state.phase == SummitPhase.ACT and scene.movable() and i % 3 == 0:
        scene.set_pick(ClimberSpot(state.to_move, scene.movable()[0]))
        scene.hover = Chip(0)
        scene.redraw()
    if i % 4 == 1 and legal:
        scene.show_hint(legal[i % len(legal)])


@pytest.mark.parametrize("dark", [False, True])
def test_the_window_in_parts_equals_a_fresh_board(qtbot, dark: bool) -> None:
    """After moves, picks, hovers on the tray and hints (parts shown, hidden and shown
    again), the window equals the same last position on a fresh board within 2 in a
    channel (where a caption meets a struck number, two parts' edges are blended)."""
    theme = BoardTheme.make(dark, False)
    scene = SummitBoardScene()
    scene.set_theme(theme)
    view = show_board(qtbot, scene, 1100, 740)
    positions = _summit_positions(3, 50, 9)
    checked = 0
    for i, state in enumerate(positions):
        _touch(scene, state, i)
        if i % 7 != 6:
            QApplication.processEvents()
            continue
        shown = _grab(view)
        fresh_scene = SummitBoardScene()
        fresh_scene.set_theme(theme)
        fresh = show_board(qtbot, fresh_scene, 1100, 740)
        if i:
            fresh_scene.set_position(positions[i - 1].clone(), interactive=True)
        _touch(fresh_scene, state, i)
        pictures.clear()
        assert worst_channel(shown, _grab(fresh)) <= 2, i
        fresh.close()
        checked += 1
    assert checked >= 5
    view.close()


def test_two_dice_token_counts_do_not_run_into_each_other(qtbot) -> None:  # type: ignore[no-untyped-def]
    """With two dice in the tray the tokens sit 46 apart: the widest count ("−3 ×22",
    the flexible scheme's 22 tokens) fits between its neighbours' ("−1 ×10−2 ×3" was
    drawn at 12 px); one die keeps the 12 px labels."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from climbdesk.ui.boards.summit.items import token_pitch
    from climbdesk.ui.boards.summit.tray import WIDEST_LABEL, token_label_font

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        two = token_label_font(painter, 2)
        one = token_label_font(painter, 1)
    finally:
        painter.end()
    assert QFontMetricsF(two).horizontalAdvance(WIDEST_LABEL) < token_pitch(2) - 2
    assert QFontMetricsF(two).horizontalAdvance("−1 ×10") < token_pitch(2) - 2
    assert one.pixelSize() == 12 and two.pixelSize() >= 8


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_selected_die_s_ring_leaves_its_caption_room(players: int) -> None:
    """The ring the selected tray die wears (a pen a fifth of the die thick) ran through
    the caption over it ("Opponent · d8") and touched the tokens under it: every die
    kind, one die or two, 2–4 teams, keeps at least 3 scene units (4 px at 1920×1080, 3
    at 1280×800) from the caption and from a hovered (grown) token."""
    from climbdesk.ui.boards.summit.dice import ring_bounds
    from climbdesk.ui.boards.summit.items import (
        TOKEN_R,
        TRAY_DIE,
        tray_caption_rect,
        tray_die_rect,
        tray_token_center,
    )

    for count in (1, 2):
        for die in range(count):
            caption = tray_caption_rect(players, die, count)
            centre = tray_die_rect(players, die, count).center()
            for sides in (4, 6, 8, 10, 12, 20):
                ring = ring_bounds(sides, centre, TRAY_DIE)
                assert ring.top() - caption.bottom() >= 3, (count, die, sides)
                token_top = min(tray_token_center(players, die, count, k).y()
                                for k in range(3)) - TOKEN_R * 1.08
                assert token_top - ring.bottom() >= 3, (count, die, sides)
