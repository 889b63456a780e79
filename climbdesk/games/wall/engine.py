"""Climb ON! the top of the wall (Masahiro Yoshida), 2–4 players, with climbdesk's rulings.

Phases (``WallPhase``): ``contest``, ``deal`` and ``mulligan`` are sampled chance on
the "deck" stream; ``initial`` places the set-up panels round-robin; ``turn`` starts a
turn (Rest, an award move or the dice); ``rest`` is a Rest turn; ``before`` follows an
award move before the dice; ``dice`` is the roll (explicit chance, "dice" stream);
``spend`` the one decision after it; ``clip`` and ``swap`` the clip of a spent die and
the discard after it; ``after`` the last occasion; ``draw`` a draw from the pile
(sampled chance); ``over``.

Hands are their owner's, the pile nobody's, discards and the wall everyone's
(``WallState.visibility``), so views, redacted moves, history lines and the undo
barrier follow from :mod:`climbdesk.core.visibility`.

>>> s = GAME.new_initial_state(2)
>>> s.phase.value, s.current_player(), len(s.pile)
('deal', -1, 44)
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from typing import Any, Self

from climbdesk.core.actions import Action, Dice
from climbdesk.core.errors import RecordError
from climbdesk.core.game import ChanceMode, Game, GameInfo, Information
from climbdesk.core.options import OptionSpec, OptionValue
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import CHANCE, TERMINAL
from climbdesk.core.visibility import EACH_SEAT, Moved, Sight, Visibility, Zone, ZonedState
from climbdesk.games.wall import move, rest, setup, texts
from climbdesk.games.wall.actions import (
    ACTION_KINDS,
    Award,
    Clip,
    ContestDraw,
    Deal,
    Discard,
    Draw,
    EndTurn,
    Keep,
    Mulligan,
    Place,
    Rest,
    Roll,
    Spend,
)
from climbdesk.games.wall.deck import COLOURS, deck_ids
from climbdesk.games.wall.geometry import GOAL, TOUGH_GOAL, Square, Wall, clip_squares
from climbdesk.games.wall.listing import LISTING
from climbdesk.games.wall.phases import WallEnding, WallPhase

#: The marker a view shows for a panel it may not see.
HIDDEN = -1
HAND = 4
AWARD_SUPPLY = 8


_CHANCE_PHASES = (WallPhase.CONTEST, WallPhase.DEAL, WallPhase.MULLIGAN, WallPhase.DICE,
                  WallPhase.DRAW)
_TURN_PHASES = (WallPhase.TURN, WallPhase.REST, WallPhase.BEFORE, WallPhase.DICE,
                WallPhase.SPEND, WallPhase.CLIP, WallPhase.SWAP, WallPhase.AFTER,
                WallPhase.DRAW)


class WallState(ZonedState):
    """A position.  Per seat: ``hands``, ``stamina``, ``chalk``, ``jumps``, award
    cards ``overhang``/``hard``, ``pos`` (a square, None at the start point),
    ``clips``, ``topped``, ``visited`` (special panels entered).  The turn: ``seat``,
    ``phase``, Rest counters (``placed``, ``paid``, ``clipped``, ``discarded``), the
    Move turn's ``dice``, ``chalk_on``, ``jump_on``, ``target``, ``diag_used``,
    ``used_o``/``used_h`` (cards of this occasion) and ``earned`` (special panels
    first entered this turn, awarded at its end)."""

    game: WallGame
    visibility = Visibility(
        zones=(Zone("hands", Sight.OWNER, per_seat=True),
               Zone("pile", Sight.NOBODY),
               Zone("discards", Sight.EVERYONE),
               Zone("wall", Sight.EVERYONE, stored=False)),
        moves={ContestDraw: (Moved("panels", "pile", "wall"),),
               Deal: (Moved("hands", "pile", "hands", owner=EACH_SEAT),),
               Mulligan: (Moved("back", "hands", "pile"), Moved("drawn", "pile", "hands")),
               Draw: (Moved("panels", "pile", "hands"),),
               Place: (Moved("panel", "hands", "wall"),),
               Discard: (Moved("panels", "hands", "discards"),),
               Clip: (), Award: (), Roll: (), Spend: (), Dice: ()},
        hidden=HIDDEN)

    def __init__(self, game: WallGame, players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(game, players, options)
        self.colour = str(options.get("colour", "red"))
        self.tough = bool(options.get("tough", False))
        self.contest = bool(options.get("contest", False))
        self.goal = TOUGH_GOAL if self.tough else GOAL
        self.wall = Wall()
        self.pile: list[int] = list(deck_ids(players))
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.discards: list[int] = []
        self.stamina = [12] * players
        self.chalk = [2] * players
        self.jumps = [2 if self.tough else 1] * players
        self.overhang = [0] * players
        self.hard = [0] * players
        self.supply = [AWARD_SUPPLY, AWARD_SUPPLY]
        self.pos: list[Square | None] = [None] * players
        self.clips: list[Square | None] = [None] * players
        self.topped = [False] * players
        self.visited: list[list[int]] = [[] for _ in range(players)]
        self.mulligans = [0] * players
        self.mull_seat = -1
        self.setup_order: list[int] = []
        self.phase = WallPhase.CONTEST if self.contest else WallPhase.DEAL
        self.seat = 0
        self.turn = 0
        self.final = False
        self.draw_need = 0
        self.after_draw = ""
        self._reset_turn()
        self.cache: dict[Hashable, object] = {}

    def _reset_turn(self) -> None:
        self.placed = self.paid = 0
        self.clipped = self.discarded = False
        self.dice: tuple[int, ...] = ()
        self.chalk_on = self.jump_on = False
        self.target: Square | None = None
        self.diag_used = 0
        self.used_o = self.used_h = False
        self.earned: list[int] = []
        self.roll_dice = 0

    # ----- reading ---------------------------------------------------------------------
    def pieces(self, exclude: int = -1) -> list[Square]:
        """Squares pieces stand on (pieces at the start, at the top or out: none)."""
        return [p for s, p in enumerate(self.pos)
                if p is not None and s != exclude and self.is_active(s) and not self.topped[s]]

    def occupied(self) -> list[Square]:
        """Squares with a piece or a clip marker (no stacking on their panels)."""
        return self.pieces() + [c for c in self.clips if c is not None]

    def clip_taken(self, seat: int) -> list[Square]:
        return self.pieces(exclude=seat) + [c for s, c in enumerate(self.clips)
                                            if c is not None and s != seat]

    def placing_seat(self) -> int:
        return self.setup_order[0] if self.phase is WallPhase.INITIAL else self.seat

    def take_from_pile(self, panels: tuple[int, ...] | list[int]) -> None:
        gone = set(panels)
        self.pile = [p for p in self.pile if p not in gone]

    def height(self, seat: int) -> int:
        """The row a piece has reached, counted from 1 (0 at the start point)."""
        p = self.pos[seat]
        return 0 if p is None else p[1] + 1

    # ----- who acts ----------------------------------------------------------------------
    def _current_player(self) -> int:
        if self.phase is WallPhase.OVER:
            return TERMINAL
        if self.phase in _CHANCE_PHASES:
            return CHANCE
        return self.placing_seat()

    def turn_owner(self) -> int:
        if self.phase in _TURN_PHASES:
            return self.seat
        return self.current_player()

    def zone_owner(self) -> int:
        if self.phase is WallPhase.MULLIGAN:
            return self.mull_seat
        return self.placing_seat()

    def starts_turn(self) -> bool:
        return self.phase is WallPhase.TURN

    # ----- chance ------------------------------------------------------------------------
    def chance_stream(self) -> str:
        return "dice" if self.phase is WallPhase.DICE else "deck"

    def chance_sampled(self) -> bool:
        return self.phase is not WallPhase.DICE

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase is WallPhase.DICE:
            return list(move.dice_outcomes(self.roll_dice))
        return []

    def _sample_chance(self, rng: random.Random) -> Action:
        if self.phase is WallPhase.CONTEST:
            return setup.sample_contest(self, rng)
        if self.phase is WallPhase.DEAL:
            return setup.sample_deal(self, rng)
        if self.phase is WallPhase.MULLIGAN:
            return setup.sample_mulligan(self, rng)
        return Draw(tuple(sorted(rng.sample(self.pile, self.draw_count()))))

    def draw_count(self) -> int:
        return min(self.draw_need, len(self.pile))

    def _is_legal_chance(self, action: Action) -> bool:
        phase = self.phase
        if phase is WallPhase.DICE:
            return any(a == action for a, _ in self.chance_outcomes())
        if phase is WallPhase.CONTEST:
            return isinstance(action, ContestDraw) and setup.legal_contest(self, action)
        if phase is WallPhase.DEAL:
            return isinstance(action, Deal) and setup.legal_deal(self, action)
        if phase is WallPhase.MULLIGAN:
            return isinstance(action, Mulligan) and setup.legal_mulligan(self, action)
        return (isinstance(action, Draw) and len(action.panels) == self.draw_count()
                and len(set(action.panels)) == len(action.panels)
                and set(action.panels) <= set(self.pile))

    # ----- legality -----------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        found = self.cache.get("legal")
        if not isinstance(found, list):
            found = self._legal()
            self.cache["legal"] = found
        return list(found)

    def _legal(self) -> list[Action]:
        phase = self.phase
        if phase is WallPhase.INITIAL:
            # Boxed in by the others' panels: the seat keeps this panel (docs/rules/wall.md).
            return list(setup.initial_actions(self)) or [Keep()]
        if phase is WallPhase.REST:
            return rest.rest_actions(self)
        if phase is WallPhase.SPEND:
            return list(move.spend_actions(self))
        if phase is WallPhase.CLIP:
            return [Clip(x, y) for x, y in clip_squares(self.wall, self.pos[self.seat],
                                                        self.clip_taken(self.seat))]
        if phase is WallPhase.SWAP:
            return [Keep(), *rest.discards(self.hands[self.seat])]
        out: list[Action] = []
        if phase is WallPhase.TURN:
            out.append(Rest())
        out.extend(move.award_actions(self))
        if phase in (WallPhase.TURN, WallPhase.BEFORE):
            out.extend(move.roll_actions(self))
        if phase in (WallPhase.BEFORE, WallPhase.AFTER):
            out.append(EndTurn())
        return out

    def _is_legal(self, action: Action) -> bool:
        if self.phase is WallPhase.REST:
            return rest.is_legal_rest(self, action)
        if self.phase is WallPhase.INITIAL and isinstance(action, Place):
            return not action.stack and action in self.legal_actions()
        return action in self.legal_actions()

    def explain_illegal(self, action: Action) -> str:
        if self.is_terminal() or self.is_chance_node():
            return super().explain_illegal(action)
        return texts.explain(self, action) or super().explain_illegal(action)

    # ----- applying -----------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.cache = {}
        phase = self.phase
        if isinstance(action, ContestDraw):
            setup.apply_contest(self, action)
            self.phase = WallPhase.DEAL
        elif isinstance(action, (Deal, Mulligan)):
            if isinstance(action, Deal):
                setup.apply_deal(self, action)
            else:
                setup.apply_mulligan(self, action)
            if self.mull_seat >= 0:
                self.phase = WallPhase.MULLIGAN
        elif isinstance(action, Draw):
            self._drawn(action)
        elif phase is WallPhase.INITIAL:
            if isinstance(action, Place):
                rest.put_panel(self, action, initial=True)
            self.setup_order = self.setup_order[1:]
            if not self.setup_order:
                self._start_turn(self._first_seat())
        elif phase is WallPhase.REST:
            rest.apply_rest(self, action)
        elif isinstance(action, Rest):
            self.phase = WallPhase.REST
        elif isinstance(action, Award):
            move.apply_award(self, action)
        elif isinstance(action, Roll):
            move.apply_roll(self, action)
        elif isinstance(action, Dice):
            move.apply_dice(self, action.values)
        elif isinstance(action, Spend):
            move.apply_spend(self, action)
        elif isinstance(action, Clip):
            self.clips[self.seat] = (action.x, action.y)
            self.phase = WallPhase.SWAP
        elif isinstance(action, Discard):
            self.discard(action.panels, then="after")
        elif isinstance(action, Keep):
            move.to_after(self)
        elif isinstance(action, EndTurn):
            self.finish_turn()
        else:  # pragma: no cover - guarded by is_legal
            raise TypeError(f"{action} is not a wall action")
        if not (isinstance(action, Dice) and self.phase is WallPhase.SPEND):
            self.cache = {}  # searches made while applying belong to the position before
        # (after a roll they were made for the decision that follows: kept)

    def begin_initial(self) -> None:
        self.phase = WallPhase.INITIAL
        if not self.setup_order:  # pragma: no cover - only if every seat resigned
            self._start_turn(self._first_seat())

    def discard(self, panels: tuple[int, ...], then: str) -> None:
        hand = self.hands[self.seat]
        for p in panels:
            hand.remove(p)
        self.discards = [*self.discards, *panels]
        self.discarded = True
        self._draw(len(panels), then)

    def _draw(self, count: int, then: str) -> None:
        self.draw_need, self.after_draw = count, then
        if self.draw_count() > 0:
            self.phase = WallPhase.DRAW
        else:
            self._after_drawing()

    def _drawn(self, action: Draw) -> None:
        self.take_from_pile(action.panels)
        self.hands[self.seat] = sorted(self.hands[self.seat] + list(action.panels))
        self._after_drawing()

    def _after_drawing(self) -> None:
        self.draw_need = 0
        then, self.after_draw = self.after_draw, ""
        if then == "rest":
            self.phase = WallPhase.REST
        elif then == "after":
            move.to_after(self)
        else:
            self._next_turn()

    # ----- turns --------------------------------------------------------------------------------
    def _first_seat(self) -> int:
        return min(self.active_seats())

    def _start_turn(self, seat: int) -> None:
        self.seat = seat
        self.turn += 1
        self._reset_turn()
        self.phase = WallPhase.TURN

    def grant_awards(self) -> None:
        seat = self.seat
        for ident in self.earned:
            if ident not in self.visited[seat]:
                self.visited[seat] = [*self.visited[seat], ident]
            kind = 0 if self.wall.panel(ident).extra_mp == move.OVERHANG_MP else 1
            if self.supply[kind] > 0:
                self.supply[kind] -= 1
                (self.overhang if kind == 0 else self.hard)[seat] += 1
        self.earned = []

    def finish_turn(self) -> None:
        """Awards for the panels entered, then the hand refilled to four."""
        self.grant_awards()
        self._draw(max(0, HAND - len(self.hands[self.seat])), "next")

    def _next_turn(self) -> None:
        if not self.pile:
            self.final = True
        seat = self.seat
        following = [s for s in self.active_seats() if s > seat]
        if self.final and not following:
            self.phase = WallPhase.OVER
            return
        self._start_turn(following[0] if following else self._first_seat())

    def _on_drop(self, seat: int) -> None:
        """A seat out (fallen or resigned): its piece and clip leave the wall; its turn,
        or its set-up placements, pass on."""
        self.clips[seat] = None
        self.cache = {}
        self.setup_order = [s for s in self.setup_order if s != seat]
        if self.phase is WallPhase.MULLIGAN and self.mull_seat == seat:
            setup.advance_mulligan(self)  # the next seat's mulligan, or the placements
            if self.mull_seat >= 0:
                self.phase = WallPhase.MULLIGAN
        elif self.phase is WallPhase.INITIAL and not self.setup_order:
            self._start_turn(self._first_seat())
        elif self.phase in _TURN_PHASES and seat == self.seat:
            self._next_turn()

    # ----- results ----------------------------------------------------------------------------
    def rank_key(self, seat: int) -> tuple[int, int, int]:
        if self.topped[seat]:
            return (0, -self.stamina[seat], 0)
        return (1, -self.height(seat), -self.stamina[seat])

    def _outcome(self) -> Outcome:
        keys = [self.rank_key(s) for s in range(self.players)]
        ranking = tuple(1 + sum(1 for o in keys if o < k) for k in keys)
        scores = tuple(float(self.height(s)) for s in range(self.players))
        reason = WallEnding.TOPPED if any(self.topped) else WallEnding.PILE
        return Outcome(ranking, scores, reason)

    # ----- copies, views, texts, JSON ----------------------------------------------------------
    def _copy_mutable(self, new: WallState) -> None:
        new.wall = self.wall.copy()
        new.pile = list(self.pile)
        new.hands = [list(h) for h in self.hands]
        new.discards = list(self.discards)
        for name in ("stamina", "chalk", "jumps", "overhang", "hard", "supply", "pos", "clips",
                     "topped", "visited", "mulligans", "earned", "setup_order"):
            setattr(new, name, list(getattr(self, name)))
        new.cache = {}

    def view(self, viewer: int) -> Self:
        """The view (:meth:`State.view`), with the position's climbing searches (the
        Spend list and the paths behind it) carried over: they read only what every seat
        sees (the wall, pieces, dice, cards and counters, never a hand), so a view would
        find the same lists again.  After a roll that is the search the engine made to
        decide a fall, else worked out a second time for the shown board (1–3 ms of a
        shown Roll, issue 17).  Only views share them: a clone may be edited by hand, a
        view never is."""
        new = super().view(viewer)
        for key, value in self.cache.items():
            if key == "spend" or (isinstance(key, tuple) and key and key[0] == "paths"):
                new.cache[key] = value
        return new

    def touch(self) -> None:
        """Forget cached searches; call after editing a position by hand (tests)."""
        self.cache = {}
        self.wall.derived = {}

    def items_elsewhere(self) -> list[Hashable]:
        return list(self.wall.placed_ids())

    def _determinize(self, rng: random.Random) -> WallState:
        """Deal every unseen panel from the deck less the own hand, the wall (concealed
        panels too) and the discards."""
        new = self.clone()
        known = {p for hand in new.hands for p in hand if p != HIDDEN}
        known |= set(new.discards) | new.wall.placed_ids()
        pool = [p for p in deck_ids(self.players) if p not in known]
        rng.shuffle(pool)
        for hand in new.hands:
            for i, p in enumerate(hand):
                if p == HIDDEN:
                    hand[i] = pool.pop()
            hand.sort()
        new.pile = sorted(pool.pop() for _ in range(len(new.pile)))
        return new

    def _describe(self, action: Action, viewer: int) -> str:
        return texts.describe(self, action) or super()._describe(action, viewer)

    def prompt(self) -> str:
        return texts.prompt(self)

    def to_json(self) -> dict[str, Any]:
        data = self._base_json()
        data.update({
            "wall": self.wall.encode(), "pile": list(self.pile),
            "hands": [list(h) for h in self.hands], "discards": list(self.discards),
            "stamina": list(self.stamina), "chalk": list(self.chalk), "jumps": list(self.jumps),
            "overhang": list(self.overhang), "hard": list(self.hard),
            "supply": list(self.supply),
            "pos": [list(p) if p else None for p in self.pos],
            "clips": [list(c) if c else None for c in self.clips],
            "topped": list(self.topped), "visited": [list(v) for v in self.visited],
            "mulligans": list(self.mulligans), "mull_seat": self.mull_seat,
            "setup_order": list(self.setup_order), "phase": self.phase.value,
            "seat": self.seat, "turn": self.turn, "final": self.final,
            "draw_need": self.draw_need, "after_draw": self.after_draw,
            "placed": self.placed, "paid": self.paid, "clipped": self.clipped,
            "discarded": self.discarded, "dice": list(self.dice),
            "roll_dice": self.roll_dice,
            "chalk_on": self.chalk_on, "jump_on": self.jump_on,
            "target": list(self.target) if self.target else None,
            "diag_used": self.diag_used, "used_o": self.used_o, "used_h": self.used_h,
            "earned": list(self.earned),
        })
        return data


def _square(value: Any) -> Square | None:
    if value is None:
        return None
    x, y = value
    if type(x) is not int or type(y) is not int:
        raise ValueError(f"bad square {value!r}")
    return (x, y)


def _ints(value: Any, players: int | None = None) -> list[int]:
    out = [v for v in value if type(v) is int]
    if len(out) != len(value) or (players is not None and len(out) != players):
        raise ValueError(f"bad list {value!r}")
    return out


# ----- game ----------------------------------------------------------------------------------
class WallGame(Game[WallState]):
    endings = WallEnding
    info = GameInfo.from_listing(
        LISTING,
        options=(
            OptionSpec("colour", "Hold colour", str, "red", choices=COLOURS,
                       help="Only holds of this colour count: red is the easiest route, "
                            "yellow the hardest."),
            OptionSpec("tough", "Tough climbing", bool, False,
                       help="The top is at height 10; 7 panels in hand, 3 initial panels "
                            "and 2 jump cards each."),
            OptionSpec("contest", "Contest", bool, False,
                       help="Overhang and Hard Move panels hang between the start slots "
                            "from the beginning."),
        ),
        information=Information.IMPERFECT,
        chance=ChanceMode.SAMPLED,
    )
    action_kinds: Mapping[str, type[Action]] = ACTION_KINDS

    def _new_state(self, players: int, options: dict[str, OptionValue]) -> WallState:
        return WallState(self, players, options)

    def fast_random_game(self, rng: random.Random) -> int | None:
        """One uniformly random 2-player game through the trusted path, for the bench."""
        state = self.new_initial_state(2)
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_trusted(state.sample_chance(rng))
            else:
                state.apply_trusted(rng.choice(state.legal_actions()))
                decisions += 1
        return decisions

    def state_from_json(self, data: Mapping[str, Any]) -> WallState:
        try:
            players = int(data["players"])
            options = self.validate_options(players, data["options"])
            s = WallState(self, players, options)
            s.wall = Wall.decode(list(data["wall"]), len(deck_ids(players)))
            s.pile = _ints(data["pile"])
            s.hands = [_ints(h) for h in data["hands"]]
            s.discards = _ints(data["discards"])
            for name in ("stamina", "chalk", "jumps", "overhang", "hard", "mulligans"):
                setattr(s, name, _ints(data[name], players))
            s.supply = _ints(data["supply"], 2)
            s.pos = [_square(p) for p in data["pos"]]
            s.clips = [_square(c) for c in data["clips"]]
            s.topped = [bool(t) for t in data["topped"]]
            s.visited = [_ints(v) for v in data["visited"]]
            if not all(len(v) == players for v in (s.hands, s.pos, s.clips, s.topped,
                                                   s.visited)):
                raise ValueError("one entry per seat expected")
            s.mull_seat = int(data["mull_seat"])
            s.setup_order = _ints(data["setup_order"])
            s.phase = WallPhase(data["phase"])
            s.seat, s.turn = int(data["seat"]), int(data["turn"])
            s.final = bool(data["final"])
            s.draw_need, s.after_draw = int(data["draw_need"]), str(data["after_draw"])
            s.placed, s.paid = int(data["placed"]), int(data["paid"])
            s.clipped, s.discarded = bool(data["clipped"]), bool(data["discarded"])
            s.dice = tuple(_ints(data["dice"]))
            s.roll_dice = int(data["roll_dice"])
            s.chalk_on, s.jump_on = bool(data["chalk_on"]), bool(data["jump_on"])
            s.target = _square(data["target"])
            s.diag_used = int(data["diag_used"])
            s.used_o, s.used_h = bool(data["used_o"]), bool(data["used_h"])
            s.earned = _ints(data["earned"])
            s._load_base_json(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise RecordError(f"not a wall position: {exc}") from None
        return s


GAME = WallGame()

__all__ = ["GAME", "HIDDEN", "WallEnding", "WallGame", "WallPhase", "WallState"]
