"""Which part of the mountain a new position repaints, when nobody can act on the board.

Why: a bot's step (a climb, a lift, a placement, a disk) changes a few squares, yet
the whole mountain used to be repainted for each, a full frame of antialiased
polygons (issue 17: the window's longest pauses are bots' moves landing).  While
the board takes no input it shows no marks, rings, arrows, ghost or path, so what
it shows is the table, each square's column, disk and climber (drawn again by the
x-ray when hidden), and the figures at the foot.  :class:`RepaintArea` remembers
that look per square; a new position repaints only the squares whose look changed
(the area of their old and new look).  The painter draws everything that reaches
into that area, in the same order, so the pixels are those of a whole repaint.

Anything else (the board taking input, an animation, a hint, a turn of the view,
another palette or slice, a resized scene) repaints the whole board, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from climbdesk.games.climbers import ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.columns import Column

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: Around a figure's feet: its shadow, body, head and outline (the x-ray's dashed one
#: too), in scene units, with room to spare (see ``MountainPainter.paint_climber``).
FIGURE = QRectF(-26.0, -66.0, 52.0, 80.0)

#: One square's look: its column, the seat whose disk lies there (-1: none), the
#: climber standing there (-1), whether the x-ray draws it again, the square's height
#: and the climber's (lower when a block was just set on it).
Look = tuple[Column | None, int, int, bool, int, int]


class RepaintArea:
    """The last look of ``scene``'s board, to name the area a new position changes."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self._whole: tuple[object, ...] | None = None
        self._squares: dict[int, Look] = {}
        self._foot: tuple[int, ...] = ()

    def forget(self) -> None:
        """The next call repaints everything (the view, palette or board changed)."""
        self._whole = None

    def changed(self) -> QRectF | None:
        """The scene area to repaint for the scene's current position; None: all of it."""
        scene = self.scene
        state = scene.state
        if not isinstance(state, ClimbersState) or scene.accepts_input() or scene.map_view \
                or scene.motion.running() or scene.hint is not None:
            self._whole = None
            return None
        theme = scene.theme
        proj = scene.proj
        whole = (proj.turns, proj.flat, proj.headroom, theme, scene.slice_level,
                 scene.sceneRect(), tuple(scene.seat_names), scene.hover, scene.cursor,
                 scene.cursor_visible, scene.examined)
        squares = self._looks(state)
        foot = tuple(s for s, c in enumerate(state.pos) if c == -1)
        before, self._whole = self._whole, whole
        old, self._squares = self._squares, squares
        old_foot, self._foot = self._foot, foot
        if before != whole:
            return None
        area = QRectF()
        for c in old.keys() | squares.keys():
            was, now = old.get(c), squares.get(c)
            if was != now:
                for look in (was, now):
                    if look is not None:
                        area = area.united(self._rect(c, look))
        if foot != old_foot:
            for i in range(max(len(foot), len(old_foot))):
                area = area.united(FIGURE.translated(proj.foot_point(i)))
        return area

    def _looks(self, state: ClimbersState) -> dict[int, Look]:
        scene = self.scene
        board = state.board
        columns = scene.artist.columns.columns(board)
        hidden = scene.motion.hidden_seats()
        disks = scene.artist.disk_squares(state)
        climbers: dict[int, tuple[int, bool, int]] = {}
        for seat, c in enumerate(state.pos):
            if c < 0 or seat in hidden:
                continue
            x, y = c % TABLE, c // TABLE
            own = state.height(seat)
            under = own < board.heights[c]
            climbers[c] = (seat, under or scene.xray.climber_hidden(state, x, y), own)
        out: dict[int, Look] = {}
        for c in columns.keys() | disks.keys() | climbers.keys():
            seat, xrayed, own = climbers.get(c, (-1, False, 0))
            out[c] = (columns.get(c), disks.get(c, -1), seat, xrayed, board.heights[c], own)
        return out

    def _rect(self, c: int, look: Look) -> QRectF:
        """Where square ``c`` drew ``look``: its column, and a disk or figure on its top."""
        column, disk, seat, _xrayed, h, own = look
        rect = QRectF(column.rect) if column is not None else QRectF()
        x, y = c % TABLE + 0.5, c // TABLE + 0.5
        for z, there in ((h, disk >= 0), (own, seat >= 0)):
            if there:
                feet: QPointF = self.scene.proj.world_point(x, y, z)
                rect = rect.united(FIGURE.translated(feet))
        return rect


__all__ = ["FIGURE", "RepaintArea"]
