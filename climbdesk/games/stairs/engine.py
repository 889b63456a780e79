"""Stairs rules.

Squares are numbered ``row * 6 + col``; square 0 is "a1" and holds a light
piece.  A stack is a tuple of colours from the bottom up, so the height of a
piece is its index + 1 and the height of a stack is its length.  Stacks are
immutable tuples so that cloning a state (which bots do millions of times)
copies one list of 36 references.

>>> s = GAME.new_initial_state()
>>> len(s.legal_actions())  # light's 18 pieces, each onto any dark neighbour
110
>>> s.apply(Move.from_text("a1-b2")); str(s.last_move), s.height(7)
('a1-b2', 2)
>>> s.apply(Move.from_text("a1-b1"))
Traceback (most recent call last):
...
climbdesk.core.errors.IllegalActionError: a1 is empty; the piece there has already moved away
"""

from __future__ import annotations

import dataclasses
from bisect import insort
from collections.abc import Mapping
from enum import StrEnum
from typing import Any, ClassVar

from climbdesk.core.actions import Action
from climbdesk.core.errors import IllegalActionError, RecordError
from climbdesk.core.game import Game, GameInfo
from climbdesk.core.options import OptionSpec, OptionValue
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import TERMINAL, State
from climbdesk.core.text import SeatName, Text
from climbdesk.games.stairs.listing import LISTING

SIZE = 6
SQUARES = SIZE * SIZE
LIGHT, DARK = 0, 1
COLOUR_NAMES = (Text("Light"), Text("Dark"))
FILES = "abcdef"


def square_name(sq: int) -> str:
    return f"{FILES[sq % SIZE]}{sq // SIZE + 1}"


def parse_square(text: str) -> int:
    text = text.strip().lower()
    if len(text) != 2 or text[0] not in FILES or text[1] not in "123456":
        raise IllegalActionError(f"{text!r} is not a square (a1 … f6)")
    return (int(text[1]) - 1) * SIZE + FILES.index(text[0])


def _neighbours(sq: int) -> tuple[int, ...]:
    r, c = divmod(sq, SIZE)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
                out.append((r + dr) * SIZE + c + dc)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(s) for s in range(SQUARES))


class StairsEnding(StrEnum):
    """Why a game of Stairs ended (the tie-breaks of the final count, in order)."""

    HIGHEST_STACK = "highest-stack"      # one player owns the single highest piece
    MORE_AT_TOP = "more-at-top"          # more pieces at the greatest height
    FIRST_TO_REACH = "first-to-reach"    # first to have that many pieces up there


@dataclasses.dataclass(frozen=True)
class Move(Action):
    """Move the top piece of ``src`` onto the equally high stack ``dst``."""

    kind: ClassVar[str] = "move"
    src: int
    dst: int

    def text(self) -> str:
        return f"{square_name(self.src)}-{square_name(self.dst)}"

    @classmethod
    def from_text(cls, text: str) -> Move:
        a, sep, b = text.partition("-")
        if not sep:
            raise IllegalActionError(f"{text!r} is not a move; write it like 'c3-d4'")
        return cls(parse_square(a), parse_square(b))


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """Played only when the mover has no piece that can move."""

    kind: ClassVar[str] = "pass"

    def text(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True)
class Swap(Action):
    """Pie rule: the second player takes over the first player's colour."""

    kind: ClassVar[str] = "swap"

    def text(self) -> str:
        return "swap"


#: For each square, its neighbours with the (interned) move onto each, in NEIGHBOURS order.
_STEPS: tuple[tuple[tuple[int, Move], ...], ...] = tuple(
    tuple((n, Move(sq, n)) for n in NEIGHBOURS[sq]) for sq in range(SQUARES))


