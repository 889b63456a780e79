"""Drawing the Climb On! (dice) position: the mountain, its levels and the climbers.

The control column (team cards, choices, tray and button) is painted by the
:class:`~climbdesk.ui.boards.summit.panel.PanelPainter` half of ``BoardPainter``.
The scene owns the state and the input; this module only reads them and paints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPolygonF

from climbdesk.games.summit import DIE_VALUE, DIFFICULTY, SummitState, capacity
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.games.summit.engine import Act
from climbdesk.ui.boards.drawing import bold_font, with_alpha
from climbdesk.ui.boards.pictures import draw_cached
from climbdesk.ui.boards.summit.choices import Target
from climbdesk.ui.boards.summit.dice import paint_die, paint_ring
from climbdesk.ui.boards.summit.items import (
    DIE,
    GROUND,
    MOUNT,
    MX,
    TIERS,
    camp_label_rect,
    sign_rect,
    slot_center,
    tier_polygon,
)
from climbdesk.ui.boards.summit.panel import CENTER, LEFT, RIGHT, PanelPainter
from climbdesk.ui.boards.summit.spots import Chip, Pill

if TYPE_CHECKING:
    from climbdesk.ui.boards.summit.scene import SummitBoardScene

# One climber as the climbers layer draws it: team, die, centre, number, ring,
# dashed ring, drawn as the ghost of the dragged one.
_Shown = tuple[int, int, QPointF, str, QColor | None, bool, bool]


# Where the ground paints: its top line and highlight reach a little past GROUND.
GROUND_AREA = GROUND.adjusted(-1, -3, 1, 1)
# Where the camps' names paint (camp_label_rect: 6 to 30 below the ground's top), with
# their dice's shadows.
GROUND_NAMES = QRectF(GROUND.left(), GROUND.top() + 2, GROUND.width(), 32)


def die_area(c: QPointF) -> QRectF:
    """Where a climber centred at ``c`` paints: its die, ring and shadow."""
    half = DIE * 0.75 + 10
    return QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half)


class BoardPainter(PanelPainter):
    """Paints the scene's state; one instance per scene."""

    def __init__(self, scene: SummitBoardScene) -> None:
        self.scene = scene
        # The climbers and ghosts as of the last redraw (see refresh_climbers).
        self.spec: tuple[list[_Shown], list[tuple[int, int, QPointF]]] = ([], [])

    # ----- the mountain: the rock and the climbers, each a part of its own ------------
    def rock_look(self) -> tuple[object, ...]:
        """Everything the rock (sky, ledges, signs) is drawn from: it changes only with
        the highlighted levels (the ground is a part of its own)."""
        state = self.scene.state
        players = state.players if state is not None else 2
        hot = frozenset(level for level in self._hot_levels() if level > 0)
        return ("summit-mountain", players, hot, self.pal.theme,
                QCoreApplication.translate("SummitBoard", "Level %1"))

    def _hot_levels(self) -> frozenset[int]:
        return frozenset(t.level for t in self.scene.targets()
                         if t.kind in ("climb", "descend"))

    def paint_rock(self, painter: QPainter) -> None:
        """The rock from the picture cache (climbdesk.ui.boards.pictures)."""
        state = self.scene.state
        players = state.players if state is not None else 2
        hot_levels = self._hot_levels()
        draw_cached(painter, self.rock_look(), MOUNT.adjusted(-2, -2, 2, 2),
                    lambda p: self._paint_rock(p, players, hot_levels))

    def ground_look(self) -> tuple[object, ...]:
        """What the ground's names show: the teams' names and whose turn it is (in bold).
        Why a part of its own: the turn passing used to repaint the whole mountain
        (about a third of the window's board) for one bold name, and then the whole
        ground (678×166 under a dozen climbers at home) for it: now the strip of names
        alone (sum11)."""
        scene = self.scene
        state = scene.state
        players = state.players if state is not None else 2
        owner = state.to_move if state is not None and not state.is_terminal() else -1
        return ("summit-ground-names", players, owner, self.pal.theme,
                tuple(scene.seat_label(seat) for seat in range(players)))

    def paint_ground(self, painter: QPainter) -> None:
        look = self.ground_look()
        players, owner = look[1], look[2]
        assert isinstance(players, int) and isinstance(owner, int)
        draw_cached(painter, look, GROUND_NAMES,
                    lambda p: self._paint_ground_names(p, players, owner))

    def ground_body_look(self) -> tuple[object, ...]:
        """What the ground under the names shows: its shading, its highlight (a climber
        may descend) and the camps' dividers."""
        state = self.scene.state
        players = state.players if state is not None else 2
        return ("summit-ground", players, 0 in self._hot_levels(), self.pal.theme,
                QCoreApplication.translate("SummitBoard", "Ground: scores nothing"))

    def paint_ground_body(self, painter: QPainter) -> None:
        look = self.ground_body_look()
        players, hot = look[1], look[2]
        assert isinstance(players, int) and isinstance(hot, bool)
        draw_cached(painter, look, GROUND_AREA, lambda p: self._paint_ground(p, players, hot))

    def refresh_climbers(self) -> None:
        """Work out what every climber shows, once per redraw (the parts read it)."""
        self.spec = self._climber_spec()

    def climber_look(self, k: int) -> tuple[object, ...]:
        """The ``k``-th climber as drawn (place, die, number), or nothing.  Its ring is a
        part of its own under it (:meth:`ring_look`): a turn passing moves the faint
        ring from one team's climbers to the other's, and repainted a dozen dice for it
        (dice9)."""
        dice = self.spec[0]
        if k >= len(dice):
            return ("none",)
        seat, sides, c, text, _ring, _dashed, ghost = dice[k]
        return (self.pal.theme, seat, sides, c.x(), c.y(), text, ghost)

    def ring_look(self, k: int) -> tuple[object, ...]:
        """The ring around the ``k``-th climber (none for the dragged one's ghost)."""
        dice = self.spec[0]
        if k >= len(dice) or dice[k][4] is None or dice[k][6]:
            return ("none",)
        _seat, sides, c, _text, ring, dashed, _ghost = dice[k]
        assert ring is not None
        return (sides, c.x(), c.y(), ring.rgba(), dashed)

    def paint_ring(self, painter: QPainter, k: int) -> None:
        dice = self.spec[0]
        if k < len(dice) and dice[k][4] is not None and not dice[k][6]:
            _seat, sides, centre, _text, ring, dashed, _ghost = dice[k]
            assert ring is not None
            paint_ring(painter, sides, centre, DIE, ring, dashed)

    def climber_area(self, k: int) -> QRectF:
        """Where the ``k``-th climber paints: its die, ring and shadow (empty: none)."""
        dice = self.spec[0]
        return die_area(dice[k][2]) if k < len(dice) else QRectF()

    def paint_climber(self, painter: QPainter, k: int) -> None:
        dice = self.spec[0]
        if k >= len(dice):
            return
        seat, sides, centre, text, _ring, _dashed, ghost = dice[k]
        # The ring is the part under it (paint_ring).  The one being dragged is a ghost:
        # the floating layer draws it under the mouse.
        paint_die(painter, self.pal, seat, sides, centre, DIE, text, ghost=ghost)

    def ghosts_look(self) -> tuple[object, ...]:
        """Where the hovered choices would put the picked climber."""
        return (self.pal.theme,
                tuple((seat, sides, c.x(), c.y()) for seat, sides, c in self.spec[1]))

    def ghosts_area(self) -> QRectF:
        area = QRectF()
        for _seat, _sides, c in self.spec[1]:
            area = area.united(die_area(c))
        return area

    def paint_ghosts(self, painter: QPainter) -> None:
        for seat, sides, centre in self.spec[1]:
            paint_die(painter, self.pal, seat, sides, centre, DIE, "", ghost=True)

    def _paint_rock(self, painter: QPainter, players: int, hot_levels: frozenset[int]) -> None:
        pal = self.pal
        sky = QLinearGradient(MOUNT.topLeft(), MOUNT.bottomLeft())
        sky.setColorAt(0.0, pal.sky.lighter(104))
        sky.setColorAt(1.0, pal.sky.darker(106))
        painter.setPen(QPen(pal.line, 2.0))
        painter.setBrush(QBrush(sky))
        painter.drawRoundedRect(MOUNT, 16, 16)
        for level in (1, 2, 3, 4):
            self._paint_tier(painter, level, players, level in hot_levels)

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
            cap = QPolygonF([poly.at(0), QPointF(MX + 34, top + 58), QPointF(MX + 14, top + 50),
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
        for seat in range(1, players):
            x = camp_label_rect(players, seat).left() - 6
            painter.setPen(QPen(with_alpha(pal.line, 0.35), 1.2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, GROUND.top() + 8), QPointF(x, GROUND.bottom() - 10))
        painter.setPen(pal.muted(0.6))
        painter.setFont(bold_font(painter, 12, bold=False))
        painter.drawText(QRectF(rect.left(), rect.bottom() - 18, rect.width() - 12, 16), RIGHT,
                         QCoreApplication.translate("SummitBoard", "Ground: scores nothing"))

    def _paint_ground_names(self, painter: QPainter, players: int, owner: int) -> None:
        """Each camp's name (the team to move in bold) with its team's die beside it."""
        pal = self.pal
        for seat in range(players):
            label = camp_label_rect(players, seat)
            painter.setFont(bold_font(painter, 14, bold=seat == owner))
            painter.setPen(pal.text if seat == owner else pal.muted(0.75))
            painter.drawText(label.adjusted(22, 0, 0, 0), LEFT, self.scene.seat_label(seat))
            paint_die(painter, pal, seat, 6, QPointF(label.left() + 9, label.center().y()), 15,
                      "")

    def _climber_spec(self) -> tuple[list[_Shown], list[tuple[int, int, QPointF]]]:
        """What the climbers layer shows: each climber (team, die, centre, number, ring,
        dashed ring, drawn as the dragged one's ghost) and the ghosts of the hovered
        choices (team, die, centre)."""
        pal = self.pal
        scene = self.scene
        state = scene.state
        if state is None:
            return [], []
        targets = scene.targets()
        live = scene.accepts_input()
        movable = set(scene.movable()) if live else set()
        me = state.to_move
        rolling = {}
        if state.phase == SummitPhase.LOWER and state.pending is not None:
            rolling = {c: k for k, c in enumerate(state.dice_of(state.pending))}
        others = {t.other: t for t in targets if t.other is not None}
        hovered_chips = scene._hot_targets()
        hover = scene.hover
        if isinstance(hover, Chip | Pill):
            hovered_chips = hovered_chips | {hover.index if isinstance(hover, Chip) else hover.chip}
        if scene.pending is not None:
            hovered_chips = hovered_chips | {scene.pending}
        dragged = scene._drag_source()
        hint = scene.hint
        hint_keys = set()
        if isinstance(hint, Act):
            hint_keys = {c for c in state.dice_of(hint)} if hint.check else {(me, hint.acting)}
        dice: list[_Shown] = []
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
                dice.append((seat, sides, centre, text, ring, dashed, key == dragged))
        # Ghosts: where the hovered choice would put the picked climber.
        ghosts: list[tuple[int, int, QPointF]] = []
        if scene.selected is not None:
            for idx in sorted(hovered_chips):
                if idx < len(targets):
                    ghost = self._ghost_at(state, targets[idx])
                    if ghost is not None:
                        ghosts.append((me, state.teams[me][scene.selected], ghost))
        return dice, ghosts

    def _ghost_at(self, state: SummitState, target: Target) -> QPointF | None:
        """Where ``target`` would put the picked climber (None: it stays, a shove or drag)."""
        me = state.to_move
        sel = self.scene.selected
        assert sel is not None
        if target.kind in ("shove", "drag"):
            return None
        level = target.level
        if level == 0:
            from climbdesk.ui.boards.summit.items import home_center

            return home_center(state.players, me, sel)
        used = sum(1 for s in range(state.players) for lv in state.levels[s] if lv == level)
        return slot_center(state.players, level, min(used, capacity(state.players, level) - 1))

    def floating_look(self) -> tuple[object, ...] | None:
        """Nothing floats unless a climber is dragged; then it follows every move."""
        scene = self.scene
        if scene.state is None or scene._drag_source() is None or scene.drag_pos is None:
            return ("nothing",)
        return None

    def paint_floating(self, painter: QPainter) -> None:
        scene = self.scene
        state = scene.state
        source = scene._drag_source()
        if state is None or source is None or scene.drag_pos is None:
            return
        seat, i = source
        sides = state.teams[seat][i]
        paint_die(painter, self.pal, seat, sides, scene.drag_pos, DIE * 1.12,
                  str(DIE_VALUE[sides]), ring=self.pal.selection)


__all__ = ["CENTER", "GROUND_AREA", "GROUND_NAMES", "LEFT", "RIGHT", "BoardPainter", "die_area"]
