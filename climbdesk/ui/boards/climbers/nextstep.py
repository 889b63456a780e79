"""The block (or disk) step's composite made ahead in a move step (issue 17, "Smooth":
a shown move in 5 ms).

Why: a move into the block step brought the side's block composite (:mod:`.composite`)
up to date from the last time that side showed the block step, a round or more
before: 10-20 frames' looks and 7-16 columns had changed since, their areas reached
most framed tops, and some 50 of its 60 overlays were drawn again over the layer
copied there (10-11 ms of a 14-16 ms move; a whole composite at a side's first block
step, 28-39 ms).  Yet in the move step the board of the block step is known: a move
changes no block, only where the climber stands.  The position after *staying* is
the block step's but for that climber (and the blocks it stands on or leaves, which
may or may not be lifted then).  So once the move step is shown, after the sides a
key reaches (:mod:`.stepahead`), the shown side's composite of the next step is
brought up to date for the position after staying, in the same slices; the move
then finds it a few overlays away (the climber's two squares and the frames of the
blocks it left or stepped on).  The same for the disk step after the second move,
when the player still holds the disk.

While the next step is drawn the scene shows the marks of that position (nothing in
hand, its blocks that may be lifted or take the disk); all of it is put back after
each slice's step (:func:`as_next`), so nothing the side shown paints changes.

The view's whole paint of that position is made too, last (:class:`StayAhead`, issue 17,
move17), and then, a move a slice, the part of it each move changes: a move's paint
brought the block step's composite up to date over the climber's two squares (some 10-17
overlays drawn again with the columns in front, ~1 ms), then the kept picture of the move
step over everything the step changed (its rings gone, the block step's frames come: most
of the mountain, ~1 ms of figures drawn again).  From the picture after staying only the
climber's squares change, and those are known for every square ringed: each move's part
is painted ahead as the move's paint would bring that picture up to date (the composite
brought up to date on the way, and back to the position after staying after the last),
with what the board shows then (the kept picture's frame).  The move's paint takes the
picture as the base of the kept one and, when what the board shows is a part's, copies
the part through its area: no overlay and no figure drawn, the composite left as it was
(it knows what it shows; the slices after the paint bring it up to date, .stepahead's
CATCH).  Else the picture is brought up to date by area from there.  The view repaints
where the old picture's frame differs from the new one's, as before.  The same in a
reaction step (no next step is made there) and in the disk step (after "no disk", no
parts: a Disk's paint brings the picture up to date by area).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtGui import QPainter, QPixmap

from climbdesk.core.actions import Action
from climbdesk.games.climbers import ClimbersState, Disk, Move, NoDisk, Stay
from climbdesk.games.climbers.geometry import LADDER_NAMES
from climbdesk.ui.boards.climbers.moveahead import (
    AfterStep,
    _passing,
    paint_whole,
    showing,
    step_after,
)
from climbdesk.ui.boards.climbers.spots import ClimberInHand

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.boards.climbers.viewpictures import Frame, Part

#: The move steps whose next step (after staying) shows frames kept in a composite.
MOVE_STEPS = ("move1", "move2")
#: The steps whose next step is made ahead: the move steps, and the disk step (its
#: "no disk" leads to the reaction).
STEPS = (*MOVE_STEPS, "disk")
#: The steps whose position after staying is painted ahead (:class:`StayAhead`), with
#: each move's part of it; and the disk step's after "no disk".
STAYS = (*MOVE_STEPS, "react")
#: Moves whose part of the picture after staying is made ahead, at most (a step rings
#: 3-15 squares), and the bytes of their parts past which no more are made.
MOVES = 24
PART_BYTES = 8 * 1024 * 1024
#: One stay and one "no disk" for every prediction (actions are values).
_STAY = Stay()
_NODISK = NoDisk()


class NextStep:
    """The position after staying in the step shown, with its marks' index (and for a
    reaction step, the climber in hand and its targets)."""

    __slots__ = ("disks", "moves", "picked", "picks", "state")

    def __init__(self, state: ClimbersState, picks: set[int], disks: set[int],
                 picked: ClimberInHand | None = None,
                 moves: dict[tuple[int, int], list[str]] | None = None) -> None:
        self.state = state
        self.picks = picks
        self.disks = disks
        self.picked = picked
        self.moves: dict[tuple[int, int], list[str]] = {} if moves is None else moves


def next_step(scene: ClimbersBoardScene) -> NextStep | None:
    """The step after a stay in the step shown, when it shows marks kept in a composite:
    the block step after the first move, the disk step after the second while the player
    holds the disk, and the next player's reaction after the disk step or after a second
    move without the disk (the window plays "no disk" at once: that disk step is never
    drawn, .passing), its climber's targets ringed, when a person reacts here (a bot's
    reaction is never shown as a step: its pictures would be made for nothing)."""
    state = scene.state
    if state is None or state.phase not in STEPS or not scene.accepts_input() \
            or state.current_player() != state.active:
        return None
    nxt = state.clone()
    nxt.apply_trusted(_STAY if state.phase in MOVE_STEPS else _NODISK)
    # From the engine's own parts of its legal actions (Pick, Disk), not the whole list:
    # a guess at a position that may never come is not the position shown, whose legal
    # actions the window works out once (GameController.legal_actions).
    picks = set(nxt.pickable()) if nxt.phase == "block" else set()
    disks = set(nxt.diskable()) if nxt.phase == "disk" else set()
    if nxt.phase == "disk" and not disks:
        nxt.apply_trusted(_NODISK)  # the only choice, played by the window
    if nxt.phase != "react":
        return NextStep(nxt, picks, disks) if nxt.phase in ("block", "disk") else None
    seat = nxt.current_player()
    if not scene.at_device(seat):
        return None  # a bot reacts: its move never shows the step
    moves: dict[tuple[int, int], list[str]] = {}  # the reaction's moves, as the engine's
    for c, sets in nxt.reach_of(seat).items():  # ClimbersState._moves lists them
        moves[(c % nxt.board.width, c // nxt.board.width)] = [LADDER_NAMES[m] for m in sets]
    if not moves:
        return None  # only a stay: played by the window at once
    return NextStep(nxt, set(), set(), ClimberInHand(seat), moves)


@contextmanager
def as_next(scene: ClimbersBoardScene, step: NextStep) -> Iterator[None]:
    """The scene showing ``step``'s marks for the paints inside (nothing in hand, its
    blocks to lift or disk); what the painters keep of the position shown is put back."""
    comps = scene.artist.layer.composites
    kept = (scene.picked, scene._picks, scene._disks, scene._moves, scene.painted, comps._now,
            comps._base, comps._dot_plan)
    scene.picked = step.picked
    scene._picks, scene._disks, scene._moves = step.picks, step.disks, step.moves
    scene.painted = dict(scene.painted)  # the side shown's counts are kept
    try:
        yield
    finally:
        (scene.picked, scene._picks, scene._disks, scene._moves, scene.painted, comps._now,
         comps._base, comps._dot_plan) = kept


class StayPicture:
    """The view's whole paint of the position after staying: the position shown when it
    was made, the side, the pixels and what they show (a kept picture's frame)."""

    __slots__ = ("bytes", "for_indexed", "frame", "parts", "pix", "side")

    def __init__(self, for_indexed: int, side: Hashable, pix: QPixmap, frame: Frame) -> None:
        self.for_indexed = for_indexed
        self.side = side
        self.pix = pix
        self.frame = frame
        self.parts: list[Part] = []  # each move's part of it, painted ahead (make_part)
        self.bytes = 0  # the parts' pixels


class StayAhead:
    """The view's whole paint of the step after staying, made ahead in the move step's
    last slice (see the module docstring).  One picture of the viewport's size at most,
    dropped at the view's first paint of another position."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self._picture: StayPicture | None = None
        # The position painted, kept alive: the x-ray's and the composites' one-entry
        # caches key a position by its id() (as .moveahead's).
        self._after: ClimbersState | None = None
        self._stay: AfterStep | None = None  # the step after staying, with its marks
        self._kept: list[ClimbersState] = []  # the positions the parts were made for
        #: Pictures made, pictures taken as a kept picture's base, moves' parts made
        #: (the tests count them).
        self.made = 0
        self.taken = 0
        self.parts = 0

    def make(self, painter: QPainter) -> None:
        """Paint the position after staying (forced steps played through, as the window
        plays them) on ``painter``'s device, as the view's whole paint would show it."""
        scene = self.scene
        state = scene.state
        self.clear()
        device = painter.device()
        if not isinstance(state, ClimbersState) or state.phase not in (*STAYS, "disk") \
                or device is None or device.devicePixelRatioF() != 1.0 \
                or not scene.accepts_input():
            return
        step = step_after(scene, state, _STAY if state.phase in STAYS else _NODISK)
        if step is None:
            return
        layer = scene.artist.layer
        kept = layer._kept.get((scene.proj.turns, device.width(), device.height()))
        columns = scene.artist.columns.columns(step.state.board)
        if kept is None or kept.columns.keys() != columns.keys() \
                or any(kept.columns[c] is not columns[c] for c in columns):
            return  # the layer does not show the blocks of the step after
        views = scene.artist.views
        with showing(scene, step):
            if not layer.serves(painter) or views._full(painter) is None:
                return
            pix, frame = paint_whole(scene, painter)
        if frame is None:
            return
        self._after = step.state
        self._stay = step
        self._kept = []
        self._picture = StayPicture(scene._indexed, (scene.proj.turns, scene.map_view), pix,
                                    frame)
        self.made += 1

    def moves(self) -> list[Action]:
        """The actions of the position shown whose part of the picture is made ahead: the
        stay itself (nothing changes: its part is what the board shows then), and a move
        per square ringed, or in the disk step "no disk" and each block the disk may go on;
        at most :data:`MOVES` (read before the scene shows the next step's marks,
        :func:`as_next`).  The ladder sets spent do not show on the board: a move to the
        same square by another set shows the same part (the frames are compared when it
        is taken)."""
        scene = self.scene
        state = scene.state
        if not isinstance(state, ClimbersState) or not scene.accepts_input():
            return []
        if state.phase == "disk":
            return [_NODISK, *(Disk(block) for block in sorted(scene._disks))][:MOVES]
        if state.phase not in STAYS or not scene._moves:
            return []
        return [_STAY, *(Move(x, y, sets[0]) for (x, y), sets in sorted(scene._moves.items())
                         if sets)][:MOVES]

    def make_part(self, painter: QPainter, action: Action) -> None:
        """Paint ahead the part of the picture that ``action`` changes (a move: the
        climber's squares and the frames it changes, .viewpictures.ViewPictures.part_ahead),
        as the view's paint after it would bring the picture up to date (the step's
        composite is brought up to date for it on the way, and back by :meth:`settle`)."""
        scene = self.scene
        state = scene.state
        picture = self._picture
        if picture is None or not isinstance(state, ClimbersState) or picture.bytes > PART_BYTES:
            return
        step = step_after(scene, state, action)
        if step is None:
            return
        with showing(scene, step):
            if not scene.artist.layer.serves(painter):
                return
            part = scene.artist.views.part_ahead(picture.pix, picture.frame, painter)
        if part is not None:
            picture.parts.append(part)
            picture.bytes += part[2].width() * part[2].height() * 4
            self._kept.append(step.state)
            self.parts += 1

    def settle(self, painter: QPainter) -> None:
        """The step's composite brought back up to date for the position after staying
        (the parts made ahead moved it on): a stay, or a move without a part, finds it
        as the picture was made from."""
        scene = self.scene
        if self._picture is None or self._stay is None:
            return
        with showing(scene, self._stay):
            if scene.artist.layer.serves(painter):
                scene.artist.layer.prepare(painter, self._stay.state)

    def take(self, side: Hashable) -> StayPicture | None:
        """The picture, for a paint of side ``side`` of another position than the one it
        was made in (taken once); None when there is none for it."""
        picture = self._picture
        scene = self.scene
        if picture is None or picture.for_indexed == scene._indexed or picture.side != side \
                or _passing(scene):
            return None
        self._picture = None
        self._kept = []
        self.taken += 1
        return picture

    def shown(self) -> None:
        """The view painted the board: a picture made in another position than the one
        shown is dropped (not while the board is painted without the kept pictures, an
        animation, nor for a position the window replaces at once)."""
        picture = self._picture
        scene = self.scene
        if picture is not None and picture.for_indexed != scene._indexed \
                and scene.artist.views.look() is not None and not _passing(scene):
            self.clear()

    def clear(self) -> None:
        self._picture = None
        self._kept = []


__all__ = ["NextStep", "StayAhead", "StayPicture", "as_next", "next_step"]
