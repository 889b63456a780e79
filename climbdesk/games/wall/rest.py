"""A Rest turn: up to three panels placed, one clip, one discard-and-draw after the
clip, each paid action 1 stamina; at the end the climber gets 5 back, so the final
stamina is ``min(12, s + 5 - paid)`` and every paid action is affordable.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from climbdesk.core.actions import Action
from climbdesk.games.wall.actions import Clip, Discard, EndTurn, Place
from climbdesk.games.wall.geometry import Placed, clip_squares
from climbdesk.games.wall.placing import hand_spots, placement_problem

if TYPE_CHECKING:
    from climbdesk.games.wall.engine import WallState

#: Placements and clips a Rest turn allows, and the stamina it gives back.
MAX_PLACEMENTS = 3
RECOVERY = 5


def discards(hand: list[int]) -> list[Discard]:
    """Every non-empty set of panels of the hand, smaller sets first."""
    return [Discard(c) for k in range(1, len(hand) + 1) for c in combinations(hand, k)]


def rest_actions(state: WallState) -> list[Action]:
    seat = state.seat
    out: list[Action] = []
    if state.placed < MAX_PLACEMENTS:
        spots = hand_spots(state.wall, state.hands[seat], seat, state.goal, state.occupied())
        for ident, found in spots.items():
            out.extend(Place(ident, s.rotation, s.x, s.y, s.stack) for s in found)
    if not state.clipped:
        out.extend(Clip(x, y) for x, y in clip_squares(state.wall, state.pos[seat],
                                                       state.clip_taken(seat)))
    elif not state.discarded and state.hands[seat]:
        out.extend(discards(state.hands[seat]))
    out.append(EndTurn())
    return out


def place_problem(state: WallState, action: Place) -> str | None:
    """Why the placing seat may not play ``action`` (a :data:`placing.PROBLEMS` key,
    ``not-in-hand`` or ``stack-flag``), or None."""
    seat = state.placing_seat()
    if action.panel not in state.hands[seat]:
        return "not-in-hand"
    problem = placement_problem(state.wall, action.panel, action.rotation, action.x, action.y,
                                seat, state.goal, state.occupied())
    if problem is None and action.stack != (state.wall.at_anchor(action.x, action.y)
                                            is not None):
        return "stack-flag"
    return problem


def is_legal_rest(state: WallState, action: Action) -> bool:
    seat = state.seat
    if isinstance(action, EndTurn):
        return True
    if isinstance(action, Place):
        return state.placed < MAX_PLACEMENTS and place_problem(state, action) is None
    if isinstance(action, Clip):
        return not state.clipped and (action.x, action.y) in clip_squares(
            state.wall, state.pos[seat], state.clip_taken(seat))
    if isinstance(action, Discard):
        hand = state.hands[seat]
        return (state.clipped and not state.discarded and len(action.panels) > 0
                and len(set(action.panels)) == len(action.panels)
                and all(p in hand for p in action.panels)
                and list(action.panels) == sorted(action.panels))
    return False


def put_panel(state: WallState, action: Place, initial: bool = False) -> None:
    seat = state.placing_seat()
    state.hands[seat].remove(action.panel)
    state.wall.put(Placed(action.panel, action.rotation, action.x, action.y, seat,
                          initial=initial))


def apply_rest(state: WallState, action: Action) -> None:
    seat = state.seat
    if isinstance(action, Place):
        put_panel(state, action)
        state.placed += 1
        state.paid += 1
    elif isinstance(action, Clip):
        state.clips[seat] = (action.x, action.y)
        state.clipped = True
        state.paid += 1
    elif isinstance(action, Discard):
        state.discard(action.panels, then="rest")
    elif isinstance(action, EndTurn):
        state.stamina[seat] = min(12, state.stamina[seat] + RECOVERY - state.paid)
        state.finish_turn()
