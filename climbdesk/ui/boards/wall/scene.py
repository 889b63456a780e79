"""The wall board: the wall in side view, and the Move and Rest turns' board choices.

A Move turn's destinations (holds of the game's colour, or the
top) are highlighted and chosen by a click or the cursor keys and Enter; a destination
reached by several legal moves plays the first the engine lists (no cards, no stamina
spent, no clip) until the spending chooser comes; hovering a destination draws that
move's route.  The clip marker's squares are
chosen the same way.  In a Rest turn (and the set-up) a panel of the hand, drawn under
the wall, is picked (a click, or a drag) and the anchors where it may go are highlighted;
the mouse wheel or R turns it.  Anywhere else over the wall the picked panel's ghost
snaps to the lattice in red, with the engine's reason beside it.  Panels of the hand are
ticked in the boxes under the tray and discarded together with the tray's button (or X
and D).  Rolls, Rest, Keep and End turn stay window buttons; the Move turn's controls
come as a side panel and commands of their own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from climbdesk.core.actions import Action, Dice
from climbdesk.core.state import State
from climbdesk.games.wall.actions import Award, Clip, Discard, Place, Rest, Roll, Spend
from climbdesk.games.wall.deck import SIDE, panel
from climbdesk.games.wall.engine import HIDDEN, WallState
from climbdesk.ui.boards.base import BoardCommand
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Pick, Spot
from climbdesk.ui.boards.keys import BoardKey
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.wall import describe, guide, keys, legend
from climbdesk.ui.boards.wall.kept import KeptWall, clip_to
from climbdesk.ui.boards.wall.layout import Layout
from climbdesk.ui.boards.wall.motion import WallMotion
from climbdesk.ui.boards.wall.oddsitem import OddsItem
from climbdesk.ui.boards.wall.painting import Painted, WallLook, paint_wall
from climbdesk.ui.boards.wall.parts import WallItem, clip_areas
from climbdesk.ui.boards.wall.spots import (
    ClipSpot,
    DiscardSpot,
    HandPanel,
    HoldSpot,
    PanelSpot,
    TickSpot,
    TopSpot,
    WallSpot,
)
from climbdesk.ui.boards.wall.turn import Move, TurnModel, destination
from climbdesk.ui.boards.wall.turnkeys import turn_commands, turn_keys
from climbdesk.ui.boards.wall.turnpanel import TurnPanel
from climbdesk.ui.deferred_refresh import DeferredRefresh
from climbdesk.ui.strings import tr_game

#: The fitted scale's steps per doubling (see :meth:`WallBoardScene.fitted_scale`).
FIT_STEPS = 8
#: Scene units of room round the scene's rectangle in the views' frame: enough for a
#: fitted view to centre the board by scrolling at any scale it fits a wall at.
FRAME = 1200.0


@dataclass(frozen=True)
class LegalByKind:
    """A position's legal places by panel, clips and discards (see ``_by_kind``)."""

    places: dict[int, list[Place]]
    clips: list[Clip]
    discards: list[Discard]