class _Derived:
    """Facts derived from a ``stacks`` list, kept up to date by the Move fast path:
    heights, the squares each colour tops (ascending) and, per colour and level,
    how many of its pieces stand at that level.  Tied to the list object it was
    derived from, so a state whose ``stacks`` is replaced derives them again."""

    __slots__ = ("stacks", "heights", "tops", "counts")

    def __init__(self, stacks: list[tuple[int, ...]], heights: list[int],
                 tops: tuple[list[int], list[int]],
                 counts: tuple[list[int], list[int]]) -> None:
        self.stacks = stacks
        self.heights = heights
        self.tops = tops
        self.counts = counts

    @classmethod
    def of(cls, stacks: list[tuple[int, ...]]) -> _Derived:
        tops: tuple[list[int], list[int]] = ([], [])
        counts = ([0] * (SQUARES + 2), [0] * (SQUARES + 2))
        for sq, stack in enumerate(stacks):
            if stack:
                tops[stack[-1]].append(sq)
            for i, colour in enumerate(stack):
                counts[colour][i + 1] += 1
        return cls(stacks, list(map(len, stacks)), tops, counts)

    def copy_for(self, stacks: list[tuple[int, ...]]) -> _Derived:
        return _Derived(stacks, list(self.heights), (list(self.tops[0]), list(self.tops[1])),
                        (list(self.counts[0]), list(self.counts[1])))


def initial_stacks() -> list[tuple[int, ...]]:
    return [((r + c) % 2,) for r in range(SIZE) for c in range(SIZE)]


