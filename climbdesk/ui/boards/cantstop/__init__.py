"""The Can't Stop board: declared to the shared UI by :data:`BOARD`.

Only strings and a loader are imported here, so looking up the score label or
outcome texts does not load the scene; :func:`scene` imports it on first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from climbdesk.core.actions import Action
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.cantstop.screenshots import shoot
from climbdesk.ui.boards.cantstop.strings import OUTCOME_REASONS, SCORE_LABEL
from climbdesk.ui.boards.registry import BoardRegistration, ScoreRow
from climbdesk.ui.sound import SoundEvent, default_sounds
from climbdesk.ui.tutorial.script import TutorialScript


def scene() -> type[BoardScene[Any]]:
    from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

    return CantStopBoardScene


def tutorial() -> TutorialScript:
    """The guided first game (imported on first use, like the scene)."""
    from climbdesk.ui.boards.cantstop.tutorial import script

    return script()


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    """The end-of-game screen's rows (imported on first use, like the scene)."""
    from climbdesk.ui.boards.cantstop.breakdown import score_breakdown as rows

    return rows(final, outcome)


def sounds(actions: Sequence[Action], before: State, after: State) -> list[SoundEvent]:
    """A roll that busts sounds like it; the rest as usual."""
    from climbdesk.games.cantstop.engine import CantStopState

    if isinstance(before, CantStopState) and isinstance(after, CantStopState) \
            and sum(after.busts) > sum(before.busts):
        return [SoundEvent.BUST]
    return default_sounds(actions, before, after)

BOARD = BoardRegistration(scene=scene, score_label=SCORE_LABEL,
                          score_breakdown=score_breakdown,
                          outcome_reasons=OUTCOME_REASONS, screenshots=shoot,
                          sounds=sounds, tutorial=tutorial)
