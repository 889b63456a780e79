"""The wall board's moving parts, drawn over the kept wall and repainted only where they
changed (issue 17, "Smooth": a shown move ≤ 5 ms).

The wall itself lies in the views' background cache (:func:`.painting.paint_wall`).
What changes from position to position — clip markers and their ropes, the pieces, the
viewer's hand and its tray, the marks (the hint, the hovered move's route, the rings of
what may be picked, the pick and its spots, the price label) and the red ghost — is
listed by :func:`parts` as values, in the order they are drawn: each :class:`Part`
names the :class:`~.painting.WallPainter` method that draws it, that method's
arguments (everything the strokes depend on besides :func:`shared_look`) and the scene
box the strokes may reach.  :class:`WallItem` keeps the list on screen; a redraw
compares the new list with it and asks Qt to repaint only the boxes of the parts that
came or went.  A paint draws every part that meets the exposed rectangle, in order, over
the wall copied from the cache, so each repainted pixel gets the strokes of a whole
paint (tests compare the window with a fresh board's).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.engine import HIDDEN
from climbdesk.ui.boards.wall.chooser import cost_text
from climbdesk.ui.boards.wall.layout import CELL
from climbdesk.ui.boards.wall.painting import (
    Box,
    Painted,
    WallPainter,
    box_of,
    cost_box,
    hint_box,
    rect_of,
    refusal_box,
)
from climbdesk.ui.boards.wall.spots import DiscardSpot, HandPanel, PanelSpot, TickSpot, WallSpot

if TYPE_CHECKING:
    from climbdesk.ui.boards.interaction import Spot
    from climbdesk.ui.boards.wall.scene import WallBoardScene


@dataclass(frozen=True)
class Part:
    """One moving part: ``WallPainter.<kind>(*args)`` draws it, within ``box``."""

    kind: str
    args: tuple[object, ...]
    box: Box


# How far a part's strokes may reach past the rectangle it is drawn in (the widest
# pen is 4 wide, drawn 3 outside the picked spot; antialiasing adds a pixel).
REACH = 6.0
# A piece's disc with its dark-theme ring, round its centre.
PIECE_REACH = 0.5 * CELL + 3.0


def shared_look(board: WallBoardScene) -> tuple[object, ...]:
    """What every part's look shares: when it changes the whole item is repainted.  (Not
    the layout: a part placed by it, as the tray under the ruler, has its place in its
    box, and a box that moved repaints where it was and where it is.)"""
    theme, state = board.theme, board.state
    return (state.colour if state is not None else None, tuple(theme.pieces),
            theme.dark, theme.text, theme.background, theme.highlight, theme.selection,
            theme.hint, QCoreApplication.translate("WallBoard", "fits nowhere now"))


def parts(board: WallBoardScene) -> list[Part]:
    """The moving parts of the position on show, in drawing order."""
    state, layout = board.state, board.layout
    if state is None or layout is None:
        return []
    out: list[Part] = []
    for seat, clip in enumerate(state.clips):
        if clip is None:
            continue
        pos = state.pos[seat]
        rope = pos if pos is not None and state.is_active(seat) and not state.topped[seat] \
            else None
        rect = layout.square(*clip)
        if rope is not None:
            rect = rect.united(layout.square(*rope))
        out.append(Part("clip", (seat, clip[0], clip[1], rope), box_of(rect, 2)))
    moving = board.motion.hidden_seats()
    for seat in range(state.players):
        if not state.is_active(seat) or state.topped[seat] or seat in moving:
            continue
        pos = state.pos[seat]
        centre = (layout.start(seat) if pos is None else layout.square(*pos)).center()
        out.append(Part("piece", (seat, centre.x(), centre.y()),
                        box_of(QRectF(centre.x(), centre.y(), 0, 0), PIECE_REACH)))
    hand = board.hand()
    locked = board.locked_panels()
    for index, ident in enumerate(hand):
        turned = 0
        if ident != HIDDEN and board.picked == board.hand_key(ident):
            turned = board.rotation if board.rotation in panel(ident).rotations else 0
        out.append(Part("hand_panel", (index, ident, turned, ident in locked),
                        box_of(layout.hand(index), 3)))
    pickables = board.pickables()
    keys = {spot.key for spot in pickables}
    for index, ident in enumerate(hand):
        if TickSpot(ident) in keys:
            out.append(Part("tick", (index, ident in board.ticked),
                            box_of(layout.tick(index), 2)))
    if DiscardSpot() in keys:
        text = QCoreApplication.translate("WallBoard", "Discard %1 (D)").replace(
            "%1", str(len(board.ticked)))
        out.append(Part("discard", (len(hand), text),
                        box_of(layout.discard_button(len(hand)), 2)))
    out += _marks(board, pickables)
    return out


def _marks(board: WallBoardScene, pickables: list[Spot[WallSpot]]) -> list[Part]:
    """The hint, the hovered route, the rings, the pick and its spots, the price, the
    red ghost (the order the board always drew them in: the price over the rings)."""
    layout = board.layout
    assert layout is not None
    out: list[Part] = []
    if board.hint is not None:
        box = hint_box(layout, board.hint)
        if box is not None:
            out.append(Part("hint", (box,), _grown(box, REACH)))
    move = board.hovered_move()
    if move is not None:
        state = board.state
        assert state is not None
        here = state.pos[state.seat]
        start = layout.start(state.seat).center() if here is None else layout.centre(*here)
        points = [start, *(layout.centre(x, y) for x, y in move.squares)]
        if move.top:
            points.append(QPointF(points[-1].x(), layout.top_spot().center().y()))
        line = tuple((p.x(), p.y()) for p in points)
        xs, ys = [p[0] for p in line], [p[1] for p in line]
        out.append(Part("route", (line,), box_of(
            QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)), 3)))
    for spot in pickables:
        tray = isinstance(spot.key, HandPanel | TickSpot | DiscardSpot)
        box = box_of(spot.rect)
        out.append(Part("target", (box, tray), _grown(box, 3)))
    picked = board.picked
    if picked is not None:
        for spot in pickables:
            if spot.key == picked:
                box = box_of(spot.rect)
                out.append(Part("picked", (box,), _grown(box, REACH)))
        for spot in board.targets_of(picked):
            box = box_of(spot.rect)
            ghost = None
            if spot.key == board.hover and isinstance(picked, HandPanel) \
                    and isinstance(spot.key, PanelSpot):
                ghost = (picked.ident, board.rotation, spot.key.x, spot.key.y)
            out.append(Part("panel_target", (box, ghost), _grown(box, CELL + 3)))
    if move is not None:  # over the rings of the holds around it
        text = cost_text(board, move)
        if text:
            box = cost_box(layout, move, text)
            out.append(Part("cost", (box, text), _grown(box, 2)))
    stray = board.stray_place()
    if stray is not None:
        text = board.refusal(stray)
        box = refusal_box(layout, stray, text)
        reach = box_of(layout.panel(stray.x, stray.y), 3)
        out.append(Part("stray", (stray.panel, stray.rotation, stray.x, stray.y, text, box),
                        box_of(rect_of(reach).united(rect_of(box)), 2)))
    return out


def _grown(box: Box, margin: float) -> Box:
    return box_of(rect_of(box), margin)


def changed(before: list[Part], after: list[Part]) -> list[Box] | None:
    """The boxes to repaint going from ``before`` to ``after``: those of the parts that
    came or went; None (repaint all) when parts that stayed changed their order, since
    overlapping parts would then be stacked differently."""
    old, new = set(before), set(after)
    stayed = old & new
    if [p for p in before if p in stayed] != [p for p in after if p in stayed]:
        return None
    return [p.box for p in before if p not in stayed] + \
        [p.box for p in after if p not in stayed]


class WallItem(QGraphicsItem):
    """The moving parts over the whole board (see the module's docstring)."""

    def __init__(self, scene: WallBoardScene) -> None:
        super().__init__()
        self.board = scene
        self.painted: Painted = Counter()
        self.rect = QRectF()
        self.parts: list[Part] = []
        self._shared: tuple[object, ...] | None = None
        # The exposed rectangle in paint(): parts wholly outside it are not drawn.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        # Repaints asked of Qt since the item was made, whole and in parts (for tests).
        self.whole_updates = 0
        self.part_updates = 0

    def boundingRect(self) -> QRectF:
        # Kept here, never asked of the scene: an unset scene rectangle defaults to its
        # items' bounds, which would ask this item again.
        return self.rect

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def refresh(self, margin: float) -> None:
        """The position or a mark may have changed: repaint the parts that did, each
        box grown by ``margin`` scene units (a view rounds it to whole pixels)."""
        now = parts(self.board)
        shared = shared_look(self.board)
        before, self.parts = self.parts, now
        boxes = changed(before, now) if shared == self._shared else None
        self._shared = shared
        if boxes is None:
            self.whole_updates += 1
            self.update()
            return
        for box in boxes:
            self.part_updates += 1
            self.update(rect_of(box).adjusted(-margin, -margin, margin, margin))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.painted = Counter()
        state, layout = self.board.state, self.board.layout
        if state is None or layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        drawer = WallPainter(painter, state, layout, self.painted, self.board.theme)
        # The exposed rectangle bounds what the view repaints; its clip is the parts
        # themselves (a placed panel and the tray are apart): parts in neither are skipped.
        areas = clip_areas(painter) or [option.exposedRect]
        # A view paints the parts its last refresh listed; a rendering (a picture of the
        # scene: thumbnails, screenshots, tests) draws the position as it is now.
        shown = self.parts if widget is not None else parts(self.board)
        for part in shown:
            box = rect_of(part.box)
            if any(box.intersects(area) for area in areas):
                getattr(drawer, part.kind)(*part.args)


def clip_areas(painter: QPainter) -> list[QRectF]:
    """The rectangles of the painter's clip in its own coordinates, a little grown (the
    clip is in whole units), when it is more than one; else none.  Qt paints the
    bounding rectangle of what a view repaints, clipped to the parts: what meets none
    of them need not be drawn."""
    if not painter.hasClipping():
        return []
    clip = painter.clipRegion()
    if clip.rectCount() < 2:
        return []
    # (PySide6 iterates a QRegion's rectangles; its stubs do not say so.)
    rects: Iterable[QRect] = clip  # type: ignore[assignment]
    return [QRectF(r).adjusted(-3, -3, 3, 3) for r in rects]


__all__ = ["Part", "WallItem", "changed", "clip_areas", "parts", "shared_look"]
