"""Rebuild ``resources/cantstop/hard.json``: the board-value fit of the Hard player.

Usage (from the repository root)::

    .venv/bin/python -m climbdesk.bots.cantstop.tables --games 2000 \\
        --set '{"weights": [1, 1, 1, 0, 0], "gamma": 0.7, "alpha": 1.0}'

The shape of the turns-left model (``alpha``, ``gamma`` and the relative
weights) was chosen by solitaire tuning runs (see the Hard module); this
script plays solitaire games with the Hard player of that shape, records every
turn's starting board with the number of turns the game still took, and fits
one scale of the weights by least squares (the bias is 1 turn), so the estimate reads
in turns.  Solitaire play does not depend on that scale (it is affine
invariant); the win-chance estimate of two-player games does.  Parameters not
fitted are kept from the current file or set with ``--set`` (JSON).

Measuring the shipped player (what the figures in the Hard module came from;
run two processes with different seeds to use both cores)::

    .venv/bin/python -m climbdesk.bots.cantstop.tables --measure solitaire --games 5000 --seed 7001
    .venv/bin/python -m climbdesk.bots.cantstop.tables --measure rule28 --games 1000 --seed 101

A free least-squares fit of all the weights on Rule-of-28 games was tried
first and played badly (18 turns): regression on one policy's boards rewards
spreading progress over five columns, which correlates with a long game
rather than causing a short one.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path
from typing import Any

import numpy as np

from climbdesk.bots.base import Bot
from climbdesk.bots.cantstop.hard import IMPOSSIBLE, HardBot, HardParams, cost_table, load_params
from climbdesk.bots.cantstop.rules import RuleOf28Bot
from climbdesk.games.cantstop.dice import sample_index
from climbdesk.games.cantstop.engine import COLUMNS, DICE, GAME, LENGTH, CantStopPhase

OUT = Path(__file__).resolve().parents[3] / "resources" / "cantstop" / "hard.json"


def record_games(bot: Bot, games: int, seed: int) -> list[tuple[list[int], int]]:
    """(camp heights per column, turns still needed) at the start of every turn."""
    rng = random.Random(seed)
    samples: list[tuple[list[int], int]] = []
    for _ in range(games):
        state = GAME.new_initial_state(1)
        boards: list[list[int]] = []
        while state.phase != CantStopPhase.OVER:
            if state.phase == CantStopPhase.DICE:
                state._apply(DICE[sample_index(rng.random)])
                continue
            if not state.advanced and not state.climbers:
                boards.append([state.camps[0][c] if state.won[c] < 0 else LENGTH[c]
                               for c in COLUMNS])
            state._apply(bot.choose(state, 0))
        total = state.turns[0]
        samples.extend((board, total - i) for i, board in enumerate(boards))
    return samples


def shape_sum(samples: list[tuple[list[int], int]], params: HardParams) -> np.ndarray:
    """The unscaled estimate ``sum(w_i * q_(i))`` of every sample (won columns cost 0)."""
    table = cost_table(params)
    out = np.empty(len(samples))
    for r, (board, _) in enumerate(samples):
        costs = sorted(table[c][h] for c, h in zip(COLUMNS, board, strict=True))
        out[r] = sum(w * (costs[i] if i < len(costs) else IMPOSSIBLE)
                     for i, w in enumerate(params.weights))
    return out


def fit_scale(samples: list[tuple[list[int], int]],
              params: HardParams) -> tuple[HardParams, float]:
    """Rescale the weights so the estimate is in turns (least squares).

    The bias is fixed at 1: a position not yet won needs at least the coming turn,
    and the estimate then falls to that one turn as the columns near completion,
    which keeps finishing the game this turn worth more than nearly finishing it.
    """
    y = np.array([t for _, t in samples], dtype=float) - 1.0
    x = shape_sum(samples, params)
    scale = float(x @ y / (x @ x))
    bias = 1.0
    rms = float(np.sqrt(np.mean((x * scale - y) ** 2)))
    weights = [round(float(w * scale), 6) for w in params.weights]
    fitted = HardParams.from_json({**params.to_json(), "bias": round(float(bias), 4),
                                   "weights": weights})
    return fitted, rms


def measure_solitaire(bot: Bot, games: int, seed: int) -> tuple[float, float]:
    """Mean turns to win and its standard error over ``games`` solitaire games."""
    rng = random.Random(seed)
    turns: list[int] = []
    for _ in range(games):
        state = GAME.new_initial_state(1)
        while state.phase != CantStopPhase.OVER:
            if state.phase == CantStopPhase.DICE:
                state._apply(DICE[sample_index(rng.random)])
            else:
                state._apply(bot.choose(state, 0))
        turns.append(state.turns[0])
    return statistics.mean(turns), statistics.stdev(turns) / len(turns) ** 0.5


def measure_duel(hard: Bot, other: Bot, games: int, seed: int) -> dict[str, float]:
    """Hard's wins against ``other`` (seats alternate) and Hard's decision times."""
    rng = random.Random(seed)
    wins = 0
    times: list[float] = []
    for g in range(games):
        bots = (hard, other) if g % 2 == 0 else (other, hard)
        state = GAME.new_initial_state(2)
        while state.phase != CantStopPhase.OVER:
            if state.phase == CantStopPhase.DICE:
                state._apply(DICE[sample_index(rng.random)])
                continue
            bot = bots[state.to_move]
            start = time.perf_counter()
            action = bot.choose(state, state.to_move)
            if bot is hard:
                times.append(time.perf_counter() - start)
            state.apply(action)
        wins += bots[state.to_move] is hard
    times.sort()
    return {"games": games, "hard_wins": wins, "rate": wins / games,
            "median_ms": 1000 * times[len(times) // 2],
            "p95_ms": 1000 * times[int(len(times) * 0.95)], "max_ms": 1000 * times[-1]}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--policy", choices=("rule28", "hard"), default="hard")
    parser.add_argument("--set", default="{}", help="JSON of parameters to override")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--measure", choices=("solitaire", "rule28"),
                        help="only measure the shipped Hard player (no refit)")
    args = parser.parse_args(argv)
    if args.measure == "solitaire":
        mean, se = measure_solitaire(HardBot(), args.games, args.seed)
        print(json.dumps({"games": args.games, "seed": args.seed, "mean": mean, "se": se}))
        return
    if args.measure == "rule28":
        result = measure_duel(HardBot(), RuleOf28Bot(), args.games, args.seed)
        print(json.dumps({"seed": args.seed, **result}))
        return
    shape = HardParams.from_json({**load_params().to_json(), **json.loads(args.set)})
    bot: Bot = RuleOf28Bot() if args.policy == "rule28" else HardBot(params=shape)
    samples = record_games(bot, args.games, args.seed)
    params, rms = fit_scale(samples, shape)
    data: dict[str, Any] = {
        "about": "Hard Can't Stop player; rebuild with python -m climbdesk.bots.cantstop.tables",
        "fit": {"policy": args.policy, "fitted": ["weights scale"],
                "games": args.games, "seed": args.seed, "samples": len(samples),
                "rms_turns": round(rms, 4)},
        "params": params.to_json(),
    }
    if args.out.exists():  # keep the record of the two-player tuning runs
        previous = json.loads(args.out.read_text(encoding="utf-8"))
        if "tuned" in previous:
            data["tuned"] = previous["tuned"]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {json.dumps(data['params'])}")


if __name__ == "__main__":
    main()
