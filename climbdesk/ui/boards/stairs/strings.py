"""Stairs's English strings from the games layer, made visible to lupdate.

The engine in ``climbdesk/games/stairs`` is Qt-free, so its title, option labels,
history lines and prompts reach the UI as plain English; listing them here
with :func:`QT_TRANSLATE_NOOP` puts them into the ``games`` context of the .ts
files, where :func:`climbdesk.ui.strings.tr_game` finds them.
"""

from __future__ import annotations

from enum import StrEnum

from climbdesk.games.stairs.engine import StairsEnding
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

GAME_STRINGS = (
    # Stairs
    QT_TRANSLATE_NOOP("games", "Stairs"),
    QT_TRANSLATE_NOOP("games", "Kanare Kato"),
    QT_TRANSLATE_NOOP("games", "Climb one step at a time, always with your lowest piece."),
    QT_TRANSLATE_NOOP("games", "Pie rule"),
    QT_TRANSLATE_NOOP("games",
                      "After Light's first move, Dark may take over Light's side."),
    QT_TRANSLATE_NOOP("games", "{who} swaps colours (pie rule)"),
    QT_TRANSLATE_NOOP("games", "{name} ({colour})"),
    QT_TRANSLATE_NOOP("games", "Light"),
    QT_TRANSLATE_NOOP("games", "Dark"),
    QT_TRANSLATE_NOOP("games", "{who} {move} (to height {height})"),
    QT_TRANSLATE_NOOP("games", "{who} cannot move and passes"),
    QT_TRANSLATE_NOOP("games", "no piece can move, so you pass"),
    QT_TRANSLATE_NOOP("games", "move one of your lowest movable pieces (height {height})"),
    QT_TRANSLATE_NOOP("games", "move one of your lowest movable pieces (height {height}), or swap colours"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "swap"),
    QT_TRANSLATE_NOOP("games", "pass"),
)

#: What ``Outcome.scores`` mean, for the player panel.
SCORE_LABEL = QT_TRANSLATE_NOOP("games", "Highest piece")

#: This game's endings (``Outcome.reason``) -> sentence; %1 is the winners' names.
OUTCOME_REASONS: dict[StrEnum, str] = {
    StairsEnding.HIGHEST_STACK: QT_TRANSLATE_NOOP("games", "%1 owns the highest piece."),
    StairsEnding.MORE_AT_TOP: QT_TRANSLATE_NOOP(
        "games", "%1 has more pieces at the greatest height."),
    StairsEnding.FIRST_TO_REACH: QT_TRANSLATE_NOOP(
        "games", "%1 was first to have that many pieces at the greatest height."),
}
