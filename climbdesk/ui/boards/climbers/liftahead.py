"""The layer's area a lift repaints, painted ahead for the block hovered in the block
step (issue 17, "Smooth": a shown move in 5 ms).

Why: a Pick brought the shown side's layer up to date where the lifted block's columns
changed (:meth:`.layers.MountainLayer._repaint`: the table and every column reaching
into that area replayed into a scratch picture and copied back), 2-2.5 ms of a 10.5-11
ms lift.  Such a part of the layer depends only on the columns reaching into it, the
area and the layer's look, not on what the layer showed there before, so it can be
painted before the lift for the position after it and kept (:class:`LiftParts`); the
Pick's paint copies it instead, when the columns reaching into its area draw as those
it was painted with (the same objects, or :meth:`.columns.Column.draws_as`) and the
layer's look is the same.  Nothing else of the layer or of the columns the view shows is
touched: the lifted position's columns are worked out with the view's kept columns put
back after (:meth:`.columns.ColumnCache.apart`).

Which lifts: every block that may be lifted, made in the idle slices after the block
step's paint (:mod:`.stepahead`), cost 3 ms a block, 45 ms a block step of some 14 such
blocks (and again after every turn), for 2 ms off the one lift played: the bench's
"until idle" rose 49 -> 64 ms and the turn's 29 -> 42.  So only the block hovered (by the
mouse, or under the keyboard's cursor): a player points at the block before clicking
it or pressing to drag it, and the part is made in one turn of the event loop after the
hover's paint (:class:`LiftSoon`).

Yet a Pick without a hover (a click straight on a block, a key) still cost 8-9 ms, the
place step's 6 ms target not met: its layer part (2 ms), its columns (0.5), its places
(0.8) and its origin box's picture (0.5, :mod:`.origins`, otherwise painted only after
the idle painter's wait) were all worked out in its own paint.  So after the block
step's paint, once the sides a key reaches are made (:mod:`.stepahead`), every block
that may be lifted is lifted ahead the same way, a block a turn of the event loop of its
own (3-5 ms each, :meth:`LiftSoon._every`), for a person at the device only, and again
for the side turned to (pick17).  The idle work after a block step grows by some 45 ms
of CPU in 3-5 ms turns; the parts stay within :data:`KEPT_BYTES`, the places and
columns within the engine's and the column cache's own bounds.

What else the action's paint works out is kept too (issue 17, pick15): the columns of
the position after it, worked out for the part, are taken by the view's column cache
when that board is shown next after the one shown now (:meth:`.columns.ColumnCache.apart`),
and a turn later the legal actions of that position are asked of the engine, which keeps
a lift's ~700 places by content (``placing.places_seen``) for the Pick's own state.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtGui import QPainter, QPixmap

from climbdesk.core.actions import Action
from climbdesk.games.climbers import ClimbersState, Pick, Place
from climbdesk.ui.boards.climbers.columns import Column, changed_rect
from climbdesk.ui.boards.climbers.origins import origins_ahead
from climbdesk.ui.boards.climbers.outlines import apart
from climbdesk.ui.boards.climbers.spots import Anchor, BlockSpot

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: Bytes of kept parts (a lift's part is a few columns wide and the mountain's height,
#: 0.1-0.5 MB; a block step has 5-20 blocks that may be lifted).
KEPT_BYTES = 12 * 1024 * 1024

#: Turns of the event loop the lifts made ahead without a hover wait for the view's paint
#: of the block step (:meth:`LiftSoon._every`).
WAITS = 20

#: A kept part's key: its box on the layer (device-independent pixels).
Key = tuple[int, int, int, int]


class LiftParts:
    """Parts of a layer painted ahead (see the module docstring): by their box, the
    layer's look and the columns they were painted with, and their pixels."""

    def __init__(self) -> None:
        self._kept: OrderedDict[Key, tuple[Hashable, list[tuple[int, Column]], QPixmap]] = \
            OrderedDict()
        #: Parts painted ahead, parts a layer's repaint copied from them (the tests count).
        self.made = 0
        self.used = 0

    def clear(self) -> None:
        self._kept.clear()

    def keep(self, key: Key, look: Hashable, reach: list[tuple[int, Column]],
             pix: QPixmap) -> None:
        self._kept.pop(key, None)
        self._kept[key] = (look, reach, pix)
        self.made += 1
        while len(self._kept) > 1 and sum(
                p.width() * p.height() * 4 for _l, _r, p in self._kept.values()) > KEPT_BYTES:
            self._kept.popitem(last=False)

    def has(self, key: Key) -> bool:
        return key in self._kept

    def matches(self, key: Key, look: Hashable, reach: list[tuple[int, Column]]) -> bool:
        """Whether the part kept for ``key`` was painted for a layer of ``look`` with
        columns drawing as ``reach`` (the columns reaching into it now, in the
        painter's order)."""
        kept = self._kept.get(key)
        if kept is None:
            return False
        was_look, was = kept[0], kept[1]
        return was_look == look and len(was) == len(reach) and all(
            c == d and (a is b or a.draws_as(b))
            for (c, a), (d, b) in zip(was, reach, strict=True))

    def take(self, key: Key, look: Hashable, reach: list[tuple[int, Column]]
             ) -> QPixmap | None:
        """The part kept for ``key`` if it :meth:`matches` ``look`` and ``reach``."""
        if not self.matches(key, look, reach):
            return None
        self.used += 1
        return self._kept[key][2]


