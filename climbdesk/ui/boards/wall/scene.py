"""The wall board: the wall in side view, and the Move and Rest turns' board choices.

What may be picked and what a pick plays is :mod:`.picking`'s (the base class); here
the position is shown: the wall laid out and fitted, kept by the views and painted
again where a panel came (:mod:`.kept`, :mod:`.painting`), the moving parts
(:mod:`.parts`), the odds and the motion.  Rolls, Rest, Keep and End turn stay window
buttons; the Move turn's controls come as a side panel and commands of their own, which
follows the board's paint.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget

from climbdesk.core.actions import Action, Dice
from climbdesk.core.state import State
from climbdesk.games.wall.actions import Award, Clip, Discard, Place, Rest, Roll, Spend
from climbdesk.games.wall.deck import SIDE
from climbdesk.games.wall.engine import WallState
from climbdesk.ui.boards.base import BoardCommand
from climbdesk.ui.boards.keys import BoardKey
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.wall import describe, guide, keys, legend
from climbdesk.ui.boards.wall.kept import KeptWall, clip_to
from climbdesk.ui.boards.wall.layout import Layout
from climbdesk.ui.boards.wall.motion import WallMotion
from climbdesk.ui.boards.wall.oddsitem import OddsItem
from climbdesk.ui.boards.wall.painting import Painted, WallLook, paint_wall
from climbdesk.ui.boards.wall.parts import WallItem, clip_areas
from climbdesk.ui.boards.wall.picking import LegalByKind, WallPicking
from climbdesk.ui.boards.wall.turn import TurnModel, destination
from climbdesk.ui.boards.wall.turnkeys import turn_commands, turn_keys
from climbdesk.ui.boards.wall.turnpanel import TurnPanel
from climbdesk.ui.deferred_refresh import DeferredRefresh

#: The fitted scale's steps per doubling (see :meth:`WallBoardScene.fitted_scale`).
FIT_STEPS = 8
#: Scene units of room round the scene's rectangle in the views' frame: enough for a
#: fitted view to centre the board by scrolling at any scale it fits a wall at.
FRAME = 1200.0


class WallBoardScene(WallPicking):
    """Draws a view of the wall and turns clicks into Place, Clip, Spend and Award."""

    state_type = WallState
    #: The wall itself is painted in ``drawBackground`` and kept by the views (it changes
    #: only when a panel is placed); the moving parts are :class:`WallItem`'s.
    cache_background = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fitted = QRectF()
        #: What the views may scroll over and the items cover: the scene's rectangle with
        #: room round it, kept while the wall spreads inside it (see :meth:`_relayout`).
        self.frame = QRectF()
        #: The wall the views keep (see drawBackground), and what its last paint counted.
        self.wall_look: WallLook | None = None
        self._wall_painted: Painted = Painted()
        #: The wall at the scales a placed panel may step to, painted ahead (see .kept).
        self.kept = KeptWall(self, FIT_STEPS)
        #: For tests (counts, never times): the kept wall invalidated (whole, in parts)
        #: and painted (drawBackground calls).
        self.wall_repaints = (0, 0)
        self.wall_paints = 0
        self._item = WallItem(self)
        self.addItem(self._item)
        #: The Move turn's choices (chalk, jump, dice uses, cards) and their side panel.
        self.turn = TurnModel(self)
        self._panel: TurnPanel | None = None
        #: A new position's turn panel, after the board's paint (see :meth:`set_position`).
        self.panel_later = DeferredRefresh(self.sync_panel, self)
        self._watched: QWidget | None = None
        self._panel_waits = False  # set_position's own redraw leaves the panel to panel_later
        self.odds_item = OddsItem(self)
        self.addItem(self.odds_item)
        self.motion = WallMotion(self, self._moved)
        self.addItem(self.motion)

    # ----- reading the state ---------------------------------------------------------------
    def painted(self) -> Painted:
        """What the last paints drew (for tests): the wall's last paint and the moving
        parts' last paint added up."""
        return self._wall_painted + self._item.painted

    def handles(self, action: Action) -> bool:
        """Places, clips, discards and moves are the board's, Rest and the rolls its turn
        panel's; Keep and End turn stay the window's buttons."""
        return isinstance(action, Place | Clip | Discard | Spend | Award | Roll | Rest)

    def commands(self) -> list[BoardCommand]:
        """The turn panel's commands, and the ticked discard for the Move menu (key D)."""
        out = turn_commands(self)
        action = self.ticked_discard()
        if action is not None and self.accepts_input() and action in self.legal_actions():
            out.append(BoardCommand(action, "D"))
        return out

    def board_key_table(self) -> list[BoardKey]:
        return [*keys.key_table(self), *turn_keys(self)]

    def side_panel(self) -> QWidget | None:
        """The Move turn's panel (timeline, rolls, toggles, dice tray, route chooser)."""
        if self._panel is None:
            self._panel = TurnPanel(self)
        return self._panel

    def control_for(self, action: Action) -> QWidget | None:
        """The turn panel's control a guided game points at (see :mod:`.guide`)."""
        if self._panel is None or not self.accepts_input():
            return None
        self.panel_catches_up()
        return guide.control_for(self._panel, action)

    def set_show_odds(self, show: bool) -> None:
        self.turn.show_odds = bool(show)
        self.redraw()

    def legend(self) -> list[LegendEntry]:
        state = self.state
        return legend.legend(state.colour if state is not None else "red", self.theme)

    def position_text(self) -> str:
        state = self.state
        return describe.position_text(state, state.viewer) if state is not None else ""

    # ----- drawing -------------------------------------------------------------------------
    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        before = self.state
        self.motion.stop()
        animate = self.take_position(state, interactive=interactive, animate=animate)
        self.ticked = set()
        self.turn.reset()
        self.odds_item.forget()
        self._relayout()
        moving = self.motion.start(before, self.own_state(state), animate)
        self._panel_waits = self._panel is not None
        try:
            self.redraw()
        finally:
            self._panel_waits = False
        if self._panel is not None:
            self._panel_after_paint()
        self.kept.position_shown()
        if not moving:
            self.animation_finished.emit()

    def _moved(self) -> None:
        """The climb or fall has been played: input and the command buttons come back."""
        self.redraw()
        self.animation_finished.emit()

    def fitted_scale(self, fit: float) -> float:
        """A scale in steps of an eighth of a doubling (9 %), the largest at most the
        exact fit: a wall that grows a panel mostly keeps its scale, and with it every
        pixel of the views' kept picture, where an exact fit would paint the whole wall
        again at a new scale after nearly every panel placed beside or above it (15–30
        ms, issue 17).  The board then fills 92–100 % of the view instead of 100 %."""
        return float(2.0 ** (math.floor(math.log2(fit) * FIT_STEPS + 1e-9) / FIT_STEPS))

    def board_rect(self) -> QRectF:
        """What fitting shows: the wall as built and two panels' height of air above it
        (in whole panel steps, so the camera moves only when the wall grows a panel),
        the ruler, start points and hand; the goal band comes into view as the wall
        nears it, and panning up shows it at any time."""
        layout, state, full = self.layout, self.state, self.sceneRect()
        if layout is None or state is None:
            return full
        top = max([state.wall.top()] + [p[1] + 1 for p in state.pos if p is not None])
        shown = min(layout.rows, (top // SIDE + 3) * SIDE)
        y = layout.row_y(shown)
        return QRectF(full.left(), y, full.width(), full.bottom() - y)

    def thumbnail_rect(self) -> QRectF:
        """The start page's square picture: the panels built so far and the ground under
        them, with a panel's margin, made square (the whole wall's height is mostly air
        in an early position)."""
        layout, state = self.layout, self.state
        if layout is None or state is None or not state.wall.visible():
            return self.board_rect()
        box = QRectF()
        for placed in state.wall.visible():
            box = box.united(layout.panel(placed.x, placed.y))
        box = box.united(QRectF(box.left(), layout.ground_y(), box.width(), 1.0))
        margin = layout.panel(0, 0).width() / 2
        box = box.adjusted(-margin, -margin, margin, margin)
        side = max(box.width(), box.height())
        centre = box.center()
        return QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)

    def animating(self) -> bool:
        return self.motion.running()

    def animates(self, action: Action) -> bool:
        """Moves, and dice that make the climber fall, are played once on the board."""
        return self.handles(action) or isinstance(action, Dice)

    def _relayout(self) -> None:
        state = self.state
        if state is None:
            return
        self.layout = Layout.of(state)
        rect = self.layout.scene_rect(max(1, len(self.hand())))
        if rect != self.sceneRect():
            self.setSceneRect(rect)
        if not self.frame.contains(rect):
            # Only then: a geometry change repaints the whole of these frame-wide items.
            self.frame = rect.adjusted(-FRAME, -FRAME, FRAME, FRAME)
            self._item.set_rect(self.frame)
            self.odds_item.prepareGeometryChange()
            self.motion.prepareGeometryChange()
        for view in self.views():
            # The views scroll over the frame, not the scene's rectangle: a new scene
            # rectangle would have them drop their kept picture of the wall (Qt's
            # background cache), while a scroll keeps it and paints what it uncovers.
            if view.sceneRect() != self.frame:
                view.setSceneRect(self.frame)
        if self.board_rect() != self._fitted:
            # The wall grew (or a new game began): views that fit the board follow it.
            self._fitted = self.board_rect()
            from climbdesk.ui.boards.view import BoardView

            for view in self.views():
                if isinstance(view, BoardView) and view.fitting:
                    view.fit()

    def redraw(self, animate: Action | None = None) -> None:
        self.follow_mouse()  # hovering a spot shows the panel's ghost there
        background = QColor(self.theme.background)
        if self.backgroundBrush().color() != background:
            self.setBackgroundBrush(background)  # this repaints the whole scene
        margin = self._margin()
        self._refresh_wall(margin)
        self._item.refresh(margin)
        if self.odds_item.shown or self.odds_item.odds() is not None:
            self.odds_item.update()
        self.refresh_cursor()
        self.update_hover_cursor()
        if not self._panel_waits:
            self.sync_panel()

    # ----- the turn panel after the board ----------------------------------------------
    def _panel_after_paint(self) -> None:
        """A new position's turn panel follows once the board has painted it (issue 17,
        "Smooth": on a roll the dice tray appears and the panel lays itself out again,
        some 3 ms of the move's first turn, while what the player must see at once is on
        the board); at once when no view shows the board (a hand-over screen covers it:
        nothing of the seat before may stay on show).  Until it has followed, a click on
        the panel only brings it up to date (:meth:`panel_catches_up`)."""
        view = next((v for v in self.views() if v.isVisible()), None)
        if view is None:
            self.sync_panel()
            return
        if view.viewport() is not self._watched:
            self._watched = view.viewport()
            self.panel_later.watch(self._watched)
        self.panel_later.request()

    def sync_panel(self) -> None:
        """Let the turn panel follow the scene now (ends a wait for the board's paint)."""
        self.panel_later.cancel()
        if self._panel is not None:
            self._panel.sync()

    def panel_catches_up(self) -> bool:
        """Called by the panel's controls before they act: True when the panel still
        showed the position before (its sync waited for the board's paint), which it now
        follows; the click that found it so plays nothing, so no stale choice is ever
        taken."""
        if not self.panel_later.pending:
            return False
        self.sync_panel()
        return True

    # ----- the kept wall -------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The background colour and the still wall (the views keep it: this runs for
        the parts :meth:`_refresh_wall` invalidated, or all of it after a resize)."""
        painter.save()
        # Every pixel of the part painted again starts from the plain background: an
        # antialiased fill would blend its edge pixels with what the cache held there.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(QRectF(rect).adjusted(-2, -2, 2, 2), self.backgroundBrush())
        painter.restore()
        state, layout = self.state, self.layout
        if state is None or layout is None:
            return
        self._wall_painted = Painted()
        self.wall_paints += 1
        # Qt paints the bounding rectangle of what was invalidated, clipped to the parts
        # themselves: a new panel and the strip of a wall that spread are apart, and the
        # panels between them need no paint.
        areas = clip_areas(painter) or None
        painter.save()
        fresh = self.kept.copy(painter, QRectF(rect))  # a step of the fitted scale
        if fresh is not None:  # the picture painted ahead, then only what differs
            clip_to(painter, fresh)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.fillRect(QRectF(rect), self.backgroundBrush())
            areas = clip_areas(painter) or fresh
        paint_wall(painter, state, layout, self.theme, QRectF(rect), self._wall_painted, areas)
        painter.restore()

    def _refresh_wall(self, margin: float) -> None:
        """Have the views paint again the part of the wall that changed (a new panel),
        or all of it (another layout, theme or game)."""
        state, layout = self.state, self.layout
        if state is None or layout is None:
            return
        look = WallLook.of(state, layout, self.theme)
        if look == self.wall_look:
            return
        rects = look.changed(self.wall_look)
        self.wall_look = look
        background = QGraphicsScene.SceneLayer.BackgroundLayer
        whole, parts = self.wall_repaints
        self.wall_repaints = (whole + (rects is None), parts + (rects is not None))
        if rects is None:
            self.invalidate(self.frame, background)
            return
        for rect in rects:
            self.invalidate(rect.adjusted(-margin, -margin, margin, margin), background)

    def _margin(self) -> float:
        """Scene units that cover a view's rounding to whole pixels (two pixels at the
        smallest scale a view shows the board at)."""
        scales = [math.hypot(v.transform().m11(), v.transform().m12()) for v in self.views()]
        return max(2.0, 2.0 / max(min(scales, default=1.0), 1e-3))


__all__ = ["FIT_STEPS", "FRAME", "LegalByKind", "WallBoardScene", "destination"]