class WallBoardScene(InteractiveBoardScene[WallState, WallSpot]):
    """Draws a view of the wall and turns clicks into Place, Clip, Spend and Award."""

    state_type = WallState
    #: The wall itself is painted in ``drawBackground`` and kept by the views (it changes
    #: only when a panel is placed); the moving parts are :class:`WallItem`'s.
    cache_background = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout: Layout | None = None
        #: The quarter turns of the picked hand panel (the wheel changes them).
        self.rotation = 0
        #: Hand panels ticked for a discard (kept until the position changes).
        self.ticked: set[int] = set()
        #: Where the mouse is over the scene (the red ghost follows it), None outside.
        self.pointer: QPointF | None = None
        self._fitted = QRectF()
        self._kinds: tuple[object, object, LegalByKind] | None = None
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

    def hand(self) -> list[int]:
        """The panels of the hand under the wall: the viewer's own only."""
        state = self.state
        if state is None or not 0 <= state.viewer < state.players:
            return []
        return [p for p in state.hands[state.viewer] if p != HIDDEN]

    @staticmethod
    def hand_key(ident: int) -> HandPanel:
        return HandPanel(ident)

    def _moves(self) -> list[Move]:
        return self.turn.board_moves()

    def _by_kind(self) -> LegalByKind:
        """The shown position's legal places (by panel), clips and discards, sorted out
        once per position: a Rest turn lists hundreds of places, and the spots, the
        tray's locks, the parts and the cursor each went through them again (0.5–1 ms
        of a shown Place or Rest, issue 17).  A view never changes, so it is the key."""
        state, source = self.state, self.legal_source
        known = self._kinds
        if known is not None and known[0] is state and known[1] is source:
            return known[2]
        found = LegalByKind({}, [], [])
        for action in self.legal_actions():
            if isinstance(action, Place):
                found.places.setdefault(action.panel, []).append(action)
            elif isinstance(action, Clip):
                found.clips.append(action)
            elif isinstance(action, Discard):
                found.discards.append(action)
        self._kinds = (state, source, found)
        return found

    def _places(self, ident: int) -> list[Place]:
        return self._by_kind().places.get(ident, [])

    # ----- what may be picked --------------------------------------------------------------
    def pickables(self) -> list[Spot[WallSpot]]:
        layout = self.layout
        if layout is None or not self.accepts_input():
            return []
        out: dict[WallSpot, QRectF] = {}
        for move in self._moves():
            spot = destination(move)
            if isinstance(spot, HoldSpot):
                out[spot] = layout.square(spot.x, spot.y)
            else:
                out[spot] = layout.top_spot()
        if self.turn.jumping():
            for x, y in self.turn.jump_targets():
                out[HoldSpot(x, y)] = layout.square(x, y)
        kinds = self._by_kind()
        for clip in kinds.clips:
            out[ClipSpot(clip.x, clip.y)] = layout.square(clip.x, clip.y)
        placeable = kinds.places
        discards = kinds.discards
        for index, ident in enumerate(self.hand()):
            if ident in placeable:
                out[HandPanel(ident)] = layout.hand(index)
            if any(ident in d.panels for d in discards):
                out[TickSpot(ident)] = layout.tick(index)
        if self.ticked_discard() in discards:
            out[DiscardSpot()] = layout.discard_button(len(self.hand()))
        return [Spot(k, r) for k, r in out.items()]

    def locked_panels(self) -> set[int]:
        """Hand panels with no legal spot while the others may be placed (none while
        nothing may be placed at all: then the tray is simply not offered)."""
        if not self.accepts_input():
            return set()
        placeable = self._by_kind().places
        return set(self.hand()) - placeable.keys() if placeable else set()

    def _discards(self) -> list[Discard]:
        return self._by_kind().discards

    def ticked_discard(self) -> Discard | None:
        """The discard of the ticked panels (sorted, as the engine lists a discard),
        None when none is ticked."""
        chosen = tuple(sorted(p for p in self.hand() if p in self.ticked))
        return Discard(chosen) if chosen else None

    def targets_of(self, key: WallSpot) -> list[Spot[WallSpot]]:
        if not isinstance(key, HandPanel) or self.layout is None:
            return []
        layout, rotation = self.layout, self._rotation_for(key)
        return [Spot(PanelSpot(a.x, a.y), layout.anchor_spot(a.x, a.y))
                for a in self._places(key.ident) if a.rotation == rotation]

    def _rotation_for(self, key: HandPanel) -> int:
        """The picked panel's turn as set; another panel's the one picking it would give.
        (Asking with the last pick's turn found no spot for a panel that cannot lie that
        way, so a click or Enter on it picked nothing.)"""
        if key == self.picked:
            return self.rotation
        turns = sorted({a.rotation for a in self._places(key.ident)})
        return turns[0] if turns else 0

    def key_at(self, pos: QPointF, skip: WallSpot | None = None) -> WallSpot | None:
        """The picked panel's spots first (they lie over the wall), then what may be picked."""
        if self.picked is not None and self.accepts_input():
            for spot in self.targets_of(self.picked):
                if spot.key != skip and spot.rect.contains(pos):
                    return spot.key
        return super().key_at(pos, skip)

    def resolve(self, key: WallSpot, target: WallSpot | None) -> Action | Pick[WallSpot] | None:
        match key, target:
            case HandPanel(ident), PanelSpot(x, y):
                turned = self._rotation_for(HandPanel(ident))
                return next((a for a in self._places(ident)
                             if a.rotation == turned and (a.x, a.y) == (x, y)), None)
            case ClipSpot(x, y), None:
                return Clip(x, y)
            case TickSpot(ident), None:
                # A tick box plays nothing: it changes the tray's selection only.
                self.ticked ^= {ident}
                self.redraw()
                return None
            case DiscardSpot(), None:
                return self.ticked_discard()
            case (HoldSpot() | TopSpot()), None:
                return self.turn.resolve(key)
        return None

    def hovered_move(self) -> Move | None:
        """The move a click on the hovered destination would play (its route is drawn)."""
        hover = self.hover
        if not self.accepts_input():
            return None
        if self.turn.preview is not None:
            return self.turn.preview
        if not isinstance(hover, HoldSpot | TopSpot):
            return None
        return self.turn.default_move(hover)

    def set_pick(self, key: WallSpot | None) -> None:
        if isinstance(key, HandPanel):
            self.rotation = self._rotation_for(key)
        super().set_pick(key)

    def wheel_turned(self, steps: float) -> bool:
        """Turn the picked panel to its next rotation that has somewhere to go."""
        if not isinstance(self.picked, HandPanel) or not steps:
            return False
        self.turn_panel(1 if steps > 0 else -1)
        return True

    def turn_panel(self, step: int) -> bool:
        """The wheel and R: the picked panel's next rotation that has a legal spot (an
        arrow panel has one rotation only).  True when a panel is picked."""
        key = self.picked
        if not isinstance(key, HandPanel):
            return False
        turns = [r for r in panel(key.ident).rotations
                 if any(a.rotation == r for a in self._places(key.ident))]
        if len(turns) > 1:
            at = turns.index(self.rotation) if self.rotation in turns else 0
            self.rotation = turns[(at + step) % len(turns)]
            self.redraw()
        return True

    def show_cursor(self, visible: bool) -> None:
        """The keyboard cursor stands for the mouse: the route of the hold it is shown on
        (and that hold's route list) comes at once, not only once an arrow moves it; hiding
        it takes them away again.  A hold under the mouse keeps its own."""
        was = self.cursor if self.cursor_visible else None
        super().show_cursor(visible)
        if visible and self.hover is None and self.cursor is not None:
            self.hover = self.cursor
            self.redraw()
        elif not visible and was is not None and self.hover == was:
            self.hover = None
            self.redraw()

    def tick_cursor(self) -> bool:
        """X: tick or untick the hand panel (or its box) under the keyboard cursor."""
        key = self.cursor if self.cursor_visible else None
        if isinstance(key, HandPanel | TickSpot) and TickSpot(key.ident) in self.pickable_keys():
            self.ticked ^= {key.ident}
            self.redraw()
            return True
        return False

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

    # ----- the ghost away from the legal spots -----------------------------------------
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pointer = event.scenePos()
        before = self.stray_place()
        super().mouseMoveEvent(event)
        if self.stray_place() != before:
            self.redraw()

    def stray_place(self) -> Place | None:
        """The picked panel where the pointer is, snapped to the lattice, when that is
        not one of its legal spots (the ghost is then drawn red with the reason)."""
        key, layout, pointer = self.picked, self.layout, self.pointer
        if not isinstance(key, HandPanel) or layout is None or pointer is None \
                or not self.accepts_input() or isinstance(self.hover, PanelSpot | HandPanel) \
                or pointer.y() > layout.ground_y():
            return None
        x, y = layout.anchor_near(pointer)
        return Place(key.ident, self.rotation, x, y, False)

    def refusal(self, action: Place) -> str:
        """Why the engine refuses ``action``, translated (the engine's own sentence)."""
        state = self.state
        if state is None:
            return ""
        return tr_game(state.explain_illegal(action), self.seat_names)

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

    def show_hint(self, action: Action | None) -> None:
        """The page clears the hint after every move: no second redraw (and turn panel
        sync, about 1 ms) when there was none."""
        if action is None and self.hint is None:
            return
        super().show_hint(action)

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
