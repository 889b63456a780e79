"""A game: its catalogue entry plus a factory for states."""

from __future__ import annotations

import dataclasses
import enum
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Generic

from climbdesk.core.actions import JSON, Action, action_from_json
from climbdesk.core.errors import IllegalActionError, OptionError
from climbdesk.core.listing import GameListing
from climbdesk.core.options import Options, OptionSpec, OptionValue
from climbdesk.core.outcome import Termination
from climbdesk.core.state import State
from climbdesk.core.text import Text

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    from climbdesk.core.record import GameRecord

    #: The state type a game makes.  Covariant, so ``StairsGame`` (a ``Game[StairsState]``)
    #: is a ``Game[State]``; defaulting to :class:`State`, so a bare ``Game`` in code that
    #: handles every game (registry, records, the UI) means "some game".
    S = TypeVar("S", bound=State, covariant=True, default=State)
else:  # typing.TypeVar has no ``default`` before Python 3.13; only mypy needs it
    from typing import TypeVar

    S = TypeVar("S", bound=State, covariant=True)


class Information(enum.Enum):
    """What the seats can see (OpenSpiel's information type)."""

    PERFECT = "perfect"      # everything is on the table
    IMPERFECT = "imperfect"  # hands, decks or hidden pieces: consumers get views


class ChanceMode(enum.Enum):
    """How a game's chance events are given (OpenSpiel's chance mode)."""

    DETERMINISTIC = "deterministic"  # no chance at all
    EXPLICIT = "explicit"            # every chance node lists outcomes and probabilities
    SAMPLED = "sampled"              # some chance nodes can only be sampled (a shuffle)


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """What the start screen, the New Game dialog and the arena need to know.

    ``rules_page`` names a Markdown file under ``resources/rules/`` written in
    our own words.  ``agreement`` says whether the rules let the table end a
    game by agreement (offered only when every seat is human).  ``information``
    and ``chance`` declare the game's type; the contract tests hold a game to
    them (a hidden-information game must write views and determinizations).
    """

    key: str
    title: str
    designer: str
    min_players: int
    max_players: int
    default_players: int
    options: tuple[OptionSpec, ...] = ()
    rules_page: str = ""
    summary: str = ""
    information: Information = Information.PERFECT
    chance: ChanceMode = ChanceMode.DETERMINISTIC
    agreement: bool = False
    colours: tuple[str, ...] = ()

    @classmethod
    def from_listing(cls, entry: GameListing, *, options: tuple[OptionSpec, ...] = (),
                     information: Information = Information.PERFECT,
                     chance: ChanceMode = ChanceMode.DETERMINISTIC,
                     agreement: bool = False) -> GameInfo:
        """The full entry: the package's catalogue listing plus what needs the rules."""
        return cls(key=entry.key, title=entry.title, designer=entry.designer,
                   min_players=entry.min_players, max_players=entry.max_players,
                   default_players=entry.default_players, options=options,
                   rules_page=entry.rules_page, summary=entry.summary,
                   information=information, chance=chance, agreement=agreement,
                   colours=entry.colours)

    def listing(self) -> GameListing:
        """The catalogue part of this entry (what :func:`~climbdesk.core.registry.catalogue`
        gives without loading the rules)."""
        return GameListing(key=self.key, title=self.title, designer=self.designer,
                           min_players=self.min_players, max_players=self.max_players,
                           default_players=self.default_players, summary=self.summary,
                           rules_page=self.rules_page, colours=self.colours)

    @property
    def perfect_information(self) -> bool:
        return self.information is Information.PERFECT

    @property
    def has_chance(self) -> bool:
        return self.chance is not ChanceMode.DETERMINISTIC


