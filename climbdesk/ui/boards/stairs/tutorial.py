"""The guided first game of Stairs: three moves of Light against a scripted Dark.

It teaches the one move there is (onto a neighbouring stack just as tall), that
the colour underneath does not matter, and that a square left empty stays
empty; the lowest-piece rule and how the game is won are said on the way and
at the end.  Stairs has no chance, so the seed does not matter.
"""

from __future__ import annotations

from climbdesk.games.stairs.engine import Move
from climbdesk.ui.strings import QT_TRANSLATE_NOOP
from climbdesk.ui.tutorial.script import Step, TutorialScript


def _move(text: str) -> Move:
    return Move.from_text(text)


SCRIPT = TutorialScript(
    game="stairs",
    seed=1,
    steps=(
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "You play Light and move first. A piece climbs onto a neighbouring stack "
            "exactly as tall as the one it stands on. Pick up your piece on c3 (in the "
            "frame), then put it on the dark piece beside it on d3."),
            _move("c3-d3")),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Your piece now sits on top of a stack of two, and only the top piece of a "
            "stack ever moves. Now it is Dark's turn: watch the piece from f5 climb "
            "onto e6."),
            _move("f5-e6"), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "The colour underneath does not matter. Move your corner piece from a1 onto "
            "your own piece on b2. The pieces with a halo are the ones you may move: "
            "you must always move one of your lowest pieces that can move."),
            _move("a1-b2")),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "Dark moves again: its piece on e2 climbs onto f1."),
            _move("e2-f1"), learner=False),
        Step(QT_TRANSLATE_NOOP(
            "Tutorial",
            "A square left empty stays empty: c3 can never be stepped on again, since "
            "no stack is zero pieces tall. Move your piece from b4 onto the dark piece "
            "on c4."),
            _move("b4-c4")),
    ),
    ending=QT_TRANSLATE_NOOP(
        "Tutorial",
        "You know the basics! Play goes on like this until neither side can move; "
        "whoever owns the highest piece then wins, and with a tie at the top, the one "
        "with more pieces up there. Start a real game now?"),
)


def script() -> TutorialScript:
    return SCRIPT
