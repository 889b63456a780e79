"""Issue 17 (smooth): the board view copies its kept pixels without smooth filtering.

Every pixmap a board shows (Qt's item and background caches, kept pictures) is
copied unscaled at whole device pixels; with ``SmoothPixmapTransform`` on, Qt's
raster engine sent each copy down its filtering path at about 3.5 times the cost
while changing no pixel.  These tests pin both halves: the hint is off, and a
board painted with it on and off is the same picture.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QImage, QPainter

from climbdesk.core.registry import all_games, get_game
from climbdesk.ui.boards import BoardView, pictures
from climbdesk.ui.boards.registry import board_class, has_board

#: Every game with a board, from the registry.
BOARDS = [g.info.key for g in all_games() if has_board(g.info.key)]


def _position(key: str, plies: int):  # type: ignore[no-untyped-def]
    game = get_game(key)
    rng = random.Random(11)
    state = game.new_initial_state(2)
    for _ in range(plies):
        while state.is_chance_node():
            state.apply(state.sample_chance(rng))
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    while state.is_chance_node():
        state.apply(state.sample_chance(rng))
    return state if game.info.perfect_information else state.view(0)


def _picture(view: BoardView, smooth: bool) -> QImage:
    view.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
    pictures.clear()  # kept pictures are keyed by the hints: paint them afresh
    view.resetCachedContent()
    for item in view.scene().items():
        item.update()
    return view.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


@pytest.mark.parametrize("key", BOARDS)
def test_the_view_copies_without_smoothing_and_no_pixel_changes(qtbot, key: str) -> None:
    scene = board_class(key)()
    scene.set_animation_speed(0)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(700, 560)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    view.zoom_by(1.3)  # a zoom that is no whole scale
    assert not view.renderHints() & QPainter.RenderHint.SmoothPixmapTransform
    scene.set_position(_position(key, 9), interactive=True)
    plain = _picture(view, False)
    smooth = _picture(view, True)
    assert plain == smooth
