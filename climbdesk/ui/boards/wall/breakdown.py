"""How a wall game ended for each climber, for the end-of-game screen: topped out or
the row reached (the score), with the stamina left, which ranks climbers who topped out
and breaks ties between those at the same height; a climber out of the game says so."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.games.wall.engine import WallState
from climbdesk.ui.boards.registry import ScoreRow

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    if not isinstance(final, WallState):
        return []
    rows = []
    for seat in range(final.players):
        stamina = translate("WallBreakdown", "%1 stamina left").replace(
            "%1", str(final.stamina[seat]))
        if final.topped[seat]:
            score = translate("WallBreakdown", "Topped out")
            details: tuple[str, ...] = (stamina,)
        elif not final.is_active(seat):
            score = translate("WallBreakdown", "Out of the game")
            details = ()
        else:
            score = translate("WallBreakdown", "Height %1").replace(
                "%1", str(final.height(seat)))
            details = (stamina,)
        rows.append(ScoreRow(seat, score, details))
    return rows
