"""The guided first game of Can't Stop: one turn of yours, one of the rival's that busts.

Seed 412 deals the dice the texts speak of (the "dice" stream's rolls are the
same whatever is played between them): you roll 2-3-4-6 and take 7 and 8,
roll 2-2-5-6 and take 7 and 8 again, and stop; the rival starts up 2 and 4,
puts its last climber on 12 and busts on 3-3-5-6.
"""

from __future__ import annotations

from climbdesk.games.cantstop.engine import Advance, Roll, Stop
from climbdesk.ui.strings import QT_TRANSLATE_NOOP
from climbdesk.ui.tutorial.script import Step, TutorialScript

SCRIPT = TutorialScript(
    game="cantstop",
    seed=412,
    steps=(
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Every turn begins with a roll of four dice. Press Roll (in the frame)."),
            Roll()),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "The four dice pair up in three ways, and each chip shows the two sums of "
            "one way. Take 7 and 8: your climbers start up those two columns, sums that "
            "come up often."),
            Advance((7, 8))),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "You have one climber left and nothing is lost yet, so roll again."),
            Roll()),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "7 and 8 again: take them and both climbers step up. A chip with one sum "
            "would send your last climber up a new column instead."),
            Advance((7, 8))),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Stop now to keep your climb: your climbers become base camps, and your next "
            "turn starts from there. Every further roll risks a bust, which loses the "
            "whole turn's climb."),
            Stop()),
        Step(QT_TRANSLATE_NOOP("Tutorial", "Now the rival plays. Watch: it rolls."),
             Roll(), learner=False),
        Step(QT_TRANSLATE_NOOP("Tutorial", "The rival starts up columns 2 and 4."),
             Advance((2, 4)), learner=False),
        Step(QT_TRANSLATE_NOOP("Tutorial", "The rival rolls again."),
             Roll(), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "The rival puts its last climber on column 12. With all three climbers out, "
            "every roll must now make 2, 4 or 12."),
            Advance((12,)), learner=False),
        Step(QT_TRANSLATE_NOOP("Tutorial", "The rival pushes its luck and rolls once more."),
             Roll(), learner=False),
    ),
    ending=QT_TRANSLATE_NOOP(
        "Tutorial",
        "Bust! No pair of the rival's dice made 2, 4 or 12, so its climbers went back "
        "and its turn is over. You know the basics: roll, pair the dice, and stop before "
        "your luck runs out. Stop at the top of a column to win it; three columns win "
        "the game. Start a real game now?"),
)


def script() -> TutorialScript:
    return SCRIPT
