"""Where a piece can climb with the move points it has: every Pareto-best path
to every hold of the game's colour (and to the top of the wall).

One move point buys one step: one square up; or one or two squares in a
straight line left, right or down (every square entered must be enterable);
or one diagonal square while the turn's diagonal allowance lasts (only the
target must be enterable).  Entering a visible Overhang or Hard Move panel
from outside it costs 2 or 4 more, every time it is entered, also when a
two-square step only passes through it.  Pieces may be passed, never shared at
the end of a move.

Paths to one destination differ in what they spend and earn, so the search
keeps, per square, every label not beaten on all three counts: move points used
(fewer is better), diagonals used (fewer leaves more for later moves of the
turn) and the set of special panels entered that the player had not entered
before (a superset is better: each earns an award card).  Labels are settled in
order of move points, so the search stops at the budget.

The top of the wall is reached from a hold of the game's colour on a panel whose
top edge is at the goal height or above, by stepping straight up off that same
panel's top edge (one move point from its top row).

>>> from climbdesk.games.wall.deck import Kind, make_panel
>>> from climbdesk.games.wall.geometry import Placed, Wall
>>> wall = Wall((make_panel(1, Kind.PLAIN, True, False, ("R...", "....", "....", "R.R.")),))
>>> wall.put(Placed(0, 0, 0, 0, owner=0))
>>> found = find_paths(wall, (0, 0), "red", budget=3, diagonals=1)
>>> {dest: [p.mp for p in paths] for dest, paths in found.items()}
{(2, 0): [1], (0, 3): [3]}
"""

from __future__ import annotations

from collections.abc import Collection
from typing import NamedTuple, cast

from climbdesk.games.wall.deck import LETTERS
from climbdesk.games.wall.geometry import GOAL, UNIT, Anchor, Square, Wall

#: The destination key of a move that tops out.
TOP = "top"
Destination = Square | str
#: Diagonal steps allowed per Move turn, and what each card adds.
DIAGONALS = 1
CHALK_DIAGONALS = 1
JUMP_DIAGONALS = 2

_STRAIGHT = ((-1, 0), (1, 0), (0, -1))
_DIAGONAL = ((-1, -1), (1, -1), (-1, 1), (1, 1))


class Path(NamedTuple):
    """One way to a destination: the ``squares`` entered in order (for a top-out
    the last one is the square just above the edge), the move points and
    diagonals it uses, and the ``specials`` (panel ids) it enters for the first
    time, which earn award cards at the end of the turn."""

    squares: tuple[Square, ...]
    mp: int
    diagonals: int
    specials: frozenset[int]
    top: bool = False

    @property
    def destination(self) -> Destination:
        return TOP if self.top else self.squares[-1]


#: One step out of a square: the squares it enters (the last is where it ends), its
#: move points (1 plus surcharges), the special panels it enters (in order) and
#: whether it is diagonal (0 or 1).
Step = tuple[tuple[Square, ...], int, tuple[int, ...], int]


class _Label:
    """A search node: ``square`` reached with ``mp`` and ``diag`` spent, having
    earned ``specials``, from ``parent`` through the squares ``via``; ``alive``
    turns off when a label that beats it arrives."""

    __slots__ = ("alive", "diag", "mp", "parent", "specials", "square", "via")

    def __init__(self, via: tuple[Square, ...], mp: int, diag: int, specials: frozenset[int],
                 parent: _Label | None) -> None:
        self.via = via
        self.square = via[-1]
        self.mp = mp
        self.diag = diag
        self.specials = specials
        self.parent = parent
        self.alive = True

    def beats(self, other: _Label) -> bool:
        """At least as good as ``other`` on every count."""
        return (self.mp <= other.mp and self.diag <= other.diag
                and self.specials >= other.specials)

    def squares(self) -> tuple[Square, ...]:
        """The squares entered from the start (which is left out) to here."""
        parts: list[tuple[Square, ...]] = []
        label = self
        while label.parent is not None:
            parts.append(label.via)
            label = label.parent
        return tuple(square for part in reversed(parts) for square in part)


#: Where a piece at the start point stands, for the search's bookkeeping only.
_START: Square = (0, -(10 ** 9))


def step_graph(wall: Wall) -> dict[Square, tuple[Step, ...]]:
    """Every step out of every enterable square of ``wall``, worked out once per
    wall (kept in ``wall.derived`` until the next panel is put on it)."""
    cached = wall.derived.get("steps")
    if cached is None:
        cached = _build_graph(wall)
        wall.derived["steps"] = cached
    return cast(dict[Square, tuple[Step, ...]], cached)


