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
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from climbdesk.games.climbers import ClimbersState, NoDisk, Stay
from climbdesk.games.climbers.geometry import LADDER_NAMES
from climbdesk.ui.boards.climbers.spots import ClimberInHand

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: The move steps whose next step (after staying) shows frames kept in a composite.
MOVE_STEPS = ("move1", "move2")
#: The steps whose next step is made ahead: the move steps, and the disk step (its
#: "no disk" leads to the reaction).
STEPS = (*MOVE_STEPS, "disk")
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


__all__ = ["NextStep", "as_next", "next_step"]
