"""A shown lift or placement: the kept picture brought up to date from the layer itself
(issue 17).

Why: a shown move brings the side's kept whole paint up to date where it changed
(:mod:`.viewpictures`) from that side's kept composite (:mod:`.composite`: the layer
with its overlays), itself brought up to date first, over its own area and in its own
scratch pass.  At a lift (into the place step, whose composite holds only the few disks
and climbers: the placement dots are drawn over it) and a placement (into a move step,
whose rings change with every position) that composite was seldom of use: new at half
the bench's lifts (a side's first place step: a whole composite, a copy of the device
and every figure drawn), else brought up to date over every column and ring changed
since that side last showed that step, moves ago.  Either way a second pass (its region
worked out, the layer copied there, the overlays drawn, the copy back) before the
view's own, whose area holds the same overlays (the frames or dots that vanish reach
over the mountain): 2-3 ms of a 10 ms lift or placement.  So for these two steps the
view's pass copies the layer itself through its area and draws there every overlay
reaching into it, in the painter's order, each with the columns in front copied over
it (the composite's own drawing, :meth:`.composite.Composites._draw`), then the dots,
figures and box over them, into a scratch picture without a clip as the composite
does: the pixels in the area are the composite's.  The kept composite is left as it
was: it knows what it shows, and is brought up to date from that when the board is
idle (:func:`catch_up`), or when a whole paint needs it first (a hovered ring or ghost).
The block and disk steps keep the composite: their 40-70 frames mostly stay from one
such step of a side to the next.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtGui import QPainter, QPixmap, QRegion

from climbdesk.games.climbers import ClimbersState
from climbdesk.ui.boards.climbers.columns import Column
from climbdesk.ui.boards.climbers.composite import Entry

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.layers import MountainLayer
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: The composites' kinds (:meth:`.composite.Composites.kind`) brought up to date directly.
KINDS = frozenset({"dots", "rings", "react"})
#: Overlays and columns changed up to which a kept composite serves a shown move after
#: all (:meth:`Under.kept_close`).
CLOSE = 6


def direct(layer: MountainLayer, state: ClimbersState) -> bool:
    """Whether a kept picture of ``state`` is brought up to date from the layer itself
    (:class:`Under`) rather than through the composite: in the place and move steps."""
    return layer.composites.kind(state) in KINDS


class Under:
    """The layer brought up to date for a paint, the overlays (figures) of ``state`` and
    how to draw those reaching into an area: what a kept picture is brought up to date
    from instead of the composite (:func:`direct`)."""

    def __init__(self, layer: MountainLayer, painter: QPainter, state: ClimbersState) -> None:
        self.layer = layer
        self.state = state
        self.columns: dict[int, Column] = layer.artist.columns.columns(state.board)
        kept = layer._layer(painter, self.columns)
        self.pix: QPixmap = kept.pix
        # The composite's look: a kept picture's frame compares it.
        self.look: Hashable = layer.composites.look(state, kept.look)
        self.rank = layer._ranks(self.columns, state.board.heights)
        self.entries: list[Entry] = layer.composites._plan(state, self.rank)

    def kept_close(self, painter: QPainter) -> Hashable:
        """This side's kept composite's key when it is at most :data:`CLOSE` overlays and
        columns from the position (else None): made ahead for the step after the one
        shown (.nextstep, a reaction's rings), it is brought up to date over those few
        and copied, where the layer and every overlay in the view's area would be drawn
        (a reaction's area is most of the mountain)."""
        composites = self.layer.composites
        device = painter.device()
        if device is None:
            return None
        side = (self.layer.scene.proj.turns, device.width(), device.height())
        key = (side, composites.kind(self.state))
        comp = composites._kept.get(key)
        if comp is None or comp.look != self.look or comp.pix.size() != self.pix.size():
            return None
        old = comp.looks
        changed = sum(1 for c, look, _reach in self.entries if old.get(c, (None,))[0] != look)
        changed += len(old.keys() - {c for c, _look, _reach in self.entries})
        columns = comp.columns
        changed += sum(1 for c in columns.keys() | self.columns.keys()
                       if columns.get(c) is not self.columns.get(c))
        return key if changed <= CLOSE else None

    def draw(self, painter: QPainter, region: QRegion) -> None:
        """Draw every overlay reaching into ``region`` (device pixels) over the layer
        copied there, in order, each with the columns in front copied over it, as the
        composite draws them; the scene's ``painted`` counts are left as they were (they
        count what the view shows, :meth:`.composite.Composites.count`)."""
        composites = self.layer.composites
        t = painter.worldTransform()
        drawn = composites.reaching(t, region, self.entries)
        if not drawn:
            return
        scene = self.layer.scene
        painted = dict(scene.painted)
        composites._base = self.pix  # what the columns in front are copied from
        composites._recipe = composites._recipes_of(painter)
        for c, look, _reach in drawn:
            composites._draw(painter, self.state, self.columns, self.rank, c, look)
        scene.painted.update(painted)
        composites.drawn += len(drawn)




def catch_up(scene: ClimbersBoardScene, done: list[Hashable]) -> bool:
    """Bring the shown side's composite up to date for the position shown, when a shown
    move passed it by (:func:`direct`); False when there was nothing to do.  Called when
    the board is idle (:class:`.ahead.SidesAhead`, after the sides ahead: a turn soon after
    a move first): the first hover of a ring after a placement paints whole through the
    composite, and found it moves old (3-4 ms more than the hover after it).  ``done``
    holds the position last caught up (the caller's)."""
    state = scene.state
    views = [v for v in scene.views() if v.isVisible() and v.viewport().width() > 0]
    if not isinstance(state, ClimbersState) or len(views) != 1 or scene.map_view \
            or not direct(scene.artist.layer, state):
        return False
    view = views[0]
    viewport = view.viewport()
    key = (id(state), scene._indexed, scene.proj.turns, scene.theme, viewport.size())
    if done and done[0] == key:
        return False
    done[:] = [key]
    dpr = viewport.devicePixelRatioF()
    pix = QPixmap(max(1, round(viewport.width() * dpr)), max(1, round(viewport.height() * dpr)))
    pix.setDevicePixelRatio(dpr)
    painter = QPainter(pix)
    try:
        # Set up as the view's whole paint is (.viewpictures): the composite's key and look.
        painter.setFont(viewport.font())
        painter.setRenderHints(view.renderHints() | QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.TextAntialiasing)
        painter.setWorldTransform(view.viewportTransform())
        layer = scene.artist.layer
        if not layer.serves(painter):
            return False
        painted = dict(scene.painted)
        layer.prepare(painter, state)
        scene.painted = painted
    finally:
        painter.end()
    return True


__all__ = ["CLOSE", "Under", "catch_up", "direct"]
