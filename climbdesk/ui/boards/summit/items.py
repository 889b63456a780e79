"""Geometry, colours and the drawn pieces of the Climb On! (dice) board.

Kept apart from the scene (state and input) and from the painter of whole
areas, so each file is about one thing.  Scene units: the whole scene is
1060×700; the mountain fills the left 680, the controls the right 356.

Why the pieces look the way they do:

* A climber *is* its die: d4 triangle, d6 square, d8 diamond with its
  equator, d10 kite, d12 pentagon, d20 hexagon with the inner triangle of an
  icosahedron.  The number on it is its value (d20 = 9), after a roll the
  rolled (and lowered) number, so the board reads like the table would.
* Teams are told apart by colour, and with the colour-blind palette also by
  a hatching pattern per team (none, diagonal, dots, cross), drawn on every
  die and on the team's card.
* Tokens are discs that carry how much they lower a die (1, 2, 3), so their
  colours are never the only cue.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from climbdesk.games.summit import SummitState, capacity
from climbdesk.ui.boards import common
from climbdesk.ui.boards.drawing import bold_font, ink_on, with_alpha
from climbdesk.ui.boards.pictures import Copies, draw_cached
from climbdesk.ui.boards.summit.colours import SummitColours
from climbdesk.ui.theme import BoardTheme

# ----- geometry (scene units) -----------------------------------------------------------
SCENE = QRectF(0.0, 0.0, 1060.0, 700.0)
MOUNT = QRectF(8.0, 8.0, 676.0, 684.0)
CTRL = QRectF(698.0, 8.0, 354.0, 684.0)
MX = 400.0                 # the mountain's axis
PEAK_Y = 26.0
#: Top y, bottom y, half-width at the top and at the bottom of each tier (level 1–4).
TIERS = {4: (PEAK_Y, 164.0, 0.0, 84.0), 3: (164.0, 266.0, 112.0, 150.0),
         2: (266.0, 368.0, 196.0, 232.0), 1: (368.0, 522.0, 250.0, 282.0)}
PITCH = {4: 52.0, 3: 56.0, 2: 48.0, 1: 54.0}
GROUND = QRectF(MOUNT.left(), 530.0, MOUNT.width(), MOUNT.bottom() - 530.0)
SIGN_X = 14.0              # left edge of the level signposts
SIGN_W = 92.0
DIE = 40.0                 # a climber on the board
TRAY_DIE = 76.0            # a die in the roll tray
TOKEN_R = 19.0             # a token button in the tray
CHIP_H = 52.0
CHIP_PITCH = 58.0
PILL_W = 54.0
BUTTON = QRectF(CTRL.right() - 172.0, 618.0, 172.0, 66.0)

Z_BOARD, Z_CTRL, Z_FLOAT, Z_OVERLAY = 0.0, 5.0, 50.0, 100.0
BANNER_Y = 300.0           # the centre of the announcement banner over the mountain


def slot_center(players: int, level: int, slot: int) -> QPointF:
    """Centre of space ``slot`` on ``level`` (1–4), rows filled left to right, top row first."""
    cap = capacity(players, level)
    top, bottom, _, _ = TIERS[level]
    rows = 1 if cap <= 8 else 2
    per_row = math.ceil(cap / rows)
    row, col = divmod(slot, per_row)
    in_row = per_row if row < rows - 1 else cap - per_row * (rows - 1)
    pitch = PITCH[level]
    x = MX + (col - (in_row - 1) / 2) * pitch
    if level == 4:
        y = bottom - 40.0
    elif rows == 1:
        y = bottom - 42.0 if level > 1 else (top + bottom) / 2 + 6
    else:
        y = top + 44.0 + row * 56.0
    return QPointF(x, y)


def tier_polygon(level: int) -> QPolygonF:
    top, bottom, wt, wb = TIERS[level]
    if level == 4:
        return QPolygonF([QPointF(MX, top), QPointF(MX + wb, bottom), QPointF(MX - wb, bottom)])
    return QPolygonF([QPointF(MX - wt, top), QPointF(MX + wt, top), QPointF(MX + wb, bottom),
                      QPointF(MX - wb, bottom)])


def level_rect(level: int) -> QRectF:
    """Where a click or a drop means "this level" (0: the ground)."""
    if level == 0:
        return GROUND
    top, bottom, _, wb = TIERS[level]
    return QRectF(MX - wb, top, 2 * wb, bottom - top)


def sign_rect(level: int) -> QRectF:
    """The signpost with the level's multiplier and difficulty, left of its tier."""
    top, bottom, _, _ = TIERS[level]
    cy = slot_center(2, level, 0).y() if level > 1 else (top + bottom) / 2 + 4
    return QRectF(SIGN_X, cy - 30, SIGN_W, 60)


def home_center(players: int, seat: int, climber: int) -> QPointF:
    """A climber's own spot on the ground: six per team, two rows of three."""
    width = GROUND.width() / players
    cx = GROUND.left() + width * (seat + 0.5)
    row, col = divmod(climber, 3)
    return QPointF(cx + (col - 1) * 48.0, GROUND.top() + 62.0 + row * 50.0)


