"""How a Climbers game ended for each climber, for the end-of-game screen: the
height it stands at (the score) and the turn it first stood that high, which
decides between climbers at the same height."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.games.climbers import ClimbersState
from climbdesk.ui.boards.registry import ScoreRow

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    if not isinstance(final, ClimbersState):
        return []
    rows = []
    heights = [final.height(s) for s in range(final.players)]
    for seat, height in enumerate(heights):
        details = []
        if height == 0 and final.is_active(seat):  # one who left: the screen says so
            details.append(translate("ClimbersBreakdown", "never left the foot of the mountain"))
        elif height > 0 and final.reached_turn[seat] > 0:
            details.append(translate("ClimbersBreakdown", "first stood this high in turn %1")
                           .replace("%1", str(final.reached_turn[seat])))
        if height > 0 and heights.count(height) > 1:
            first = min(final.reached[s] for s in range(final.players) if heights[s] == height)
            details.append(
                translate("ClimbersBreakdown", "got there before the others at this height")
                if final.reached[seat] == first else
                translate("ClimbersBreakdown", "got there after another climber"))
        score = translate("ClimbersBreakdown", "Height %1").replace("%1", str(height))
        rows.append(ScoreRow(seat, score, tuple(details)))
    return rows
