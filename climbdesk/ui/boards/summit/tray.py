"""The Climb On! (dice) roll tray in parts: its head line, each die, each token with its
count and the verdict, each repainted only when what it shows changed (issue 17).

Why in parts: the tray was one part of the action area, repainted whole on every move
(1.2–1.7 ms of a shown move's 5–6: its title, two captions, the dice, six tokens with
their counts and the verdict, ten texts).  A Lower changes one die and one token's
count (shown under each die), and sometimes the verdict; the head line and captions
stay as they were.  Now the head line (with the captions while lowering; kept), the
last roll, each die with its row of tokens (a *column*) and the verdict (kept) are
parts of their own (:class:`~climbdesk.ui.boards.looks.LookItem`); the action area's
own part paints only the choices and the final scores.

Why a die and its tokens are one part, not a part each: every part Qt updates costs
its own cache, copy and Python call (0.1–0.2 ms a part in a shown move), and a roll
shows a whole column at once: a token a part made the roll dearer than the whole tray
had been (measured, sum11); a Lower repaints the columns (each shows the count spent).

Each part's look is the spec it is painted from (the texts, counts, rings and places):
a part cannot forget something it draws.  The parts' places depend on the number of
players and of dice in the tray; there is one part for each place (one die or two),
hidden while it shows nothing, so no part changes its rectangle (a new rectangle makes
Qt allocate its cache again).

A mixin of :class:`~climbdesk.ui.boards.summit.panel.PanelPainter`, which supplies
``scene`` and ``pal``; like the rest of the painter it only reads the scene and paints.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from climbdesk.games.summit import Lower, SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.ui.boards.drawing import bold_font, ink_on
from climbdesk.ui.boards.looks import LookItem
from climbdesk.ui.boards.summit.choices import TOKEN_ORDER
from climbdesk.ui.boards.summit.dice import paint_die, paint_token
from climbdesk.ui.boards.summit.items import (
    CTRL,
    TOKEN_R,
    Palette,
    area_top,
    token_pitch,
    tray_caption_rect,
    tray_die_rect,
    tray_token_center,
    verdict_rect,
)
from climbdesk.ui.boards.summit.spots import TrayToken

if TYPE_CHECKING:
    from climbdesk.ui.boards.summit.scene import SummitBoardScene

_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_CENTER = Qt.AlignmentFlag.AlignCenter

# Every place a column can take: (dice in the tray, die).
COLUMN_SLOTS = ((1, 0), (2, 0), (2, 1))

# The look of a part that shows nothing (a ShownPart is then hidden).
NOTHING: tuple[object, ...] = ("none",)
_NONE = NOTHING


# The widest count label a token can carry (the flexible scheme starts with 22 tokens).
WIDEST_LABEL = "−3 ×22"


def token_label_font(painter: QPainter, count: int) -> QFont:
    """The tokens' count labels at 12 px, smaller where the widest would reach its
    neighbour's (two dice in the tray: "−1 ×10" and "−2 ×3" ran into each other)."""
    room = token_pitch(count) - 4
    for pixels in range(12, 7, -1):
        font = bold_font(painter, pixels)
        if QFontMetricsF(font).horizontalAdvance(WIDEST_LABEL) <= room:
            return font
    return font


def tray_column_area(players: int, n: int, d: int) -> QRectF:
    """Where tray die ``d`` of ``n`` and its tokens paint: the die with its ring and
    shadow, the number it was rolled as, struck out, at its top right, and the token
    discs (grown and ringed when hovered) with their counts under them."""
    c = tray_die_rect(players, d, n).center()
    first, last = tray_token_center(players, d, n, 0), tray_token_center(players, d, n, 2)
    left = min(c.x() - 64, first.x() - 30)
    right = max(c.x() + 78, last.x() + 30)
    top = c.y() - 58  # the ring reaches 52 above a pointed die's centre
    return QRectF(left, top, right - left, last.y() + 38 - top)


def verdict_area(players: int) -> QRectF:
    """Where the verdict paints: its box and pen, and the line a hovered token adds under it."""
    return verdict_rect(players).adjusted(-2, -2, 2, 28)


