"""The wall panels of Climb ON! the top of the wall, read from ``resources/wall/panels.json``.

The published panels' art is not available, so the file is climbdesk's own
design (it says so itself); ``docs/rules/wall.md`` lists the constraints it
meets and ``tests/test_wall_deck.py`` checks each of them on the file.  This
module only reads and checks the file's *shape*: a bad file is refused with a
sentence naming the panel and the problem, never half-loaded.

A panel's squares are addressed ``(cx, cy)`` with ``cx`` 0–3 left to right and
``cy`` 0–3 from the bottom row up (the rulebook's rows 1–4), as the panel lies
with its arrow up.  Rotations turn the panel clockwise in quarter turns; each
:class:`Face` is one rotation's layout, worked out once at load time so that the
wall's geometry only ever looks cells up.

>>> p = PANELS[0]
>>> p.serial, p.kind.value, len(p.faces), p.faces[0].grid[:4] == p.faces[1].grid[:4]
(1, 'plain', 4, False)
>>> rotate_cell(0, 0, 1), rotate_cell(0, 3, 1), rotate_cell(3, 3, 2)
((0, 3), (3, 3), (0, 0))
>>> len(deck_ids(2)), len(deck_ids(3)), len(deck_ids(4))
(44, 88, 88)
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from climbdesk.paths import resource_dir

#: Squares along a panel's side.
SIDE = 4
#: Serials per set ("01" to "44" on the panels' fronts).
SET_SIZE = 44
#: Hold colours, most holds first (the game's colour is one of these).
COLOURS: tuple[str, ...] = ("red", "blue", "yellow")
#: A grid letter per hold colour, and the two other letters a grid may use.
LETTERS: dict[str, str] = {"R": "red", "B": "blue", "Y": "yellow"}
EMPTY = "."
STRIPE = "#"


class Kind(StrEnum):
    """What entering a panel costs: plain panels nothing extra, the specials 2 or 4 MP."""

    PLAIN = "plain"
    OVERHANG = "overhang"
    HARD = "hard"


#: Extra move points to enter a panel of each kind.
EXTRA_MP: dict[Kind, int] = {Kind.PLAIN: 0, Kind.OVERHANG: 2, Kind.HARD: 4}


class DeckError(ValueError):
    """The panel file is missing, not JSON, or describes an impossible panel."""


@dataclass(frozen=True, slots=True)
class Hold:
    """A hold of ``colour`` on square ``(cx, cy)`` of a face."""

    cx: int
    cy: int
    colour: str


@dataclass(frozen=True, slots=True)
class Face:
    """One rotation of a panel: ``grid`` has 16 letters (``cy * 4 + cx``), one of
    ``. R B Y #``; ``holds`` and ``stripes`` say the same in the form callers want."""

    rotation: int
    grid: str
    holds: tuple[Hold, ...]
    stripes: frozenset[tuple[int, int]]

    def letter(self, cx: int, cy: int) -> str:
        return self.grid[cy * SIDE + cx]

    def hold_at(self, cx: int, cy: int) -> str | None:
        """The colour of the hold on the square, if any."""
        return LETTERS.get(self.grid[cy * SIDE + cx])

    def striped(self, cx: int, cy: int) -> bool:
        return self.grid[cy * SIDE + cx] == STRIPE


@dataclass(frozen=True, slots=True)
class Panel:
    """One serial's front.  ``faces[r]`` is the panel turned ``r`` quarter turns
    clockwise; ``rotations`` are the distinct rotations a player may choose (only
    0 for an arrow panel; a symmetric panel offers fewer than four)."""

    serial: int
    kind: Kind
    arrow: bool
    red_frame: bool
    faces: tuple[Face, Face, Face, Face]
    rotations: tuple[int, ...]

    @property
    def extra_mp(self) -> int:
        return EXTRA_MP[self.kind]

    @property
    def special(self) -> bool:
        """An Overhang or Hard Move panel (the ones that earn award cards)."""
        return self.kind is not Kind.PLAIN

    @property
    def holds(self) -> tuple[Hold, ...]:
        return self.faces[0].holds

    @property
    def stripes(self) -> frozenset[tuple[int, int]]:
        return self.faces[0].stripes

    def face(self, rotation: int) -> Face:
        return self.faces[rotation % 4]

    def count(self, colour: str) -> int:
        return sum(1 for h in self.holds if h.colour == colour)

    def empty_squares(self) -> int:
        """Squares with neither a hold nor stripes (where a clip marker may go)."""
        return self.faces[0].grid.count(EMPTY)

    def name(self) -> str:
        """The serial as printed on the panel, such as ``07``."""
        return f"{self.serial:02d}"


def rotate_cell(cx: int, cy: int, turns: int) -> tuple[int, int]:
    """Where square ``(cx, cy)`` lies after ``turns`` clockwise quarter turns."""
    for _ in range(turns % 4):
        cx, cy = cy, SIDE - 1 - cx
    return cx, cy


