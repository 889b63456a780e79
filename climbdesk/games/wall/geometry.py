"""The wall as squares: which panel shows where, and what each square holds.

Coordinates are squares, ``x`` growing to the right without limit either way and
``y`` growing up from the ground (the first panel's bottom edge, ``y = 0``).  A
panel is 4×4 squares anchored at its bottom-left square, and anchors lie on the
2-square lattice (both even), so every panel covers exactly four 2×2 *blocks*
``(x // 2, y // 2)``.  The wall keeps one map from block to the anchor of the
panel covering it: overlap and side contact are then a handful of dictionary
look-ups, which is what makes listing every legal spot for a hand cheap.

Red-framed panels may be stacked exactly on another panel; a stack per anchor
keeps the order and only the top panel counts for holds, stripes, ownership and
contact (the concealed ones are gone for play, but still on the wall for the
deck's bookkeeping).  A second map from square to letter (``. R B Y #``) of the
visible faces serves the movement search.

>>> w = Wall()
>>> w.put(Placed(0, 0, 0, 0, owner=0, initial=True))
>>> w.letter(0, 0) == PANELS[0].face(0).letter(0, 0), w.letter(4, 0), w.enterable(-1, 0)
(True, '', False)
>>> w.anchor_of(3, 3), w.anchor_of(4, 3), w.top()
((0, 0), None, 4)
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass

from climbdesk.games.wall.deck import EMPTY, LETTERS, PANELS, SIDE, STRIPE, Face, Panel

#: Squares between panel anchors.
LATTICE = 2
#: Owner of a panel nobody placed (the Contest panels).
NOBODY = -1
#: Squares per unit of "height" on the Height panel (one panel's side).
UNIT = SIDE
#: The goal height of the standard game and of Tough climbing.
GOAL = 7
TOUGH_GOAL = 10

Square = tuple[int, int]
Anchor = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Placed:
    """Panel ``ident`` (a deck id) on the wall at anchor ``(x, y)``, turned
    ``rotation`` quarter turns clockwise, placed by seat ``owner`` (:data:`NOBODY`
    for a Contest panel).  ``initial`` marks the set-up panels."""

    ident: int
    rotation: int
    x: int
    y: int
    owner: int
    initial: bool = False
    contest: bool = False

    @property
    def anchor(self) -> Anchor:
        return (self.x, self.y)

    @property
    def top(self) -> int:
        """The panel's top edge in squares (the height ruler reads ``top / 4``)."""
        return self.y + SIDE

    def squares(self) -> Iterator[Square]:
        for cy in range(SIDE):
            for cx in range(SIDE):
                yield (self.x + cx, self.y + cy)

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + SIDE and self.y <= y < self.y + SIDE


def blocks_of(x: int, y: int) -> tuple[Anchor, Anchor, Anchor, Anchor]:
    """The four 2×2 blocks a panel anchored at ``(x, y)`` covers."""
    bx, by = x >> 1, y >> 1
    return ((bx, by), (bx + 1, by), (bx, by + 1), (bx + 1, by + 1))


def slot_anchor(seat: int) -> Anchor:
    """Where seat ``seat``'s first initial panel goes (start slots 8 squares apart)."""
    return (8 * seat, 0)


def contest_anchor(gap: int, tough: bool = False) -> Anchor:
    """The Contest panel over the gap right of start slot ``gap``: top edge at
    height 4.5 (Tough 7), so its anchor is 4 squares below that."""
    top = 28 if tough else 18
    return (8 * gap + 4, top - SIDE)


def contest_anchors(players: int, tough: bool = False) -> list[Anchor]:
    """The Contest variant's spots: one panel fewer than players, one per gap."""
    return [contest_anchor(gap, tough) for gap in range(players - 1)]