def camp_label_rect(players: int, seat: int) -> QRectF:
    width = GROUND.width() / players
    return QRectF(GROUND.left() + width * seat + 6, GROUND.top() + 6, width - 12, 24)


def card_height(players: int) -> float:
    return 60.0 if players <= 3 else 54.0


def card_rect(players: int, seat: int) -> QRectF:
    h = card_height(players)
    return QRectF(CTRL.left(), CTRL.top() + seat * (h + 6), CTRL.width(), h)


def card_token_center(players: int, seat: int, colour: int) -> QPointF:
    r = card_rect(players, seat)
    return QPointF(r.left() + 56 + colour * 62, r.bottom() - 15)


def token_area(players: int, seat: int, colour: int) -> QRectF:
    """Where a team card's token ``colour`` and its count paint (the token's ring and
    shadow, the "×9" beside it)."""
    c = card_token_center(players, seat, colour)
    return QRectF(c.x() - 19, c.y() - 19, 19 + 58, 38)


def area_top(players: int) -> float:
    """Top of the action area (title line), under the team cards."""
    return card_rect(players, players - 1).bottom() + 14


def chip_rect(players: int, index: int) -> QRectF:
    return QRectF(CTRL.left(), area_top(players) + 34 + index * CHIP_PITCH, CTRL.width(), CHIP_H)


