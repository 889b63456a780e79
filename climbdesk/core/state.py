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
* Chance comes in *streams* (:meth:`State.chance_stream`: "dice", "deck",
  "setup"…) so the n-th card never depends on how many dice were rolled.  An
  explicit chance node lists its outcomes with probabilities; a *sampled* one
  (a shuffle, a generated mountain) only draws (:meth:`State.sample_chance`).
  Every caller draws through ``sample_chance``, so both kinds look alike.
* Hidden information is enforced by *views*: :meth:`State.view` gives the
  position as one seat (or nobody) sees it, secret parts marked unknown, and
  only a view can be determinized (:meth:`State.sample_determinization`).
  A game that declares hidden information must write both, or every call
  fails loudly instead of handing out the truth.
* :meth:`State.apply` validates first and mutates only if the action is legal;
  :meth:`State.apply_trusted` skips the check for actions the caller just took
  from this very state (bots, replays of validated records).
* Resigning drops a seat out; play goes on among the others until one is left
  (:meth:`State.eliminate` is the same mechanism for a game's own drop-outs).
"""

from __future__ import annotations

import dataclasses
import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from climbdesk.core.actions import JSON, Action, EndByAgreement, Resign, fields_match
from climbdesk.core.errors import HiddenInformationError, IllegalActionError
from climbdesk.core.options import Options, OptionValue
from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.rng import sample_weighted
from climbdesk.core.text import SeatName, Text

if TYPE_CHECKING:
    from climbdesk.core.game import Game

CHANCE = -1
TERMINAL = -2
#: ``State.viewer`` of the true state: everything is known.
OMNISCIENT = -3
#: A view for nobody in particular: only what the whole table sees (hand-overs, spectators).
NOBODY = -4


_Explain = TypeVar("_Explain", bound=Callable[..., str])


def _guarded_explanation(explain: _Explain) -> _Explain:
    """Wrap an ``explain_illegal`` so that it always returns a sentence.

    The games' explanations compare and format the action's fields, which is
    right for actions from the board and the files but raises for fields of the
    wrong type built in code (``Dice(values=5)``).  Such an action is still just
    illegal: the caller must get an :class:`IllegalActionError` with a clear, if
    general, sentence naming what kind of action it was, not a TypeError from
    the message code.
    """
    @functools.wraps(explain)
    def guarded(self: State, action: Action) -> str:
        try:
            return explain(self, action)
        except Exception:  # any failure to explain is the action's fault, not the game's
            kind = getattr(type(action), "kind", None)
            return Text("this {kind} action is not legal here (its values are not of the "
                        "kind this game uses)",
                        kind=kind if isinstance(kind, str) else type(action).__name__)

    guarded.guarded = True  # type: ignore[attr-defined]
    return cast(_Explain, guarded)


class State(ABC):
    """One position of a game.  Subclasses implement the abstract hooks."""

    def __init__(self, game: Game[Any], players: int, options: Mapping[str, OptionValue]) -> None:
        self.game = game
        self.players = players
        self.options: dict[str, OptionValue] = dict(options)
        # Set by table actions (resign, agreement); overrides the game's own end.
        self._forced_outcome: Outcome | None = None
        #: Seats that dropped out (resigned or eliminated), in the order they left.
        self.dropped: list[int] = []
        #: Who this state is for: OMNISCIENT (the truth), a seat, or NOBODY (a view).
        self.viewer = OMNISCIENT

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

    def starts_turn(self) -> bool:
        """True when this position is the first of a turn that its owner begins afresh.

        Turns are what the history numbers and what "moves played" counts (a Can't
        Stop turn is many rolls and choices).  ``Match`` starts a new turn when
        :meth:`turn_owner` changes; a game in which one seat may take turns in a
        row (solitaire, a seat left alone with tokens) also says here where each
        one begins.  The default (False) suits games whose owner alternates.
        """
        return False

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def is_active(self, seat: int) -> bool:
        """Still playing: not resigned or eliminated."""
        return seat not in self.dropped

    def active_seats(self) -> list[int]:
        return [s for s in range(self.players) if s not in self.dropped]

    # ----- what may be done -----------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Decisions of the current seat, in a stable order; empty at chance/terminal."""

    # ----- chance ---------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """Outcomes and probabilities at an explicit chance node (probabilities sum to 1).

        Empty at a sampled chance node, whose outcomes are too many to list.
        """
        return []

    def chance_stream(self) -> str:
        """The stream the pending chance event draws from ("dice", "deck", "setup"…).

        Each stream counts its own events, so undoing a roll never changes the
        next card.  Games with one kind of chance may keep the default.
        """
        return "chance"

    def chance_sampled(self) -> bool:
        """True when this chance node can only be sampled, not listed."""
        return False

    def chance_sealed(self) -> bool:
        """True when a save must not show this outcome in plain text (a shuffle: it
        holds undrawn cards).  The record then stores where the draw came from and
        derives the outcome again on load."""
        return self.chance_sampled()

    def sample_chance(self, rng: random.Random) -> Action:
        """Draw the outcome of the pending chance event; every caller goes through here."""
        if self.chance_sampled():
            return self._sample_chance(rng)
        return sample_weighted(self.chance_outcomes(), rng)

    def _sample_chance(self, rng: random.Random) -> Action:
        """Games with sampled chance nodes override this."""
        raise NotImplementedError(f"{self.game.info.title}: a sampled chance node needs "
                                  "_sample_chance")

    def _is_legal_chance(self, action: Action) -> bool:
        """Whether ``action`` is a possible outcome here; sampled nodes must override."""
        if self.chance_sampled():
            raise NotImplementedError(f"{self.game.info.title}: a sampled chance node needs "
                                      "_is_legal_chance")
        return any(a == action for a, _ in self.chance_outcomes())

    # ----- legality ---------------------------------------------------------------
    def table_actions(self) -> list[Action]:
        """Actions outside the rules' turn order: resigning, ending by agreement.

        Bots never see these; the UI offers them.
        """
        if self.is_terminal():
            return []
        acts: list[Action] = [Resign(seat) for seat in self.active_seats()]
        if self.game.info.agreement and self.players > 1:
            acts.append(EndByAgreement())
        return acts

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now, checked for this one action.

        An action built in code with wrongly typed fields (``Move(src=(1, 2))``)
        makes the games' checks raise TypeError and the like; that is simply an
        illegal action, so every caller (clicks, bots, files) gets False.
        """
        try:
            return self._is_legal_here(action)
        except (TypeError, ValueError, AttributeError, IndexError, KeyError, OverflowError):
            return False

    def _is_legal_here(self, action: Action) -> bool:
        if self.is_terminal() or not fields_match(action):  # 1.0 for 1 is not legal
            return False
        if isinstance(action, Resign):
            return type(action.seat) is int and 0 <= action.seat < self.players \
                and action.seat not in self.dropped
        if isinstance(action, EndByAgreement):
            return self.game.info.agreement and self.players > 1
        if self.is_chance_node():
            return self._is_legal_chance(action)
        return self._is_legal(action)

    def _is_legal(self, action: Action) -> bool:
        """Whether a decision is legal; games override with a check that does not
        build the whole list."""
        return action in self.legal_actions()

    def apply(self, action: Action) -> None:
        """Apply ``action``; raise :class:`IllegalActionError` and change nothing if illegal."""
        self._refuse_on_view()
        if not self.is_legal(action):  # never raises: wrongly typed fields are illegal
            raise IllegalActionError(self.explain_illegal(action))
        if isinstance(action, Resign):
            self.eliminate(action.seat, Termination.RESIGNED)
        elif isinstance(action, EndByAgreement):
            self._forced_outcome = dataclasses.replace(self.provisional_outcome(),
                                                       reason=Termination.AGREEMENT)
        else:
            self._apply(action)

    def apply_trusted(self, action: Action) -> None:
        """Apply an action taken from this state's own legal actions or chance draw.

        No validation: this is the bots' and replays' fast path.  Anything else
        (clicks, files, network) goes through :meth:`apply`.
        """
        self._apply(action)

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply a legal action of the rules (validation is already done)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Guard every game's ``explain_illegal`` (see :func:`_guarded_explanation`)."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("explain_illegal")
        if own is not None and not getattr(own, "guarded", False):
            cls.explain_illegal = _guarded_explanation(own)  # type: ignore[method-assign]

    @_guarded_explanation
    def explain_illegal(self, action: Action) -> str:
        """A clear sentence on why ``action`` was refused; games may do better.

        Games override this; whatever they write, the result never raises (see
        :func:`_guarded_explanation`)."""
        if self.is_terminal():
            return f"the game is over; {action} cannot be played"
        if isinstance(action, Resign):
            return f"seat {action.seat} cannot resign: it is not a seat still in the game"
        if self.is_chance_node():
            return f"{action} is not a possible chance outcome here"
        return f"{action} is not a legal action for seat {self.current_player()} here"

    def child(self, action: Action) -> Self:
        """A new state with ``action`` applied; ``self`` is unchanged."""
        nxt = self.clone()
        nxt.apply(action)
        return nxt

    # ----- drop-outs ----------------------------------------------------------------
    def eliminate(self, seat: int, reason: StrEnum = Termination.ELIMINATED) -> None:
        """``seat`` leaves the game; the others play on until one is left.

        Resigning uses this; games call it for their own drop-outs (a fall off the
        wall).  The game learns of it through :meth:`_on_drop` so it can hand the
        turn on and take the seat's pieces away as its rules say.
        """
        if seat in self.dropped:
            return
        self.dropped.append(seat)
        active = self.active_seats()
        if self.players == 1:
            self._forced_outcome = Outcome((1,), (), reason)
        elif len(active) <= 1:
            ranking = [0] * self.players
            for s in active:
                ranking[s] = 1
            for place, s in enumerate(reversed(self.dropped), start=len(active) + 1):
                ranking[s] = place
            self._forced_outcome = Outcome(tuple(ranking), (), reason)
        else:
            self._on_drop(seat)

    def _on_drop(self, seat: int) -> None:
        """Play on without ``seat`` (move the turn on if it was theirs, clear its pieces).

        Games for more than two players must say how; two-player games never get here.
        """
        raise NotImplementedError(f"{self.game.info.title} does not say how play goes on "
                                  f"after seat {seat} drops out")

    # ----- results --------------------------------------------------------
    def outcome(self) -> Outcome | None:
        """The result once terminal, else ``None``."""
        if self._forced_outcome is not None:
            return self._forced_outcome
        if self._current_player() != TERMINAL:
            return None
        return self._rank_dropped(self._outcome())

    def _rank_dropped(self, outcome: Outcome) -> Outcome:
        """Seats still in keep the game's order among themselves; drop-outs come
        after them, the first to leave last."""
        if not self.dropped:
            return outcome
        active = self.active_seats()
        ranking = [0] * self.players
        for s in active:
            ranking[s] = 1 + sum(1 for o in active if outcome.ranking[o] < outcome.ranking[s])
        for place, s in enumerate(reversed(self.dropped), start=len(active) + 1):
            ranking[s] = place
        return Outcome(tuple(ranking), outcome.scores, outcome.reason)

    @abstractmethod
    def _outcome(self) -> Outcome:
        """The rules' result of a terminal position."""

    def provisional_outcome(self) -> Outcome:
        """Who would win if the game stopped now (for agreement and displays)."""
        return self._rank_dropped(self._outcome())

    def returns(self) -> tuple[float, ...]:
        out = self.outcome()
        return out.returns() if out else tuple(0.0 for _ in range(self.players))

    # ----- copies ---------------------------------------------------------------
    def clone(self) -> Self:
        """An independent deep copy (games copy their mutable parts in :meth:`_copy_mutable`)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.dropped = list(self.dropped)
        self._copy_mutable(new)
        return new

    @abstractmethod
    def _copy_mutable(self, new: Any) -> None:
        """Give ``new`` (a shallow copy of ``self``) its own copies of mutable fields."""

    # ----- hidden information ----------------------------------------------------
    def view(self, viewer: int) -> Self:
        """The position as ``viewer`` (a seat, or :data:`NOBODY`) may see it.

        Boards, panels, bots, hints and the history get views, never the truth.
        In a perfect-information game the view is a copy; a game with hidden
        information marks what the viewer cannot see as unknown in :meth:`_view`.
        """
        if viewer != NOBODY and not 0 <= viewer < self.players:
            raise ValueError(f"no seat {viewer} to view the game for")
        if self.game.info.perfect_information:
            out = self.clone()
        else:
            if self.viewer not in (OMNISCIENT, viewer) and viewer != NOBODY:
                raise HiddenInformationError(
                    f"a view for seat {self.viewer} cannot be turned into one for {viewer}")
            out = self._view(viewer)
        out.viewer = viewer
        return out

    def _view(self, viewer: int) -> Self:
        raise HiddenInformationError(
            f"{self.game.info.title} declares hidden information but has no view; "
            "refusing to hand out the true state")

    def sample_determinization(self, rng: random.Random) -> Self:
        """A full state consistent with this view, unseen parts dealt at random.

        Only views can be determinized: searching the truth would be peeking.
        """
        if self.game.info.perfect_information:
            out = self.clone()
        else:
            if self.viewer == OMNISCIENT:
                raise HiddenInformationError("determinize a seat's view, not the true state")
            out = self._determinize(rng)
        out.viewer = OMNISCIENT
        return out

    def _determinize(self, rng: random.Random) -> Self:
        raise HiddenInformationError(
            f"{self.game.info.title} declares hidden information but cannot determinize "
            "a view")

    def _refuse_on_view(self) -> None:
        if self.viewer != OMNISCIENT and not self.game.info.perfect_information:
            raise HiddenInformationError(
                "this is a seat's view of the game; determinize it before playing on")

    def redact(self, action: Action, viewer: int) -> Action | None:
        """``action`` as ``viewer`` saw it being played (None: they saw nothing).

        Boards animate the last move with this; hidden games mask what was secret.
        """
        return action

    def reveals(self, action: Action) -> frozenset[int]:
        """Seats that learn something hidden when ``action`` is applied here.

        Undo must not go back past such an event while a bot is at the table (the
        human would replay with knowledge).  Perfect information reveals nothing;
        a hidden-information game that does not say is taken to reveal everything
        to everyone, which is safe but blocks undo.
        """
        if self.game.info.perfect_information:
            return frozenset()
        return frozenset(range(self.players))

    # ----- serialisation and texts --------------------------------------------------
    @abstractmethod
    def to_json(self) -> dict[str, JSON]:
        """A complete snapshot; ``game.state_from_json`` must rebuild an equal state."""

    def describe(self, action: Action, viewer: int | None = None) -> str:
        """English text of ``action`` for the history, as ``viewer`` may read it
        (default: this state's own viewer).

        Games return a :class:`~climbdesk.core.text.Text` so the UI can translate it;
        hidden-information games must not name what ``viewer`` cannot see.
        Games describe their own actions and leave the table actions to this.
        """
        if isinstance(action, Resign):
            return Text("{who} resigns", who=SeatName(action.seat))
        if isinstance(action, EndByAgreement):
            return Text("The players agree to end the game here")
        return action.text()

    def describe_step(self, action: Action, viewer: int | None = None) -> str | None:
        """``action`` as one step of its owner's turn, without naming the owner
        (the move list names them once per turn: "Ann: rolls 3-4-5-6, takes 7+9").

        None (the default) means the game has no such wording and the full
        :meth:`describe` line is used; "" means the step says nothing of its own
        (a roll whose dice the next step shows).  Same rules as ``describe`` for
        what ``viewer`` may read.
        """
        return None

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
        data = {"game": self.game.info.key, "players": self.players,
                "options": Options.to_json(self.options), "forced": forced}
        if self.dropped:
            data["dropped"] = list(self.dropped)
        if self.viewer != OMNISCIENT:
            data["viewer"] = self.viewer
        return data

    def _load_base_json(self, data: Mapping[str, Any]) -> None:
        forced = data.get("forced")
        if forced is not None:
            self._forced_outcome = Outcome(tuple(forced["ranking"]), tuple(forced["scores"]),
                                           self.game.ending(str(forced["reason"])))
        dropped = data.get("dropped", [])
        if not isinstance(dropped, list) or not all(
                type(s) is int and 0 <= s < self.players for s in dropped):
            raise ValueError("bad list of seats that dropped out")
        self.dropped = list(dropped)
        viewer = data.get("viewer", OMNISCIENT)
        if type(viewer) is not int:
            raise ValueError("bad viewer")
        self.viewer = viewer


