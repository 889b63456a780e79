"""Can't Stop's English strings from the games layer, made visible to lupdate.

The engine in ``climbdesk/games/cantstop`` is Qt-free, so its title, option labels,
history lines and prompts reach the UI as plain English; listing them here
with :func:`QT_TRANSLATE_NOOP` puts them into the ``games`` context of the .ts
files, where :func:`climbdesk.ui.strings.tr_game` finds them.
"""

from __future__ import annotations

from enum import StrEnum

from climbdesk.games.cantstop.engine import CantStopEnding
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

GAME_STRINGS = (
    # Can't Stop
    QT_TRANSLATE_NOOP("games", "Can't Stop"),
    QT_TRANSLATE_NOOP("games", "Sid Sackson"),
    QT_TRANSLATE_NOOP("games", "Push your luck up eleven columns of dice sums."),
    QT_TRANSLATE_NOOP("games", "Columns to win"),
    QT_TRANSLATE_NOOP("games", "How many columns a player must win (capped by player count)."),
    QT_TRANSLATE_NOOP("games", "Jumping"),
    QT_TRANSLATE_NOOP("games", "Climbers skip spaces that hold an opponent's base camp."),
    QT_TRANSLATE_NOOP("games", "Forced move"),
    QT_TRANSLATE_NOOP("games", "You may not stop while a climber shares a space with an "
                               "opponent's base camp."),
    QT_TRANSLATE_NOOP("games", "{who} rolls"),
    QT_TRANSLATE_NOOP("games", "{who} stops (camps on {columns})"),
    QT_TRANSLATE_NOOP("games", "{dice}: bust!"),
    QT_TRANSLATE_NOOP("games", "{dice}"),
    QT_TRANSLATE_NOOP("games", "{who} takes {sums}"),
    # Steps of a turn's row in the move list ("Ann: rolls 3-4-5-6, takes 7+9, stops …")
    QT_TRANSLATE_NOOP("games", "rolls {dice}"),
    QT_TRANSLATE_NOOP("games", "rolls {dice}: bust!"),
    QT_TRANSLATE_NOOP("games", "takes {sums}"),
    QT_TRANSLATE_NOOP("games", "stops (camps on {columns})"),
    QT_TRANSLATE_NOOP("games", "choose which sums to climb"),
    QT_TRANSLATE_NOOP("games", "roll the dice"),
    QT_TRANSLATE_NOOP("games", "roll again: a climber shares a space with another player's camp"),
    QT_TRANSLATE_NOOP("games", "roll again, or stop and bank your climbers"),
    QT_TRANSLATE_NOOP("games", "Jumping and Forced move cannot be combined"),
)

#: What ``Outcome.scores`` mean, for the player panel.
SCORE_LABEL = QT_TRANSLATE_NOOP("games", "Columns won")

#: This game's endings (``Outcome.reason``) -> sentence; %1 is the winners' names.
OUTCOME_REASONS: dict[StrEnum, str] = {
    CantStopEnding.COLUMNS: QT_TRANSLATE_NOOP("games", "%1 won the target number of columns."),
}
