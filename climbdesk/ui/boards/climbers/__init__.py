"""The Climbers board: declared to the shared UI by :data:`BOARD`.

Only strings and a loader are imported here, so looking up the score label or
outcome texts does not load the scene; :func:`scene` imports it on first use.
"""

from __future__ import annotations

from typing import Any

from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.climbers.colours import seat_look
from climbdesk.ui.boards.climbers.facts import seat_details, seat_facts, status_facts
from climbdesk.ui.boards.climbers.screenshots import shoot
from climbdesk.ui.boards.climbers.strings import OUTCOME_REASONS, SCORE_LABEL
from climbdesk.ui.boards.registry import BoardRegistration, ScoreRow
from climbdesk.ui.sound import by_heights
from climbdesk.ui.tutorial.script import TutorialScript


def scene() -> type[BoardScene[Any]]:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

    return ClimbersBoardScene


def tutorial() -> TutorialScript:
    """The guided first game (imported on first use, like the scene)."""
    from climbdesk.ui.boards.climbers.tutorial import script

    return script()


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    """The end-of-game screen's rows (imported on first use, like the scene)."""
    from climbdesk.ui.boards.climbers.breakdown import score_breakdown as rows

    return rows(final, outcome)


def _heights(view: State) -> list[int]:
    from climbdesk.games.climbers.engine import ClimbersState

    if not isinstance(view, ClimbersState):
        return []
    return [view.height(s) for s in range(view.players)]

BOARD = BoardRegistration(scene=scene, score_label=SCORE_LABEL,
                          score_breakdown=score_breakdown,
                          outcome_reasons=OUTCOME_REASONS, screenshots=shoot,
                          seat_facts=seat_facts, status_facts=status_facts,
                          seat_look=seat_look, seat_details=seat_details,
                          sounds=by_heights(_heights), tutorial=tutorial)
