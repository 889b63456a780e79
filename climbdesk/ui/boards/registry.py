"""Each game's board and texts, found by convention in ``climbdesk.ui.boards.<game key>``.

The games layer cannot name its board (Qt lives only in the UI layer), so a
game with a board puts it in a package named after its registered key, whose
``__init__`` declares everything the shared UI needs in one object::

    BOARD = BoardRegistration(scene=load_scene, score_label=..., outcome_reasons={...})

Nothing outside that package names the game, so adding a game never edits
shared UI code.  The package ``__init__`` stays cheap (strings and a loader):
listing games or labelling scores must not import board modules; the scene
module is imported the first time :func:`board_class` asks for it.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from climbdesk.core.registry import game_keys

if TYPE_CHECKING:
    from climbdesk.core.outcome import Outcome
    from climbdesk.core.state import State
    from climbdesk.ui.boards.base import BoardScene
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.sound import SoundsOf
    from climbdesk.ui.tutorial.script import ScriptLoader

#: Takes the docs' screenshots of one game into a folder: given the main window
#: (its start page already shot), returns the names (without ".png") it wrote.
Screenshots = Callable[["MainWindow", Path], list[str]]
#: Lines about one seat for its player-panel row (translated), read from a view.
SeatFacts = Callable[["State", int], list[str]]
#: Lines about the whole position for the status area (translated), read from a view.
StatusFacts = Callable[["State"], list[str]]
#: The colour (``#rrggbb``) and glyph a seat is drawn in when the rules fix it, or None.
SeatLook = Callable[["State", int], "tuple[str, str] | None"]
#: Tokens drawn in a seat's row, ``(face up, of, what they are for a screen reader)``
#: (the wall's stamina chips), or None for none.
SeatChips = Callable[["State", int], "tuple[int, int, str] | None"]




@dataclass(frozen=True)
class ScoreRow:
    """How one seat's result was made up, for the end-of-game screen (translated).

    ``score`` is the result as the game counts it ("34 points", "height 7"),
    ``details`` the parts it came from ("d20 at level 2: 18 points").
    """

    seat: int
    score: str
    details: tuple[str, ...] = ()


#: The rows of the end-of-game screen, from the final (true) state and its outcome;
#: the game is over, so nothing is hidden any more.  Seats without a row show the
#: outcome's score under ``score_label``.
ScoreBreakdown = Callable[["State", "Outcome"], list[ScoreRow]]


def no_score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    return []


def no_seat_facts(view: State, seat: int) -> list[str]:
    return []


def no_status_facts(view: State) -> list[str]:
    return []


def no_seat_look(view: State, seat: int) -> tuple[str, str] | None:
    return None


def no_seat_chips(view: State, seat: int) -> tuple[int, int, str] | None:
    return None


@dataclass(frozen=True)
class BoardRegistration:
    """What the shared UI needs from one game's board package.

    ``scene`` returns the board's :class:`BoardScene` subclass, importing it on
    first use.  ``score_label`` says what ``Outcome.scores`` mean (player
    panel) and ``outcome_reasons`` maps the game's endings (``Game.endings``) to
    sentences (%1: the winners' names); both are English, marked with
    ``QT_TRANSLATE_NOOP("games", ...)`` so lupdate collects them, and shown
    through :func:`climbdesk.ui.strings.tr_game`.  Reasons every game may end
    with (resigned, agreement, solitaire) are shared, in :mod:`climbdesk.ui.strings`.
    ``screenshots`` draws the game for the docs (``make screenshots``), if it is
    shown there.

    ``seat_facts`` and ``status_facts`` add the game's own lines to a seat's row
    of the player panel and to the status area (a climber's height, what it has
    left, how near the end is).  They get the viewer's view (``State.view``), never the true
    state, so they cannot leak hidden information; the default adds nothing.
    ``seat_look`` is for games whose seat colour is a rule (a per-seat colour
    option): the colour and glyph the board draws that seat in, so the panel's
    swatch shows the very same colour; None keeps the chosen or palette colour.
    """

    scene: Callable[[], type[BoardScene[Any]]]
    score_label: str
    outcome_reasons: Mapping[StrEnum, str] = field(default_factory=dict)
    screenshots: Screenshots | None = None
    seat_facts: SeatFacts = no_seat_facts
    status_facts: StatusFacts = no_status_facts
    seat_look: SeatLook = no_seat_look
    #: Lines about a seat for its row's tooltip: details that would crowd the row.
    seat_details: SeatFacts = no_seat_facts
    #: Which sounds a move makes (:mod:`climbdesk.ui.sound`); None: dice and pieces set down.
    sounds: SoundsOf | None = None
    #: How each seat's score was made up, for the end-of-game screen (see ScoreRow).
    score_breakdown: ScoreBreakdown = no_score_breakdown
    #: The guided first game (:mod:`climbdesk.ui.tutorial`): a loader of its script, if any.
    tutorial: ScriptLoader | None = None
    #: Chips painted in a seat's row (see SeatChips); the default draws none.
    seat_chips: SeatChips = no_seat_chips


_FOUND: dict[str, BoardRegistration | None] = {}


def package_name(game_key: str) -> str:
    """The package that holds a game's board, whether or not it exists."""
    return f"{__package__}.{game_key}"


def board_registration(game_key: str) -> BoardRegistration | None:
    """The registered game's board registration, or None when it has no board yet.

    Only keys of registered games are looked up, so an unknown key never
    imports an unrelated module of this package (``base``, ``common``).
    """
    if game_key in _FOUND:
        return _FOUND[game_key]
    found: BoardRegistration | None = None
    if game_key in game_keys():
        name = package_name(game_key)
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:  # the package exists but something it imports is missing
                raise
        else:
            found = getattr(module, "BOARD", None)
            if not isinstance(found, BoardRegistration):
                raise TypeError(f"{name} must declare BOARD = BoardRegistration(...)")
    _FOUND[game_key] = found
    return found


def has_board(game_key: str) -> bool:
    """Whether the registered game has a board package, without importing it (the
    start page asks this before its first paint)."""
    if game_key in _FOUND:
        return _FOUND[game_key] is not None
    return game_key in game_keys() and importlib.util.find_spec(package_name(game_key)) is not None


def board_class(game_key: str) -> type[BoardScene[Any]]:
    """The game's board scene; KeyError when the game has no board (yet)."""
    registration = board_registration(game_key)
    if registration is None:
        raise KeyError(game_key)
    return registration.scene()
