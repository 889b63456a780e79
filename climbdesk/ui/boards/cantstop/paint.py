"""Drawing the Can't Stop position: the column board and the control column.

The scene owns the state and the input; this module only reads them and paints.
Split out so neither file grows past a screenful of concerns.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPolygonF

from climbdesk.games.cantstop import CantStopPhase
from climbdesk.games.cantstop.engine import COLUMNS, LENGTH, CantStopState, Roll, Stop
from climbdesk.ui.boards.cantstop.colours import CantStopColours
from climbdesk.ui.boards.cantstop.items import (
    BOARD,
    CTRL,
    NUMBER_R,
    NUMBER_Y,
    SUB_GAP,
    TRAY,
    Palette,
    camp_slots,
    chip_rect,
    column_rect,
    column_x,
    die_rect,
    odds_rect,
    paint_camp,
    paint_climber,
    paint_die,
    roll_rect,
    space_center,
    space_rect,
    stop_rect,
    sub_rect,
)
from climbdesk.ui.boards.cantstop.spots import Chip, Die, RollButton, StopButton, Sub
from climbdesk.ui.boards.drawing import bold_font, ink_on, luma, with_alpha
from climbdesk.ui.boards.pictures import draw_cached

if TYPE_CHECKING:
    from climbdesk.ui.boards.cantstop.choices import Choice
    from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

CLIMBER = 27.0


class BoardPainter:
    """Paints the scene's state; one instance per scene."""

    def __init__(self, scene: CantStopBoardScene) -> None:
        self.scene = scene

    @property
    def pal(self) -> Palette:
        return self.scene.palette_

    # ----- the column board -----------------------------------------------------------
    def board_look(self) -> tuple[object, ...] | None:
        """Everything :meth:`paint_board` draws from, or None while climbers move.

        Why: a roll, the chips and the buttons change the control column only, yet
        the scene repainted the whole column board (about 8 ms) for every one.  The
        scene repaints the board only when this changes; the view still paints it
        whole on any full repaint (a resize, the language, the theme).
        """
        scene = self.scene
        if scene._climb_from:
            return None
        state = scene.state
        title = QCoreApplication.translate("games", "Can't Stop")
        if state is None:
            return (self.pal.theme, title)
        mover = state.to_move if not state.is_terminal() else -1
        return (self.pal.theme, title,
                QCoreApplication.translate("CantStopBoard", "First to win %1 columns"),
                state.target, tuple(state.won), mover, tuple(map(tuple, state.camps)),
                tuple(sorted(state.climbers.items())), tuple(self._ghosts()))

    def paint_board(self, painter: QPainter) -> None:
        pal = self.pal
        scene = self.scene
        state = scene.state
        wood = pal.board
        grad = QLinearGradient(BOARD.topLeft(), BOARD.bottomLeft())
        grad.setColorAt(0.0, wood.lighter(108))
        grad.setColorAt(1.0, wood.darker(108))
        painter.setPen(QPen(pal.line, 2.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(BOARD, 16, 16)

        self._paint_title(painter, state)
        ghosts = self._ghosts()
        hot = {c for c, _ in ghosts}
        for col in COLUMNS:
            self._paint_column(painter, col, state, col in hot)
        if state is None:
            return
        # Camps and climbers on top of every column, so a tall marker never hides under
        # the next column's groove.
        for col in COLUMNS:
            self._paint_markers(painter, col, state)
        for col, h in ghosts:
            paint_climber(painter, pal, space_center(col, h), CLIMBER, ghost=True)

    def _paint_title(self, painter: QPainter, state: CantStopState | None) -> None:
        """The game's name and goal, engraved in the board's empty upper corners."""
        pal = self.pal
        painter.setPen(with_alpha(pal.line, 0.55))
        # The title as the start page and menus show it (キャントストップ in Japanese),
        # shrunk to fit its corner.
        title = QCoreApplication.translate("games", "Can't Stop")
        size = 30.0
        painter.setFont(bold_font(painter, size))
        while size > 16 and painter.fontMetrics().horizontalAdvance(title) > 240:
            size -= 1
            painter.setFont(bold_font(painter, size))
        painter.drawText(QRectF(BOARD.left() + 22, BOARD.top() + 16, 240, 40),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        if state is not None:
            painter.setFont(bold_font(painter, 16, bold=False))
            goal = QCoreApplication.translate("CantStopBoard", "First to win %1 columns")
            goal = goal.replace("%1", str(state.target))
            painter.drawText(QRectF(BOARD.right() - 262, BOARD.top() + 16, 240, 40),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, goal)

    def _paint_column(self, painter: QPainter, col: int, state: CantStopState | None,
                      hot: bool) -> None:
        """One column (groove, spaces, flag, number) from the picture cache: a move
        changes one or two columns, and repainting all eleven's rounded spaces cost
        most of a move's time."""
        winner = state.won[col] if state is not None else -1
        mover = state.to_move if state is not None and not state.is_terminal() else -1
        climber = state.climbers.get(col, 0) if state is not None else 0
        camp = state.camps[mover][col] if state is not None and mover >= 0 else 0
        groove = column_rect(col)
        top = groove.top() - 62
        rect = QRectF(column_x(col) - 36, top, 72, NUMBER_Y + NUMBER_R + 4 - top)
        key = ("cantstop-column", col, winner, camp, climber, hot, self.pal.theme)
        draw_cached(painter, key, rect,
                    lambda p: self._paint_column_now(p, col, state, hot))

    def _paint_column_now(self, painter: QPainter, col: int, state: CantStopState | None,
                          hot: bool) -> None:
        pal = self.pal
        winner = state.won[col] if state is not None else -1
        groove = column_rect(col)
        painter.setPen(Qt.PenStyle.NoPen)
        if winner >= 0:
            painter.setBrush(with_alpha(pal.piece[winner], 0.85))
            painter.setPen(QPen(pal.outline[winner], 2.0))
        else:
            painter.setBrush(with_alpha(pal.line, 0.28))
        painter.drawRoundedRect(groove, 12, 12)
        mover = state.to_move if state is not None and not state.is_terminal() else -1
        climber = state.climbers.get(col, 0) if state is not None else 0
        camp = state.camps[mover][col] if state is not None and mover >= 0 else 0
        for h in range(1, LENGTH[col] + 1):
            rect = space_rect(col, h)
            base = QColor(pal.space)
            if winner >= 0:
                base = with_alpha(pal.piece[winner].lighter(125), 0.55)
            painter.setPen(QPen(pal.line, 1.2))
            painter.setBrush(base)
            painter.drawRoundedRect(rect, 8, 8)
            if camp < h <= climber:
                # Ground gained this turn: lost on a bust, banked on a stop.
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(with_alpha(pal.highlight, 0.42 if h == climber else 0.24))
                painter.drawRoundedRect(rect, 8, 8)
            if h == LENGTH[col] and winner < 0:
                # The summit: a double rim, since stopping there wins the column.
                painter.setPen(QPen(pal.line, 2.2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), 6, 6)
        if winner >= 0:
            self._paint_flag(painter, col, winner)
        # Column number on a disc below the column.
        centre = QPointF(column_x(col), NUMBER_Y)
        fill = pal.piece[winner] if winner >= 0 else pal.line
        if hot:
            fill = pal.selection
        painter.setPen(QPen(fill.darker(140), 1.5))
        painter.setBrush(fill)
        painter.drawEllipse(centre, NUMBER_R, NUMBER_R)
        painter.setFont(bold_font(painter, 20))
        painter.setPen(ink_on(fill))
        painter.drawText(QRectF(centre.x() - NUMBER_R, centre.y() - NUMBER_R, 2 * NUMBER_R,
                                2 * NUMBER_R), Qt.AlignmentFlag.AlignCenter, str(col))

    def _paint_flag(self, painter: QPainter, col: int, seat: int) -> None:
        """A pennant above a won column, in the winner's colour and shape."""
        pal = self.pal
        top = space_rect(col, LENGTH[col]).top() - 4
        x = column_x(col) - 14
        painter.setPen(QPen(pal.line.darker(130), 2.6, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(x, top), QPointF(x, top - 44))
        flag = QPolygonF([QPointF(x, top - 44), QPointF(x + 34, top - 34),
                          QPointF(x, top - 22)])
        painter.setPen(QPen(pal.outline[seat], 1.6))
        painter.setBrush(pal.piece[seat])
        painter.drawPolygon(flag)
        paint_camp(painter, pal, seat, QPointF(column_x(col), space_center(col, LENGTH[col]).y()),
                   24.0)

    def _paint_markers(self, painter: QPainter, col: int, state: CantStopState) -> None:
        pal = self.pal
        scene = self.scene
        if state.won[col] >= 0:
            return
        climber_h = state.climbers.get(col)
        for h in range(1, LENGTH[col] + 1):
            seats = [s for s in range(state.players) if state.camps[s][col] == h]
            centre = space_center(col, h)
            if not seats:
                continue
            if climber_h == h and not scene._climb_from:
                # Camps move aside to the corners so the climber can stand in the middle.
                slots = [QPointF(centre.x() + dx, centre.y() + dy)
                         for dx, dy in ((-17, -9), (17, -9), (-17, 9), (17, 9))][:len(seats)]
                size = 12.0
            else:
                slots, size = camp_slots(len(seats), centre)
            for seat, p in zip(seats, slots, strict=False):
                paint_camp(painter, pal, seat, p, size)
        if climber_h is not None:
            shown = float(climber_h)
            if col in scene._climb_from:
                start = scene._climb_from[col]
                shown = start + (climber_h - start) * scene._climb_f
            y = space_center(col, 1).y() - (shown - 1) * (space_center(col, 1).y()
                                                      - space_center(col, 2).y())
            paint_climber(painter, pal, QPointF(column_x(col), y), CLIMBER)

    def _ghosts(self) -> list[tuple[int, int]]:
        """Where the previewed choices would put climbers: (column, height)."""
        state = self.scene.state
        if state is None:
            return []
        out: list[tuple[int, int]] = []
        for action in self.scene.preview():
            after = state.child(action)
            assert isinstance(after, CantStopState)
            for col, h in after.climbers.items():
                if state.climbers.get(col) != h and (col, h) not in out:
                    out.append((col, h))
        return out

    # ----- the control column ---------------------------------------------------------
    def paint_controls(self, painter: QPainter) -> None:
        self._paint_prompt(painter)
        self._paint_tray(painter)
        # While the dice tumble the chips stay blank, so the roll is not given away.
        choices = [] if self.scene._tumble > 0 else self.scene.choices()
        for i in range(3):
            self._paint_chip(painter, i, choices[i] if i < len(choices) else None)
        self._paint_buttons(painter)
        self._paint_legend(painter)

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

    def _paint_prompt(self, painter: QPainter) -> None:
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

    def _paint_tray(self, painter: QPainter) -> None:
        scene = self.scene
        pal = self.pal
        state = scene.state
        felt = QColor(CantStopColours.of(pal.theme).tray)
        grad = QLinearGradient(TRAY.topLeft(), TRAY.bottomLeft())
        grad.setColorAt(0.0, felt.darker(112))
        grad.setColorAt(1.0, felt.lighter(108))
        painter.setPen(QPen(pal.line, 3.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(TRAY, 18, 18)
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
        for i in range(4):
            rect = die_rect(i)
            alpha = 1.0 if choosing or scene._tumble > 0 else 0.6
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
            paint_die(painter, pal, rect, faces[i], alpha=alpha, ring=rings[i], tag=tags[i])
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

    def _paint_chip(self, painter: QPainter, index: int, choice: Choice | None) -> None:
        pal = self.pal
        scene = self.scene
        rect = chip_rect(index)
        if choice is None:
            painter.setPen(QPen(pal.muted(0.25), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 14, 14)
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
        painter.setPen(QPen(border, width, Qt.PenStyle.SolidLine if usable
                            else Qt.PenStyle.DashLine))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 14, 14)
        # Key badge.
        badge = QPointF(rect.left() + 24, rect.center().y())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(pal.text, 0.75 if usable else 0.25))
        painter.drawEllipse(badge, 13, 13)
        painter.setFont(bold_font(painter, 16))
        painter.setPen(pal.space)
        painter.drawText(QRectF(badge.x() - 13, badge.y() - 13, 26, 26),
                         Qt.AlignmentFlag.AlignCenter, str(index + 1))
        # The sums; a sum that cannot be used is struck out.
        a, b = choice.sums
        ok_a = kind == "both" or choice.singles[0] is not None
        ok_b = kind == "both" or choice.singles[1] is not None
        painter.setFont(bold_font(painter, 27))
        x = rect.left() + 48
        for text, ok in ((str(a), ok_a), ("+", ok_a and ok_b), (str(b), ok_b)):
            width_t = painter.fontMetrics().horizontalAdvance(text)
            box = QRectF(x, rect.top(), width_t, rect.height())
            painter.setPen(pal.text if ok else pal.muted(0.35))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            if not ok and text != "+":
                painter.setPen(QPen(pal.muted(0.55), 2.5))
                y = rect.center().y() + 1
                painter.drawLine(QPointF(box.left() - 2, y), QPointF(box.right() + 2, y))
            x += width_t + 10
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
        elif scene.show_odds and scene.state is not None \
                and (action := choice.direct()) is not None:
            after = scene.state.child(action)
            assert isinstance(after, CantStopState)
            chance = after.bust_chance()
            painter.setPen(pal.danger if chance >= 1 / 3 else pal.muted(0.75))
            painter.drawText(right, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             QCoreApplication.translate("CantStopBoard", "then %1 bust")
                             .replace("%1", f"{chance * 100:.0f}%"))

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

    def _paint_buttons(self, painter: QPainter) -> None:
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

    def _paint_legend(self, painter: QPainter) -> None:
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


__all__ = ["BoardPainter"]
