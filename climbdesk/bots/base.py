"""The bot interface.

A bot gets its seat's *view* of the position (``state.view(seat)``: what that
seat may see, never the truth of a hidden-information game) and returns one
legal action for that seat.  Randomness is injected (a seeded ``random.Random``) so arena runs
replay exactly; the budget bounds thinking time or iterations; a cancel token
lets the UI abandon a search (undo, new game, closing the window) without
waiting for it.
"""

from __future__ import annotations

import dataclasses
import random
import threading
import time
from abc import ABC, abstractmethod

from climbdesk.core.actions import Action
from climbdesk.core.level import LEVELS as LEVELS  # re-exported: the levels live in core,
from climbdesk.core.level import Level as Level  # so saves are checked without the bots
from climbdesk.core.state import State


class BotCancelled(Exception):  # noqa: N818  (public name kept)
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


class Limiter:
    """Counts work against a budget and polls the cancel token.

    Searches call :meth:`spent` once per unit of work (an MCTS iteration, an
    alpha-beta node).  Polling the clock is cheap but not free, so it happens
    every few units; the cancel token is polled at the same rate, which keeps
    cancellation within a few milliseconds.
    """

    POLL_EVERY = 16

    def __init__(self, budget: Budget, cancel: CancelToken | None) -> None:
        self.budget = budget
        self.cancel = cancel
        self.start = time.perf_counter()
        self.count = 0
        self._deadline = None if budget.seconds is None else self.start + budget.seconds
        self._out = False

    def spent(self) -> bool:
        """Record one unit of work; True once the budget is used up."""
        self.count += 1
        if self.budget.iterations is not None and self.count >= self.budget.iterations:
            self._out = True
        if self.count % self.POLL_EVERY == 0:
            if self.cancel is not None:
                self.cancel.check()
            if self._deadline is not None and time.perf_counter() >= self._deadline:
                self._out = True
        return self._out

    @property
    def exhausted(self) -> bool:
        return self._out


def check_turn(state: State, seat: int) -> list[Action]:
    """The legal actions of ``seat``; refuses to think for a seat that is not to decide."""
    if state.current_player() != seat:
        raise ValueError(f"seat {seat} is not to decide here (current: {state.current_player()})")
    actions = state.legal_actions()
    if not actions:
        raise ValueError(f"seat {seat} has no legal action here")
    return actions


class Bot(ABC):
    """Chooses actions for one seat."""

    name: str = "bot"

    def __init__(self, rng: random.Random | None = None, budget: Budget | None = None) -> None:
        self.rng = rng or random.Random()
        self.budget = budget or Budget()

    @abstractmethod
    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        """A legal action for ``seat`` at ``state``, that seat's view (not modified).

        Searches that need a full position determinize the view.
        """


class RandomBot(Bot):
    """Uniform over the legal actions: the yardstick every level must beat."""

    name = "random"

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        if cancel is not None:
            cancel.check()
        return self.rng.choice(check_turn(state, seat))
