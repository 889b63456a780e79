"""A Move turn's choices made before one action is played: chalk, jump, the dice's uses
and the award cards (issue 18).

The engine knows only whole actions (``Roll(3, chalk, jump, x, y)``, ``Spend(...)``);
a player builds one in steps: toggles first, then a button or a hold on the board.
:class:`TurnModel` keeps those steps for the scene and its side panel and turns them
into the matching legal action.  It holds no rules: every offer is a filter over the
legal actions the scene was given, so nothing it proposes can be illegal, and a
choice that no legal action allows is never offered.

Dice roles: each rolled die goes to movement, stamina or the clip (one die at most).
The engine lists one Spend per distinct effect (see :func:`climbdesk.games.wall.move.
spendings`), so the tray only allows the role sets some listed Spend has; setting a
die to a role moves the fewest other dice needed to stay on such a set.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from climbdesk.core.actions import Action
from climbdesk.games.wall.actions import Award, Rest, Roll, Spend
from climbdesk.games.wall.geometry import Square
from climbdesk.games.wall.move import HARD_MP, OVERHANG_MP
from climbdesk.games.wall.odds import move_path
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards.interaction import Pick
from climbdesk.ui.boards.wall.spots import HoldSpot, TopSpot, WallSpot

if TYPE_CHECKING:
    from climbdesk.games.wall.engine import WallState

Move = Spend | Award
Cards = tuple[bool, bool]
Allocation = tuple[tuple[int, ...], int]
#: The phases before the dice, where Rest (only at the start), rolls and award moves are.
BEFORE = (WallPhase.TURN, WallPhase.BEFORE)
#: The phases of the timeline and their step (0 before the dice, 1 the dice, 2 after).
STEPS = {WallPhase.TURN: 0, WallPhase.BEFORE: 0, WallPhase.DICE: 1, WallPhase.SPEND: 1,
         WallPhase.CLIP: 2, WallPhase.SWAP: 2, WallPhase.AFTER: 2}


class Role(StrEnum):
    """What a rolled die is spent on."""

    MOVE = "move"
    STAMINA = "stamina"
    CLIP = "clip"


ROLES = (Role.MOVE, Role.STAMINA, Role.CLIP)


def destination(action: Move) -> WallSpot:
    """The spot a move ends on (the top, or its last square)."""
    if action.top:
        return TopSpot()
    x, y = action.squares[-1]
    return HoldSpot(x, y)


def allocation(dice: Iterable[int], roles: Iterable[Role]) -> Allocation:
    """The Spend fields ``(stamina, clip)`` that dice with these roles make."""
    pairs = list(zip(dice, roles, strict=True))
    stamina = tuple(sorted(v for v, r in pairs if r is Role.STAMINA))
    clip = next((v for v, r in pairs if r is Role.CLIP), 0)
    return stamina, clip


class TurnScene(Protocol):
    """What the turn reads of the board it serves.  Named here rather than the scene's
    class, which is built on :mod:`.picking`, and that imports this module: the
    typing import closed a loop (issue 17)."""

    @property
    def state(self) -> WallState | None: ...

    @property
    def picked(self) -> WallSpot | None: ...

    def legal_actions(self) -> list[Action]: ...


class TurnModel:
    """The player's partial choices in a Move turn, for one shown position."""

    def __init__(self, scene: TurnScene) -> None:
        self.scene = scene
        self.chalk = False
        self.jump = False
        #: Dice chosen while the jump waits for its target hold (0: none yet).
        self.pending = 0
        self.roles: list[Role] = []
        self.cards: Cards = (False, False)
        #: A move whose route the board draws (a chooser entry under the mouse).
        self.preview: Move | None = None
        #: The dice count whose odds the board shows (the roll button in focus).
        self.odds_dice = 0
        #: View ▸ Show Odds (kept across positions).
        self.show_odds = False
        self._rolled: tuple[int, ...] = ()
        self._sets: tuple[object, list[tuple[Role, ...]]] = (None, [])

    def reset(self) -> None:
        """Forget every choice (a new position was shown)."""
        self.chalk = self.jump = False
        self.pending = 0
        self.roles = []
        self.cards = (False, False)
        self.preview = None
        self.odds_dice = 0
        self._rolled = ()
        self._sets = (None, [])
        self.sync_roles()

    # ----- reading ----------------------------------------------------------------------
    @property
    def state(self) -> WallState | None:
        return self.scene.state

    def phase(self) -> WallPhase | None:
        state = self.state
        if state is None or state.is_terminal():
            return None
        return state.phase

    def legal(self) -> list[Action]:
        """The choices of the seat to move, read only from that seat's own view: a
        hand-over shows the table's view, which offers nobody anything (and asking it
        would work out a second legal list for one position)."""
        state = self.state
        if state is None or state.is_terminal() or state.viewer != state.current_player():
            return []
        return self.scene.legal_actions()

    def rest(self) -> Rest | None:
        return next((a for a in self.legal() if isinstance(a, Rest)), None)

    def rolls(self) -> list[Roll]:
        return [a for a in self.legal() if isinstance(a, Roll)]

    def can_chalk(self) -> bool:
        return any(r.chalk for r in self.rolls())

    def can_jump(self) -> bool:
        return any(r.jump for r in self.rolls())

    def jumping(self) -> bool:
        """Whether holds on the board are jump targets now (not award destinations)."""
        return self.jump and self.phase() in BEFORE

    def jump_target(self) -> Square | None:
        picked = self.scene.picked
        if self.jumping() and isinstance(picked, HoldSpot):
            return picked.x, picked.y
        return None

    def jump_targets(self) -> list[Square]:
        return sorted({(r.tx, r.ty) for r in self.rolls() if r.jump and r.chalk == self.chalk})

    def roll_for(self, dice: int) -> Roll | None:
        """The legal roll of ``dice`` dice with the toggles as set (None: not legal, or
        the jump's target hold is not chosen yet)."""
        if self.phase() not in BEFORE:
            return None
        if self.jump:
            target = self.jump_target()
            if target is None:
                return None
            wanted = Roll(dice, self.chalk, True, *target)
        else:
            wanted = Roll(dice, self.chalk, False, 0, 0)
        return wanted if wanted in self.rolls() else None

    def dice_offered(self) -> list[int]:
        """The dice counts some legal roll with the toggles as set has."""
        return sorted({r.dice for r in self.rolls()
                       if r.chalk == self.chalk and r.jump == self.jump})

    # ----- the dice tray ----------------------------------------------------------------------
    def dice(self) -> tuple[int, ...]:
        state = self.state
        return state.dice if state is not None and self.phase() is WallPhase.SPEND else ()

    def spends(self) -> list[Spend]:
        return [a for a in self.legal() if isinstance(a, Spend)]

    def allowed(self) -> set[Allocation]:
        return {(a.stamina, a.clip) for a in self.spends()}

    def allocation(self) -> Allocation:
        return allocation(self.dice(), self.roles)

    def sync_roles(self) -> None:
        """New dice get the default roles: all to movement if allowed, else the
        allowed set that moves fewest dice away from movement."""
        dice = self.dice()
        if dice == self._rolled and len(self.roles) == len(dice):
            return
        self._rolled = dice
        self.roles = [Role.MOVE] * len(dice)
        options = self._role_sets()
        if options and tuple(self.roles) not in options:
            self.roles = list(min(options, key=lambda rs: sum(r is not Role.MOVE for r in rs)))

    def _role_sets(self) -> list[tuple[Role, ...]]:
        dice, state = self.dice(), self.state
        key = (id(state), dice)
        if self._sets[0] == key:
            return self._sets[1]
        allowed = self.allowed()
        out = []
        for roles in itertools.product(ROLES, repeat=len(dice)):
            if roles.count(Role.CLIP) <= 1 and allocation(dice, roles) in allowed:
                out.append(roles)
        self._sets = (key, out)  # asked for each die on every repaint of the panel
        return out

    def roles_allowed(self, index: int) -> list[Role]:
        """The roles die ``index`` may take (some allowed set has it so)."""
        return [r for r in ROLES if any(rs[index] is r for rs in self._role_sets())]

    def set_role(self, index: int, role: Role) -> bool:
        """Give die ``index`` ``role``, changing as few other dice as needed; False when
        no allowed set has the die so."""
        options = [rs for rs in self._role_sets() if rs[index] is role]
        if not options:
            return False
        now = self.roles
        self.roles = list(min(options, key=lambda rs: sum(a is not b for a, b in zip(
            rs, now, strict=False))))
        self.preview = None
        self._drop_cards_not_offered()
        return True

    def cycle(self, index: int) -> bool:
        """The die's next role that is allowed (movement → stamina → clip → movement)."""
        if not 0 <= index < len(self.roles):
            return False
        allowed = self.roles_allowed(index)
        at = ROLES.index(self.roles[index])
        for step in range(1, len(ROLES)):
            role = ROLES[(at + step) % len(ROLES)]
            if role in allowed:
                return self.set_role(index, role)
        return False

    def move_points(self) -> int:
        """Move points of the dice set to movement (chalk and jump add theirs)."""
        state = self.state
        if state is None:
            return 0
        bonus = 2 * state.chalk_on + 4 * state.jump_on
        return sum(v for v, r in zip(self.dice(), self.roles, strict=False)
                   if r is Role.MOVE) + bonus

    # ----- award cards ----------------------------------------------------------------------
    def _card_moves(self) -> list[Move]:
        if self.phase() is WallPhase.SPEND:
            alloc = self.allocation()
            return [a for a in self.spends() if (a.stamina, a.clip) == alloc]
        return [a for a in self.legal() if isinstance(a, Award)]

    def card_offered(self, kind: int) -> bool:
        """Whether the Overhang (0) or Hard Move (1) card can be used with the rest as set."""
        return any((a.overhang, a.hard)[kind] for a in self._card_moves())

    def toggle_card(self, kind: int) -> bool:
        if not self.card_offered(kind) and not self.cards[kind]:
            return False
        cards = list(self.cards)
        cards[kind] = not cards[kind]
        self.cards = (cards[0], cards[1])
        self.preview = None
        return True

    def _drop_cards_not_offered(self) -> None:
        self.cards = (self.cards[0] and self.card_offered(0),
                      self.cards[1] and self.card_offered(1))

    # ----- the board's moves ----------------------------------------------------------------
    def board_moves(self) -> list[Move]:
        """The moves the board highlights with the choices as set."""
        if self.jumping():
            return []
        moves = [a for a in self._card_moves() if a.squares or a.top]
        if self.phase() is WallPhase.SPEND or any(self.cards):
            moves = [a for a in moves if (a.overhang, a.hard) == self.cards]
        return moves

    def _cost(self, action: Move) -> tuple[int, int, int, int]:
        state = self.state
        path = move_path(state, action) if state is not None else None
        cards = OVERHANG_MP * action.overhang + HARD_MP * action.hard
        if path is None:
            return cards, 99, 99, 0
        return cards, path.mp, path.diagonals, -len(path.specials)

    def alternatives(self, key: WallSpot) -> list[Move]:
        """The moves ending on ``key`` with the choices as set, the cheapest first (fewest
        card points, then move points, then diagonals; more special panels entered first)."""
        found = [a for a in self.board_moves() if destination(a) == key]
        return sorted(found, key=self._cost)

    def default_move(self, key: WallSpot) -> Move | None:
        found = self.alternatives(key)
        return found[0] if found else None

    def stay(self) -> Spend | None:
        """Staying put with the dice as set (plain 2 dice only)."""
        alloc = self.allocation()
        return next((a for a in self.spends() if not a.squares and not a.top
                     and (a.stamina, a.clip) == alloc), None)

    def stays(self) -> list[Spend]:
        return [a for a in self.spends() if not a.squares and not a.top]

    def resolve(self, key: WallSpot) -> Action | Pick[WallSpot] | None:
        """A click on a hold or the top: a jump target, a move, or the chooser."""
        if self.jumping():
            if not isinstance(key, HoldSpot) or (key.x, key.y) not in self.jump_targets():
                return None
            if self.pending:
                return Roll(self.pending, self.chalk, True, key.x, key.y)
            return Pick(key)
        return self.default_move(key)  # the other routes: the chooser beside the board


__all__ = ["BEFORE", "ROLES", "STEPS", "Role", "TurnModel", "allocation", "destination"]
