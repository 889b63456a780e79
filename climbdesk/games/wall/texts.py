"""What players read: history lines, the prompt and why an action was refused.

History lines are written from the action as the reader saw it (already redacted by
:class:`~climbdesk.core.visibility.ZonedState`), and never name a drawn panel, not
even to the one who drew it: a draw or a mulligan is told as a count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from climbdesk.core.actions import Action, Dice
from climbdesk.core.text import SeatName, Text
from climbdesk.games.wall.actions import (
    Award,
    Clip,
    ContestDraw,
    Deal,
    Discard,
    Draw,
    EndTurn,
    Keep,
    Mulligan,
    Place,
    Rest,
    Roll,
    Spend,
)
from climbdesk.games.wall.deck import panel

if TYPE_CHECKING:
    from climbdesk.games.wall.engine import WallState

#: Why a placement is refused (keys from :mod:`climbdesk.games.wall.placing`).
PLACE_PROBLEMS = {
    "rotation": Text("this panel cannot be turned that way (an arrow panel keeps its arrow up)"),
    "lattice": Text("panels lie on the 2-square lattice"),
    "below-ground": Text("nothing goes below the ground"),
    "too-high": Text("the panel would reach above the highest allowed height"),
    "overlap": Text("the panel would cover part of another panel"),
    "no-half-contact": Text("one side must meet another panel over exactly half its length"),
    "not-own": Text("the panel must touch one of your own panels over at least 2 squares"),
    "stack-initial": Text("nothing may be stacked on an initial panel"),
    "stack-contest": Text("nothing may be stacked on a Contest panel"),
    "stack-occupied": Text("a piece or a clip marker is on that panel"),
    "not-in-hand": Text("that panel is not in your hand"),
    "stack-flag": Text("say whether the panel is stacked exactly as the spot requires"),
}


def _name(ident: int) -> str:
    return panel(ident).name() if ident >= 0 else "?"


def _route(state: WallState, squares: tuple[tuple[int, int], ...], top: bool) -> Text:
    if top:
        return Text("climbs to the top of the wall")
    if not squares:
        return Text("stays on the hold")
    x, y = squares[-1]
    return Text("climbs to {x},{y}", x=x, y=y)


def describe(state: WallState, action: Action) -> Text | None:
    seat = state.turn_owner()
    who = SeatName(seat)
    if isinstance(action, ContestDraw):
        return Text("Contest panels {panels} hang on the wall",
                    panels=", ".join(_name(p) for p in action.panels))
    if isinstance(action, Deal):
        return Text("The panels are dealt")
    if isinstance(action, Mulligan):
        return Text("{who} puts {count} red-framed panels back and draws as many",
                    who=SeatName(action.seat), count=len(action.back))
    if isinstance(action, Draw):
        return Text("{who} draws {count} panels", who=who, count=len(action.panels))
    if isinstance(action, Place):
        return Text("{who} places panel {panel} at {x},{y}", who=SeatName(state.placing_seat()),
                    panel=_name(action.panel), x=action.x, y=action.y)
    if isinstance(action, Rest):
        return Text("{who} rests", who=who)
    if isinstance(action, Clip):
        return Text("{who} clips at {x},{y}", who=who, x=action.x, y=action.y)
    if isinstance(action, Discard):
        return Text("{who} discards {panels}", who=who,
                    panels=", ".join(_name(p) for p in action.panels))
    if isinstance(action, Keep):
        return Text("{who} keeps the hand", who=who)
    if isinstance(action, EndTurn):
        return Text("{who} ends the turn", who=who)
    if isinstance(action, Award):
        return Text("{who} uses award cards and {route}", who=who,
                    route=_route(state, action.squares, action.top))
    if isinstance(action, Roll):
        cost = {2: 3, 3: 5, 4: 8}.get(action.dice, 0)
        if action.chalk and action.jump:
            return Text("{who} pays {cost} stamina for {dice} dice, uses chalk and jumps "
                        "for {x},{y}", who=who, cost=cost, dice=action.dice, x=action.tx,
                        y=action.ty)
        if action.jump:
            return Text("{who} pays {cost} stamina for {dice} dice and jumps for {x},{y}",
                        who=who, cost=cost, dice=action.dice, x=action.tx, y=action.ty)
        if action.chalk:
            return Text("{who} pays {cost} stamina for {dice} dice and uses chalk", who=who,
                        cost=cost, dice=action.dice)
        return Text("{who} pays {cost} stamina for {dice} dice", who=who, cost=cost,
                    dice=action.dice)
    if isinstance(action, Dice):
        return Text("{who} rolls {values}", who=who,
                    values="-".join(str(v) for v in action.values))
    if isinstance(action, Spend):
        return Text("{who} takes {gain} stamina and {route}", who=who, gain=sum(action.stamina),
                    route=_route(state, action.squares, action.top))
    return None


def prompt(state: WallState) -> str:
    if state.current_player() < 0:
        return ""
    phase = state.phase.value
    if phase == "initial":
        return Text("Place an initial panel")
    if phase == "turn":
        return Text("Rest, or climb: roll the dice or use award cards")
    if phase == "rest":
        return Text("Place panels, clip, discard, or end the rest")
    if phase == "spend":
        return Text("Choose the spent dice and the path")
    if phase == "clip":
        return Text("Put the clip marker beside your piece")
    if phase == "swap":
        return Text("Discard panels to draw as many, or keep your hand")
    return Text("Climb on with award cards, or end the turn")


def explain(state: WallState, action: Action) -> Text | None:
    if isinstance(action, Place) and state.phase.value in ("initial", "rest"):
        from climbdesk.games.wall.rest import MAX_PLACEMENTS, place_problem

        if state.phase.value == "rest" and state.placed >= MAX_PLACEMENTS:
            return Text("a Rest turn allows three placements")
        problem = place_problem(state, action)
        if problem is not None:
            return PLACE_PROBLEMS[problem]
    return None
