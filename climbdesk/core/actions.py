"""Actions: small immutable values that a state accepts.

Every move, every chance outcome (a dice roll, a shuffle) and every table
action (resign, end by agreement) is an :class:`Action`.  Actions are frozen
dataclasses, so they are hashable and compare by value; that lets legal-action
sets be real sets and lets a move parsed from a save file compare equal to the
one the engine generated.

The JSON form is ``{"k": kind, field: value, ...}`` with tuples written as lists,
which keeps save files readable and diffable.

>>> a = Resign(seat=1)
>>> a.to_json()
{'k': 'resign', 'seat': 1}
>>> action_from_json(a.to_json(), {"resign": Resign}) == a
True
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping
from typing import Any, ClassVar

from climbdesk.core.errors import RecordError

JSON = Any  # a JSON-compatible value; the stdlib has no precise type for it


def _to_json_value(value: object) -> JSON:
    if isinstance(value, tuple):
        return [_to_json_value(v) for v in value]
    if isinstance(value, (int, str, float, bool)) or value is None:
        return value
    raise TypeError(f"action field of type {type(value).__name__} has no JSON form")


def _from_json_value(value: JSON) -> object:
    if isinstance(value, list):
        return tuple(_from_json_value(v) for v in value)
    if isinstance(value, (int, str, float, bool)) or value is None:
        return value
    raise RecordError(f"unexpected value in an action: {value!r}")


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of all actions.  Subclasses are frozen dataclasses with a ``kind``."""

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"k": self.kind}
        for f in dataclasses.fields(self):
            out[f.name] = _to_json_value(getattr(self, f.name))
        return out

    def text(self) -> str:
        """Short human-readable form used in move lists; override for notation."""
        args = ", ".join(str(getattr(self, f.name)) for f in dataclasses.fields(self))
        return f"{self.kind}({args})" if args else self.kind

    def __str__(self) -> str:
        return self.text()


@dataclasses.dataclass(frozen=True)
class Resign(Action):
    """A seat gives up.  Every game accepts it as a table action."""

    kind: ClassVar[str] = "resign"
    seat: int

    def text(self) -> str:
        return f"resign:{self.seat}"


@dataclasses.dataclass(frozen=True)
class EndByAgreement(Action):
    """All (human) seats agree to stop now and score the position as it stands."""

    kind: ClassVar[str] = "agree"

    def text(self) -> str:
        return "agree"


@dataclasses.dataclass(frozen=True)
class Dice(Action):
    """A chance outcome that is a roll of dice, in the order the game defines.

    Shared by every dice game (Can't Stop sorts its four dice; Climb On! lists the
    acting climber's die first), so saves and bots treat rolls alike.
    """

    kind: ClassVar[str] = "dice"
    values: tuple[int, ...]

    def text(self) -> str:
        return "dice " + "-".join(str(v) for v in self.values)


CORE_ACTIONS: dict[str, type[Action]] = {"resign": Resign, "agree": EndByAgreement}


def action_from_json(data: JSON, kinds: Mapping[str, type[Action]]) -> Action:
    """Rebuild an action from its JSON form, looking the kind up in ``kinds``.

    Raises :class:`RecordError` for anything malformed; legality is checked
    later by the state, which is the only authority on that.
    """
    if not isinstance(data, dict) or not isinstance(data.get("k"), str):
        raise RecordError(f"not an action: {data!r}")
    cls = kinds.get(data["k"]) or CORE_ACTIONS.get(data["k"])
    if cls is None:
        raise RecordError(f"unknown action kind {data['k']!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    fields = {k: v for k, v in data.items() if k != "k"}
    if set(fields) != names:
        raise RecordError(
            f"action {data['k']!r} needs fields {sorted(names)}, got {sorted(fields)}")
    values = {k: _from_json_value(v) for k, v in fields.items()}
    hints = _field_types(cls)
    for name, value in values.items():
        if name in hints and not _matches(value, hints[name]):
            raise RecordError(f"action {data['k']!r} has a bad {name}: {fields[name]!r}")
    try:
        return cls(**values)
    except TypeError as exc:  # pragma: no cover - dataclass signature mismatch
        raise RecordError(f"bad action {data!r}: {exc}") from exc


_HINTS: dict[type, dict[str, Any]] = {}


def _field_types(cls: type[Action]) -> dict[str, Any]:
    if cls not in _HINTS:
        try:
            _HINTS[cls] = typing.get_type_hints(cls)
        except NameError:  # an annotation naming a class local to a function: not checkable
            _HINTS[cls] = {}
    return _HINTS[cls]


def fields_match(action: Action) -> bool:
    """Whether every field of ``action`` has the type its dataclass declares.

    Checked once, here, for every action of every game before its rules see it:
    a float equal to a legal whole number (``Climb(climber=1.0)``) compares equal
    to the legal action, so the rules would accept it and then fail half-way
    through applying it.  Types this check does not know are left to the rules.

    >>> fields_match(Resign(seat=1)), fields_match(Resign(seat=1.0))  # type: ignore[arg-type]
    (True, False)
    """
    hints = _field_types(type(action))
    return all(_matches(getattr(action, f.name), hints[f.name])
               for f in dataclasses.fields(action) if f.name in hints)


def _matches(value: object, hint: Any) -> bool:
    """Whether a JSON-decoded value has the declared field type (7.0 is not an int)."""
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint in (str, bool, float):
        return type(value) is hint or (hint is float and type(value) is int)
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_matches(v, args[0]) for v in value)
        return len(args) == len(value) and all(_matches(v, a) for v, a in zip(value, args,
                                                                              strict=True))
    return True  # types we do not know are left to the state's legality check
