"""Game records: the save format, and loading it with every check.

A record is everything needed to rebuild a game: game key, player count,
options, seed, seats, and every action including chance outcomes.  Saving a
game *is* writing its record; undo, redo and replays rebuild from it, so no
second representation can drift away from the first.  A record being played
is a :class:`~climbdesk.core.match.Match` (undo, redo, keyframes).
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import re
import unicodedata
from collections.abc import Mapping, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from climbdesk import __version__
from climbdesk.core.actions import JSON, Action
from climbdesk.core.errors import ClimbdeskError, IllegalActionError, NewerVersionError, RecordError
from climbdesk.core.game import Game
from climbdesk.core.options import Options, OptionValue
from climbdesk.core.rng import (
    chance_rng,
    fit_seed,
    new_seed,
    seal_seed,
    seal_text,
    unseal_seed,
    unseal_text,
)
from climbdesk.core.state import State
from climbdesk.core.storage import atomic_write_json, is_valid_unicode, parse_json, read_json
from climbdesk.core.text import Text, listing

#: Bot strengths every game offers; saves naming anything else are refused.
BOT_LEVELS = ("easy", "normal", "hard")
FORMAT = "climbdesk-record"
#: 2: the seed is sealed and hidden draws are stored as references (1 still loads).
#: 3: as 2, plus veiled draws (``{"k": "sealed", "veil": ...}``: hidden draws of a
#: format-1 save, which the seed cannot derive again); written only when a record has one.
VERSION = 3
PLAIN_VERSION = 2
#: Keys a save must have; a missing one is damage, never filled with a default.
REQUIRED_KEYS = ("game", "players", "options", "seats", "created", "meta", "actions")
SEAT_KEYS = ("name", "kind", "level", "colour")
#: The action kind a save uses for a sealed chance outcome.
SEALED = "sealed"


class SeatKind(StrEnum):
    """Who plays a seat; a save stores the value."""

    HUMAN = "human"
    BOT = "bot"


@dataclasses.dataclass
class Seat:
    """Who sits where: a name, a :class:`SeatKind`, the bot's level, the seat's colour.

    A plain string for ``kind`` ("bot") is turned into the enum, so older callers
    keep working; anything else is a ValueError.
    """

    name: str
    kind: SeatKind = SeatKind.HUMAN
    level: str = ""
    colour: str = ""

    def __post_init__(self) -> None:
        self.kind = SeatKind(self.kind)

    @property
    def is_bot(self) -> bool:
        return self.kind is SeatKind.BOT

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind.value, "level": self.level,
                "colour": self.colour}

    @classmethod
    def from_json(cls, data: Any, where: str = "seat") -> Seat:
        """Validate one seat of a save (``where`` names it in messages: "seats[1]").

        Every key must be there: a default would turn a bot whose ``kind`` was lost
        into a human.  A name that could never be written back (a lone surrogate) or
        shown sensibly (control characters, empty, endless) is refused here, on
        load, rather than freezing the game at its first autosave."""
        if not isinstance(data, dict):
            raise RecordError(f"bad seat entry: {data!r}")
        missing = [f"{where}.{k}" for k in SEAT_KEYS if k not in data]
        if missing:
            raise RecordError(Text("the saved game is damaged: it lacks {keys}",
                                   keys=", ".join(missing)))
        if not isinstance(data["name"], str):
            raise RecordError(f"bad seat entry: {data!r}")
        name = data["name"]
        problem = name_problem(name)
        if problem is not None:
            raise RecordError(Text("a player's name in the saved game is not usable: {problem}",
                                   problem=problem))
        kind = data["kind"]
        if kind not in tuple(SeatKind):
            raise RecordError(f"seat kind must be human or bot, not {kind!r}")
        level, colour = data["level"], data["colour"]
        if not isinstance(level, str) or not isinstance(colour, str) \
                or not is_valid_unicode(level) or not is_valid_unicode(colour) \
                or len(colour) > MAX_NAME_LENGTH:
            raise RecordError(f"bad seat entry: {data!r}")
        if kind == SeatKind.BOT and level not in BOT_LEVELS:
            raise RecordError(Text("unknown bot level {level} for {name}", level=repr(level),
                                      name=repr(name)))
        return cls(name, SeatKind(kind), level, colour)


#: Bidi embeddings, overrides and isolates: they would reorder the text around a name.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: Longest player name a save may hold (the New Game dialog allows 24 characters).
MAX_NAME_LENGTH = 64


def name_problem(name: str) -> Text | None:
    """Why ``name`` cannot be a player's name (None: it can).

    Shared by the loader and the New Game dialog, so that what one accepts the
    other does too.

    >>> name_problem("Ann") is None
    True
    >>> print(name_problem(chr(0xD800)))  # a lone surrogate, as "\\ud800" in JSON
    it contains text that is not valid Unicode
    """
    if not is_valid_unicode(name):
        return Text("it contains text that is not valid Unicode")
    if not name.strip():
        return Text("it is empty")
    if len(name) > MAX_NAME_LENGTH:
        return Text("it is longer than {count} characters", count=MAX_NAME_LENGTH)
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") or c in _BIDI_CONTROLS for c in name):
        return Text("it contains control characters")
    return None


@dataclasses.dataclass
class GameRecord:
    """Everything needed to rebuild a game; the save format.

    ``sealed`` marks chance outcomes a save must not show (a shuffle holds the
    undrawn cards): index in ``actions`` -> (stream, n).  The file stores only
    that reference, and loading derives the outcome again from the seed.
    """

    game: str
    players: int
    options: dict[str, Any]
    seed: int
    seats: list[Seat]
    actions: list[Action] = dataclasses.field(default_factory=list)
    created: str = ""
    meta: dict[str, Any] = dataclasses.field(default_factory=dict)
    sealed: dict[int, tuple[str, int]] = dataclasses.field(default_factory=dict)
    #: Hidden draws the seed cannot derive (a format-1 deal): saved obscured, not plain.
    veiled: set[int] = dataclasses.field(default_factory=set)

    def game_obj(self) -> Game:
        from climbdesk.core.registry import get_game
        return get_game(self.game)

    def initial_state(self) -> State:
        return self.game_obj().new_initial_state(self.players, self.options)

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` actions (all by default), every one checked."""
        state = self.initial_state()
        for i, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise RecordError(Text("move {number} ({move}) does not fit the game: {error}",
                                      number=i + 1, move=action.text(), error=str(exc))) from None
        return state

    # ----- JSON -----------------------------------------------------------
    def to_json(self) -> dict[str, JSON]:
        actions: list[JSON] = []
        for i, action in enumerate(self.actions):
            ref = self.sealed.get(i)
            if ref is not None:
                actions.append({"k": SEALED, "stream": ref[0], "n": ref[1]})
            elif i in self.veiled:
                actions.append({"k": SEALED, "veil": seal_text(json.dumps(action.to_json()))})
            else:
                actions.append(action.to_json())
        return {
            "format": FORMAT,
            "version": VERSION if self.veiled else PLAIN_VERSION,
            "app": __version__,
            "game": self.game,
            "players": self.players,
            "options": Options.to_json(self.options),
            "seal": seal_seed(self.seed),
            "seats": [s.to_json() for s in self.seats],
            "created": self.created,
            "meta": dict(self.meta),
            "actions": actions,
        }

    @classmethod
    def from_json(cls, data: Any, *, check_replay: bool = True) -> GameRecord:
        """Validate and rebuild a record; every problem is a :class:`RecordError`.

        Format 1 (a plain ``seed``) still loads; sealed chance outcomes are derived
        again while the moves are replayed, so they always are.
        """
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(Text("this is not a climbdesk saved game"))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError(Text("the saved game has no valid format version"))
        if version > VERSION:
            raise NewerVersionError(Text(
                "this game was saved by a newer climbdesk ({app}, format {version}); "
                "please update climbdesk to open it", app=str(data.get("app", "?")),
                version=version))
        missing = [k for k in REQUIRED_KEYS if k not in data]
        missing += [] if "seal" in data or (version == 1 and "seed" in data) else ["seal"]
        if missing:
            raise RecordError(Text("the saved game is damaged: it lacks {keys}",
                                   keys=", ".join(missing)))
        try:
            from climbdesk.core.registry import get_game
            game = get_game(str(data.get("game")))
        except ClimbdeskError as exc:
            raise RecordError(str(exc)) from None
        players = data.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or players < 1:
            raise RecordError(Text("the saved game's player count is missing or not a "
                                   "whole number of at least 1"))
        seed = _read_seed(data)
        if seed is None:
            raise RecordError(Text("the saved game lacks its player count or seed"))
        seats_raw, actions_raw = data.get("seats"), data.get("actions")
        if not isinstance(seats_raw, list) or not isinstance(actions_raw, list):
            raise RecordError(Text("the saved game lacks its seats or moves"))
        if len(seats_raw) != players:
            raise RecordError(Text("the saved game lists {count} seats for {players} players",
                                  count=len(seats_raw), players=players))
        # Options missing or not an object is damage: defaults would silently change
        # the rules (a pie-rule game reopening without it), so refuse.  Saves of older
        # versions get today's keys from the game's upgrade_options, nowhere else.
        options = data["options"]
        if not isinstance(options, dict):
            raise RecordError(Text("the saved game's options are damaged (not a set of "
                                   "named values)"))
        try:
            upgraded = game.upgrade_options(players, options)
        except ClimbdeskError as exc:
            raise RecordError(Text("the saved game has bad options: {error}",
                                  error=str(exc))) from None
        lacking = [spec for spec in game.option_specs(players) if spec.key not in upgraded]
        if lacking:  # one sentence, naming each option as New Game does (and its key)
            raise RecordError(Text(
                "the saved game is damaged: it lacks the option {options}" if len(lacking) == 1
                else "the saved game is damaged: it lacks the options {options}",
                options=listing([Text("“{label}” ({key})", label=Text(spec.label),
                                      key=f"options.{spec.key}") for spec in lacking])))
        try:
            options = game.validate_options(players, options)
        except ClimbdeskError as exc:
            raise RecordError(Text("the saved game has bad options: {error}",
                                  error=str(exc))) from None
        parsed = [_sealed_ref(a, game) or _action(game, a) for a in actions_raw]
        record = cls(
            game=game.info.key, players=players, options=options, seed=seed,
            seats=[_seat(game, i, s, options) for i, s in enumerate(seats_raw)],
            actions=[],
            created=str(data["created"]),
            meta=dict(data["meta"]) if isinstance(data["meta"], dict) else {},
        )
        if check_replay or not all(isinstance(p, Action) for p in parsed):
            try:
                record._load_actions(parsed)
            except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
                if isinstance(exc, RecordError):
                    raise
                raise RecordError(Text("the saved moves do not fit the game: {error}",
                                      error=str(exc))) from None
        else:
            record.actions = [p for p in parsed if isinstance(p, Action)]
        return record

    def _load_actions(self, parsed: Sequence[Action | tuple[str, int] | Veiled]) -> None:
        """Replay the saved moves, deriving sealed chance outcomes on the way."""
        state = self.initial_state()
        counts: dict[str, int] = {}
        for i, item in enumerate(parsed):
            stream = state.chance_stream() if state.is_chance_node() else None
            if isinstance(item, Veiled):
                if stream is None or not state.chance_sealed():
                    raise RecordError(Text("move {number} is a hidden draw that does not fit "
                                          "the game", number=i + 1))
                action = item.action
                self.veiled.add(i)
            elif isinstance(item, tuple):
                if stream != item[0] or counts.get(stream, 0) != item[1]:
                    raise RecordError(Text("move {number} is a hidden draw that does not fit "
                                          "the game", number=i + 1))
                action = state.sample_chance(chance_rng(self.seed, item[0], item[1]))
                self.sealed[i] = item
            else:
                action = item
                if stream is not None:
                    self.hide_draw(state, i, action, counts.get(stream, 0))
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise RecordError(Text("move {number} ({move}) does not fit the game: {error}",
                                      number=i + 1, move=action.text(), error=str(exc))) from None
            if stream is not None:
                counts[stream] = counts.get(stream, 0) + 1
            self.actions.append(action)

    def hide_draw(self, state: State, index: int, action: Action, n: int) -> None:
        """Keep ``action``, the ``n``-th draw of its stream played in ``state``, out of
        the save's plain text if the node is sealed: a reference when the seed
        derives it, else veiled (a format-1 deal, drawn from the old single stream)."""
        if not state.chance_sealed() or index in self.sealed or index in self.veiled:
            return
        stream = state.chance_stream()
        if action == state.sample_chance(chance_rng(self.seed, stream, n)):
            self.sealed[index] = (stream, n)
        else:
            self.veiled.add(index)

    def save(self, path: Path | str) -> None:
        atomic_write_json(path, self.to_json())

    @classmethod
    def load(cls, path: Path | str) -> GameRecord:
        """Read and validate a save; *every* failure is a RecordError with a message.

        ``read_json`` and ``from_json`` raise RecordError for what they foresee; a
        mistake they did not foresee must still reach the player as "this file
        cannot be opened", not as a traceback with no window.
        """
        data = read_json(path)
        try:
            return cls.from_json(data)
        except RecordError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
                RecursionError) as exc:
            raise RecordError(Text("{name} cannot be read: {error}", name=Path(path).name,
                                   error=f"{type(exc).__name__}: {exc}")) from exc

    @classmethod
    def new(cls, game: Game, seats: Sequence[Seat], options: Mapping[str, object] | None = None,
            seed: int | None = None) -> GameRecord:
        players = len(seats)
        opts = game.validate_options(players, options)
        now = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
        return cls(game.info.key, players, opts, new_seed() if seed is None else seed,
                   list(seats), [], now)


