"""The game-agnostic state interface (in the spirit of OpenSpiel).

A state is one position of one game.  It knows whose decision it is (a seat,
:data:`CHANCE` for dice and shuffles, or :data:`TERMINAL`), which actions are
legal there, and how to apply one.  Everything above the games layer — bots,
arena, records, the UI controller — works only through this interface, which
is why one MCTS plays every game and one test suite checks every engine.

Design points worth knowing:

* A turn may hold several decisions and a decision may belong to a seat that
  does not own the turn; :meth:`State.turn_owner` tells the UI whose turn it
  is, :meth:`State.current_player` who decides now.
* Chance is explicit: at a chance node :meth:`State.chance_outcomes` lists the
  outcomes (themselves actions) with probabilities; the caller picks one.
* Hidden information: :meth:`State.observation` is what one seat may see and
  :meth:`State.sample_determinization` deals the unseen parts at random,
  consistent with that seat's knowledge, for bots that search.
* :meth:`State.apply` validates first and mutates only if the action is legal.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from climbdesk.core.actions import JSON, Action, EndByAgreement, Resign
from climbdesk.core.errors import IllegalActionError
from climbdesk.core.options import Options, OptionValue
from climbdesk.core.outcome import Outcome

if TYPE_CHECKING:
    from climbdesk.core.game import Game

CHANCE = -1
TERMINAL = -2


class State(ABC):
    """One position of a game.  Subclasses implement the abstract hooks."""

    def __init__(self, game: Game, players: int, options: Mapping[str, OptionValue]) -> None:
        self.game = game
        self.players = players
        self.options: dict[str, OptionValue] = dict(options)
        # Set by table actions (resign, agreement); overrides the game's own end.
        self._forced_outcome: Outcome | None = None

    # ----- who acts -------------------------------------------------------
    def current_player(self) -> int:
        """The seat to decide now, :data:`CHANCE`, or :data:`TERMINAL`."""
        if self._forced_outcome is not None:
            return TERMINAL
        return self._current_player()

    @abstractmethod
    def _current_player(self) -> int:
        """Seat to act according to the rules alone (ignores table actions)."""

    def turn_owner(self) -> int:
        """Whose turn it is, for display; differs from current_player in some games."""
        return self.current_player()

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    # ----- what may be done -----------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Decisions of the current seat, in a stable order; empty at chance/terminal."""

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """Outcomes and probabilities at a chance node (probabilities sum to 1)."""
        return []

    def table_actions(self) -> list[Action]:
        """Actions outside the rules' turn order: resigning, ending by agreement.

        Bots never see these; the UI offers them.
        """
        if self.is_terminal():
            return []
        acts: list[Action] = [Resign(seat) for seat in range(self.players)]
        if self.game.info.agreement and self.players > 1:
            acts.append(EndByAgreement())
        return acts

    def is_legal(self, action: Action) -> bool:
        if self.is_terminal():
            return False
        if action in self.table_actions():
            return True
        if self.is_chance_node():
            return any(a == action for a, _ in self.chance_outcomes())
        return action in self.legal_actions()

    def apply(self, action: Action) -> None:
        """Apply ``action``; raise :class:`IllegalActionError` and change nothing if illegal."""
        if not self.is_legal(action):
            raise IllegalActionError(self.explain_illegal(action))
        if isinstance(action, Resign):
            self._forced_outcome = self.resign_outcome(action.seat)
        elif isinstance(action, EndByAgreement):
            self._forced_outcome = dataclass_replace_reason(self.provisional_outcome(), "agreement")
        else:
            self._apply(action)

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply a legal action of the rules (validation is already done)."""

    def explain_illegal(self, action: Action) -> str:
        """A clear sentence on why ``action`` was refused; games may do better."""
        if self.is_terminal():
            return f"the game is over; {action} cannot be played"
        if self.is_chance_node():
            return f"{action} is not a possible chance outcome here"
        return f"{action} is not a legal action for seat {self.current_player()} here"

    def child(self, action: Action) -> State:
        """A new state with ``action`` applied; ``self`` is unchanged."""
        nxt = self.clone()
        nxt.apply(action)
        return nxt

    # ----- results --------------------------------------------------------
    def outcome(self) -> Outcome | None:
        """The result once terminal, else ``None``."""
        if self._forced_outcome is not None:
            return self._forced_outcome
        if self._current_player() != TERMINAL:
            return None
        return self._outcome()

    @abstractmethod
    def _outcome(self) -> Outcome:
        """The rules' result of a terminal position."""

    def provisional_outcome(self) -> Outcome:
        """Who would win if the game stopped now (for agreement and displays)."""
        return self._outcome()

    def resign_outcome(self, seat: int) -> Outcome:
        """The resigner comes last; the others keep their order as they stand now.

        In solitaire there is nobody to lose to: the single seat keeps place 1
        and the reason says it resigned (statistics do not count it as a win).
        """
        if self.players == 1:
            return Outcome((1,), (), "resigned")
        standing = self.provisional_outcome().ranking if self.players > 2 else (1,) * self.players
        others = [s for s in range(self.players) if s != seat]
        ranking = [self.players] * self.players
        for s in others:
            ranking[s] = 1 + sum(1 for o in others if standing[o] < standing[s])
        return Outcome(tuple(ranking), (), "resigned")

    def returns(self) -> tuple[float, ...]:
        out = self.outcome()
        return out.returns() if out else tuple(0.0 for _ in range(self.players))

    # ----- copies, views, serialisation -------------------------------------
    @abstractmethod
    def clone(self) -> State:
        """An independent deep copy."""

    def observation(self, seat: int) -> dict[str, JSON]:
        """What ``seat`` may see.  Perfect-information games show everything."""
        return self.to_json()

    def sample_determinization(self, seat: int, rng: random.Random) -> State:
        """A full state consistent with ``seat``'s observation (hidden parts dealt at random)."""
        return self.clone()

    @abstractmethod
    def to_json(self) -> dict[str, JSON]:
        """A complete snapshot; ``game.state_from_json`` must rebuild an equal state."""

    def describe(self, action: Action) -> str:
        """English text of ``action`` for the history, in this position's terms.

        Games return a :class:`~climbdesk.core.text.Text` so the UI can translate it.
        """
        return action.text()

    def prompt(self) -> str:
        """What the player to act may do now, for the status line ("" = generic)."""
        return ""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    # Mutable and compared by value, so unhashable, like a list (a hash by identity
    # would break the rule that equal objects hash equal).
    __hash__ = None  # type: ignore[assignment]

    def _base_json(self) -> dict[str, Any]:
        forced = self._forced_outcome.to_json() if self._forced_outcome else None
        return {"game": self.game.info.key, "players": self.players,
                "options": Options.to_json(self.options), "forced": forced}

    def _load_base_json(self, data: Mapping[str, Any]) -> None:
        forced = data.get("forced")
        if forced is not None:
            self._forced_outcome = Outcome(tuple(forced["ranking"]), tuple(forced["scores"]),
                                           str(forced["reason"]))


def dataclass_replace_reason(outcome: Outcome, reason: str) -> Outcome:
    return Outcome(outcome.ranking, outcome.scores, reason)
