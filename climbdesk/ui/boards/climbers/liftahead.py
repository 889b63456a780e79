"""The layer's lifted area of every block that may be lifted, painted ahead in the block
step (issue 17, "Smooth": a shown move in 5 ms).

Why: a Pick brought the shown side's layer up to date where the lifted block's columns
changed (:meth:`.layers.MountainLayer._repaint`: the table and every column reaching
into that area replayed into a scratch picture and copied back), 2-2.5 ms of a 10.5-11
ms lift.  Yet in the block step the blocks that may be lifted are known (the engine's
``pickable()``), and such a part of the layer depends only on the columns reaching into
it, the area and the layer's look, not on what the layer showed there before.  So once
the block step is shown and the sides a key reaches are made (:mod:`.stepahead`), the
part of the layer each lift would repaint is painted, in the same slices, one block a
step, and kept (:class:`LiftParts`); the Pick's paint copies it instead, when the
columns reaching into its area draw as those it was painted with (the same objects, or
:meth:`.columns.Column.draws_as`) and the layer's look is the same.  Nothing else of
the layer or of the columns the view shows is touched: the lifted position's columns
are worked out with the view's kept columns put back after (:meth:`.columns.
ColumnCache.apart`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Generator, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QPainter, QPixmap

from climbdesk.games.climbers import ClimbersState, Pick
from climbdesk.ui.boards.climbers.columns import Column, changed_rect
from climbdesk.ui.boards.climbers.outlines import apart

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: Bytes of kept parts (a lift's part is a few columns wide and the mountain's height,
#: 0.1-0.5 MB; a block step has 5-20 blocks that may be lifted).
KEPT_BYTES = 12 * 1024 * 1024

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


def wanted(scene: ClimbersBoardScene) -> bool:
    """Whether the step shown is a block step its player lifts from this board."""
    state = scene.state
    return isinstance(state, ClimbersState) and state.phase == "block" \
        and scene.accepts_input() and state.current_player() == state.active


def lifts_ahead(scene: ClimbersBoardScene,
                painter_now: Callable[[], QPainter | None]) -> Generator[None, None, None]:
    """Paint ahead the part of the shown side's layer each lift of the block step shown
    would repaint, a block a step (``painter_now``: the slice's painter on a picture of
    the view's device, set up as the view's)."""
    state = scene.state
    layer = scene.artist.layer
    if not isinstance(state, ClimbersState) or state.phase != "block":
        return
    for block in state.pickable():
        painter = painter_now()
        assert painter is not None
        device = painter.device()
        assert device is not None
        kept = layer._kept.get((scene.proj.turns, device.width(), device.height()))
        if kept is None:
            return
        lifted = state.clone()
        lifted.apply_trusted(Pick(block))
        with scene.artist.columns.apart():
            columns = dict(scene.artist.columns.columns(lifted.board))
        old = kept.columns
        for area in apart([changed_rect(old.get(c), columns.get(c))
                           for c in old.keys() | columns.keys()
                           if old.get(c) is not columns.get(c)]):
            layer.paint_part(kept, painter, columns, area)
        yield


__all__ = ["KEPT_BYTES", "LiftParts", "copy_part", "lifts_ahead", "wanted"]