def _read_seed(data: Mapping[str, Any]) -> int | None:
    seal = data.get("seal")
    if isinstance(seal, str):
        try:
            return unseal_seed(seal)
        except (ValueError, UnicodeError):
            raise RecordError(Text("the saved game's seed is damaged")) from None
    seed = data.get("seed")  # format 1: any integer; reduced so it can be sealed again
    return fit_seed(seed) if isinstance(seed, int) and not isinstance(seed, bool) else None


#: A colour picked in the New Game dialog, as its picker writes it.
_PICKED_COLOUR = re.compile(r"#[0-9a-f]{6}")


def _seat(game: Game, index: int, data: Any, options: Mapping[str, OptionValue]) -> Seat:
    """One saved seat, with a colour a seat can have: one of the game's, one picked in
    the New Game dialog (``#rrggbb``, what its colour picker writes), or none (the
    theme's).  Anything else (a name, a style sheet fragment) is damage.  Where the
    seat colour is a rule (:meth:`Game.seat_colours`), only the colours it names."""
    seat = Seat.from_json(data, f"seats[{index}]")
    colour = seat.colour.lower()
    ruled = game.seat_colours(options, index)
    if colour and ruled is not None and colour not in {c.lower() for c in ruled}:
        raise RecordError(Text("{name}'s colour “{colour}” is not the one {game} gives that "
                               "seat ({colours})", name=seat.name, colour=seat.colour,
                               game=Text(game.info.title), colours=ruled[0]))
    if colour and colour not in {c.lower() for c in game.info.colours} \
            and not _PICKED_COLOUR.fullmatch(colour):
        raise RecordError(Text("{name}'s colour “{colour}” is not a colour a seat can have",
                               name=seat.name, colour=seat.colour))
    return seat


