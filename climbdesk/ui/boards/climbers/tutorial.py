"""The guided first game of Climbers: one full turn of yours and one of a scripted rival.

Mountain 7 is built the same every time, and seat 1 begins, so the script needs
no chance at all.  The learner climbs from the foot, lifts a flat block, turns
it on its side (R or the wheel: the frame only appears once it stands the right
way) to build a step, climbs it, and lays the blocking disk on the low block the
rival would need; the rival reacts, then has to spend a ladder to get up.  Moves
that need a ladder, reactions and how the game ends are said on the way and at
the end.  Every square the learner is asked for is reached with one ladder set,
so no ladder menu opens.
"""

from __future__ import annotations

from climbdesk.games.climbers.actions import Disk, Move, NoBlock, NoDisk, Pick, Place, Stay
from climbdesk.ui.strings import QT_TRANSLATE_NOOP
from climbdesk.ui.tutorial.script import Step, TutorialScript

# The flat block the learner lifts, and the low block under the first square.
BLOCK, LOW_BLOCK = 2, 11
# The lifted block on its narrow side (two high, neutral top), two squares in front of the climber.
ON_ITS_SIDE = Place(2, 5, 13)

SCRIPT = TutorialScript(
    game="climbers",
    seed=1,
    options={"mountain": 7, "first": 1},
    steps=(
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "You are the climber at the foot of the mountain, and you move first. The lit "
            "squares are where your climber can go: level or one unit up is free; two or "
            "more units up need a ladder, and each ladder works only once. Click the square "
            "in the frame to step onto the low block."),
            Move(5, 11, "")),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Next you may rebuild the mountain by moving one block. A block can be lifted "
            "when nothing lies on it and nobody stands on it. Pick up the flat block in "
            "the frame."),
            Pick(BLOCK)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Lying flat it is only one unit high. Press R (or turn the mouse wheel) until "
            "the block stands on its narrow side, two units high with a neutral top: the "
            "frame then shows where it goes. Put it there, close to your climber, to build "
            "yourself a step. A block must rest fully on the table or on tops of one "
            "height and touch another block."),
            ON_ITS_SIDE),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "After the block you may move again. Walk over to your new step and climb it: "
            "it is one unit up, so it costs no ladder. Climbers stand only on neutral tops "
            "or on tops of their own colour."),
            Move(5, 13, "")),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Once per game you may lay your blocking disk on a block: until your next turn "
            "starts, nobody may step on it, cross it, move it or cover it. Put it on the "
            "low block in the frame, which Rival would need to climb for free."),
            Disk(LOW_BLOCK)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "After every turn each other climber may react: move once, or stay. Rival "
            "stays at the foot."),
            Stay(), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Now it is Rival's turn. Your disk closes the low block, so Rival spends its "
            "short ladder to reach your step."),
            Move(5, 14, "short"), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Rival moves no block this time."),
            NoBlock(), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Rival has nowhere higher to go, so it stays."),
            Stay(), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Rival keeps its disk for later."),
            NoDisk(), learner=False),
    ),
    ending=QT_TRANSLATE_NOOP(
        "Tutorial",
        "You know the basics! Turns go on like this: move, rebuild, move, perhaps the "
        "disk, then the others react. The game ends once a whole round passes in which "
        "nobody finished their own turn higher than they began it (four turns with two "
        "players). The highest climber wins; on equal heights, whoever got there first. "
        "Start a real game now?"),
)


def script() -> TutorialScript:
    return SCRIPT
