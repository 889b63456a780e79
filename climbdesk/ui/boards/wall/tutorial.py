"""The guided first game of the wall: the set-up panels, a Move turn and a Rest turn.

Seed 1 always deals the same hands and rolls the same dice (a 1 and a 3), so the
script is fixed: the learner turns a panel into the start slot (R or the wheel:
its frame only appears once the panel is turned the asked way) and adds a second
one; the first Move turn rolls two dice, sets the 1 to the clip in the dice tray,
climbs with the 3 and clips below; the rival rests and builds; the learner's Rest
turn places a panel higher up.  Reaching the top and falling are said at the end.
The rival's turns run behind the hand-over screen, so its hand stays hidden.
"""

from __future__ import annotations

from climbdesk.games.wall.actions import Clip, EndTurn, Keep, Place, Rest, Roll, Spend
from climbdesk.ui.boards.wall.spots import HandPanel
from climbdesk.ui.strings import QT_TRANSLATE_NOOP
from climbdesk.ui.tutorial.script import Step, TutorialScript

# The learner's first panel, turned a quarter into the start slot.
FIRST = Place(10, 1, 0, 0, False)
# Two dice, the 1 for the clip and the 3 to climb three squares from the ground.
CLIMB = Spend((), 1, False, False, ((0, 0), (0, 1), (0, 2)), False)

SCRIPT = TutorialScript(
    game="wall",
    seed=1,
    steps=(
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "You and Rival build the wall before climbing it. Your secret hand of panels "
            "is in the tray under the wall. Pick up the panel in the frame (click it, or "
            "drag it), press R or turn the mouse wheel to give it a quarter turn, then "
            "drop it into your start slot on the ground."),
            FIRST, aim=HandPanel(FIRST.panel)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Rival places its first panel in its own start slot. While Rival plays, "
            "the screen is covered so that its hand stays secret."),
            Place(3, 0, 8, 0, False), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your second panel must touch a neighbour over exactly half a side and share "
            "an edge with a panel of yours. Put the panel in the frame on the spot the "
            "frame shows."),
            Place(2, 0, -4, 2, False), aim=HandPanel(2)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Rival places its second panel."),
            Place(4, 0, 4, 2, False), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your first turn. Each turn you either rest or move. To move, pay stamina "
            "for dice: two dice cost 3 of your 12 stamina and are the safe choice, since "
            "you may stay put. Click the button for two dice."),
            Roll(2, False, False, 0, 0)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "You rolled a 1 and a 3. Each die moves you, gives its stamina back, or "
            "(one die) buys a clip. Click the die in the frame until it says Clip; then "
            "click the hold in the frame: the 3 carries you three squares up to it. "
            "Every move must end on a hold of the game's colour."),
            CLIMB),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Now put your clip marker beside you: if you fall later, you drop to the "
            "clip. Without one you would fall to the ground and be out of the game. "
            "Click the square in the frame, just below you."),
            Clip(0, 1)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "After a clip you may throw away panels and draw new ones. Your hand is "
            "fine: keep it, which ends your turn."),
            Keep()),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Rival rests this turn: it gets 5 stamina back."),
            Rest(), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "While resting, Rival builds the wall higher."),
            Place(17, 0, 8, 4, False), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Rival ends its turn."),
            EndTurn(), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your stamina is 9. A Rest turn gives back 5 (never above 12), and meanwhile "
            "you may place up to three panels for 1 stamina each. Click Rest."),
            Rest()),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Build your way up: put the panel in the frame on top of your start panel. "
            "This one has an arrow, so it only hangs one way up."),
            Place(24, 0, 0, 4, False), aim=HandPanel(24)),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "End your Rest turn with the button in the frame. Your hand is then filled "
            "up to four panels again."),
            EndTurn()),
    ),
    ending=QT_TRANSLATE_NOOP(
        "Tutorial",
        "You know the basics! Build, rest and climb until someone ends a move on a hold "
        "of a top panel and then climbs out over its top edge: that round is the last. "
        "Whoever got out wins, with more stamina left deciding between several; the "
        "others rank by height. Start a real game now?"),
)


def script() -> TutorialScript:
    return SCRIPT
