"""Climb On!'s dice and tokens: their shapes, and the kept pictures they are copied from.

Why apart from :mod:`~climbdesk.ui.boards.summit.items` (geometry, colours, the
announcement): the dice are most of what a move paints anew, and how their pictures
are cut (body, ring, number) is a subject of its own (issue 17).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)

from climbdesk.ui.boards.drawing import bold_font, ink_on, with_alpha
from climbdesk.ui.boards.pictures import Context, Copies, draw_cached, plain_font

if TYPE_CHECKING:
    from climbdesk.ui.boards.summit.items import Palette

def die_outline(sides: int, c: QPointF, size: float) -> QPolygonF | None:
    """The silhouette of a die; None means a rounded square (the d6)."""
    r = size / 2
    x, y = c.x(), c.y()

    def ring(n: int, radius: float, start: float) -> QPolygonF:
        return QPolygonF([QPointF(x + radius * math.cos(start + k * 2 * math.pi / n),
                                  y + radius * math.sin(start + k * 2 * math.pi / n))
                          for k in range(n)])

    if sides == 4:
        return QPolygonF([QPointF(x, y - r * 1.08), QPointF(x + r * 1.12, y + r * 0.86),
                          QPointF(x - r * 1.12, y + r * 0.86)])
    if sides == 8:
        return QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r * 0.92, y),
                          QPointF(x, y + r * 1.1), QPointF(x - r * 0.92, y)])
    if sides == 10:
        return QPolygonF([QPointF(x, y - r * 1.08), QPointF(x + r * 0.98, y - r * 0.12),
                          QPointF(x, y + r * 1.0), QPointF(x - r * 0.98, y - r * 0.12)])
    if sides == 12:
        return ring(5, r * 1.06, -math.pi / 2)
    if sides == 20:
        return ring(6, r * 1.04, -math.pi / 2)
    return None


def _facets(sides: int, c: QPointF, size: float) -> list[tuple[QPointF, QPointF]]:
    """Inner edges that make each die read as a solid, not a flat badge."""
    r = size / 2
    x, y = c.x(), c.y()
    if sides == 8:
        return [(QPointF(x - r * 0.92, y), QPointF(x + r * 0.92, y))]
    if sides == 10:
        a, b = QPointF(x - r * 0.98, y - r * 0.12), QPointF(x + r * 0.98, y - r * 0.12)
        m = QPointF(x, y + r * 0.22)
        return [(a, m), (m, b), (m, QPointF(x, y + r))]
    if sides == 20:
        pts = [QPointF(x + r * 1.04 * math.cos(-math.pi / 2 + k * math.pi / 3),
                       y + r * 1.04 * math.sin(-math.pi / 2 + k * math.pi / 3)) for k in range(6)]
        inner = [QPointF(x + r * 0.62 * math.cos(-math.pi / 2 + k * 2 * math.pi / 3),
                         y + r * 0.62 * math.sin(-math.pi / 2 + k * 2 * math.pi / 3))
                 for k in range(3)]
        out = [(inner[0], inner[1]), (inner[1], inner[2]), (inner[2], inner[0])]
        out += [(pts[0], inner[0]), (pts[2], inner[1]), (pts[4], inner[2])]
        return out
    if sides == 12:
        outer = die_outline(12, c, size)
        assert outer is not None
        inner = [QPointF(x + r * 0.56 * math.cos(-math.pi / 2 + k * 2 * math.pi / 5),
                         y + r * 0.56 * math.sin(-math.pi / 2 + k * 2 * math.pi / 5))
                 for k in range(5)]
        out = [(inner[k], inner[(k + 1) % 5]) for k in range(5)]
        out += [(outer.at(k), inner[k]) for k in range(5)]
        return out
    return []


def die_path(sides: int, c: QPointF, size: float) -> QPainterPath:
    path = QPainterPath()
    poly = die_outline(sides, c, size)
    if poly is None:
        s = size * 0.86
        path.addRoundedRect(QRectF(c.x() - s / 2, c.y() - s / 2, s, s), size * 0.16, size * 0.16)
    else:
        path.addPolygon(poly)
        path.closeSubpath()
    return path


_PATTERNS = (None, Qt.BrushStyle.BDiagPattern, Qt.BrushStyle.Dense6Pattern,
             Qt.BrushStyle.CrossPattern)


def team_pattern(pal: Palette, seat: int) -> Qt.BrushStyle | None:
    return _PATTERNS[seat % 4] if pal.theme.colourblind else None


def paint_die(painter: QPainter, pal: Palette, seat: int, sides: int, c: QPointF, size: float,
              text: str, *, alpha: float = 1.0, ghost: bool = False,
              ring: QColor | None = None, dashed_ring: bool = False) -> None:
    """One climber (or tray die) in its team colour with ``text`` on it, from the
    picture cache (:mod:`climbdesk.ui.boards.pictures`): dice come back with the same
    looks, and their antialiased paths are costly to draw.

    Why the die is put on the nearest whole pixel: a picture is kept for one sub-pixel
    offset, and the mountain's spaces fall at any offset, so a die's picture was
    kept per place and a climber arriving somewhere new (1.5 to 2.7 a move, 0.7 to
    1 ms each) was painted afresh.  On whole pixels one picture of a look serves
    every place, and the die moves by half a pixel at most.

    Why the body and the number are two pictures: a roll shows new numbers, and a die
    kept whole was a new picture for every number on every body (two a move, 0.7 ms
    each, most of a Climb On! move's paint: issue 17).  The bodies are few, and a
    number is kept once for every die of its team colour and size.

    Why the ring is a picture of its own, under the body: a body kept with its ring
    was a new picture for every ring a team's die wore (faint on its turn, picked,
    rolling, a target, the hint), about half of the new pictures of a game's first
    moves; a ring's shape is the die's, whatever the team, so one ring serves every
    team's die of that kind (dice9)."""
    margin = max(3.0, size * 0.11) * 1.2 + 2.0
    parts: list[_Part] = []
    if ring is not None:
        parts.append((("summit-ring-at", sides, size, ring.rgba(), dashed_ring),
                      lambda: _die_box(sides, size, margin),
                      lambda p: _paint_ring_now(p, sides, _ORIGIN, size, ring, dashed_ring)))
    body = ("summit-die-at", seat, sides, size, alpha, ghost, pal.theme)
    parts.append((body, lambda: _die_box(sides, size, margin),
                  lambda p: _paint_die_now(p, pal, seat, sides, _ORIGIN, size, "",
                                           alpha=alpha, ghost=ghost, ring=None,
                                           dashed_ring=False)))
    if text and not ghost:
        number = ("summit-number-at", seat, sides == 4, size, text, alpha, pal.theme)
        # The number lies inside the die: a box that holds every die of the size holds it
        # (no glyphs measured), and the same for every die, or a "3" on a d6 and on a d8
        # would be kept twice at two offsets of their boxes (dice9).
        parts.append((number, lambda: QRectF(-0.75 * size, -0.75 * size, 1.5 * size, 1.5 * size),
                      lambda p: paint_number(p, pal, seat, sides, _ORIGIN, size, text, alpha)))
    if _draw_on_pixel(painter, c, parts):
        return
    key = ("summit-die", seat, sides, round(c.x(), 2), round(c.y(), 2), size, text, alpha,
           ghost, ring.rgba() if ring is not None else None, dashed_ring, pal.theme)
    rect = die_path(sides, c, size).boundingRect().adjusted(-margin, -margin,
                                                            margin + 3.0, margin + 4.0)
    draw_cached(painter, key, rect, lambda p: _paint_die_now(
        p, pal, seat, sides, c, size, text, alpha=alpha, ghost=ghost, ring=ring,
        dashed_ring=dashed_ring))