@dataclasses.dataclass(frozen=True)
class Veiled:
    """A hidden draw saved obscured (see :attr:`GameRecord.veiled`)."""

    action: Action


def _sealed_ref(data: Any, game: Game) -> tuple[str, int] | Veiled | None:
    if not isinstance(data, dict) or data.get("k") != SEALED:
        return None
    if set(data) == {"k", "veil"} and isinstance(data["veil"], str):
        try:
            text = unseal_text(data["veil"])
        except (ValueError, UnicodeError):
            raise RecordError(f"a saved hidden draw cannot be read: {data!r}") from None
        inner = parse_json(text, "a saved hidden draw")
        if isinstance(inner, dict) and inner.get("k") == SEALED:
            raise RecordError(f"a saved hidden draw cannot be read: {data!r}")
        return Veiled(_action(game, inner))
    stream, n = data.get("stream"), data.get("n")
    if not isinstance(stream, str) or not isinstance(n, int) or isinstance(n, bool) or n < 0 \
            or set(data) != {"k", "stream", "n"}:
        raise RecordError(f"a saved hidden draw cannot be read: {data!r}")
    return stream, n


def _action(game: Game, data: Any) -> Action:
    try:
        return game.action_from_json(data)
    except RecordError:
        raise
    except (TypeError, ValueError, KeyError) as exc:
        raise RecordError(f"a saved move cannot be read: {data!r}") from exc


# Matches used to live here; the UI and tools still import them from this module.
from climbdesk.core.match import KEYFRAME_EVERY, HistoryEntry, Match  # noqa: E402

__all__ = ["BOT_LEVELS", "FORMAT", "KEYFRAME_EVERY", "MAX_NAME_LENGTH", "SEALED", "VERSION",
           "GameRecord", "HistoryEntry", "Match", "Seat", "SeatKind", "name_problem"]
