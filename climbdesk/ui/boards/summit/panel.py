"""Drawing the Climb On! (dice) control column: the team cards, the choices (chips), the dice tray
with its tokens, the final scores and the Confirm / Pass button.

A mixin of :class:`~climbdesk.ui.boards.summit.paint.BoardPainter`, which supplies
``scene``; ``pal`` (the scene's palette) is shared by both halves.  Like the rest of
the painter it only reads the scene and paints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPen

from climbdesk.core.actions import Action
from climbdesk.games.summit import DIE_VALUE, DIFFICULTY, Confirm, Pass, SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.ui.boards.drawing import bold_font, ink_on, with_alpha
from climbdesk.ui.boards.summit.choices import TOKEN_ORDER, Target
from climbdesk.ui.boards.summit.dice import paint_die, paint_token
from climbdesk.ui.boards.summit.items import (
    BUTTON,
    CTRL,
    area_top,
    card_rect,
    card_token_center,
    chip_rect,
    max_chips,
    pill_rect,
)
from climbdesk.ui.boards.summit.spots import Chip, ConfirmButton, Pill
from climbdesk.ui.boards.summit.strings import level_name
from climbdesk.ui.boards.summit.tray import NOTHING, TrayPainter

if TYPE_CHECKING:
    from climbdesk.ui.boards.summit.scene import SummitBoardScene

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter


class PanelPainter(TrayPainter):
    """The control-column half of :class:`~climbdesk.ui.boards.summit.paint.BoardPainter`."""

    scene: SummitBoardScene

    def card_look(self, seat: int) -> tuple[object, ...]:
        """What team card ``seat``'s frame shows: its outline and shade, the team's die
        and name (bold on its turn) and "Winner" (a card past the last team shows
        nothing).  The figures on it are a part of their own (:meth:`figures_look`): a
        token spent used to paint the whole card again, and a turn passing two cards,
        about 1.3 ms each; the frame now comes back to one of two kept looks."""
        state = self.scene.state
        if state is None or seat >= state.players:
            return ("no card",)
        outcome = state.outcome() if state.is_terminal() else None
        winner = outcome is not None and outcome.ranking[seat] == 1 and not outcome.is_draw
        return (self.pal.theme, state.players, not state.is_terminal() and state.to_move == seat,
                self.scene.seat_label(seat), winner,
                # The language ("Winner" follows it, not asked for here: a test counts
                # the cards that draw it).
                QCoreApplication.translate("SummitBoard", "pts"))

    def score_look(self, seat: int) -> tuple[object, ...]:
        """What team card ``seat``'s score shows.  The score and each token with its
        count are parts of their own over the card's frame: a token spent repaints that
        token's count alone (the four figures were repainted for it, about 0.6 ms a
        move: paint8).  Not kept in the picture cache: tokens only run down, so a look
        never comes back but by undo."""
        state = self.scene.state
        if state is None or seat >= state.players:
            return ("no card",)
        return (self.pal.theme, state.players, state.score(seat),
                QCoreApplication.translate("SummitBoard", "pts"))

    def token_look(self, seat: int, colour: int) -> tuple[object, ...]:
        """What team card ``seat``'s token ``colour`` and its count show (nothing for
        the blue and red ones of the flexible variant, which has one kind)."""
        state = self.scene.state
        if state is None or seat >= state.players or (state.flexible and colour > 0):
            return ("no token",)
        return (self.pal.theme, state.players, state.tokens[seat][colour])

    def paint_card(self, painter: QPainter, seat: int) -> None:
        state = self.scene.state
        if state is not None and seat < state.players:
            self._paint_card(painter, state, seat)

    def paint_score(self, painter: QPainter, seat: int) -> None:
        state = self.scene.state
        if state is not None and seat < state.players:
            self._paint_score(painter, state, seat)

    def paint_token_count(self, painter: QPainter, seat: int, colour: int) -> None:
        state = self.scene.state
        if state is not None and seat < state.players and not (state.flexible and colour > 0):
            self._paint_token_count(painter, state, seat, colour)

    def action_look(self) -> tuple[object, ...]:
        """What the action area and the button are drawn from: the position (every
        field of it), the pick, hover, hint, odds, the dice tumbling, the names and
        the language; a move by another seat, or a hover on the mountain that leaves
        the chips as they were, repaints nothing here."""
        scene = self.scene
        state = scene.state
        if state is None or self.area_shows() not in ("final", "chips"):
            # Nothing: the head line, the last roll and the tray are parts of their own
            # (head_look, last_roll_look, :mod:`~climbdesk.ui.boards.summit.tray`).
            return NOTHING
        position = (state.teams, tuple(map(tuple, state.levels)), tuple(map(tuple, state.tokens)),
                    state.to_move, state.phase, state.pending, state.rolled, state.dice,
                    state.last_result, state.last_dice, state.last_act, state.last_seat,
                    state.flexible, state.untied, state.is_terminal())
        return (self.pal.theme, position, scene.accepts_input(), scene.hover, scene.hint,
                scene.selected, scene.pending, scene.tray_die, scene._faces, scene._roll_f,
                scene.show_odds, scene.last_roll, scene.animating(),
                frozenset(scene._hot_targets()),
                tuple(scene.seat_label(s) for s in range(state.players)),
                QCoreApplication.translate("SummitBoard", "Confirm"))

    def area_shows(self) -> str:
        """What the action area under the cards shows: "final" scores, the picked
        climber's "chips", the "tray" (lowering), "idle" (pick a climber, the last
        roll), or "" (no position)."""
        scene = self.scene
        state = scene.state
        if state is None:
            return ""
        if state.is_terminal():
            return "final"
        if state.phase == SummitPhase.LOWER:
            return "tray"
        return "chips" if scene.selected is not None and scene.targets() else "idle"

    def paint_action(self, painter: QPainter) -> None:
        """The action area under the cards with the choices or the final scores (the
        head line, the last roll and the tray are parts of their own, and so is the
        Confirm / Pass button below it)."""
        state = self.scene.state
        shows = self.area_shows()
        if state is None or shows not in ("final", "chips"):
            return
        title = self._title(painter, state.players)
        if shows == "final":
            self._paint_final(painter, state, title)
        else:
            self._paint_chips(painter, state, title)

    def _title(self, painter: QPainter, players: int) -> QRectF:
        """The action area's title line, with the painter set for it."""
        painter.setPen(self.pal.text)
        painter.setFont(bold_font(painter, 17))
        return QRectF(CTRL.left() + 4, area_top(players), CTRL.width() - 8, 26)

    def head_look(self) -> tuple[object, ...]:
        """The action area's head line while idle (whose turn, or what to do, with a
        line of help) or lowering (what the roll must do, the dice's captions).  Kept:
        a few looks in a game, and the help line is a wrapped text."""
        scene = self.scene
        state = scene.state
        shows = self.area_shows()
        if shows == "tray":
            return self.tray_head_look()
        if state is None or shows != "idle":
            return NOTHING
        help_line = ""
        if scene.accepts_input():
            if Pass() in scene.legal():
                text = QCoreApplication.translate("SummitBoard", "No action is possible")
            else:
                text = QCoreApplication.translate("SummitBoard", "Pick a climber (ringed)")
                help_line = QCoreApplication.translate(
                    "SummitBoard", "Click it, or drag it to where it should go.")
        else:
            text = QCoreApplication.translate("SummitBoard", "%1 to play").replace(
                "%1", self.scene.seat_label(state.to_move))
        return (self.pal.theme, state.players, "idle", text, help_line)

    def paint_head(self, painter: QPainter) -> None:
        look = self.head_look()
        if look == NOTHING:
            return
        players = look[1]
        assert isinstance(players, int)
        title = self._title(painter, players)
        if look[2] == "tray":
            self.paint_tray_head(painter, title)
            return
        _theme, _players, _idle, text, help_line = look
        painter.drawText(title, LEFT, str(text))
        if help_line:
            painter.setFont(bold_font(painter, 13, bold=False))
            painter.setPen(self.pal.muted(0.7))
            painter.drawText(QRectF(title.left(), title.bottom(), title.width(), 40),
                             Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                             str(help_line))

    def button_look(self) -> tuple[object, ...]:
        """What the Confirm / Pass button and the line beside it are drawn from: a
        part of its own, so the action area above repaints without it."""
        scene = self.scene
        state = scene.state
        if state is None:
            return (self.pal.theme, None)
        legal = self._button_actions()
        which = Confirm() if Confirm() in legal else Pass() if Pass() in legal else None
        return (self.pal.theme, which, which == Confirm() and state.would_succeed(),
                scene.hover == ConfirmButton(), scene.hint in (Confirm(), Pass()),
                QCoreApplication.translate("SummitBoard", "Confirm"),
                QCoreApplication.translate("SummitBoard", "Pass"),
                QCoreApplication.translate("SummitBoard", "Enter"),
                QCoreApplication.translate("SummitBoard", "Passing discards a token (white "
                                                          "first)."),
                QCoreApplication.translate("SummitBoard", "Spend tokens to lower a die, then "
                                                          "confirm."))

    def paint_button(self, painter: QPainter) -> None:
        state = self.scene.state
        if state is not None:
            self._paint_button(painter, state)

    def _button_actions(self) -> list[Action]:
        scene = self.scene
        # Off turn the button is drawn only as the hint (review's best move) shows it.
        return scene.legal() if scene.accepts_input() else [
            a for a in (scene.hint,) if isinstance(a, Confirm | Pass)]

    def _paint_card(self, painter: QPainter, state: SummitState, seat: int) -> None:
        pal = self.pal
        rect = card_rect(state.players, seat)
        owner = not state.is_terminal() and state.to_move == seat
        painter.setPen(QPen(pal.selection if owner else with_alpha(pal.line, 0.6),
                            3.0 if owner else 1.2))
        painter.setBrush(with_alpha(pal.board, 0.55 if owner else 0.3))
        painter.drawRoundedRect(rect, 12, 12)
        paint_die(painter, pal, seat, 6, QPointF(rect.left() + 24, rect.top() + 22), 28,
                  str(seat + 1))
        painter.setPen(pal.text)
        painter.setFont(bold_font(painter, 16, bold=owner))
        painter.drawText(QRectF(rect.left() + 46, rect.top() + 6, 180, 22), LEFT,
                         self.scene.seat_label(seat))
        outcome = state.outcome() if state.is_terminal() else None
        if outcome is not None and outcome.ranking[seat] == 1 and not outcome.is_draw:
            painter.setFont(bold_font(painter, 12))
            painter.setPen(pal.highlight.darker(130) if not pal.theme.dark else pal.highlight)
            painter.drawText(QRectF(rect.left() + 46, rect.top() + 24, 160, 14), LEFT,
                             QCoreApplication.translate("SummitBoard", "Winner"))

    def _paint_score(self, painter: QPainter, state: SummitState, seat: int) -> None:
        """The score, over the card's frame (drawn after it, as before the card was
        parts: "Winner" and the tokens meet on a four-team card)."""
        pal = self.pal
        rect = card_rect(state.players, seat)
        painter.setPen(pal.text)
        painter.setFont(bold_font(painter, 28))
        painter.drawText(QRectF(rect.right() - 110, rect.top() + 2, 70, rect.height() - 4),
                         RIGHT, str(state.score(seat)))
        painter.setFont(bold_font(painter, 12, bold=False))
        painter.setPen(pal.muted(0.7))
        painter.drawText(QRectF(rect.right() - 38, rect.top() + 2, 34, rect.height() - 8),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                         QCoreApplication.translate("SummitBoard", "pts"))

    def _paint_token_count(self, painter: QPainter, state: SummitState, seat: int,
                           c: int) -> None:
        """Token ``c`` of the team and how many it holds."""
        pal = self.pal
        count = state.tokens[seat][c]
        centre = card_token_center(state.players, seat, c)
        paint_token(painter, pal, c, centre, 10.5, alpha=1.0 if count else 0.3)
        painter.setPen(pal.text if count else pal.muted(0.4))
        painter.setFont(bold_font(painter, 14))
        painter.drawText(QRectF(centre.x() + 14, centre.y() - 10, 40, 20), LEFT, f"×{count}")

    def last_roll_look(self) -> tuple[object, ...]:
        """The last roll under the idle head line: whose roll it was and how it went, its
        dice, and what it did (once the dice have settled)."""
        scene = self.scene
        state = scene.state
        last = scene.last_roll
        if state is None or last is None or self.area_shows() != "idle":
            return NOTHING
        dice, values, result = last
        # Whose roll this was, in words: at the start of your turn it is usually
        # the previous player's, and must not read as your own success.
        headline, detail = scene.last_result_texts()
        label = (QCoreApplication.translate("SummitBoard", "Last roll: %1").replace("%1", headline)
                 if headline else QCoreApplication.translate("SummitBoard", "Last roll"))
        faces = scene._faces if scene.animating() and scene._faces else values
        shown = tuple((s, state.teams[s][c], faces[k] if k < len(faces) else 0)
                      for k, (s, c) in enumerate(dice))
        return (self.pal.theme, state.players, label, shown,
                "" if scene._roll_f > 0 else detail, result == "success")

    def paint_last_roll(self, painter: QPainter) -> None:
        look = self.last_roll_look()
        if look == NOTHING:
            return
        _theme, players, label, shown, detail, success = look
        assert isinstance(players, int) and isinstance(label, str)
        assert isinstance(shown, tuple) and isinstance(detail, str)
        pal = self.pal
        title = self._title(painter, players)
        top = title.bottom() + 54
        painter.setPen(pal.muted(0.8))
        painter.setFont(bold_font(painter, 14, bold=False))
        painter.drawText(QRectF(title.left(), top, CTRL.right() - title.left(), 20), LEFT,
                         painter.fontMetrics().elidedText(
                             label, Qt.TextElideMode.ElideRight,
                             int(CTRL.right() - title.left())))
        x = title.left() + 30
        for seat, sides, value in shown:
            paint_die(painter, pal, seat, sides, QPointF(x, top + 50), 48, str(value))
            x += 66
        if not detail:
            return
        painter.setFont(bold_font(painter, 15))
        painter.setPen(pal.highlight if success else pal.danger)
        painter.drawText(QRectF(x - 20, top + 22, CTRL.right() - x + 20, 56),
                         LEFT | Qt.TextFlag.TextWordWrap, detail)

    def _chip_label(self, state: SummitState, target: Target) -> tuple[str, str]:
        level = target.level
        lv, need = str(level), str(DIFFICULTY[level])
        if target.kind == "climb":
            return (QCoreApplication.translate("SummitBoard", "Climb to level %1")
                    .replace("%1", lv),
                    QCoreApplication.translate("SummitBoard", "roll ≤%1").replace("%1", need))
        if target.kind == "descend":
            main = (QCoreApplication.translate("SummitBoard", "Descend to the ground")
                    if level == 0 else
                    QCoreApplication.translate("SummitBoard", "Descend to level %1")
                    .replace("%1", lv))
            return main, QCoreApplication.translate("SummitBoard", "no roll")
        if target.kind == "pull":
            return (QCoreApplication.translate("SummitBoard", "Pull up by"),
                    QCoreApplication.translate("SummitBoard", "to level %1, difference ≤%2")
                    .replace("%1", lv).replace("%2", need))
        if target.kind == "shove":
            return (QCoreApplication.translate("SummitBoard", "Shove down"),
                    QCoreApplication.translate("SummitBoard", "on level %1: beat their roll")
                    .replace("%1", lv))
        return (QCoreApplication.translate("SummitBoard", "Drag down"),
                QCoreApplication.translate("SummitBoard", "from level %1: beat it by 2")
                .replace("%1", lv))

    def _paint_chips(self, painter: QPainter, state: SummitState, title: QRectF) -> None:
        scene = self.scene
        pal = self.pal
        me = state.to_move
        sel = scene.selected
        assert sel is not None
        sides = state.teams[me][sel]
        where = level_name(state.levels[me][sel])
        painter.drawText(title, LEFT, QCoreApplication.translate("SummitBoard", "d%1 on %2")
                         .replace("%1", str(sides)).replace("%2", where))
        targets = scene.targets()
        hot = scene._hot_targets()
        limit = max_chips(state.players)
        for i, target in enumerate(targets[:limit]):
            self._paint_chip(painter, state, i, target, i in hot)
        if len(targets) > limit:
            painter.setPen(pal.muted(0.7))
            painter.setFont(bold_font(painter, 13, bold=False))
            more = chip_rect(state.players, limit)
            painter.drawText(QRectF(more.left(), more.top(), more.width(), 20), LEFT,
                             QCoreApplication.translate(
                                 "SummitBoard", "%1 more: click their targets on the mountain")
                             .replace("%1", str(len(targets) - limit)))

    def _paint_chip(self, painter: QPainter, state: SummitState, i: int, target: Target,
                    hot: bool) -> None:
        scene = self.scene
        pal = self.pal
        rect = chip_rect(state.players, i)
        hover = scene.hover
        hovered = hover == Chip(i) or (isinstance(hover, Pill) and hover.chip == i)
        pending = scene.pending == i
        border = pal.selection if (pending or hovered or hot) else with_alpha(pal.line, 0.7)
        painter.setPen(QPen(border, 2.6 if (pending or hovered or hot) else 1.2))
        painter.setBrush(with_alpha(pal.board, 0.75 if (hovered or hot) else 0.5))
        painter.drawRoundedRect(rect, 12, 12)
        hint = scene.hint
        if hint is not None and any(a == hint for _, a in target.by_token):
            painter.setPen(QPen(pal.hint, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 14, 14)
        main, sub = self._chip_label(state, target)
        painter.setPen(pal.text)
        x = rect.left() + 12
        tokens = target.tokens
        room = pill_rect(state.players, i, 0, len(tokens)).left() - x - 6
        room -= 30 if target.other is not None else 0
        size = 15.0
        painter.setFont(bold_font(painter, size))
        while size > 11 and painter.fontMetrics().horizontalAdvance(main) > room:
            size -= 0.5
            painter.setFont(bold_font(painter, size))
        main = painter.fontMetrics().elidedText(main, Qt.TextElideMode.ElideRight, int(room))
        painter.drawText(QRectF(x, rect.top() + 5, room, 22), LEFT, main)
        if target.other is not None:
            seat, c = target.other
            w = painter.fontMetrics().horizontalAdvance(main)
            paint_die(painter, pal, seat, state.teams[seat][c],
                      QPointF(x + w + 18, rect.top() + 16), 24, str(DIE_VALUE[
                          state.teams[seat][c]]))
        painter.setFont(bold_font(painter, 12, bold=False))
        painter.setPen(pal.muted(0.75))
        sub = painter.fontMetrics().elidedText(sub, Qt.TextElideMode.ElideRight,
                                               int(room + (30 if target.other else 0)))
        painter.drawText(QRectF(x, rect.top() + 27, room + 30, 18), LEFT, sub)
        texts = scene.chance_texts(i)
        for w, token in enumerate(tokens):
            pill = pill_rect(state.players, i, w, len(tokens))
            colour = TOKEN_ORDER.index(token)
            over = hover == Pill(i, token)
            if len(tokens) > 1:
                painter.setPen(QPen(pal.selection if over else with_alpha(pal.line, 0.5),
                                    2.2 if over else 1.0))
                painter.setBrush(with_alpha(pal.board, 0.9) if over else Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(pill, 8, 8)
            text = texts.get(token, "")
            cy = pill.top() + (13 if text else pill.height() / 2)
            label = str(2 + (target.kind in ("shove", "drag"))) if state.flexible and \
                target.kind != "climb" and target.kind != "descend" else ""
            paint_token(painter, pal, colour, QPointF(pill.center().x(), cy), 10.5,
                        label=label, ring=pal.selection if (pending and len(tokens) > 1)
                        else None)
            if text:
                painter.setFont(bold_font(painter, 12))
                painter.setPen(pal.text)
                painter.drawText(QRectF(pill.left() - 4, pill.bottom() - 17, pill.width() + 8,
                                        16), CENTER, text)

    def _paint_final(self, painter: QPainter, state: SummitState, title: QRectF) -> None:
        pal = self.pal
        painter.drawText(title, LEFT, QCoreApplication.translate("SummitBoard", "Final scores"))
        outcome = state.outcome()
        order = sorted(range(state.players), key=lambda s: (outcome.ranking[s] if outcome
                                                            else 0, s))
        y = title.bottom() + 10
        for s in order:
            place = outcome.ranking[s] if outcome else 0
            row = QRectF(CTRL.left() + 8, y, CTRL.width() - 16, 34)
            paint_die(painter, pal, s, 6, QPointF(row.left() + 16, row.center().y()), 24,
                      str(place))
            painter.setPen(pal.text)
            painter.setFont(bold_font(painter, 16, bold=place == 1))
            painter.drawText(row.adjusted(40, 0, 0, 0), LEFT, self.scene.seat_label(s))
            painter.drawText(row.adjusted(0, 0, -8, 0), RIGHT, str(state.score(s)))
            y += 40

    def _paint_button(self, painter: QPainter, state: SummitState) -> None:
        scene = self.scene
        pal = self.pal
        legal = self._button_actions()
        if Confirm() in legal:
            text = QCoreApplication.translate("SummitBoard", "Confirm")
            fill = pal.highlight if state.would_succeed() else pal.selection
        elif Pass() in legal:
            text = QCoreApplication.translate("SummitBoard", "Pass")
            fill = pal.selection
        else:
            return
        hover = scene.hover == ConfirmButton()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.shadow)
        painter.drawRoundedRect(BUTTON.translated(2, 4), 16, 16)
        grad = QLinearGradient(BUTTON.topLeft(), BUTTON.bottomLeft())
        base = fill.lighter(112) if hover else fill
        grad.setColorAt(0.0, base.lighter(110))
        grad.setColorAt(1.0, base.darker(112))
        painter.setBrush(QBrush(grad))
        hinted = scene.hint in (Confirm(), Pass())
        painter.setPen(QPen(pal.hint, 4.0) if hinted else QPen(fill.darker(150), 2.0))
        painter.drawRoundedRect(BUTTON, 16, 16)
        painter.setPen(ink_on(fill))
        painter.setFont(bold_font(painter, 22))
        painter.drawText(BUTTON.adjusted(0, -6, 0, 0), CENTER, text)
        painter.setFont(bold_font(painter, 12, bold=False))
        painter.drawText(BUTTON.adjusted(0, 36, 0, -4), CENTER,
                         QCoreApplication.translate("SummitBoard", "Enter"))
        painter.setPen(pal.muted(0.7))
        if Pass() in legal:
            painter.drawText(QRectF(CTRL.left(), BUTTON.top(), BUTTON.left() - CTRL.left() - 10,
                                    BUTTON.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             QCoreApplication.translate(
                                 "SummitBoard", "Passing discards a token (white first)."))
        elif Confirm() in legal:
            painter.drawText(QRectF(CTRL.left(), BUTTON.top(), BUTTON.left() - CTRL.left() - 10,
                                    BUTTON.height()),
                             Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                             QCoreApplication.translate(
                                 "SummitBoard", "Spend tokens to lower a die, then confirm."))