class TrayPainter:
    """The tray's parts, for :class:`~climbdesk.ui.boards.summit.paint.BoardPainter`."""

    scene: SummitBoardScene

    @property
    def pal(self) -> Palette:
        return self.scene.palette_

    def _lowering(self) -> SummitState | None:
        state = self.scene.state
        if (state is None or state.phase != SummitPhase.LOWER or state.pending is None
                or state.is_terminal()):
            return None
        return state

    # ----- what the host painter draws of the action area, for TrayParts -------------
    # Declared here so that this module need not import the panel that builds on it.
    def head_look(self) -> tuple[object, ...]:
        raise NotImplementedError

    def paint_head(self, painter: QPainter) -> None:
        raise NotImplementedError

    def last_roll_look(self) -> tuple[object, ...]:
        raise NotImplementedError

    def paint_last_roll(self, painter: QPainter) -> None:
        raise NotImplementedError

    # ----- the head line and the captions (painted by the action area) ---------------
    def tray_head_look(self) -> tuple[object, ...]:
        """The action area's look while the dice are lowered: the head line and each
        die's caption, nothing else (the dice, tokens and verdict are parts)."""
        state = self._lowering()
        if state is None:
            return _NONE
        act = state.pending
        assert act is not None
        level = act.check and state.difficulty_of(act)
        if act.kind == "climb":
            head = QCoreApplication.translate("SummitBoard", "Climb: roll ≤%1").replace(
                "%1", str(level))
        elif act.kind == "pull":
            head = QCoreApplication.translate("SummitBoard", "Pull up: difference ≤%1").replace(
                "%1", str(level))
        elif act.kind == "shove":
            head = QCoreApplication.translate("SummitBoard", "Shove: yours must be higher")
        else:
            head = QCoreApplication.translate("SummitBoard", "Drag: yours − 1 must be higher")
        captions = [QCoreApplication.translate("SummitBoard", "Climber"),
                    QCoreApplication.translate("SummitBoard", "Helper") if act.kind == "pull"
                    else QCoreApplication.translate("SummitBoard", "Opponent")]
        dice = state.dice_of(act)
        return (self.pal.theme, state.players, "tray", head, len(dice),
                tuple(f"{captions[d]} · d{state.teams[s][c]}" for d, (s, c) in enumerate(dice)))

    def paint_tray_head(self, painter: QPainter, title: QRectF) -> None:
        look = self.tray_head_look()
        if look == _NONE:
            return
        _theme, players, _tray, head, n, captions = look
        assert isinstance(players, int) and isinstance(n, int) and isinstance(captions, tuple)
        painter.drawText(title, _LEFT, str(head))
        painter.setPen(self.pal.muted(0.8))
        painter.setFont(bold_font(painter, 13, bold=False))
        for d, caption in enumerate(captions):
            painter.drawText(tray_caption_rect(players, d, n), _CENTER, str(caption))

    # ----- a die and its tokens -------------------------------------------------------
    def tray_column_look(self, n: int, d: int) -> tuple[object, ...]:
        """Tray die ``d`` when the tray holds ``n``: its team, kind and face, its ring
        (the die the keys lower), the rolled number a token lowered, struck out; and
        each token under it: how many the team holds, whether it may be spent on the
        die, hovered or hinted."""
        state = self._lowering()
        if state is None:
            return _NONE
        dice = state.dice_of(state.pending) if state.pending is not None else []
        if len(dice) != n:
            return _NONE
        scene = self.scene
        s, c = dice[d]
        faces = scene._faces if scene._faces and len(scene._faces) == n else state.dice
        live = scene.accepts_input()
        ringed = n > 1 and d == scene.tray_die and live
        struck = (state.rolled[d] if scene._roll_f == 0 and state.rolled
                  and state.rolled[d] != state.dice[d] else None)
        held = state.tokens[state.to_move]
        hover, hint = scene.hover, scene.hint
        tokens = tuple((held[k], held[k] > 0 and state.dice[d] > 0 and live,
                        hover == TrayToken(d, token),
                        hint == Lower(d, token))  # a Hint, or review's best move
                       for k, token in enumerate(TOKEN_ORDER))
        return (self.pal.theme, state.players, s, state.teams[s][c], faces[d], ringed, struck,
                tokens)

    def paint_tray_column(self, painter: QPainter, n: int, d: int) -> None:
        look = self.tray_column_look(n, d)
        if look == _NONE:
            return
        _theme, players, seat, sides, face, ringed, struck, tokens = look
        assert isinstance(players, int) and isinstance(seat, int) and isinstance(sides, int)
        assert isinstance(tokens, tuple)
        pal = self.pal
        rect = tray_die_rect(players, d, n)
        paint_die(painter, pal, seat, sides, rect.center(), rect.width(), str(face),
                  ring=pal.selection if ringed else None)
        if struck is not None:
            painter.setFont(bold_font(painter, 16))
            painter.setPen(pal.muted(0.7))
            box = QRectF(rect.right() + 2, rect.top() - 8, 34, 22)
            painter.drawText(box, _CENTER, str(struck))
            painter.setPen(QPen(pal.danger, 2.0))
            painter.drawLine(QPointF(box.left() + 8, box.center().y() + 5),
                             QPointF(box.right() - 8, box.center().y() - 5))
        label_font = token_label_font(painter, n)
        width = min(token_pitch(n), 48.0)  # within the column's area, as before
        for k, (held, usable, over, hinted) in enumerate(tokens):
            centre = tray_token_center(players, d, n, k)
            paint_token(painter, pal, k, centre, TOKEN_R * (1.08 if over else 1.0),
                        alpha=1.0 if usable or hinted else 0.28,
                        ring=pal.hint if hinted else
                        pal.selection if over and usable else None)
            painter.setFont(label_font)
            painter.setPen(pal.text if usable else pal.muted(0.4))
            painter.drawText(QRectF(centre.x() - width / 2, centre.y() + TOKEN_R + 1, width, 16),
                             _CENTER, f"−{k + 1} ×{held}")

    # ----- the verdict -----------------------------------------------------------------
    def verdict_look(self) -> tuple[object, ...]:
        """The verdict box (once the dice have settled): succeeds, fails, or fails for
        good, and under it what the hovered token would make of its die.  Kept."""
        state = self._lowering()
        scene = self.scene
        if state is None or scene._roll_f > 0:
            return _NONE
        ok = state.would_succeed()
        if ok:
            text = QCoreApplication.translate("SummitBoard", "Succeeds as it stands")
        elif state.can_still_succeed():
            text = QCoreApplication.translate("SummitBoard", "Fails as it stands")
        else:
            text = QCoreApplication.translate("SummitBoard", "Fails: your tokens cannot save it")
        note = ""
        hover = scene.hover
        if isinstance(hover, TrayToken) and scene.accepts_input():
            d, token = hover.die, hover.token
            k = TOKEN_ORDER.index(token)
            if state.tokens[state.to_move][k] > 0 and state.dice[d] > 0:
                trial = state.clone()
                trial.apply(Lower(d, token))
                after = max(0, state.dice[d] - (k + 1))
                succeeds = (trial.phase != SummitPhase.LOWER and trial.last_result == "success"
                            or trial.phase == SummitPhase.LOWER and trial.would_succeed())
                note = (QCoreApplication.translate("SummitBoard", "→ %1: would succeed")
                        if succeeds else
                        QCoreApplication.translate("SummitBoard", "→ %1: would still fail")
                        ).replace("%1", str(after))
        return (self.pal.theme, state.players, ok, text, note)

    def paint_verdict(self, painter: QPainter) -> None:
        look = self.verdict_look()
        if look == _NONE:
            return
        _theme, players, ok, text, note = look
        assert isinstance(players, int) and isinstance(text, str) and isinstance(note, str)
        pal = self.pal
        rect = verdict_rect(players)
        fill = pal.highlight if ok else pal.danger
        painter.setPen(QPen(fill.darker(140), 2.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(ink_on(fill))
        painter.setFont(bold_font(painter, 19))
        size = 19.0
        while size > 12 and painter.fontMetrics().horizontalAdvance(text) > rect.width() - 20:
            size -= 1
            painter.setFont(bold_font(painter, size))
        painter.drawText(rect, _CENTER, text)
        if note:
            painter.setPen(pal.text)
            painter.setFont(bold_font(painter, 14, bold=False))
            painter.drawText(QRectF(rect.left(), rect.bottom() + 6, rect.width(), 20),
                             _CENTER, note)


class ShownPart(LookItem):
    """A part of the action area, hidden while it shows nothing (a tray column of the
    other number of dice; the tray outside the lowering; the choices while idle): Qt
    would still copy each one's empty picture wherever a neighbour repaints."""

    def refresh(self) -> bool:
        changed = super().refresh()
        if changed:
            self.setVisible(self.look != _NONE)
        return changed


class TrayParts:
    """The action area's parts but the choices and final scores, as a scene holds
    them: the head line (kept), the last roll, a tray column for each place, the
    verdict (kept)."""

    def __init__(self, painter: TrayPainter, z: float) -> None:
        p = painter
        self.head = ShownPart(QRectF(), p.paint_head, p.head_look, z, kept="summit-head")
        self.last_roll = ShownPart(QRectF(), p.paint_last_roll, p.last_roll_look, z)
        self.columns = {slot: ShownPart(QRectF(), partial(p.paint_tray_column, n=slot[0],
                                                          d=slot[1]),
                                        partial(p.tray_column_look, *slot), z + 0.1)
                        for slot in COLUMN_SLOTS}
        self.verdict = ShownPart(QRectF(), p.paint_verdict, p.verdict_look, z + 0.1,
                                 kept="summit-verdict")
        self.parts: list[LookItem] = [self.head, self.last_roll, *self.columns.values(),
                                      self.verdict]
        for part in self.parts:
            part.setVisible(False)

    def place(self, players: int) -> None:
        """Put the parts where ``players`` teams' cards leave the area (none: nowhere)."""
        none = QRectF()
        top = area_top(players)
        self.head.set_rect(QRectF(CTRL.left() - 8, top - 12, CTRL.width() + 16, 80)
                           if players else none)
        self.last_roll.set_rect(QRectF(CTRL.left() - 8, top + 70, CTRL.width() + 16, 110)
                                if players else none)
        for (n, d), item in self.columns.items():
            item.set_rect(tray_column_area(players, n, d) if players else none)
        self.verdict.set_rect(verdict_area(players) if players else none)


__all__ = ["COLUMN_SLOTS", "NOTHING", "ShownPart", "TrayPainter", "TrayParts", "tray_column_area",
           "verdict_area"]
