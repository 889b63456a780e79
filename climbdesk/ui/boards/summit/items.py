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

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from climbdesk.games.summit import SummitState, capacity
from climbdesk.ui.boards import common
from climbdesk.ui.boards.drawing import bold_font, ink_on, with_alpha
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
TRAY_DIE_TOP = 64.0        # a tray die's top under the action area's top (room for its ring)
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
    return QRectF(cx - TRAY_DIE / 2, area_top(players) + TRAY_DIE_TOP, TRAY_DIE, TRAY_DIE)


def tray_caption_rect(players: int, die: int, count: int) -> QRectF:
    """The line over tray die ``die`` naming it ("Opponent · d8"), right under the head
    line, clear of the ring the selected die wears (its thick pen reaches 14 above a
    pointed die's box: the ring ran through the caption)."""
    rect = tray_die_rect(players, die, count)
    return QRectF(rect.center().x() - 80, area_top(players) + 28, 160, 18)


def token_pitch(count: int) -> float:
    """The distance between a die's tokens in the tray (closer with two dice)."""
    return 46.0 if count > 1 else 62.0


def tray_token_center(players: int, die: int, count: int, colour: int) -> QPointF:
    """A token under a tray die, far enough below it that the die's ring (14 under a
    pointed die's box) stays clear of a hovered (grown) token."""
    rect = tray_die_rect(players, die, count)
    return QPointF(rect.center().x() + (colour - 1) * token_pitch(count), rect.bottom() + 38)


def verdict_rect(players: int) -> QRectF:
    rect = tray_die_rect(players, 0, 1)
    return QRectF(CTRL.left(), rect.bottom() + 74, CTRL.width(), 44)


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


Climber = tuple[int, int]   # (seat, climber index)


#: Each arrangement's places, kept: a shown move asked three times (the last position,
#: the new one twice) for places that depend on the levels alone (sum11).
_PLACES: dict[tuple[int, tuple[tuple[int, ...], ...]], dict[Climber, QPointF]] = {}


def positions(state: SummitState) -> dict[Climber, QPointF]:
    """Where every climber stands: its home spot on the ground, else a space of its level.

    Spaces on a level are handed out in (seat, climber) order, so the same
    position always looks the same.  The answer is shared: do not change it.
    """
    key = (state.players, tuple(map(tuple, state.levels)))
    out = _PLACES.get(key)
    if out is None:
        if len(_PLACES) > 512:
            _PLACES.clear()
        out = _PLACES[key] = _places(state)
    return out


def _places(state: SummitState) -> dict[Climber, QPointF]:
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

        self._painted: tuple[object, ...] | None = None  # what Qt's picture of it shows

    def look(self) -> tuple[object, ...]:
        """Everything the banner shows: its texts, its colour and the theme's."""
        return (self.text, self.detail, self.colour.rgba(), self.pal.theme)

    def unchanged(self) -> bool:
        """While it is up, the same result announced again keeps Qt's picture of it (a
        repaint drops it: 0.5–0.8 ms to paint the banner anew)."""
        return self.isVisible() and self._painted == self.look()

    def clear(self) -> None:
        super().clear()
        self.detail = ""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self._painted = self.look()
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
