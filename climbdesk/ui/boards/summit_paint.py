"""Drawing the Climb On! position: the mountain, the team cards, the choices and the tray.

The scene owns the state and the input; this module only reads them and paints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPolygonF

from climbdesk.games.summit import DIE_VALUE, DIFFICULTY, Confirm, Pass, SummitState, capacity
from climbdesk.games.summit.engine import Act
from climbdesk.ui.boards.summit_choices import TOKEN_ORDER, Target
from climbdesk.ui.boards.summit_items import (
    BUTTON,
    CTRL,
    DIE,
    GROUND,
    MOUNT,
    MX,
    TIERS,
    TOKEN_R,
    Palette,
    area_top,
    bold_font,
    camp_label_rect,
    card_rect,
    card_token_center,
    chip_rect,
    ink_on,
    max_chips,
    paint_die,
    paint_token,
    pill_rect,
    sign_rect,
    slot_center,
    tier_polygon,
    tray_die_rect,
    tray_token_center,
    verdict_rect,
    with_alpha,
)

if TYPE_CHECKING:
    from climbdesk.ui.boards.summit import SummitBoardScene

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTER = Qt.AlignmentFlag.AlignCenter


def level_name(level: int) -> str:
    if level == 0:
        return QCoreApplication.translate("SummitBoard", "the ground")
    return QCoreApplication.translate("SummitBoard", "level %1").replace("%1", str(level))


class BoardPainter:
    """Paints the scene's state; one instance per scene."""

    def __init__(self, scene: SummitBoardScene) -> None:
        self.scene = scene

    @property
    def pal(self) -> Palette:
        return self.scene.palette_

    # ----- the mountain ---------------------------------------------------------------
    def paint_mountain(self, painter: QPainter) -> None:
        pal = self.pal
        scene = self.scene
        state = scene.su_state()
        sky = QLinearGradient(MOUNT.topLeft(), MOUNT.bottomLeft())
        sky.setColorAt(0.0, pal.sky.lighter(104))
        sky.setColorAt(1.0, pal.sky.darker(106))
        painter.setPen(QPen(pal.line, 2.0))
        painter.setBrush(QBrush(sky))
        painter.drawRoundedRect(MOUNT, 16, 16)
        players = state.players if state is not None else 2
        targets = scene.targets()
        hot_levels = {t.level for t in targets if t.kind in ("climb", "descend")}
        self._paint_ground(painter, players, 0 in hot_levels)
        for level in (1, 2, 3, 4):
            self._paint_tier(painter, level, players, level in hot_levels)
        if state is None:
            return
        self._paint_climbers(painter, state, targets)

    def _paint_tier(self, painter: QPainter, level: int, players: int, hot: bool) -> None:
        pal = self.pal
        poly = tier_polygon(level)
        top, bottom, _, wb = TIERS[level]
        grad = QLinearGradient(MX - wb, top, MX + wb, bottom)
        shade = 100 + (4 - level) * 4
        grad.setColorAt(0.0, pal.rock.lighter(112 + level * 3))
        grad.setColorAt(1.0, pal.rock.darker(shade))
        painter.setPen(QPen(pal.rock_line, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(QBrush(grad))
        painter.drawPolygon(poly)
        # Snow on the summit and a snowy lip on every ledge.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(pal.snow, 0.92))
        if level == 4:
            cap = QPolygonF([poly[0], QPointF(MX + 34, top + 58), QPointF(MX + 14, top + 50),
                             QPointF(MX - 4, top + 62), QPointF(MX - 20, top + 50),
                             QPointF(MX - 34, top + 58)])
            painter.drawPolygon(cap)
        else:
            _, _, wt, _ = TIERS[level]
            painter.drawRoundedRect(QRectF(MX - wt + 2, top, 2 * wt - 4, 7), 3, 3)
        if hot:
            painter.setBrush(with_alpha(pal.highlight, 0.30))
            painter.setPen(QPen(pal.highlight, 3.0))
            painter.drawPolygon(poly)
        # The spaces.
        for slot in range(capacity(players, level)):
            c = slot_center(players, level, slot)
            painter.setPen(QPen(with_alpha(pal.rock_line, 0.55), 1.4, Qt.PenStyle.DashLine))
            painter.setBrush(with_alpha(pal.rock_line, 0.22))
            painter.drawRoundedRect(QRectF(c.x() - 21, c.y() - 21, 42, 42), 9, 9)
        self._paint_sign(painter, level)

    def _paint_sign(self, painter: QPainter, level: int) -> None:
        """The level's plaque: ×multiplier big, ≤difficulty, and a line to its tier."""
        pal = self.pal
        rect = sign_rect(level)
        top, bottom, _, wb = TIERS[level]
        edge_y = rect.center().y()
        frac = (edge_y - top) / (bottom - top)
        _, _, wt, _ = TIERS[level]
        edge_x = MX - (wt + (wb - wt) * frac) if level < 4 else MX - wb * frac
        painter.setPen(QPen(with_alpha(pal.line, 0.6), 1.6, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(rect.right(), edge_y), QPointF(edge_x + 4, edge_y))
        painter.setPen(QPen(pal.line, 1.6))
        painter.setBrush(pal.board)
        painter.drawRoundedRect(rect, 10, 10)
        ink = QColor(pal.theme.text)
        painter.setPen(ink)
        painter.setFont(bold_font(painter, 13, bold=False))
        painter.drawText(QRectF(rect.left(), rect.top() + 3, rect.width(), 16), CENTER,
                         QCoreApplication.translate("SummitBoard", "Level %1")
                         .replace("%1", str(level)))
        painter.setFont(bold_font(painter, 22))
        painter.drawText(QRectF(rect.left() + 4, rect.top() + 19, rect.width() / 2 - 4, 36),
                         CENTER, f"×{level}")
        painter.setFont(bold_font(painter, 18))
        painter.setPen(pal.danger if level >= 3 else ink)
        painter.drawText(QRectF(rect.center().x(), rect.top() + 19, rect.width() / 2 - 4, 36),
                         CENTER, f"≤{DIFFICULTY[level]}")
        painter.setPen(with_alpha(pal.line, 0.5))
        painter.drawLine(QPointF(rect.center().x(), rect.top() + 26),
                         QPointF(rect.center().x(), rect.bottom() - 8))

    def _paint_ground(self, painter: QPainter, players: int, hot: bool) -> None:
        pal = self.pal
        rect = GROUND.adjusted(2, 0, -2, -2)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, pal.board.lighter(106))
        grad.setColorAt(1.0, pal.board.darker(110))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(QPen(pal.line, 2.0))
        painter.drawLine(QPointF(rect.left() + 10, rect.top()), QPointF(rect.right() - 10,
                                                                         rect.top()))
        if hot:
            painter.setPen(QPen(pal.highlight, 3.0))
            painter.setBrush(with_alpha(pal.highlight, 0.25))
            painter.drawRoundedRect(rect, 14, 14)
        state = self.scene.su_state()
        for seat in range(players):
            label = camp_label_rect(players, seat)
            owner = state is not None and not state.is_terminal() and state.to_move == seat
            painter.setFont(bold_font(painter, 14, bold=owner))
            painter.setPen(pal.text if owner else pal.muted(0.75))
            painter.drawText(label.adjusted(22, 0, 0, 0), LEFT, self.scene.seat_label(seat))
            paint_die(painter, pal, seat, 6, QPointF(label.left() + 9, label.center().y()), 15,
                      "")
            if seat > 0:
                x = label.left() - 6
                painter.setPen(QPen(with_alpha(pal.line, 0.35), 1.2, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(x, GROUND.top() + 8), QPointF(x, GROUND.bottom() - 10))
        painter.setPen(pal.muted(0.6))
        painter.setFont(bold_font(painter, 12, bold=False))
        painter.drawText(QRectF(rect.left(), rect.bottom() - 18, rect.width() - 12, 16), RIGHT,
                         QCoreApplication.translate("SummitBoard", "Ground: scores nothing"))

    def _paint_climbers(self, painter: QPainter, state: SummitState,
                        targets: list[Target]) -> None:
        pal = self.pal
        scene = self.scene
        live = scene._accepts_input()
        movable = set(scene.movable()) if live else set()
        me = state.to_move
        rolling = {}
        if state.phase == "lower" and state.pending is not None:
            rolling = {c: k for k, c in enumerate(state.dice_of(state.pending))}
        others = {t.other: t for t in targets if t.other is not None}
        hovered_chips = scene._hot_targets()
        hover = scene.hover
        if hover is not None and hover[0] in ("chip", "pill"):
            hovered_chips = hovered_chips | {hover[1]}
        if scene.pending is not None:
            hovered_chips = hovered_chips | {scene.pending}
        dragged = scene._drag_source()
        hint = scene.hint()
        hint_keys = set()
        if isinstance(hint, Act):
            hint_keys = {c for c in state.dice_of(hint)} if hint.check else {(me, hint.acting)}
        for seat in range(state.players):
            for i, sides in enumerate(state.teams[seat]):
                key = (seat, i)
                centre = scene.shown_position(seat, i)
                text = str(DIE_VALUE[sides])
                ring, dashed = None, False
                if key in rolling:
                    k = rolling[key]
                    faces = scene._faces
                    text = str(faces[k] if k < len(faces) else state.dice[k])
                    ring = pal.selection
                elif seat == me and i == scene.selected:
                    ring = pal.selection
                elif key in others:
                    t = others[key]
                    ring = pal.highlight if t.kind == "pull" else pal.danger
                    dashed = True
                elif seat == me and i in movable:
                    ring = with_alpha(pal.movable, 0.55)
                if key in hint_keys:
                    ring, dashed = pal.hint, False
                if key == dragged:
                    paint_die(painter, pal, seat, sides, centre, DIE, text, ghost=True)
                    continue
                paint_die(painter, pal, seat, sides, centre, DIE, text, ring=ring,
                          dashed_ring=dashed)
        # Ghosts: where the hovered choice would put the picked climber.
        if scene.selected is not None:
            for idx in sorted(hovered_chips):
                if idx < len(targets):
                    self._paint_ghost(painter, state, targets[idx])

    def _paint_ghost(self, painter: QPainter, state: SummitState, target: Target) -> None:
        pal = self.pal
        me = state.to_move
        sel = self.scene.selected
        assert sel is not None
        if target.kind in ("shove", "drag"):
            return
        level = target.level
        if level == 0:
            from climbdesk.ui.boards.summit_items import home_center

            c = home_center(state.players, me, sel)
        else:
            used = sum(1 for s in range(state.players) for lv in state.levels[s] if lv == level)
            c = slot_center(state.players, level, min(used, capacity(state.players, level) - 1))
        paint_die(painter, pal, me, state.teams[me][sel], c, DIE, "", ghost=True)

    def paint_floating(self, painter: QPainter) -> None:
        scene = self.scene
        state = scene.su_state()
        source = scene._drag_source()
        if state is None or source is None or scene.drag_pos is None:
            return
        seat, i = source
        sides = state.teams[seat][i]
        paint_die(painter, self.pal, seat, sides, scene.drag_pos, DIE * 1.12,
                  str(DIE_VALUE[sides]), ring=self.pal.selection)

    # ----- the control column ---------------------------------------------------------
    def paint_controls(self, painter: QPainter) -> None:
        scene = self.scene
        state = scene.su_state()
        if state is None:
            return
        for seat in range(state.players):
            self._paint_card(painter, state, seat)
        top = area_top(state.players)
        title = QRectF(CTRL.left() + 4, top, CTRL.width() - 8, 26)
        painter.setPen(self.pal.text)
        painter.setFont(bold_font(painter, 17))
        if state.is_terminal():
            self._paint_final(painter, state, title)
        elif state.phase == "lower":
            self._paint_tray(painter, state, title)
        elif scene.selected is not None and scene.targets():
            self._paint_chips(painter, state, title)
        else:
            self._paint_idle(painter, state, title)
        self._paint_button(painter, state)

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
        score = state.score(seat)
        painter.setFont(bold_font(painter, 28))
        painter.drawText(QRectF(rect.right() - 110, rect.top() + 2, 70, rect.height() - 4),
                         RIGHT, str(score))
        painter.setFont(bold_font(painter, 12, bold=False))
        painter.setPen(pal.muted(0.7))
        painter.drawText(QRectF(rect.right() - 38, rect.top() + 2, 34, rect.height() - 8),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                         QCoreApplication.translate("SummitBoard", "pts"))
        outcome = state.outcome() if state.is_terminal() else None
        if outcome is not None and outcome.ranking[seat] == 1:
            painter.setFont(bold_font(painter, 12))
            painter.setPen(pal.highlight.darker(130) if not pal.theme.dark else pal.highlight)
            painter.drawText(QRectF(rect.left() + 46, rect.top() + 24, 160, 14), LEFT,
                             QCoreApplication.translate("SummitBoard", "Winner"))
        for c in range(3):
            count = state.tokens[seat][c]
            if state.flexible and c > 0:
                continue
            centre = card_token_center(state.players, seat, c)
            paint_token(painter, pal, c, centre, 10.5, alpha=1.0 if count else 0.3)
            painter.setPen(pal.text if count else pal.muted(0.4))
            painter.setFont(bold_font(painter, 14))
            painter.drawText(QRectF(centre.x() + 14, centre.y() - 10, 40, 20), LEFT,
                             f"×{count}")

    def _paint_idle(self, painter: QPainter, state: SummitState, title: QRectF) -> None:
        scene = self.scene
        pal = self.pal
        if scene._accepts_input():
            if Pass() in scene.legal():
                text = QCoreApplication.translate("SummitBoard", "No action is possible")
            else:
                text = QCoreApplication.translate("SummitBoard", "Pick a climber (ringed)")
        else:
            text = QCoreApplication.translate("SummitBoard", "%1 to play").replace(
                "%1", self.scene.seat_label(state.to_move))
        painter.drawText(title, LEFT, text)
        if scene._accepts_input() and Pass() not in scene.legal():
            painter.setFont(bold_font(painter, 13, bold=False))
            painter.setPen(pal.muted(0.7))
            painter.drawText(QRectF(title.left(), title.bottom(), title.width(), 40),
                             Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                             QCoreApplication.translate(
                                 "SummitBoard", "Click it, or drag it to where it should go."))
        last = scene.last_roll
        if last is None:
            return
        dice, values, result = last
        top = title.bottom() + 54
        painter.setPen(pal.muted(0.8))
        painter.setFont(bold_font(painter, 14, bold=False))
        painter.drawText(QRectF(title.left(), top, title.width(), 20), LEFT,
                         QCoreApplication.translate("SummitBoard", "Last roll"))
        x = title.left() + 30
        faces = scene._faces if scene.animating() and scene._faces else values
        for k, (s, c) in enumerate(dice):
            v = faces[k] if k < len(faces) else 0
            paint_die(painter, pal, s, state.teams[s][c], QPointF(x, top + 50), 48, str(v))
            x += 66
        if scene._roll_f > 0:
            return
        ok = result == "success"
        word = (QCoreApplication.translate("SummitBoard", "Success") if ok
                else QCoreApplication.translate("SummitBoard", "Failure"))
        painter.setFont(bold_font(painter, 20))
        painter.setPen(pal.highlight if ok else pal.danger)
        painter.drawText(QRectF(x, top + 30, CTRL.right() - x, 40), LEFT, word)

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
        hovered = hover is not None and hover[0] in ("chip", "pill") and hover[1] == i
        pending = scene.pending == i
        border = pal.selection if (pending or hovered or hot) else with_alpha(pal.line, 0.7)
        painter.setPen(QPen(border, 2.6 if (pending or hovered or hot) else 1.2))
        painter.setBrush(with_alpha(pal.board, 0.75 if (hovered or hot) else 0.5))
        painter.drawRoundedRect(rect, 12, 12)
        hint = scene.hint()
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
            over = hover is not None and hover[0] == "pill" and hover[1:] == (i, token)
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

    def _paint_tray(self, painter: QPainter, state: SummitState, title: QRectF) -> None:
        scene = self.scene
        pal = self.pal
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
        painter.drawText(title, LEFT, head)
        dice = state.dice_of(act)
        n = len(dice)
        captions = [QCoreApplication.translate("SummitBoard", "Climber"),
                    QCoreApplication.translate("SummitBoard", "Helper") if act.kind == "pull"
                    else QCoreApplication.translate("SummitBoard", "Opponent")]
        faces = scene._faces if scene._faces and len(scene._faces) == n else state.dice
        hover = scene.hover
        live = scene._accepts_input()
        held = state.tokens[state.to_move]
        for d, (s, c) in enumerate(dice):
            rect = tray_die_rect(state.players, d, n)
            painter.setPen(pal.muted(0.8))
            painter.setFont(bold_font(painter, 13, bold=False))
            painter.drawText(QRectF(rect.center().x() - 80, rect.top() - 22, 160, 18), CENTER,
                             f"{captions[d]} · d{state.teams[s][c]}")
            ring = pal.selection if (n > 1 and d == scene.tray_die and live) else None
            paint_die(painter, pal, s, state.teams[s][c], rect.center(), rect.width(),
                      str(faces[d]), ring=ring)
            if scene._roll_f == 0 and state.rolled and state.rolled[d] != state.dice[d]:
                painter.setFont(bold_font(painter, 16))
                painter.setPen(pal.muted(0.7))
                box = QRectF(rect.right() + 2, rect.top() - 8, 34, 22)
                painter.drawText(box, CENTER, str(state.rolled[d]))
                painter.setPen(QPen(pal.danger, 2.0))
                painter.drawLine(QPointF(box.left() + 8, box.center().y() + 5),
                                 QPointF(box.right() - 8, box.center().y() - 5))
            for k in range(3):
                centre = tray_token_center(state.players, d, n, k)
                token = TOKEN_ORDER[k]
                usable = held[k] > 0 and state.dice[d] > 0 and live
                over = hover is not None and hover[0] == "token" and hover[1:] == (d, token)
                paint_token(painter, pal, k, centre, TOKEN_R * (1.08 if over else 1.0),
                            alpha=1.0 if usable else 0.28,
                            ring=pal.selection if over and usable else None)
                painter.setFont(bold_font(painter, 12))
                painter.setPen(pal.text if usable else pal.muted(0.4))
                painter.drawText(QRectF(centre.x() - 24, centre.y() + TOKEN_R + 1, 48, 16),
                                 CENTER, f"−{k + 1} ×{held[k]}")
        if scene._roll_f > 0:
            return
        self._paint_verdict(painter, state)

    def _paint_verdict(self, painter: QPainter, state: SummitState) -> None:
        scene = self.scene
        pal = self.pal
        rect = verdict_rect(state.players)
        ok = state.would_succeed()
        fill = pal.highlight if ok else pal.danger
        painter.setPen(QPen(fill.darker(140), 2.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(ink_on(fill))
        painter.setFont(bold_font(painter, 19))
        if ok:
            text = QCoreApplication.translate("SummitBoard", "Succeeds as it stands")
        elif state.can_still_succeed():
            text = QCoreApplication.translate("SummitBoard", "Fails as it stands")
        else:
            text = QCoreApplication.translate("SummitBoard", "Fails: your tokens cannot save it")
        size = 19.0
        while size > 12 and painter.fontMetrics().horizontalAdvance(text) > rect.width() - 20:
            size -= 1
            painter.setFont(bold_font(painter, size))
        painter.drawText(rect, CENTER, text)
        hover = scene.hover
        if hover is not None and hover[0] == "token" and scene._accepts_input():
            d, token = hover[1], hover[2]
            k = TOKEN_ORDER.index(token)
            if state.tokens[state.to_move][k] > 0 and state.dice[d] > 0:
                trial = state.clone()
                from climbdesk.games.summit import Lower

                trial.apply(Lower(d, token))
                after = max(0, state.dice[d] - (k + 1))
                succeeds = (trial.phase != "lower" and trial.last_result == "success"
                             or trial.phase == "lower" and trial.would_succeed())
                note = (QCoreApplication.translate("SummitBoard", "→ %1: would succeed")
                        if succeeds else
                        QCoreApplication.translate("SummitBoard", "→ %1: would still fail"))
                painter.setPen(pal.text)
                painter.setFont(bold_font(painter, 14, bold=False))
                painter.drawText(QRectF(rect.left(), rect.bottom() + 6, rect.width(), 20),
                                 CENTER, note.replace("%1", str(after)))

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
        legal = scene.legal() if scene._accepts_input() else []
        if Confirm() in legal:
            text = QCoreApplication.translate("SummitBoard", "Confirm")
            fill = pal.highlight if state.would_succeed() else pal.selection
        elif Pass() in legal:
            text = QCoreApplication.translate("SummitBoard", "Pass")
            fill = pal.selection
        else:
            return
        hover = scene.hover is not None and scene.hover[0] == "button"
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.shadow)
        painter.drawRoundedRect(BUTTON.translated(2, 4), 16, 16)
        grad = QLinearGradient(BUTTON.topLeft(), BUTTON.bottomLeft())
        base = fill.lighter(112) if hover else fill
        grad.setColorAt(0.0, base.lighter(110))
        grad.setColorAt(1.0, base.darker(112))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(fill.darker(150), 2.0))
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
