"""Speed figures: ``climbdesk bench [GAME] [--json] [--seconds X]``.

Two numbers tell whether a game is fast enough for its bots: how many random
playouts per second the engine sustains (MCTS lives on that) and how long each
level takes to decide in positions taken from random games.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from climbdesk.bots import LEVELS, make_bot
from climbdesk.core import ClimbdeskError, State, all_games, get_game
from climbdesk.core.game import Game
from climbdesk.core.rng import sample_weighted
from climbdesk.tools import bench_gui
from climbdesk.tools.stats import median, percentile


def random_step(state: State, rng: random.Random) -> None:
    if state.is_chance_node():
        state.apply(sample_weighted(state.chance_outcomes(), rng))
    else:
        state.apply(rng.choice(state.legal_actions()))


def playouts_per_second(game: Game, seconds: float, rng: random.Random) -> dict[str, float]:
    count = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or count == 0:
        state = game.new_initial_state()
        while not state.is_terminal():
            random_step(state, rng)
            plies += 1
        count += 1
    elapsed = time.perf_counter() - start
    return {"playouts_per_second": count / elapsed, "plies_per_second": plies / elapsed,
            "average_plies": plies / count}


def fast_games_per_second(game: Game, seconds: float, rng: random.Random) -> float | None:
    """Random games per second through the game's own trusted-apply loop, if it has one."""
    if game.fast_random_game(rng) is None:
        return None
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game.fast_random_game(rng)
        count += 1
    return count / (time.perf_counter() - start)


def sample_positions(game: Game, count: int, rng: random.Random) -> list[State]:
    """Positions where a seat must decide, spread over the course of random games."""
    out: list[State] = []
    while len(out) < count:
        state = game.new_initial_state()
        line: list[State] = []
        while not state.is_terminal():
            if not state.is_chance_node():
                line.append(state.clone())
            random_step(state, rng)
        if line:
            out.append(line[rng.randrange(len(line))])
    return out


def decision_times(game: Game, level: str, seconds: float, rng: random.Random) -> dict[str, Any]:
    times: list[float] = []
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds or not times:
        for state in sample_positions(game, 1, rng):
            seat = state.current_player()
            bot = make_bot(game.info.key, level, seed=seed)
            seed += 1
            t0 = time.perf_counter()
            bot.choose(state, seat)
            times.append(time.perf_counter() - t0)
    return {"decisions": len(times), "median": median(times), "p95": percentile(times, 95),
            "max": max(times)}


def bench(game: Game, seconds: float, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    result: dict[str, Any] = {"game": game.info.key}
    result.update(playouts_per_second(game, seconds, rng))
    result["fast_random_games_per_second"] = fast_games_per_second(game, seconds, rng)
    result["levels"] = {level: decision_times(game, level, seconds * 4, rng) for level in LEVELS}
    return result


def format_text(results: list[dict[str, Any]]) -> str:
    lines = []
    for r in results:
        title = get_game(r["game"]).info.title  # the key alone is ambiguous to readers
        lines.append(f"{title} [{r['game']}]: {r['playouts_per_second']:.0f} random playouts/s "
                     f"({r['plies_per_second']:.0f} plies/s, {r['average_plies']:.1f} plies/game)"
                     " through validating apply()")
        if r.get("fast_random_games_per_second"):
            lines.append(f"  {r['fast_random_games_per_second']:.0f} random games/s through the "
                         "engine's trusted playout loop")
        for level, t in r["levels"].items():
            lines.append(f"  {level:<7} median {1000 * t['median']:8.1f} ms   "
                         f"p95 {1000 * t['p95']:8.1f} ms   max {1000 * t['max']:8.1f} ms   "
                         f"({t['decisions']} decisions)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="climbdesk bench", description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?", help="one game key (default: every game)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--seconds", type=float, default=2.0,
                   help="time per playout measurement; each level gets four times this")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--gui", action="store_true",
                   help="measure the window's responsiveness while bots think (see bench_gui)")
    bench_gui.add_arguments(p)
    args = p.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.gui:
        return bench_gui.run(args)
    try:
        games = [get_game(args.game)] if args.game else all_games()
    except ClimbdeskError as exc:
        print(f"climbdesk bench: {exc}", file=sys.stderr)
        return 2
    results = [bench(g, args.seconds, args.seed) for g in games]
    print(json.dumps(results, indent=1) if args.json else format_text(results))
    return 0