def paint_ring(painter: QPainter, sides: int, c: QPointF, size: float, ring: QColor,
               dashed: bool = False) -> None:
    """The ring :func:`paint_die` draws under a die, alone (a climber's ring is a part
    of its own under the climber), from the same kept picture."""
    margin = max(3.0, size * 0.11) * 1.2 + 2.0
    if _draw_on_pixel(painter, c, [(("summit-ring-at", sides, size, ring.rgba(), dashed),
                                    lambda: _die_box(sides, size, margin),
                                    lambda p: _paint_ring_now(p, sides, _ORIGIN, size, ring,
                                                              dashed))]):
        return
    _paint_ring_now(painter, sides, c, size, ring, dashed)


#: The painter the last die or token was copied through (its scale, ratio, font and
#: hints): the painter :mod:`~climbdesk.ui.boards.summit.warm` paints ahead with.
shown: list[Context | None] = [None]

#: A kept picture drawn around the origin: its look, what it covers, how to paint it.
_Part = tuple[tuple[object, ...], Callable[[], QRectF], Callable[[QPainter], None]]


def _draw_on_pixel(painter: QPainter, c: QPointF, parts: list[_Part]) -> bool:
    """Copy the pictures of ``parts`` in turn (each painted around the origin, inside
    its box) with their origin on the whole device pixel nearest ``c``; False, having
    drawn nothing, for a painter that turns, shears or mirrors."""
    copies = Copies(painter, plain_font(painter))
    origin = copies.on_pixel(c)
    if origin is None:
        return False
    shown[0] = copies.context
    for look, box, paint in parts:
        placed = copies.place(look, box(), paint, origin=origin)
        if placed is not None:
            copies.copy(*placed)
    copies.end()
    return True


