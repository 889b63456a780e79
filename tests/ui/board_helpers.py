"""Shared set-up for the board-scene tests: a scene in a shown, fitted view."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from climbdesk.core.game import Game
from climbdesk.core.rng import sample_weighted
from climbdesk.core.state import State
from climbdesk.ui.boards import BoardScene, BoardView

LEFT = Qt.MouseButton.LeftButton


def show_board(qtbot, scene: BoardScene, width: int, height: int) -> BoardView:  # type: ignore[no-untyped-def]
    """Put ``scene`` (animations off) in a real, exposed view so mouse events land."""
    scene.set_animation_speed(0)
    view = BoardView(scene)
    view.resize(width, height)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def click_at(qtbot, view: BoardView, point: QPointF) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(point))


def random_positions(game: Game, players: int, count: int, seed: int) -> list[State]:
    """``count`` positions of one random game, chance resolved, in order."""
    rng = random.Random(seed)
    state = game.new_initial_state(players)
    out: list[State] = []
    while len(out) < count and not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        while state.is_chance_node():
            state.apply(sample_weighted(state.chance_outcomes(), rng))
        out.append(state.clone())
    return out


def render_scene(scene: BoardScene, source: QRectF | None = None, scale: float = 1.0,
                 align: int = 1) -> QImage:
    """``source`` (the whole scene by default) rendered on black at ``scale``; the width
    rounded down to a multiple of ``align`` (RGB888 scan lines pad to four bytes)."""
    rect = source if source is not None else scene.sceneRect()
    image = QImage(int(rect.width() * scale) // align * align, int(rect.height() * scale),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def worst_channel(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel of two images (scan-line padding left out)."""
    assert a.size() == b.size()
    diff = a.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b.convertToFormat(QImage.Format.Format_RGB32))
    painter.end()
    rgb = diff.convertToFormat(QImage.Format.Format_RGB888)
    line, used = rgb.bytesPerLine(), 3 * rgb.width()
    raw = bytes(rgb.constBits())
    return max((max(raw[y * line:y * line + used]) for y in range(rgb.height())), default=0)


def stairs_positions(count: int, seed: int) -> list[State]:
    """Up to ``count`` Stairs positions of one seeded random game, in order."""
    from climbdesk.core.registry import get_game

    state = get_game("stairs").new_initial_state()
    rng = random.Random(seed)
    out: list[State] = []
    while len(out) < count and not state.is_terminal():
        state = state.child(rng.choice(state.legal_actions()))
        out.append(state)
    return out
