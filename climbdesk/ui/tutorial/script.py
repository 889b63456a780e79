"""What a guided first game is made of: a fixed start and a list of steps.

A script is data, with no Qt widgets in it: the seed and options the game starts
from (so the dice and deals through the game's chance streams are always the
same), the seats, and the steps in the order the game's decisions are taken.
Each step names one decision: one the learner is asked to take (``learner``
True), or one the scripted rival takes by itself.  Step texts are English,
marked ``QT_TRANSLATE_NOOP("Tutorial", ...)`` in the script's module so lupdate
collects them, and translated when shown.

A board package offers its script through its registration
(``BoardRegistration(tutorial=...)``, a loader imported on first use), so shared
code never names a game.  ``tests/ui/test_tutorial_scripts.py`` plays every
registered script through the engine: each step's action must be legal when
its turn comes, and the learner's steps must be the learner's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field

from climbdesk.core.actions import Action
from climbdesk.core.state import State

#: Whether a step accepts ``action`` played in ``state`` (for steps that allow a choice).
Accepts = Callable[[State, Action], bool]


@dataclass(frozen=True)
class Step:
    """One decision of the guided game and what the callout says about it.

    ``action`` is the decision the script plays or expects.  A learner step may
    instead accept any action ``accepts`` allows (a free choice); ``action`` is
    then the one the callout points at.  ``text`` (English, translated when shown)
    says what to do and why; ``refusal`` what to say when the learner plays
    something else (a general sentence when empty); ``path`` says where to click
    when the board cannot tell from the action alone.  ``aim`` is a board spot's key
    to ring while the action's own spot is not reachable yet, because the board holds
    a setting the step changes first (a panel to pick up and then turn).
    """

    text: str
    action: Action
    learner: bool = True
    accepts: Accepts | None = None
    refusal: str = ""
    #: The board spots (the board's own keys) clicked in turn to play ``action``, for
    #: choices the board builds in several picks (a climber, its chip, a token); empty:
    #: found from the board's pickables, targets and ``resolve``.
    path: tuple[Hashable, ...] = ()
    aim: Hashable | None = None

    def allows(self, state: State, action: Action) -> bool:
        """Whether ``action``, played in ``state``, is what this step asks for."""
        if action == self.action:
            return True
        return self.accepts is not None and self.accepts(state, action)


@dataclass(frozen=True)
class TutorialScript:
    """A whole guided game: where it starts, who plays, the steps and the last word.

    The learner is seat ``learner``; the other seats are played by the script.
    ``seat_names`` are English, like the step texts ("" for the usual "Player N").
    ``ending`` is what the
    callout says when the last step is done (the basics are known; a real game
    may start).
    """

    game: str
    seed: int
    steps: tuple[Step, ...]
    ending: str
    options: Mapping[str, object] = field(default_factory=dict)
    players: int = 2
    learner: int = 0
    seat_names: tuple[str, ...] = ("", "Rival")

    def __post_init__(self) -> None:
        if not self.steps:
            raise ValueError("a tutorial script needs at least one step")
        if len(self.seat_names) < self.players:
            raise ValueError("a tutorial script names every seat")


#: A board registration's loader of its game's script (imported on first use).
ScriptLoader = Callable[[], TutorialScript]
