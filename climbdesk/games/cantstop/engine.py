"""Can't Stop rules (Sid Sackson), with solitaire, Jumping and Forced Move.

A turn is a loop of decisions and chance: the mover chooses Roll (or Stop,
once they have advanced this turn), the dice are a chance node, then the mover
picks one of the usable sum choices; a roll with none busts and the turn
passes.  Sum choices are computed from the pairings exactly as RULINGS.md
reads the rulebook: take both sums of a pairing when both can be used
together, otherwise either usable sum alone.

>>> s = GAME.new_initial_state(2)
>>> s.legal_actions()
[Roll()]
>>> s.apply(Roll()); s.apply(Dice((2, 3, 4, 5)))
>>> [a.text() for a in s.legal_actions()]
['5+9', '6+8', '7+7']
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar

from climbdesk.core.actions import Action
from climbdesk.core.actions import Dice as Dice  # re-exported: part of this game's actions
from climbdesk.core.errors import IllegalActionError, OptionError, RecordError
from climbdesk.core.game import ChanceMode, Game, GameInfo
from climbdesk.core.options import Options, OptionSpec, OptionValue
from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.state import CHANCE, TERMINAL, State
from climbdesk.core.text import SeatName, Text
from climbdesk.games.cantstop.dice import ROLLS, pairings
from climbdesk.games.cantstop.listing import LISTING

COLUMNS = tuple(range(2, 13))
#: Spaces per column; the top space is the column's length.
LENGTH = {2: 3, 3: 5, 4: 7, 5: 9, 6: 11, 7: 13, 8: 11, 9: 9, 10: 7, 11: 5, 12: 3}
CLIMBERS = 3
MAX_COLUMNS = {1: 5, 2: 5, 3: 4, 4: 3}
#: LENGTH as a list indexed by column (0 and 1 unused), for the hot paths.
_LEN = [0, 0] + [LENGTH[c] for c in COLUMNS]


class CantStopEnding(StrEnum):
    """Why a game of Can't Stop ended (one player: Termination.SOLITAIRE)."""

    COLUMNS = "columns"                  # a player claimed the target number of columns


class CantStopPhase(StrEnum):
    """Where a turn stands; saved by its value, so older saves load unchanged."""

    ROLL = "roll"      # the mover rolls (or, having advanced, may stop)
    DICE = "dice"      # the roll is in the air: a chance node
    CHOOSE = "choose"  # the mover picks which sums to climb
    OVER = "over"      # a player won their columns


# The phases as module names for the hot paths, compared by identity: on Python 3.11
# looking a member up on its class, or comparing two str subclasses with ==, costs
# several times an ``is``.  ``phase`` is always a member (loading converts it).
_ROLL_PHASE, _DICE_PHASE = CantStopPhase.ROLL, CantStopPhase.DICE
_CHOOSE_PHASE, _OVER_PHASE = CantStopPhase.CHOOSE, CantStopPhase.OVER


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"

    def text(self) -> str:
        return "roll"


@dataclasses.dataclass(frozen=True)
class Stop(Action):
    kind: ClassVar[str] = "stop"

    def text(self) -> str:
        return "stop"


@dataclasses.dataclass(frozen=True)
class Advance(Action):
    """Move climbers in the given columns (one sum, or both sums of a pairing)."""

    kind: ClassVar[str] = "advance"
    sums: tuple[int, ...]

    def text(self) -> str:
        return "+".join(str(s) for s in self.sums)