_ORIGIN = QPointF(0.0, 0.0)
_DIE_BOXES: dict[tuple[int, float], QRectF] = {}


def _die_box(sides: int, size: float, margin: float) -> QRectF:
    """What a die centred on the origin paints (its ring and shadow included)."""
    box = _DIE_BOXES.get((sides, size))
    if box is None:
        box = die_path(sides, _ORIGIN, size).boundingRect().adjusted(
            -margin, -margin, margin + 3.0, margin + 4.0)
        if len(_DIE_BOXES) > 256:
            _DIE_BOXES.clear()
        _DIE_BOXES[(sides, size)] = box
    return QRectF(box)


def _paint_die_now(painter: QPainter, pal: Palette, seat: int, sides: int, c: QPointF,
                   size: float, text: str, *, alpha: float, ghost: bool,
                   ring: QColor | None, dashed_ring: bool) -> None:
    path = die_path(sides, c, size)
    fill = pal.team[seat]
    line = pal.outline[seat]
    if ring is not None:
        _paint_ring_now(painter, sides, c, size, ring, dashed_ring)
    if ghost:
        painter.setPen(QPen(with_alpha(line, 0.8), 2.0, Qt.PenStyle.DashLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(with_alpha(fill, 0.42))
        painter.drawPath(path)
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(pal.shadow, alpha))
    painter.drawPath(path.translated(2.0, 3.0))
    grad = QLinearGradient(c.x() - size / 2, c.y() - size / 2, c.x() + size / 2, c.y() + size / 2)
    grad.setColorAt(0.0, with_alpha(fill.lighter(122), alpha))
    grad.setColorAt(1.0, with_alpha(fill.darker(112), alpha))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(with_alpha(line, alpha), max(1.4, size * 0.055), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    pattern = team_pattern(pal, seat)
    if pattern is not None:
        painter.save()
        painter.setClipPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(with_alpha(pal.team_text[seat], 0.55 * alpha), pattern))
        painter.drawPath(path)
        painter.restore()
    painter.setPen(QPen(with_alpha(line, 0.45 * alpha), max(0.8, size * 0.025)))
    for a, b in _facets(sides, c, size):
        painter.drawLine(a, b)
    if text:
        paint_number(painter, pal, seat, sides, c, size, text, alpha)


def _paint_ring_now(painter: QPainter, sides: int, c: QPointF, size: float, ring: QColor,
                    dashed: bool) -> None:
    """The ring around a die (picked, rolling, a target), drawn before its body."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_ring_pen(ring, size, dashed))
    painter.drawPath(die_path(sides, c, size))


def _ring_pen(ring: QColor, size: float, dashed: bool) -> QPen:
    style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
    return QPen(ring, max(3.0, size * 0.11) * 2.4, style, Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin)


def ring_bounds(sides: int, c: QPointF, size: float) -> QRectF:
    """What a die's ring covers: its pen is thick (a fifth of the die), so it reaches well
    past the die's box, and whatever is laid out beside a ringed die must leave it room."""
    stroker = QPainterPathStroker(_ring_pen(QColor(0, 0, 0), size, False))
    return stroker.createStroke(die_path(sides, c, size)).boundingRect()


_TEXT_PATHS: dict[tuple[str, str], QPainterPath] = {}


def _text_path(font: QFont, text: str) -> QPainterPath:
    """The outline of ``text`` in ``font`` at the origin, worked out once: laying out the
    glyphs was about a third of a new die picture, and the same few numbers recur."""
    key = (font.key(), text)
    path = _TEXT_PATHS.get(key)
    if path is None:
        if len(_TEXT_PATHS) > 512:
            _TEXT_PATHS.clear()
        path = QPainterPath()
        path.addText(0, 0, font, text)
        _TEXT_PATHS[key] = path
    return path


_HALOS: dict[tuple[str, str, float], QPainterPath] = {}


def _halo_path(font: QFont, text: str, width: float) -> QPainterPath:
    """The outline of ``text``'s halo (a round-joined stroke ``width`` wide), worked out
    once: stroking the glyphs was about three quarters of a new number picture, and
    every team's number of that text and size has the same halo (dice9)."""
    key = (font.key(), text, width)
    halo = _HALOS.get(key)
    if halo is None:
        if len(_HALOS) > 512:
            _HALOS.clear()
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        halo = _HALOS[key] = stroker.createStroke(_text_path(font, text))
    return halo


def _number_px(sides: int, size: float, text: str) -> float:
    return size * (0.36 if sides == 4 else 0.44) * (0.82 if len(text) > 1 else 1.0)


def paint_number(painter: QPainter, pal: Palette, seat: int, sides: int, c: QPointF,
                 size: float, text: str, alpha: float = 1.0) -> None:
    """The number on a die, with a halo in the die's colour so patterns never hide it."""
    px = _number_px(sides, size, text)
    font = bold_font(painter, px)
    dy = size * 0.2 if sides == 4 else 0.0
    glyphs = _text_path(font, text)
    box = glyphs.boundingRect()
    dx, dy = c.x() - box.center().x(), c.y() + dy - box.center().y()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(pal.team[seat], 0.9 * alpha))
    painter.drawPath(_halo_path(font, text, px * 0.22).translated(dx, dy))
    painter.setBrush(with_alpha(pal.team_text[seat], alpha))
    painter.drawPath(glyphs.translated(dx, dy))


