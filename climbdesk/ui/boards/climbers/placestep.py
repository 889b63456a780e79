"""What the board draws over its kept layer and overlays, as items, in the place step
too (issue 17).

Why: a shown move brings the side's kept whole paint up to date where it changed
(:mod:`.viewpictures`), from the composite and the figures drawn over it: the foot's
climbers and the x-ray's rings and figures, each an item with its look, bounds and
drawing.  A lift (Pick) and a placement (Place) were painted whole, as the place step
also shows the lifted block's placement dots (drawn over the composite,
:meth:`.composite.Composites.paint`) and the wire box where it came from
(:func:`.blockmarks.paint_origin`), which were no items: each whole paint copied the
composite and then the picture over the whole device, two full copies a move, where
both steps change a fifth of the view (the frames of the blocks that may be lifted,
the dots, the lifted block's columns).  So the dots (as one item) and the box are
items too, in the order a whole paint draws them: the dots over the composite, then
the foot's and the x-ray's figures, then the box.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from climbdesk.games.climbers import ClimbersState
from climbdesk.ui.boards.climbers.origins import origin_box

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.boards.climbers.xray import Item

#: Around a placement dot's centre: its ellipse (4.5 wide, 2.6 or on the map 4.5 high,
#: ``MountainPainter.paint_dots``) and its antialiasing, in scene units.
DOT = QRectF(-6.0, -6.0, 12.0, 12.0)


def over_items(scene: ClimbersBoardScene, state: ClimbersState, foot: list[Item],
               xrays: list[Item]) -> list[Item]:
    """Everything a whole paint draws over the composite, in its order, as items: the
    lifted block's placement dots, ``foot`` (the climbers at the foot), ``xrays`` (the
    x-ray's rings and figures) and the lifted block's origin box.  The composite must be
    brought up to date for ``state`` first (the dots are those it leaves uncovered)."""
    artist = scene.artist
    composites = artist.layer.composites
    out: list[Item] = []
    if composites.kind(state) == "dots":
        centres = composites._dots(state, artist.layer._rank)
        if centres:
            # Their bounds from the numbers (some 200 rectangles united one by one cost
            # a fifth of a millisecond a lift): a kept picture is brought up to date over
            # them, so they need only hold every dot.
            points = tuple((p.x(), p.y()) for p in centres)
            xs, ys = [x for x, _y in points], [y for _x, y in points]
            left, top = min(xs) + DOT.left(), min(ys) + DOT.top()
            bounds = QRectF(left, top, max(xs) + DOT.right() - left,
                            max(ys) + DOT.bottom() - top)
            look: tuple[object, ...] = ("dots", points,
                    QColor(scene.theme.highlight).rgba(), scene.map_view)
            out.append((look, bounds, partial(_dots, scene, centres)))
    out += foot
    out += xrays
    origin = state.origin
    if state.phase == "place" and origin is not None and state.held >= 0 \
            and scene.accepts_input():
        box_look, rect, draw = origin_box(scene, state.held, origin)
        look = ("origin", state.held, origin, scene.proj.turns, box_look)
        out.append((look, rect, partial(artist.sprites.draw, key=box_look, rect=rect,
                                        paint=draw)))
    return out


def _dots(scene: ClimbersBoardScene, centres: list[QPointF], painter: QPainter) -> None:
    """The placement dots, as :meth:`.composite.Composites.paint` draws them."""
    painter.save()
    scene.artist.paint_dots(painter, centres)
    painter.restore()


__all__ = ["DOT", "over_items"]
