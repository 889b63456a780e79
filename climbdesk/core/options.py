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
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from climbdesk.core.errors import OptionError

OptionValue = bool | int | str


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    """One variant switch or setting.

    ``choices`` limits ints and strings; ``label`` and ``help`` are English
    source strings that the UI translates.
    """

    key: str
    label: str
    type: type
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    help: str = ""

    def check(self, value: object) -> OptionValue:
        if self.type is bool:
            if not isinstance(value, bool):
                raise OptionError(f"option {self.key!r} must be true or false, not {value!r}")
        elif self.type is int:
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionError(f"option {self.key!r} must be a whole number, not {value!r}")
        elif self.type is str:
            if not isinstance(value, str):
                raise OptionError(f"option {self.key!r} must be text, not {value!r}")
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(f"option {self.key!r} must be one of {allowed}, not {value!r}")
        assert isinstance(value, (bool, int, str))
        return value

    def parse(self, text: str) -> OptionValue:
        """Read a command-line value such as ``jumping=yes`` or ``columns=4``."""
        if self.type is bool:
            low = text.strip().lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.key!r} expects yes or no, not {text!r}")
        if self.type is int:
            try:
                return self.check(int(text))
            except ValueError:
                raise OptionError(f"option {self.key!r} expects a number, not {text!r}") from None
        return self.check(text)


class Options:
    """Helpers over a list of specs; the validated options are a plain dict."""

    @staticmethod
    def defaults(specs: Sequence[OptionSpec]) -> dict[str, OptionValue]:
        return {s.key: s.default for s in specs}

    @staticmethod
    def validate(specs: Sequence[OptionSpec],
                 values: Mapping[str, object]) -> dict[str, OptionValue]:
        """Fill defaults, check every value, and refuse unknown keys."""
        by_key = {s.key: s for s in specs}
        unknown = sorted(set(values) - set(by_key))
        if unknown:
            raise OptionError(f"unknown option(s): {', '.join(unknown)}")
        out = Options.defaults(specs)
        for key, value in values.items():
            out[key] = by_key[key].check(value)
        return out

    @staticmethod
    def parse_pairs(specs: Sequence[OptionSpec], pairs: Sequence[str]) -> dict[str, OptionValue]:
        """Parse ``["k=v", ...]`` as given on the command line."""
        by_key = {s.key: s for s in specs}
        values: dict[str, object] = {}
        for pair in pairs:
            key, sep, text = pair.partition("=")
            if not sep or key not in by_key:
                known = ", ".join(by_key) or "none"
                raise OptionError(f"bad option {pair!r}; known options: {known}")
            values[key] = by_key[key].parse(text)
        return Options.validate(specs, values)