def _entered(wall: Wall, here: Anchor | None, squares: tuple[Square, ...]) -> Step | None:
    """The step through ``squares`` from a square of panel ``here``, or ``None``
    when a square on the way is off the wall or striped."""
    blocks, letters, stacks = wall.blocks, wall.letters, wall.stacks
    cost = 1
    specials: tuple[int, ...] = ()
    for x, y in squares:
        anchor = blocks.get((x >> 1, y >> 1))
        if anchor is None or letters[(x, y)] == "#":
            return None
        if anchor != here:
            placed = stacks[anchor][-1]
            p = wall.panel(placed.ident)
            if p.special:
                cost += p.extra_mp
                specials += (placed.ident,)
            here = anchor
    return (squares, cost, specials, 0)


def _build_graph(wall: Wall) -> dict[Square, tuple[Step, ...]]:
    return {(x, y): _steps_from(wall, x, y)
            for (x, y), letter in wall.letters.items() if letter != "#"}


def _steps_from(wall: Wall, x: int, y: int) -> tuple[Step, ...]:
    here = wall.blocks[(x >> 1, y >> 1)]
    shapes: list[tuple[tuple[Square, ...], int]] = [(((x, y + 1),), 0)]
    for dx, dy in _STRAIGHT:
        shapes.append((((x + dx, y + dy),), 0))
        shapes.append((((x + dx, y + dy), (x + 2 * dx, y + 2 * dy)), 0))
    shapes += [(((x + dx, y + dy),), 1) for dx, dy in _DIAGONAL]
    steps: list[Step] = []
    for squares, diag in shapes:
        step = _entered(wall, here, squares)
        if step is not None:
            steps.append((step[0], step[1], step[2], diag))
    return tuple(steps)


def graph_after_put(wall: Wall, before: dict[Square, tuple[Step, ...]],
                    anchor: Anchor) -> dict[Square, tuple[Step, ...]]:
    """The step graph of ``wall``, which has just had a panel put at ``anchor``,
    from ``before``, the graph of the wall before it: only the squares whose steps
    can enter the panel's squares (two to the sides, one below, two above, and the
    panel itself) are worked out again, about a tenth of a big wall.  Bots valuing
    many placements use it; the answer is the same as :func:`step_graph`'s (tested)."""
    graph = dict(before)
    letters = wall.letters
    ax, ay = anchor
    for y in range(ay - 1, ay + UNIT + 2):
        for x in range(ax - 2, ax + UNIT + 2):
            letter = letters.get((x, y))
            if letter is None or letter == "#":
                graph.pop((x, y), None)
            else:
                graph[(x, y)] = _steps_from(wall, x, y)
    return graph


def diagonal_allowance(chalk: bool = False, jump: bool = False) -> int:
    """Diagonal steps a Move turn allows: 1, plus 1 with chalk and 2 with a jump."""
    return DIAGONALS + (CHALK_DIAGONALS if chalk else 0) + (JUMP_DIAGONALS if jump else 0)


def top_panel(wall: Wall, square: Square | None, colour: str, goal: int = GOAL) -> Anchor | None:
    """The panel a piece on ``square`` may top out from: the one under it when the
    square holds a hold of ``colour`` and the panel's top edge is at the goal or above."""
    if square is None or wall.hold(*square) != colour:
        return None
    placed = wall.panel_at(*square)
    return placed.anchor if placed is not None and placed.top >= goal * UNIT else None