#: Interned chance outcomes, in the order of :data:`~.dice.ROLLS` (index with
#: :func:`~.dice.sample_index`).
DICE: tuple[Dice, ...] = tuple(Dice(d) for d, _ in ROLLS)
_DICE_SET = frozenset(DICE)
ROLL_OUTCOMES = tuple((dice, w / 1296) for dice, (_, w) in zip(DICE, ROLLS, strict=True))
ROLL = Roll()
STOP = Stop()
#: Running totals of ROLL_OUTCOMES' probabilities, summed in the same order and float
#: arithmetic as :func:`~climbdesk.core.rng.sample_weighted`: a bisection over them
#: draws exactly the roll it would.
_ROLL_CUMULATIVE = tuple(itertools.accumulate(p for _, p in ROLL_OUTCOMES))
_ROLL_ONLY: tuple[Action, ...] = (ROLL,)
_ROLL_STOP: tuple[Action, ...] = (ROLL, STOP)
#: Interned Advance values: the same few dozen choices recur millions of times.
_ADVANCE: dict[tuple[int, ...], Advance] = {
    (a, b): Advance((a, b)) for a in COLUMNS for b in COLUMNS if a <= b}
_ADVANCE.update({(a,): Advance((a,)) for a in COLUMNS})


def sum_choices(dice: tuple[int, ...], climbers: Mapping[int, int],
                won: Sequence[int]) -> list[tuple[int, ...]]:
    """The distinct sum choices of ``dice`` for ``climbers`` (col -> height), sorted.

    Two different usable sums fail to go together only when both need a new
    climber and just one is left; that is the whole of the pairing rule.
    """
    free = len(climbers) < CLIMBERS
    found: list[tuple[int, ...]] = []
    for a, b in pairings(dice):
        if won[a] >= 0:
            ua = False
        else:
            ha = climbers.get(a)
            ua = free if ha is None else ha < _LEN[a]
        if a == b:
            if ua:
                found.append((a, a))
            continue
        if won[b] >= 0:
            ub = False
        else:
            hb = climbers.get(b)
            ub = free if hb is None else hb < _LEN[b]
        if ua and ub and (a in climbers or b in climbers or len(climbers) < CLIMBERS - 1):
            found.append((a, b))
            continue
        if ua:
            found.append((a,))
        if ub:
            found.append((b,))
    if len(found) > 1:
        found = sorted(set(found))
    return found


