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


class FaceNet(QWidget):
    """The net of the block the scene examines (``scene.examined``; nothing when -1)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        self.block = -1
        self.orient = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("The examined block's six faces"))

    def sizeHint(self) -> QSize:
        return QSize(240, 112)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 90)

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

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.block < 0:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faces = net_faces(self.block, self.orient)
        # Column widths and row heights of the cross, in units, then one scale for all.
        cols = [max((f.width for f in faces if f.col == c), default=0) for c in range(4)]
        rows = [max((f.height for f in faces if f.row == r), default=0) for r in range(3)]
        unit = min((self.width() - 8) / max(1, sum(cols)), (self.height() - 8) / max(1, sum(rows)))
        unit = min(unit, 20.0)
        x0 = (self.width() - unit * sum(cols)) / 2
        y0 = (self.height() - unit * sum(rows)) / 2
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


__all__ = ["FaceNet", "Face", "net_faces"]
