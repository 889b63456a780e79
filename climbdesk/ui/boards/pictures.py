"""Pictures of board parts, painted once and copied afterwards.

Antialiased paths and rounded rectangles are what repainting a board costs
(a Stairs stack about 0.7 ms, a Can't Stop column about 1 ms offscreen).  Most
parts look the same move after move, or come back to a look they had, so a
board paints a part through :func:`draw_cached` with a key naming everything its
look depends on: the first time the part is painted into a pixmap in device
pixels (at the part's exact sub-pixel offset, so the copy matches direct
painting), afterwards that pixmap is copied.

The cache is keyed by the caller's key plus the painter's scale, offset, device
pixel ratio and font, and keeps the most recently used pictures (up to
:data:`KEPT_BYTES`).  Painters
that rotate or shear (a turned view) paint directly.

Each picture remembers the *session* (a game on show, see :func:`begin_session`)
that used it last.  When a game is closed its pictures go (:func:`end_session`):
a Climbers table's pictures belong to its one generated mountain and would
otherwise fill the whole cache within ten games and never be used again (issue
17).  The next game paints each look once more.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPixmap, QTransform

#: Memory for pictures (bytes): plenty for every look a game shows at one zoom (a
#: Stairs game needs a few MB); the least recently used go first.
KEPT_BYTES = 64 * 1024 * 1024

#: key -> (picture, the session that used it last)
_PICTURES: OrderedDict[tuple[Hashable, ...], tuple[QPixmap, int]] = OrderedDict()
_kept_bytes = 0
_session = 0      # the session pictures are painted for now
_sessions = 0     # sessions begun so far
_cleared = 0      # how many times clear() ran: a placed picture from before is stale


def begin_session() -> int:
    """A game is about to be shown: the pictures used from now on are its own."""
    global _session, _sessions
    _sessions += 1
    _session = _sessions
    return _session


def end_session(session: int) -> int:
    """The game of ``session`` is closed: forget the pictures it used last (those a
    later game used too stay).  Returns how many were dropped.  Session 0 (no game
    begun) is never ended: its pictures were painted outside any game."""
    global _kept_bytes, _session
    if not session:
        return 0
    gone = [k for k, (_pix, used) in _PICTURES.items() if used == session]
    for k in gone:
        _kept_bytes -= _size(_PICTURES.pop(k)[0])
    if _session == session:
        _session = 0
    return len(gone)


def draw_cached(painter: QPainter, key: Hashable, rect: QRectF,
                paint: Callable[[QPainter], None]) -> None:
    """Paint what ``paint`` draws inside ``rect`` (item coordinates) from the cache.

    ``key`` must change whenever the picture would: state shown, theme, names…
    ``paint`` must stay inside ``rect`` and leave the painter as it found it
    apart from pen, brush, font and render hints.
    """
    copies = Copies(painter)
    copies.draw(key, rect, paint)
    copies.end()


class Copies:
    """:func:`draw_cached` for many parts painted through one painter in one go.

    Why: a hit of :func:`draw_cached` spent most of its time on what belongs to
    the painter (its device, transform, font key and render hints), about four
    times a bare ``drawPixmap``; a layer that copies thirty pictures a paint
    works that out once here.  Between :meth:`draw` calls the painter is left in
    device coordinates; :meth:`end` gives it back as it was (call it before
    painting anything else through the painter).
    """

    __slots__ = ("_painter", "_t", "_direct", "_flat", "_context", "_dpr", "_saved", "_font")

    def __init__(self, painter: QPainter, font: QFont | None = None) -> None:
        """``font``: the font the pictures are painted with and kept under, instead of
        the painter's (for pictures whose text sets its own size and weight: Climb On!'s
        dice were kept once for every font the painter last had, dice9)."""
        self._painter = painter
        device = painter.device()
        t = painter.worldTransform()
        self._t = t
        #: Painters that rotate or shear (a turned view) paint directly.
        self._direct = device is None or t.isRotating() or t.m13() != 0.0 or t.m23() != 0.0
        #: A plain scale and offset, both scales positive: boxes are mapped by hand.
        self._flat = not self._direct and t.m11() > 0 and t.m22() > 0
        self._dpr = device.devicePixelRatioF() if device is not None else 1.0
        # The font itself, not its key(): a QFont hashes and compares by value, and
        # building the key string was a third of this constructor (paint8: a Climb On!
        # move makes a dozen of these).
        self._font = painter.font() if font is None else font
        self._context = (round(t.m11(), 5), round(t.m22(), 5), self._dpr,
                         self._font, painter.renderHints().value)
        self._saved = False

    def draw(self, key: Hashable, rect: QRectF, paint: Callable[[QPainter], None],
             at: QPointF | None = None) -> None:
        """Copy the picture ``key`` of ``rect`` (painted by ``paint`` when it is new).

        ``at``: where the part's own coordinates start, in item coordinates; ``rect``
        and ``paint`` are then the part's, and ``key`` need not say where it stands:
        one picture serves every place at the same sub-pixel offset (a board whose
        squares are a whole number of pixels wide, see ``BoardScene.pixel_unit``).
        """
        placed = self.place(key, rect, paint, at)
        if placed is not None:
            self.copy(*placed)

    @property
    def placing(self) -> tuple[object, ...] | None:
        """What a placed picture's place depends on besides its key and ``at``: the
        painter's whole transform, pixel ratio, font and hints (None: a painter that
        turns or shears, which paints directly and places nothing)."""
        if self._direct:
            return None
        t = self._t
        return (t.m11(), t.m22(), t.dx(), t.dy(), self._context, _cleared)

    def place(self, key: Hashable, rect: QRectF, paint: Callable[[QPainter], None],
              at: QPointF | None = None, *,
              origin: tuple[float, float] | None = None) -> tuple[QPointF, QPixmap] | None:
        """Where (device pixels) and what :meth:`draw` copies, the picture painted if it
        is new; None for a painter that turns or shears, which this paints directly.

        ``origin``: instead of ``at``, where the part's own coordinates start in the
        painter's device pixels (a part put on whole pixels), exactly: a place worked
        back into item coordinates comes out a hair off, and thin antialiased lines
        fall on either side of it."""
        global _kept_bytes
        painter, t = self._painter, self._t
        if origin is not None and not self._direct:
            t = QTransform(t.m11(), 0.0, 0.0, t.m22(), origin[0], origin[1])
            at = None
        if self._direct:
            if at is not None:
                painter.save()
                painter.translate(at)
            paint(painter)
            if at is not None:
                painter.restore()
            return None
        if at is not None:
            t = QTransform(t).translate(at.x(), at.y())
        if self._flat:
            m11, m22, dx, dy = t.m11(), t.m22(), t.dx(), t.dy()
            left, top = m11 * rect.left() + dx, m22 * rect.top() + dy
            right, bottom = m11 * rect.right() + dx, m22 * rect.bottom() + dy
        else:
            box = t.mapRect(rect)
            left, top, right, bottom = box.left(), box.top(), box.right(), box.bottom()
        ox, oy = math.floor(left), math.floor(top)
        full = (key, round(t.dx() - ox, 3), round(t.dy() - oy, 3), self._context)
        kept = _PICTURES.get(full)
        if kept is None:
            dpr = self._dpr
            pix = QPixmap(max(1, math.ceil((right - ox + 1) * dpr)),
                          max(1, math.ceil((bottom - oy + 1) * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            inner = QPainter(pix)
            inner.setRenderHints(painter.renderHints())
            inner.setFont(self._font)
            inner.setWorldTransform(QTransform(t.m11(), 0.0, 0.0, t.m22(),
                                               t.dx() - ox, t.dy() - oy))
            paint(inner)
            inner.end()
            _PICTURES[full] = (pix, _session)
            _kept_bytes += _size(pix)
            while _kept_bytes > KEPT_BYTES and len(_PICTURES) > 1:
                _kept_bytes -= _size(_PICTURES.popitem(last=False)[1][0])
        else:
            pix = kept[0]
            if kept[1] != _session:
                _PICTURES[full] = (pix, _session)
            _PICTURES.move_to_end(full)
        return QPointF(ox, oy), pix

    @property
    def context(self) -> Context | None:
        """The painter's scale (x and y), pixel ratio, font and hints, which every kept
        picture's key holds: what :func:`ahead` needs to paint the same pictures
        before they are shown.  None for a painter that turns or shears."""
        if self._direct:
            return None
        t = self._t
        return (t.m11(), t.m22(), self._dpr, self._font, self._painter.renderHints().value)

    def on_pixel(self, point: QPointF) -> tuple[float, float] | None:
        """The whole device pixel nearest ``point`` (item coordinates), for
        :meth:`place`'s ``origin``: a part put there is one picture wherever it stands
        (and moves by half a pixel at most).  None for a painter that turns, shears or
        mirrors.  Half up, not Python's round (half to even): the same part lands on
        the same pixel whichever whole-pixel origin the painter has (a part's cache,
        the view)."""
        if not self._flat:
            return None
        t = self._t
        return (float(math.floor(t.m11() * point.x() + t.dx() + 0.5)),
                float(math.floor(t.m22() * point.y() + t.dy() + 0.5)))

    def copy(self, point: QPointF, pix: QPixmap) -> None:
        """Copy ``pix`` at ``point`` in device pixels (what :meth:`place` gave)."""
        if not self._saved:
            self._painter.save()
            self._painter.setWorldTransform(QTransform())
            self._saved = True
        self._painter.drawPixmap(point, pix)

    def direct(self, paint: Callable[[QPainter], None]) -> None:
        """Paint something through the painter as it was given (not kept: a pulse frame)."""
        if self._saved:
            self._painter.restore()
            self._saved = False
        paint(self._painter)

    def end(self) -> None:
        """Give the painter back as it was."""
        if self._saved:
            self._painter.restore()
            self._saved = False


_PLAIN: dict[str, QFont] = {}


def plain_font(painter: QPainter) -> QFont:
    """The painter's font family at one size and weight, for :class:`Copies`' ``font``:
    pictures whose texts set their own size and weight (a die's number, a token's
    label) must not be kept once for every font the painter last had (a caption's, a
    score's: dice9)."""
    family = painter.font().family()
    font = _PLAIN.get(family)
    if font is None:
        font = QFont(painter.font())
        font.setPixelSize(12)
        font.setBold(False)
        font.setItalic(False)
        _PLAIN[family] = font
    return font


#: A painter as kept pictures see it: scale x and y, pixel ratio, font, hints.
Context = tuple[float, float, float, QFont, int]


def ahead(context: Context) -> tuple[QPixmap, QPainter]:
    """A painter whose kept pictures are those a painter of ``context`` keeps: for
    painting a board's likely looks while the window is idle, so that the move that
    first shows one copies it (Climb On!'s dice, issue 17).  What it copies lands on
    a one-pixel device; end the painter when done, while the device lives."""
    m11, m22, dpr, font, hints = context
    device = QPixmap(1, 1)
    device.setDevicePixelRatio(dpr)
    device.fill(Qt.GlobalColor.transparent)
    painter = QPainter(device)
    painter.setRenderHints(painter.renderHints(), False)
    painter.setRenderHints(QPainter.RenderHint(hints))
    painter.setFont(font)
    painter.setWorldTransform(QTransform(m11, 0.0, 0.0, m22, 0.0, 0.0))
    return device, painter


class Placements:
    """Each slot's last copy (its key, place and picture), for a layer that copies the
    same pictures paint after paint (Stairs' squares, halos and discs).

    Why: a hit of :meth:`Copies.draw` still maps the part's box, builds the full key
    and looks it up, about 0.05 ms of Python, while the copy itself is a few
    microseconds; a Stairs move copies 40 to 60 pictures.  While the painter's
    transform, pixel ratio and font stay the same, a slot showing the same key is
    the same picture at the same place: a bare ``drawPixmap``.  A slot's key must
    name its ``rect`` and its ``at`` must not change.
    """

    __slots__ = ("_copies", "_placing", "_slots")

    def __init__(self) -> None:
        self._copies: Copies | None = None
        self._placing: tuple[object, ...] | None = None
        self._slots: dict[Hashable, tuple[Hashable, QPointF, QPixmap]] = {}

    def hit(self, copies: Copies, slot: Hashable, key: Hashable) -> bool:
        """Copy ``slot``'s picture if it still shows ``key`` (True), for a layer whose
        part's box costs something to work out: it is only needed on a miss."""
        if copies is not self._copies:  # a new paint: is the painter as before?
            self._copies = copies
            placing = copies.placing
            if placing != self._placing:
                self._placing = placing
                self._slots.clear()
        was = self._slots.get(slot)
        if was is not None and was[0] == key:
            copies.copy(was[1], was[2])
            return True
        return False

    def draw(self, copies: Copies, slot: Hashable, key: Hashable, rect: QRectF,
             paint: Callable[[QPainter], None], at: QPointF | None = None) -> None:
        """:meth:`Copies.draw` of ``key`` for ``slot``, from memory when it is unchanged."""
        if self.hit(copies, slot, key):
            return
        placed = copies.place(key, rect, paint, at)
        if placed is not None:
            self._slots[slot] = (key, placed[0], placed[1])
            copies.copy(*placed)



def _size(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


def cached_pictures(session: int | None = None) -> int:
    """How many pictures are kept (of ``session``, if given; for tests and the bench)."""
    if session is None:
        return len(_PICTURES)
    return sum(1 for _pix, used in _PICTURES.values() if used == session)


def kept_bytes() -> int:
    """The memory the kept pictures take (bytes, as counted against KEPT_BYTES)."""
    return _kept_bytes


def clears() -> int:
    """How many times :func:`clear` ran (a list of pictures painted ahead is stale after it)."""
    return _cleared


def clear() -> None:
    """Forget every picture (tests compare cached drawing with fresh drawing); placed
    ones (:class:`Placements`) are painted afresh too."""
    global _kept_bytes, _cleared
    _PICTURES.clear()
    _kept_bytes = 0
    _cleared += 1
