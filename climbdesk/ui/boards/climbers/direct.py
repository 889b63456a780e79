"""A shown lift's kept picture brought up to date from the layer itself (issue 17).

Why: a shown move brings the side's kept whole paint up to date where it changed
(:mod:`.viewpictures`) from that side's kept composite (:mod:`.composite`: the
layer with its overlays), which is brought up to date first, by its own area and
in its own scratch pass.  In the place step that composite holds only the figures
(the few disks and climbers, and the dots under them: the placement dots are drawn
over it), and at a lift it was seldom of use: new at half the lifts (a side's first
place step: a whole composite, a copy of the device and every figure drawn), else
brought up to date over every column changed since that side last showed the place
step, moves ago.  Either way a second pass over an area (its region worked out, the
layer copied there, the figures drawn, the copy back) before the view's own pass:
2-3 ms of a 10 ms lift.  So for the place step the view's pass copies the layer
itself through its area and draws the figures reaching into it there, with the
columns in front copied over each (the composite's own drawing,
:meth:`.composite.Composites._draw`), then the dots, figures and box over them.
Every overlay reaching into the area is drawn, in the painter's order, into a
scratch picture without a clip, as the composite does: the pixels there are the
composite's.  The kept composite is left as it was: it knows what it shows, and is
brought up to date from that when a whole paint needs it (a hovered ghost).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtGui import QPainter, QPixmap, QRegion

from climbdesk.games.climbers import ClimbersState
from climbdesk.ui.boards.climbers.colours import seat_look
from climbdesk.ui.boards.climbers.columns import Column
from climbdesk.ui.boards.climbers.composite import Entry

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.layers import MountainLayer

#: The composites' kinds (:meth:`.composite.Composites.kind`) brought up to date directly.
KINDS = frozenset({"dots", "rings"})


def direct(layer: MountainLayer, state: ClimbersState) -> bool:
    """Whether a kept picture of ``state`` is brought up to date from the layer itself
    (:class:`Under`) rather than through the composite: in the place step, whose
    composite holds only the figures."""
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
        scene = layer.scene
        seats = tuple((scene.seat_colour(s).rgba(), seat_look(state, s))
                      for s in range(len(state.pos)))
        # The composite's look (Composites.update): a kept picture's frame compares it.
        self.look: Hashable = (kept.look, seats)
        self.rank = layer._ranks(self.columns, state.board.heights)
        self.entries: list[Entry] = layer.composites._plan(state, self.rank)

    def draw(self, painter: QPainter, region: QRegion) -> None:
        """Draw every overlay reaching into ``region`` (device pixels) over the layer
        copied there, in order, each with the columns in front copied over it, as the
        composite draws them; the scene's ``painted`` counts are left as they were (they
        count what the view shows, :meth:`.composite.Composites.count`)."""
        composites = self.layer.composites
        t = painter.worldTransform()
        drawn = [e for e in self.entries if region.intersects(composites._box(t, e[2]))]
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


__all__ = ["Under", "direct"]
