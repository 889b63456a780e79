"""Pictures of each game's board for the start screen.

Drawn by the game's real board scene from a mid-game position, offscreen, so
the cards always look like the game the player will get — no separate artwork
to keep in sync.  The position comes from seeded random moves, so it is the
same picture every time (and in screenshots).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from climbdesk.core.game import Game
from climbdesk.core.state import NOBODY, State
from climbdesk.ui.boards import board_class
from climbdesk.ui.theme import BoardTheme


def sample_position(game: Game, plies: int = 14, seed: int = 7) -> State:
    """A plausible mid-game position: seeded random play, stopping before the end."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    for _ in range(plies):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
            continue
        nxt = state.child(rng.choice(state.legal_actions()))
        if nxt.is_terminal():
            break
        state = nxt
    return state


def board_thumbnail(game: Game, size: int, theme: BoardTheme) -> QPixmap:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    try:
        scene = board_class(game.info.key)()
    except (KeyError, ImportError):
        _placeholder(painter, size, game.info.title, theme)
    else:
        scene.set_theme(theme)
        scene.set_animation_speed(0)
        # A thumbnail is for the whole table: nobody's hidden parts are shown.
        scene.set_position(sample_position(game, type(scene).thumbnail_plies).view(NOBODY),
                           interactive=False)
        source = scene.thumbnail_rect()
        target = QRectF(0, 0, size, size)
        scale = min(size / max(source.width(), 1), size / max(source.height(), 1))
        w, h = source.width() * scale, source.height() * scale
        target = QRectF((size - w) / 2, (size - h) / 2, w, h)
        scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
        scene.deleteLater()
    painter.end()
    return pix


def _placeholder(painter: QPainter, size: int, title: str, theme: BoardTheme) -> None:
    painter.setBrush(QColor(theme.board))
    painter.setPen(QColor(theme.board_line))
    painter.drawRoundedRect(QRectF(4, 4, size - 8, size - 8), 12, 12)
    font = QFont()
    font.setPointSizeF(size / 8)
    painter.setFont(font)
    painter.setPen(QColor(theme.text))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, title[:1])
