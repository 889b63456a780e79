"""Secret Sum: a small hidden-information card game that holds the contract to its word.

Two seats, twelve cards ``C01``..``C12`` worth their number.  The deal (two
cards each) is one *sampled* chance event on the "setup" stream; every later
draw is an explicit chance event on the "deck" stream; a die on the "dice"
stream adds a public bonus.  On a turn the mover draws (the card goes to their
hand, seen only by them), plays a card from their hand face up onto their pile
(now everyone sees it) or rolls the die.  After eight turns the higher pile
plus bonus wins.  Hands and the undrawn deck are secret (declared once, in
``CardState.visibility``: see :mod:`climbdesk.core.visibility`), so boards, bots,
history and saves all have something to leak — and the tests check they don't.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any, ClassVar

from climbdesk.core import Action, Game, GameInfo, Outcome
from climbdesk.core.errors import RecordError
from climbdesk.core.game import ChanceMode, Information
from climbdesk.core.state import CHANCE, NOBODY, TERMINAL
from climbdesk.core.text import SeatName, Text
from climbdesk.core.visibility import EACH_SEAT, Moved, Sight, Visibility, Zone, ZonedState

CARDS = tuple(f"C{v:02d}" for v in range(1, 13))
HIDDEN = "?"
TURNS = 8
HAND_MAX = 4


@dataclasses.dataclass(frozen=True)
class Deal(Action):
    kind: ClassVar[str] = "deal"
    hands: tuple[tuple[str, ...], ...]


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"


@dataclasses.dataclass(frozen=True)
class Drawn(Action):
    kind: ClassVar[str] = "drawn"
    card: str


@dataclasses.dataclass(frozen=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    card: str


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"


@dataclasses.dataclass(frozen=True)
class Die(Action):
    kind: ClassVar[str] = "die"
    value: int


class CardState(ZonedState):
    game: CardGame
    #: Hands are their owner's, played piles are face up, the deck is nobody's.
    visibility = Visibility(
        zones=(Zone("hands", Sight.OWNER, per_seat=True),
               Zone("piles", Sight.EVERYONE, per_seat=True),
               Zone("deck", Sight.NOBODY, stored=False)),
        moves={Deal: (Moved("hands", "deck", "hands", owner=EACH_SEAT),),
               Drawn: (Moved("card", "deck", "hands"),),
               Play: (Moved("card", "hands", "piles"),),
               Die: ()},
        hidden=HIDDEN, items=CARDS)

    def __init__(self, game: CardGame) -> None:
        super().__init__(game, 2, {})
        self.hands: list[list[str]] = [[], []]  # HIDDEN where the viewer cannot see
        self.piles: list[list[str]] = [[], []]
        self.bonus = [0, 0]
        self.to_move = 0
        self.phase = "deal"  # deal | play | draw | roll
        self.turns = 0

    # ----- helpers ----------------------------------------------------------------
    def unseen(self) -> list[str]:
        """Cards this state does not place anywhere: the deck, plus hidden hand cards."""
        known = {c for hand in self.hands for c in hand} | {c for p in self.piles for c in p}
        return [c for c in CARDS if c not in known]

    def deck_size(self) -> int:
        return len(CARDS) - sum(len(h) for h in self.hands) - sum(len(p) for p in self.piles)

    # ----- contract ----------------------------------------------------------------
    def _current_player(self) -> int:
        if self.turns >= TURNS:
            return TERMINAL
        return CHANCE if self.phase in ("deal", "draw", "roll") else self.to_move

    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        hand = self.hands[self.to_move]
        acts: list[Action] = [Play(c) for c in sorted(hand) if c != HIDDEN]
        if self.deck_size() and len(hand) < HAND_MAX:
            acts.append(Draw())
        acts.append(Roll())
        return acts

    def chance_stream(self) -> str:
        return {"deal": "setup", "draw": "deck", "roll": "dice"}.get(self.phase, "chance")

    def chance_sampled(self) -> bool:
        return self.phase == "deal"

    def chance_sealed(self) -> bool:
        return self.phase in ("deal", "draw")  # a save shows no card nobody played

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player() != CHANCE:
            return []
        if self.phase == "roll":
            return [(Die(v), 1 / 6) for v in range(1, 7)]
        if self.phase == "draw":
            deck = self.unseen()
            return [(Drawn(c), 1 / len(deck)) for c in deck]
        return []  # the deal is sampled

    def _sample_chance(self, rng: random.Random) -> Action:
        cards = rng.sample(CARDS, 4)
        return Deal((tuple(sorted(cards[:2])), tuple(sorted(cards[2:]))))

    def _is_legal_chance(self, action: Action) -> bool:
        if self.phase == "deal":
            if not isinstance(action, Deal) or len(action.hands) != 2:
                return False
            cards = [c for hand in action.hands for c in hand]
            return all(len(h) == 2 for h in action.hands) and len(set(cards)) == 4 \
                and set(cards) <= set(CARDS)
        return super()._is_legal_chance(action)

    def _apply(self, action: Action) -> None:
        if isinstance(action, Deal):
            self.hands = [list(h) for h in action.hands]
            self.phase = "play"
        elif isinstance(action, Draw):
            self.phase = "draw"
        elif isinstance(action, Drawn):
            self.hands[self.to_move].append(action.card)
            self._end_turn()
        elif isinstance(action, Play):
            self.hands[self.to_move].remove(action.card)
            self.piles[self.to_move].append(action.card)
            self._end_turn()
        elif isinstance(action, Roll):
            self.phase = "roll"
        elif isinstance(action, Die):
            self.bonus[self.to_move] += action.value
            self._end_turn()

    def _end_turn(self) -> None:
        self.phase = "play"
        self.turns += 1
        self.to_move = 1 - self.to_move

    def _outcome(self) -> Outcome:
        return Outcome.from_scores(tuple(
            float(sum(int(c[1:]) for c in self.piles[s]) + self.bonus[s]) for s in (0, 1)))

    def _copy_mutable(self, new: CardState) -> None:
        new.hands = [list(h) for h in self.hands]
        new.piles = [list(p) for p in self.piles]
        new.bonus = list(self.bonus)

    # ----- hidden information: declared once, the rest follows ---------------------------
    def zone_owner(self) -> int:
        return self.to_move  # also while the deck deals the mover a card (a chance node)

    def _describe(self, action: Action, viewer: int) -> str:
        """``action`` arrives redacted for ``viewer``: a card they did not see is HIDDEN."""
        who = SeatName(self.to_move)
        if isinstance(action, Deal):
            if viewer in (0, 1):
                return Text("The cards are dealt; {who} holds {cards}", who=SeatName(viewer),
                            cards=", ".join(action.hands[viewer]))
            return Text("The cards are dealt")
        if isinstance(action, Drawn):
            if action.card != HIDDEN:
                return Text("{who} draws {card}", who=who, card=action.card)
            return Text("{who} draws a card", who=who)
        if isinstance(action, Play):
            return Text("{who} plays {card}", who=who, card=action.card)
        if isinstance(action, Draw):
            return Text("{who} takes a card from the deck", who=who)
        if isinstance(action, Roll):
            return Text("{who} rolls", who=who)
        if isinstance(action, Die):
            return Text("{value}", value=action.value)
        return action.text()

    def prompt(self) -> str:
        if self.viewer == self.to_move and self.current_player() == self.to_move:
            return Text("play one of {cards}, draw or roll",
                        cards=", ".join(sorted(self.hands[self.to_move])))
        return ""

    def to_json(self) -> dict[str, Any]:
        data = self._base_json()
        data.update(hands=[list(h) for h in self.hands], piles=[list(p) for p in self.piles],
                    bonus=list(self.bonus), to_move=self.to_move, phase=self.phase,
                    turns=self.turns)
        return data


class CardGame(Game):
    info = GameInfo(key="secretsum", title="Secret Sum", designer="tests", min_players=2,
                    max_players=2, default_players=2, summary="A test game with hands.",
                    information=Information.IMPERFECT, chance=ChanceMode.SAMPLED)
    action_kinds = {"deal": Deal, "draw": Draw, "drawn": Drawn, "play": Play, "roll": Roll,
                    "die": Die}

    def _new_state(self, players: int, options: dict[str, Any]) -> CardState:
        return CardState(self)

    def state_from_json(self, data: Mapping[str, Any]) -> CardState:
        try:
            state = CardState(self)
            state.hands = [[str(c) for c in h] for h in data["hands"]]
            state.piles = [[str(c) for c in p] for p in data["piles"]]
            state.bonus = [int(b) for b in data["bonus"]]
            state.to_move, state.phase = int(data["to_move"]), str(data["phase"])
            state.turns = int(data["turns"])
            state._load_base_json(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"not a Secret Sum position: {exc}") from None
        return state


CARD_GAME = CardGame()
__all__ = ["CARDS", "CARD_GAME", "HIDDEN", "NOBODY", "CardState", "Deal", "Die", "Draw",
           "Drawn", "Play", "Roll"]
