"""The wall board (issue 18): declared to the shared UI by :data:`BOARD`.

Only strings, the player-panel facts and loaders are imported here; :func:`scene`
imports the scene on first use.
"""

from __future__ import annotations

from typing import Any

from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.registry import BoardRegistration
from climbdesk.ui.boards.wall.describe import seat_details, seat_facts, status_facts
from climbdesk.ui.boards.wall.screenshots import shoot
from climbdesk.ui.boards.wall.strings import OUTCOME_REASONS, SCORE_LABEL


def scene() -> type[BoardScene[Any]]:
    from climbdesk.ui.boards.wall.scene import WallBoardScene

    return WallBoardScene


BOARD = BoardRegistration(scene=scene, score_label=SCORE_LABEL,
                          outcome_reasons=OUTCOME_REASONS, screenshots=shoot,
                          seat_facts=seat_facts, status_facts=status_facts,
                          seat_details=seat_details)
