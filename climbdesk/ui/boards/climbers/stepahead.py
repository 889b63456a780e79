"""The other sides of the step shown, made ahead in slices after the board's paint
(issue 17, "Smooth": a turn of the view in one frame).

Why: a side's layer, composite (:mod:`.composite`) and whole picture were brought up
to date only when the view turned to it.  In the block and disk steps every block
that may be lifted (or take the disk) has a frame on its top, 55-85 of them, and a
turn at once after a move found the new side's composite of that step missing (its
first sight in the step) or a round old, and drew every frame again with the columns
in front copied over it: 25-40 ms, two frames; in the other steps the new side's
changed columns (10-25 ms).  :class:`~.ahead.SidesAhead` paints the other sides once
the board has been left alone for ``IDLE_MS``, a whole side in one long turn of the
event loop, and a player who turns soon after a move comes before it.

So as soon as the view has shown a position that takes input, the two sides a key
reaches (E's, Q's: :data:`NEAR`) are made in small steps after the paint, each
slice a turn of the event loop of its own of at most :data:`SLICE` of the GUI
thread's CPU and a step: in the place step the palette's pictures of the lifted block
as that side shows them, a side's columns, its layer's changed area in bands of
:data:`BAND` columns, the composite of the step (made whole overlay by overlay, or
brought up to date by area when at most :data:`FEW` overlays changed), its x-ray's
answers, then its whole picture (:mod:`.viewpictures`) from those, so the turn
copies it.  Then, in a move step, the shown side's composite of the next step is
brought up to date the same way for the position after staying (:data:`NEXT`,
:mod:`.nextstep`), and its x-ray's rings drawn once so their pictures are kept, then the
view's whole paint of that position and each move's part of it (:data:`STAY` on its own
in a reaction step).  The
side panel's sync after a move comes first.  Anything that changes what a side would
show (a new position, a lift, a turn, the theme or the zoom) drops
the work under way (a composite half drawn is never kept) and starts it again after
the next paint; a hover does not (a frame's look is kept with the composite, so a
changed one is brought up to date at the turn).  Nothing is made while a bot moves
or an animation plays (those take no input), nor during a drag.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Generator, Hashable, Iterator
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtGui import QPainter, QPixmap

from climbdesk.core.actions import Action
from climbdesk.games.climbers import ClimbersState
from climbdesk.ui.boards.climbers.colours import seat_look
from climbdesk.ui.boards.climbers.columns import Column, changed_rect
from climbdesk.ui.boards.climbers.composite import KEPT_BYTES, _Composite
from climbdesk.ui.boards.climbers.layers import apart
from climbdesk.ui.boards.climbers.nextstep import NextStep, StayAhead, as_next, next_step
from climbdesk.ui.boards.climbers.orientations import box_icon

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.ahead import SidesAhead

#: GUI-thread CPU (s) a slice may take before it leaves the rest to the next turn of
#: the event loop: well under a frame, so input never waits long.  A slice does at
#: least one step.
SLICE = 0.002
#: Overlays changed since a side's composite was kept up to which it is brought up to
#: date by area in one step (each drawn again with its neighbours, 0.1 ms each); past
#: this it is made whole, a few overlays a step.
FEW = 6
#: Columns a band of a layer's changed area is repainted with, about (each replay
#: some 0.1 ms): a band is a step of its own.
BAND = 12
#: Turns of the event loop a slice waits for the side panel's sync after a move.
PANEL_WAITS = 3
#: The sides made ahead, in quarter turns from the side shown: E's, then Q's.  Not the
#: far side (two turns away): it was a third of the idle work after every move, and
#: no key reaches it at once; after a first turn it is a neighbour, made then.
NEAR = (1, -1)
#: In :attr:`StepAhead._todo`, after the sides: the shown side's composite of the step
#: after the move step shown (:mod:`.nextstep`).
NEXT = 4
#: In :attr:`StepAhead._todo`, first: the shown side's composite brought up to date for
#: the position shown, when its paint copied a part made ahead and left the composite as
#: it was (:meth:`.viewpictures.ViewPictures._from_part`): a hover's whole paint needs it.
CATCH = 5
#: In :attr:`StepAhead._todo`, last: the view's whole paint of the position after staying
#: and each move's part of it (:class:`.nextstep.StayAhead`), where no next step is made
#: (a reaction): the next step's work makes them at its end otherwise.
STAY = 6


class StepAhead(QObject):
    """Makes the other sides of the step shown ahead for ``sides``' scene, in slices
    (see the module docstring)."""

    def __init__(self, sides: SidesAhead) -> None:
        super().__init__(sides.scene)
        self.sides = sides
        self.scene = sides.scene
        self._for: Hashable = None  # what the work under way is for (_token)
        self._done: Hashable = None  # what the last finished work was for
        self._todo: deque[int] = deque()  # sides still to make
        self._job: Generator[None, None, None] | None = None  # the first side's steps, under way
        self._queued = False
        self._waits = 0
        self._entered = 0  # side contexts entered: a step after a new one sets up again
        self._painter: QPainter | None = None  # the device painter of the slice
        self._partial: Hashable = None  # a side's layer whose bands are under way
        self._fresh = False  # a step asks for the next to start a slice (a long one)
        self._open: list[QPainter] = []  # painters a step left open for the slice's next
        self._next: NextStep | None = None  # the step after the move step shown (NEXT)
        self.stay = StayAhead(self.scene)  # the view's whole paint of it (NEXT, last)
        self._moves: list[Action] = []  # the actions of the step shown (NEXT, STAY)
        #: Slices run, steps done, sides made (whole pictures), composites made whole
        #: here, work dropped unfinished (the tests count them).
        self.slices = 0
        self.steps = 0
        self.made = 0
        self.whole = 0
        self.dropped = 0
        #: Sides whose palette pictures of the lifted block were made (place step).
        self.icons = 0
        #: Composites of the step after a move step brought up to date (.nextstep).
        self.nexts = 0

    def running(self) -> bool:
        """Whether sides are being made (the idle painter waits for them)."""
        return bool(self._todo) and self._for == self._token()

    def _token(self) -> Hashable:
        """What the sides are made for: the position and everything the view is
        painted by; None: nothing is made now."""
        sides = self.sides
        scene = self.scene
        state = scene.state
        if state is None or not sides._wanted():
            return None
        kind = scene.artist.layer.composites.kind(state)
        view = sides._view()
        if view is None:
            return None
        viewport = view.viewport()
        t = view.viewportTransform()
        return (id(state), scene._indexed, kind, scene.proj.turns, scene.proj.headroom,
                scene.theme, scene.sceneRect(), t.m11(), t.m22(), t.dx(), t.dy(),
                viewport.width(), viewport.height(), viewport.devicePixelRatioF(),
                viewport.font().key(), int(view.renderHints().value))

    def poke(self) -> None:
        """Something was shown or asked for: work made for another position, view or
        step is dropped (begun again after the next paint)."""
        if self._for is not None and self._token() != self._for:
            self._drop()

    def shown(self) -> None:
        """The view painted the board: make the step's sides after this paint, in turns
        of the event loop of their own."""
        if self._queued:
            return
        token = self._token()
        if token is None or token == self._done:
            return
        self._queued = True
        self._waits = 0
        QTimer.singleShot(0, self, self._slice)

    def _end(self) -> None:
        """End the painters the steps of a slice drew with."""
        for painter in self._open:
            painter.end()
        self._open.clear()

    def _drop(self) -> None:
        self._end()
        if self._partial is not None:
            # A layer left with some bands of its changed area repainted: its columns
            # say the old ones, so what changed back later (a block set down on bare
            # table, then lifted) would show stale there.  Painted whole next time.
            self.scene.artist.layer._kept.pop(self._partial, None)
            self._partial = None
        if self._todo:
            self.dropped += 1
        if self._job is not None:
            self._job.close()  # a composite half drawn is not kept
        self._job = None
        self._todo.clear()
        self._for = None
        self._fresh = False

    def _again(self) -> None:
        self._queued = True
        QTimer.singleShot(0, self, self._slice)

    def _slice(self) -> None:
        """Make the sides ahead for :data:`SLICE` of CPU, at least one step."""
        self._queued = False
        token = self._token()
        view = self.sides._view()
        if token is None or token == self._done or view is None:
            self._drop()
            return
        if self.scene.panel_later.pending and self._waits < PANEL_WAITS:
            self._waits += 1  # the side panel's sync after the move first
            self._again()
            return
        if token != self._for:
            self._drop()
            self._for = token
            turns = self.scene.proj.turns
            views = self.scene.artist.views
            if views.behind is not None:
                self._todo.append(CATCH)
            self._todo.extend((turns + k) % 4 for k in NEAR)
            self._next = next_step(self.scene)
            self._moves = self.stay.moves()  # each one's part of the stay picture
            if self._next is not None:
                self._todo.append(NEXT)
            elif len(self._moves) > 1:  # a reaction, a move before a bot's: no composite ahead
                self._todo.append(STAY)
        self.slices += 1
        start = time.thread_time()
        painter = self._painter = self.sides.device_painter(view)
        try:
            first, ended = True, False
            while self._todo and not ended and (first or time.thread_time() - start < SLICE):
                turns = self._todo[0]
                if self._job is None:
                    self._job = self._next_composite() if turns == NEXT \
                        else self._catch_up() if turns == CATCH \
                        else self._stay_ahead() if turns == STAY else self._side(turns)
                with self._as_next() if turns == NEXT \
                        else nullcontext() if turns in (CATCH, STAY) \
                        else self.sides.as_side(turns):
                    self._entered += 1
                    self.scene.painted = dict(self.scene.painted)  # the side shown's kept
                    try:
                        while first or time.thread_time() - start < SLICE:
                            first = False
                            self.steps += 1
                            next(self._job)
                            if self._fresh:  # a long step next: in a slice of its own
                                self._fresh, ended = False, True
                                break
                    except StopIteration:
                        self._job = None
                        self._todo.popleft()
                        ended = True  # the next side's columns in a slice of their own
                    finally:
                        self._end()
        finally:
            self._painter = None
            painter.end()
        if self._todo:
            self._again()
        else:
            self._done, self._for = token, None

    def _side(self, turns: int) -> Generator[None, None, None]:
        """The steps that make side ``turns`` as the view would show it now (each runs
        with the scene seen from that side, :meth:`.SidesAhead.as_side`)."""
        scene = self.scene
        artist = scene.artist
        layer = artist.layer
        state = scene.state
        assert state is not None and self._painter is not None
        if scene.phase() == "place" and state.held >= 0:
            # The palette's pictures of the lifted block as seen from this side: a turn
            # in the place step drew them (some 5 ms of a 9.5 ms turn, issue 17).
            for index, _o, ok in scene.orientation_choices():
                box_icon(scene, state.held, index, ok)
            self.icons += 1
            yield
        if artist.views.kept_as_now(self._painter):
            return
        columns = artist.columns.columns(state.board)
        device = self._painter.device()
        assert device is not None
        kept = layer._kept.get((turns, device.width(), device.height()))
        self._fresh = kept is None  # then a whole layer: in a slice of its own
        yield
        if kept is not None:
            self._partial = (turns, device.width(), device.height())  # until all bands
            # The side's layer brought up to date a part at a time (as MountainLayer._layer
            # does it at once): each group of changed columns, in bands of a few columns.
            old = kept.columns
            for area in apart([changed_rect(old.get(c), columns.get(c))
                               for c in old.keys() | columns.keys()
                               if old.get(c) is not columns.get(c)]):
                for band in _bands(area, columns):
                    layer._repaint(kept, self._painter, columns, band)
                    yield
            kept.columns = dict(columns)
            self._partial = None
        base = layer._layer(self._painter, columns)  # kept: nothing left to repaint
        yield
        yield from self._composite(turns, base.pix, base.look)
        scene.xray.items(state)  # kept with the side's answers
        self._fresh = True  # the whole picture: in a slice of its own
        yield
        assert self._painter is not None
        if not artist.views.kept_as_now(self._painter):
            artist.views.paint(self._painter, artist.paint)
            self.sides.painted += 1
            self.made += 1

    def _catch_up(self) -> Generator[None, None, None]:
        """The shown side's composite brought up to date for the position shown (:data:`CATCH`)."""
        scene = self.scene
        views = scene.artist.views
        state = scene.state
        assert self._painter is not None
        if views.behind == (id(state), scene._indexed, scene.proj.turns) \
                and isinstance(state, ClimbersState) and scene.artist.layer.serves(self._painter):
            scene.artist.layer.prepare(self._painter, state)
        views.behind = None
        yield

    def _as_next(self) -> AbstractContextManager[None]:
        """The scene showing the marks of the step after the move step (:data:`NEXT`)."""
        assert self._next is not None
        return as_next(self.scene, self._next)

    def _next_composite(self) -> Generator[None, None, None]:
        """The shown side's composite of the step after the move step shown, brought up
        to date for the position after staying (:mod:`.nextstep`), from the side's layer
        as the view just painted it."""
        scene = self.scene
        layer = scene.artist.layer
        assert self._next is not None and self._painter is not None
        state = self._next.state
        base = layer._layer(self._painter, scene.artist.columns.columns(state.board))
        yield
        yield from self._composite(scene.proj.turns, base.pix, base.look, state)
        # Which of its targets the columns in front hide: kept while the heights are
        # (.xray), so the move's paint asks only about the squares it changed.  Their
        # rings' pictures too (.sprites: each at its own sub-pixel place, so a block
        # step's hidden blocks made 5-10 new ones in the move's paint, 0.3 ms each),
        # drawn on the slices' scratch device, a ring a step.
        for _look, _rect, draw in scene.xray.items(state):
            assert self._painter is not None
            draw(self._painter)
            yield
        self.nexts += 1
        yield from self._stay_ahead()

    def _stay_ahead(self) -> Generator[None, None, None]:
        """The view's whole paint of the position after staying, each move's part of it,
        and the composite back for the position after staying (:class:`.nextstep.StayAhead`)."""
        self._fresh = True  # the view's whole paint of it: in a slice of its own
        yield
        assert self._painter is not None
        self.stay.make(self._painter)
        yield
        # Then each move's part of it (the climber's squares), a move a step, and the
        # composite back for the position after staying.
        for move in self._moves:
            assert self._painter is not None
            self.stay.make_part(self._painter, move)
            yield
        assert self._painter is not None
        self.stay.settle(self._painter)
        yield

    def _composite(self, turns: int, base: QPixmap, base_look: Hashable,
                   shown: ClimbersState | None = None) -> Iterator[None]:
        """Side ``turns``' composite of the step brought up to date (of ``shown``'s when
        given, else of the position shown): by area in one step when few overlays
        changed, else made whole a few overlays a step (kept only once every overlay is
        drawn, and only if the side's layer is still ``base``)."""
        scene = self.scene
        layer = scene.artist.layer
        comps = layer.composites
        state = scene.state if shown is None else shown
        painter = self._painter
        assert state is not None and painter is not None
        columns = scene.artist.columns.columns(state.board)
        rank = layer._ranks(columns, state.board.heights)
        entries = comps._plan(state, rank)
        now = comps._now
        seats = tuple((scene.seat_colour(s).rgba(), seat_look(state, s))
                      for s in range(len(state.pos)))
        look = (base_look, seats)
        device = painter.device()
        assert device is not None
        side = (turns, device.width(), device.height())
        key = (side, comps.kind(state))
        kept = comps._kept.get(key)
        dpr = base.devicePixelRatioF()
        if kept is not None and kept.look == look and kept.pix.size() == base.size() \
                and kept.pix.devicePixelRatioF() == dpr:
            old = kept.looks
            changed = sum(1 for c, entry, _reach in entries
                          if old.get(c, (None,))[0] != entry) \
                + len(old.keys() - {c for c, _entry, _reach in entries})
            if changed <= FEW:
                comps.update(painter, state, columns, base, base_look, side)
                yield
                return
        yield
        pix = base.copy()  # the layer's pixels (a copy, not a paint: half the time)
        pix.setDevicePixelRatio(dpr)
        comp = _Composite(look, pix)
        yield
        entered = -1
        inner = None
        for c, entry, _reach in entries:
            if entered != self._entered:  # a new slice: the side's state set up again
                entered = self._entered
                painter = self._painter
                assert painter is not None
                if layer._kept.get(side) is None or layer._kept[side].pix is not base:
                    return  # the side was painted since: made there
                rank = layer._ranks(columns, state.board.heights)
                comps._now, comps._base = now, base
                comps._recipe = comps._recipes_of(painter)
                # A painter of the slice's own (ended with it): set up as painter_over's.
                inner = QPainter(pix)
                self._open.append(inner)
                inner.setRenderHints(painter.renderHints())
                inner.setFont(painter.font())
                inner.setWorldTransform(painter.worldTransform())
            assert inner is not None
            comps._draw(inner, state, columns, rank, c, entry)
            yield
        self._end()
        comps.whole += 1
        comps.drawn += len(entries)
        self.whole += 1
        comp.looks = {c: (entry, reach) for c, entry, reach in entries}
        comp.columns = dict(columns)
        comps._kept.pop(key, None)
        comps._kept[key] = comp
        while len(comps._kept) > 1 and sum(
                k.pix.width() * k.pix.height() * 4 for k in comps._kept.values()) > KEPT_BYTES:
            comps._kept.popitem(last=False)


def _bands(area: QRectF, columns: dict[int, Column]) -> list[QRectF]:
    """``area`` (scene units) cut across into bands reaching into about :data:`BAND`
    columns each.  A band is repainted as any area is (every column reaching into it,
    without a clip, copied through its whole pixels), so the bands give the pixels of
    the area repainted at once."""
    count = sum(1 for column in columns.values() if column.rect.intersects(area))
    k = max(1, math.ceil(count / BAND))
    step = area.height() / k
    return [QRectF(area.left(), area.top() + i * step, area.width(), step) for i in range(k)]


__all__ = ["NEAR", "SLICE", "StepAhead"]
