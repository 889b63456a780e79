"""The Climbers board: the block mountain in an isometric view that turns, or as a map.

Why it is drawn the way it is:

* The mountain is a height field (every column is solid), so the scene paints
  columns back to front in the order :class:`~.projection.Projection` gives,
  which is exact from all four sides; each column's sides are split by the
  blocks of its stack, so every block shows its real top and side colours.
* Turning (Q/E) re-projects: other faces come into view and the order
  changes, which a turned picture of the same projection could not show.  The
  view itself therefore does not rotate this board (``allows_rotation`` is
  False) and only zooms and pans.
* Squares hidden behind the mountain stay reachable on the top-down map (T),
  where every square shows its top colour and height, and through the height
  slice ([ ]), which fades taller columns and lets clicks pass them; all are
  clickable.
* A block moves by click-click, by keyboard or by a drag (:mod:`.blockdrag`):
  the drag Picks, the ghost follows, the release Places or Puts back.
* The scene holds no rules: highlights, pickable blocks and placements all
  come from ``state.legal_actions()``, and a refused placement's sentence from
  ``state.explain_illegal``.

Spots (the keys of :mod:`climbdesk.ui.boards.interaction`, in :mod:`.spots`):
``BlockSpot(b)`` for a block that can be picked or disked, ``Cell(x, y)`` for a
square a climber may move or be pushed to, ``Anchor(x, y)`` for the ghost's back
corner as seen on screen while placing (under a drag, the grabbed square stays
under the pointer).
The climber to move, the lifted block and the climber to push are picked
automatically (``ClimberInHand(s)``, ``HeldBlock(b)``, ``PushedClimber(s)``); the
disk is taken in hand from the side panel (``DiskInHand(s)``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
    QWidget,
)

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.climbers import ClimbersState, Disk, Move, Pick, Place, Push, PutBack
from climbdesk.games.climbers.texts import block_name
from climbdesk.ui.boards.climbers.ahead import SidesAhead
from climbdesk.ui.boards.climbers.blockdrag import BlockDrag
from climbdesk.ui.boards.climbers.blockmarks import push_arrow_at
from climbdesk.ui.boards.climbers.colours import FACE_COLOURS
from climbdesk.ui.boards.climbers.columns import face_colour
from climbdesk.ui.boards.climbers.coordinates import block_tip
from climbdesk.ui.boards.climbers.dirty import RepaintArea
from climbdesk.ui.boards.climbers.disk import DISK
from climbdesk.ui.boards.climbers.examine import Examiner
from climbdesk.ui.boards.climbers.keys import key_table
from climbdesk.ui.boards.climbers.ladders import LadderChooser, open_chooser
from climbdesk.ui.boards.climbers.legalindex import ClimbersIndex
from climbdesk.ui.boards.climbers.liftahead import LiftSoon
from climbdesk.ui.boards.climbers.motion import Motion
from climbdesk.ui.boards.climbers.moveahead import MoveSoon
from climbdesk.ui.boards.climbers.painting import BoardItem, MountainPainter
from climbdesk.ui.boards.climbers.panel import ClimbersPanel, PanelLater
from climbdesk.ui.boards.climbers.passing import Passing
from climbdesk.ui.boards.climbers.spots import (
    Anchor,
    BlockSpot,
    Cell,
    ClimberInHand,
    ClimbersSpot,
    DiskInHand,
    HeldBlock,
    PushedClimber,
)
from climbdesk.ui.boards.climbers.xray import XRay
from climbdesk.ui.boards.dragsource import Payload
from climbdesk.ui.boards.interaction import Pick as FurtherPick
from climbdesk.ui.boards.interaction import Spot
from climbdesk.ui.boards.keys import BoardKey
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.strings import tip_text, tr_game
from climbdesk.ui.theme import BoardTheme

MOVING = ("move1", "move2", "react")


class ClimbersBoardScene(ClimbersIndex):
    """The Climbers board.  Beyond :class:`InteractiveBoardScene`: ``turns`` (quarter
    turns, Q/E), ``map_view`` (T), ``orient`` (the lifted block's orientation, R),
    ``chooser`` (the open ladder menu of a square two ladder sets reach),
    ``cell_at(point)``, ``top_rect(x, y)`` and ``block_rect(b)`` (the geometry lives in
    :class:`~.layout.ClimbersLayout`, the pixels in :class:`~.painting.MountainPainter`)."""

    allows_rotation = False  # the scene re-projects; see the module docstring
    looks_in_scene = True  # its layers, columns and marks are kept per scene (.painting)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chooser: LadderChooser | None = None
        self.artist = MountainPainter(self)
        self.motion = Motion(self, self._motion_done)  # the last action, played once
        # What this board itself chose last: the page hands back only board actions to
        # animate, and Put back is a button action, so the board remembers its own.
        self._chosen: Action | None = None
        self.action_chosen.connect(self._remember_choice)
        self._item = BoardItem(self.artist.paint, self.artist.views.paint,
                               self.artist.views.kept_as_now, self.artist.views.on_screen)
        self.addItem(self._item)
        # What the last paint pass drew (tops, sides, climbers, blocks seen): for tests.
        self.painted: dict[str, int] = {}
        self.painted_blocks: set[int] = set()
        self.ghost_reason = ""  # the refusal the red ghost showed last (for tests)
        self._panel: ClimbersPanel | None = None
        self.panel_later = PanelLater(self)  # a new position's panel, after the board's paint
        self.drag = BlockDrag(self)
        self._lifted = -1  # the block whose lift set_position last saw
        self.examiner = Examiner(self)
        self.xray = XRay(self)  # climbers and targets behind columns, drawn again
        self.repaint_area = RepaintArea(self)  # what a bot's step repaints (.dirty)
        self.ahead = SidesAhead(self)  # the sides a turn reaches, painted when idle (.ahead)
        self.lift_soon = LiftSoon(self)  # the hovered block's lift, painted ahead (.liftahead)
        self.move_soon = MoveSoon(self)  # the hovered move's next step, made ahead (.moveahead)
        self.passing = Passing(self)  # a position a forced choice replaces (.passing)
        self._set_projection()

    # ----- the disk in hand ------------------------------------------------------------
    def take_disk(self) -> bool:
        """Take the disk in hand (the token's click, the key D): its targets are the tops
        it may go on, for a click or the keyboard cursor."""
        state = self.state
        if state is None or state.phase != "disk" or not self._disks \
                or not self.accepts_input():
            return False
        self.set_pick(DiskInHand(state.current_player()))
        self.show_cursor(True)
        return True

    # ----- InteractiveBoardScene contract -------------------------------------------------
    def auto_key(self) -> ClimbersSpot | None:
        """What is in hand without being picked: the climber to move, the lifted block,
        the climber to push."""
        state = self.state
        if state is None or not self.accepts_input():
            return None
        phase = state.phase
        if phase in MOVING and self._moves:
            return ClimberInHand(state.current_player())
        if phase == "place" and self._places:
            return HeldBlock(state.held)
        if phase == "push" and self._pushes:
            return PushedClimber(state.pending[0][0])
        return None

    def pickables(self) -> list[Spot[ClimbersSpot]]:
        phase = self.phase()
        blocks = self._picks if phase == "block" else self._disks if phase == "disk" else set()
        return [Spot(BlockSpot(b), self.block_rect(b)) for b in sorted(blocks)]

    def targets_of(self, key: ClimbersSpot) -> list[Spot[ClimbersSpot]]:
        match key:
            case ClimberInHand():
                cells = sorted(self._moves)
            case PushedClimber():
                cells = sorted(self._pushes)
            case HeldBlock():
                # Asked by every redraw (the keyboard cursor), some 200 spots: kept while
                # the handles are (position, orientation, view).
                handles = self.placement_handles()
                if not handles:
                    return []
                if self._held_spots[0] != self._handles[0]:
                    self._held_spots = (self._handles[0], [
                        Spot(Anchor(x, y), self.top_rect(x, y)) for x, y in sorted(handles)])
                return list(self._held_spots[1])
            case DiskInHand():
                return [Spot(BlockSpot(b), self.block_rect(b)) for b in sorted(self._disks)]
            case _:
                return []
        return [Spot(Cell(x, y), self.top_rect(x, y)) for x, y in cells]

    def resolve(self, key: ClimbersSpot,
                target: ClimbersSpot | None) -> Action | FurtherPick[ClimbersSpot] | None:
        match key, target:
            case BlockSpot(block), None:
                return Pick(block) if self.phase() == "block" else Disk(block)
            case DiskInHand(), BlockSpot(block):
                return Disk(block)
            case ClimberInHand(), Cell(x, y):
                sets = self._moves.get((x, y), [])
                if len(sets) > 1:  # two ladder sets reach it: the player says which
                    self.chooser = open_chooser(self, x, y, sets)
                    return None
                return Move(x, y, self.ladders_for(x, y))
            case PushedClimber(seat), Cell(x, y):
                return Push(seat, x, y)
            case HeldBlock(), Anchor(x, y):
                o = self.held_orientation()
                if o is None:
                    return None
                return Place(self.orient, *self.anchor_of(x, y, o))
        return None

    def key_at(self, pos: QPointF, skip: ClimbersSpot | None = None) -> ClimbersSpot | None:
        """What is under ``pos``: a push arrow means its square, an x-rayed target is
        clicked where it is drawn (see :mod:`.xray`), else the front column's square."""
        state = self.state
        arrow = push_arrow_at(self, state, pos) if state is not None else None
        hidden = Cell(*arrow) if arrow is not None else self.xray.key_at(pos)
        return hidden if hidden is not None else self._front_key_at(pos)

    def _front_key_at(self, pos: QPointF) -> ClimbersSpot | None:
        cell = self.cell_at(pos)
        state = self.state
        if cell is None or state is None:
            return None
        x, y = cell
        phase = state.phase
        if phase in ("block", "disk"):
            owner = state.board.top_block(x, y)
            return BlockSpot(owner) if owner >= 0 else None
        if phase == "place":
            return Anchor(*self.drag.handle_under((x, y)))
        return Cell(x, y)

    def animating(self) -> bool:
        return self.motion.running()

    def handles(self, action: Action) -> bool:
        return isinstance(action, (Move, Pick, Place, Push, Disk))

    def animates(self, action: Action) -> bool:
        """Put back is a window button (and a bot's choice) but still lowers the block."""
        return self.handles(action) or isinstance(action, PutBack)

    def set_pick(self, key: ClimbersSpot | None) -> None:
        self.picked = key if key is not None else self.auto_key()
        self.redraw()

    def cancel_pick(self) -> None:
        self.set_pick(None)

    def click_elsewhere(self, key: ClimbersSpot | None, pos: QPointF) -> None:
        """A click on the lifted block's own place puts it back (the engine's Put back);
        anywhere else that is no target changes nothing."""
        if self.phase() == "place" and isinstance(key, Anchor):
            back = self.put_back_at(key.x, key.y)
            if back is not None:
                self.choose(back)
                return
        self.redraw()

    def put_back_at(self, hx: int, hy: int) -> PutBack | None:
        """PutBack when the ghost at handle (hx, hy) is exactly where the block was (the
        engine's "same spot" refusal of that Place), else None."""
        state = self.state
        o = self.held_orientation()
        if state is None or o is None:
            return None
        place = Place(self.orient, *self.anchor_of(hx, hy, o))
        return PutBack() if state.place_problem(place) == "same-spot" else None

    # ----- the mouse: a drag lifts a block (see blockdrag.py) ---------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.finish_animation():  # a click ends the animation at once, and does no more
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag.pressed(event.scenePos(), QPointF(event.screenPos()))
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.moved(QPointF(event.screenPos()), event.buttons())
        super().mouseMoveEvent(event)
        if not self.drag.active:
            self.examiner.hovering(event.scenePos(),
                                   bool(event.modifiers() & Qt.KeyboardModifier.AltModifier))
            if not event.buttons():
                self.drag.hover_cursor(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            with self.motion.by_hand():  # a dropped block is not lowered again
                released = self.drag.released(event.scenePos())
            if released:
                event.accept()
                return
        super().mouseReleaseEvent(event)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """The tooltip over a block in the block step: why it may not be picked (the
        engine's sentence), so the lock and the other reasons are never a guess."""
        text = self.block_tip(event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), tip_text(text))  # names: never markup
            event.accept()
        else:
            QToolTip.hideText()
            event.ignore()

    def block_tip(self, pos: QPointF) -> str:
        """The tooltip text at ``pos`` (see :func:`.coordinates.block_tip`)."""
        return block_tip(self, pos)

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        """Show ``state`` and play ``animate`` once (see :mod:`.motion`).

        Exactly one ``animation_finished`` follows every call: at once when nothing
        moves, otherwise when the animation ends (or is cut short by the next call).
        """
        if self.motion.stop():
            self.animation_finished.emit()  # the one owed by the call it was playing for
        chosen, self._chosen = self._chosen, None
        if animate is None and isinstance(chosen, PutBack):
            animate = chosen  # Esc or a click on the origin: the block goes back down
        before = self.state
        animate = self.take_position(state, interactive=interactive, animate=animate)
        self.close_chooser()
        self.examiner.reset()  # a block examined before is not kept beside the new position
        self._hits = []
        # The camera holds still while a block is dragged (the lift may shrink the picture);
        # the next position after the drop catches up.  So it does while a block is lifted
        # and the mountain only got lower: the block comes back down (a new camera
        # repainted the side whole at the lift, and again at the placement, pick15).
        lifted = isinstance(state, ClimbersState) and state.held >= 0
        if self._headroom() != self.proj.headroom and not self.drag.active \
                and not (lifted and self._headroom() < self.proj.headroom):
            self._set_projection()
        fitted = self.board_rect()
        if fitted != self._fitted and not self.drag.active \
                and not (lifted and self._fitted.contains(fitted)):
            self._fitted = fitted
            self._refit(only_fitting=True)
        if isinstance(state, ClimbersState) and state.held >= 0 and state.origin is not None \
                and state.held != self._lifted:
            self.orient = state.origin.orient  # a lifted block keeps its way until turned
            if not self.drag.active:
                self.drag.grab = (0, 0)
        self._lifted = state.held if isinstance(state, ClimbersState) else -1
        if self.phase() != "place":
            self.drag.cancel()
        self._index_legal()
        after = self.state
        moving = after is not None and self.motion.start(before, after, animate)
        self.picked = self.auto_key()
        if not self.passing.hold(moving):  # a forced choice replaces it at once (.passing)
            self.redraw()
        if self._panel is not None:  # after the board's paint (.panel.PanelLater)
            self.panel_later.request()
        if not moving:
            self.animation_finished.emit()

    def finish_animation(self) -> bool:
        """End a running animation now, as if it had played out (False: none ran)."""
        if not self.motion.stop():
            return False
        self._motion_done()
        return True

    def _remember_choice(self, action: Action) -> None:
        self._chosen = action

    def _motion_done(self) -> None:
        """The animation ended: what was in hand comes back, and input is taken again."""
        self.picked = self.auto_key()
        self.redraw()
        self.sync_panel()
        self.animation_finished.emit()

    def update_board(self, rect: QRectF | None = None) -> None:
        """Repaint the board (only ``rect`` of it, for an animation's frame)."""
        if rect is None:
            self._item.update()
        else:
            self._item.update(rect)

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        if not interactive:
            self.close_chooser()
        self.picked = self.auto_key()
        self.redraw()
        self.sync_panel()

    def close_chooser(self) -> None:
        if self.chooser is not None:
            self.chooser.close()
            self.chooser.deleteLater()
            self.chooser = None

    # ----- the disk dragged from the side panel (see :mod:`.disk`) ------------------------
    def drop_action(self, payload: Payload, key: ClimbersSpot) -> Action | None:
        """The disk goes on a block's top in the disk step (the engine says which may)."""
        if payload.kind == DISK and isinstance(key, BlockSpot) and self.phase() == "disk":
            return Disk(key.block)
        return None

    def take_payload(self, payload: Payload) -> bool:
        return payload.kind == DISK and self.take_disk()

    def drop_chosen(self, action: Action) -> None:
        """The board's own motion knows a dropped disk: it only settles, it does not fly."""
        with self.motion.by_hand():
            self.choose(action)

    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.setBackgroundBrush(QColor(theme.background))
        self.redraw()
        self.sync_panel()

    def sync_panel(self) -> None:
        """Let the side panel follow (view, slice, palette, examined block)."""
        self.panel_later.cancel()
        if self._panel is not None:
            self._panel.sync()

    def redraw(self, animate: Action | None = None) -> None:
        # Hover rings, the ghost after a click-lift, examining a block by hovering.
        self.follow_mouse()
        background = QColor(self.theme.background)
        if self.backgroundBrush().color() != background:  # setting it repaints every view
            self.setBackgroundBrush(background)
        # The kept whole paint brought up to date where the position changed: the view
        # copies it there only (.viewpictures); else as .dirty says.
        rects = self.artist.views.refresh()
        area = self.repaint_area.changed() if rects is None else None  # None: everything
        if rects is not None:
            self.repaint_area.forget()  # its last look is not what the view shows now
            for rect in rects:
                self._item.update(rect)
        elif area is None:
            self._item.update()
        elif not area.isNull():  # a null rect would repaint the whole item
            self._item.update(area)
        self.refresh_cursor()
        self.ahead.poke()
        self.lift_soon.poke()
        self.move_soon.poke()

    # ----- the view: turning and the map ---------------------------------------------------
    def turn(self, quarter_turns: int) -> None:
        """Look at the mountain from the next side (Q: -1, E: +1)."""
        was, self.turns = self.turns, (self.turns + quarter_turns) % 4
        self.ahead.turned(was)
        self._set_projection()
        self._refit()
        self.redraw()
        if self.panel_later.pending:
            self.sync_panel()  # the new position's panel, not a frame later
        elif self._panel is not None:  # only what the panel shows of the view (.panel)
            self._panel.turned()

    def set_map_view(self, on: bool) -> None:
        """Show the top-down map (True) or the mountain (False)."""
        if on != self.map_view:
            self.map_view = on
            self._set_projection()
            self._refit()
            self.redraw()
            self.sync_panel()

    def cycle_orientation(self, step: int = 1) -> bool:
        """Turn the lifted block to its next orientation that has a legal place."""
        if not self._places:
            return False
        orients = sorted(self._places)
        at = orients.index(self.orient) if self.orient in orients else 0
        self.orient = orients[(at + step) % len(orients)]
        self.redraw()
        self.sync_panel()
        return True

    def select_orientation(self, index: int) -> bool:
        """The palette's click: turn the lifted block to ``index`` (if it has a place)."""
        if index not in self._places or not self.accepts_input():
            return False
        self.orient = index
        self.redraw()
        self.sync_panel()
        return True

    # ----- the height slice ------------------------------------------------------------------
    def slice_changed(self) -> None:
        self.redraw()
        self.sync_panel()

    @property
    def examined(self) -> int:
        """The block whose six faces the side panel shows (-1: none), see :mod:`.examine`."""
        return self.examiner.block

    def wheel_turned(self, steps: float) -> bool:
        """While a block is lifted the wheel turns it (zooming waits: use the keys)."""
        if self.phase() != "place" or not self.accepts_input():
            return False
        return self.cycle_orientation(1 if steps < 0 else -1)

    def board_key_table(self) -> list[BoardKey]:
        return key_table(self)

    def skip_step(self) -> bool:
        """Play this step's "no" (stay, no block, put back, no disk), the key N; the same
        action as the button beside the board."""
        skips = [a for a in self.legal_actions() if not self.handles(a)]
        if len(skips) != 1:
            return False
        self.choose(skips[0])
        return True

    def side_panel(self) -> QWidget | None:
        """Buttons for what the keys Q, E, T, [ ] and R do, for players who do not know the
        keys, the reaction banner, the disk token and the examined block's faces."""
        if self._panel is None:
            self._panel = ClimbersPanel(self)
        return self._panel

    def position_text(self) -> str:
        """For screen readers: the locked block (drawn as a padlock) and the height slice."""
        state = self.state
        parts = []
        if state is not None and state.lock >= 0 and self.phase() in ("block", "place"):
            parts.append(QCoreApplication.translate("ClimbersBoard", "Locked this turn: %1")
                         .replace("%1", tr_game(block_name(state.lock))))
        if self.slice_level:
            parts.append(QCoreApplication.translate(
                "ClimbersBoard", "Columns taller than %1 are faded").replace(
                    "%1", str(self.slice_level)))
        return ". ".join(parts)

    # ----- legend ------------------------------------------------------------------------
    def legend(self) -> list[LegendEntry]:
        return self.artist.legend()


__all__ = ["FACE_COLOURS", "ClimbersBoardScene", "face_colour"]
