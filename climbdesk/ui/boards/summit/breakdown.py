"""How a Climb On! (dice) score was made, for the end-of-game screen: each
climber standing above the ground earns its die's value times its level; with
the untied variant a tie on points goes to the highest, then the best climber."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.games.summit.dice import DIE_VALUE
from climbdesk.games.summit.engine import SummitState
from climbdesk.ui.boards.registry import ScoreRow

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    if not isinstance(final, SummitState):
        return []
    rows = []
    for seat in range(final.players):
        details = []
        for climber, sides in enumerate(final.teams[seat]):
            level = final.levels[seat][climber]
            if level > 0:
                details.append(translate("SummitBreakdown", "d%1 at level %2: %3 × %2 = %4")
                               .replace("%1", str(sides)).replace("%2", str(level))
                               .replace("%3", str(DIE_VALUE[sides]))
                               .replace("%4", str(final.climber_score(seat, climber))))
        if not details:
            details.append(translate("SummitBreakdown", "every climber on the ground"))
        if final.untied:
            details.append(translate("SummitBreakdown", "highest climber: level %1")
                           .replace("%1", str(max(final.levels[seat]))))
        score = translate("SummitBreakdown", "Points: %1").replace("%1", str(final.score(seat)))
        rows.append(ScoreRow(seat, score, tuple(details)))
    return rows
