"""A tiny unregistered game that has everything Stairs lacks, to exercise the generic MCTS.

Three seats take turns: a die (1–3) is rolled, then the mover either banks the
pending points or pushes (roll again: a 1 loses the pending points, anything
else adds to them and the same seat decides again).  Every seat also holds a
secret bonus card (0 or 1) that counts at the end and that the others cannot
see.  First to 10 banked points ends the game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any, ClassVar

from climbdesk.core import Action, Game, GameInfo, Outcome, State
from climbdesk.core.game import ChanceMode, Information
from climbdesk.core.state import CHANCE, TERMINAL


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"
    value: int


@dataclasses.dataclass(frozen=True)
class Choice(Action):
    kind: ClassVar[str] = "choice"
    what: str

    def text(self) -> str:
        return self.what


class ToyState(State):
    def __init__(self, game: Game, options: Mapping[str, Any]) -> None:
        super().__init__(game, 3, options)
        self.scores = [0, 0, 0]
        self.cards: list[int | None] = [1, 0, 1]
        self.mover = 0
        self.pending = 0
        self.phase = "roll"  # or "decide"

    def _current_player(self) -> int:
        if max(self.scores) >= 10:
            return TERMINAL
        return CHANCE if self.phase == "roll" else self.mover

    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        return [Choice("bank"), Choice("push")]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player() != CHANCE:
            return []
        return [(Roll(v), 1 / 3) for v in (1, 2, 3)]

    def _apply(self, action: Action) -> None:
        if isinstance(action, Roll):
            if action.value == 1 and self.pending:
                self.pending = 0
                self.mover = (self.mover + 1) % 3
            else:
                self.pending += action.value
                self.phase = "decide"
                return
        elif isinstance(action, Choice) and action.what == "bank":
            self.scores[self.mover] += self.pending
            self.pending = 0
            self.mover = (self.mover + 1) % 3
        self.phase = "roll"

    def _outcome(self) -> Outcome:
        return Outcome.from_scores(tuple(float(s + (c or 0))
                                         for s, c in zip(self.scores, self.cards, strict=True)))

    def _copy_mutable(self, new: ToyState) -> None:
        new.scores, new.cards = list(self.scores), list(self.cards)

    def _on_drop(self, seat: int) -> None:
        if self.mover == seat:
            self.pending = 0
            self.phase = "roll"
            self.mover = next((seat + s) % 3 for s in (1, 2) if (seat + s) % 3 not in self.dropped)

    def _view(self, viewer: int) -> State:
        new = self.clone()
        new.cards = [c if s == viewer else None for s, c in enumerate(self.cards)]
        return new

    def _determinize(self, rng: random.Random) -> State:
        new = self.clone()
        new.cards = [rng.randrange(2) if c is None else c for c in self.cards]
        return new

    def reveals(self, action: Action) -> frozenset[int]:
        return frozenset()  # the cards stay secret until the end

    def to_json(self) -> dict[str, Any]:
        data = self._base_json()
        data.update(scores=list(self.scores), cards=list(self.cards), mover=self.mover,
                    pending=self.pending, phase=self.phase)
        return data


class ToyGame(Game):
    info = GameInfo(key="toy", title="Toy", designer="tests", min_players=3, max_players=3,
                    default_players=3, information=Information.IMPERFECT,
                    chance=ChanceMode.EXPLICIT)

    def _new_state(self, players: int, options: dict[str, Any]) -> State:
        return ToyState(self, options)

    def state_from_json(self, data: Mapping[str, Any]) -> State:
        raise NotImplementedError


TOY = ToyGame()
