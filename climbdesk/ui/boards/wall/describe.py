"""What the wall board says to a screen reader and what the player panels show.

Everything here reads the viewer's view only: another seat's hand is a count, never its
panels (a view holds them as hidden markers anyway, and nothing here names a marker).
Registered as the board's ``seat_facts``/``status_facts``/``seat_details``/``seat_chips``;
the scene's ``position_text`` is :func:`position_text`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from climbdesk.core.state import State
from climbdesk.games.wall.deck import SIDE, panel
from climbdesk.games.wall.engine import HIDDEN, WallState
from climbdesk.games.wall.move import STAMINA_MAX

SEPARATOR = " · "



def colour_word(colour: str) -> str:
    """The hold colour in words (the three the deck uses)."""
    return {"red": QCoreApplication.translate("WallBoard", "red"), "blue": QCoreApplication.translate("WallBoard", "blue"), "yellow": QCoreApplication.translate("WallBoard", "yellow")}.get(colour, colour)  # noqa: E501


def _square(x: int, y: int) -> str:
    return QCoreApplication.translate("WallBoard", "column %1, row %2").replace("%1", str(x)).replace("%2", str(y + 1))  # noqa: E501


def seat_state(view: WallState, seat: int) -> str:
    """The seat's state in one word or two: out, at the top, or the row reached."""
    if not view.is_active(seat):
        return QCoreApplication.translate("WallBoard", "out of the game")
    if view.topped[seat]:
        return QCoreApplication.translate("WallBoard", "reached the top")
    if view.pos[seat] is None:
        return QCoreApplication.translate("WallBoard", "at the start")
    return QCoreApplication.translate("WallBoard", "at row %1").replace("%1", str(view.height(seat)))  # noqa: E501


def seat_facts(view: State, seat: int) -> list[str]:
    """The player panel's row: stamina, award cards, chalk and jumps, hand size, state."""
    if not isinstance(view, WallState):
        return []
    cards = [QCoreApplication.translate("WallBoard", "chalk cards: %1").replace("%1", str(view.chalk[seat])),  # noqa: E501
             QCoreApplication.translate("WallBoard", "jump cards: %1").replace("%1", str(view.jumps[seat]))]  # noqa: E501
    if view.overhang[seat]:
        cards.append(QCoreApplication.translate("WallBoard", "overhang cards: %1").replace("%1", str(view.overhang[seat])))  # noqa: E501
    if view.hard[seat]:
        cards.append(QCoreApplication.translate("WallBoard", "hard cards: %1").replace("%1", str(view.hard[seat])))  # noqa: E501
    line = [QCoreApplication.translate("WallBoard", "stamina %1").replace("%1", str(view.stamina[seat])),  # noqa: E501
            QCoreApplication.translate("WallBoard", "panels in hand: %1").replace("%1", str(len(view.hands[seat])))]  # noqa: E501
    return [SEPARATOR.join(line), SEPARATOR.join([*cards, seat_state(view, seat)])]


def seat_chips(view: State, seat: int) -> tuple[int, int, str] | None:
    """The seat's stamina as chips in its row: face up what is left of the most a
    climber may hold, as the rulebook's chips are flipped."""
    if not isinstance(view, WallState):
        return None
    left = view.stamina[seat]
    return (left, STAMINA_MAX, QCoreApplication.translate("WallBoard", "stamina %1 of %2").replace(
        "%1", str(left)).replace("%2", str(STAMINA_MAX)))


def seat_details(view: State, seat: int) -> list[str]:
    """The row's tooltip: chalk and jump cards left (in the row too), the clip marker."""
    if not isinstance(view, WallState):
        return []
    out = [QCoreApplication.translate("WallBoard", "chalk cards: %1").replace("%1", str(view.chalk[seat])),  # noqa: E501
           QCoreApplication.translate("WallBoard", "jump cards: %1").replace("%1", str(view.jumps[seat]))]  # noqa: E501
    clip = view.clips[seat]
    out.append(QCoreApplication.translate("WallBoard", "clip marker at %1").replace("%1", _square(*clip)) if clip is not None  # noqa: E501
               else QCoreApplication.translate("WallBoard", "no clip marker on the wall"))
    return out


def status_facts(view: State) -> list[str]:
    """The status area: the game's hold colour, the goal, the draw pile."""
    if not isinstance(view, WallState):
        return []
    return [SEPARATOR.join([
        QCoreApplication.translate("WallBoard", "climb on %1 holds").replace("%1", colour_word(view.colour)),  # noqa: E501
        QCoreApplication.translate("WallBoard", "goal: height %1").replace("%1", str(view.goal)),
        QCoreApplication.translate("WallBoard", "draw pile: %1").replace("%1", str(len(view.pile))),  # noqa: E501
    ])]


def position_text(view: WallState, viewer: int) -> str:
    """The wall for a screen reader: its size, each climber and clip, the viewer's hand."""
    parts = [QCoreApplication.translate("WallBoard", "panels on the wall: %1").replace("%1", str(len(view.wall.visible()))),  # noqa: E501
             QCoreApplication.translate("WallBoard", "the wall reaches height %1 of %2").replace(
                 "%1", f"{view.wall.top() / SIDE:g}").replace("%2", str(view.goal))]
    for seat in range(view.players):
        where = seat_state(view, seat)
        pos = view.pos[seat]
        if pos is not None and view.is_active(seat) and not view.topped[seat]:
            where = _square(*pos)
        text = QCoreApplication.translate("WallBoard", "player %1: %2").replace("%1", str(seat + 1)).replace("%2", where)  # noqa: E501
        clip = view.clips[seat]
        if clip is not None:
            text += ", " + QCoreApplication.translate("WallBoard", "clipped at %1").replace("%1", _square(*clip))  # noqa: E501
        parts.append(text)
    if 0 <= viewer < view.players:
        own = [p for p in view.hands[viewer] if p != HIDDEN]
        if own:
            parts.append(QCoreApplication.translate("WallBoard", "your hand: panels %1").replace(
                "%1", ", ".join(panel(p).name() for p in own)))
    return ". ".join(parts)