class Game(ABC, Generic[S]):
    """Subclass once per game, naming its state type (``class StairsGame(Game[StairsState])``),
    and register an instance with the registry.

    The state type flows through :meth:`new_initial_state` and :meth:`state_from_json`,
    and :meth:`State.child`, ``clone``, ``view`` and ``sample_determinization`` return
    ``Self``, so a game's own bots and tools keep the precise type without casts.
    """

    info: GameInfo
    action_kinds: Mapping[str, type[Action]] = {}
    #: Why this game's own scoring ends a game (``Outcome.reason``); the framework's
    #: endings are :class:`~climbdesk.core.outcome.Termination`.  A StrEnum per game.
    endings: type[StrEnum] = Termination

    def ending(self, value: str) -> StrEnum:
        """The ending saved as ``value``: one of :class:`Termination` or of
        :attr:`endings`; ValueError (a damaged file) for anything else.

        >>> from climbdesk.core.registry import get_game
        >>> get_game("stairs").ending("resigned")
        <Termination.RESIGNED: 'resigned'>
        """
        for kind in (Termination, self.endings):
            try:
                return kind(value)
            except ValueError:
                continue
        raise ValueError(f"unknown ending {value!r}")

    def option_specs(self, players: int) -> tuple[OptionSpec, ...]:
        """Variants available at this player count.

        Games may narrow a spec (fewer choices, a tighter range) but should not
        pick specs by position: per-seat settings are one spec with
        ``per_seat=True``, whatever the player count.
        """
        return self.info.options

    def upgrade_options(self, players: int, raw: Mapping[str, object]) -> dict[str, object]:
        """Map option keys of older saves to today's; the default changes nothing.

        Saves store the validated options, so once a game renames or merges
        options it overrides this to keep old files loading.  It must leave
        current options untouched.
        """
        return dict(raw)

    def seat_colours(self, options: Mapping[str, OptionValue], seat: int) -> tuple[str, ...] | None:
        """The only colours (``#rrggbb``) a saved ``seat`` may have, besides none; None (the
        default): any of :attr:`GameInfo.colours` or one picked in New Game.  A game whose
        seat colour is a rule (Climbers: the climber's colour option) names them here,
        so a save cannot claim a colour the board never draws."""
        return None

    def check_options(self, players: int, options: Mapping[str, OptionValue]) -> None:
        """Refuse combinations of individually valid options by raising OptionError.

        The game's one cross-option rule book; it sees the complete options
        (defaults filled, values checked).  Messages are shown in the New Game
        dialog, so build them with :class:`~climbdesk.core.text.Text` to let
        the UI translate them.
        """
        return None  # the default: every combination of valid options is allowed

    def player_count_text(self, players: int) -> Text:
        """Why ``players`` seats do not fit this game, in words ("exactly 2", not "2–2")."""
        lo, hi = self.info.min_players, self.info.max_players
        if lo == hi:
            return Text("{game} is for exactly {count} players, not {players}",
                        game=Text(self.info.title), count=lo, players=players)
        return Text("{game} is for {low} to {high} players, not {players}",
                    game=Text(self.info.title), low=lo, high=hi, players=players)

    def validate_options(self, players: int,
                         options: Mapping[str, object] | None = None) -> dict[str, OptionValue]:
        """The single path from raw options (a save, the dialog, the arena) to
        validated ones: player count, legacy keys, defaults, every spec's own
        checks (per seat where declared), then the game's :meth:`check_options`.

        Games customise the steps, not this method, so every caller applies
        the same rules.
        """
        if not self.info.min_players <= players <= self.info.max_players:
            raise OptionError(self.player_count_text(players))
        raw = self.upgrade_options(players, options or {})
        out = Options.validate(self.option_specs(players), raw, players)
        self.check_options(players, out)
        return out

    def new_initial_state(self, players: int | None = None,
                          options: Mapping[str, object] | None = None) -> S:
        n = self.info.default_players if players is None else players
        return self._new_state(n, self.validate_options(n, options))

    @abstractmethod
    def _new_state(self, players: int, options: dict[str, OptionValue]) -> S:
        """The set-up position for validated options."""

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> S:
        """Inverse of ``State.to_json``."""

    def fast_random_game(self, rng: random.Random) -> int | None:
        """Play one uniformly random game with the engine's trusted apply, if the game
        offers such a loop (for ``climbdesk bench``); return its decision count.

        The default ``None`` means the bench measures the validating path only.
        """
        return None

    # ----- set-up work done ahead, elsewhere (issue 17) ---------------------------------
    def setup_work(self, record: GameRecord) -> dict[str, Any] | None:
        """Costly work that starting ``record``'s match would do on the caller's thread
        and that may be done ahead in another process (a board generated from a number,
        say: tens of milliseconds that would hold the window up), as plain JSON for
        :meth:`do_setup_work`;
        None when there is none or it is done already.  The window has the bot process
        do it and starts the match once :meth:`take_setup_work` has the result."""
        return None

    def do_setup_work(self, work: Mapping[str, Any]) -> dict[str, Any]:
        """Do ``work`` (from :meth:`setup_work`) in any process; the result as plain JSON."""
        raise NotImplementedError(f"{self.info.title} has no set-up work")

    def take_setup_work(self, work: Mapping[str, Any], result: Mapping[str, Any]) -> None:
        """Keep ``result`` so that starting the match finds ``work`` done: the same as
        the set-up would make itself, so no rule depends on where it was done."""
        raise NotImplementedError(f"{self.info.title} has no set-up work")

    def action_from_json(self, data: JSON) -> Action:
        return action_from_json(data, self.action_kinds)

    def action_from_text(self, text: str, state: State) -> Action:
        """Parse the text form by matching it against the legal actions of ``state``."""
        candidates = list(state.legal_actions()) + [a for a, _ in state.chance_outcomes()]
        candidates += state.table_actions()
        for action in candidates:
            if action.text() == text.strip():
                return action
        raise IllegalActionError(f"{text!r} is not a legal action here")
