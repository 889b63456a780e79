"""The vocabulary of a Climbers position: its steps, endings and sentinels, and how each field
of :class:`~climbdesk.games.climbers.engine.ClimbersState` is started, copied and saved.

The state declares every field once, as a dataclass field made by one of the
helpers here (:func:`seat_ints`, :func:`number`, …).  Each helper attaches a
:class:`Spec` that says how a new game starts the field, whether a child state
needs its own copy, and how the field is written to and read back from JSON, so
``__init__``, ``clone``, ``to_json`` and ``state_from_json`` all follow from that
one declaration and cannot drift apart.

>>> Phase("react") == "react", Where.GONE == DiskAt.USED, Where.GONE is DiskAt.USED
(True, True, False)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import IntEnum, StrEnum
from typing import Any, Generic, TypeVar

from climbdesk.games.climbers.geometry import FOOT, Board, Placement

T = TypeVar("T")


class Phase(StrEnum):
    """The step a Climbers position waits for (see the engine's docstring).

    A ``StrEnum``, so saves keep the plain names and code comparing with the
    names (the board) keeps working."""

    SETUP = "setup"
    MOVE1 = "move1"
    BLOCK = "block"
    PLACE = "place"
    PUSH = "push"
    MOVE2 = "move2"
    DISK = "disk"
    REACT = "react"
    OVER = "over"


#: Steps of the active player, in order.
ACTIVE_PHASES = (Phase.MOVE1, Phase.BLOCK, Phase.PLACE, Phase.PUSH, Phase.MOVE2, Phase.DISK)
#: Steps in which the deciding seat moves its climber (or stays).
MOVING_PHASES = frozenset({Phase.MOVE1, Phase.MOVE2, Phase.REACT})


class ClimbersEnding(StrEnum):
    """Why a game of Climbers ended the way it did."""

    HIGHEST = "highest"                  # one climber stands highest
    FIRST_THERE = "first-there"          # tied height: who stood there first wins
    NOBODY_CLIMBED = "nobody-climbed"    # every climber ended at the foot: a draw


class Where(IntEnum):
    """``pos[seat]`` when the climber stands on no square (squares are ≥ 0)."""

    FOOT = FOOT       # on the table beside the mountain
    GONE = -2         # left the game with its seat (resigned)


class DiskAt(IntEnum):
    """``disk[seat]`` when the blocking disk lies on no block (blocks are ≥ 0)."""

    HELD = -1         # not yet placed
    USED = -2         # placed once and taken off again: spent for the game


@dataclasses.dataclass(frozen=True)
class Spec(Generic[T]):
    """How one field of the position lives: ``start(players)`` is its value in a new
    game; ``copy`` gives a child state its own copy (``None``: the value is never
    changed in place, only replaced, so states may share it); ``dump``/``load``
    write it to and read it from the save under ``key``; ``missing(players)``, when
    given, stands in for a key that older saves lack; ``per_seat`` fields must hold
    one entry per seat."""

    start: Callable[[int], T]
    copy: Callable[[T], T] | None
    dump: Callable[[T], Any]
    load: Callable[[Any], T]
    key: str = ""
    missing: Callable[[int], T] | None = None
    per_seat: bool = False


def _declare(spec: Spec[T]) -> T:
    """A dataclass field carrying ``spec`` (typed as its value, for the class body)."""
    field: T = dataclasses.field(metadata={"spec": spec})
    return field


def _ints(values: Any) -> list[int]:
    return [int(v) for v in values]


def number(start: int = 0, key: str = "", legacy: bool = False) -> int:
    """An int, the same in a new game whatever the number of seats; ``legacy``: saves
    from before this field lack it and load with the start value."""
    return _declare(Spec(lambda _n: start, None, int, int, key,
                         missing=(lambda _n: start) if legacy else None))


def optional_number(key: str = "") -> int | None:
    """An int that is unknown (``None``) until set."""
    return _declare(Spec[int | None](lambda _n: None, None, lambda v: v,
                                     lambda v: None if v is None else int(v), key))


def flag(key: str = "") -> bool:
    return _declare(Spec(lambda _n: False, None, bool, bool, key))


def phase() -> Phase:
    return _declare(Spec(lambda _n: Phase.SETUP, None, str, Phase))


def seat_ints(start: int, copy: bool = True, legacy: bool = False) -> list[int]:
    """One int per seat, ``start`` for each in a new game; ``legacy``: saves from before
    this field lack it and load with the start value."""
    first = int(start)  # a plain int in saves and lists, also for a sentinel
    spec = Spec[list[int]](lambda n: [first] * n, list.copy if copy else None, list.copy, _ints,
                missing=(lambda n: [first] * n) if legacy else None, per_seat=True)
    return _declare(spec)


def ints() -> list[int]:
    """A list of ints (seats or blocks), replaced whole, never changed in place."""
    return _declare(Spec[list[int]](lambda _n: [], None, _ints, _ints))


def pairs() -> list[tuple[int, int]]:
    """(seat, block) pairs, replaced whole, never changed in place."""
    return _declare(Spec[list[tuple[int, int]]](
        lambda _n: [], None, lambda v: [[s, b] for s, b in v],
        lambda v: [(int(s), int(b)) for s, b in v]))


def board() -> Board:
    return _declare(Spec(lambda _n: Board(), Board.copy, Board.encode,
                         lambda v: Board.decode([str(r) for r in v]), "blocks"))


def placement() -> Placement | None:
    """Where a block was, or ``None`` (saved as ``""``)."""
    return _declare(Spec[Placement | None](
        lambda _n: None, None, lambda v: v.encode() if v else "",
        lambda v: Placement.decode(str(v)) if str(v) else None))


@dataclasses.dataclass(frozen=True)
class Field:
    """A declared field: its attribute ``name``, JSON ``key`` and :class:`Spec`."""

    name: str
    key: str
    spec: Spec[Any]


def fields_of(cls: type) -> tuple[Field, ...]:
    """The declared fields of a dataclass made with the helpers above, in order."""
    out = []
    for f in dataclasses.fields(cls):
        spec = f.metadata.get("spec")
        if isinstance(spec, Spec):
            out.append(Field(f.name, spec.key or f.name, spec))
    return tuple(out)


__all__ = ["ACTIVE_PHASES", "MOVING_PHASES", "ClimbersEnding", "DiskAt", "Field", "Phase", "Spec",
           "Where", "board", "fields_of", "flag", "ints", "number", "optional_number", "pairs",
           "phase", "placement", "seat_ints"]
