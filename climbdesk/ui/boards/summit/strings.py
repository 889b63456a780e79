"""Climb On! (dice)'s English strings from the games layer, made visible to lupdate.

The engine in ``climbdesk/games/summit`` is Qt-free, so its title, option labels,
history lines and prompts reach the UI as plain English; listing them here
with :func:`QT_TRANSLATE_NOOP` puts them into the ``games`` context of the .ts
files, where :func:`climbdesk.ui.strings.tr_game` finds them.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from climbdesk.games.summit.engine import SummitEnding
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

GAME_STRINGS = (
    # Climb On! (dice) (GameInfo and options)
    QT_TRANSLATE_NOOP("games", "Climb On! (dice)"),
    QT_TRANSLATE_NOOP("games", "Jonathan Leistiko"),
    QT_TRANSLATE_NOOP("games", "Roll your dice team up a four-level peak; bigger dice score more but climb worse."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Flexible Plans"),
    QT_TRANSLATE_NOOP("games", "22 white tokens each; climbing or descending costs 1, a pull up 2, a shove or drag 3."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Helping Hands"),
    QT_TRANSLATE_NOOP("games", "Start with 8 white, 5 blue and 2 red tokens."),
    QT_TRANSLATE_NOOP("games", "Untied"),
    QT_TRANSLATE_NOOP("games", "Equal scores go to the highest climber, then to the single best-scoring climber."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Climbers"),
    QT_TRANSLATE_NOOP("games", "Flexible Plans and Helping Hands cannot be combined"),
    QT_TRANSLATE_NOOP("games", "Custom Climbers: any six of d4, d6, d8, d10, d12 and d20; a die may appear more than once."),  # noqa: E501
    # Climb On! (dice) (history lines and prompts, climbdesk/games/summit/texts.py)
    QT_TRANSLATE_NOOP("games", "a white token"),
    QT_TRANSLATE_NOOP("games", "a blue token"),
    QT_TRANSLATE_NOOP("games", "a red token"),
    QT_TRANSLATE_NOOP("games", "{n} white tokens"),
    QT_TRANSLATE_NOOP("games", "the ground"),
    QT_TRANSLATE_NOOP("games", "level {n}"),
    QT_TRANSLATE_NOOP("games", "success"),
    QT_TRANSLATE_NOOP("games", "failure"),
    QT_TRANSLATE_NOOP("games", "{who} tries to climb with the {die} from {src} to {dst}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} moves the {die} down from {src} to {dst}, paying {pay}"),
    QT_TRANSLATE_NOOP("games", "{who} tries to pull the {die} up to {dst} with the {helper}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} tries to shove {owner}'s {victim} off {where} with the {die}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} tries to drag {owner}'s {victim} down from {where} with the {die}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} cannot act and discards {pay}"),
    QT_TRANSLATE_NOOP("games", "{who} rolls {dice}"),
    QT_TRANSLATE_NOOP("games", "{who} rolls {dice}: {outcome}"),
    QT_TRANSLATE_NOOP("games", "{who} lowers a {value} to {new} with {pay}"),
    QT_TRANSLATE_NOOP("games", "{who} accepts {dice}: {outcome}"),
    QT_TRANSLATE_NOOP("games", "no action is possible, so you discard a token"),
    QT_TRANSLATE_NOOP("games", "choose a climber, an action and the token to pay with"),
    QT_TRANSLATE_NOOP("games", "lower a die with a token, or accept the roll (it succeeds)"),
    QT_TRANSLATE_NOOP("games", "lower a die with a token, or accept the roll (it fails)"),
)

#: What ``Outcome.scores`` mean, for the player panel.
SCORE_LABEL = QT_TRANSLATE_NOOP("games", "Points")

#: This game's endings (``Outcome.reason``) -> sentence; %1 is the winners' names.
OUTCOME_REASONS: dict[StrEnum, str] = {
    SummitEnding.POINTS: QT_TRANSLATE_NOOP("games", "%1 scored the most points."),
    SummitEnding.HIGHEST_CLIMBER: QT_TRANSLATE_NOOP(
        "games", "Scores were tied; %1 has the highest climber."),
    SummitEnding.BEST_CLIMBER: QT_TRANSLATE_NOOP(
        "games", "Scores were tied; %1 has the single best-scoring climber."),
}


def level_name(level: int) -> str:
    """A level of the peak in words, for the dice panel and the board's announcements: here
    so that neither reaches into the other (news.py used to import the panel for it)."""
    if level == 0:
        return QCoreApplication.translate("SummitBoard", "the ground")
    return QCoreApplication.translate("SummitBoard", "level %1").replace("%1", str(level))
