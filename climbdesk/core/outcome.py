"""The result of a finished game, per seat, and why it ended.

Why a game ended is an enum member, never free text: :class:`Termination` holds
the endings the framework itself decides (a resignation, an agreed end, a seat
dropping out) and the ones several games share; each game declares its own
endings as a ``StrEnum`` (``Game.endings``).  The UI maps members to sentences,
and a test checks that every member of every game has one, so a new ending
cannot reach the screen as a raw key.  Members are ``str`` subclasses, so their
values are what saves store.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum


class Termination(StrEnum):
    """Endings shared by every game (a game's own endings are its ``Game.endings``).

    >>> Termination("resigned") is Termination.RESIGNED
    True
    """

    UNSPECIFIED = ""
    RESIGNED = "resigned"         # every other seat resigned
    AGREEMENT = "agreement"       # the players ended it and it was scored as it stood
    ELIMINATED = "eliminated"     # a seat dropped out by the game's own rules
    SOLITAIRE = "solitaire"       # a one-player game reached its goal


@dataclasses.dataclass(frozen=True)
class Outcome:
    """Who won, by how much, and why.

    ``ranking[seat]`` is the place of each seat (1 = first; equal places are
    ties), ``scores`` whatever the game counts (may be empty), ``reason`` the
    ending: a :class:`Termination` or a member of the game's own endings enum.

    >>> o = Outcome.from_ranking((2, 1))
    >>> o.winners, o.is_draw, o.returns()
    (frozenset({1}), False, (-1.0, 1.0))
    """

    ranking: tuple[int, ...]
    scores: tuple[float, ...] = ()
    reason: StrEnum = Termination.UNSPECIFIED

    def __post_init__(self) -> None:
        if not isinstance(self.reason, StrEnum):  # a plain string would pass for a key
            raise TypeError(f"Outcome.reason must be an ending enum member, "
                            f"not {self.reason!r}")

    @classmethod
    def from_ranking(cls, ranking: tuple[int, ...], scores: tuple[float, ...] = (),
                     reason: StrEnum = Termination.UNSPECIFIED) -> Outcome:
        return cls(tuple(ranking), tuple(scores), reason)

    @classmethod
    def from_scores(cls, scores: tuple[float, ...],
                    reason: StrEnum = Termination.UNSPECIFIED) -> Outcome:
        """Rank by score, higher is better, equal scores share a place."""
        ranking = tuple(1 + sum(1 for o in scores if o > s) for s in scores)
        return cls(ranking, tuple(scores), reason)

    @classmethod
    def single_winner(cls, winner: int, players: int, scores: tuple[float, ...] = (),
                      reason: StrEnum = Termination.UNSPECIFIED) -> Outcome:
        return cls(tuple(1 if s == winner else 2 for s in range(players)), scores, reason)

    @property
    def winners(self) -> frozenset[int]:
        return frozenset(s for s, r in enumerate(self.ranking) if r == 1)

    @property
    def is_draw(self) -> bool:
        """True when every seat shares first place (nobody beat anybody); never in solitaire."""
        return len(self.ranking) > 1 and len(self.winners) == len(self.ranking)

    def returns(self) -> tuple[float, ...]:
        """Utility per seat in [-1, 1]: first place +1, last place -1, linear between.

        Bots maximise this, so it must be the same scale for every game.
        """
        n = len(self.ranking)
        if self.is_draw or n == 1:
            return tuple(1.0 if n == 1 else 0.0 for _ in self.ranking)
        worst = max(self.ranking)
        return tuple(1.0 - 2.0 * (r - 1) / (worst - 1) for r in self.ranking)

    def to_json(self) -> dict[str, object]:
        return {"ranking": list(self.ranking), "scores": list(self.scores),
                "reason": str(self.reason)}