def _face(grid0: str, rotation: int) -> Face:
    cells = [EMPTY] * (SIDE * SIDE)
    for cy in range(SIDE):
        for cx in range(SIDE):
            nx, ny = rotate_cell(cx, cy, rotation)
            cells[ny * SIDE + nx] = grid0[cy * SIDE + cx]
    grid = "".join(cells)
    holds = tuple(Hold(i % SIDE, i // SIDE, LETTERS[c]) for i, c in enumerate(grid)
                  if c in LETTERS)
    stripes = frozenset((i % SIDE, i // SIDE) for i, c in enumerate(grid) if c == STRIPE)
    return Face(rotation, grid, holds, stripes)


def make_panel(serial: int, kind: Kind, arrow: bool, red_frame: bool,
               rows: tuple[str, ...]) -> Panel:
    """A panel from its rows as drawn (top row first), with its four faces."""
    grid0 = "".join(rows[SIDE - 1 - cy] for cy in range(SIDE))
    f0, f1, f2, f3 = (_face(grid0, r) for r in range(4))
    faces = (f0, f1, f2, f3)
    if arrow:
        rotations: tuple[int, ...] = (0,)
    else:
        seen: list[str] = []
        rotations = ()
        for f in faces:
            if f.grid not in seen:
                seen.append(f.grid)
                rotations += (f.rotation,)
    return Panel(serial, kind, arrow, red_frame, faces, rotations)


def _panel(raw: Any, index: int) -> Panel:
    where = f"panel #{index + 1}"
    if not isinstance(raw, Mapping):
        raise DeckError(f"{where}: expected an object, got {type(raw).__name__}")
    missing = [k for k in ("serial", "kind", "arrow", "red_frame", "rows") if k not in raw]
    if missing:
        raise DeckError(f"{where}: missing {', '.join(missing)}")
    serial = raw["serial"]
    if not isinstance(serial, int) or isinstance(serial, bool):
        raise DeckError(f"{where}: serial must be a whole number, got {serial!r}")
    where = f"panel {serial:02d}"
    try:
        kind = Kind(raw["kind"])
    except ValueError:
        raise DeckError(f"{where}: unknown kind {raw['kind']!r} "
                        f"(expected one of {', '.join(k.value for k in Kind)})") from None
    for flag in ("arrow", "red_frame"):
        if not isinstance(raw[flag], bool):
            raise DeckError(f"{where}: {flag} must be true or false, got {raw[flag]!r}")
    rows = raw["rows"]
    if (not isinstance(rows, list) or len(rows) != SIDE
            or not all(isinstance(r, str) and len(r) == SIDE for r in rows)):
        raise DeckError(f"{where}: rows must be {SIDE} strings of {SIDE} letters")
    allowed = set(LETTERS) | {EMPTY, STRIPE}
    for r in rows:
        bad = sorted(set(r) - allowed)
        if bad:
            raise DeckError(f"{where}: unknown letter {bad[0]!r} in row {r!r} "
                            f"(allowed: {' '.join(sorted(allowed))})")
    text = "".join(rows)
    if STRIPE in text and not raw["red_frame"]:
        raise DeckError(f"{where}: striped squares only appear on red-framed panels")
    if kind is not Kind.PLAIN and raw["red_frame"]:
        raise DeckError(f"{where}: an {kind.value} panel cannot be red-framed")
    return make_panel(serial, kind, raw["arrow"], raw["red_frame"], tuple(rows))


def parse_panels(data: Any, source: str = "panels") -> tuple[Panel, ...]:
    """Panels from the decoded JSON document, in serial order, or :class:`DeckError`."""
    try:
        if not isinstance(data, Mapping) or not isinstance(data.get("panels"), list):
            raise DeckError("expected an object with a list of \"panels\"")
        if data.get("format") != 1:
            raise DeckError(f"unsupported format {data.get('format')!r} (expected 1)")
        panels = [_panel(raw, i) for i, raw in enumerate(data["panels"])]
        serials = [p.serial for p in panels]
        if serials != list(range(1, SET_SIZE + 1)):
            wrong = sorted(set(serials) ^ set(range(1, SET_SIZE + 1)))
            detail = (f"missing or extra serials {wrong}" if wrong
                      else "serials out of order or repeated")
            raise DeckError(f"expected serials 01 to {SET_SIZE} in order; {detail}")
    except DeckError as exc:
        raise DeckError(f"{source}: {exc}") from None
    return tuple(panels)


def load_panels(path: Path | None = None) -> tuple[Panel, ...]:
    """The panels of one set from ``path`` (default: the shipped file)."""
    path = path or resource_dir() / "wall" / "panels.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DeckError(f"{path}: cannot read the panel file ({exc.strerror})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DeckError(f"{path}: not a JSON file ({exc})") from None
    return parse_panels(data, str(path))


PANELS: tuple[Panel, ...] = load_panels()


def sets_for(players: int) -> int:
    """One set for two players, both sets (same fronts, other backs) for three or four."""
    return 1 if players <= 2 else 2


@cache
def deck_ids(players: int) -> tuple[int, ...]:
    """The panel ids in play: ``set * 44 + serial - 1``."""
    return tuple(range(SET_SIZE * sets_for(players)))


def panel(ident: int) -> Panel:
    """The front of panel ``ident`` (both sets share their fronts)."""
    return PANELS[ident % SET_SIZE]


def set_of(ident: int) -> int:
    """Which set (0 or 1, told apart by the back's colour) panel ``ident`` belongs to."""
    return ident // SET_SIZE
