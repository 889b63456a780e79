"""History lines and prompts of Climb On! (dice), as translatable :class:`Text` templates.

Dice are named by their notation (``d12``), which is never translated; seats
are :class:`SeatName` values, so the UI shows player names.

>>> from climbdesk.games.summit import GAME
>>> s = GAME.new_initial_state(2)
>>> str(describe(s, Climb(5, "red")))
'Player 1 tries to climb with the d20 from the ground to level 1, paying a red token'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from climbdesk.core.actions import Action
from climbdesk.core.text import SeatName, Text
from climbdesk.games.summit.actions import (
    FLEXIBLE_COST,
    Act,
    Climb,
    Confirm,
    Descend,
    Dice,
    Drag,
    Lower,
    Pass,
    PullUp,
    Shove,
    SummitPhase,
)
from climbdesk.games.summit.dice import TOKEN_STEP, TOKENS, passes

if TYPE_CHECKING:
    from climbdesk.games.summit.engine import SummitState

TOKEN_TEXT = {"white": Text("a white token"), "blue": Text("a blue token"),
              "red": Text("a red token")}


def place(level: int) -> Text:
    """The name of a level: "the ground" or "level n"."""
    return Text("the ground") if level == 0 else Text("level {n}", n=level)


def _die(s: SummitState, seat: int, climber: int) -> str:
    return f"d{s.teams[seat][climber]}"


def pay_text(s: SummitState, action: Act) -> Text:
    """What the act costs, e.g. "a blue token" or "3 white tokens"."""
    if s.flexible:
        n = FLEXIBLE_COST[action.kind]
        return TOKEN_TEXT["white"] if n == 1 else Text("{n} white tokens", n=n)
    return TOKEN_TEXT[action.paid_with]


def dice_text(s: SummitState, values: tuple[int, ...]) -> str:
    """The pending act's dice with their values, e.g. ``d8=5, d20=3``."""
    assert s.pending is not None
    pairs = zip(s.dice_of(s.pending), values, strict=True)
    return ", ".join(f"d{s.teams[seat][c]}={v}" for (seat, c), v in pairs)


def _outcome(ok: bool) -> Text:
    return Text("success") if ok else Text("failure")


def _act_text(s: SummitState, action: Act) -> Text:
    me = s.to_move
    who = SeatName(me)
    die, pay = _die(s, me, action.acting), pay_text(s, action)
    src = s.levels[me][action.acting]
    if isinstance(action, Climb):
        return Text("{who} tries to climb with the {die} from {src} to {dst}, paying {pay}",
                    who=who, die=die, src=place(src), dst=place(src + 1), pay=pay)
    if isinstance(action, Descend):
        return Text("{who} moves the {die} down from {src} to {dst}, paying {pay}",
                    who=who, die=die, src=place(src), dst=place(action.level), pay=pay)
    if isinstance(action, PullUp):
        return Text("{who} tries to pull the {die} up to {dst} with the {helper}, paying {pay}",
                    who=who, die=die, helper=_die(s, me, action.helper), dst=place(src + 1),
                    pay=pay)
    assert isinstance(action, (Shove, Drag))
    args = {"who": who, "owner": SeatName(action.seat), "die": die, "pay": pay,
            "victim": _die(s, action.seat, action.victim),
            "where": place(s.levels[action.seat][action.victim])}
    if isinstance(action, Shove):
        return Text("{who} tries to shove {owner}'s {victim} off {where} with the {die}, "
                    "paying {pay}", **args)
    return Text("{who} tries to drag {owner}'s {victim} down from {where} with the {die}, "
                "paying {pay}", **args)


def describe(s: SummitState, action: Action) -> Text | None:
    """The history line of ``action`` in position ``s`` (before it is applied)."""
    me = s.to_move
    who = SeatName(me)
    if isinstance(action, Act):
        return _act_text(s, action)
    if isinstance(action, Pass):
        held = s.tokens[me]
        colour = "white" if s.flexible else TOKENS[next(i for i in range(3) if held[i])]
        return Text("{who} cannot act and discards {pay}", who=who, pay=TOKEN_TEXT[colour])
    if isinstance(action, Dice) and s.pending is not None:
        dice = dice_text(s, action.values)
        if s.holds_tokens(me):
            return Text("{who} rolls {dice}", who=who, dice=dice)
        ok = passes(s.pending.check, action.values, s.difficulty_of(s.pending))
        return Text("{who} rolls {dice}: {outcome}", who=who, dice=dice, outcome=_outcome(ok))
    if isinstance(action, Lower) and 0 <= action.die < len(s.dice):
        old = s.dice[action.die]
        return Text("{who} lowers a {value} to {new} with {pay}", who=who, value=old,
                    new=max(0, old - TOKEN_STEP[action.token]), pay=TOKEN_TEXT[action.token])
    if isinstance(action, Confirm) and s.pending is not None:
        return Text("{who} accepts {dice}: {outcome}", who=who, dice=dice_text(s, s.dice),
                    outcome=_outcome(s.would_succeed()))
    return None


def prompt(s: SummitState) -> str:
    """What the seat to act may do now ("" at chance nodes and at the end)."""
    if s.is_terminal():
        return ""
    if s.phase == SummitPhase.ACT:
        if s.legal_actions() == [Pass()]:
            return Text("no action is possible, so you discard a token")
        return Text("choose a climber, an action and the token to pay with")
    if s.phase == SummitPhase.LOWER:
        if s.would_succeed():
            return Text("lower a die with a token, or accept the roll (it succeeds)")
        return Text("lower a die with a token, or accept the roll (it fails)")
    return ""
