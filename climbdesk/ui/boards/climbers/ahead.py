"""The other sides of the mountain, painted ahead while the board is idle (issue 17).

Why: a quarter turn to a side not seen since the last move brought that side's
layer and composite up to date and painted it whole (20-30 ms, 70 ms at the p90:
more than a frame), although the player had been looking at the board doing
nothing a moment before.  So once the board has shown a position that takes
input and nothing happened for :data:`IDLE_MS`, the sides a key reaches (E, Q; the far
one once it is a neighbour, :data:`.stepahead.NEAR`) are painted offscreen, one per
idle tick, through the same whole paint the view keeps per side (:mod:`.viewpictures`):
the turn then copies a picture.  In the block step the next ticks make the orientation
palette's pictures of the blocks that may be lifted, one block a tick, so a lift finds
them made (and, first, the wire boxes those blocks would leave behind,
:mod:`.origins`).  Any input
(every redraw: a hover, a key, a new position, a turn) starts the wait again, so
the work falls only where the player is not doing anything; when a bot moves or
an animation plays nothing is painted ahead (those pauses are the window's).

Right after a paint, before the wait is over, :mod:`.stepahead` makes the same two
sides in slices of a few milliseconds (a turn soon after a move then copies them too);
this waits for it.

A side is painted with the scene's projection swapped for that side's and put
back after; what the painters keep for one side only (the x-ray's answers, the
placement handles, the painter's order, the last counts) is put back too, so the
side shown keeps its own and nothing a test reads changes.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsView

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.direct import catch_up
from climbdesk.ui.boards.climbers.orientations import box_icon
from climbdesk.ui.boards.climbers.origins import origins_ahead
from climbdesk.ui.boards.climbers.projection import Projection
from climbdesk.ui.boards.climbers.stepahead import NEAR, StepAhead
from climbdesk.ui.boards.climbers.xray import XRay

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: How long the board must be left alone before a side is painted ahead (ms): shorter
#: than a player takes to press Q after a move lands, longer than between the events
#: of one gesture, and than a loaded machine's scheduler holds a busy window back
#: between the two halves of one shown move (so that none falls inside it).
IDLE_MS = 100

#: What the painters keep for the side they painted last, by object: put back after a
#: side is painted ahead.
_SCENE = ("proj", "_handles", "_held_spots", "_hits", "painted", "painted_blocks",
          "ghost_reason", "xray")
_ARTIST = ("_order_of", "_order_list")
_LAYER = ("_buckets_of", "_rank", "_buckets", "_hulls", "_heights", "_outlines_of",
          "_outlines")
_COMPOSITES = ("_dot_plan", "_now", "_base")
#: Of those, what checks itself before serving (the painter's order by the projection's
#: identity, the ranks by the order's, the outlines and handles by the side, the dots by
#: the handles): each side's own carried from one of its paints ahead to the next, and
#: the side's projection with them, where every slice built the 400 squares' ranks
#: and the outlines again.
_OWN = (("scene", ("_handles", "_held_spots")), ("artist", ("_order_of", "_order_list")),
        ("layer", ("_buckets_of", "_rank", "_outlines_of", "_outlines")),
        ("composites", ("_dot_plan",)))


class SidesAhead:
    """Paints ``scene``'s neighbouring sides ahead, when idle."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self.timer = QTimer(scene)  # goes with the scene
        self.timer.setSingleShot(True)
        self.timer.setInterval(IDLE_MS)
        self.timer.timeout.connect(self._tick)
        self._device = QPixmap()  # stands for the viewport in the paints ahead
        #: The same sides, made ahead in slices after a paint (.stepahead).
        self.steps = StepAhead(self)
        self._xrays: dict[int, XRay] = {}  # each side's x-ray answers, kept apart
        self._projs: dict[int, Projection] = {}  # each side's projection, seen ahead
        self._own: dict[int, list[tuple[object, dict[str, object]]]] = {}  # _OWN by side
        #: Sides painted ahead (the tests count them).
        self.painted = 0
        self._busy = False  # painting a side ahead (its paint does not poke)
        self._icons: set[tuple[int, int, object]] = set()  # blocks whose icons are made
        #: Blocks whose palette pictures were made ahead (the tests count them).
        self.icons = 0
        self._origins: set[Hashable] = set()  # origin boxes painted ahead (.origins)
        self._caught: list[Hashable] = []  # the position caught up last (.direct)

    def poke(self) -> None:
        """Something was shown or asked for: wait for the board to be idle again (from
        the end of the paint that follows: under load a paint can take longer than the
        wait, and a side painted ahead must not fall inside the shown move's turn of the
        event loop)."""
        if self._busy:
            return
        self.steps.poke()
        if self._wanted():
            self.timer.start()
        else:
            self.timer.stop()

    def stop(self) -> None:
        self.timer.stop()

    def shown(self) -> None:
        """The view painted the board: the step's sides may be made ahead after it."""
        if not self._busy:
            self.steps.shown()
            self.scene.lift_soon.shown()  # every block's lift, after the paint (.liftahead)

    def _view(self) -> QGraphicsView | None:
        for view in self.scene.views():
            if view.isVisible() and view.viewport().width() > 0:
                return view
        return None

    def _wanted(self) -> bool:
        scene = self.scene
        state = scene.state
        # A finished game takes no moves, but its mountain is still turned and looked at.
        return state is not None and not scene.map_view and not scene.slice_level \
            and (scene.accepts_input() or (state.is_terminal() and not scene.animating())) \
            and not scene.motion.running() \
            and scene.motion.shown_state() is None and not scene.drag.active \
            and self._view() is not None

    def _tick(self) -> None:
        """Paint the next side a key reaches (E, Q) that is not kept
        as it would show now; then, in the block step, the palette's pictures of the next
        block that may be lifted."""
        if self.steps.running():
            self.timer.start()  # the sides are being made in slices: after them
            return
        if not self._wanted():
            return
        turns = self.scene.proj.turns
        for side in ((turns + k) % 4 for k in NEAR):
            if self.paint_side(side):
                self.timer.start()  # the next one at the next idle moment
                return
        # Then the shown side's composite a shown move passed by (.direct): a turn soon
        # after a move comes before a hover's whole paint.
        if catch_up(self.scene, self._caught) or origins_ahead(self.scene, self._origins) \
                or self._icons_ahead():
            self.timer.start()

    def _icons_ahead(self) -> bool:
        """Make the palette's pictures of one more block the player may lift now (each
        a few ms at a lift otherwise, :func:`.orientations.box_icon` keeps them);
        False when every such block's are made."""
        scene = self.scene
        if scene.phase() != "block":
            return False
        for block in sorted(scene._picks):
            if (block, scene.proj.turns % 2, scene.theme) not in self._icons:
                self._icons.add((block, scene.proj.turns % 2, scene.theme))
                # Greyed too: which orientations have no place is known at the lift.
                for index in range(len(BLOCKS[block].orientations)):
                    box_icon(scene, block, index, True)
                    box_icon(scene, block, index, False)
                self.icons += 1
                return True
        return False

    def paint_side(self, turns: int) -> bool:
        """Paint side ``turns`` offscreen as the view would show it (kept by the view's
        pictures); False when it is kept already as it would show, or cannot be."""
        scene = self.scene
        view = self._view()
        if view is None or turns == scene.proj.turns:
            return False
        painter = self.device_painter(view)
        try:
            with self.as_side(turns):
                artist = scene.artist
                if artist.views.kept_as_now(painter):
                    return False
                artist.views.paint(painter, artist.paint)
                self.painted += 1
                return True
        finally:
            painter.end()

    def device_painter(self, view: QGraphicsView) -> QPainter:
        """A painter on a picture of ``view``'s viewport, set up as the view paints the
        board (its transform, hints, font)."""
        viewport = view.viewport()
        dpr = viewport.devicePixelRatioF()
        size = (max(1, round(viewport.width() * dpr)), max(1, round(viewport.height() * dpr)))
        if self._device.size().toTuple() != size or self._device.devicePixelRatioF() != dpr:
            self._device = QPixmap(*size)
            self._device.setDevicePixelRatio(dpr)
        painter = QPainter(self._device)
        painter.setFont(viewport.font())
        painter.setRenderHints(view.renderHints())  # as the view paints, and BoardItem:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setWorldTransform(view.viewportTransform())
        return painter

    @contextmanager
    def as_side(self, turns: int) -> Iterator[None]:
        """The scene seen from side ``turns`` (its projection and x-ray answers) for the
        paints inside; what the painters keep for the side shown is put back after."""
        scene = self.scene
        artist = scene.artist
        kept = [(owner, {name: getattr(owner, name) for name in names})
                for owner, names in ((scene, _SCENE), (artist, _ARTIST),
                                     (artist.layer, _LAYER),
                                     (artist.layer.composites, _COMPOSITES))]
        shown = scene.proj
        self._busy = True
        try:
            proj = self._projs.get(turns)
            if proj is None or proj.headroom != shown.headroom:
                proj = self._projs[turns] = Projection(TABLE, turns, False, shown.headroom)
            scene.proj = proj
            scene.xray = self._xrays.setdefault(turns, XRay(scene))
            self._set(self._own.get(turns, []))
            yield
        finally:
            self._busy = False
            self._own[turns] = self._caches()
            self._set(kept)

    def _caches(self) -> list[tuple[object, dict[str, object]]]:
        """The painters' caches of :data:`_OWN`, as they are now."""
        artist = self.scene.artist
        owners = {"scene": self.scene, "artist": artist, "layer": artist.layer,
                  "composites": artist.layer.composites}
        return [(owners[owner], {name: getattr(owners[owner], name) for name in names})
                for owner, names in _OWN]

    @staticmethod
    def _set(caches: Sequence[tuple[object, Mapping[str, object]]]) -> None:
        for owner, values in caches:
            for name, value in values.items():
                setattr(owner, name, value)

    def turned(self, was: int) -> None:
        """The view turned from side ``was``: each side keeps its own x-ray answers (they
        check the position and view they were worked out for before serving)."""
        scene = self.scene
        self._xrays[was] = scene.xray
        xray = self._xrays.get(scene.turns)
        scene.xray = xray if xray is not None else self._xrays.setdefault(
            scene.turns, XRay(scene))


__all__ = ["IDLE_MS", "SidesAhead"]
