"""The step after a move pointed at, painted ahead (issue 17, "Smooth": a shown move in
5 ms).

Why: a Move's own time was almost all its paint: the shown side's kept picture brought
up to date for the step the move leads to, first that step's composite (:mod:`.composite`,
~3 ms of a 6 ms move), then the figures over the area that changed, or (after a hover,
whose path leaves the kept picture without a frame to patch, :mod:`.viewpictures`) a
whole paint through it.  The block step's composite is made ahead in the move step for
the position after *staying* (:mod:`.nextstep`), which the move finds a few overlays away
at best.  Yet a player points at a move before making it: the mouse hovers the ring, the
keyboard's cursor stands on the square.  So, as a hovered lift's layer part is
(:mod:`.liftahead`), one turn of the event loop after the hover's paint the position the
window will show after the hovered action is worked out (forced steps played through, as
the controller plays them: "no disk", a lone stay) with its legal actions indexed as the
scene indexes them, and the view's whole paint of it is made, as the view would make it
(its composite brought up to date on the way): a :class:`Picture`.  The action's paint
takes it (:meth:`MoveSoon.take`, from :meth:`.viewpictures.ViewPictures.refresh` or
``paint``) when what it would paint is what the picture was painted from: the same
view and look but for the position's identity, the same marks, and the same position by
content (``to_json`` without the viewer: the page shows each step as its acting seat's
view).  Nothing is drawn then; the scene's counts are the picture's.  The hovered
actions: a Move (a ring; where two ladder sets reach the square, the menu's entry
pointed at), a Push, a Disk; and a lift or a placement (the block hovered in the block
step, the ghost's place in the place step, as :class:`.liftahead.LiftSoon` finds them):
those change blocks, so their picture is painted through a copy of the side's layer
brought up to date for the position after them (from the part :class:`~.liftahead.LiftSoon`
painted a turn before) with their columns worked out apart from the view's
(:meth:`.columns.ColumnCache.apart`); the copy becomes the side's layer when the picture
is taken (pick17: a hovered Pick and Place were 8.4 / 6.7 ms, a whole paint).

The click lets go of the hover and of what is in hand (``InteractiveBoardScene.choose``),
so the picture shows nothing hovered; the keyboard's cursor is put where the next step's
redraw will put it (the x-ray draws the cursor's target).  The click's own redraw asks
for a paint before the action is played, and that paint can show a position the window
passes by (a "no disk" step, :mod:`.passing`): the picture waits for the one after it.

Memory: one picture of the viewport's size at most (with a lift's layer, two), replaced
by the next hover's and
dropped at the view's first paint of another position; the composite is the one the step
keeps per side and kind anyway.  Nothing is made for a seat that does not play here (a
bot's step is never shown with its marks), nor while input is refused, an animation
plays, a block is dragged, the view is the map or a slice, or at a device pixel ratio
other than 1 (as the kept pictures' areas, :meth:`.viewpictures.ViewPictures.refresh`);
while the sides are still made ahead after the paint (:mod:`.stepahead`, whose next step
would be drawn over this one's composite) it waits for them.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager, nullcontext
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPainter, QPixmap

from climbdesk.core.actions import Action
from climbdesk.games.climbers import ClimbersState, Disk, Move, Pick, Place, Push
from climbdesk.ui.boards.climbers.liftahead import HoverSoon
from climbdesk.ui.boards.climbers.spots import (
    BlockSpot,
    Cell,
    ClimberInHand,
    ClimbersSpot,
    DiskInHand,
    HeldBlock,
    PushedClimber,
)

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.layers import _Layer
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.boards.climbers.viewpictures import Frame

#: Forced steps (one choice, not the board's) played through to the step shown next, at
#: most: a "no disk" then a reaction's lone stay, say.
FORCED = 4
#: The steps whose hovered target is made ahead (a lift in the block step, a placement
#: in the place step: :class:`.liftahead.LiftSoon` says which).
STEPS = ("move1", "move2", "react", "push", "disk")

#: What the scene shows of a position: its legal actions indexed (``_moves``, ``_picks``,
#: ``_disks``, ``_pushes``, ``_places``), what is in hand (``picked``) and the lifted
#: block's orientation (``orient``).
Marks = tuple[dict[tuple[int, int], list[str]], set[int], set[int], set[tuple[int, int]],
              ClimbersSpot | None, dict[int, set[tuple[int, int]]], int]


def paint_whole(scene: ClimbersBoardScene, painter: QPainter) -> tuple[QPixmap, Frame | None]:
    """The view's whole paint of what ``scene`` shows now, into a pixmap the size of
    ``painter``'s device, and the frame the view's pictures noted while painting it (what
    a kept picture made from it shows).  Shared by the pictures made ahead: the one after
    a move pointed at (here) and the one after staying (:mod:`.nextstep`)."""
    device = painter.device()
    assert device is not None
    views = scene.artist.views
    pix = QPixmap(device.width(), device.height())
    pix.setDevicePixelRatio(device.devicePixelRatioF())
    inner = QPainter(pix)
    inner.setRenderHints(painter.renderHints())
    inner.setFont(painter.font())
    inner.setWorldTransform(painter.worldTransform())
    views._noted = None
    scene.artist.paint(inner)
    inner.end()
    frame, views._noted = views._noted, None
    return pix, frame


class AfterStep:
    """The position the window shows after an action, with its marks (:data:`Marks`)."""

    __slots__ = ("marks", "state")

    def __init__(self, state: ClimbersState, marks: Marks) -> None:
        self.state = state
        self.marks = marks


def step_after(scene: ClimbersBoardScene, state: ClimbersState,
               action: Action) -> AfterStep | None:
    """The position the window shows after ``action`` in ``state`` (forced steps played
    through, as ``GameController._forced_action`` plays them), indexed as
    :meth:`.legalindex.ClimbersIndex._index_legal` indexes it; None when it is not shown
    with marks for a person here (game over, a bot's step)."""
    after = state.clone()
    after.apply_trusted(action)
    legal: list[Action] = []
    for _ in range(FORCED + 1):
        if after.is_terminal() or after.current_player() < 0 \
                or not scene.at_device(after.current_player()):
            return None
        legal = after.legal_actions()
        if len(legal) != 1 or scene.handles(legal[0]):
            break
        after.apply_trusted(legal[0])
    else:
        return None
    moves: dict[tuple[int, int], list[str]] = {}
    picks: set[int] = set()
    disks: set[int] = set()
    pushes: set[tuple[int, int]] = set()
    places: dict[int, set[tuple[int, int]]] = {}
    for a in legal:
        if type(a) is Place:
            places.setdefault(a.orient, set()).add((a.x, a.y))
        elif isinstance(a, Move):
            moves.setdefault((a.x, a.y), []).append(a.ladders)
        elif isinstance(a, Pick):
            picks.add(a.block)
        elif isinstance(a, Disk):
            disks.add(a.block)
        elif isinstance(a, Push):
            pushes.add((a.x, a.y))
    # What is in hand without a pick (ClimbersBoardScene.auto_key).
    picked: ClimbersSpot | None = None
    if after.phase in ("move1", "move2", "react") and moves:
        picked = ClimberInHand(after.current_player())
    elif after.phase == "push" and pushes:
        picked = PushedClimber(after.pending[0][0])
    elif after.phase == "place" and places:
        picked = HeldBlock(after.held)
    elif after.phase not in ("block", "disk"):
        return None
    # The lifted block's orientation as set_position and _index_legal leave it.
    orient = scene.orient
    if after.held >= 0 and after.origin is not None and after.held != scene._lifted:
        orient = after.origin.orient
    if places and orient not in places:
        orient = min(places)
    return AfterStep(after, (moves, picks, disks, pushes, picked, places, orient))


def _passing(scene: ClimbersBoardScene) -> bool:
    """Whether the position shown is one the window replaces at once (its one choice is
    not the board's: the controller plays it, :mod:`.passing`).  A click's own redraw
    (``InteractiveBoardScene.choose``) asks for a paint before the action is played, and
    that paint can come before the forced choice: it shows the passing position (a "no
    disk" step), and the picture made ahead waits for the position after it."""
    if not scene.accepts_input():
        return False
    legal = scene.legal_actions()
    return len(legal) == 1 and not scene.handles(legal[0])


def _cursor_after(scene: ClimbersBoardScene) -> ClimbersSpot | None:
    """Where the keyboard's cursor goes when the scene shows the position it is set up
    for (as ``InteractiveBoardScene.refresh_cursor`` moves it: to the nearest spot from
    where it stands, when its own is gone); the x-ray draws the cursor's target."""
    cursor = scene.cursor
    spots = scene.cursor_spots() if scene.cursor_visible else []
    if not spots or any(s.key == cursor for s in spots):
        return cursor
    rect = scene._cursor_item.rect
    if rect.isNull():
        return spots[0].key
    old = rect.center()
    return min(spots, key=lambda s: (s.rect.center() - old).manhattanLength()).key


@contextmanager
def showing(scene: ClimbersBoardScene, step: AfterStep) -> Iterator[None]:
    """The scene showing ``step``'s position and marks, nothing hovered, for the paints
    inside; what the painters keep of the position shown is put back after."""
    comps = scene.artist.layer.composites
    kept = (scene.state, scene.picked, scene.hover, scene.cursor, scene.chooser, scene.hint,
            scene._moves, scene._picks, scene._disks, scene._pushes, scene.painted,
            scene.painted_blocks, comps._now, comps._base, comps._dot_plan, scene._places,
            scene.orient, scene._handles, scene._held_spots)
    (scene._moves, scene._picks, scene._disks, scene._pushes, scene.picked, scene._places,
     scene.orient) = step.marks
    scene.state = step.state
    scene.hover = None  # let go by the click or the key (InteractiveBoardScene.choose)
    scene.chooser = None  # the ladder menu closes with its choice
    scene.hint = None  # the page takes a hint off before every position it sets
    scene.cursor = _cursor_after(scene)
    scene.painted = dict(scene.painted)  # the side shown's counts are kept
    busy, scene.ahead._busy = scene.ahead._busy, True  # its paints do not poke (.ahead)
    try:
        yield
    finally:
        scene.ahead._busy = busy
        (scene.state, scene.picked, scene.hover, scene.cursor, scene.chooser, scene.hint,
         scene._moves, scene._picks, scene._disks, scene._pushes, scene.painted,
         scene.painted_blocks, comps._now, comps._base, comps._dot_plan, scene._places,
         scene.orient, scene._handles, scene._held_spots) = kept


class Picture:
    """The view's whole paint of a step after a hovered action, made ahead: what it was
    painted from (besides the view: :attr:`full`, as :meth:`.viewpictures.ViewPictures._full`
    says it without the position's identity) and its pixels, frame and counts."""

    __slots__ = ("for_indexed", "frame", "full", "layer", "marks", "painted", "painted_blocks",
                 "pix", "side", "state")

    def __init__(self, for_indexed: int, side: Hashable, full: Hashable, state: object,
                 marks: Marks, pix: QPixmap, frame: Frame | None, painted: dict[str, int],
                 painted_blocks: set[int], layer: tuple[Hashable, _Layer] | None = None
                 ) -> None:
        self.for_indexed = for_indexed
        self.side = side
        self.full = full
        self.state = state
        self.marks = marks
        self.pix = pix
        self.frame = frame
        self.painted = painted
        self.painted_blocks = painted_blocks
        # A lift's or placement's layer, brought up to date for it (the side's key and
        # the layer): the side's layer once the picture is taken.
        self.layer = layer


def _content(state: ClimbersState) -> dict[str, object]:
    """What the board draws ``state`` from: all of it but whose view it is (the page
    shows the acting seat's view; nothing of a Climbers position is hidden, and no
    painter reads the viewer)."""
    return {key: value for key, value in state.to_json().items() if key != "viewer"}


def _same_view(full: Hashable) -> Hashable:
    """A whole paint's look without the position's identity (``id(state)`` and the
    scene's count of positions shown, the first two of :meth:`ViewPictures.look`): a
    picture made ahead is compared by the position's content instead."""
    look, *view = cast(tuple[Hashable, ...], full)
    return (cast(tuple[Hashable, ...], look)[2:], *view)


class MoveSoon(HoverSoon):
    """Makes the step after the hovered action ahead, in a turn of the event loop after
    the hover's paint: its composite, then the view's whole paint of it (see the module
    docstring)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__(scene)
        self._picture: Picture | None = None  # one at most (a device-sized pixmap)
        # The last position painted ahead, kept alive: the x-ray's and the composites'
        # one-entry caches key a position by its id(), and a later position made here
        # must not be handed that id while an answer for this one may still be cached.
        self._after: ClimbersState | None = None
        #: Steps made ahead, whole paints taken from them (the tests count them).
        self.made = 0
        self.taken = 0

    def action(self) -> Action | None:
        """What a click would play on the spot hovered (or under the keyboard's cursor):
        a Move to a ring's square (the ladder menu's entry pointed at, while it is open),
        a Push, a Disk."""
        scene = self.scene
        state = scene.state
        hover = scene.hover
        if isinstance(state, ClimbersState) and state.phase in ("block", "place"):
            return scene.lift_soon.action()  # a lift, a placement (pick17)
        if not isinstance(state, ClimbersState) or state.phase not in STEPS \
                or not scene.accepts_input():
            return None
        picked = scene.picked
        chooser = scene.chooser
        if chooser is not None and chooser.isVisible():  # the ladder set pointed at
            move = chooser.hovered_move()
            sets = scene._moves.get((move.x, move.y), [])
            return move if move.ladders in sets else None
        if isinstance(picked, ClimberInHand) and isinstance(hover, Cell):
            sets = scene._moves.get((hover.x, hover.y), [])
            return Move(hover.x, hover.y, sets[0]) if len(sets) == 1 else None
        if hover is None:
            return None
        if isinstance(picked, PushedClimber) and isinstance(hover, Cell) \
                and (hover.x, hover.y) in scene._pushes:
            return Push(picked.seat, hover.x, hover.y)
        if state.phase == "disk" and isinstance(hover, BlockSpot) \
                and hover.block in scene._disks and (picked is None
                                                     or isinstance(picked, DiskInHand)):
            return Disk(hover.block)
        return None

    def _run(self) -> None:
        self._queued = False
        scene = self.scene
        action = self.action()
        view = scene.ahead._view()
        state = scene.state
        if action is None or view is None or not isinstance(state, ClimbersState) \
                or view.viewport().devicePixelRatioF() != 1.0 or scene.map_view \
                or scene.slice_level or scene.motion.running() or scene.drag.active:
            return
        if scene.ahead.steps.running():
            # The step's own work first: its next step would be drawn over this one.
            self._queued = True
            QTimer.singleShot(0, self, self._run)
            return
        self._done = (scene._indexed, scene.proj.turns, action)
        self._picture = None  # made for another action
        step = step_after(scene, state, action)
        if step is None:
            return
        self._after = step.state
        painter = scene.ahead.device_painter(view)
        # A lift or a placement changes the blocks: its columns are worked out apart from
        # the view's (taken by the view when it shows them, .columns), and the picture is
        # painted through a copy of the side's layer brought up to date for them.
        blocks = isinstance(action, (Pick, Place))
        try:
            with scene.artist.columns.apart() if blocks else nullcontext():
                self._paint(painter, step, blocks)
        finally:
            painter.end()

    def _paint(self, painter: QPainter, step: AfterStep, blocks: bool) -> None:
        """The view's whole paint of ``step`` made into a :class:`Picture` (``blocks``:
        through a copy of the side's layer, which the picture keeps, see :meth:`take`)."""
        scene = self.scene
        layer = scene.artist.layer
        views = scene.artist.views
        device = painter.device()
        assert device is not None
        side = (scene.proj.turns, device.width(), device.height())
        kept = layer._kept.get(side)
        columns = scene.artist.columns.columns(step.state.board)
        if kept is None or not layer.serves(painter):
            return
        same = kept.columns.keys() == columns.keys() \
            and all(kept.columns[c] is columns[c] for c in columns)
        if not same and not blocks:
            return  # the layer does not show the blocks of the step after
        if not same:
            # Brought up to date in a copy (the lift's part painted ahead is copied in,
            # .liftahead): the side's layer stays what the view shows now.
            copy = type(kept)(kept.look, kept.pix.copy())
            copy.columns = dict(kept.columns)
            layer._kept[side] = copy
        after: _Layer | None = None
        try:
            with showing(scene, step):
                full = views._full(painter)
                if full is None:
                    return
                # The view's whole paint of it (as ViewPictures.paint makes one, through
                # the step's composite, brought up to date for it), so the action's paint
                # copies it.
                pix, frame = paint_whole(scene, painter)
                if not same:
                    after = layer._kept.get(side)
                self._picture = Picture(
                    scene._indexed, (scene.proj.turns, scene.map_view), _same_view(full),
                    _content(step.state), step.marks, pix, frame,
                    scene.painted, scene.painted_blocks,
                    None if after is None else (side, after))
            self.made += 1
        finally:
            if not same:
                layer._kept[side] = kept

    def shown(self) -> None:
        """The view painted the board: a picture made for another position than the one
        shown (not taken: the move's paint patched the kept picture, or another action
        was played) is dropped; not while the board is painted without the kept pictures
        (an animation: the move's own paint comes at its end), nor for a position the
        window replaces at once (:func:`_passing`)."""
        picture = self._picture
        if picture is not None and picture.for_indexed != self.scene._indexed \
                and self.scene.artist.views.look() is not None and not _passing(self.scene):
            self._picture = None

    def take(self, full: Hashable) -> Picture | None:
        """The whole paint made ahead, if it is what a whole paint of the view's look
        ``full`` would show now (the position shown is the one it was made for, by
        content, with the same marks); the scene's counts are the ones it left.  A
        picture is taken once; one not taken stays until the view's paint (:meth:`shown`):
        the scene's redraw brings the kept picture up to date before it moves the keyboard's
        cursor, and the paint after it may take it then."""
        picture = self._picture
        scene = self.scene
        if picture is None or picture.for_indexed == scene._indexed or _passing(scene):
            return None  # the position it was made from, or one the window passes by
        state = scene.state
        if not isinstance(state, ClimbersState) \
                or picture.side != (scene.proj.turns, scene.map_view) \
                or picture.full != _same_view(full) \
                or picture.marks != (scene._moves, scene._picks, scene._disks, scene._pushes,
                                     scene.picked, scene._places, scene.orient) \
                or picture.state != _content(state):
            return None
        self._picture = None
        if picture.layer is not None:  # the layer shows the blocks the picture shows
            side, after = picture.layer
            scene.artist.layer._kept[side] = after
        scene.painted = picture.painted
        scene.painted_blocks = picture.painted_blocks
        self.taken += 1
        return picture


__all__ = ["AfterStep", "MoveSoon", "Picture", "showing", "step_after"]