def copy_part(target: QPixmap, box: QRect, part: QPixmap) -> None:
    """``part`` (device pixels of ``box``) copied into ``target``."""
    copy = QPainter(target)
    copy.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    copy.drawPixmap(box.topLeft(), part, QRect(QPoint(0, 0), part.size()))
    copy.end()


class HoverSoon(QObject):
    """Work made ahead for the action hovered (or under the keyboard's cursor), in a turn
    of the event loop after the hover's paint: when to make it, shared by the lift's part
    (:class:`LiftSoon`) and the step after a move (:class:`.moveahead.MoveSoon`), which
    say what the action is (:meth:`action`) and make it (:meth:`_run`)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self._queued = False
        # (position, side, action) made last; the position is the scene's count of
        # positions shown (``_indexed``), never reused, where an ``id()`` is by the next
        # object once its state is freed (the new position's work went unmade).
        self._done: tuple[int, int, Action] | None = None

    def action(self) -> Action | None:
        raise NotImplementedError

    def _run(self) -> None:
        raise NotImplementedError

    def poke(self) -> None:
        """The scene redrew: a newly hovered action's work is made after the paint."""
        action = self.action()
        if action is None or self._queued \
                or self._done == (self.scene._indexed, self.scene.proj.turns, action):
            return
        self._queued = True
        QTimer.singleShot(0, self, self._run)


