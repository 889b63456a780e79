"""The lifted block's origin box, and its picture made ahead for the blocks that may be
lifted (issue 17).

Why: the place step shows where the lifted block came from as a dashed wire box
(dropping it there puts it back).  Its six dashed antialiased outlines are copied from
a picture (:mod:`.sprites`), but that picture was painted at the lift itself, in the
lift's own frame: about 1 ms of every shown Pick (the picture is at the box's exact
sub-pixel offset, so it serves only that block at that place, from that side).  In the
block step the blocks that may be lifted are known, and the player is idle before
choosing one: so :class:`~.ahead.SidesAhead` asks :func:`origins_ahead` to paint the
pictures of their boxes then, a few blocks an idle tick, and the lift finds its box made.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import Placement

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: Boxes painted ahead in one idle tick (about 1 ms each): a player soon picks a block.
PER_TICK = 8

#: A box as the sprites draw it: its look (its shape, not its place), bounds, drawing.
Box = tuple[Hashable, QRectF, Callable[[QPainter], None]]


def origin_box(scene: ClimbersBoardScene, block: int, origin: Placement) -> Box:
    """Block ``block``'s dashed wire box at ``origin`` in the scene's view, as
    :func:`.blockmarks.paint_origin` draws it (from a picture, :meth:`.Sprites.draw`)."""
    o = BLOCKS[block].orientations[origin.orient]
    proj = scene.proj
    top, su, sv = proj.box(origin.x, origin.y, o.w, o.d, origin.z, origin.z + o.h)
    selection = QColor(scene.theme.selection)

    def draw(p: QPainter) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        for width, colour in ((4.0, QColor(0, 0, 0, 90)), (2.0, selection)):
            pen = QPen(colour, width)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            for poly in (top, su, sv):
                p.drawPolygon(poly)

    # Its shape: the extents along the turned axes (the same box moved looks the same).
    (u0, v0), (u1, v1) = (proj.turned_point(origin.x, origin.y),
                          proj.turned_point(origin.x + o.w, origin.y + o.d))
    look = ("origin", abs(u1 - u0), abs(v1 - v0), o.h, proj.flat, selection.rgba())
    rect = top.boundingRect().united(su.boundingRect()).united(sv.boundingRect())
    return look, rect.adjusted(-4, -4, 4, 4), draw


def origins_ahead(scene: ClimbersBoardScene, done: set[Hashable],
                  blocks: list[int] | None = None) -> bool:
    """Paint the origin box's pictures of up to :data:`PER_TICK` more blocks that may be
    lifted now (of ``blocks`` only, when given), as the shown view's whole paint would
    draw them after the lift; False when each such block's is made.  ``done`` names the
    boxes already asked for (by the caller)."""
    state = scene.state
    if state is None or scene.phase() != "block" or scene.map_view:
        return False
    views = [v for v in scene.views() if v.isVisible() and v.viewport().width() > 0]
    if len(views) != 1:
        return False
    view = views[0]
    t = view.viewportTransform()
    painter: QPainter | None = None
    made = 0
    for block in sorted(scene._picks if blocks is None else scene._picks & set(blocks)):
        origin = state.board.placed[block]
        key = (block, origin, scene.proj.turns, scene.proj.headroom, scene.theme,
               t.m11(), t.m22(), t.dx(), t.dy())
        if origin is None or key in done:
            continue
        if made == PER_TICK:
            break
        done.add(key)
        if painter is None:
            # A painter set up as the view's whole paint is (.viewpictures, .ahead): the
            # picture's key is the view's scale, offset, device pixel ratio and hints.
            pix = QPixmap(1, 1)
            pix.setDevicePixelRatio(view.viewport().devicePixelRatioF())
            painter = QPainter(pix)
            painter.setRenderHints(view.renderHints() | QPainter.RenderHint.Antialiasing
                                   | QPainter.RenderHint.TextAntialiasing)
            painter.setWorldTransform(t)
        look, rect, draw = origin_box(scene, block, origin)
        scene.artist.sprites.draw(painter, look, rect, draw)
        made += 1
    if painter is not None:
        painter.end()
    if len(done) > 4096:
        done.clear()
    return made > 0


__all__ = ["PER_TICK", "Box", "origin_box", "origins_ahead"]
