"""The wall game's English strings from the games layer, made visible to lupdate.

The engine in ``climbdesk/games/wall`` is Qt-free; its history lines, prompts and refusals
reach the UI as plain English, and listing them here with :func:`QT_TRANSLATE_NOOP` puts
them into the ``games`` context of the .ts files, where :func:`climbdesk.ui.strings.tr_game`
finds them.  The title, options, endings and the board's own words (its legend, its
keys) join them when the game is declared (issue 18).
"""

from __future__ import annotations

from enum import StrEnum

from climbdesk.games.wall.phases import WallEnding
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

GAME_STRINGS = (
    # The catalogue entry and the options (games/wall/listing.py, engine.py)
    QT_TRANSLATE_NOOP("games", "Climb ON! the top of the wall"),
    QT_TRANSLATE_NOOP("games", "Masahiro Yoshida"),
    QT_TRANSLATE_NOOP("games", "Build the wall you climb from a secret hand of panels, spend stamina on dice, clip your rope and race for the top."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Hold colour"),
    QT_TRANSLATE_NOOP("games", "Only holds of this colour count: red is the easiest route, yellow the hardest."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "blue"),  # "red" and "yellow" come with Climbers
    QT_TRANSLATE_NOOP("games", "Tough climbing"),
    QT_TRANSLATE_NOOP("games", "The top is at height 10; 7 panels in hand, 3 initial panels and 2 jump cards each."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Contest"),
    QT_TRANSLATE_NOOP("games", "Overhang and Hard Move panels hang between the start slots from the beginning."),  # noqa: E501
    # History lines, prompts and refusals (games/wall/texts.py)
    QT_TRANSLATE_NOOP("games", 'this panel cannot be turned that way (an arrow panel keeps its arrow up)'),  # noqa: E501
    QT_TRANSLATE_NOOP("games", 'panels lie on the 2-square lattice'),
    QT_TRANSLATE_NOOP("games", 'nothing goes below the ground'),
    QT_TRANSLATE_NOOP("games", 'the panel would reach above the highest allowed height'),
    QT_TRANSLATE_NOOP("games", 'the panel would cover part of another panel'),
    QT_TRANSLATE_NOOP("games", 'one side must meet another panel over exactly half its length'),
    QT_TRANSLATE_NOOP("games", 'the panel must touch one of your own panels over at least 2 squares'),  # noqa: E501
    QT_TRANSLATE_NOOP("games", 'nothing may be stacked on an initial panel'),
    QT_TRANSLATE_NOOP("games", 'nothing may be stacked on a Contest panel'),
    QT_TRANSLATE_NOOP("games", 'a piece or a clip marker is on that panel'),
    QT_TRANSLATE_NOOP("games", 'that panel is not in your hand'),
    QT_TRANSLATE_NOOP("games", 'say whether the panel is stacked exactly as the spot requires'),
    QT_TRANSLATE_NOOP("games", 'climbs to {x},{y}'),
    QT_TRANSLATE_NOOP("games", 'Climb on with award cards, or end the turn'),
    QT_TRANSLATE_NOOP("games", 'climbs to the top of the wall'),
    QT_TRANSLATE_NOOP("games", 'stays on the hold'),
    QT_TRANSLATE_NOOP("games", 'Contest panels {panels} hang on the wall'),
    QT_TRANSLATE_NOOP("games", 'The panels are dealt'),
    QT_TRANSLATE_NOOP("games", '{who} puts {count} red-framed panels back and draws as many'),
    QT_TRANSLATE_NOOP("games", '{who} draws {count} panels'),
    QT_TRANSLATE_NOOP("games", '{who} places panel {panel} at {x},{y}'),
    QT_TRANSLATE_NOOP("games", '{who} rests'),
    QT_TRANSLATE_NOOP("games", '{who} clips at {x},{y}'),
    QT_TRANSLATE_NOOP("games", '{who} discards {panels}'),
    QT_TRANSLATE_NOOP("games", '{who} keeps the hand'),
    QT_TRANSLATE_NOOP("games", '{who} ends the turn'),
    QT_TRANSLATE_NOOP("games", '{who} uses award cards and {route}'),
    QT_TRANSLATE_NOOP("games", '{who} pays {cost} stamina for {dice} dice'),
    QT_TRANSLATE_NOOP("games", '{who} rolls {values}'),
    QT_TRANSLATE_NOOP("games", '{who} takes {gain} stamina and {route}'),
    QT_TRANSLATE_NOOP("games", 'Place an initial panel'),
    QT_TRANSLATE_NOOP("games", 'Rest, or climb: roll the dice or use award cards'),
    QT_TRANSLATE_NOOP("games", 'Place panels, clip, discard, or end the rest'),
    QT_TRANSLATE_NOOP("games", 'Choose the spent dice and the path'),
    QT_TRANSLATE_NOOP("games", 'Put the clip marker beside your piece'),
    QT_TRANSLATE_NOOP("games", 'Discard panels to draw as many, or keep your hand'),
    QT_TRANSLATE_NOOP("games", '{who} pays {cost} stamina for {dice} dice, uses chalk and jumps for {x},{y}'),  # noqa: E501
    QT_TRANSLATE_NOOP("games", '{who} pays {cost} stamina for {dice} dice and jumps for {x},{y}'),
    QT_TRANSLATE_NOOP("games", '{who} pays {cost} stamina for {dice} dice and uses chalk'),
    QT_TRANSLATE_NOOP("games", 'a Rest turn allows three placements'),
)

#: What a seat's score means (the panel's height its piece reached; a string the
#: Climbers board already has translated).
SCORE_LABEL = QT_TRANSLATE_NOOP("games", "Height reached")

#: This game's endings (``Outcome.reason``) -> sentence; %1 is the winners' names.
OUTCOME_REASONS: dict[StrEnum, str] = {
    WallEnding.TOPPED: QT_TRANSLATE_NOOP(
        "games", "%1 reached the top with the most stamina left."),
    WallEnding.PILE: QT_TRANSLATE_NOOP(
        "games", "The draw pile ran out; %1 climbed highest."),
}
