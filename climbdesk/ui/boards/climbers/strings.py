"""Climbers' English strings from the games layer, made visible to lupdate.

The engine in ``climbdesk/games/climbers`` is Qt-free, so its title, option labels,
history lines, prompts and refusals reach the UI as plain English; listing them here
with :func:`QT_TRANSLATE_NOOP` puts them into the ``games`` context of the .ts files,
where :func:`climbdesk.ui.strings.tr_game` finds them.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from climbdesk.games.climbers.engine import ClimbersEnding
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

GAME_STRINGS = (
    # Climbers (GameInfo and options)
    QT_TRANSLATE_NOOP("games", "Climbers"),  # shared with Climb On!'s "Climbers" option
    QT_TRANSLATE_NOOP("games", "Holger Lanz"),
    QT_TRANSLATE_NOOP("games", "Climb a mountain of coloured blocks that you rebuild as you go; only neutral tops and your own colour carry you."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Colour"),
    QT_TRANSLATE_NOOP("games", "Your climber's colour: it may stand on neutral tops and on tops of this colour only."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Mountain"),
    QT_TRANSLATE_NOOP("games", "The number of the mountain to build; random draws one as the game's first event."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "First player"),
    QT_TRANSLATE_NOOP("games", "The seat that takes the first turn. The rulebook lets whoever climbed a real mountain most recently begin; random draws a seat once the mountain is built."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Mountain builder"),
    QT_TRANSLATE_NOOP("games", "How the mountain is built. 5 is 4 with wide shelves at the walls' height, room to build steps once the ladders are spent; 4 rises in steps of two to a summit over the middle, with the small blocks up high; 3 leaves room to build steps on the walls and lays small blocks loose at the foot; 2 keeps the tops out of reach of a first move; 1 is the builder of games saved before the option, so the same number gives the mountain you played then."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "the mountain was made by builder {builder}, which this version of climbdesk does not know (it knows builders 1 to {newest}): open it with a newer version"),  # noqa: E501
    # Climbers (history lines, prompts and refusals, climbdesk/games/climbers/texts.py)
    QT_TRANSLATE_NOOP("games", "Size 1 block"),
    QT_TRANSLATE_NOOP("games", "Size 2 block"),
    QT_TRANSLATE_NOOP("games", "Size 4 block"),
    QT_TRANSLATE_NOOP("games", "large neutral block"),
    QT_TRANSLATE_NOOP("games", "teal"),
    QT_TRANSLATE_NOOP("games", "purple"),
    QT_TRANSLATE_NOOP("games", "yellow"),
    QT_TRANSLATE_NOOP("games", "red"),
    QT_TRANSLATE_NOOP("games", "pink"),
    QT_TRANSLATE_NOOP("games", "neutral"),
    QT_TRANSLATE_NOOP("games", "the short ladder"),
    QT_TRANSLATE_NOOP("games", "the tall ladder"),
    QT_TRANSLATE_NOOP("games", "both ladders"),
    QT_TRANSLATE_NOOP("games", "no ladder"),
    QT_TRANSLATE_NOOP("games", "short ladder"),
    QT_TRANSLATE_NOOP("games", "tall ladder"),
    QT_TRANSLATE_NOOP("games", "short and tall ladder"),
    QT_TRANSLATE_NOOP("games", "{first}, {rest}"),  # the ladder sets a refusal lists
    QT_TRANSLATE_NOOP("games", "this block has no such orientation"),
    QT_TRANSLATE_NOOP("games", "the block would stand partly off the table"),
    QT_TRANSLATE_NOOP("games", "the block would not rest fully: it would leave a hole beneath it"),
    QT_TRANSLATE_NOOP("games", "the block would not rest fully: part of it would overhang"),
    QT_TRANSLATE_NOOP("games", "the block must touch another block face to face over at least one square (an edge or a corner is not enough)"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "the block would cover a block that carries a blocking disk"),
    QT_TRANSLATE_NOOP("games", "the climbers it would cover cannot shift to free squares of their own top"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "that is exactly where the block was: put it back instead"),
    QT_TRANSLATE_NOOP("games", "there is no such block on the table"),
    QT_TRANSLATE_NOOP("games", "another block lies (at least partly) on top of it"),
    QT_TRANSLATE_NOOP("games", "a blocking disk lies on it"),
    QT_TRANSLATE_NOOP("games", "a climber stands on it"),
    QT_TRANSLATE_NOOP("games", "the previous player just moved this block"),
    QT_TRANSLATE_NOOP("games", "you already put this block back this turn"),
    QT_TRANSLATE_NOOP("games", "you have no blocking disk left"),
    QT_TRANSLATE_NOOP("games", "a disk goes on a block on the table"),
    QT_TRANSLATE_NOOP("games", "no square of that block's top is uncovered"),
    QT_TRANSLATE_NOOP("games", "a climber stands on that block"),
    QT_TRANSLATE_NOOP("games", "another disk already lies on that block"),
    QT_TRANSLATE_NOOP("games", "move your climber or stay"),
    QT_TRANSLATE_NOOP("games", "pick a block to move, or move none"),
    QT_TRANSLATE_NOOP("games", "set the lifted block down or put it back"),
    QT_TRANSLATE_NOOP("games", "choose where the covered climber shifts to"),
    QT_TRANSLATE_NOOP("games", "move your climber again or stay"),
    QT_TRANSLATE_NOOP("games", "place your blocking disk or not"),
    QT_TRANSLATE_NOOP("games", "{kind} {number}"),
    QT_TRANSLATE_NOOP("games", "No path leads there: climbers never step down or diagonally, never bridge a gap, and a step may rise at most 4 (2 with the short ladder, 1 without)"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "The mountain is built (number {number})"),
    QT_TRANSLATE_NOOP("games", "{who} takes the first turn"),
    QT_TRANSLATE_NOOP("games", "{who} climbs to {x},{y} (height {height})"),
    QT_TRANSLATE_NOOP("games", "{who} stays"),
    QT_TRANSLATE_NOOP("games", "{who} picks up the {block}"),
    QT_TRANSLATE_NOOP("games", "{who} sets it down at {x},{y}, {colour} on top"),
    QT_TRANSLATE_NOOP("games", "{who} puts the block back"),
    QT_TRANSLATE_NOOP("games", "{who} moves no block"),
    QT_TRANSLATE_NOOP("games", "{who} shifts {other} to {x},{y}"),
    QT_TRANSLATE_NOOP("games", "{who} blocks the {block} with the disk"),
    QT_TRANSLATE_NOOP("games", "{who} places no disk"),
    QT_TRANSLATE_NOOP("games", "reaction to {owner}'s turn: move your climber or stay"),
    QT_TRANSLATE_NOOP("games", "wait"),
    QT_TRANSLATE_NOOP("games", "This is not the moment for that: now {who} must {step}"),
    QT_TRANSLATE_NOOP("games", "That square is off the table"),
    QT_TRANSLATE_NOOP("games", "Ladders are named as none, short, tall or short+tall"),
    QT_TRANSLATE_NOOP("games", "Too few ladders: that ladder is already used"),
    QT_TRANSLATE_NOOP("games", "A climber on the table is at the foot; it moves onto block tops only"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "A climber stands only on neutral tops and on tops of its own colour, not on {colour}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "A blocking disk closes that block for this round"),
    QT_TRANSLATE_NOOP("games", "Another climber stands on that square"),
    QT_TRANSLATE_NOOP("games", "That top is full"),
    QT_TRANSLATE_NOOP("games", "The climber already stands there; stay instead"),
    QT_TRANSLATE_NOOP("games", "That is not a least set of ladders for this square; the choices are: {sets}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Too few ladders: the climb needs a ladder you no longer have"),
    QT_TRANSLATE_NOOP("games", "{who} climbs to {x},{y} (height {height}) using {ladders}"),
    QT_TRANSLATE_NOOP("games", "That block cannot be picked: {why}"),
    QT_TRANSLATE_NOOP("games", "The block cannot go there: {why}"),
    QT_TRANSLATE_NOOP("games", "A covered climber shifts to a free square of the top it stood on, and the climbers are shifted one by one in seat order"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "The disk cannot go there: {why}"),
    QT_TRANSLATE_NOOP("games", "it is not free"),
    QT_TRANSLATE_NOOP("games", "that is not a legal spot"),
    QT_TRANSLATE_NOOP("games", "that block is not free"),
)

#: What ``Outcome.scores`` mean, for the player panel: the climber's height.
SCORE_LABEL = QT_TRANSLATE_NOOP("games", "Height reached")

#: This game's endings (``Outcome.reason``) -> sentence; %1 is the winners' names.
OUTCOME_REASONS: dict[StrEnum, str] = {
    ClimbersEnding.HIGHEST: QT_TRANSLATE_NOOP("games", "%1 climbed highest."),
    ClimbersEnding.FIRST_THERE: QT_TRANSLATE_NOOP(
        "games", "%1 shares the greatest height and stood there first."),
    ClimbersEnding.NOBODY_CLIMBED: QT_TRANSLATE_NOOP(
        "games", "Every climber ended at the foot: the game is a draw."),
}


def title() -> str:
    """The title under its own disambiguation, so German keeps "Climbers" while Climb On!'s
    option of the same English word reads "Kletterer" (see :func:`~climbdesk.ui.strings.tr_title`).
    Written out here so lupdate lists it."""
    return QCoreApplication.translate("games", "Climbers", "game title")
