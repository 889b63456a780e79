"""The pairings of four dice as the board offers them, with what each allows.

Separate from the scene so the mapping "pairing → legal actions" can be read
(and tested) without any Qt: it is the one place where the board interprets
``state.legal_actions()`` for the chips and the dice tray.
"""

from __future__ import annotations

import dataclasses

from climbdesk.core.actions import Action
from climbdesk.games.cantstop import CantStopPhase
from climbdesk.games.cantstop.dice import pairing_dice, pairings
from climbdesk.games.cantstop.engine import Advance, CantStopState


@dataclasses.dataclass(frozen=True)
class Choice:
    """One way to pair the dice, and what the rules let the player take from it."""

    sums: tuple[int, int]
    split: tuple[tuple[int, int], tuple[int, int]]   # dice indices of each half
    both: Advance | None                             # take both sums (or the double)
    singles: tuple[Advance | None, Advance | None]   # take only the left / right sum

    @property
    def kind(self) -> str:
        """``both``, ``pick`` (either sum, not both), ``single`` or ``none``."""
        if self.both is not None:
            return "both"
        usable = [s for s in self.singles if s is not None]
        return ("none", "single", "pick")[len(usable)]

    def direct(self) -> Advance | None:
        """The action a plain click on this choice means (None: needs a pick, or nothing)."""
        if self.both is not None:
            return self.both
        usable = [s for s in self.singles if s is not None]
        return usable[0] if len(usable) == 1 else None

    def previews(self) -> list[Advance]:
        return [self.both] if self.both else [s for s in self.singles if s is not None]


def choices_of(state: CantStopState, legal: list[Action] | None = None) -> list[Choice]:
    """The distinct pairings of the dice in display order, with their legal actions
    (``legal``: the state's, when the caller has them already)."""
    if state.phase != CantStopPhase.CHOOSE or len(state.dice) != 4 or state.is_terminal():
        return []
    dice = tuple(state.dice)
    legal_set = set(state.legal_actions() if legal is None else legal)
    out = []
    for a, b in pairings(dice):
        split = next(s for s in pairing_dice(dice)
                     if tuple(sorted((dice[s[0][0]] + dice[s[0][1]],
                                      dice[s[1][0]] + dice[s[1][1]]))) == (a, b))
        if dice[split[0][0]] + dice[split[0][1]] != a:
            split = (split[1], split[0])  # the left half of the chip is the lower sum
        both = Advance((a, b))
        singles: tuple[Advance | None, Advance | None] = (None, None)
        if a != b:
            singles = (Advance((a,)) if Advance((a,)) in legal_set else None,
                       Advance((b,)) if Advance((b,)) in legal_set else None)
        out.append(Choice((a, b), split, both if both in legal_set else None, singles))
    return out
