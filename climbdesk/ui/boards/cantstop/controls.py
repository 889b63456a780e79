"""Drawing the Can't Stop control column: prompt, dice tray, chips, buttons, seats.

Each part is a :class:`~climbdesk.ui.boards.looks.LookItem` of its own with a *look*
naming everything it draws from, so a roll repaints the tray and the chips, not the
buttons or the seat list, and nothing repaints the board's columns.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen

from climbdesk.games.cantstop import CantStopPhase
from climbdesk.games.cantstop.engine import COLUMNS, CantStopState, Roll, Stop
from climbdesk.ui.boards.cantstop.colours import CantStopColours
from climbdesk.ui.boards.cantstop.items import (
    CTRL,
    SUB_GAP,
    TRAY,
    Palette,
    chip_rect,
    die_rect,
    odds_rect,
    paint_camp,
    paint_die_kept,
    roll_rect,
    stop_rect,
    sub_rect,
)
from climbdesk.ui.boards.cantstop.spots import Chip, Die, RollButton, StopButton, Sub
from climbdesk.ui.boards.drawing import bold_font, ink_on, luma, with_alpha
from climbdesk.ui.boards.pictures import Copies, draw_cached, plain_font

if TYPE_CHECKING:
    from climbdesk.ui.boards.cantstop.choices import Choice
    from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

# Where each part paints (scene units): pens, shadows, the dice's hop and the
# pick arrows under a chip's sum buttons included.
PROMPT_AREA = QRectF(CTRL.left(), CTRL.top(), CTRL.width(), 44).adjusted(-4, -4, 4, 4)
TRAY_AREA = TRAY.adjusted(-4, -4, 4, 4)
BUTTONS_AREA = roll_rect().united(stop_rect()).united(odds_rect()).adjusted(-4, -4, 6, 8)
LEGEND_AREA = QRectF(CTRL.left() - 4, odds_rect().bottom() + 6, CTRL.width() + 8,
                     CTRL.bottom() + 8 - odds_rect().bottom() - 6)


_ORIGIN = QPointF(0.0, 0.0)


def die_area(i: int) -> QRectF:
    """Die ``i`` with its ring, shadow and pair tag, hopping and turning as it rolls."""
    return die_rect(i).adjusted(-14, -28, 14, 22)


def chip_area(index: int) -> QRectF:
    return chip_rect(index).adjusted(-3, -3, 3, 8)


class ControlsPainter:
    """Paints the control column of the scene's state; one instance per scene."""

    def __init__(self, scene: CantStopBoardScene) -> None:
        self.scene = scene

    @property
    def pal(self) -> Palette:
        return self.scene.palette_

    # ----- looks: what each part draws from ------------------------------------------
    def prompt_look(self) -> tuple[object, ...]:
        state = self.scene.state
        if state is None:
            return (self.pal.theme, None)
        return (self.pal.theme, -1 if state.is_terminal() else state.to_move, self._prompt())

    def buttons_look(self) -> tuple[object, ...]:
        scene = self.scene
        live = scene.accepts_input()
        legal = scene.legal() if live else []
        hover = scene.hover if live else None
        odds = scene.odds_text()
        danger = bool(odds) and scene.state is not None and scene.state.bust_chance() >= 1 / 3
        shown_hover = hover if isinstance(hover, (RollButton, StopButton)) else None
        hint = scene.hint if scene.hint in (Roll(), Stop()) else None
        return (self.pal.theme, Roll() in legal, Stop() in legal, shown_hover, hint, odds,
                danger, QCoreApplication.translate("CantStopBoard", "Roll"),
                QCoreApplication.translate("CantStopBoard", "Stop"),
                QCoreApplication.translate("CantStopBoard", "key %1"),
                QCoreApplication.translate("CantStopBoard", "bust %1"))

    def legend_look(self) -> tuple[object, ...]:
        scene = self.scene
        state = scene.state
        if state is None:
            return (self.pal.theme, None)
        return (self.pal.theme, state.to_move, state.target, tuple(state.won),
                tuple(scene.seat_label(s) for s in range(state.players)))

    # ----- painting --------------------------------------------------------------------
    def _prompt(self) -> str:
        scene = self.scene
        state = scene.state
        if state is None:
            return ""
        if state.is_terminal():
            return QCoreApplication.translate("CantStopBoard", "Game over")
        if scene.animating() and scene._tumble > 0:
            return QCoreApplication.translate("CantStopBoard", "Rolling…")
        if not scene.interactive:
            text = QCoreApplication.translate("CantStopBoard", "%1 is playing")
            return text.replace("%1", scene.seat_label(state.to_move))
        if state.phase == CantStopPhase.CHOOSE:
            choices = scene.choices()
            if scene.pending_pick is not None and scene.pending_pick < len(choices):
                a, b = choices[scene.pending_pick].sums
                text = QCoreApplication.translate("CantStopBoard", "Only one fits: %1 or %2?")
                return text.replace("%1", str(a)).replace("%2", str(b))
            return QCoreApplication.translate("CantStopBoard",
                                              "Pair the dice: click two dice or a choice")
        if Stop() in scene.legal():
            return QCoreApplication.translate("CantStopBoard", "Roll again, or stop and bank?")
        if state.advanced:
            return QCoreApplication.translate("CantStopBoard", "Forced move: roll again")
        return QCoreApplication.translate("CantStopBoard", "Roll the dice")

    def paint_prompt(self, painter: QPainter) -> None:
        state = self.scene.state
        pal = self.pal
        rect = QRectF(CTRL.left(), CTRL.top(), CTRL.width(), 44)
        if state is None:
            return
        if not state.is_terminal():
            paint_camp(painter, pal, state.to_move, QPointF(rect.left() + 16, rect.center().y()),
                       24.0)
        text = self._prompt()
        painter.setFont(bold_font(painter, 19))
        if painter.fontMetrics().horizontalAdvance(text) > rect.width() - 40:
            painter.setFont(bold_font(painter, 15))
        painter.setPen(pal.text)
        painter.drawText(rect.adjusted(38, 0, 0, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                         | Qt.TextFlag.TextWordWrap, text)

    def _tray_spec(self) -> tuple[tuple[int, ...], list[str], list[QColor | None], float]:
        """What the tray shows: faces, each die's pair sum and ring, and the dice's alpha."""
        scene = self.scene
        pal = self.pal
        state = scene.state
        faces = scene._faces if len(scene._faces) == 4 else (0, 0, 0, 0)
        choosing = state is not None and state.phase == CantStopPhase.CHOOSE
        # The pairing under the mouse (or picked by key) tags each die with its pair's sum.
        tags = ["", "", "", ""]
        rings: list[QColor | None] = [None] * 4
        split = None
        hover = scene.hover if scene.accepts_input() else None
        choices = scene.choices()
        chip = hover.index if isinstance(hover, Chip) else \
            hover.chip if isinstance(hover, Sub) else None
        if chip is not None and chip < len(choices):
            split = choices[chip].split
        elif isinstance(hover, Die) and scene.selected_die is not None \
                and hover.index != scene.selected_die and choosing:
            split = scene.dice_split(scene.selected_die, hover.index)
        elif scene.pending_pick is not None and scene.pending_pick < len(choices):
            split = choices[scene.pending_pick].split
        if split is not None and scene._tumble == 0:
            for half, colour in zip(split, (pal.selection, pal.highlight), strict=True):
                total = sum(faces[i] for i in half)
                for i in half:
                    tags[i] = str(total)
                    rings[i] = colour
        if scene.selected_die is not None:
            rings[scene.selected_die] = pal.selection
        alpha = 1.0 if choosing or scene._tumble > 0 else 0.6
        return faces, tags, rings, alpha

    def felt_look(self) -> tuple[object, ...]:
        return (self.pal.theme,)

    def paint_felt(self, painter: QPainter) -> None:
        """The tray's felt, under the dice (a part of its own: it never changes)."""
        pal = self.pal
        felt = QColor(CantStopColours.of(pal.theme).tray)
        grad = QLinearGradient(TRAY.topLeft(), TRAY.bottomLeft())
        grad.setColorAt(0.0, felt.darker(112))
        grad.setColorAt(1.0, felt.lighter(108))
        painter.setPen(QPen(pal.line, 3.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(TRAY, 18, 18)

    def die_look(self, i: int) -> tuple[object, ...] | None:
        """Everything :meth:`paint_die` draws for die ``i``; None while the dice tumble."""
        scene = self.scene
        if scene._tumble > 0:
            return None
        faces, tags, rings, _alpha = self._tray_spec()
        ring = rings[i]
        # Not the alpha: a die dims by its part's opacity (die_opacity), so the choice
        # after a roll, which dims the four dice, repaints none of them (paint8).
        return (self.pal.theme, faces[i], tags[i], ring.rgba() if ring is not None else None,
                i == scene.selected_die)

    def die_opacity(self, i: int) -> float:
        """How opaque die ``i``'s part is: dimmed once the roll has been used (an empty
        slot keeps its own faint outline)."""
        faces, _tags, _rings, alpha = self._tray_spec()
        return alpha if faces[i] else 1.0

    def paint_die(self, painter: QPainter, i: int) -> None:
        scene = self.scene
        faces, tags, rings, _alpha = self._tray_spec()
        rect = die_rect(i)
        painter.save()
        if scene._tumble > 0:
            # Tumbling: each die spins and hops a little, settling as the roll ends.
            t = scene._tumble
            c = rect.center()
            angle = math.sin((i + 1) * 2.1 + t * 9.0) * 40.0 * t
            hop = abs(math.sin(t * 7.0 + i)) * 14.0 * t
            painter.translate(c.x(), c.y() - hop)
            painter.rotate(angle)
            painter.translate(-c.x(), -c.y())
        if i == scene.selected_die:
            rect = rect.translated(0, -6)
        # Whole: a used roll is dimmed by the part's opacity (see die_look).
        paint_die_kept(painter, self.pal, rect, faces[i], ring=rings[i], tag=tags[i])
        painter.restore()

    def _chip_state(self, index: int) -> tuple[bool, bool]:
        """(hovered, hinted) for chip ``index``."""
        scene = self.scene
        hover = scene.hover if scene.accepts_input() else None
        hovered = hover in (Chip(index), Sub(index, 0), Sub(index, 1))
        if isinstance(hover, Die) and scene.selected_die is not None:
            # Two dice about to be paired light up the chip they amount to.
            hovered = scene._choice_for_dice(scene.selected_die, hover.index) == index
        choices = scene.choices()
        hint = scene.hint
        hinted = hint is not None and index < len(choices) and (
            hint == choices[index].both or hint in choices[index].singles)
        return hovered, hinted

    def _chip_choice(self, index: int) -> Choice | None:
        # While the dice tumble the chips stay blank, so the roll is not given away.
        choices = [] if self.scene._tumble > 0 else self.scene.choices()
        return choices[index] if index < len(choices) else None

    def _chip_odds(self, choice: Choice) -> float | None:
        """The bust chance after taking ``choice`` at once (None: odds off, or no such move)."""
        scene = self.scene
        if not scene.show_odds or scene.state is None or (action := choice.direct()) is None:
            return None
        after = scene.state.child(action)
        assert isinstance(after, CantStopState)
        return after.bust_chance()

    def chip_look(self, index: int) -> tuple[object, ...]:
        """Everything :meth:`paint_chip` draws from."""
        scene = self.scene
        choice = self._chip_choice(index)
        if choice is None:
            return (self.pal.theme, None)
        live = scene.accepts_input()
        hover = scene.hover if live else None
        subs = tuple(hover == Sub(index, which) for which in (0, 1))
        # What the chip shows of its choice, not the choice: which dice make the pairing
        # (its split) is drawn nowhere, and a look naming it missed the kept picture of
        # the same sums (paint8).
        shown = (choice.sums, choice.kind, tuple(s is not None for s in choice.singles))
        return (self.pal.theme, shown, self._chip_state(index), live,
                scene.pending_pick == index, subs, self._chip_odds(choice),
                QCoreApplication.translate("CantStopBoard", "or"),
                QCoreApplication.translate("CantStopBoard", "no room"),
                QCoreApplication.translate("CantStopBoard", "then %1 bust"))

    def paint_chip(self, painter: QPainter, index: int) -> None:
        pal = self.pal
        scene = self.scene
        rect = chip_rect(index)
        choice = self._chip_choice(index)
        if choice is None:  # an empty slot: its dashed outline is costly to stroke, kept
            draw_cached(painter, ("cantstop-chip-empty", pal.theme), chip_area(index),
                        lambda p: self._paint_empty(p, rect))
            return
        hovered, hinted = self._chip_state(index)
        live = scene.accepts_input()
        kind = choice.kind
        usable = kind != "none"
        fill = QColor(pal.space) if usable else with_alpha(pal.space, 0.35)
        border = pal.line
        width = 1.6
        if usable and live and (hovered or scene.pending_pick == index):
            border, width = pal.selection, 3.5
        if hinted:
            border, width = QColor(pal.theme.hint), 4.0
        # The chip in parts, each a kept picture: its frame with the key badge (a few
        # looks a slot), and each sum (struck out or not) on the nearest whole pixel, one
        # picture for every chip.  Kept whole, nearly every pairing was a new picture
        # (0.8–1.2 ms) in a game's first moves, two chips a roll (dice9).
        frame = ("cantstop-chip-frame", index, usable, border.rgba(), width, pal.theme)
        draw_cached(painter, frame, chip_area(index),
                    lambda p: self._paint_frame(p, rect, index, usable, fill, border, width))
        a, b = choice.sums
        ok_a = kind == "both" or choice.singles[0] is not None
        ok_b = kind == "both" or choice.singles[1] is not None
        painter.setFont(bold_font(painter, 27))
        metrics = painter.fontMetrics()
        x = rect.left() + 48
        copies = Copies(painter, plain_font(painter))
        for text, ok in ((str(a), ok_a), ("+", ok_a and ok_b), (str(b), ok_b)):
            width_t = metrics.horizontalAdvance(text)
            self.put_sum(copies, text, ok, QRectF(x, rect.top(), width_t, rect.height()))
            x += width_t + 10
        copies.end()
        right = QRectF(rect.left() + 150, rect.top(), rect.width() - 162, rect.height())
        painter.setFont(bold_font(painter, 15, bold=False))
        if kind == "pick":
            gap = sub_rect(index, 0)
            painter.setPen(pal.muted(0.7))
            painter.drawText(QRectF(gap.right(), rect.top(), SUB_GAP, rect.height()),
                             Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("CantStopBoard", "or"))
            for which, s in enumerate(choice.sums):
                self._paint_sub(painter, index, which, s)
        elif kind == "none":
            painter.setPen(pal.muted(0.5))
            painter.drawText(right, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             QCoreApplication.translate("CantStopBoard", "no room"))
        elif (chance := self._chip_odds(choice)) is not None:
            painter.setPen(pal.danger if chance >= 1 / 3 else pal.muted(0.75))
            painter.drawText(right, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             QCoreApplication.translate("CantStopBoard", "then %1 bust")
                             .replace("%1", f"{chance * 100:.0f}%"))

    def put_sum(self, copies: Copies, text: str, ok: bool, box: QRectF) -> None:
        """A chip's sum (or its "+") in ``box``, from its kept picture on the nearest
        whole pixel (painted in place through a painter that turns)."""
        width, height = box.width(), box.height()
        origin = copies.on_pixel(box.center())
        if origin is None:
            copies.direct(partial(self._paint_sum, text=text, ok=ok, width=width,
                                  height=height, at=box.center()))
            return
        look = ("cantstop-sum", text, ok, width, height, self.pal.theme)
        placed = copies.place(look, QRectF(-width / 2 - 4, -height / 2, width + 8, height),
                              partial(self._paint_sum, text=text, ok=ok, width=width,
                                      height=height), origin=origin)
        if placed is not None:
            copies.copy(*placed)

    def _paint_empty(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(self.pal.muted(0.25), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 14, 14)

    def _paint_frame(self, painter: QPainter, rect: QRectF, index: int, usable: bool,
                     fill: QColor, border: QColor, width: float) -> None:
        """A chip's outline and fill, and its key badge."""
        pal = self.pal
        painter.setPen(QPen(border, width, Qt.PenStyle.SolidLine if usable
                            else Qt.PenStyle.DashLine))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 14, 14)
        badge = QPointF(rect.left() + 24, rect.center().y())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(pal.text, 0.75 if usable else 0.25))
        painter.drawEllipse(badge, 13, 13)
        painter.setFont(bold_font(painter, 16))
        painter.setPen(pal.space)
        painter.drawText(QRectF(badge.x() - 13, badge.y() - 13, 26, 26),
                         Qt.AlignmentFlag.AlignCenter, str(index + 1))

    def _paint_sum(self, painter: QPainter, text: str, ok: bool, width: float, height: float,
                   at: QPointF = _ORIGIN) -> None:
        """One of a chip's sums (or the "+" between them) centred on ``at``; a sum that
        cannot be used is greyed and struck out."""
        pal = self.pal
        box = QRectF(at.x() - width / 2, at.y() - height / 2, width, height)
        painter.setFont(bold_font(painter, 27))
        painter.setPen(pal.text if ok else pal.muted(0.35))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        if not ok and text != "+":
            painter.setPen(QPen(pal.muted(0.55), 2.5))
            y = box.center().y() + 1
            painter.drawLine(QPointF(box.left() - 2, y), QPointF(box.right() + 2, y))

    def _paint_sub(self, painter: QPainter, index: int, which: int, value: int) -> None:
        pal = self.pal
        scene = self.scene
        rect = sub_rect(index, which)
        hovered = scene.accepts_input() and scene.hover == Sub(index, which)
        pending = scene.pending_pick == index
        fill = pal.selection if hovered else (with_alpha(pal.selection, 0.22) if pending
                                              else pal.board.lighter(110))
        painter.setPen(QPen(pal.selection if pending or hovered else pal.line, 2.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 10, 10)
        painter.setFont(bold_font(painter, 22))
        painter.setPen(ink_on(fill) if hovered and luma(fill) < 0.55 else pal.text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
        if pending:
            painter.setFont(bold_font(painter, 12, bold=False))
            painter.setPen(pal.muted(0.7))
            arrow = "←" if which == 0 else "→"
            painter.drawText(QRectF(rect.left(), rect.bottom() - 2, rect.width(), 14),
                             Qt.AlignmentFlag.AlignCenter, arrow)

    def paint_buttons(self, painter: QPainter) -> None:
        scene = self.scene
        pal = self.pal
        legal = scene.legal() if scene.accepts_input() else []
        hover = scene.hover if scene.accepts_input() else None
        roll_label = QCoreApplication.translate("CantStopBoard", "Roll")
        stop_label = QCoreApplication.translate("CantStopBoard", "Stop")
        for rect, action, label, key in ((roll_rect(), Roll(), roll_label, "R"),
                                         (stop_rect(), Stop(), stop_label, "S")):
            enabled = action in legal
            hovered = enabled and hover == (RollButton() if isinstance(action, Roll)
                                            else StopButton())
            base = pal.highlight if isinstance(action, Roll) else QColor(pal.theme.last_move)
            if not enabled:
                base = with_alpha(pal.line, 0.3)
            elif hovered:
                base = base.lighter(115)
            painter.setPen(Qt.PenStyle.NoPen)
            if enabled:
                painter.setBrush(QColor(pal.theme.shadow))
                painter.drawRoundedRect(rect.translated(3, 5), 20, 20)
            grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            grad.setColorAt(0.0, base.lighter(112))
            grad.setColorAt(1.0, base.darker(112))
            border = base.darker(150) if enabled else pal.muted(0.3)
            if scene.hint == action:
                border = QColor(pal.theme.hint)
            painter.setPen(QPen(border, 4.0 if scene.hint == action else 2.0))
            painter.setBrush(QBrush(grad) if enabled else QBrush(base))
            painter.drawRoundedRect(rect, 20, 20)
            ink = ink_on(base, 0.6)
            if not enabled:
                ink = pal.muted(0.4)
            painter.setFont(bold_font(painter, 30))
            painter.setPen(ink)
            painter.drawText(rect.adjusted(0, -8, 0, -8), Qt.AlignmentFlag.AlignCenter, label)
            painter.setFont(bold_font(painter, 13, bold=False))
            painter.drawText(rect.adjusted(0, 0, 0, -8),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             QCoreApplication.translate("CantStopBoard", "key %1")
                             .replace("%1", key))
        odds = scene.odds_text()
        if odds:
            assert scene.state is not None  # odds are shown only for a position
            chance = scene.state.bust_chance()
            painter.setFont(bold_font(painter, 17))
            painter.setPen(pal.danger if chance >= 1 / 3 else pal.text)
            painter.drawText(odds_rect(), Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("CantStopBoard", "bust %1")
                             .replace("%1", odds))

    def paint_legend(self, painter: QPainter) -> None:
        """Seat markers with their shapes and won columns, so the shapes never need guessing."""
        state = self.scene.state
        if state is None:
            return
        pal = self.pal
        top = odds_rect().bottom() + 14
        row = 26.0
        painter.setPen(QPen(pal.muted(0.25), 1.0))
        painter.drawLine(QPointF(CTRL.left(), top - 6), QPointF(CTRL.right(), top - 6))
        for seat in range(state.players):
            y = top + seat * row + row / 2
            paint_camp(painter, pal, seat, QPointF(CTRL.left() + 14, y), 20.0)
            painter.setFont(bold_font(painter, 16, bold=seat == state.to_move))
            painter.setPen(pal.text)
            painter.drawText(QRectF(CTRL.left() + 32, y - row / 2, 120, row),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             self.scene.seat_label(seat))
            won = [c for c in COLUMNS if state.won[c] == seat]
            for k in range(state.target):
                centre = QPointF(CTRL.left() + 150 + k * 26, y)
                rect = QRectF(centre.x() - 11, centre.y() - 10, 22, 20)
                if k < len(won):
                    painter.setPen(QPen(pal.outline[seat], 1.4))
                    painter.setBrush(pal.piece[seat])
                    painter.drawRoundedRect(rect, 5, 5)
                    painter.setFont(bold_font(painter, 12))
                    painter.setPen(pal.piece_text[seat])
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(won[k]))
                else:
                    painter.setPen(QPen(pal.muted(0.35), 1.2, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect, 5, 5)


__all__ = ["BUTTONS_AREA", "LEGEND_AREA", "PROMPT_AREA", "TRAY_AREA",
           "ControlsPainter", "chip_area", "die_area"]
