"""The wall board (issue 18): declared to the shared UI by :data:`BOARD`.

Only strings, the player-panel facts and loaders are imported here; :func:`scene`
imports the scene on first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from climbdesk.core.actions import Action
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.registry import BoardRegistration, ScoreRow
from climbdesk.ui.boards.wall.describe import seat_chips, seat_details, seat_facts, status_facts
from climbdesk.ui.boards.wall.screenshots import shoot
from climbdesk.ui.boards.wall.strings import OUTCOME_REASONS, SCORE_LABEL
from climbdesk.ui.sound import SoundEvent, by_heights
from climbdesk.ui.tutorial.script import TutorialScript


def scene() -> type[BoardScene[Any]]:
    from climbdesk.ui.boards.wall.scene import WallBoardScene

    return WallBoardScene


def tutorial() -> TutorialScript:
    """The guided first game (imported on first use, like the scene)."""
    from climbdesk.ui.boards.wall.tutorial import script

    return script()


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    from climbdesk.ui.boards.wall.breakdown import score_breakdown as rows

    return rows(final, outcome)


def _heights(view: State) -> list[int]:
    """Each climber's row; one out of the game (fallen without a clip) counts as below
    the ground, so falling out sounds like a fall."""
    from climbdesk.games.wall.engine import WallState

    if not isinstance(view, WallState):
        return []
    return [view.height(s) if view.is_active(s) else -1 for s in range(view.players)]


def sounds(actions: Sequence[Action], before: State, after: State) -> Sequence[SoundEvent]:
    return _BY_HEIGHTS(actions, before, after)


_BY_HEIGHTS = by_heights(_heights)  # made once, not on every move


BOARD = BoardRegistration(scene=scene, score_label=SCORE_LABEL,
                          outcome_reasons=OUTCOME_REASONS, screenshots=shoot,
                          seat_facts=seat_facts, status_facts=status_facts,
                          seat_details=seat_details, score_breakdown=score_breakdown,
                          sounds=sounds, seat_chips=seat_chips,
                          tutorial=tutorial)
