"""Hidden information declared once per game: zones, who may see them, what moves them.

A hidden-information game has four ways to leak a secret: the seat's view of
the position (``_view``), the move as a seat saw it played (``redact``), the
history line (``describe(action, viewer)``) and the undo barrier's record of
who learnt something (``reveals``).  Written by hand, each is one more place
to forget a hand or a draw pile.  Here a game declares instead:

* its **zones** (:class:`Zone`): where its secret-bearing items lie (hands,
  draw pile, discards, wall) and who may see each (:class:`Sight`: everyone,
  the seat that owns it, nobody), and
* for each action kind, which of its fields carry items and from which zone to
  which (:class:`Moved`), or that it carries none (an empty tuple).

:class:`ZonedState` derives all four from that table, and refuses a subclass
that writes one of them itself, so the four cannot disagree.  The game writes
``_describe(action, viewer)`` for the history: it is handed the action already
redacted for ``viewer``, so it cannot name what the viewer did not see.

>>> HANDS = Zone("hands", Sight.OWNER, per_seat=True)
>>> HANDS.seen_by(viewer=0, owner=0), HANDS.seen_by(viewer=1, owner=0)
(True, False)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Hashable, Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar, Self

from climbdesk.core.actions import Action, EndByAgreement, Resign
from climbdesk.core.state import NOBODY, OMNISCIENT, State


class Sight(StrEnum):
    """Who may see what lies in a zone."""

    EVERYONE = "everyone"  # the board, the wall, a face-up discard pile
    OWNER = "owner"        # a seat's hand: that seat only
    NOBODY = "nobody"      # the draw pile: no one, only how many


@dataclasses.dataclass(frozen=True)
class Zone:
    """One place items lie.  ``name`` is the state's attribute holding it: a list
    of items, or with ``per_seat`` one such list per seat.  ``stored=False``
    marks a zone the state does not hold as such a list (Secret Sum's deck is
    simply every card no other zone holds; the wall game's wall is a grid, whose
    panels :meth:`ZonedState.items_elsewhere` lists); it still names where items
    come from and go to."""

    name: str
    sight: Sight
    per_seat: bool = False
    stored: bool = True

    def seen_by(self, viewer: int, owner: int | None = None) -> bool:
        """Whether ``viewer`` (a seat, NOBODY or OMNISCIENT) sees the part of this
        zone that ``owner`` holds (None: a zone shared by the table)."""
        if viewer == OMNISCIENT or self.sight is Sight.EVERYONE:
            return True
        if self.sight is Sight.NOBODY:
            return False
        return viewer >= 0 and viewer == owner


#: Marks an action field that holds one item per seat (a deal): item ``i`` goes to seat ``i``.
EACH_SEAT = -1


@dataclasses.dataclass(frozen=True)
class Moved:
    """Field ``field`` of an action holds items (one, or a tuple) moved from zone
    ``source`` to zone ``target``.  Per-seat zones belong to the acting seat
    (:meth:`ZonedState.zone_owner`) unless ``owner`` is :data:`EACH_SEAT` (the
    field holds one entry per seat, as a deal does)."""

    field: str
    source: str
    target: str
    owner: int | None = None


@dataclasses.dataclass(frozen=True)
class Visibility:
    """A game's whole declaration: its zones, the moves of each action kind, the
    marker shown for an item a viewer may not see, and (optional) every item of
    the game, from which views are determinized."""

    zones: tuple[Zone, ...]
    moves: Mapping[type[Action], tuple[Moved, ...]]
    hidden: Hashable = "?"
    items: tuple[Hashable, ...] = ()

    def __post_init__(self) -> None:
        """A move naming a zone or a field that does not exist is a typo that would
        leak quietly; refuse it when the game is defined."""
        names = {zone.name for zone in self.zones}
        for kind, moves in self.moves.items():
            fields = {f.name for f in dataclasses.fields(kind)}
            for moved in moves:
                if moved.field not in fields or not {moved.source, moved.target} <= names:
                    raise ValueError(f"{kind.__name__}: {moved} names a field or zone "
                                     "that is not declared")

    def zone(self, name: str) -> Zone:
        for zone in self.zones:
            if zone.name == name:
                return zone
        raise KeyError(f"no zone {name!r} is declared")

    def undeclared(self, kinds: Sequence[type[Action]]) -> list[type[Action]]:
        """Action kinds with fields that say nothing about what they carry: each
        could carry a secret unmasked, so the contract tests want this empty."""
        return [k for k in kinds if dataclasses.fields(k) and k not in self.moves]


#: The methods a zoned game may not write itself: they follow from its declaration.
DERIVED = ("_view", "redact", "reveals", "describe", "describe_step")


class ZonedState(State):
    """A state whose hidden information follows from ``visibility``.

    Subclasses set ``visibility``, write ``_describe`` (and, if they like,
    ``_describe_step``) on actions already redacted for the reader, and
    ``zone_owner`` if the seat whose hand an action touches is not the turn's
    owner.  With ``visibility.items`` given, determinizing is derived too.
    """

    visibility: ClassVar[Visibility]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        written = [name for name in DERIVED if name in cls.__dict__]
        if written:
            raise TypeError(f"{cls.__name__} writes {', '.join(written)}; a zoned state "
                            "derives them from its visibility (write _describe instead)")

    def zone_owner(self) -> int:
        """The seat whose per-seat zones the action about to be applied touches."""
        return self.turn_owner()

    # ----- the position ------------------------------------------------------------------
    def _view(self, viewer: int) -> Self:
        new = self.clone()
        hidden = self.visibility.hidden
        for zone in self.visibility.zones:
            if not zone.stored or zone.seen_by(viewer):
                continue
            held = getattr(new, zone.name)
            if zone.per_seat:
                setattr(new, zone.name, [list(part) if zone.seen_by(viewer, seat)
                                         else [hidden] * len(part)
                                         for seat, part in enumerate(held)])
            else:
                setattr(new, zone.name, [hidden] * len(held))
        return new

    def _determinize(self, rng: random.Random) -> Self:
        """Deal every hidden slot an item no zone shows, at random."""
        if not self.visibility.items:
            return super()._determinize(rng)
        hidden = self.visibility.hidden
        new = self.clone()
        parts = self._stored_parts(new)
        shown = {item for part in parts for item in part if item != hidden}
        shown.update(self.items_elsewhere())
        pool = [item for item in self.visibility.items if item not in shown]
        rng.shuffle(pool)
        for part in parts:
            for i, item in enumerate(part):
                if item == hidden:
                    part[i] = pool.pop()
        return new

    def items_elsewhere(self) -> list[Hashable]:
        """Items the state holds outside its list-shaped zones, in plain sight (panels
        on the wall's grid, declared as a zone with ``stored=False``): determinizing
        must not deal them again."""
        return []

    def _stored_parts(self, state: ZonedState) -> list[list[Any]]:
        parts: list[list[Any]] = []
        for zone in self.visibility.zones:
            if zone.stored:
                held = getattr(state, zone.name)
                parts.extend(held if zone.per_seat else [held])
        return parts

    # ----- actions ---------------------------------------------------------------------------
    def _sees(self, zone_name: str, viewer: int, owner: int | None) -> bool:
        zone = self.visibility.zone(zone_name)
        return zone.seen_by(viewer, owner if zone.per_seat else None)

    def _seen(self, moved: Moved, viewer: int, owner: int | None) -> bool:
        return self._sees(moved.source, viewer, owner) or self._sees(moved.target, viewer, owner)

    def _mask(self, value: Any) -> Any:
        if isinstance(value, tuple):
            return tuple(self._mask(v) for v in value)
        return self.visibility.hidden

    def redact(self, action: Action, viewer: int) -> Action | None:
        moves = self.visibility.moves.get(type(action), ())
        changes: dict[str, Any] = {}
        for moved in moves:
            value = getattr(action, moved.field)
            if moved.owner == EACH_SEAT:
                masked = tuple(part if self._seen(moved, viewer, seat) else self._mask(part)
                               for seat, part in enumerate(value))
                if masked != value:
                    changes[moved.field] = masked
            elif not self._seen(moved, viewer, self._owner_of(moved)):
                changes[moved.field] = self._mask(value)
        return dataclasses.replace(action, **changes) if changes else action

    def _owner_of(self, moved: Moved) -> int:
        return self.zone_owner() if moved.owner is None else moved.owner

    def reveals(self, action: Action) -> frozenset[int]:
        """Seats that see an item arrive where they can see it but could not see
        where it came from (a card drawn into one's hand, a card played face up)."""
        seats: set[int] = set()
        for moved in self.visibility.moves.get(type(action), ()):
            for seat in range(self.players):
                owners = range(self.players) if moved.owner == EACH_SEAT \
                    else (self._owner_of(moved),)
                if any(self._sees(moved.target, seat, o) and not self._sees(moved.source, seat, o)
                       for o in owners):
                    seats.add(seat)
        return frozenset(seats)

    # ----- texts --------------------------------------------------------------------------------
    def describe(self, action: Action, viewer: int | None = None) -> str:
        if isinstance(action, (Resign, EndByAgreement)):
            return super().describe(action, viewer)
        reader = self.viewer if viewer is None else viewer
        seen = self.redact(action, reader)
        return self._describe(seen if seen is not None else action, reader)

    def describe_step(self, action: Action, viewer: int | None = None) -> str | None:
        reader = self.viewer if viewer is None else viewer
        seen = self.redact(action, reader)
        return self._describe_step(seen if seen is not None else action, reader)

    def _describe(self, action: Action, viewer: int) -> str:
        """The history line of ``action``, already redacted for ``viewer``."""
        return super().describe(action, viewer)

    def _describe_step(self, action: Action, viewer: int) -> str | None:
        """As :meth:`State.describe_step`, on the redacted action."""
        return None


__all__ = ["DERIVED", "EACH_SEAT", "NOBODY", "Moved", "Sight", "Visibility", "Zone",
           "ZonedState"]
