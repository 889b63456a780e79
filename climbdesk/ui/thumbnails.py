"""Pictures of each game's board for the start screen.

Drawn by the game's real board scene from a mid-game position, offscreen, so
the cards always look like the game the player will get — no separate artwork
to keep in sync.  The position comes from seeded random moves, so it is the
same picture every time (and in screenshots).

Drawing them means importing every board module and building every scene —
most of what used to make the first window slow — so each picture is kept in
the per-user cache folder, keyed by everything that changes it (game, size,
device pixel ratio, theme, language, app version).  A missing or damaged file
is simply drawn again and rewritten (atomically).

The files hold raw premultiplied ARGB pixels, not PNG: decoding four PNGs took
~8 ms of the first window's start (the PNG reader's first use), reading raw
pixels ~0.3 ms.  Each file is a small header (magic, width, height, bytes per
line), the pixels and a CRC-32 of both, so a file cut short or scribbled over
is recognised and redrawn.
"""

from __future__ import annotations

import random
import struct
import threading
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap

from climbdesk import __version__, paths
from climbdesk.ui.theme import BoardTheme

if TYPE_CHECKING:  # a cached picture needs no engine; drawing one imports it
    from climbdesk.core.game import Game
    from climbdesk.core.state import State

#: Start of every cached picture, then width, height and bytes per line (little-endian).
_MAGIC = b"CDPIX1\0\0"
_HEADER = struct.Struct("<8sIII")
_CRC = struct.Struct("<I")
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
#: Part of the cache key: raise it when what a picture shows changes (a board's
#: ``thumbnail_rect``, its sample position), so no cache keeps the old picture
#: until the next release.  2: Climb On! shows its mountain only.
DRAWING = 3

# The pictures' sample positions by game, made once per process (sample_ahead); None
# for a game whose sample failed there (its picture makes it again, and says why).
_samples: dict[str, State | None] = {}
_sampling: threading.Thread | None = None


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


def sample_ahead(game_keys: list[str]) -> bool:
    """Whether the sample positions of ``game_keys`` are still being made: they are made
    on a thread of their own (started by the first call that finds one missing), which
    makes no Qt object, and kept for the process.  Issue 17: the Climbers picture's
    sample builds a mountain, 25 ms of a 65 ms turn on the GUI thread on a cache miss."""
    global _sampling
    if _sampling is not None and _sampling.is_alive():
        return True
    missing = [k for k in game_keys if k not in _samples]
    if not missing:
        return False
    _sampling = threading.Thread(target=_make_samples, args=(missing,),
                                 name="climbdesk-thumbnail-samples", daemon=True)
    _sampling.start()
    return True


def _make_samples(game_keys: list[str]) -> None:
    """Every key ends up in :data:`_samples`, a failed one as None (review16: left out,
    :func:`sample_ahead` started a thread every poll for it, and no picture was drawn)."""
    for key in game_keys:
        try:
            _samples[key] = _sample_for(key)
        except Exception:  # noqa: BLE001 - drawing the picture makes it again and says why
            _samples[key] = None


def _sample_for(key: str) -> State:
    """The position ``key``'s picture shows, as everybody at the table sees it."""
    from climbdesk.core.registry import get_game
    from climbdesk.core.state import NOBODY
    from climbdesk.ui.boards import board_class  # imports the board's module, no widget

    plies = board_class(key).thumbnail_plies
    return sample_position(get_game(key), plies).view(NOBODY)


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
            / f"{game_key}-{size}px-x{dpr:g}-{language}-{digest}.pixels")


def encode_picture(pix: QPixmap) -> bytes:
    """The cache file for ``pix``: header, raw pixels, CRC-32 (see the module notes)."""
    image = pix.toImage().convertToFormat(_FORMAT)
    head = _HEADER.pack(_MAGIC, image.width(), image.height(), image.bytesPerLine())
    body = head + bytes(image.constBits())
    return body + _CRC.pack(zlib.crc32(body))


def decode_picture(data: bytes) -> QImage | None:
    """The picture in a cache file, or None if the file is not a whole, intact one."""
    if len(data) < _HEADER.size + _CRC.size:
        return None
    magic, width, height, stride = _HEADER.unpack_from(data)
    if magic != _MAGIC or stride < 4 * width \
            or len(data) != _HEADER.size + stride * height + _CRC.size:
        return None
    body = memoryview(data)[:-_CRC.size]
    if _CRC.unpack_from(data, len(data) - _CRC.size)[0] != zlib.crc32(body):
        return None
    pixels = bytes(body[_HEADER.size:])
    return QImage(pixels, width, height, stride, _FORMAT).copy()  # owns its pixels


def cached_thumbnail(game_key: str, size: int, theme: BoardTheme, language: str,
                     dpr: float = 1.0) -> QPixmap | None:
    """The cached picture, or None when there is none or it is damaged (then redraw)."""
    path = cache_path(game_key, size, theme, language, dpr)
    try:
        data = path.read_bytes()
    except OSError:
        return None
    image = decode_picture(data)
    if image is None or image.width() != round(size * dpr) \
            or image.height() != round(size * dpr):
        return None
    pix = QPixmap.fromImage(image)
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
    try:
        atomic_write_bytes(cache_path(game_key, size, theme, language, dpr),
                           encode_picture(pix))
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
        sample = _samples.get(game.info.key)  # made ahead on a thread (sample_ahead)
        if sample is None:
            sample = sample_position(game, type(scene).thumbnail_plies).view(NOBODY)
        scene.set_position(sample, interactive=False)
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
