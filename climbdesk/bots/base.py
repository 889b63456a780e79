"""The bot interface.

A bot gets a state and the seat it plays, and returns one legal action for
that seat.  Randomness is injected (a seeded ``random.Random``) so arena runs
replay exactly; the budget bounds thinking time or iterations; a cancel token
lets the UI abandon a search (undo, new game, closing the window) without
waiting for it.
"""

from __future__ import annotations

import dataclasses
import random
import threading
from abc import ABC, abstractmethod

from climbdesk.core.actions import Action
from climbdesk.core.state import State

LEVELS = ("easy", "normal", "hard")


class BotCancelled(Exception):
    """Raised inside a search when its cancel token is set."""


class CancelToken:
    """Thread-safe flag shared between the GUI thread and a thinking bot."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        if self._event.is_set():
            raise BotCancelled()


@dataclasses.dataclass(frozen=True)
class Budget:
    """How long a bot may think: wall seconds, iterations, or both (first hit wins)."""

    seconds: float | None = None
    iterations: int | None = None


class Bot(ABC):
    """Chooses actions for one seat."""

    name: str = "bot"

    def __init__(self, rng: random.Random | None = None, budget: Budget | None = None) -> None:
        self.rng = rng or random.Random()
        self.budget = budget or Budget()

    @abstractmethod
    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        """A legal action for ``seat`` at ``state`` (``state`` is not modified)."""


class RandomBot(Bot):
    """Uniform over the legal actions: the yardstick every level must beat."""

    name = "random"

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        return self.rng.choice(state.legal_actions())
