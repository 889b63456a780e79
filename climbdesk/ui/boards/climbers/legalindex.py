"""The Climbers board's legal actions sorted by what the board shows of them: the
squares a climber reaches, the blocks that may be lifted or take the disk, a lifted
block's places per orientation, the push squares (issue 17: scene.py had grown to
the house's cap, and this is a job of its own that the painters and the sides made
ahead read without any input handling).

The scene holds no rules: all of it comes from ``state.legal_actions()``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from climbdesk.games.climbers import Disk, Move, Pick, Place, Push
from climbdesk.games.climbers.blocks import BLOCKS, Orientation
from climbdesk.ui.boards.climbers.layout import ClimbersLayout
from climbdesk.ui.boards.climbers.spots import ClimbersSpot
from climbdesk.ui.boards.interaction import Spot


class ClimbersIndex(ClimbersLayout):
    """The legal actions of the position shown, indexed (``_index_legal``), with
    ``orient``, the lifted block's orientation (R)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.orient = 0
        self._moves: dict[tuple[int, int], list[str]] = {}
        self._picks: set[int] = set()
        self._disks: set[int] = set()
        self._places: dict[int, set[tuple[int, int]]] = {}
        self._pushes: set[tuple[int, int]] = set()
        self._indexed = 0  # counts _index_legal calls: the handle cache's version
        self._handles: tuple[tuple[int, int, int, bool], set[tuple[int, int]]] = (
            (-1, 0, 0, False), set())
        self._held_spots: tuple[tuple[int, int, int, bool], list[Spot[ClimbersSpot]]] = (
            (-1, 0, 0, False), [])

    # ----- reading the legal actions -----------------------------------------------------
    def _index_legal(self) -> None:
        """Sort the legal actions by what the board shows of them (no rules here)."""
        self._indexed += 1
        self._moves, self._picks, self._disks, self._places, self._pushes = {}, set(), set(), \
            {}, set()
        state = self.state
        if state is None or state.is_terminal() or state.current_player() < 0:
            return
        for a in self.legal_actions():
            if type(a) is Place:  # most of them in a lift (some 900): asked first
                self._places.setdefault(a.orient, set()).add((a.x, a.y))
            elif isinstance(a, Move):
                self._moves.setdefault((a.x, a.y), []).append(a.ladders)
            elif isinstance(a, Pick):
                self._picks.add(a.block)
            elif isinstance(a, Disk):
                self._disks.add(a.block)
            elif isinstance(a, Push):
                self._pushes.add((a.x, a.y))
        if self._places and self.orient not in self._places:
            self.orient = min(self._places)

    def moves(self) -> dict[tuple[int, int], list[str]]:
        """Reachable squares and the least ladder sets of each (from the legal moves)."""
        return self._moves

    def disk_blocks(self) -> set[int]:
        """Blocks the disk may go on now."""
        return self._disks

    def ladders_for(self, x: int, y: int) -> str:
        """The ladder set a move to (x, y) spends when there is one; where there are
        more, the first (a click asks which: see :mod:`.ladders`)."""
        sets = self._moves.get((x, y), [])
        return sets[0] if sets else ""

    def held_orientation(self) -> Orientation | None:
        state = self.state
        if state is None or state.held < 0:
            return None
        orients = BLOCKS[state.held].orientations
        return orients[self.orient % len(orients)]

    def placement_handles(self) -> set[tuple[int, int]]:
        """The on-screen back corners of every legal place in the chosen orientation;
        cached per position, orientation and view (painting asks once per square)."""
        o = self.held_orientation()
        if o is None:
            return set()
        key = (self._indexed, self.orient, self.proj.turns, self.map_view)
        if self._handles[0] != key:
            self._handles = (key, {self.handle_of(x, y, o)
                                   for x, y in self._places.get(self.orient, set())})
        return self._handles[1]

    def orientation_choices(self) -> list[tuple[int, Orientation, bool]]:
        """Every orientation of the lifted block: (index, orientation, has a legal place)."""
        state = self.state
        if state is None or state.held < 0:
            return []
        return [(i, o, i in self._places)
                for i, o in enumerate(BLOCKS[state.held].orientations)]


__all__ = ["ClimbersIndex"]
