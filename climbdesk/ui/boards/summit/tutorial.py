"""The guided first game of Climb On! (dice): two climbs each, one saved by a token.

Seed 1 rolls what the texts speak of (the "dice" stream): your d4 rolls 2, the
rival's d4 1, your d6 5 (a blue token makes it 3) and the rival's d6 6, which
it keeps and fails with.  A climb is three clicks on the board — the climber,
its Climb chip, the token that pays — so those steps name their spots.
"""

from __future__ import annotations

from climbdesk.games.summit import Climb, Confirm, Lower
from climbdesk.ui.boards.summit.spots import Chip, ClimberSpot, Pill
from climbdesk.ui.strings import QT_TRANSLATE_NOOP
from climbdesk.ui.tutorial.script import Step, TutorialScript


def _climb(climber: int) -> tuple[ClimberSpot, Chip, Pill]:
    """The learner's clicks for a climb paid with a white token (Climb is the first chip)."""
    return (ClimberSpot(0, climber), Chip(0), Pill(0, "white"))


SCRIPT = TutorialScript(
    game="summit",
    seed=1,
    steps=(
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your six dice are your climbers. To climb you must roll low: 4 or less "
            "reaches level 1, and your d4 never rolls more. Pick the d4 (in the frame), "
            "take its Climb choice and pay with a white token: every turn costs one."),
            Climb(0, "white"), path=_climb(0)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "The d4 rolled 2, which is 4 or less, so the climb works. Accept the roll."),
            Confirm()),
        Step(QT_TRANSLATE_NOOP("Tutorial", "The rival climbs with its d4 too."),
             Climb(0, "white"), learner=False),
        Step(QT_TRANSLATE_NOOP("Tutorial", "The rival accepts its roll."),
             Confirm(), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Now your d6: a bigger die may roll too high, but it scores more. Pick it, "
            "take Climb and pay with a white token."),
            Climb(1, "white"), path=_climb(1)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "5 is too high for level 1. Tokens can lower a roll after it is made, and a "
            "blue one takes 2 off: spend a blue token on the die."),
            Lower(0, "blue")),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "3 is low enough now. Accept the roll and your d6 climbs."),
            Confirm()),
        Step(QT_TRANSLATE_NOOP("Tutorial", "The rival tries its d6."),
             Climb(1, "white"), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "The rival's d6 rolled 6 and it keeps its tokens: too high, so that die stays "
            "on the ground."),
            Confirm(), learner=False),
    ),
    ending=QT_TRANSLATE_NOOP(
        "Tutorial",
        "You know the basics: pick a climber, pay a token, roll low, and lower a roll "
        "with tokens when it is worth it. Higher levels need lower rolls (3, 2, and 1 "
        "for the summit) and score more, big dice most of all. The game ends when "
        "nobody has a token left. Start a real game now?"),
)


def script() -> TutorialScript:
    return SCRIPT
