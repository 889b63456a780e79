"""Analyse a finished game: how much each decision of one seat cost, by the hint bot's lights.

For every decision the chosen seat took (forced moves and table actions such
as resigning are skipped) the analysis rebuilds the position *as that seat saw
it* (``state.view(seat)``: no peeking at a hidden hand), asks the game's hint
level bot (Hard unless the game's bot package says otherwise) what it would
have played, and then measures both moves the same way: a fixed number of
playouts from determinizations of that view, each playout cut short after a
few plies by the game's heuristic when it has one.  Both moves see the same
playouts (the i-th playout of each uses the same generator), so the
difference between them is not swamped by luck.

A playout scores the seat's result as a win chance: ``(return + 1) / 2``,
1 for first place, 0 for last, ½ for a draw.  The loss of a move is the best
move's win chance minus the played one's, never below zero (a played move
that the estimate likes better than the bot's is simply not a mistake).

The marks follow GNU Backgammon's default thresholds, which are in equity
(−1…+1 for a single game): doubtful from 0.04, bad from 0.08, very bad from
0.16.  On the win-chance scale used here that is a loss of at least 2, 4 and
8 percentage points.  With a few dozen playouts the estimate is noisy by a few
points, so a "doubtful" mark on its own means little; "bad" and "very bad"
are the marks to read.

Everything is seeded: the same record, seat, seed and budget give the same
analysis (as far as the hint bot's own budget is counted in iterations).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from climbdesk.bots.base import CancelToken, Level
from climbdesk.bots.heuristics import Heuristic
from climbdesk.bots.levels import make_bot
from climbdesk.bots.registry import game_bots, heuristic_for
from climbdesk.core.actions import Action
from climbdesk.core.record import GameRecord
from climbdesk.core.state import CHANCE, TERMINAL, State

#: Loss thresholds in win chance (GNU Backgammon's 0.04 / 0.08 / 0.16 in equity, halved).
DOUBTFUL = 0.02
BAD = 0.04
VERY_BAD = 0.08

#: Playouts per candidate move: enough to rank clear mistakes, cheap enough for a whole game.
PLAYOUTS = 64
#: Plies a playout runs before the game's heuristic scores it (games without one play to the end).
ROLLOUT_DEPTH = 8

#: Called after each analysed decision with (decisions done, decisions in all).
Progress = Callable[[int, int], None]


class Mark(StrEnum):
    """How bad a move was, written as the annotation a chess or backgammon player knows."""

    NONE = ""
    DOUBTFUL = "?!"
    BAD = "?"
    VERY_BAD = "??"

    @classmethod
    def for_loss(cls, loss: float) -> Mark:
        if loss >= VERY_BAD:
            return cls.VERY_BAD
        if loss >= BAD:
            return cls.BAD
        if loss >= DOUBTFUL:
            return cls.DOUBTFUL
        return cls.NONE


@dataclass(frozen=True)
class Verdict:
    """One decision: where it is in the record, what was played and what the bot preferred."""

    index: int  #: position of the played action in ``GameRecord.actions``
    played: Action
    best: Action
    played_chance: float  #: win chance after the played move, 0…1
    best_chance: float  #: win chance after the bot's move (the same as played when they agree)

    @property
    def loss(self) -> float:
        return max(0.0, self.best_chance - self.played_chance)

    @property
    def mark(self) -> Mark:
        return Mark.for_loss(self.loss)

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "played": self.played.to_json(),
                "best": self.best.to_json(), "played_chance": self.played_chance,
                "best_chance": self.best_chance}


@dataclass(frozen=True)
class Analysis:
    """Every analysed decision of one seat in one game, and how it was measured."""

    seat: int
    level: Level
    seed: int
    playouts: int
    verdicts: tuple[Verdict, ...]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "level": self.level.value, "seed": self.seed,
                "playouts": self.playouts, "verdicts": [v.to_json() for v in self.verdicts]}

    @classmethod
    def from_json(cls, data: Any, record: GameRecord) -> Analysis:
        """Rebuild a stored analysis; actions are checked by the game's own loader."""
        game = record.game_obj()
        verdicts = tuple(
            Verdict(int(v["index"]), game.action_from_json(v["played"]),
                    game.action_from_json(v["best"]), float(v["played_chance"]),
                    float(v["best_chance"]))
            for v in data["verdicts"])
        return cls(int(data["seat"]), Level.parse(data["level"]), int(data["seed"]),
                   int(data["playouts"]), verdicts)


