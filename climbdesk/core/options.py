"""Variants as validated options with the rulebook's defaults.

A game declares its variants once as :class:`OptionSpec` values; the New Game
dialog builds its widgets from them, the arena parses ``--option k=v`` with
them, and saves store the validated dict.  Keeping defaults here (and nowhere
else) is what makes "the rulebook's default" a single fact.

>>> spec = OptionSpec("pie", "Pie rule", bool, False)
>>> spec.parse("yes")
True
>>> Options.validate([spec], {"pie": True})
{'pie': True}

Whole numbers may have a range and may allow :data:`RANDOM`, which stays in the
validated options as that word: what "random" means (a chance event, a seeded
draw) is the game's business, not the option layer's.

>>> peaks = OptionSpec("mountain", "Mountain", int, 1, minimum=1, maximum=6,
...                    allow_random=True)
>>> peaks.parse("random"), peaks.parse("4")
('random', 4)
>>> peaks.parse("7")
Traceback (most recent call last):
...
climbdesk.core.errors.OptionError: option 'mountain' must be between 1 and 6, not 7

A per-seat option holds one value per seat (a tuple; a list in JSON).  On the
command line the seats are separated by ``/`` and an empty entry means that
seat's default:

>>> colour = OptionSpec("colour", "Colour", str, "red", choices=("red", "blue", "green"),
...                     per_seat=True, seat_defaults=("red", "blue", "green"), unique=True)
>>> Options.parse_pairs([colour], ["colour=green/"], players=2)
{'colour': ('green', 'blue')}
>>> Options.validate([colour], {"colour": ["blue", "blue"]}, players=2)
Traceback (most recent call last):
...
climbdesk.core.errors.OptionError: Colour: players 1 and 2 cannot both choose blue
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence

from climbdesk.core.errors import OptionError
from climbdesk.core.text import Text

#: The value of an ``allow_random`` option that leaves the choice to the game.
RANDOM = "random"
#: A whole number as the command line may give it (plain ASCII digits, bounded length).
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,18}")
#: What separates the seats' values of a per-seat option on the command line.
SEAT_SEPARATOR = "/"

Scalar = bool | int | str
#: A validated option: one value, or (per-seat options) a tuple with one per seat.
OptionValue = Scalar | tuple[Scalar, ...]


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    """One variant switch or setting.

    ``choices`` limits ints and strings; ``minimum``/``maximum`` bound ints
    (and size the dialog's spin box); ``allow_random`` also accepts
    :data:`RANDOM` for an int.  ``label`` and ``help`` are English source
    strings that the UI translates.

    ``normalise`` maps a value to its canonical form (raising ``ValueError``
    with a readable message when it is malformed), for free-text values such
    as a dice team, so that equal settings save equally.

    ``per_seat`` makes the value a tuple with one entry per seat; seat *i*
    defaults to ``seat_defaults[i]`` (``default`` where that runs out), and
    ``unique`` refuses the same value for two seats (colours).  ``RANDOM`` is
    never a clash: two seats may both leave their choice to chance.

    ``parts`` and ``part_count`` describe a text value made of exactly
    ``part_count`` entries from ``parts``, joined by commas (a dice team:
    six of d4…d20).  The dialog then offers one selector per entry instead of
    free text, so a typo can never make a value the game refuses.
    """

    key: str
    label: str
    type: type
    default: Scalar
    choices: tuple[Scalar, ...] = ()
    help: str = ""
    minimum: int | None = None
    maximum: int | None = None
    allow_random: bool = False
    per_seat: bool = False
    seat_defaults: tuple[Scalar, ...] = ()
    unique: bool = False
    parts: tuple[str, ...] = ()
    part_count: int = 0
    normalise: Callable[[Scalar], Scalar] | None = dataclasses.field(
        default=None, compare=False)

    def __post_init__(self) -> None:
        # Declaration mistakes are bugs in a game, so they fail at import time.
        if self.type not in (bool, int, str):
            raise TypeError(f"option {self.key!r}: type must be bool, int or str")
        if self.type is not int and (self.minimum is not None or self.maximum is not None
                                     or self.allow_random):
            raise TypeError(f"option {self.key!r}: ranges and random are for whole numbers")
        if (self.unique or self.seat_defaults) and not self.per_seat:
            raise TypeError(f"option {self.key!r}: unique and seat_defaults need per_seat")
        if bool(self.parts) != (self.part_count > 0) or (self.parts and (
                self.type is not str or self.choices)):
            raise TypeError(f"option {self.key!r}: parts need a part_count, text and no choices")
        for value in (self.default, *self.seat_defaults):
            self.check(value)

    # ----- one value ------------------------------------------------------------------
    def range_text(self) -> str:
        """The allowed range in words, for messages and help."""
        if self.minimum is not None and self.maximum is not None:
            return f"between {self.minimum} and {self.maximum}"
        if self.minimum is not None:
            return f"at least {self.minimum}"
        if self.maximum is not None:
            return f"at most {self.maximum}"
        return "any whole number"

    def expects_text(self) -> str:
        """What a value must be, in words: "must be one of 3, 4, 5" says more than
        "expects a number" when only three numbers will do."""
        extra = f" or {RANDOM}" if self.allow_random else ""
        if self.choices:
            return "must be one of " + ", ".join(str(c) for c in self.choices) + extra
        if self.minimum is not None or self.maximum is not None:
            return f"must be a whole number {self.range_text()}{extra}"
        return f"must be a whole number{extra}"

    def check(self, value: object) -> Scalar:
        """Check (and normalise) one value: the whole option, or one seat's entry."""
        if self.allow_random and value == RANDOM:
            return RANDOM
        if self.type is bool:
            if not isinstance(value, bool):
                raise OptionError(f"option {self.key!r} must be true or false, not {value!r}")
        elif self.type is int:
            if not isinstance(value, int) or isinstance(value, bool):
                extra = f" or {RANDOM!r}" if self.allow_random else ""
                raise OptionError(
                    f"option {self.key!r} must be a whole number{extra}, not {value!r}")
            if (self.minimum is not None and value < self.minimum) \
                    or (self.maximum is not None and value > self.maximum):
                raise OptionError(
                    f"option {self.key!r} must be {self.range_text()}, not {value!r}")
        elif self.type is str:
            if not isinstance(value, str):
                raise OptionError(f"option {self.key!r} must be text, not {value!r}")
        assert isinstance(value, (bool, int, str))
        if self.normalise is not None:
            try:
                value = self.normalise(value)
            except ValueError as exc:
                raise OptionError(f"option {self.key!r}: {exc}") from None
        if self.parts:
            self._check_parts(str(value))
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            if self.allow_random:
                allowed += f" or {RANDOM}"
            raise OptionError(f"option {self.key!r} must be one of {allowed}, not {value!r}")
        return value

    def _check_parts(self, value: str) -> None:
        entries = value.split(",")
        wrong = [e for e in entries if e not in self.parts]
        if wrong or len(entries) != self.part_count:
            raise OptionError(f"option {self.key!r} must be {self.part_count} of "
                              f"{', '.join(self.parts)} separated by commas, not {value!r}")

    def split_parts(self, value: Scalar) -> tuple[str, ...]:
        """The entries of a valid ``parts`` value, in order (for one selector each)."""
        return tuple(str(self.check(value)).split(","))

    def parse_one(self, text: str) -> Scalar:
        """Read one command-line value such as ``yes``, ``4`` or ``random``."""
        if self.allow_random and text.strip().lower() == RANDOM:
            return RANDOM
        if self.type is bool:
            low = text.strip().lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.key!r} expects yes or no, not {text!r}")
        if self.type is int:
            # ASCII digits only, and few of them: int() would also take "٣" or "1_0"
            # and spend its time on (or refuse with its own words) a 5,000-digit number.
            if not _WHOLE_NUMBER.fullmatch(text.strip()):
                raise OptionError(f"option {self.key!r} {self.expects_text()}, not {text!r}")
            return self.check(int(text.strip()))
        return self.check(text)

    # ----- per seat ------------------------------------------------------------------
    def seat_default(self, seat: int) -> Scalar:
        return self.seat_defaults[seat] if seat < len(self.seat_defaults) else self.default

    def default_for(self, players: int) -> OptionValue:
        """The default of the whole option at this player count."""
        if self.per_seat:
            return tuple(self.seat_default(s) for s in range(players))
        return self.default

    def check_value(self, value: object, players: int) -> OptionValue:
        """Check a whole option: one value, or one per seat for per-seat options."""
        if not self.per_seat:
            return self.check(value)
        if not isinstance(value, (list, tuple)) or len(value) != players:
            raise OptionError(
                f"option {self.key!r} needs one value per player ({players}), not {value!r}")
        out: list[Scalar] = []
        for seat, entry in enumerate(value):
            try:
                out.append(self.check(entry))
            except OptionError as exc:
                raise OptionError(f"{exc} (player {seat + 1})") from None
        if self.unique:
            seen: dict[Scalar, int] = {}
            for seat, entry in enumerate(out):
                if entry == RANDOM and self.allow_random:
                    continue
                if entry in seen:
                    raise OptionError(Text(
                        "{option}: players {first} and {second} cannot both choose {value}",
                        option=Text(self.label), first=seen[entry] + 1, second=seat + 1,
                        value=Text(str(entry))))
                seen[entry] = seat
        return tuple(out)

    def parse(self, text: str, players: int = 1) -> OptionValue:
        """Read a command-line value such as ``jumping=yes``, ``columns=4`` or, per seat,
        ``team=d4,d6,d8,d10,d12,d20/d6,d6,d6,d6,d6,d6`` (an empty entry: that seat's
        default)."""
        if not self.per_seat:
            return self.parse_one(text)
        parts = text.split(SEAT_SEPARATOR)
        if len(parts) != players:
            raise OptionError(
                f"option {self.key!r} needs {players} values separated by "
                f"{SEAT_SEPARATOR!r}, one per player, not {len(parts)}")
        return self.check_value(
            [self.parse_one(p) if p.strip() else self.seat_default(s)
             for s, p in enumerate(parts)], players)