class CantStopState(State):
    game: CantStopGame

    def __init__(self, game: CantStopGame, players: int,
                 options: Mapping[str, OptionValue]) -> None:
        super().__init__(game, players, options)
        self.target = Options.integer(options, "columns")
        self.jumping = bool(options["jumping"])
        self.forced = bool(options["forced"])
        # camps[seat][col]: height of that seat's base camp (0: none).
        self.camps: list[list[int]] = [[0] * 13 for _ in range(players)]
        self.won: list[int] = [-1] * 13  # seat that won each column, -1 open
        self.climbers: dict[int, int] = {}
        self.to_move = 0
        self.phase: CantStopPhase = _ROLL_PHASE
        self.dice: tuple[int, ...] = ()
        self.advanced = False  # has the mover advanced since the turn began
        self.turns = [0] * players  # turns started, per seat (solitaire score)
        self.busts = [0] * players
        self.last_bust = False  # the previous turn ended in a bust
        self.last_dice: tuple[int, ...] = ()  # the latest roll, kept so a bust can be shown
        self._choices: list[Action] | None = None

    # ----- geometry ------------------------------------------------------------
    def occupied_by_other(self, col: int, height: int) -> bool:
        me = self.to_move
        return any(s != me and self.camps[s][col] == height for s in range(self.players))

    def next_space(self, col: int, height: int) -> int:
        """Where a climber at ``height`` lands on its next step (Jumping skips camps)."""
        h = height + 1
        if self.jumping:
            while h < LENGTH[col] and self.occupied_by_other(col, h):
                h += 1
        return h

    def choices_for(self, dice: tuple[int, ...]) -> list[Action]:
        """Every distinct sum choice the dice offer (empty: bust); see :func:`sum_choices`."""
        return [_ADVANCE[s] for s in sum_choices(dice, self.climbers, self.won)]

    def bust_chance(self) -> float:
        """Exact probability that the next roll busts, given the climbers now."""
        busts = sum(w for dice, w in ROLLS if not self.choices_for(dice))
        return busts / 1296

    def must_keep_rolling(self) -> bool:
        """Forced Move: a climber sharing a space with an opponent's camp forbids stopping."""
        return self.forced and any(self.occupied_by_other(c, h) for c, h in self.climbers.items())

    def columns_won(self, seat: int) -> int:
        return sum(1 for c in COLUMNS if self.won[c] == seat)

    # ----- contract ------------------------------------------------------------
    def _current_player(self) -> int:
        if self.phase is _OVER_PHASE:
            return TERMINAL
        if self.phase is _DICE_PHASE:
            return CHANCE
        return self.to_move

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase is _CHOOSE_PHASE:
            if self._forced_outcome is not None:
                return []
            if self._choices is None:
                self._choices = self.choices_for(self.dice)
            return list(self._choices)
        if phase is not _ROLL_PHASE or self._forced_outcome is not None:
            return []
        if self.advanced and not (self.forced and self.must_keep_rolling()):
            return list(_ROLL_STOP)
        return list(_ROLL_ONLY)

    def is_terminal(self) -> bool:
        return self.phase is _OVER_PHASE or self._forced_outcome is not None

    def is_chance_node(self) -> bool:
        return self.phase is _DICE_PHASE and self._forced_outcome is None

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return list(ROLL_OUTCOMES) if self.current_player() == CHANCE else []

    def sample_chance(self, rng: random.Random) -> Action:
        """The roll ``sample_weighted(chance_outcomes(), rng)`` would draw (one
        ``rng.random()``, the same cut points), found by bisection."""
        if self.phase is not _DICE_PHASE or self._forced_outcome is not None:
            return super().sample_chance(rng)
        i = bisect_right(_ROLL_CUMULATIVE, rng.random())
        return DICE[i if i < len(DICE) else -1]

    def chance_stream(self) -> str:
        return "dice"

    def _is_legal_chance(self, action: Action) -> bool:
        return type(action) is Dice and action in _DICE_SET

    def _is_legal(self, action: Action) -> bool:
        kind = type(action)
        if kind is Advance:
            return self.phase is _CHOOSE_PHASE and action in self.legal_actions()
        if kind is Roll:
            return self.phase is _ROLL_PHASE
        if kind is Stop:
            return self.phase is _ROLL_PHASE and self.advanced and not (
                self.forced and self.must_keep_rolling())
        return False

    def explain_illegal(self, action: Action) -> str:
        if isinstance(action, Stop) and self.phase is _ROLL_PHASE:
            if not self.advanced:
                return "you have to roll at least once before you can stop"
            return "Forced Move: a climber shares a space with an opponent's camp, so keep rolling"
        if isinstance(action, Advance) and self.phase is _CHOOSE_PHASE:
            return (f"the dice {'-'.join(map(str, self.dice))} do not allow {action.text()}; "
                    f"choose one of {', '.join(a.text() for a in self.legal_actions())}")
        return super().explain_illegal(action)

    def _apply(self, action: Action) -> None:
        # ``type(action) is X`` in each test, not once in a variable: only then does mypy
        # narrow ``action`` to X (an exact type check, as fast as isinstance here).
        if type(action) is Advance:
            self._choices = None
            climbers = self.climbers
            camp = self.camps[self.to_move]
            for col in action.sums:
                if self.won[col] >= 0:
                    continue
                h = climbers.get(col)
                if h is None:
                    if len(climbers) >= CLIMBERS:
                        continue
                    h = camp[col]
                elif h >= _LEN[col]:
                    continue
                nxt = self.next_space(col, h) if self.jumping else h + 1
                climbers[col] = nxt if nxt < _LEN[col] else _LEN[col]
            self.advanced = True
            self.phase = _ROLL_PHASE
        elif type(action) is Dice:
            dice = action.values
            self.dice = self.last_dice = dice
            self.phase = _CHOOSE_PHASE
            choices = self._choices = self.choices_for(dice)
            if not choices:
                self.busts[self.to_move] += 1
                self._end_turn(bust=True)
        elif type(action) is Roll:
            self._choices = None
            if not self.advanced and not self.climbers:
                self.turns[self.to_move] += 1
            self.phase = _DICE_PHASE
        elif type(action) is Stop:
            self._choices = None
            self._bank()
        else:  # pragma: no cover - guarded by is_legal
            raise IllegalActionError(f"{action} is not a Can't Stop action")

    def _bank(self) -> None:
        me = self.to_move
        for col, h in self.climbers.items():
            self.camps[me][col] = h
            if h == LENGTH[col]:
                self.won[col] = me
                for s in range(self.players):
                    if s != me:
                        self.camps[s][col] = 0
        if self.won.count(me) >= self.target:
            self.climbers = {}
            self.phase = _OVER_PHASE
            return
        self._end_turn(bust=False)

    def _end_turn(self, bust: bool) -> None:
        self._choices = None
        self.climbers = {}
        self.advanced = False
        self.dice = ()
        self.last_bust = bust
        nxt = (self.to_move + 1) % self.players
        while nxt in self.dropped:
            nxt = (nxt + 1) % self.players
        self.to_move = nxt
        self.phase = _ROLL_PHASE

    def _outcome(self) -> Outcome:
        if self.players == 1:
            return Outcome((1,), (float(self.turns[0]),), Termination.SOLITAIRE)
        won = tuple(float(self.columns_won(s)) for s in range(self.players))
        if self.phase is _OVER_PHASE:
            winner = self.to_move
            ranking = tuple(1 if s == winner else 2 + sum(1 for o in range(self.players)
                                                          if o != winner and won[o] > won[s])
                            for s in range(self.players))
            return Outcome(ranking, won, CantStopEnding.COLUMNS)
        return Outcome.from_scores(won, CantStopEnding.COLUMNS)

    def _copy_mutable(self, new: CantStopState) -> None:
        new.camps = [list(c) for c in self.camps]
        new.won = list(self.won)
        new.climbers = dict(self.climbers)
        new.turns = list(self.turns)
        new.busts = list(self.busts)

    def _on_drop(self, seat: int) -> None:
        """A player who leaves takes their camps off the board (they no longer block
        Jumping or Forced Move); columns they won stay closed.  If it was their
        turn, their climbers come off and the next player goes on."""
        self.camps[seat] = [0] * 13
        if seat == self.to_move:
            self._choices = None
            self.climbers = {}
            self._end_turn(bust=False)

    def describe(self, action: Action, viewer: int | None = None) -> str:
        who = SeatName(self.to_move)
        if isinstance(action, Roll):
            return Text("{who} rolls", who=who)
        if isinstance(action, Stop):
            cols = ", ".join(str(c) for c in sorted(self.climbers))
            return Text("{who} stops (camps on {columns})", who=who, columns=cols)
        if isinstance(action, Dice):
            text = "-".join(str(v) for v in action.values)
            if not self.choices_for(action.values):
                return Text("{dice}: bust!", dice=text)
            return Text("{dice}", dice=text)
        if isinstance(action, Advance):
            return Text("{who} takes {sums}", who=who, sums=action.text())
        return super().describe(action)

    def starts_turn(self) -> bool:
        """A turn begins at a Roll with no climber out (solitaire keeps the same owner)."""
        return self.phase is _ROLL_PHASE and not self.advanced and not self.climbers

    def describe_step(self, action: Action, viewer: int | None = None) -> str | None:
        """Steps for a turn's row: "rolls 3-4-5-6", "takes 7+9", "stops (camps on 7, 9)".

        The Roll itself says nothing: the dice that follow it read "rolls …".
        """
        if isinstance(action, Roll):
            return ""
        if isinstance(action, Stop):
            cols = ", ".join(str(c) for c in sorted(self.climbers))
            return Text("stops (camps on {columns})", columns=cols)
        if isinstance(action, Dice):
            text = "-".join(str(v) for v in action.values)
            if not self.choices_for(action.values):
                return Text("rolls {dice}: bust!", dice=text)
            return Text("rolls {dice}", dice=text)
        if isinstance(action, Advance):
            return Text("takes {sums}", sums=action.text())
        return None

    def prompt(self) -> str:
        if self.phase is _CHOOSE_PHASE:
            return Text("choose which sums to climb")
        if self.phase is not _ROLL_PHASE:
            return ""
        if not self.advanced:
            return Text("roll the dice")
        if self.must_keep_rolling():
            return Text("roll again: a climber shares a space with another player's camp")
        return Text("roll again, or stop and bank your climbers")

    def to_json(self) -> dict[str, Any]:
        data = self._base_json()
        data.update({
            "camps": [list(c) for c in self.camps], "won": list(self.won),
            "climbers": {str(c): h for c, h in sorted(self.climbers.items())},
            "to_move": self.to_move, "phase": self.phase.value, "dice": list(self.dice),
            "advanced": self.advanced, "turns": list(self.turns), "busts": list(self.busts),
            "last_bust": self.last_bust, "last_dice": list(self.last_dice),
        })
        return data