class LiftSoon(HoverSoon):
    """Paints the part of the layer a lift of the hovered block would repaint, in a turn of
    the event loop after the hover's paint (see the module docstring); and, without a
    hover, every block's that may be lifted, a block a turn (:meth:`_every`)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__(scene)
        self.legal = 0  # positions whose legal actions were worked out ahead (the tests)
        # The blocks still to lift ahead (_every) and what they are for (_every_token).
        self._blocks: list[int] = []
        self._for: Hashable = None
        self._every_queued = False
        self._waits = 0  # turns waited for the view's paint (_every)
        #: Blocks whose lift was made ahead without a hover (the tests count them).
        self.every = 0

    def poke(self) -> None:
        super().poke()
        token = self._every_token()
        if token is None or token == self._for:
            return
        self._for = token
        self._waits = 0
        self._blocks = sorted(self.scene._picks)

    def shown(self) -> None:
        """The view painted the board: the blocks still to lift ahead are lifted after
        this paint, in turns of their own (started at the redraw, a block's lift fell
        before the paint, in the shown move's own turn, pick17)."""
        if self._blocks and not self._every_queued and self._for is not None \
                and self._every_token() == self._for:
            self._every_queued = True
            QTimer.singleShot(0, self, self._every)

    def _every_token(self) -> Hashable:
        """What the lifts made ahead are for: the block step shown, to a person here,
        from this side and at this size; None: none are made."""
        scene = self.scene
        state = scene.state
        view = scene.ahead._view()
        if not isinstance(state, ClimbersState) or state.phase != "block" or view is None \
                or not scene.accepts_input() or state.current_player() != state.active \
                or not scene.at_device(state.active) or scene.map_view or scene.slice_level:
            return None
        viewport = view.viewport()
        t = view.viewportTransform()
        return (scene._indexed, scene.proj.turns, scene.proj.headroom, scene.theme,
                t.m11(), t.m22(), t.dx(), t.dy(), viewport.width(), viewport.height())

    def _every(self) -> None:
        """One more block that may be lifted, lifted ahead as a hovered one is (its
        layer's part, its columns, its places) with its origin box's picture
        (:mod:`.origins`), then the next in a turn of its own (pick17: a Pick without a
        hover found none of it made, 3-4 ms of its paint)."""
        self._every_queued = False
        scene = self.scene
        token = self._every_token()
        if token is None or token != self._for or not self._blocks:
            return
        view = scene.ahead._view()
        if view is None or scene.motion.running() or scene.drag.active:
            self._for = None  # begun again at the next redraw
            return
        if scene.ahead.steps.running():
            # The sides a key reaches first (.stepahead: a turn at once after a move).
            self._every_queued = True
            QTimer.singleShot(0, self, self._every)
            return
        painter = scene.ahead.device_painter(view)
        try:
            if not shows(scene, painter):
                # Asked at the redraw, before the view's paint brings the layer up to
                # date: a turn later, a few times at most.
                painter.end()
                self._waits += 1
                if self._waits < WAITS:
                    self._every_queued = True
                    QTimer.singleShot(0, self, self._every)
                else:
                    self._for = None
                return
            block = self._blocks.pop(0)
            for _ in lifts_ahead(scene, painter, [Pick(block)]):
                pass
        finally:
            if painter.isActive():
                painter.end()
        origins_ahead(scene, scene.ahead._origins, [block])
        state = scene.state
        assert isinstance(state, ClimbersState)
        lifted = state.clone()
        lifted.apply_trusted(Pick(block))
        lifted.placements()  # the engine keeps them by content (placing.places_seen)
        self.every += 1
        if self._blocks:
            self._every_queued = True
            QTimer.singleShot(0, self, self._every)

    def action(self) -> Pick | Place | None:
        """What a click would play on the spot hovered (or under the keyboard's cursor):
        the hovered block's lift in the block step, the ghost's place in the place step."""
        scene = self.scene
        state = scene.state
        hover = scene.hover
        if not isinstance(state, ClimbersState) or not scene.accepts_input() \
                or state.current_player() != state.active:
            return None
        if state.phase == "block" and isinstance(hover, BlockSpot) \
                and hover.block in scene._picks:
            return Pick(hover.block)
        o = scene.held_orientation()
        if state.phase == "place" and isinstance(hover, Anchor) and o is not None:
            x, y = scene.anchor_of(hover.x, hover.y, o)
            if (x, y) in scene._places.get(scene.orient, set()):
                return Place(scene.orient, x, y)
        return None

    def _run(self) -> None:
        self._queued = False
        scene = self.scene
        action = self.action()
        view = scene.ahead._view()
        if action is None or view is None or scene.map_view or scene.slice_level \
                or scene.motion.running() or scene.drag.active:
            return
        self._done = (scene._indexed, scene.proj.turns, action)
        painter = scene.ahead.device_painter(view)
        try:
            for _ in lifts_ahead(scene, painter, [action]):
                pass
        finally:
            painter.end()
        QTimer.singleShot(0, self, self._legal)

    def _legal(self) -> None:
        """A turn later, the legal actions of the position after the hovered action, if
        it is still the one hovered: the engine keeps a lift's places by content
        (``placing.places_seen``), so the Pick's own state finds them worked out, and a
        placement's climbers' searches are kept with the board's terrain."""
        scene = self.scene
        action = self.action()
        state = scene.state
        if action is None or not isinstance(state, ClimbersState) \
                or self._done != (scene._indexed, scene.proj.turns, action):
            return
        after = state.clone()
        after.apply_trusted(action)
        after.legal_actions()
        self.legal += 1


def shows(scene: ClimbersBoardScene, painter: QPainter) -> bool:
    """Whether the shown side's layer for ``painter``'s device shows the position shown
    (the view has painted it): a lift's areas are the columns it changes from those."""
    state = scene.state
    layer = scene.artist.layer
    device = painter.device()
    if not isinstance(state, ClimbersState) or device is None or not layer.serves(painter):
        return False
    kept = layer._kept.get((scene.proj.turns, device.width(), device.height()))
    return kept is not None and kept.columns == scene.artist.columns.columns(state.board)


def lifts_ahead(scene: ClimbersBoardScene, painter: QPainter,
                actions: list[Pick | Place]) -> Iterator[None]:
    """Paint ahead the part of the shown side's layer each of ``actions`` (lifts in the
    block step, places in the place step) would repaint, an action a step (``painter``
    on a picture of the view's device, set up as the view's)."""
    state = scene.state
    layer = scene.artist.layer
    if not isinstance(state, ClimbersState) or state.phase not in ("block", "place") \
            or not layer.serves(painter):
        return
    device = painter.device()
    assert device is not None
    for action in actions:
        kept = layer._kept.get((scene.proj.turns, device.width(), device.height()))
        if kept is None or kept.columns != scene.artist.columns.columns(state.board):
            return  # the layer does not show the position: its areas would not be the lift's
        lifted = state.clone()
        lifted.apply_trusted(action)
        with scene.artist.columns.apart():
            columns = dict(scene.artist.columns.columns(lifted.board))
        old = kept.columns
        for area in apart([changed_rect(old.get(c), columns.get(c))
                           for c in old.keys() | columns.keys()
                           if old.get(c) is not columns.get(c)]):
            layer.paint_part(kept, painter, columns, area)
        yield


__all__ = ["KEPT_BYTES", "WAITS", "LiftParts", "LiftSoon", "copy_part", "lifts_ahead", "shows"]
