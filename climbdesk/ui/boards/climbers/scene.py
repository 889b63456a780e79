"""The Climbers board: the block mountain in an isometric view that turns, or as a map.

Why it is drawn the way it is:

* The mountain is a height field (every column is solid), so the scene paints
  columns back to front in the order :class:`~.projection.Projection` gives,
  which is exact from all four sides; each column's sides are split by the
  blocks of its stack, so every block shows its real top and side colours.
* Turning (Q/E) re-projects: other faces come into view and the order
  changes, which a turned picture of the same projection could not show.  The
  view itself therefore does not rotate this board (``allows_rotation`` is
  False) and only zooms and pans.
* Squares hidden behind the mountain stay reachable on the top-down map (T),
  where every square shows its top colour and height; both are clickable.
* The scene holds no rules: highlights, pickable blocks and placements all
  come from ``state.legal_actions()``, and a refused placement's sentence from
  ``state.explain_illegal``.

Spots (the keys of :mod:`climbdesk.ui.boards.interaction`): ``("block", b)``
for a block that can be picked or disked, ``("cell", x, y)`` for a square a
climber may move or be pushed to, ``("anchor", x, y)`` for the square under
the mouse while placing (the back corner of the ghost as seen on screen).
The climber to move, the lifted block and the climber to push are picked
automatically (``("climber", s)``, ``("held", b)``, ``("push", s)``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QHBoxLayout,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.climbers import (
    GAME,
    ClimbersState,
    Disk,
    Move,
    Pick,
    Place,
    Push,
)
from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL, PLAYER_COLOURS, Orientation
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.projection import HEADROOM, MAP_SQ, Projection
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Key, KeyHelp, Spot
from climbdesk.ui.boards.interaction import Pick as FurtherPick
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.strings import tr_game
from climbdesk.ui.theme import BoardTheme

# Block face colours by name; the players' colours are the game's seat colours.
FACE_COLOURS: dict[str, str] = dict(zip(PLAYER_COLOURS, GAME.info.colours, strict=True))
NEUTRAL_LIGHT = "#ddd5c4"
NEUTRAL_DARK = "#b9b09d"
# A glyph per colour, so tops and figures are told apart without colour vision.
GLYPHS: dict[str, str] = {"teal": "●", "purple": "■", "yellow": "▲", "red": "◆", "pink": "✚"}
LADDER_LETTERS = {"": "", "short": "S", "tall": "T", "short+tall": "S+T"}
MOVING = ("move1", "move2", "react")


def face_colour(block: int, orient: int, direction: tuple[int, int]) -> str:
    """The colour name of ``block``'s side facing table direction ``direction`` (dx, dy)."""
    o = BLOCKS[block].orientations[orient]
    pairs = BLOCKS[block].pairs
    y_axis = 3 - o.up_axis - o.x_axis
    dx, dy = direction
    if dx:
        return pairs[o.x_axis][1 if dx > 0 else 0]
    return pairs[y_axis][1 if dy > 0 else 0]


class _BoardItem(QGraphicsItem):
    """The whole mountain, painted by the scene in one back-to-front pass."""

    def __init__(self, paint_fn: Callable[[QPainter], None]) -> None:
        super().__init__()
        self._rect = QRectF()
        self._paint_fn = paint_fn
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint_fn(painter)


