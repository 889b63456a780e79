"""Climbers rules (Holger Lanz), 2–5 players, with climbdesk's binding rulings.

A turn is a chain of steps, each one decision (``phase``):

``move1``  the active player moves the climber or stays;
``block``  picks a block (``place`` follows: set it down or put it back) or moves none;
``push``   only when the placed block covered climbers with more than one way to
           shift them aside: the active player chooses a square for each;
``move2``  moves again or stays;
``disk``   places the blocking disk (once per game) or not;
``react``  each other seat in turn order, from the left of the active player,
           moves or stays; ``current_player()`` is that seat while
           ``turn_owner()`` stays the active player.

Before the first turn, with the mountain option at "random", a sampled chance
event (stream "setup") draws the mountain number; a fixed number builds the
mountain at once (both by the builder the ``builder`` option names).  Then, with
the first-player option at "random", a listed chance event (stream "starter")
draws the seat that begins.  The game ends after
the reactions of the active turn that completes a streak of active turns without
climbing: a full round (four turns with two players).  The highest climber
wins; equal heights go to whoever stood there first (the action index is kept
per climber); when every climber ends at the foot, nobody wins.  The game
itself (options, loading a save) is in :mod:`climbdesk.games.climbers.game`.

>>> from climbdesk.games.climbers import GAME
>>> s = GAME.new_initial_state(2, {"mountain": 7, "first": 1})
>>> str(s.phase), s.current_player(), s.height(0), s.ladders
('move1', 0, 0, [3, 3])
>>> any(a.kind == "move" for a in s.legal_actions())
True
>>> move = next(a for a in s.legal_actions() if a.kind == "move")
>>> path = s.path_of(move)                  # from the foot: the squares it climbs over
>>> path[-1] == (move.x, move.y), s.path_of(Move(0, 0, "tall"))
(True, [])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from climbdesk.core.actions import Action
from climbdesk.core.options import RANDOM, Options, OptionValue
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import CHANCE, TERMINAL, State
from climbdesk.games.climbers import fields, results, texts
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
    move_to,
)
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.fields import (
    ACTIVE_PHASES,
    MOVING_PHASES,
    ClimbersEnding,
    DiskAt,
    Phase,
    Where,
)
from climbdesk.games.climbers.geometry import (
    FOOT,
    LADDER_BITS,
    LADDER_NAMES,
    SHORT,
    TALL,
    Board,
    Placement,
    footprint,
    reach_path,
)
from climbdesk.games.climbers.mountain import MAX_NUMBER, generate
from climbdesk.games.climbers.placing import Surroundings, placement_problem, places_seen
from climbdesk.games.climbers.reach import (
    highest_for,
    open_blocks,
    passable_squares,
    reach_for,
    terrain,
)

if TYPE_CHECKING:
    from climbdesk.games.climbers.game import ClimbersGame

GONE = Where.GONE
HELD, USED = DiskAt.HELD, DiskAt.USED
_STAY, _NOBLOCK, _NODISK, _PUTBACK = Stay(), NoBlock(), NoDisk(), PutBack()


@dataclasses.dataclass(init=False, eq=False, repr=False)
class ClimbersState(State):
    """A Climbers position: each field is declared once below, with how it starts, is
    copied and is saved (see :mod:`~climbdesk.games.climbers.fields`)."""

    game: ClimbersGame
    board: Board = fields.board()                    # heights and blocks
    number: int | None = fields.optional_number("mountain")
    pos: list[int] = fields.seat_ints(FOOT)          # a square, or a Where
    ladders: list[int] = fields.seat_ints(SHORT | TALL)  # ladder bits left
    disk: list[int] = fields.seat_ints(HELD)         # the block it lies on, or a DiskAt
    #: The action index at which the climber first stood at its present height.
    reached: list[int] = fields.seat_ints(0)
    #: Turns begun (the move list's numbering) and, per seat, the turn in which the
    #: climber first stood at its present height: for showing, ``reached`` decides.
    #: Saves from before the turn count lack them: turns unknown, shown as 0.
    turn: int = fields.number(0, legacy=True)
    reached_turn: list[int] = fields.seat_ints(0, legacy=True)
    active: int = fields.number(0)
    phase: Phase = fields.phase()
    reactors: list[int] = fields.ints()              # seats still to react, first deciding
    start_height: int = fields.number(0)
    streak: int = fields.number(0)                   # active turns in a row without climbing
    ending: bool = fields.flag()
    lock: int = fields.number(-1)                    # the block the previous player moved
    moved: int = fields.number(-1)
    put_back: list[int] = fields.ints()
    held: int = fields.number(-1)                    # the lifted block and where it was
    origin: Placement | None = fields.placement()
    pending: list[tuple[int, int]] = fields.pairs()  # covered climbers to shift: (seat, block)
    ply: int = fields.number(0)                      # actions applied

    def __init__(self, game: ClimbersGame, players: int,
                 options: Mapping[str, OptionValue]) -> None:
        super().__init__(game, players, options)
        self.colours: tuple[str, ...] = tuple(str(c) for c in Options.per_seat(options,
                                                                               "colour"))
        for f in FIELDS:
            setattr(self, f.name, f.spec.start(players))
        #: Reach searches of this position, keyed by (ply, seat, ladders); see touch().
        self._reach_memo: dict[tuple[int, int, int], dict[int, list[int]]] = {}
        self._place_memo: tuple[tuple[object, ...], list[Place]] | None = None
        fixed = options.get("mountain", RANDOM)
        if isinstance(fixed, int):
            self._set_up(fixed)

    # ----- reading the position ----------------------------------------------------
    def height(self, seat: int) -> int:
        cell = self.pos[seat]
        if cell < 0:
            return 0
        if self.pending:  # a covered climber: see block_under
            return self.board.top_height(self.block_under(seat))
        return self.board.heights[cell]

    def block_under(self, seat: int) -> int:
        """The block the climber stands on (-1 at the foot or gone).  A climber that the
        block just placed covers still stands on its old top until it is shifted
        along it (shifting keeps the height)."""
        cell = self.pos[seat]
        if cell < 0:
            return -1
        covered = [b for s, b in self.pending if s == seat]
        return covered[0] if covered else self.board.owner(cell)

    def disked(self) -> set[int]:
        """Blocks carrying a blocking disk."""
        return {b for b in self.disk if b >= 0}

    def climbers_on(self, block: int) -> list[int]:
        """Seats standing on ``block``'s top."""
        return [s for s in range(self.players) if self.pos[s] >= 0
                and self.board.owner(self.pos[s]) == block]

    def streak_limit(self) -> int:
        """Active turns without climbing that end the game: a full round of the seats
        still in, or four turns while two remain."""
        active = len(self.active_seats())
        return 4 if active == 2 else active

    def cell(self, x: int, y: int) -> int:
        """The square (x, y), or -1 off the table."""
        b = self.board
        if type(x) is not int or type(y) is not int or not (0 <= x < b.width
                                                            and 0 <= y < b.depth):
            return -1
        return y * b.width + x

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.board.width, cell // self.board.width

    # ----- who acts ------------------------------------------------------------------
    def _current_player(self) -> int:
        if self.phase == Phase.SETUP:
            return CHANCE
        if self.phase == Phase.OVER:
            return TERMINAL
        if self.phase == Phase.REACT:
            return self.reactors[0]
        return self.active

    def turn_owner(self) -> int:
        seat = self.current_player()
        return self.active if seat >= 0 else seat

    # Set-up holds up to two chance events: the mountain number (sampled, stream
    # "setup") unless the option fixes it, then the first player (listed, stream
    # "starter") unless the option names one.
    def chance_sampled(self) -> bool:
        return self.phase == Phase.SETUP and self.number is None

    def chance_sealed(self) -> bool:
        return False  # the mountain number and the first player are public: saves show them

    def chance_stream(self) -> str:
        return "setup" if self.number is None else "starter"

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase != Phase.SETUP or self.number is None:
            return []
        return [(Starter(s), 1 / self.players) for s in range(self.players)]

    def _sample_chance(self, rng: Any) -> Mountain:
        return Mountain(rng.randrange(MAX_NUMBER + 1))

    def _is_legal_chance(self, action: Action) -> bool:
        if self.number is not None:
            return isinstance(action, Starter) and type(action.seat) is int \
                and 0 <= action.seat < self.players
        return isinstance(action, Mountain) and type(action.number) is int \
            and 0 <= action.number <= MAX_NUMBER

    # ----- the climbers' moves ----------------------------------------------------------
    def passable(self, seat: int) -> list[bool]:
        """Squares ``seat``'s climber may enter or cross: a top that is neutral or of
        its colour, carries no disk, and (neutral) is not full of other climbers."""
        t = terrain(self.board)
        return passable_squares(t, open_blocks(t, self, seat))

    def reach_of(self, seat: int, ladders: int | None = None) -> dict[int, list[int]]:
        """Squares ``seat`` may end a move on, with the minimal ladder sets for each
        (the search is in :mod:`~climbdesk.games.climbers.reach`)."""
        start = self.pos[seat]
        if start == GONE:
            return {}
        left = self.ladders[seat] if ladders is None else ladders
        key = (self.ply, seat, left)
        found = self._reach_memo.get(key)
        if found is None:
            found = reach_for(terrain(self.board), self, seat, left)
            if len(self._reach_memo) > 16:
                self._reach_memo.clear()
            self._reach_memo[key] = found
        return found

    def highest_reach(self, seat: int, *masks: int | None) -> list[int]:
        """For each ladder mask (``None``: the seat's own ladders), the greatest height
        among the squares :meth:`reach_of` lists with it (-1: none).  One search answers
        every mask without listing ladder sets: what a bot's evaluation asks."""
        if self.pos[seat] == GONE:
            return [-1] * len(masks)
        own = self.ladders[seat]
        return highest_for(terrain(self.board), self, seat,
                           [own if m is None else m for m in masks])

    def path_of(self, move: Move, seat: int | None = None) -> list[tuple[int, int]]:
        """The squares ``seat``'s climber (default: the one deciding) passes on ``move``,
        first step to destination, as the reach search behind :meth:`reach_of` finds
        them; empty when ``move`` is not one of its moves.  For showing a move, not
        for deciding it: any path with those ladders is as good."""
        seat = self.current_player() if seat is None else seat
        cell = self.cell(move.x, move.y)
        bits = LADDER_BITS.get(move.ladders) if isinstance(move.ladders, str) else None
        if not 0 <= seat < self.players or cell < 0 or bits is None \
                or bits not in self.reach_of(seat).get(cell, []):
            return []
        path = reach_path(self.board, self.pos[seat], self.passable(seat), self.ladders[seat],
                          cell, bits, terrain(self.board).entries)
        return [self.xy(c) for c in path]

    def touch(self) -> None:
        """Forget cached searches; call after editing a position by hand (tests)."""
        self._reach_memo = {}
        self._place_memo = None
        self.board.terrain = None

    def _moves(self, seat: int) -> list[Action]:
        out: list[Action] = [_STAY]
        width = self.board.width
        for c, sets in self.reach_of(seat).items():
            x, y = c % width, c // width
            for m in sets:
                out.append(move_to(x, y, LADDER_NAMES[m]))
        return out

    # ----- blocks -----------------------------------------------------------------------
    def pickable(self) -> list[int]:
        """Blocks the active player may lift now."""
        disked = self.disked()
        standing = {c for c in self.pos if c >= 0}
        out = []
        for b in range(len(BLOCKS)):
            if b == self.lock or b in self.put_back or b in disked:
                continue
            cells = self.board.cells_of(b)
            if not cells or not all(self.board.owner(c) == b for c in cells):
                continue
            if any(c in standing for c in cells):
                continue
            out.append(b)
        return out

    def pick_problem(self, block: int) -> str | None:
        """Why ``block`` may not be lifted (a key for :mod:`texts`), or ``None``."""
        if type(block) is not int or not 0 <= block < len(BLOCKS):
            return "no-block"
        if self.board.placed[block] is None:
            return "no-block"
        if not self.board.is_free(block):
            return "covered"
        if block in self.disked():
            return "disk"
        if any(c in self.board.cells_of(block) for c in self.pos if c >= 0):
            return "climber"
        if block == self.lock:
            return "locked"
        if block in self.put_back:
            return "put-back"
        return None

    def surroundings(self) -> Surroundings:
        """Climbers, disks and the lifted block's old place, for placement checks."""
        climbers = {s: c for s, c in enumerate(self.pos) if c >= 0}
        return Surroundings(climbers, {s: self.board.owner(c) for s, c in climbers.items()},
                            self.disked(), self.origin)

    def placements(self) -> list[Place]:
        """Every legal Place for the lifted block.  The window asks several times a
        position, so the last answer is kept with what it depends on (the board's
        content is its terrain); callers get a copy."""
        key = (self.ply, self.held, self.origin, terrain(self.board), tuple(self.pos),
               tuple(self.disk))
        memo = self._place_memo
        if memo is None or memo[0] != key:  # another state of this content may know them
            memo = self._place_memo = places_seen(key, self.board, self.held,
                                                  self.surroundings)
        return list(memo[1])

    def place_problem(self, action: Place) -> str | None:
        return placement_problem(self.board, self.held, action.orient, action.x, action.y,
                                 self.surroundings())

    def push_squares(self) -> list[int]:
        """Free squares of its own top for the next covered climber."""
        if not self.pending:
            return []
        seat, block = self.pending[0]
        waiting = {s for s, _ in self.pending}
        taken = {c for s, c in enumerate(self.pos) if c >= 0 and s not in waiting}
        return [c for c in self.board.top_squares(block) if c not in taken]

    # ----- disks ------------------------------------------------------------------------
    def disk_problem(self, block: int) -> str | None:
        if self.disk[self.active] != HELD:
            return "no-disk"
        if type(block) is not int or not 0 <= block < len(BLOCKS) \
                or self.board.placed[block] is None:
            return "no-block"
        if not self.board.top_squares(block):
            return "disk-covered"
        if self.climbers_on(block):
            return "disk-climber"
        if block in self.disked():
            return "disk-taken"
        return None

    def diskable(self) -> list[int]:
        """Blocks the active player may put the disk on now: one rule for the legal Disks
        and the board's disk step made ahead."""
        held = self.disk[self.active] == HELD
        return [b for b in range(len(BLOCKS)) if held and self.board.placed[b] is not None
                and self.disk_problem(b) is None]

    # ----- legality ---------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if self.current_player() < 0:
            return []
        if phase in MOVING_PHASES:
            return self._moves(self.current_player())
        if phase == Phase.BLOCK:
            return [_NOBLOCK, *(Pick(b) for b in self.pickable())]
        if phase == Phase.PLACE:
            return [_PUTBACK, *self.placements()]
        if phase == Phase.PUSH:
            seat = self.pending[0][0]
            return [Push(seat, *self.xy(c)) for c in self.push_squares()]
        if phase == Phase.DISK:
            return [_NODISK, *(Disk(b) for b in self.diskable())]
        return []  # pragma: no cover - every phase is handled above

    def _is_legal(self, action: Action) -> bool:
        phase = self.phase
        if phase in MOVING_PHASES:
            if isinstance(action, Stay):
                return True
            if not isinstance(action, Move) or not isinstance(action.ladders, str):
                return False
            cell = self.cell(action.x, action.y)
            bits = LADDER_BITS.get(action.ladders)
            return cell >= 0 and bits is not None \
                and bits in self.reach_of(self.current_player()).get(cell, [])
        if phase == Phase.BLOCK:
            return isinstance(action, NoBlock) or (
                isinstance(action, Pick) and self.pick_problem(action.block) is None)
        if phase == Phase.PLACE:
            if isinstance(action, PutBack):
                return True
            return isinstance(action, Place) and all(
                type(v) is int for v in (action.orient, action.x, action.y)) \
                and self.place_problem(action) is None
        if phase == Phase.PUSH:
            return isinstance(action, Push) and action.seat == self.pending[0][0] \
                and self.cell(action.x, action.y) in self.push_squares()
        if phase == Phase.DISK:
            return isinstance(action, NoDisk) or (
                isinstance(action, Disk) and self.disk_problem(action.block) is None)
        return False

    def explain_illegal(self, action: Action) -> str:
        if self.is_terminal() or self.is_chance_node():
            return super().explain_illegal(action)
        return texts.explain(self, action) or super().explain_illegal(action)

    # ----- applying -----------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        index = self.ply
        self.ply += 1
        if isinstance(action, Mountain):
            self._set_up(action.number)
        elif isinstance(action, Starter):
            self._start_turn(action.seat)
        elif isinstance(action, Move):
            self._move(self.current_player(), action, index)
        elif isinstance(action, Stay):
            self._after_move()
        elif isinstance(action, Pick):
            self.origin = self.board.lift(action.block)
            self.held = action.block
            self.phase = Phase.PLACE
        elif isinstance(action, PutBack):
            assert self.origin is not None
            self.board.put(self.held, self.origin)
            self.put_back = [*self.put_back, self.held]
            self.held, self.origin = -1, None
            self.phase = Phase.BLOCK
        elif isinstance(action, Place):
            self._place(action)
        elif isinstance(action, NoBlock):
            self.phase = Phase.MOVE2
        elif isinstance(action, Push):
            self.pos[action.seat] = self.cell(action.x, action.y)
            self.pending = self.pending[1:]
            self._shift_forced()
        elif isinstance(action, Disk):
            self.disk[self.active] = action.block
            self._end_active_steps()
        elif isinstance(action, NoDisk):
            self._end_active_steps()
        else:  # pragma: no cover - guarded by is_legal
            raise TypeError(f"{action} is not a Climbers action")

    def _set_up(self, number: int) -> None:
        self.number = number
        builder = self.options.get("builder", 1)
        self.board, _ = generate(number, builder if isinstance(builder, int) else 1)
        first = self.options.get("first", 1)
        if isinstance(first, int):  # else the first player is the next chance event
            self._start_turn(first - 1)

    def _move(self, seat: int, action: Move, index: int) -> None:
        before = self.height(seat)
        self.pos[seat] = self.cell(action.x, action.y)
        self.ladders[seat] &= ~LADDER_BITS[action.ladders]
        if self.height(seat) > before:
            self.reached[seat] = index
            self.reached_turn[seat] = self.turn
        self._after_move()

    def _after_move(self) -> None:
        if self.phase == Phase.MOVE1:
            self.phase = Phase.BLOCK
        elif self.phase == Phase.MOVE2:
            self.phase = Phase.DISK
        else:
            self._next_reactor()

    def _place(self, action: Place) -> None:
        board = self.board
        o = BLOCKS[self.held].orientations[action.orient]
        cells = set(footprint(action.x, action.y, o.w, o.d, board.width))
        z = board.heights[action.y * board.width + action.x]
        covered = [(s, board.owner(c)) for s, c in enumerate(self.pos) if c in cells]
        board.put(self.held, Placement(action.orient, action.x, action.y, z))
        self.moved = self.held
        self.held, self.origin = -1, None
        self.pending = covered
        self._shift_forced()

    def _shift_forced(self) -> None:
        """Shift covered climbers that have only one square left; stop at a choice."""
        while self.pending:
            squares = self.push_squares()
            if len(squares) > 1:
                self.phase = Phase.PUSH
                return
            self.pos[self.pending[0][0]] = squares[0]
            self.pending = self.pending[1:]
        self.phase = Phase.MOVE2

    def _end_active_steps(self) -> None:
        climbed = self.height(self.active) > self.start_height
        self.streak = 0 if climbed else self.streak + 1
        self.ending = self.streak >= self.streak_limit()
        order = [(self.active + k) % self.players for k in range(1, self.players)]
        self.reactors = [s for s in order if self.is_active(s)]
        self.phase = Phase.REACT
        if not self.reactors:  # pragma: no cover - two seats are always in
            self._finish_turn()

    def _next_reactor(self) -> None:
        self.reactors = self.reactors[1:]
        if not self.reactors:
            self._finish_turn()

    def _finish_turn(self) -> None:
        if self.ending:
            self.phase = Phase.OVER
            return
        self._start_turn(self._next_seat(self.active))

    def _next_seat(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if self.is_active(s):
                return s
        return seat  # pragma: no cover - the game ends before nobody is left

    def _start_turn(self, seat: int) -> None:
        self.active = seat
        self.turn += 1
        if self.disk[seat] >= 0:
            self.disk[seat] = USED  # the disk comes off when its owner's turn comes round
        self.lock, self.moved = self.moved, -1
        self.put_back = []
        self.start_height = self.height(seat)
        self.reactors = []
        self.phase = Phase.MOVE1

    # ----- drop-outs ------------------------------------------------------------------------
    def _on_drop(self, seat: int) -> None:
        results.take_off(self, seat)

    # ----- results ------------------------------------------------------------------------
    def rank_key(self, seat: int) -> tuple[int, int]:
        """Sort key of a climber: higher first, then who stood there first; climbers
        at the foot share a key."""
        h = self.height(seat)
        return (-h, self.reached[seat] if h > 0 else 0)

    def _outcome(self) -> Outcome:
        return results.outcome(self)

    # ----- copies, texts, JSON ---------------------------------------------------------------
    def _copy_mutable(self, new: ClimbersState) -> None:
        mine, theirs = self.__dict__, new.__dict__  # bots clone often: no getattr/setattr
        for name, copy in _COPIED:
            theirs[name] = copy(mine[name])
        new._reach_memo = dict(self._reach_memo)
        new._place_memo = self._place_memo  # never changed in place: placements() copies

    def describe(self, action: Action, viewer: int | None = None) -> str:
        return texts.describe(self, action) or super().describe(action, viewer)

    def prompt(self) -> str:
        return texts.prompt(self)

    def to_json(self) -> dict[str, Any]:
        data = self._base_json()
        data.update({f.key: f.spec.dump(getattr(self, f.name)) for f in FIELDS})
        return data


#: The position's fields (declared once in the class body), and those a child copies.
FIELDS = fields.fields_of(ClimbersState)
_COPIED = tuple((f.name, f.spec.copy) for f in FIELDS if f.spec.copy is not None)

__all__ = ["ACTIVE_PHASES", "FIELDS", "GONE", "HELD", "USED", "ClimbersEnding", "ClimbersState",
           "DiskAt", "Phase", "Where"]
