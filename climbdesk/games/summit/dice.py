"""Dice arithmetic for Climb On! (dice): values, difficulties, success tests and odds.

Everything here is pure and Qt-free.  A *check* is the test an action makes
of its (possibly lowered) dice; ``dice[0]`` is always the acting player's
climber and ``dice[1]`` the other die of a two-dice action (the helper of a
Pull Up, the victim of a Shove or Drag Down).

>>> DIE_VALUE[20], DIFFICULTY[2]
(9, 3)
>>> passes("climb", (3,), DIFFICULTY[2]), passes("drag", (5, 4), 0)
(True, False)
>>> reachable("shove", (2, 6), 0, power=5)   # lower the victim's 6 to 1
True
>>> round(odds("climb", (20,), DIFFICULTY[1], power=0), 3)   # a d20 needs 1-4
0.2
"""

from __future__ import annotations

import itertools
from functools import cache

#: The six die types a team may use, smallest first.
SIDES: tuple[int, ...] = (4, 6, 8, 10, 12, 20)
#: Points a climber is worth per level.
DIE_VALUE: dict[int, int] = {4: 1, 6: 2, 8: 3, 10: 4, 12: 5, 20: 9}
#: The standard team; also the default of every team option.
STANDARD_TEAM: tuple[int, ...] = SIDES
TOP = 4
#: Highest roll that succeeds when climbing *to* each level (index 0, the ground, unused).
DIFFICULTY: tuple[int, ...] = (0, 4, 3, 2, 1)
#: How much one token of each colour lowers a die.
TOKEN_STEP: dict[str, int] = {"white": 1, "blue": 2, "red": 3}
TOKENS: tuple[str, ...] = ("white", "blue", "red")
CHECKS: tuple[str, ...] = ("climb", "pull", "shove", "drag")


def capacity(players: int, level: int) -> int:
    """Spaces on ``level`` for the player count; the ground holds every climber.

    >>> [capacity(3, lv) for lv in range(5)]
    [18, 12, 6, 3, 1]
    """
    if level == 0:
        return 6 * players
    if level == TOP:
        return 1
    return players * (1 << (3 - level))


def parse_team(text: str) -> tuple[int, ...]:
    """Read a team such as ``"d4, d6, d8, d10, d12, d20"``; sorted, six dice.

    >>> parse_team("D20,d20, d4,d4,d6,d6")
    (4, 4, 6, 6, 20, 20)
    >>> parse_team("d4,d7")
    Traceback (most recent call last):
    ...
    ValueError: 'd7' is not a climber; use d4, d6, d8, d10, d12 or d20
    """
    dice = []
    for part in text.split(","):
        word = part.strip().lower()
        if not word:
            continue
        try:
            sides = int(word[1:]) if word.startswith("d") else -1
        except ValueError:
            sides = -1
        if sides not in DIE_VALUE:
            raise ValueError(f"{part.strip()!r} is not a climber; use d4, d6, d8, d10, d12 or d20")
        dice.append(sides)
    if len(dice) != 6:
        raise ValueError(f"a team has exactly six climbers, not {len(dice)}")
    return tuple(sorted(dice))


def team_text(team: tuple[int, ...]) -> str:
    """The canonical option string of a team.

    >>> team_text(STANDARD_TEAM)
    'd4,d6,d8,d10,d12,d20'
    """
    return ",".join(f"d{s}" for s in team)


def passes(check: str, dice: tuple[int, ...], difficulty: int) -> bool:
    """Does the action succeed with these (lowered) dice?

    ``difficulty`` is the target level's difficulty for Climb and Pull Up and
    is ignored by Shove and Drag Down.
    """
    if check == "climb":
        return dice[0] <= difficulty
    if check == "pull":
        return dice[0] - dice[1] <= difficulty
    if check == "shove":
        return dice[0] > dice[1]
    return dice[0] - 1 > dice[1]


def needed(check: str, dice: tuple[int, ...], difficulty: int) -> int | None:
    """Points of lowering still needed for success (0: succeeds now, None: impossible).

    Lowering always goes on one die: the climber's own for Climb and Pull Up,
    the victim's for Shove and Drag Down.  Overshooting is harmless, because a
    die stops at 0 and 0 always passes those tests (when success is possible at all).
    """
    if check == "climb":
        return max(0, dice[0] - difficulty)
    if check == "pull":
        return max(0, dice[0] - dice[1] - difficulty)
    if check == "shove":
        return max(0, dice[1] - dice[0] + 1) if dice[0] >= 1 else None
    return max(0, dice[1] - dice[0] + 2) if dice[0] >= 2 else None


def reachable(check: str, dice: tuple[int, ...], difficulty: int, power: int) -> bool:
    """Can tokens worth ``power`` points of lowering turn these dice into a success?"""
    need = needed(check, dice, difficulty)
    return need is not None and need <= power


@cache
def roll_outcomes(sizes: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every ordered roll of dice with these sizes and its probability.

    >>> len(roll_outcomes((6, 20))), roll_outcomes((4,))[0]
    (120, ((1,), 0.25))
    """
    total = 1
    for s in sizes:
        total *= s
    p = 1.0 / total
    return tuple((values, p) for values in itertools.product(*(range(1, s + 1) for s in sizes)))


@cache
def odds(check: str, sizes: tuple[int, ...], difficulty: int, power: int) -> float:
    """Exact chance of success when rolling ``sizes`` and lowering with ``power`` points."""
    hits = sum(1 for values, _ in roll_outcomes(sizes)
               if reachable(check, values, difficulty, power))
    return hits / len(roll_outcomes(sizes))