class ClimbersBoardScene(InteractiveBoardScene):
    """The Climbers board.  Beyond :class:`InteractiveBoardScene`: ``turns`` (quarter
    turns, Q/E), ``map_view`` (T), ``orient`` (the lifted block's orientation, R),
    ``tall_first`` (which ladder a square reachable with either spends, X),
    ``cell_at(point)``, ``top_rect(x, y)`` and ``block_rect(b)``."""

    allows_rotation = False  # the scene re-projects; see the module docstring

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turns = 0
        self.map_view = False
        self.orient = 0
        self.tall_first = False
        self.proj = Projection(TABLE)
        self._item = _BoardItem(self._paint)
        self.addItem(self._item)
        self._moves: dict[tuple[int, int], list[str]] = {}
        self._picks: set[int] = set()
        self._disks: set[int] = set()
        self._places: dict[int, set[tuple[int, int]]] = {}
        self._pushes: set[tuple[int, int]] = set()
        self._hits: list[tuple[int, int, list[QPolygonF], QRectF]] = []
        # What the last paint pass drew (tops, sides, climbers, blocks seen): for tests.
        self.painted: dict[str, int] = {}
        self.painted_blocks: set[int] = set()
        self._panel: ViewButtons | None = None
        self._fitted = QRectF()  # the board_rect the views were last fitted to
        self._set_projection()

    # ----- reading the state ---------------------------------------------------------------
    def cs(self) -> ClimbersState | None:
        return self.state if isinstance(self.state, ClimbersState) else None

    def phase(self) -> str:
        state = self.cs()
        return state.phase if state is not None else ""

    def _index_legal(self) -> None:
        """Sort the legal actions by what the board shows of them (no rules here)."""
        self._moves, self._picks, self._disks, self._places, self._pushes = {}, set(), set(), \
            {}, set()
        state = self.cs()
        if state is None or state.is_terminal() or state.current_player() < 0:
            return
        for a in state.legal_actions():
            if isinstance(a, Move):
                self._moves.setdefault((a.x, a.y), []).append(a.ladders)
            elif isinstance(a, Pick):
                self._picks.add(a.block)
            elif isinstance(a, Disk):
                self._disks.add(a.block)
            elif isinstance(a, Place):
                self._places.setdefault(a.orient, set()).add((a.x, a.y))
            elif isinstance(a, Push):
                self._pushes.add((a.x, a.y))
        if self._places and self.orient not in self._places:
            self.orient = min(self._places)

    def ladders_for(self, x: int, y: int) -> str:
        """The ladder set a click on (x, y) spends: none if possible, else the preferred."""
        sets = self._moves.get((x, y), [])
        if not sets or "" in sets:
            return ""
        if self.tall_first and "tall" in sets:
            return "tall"
        if not self.tall_first and "short" in sets:
            return "short"
        return sets[0]

    def held_orientation(self) -> Orientation | None:
        state = self.cs()
        if state is None or state.held < 0:
            return None
        orients = BLOCKS[state.held].orientations
        return orients[self.orient % len(orients)]

    # ----- placing: the square under the mouse is the ghost's back corner -----------------
    def _turned_dims(self, o: Orientation) -> tuple[int, int]:
        return (o.d, o.w) if self.proj.turns % 2 else (o.w, o.d)

    def anchor_of(self, hx: int, hy: int, o: Orientation) -> tuple[int, int]:
        """The engine's anchor (lowest x, y) of a footprint whose on-screen back corner
        is square (hx, hy)."""
        iu, iv = self.proj.turned(hx, hy)
        w, d = self._turned_dims(o)
        a = self.proj.world(iu, iv)
        b = self.proj.world(iu + w - 1, iv + d - 1)
        return min(a[0], b[0]), min(a[1], b[1])

    def handle_of(self, ax: int, ay: int, o: Orientation) -> tuple[int, int]:
        """The inverse of :meth:`anchor_of`."""
        a = self.proj.turned(ax, ay)
        b = self.proj.turned(ax + o.w - 1, ay + o.d - 1)
        return self.proj.world(min(a[0], b[0]), min(a[1], b[1]))

    def placement_handles(self) -> set[tuple[int, int]]:
        o = self.held_orientation()
        if o is None:
            return set()
        return {self.handle_of(x, y, o) for x, y in self._places.get(self.orient, set())}

    # ----- geometry ------------------------------------------------------------------------
    def _set_projection(self) -> None:
        self.proj = Projection(TABLE, self.turns, self.map_view, self._headroom())
        rect = self.proj.bounds().adjusted(-30, -30, 30, 30)
        self.setSceneRect(rect)
        self._item.set_rect(rect)
        self._hits = []

    def _headroom(self) -> int:
        """Room above the table: the mountain's height and a figure's, in steps of 4 so
        the camera does not jump with every block."""
        state = self.cs()
        top = max(state.board.heights) if state is not None else 0
        return max(HEADROOM, (top + 6 + 3) // 4 * 4)

    def _refit(self, only_fitting: bool = False) -> None:
        """Fit the views to the new picture (``only_fitting``: not those the user zoomed)."""
        from climbdesk.ui.boards.view import BoardView

        for view in self.views():
            if isinstance(view, BoardView) and (view.fitting or not only_fitting):
                view.fit()

    def board_rect(self) -> QRectF:
        """What fitting shows: the mountain with three squares of table around it (the
        whole 20×20 table would leave it small), the foot while climbers stand there; the
        map shows the whole table."""
        state = self.cs()
        rect = self.mountain_rect(3)
        if state is None or self.map_view or rect.isNull():
            return self.sceneRect()
        for i, _seat in enumerate(s for s, c in enumerate(state.pos) if c == -1):
            foot = self.proj.foot_point(i)
            rect = rect.united(QRectF(foot.x() - 30, foot.y() - 60, 60, 70))
        return rect.adjusted(-20, -20, 20, 20)

    def mountain_rect(self, margin: int) -> QRectF:
        """Scene rect of the squares with blocks, ``margin`` squares of table around them,
        up to the highest top and a figure's height (null without blocks)."""
        state = self.cs()
        if state is None:
            return QRectF()
        heights = state.board.heights
        cells = [c for c, h in enumerate(heights) if h > 0]
        if not cells:
            return QRectF()
        xs = [c % TABLE for c in cells]
        ys = [c // TABLE for c in cells]
        x0, y0 = max(0, min(xs) - margin), max(0, min(ys) - margin)
        x1, y1 = min(TABLE, max(xs) + 1 + margin), min(TABLE, max(ys) + 1 + margin)
        rect = QRectF()
        for poly in self.proj.box(x0, y0, x1 - x0, y1 - y0, 0, max(heights) + 2.5):
            rect = rect.united(poly.boundingRect())
        return rect

    def height_at(self, x: int, y: int) -> int:
        state = self.cs()
        return state.board.height(x, y) if state is not None else 0

    def top_poly(self, x: int, y: int, inset: float = 0.0) -> QPolygonF:
        return self.proj.top(x, y, self.height_at(x, y), inset)

    def top_rect(self, x: int, y: int) -> QRectF:
        """Scene rect of square (x, y)'s top (for the cursor and tests)."""
        return self.top_poly(x, y).boundingRect()

    def top_centre(self, x: int, y: int) -> QPointF:
        return self.proj.world_point(x + 0.5, y + 0.5, self.height_at(x, y))

    def block_rect(self, block: int) -> QRectF:
        """Scene rect of the uncovered top squares of ``block``."""
        state = self.cs()
        rect = QRectF()
        if state is None:
            return rect
        for c in state.board.top_squares(block):
            rect = rect.united(self.top_rect(*state.xy(c)))
        return rect

    def _build_hits(self) -> None:
        """Each square's visible faces, front to back, for hit-testing."""
        state = self.cs()
        self._hits = []
        if state is None:
            return
        heights = state.board.heights
        for x, y in reversed(self.proj.order()):
            h = heights[y * TABLE + x]
            polys = [self.proj.top(x, y, h)]
            if h > 0 and not self.map_view:
                polys += [self.proj.side_u(x, y, 0, h), self.proj.side_v(x, y, 0, h)]
            rect = QRectF()
            for p in polys:
                rect = rect.united(p.boundingRect())
            self._hits.append((x, y, polys, rect))

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        """The square whose column is in front at ``pos`` (its top or one of its sides)."""
        if self.map_view:
            iu, iv = int(pos.x() // MAP_SQ), int(pos.y() // MAP_SQ)
            if 0 <= iu < TABLE and 0 <= iv < TABLE and pos.x() >= 0 and pos.y() >= 0:
                return self.proj.world(iu, iv)
            return None
        if not self._hits:
            self._build_hits()
        for x, y, polys, rect in self._hits:
            if rect.contains(pos) and any(
                    p.containsPoint(pos, Qt.FillRule.OddEvenFill) for p in polys):
                return x, y
        return None

    # ----- InteractiveBoardScene contract -------------------------------------------------
    def auto_key(self) -> Key | None:
        """What is in hand without being picked: the climber to move, the lifted block,
        the climber to push."""
        state = self.cs()
        if state is None or not self.accepts_input():
            return None
        phase = state.phase
        if phase in MOVING and self._moves:
            return ("climber", state.current_player())
        if phase == "place" and self._places:
            return ("held", state.held)
        if phase == "push" and self._pushes:
            return ("push", state.pending[0][0])
        return None

    def pickables(self) -> list[Spot]:
        phase = self.phase()
        blocks = self._picks if phase == "block" else self._disks if phase == "disk" else set()
        return [Spot(("block", b), self.block_rect(b)) for b in sorted(blocks)]

    def targets_of(self, key: Key) -> list[Spot]:
        if not isinstance(key, tuple) or not key:
            return []
        if key[0] == "climber":
            cells = sorted(self._moves)
        elif key[0] == "push":
            cells = sorted(self._pushes)
        elif key[0] == "held":
            return [Spot(("anchor", x, y), self.top_rect(x, y))
                    for x, y in sorted(self.placement_handles())]
        else:
            return []
        return [Spot(("cell", x, y), self.top_rect(x, y)) for x, y in cells]

    def resolve(self, key: Key, target: Key | None) -> Action | FurtherPick | None:
        if not isinstance(key, tuple):
            return None
        phase = self.phase()
        if key[0] == "block" and target is None:
            return Pick(key[1]) if phase == "block" else Disk(key[1])
        if not isinstance(target, tuple) or len(target) != 3:
            return None
        x, y = int(target[1]), int(target[2])
        if key[0] == "climber":
            return Move(x, y, self.ladders_for(x, y))
        if key[0] == "push":
            return Push(int(key[1]), x, y)
        if key[0] == "held":
            o = self.held_orientation()
            if o is None:
                return None
            return Place(self.orient, *self.anchor_of(x, y, o))
        return None

    def key_at(self, pos: QPointF, skip: Key | None = None) -> Key | None:
        cell = self.cell_at(pos)
        state = self.cs()
        if cell is None or state is None:
            return None
        x, y = cell
        phase = state.phase
        if phase in ("block", "disk"):
            owner = state.board.top_block(x, y)
            return ("block", owner) if owner >= 0 else None
        if phase == "place":
            return ("anchor", x, y)
        return ("cell", x, y)

    def animating(self) -> bool:
        return False

    def handles(self, action: Action) -> bool:
        return isinstance(action, (Move, Pick, Place, Push, Disk))

    def set_pick(self, key: Key | None) -> None:
        self.picked = key if key is not None else self.auto_key()
        self.redraw()

    def cancel_pick(self) -> None:
        self.set_pick(None)

    def click_elsewhere(self, key: Key | None, pos: QPointF) -> None:
        self.redraw()

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        self.take_position(state, interactive=interactive, animate=animate)
        self._hits = []
        if self._headroom() != self.proj.headroom:
            self._set_projection()
        if self.board_rect() != self._fitted:
            self._fitted = self.board_rect()
            self._refit(only_fitting=True)
        self._index_legal()
        self.picked = self.auto_key()
        self.redraw()
        self.animation_finished.emit()

    def set_interactive(self, interactive: bool) -> None:
        super().set_interactive(interactive)
        self.picked = self.auto_key()
        self.redraw()

    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.setBackgroundBrush(QColor(theme.background))
        self.redraw()

    def redraw(self, animate: Action | None = None) -> None:
        self.setBackgroundBrush(QColor(self.theme.background))
        self._item.update()
        self.refresh_cursor()

    # ----- the view: turning and the map ---------------------------------------------------
    def turn(self, quarter_turns: int) -> None:
        """Look at the mountain from the next side (Q: -1, E: +1)."""
        self.turns = (self.turns + quarter_turns) % 4
        self._set_projection()
        self._refit()
        self.redraw()

    def set_map_view(self, on: bool) -> None:
        """Show the top-down map (True) or the mountain (False)."""
        if on != self.map_view:
            self.map_view = on
            self._set_projection()
            self._refit()
            self.redraw()
            if self._panel is not None:
                self._panel.sync()

    def cycle_orientation(self, step: int = 1) -> bool:
        """Turn the lifted block to its next orientation that has a legal place."""
        if not self._places:
            return False
        orients = sorted(self._places)
        at = orients.index(self.orient) if self.orient in orients else 0
        self.orient = orients[(at + step) % len(orients)]
        self.redraw()
        return True

    def wheel_turned(self, steps: float) -> bool:
        """While a block is lifted the wheel turns it (zooming waits: use the keys)."""
        if self.phase() != "place" or not self.accepts_input():
            return False
        return self.cycle_orientation(1 if steps < 0 else -1)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Q/E turn and T toggles the map at any time, even while a bot thinks."""
        key = event.key()
        plain = not (event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier)
        if plain and key in (Qt.Key.Key_Q, Qt.Key.Key_E):
            self.turn(-1 if key == Qt.Key.Key_Q else 1)
        elif plain and key == Qt.Key.Key_T:
            self.set_map_view(not self.map_view)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def board_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key == Qt.Key.Key_R and self.phase() == "place":
            return self.cycle_orientation(-1 if mods == Qt.KeyboardModifier.ShiftModifier
                                          else 1)
        if key == Qt.Key.Key_N and not mods:
            return self.skip_step()
        if key == Qt.Key.Key_X and not mods and self.phase() in MOVING:
            self.tall_first = not self.tall_first
            self.redraw()
            return True
        return False

    def skip_step(self) -> bool:
        """Play this step's "no" (stay, no block, put back, no disk), the key N; the same
        action as the button beside the board."""
        skips = [a for a in self.legal_actions() if not self.handles(a)]
        if len(skips) != 1:
            return False
        self.choose(skips[0])
        return True

    def board_keys(self) -> list[KeyHelp]:
        return [
            KeyHelp("N", QCoreApplication.translate("ClimbersBoard", "Skip this step: stay, move no block, put the block back or place no disk")),  # noqa: E501
            KeyHelp("Q / E", QCoreApplication.translate("ClimbersBoard", "Look at the mountain from the next side")),  # noqa: E501
            KeyHelp("T", QCoreApplication.translate("ClimbersBoard", "Show or hide the top-down map")),  # noqa: E501
            KeyHelp("R / Shift+R", QCoreApplication.translate("ClimbersBoard", "Turn the lifted block to its next orientation")),  # noqa: E501
            KeyHelp("X", QCoreApplication.translate("ClimbersBoard", "Where either ladder reaches a square: spend the short or the tall one")),  # noqa: E501
        ]

    def side_panel(self) -> QWidget | None:
        """Buttons for what the keys Q, E and T do, for players who do not know the keys."""
        if self._panel is None:
            self._panel = ViewButtons(self)
        return self._panel

    def thumbnail_rect(self) -> QRectF:
        """The start page's card: the mountain itself, a square of table around it."""
        rect = self.mountain_rect(1)
        rect = rect if not rect.isNull() else self.board_rect()
        side = max(rect.width(), rect.height())  # a square card: the mountain, centred
        return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)

    # ----- colours -------------------------------------------------------------------------
    def colour_of(self, name: str) -> QColor:
        if name == NEUTRAL:
            return QColor(NEUTRAL_DARK if self.theme.dark else NEUTRAL_LIGHT)
        return QColor(FACE_COLOURS.get(name, "#888888"))

    def seat_colour(self, seat: int) -> QColor:
        state = self.cs()
        name = state.colours[seat] if state is not None and seat < len(state.colours) else ""
        return self.colour_of(name) if name else QColor(self.theme.pieces[seat % 5])

    def outline(self) -> QColor:
        return QColor(self.theme.piece_outline[0]) if self.theme.piece_outline \
            else QColor("#20160e")

    # ----- painting ------------------------------------------------------------------------
    def _paint(self, painter: QPainter) -> None:
        state = self.cs()
        self.painted = {"tops": 0, "sides": 0, "climbers": 0, "disks": 0}
        self.painted_blocks = set()
        self._paint_table(painter)
        if state is None:
            return
        if self.map_view:
            self._paint_map(painter, state)
        else:
            self._paint_mountain(painter, state)
        self._paint_foot(painter, state)
        self._paint_ghost(painter, state)

    def _paint_table(self, painter: QPainter) -> None:
        theme = self.theme
        proj = self.proj
        edge = QColor(theme.board_line)
        top, su, sv = proj.box(0, 0, TABLE, TABLE, -0.35, 0)
        painter.setPen(QPen(edge, 1.5))
        if not self.map_view:
            painter.setBrush(QColor(theme.board).darker(140))
            painter.drawPolygon(su)
            painter.setBrush(QColor(theme.board).darker(120))
            painter.drawPolygon(sv)
        painter.setBrush(QColor(theme.board))
        painter.drawPolygon(top)
        painter.setPen(QPen(QColor(theme.board).darker(125), 1.0))
        for i in range(1, TABLE):
            painter.drawLine(proj.world_point(i, 0, 0), proj.world_point(i, TABLE, 0))
            painter.drawLine(proj.world_point(0, i, 0), proj.world_point(TABLE, i, 0))

    def _paint_mountain(self, painter: QPainter, state: ClimbersState) -> None:
        board = state.board
        proj = self.proj
        line = QColor("#2a2119")
        thin = QPen(line, 0.8)
        thick = QPen(line, 2.2)
        climbers = {c: s for s, c in enumerate(state.pos) if c >= 0}
        disks = self._disk_squares(state)
        for x, y in proj.order():
            c = y * TABLE + x
            h = board.heights[c]
            if h > 0:
                for (nx, ny), side, shade, direction in (
                        (proj.front_neighbours(x, y)[0], proj.side_u, 145, proj.u_dir()),
                        (proj.front_neighbours(x, y)[1], proj.side_v, 118, proj.v_dir())):
                    hn = board.height(nx, ny) if 0 <= nx < TABLE and 0 <= ny < TABLE else 0
                    if hn >= h:
                        continue
                    for b in board.stacks[c]:
                        p = board.placed[b]
                        if p is None:
                            continue
                        z1 = p.z + BLOCKS[b].orientations[p.orient].h
                        lo = max(p.z, hn)
                        if z1 <= lo:
                            continue
                        fill = self.colour_of(face_colour(b, p.orient, direction)).darker(shade)
                        painter.setPen(QPen(fill.darker(125), 0.8))
                        painter.setBrush(fill)
                        painter.drawPolygon(side(x, y, lo, z1))
                        self.painted["sides"] += 1
                        self.painted_blocks.add(b)
                        painter.setPen(thick)
                        poly = side(x, y, lo, z1)
                        painter.drawLine(poly.at(0), poly.at(1))
                self._paint_top(painter, state, x, y, h, thin, thick)
            self._paint_marks(painter, state, x, y)
            if c in disks:
                self._paint_disk(painter, x, y, h, disks[c])
            if c in climbers:
                self._paint_climber(painter, self.top_centre(x, y), climbers[c])

    def _paint_top(self, painter: QPainter, state: ClimbersState, x: int, y: int, h: int,
                   thin: QPen, thick: QPen) -> None:
        board = state.board
        owner = board.top_block(x, y)
        colour = board.top_colour(owner)
        fill = self.colour_of(colour)
        poly = self.proj.top(x, y, h)
        painter.setBrush(fill)
        painter.setPen(QPen(fill.darker(150), 0.9))
        painter.drawPolygon(poly)
        self.painted["tops"] += 1
        self.painted_blocks.add(owner)
        # Block edges: where the neighbour across an edge shows another block.
        painter.setPen(thick)
        iu, iv = self.proj.turned(x, y)
        edges = (((iu, iv - 1), 0, 1), ((iu + 1, iv), 1, 2), ((iu, iv + 1), 2, 3),
                 ((iu - 1, iv), 3, 0))
        for (nu, nv), i, j in edges:
            if 0 <= nu < TABLE and 0 <= nv < TABLE:
                nx, ny = self.proj.world(nu, nv)
                if board.top_block(nx, ny) == owner and board.height(nx, ny) == h:
                    continue
            painter.drawLine(poly.at(i), poly.at(j))
        glyph = GLYPHS.get(colour)
        if glyph and self._show_glyph(state, x, y, owner):
            self._text(painter, self.proj.world_point(x + 0.5, y + 0.5, h), glyph,
                       QColor(0, 0, 0, 110), 11.0)

    def _show_glyph(self, state: ClimbersState, x: int, y: int, owner: int) -> bool:
        """One glyph per coloured top: on its first uncovered square."""
        squares = state.board.top_squares(owner)
        return bool(squares) and squares[0] == y * TABLE + x

    def _disk_squares(self, state: ClimbersState) -> dict[int, int]:
        out: dict[int, int] = {}
        for seat, b in enumerate(state.disk):
            if b >= 0:
                squares = state.board.top_squares(b)
                if squares:
                    out[squares[-1]] = seat
        return out

    def _paint_marks(self, painter: QPainter, state: ClimbersState, x: int, y: int) -> None:
        """Highlights on square (x, y)'s top: targets, pickable blocks, the lock."""
        theme = self.theme
        h = state.board.height(x, y)
        key = self.picked
        hover = self.hover
        if isinstance(key, tuple) and key[0] in ("climber", "push") and self.accepts_input():
            cells = self._moves if key[0] == "climber" else self._pushes
            if (x, y) in cells:
                colour = QColor(theme.highlight)
                fill = QColor(colour)
                fill.setAlpha(120)
                hovered = hover == ("cell", x, y)
                ring = self.proj.top(x, y, h, 0.1)
                # A dark halo under the ring, so it reads on every top colour.
                painter.setPen(QPen(QColor(0, 0, 0, 170), 7.5 if hovered else 5.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolygon(ring)
                painter.setPen(QPen(QColor(theme.selection) if hovered else colour,
                                    5.0 if hovered else 3.0))
                painter.setBrush(fill)
                painter.drawPolygon(ring)
                if key[0] == "climber":
                    letters = LADDER_LETTERS.get(self.ladders_for(x, y), "")
                    if len(self._moves[(x, y)]) > 1:
                        letters += "*"
                    if letters:
                        self._label(painter, self.proj.world_point(x + 0.5, y + 0.5, h),
                                    letters)
            return
        if key is not None and isinstance(key, tuple) and key[0] == "held":
            if (x, y) in self.placement_handles():
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(theme.highlight))
                p = self.proj.world_point(x + 0.5, y + 0.5, h)
                painter.drawEllipse(p, 4.5, 4.5 if self.map_view else 2.6)
            return
        owner = state.board.top_block(x, y)
        if owner < 0:
            return
        phase = state.phase
        marked = self._picks if phase == "block" else self._disks if phase == "disk" else set()
        if self.accepts_input() and owner in marked:
            hovered = hover == ("block", owner)
            colour = QColor(theme.selection if hovered else
                            theme.movable if phase == "block" else theme.highlight)
            fill = QColor(colour)
            fill.setAlpha(70 if hovered else 40)
            painter.setPen(QPen(colour, 4.0 if hovered else 2.0))
            painter.setBrush(fill)
            painter.drawPolygon(self.proj.top(x, y, h, 0.06))
        elif owner == state.lock and phase in ("block", "place") and self.accepts_input():
            pen = QPen(QColor(theme.blocked), 2.4)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(self.proj.top(x, y, h, 0.12))

    def _label(self, painter: QPainter, at: QPointF, text: str) -> None:
        font = QFont()
        font.setPixelSize(13 if not self.map_view else 15)
        font.setBold(True)
        painter.setFont(font)
        rect = QRectF(at.x() - 18, at.y() - 9, 36, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        width = max(18.0, 9.0 * len(text) + 6)
        rect = QRectF(at.x() - width / 2, at.y() - 9, width, 18)
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _text(self, painter: QPainter, at: QPointF, text: str, colour: QColor,
              size: float) -> None:
        font = QFont()
        font.setPixelSize(int(size))
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(QRectF(at.x() - 20, at.y() - 12, 40, 24), Qt.AlignmentFlag.AlignCenter,
                         text)

    def _paint_disk(self, painter: QPainter, x: int, y: int, h: int, seat: int) -> None:
        self.painted["disks"] += 1
        poly = self.proj.top(x, y, h + 0.12, 0.16)
        painter.setPen(QPen(self.outline(), 2.0))
        painter.setBrush(self.seat_colour(seat))
        centre = poly.boundingRect().center()
        r = poly.boundingRect()
        painter.drawEllipse(centre, r.width() / 2, r.height() / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, r.width() / 4, r.height() / 4)

    def _paint_climber(self, painter: QPainter, feet: QPointF, seat: int) -> None:
        """A figure in its colour with the theme's outline (and its colour's glyph)."""
        self.painted["climbers"] += 1
        colour = self.seat_colour(seat)
        pen = QPen(self.outline(), 2.0)
        painter.setPen(pen)
        painter.setBrush(colour)
        scale = 1.25 if self.map_view else 1.4
        if self.map_view:
            feet = feet + QPointF(0, 12)
        body = QPolygonF([feet + QPointF(-9 * scale, 0), feet + QPointF(9 * scale, 0),
                          feet + QPointF(5 * scale, -24 * scale),
                          feet + QPointF(-5 * scale, -24 * scale)])
        shadow = QColor(0, 0, 0, 70)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(feet, 11 * scale, 5 * scale)
        painter.restore()
        painter.drawPolygon(body)
        painter.drawEllipse(feet + QPointF(0, -31 * scale), 7.5 * scale, 7.5 * scale)
        state = self.cs()
        name = state.colours[seat] if state is not None and seat < len(state.colours) else ""
        glyph = GLYPHS.get(name, str(seat + 1))
        ink = QColor("#000000") if colour.lightnessF() > 0.55 else QColor("#ffffff")
        self._text(painter, feet + QPointF(0, -12 * scale), glyph, ink, 10 * scale)

    def _paint_map(self, painter: QPainter, state: ClimbersState) -> None:
        board = state.board
        climbers = {c: s for s, c in enumerate(state.pos) if c >= 0}
        disks = self._disk_squares(state)
        thick = QPen(QColor("#2a2119"), 2.4)
        thin = QPen(QColor("#2a2119"), 0.8)
        for x, y in self.proj.order():
            c = y * TABLE + x
            h = board.heights[c]
            if h > 0:
                self._paint_top(painter, state, x, y, h, thin, thick)
                fill = self.colour_of(board.top_colour(board.top_block(x, y)))
                ink = QColor("#000000") if fill.lightnessF() > 0.5 else QColor("#ffffff")
                r = self.proj.top(x, y, h).boundingRect()
                font = QFont()
                font.setPixelSize(14)
                painter.setFont(font)
                painter.setPen(ink)
                painter.drawText(r.adjusted(3, 1, -3, -1),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                                 str(h))
            self._paint_marks(painter, state, x, y)
            if c in disks:
                self._paint_disk(painter, x, y, h, disks[c])
            if c in climbers:
                self._paint_climber(painter, self.top_centre(x, y), climbers[c])

    def _paint_foot(self, painter: QPainter, state: ClimbersState) -> None:
        at_foot = [s for s, c in enumerate(state.pos) if c == -1]
        for i, seat in enumerate(at_foot):
            self._paint_climber(painter, self.proj.foot_point(i), seat)

    def _paint_ghost(self, painter: QPainter, state: ClimbersState) -> None:
        """The lifted block at the hovered square: green where legal, red with the reason."""
        hover = self.hover
        o = self.held_orientation()
        if not (isinstance(hover, tuple) and hover[0] == "anchor") or o is None \
                or not self.accepts_input():
            return
        hx, hy = int(hover[1]), int(hover[2])
        ax, ay = self.anchor_of(hx, hy, o)
        z = state.board.height(min(max(ax, 0), TABLE - 1), min(max(ay, 0), TABLE - 1))
        legal = (hx, hy) in self.placement_handles()
        tint = QColor(self.theme.highlight if legal else "#d23b2b")
        top, su, sv = self.proj.box(ax, ay, o.w, o.d, z, z + o.h)
        painter.setPen(QPen(tint.darker(130), 3.0))
        for poly, shade in ((su, 150), (sv, 120)):
            fill = QColor(tint).darker(shade)
            fill.setAlpha(150)
            painter.setBrush(fill)
            painter.drawPolygon(poly)
        fill = self.colour_of(o.top)
        fill.setAlpha(210)
        painter.setBrush(fill)
        painter.drawPolygon(top)
        if legal:
            return
        reason = tr_game(state.explain_illegal(Place(self.orient, ax, ay)), self.seat_names)
        self._reason_box(painter, top.boundingRect().topLeft() + QPointF(0, -8), reason)

    def _reason_box(self, painter: QPainter, at: QPointF, text: str) -> None:
        font = QFont()
        font.setPixelSize(17 if not self.map_view else 20)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        width = min(520, metrics.horizontalAdvance(text) + 20)
        box = metrics.boundingRect(0, 0, width - 20, 400, Qt.TextFlag.TextWordWrap, text)
        rect = QRectF(at.x() - width / 2, at.y() - box.height() - 14, width, box.height() + 14)
        bounds = self.sceneRect()
        rect.moveLeft(min(max(rect.left(), bounds.left()), bounds.right() - rect.width()))
        rect.moveTop(max(rect.top(), bounds.top()))
        painter.setPen(QPen(QColor("#d23b2b"), 2.0))
        painter.setBrush(QColor(self.theme.background))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor(self.theme.text))
        painter.drawText(rect.adjusted(10, 7, -10, -7), Qt.TextFlag.TextWordWrap, text)

    # ----- legend ------------------------------------------------------------------------
    def legend(self) -> list[LegendEntry]:
        theme = self.theme

        def tile(colour: str, width: float, alpha: int,
                 dashed: bool = False) -> Callable[[QPainter, QRectF], None]:
            def paint(painter: QPainter, rect: QRectF) -> None:
                pen = QPen(QColor(colour), width)
                if dashed:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                fill = QColor(colour)
                fill.setAlpha(alpha)
                painter.setBrush(QBrush(fill) if alpha else QBrush())
                c = rect.center()
                painter.drawPolygon(QPolygonF([c + QPointF(-14, 0), c + QPointF(0, -8),
                                               c + QPointF(14, 0), c + QPointF(0, 8)]))
            return paint

        def letter(painter: QPainter, rect: QRectF) -> None:
            tile(theme.highlight, 2.6, 90)(painter, rect)
            self._label(painter, rect.center(), "S*")

        return [
            LegendEntry(tile(theme.highlight, 2.6, 90), QCoreApplication.translate(
                "ClimbersBoard", "Green square: your climber can move there without a ladder")),
            LegendEntry(letter, QCoreApplication.translate(
                "ClimbersBoard", "S, T, S+T: the move spends the short, the tall or both ladders; * another "  # noqa: E501
                "ladder also reaches it (X switches)")),
            LegendEntry(tile(theme.movable, 2.0, 40), QCoreApplication.translate(
                "ClimbersBoard", "Framed top: a block you may pick up")),
            LegendEntry(tile(theme.blocked, 2.4, 0, dashed=True), QCoreApplication.translate(
                "ClimbersBoard", "Dashed top: the block the previous player moved, locked this turn")),  # noqa: E501
            LegendEntry(tile(theme.highlight, 3.0, 150), QCoreApplication.translate(
                "ClimbersBoard", "Ghost: where the lifted block would go, green if it may, red with the reason")),  # noqa: E501
        ]


class ViewButtons(QWidget):
    """Turn left, turn right and the map, as buttons beside the board (the keys are Q, E, T)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.left = QPushButton(self.tr("Turn left (Q)"))
        self.right = QPushButton(self.tr("Turn right (E)"))
        self.map = QPushButton(self.tr("Map (T)"))
        self.map.setCheckable(True)
        self.left.setToolTip(self.tr("Look at the mountain from the next side to the left"))
        self.right.setToolTip(self.tr("Look at the mountain from the next side to the right"))
        self.map.setToolTip(self.tr("The top-down map: every square with its top colour and height, hidden ones too"))  # noqa: E501
        for button in (self.left, self.right, self.map):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
        self.left.clicked.connect(lambda: scene.turn(-1))
        self.right.clicked.connect(lambda: scene.turn(1))
        self.map.toggled.connect(scene.set_map_view)

    def sync(self) -> None:
        """Follow the key T."""
        self.map.setChecked(self.scene_.map_view)


__all__ = ["FACE_COLOURS", "ClimbersBoardScene", "face_colour"]
