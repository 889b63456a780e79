"""The wall board's choices: what may be picked and what a pick plays.

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
and D).  The scene (:mod:`.scene`) draws all this; this base class answers what the
position offers.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QWidget

from climbdesk.core.actions import Action
from climbdesk.games.wall.actions import Clip, Discard, Place
from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.engine import HIDDEN, WallState
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Pick, Spot
from climbdesk.ui.boards.wall.layout import Layout
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
from climbdesk.ui.strings import tr_game


@dataclass(frozen=True)
class LegalByKind:
    """A position's legal places by panel, clips and discards (see ``_by_kind``)."""

    places: dict[int, list[Place]]
    clips: list[Clip]
    discards: list[Discard]



class WallPicking(InteractiveBoardScene[WallState, WallSpot]):
    """The wall scene's answers to what may be picked, and the picks' actions."""

    #: The Move turn's choices (chalk, jump, dice uses, cards): the scene makes it.
    turn: TurnModel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout: Layout | None = None
        #: The quarter turns of the picked hand panel (the wheel changes them).
        self.rotation = 0
        #: Hand panels ticked for a discard (kept until the position changes).
        self.ticked: set[int] = set()
        #: Where the mouse is over the scene (the red ghost follows it), None outside.
        self.pointer: QPointF | None = None
        self._kinds: tuple[object, object, LegalByKind] | None = None

    # ----- reading the state ---------------------------------------------------------------
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


__all__ = ["LegalByKind", "WallPicking"]
