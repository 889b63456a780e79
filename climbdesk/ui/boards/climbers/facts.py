"""What the player panel and the status area say about a Climbers position.

Registered as ``BoardRegistration.seat_facts`` / ``status_facts``: the shared
panel shows these lines without knowing the game.  They read the viewer's view
only (Climbers hides nothing, but the contract is the same for every game).
Also the ladder letters painted on reachable squares, so every visible word of
the board goes through the translator (see translations/GLOSSARY.md).
"""

from __future__ import annotations

from typing import TypeGuard

from PySide6.QtCore import QCoreApplication

from climbdesk.core.state import State
from climbdesk.games.climbers import GONE, HELD, ClimbersState
from climbdesk.games.climbers.geometry import LADDER_BITS, SHORT, TALL
from climbdesk.ui.boards.climbers.colours import GLYPHS, colour_name
from climbdesk.ui.strings import tr_game

SEPARATOR = " · "


def _marks(ladders: str, short: str, tall: str) -> str:
    """``short``/``tall`` for the ladders in the set ``ladders``, joined with "+"."""
    bits = LADDER_BITS.get(ladders, 0)
    return "+".join(mark for bit, mark in ((SHORT, short), (TALL, tall)) if bits & bit)


def ladder_letters(ladders: str) -> str:
    """The short mark of a ladder set on a square: "S", "T", "S+T" in English.

    >>> ladder_letters("short+tall"), ladder_letters("")
    ('S+T', '')
    """
    return _marks(
        ladders,
        QCoreApplication.translate("ClimbersBoard", "S",
                                   "the short ladder, one letter on a square"),
        QCoreApplication.translate("ClimbersBoard", "T",
                                   "the tall ladder, one letter on a square"))


def ladder_keys(ladders: str) -> str:
    """The chooser's keyboard key for a ladder set: its letters where the keyboard can
    type them ("S", "T" in English), else a Latin letter the translation picks (the
    Japanese square marks 短/長 cannot be typed as a menu shortcut).

    >>> ladder_keys("tall")
    'T'
    """
    return _marks(
        ladders,
        QCoreApplication.translate("ClimbersBoard", "S", "the short ladder's key in the ladder "
                                   "menu: a letter every keyboard types"),
        QCoreApplication.translate("ClimbersBoard", "T", "the tall ladder's key in the ladder "
                                   "menu: a letter every keyboard types"))


def ladder_words(ladders: str) -> str:
    """A ladder set in words, for the chooser: "no ladder", "the short ladder" …"""
    bits = LADDER_BITS.get(ladders, 0)
    if bits == SHORT | TALL:
        return QCoreApplication.translate("ClimbersBoard", "both ladders")
    if bits == SHORT:
        return QCoreApplication.translate("ClimbersBoard", "the short ladder")
    if bits == TALL:
        return QCoreApplication.translate("ClimbersBoard", "the tall ladder")
    return QCoreApplication.translate("ClimbersBoard", "no ladder")


def ladders_left(bits: int) -> str:
    if bits == SHORT | TALL:
        return QCoreApplication.translate("ClimbersBoard", "ladders: short and tall")
    if bits == SHORT:
        return QCoreApplication.translate("ClimbersBoard", "ladders: short")
    if bits == TALL:
        return QCoreApplication.translate("ClimbersBoard", "ladders: tall")
    return QCoreApplication.translate("ClimbersBoard", "no ladders left")


def disk_state(disk: int) -> str:
    if disk == HELD:
        return QCoreApplication.translate("ClimbersBoard", "disk in hand")
    if disk >= 0:
        return QCoreApplication.translate("ClimbersBoard", "disk placed")
    return QCoreApplication.translate("ClimbersBoard", "disk used")


def _playing(view: State, seat: int) -> TypeGuard[ClimbersState]:
    """Whether ``seat`` still plays, so its card shows its ladders, disk and square.

    A seat that resigned is out whether its climber left the mountain or not: the seat
    whose resignation ends the game keeps its climber on the final board (the game ends
    before the engine takes it off), and its card must read like the other leavers'.
    """
    return isinstance(view, ClimbersState) and 0 <= seat < view.players \
        and view.is_active(seat) and view.pos[seat] != GONE


def seat_facts(view: State, seat: int) -> list[str]:
    """Ladders left and the disk, one line: five seats and the step must fit the sidebar
    at 800 pixels (issue 17); the rest is in :func:`seat_details`, the row's tooltip.

    >>> from climbdesk.games.climbers import GAME
    >>> seat_facts(GAME.new_initial_state(2, {"mountain": 1}), 1)
    ['ladders: short and tall · disk in hand']
    """
    if not _playing(view, seat):
        return []
    return [SEPARATOR.join((ladders_left(view.ladders[seat]), disk_state(view.disk[seat])))]


def seat_details(view: State, seat: int) -> list[str]:
    """The colour and where the climber stands: at the foot, or since which move at its
    height (the tie-break: who stood there first).

    >>> from climbdesk.games.climbers import GAME
    >>> seat_details(GAME.new_initial_state(2, {"mountain": 1}), 1)
    ['purple ■ · At the foot']
    """
    if not isinstance(view, ClimbersState) or not 0 <= seat < view.players:
        return []
    name = colour_name(view, seat)
    colour = f"{tr_game(name)} {GLYPHS.get(name, '')}".strip()
    if not _playing(view, seat):
        return [colour]
    if view.pos[seat] < 0:
        where = QCoreApplication.translate("ClimbersBoard", "At the foot")
    elif view.reached_turn[seat] > 0 and view.height(seat) > 0:
        where = QCoreApplication.translate("ClimbersBoard", "Reached at move %1")
        where = where.replace("%1", str(view.reached_turn[seat]))
    else:
        where = ""
    return [SEPARATOR.join(part for part in (colour, where) if part)]


def status_facts(view: State) -> list[str]:
    """The end clock: active turns in a row without climbing, of how many end the game.

    >>> from climbdesk.games.climbers import GAME
    >>> s = GAME.new_initial_state(3, {"mountain": 1})
    >>> s.streak = 2
    >>> status_facts(s)
    ['2 of 3 turns without climbing: the game ends at 3']
    """
    if not isinstance(view, ClimbersState) or view.is_terminal() or view.phase == "setup":
        return []
    if view.ending:
        last = QCoreApplication.translate(
            "ClimbersBoard", "No climb for %1 turns: the game ends after these reactions")
        return [last.replace("%1", str(view.streak))]
    if view.streak <= 0:
        return []
    limit = view.streak_limit()
    return [QCoreApplication.translate(
        "ClimbersBoard", "%1 of %2 turns without climbing: the game ends at %2")
            .replace("%1", str(view.streak)).replace("%2", str(limit))]
