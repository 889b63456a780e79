"""Examining a block: its six faces as an unfolded net, in the side panel.

A block shows at most three faces on the board (and often fewer), yet which
colours hide underneath and behind decides where it can carry a climber after
it is moved.  The net lays the block open as it lies now:

::

            back
    left    top     right   bottom
            front

"left/right" and "back/front" are the table's x and y directions (not the
screen's), each face drawn to scale with its colour and the colour's glyph, so
the net also reads without colour vision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.ui.boards.climbers.colours import GLYPHS
from climbdesk.ui.contrast import best_of
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class Face(NamedTuple):
    """One face of the net: where it goes (column, row of the cross), its size in
    squares/height units (width, height) and its colour name."""

    name: str
    col: int
    row: int
    width: int
    height: int
    colour: str


def net_faces(block: int, orient: int) -> list[Face]:
    """The six faces of ``block`` lying in orientation ``orient``, laid out as a cross.

    >>> [f.name for f in net_faces(33, 0)]
    ['top', 'bottom', 'left', 'right', 'back', 'front']
    """
    b = BLOCKS[block]
    o = b.orientations[orient % len(b.orientations)]
    y_axis = 3 - o.up_axis - o.x_axis
    up = b.pairs[o.up_axis]
    xs = b.pairs[o.x_axis]
    ys = b.pairs[y_axis]
    return [
        Face("top", 1, 1, o.w, o.d, up[o.up_end]),
        Face("bottom", 3, 1, o.w, o.d, up[1 - o.up_end]),
        Face("left", 0, 1, o.h, o.d, xs[0]),
        Face("right", 2, 1, o.h, o.d, xs[1]),
        Face("back", 1, 0, o.w, o.h, ys[0]),
        Face("front", 1, 2, o.w, o.h, ys[1]),
    ]


# The net's height when the side panel has room for it (its size hint), in pixels.
NET_HEIGHT = 112
# The largest square of the net, in pixels.
NET_UNIT = 20.0


def cross_units(faces: list[Face]) -> tuple[list[int], list[int]]:
    """The cross's column widths and row heights, in units."""
    cols = [max((f.width for f in faces if f.col == c), default=0) for c in range(4)]
    rows = [max((f.height for f in faces if f.row == r), default=0) for r in range(3)]
    return cols, rows


class FaceNet(QWidget):
    """The net of the block the scene examines (``scene.examined``; nothing when -1).

    The side panel may give it another height than :data:`NET_HEIGHT` (``set_room``)
    so that it ends where the scrolled sidebar does; taller, it draws the net as at its
    own height, at its top."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        self.block = -1
        self.orient = 0
        self.room: int | None = None  # the height the panel gives it (None: its own)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("The examined block's six faces"))

    def sizeHint(self) -> QSize:
        return QSize(240, NET_HEIGHT if self.room is None else self.room)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 90 if self.room is None else min(90, self.room))

    def set_room(self, height: int | None) -> None:
        """Take ``height`` pixels (None: :data:`NET_HEIGHT`), see the panel's ``_uncut``."""
        if height != self.room:
            self.room = height
            self.updateGeometry()

    def unit_at(self, height: int, orient: int) -> float:
        """The side of a net square at ``height`` pixels for the block in ``orient``."""
        cols, rows = cross_units(net_faces(self.block, orient))
        height = min(height, NET_HEIGHT)  # taller, the net is drawn as at its own height
        unit = min((self.width() - 8) / max(1, sum(cols)), (height - 8) / max(1, sum(rows)))
        return min(unit, NET_UNIT)

    def keeps_size(self, height: int, share: float = 0.75) -> bool:
        """Whether at ``height`` pixels the net of the examined block, turned any way,
        keeps at least ``share`` of the size it has at :data:`NET_HEIGHT`."""
        if self.block < 0:
            return True
        turns = len(BLOCKS[self.block].orientations)
        return all(self.unit_at(height, o) >= share * self.unit_at(NET_HEIGHT, o) > 0
                   for o in range(turns))

    def show_block(self, block: int, orient: int) -> None:
        """Show ``block`` lying in ``orient`` (-1: nothing)."""
        self.block, self.orient = block, orient
        self.setToolTip(self.describe())
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The faces in words, for the tooltip and screen readers."""
        if self.block < 0:
            return ""
        names = {
            "top": self.tr("top"), "bottom": self.tr("bottom"), "left": self.tr("left"),
            "right": self.tr("right"), "back": self.tr("back"), "front": self.tr("front"),
        }
        parts = [self.tr("%1: %2").replace("%1", names[f.name])
                 .replace("%2", tr_game(f.colour)) for f in net_faces(self.block, self.orient)]
        return self.tr(", ").join(parts)

    def _layout(self) -> tuple[list[Face], list[int], list[int], float, float, float]:
        """The faces, the cross's column widths and row heights in units, the unit and
        the cross's top left corner in the widget."""
        faces = net_faces(self.block, self.orient)
        # Column widths and row heights of the cross, in units, then one scale for all.
        cols, rows = cross_units(faces)
        unit = self.unit_at(self.height(), self.orient)
        x0 = (self.width() - unit * sum(cols)) / 2
        y0 = (min(self.height(), NET_HEIGHT) - unit * sum(rows)) / 2
        return faces, cols, rows, unit, x0, y0

    def cross_rect(self) -> QRectF:
        """Where the net is drawn in the widget (empty when no block is examined)."""
        if self.block < 0:
            return QRectF()
        _faces, cols, rows, unit, x0, y0 = self._layout()
        return QRectF(x0, y0, unit * sum(cols), unit * sum(rows))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.block < 0:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faces, cols, rows, unit, x0, y0 = self._layout()
        outline = QColor(self.scene_.outline())
        for f in faces[1:] + faces[:1]:  # the top last, so its thick frame shows whole
            left = x0 + unit * (sum(cols[:f.col]) + (cols[f.col] - f.width) / 2)
            top = y0 + unit * (sum(rows[:f.row]) + (rows[f.row] - f.height) / 2)
            rect = QRectF(left, top, unit * f.width, unit * f.height)
            fill = self.scene_.colour_of(f.colour)
            painter.setPen(QPen(outline, 2.4 if f.name == "top" else 1.2))
            painter.setBrush(fill)
            painter.drawRect(rect)
            glyph = GLYPHS.get(f.colour, "")
            label = glyph
            font = QFont()
            font.setPixelSize(max(9, int(unit * 0.55)))
            painter.setFont(font)
            painter.setPen(QColor(best_of(fill.name(), "#000000", "#ffffff")))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label.strip())
        painter.end()


__all__ = ["FaceNet", "Face", "NET_HEIGHT", "cross_units", "net_faces"]