class Wall:
    """Every panel on the wall.  ``stacks`` maps an anchor to its panels, bottom
    first; ``blocks`` maps each covered 2×2 block to its panel's anchor;
    ``letters`` maps each covered square to its visible letter.  ``deck`` is the
    set of panel fronts ids refer to (the shipped one, or a test deck).  ``derived``
    holds what other modules work out from the panels (the movement graph), kept
    until the next :meth:`put`."""

    __slots__ = ("blocks", "deck", "derived", "letters", "stacks")

    def __init__(self, deck: tuple[Panel, ...] = PANELS) -> None:
        self.deck = deck
        self.derived: dict[str, object] = {}
        self.stacks: dict[Anchor, tuple[Placed, ...]] = {}
        self.blocks: dict[Anchor, Anchor] = {}
        self.letters: dict[Square, str] = {}

    def copy(self) -> Wall:
        new = Wall.__new__(Wall)
        new.deck = self.deck
        new.derived = dict(self.derived)  # values are never changed, only replaced
        new.stacks = dict(self.stacks)  # tuples and frozen Placed: shared until replaced
        new.blocks = dict(self.blocks)
        new.letters = dict(self.letters)
        return new

    # ----- reading ---------------------------------------------------------------------
    def panel(self, ident: int) -> Panel:
        """The front of panel ``ident`` (sets repeat the same fronts)."""
        return self.deck[ident % len(self.deck)]

    def face(self, placed: Placed) -> Face:
        return self.deck[placed.ident % len(self.deck)].face(placed.rotation)

    def visible(self) -> list[Placed]:
        """The panel showing at every anchor, in placing order of their anchors."""
        return [stack[-1] for stack in self.stacks.values()]

    def concealed(self) -> list[Placed]:
        """Panels covered by a stacked red-framed panel."""
        return [p for stack in self.stacks.values() for p in stack[:-1]]

    def placed_ids(self) -> set[int]:
        return {p.ident for stack in self.stacks.values() for p in stack}

    def at_anchor(self, x: int, y: int) -> Placed | None:
        """The visible panel anchored exactly at ``(x, y)``, if any."""
        stack = self.stacks.get((x, y))
        return stack[-1] if stack else None

    def anchor_of(self, x: int, y: int) -> Anchor | None:
        """The anchor of the panel covering square ``(x, y)``."""
        return self.blocks.get((x >> 1, y >> 1))

    def panel_at(self, x: int, y: int) -> Placed | None:
        """The visible panel covering square ``(x, y)``."""
        anchor = self.blocks.get((x >> 1, y >> 1))
        return self.stacks[anchor][-1] if anchor is not None else None

    def letter(self, x: int, y: int) -> str:
        """``. R B Y #`` of the visible face at the square, ``""`` off the wall."""
        return self.letters.get((x, y), "")

    def enterable(self, x: int, y: int) -> bool:
        """On a panel and not striped: a piece may step there."""
        c = self.letters.get((x, y), STRIPE)
        return c != STRIPE

    def hold(self, x: int, y: int) -> str | None:
        """The colour of the hold at the square, if any."""
        return LETTERS.get(self.letters.get((x, y), ""))

    def holds(self, colour: str) -> list[Square]:
        """Every square with a hold of ``colour``, bottom row first."""
        letter = next(k for k, v in LETTERS.items() if v == colour)
        return sorted(((x, y) for (x, y), c in self.letters.items() if c == letter),
                      key=lambda s: (s[1], s[0]))

    def top(self) -> int:
        """The highest top edge on the wall, in squares (0 when empty)."""
        return max((stack[-1].top for stack in self.stacks.values()), default=0)

    # ----- saving ----------------------------------------------------------------------
    def encode(self) -> list[str]:
        """One ``ident:rotation:x:y:owner`` string per panel (``:i`` initial, ``:c``
        Contest), each stack bottom first, so :meth:`decode` rebuilds the same wall."""
        out = []
        for stack in self.stacks.values():
            for p in stack:
                flag = ":i" if p.initial else ":c" if p.contest else ""
                out.append(f"{p.ident}:{p.rotation}:{p.x}:{p.y}:{p.owner}{flag}")
        return out

    @classmethod
    def decode(cls, rows: Sequence[object], panels: int,
               deck: tuple[Panel, ...] = PANELS) -> Wall:
        """The wall :meth:`encode` wrote, with ``panels`` ids in play; ``ValueError``
        naming the row for anything no game could have produced (bad fields, an id
        twice, a rotation the panel does not offer, off the lattice, below the ground,
        an overlap, a stack that is not allowed)."""
        wall = cls(deck)
        seen: set[int] = set()
        for n, row in enumerate(rows, 1):
            try:
                placed = _decode_row(row, panels)
                wall._check(placed, seen)
            except ValueError as exc:
                raise ValueError(f"wall panel {n} ({row!r}): {exc}") from None
            seen.add(placed.ident)
            wall.put(placed)
        return wall

    def _check(self, placed: Placed, seen: set[int]) -> None:
        if placed.ident in seen:
            raise ValueError("that panel is already on the wall")
        front = self.panel(placed.ident)
        if placed.rotation not in front.rotations:
            raise ValueError(f"panel {front.name()} is not offered at rotation {placed.rotation}")
        if placed.x % 2 or placed.y % 2 or placed.y < 0:
            raise ValueError("the anchor is off the lattice or below the ground")
        below = self.at_anchor(placed.x, placed.y)
        if below is not None:
            if not front.red_frame or below.initial or below.contest or placed.initial:
                raise ValueError("only a red-framed panel may be stacked, and not on an "
                                 "initial or Contest panel")
        elif any(b in self.blocks for b in blocks_of(placed.x, placed.y)):
            raise ValueError("it overlaps another panel")

    # ----- changing --------------------------------------------------------------------
    def put(self, placed: Placed) -> None:
        """Set ``placed`` on the wall, on top of the panel at its anchor if there is
        one (the caller has checked the spot with :mod:`climbdesk.games.wall.placing`)."""
        anchor = placed.anchor
        self.derived = {}
        self.stacks[anchor] = (*self.stacks.get(anchor, ()), placed)
        for block in blocks_of(placed.x, placed.y):
            self.blocks[block] = anchor
        grid = self.face(placed).grid
        for cy in range(SIDE):
            row = cy * SIDE
            for cx in range(SIDE):
                self.letters[(placed.x + cx, placed.y + cy)] = grid[row + cx]