def max_chips(players: int) -> int:
    return int((BUTTON.top() - 26 - (area_top(players) + 34)) // CHIP_PITCH)


def pill_rect(players: int, index: int, which: int, count: int) -> QRectF:
    """Token button ``which`` of ``count`` on chip ``index`` (right-aligned)."""
    chip = chip_rect(players, index)
    right = chip.right() - 6 - (count - 1 - which) * (PILL_W + 4)
    return QRectF(right - PILL_W, chip.top() + 4, PILL_W, chip.height() - 8)


def tray_die_rect(players: int, die: int, count: int) -> QRectF:
    width = CTRL.width() / count
    cx = CTRL.left() + width * (die + 0.5)
    return QRectF(cx - TRAY_DIE / 2, area_top(players) + 58, TRAY_DIE, TRAY_DIE)


def tray_token_center(players: int, die: int, count: int, colour: int) -> QPointF:
    rect = tray_die_rect(players, die, count)
    step = 46.0 if count > 1 else 62.0
    return QPointF(rect.center().x() + (colour - 1) * step, rect.bottom() + 34)


def verdict_rect(players: int) -> QRectF:
    rect = tray_die_rect(players, 0, 1)
    return QRectF(CTRL.left(), rect.bottom() + 70, CTRL.width(), 44)


# ----- colours --------------------------------------------------------------------------
class Palette:
    """QColor versions of the theme for up to four teams, computed once per theme."""

    def __init__(self, theme: BoardTheme) -> None:
        self.theme = theme
        n = len(theme.pieces)
        self.team = [QColor(theme.pieces[i % n]) for i in range(4)]
        self.outline = [QColor(theme.piece_outline[i % len(theme.piece_outline)])
                        for i in range(4)]
        self.team_text = [QColor(theme.piece_text[i % len(theme.piece_text)]) for i in range(4)]
        self.text = QColor(theme.text)
        self.board = QColor(theme.board)
        self.line = QColor(theme.board_line)
        own = SummitColours.of(theme)
        self.sky = QColor(own.sky)
        self.rock = QColor(own.rock)
        self.rock_line = QColor(own.rock_line)
        self.snow = QColor(own.snow)
        self.highlight = QColor(theme.highlight)
        self.selection = QColor(theme.selection)
        self.movable = QColor(theme.movable)
        self.danger = QColor(theme.danger)
        self.hint = QColor(theme.hint)
        self.tokens = [QColor(own.token_white), QColor(own.token_blue),
                       QColor(own.token_red)]
        self.shadow = QColor(theme.shadow)

    def muted(self, alpha: float = 0.45) -> QColor:
        return with_alpha(self.text, alpha)


# ----- dice -----------------------------------------------------------------------------
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
    number is kept once for every die of its team colour and size."""
    margin = max(3.0, size * 0.11) * 1.2 + 2.0
    ring_rgba = ring.rgba() if ring is not None else None
    body = ("summit-die-at", seat, sides, size, alpha, ghost, ring_rgba, dashed_ring, pal.theme)
    parts: list[_Part] = [(body, lambda: _die_box(sides, size, margin),
                           lambda p: _paint_die_now(p, pal, seat, sides, _ORIGIN, size, "",
                                                    alpha=alpha, ghost=ghost, ring=ring,
                                                    dashed_ring=dashed_ring))]
    if text and not ghost:
        number = ("summit-number-at", seat, sides == 4, size, text, alpha, pal.theme)
        # The number lies inside the die: the die's box holds it (no glyphs measured).
        parts.append((number, lambda: _die_box(sides, size, margin),
                      lambda p: paint_number(p, pal, seat, sides, _ORIGIN, size, text, alpha)))
    if _draw_on_pixel(painter, c, parts):
        return
    key = ("summit-die", seat, sides, round(c.x(), 2), round(c.y(), 2), size, text, alpha,
           ghost, ring_rgba, dashed_ring, pal.theme)
    rect = die_path(sides, c, size).boundingRect().adjusted(-margin, -margin,
                                                            margin + 3.0, margin + 4.0)
    draw_cached(painter, key, rect, lambda p: _paint_die_now(
        p, pal, seat, sides, c, size, text, alpha=alpha, ghost=ghost, ring=ring,
        dashed_ring=dashed_ring))


#: A kept picture drawn around the origin: its look, what it covers, how to paint it.
_Part = tuple[tuple[object, ...], Callable[[], QRectF], Callable[[QPainter], None]]


def _draw_on_pixel(painter: QPainter, c: QPointF, parts: list[_Part]) -> bool:
    """Copy the pictures of ``parts`` in turn (each painted around the origin, inside
    its box) with their origin on the whole device pixel nearest ``c``; False, having
    drawn nothing, for a painter that turns, shears or mirrors."""
    copies = Copies(painter)
    origin = copies.on_pixel(c)
    if origin is None:
        return False
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
        grow = QPainterPath(path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        style = Qt.PenStyle.DashLine if dashed_ring else Qt.PenStyle.SolidLine
        painter.setPen(QPen(ring, max(3.0, size * 0.11) * 2.4, style, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(grow)
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
    path = glyphs.translated(c.x() - box.center().x(), c.y() + dy - box.center().y())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(with_alpha(pal.team[seat], 0.9 * alpha), px * 0.22, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(pal.team_text[seat], alpha))
    painter.drawPath(path)


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


Climber = tuple[int, int]   # (seat, climber index)


def positions(state: SummitState) -> dict[Climber, QPointF]:
    """Where every climber stands: its home spot on the ground, else a space of its level.

    Spaces on a level are handed out in (seat, climber) order, so the same
    position always looks the same.
    """
    out: dict[Climber, QPointF] = {}
    used = [0] * 5
    for seat in range(state.players):
        for i, level in enumerate(state.levels[seat]):
            if level == 0:
                out[(seat, i)] = home_center(state.players, seat, i)
            else:
                out[(seat, i)] = slot_center(state.players, level, used[level])
                used[level] += 1
    return out


# ----- items ----------------------------------------------------------------------------
class OverlayItem(common.OverlayItem):
    """The big transient announcement ("Success!", "Failed!") over the mountain."""

    def __init__(self, pal: Palette) -> None:
        # The banner is centred on the peak, right of the mountain's middle, so at its
        # widest (and with its shadow) it reaches past the mountain's right edge: its
        # rect says so, or a repaint of the parts beside it would leave that strip out.
        # Only the band the banner can take is the item's: showing it, fading it and every
        # repaint under it cover that band, not the whole mountain (issue 17).
        half = (MOUNT.width() - 24) / 2
        super().__init__(QRectF(MX - half - 4, BANNER_Y - 59 - 4, 2 * half + 14, 118 + 16),
                         Z_OVERLAY)
        self.pal = pal
        self.detail = ""

    def clear(self) -> None:
        super().clear()
        self.detail = ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # Long headlines ("Normal bot's pull-up succeeded") shrink to fit the mountain.
        size = 58 if len(self.text) < 12 else 44
        big = bold_font(painter, size)
        painter.setFont(big)
        while size > 20 and painter.fontMetrics().horizontalAdvance(self.text) + 80 \
                > MOUNT.width() - 24:
            size -= 2
            big = bold_font(painter, size)
            painter.setFont(big)
        width = painter.fontMetrics().horizontalAdvance(self.text) + 80
        small = bold_font(painter, 20, bold=False)
        if self.detail:
            painter.setFont(small)
            width = max(width, painter.fontMetrics().horizontalAdvance(self.detail) + 60)
        height = 118 if self.detail else 100
        box = QRectF(0, 0, min(width, MOUNT.width() - 24), height)
        box.moveCenter(QPointF(MX, BANNER_Y))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.pal.shadow)
        painter.drawRoundedRect(box.translated(4, 6), 26, 26)
        fill = QColor(self.colour)
        painter.setBrush(fill)
        painter.setPen(QPen(fill.darker(150), 3.0))
        painter.drawRoundedRect(box, 26, 26)
        painter.setPen(ink_on(fill))
        painter.setFont(big)
        main = box.adjusted(0, 4, 0, -34 if self.detail else 0)
        painter.drawText(main, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.detail:
            painter.setFont(small)
            painter.drawText(box.adjusted(12, box.height() - 44, -12, -10),
                             Qt.AlignmentFlag.AlignCenter, self.detail)