def decisions(record: GameRecord, seat: int) -> list[int]:
    """Indices in the record where ``seat`` chose among two or more legal actions."""
    out: list[int] = []
    state = record.initial_state()
    for i, action in enumerate(record.actions):
        if state.current_player() == seat:
            legal = state.legal_actions()
            if len(legal) > 1 and action in legal:
                out.append(i)
        state.apply_trusted(action)  # the record was checked when it was loaded
    return out


def win_chance(view: State, seat: int, action: Action, *, seed: int, playouts: int = PLAYOUTS,
               heuristic: Heuristic | None = None, rollout_depth: int | None = ROLLOUT_DEPTH,
               cancel: CancelToken | None = None) -> float:
    """``seat``'s win chance after ``action`` at ``view``, from seeded playouts.

    The i-th playout draws from the same generator whatever the action, so two
    moves measured with one seed are compared on the same luck.
    """
    policy = heuristic or Heuristic()
    depth = rollout_depth if heuristic is not None else None
    total = 0.0
    for i in range(playouts):
        if cancel is not None:
            cancel.check()
        rng = random.Random(f"{seed}:{i}")
        state = view.sample_determinization(rng)
        state.apply(action)
        total += _playout(state, seat, policy, depth, rng)
    return total / playouts


def _playout(state: State, seat: int, policy: Heuristic, depth: int | None,
             rng: random.Random) -> float:
    plies = 0
    while True:
        mover = state.current_player()
        if mover == TERMINAL:
            return (state.returns()[seat] + 1.0) / 2.0
        if depth is not None and plies >= depth:
            return (policy.evaluate(state)[seat] + 1.0) / 2.0
        if mover == CHANCE:
            state.apply_trusted(state.sample_chance(rng))
        else:
            state.apply_trusted(policy.rollout_action(state, state.legal_actions(), rng))
        plies += 1


def judge(view: State, seat: int, played: Action, index: int, *, seed: int,
          playouts: int = PLAYOUTS, cancel: CancelToken | None = None) -> Verdict:
    """The verdict on ``played`` at one position (``view``: the seat's own view)."""
    key = view.game.info.key
    level = game_bots(key).hint_level
    best = make_bot(key, level, seed).choose(view, seat, cancel)
    heuristic = heuristic_for(key)

    def measure(action: Action) -> float:
        return win_chance(view, seat, action, seed=seed, playouts=playouts,
                          heuristic=heuristic, cancel=cancel)

    played_chance = measure(played)
    best_chance = played_chance if best == played else measure(best)
    return Verdict(index, played, best, played_chance, best_chance)


def analyse(record: GameRecord, seat: int, *, seed: int = 0, playouts: int = PLAYOUTS,
            cancel: CancelToken | None = None, progress: Progress | None = None) -> Analysis:
    """Judge every decision of ``seat`` in ``record``; raises BotCancelled when cancelled."""
    indices = decisions(record, seat)
    verdicts: list[Verdict] = []
    state = record.initial_state()
    done = 0
    for i, action in enumerate(record.actions):
        if done < len(indices) and indices[done] == i:
            verdicts.append(judge(state.view(seat), seat, action, i, seed=seed + i,
                                  playouts=playouts, cancel=cancel))
            done += 1
            if progress is not None:
                progress(done, len(indices))
        state.apply_trusted(action)
    level = game_bots(record.game).hint_level
    return Analysis(seat, level, seed, playouts, tuple(verdicts))