class StairsState(State):
    game: StairsGame

    def __init__(self, game: StairsGame, options: Mapping[str, OptionValue]) -> None:
        super().__init__(game, 2, options)
        self.stacks: list[tuple[int, ...]] = initial_stacks()
        self.to_move = LIGHT
        self.seat_of_colour = [0, 1]
        self.ply = 0
        self.swapped = False
        self.last_move: Action | None = None
        # (colour, height, count) -> ply at which colour first had `count` pieces at `height`.
        self.first_reached: dict[tuple[int, int, int], int] = {}
        self._moves_cache: list[Action] | None = None
        self._derived: _Derived | None = None

    # ----- helpers -----------------------------------------------------------
    def height(self, sq: int) -> int:
        return len(self.stacks[sq])

    def top(self, sq: int) -> int | None:
        stack = self.stacks[sq]
        return stack[-1] if stack else None

    def targets(self, sq: int) -> list[int]:
        """Squares the top piece of ``sq`` could step onto, ignoring the lowest-piece rule."""
        h = len(self.stacks[sq])
        if h == 0:
            return []
        stacks = self.stacks
        return [n for n in NEIGHBOURS[sq] if len(stacks[n]) == h]

    def movable(self, colour: int) -> dict[int, list[int]]:
        """Every piece of ``colour`` that could move at all, with its targets."""
        out = {}
        for sq, stack in enumerate(self.stacks):
            if stack and stack[-1] == colour:
                t = self.targets(sq)
                if t:
                    out[sq] = t
        return out

    def required_height(self, colour: int | None = None) -> int | None:
        """The height the lowest-piece rule forces ``colour`` to move from (None: cannot move)."""
        movable = self.movable(self.to_move if colour is None else colour)
        return min((len(self.stacks[sq]) for sq in movable), default=None)

    def _derived_facts(self) -> _Derived:
        derived = self._derived
        if derived is None or derived.stacks is not self.stacks:
            derived = self._derived = _Derived.of(self.stacks)
        return derived

    def _moves_for(self, colour: int) -> list[Action]:
        derived = self._derived_facts()
        heights = derived.heights
        best = 99
        moves: list[Action] = []
        for sq in derived.tops[colour]:
            h = heights[sq]
            if h > best:
                continue
            found: list[Action] = [move for n, move in _STEPS[sq] if heights[n] == h]
            if found:
                if h < best:
                    best = h
                    moves = found
                else:
                    moves += found
        return moves

    def can_swap(self) -> bool:
        return bool(self.options.get("pie")) and self.ply == 1 and not self.swapped \
            and self.to_move == DARK

    # ----- contract ------------------------------------------------------------
    def _current_player(self) -> int:
        if not self._legal():
            return TERMINAL
        return self.seat_of_colour[self.to_move]

    def _legal(self) -> list[Action]:
        if self._moves_cache is None:
            moves = self._moves_for(self.to_move)
            if not moves:
                moves = [Pass()] if self._moves_for(1 - self.to_move) else []
            elif self.can_swap():
                moves = moves + [Swap()]
            self._moves_cache = moves
        return self._moves_cache

    def legal_actions(self) -> list[Action]:
        if self._forced_outcome is not None:
            return []
        return list(self._legal())

    def is_chance_node(self) -> bool:
        return False  # Stairs has no chance

    def is_terminal(self) -> bool:
        return self._forced_outcome is not None or not self._legal()

    def _is_legal(self, action: Action) -> bool:
        if self._moves_cache is not None or not isinstance(action, Move):
            return action in self._legal()
        # One move checked on its own: the piece, the step, then the lowest-piece rule.
        src, dst = action.src, action.dst
        if not (type(src) is int and type(dst) is int and 0 <= src < SQUARES
                and 0 <= dst < SQUARES):
            return False
        stack = self.stacks[src]
        if not stack or stack[-1] != self.to_move or dst not in NEIGHBOURS[src] \
                or len(self.stacks[dst]) != len(stack):
            return False
        return len(stack) == self.required_height()

    def explain_illegal(self, action: Action) -> str:
        if self.is_terminal() or not isinstance(action, Move):
            return super().explain_illegal(action)
        mover = COLOUR_NAMES[self.to_move]
        src, dst = action.src, action.dst
        if not (0 <= src < SQUARES and 0 <= dst < SQUARES):
            return f"{action} names a square off the board"
        if not self.stacks[src]:
            return f"{square_name(src)} is empty; the piece there has already moved away"
        if self.stacks[src][-1] != self.to_move:
            return f"the top piece on {square_name(src)} is not {mover}'s"
        if dst not in NEIGHBOURS[src]:
            return f"{square_name(dst)} is not next to {square_name(src)}"
        if len(self.stacks[dst]) != len(self.stacks[src]):
            return (f"a piece at height {len(self.stacks[src])} may only step onto a stack "
                    f"of the same height; {square_name(dst)} is {len(self.stacks[dst])} high")
        need = self.required_height()
        return (f"{mover} must move one of their lowest movable pieces (height {need}); "
                f"{square_name(src)} is at height {len(self.stacks[src])}")

    def _apply(self, action: Action) -> None:
        self._moves_cache = None
        if type(action) is Move:  # the hot path: the same steps as the Move branch below
            colour = self.to_move
            derived = self._derived_facts()
            stacks = self.stacks
            src, dst = action.src, action.dst
            src_stack, dst_stack = stacks[src], stacks[dst]
            h = len(src_stack)
            stacks[src] = src_stack[:-1]
            stacks[dst] = dst_stack + (colour,)
            heights = derived.heights
            heights[src] = h - 1
            heights[dst] = h + 1
            tops = derived.tops
            tops[colour].remove(src)
            if h > 1:
                insort(tops[src_stack[-2]], src)
            under = dst_stack[-1]
            if under != colour:
                tops[under].remove(dst)
                insort(tops[colour], dst)
            counts = derived.counts[colour]
            counts[h] -= 1
            counts[h + 1] += 1
            self.ply = ply = self.ply + 1
            key = (colour, h + 1, counts[h + 1])
            if key not in self.first_reached:
                self.first_reached[key] = ply
            self.last_move = action
            self.to_move = 1 - colour
            return
        if isinstance(action, Swap):
            self.seat_of_colour.reverse()
            self.swapped = True
            # The swap is dark's whole turn; dark (now the first player) moves next.
            self.last_move = action
            self.ply += 1
            return
        self.ply += 1
        if isinstance(action, Move):
            self._derived = None  # the fast path above keeps it; this one does not
            colour = self.to_move
            src_stack = self.stacks[action.src]
            h = len(src_stack)
            self.stacks[action.src] = src_stack[:-1]
            self.stacks[action.dst] = self.stacks[action.dst] + (colour,)
            count = [st[h] for st in self.stacks if len(st) > h].count(colour)
            self.first_reached.setdefault((colour, h + 1, count), self.ply)
        self.last_move = action
        self.to_move = 1 - self.to_move

    def standings(self) -> tuple[int, int, int, int]:
        """(max height, light pieces there, dark pieces there, leading colour)."""
        top = max(len(st) for st in self.stacks)
        counts = [0, 0]
        for st in self.stacks:
            if len(st) == top:
                counts[st[-1]] += 1
        if counts[LIGHT] != counts[DARK]:
            leader = LIGHT if counts[LIGHT] > counts[DARK] else DARK
        else:
            c = counts[LIGHT]
            light_at = self.first_reached.get((LIGHT, top, c), 1 << 30)
            dark_at = self.first_reached.get((DARK, top, c), 1 << 30)
            leader = LIGHT if light_at < dark_at else DARK
        return top, counts[LIGHT], counts[DARK], leader

    def _outcome(self) -> Outcome:
        top, light, dark, leader = self.standings()
        counts = (light, dark)
        if counts[1 - leader] == 0:
            reason = StairsEnding.HIGHEST_STACK
        elif counts[LIGHT] != counts[DARK]:
            reason = StairsEnding.MORE_AT_TOP
        else:
            reason = StairsEnding.FIRST_TO_REACH
        winner = self.seat_of_colour[leader]
        scores = [0.0, 0.0]
        for colour in (LIGHT, DARK):
            scores[self.seat_of_colour[colour]] = float(top if counts[colour] else
                                                        self.highest_of(colour))
        return Outcome.single_winner(winner, 2, tuple(scores), reason)

    def highest_of(self, colour: int) -> int:
        """Height of ``colour``'s highest piece anywhere (buried pieces count)."""
        best = 0
        for st in self.stacks:
            for i in range(len(st) - 1, -1, -1):
                if st[i] == colour:
                    best = max(best, i + 1)
                    break
        return best

    def _copy_mutable(self, new: StairsState) -> None:
        new.stacks = list(self.stacks)
        derived = self._derived
        new._derived = derived.copy_for(new.stacks) if derived is not None \
            and derived.stacks is self.stacks else None
        new.seat_of_colour = list(self.seat_of_colour)
        new.first_reached = dict(self.first_reached)

    def colour_of_seat(self, seat: int) -> int:
        return self.seat_of_colour.index(seat)

    def mover(self) -> Text:
        """The player to move as history lines name them: the seat (shown as the
        player's name) and, since the pie rule can swap them, the colour it plays."""
        return Text("{name} ({colour})", name=SeatName(self.seat_of_colour[self.to_move]),
                    colour=COLOUR_NAMES[self.to_move])

    def describe(self, action: Action, viewer: int | None = None) -> str:
        who = self.mover()
        if isinstance(action, Move):
            h = len(self.stacks[action.src])
            return Text("{who} {move} (to height {height})", who=who, move=action.text(),
                        height=h + 1)
        if isinstance(action, Pass):
            return Text("{who} cannot move and passes", who=who)
        if isinstance(action, Swap):
            return Text("{who} swaps colours (pie rule)", who=who)
        return super().describe(action)

    def prompt(self) -> str:
        if self.is_terminal():
            return ""
        legal = self._legal()
        if legal == [Pass()]:
            return Text("no piece can move, so you pass")
        if Swap() in legal:
            return Text("move one of your lowest movable pieces (height {height}), "
                        "or swap colours", height=self.required_height())
        return Text("move one of your lowest movable pieces (height {height})",
                    height=self.required_height())

    def to_json(self) -> dict[str, Any]:
        data = self._base_json()
        data.update({
            "stacks": ["".join("LD"[c] for c in st) for st in self.stacks],
            "to_move": self.to_move,
            "seat_of_colour": list(self.seat_of_colour),
            "ply": self.ply,
            "swapped": self.swapped,
            "last": self.last_move.to_json() if self.last_move else None,
            "first_reached": sorted([list(k) + [v] for k, v in self.first_reached.items()]),
        })
        return data