class CantStopGame(Game[CantStopState]):
    endings = CantStopEnding
    info = GameInfo.from_listing(
        LISTING,
        options=(
            OptionSpec("columns", "Columns to win", int, 3, (3, 4, 5),
                       help="How many columns a player must win (capped by player count)."),
            OptionSpec("jumping", "Jumping", bool, False,
                       help="Climbers skip spaces that hold an opponent's base camp."),
            OptionSpec("forced", "Forced move", bool, False,
                       help="You may not stop while a climber shares a space with an "
                            "opponent's base camp."),
        ),
        chance=ChanceMode.EXPLICIT,
    )
    action_kinds = {"roll": Roll, "stop": Stop, "dice": Dice, "advance": Advance}

    def fast_random_game(self, rng: random.Random) -> int | None:
        """Two players choosing uniformly and stopping with probability ½ after each
        successful roll (the usual benchmark player)."""
        from climbdesk.games.cantstop.playout import play_random_game
        return play_random_game(rng, 2)

    def option_specs(self, players: int) -> tuple[OptionSpec, ...]:
        cap = MAX_COLUMNS.get(players, 3)
        cols = tuple(c for c in (3, 4, 5) if c <= cap)
        return tuple(dataclasses.replace(s, choices=cols) if s.key == "columns" else s
                     for s in self.info.options)

    def check_options(self, players: int, options: Mapping[str, OptionValue]) -> None:
        if options["jumping"] and options["forced"]:
            raise OptionError(Text("Jumping and Forced move cannot be combined"))

    def _new_state(self, players: int, options: dict[str, OptionValue]) -> CantStopState:
        return CantStopState(self, players, options)

    def state_from_json(self, data: Mapping[str, Any]) -> CantStopState:
        try:
            players = int(data["players"])
            state = CantStopState(self, players,
                                  self.validate_options(players, data.get("options", {})))
            state.camps = [[int(h) for h in c] for c in data["camps"]]
            state.won = [int(w) for w in data["won"]]
            state.climbers = {int(c): int(h) for c, h in data["climbers"].items()}
            state.to_move = int(data["to_move"])
            if data["phase"] not in tuple(CantStopPhase):
                raise ValueError(f"unknown phase {data['phase']!r}")
            state.phase = CantStopPhase(data["phase"])
            state.dice = tuple(int(v) for v in data["dice"])
            state.advanced = bool(data["advanced"])
            state.turns = [int(t) for t in data["turns"]]
            state.busts = [int(t) for t in data["busts"]]
            state.last_bust = bool(data["last_bust"])
            state.last_dice = tuple(int(v) for v in data.get("last_dice", ()))
            state._load_base_json(data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"not a Can't Stop position: {exc}") from None
        return state


GAME = CantStopGame()