def paint_token(painter: QPainter, pal: Palette, colour: int, c: QPointF, r: float, *,
                alpha: float = 1.0, label: str = "", ring: QColor | None = None) -> None:
    """A token disc (white/blue/red) carrying how far it lowers a die (or ``label``),
    from the picture cache: the tray, the chips and the cards show the same few tokens
    in the same places again and again, and each new one is gradients, rings and text
    (the tray's nine tokens were most of the action area's repaint)."""
    reach = r + 7.0  # the ring (r + 4, a 3-unit pen) and the shadow, with room to spare
    # On the nearest whole pixel, kept by its look (see paint_die): the same token
    # at another place is a copy.
    look = ("summit-token-at", colour, r, alpha, label,
            ring.rgba() if ring is not None else None, pal.theme)
    if _draw_on_pixel(painter, c, [(look, lambda: QRectF(-reach, -reach, 2 * reach, 2 * reach),
                                    lambda p: _paint_token_now(p, pal, colour, _ORIGIN, r,
                                                               alpha=alpha, label=label,
                                                               ring=ring))]):
        return
    key = ("summit-token", colour, round(c.x(), 2), round(c.y(), 2), r, alpha, label,
           ring.rgba() if ring is not None else None, pal.theme)
    draw_cached(painter, key, QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach),
                lambda p: _paint_token_now(p, pal, colour, c, r, alpha=alpha, label=label,
                                           ring=ring))


def _paint_token_now(painter: QPainter, pal: Palette, colour: int, c: QPointF, r: float, *,
                     alpha: float, label: str, ring: QColor | None) -> None:
    fill = pal.tokens[colour]
    if ring is not None:
        painter.setPen(QPen(ring, 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, r + 4, r + 4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(pal.shadow, alpha * 0.8))
    painter.drawEllipse(c + QPointF(1.2, 1.8), r, r)
    grad = QLinearGradient(c.x(), c.y() - r, c.x(), c.y() + r)
    grad.setColorAt(0.0, with_alpha(fill.lighter(112), alpha))
    grad.setColorAt(1.0, with_alpha(fill.darker(115), alpha))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(with_alpha(fill.darker(170), alpha), max(1.0, r * 0.1)))
    painter.drawEllipse(c, r, r)
    painter.setPen(QPen(with_alpha(ink_on(fill), 0.35 * alpha), max(0.8, r * 0.07)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.74, r * 0.74)
    text = label or str(colour + 1)
    painter.setFont(bold_font(painter, r * (1.0 if len(text) < 2 else 0.8)))
    painter.setPen(with_alpha(ink_on(fill), alpha))
    painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                     text)
