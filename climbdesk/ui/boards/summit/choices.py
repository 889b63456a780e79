"""What the Climb On! (dice) board offers for one picked climber, read from the legal actions.

Qt-free on purpose: the mapping "climber → chips" is the one place where the
board interprets ``state.legal_actions()``, so it can be read and tested alone.
A chip is one *target* (climb up, descend to level 1, pull up with the d8,
shove that opponent's d12 …); the tokens that may pay for it are its buttons.
"""

from __future__ import annotations

import dataclasses

from climbdesk.core.actions import Action
from climbdesk.games.summit import Climb, Descend, Drag, PullUp, Shove, SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.games.summit.engine import Act

TOKEN_ORDER: tuple[str, ...] = ("white", "blue", "red")
_KIND_ORDER = {"climb": 0, "pull": 1, "shove": 2, "drag": 3, "descend": 4}


@dataclasses.dataclass(frozen=True)
class Target:
    """One thing the picked climber may do, with every way to pay for it.

    ``kind`` is the act's kind; ``level`` the level it aims at (the one the
    climber would stand on after success; for shove/drag the victim's level);
    ``other`` the (seat, climber) of the second die, if any.
    """

    kind: str
    level: int
    other: tuple[int, int] | None
    by_token: tuple[tuple[str, Act], ...]

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(t for t, _ in self.by_token)

    def action(self, token: str) -> Act | None:
        return next((a for t, a in self.by_token if t == token), None)

    def direct(self) -> Act | None:
        """The action a plain click means: the only way to pay, else None (pick a token)."""
        return self.by_token[0][1] if len(self.by_token) == 1 else None


def targets_of(state: SummitState, climber: int,
               legal: list[Action] | None = None) -> list[Target]:
    """The targets of the mover's ``climber`` in display order (empty if it cannot act);
    ``legal``: the state's legal actions, when the caller has them already."""
    if state.phase != SummitPhase.ACT or state.is_terminal():
        return []
    me = state.to_move
    groups: dict[tuple[str, int, tuple[int, int] | None], list[tuple[str, Act]]] = {}
    for action in state.legal_actions() if legal is None else legal:
        if not isinstance(action, Act) or action.acting != climber:
            continue
        key: tuple[str, int, tuple[int, int] | None]
        if isinstance(action, Climb):
            key = ("climb", state.levels[me][climber] + 1, None)
        elif isinstance(action, Descend):
            key = ("descend", action.level, None)
        elif isinstance(action, PullUp):
            key = ("pull", state.levels[me][action.helper], (me, action.helper))
        elif isinstance(action, (Shove, Drag)):
            key = (action.kind, state.levels[action.seat][action.victim],
                   (action.seat, action.victim))
        else:  # pragma: no cover - every Act subclass is listed above
            continue
        groups.setdefault(key, []).append((action.paid_with, action))
    out = [Target(k[0], k[1], k[2], tuple(sorted(v, key=lambda p: TOKEN_ORDER.index(p[0]))))
           for k, v in groups.items()]
    out.sort(key=lambda t: (_KIND_ORDER[t.kind], -t.level if t.kind == "descend" else t.level,
                            t.other or (-1, -1)))
    return out


def movable_climbers(state: SummitState, legal: list[Action] | None = None) -> list[int]:
    """The mover's climbers that have at least one legal act (``legal`` as above)."""
    if state.phase != SummitPhase.ACT or state.is_terminal():
        return []
    acts = state.legal_actions() if legal is None else legal
    return sorted({a.acting for a in acts if isinstance(a, Act)})