class StairsGame(Game[StairsState]):
    endings = StairsEnding
    info = GameInfo.from_listing(
        LISTING,
        options=(OptionSpec("pie", "Pie rule", bool, False,
                            help="After Light's first move, Dark may take over Light's side."),),
        agreement=True,
    )
    action_kinds = {"move": Move, "pass": Pass, "swap": Swap}

    def _new_state(self, players: int, options: dict[str, OptionValue]) -> StairsState:
        return StairsState(self, options)

    def state_from_json(self, data: Mapping[str, Any]) -> StairsState:
        try:
            state = StairsState(self, self.validate_options(2, data.get("options", {})))
            stacks = data["stacks"]
            if len(stacks) != SQUARES:
                raise RecordError("a Stairs board has 36 squares")
            state.stacks = [tuple("LD".index(ch) for ch in st) for st in stacks]
            state.to_move = int(data["to_move"])
            state.seat_of_colour = [int(x) for x in data["seat_of_colour"]]
            state.ply = int(data["ply"])
            state.swapped = bool(data["swapped"])
            last = data.get("last")
            state.last_move = self.action_from_json(last) if last else None
            state.first_reached = {(int(c), int(h), int(n)): int(p)
                                   for c, h, n, p in data["first_reached"]}
            state._load_base_json(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"not a Stairs position: {exc}") from None
        return state


GAME = StairsGame()
