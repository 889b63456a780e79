"""Where a panel from a hand may go: one check with its reason, and the fast list
of every legal spot.

A new panel lies on the 2-square lattice, on or above the ground and with its
top edge below the goal height plus one (standard: below 8, so the anchor is at
most 26; Tough: below 11).  It may not cover any part of a panel.  It needs a
side that meets one neighbouring panel over exactly half its length (2 squares;
a side fully against one panel does not count by itself), and it must share at
least 2 squares of edge with a panel its placer owns.  Contest panels count as
neighbours but belong to nobody.

A red-framed panel may instead be stacked exactly on a visible panel, which it
then conceals: that ignores the adjoin rules (the spot met them already), and it
is refused on initial and Contest panels and on a panel with a piece or clip
marker on one of its squares.

Refusals are keys the engine turns into sentences: ``rotation``, ``lattice``,
``below-ground``, ``too-high``, ``overlap``, ``no-half-contact``, ``not-own``,
``stack-initial``, ``stack-contest``, ``stack-occupied``.

>>> from climbdesk.games.wall.geometry import Placed, Wall
>>> w = Wall()
>>> w.put(Placed(0, 0, 0, 0, owner=0, initial=True))
>>> placement_problem(w, 1, 0, 4, 2, seat=0), placement_problem(w, 1, 0, 4, 0, seat=0)
(None, 'no-half-contact')
>>> open_anchors(w, seat=0)
[(-4, 2), (4, 2), (-2, 4), (2, 4)]
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import NamedTuple

from climbdesk.games.wall.deck import SIDE
from climbdesk.games.wall.geometry import GOAL, LATTICE, Anchor, Placed, Square, Wall, blocks_of

#: Every refusal key, in the order the checks run.
PROBLEMS: tuple[str, ...] = (
    "rotation", "lattice", "below-ground", "too-high", "overlap", "no-half-contact", "not-own",
    "stack-initial", "stack-contest", "stack-occupied",
)


class Spot(NamedTuple):
    """A place for a panel: anchor ``(x, y)``, ``rotation``, and whether it stacks
    on the panel already anchored there.  A named tuple, as a hand lists hundreds."""

    rotation: int
    x: int
    y: int
    stack: bool = False


def highest_anchor(goal: int = GOAL) -> int:
    """The highest anchor row allowed: the top edge (anchor + 4) must stay below
    ``goal + 1`` panels, and anchors are even.

    >>> highest_anchor(7), highest_anchor(10)
    (26, 38)
    """
    limit = (goal + 1) * SIDE  # the first top edge that is too high
    return (limit - SIDE - 1) // LATTICE * LATTICE


def _sides(x: int, y: int) -> tuple[tuple[Anchor, Anchor], ...]:
    """The two blocks just outside each side of a panel anchored at ``(x, y)``:
    left, right, below, above."""
    bx, by = x >> 1, y >> 1
    return (((bx - 1, by), (bx - 1, by + 1)), ((bx + 2, by), (bx + 2, by + 1)),
            ((bx, by - 1), (bx + 1, by - 1)), ((bx, by + 2), (bx + 1, by + 2)))


def _contact_problem(wall: Wall, x: int, y: int, seat: int) -> str | None:
    """``no-half-contact`` or ``not-own`` for a free spot, or ``None`` when it meets both."""
    blocks, stacks = wall.blocks, wall.stacks
    half = own = False
    for a, b in _sides(x, y):
        pa, pb = blocks.get(a), blocks.get(b)
        if pa != pb:
            half = True  # one neighbour over exactly one block (2 squares) of this side
        for anchor in (pa, pb):
            if anchor is not None and stacks[anchor][-1].owner == seat:
                own = True
    if not half:
        return "no-half-contact"
    return None if own else "not-own"


def _stack_problem(wall: Wall, target: Placed, occupied: Collection[Square]) -> str | None:
    if target.contest:
        return "stack-contest"
    if target.initial:
        return "stack-initial"
    if any(target.contains(x, y) for x, y in occupied):
        return "stack-occupied"
    return None


def placement_problem(wall: Wall, ident: int, rotation: int, x: int, y: int, seat: int,
                      goal: int = GOAL, occupied: Collection[Square] = ()) -> str | None:
    """Why seat ``seat`` may not put panel ``ident`` at ``(x, y)`` turned ``rotation``
    (one of :data:`PROBLEMS`), or ``None`` when it may.  ``occupied`` are the squares
    with a piece or a clip marker; ``goal`` is 7, or 10 for Tough climbing."""
    p = wall.panel(ident)
    if rotation not in p.rotations:
        return "rotation"
    if x % LATTICE or y % LATTICE:
        return "lattice"
    target = wall.at_anchor(x, y)
    if target is not None and p.red_frame:
        return _stack_problem(wall, target, occupied)
    if y < 0:
        return "below-ground"
    if y > highest_anchor(goal):
        return "too-high"
    if any(b in wall.blocks for b in blocks_of(x, y)):
        return "overlap"
    return _contact_problem(wall, x, y, seat)


def open_anchors(wall: Wall, seat: int, goal: int = GOAL) -> list[Anchor]:
    """Every free anchor where seat ``seat`` may put an ordinary panel, whatever the
    panel: the geometry is the same for all of them (all are 4×4).

    A spot half-adjoining some panel lies beside it offset by 2 along that side,
    so those eight spots per visible panel are the only candidates.
    """
    blocks = wall.blocks
    top = highest_anchor(goal)
    seen: set[Anchor] = set()
    out: list[Anchor] = []
    for p in wall.visible():
        px, py = p.x, p.y
        for cx, cy in ((px - 4, py - 2), (px - 4, py + 2), (px + 4, py - 2), (px + 4, py + 2),
                       (px - 2, py - 4), (px + 2, py - 4), (px - 2, py + 4), (px + 2, py + 4)):
            if (cx, cy) in seen:
                continue
            seen.add((cx, cy))
            if cy < 0 or cy > top:
                continue
            bx, by = cx >> 1, cy >> 1
            if ((bx, by) in blocks or (bx + 1, by) in blocks or (bx, by + 1) in blocks
                    or (bx + 1, by + 1) in blocks):
                continue
            if _contact_problem(wall, cx, cy, seat) is None:
                out.append((cx, cy))
    out.sort(key=lambda a: (a[1], a[0]))
    return out


def stack_targets(wall: Wall, occupied: Collection[Square] = ()) -> list[Anchor]:
    """Anchors of the visible panels a red-framed panel may be stacked on."""
    return sorted((p.anchor for p in wall.visible() if _stack_problem(wall, p, occupied) is None),
                  key=lambda a: (a[1], a[0]))


def legal_spots(wall: Wall, ident: int, seat: int, goal: int = GOAL,
                occupied: Collection[Square] = (),
                anchors: Iterable[Anchor] | None = None) -> list[Spot]:
    """Every legal spot for panel ``ident``: by rotation, free spots (bottom row
    first, then left to right) before stacking spots.  ``anchors`` may pass in
    :func:`open_anchors` when listing a whole hand, which shares them."""
    p = wall.panel(ident)
    free = list(open_anchors(wall, seat, goal) if anchors is None else anchors)
    stacks = stack_targets(wall, occupied) if p.red_frame else []
    out: list[Spot] = []
    for r in p.rotations:
        out += [Spot(r, x, y) for x, y in free]
        out += [Spot(r, x, y, stack=True) for x, y in stacks]
    return out


def hand_spots(wall: Wall, hand: Iterable[int], seat: int, goal: int = GOAL,
               occupied: Collection[Square] = ()) -> dict[int, list[Spot]]:
    """:func:`legal_spots` for every panel of a hand, the free anchors worked out once."""
    free = open_anchors(wall, seat, goal)
    return {ident: legal_spots(wall, ident, seat, goal, occupied, free) for ident in hand}
