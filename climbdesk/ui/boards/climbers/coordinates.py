"""Square coordinates along the table's edges, in the mountain view and on the map.

Why: the move list and the hints name squares the way the engine does ("climbs
to 13,8", x then y), and a player must be able to find 13,8 on the board.  So the
two front edges of the table (whichever side the mountain is seen from) and the
top and left edges of the map carry the numbers of the squares along them, with
the axis letter at the far end; hovering a block says its name, square and height
(see :meth:`~.scene.ClimbersBoardScene.block_tip`).

Painted into the table's cached picture (:meth:`~.painting.MountainPainter._paint_table`),
so the labels cost nothing on repaints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from climbdesk.games.climbers import Pick
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.games.climbers.texts import block_name
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

# How far outside the table's edge the labels sit, in squares.
OUTSIDE = 0.3


def axis_name(axis: int) -> str:
    """The letter of table axis 0 (x) or 1 (y), as the move list's "x,y" reads."""
    if axis == 0:
        return QCoreApplication.translate("ClimbersBoard", "x", "the axis letter at the end "
                                          "of the board's edge numbers, as in 13,8 (x,y)")
    return QCoreApplication.translate("ClimbersBoard", "y", "the axis letter at the end "
                                      "of the board's edge numbers, as in 13,8 (x,y)")


def edge_labels(scene: ClimbersBoardScene) -> list[tuple[QPointF, str, bool]]:
    """(scene point, text, is the axis letter) for every label along the two edges."""
    proj = scene.proj
    n = TABLE
    out: list[tuple[QPointF, str, bool]] = []
    # Mountain: the front edges (turned u = n and v = n); map: the top and left edges.
    edges = ((lambda k: (n - 1, k), lambda k: (n + OUTSIDE, k + 0.5)),
             (lambda k: (k, n - 1), lambda k: (k + 0.5, n + OUTSIDE)))
    if proj.flat:
        edges = ((lambda k: (k, 0), lambda k: (k + 0.5, -OUTSIDE)),
                 (lambda k: (0, k), lambda k: (-OUTSIDE, k + 0.5)))
    z = 0.0 if proj.flat else -0.6  # below the table's edge, clear of its thickness
    for square, at in edges:
        first, second = proj.world(*square(0)), proj.world(*square(1))
        axis = 0 if first[0] != second[0] else 1  # the table coordinate that changes
        for k in range(n):
            u, v = at(k)
            out.append((proj.point(u, v, z), str(proj.world(*square(k))[axis]), False))
        # Beyond the first number on the mountain, beyond the last on the map (its two
        # edges meet at the first), inside the scene's margin either way.
        u, v = at(n - 0.3 if proj.flat else -0.75)
        out.append((proj.point(u, v, z), axis_name(axis), True))
    return out


def block_tip(scene: ClimbersBoardScene, pos: QPointF) -> str:
    """The tooltip text at ``pos``: a refusal for a block that may not be picked in the
    block step, else the block's name, square and height as the move list names them
    ("Size 1 block 5: square 13,8, height 2"); '' over the bare table."""
    state = scene.state
    cell = scene.cell_at(pos)
    block = state.board.top_block(*cell) if state is not None and cell is not None else -1
    if state is None or cell is None or block < 0:
        return ""
    if scene.phase() == "block" and scene.accepts_input() and block not in scene._picks:
        return tr_game(state.explain_illegal(Pick(block)), scene.seat_names)
    return (QCoreApplication.translate("ClimbersBoard", "%1: square %2,%3, height %4")
            .replace("%1", tr_game(block_name(block))).replace("%2", str(cell[0]))
            .replace("%3", str(cell[1])).replace("%4", str(scene.height_at(*cell))))


def paint_coordinates(scene: ClimbersBoardScene, painter: QPainter) -> None:
    """The edge numbers in the theme's text colour, the axis letters bold."""
    font = QFont()
    font.setPixelSize(13 if scene.map_view else 11)
    bold = QFont(font)
    bold.setBold(True)
    colour = QColor(scene.theme.text)
    painter.save()
    painter.setPen(colour)
    for at, text, letter in edge_labels(scene):
        painter.setFont(bold if letter else font)
        painter.drawText(QRectF(at.x() - 14, at.y() - 8, 28, 16),
                         Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


__all__ = ["axis_name", "block_tip", "edge_labels", "paint_coordinates"]
