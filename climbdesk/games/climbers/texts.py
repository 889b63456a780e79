"""What players read: history lines, the prompt and why an action was refused.

Every sentence is a :class:`~climbdesk.core.text.Text` with seats as
:class:`~climbdesk.core.text.SeatName`, so the UI can translate it and show
player names.  Colour names and block kinds are Texts as well.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from climbdesk.core.actions import Action
from climbdesk.core.text import SeatName, Text
from climbdesk.games.climbers.actions import (
    Disk,
    Mountain,
    Move,
    NoBlock,
    NoDisk,
    Pick,
    Place,
    Push,
    PutBack,
    Starter,
    Stay,
)
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.fields import MOVING_PHASES, Phase
from climbdesk.games.climbers.geometry import LADDER_BITS, SHORT, TALL

if TYPE_CHECKING:
    from climbdesk.games.climbers.engine import ClimbersState

KIND_NAMES = {"S1": Text("Size 1 block"), "S2": Text("Size 2 block"),
              "S4": Text("Size 4 block"), "N": Text("large neutral block")}
COLOUR_NAMES = {"teal": Text("teal"), "purple": Text("purple"), "yellow": Text("yellow"),
                "red": Text("red"), "pink": Text("pink"), "neutral": Text("neutral")}
LADDER_TEXTS = {"short": Text("the short ladder"), "tall": Text("the tall ladder"),
                "short+tall": Text("both ladders")}

#: Why a placement is refused (keys from :func:`placing.placement_problem`).
PLACE_PROBLEMS = {
    "orientation": Text("this block has no such orientation"),
    "off-table": Text("the block would stand partly off the table"),
    "hole": Text("the block would not rest fully: it would leave a hole beneath it"),
    "overhang": Text("the block would not rest fully: part of it would overhang"),
    "no-contact": Text("the block must touch another block face to face over at least "
                       "one square (an edge or a corner is not enough)"),
    Phase.DISK: Text("the block would cover a block that carries a blocking disk"),
    "climbers": Text("the climbers it would cover cannot shift to free squares of "
                     "their own top"),
    "same-spot": Text("that is exactly where the block was: put it back instead"),
}
PICK_PROBLEMS = {
    "no-block": Text("there is no such block on the table"),
    "covered": Text("another block lies (at least partly) on top of it"),
    Phase.DISK: Text("a blocking disk lies on it"),
    "climber": Text("a climber stands on it"),
    "locked": Text("the previous player just moved this block"),
    "put-back": Text("you already put this block back this turn"),
}
DISK_PROBLEMS = {
    "no-disk": Text("you have no blocking disk left"),
    "no-block": Text("a disk goes on a block on the table"),
    "disk-covered": Text("no square of that block's top is uncovered"),
    "disk-climber": Text("a climber stands on that block"),
    "disk-taken": Text("another disk already lies on that block"),
}
STEP_NAMES = {
    Phase.MOVE1: Text("move your climber or stay"),
    Phase.BLOCK: Text("pick a block to move, or move none"),
    Phase.PLACE: Text("set the lifted block down or put it back"),
    Phase.PUSH: Text("choose where the covered climber shifts to"),
    Phase.MOVE2: Text("move your climber again or stay"),
    Phase.DISK: Text("place your blocking disk or not"),
    Phase.REACT: Text("move your climber or stay"),
}


def block_name(block: int) -> Text:
    return Text("{kind} {number}", kind=KIND_NAMES[BLOCKS[block].kind], number=block)


def describe(state: ClimbersState, action: Action) -> str | None:
    """The history line for ``action`` played in ``state`` (before it is applied)."""
    who = SeatName(state.current_player()) if state.current_player() >= 0 else None
    if isinstance(action, Mountain):
        return Text("The mountain is built (number {number})", number=action.number)
    if isinstance(action, Starter):
        return Text("{who} takes the first turn", who=SeatName(action.seat))
    if who is None:
        return None
    if isinstance(action, Move):
        cell = state.cell(action.x, action.y)
        height = state.board.heights[cell] if cell >= 0 else 0
        if action.ladders in LADDER_TEXTS:
            return Text("{who} climbs to {x},{y} (height {height}) using {ladders}", who=who,
                        x=action.x, y=action.y, height=height,
                        ladders=LADDER_TEXTS[action.ladders])
        return Text("{who} climbs to {x},{y} (height {height})", who=who, x=action.x,
                    y=action.y, height=height)
    if isinstance(action, Stay):
        return Text("{who} stays", who=who)
    if isinstance(action, Pick):
        return Text("{who} picks up the {block}", who=who, block=block_name(action.block))
    if isinstance(action, Place):
        top = BLOCKS[state.held].orientations[action.orient].top \
            if state.held >= 0 and 0 <= action.orient < len(BLOCKS[state.held].orientations) \
            else "neutral"
        return Text("{who} sets it down at {x},{y}, {colour} on top", who=who, x=action.x,
                    y=action.y, colour=COLOUR_NAMES.get(top, Text(top)))
    if isinstance(action, PutBack):
        return Text("{who} puts the block back", who=who)
    if isinstance(action, NoBlock):
        return Text("{who} moves no block", who=who)
    if isinstance(action, Push):
        return Text("{who} shifts {other} to {x},{y}", who=who, other=SeatName(action.seat),
                    x=action.x, y=action.y)
    if isinstance(action, Disk):
        return Text("{who} blocks the {block} with the disk", who=who,
                    block=block_name(action.block))
    if isinstance(action, NoDisk):
        return Text("{who} places no disk", who=who)
    return None


def prompt(state: ClimbersState) -> str:
    seat = state.current_player()
    if seat < 0:
        return ""
    if state.phase == Phase.REACT:
        return Text("reaction to {owner}'s turn: move your climber or stay",
                    owner=SeatName(state.active))
    # The status line already names the seat to move, so the prompt is only the step.
    return STEP_NAMES[state.phase]


def explain(state: ClimbersState, action: Action) -> str | None:
    """A sentence on why ``action`` is refused in ``state`` (a decision node)."""
    phase = state.phase
    step = STEP_NAMES.get(phase, Text("wait"))
    moving = phase in MOVING_PHASES
    if isinstance(action, (Move, Stay)) and not moving \
            or isinstance(action, (Pick, NoBlock)) and phase != Phase.BLOCK \
            or isinstance(action, (Place, PutBack)) and phase != Phase.PLACE \
            or isinstance(action, Push) and phase != Phase.PUSH \
            or isinstance(action, (Disk, NoDisk)) and phase != Phase.DISK:
        return Text("This is not the moment for that: now {who} must {step}",
                    who=SeatName(state.current_player()), step=step)
    try:
        if isinstance(action, Move):
            return _explain_move(state, action)
        if isinstance(action, Pick):
            key = state.pick_problem(action.block)
            return Text("That block cannot be picked: {why}",
                        why=PICK_PROBLEMS.get(key or "", Text("it is not free")))
        if isinstance(action, Place):
            key = state.place_problem(action)
            return Text("The block cannot go there: {why}",
                        why=PLACE_PROBLEMS.get(key or "", Text("that is not a legal spot")))
        if isinstance(action, Push):
            return Text("A covered climber shifts to a free square of the top it stood on, "
                        "and the climbers are shifted one by one in seat order")
        if isinstance(action, Disk):
            key = state.disk_problem(action.block)
            return Text("The disk cannot go there: {why}",
                        why=DISK_PROBLEMS.get(key or "", Text("that block is not free")))
    except (TypeError, ValueError, IndexError, AttributeError, KeyError):
        pass
    return None


def _explain_move(state: ClimbersState, action: Move) -> str:
    seat = state.current_player()
    cell = state.cell(action.x, action.y)
    if cell < 0:
        return Text("That square is off the table")
    bits = LADDER_BITS.get(action.ladders) if isinstance(action.ladders, str) else None
    if bits is None:
        return Text("Ladders are named as none, short, tall or short+tall")
    if bits & ~state.ladders[seat]:
        return Text("Too few ladders: that ladder is already used")
    block = state.board.owner(cell)
    if block < 0:
        return Text("A climber on the table is at the foot; it moves onto block tops only")
    colour = state.board.top_colour(block)
    if colour not in ("neutral", state.colours[seat]):
        return Text("A climber stands only on neutral tops and on tops of its own colour, "
                    "not on {colour}", colour=COLOUR_NAMES.get(colour, Text(colour)))
    if block in state.disked():
        return Text("A blocking disk closes that block for this round")
    if any(c == cell for s, c in enumerate(state.pos) if s != seat):
        return Text("Another climber stands on that square")
    if state.passable(seat)[cell] is False:
        return Text("That top is full")
    if cell == state.pos[seat]:
        return Text("The climber already stands there; stay instead")
    sets = state.reach_of(seat).get(cell)
    if sets:
        return Text("That is not a least set of ladders for this square; the choices are: "
                    "{sets}", sets=_choices([_LADDER_SETS[b] for b in sets]))
    if cell in state.reach_of(seat, SHORT | TALL):
        return Text("Too few ladders: the climb needs a ladder you no longer have")
    return Text("No path leads there: climbers never step down or diagonally, never bridge "
                "a gap, and a step may rise at most 4 (2 with the short ladder, 1 without)")


#: Ladder sets named on their own, as Text so the refusal's list is translated too
#: (not LADDER_TEXTS: those follow "using", and German puts them in the dative).
_LADDER_SETS = {0: Text("no ladder"), SHORT: Text("short ladder"), TALL: Text("tall ladder"),
                SHORT | TALL: Text("short and tall ladder")}


def _choices(items: list[Text]) -> Text:
    """Items joined as one translatable list ("{first}, {rest}"): Japanese joins with 、."""
    if len(items) == 1:
        return items[0]
    return Text("{first}, {rest}", first=items[0], rest=_choices(items[1:]))