def _decode_row(row: object, panels: int) -> Placed:
    """One :meth:`Wall.encode` string back as a :class:`Placed` (shape checks only)."""
    if not isinstance(row, str):
        raise ValueError("expected a string")
    fields = row.split(":")
    flag = fields.pop() if len(fields) == 6 else ""
    if len(fields) != 5 or flag not in ("", "i", "c"):
        raise ValueError("expected ident:rotation:x:y:owner with an optional :i or :c")
    try:
        ident, rotation, x, y, owner = (int(f) for f in fields)
    except ValueError:
        raise ValueError("the fields must be whole numbers") from None
    if not 0 <= ident < panels:
        raise ValueError(f"no panel {ident} in a game with {panels} panels")
    if (flag == "c") != (owner == NOBODY) or owner < NOBODY:
        raise ValueError("Contest panels, and only they, belong to nobody (-1)")
    return Placed(ident, rotation, x, y, owner, initial=flag == "i", contest=flag == "c")


def clip_squares(wall: Wall, piece: Square | None, taken: Collection[Square] = ()) -> list[Square]:
    """Where a piece on ``piece`` may put its clip marker: the square above, left,
    right or below it, if that square is on a panel, not striped and free of holds
    of any colour; ``taken`` are the squares with a piece or another clip marker.
    A piece at the start point (``None``) has none.

    >>> w = Wall()
    >>> w.put(Placed(43 - 1, 0, 0, 0, owner=0))   # serial 43: blank
    >>> clip_squares(w, (0, 0), taken={(1, 0)})
    [(0, 1)]
    """
    if piece is None:
        return []
    x, y = piece
    letters = wall.letters
    return [s for s in ((x, y + 1), (x - 1, y), (x + 1, y), (x, y - 1))
            if letters.get(s) == EMPTY and s not in taken]
