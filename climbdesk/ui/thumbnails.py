"""Pictures of each game's board for the start screen.

Drawn by the game's real board scene from a mid-game position, offscreen, so
the cards always look like the game the player will get — no separate artwork
to keep in sync.  The position comes from seeded random moves, so it is the
same picture every time (and in screenshots).

Drawing them means importing every board module and building every scene —
most of what used to make the first window slow — so each picture is kept as
a PNG in the per-user cache folder, keyed by everything that changes it
(game, size, device pixel ratio, theme, language, app version).  A missing or
damaged file is simply drawn again and rewritten (atomically).
"""

from __future__ import annotations

import random
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from climbdesk import __version__, paths
from climbdesk.ui.theme import BoardTheme

if TYPE_CHECKING:  # a cached picture needs no engine; drawing one imports it
    from climbdesk.core.game import Game
    from climbdesk.core.state import State

#: Every PNG file ends with this chunk; a file cut short (crash, full disk) does not.
_PNG_END = b"IEND\xaeB`\x82"
#: Part of the cache key: raise it when what a picture shows changes (a board's
#: ``thumbnail_rect``, its sample position), so no cache keeps the old picture
#: until the next release.  2: Climb On! shows its mountain only.
DRAWING = 3


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


def cache_path(game_key: str, size: int, theme: BoardTheme, language: str,
               dpr: float) -> Path:
    """Where the thumbnail for exactly this look lives in the cache.

    The readable part is for people browsing the folder; the digest covers
    every colour of the theme and the app version, so a new release or a
    changed palette never shows a stale picture.
    """
    key = repr((game_key, size, dpr, language, theme, __version__, DRAWING)).encode("utf-8")
    digest = f"{zlib.crc32(key):08x}"
    return (paths.cache_dir() / "thumbnails"
            / f"{game_key}-{size}px-x{dpr:g}-{language}-{digest}.png")


def cached_thumbnail(game_key: str, size: int, theme: BoardTheme, language: str,
                     dpr: float = 1.0) -> QPixmap | None:
    """The cached picture, or None when there is none or it is damaged (then redraw)."""
    path = cache_path(game_key, size, theme, language, dpr)
    try:
        data = path.read_bytes()
    except OSError:
        return None
    pix = QPixmap()
    if not data.endswith(_PNG_END) or not pix.loadFromData(data, "PNG"):
        return None
    if pix.width() != round(size * dpr) or pix.height() != round(size * dpr):
        return None
    pix.setDevicePixelRatio(dpr)
    return pix


def cached_or_render(game_key: str, size: int, theme: BoardTheme, language: str,
                     dpr: float = 1.0) -> QPixmap:
    """The cached picture, else a freshly drawn one (which is then cached)."""
    pix = cached_thumbnail(game_key, size, theme, language, dpr)
    if pix is not None:
        return pix
    from climbdesk.core.registry import get_game
    from climbdesk.core.storage import atomic_write_bytes

    pix = board_thumbnail(get_game(game_key), size, theme, dpr)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if pix.save(buffer, "PNG"):
        try:
            atomic_write_bytes(cache_path(game_key, size, theme, language, dpr),
                               bytes(data.data()))
        except OSError:
            pass  # a read-only or full cache only costs the next start its speed
    return pix


def board_thumbnail(game: Game, size: int, theme: BoardTheme, dpr: float = 1.0) -> QPixmap:
    """Draw the picture with the game's real board scene (imports its board modules)."""
    from PySide6.QtCore import Qt  # not at import: showing a cached picture needs no Qt enums

    from climbdesk.core.state import NOBODY
    from climbdesk.ui.boards import board_class  # only when a picture is really drawn

    pix = QPixmap(round(size * dpr), round(size * dpr))
    pix.setDevicePixelRatio(dpr)
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
    from PySide6.QtCore import Qt

    painter.setBrush(QColor(theme.board))
    painter.setPen(QColor(theme.board_line))
    painter.drawRoundedRect(QRectF(4, 4, size - 8, size - 8), 12, 12)
    font = QFont()
    font.setPointSizeF(size / 8)
    painter.setFont(font)
    painter.setPen(QColor(theme.text))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, title[:1])
