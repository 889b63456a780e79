"""The set-up of a wall game: the Contest panels, the deal, the mulligans (chance on the
"deck" stream) and the initial placements (decisions, round-robin).

The draw pile is kept as an unordered, sorted list: every draw is a uniform sample
of it through ``sample_chance``, so the rulebook's final reshuffle after the
mulligans changes nothing and is no event of its own (docs/rules/wall.md).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from climbdesk.games.wall.actions import ContestDraw, Deal, Mulligan, Place
from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.geometry import NOBODY, Placed, contest_anchors, slot_anchor
from climbdesk.games.wall.placing import open_anchors

if TYPE_CHECKING:
    from climbdesk.games.wall.engine import WallState

#: Red-framed panels a hand may keep; more are sent back.
MAX_RED = 2


def hand_size(tough: bool) -> int:
    return 7 if tough else 6


def initial_panels(tough: bool) -> int:
    return 3 if tough else 2


def red_framed(hand: list[int]) -> list[int]:
    return [p for p in hand if p >= 0 and panel(p).red_frame]


# ----- chance ----------------------------------------------------------------------------
def sample_contest(state: WallState, rng: random.Random) -> ContestDraw:
    specials = [p for p in state.pile if panel(p).special]
    return ContestDraw(tuple(rng.sample(specials, state.players - 1)))


def sample_deal(state: WallState, rng: random.Random) -> Deal:
    k = hand_size(state.tough)
    drawn = rng.sample(state.pile, k * state.players)
    return Deal(tuple(tuple(sorted(drawn[i * k:(i + 1) * k])) for i in range(state.players)))


def sample_mulligan(state: WallState, rng: random.Random) -> Mulligan:
    seat = state.mull_seat
    back = tuple(red_framed(state.hands[seat]))
    drawn = tuple(sorted(rng.sample(state.pile + list(back), len(back))))
    return Mulligan(seat, back, drawn)


def legal_contest(state: WallState, action: ContestDraw) -> bool:
    p = action.panels
    return (len(p) == state.players - 1 and len(set(p)) == len(p)
            and all(x in state.pile and panel(x).special for x in p))


def legal_deal(state: WallState, action: Deal) -> bool:
    k = hand_size(state.tough)
    flat = [p for hand in action.hands for p in hand]
    return (len(action.hands) == state.players and all(len(h) == k for h in action.hands)
            and len(set(flat)) == len(flat) and set(flat) <= set(state.pile))


def legal_mulligan(state: WallState, action: Mulligan) -> bool:
    seat = state.mull_seat
    back = tuple(red_framed(state.hands[seat]))
    pool = set(state.pile) | set(back)
    return (action.seat == seat and action.back == back and len(action.drawn) == len(back)
            and len(set(action.drawn)) == len(back) and set(action.drawn) <= pool)


def apply_contest(state: WallState, action: ContestDraw) -> None:
    for ident, (x, y) in zip(action.panels, contest_anchors(state.players, state.tough),
                             strict=True):
        state.wall.put(Placed(ident, 0, x, y, NOBODY, contest=True))
    state.take_from_pile(action.panels)


def apply_deal(state: WallState, action: Deal) -> None:
    for seat, hand in enumerate(action.hands):
        state.take_from_pile(hand)
        state.hands[seat] = sorted(hand)
    state.mull_seat = -1
    advance_mulligan(state)


def apply_mulligan(state: WallState, action: Mulligan) -> None:
    seat = action.seat
    state.pile = sorted(state.pile + list(action.back))
    state.take_from_pile(action.drawn)
    kept = [p for p in state.hands[seat] if p not in action.back]
    state.hands[seat] = sorted(kept + list(action.drawn))
    state.mulligans[seat] += 1
    if len(red_framed(state.hands[seat])) > MAX_RED:
        return  # the same seat goes again
    advance_mulligan(state)


def advance_mulligan(state: WallState) -> None:
    """Move on to the next seat (in seat order) holding too many red-framed panels,
    or to the initial placements when none does."""
    for seat in range(state.mull_seat + 1, state.players):
        if state.is_active(seat) and len(red_framed(state.hands[seat])) > MAX_RED:
            state.mull_seat = seat
            return
    state.mull_seat = -1
    count = initial_panels(state.tough)
    state.setup_order = [s for _ in range(count) for s in range(state.players)
                         if state.is_active(s)]
    state.begin_initial()


# ----- initial placements ----------------------------------------------------------------
def initial_actions(state: WallState) -> list[Place]:
    """The placing seat's options: its first panel at its start slot, the others
    wherever a panel may go beside its own (never stacked)."""
    seat = state.setup_order[0]
    hand = state.hands[seat]
    owns = any(p.owner == seat for p in state.wall.visible())
    anchors = open_anchors(state.wall, seat, state.goal) if owns else [slot_anchor(seat)]
    return [Place(ident, r, x, y, False) for ident in hand
            for r in state.wall.panel(ident).rotations for x, y in anchors]
