"""How a Can't Stop game was won, for the end-of-game screen: the columns each
player claimed (the score) and where their markers stood on the columns still
open (their base camps), which is how near they came; busts show how the luck ran."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.games.cantstop.engine import COLUMNS, LENGTH, CantStopState
from climbdesk.ui.boards.registry import ScoreRow

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    if not isinstance(final, CantStopState):
        return []
    rows = []
    for seat in range(final.players):
        won = [c for c in COLUMNS if final.won[c] == seat]
        # "7 (5/13)": the marker on column 7 is 5 steps up its 13.
        markers = [f"{c} ({final.camps[seat][c]}/{LENGTH[c]})" for c in COLUMNS
                   if final.won[c] < 0 and final.camps[seat][c] > 0]
        details = [
            translate("CantStopBreakdown", "columns won: %1")
            .replace("%1", ", ".join(map(str, won))) if won
            else translate("CantStopBreakdown", "no column won"),
            translate("CantStopBreakdown", "base camps: %1").replace("%1", ", ".join(markers))
            if markers else translate("CantStopBreakdown", "no base camp on an open column"),
            translate("CantStopBreakdown", "busts: %1").replace("%1", str(final.busts[seat]))]
        if final.players == 1:  # solitaire: the fewer turns the better
            score = translate("CantStopBreakdown", "Turns: %1")
            score = score.replace("%1", str(final.turns[seat]))
        else:
            score = translate("CantStopBreakdown", "Columns: %1").replace("%1", str(len(won)))
        rows.append(ScoreRow(seat, score, tuple(details)))
    return rows
