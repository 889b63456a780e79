"""The Climb On! (dice) board: declared to the shared UI by :data:`BOARD`.

Only strings and a loader are imported here, so looking up the score label or
outcome texts does not load the scene; :func:`scene` imports it on first use.
"""

from __future__ import annotations

from typing import Any

from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.registry import BoardRegistration, ScoreRow
from climbdesk.ui.boards.summit.screenshots import shoot
from climbdesk.ui.boards.summit.strings import OUTCOME_REASONS, SCORE_LABEL
from climbdesk.ui.sound import by_heights
from climbdesk.ui.tutorial.script import TutorialScript


def scene() -> type[BoardScene[Any]]:
    from climbdesk.ui.boards.summit.scene import SummitBoardScene

    return SummitBoardScene


def tutorial() -> TutorialScript:
    """The guided first game (imported on first use, like the scene)."""
    from climbdesk.ui.boards.summit.tutorial import script

    return script()


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    """The end-of-game screen's rows (imported on first use, like the scene)."""
    from climbdesk.ui.boards.summit.breakdown import score_breakdown as rows

    return rows(final, outcome)


def _levels(view: State) -> list[int]:
    from climbdesk.games.summit.engine import SummitState

    return [lv for row in view.levels for lv in row] if isinstance(view, SummitState) else []


BOARD = BoardRegistration(scene=scene, score_label=SCORE_LABEL,
                          score_breakdown=score_breakdown,
                          outcome_reasons=OUTCOME_REASONS, screenshots=shoot,
                          sounds=by_heights(_levels), tutorial=tutorial)
