"""How a Stairs game was decided, for the end-of-game screen.

The result is the height of each side's highest piece; when both reach the top
height, the number of top stacks each side owns decides, and then who got that
many there first (the tie-break ply the engine keeps in ``first_reached``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from climbdesk.core.outcome import Outcome
from climbdesk.core.state import State
from climbdesk.games.stairs.engine import COLOUR_NAMES, DARK, LIGHT, StairsState
from climbdesk.ui.boards.registry import ScoreRow
from climbdesk.ui.strings import tr_game

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def score_breakdown(final: State, outcome: Outcome) -> list[ScoreRow]:
    if not isinstance(final, StairsState):
        return []
    top, light, dark, _leader = final.standings()
    counts = {LIGHT: light, DARK: dark}
    # Both own as many top stacks: who had that many there first decides.
    tie = light == dark and light > 0
    first = min(final.first_reached.get((c, top, light), 1 << 30) for c in (LIGHT, DARK))
    rows = []
    for colour in (LIGHT, DARK):
        count = counts[colour]
        details = [translate("StairsBreakdown", "plays %1")
                   .replace("%1", tr_game(COLOUR_NAMES[colour]))]
        if count:
            details.append(translate("StairsBreakdown", "owns %1 of the stacks at the top height")
                           .replace("%1", str(count)))
        else:
            details.append(translate("StairsBreakdown", "owns no stack at the top height (%1)")
                           .replace("%1", str(top)))
        reached = final.first_reached.get((colour, top, count)) if tie else None
        if reached is not None:
            text = (translate("StairsBreakdown", "had them there first, on move %1")
                    if reached == first else
                    translate("StairsBreakdown", "had them there on move %1"))
            details.append(text.replace("%1", str(reached)))
        height = top if count else final.highest_of(colour)
        rows.append(ScoreRow(final.seat_of_colour[colour],
                             translate("StairsBreakdown", "Height %1").replace("%1", str(height)),
                             tuple(details)))
    return rows