def find_paths(wall: Wall, start: Square | None, colour: str, budget: int, diagonals: int,
               goal: int = GOAL, visited: Collection[int] = (),
               pieces: Collection[Square] = (), entry: Anchor | None = None,
               target: Square | None = None) -> dict[Destination, list[Path]]:
    """Every Pareto-best path from ``start`` to each free hold of ``colour`` other
    than ``start`` within ``budget`` move points and ``diagonals`` diagonal steps,
    and to :data:`TOP` when the piece may top out.

    ``start`` is ``None`` for a piece at the start point below the panel anchored
    at ``entry``: its first step is one square up into any square of that panel's
    bottom row.  ``visited`` are the special panels the player has already entered
    (they earn nothing again), ``pieces`` the squares other pieces stand on.
    Destinations come bottom row first, then left to right, the top last; each
    one's paths cheapest first.

    ``target`` (a Jump's announced hold) limits the answer to that square and
    lets the search drop every label that could not get there within the budget
    even in a straight line (:func:`least_mp`), which keeps big budgets cheap.
    """
    search = _Search(budget, diagonals, frozenset(visited), target)
    if start is None:
        if entry is None:
            raise ValueError("a piece at the start point needs the first panel's anchor")
        origin = _Label((_START,), 0, 0, frozenset(), None)
        for cx in range(UNIT):
            step = _entered(wall, None, ((entry[0] + cx, entry[1]),))
            if step is not None:
                search.offer(origin, step)
    else:
        search.labels[start] = [_Label((start,), 0, 0, frozenset(), None)]
        search.buckets[0].append(search.labels[start][0])
    search.run(step_graph(wall), wall, top_panel(wall, start, colour, goal))
    hold_letter = next(k for k, v in LETTERS.items() if v == colour)
    taken = set(pieces)
    out: dict[Destination, list[Path]] = {}
    for square in sorted(search.labels, key=lambda s: (s[1], s[0])):
        if square != start and square not in taken and wall.letter(*square) == hold_letter:
            out[square] = _paths(search.labels[square], top=False)
    if search.tops and target is None:
        out[TOP] = _paths(search.tops, top=True)
    if target is not None:
        return {target: out[target]} if target in out else {}
    return out


def least_mp(square: Square, target: Square) -> int:
    """A lower bound on the move points from ``square`` to ``target``: each point
    climbs at most one row, and goes at most two squares sideways or down.

    >>> least_mp((0, 0), (1, 3)), least_mp((0, 0), (5, 0)), least_mp((0, 4), (0, 1))
    (3, 3, 2)
    """
    dx = abs(target[0] - square[0])
    dy = target[1] - square[1]
    return max(dy, (dx + 1) // 2, (1 - dy) // 2)


class _Search:
    """The label-setting search behind :func:`find_paths`: labels wait in one
    bucket per move point total and are settled cheapest first."""

    __slots__ = ("budget", "buckets", "diagonals", "labels", "seen", "target", "tops")

    def __init__(self, budget: int, diagonals: int, seen: frozenset[int],
                 target: Square | None = None) -> None:
        self.target = target
        self.budget = budget
        self.diagonals = diagonals
        self.seen = seen
        self.labels: dict[Square, list[_Label]] = {}
        self.tops: list[_Label] = []
        self.buckets: list[list[_Label]] = [[] for _ in range(budget + 1)]

    def offer(self, label: _Label, step: Step) -> None:
        """Take ``step`` from ``label``; keep the new label unless one kept at its
        square beats it, and drop the kept ones it beats."""
        via, cost, entered, diag = step
        square = via[-1]
        mp = label.mp + cost
        if mp > self.budget:
            return
        used = label.diag + diag
        if used > self.diagonals:
            return
        if self.target is not None and mp + least_mp(square, self.target) > self.budget:
            return
        specials = label.specials
        for ident in entered:
            if ident not in self.seen and ident not in specials:
                specials = specials | {ident}
        found = self.labels.get(square)
        if found is None:
            self.labels[square] = [new := _Label(via, mp, used, specials, label)]
            self.buckets[mp].append(new)
            return
        for other in found:
            if other.mp <= mp and other.diag <= used and other.specials >= specials:
                return
        new = _Label(via, mp, used, specials, label)
        if any(new.beats(other) for other in found):
            for other in found:
                if new.beats(other):
                    other.alive = False
            found[:] = [o for o in found if o.alive]
        found.append(new)
        self.buckets[mp].append(new)

    def run(self, graph: dict[Square, tuple[Step, ...]], wall: Wall,
            exit_from: Anchor | None) -> None:
        exit_row = exit_from[1] + UNIT - 1 if exit_from is not None else None
        blocks = wall.blocks
        for mp in range(self.budget):  # labels at the budget cannot step further
            for label in self.buckets[mp]:
                if not label.alive:
                    continue
                for step in graph.get(label.square, ()):
                    self.offer(label, step)
                x, y = label.square
                if y == exit_row and blocks[(x >> 1, y >> 1)] == exit_from:
                    top = _Label(((x, y + 1),), mp + 1, label.diag, label.specials, label)
                    if not any(o.beats(top) for o in self.tops):
                        self.tops = [o for o in self.tops if not top.beats(o)] + [top]


def _paths(found: list[_Label], top: bool) -> list[Path]:
    ordered = sorted(found, key=lambda lb: (lb.mp, lb.diag, -len(lb.specials),
                                            sorted(lb.specials)))
    return [Path(lb.squares(), lb.mp, lb.diag, lb.specials, top) for lb in ordered]