class Options:
    """Helpers over a list of specs; the validated options are a plain dict."""

    @staticmethod
    def defaults(specs: Sequence[OptionSpec], players: int = 1) -> dict[str, OptionValue]:
        return {s.key: s.default_for(players) for s in specs}

    @staticmethod
    def validate(specs: Sequence[OptionSpec], values: Mapping[str, object],
                 players: int = 1) -> dict[str, OptionValue]:
        """Fill defaults, check every value (per seat where the spec says so), and
        refuse unknown keys.  Cross-option rules are the game's (``Game.check_options``)."""
        by_key = {s.key: s for s in specs}
        unknown = sorted(set(values) - set(by_key))
        if unknown:
            raise OptionError(f"unknown option(s): {', '.join(unknown)}")
        out = Options.defaults(specs, players)
        for key, value in values.items():
            out[key] = by_key[key].check_value(value, players)
        return out

    @staticmethod
    def parse_pairs(specs: Sequence[OptionSpec], pairs: Sequence[str],
                    players: int = 1) -> dict[str, OptionValue]:
        """Parse ``["k=v", ...]`` as given on the command line."""
        by_key = {s.key: s for s in specs}
        values: dict[str, object] = {}
        for pair in pairs:
            key, sep, text = pair.partition("=")
            if not sep or key not in by_key:
                known = ", ".join(by_key) or "none"
                raise OptionError(f"bad option {pair!r}; known options: {known}")
            values[key] = by_key[key].parse(text, players)
        return Options.validate(specs, values, players)

    @staticmethod
    def integer(options: Mapping[str, OptionValue], key: str) -> int:
        """A validated whole-number option (typed for engines; not for RANDOM ones)."""
        value = options[key]
        if not isinstance(value, int):
            raise TypeError(f"option {key!r} is {value!r}, not a whole number")
        return value

    @staticmethod
    def per_seat(options: Mapping[str, OptionValue], key: str) -> tuple[Scalar, ...]:
        """The seats' values of a validated per-seat option (typed for engines)."""
        value = options[key]
        if not isinstance(value, tuple):
            raise TypeError(f"option {key!r} is not a per-seat option")
        return value

    @staticmethod
    def to_json(options: Mapping[str, OptionValue]) -> dict[str, object]:
        """The options as JSON values (per-seat tuples become lists), so a state's or
        record's JSON compares equal to the same JSON read back from a file."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}
