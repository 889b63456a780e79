"""Are the dice fair?  Observed rolls from the library against their odds.

Players ask it after every bad streak.  The answer is a Pearson chi-square test
that knows nothing about any game: each kept game is replayed, and at every
chance node of the ``"dice"`` stream whose outcomes the game lists with their
probabilities, the roll that came up is counted, and each possible outcome's
probability is added to its expected count.  Outcomes are grouped in a fixed
order until each group expects five rolls (the test's usual condition).  The p-value comes from the
chi-square distribution (the regularized incomplete gamma function, written out
here: no SciPy for one number).
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections import Counter, defaultdict

from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.record import GameRecord
from climbdesk.library.database import Library

#: The chance stream that holds dice rolls (the engine contract's name for it).
DICE = "dice"
#: Expected count below which outcomes are pooled into one bin.
MIN_EXPECTED = 5.0
#: Below this p-value the dice are called unusual (1 %: a streak of bad luck alone
#: should rarely trip it).
ALPHA = 0.01


@dataclasses.dataclass(frozen=True)
class DiceCheck:
    games: int          # games replayed
    rolls: int          # dice rolls counted
    bins: int           # categories after pooling
    chi_square: float
    p_value: float

    @property
    def enough(self) -> bool:
        """At least two bins and a hundred rolls: fewer say nothing."""
        return self.bins >= 2 and self.rolls >= 100

    @property
    def fair(self) -> bool:
        return self.p_value >= ALPHA


def check(library: Library, game: str, limit: int = 300) -> DiceCheck:
    """The dice of the ``limit`` most recent finished games of ``game``."""
    observed: Counter[str] = Counter()
    expected: defaultdict[str, float] = defaultdict(float)
    games = rolls = 0
    rows = library.query(
        "SELECT r.json FROM records r JOIN games g ON g.id = r.game_id WHERE g.game = ?"
        " AND g.status = 'finished' ORDER BY g.ended DESC LIMIT ?", (game, limit))
    for (text,) in rows:
        try:
            record = GameRecord.from_json(json.loads(text), check_replay=False)
            state = record.initial_state()
            counted = 0
            for action in record.actions:
                if state.is_chance_node() and state.chance_stream() == DICE \
                        and not state.chance_sampled():
                    for outcome, p in state.chance_outcomes():
                        expected[outcome.text()] += p
                    observed[action.text()] += 1
                    counted += 1
                state.apply_trusted(action)  # validated when it was played and kept
        except (ClimbdeskError, ValueError, TypeError, KeyError):
            continue  # a record that does not replay is not evidence either way
        games += 1
        rolls += counted
    return _test(observed, expected, games, rolls)


def _test(observed: Counter[str], expected: dict[str, float], games: int,
          rolls: int) -> DiceCheck:
    # Outcomes in a fixed order (by name: never by what was observed) are grouped
    # until each group expects MIN_EXPECTED rolls; a short last group joins the one
    # before.  Any partition fixed in advance keeps the test valid, and a loaded roll
    # still stands out in its group.
    bins: list[tuple[float, float]] = []
    group_o = group_e = 0.0
    for key in sorted(expected):
        group_o += observed[key]
        group_e += expected[key]
        if group_e >= MIN_EXPECTED:
            bins.append((group_o, group_e))
            group_o = group_e = 0.0
    if group_e > 0:
        if bins:
            o, e = bins.pop()
            bins.append((o + group_o, e + group_e))
        else:
            bins.append((group_o, group_e))
    chi = sum((o - e) ** 2 / e for o, e in bins if e > 0)
    dof = len(bins) - 1
    p = chi_square_survival(chi, dof) if dof > 0 else 1.0
    return DiceCheck(games, rolls, len(bins), chi, p)


def chi_square_survival(x: float, dof: int) -> float:
    """P(X >= x) for X chi-square with ``dof`` degrees of freedom.

    >>> round(chi_square_survival(3.841, 1), 3)
    0.05
    >>> round(chi_square_survival(11.07, 5), 3)
    0.05
    """
    if x <= 0:
        return 1.0
    return 1.0 - _lower_gamma_regularized(dof / 2.0, x / 2.0)


def _lower_gamma_regularized(a: float, x: float) -> float:
    """P(a, x) by its series below a + 1 and by the continued fraction above (as in
    Numerical Recipes), accurate to ~1e-12 for the sizes used here."""
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        for _ in range(1000):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-14:
                break
        return min(1.0, total * math.exp(log_front))
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 1000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-14:
            break
    return max(0.0, 1.0 - math.exp(log_front) * h)
