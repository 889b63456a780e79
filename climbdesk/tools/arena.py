"""Bot-vs-bot matches: ``climbdesk arena GAME --players hard,normal --games N --seed S``.

Seats rotate from game to game so that every bot plays every colour equally
often (first-move advantage would otherwise masquerade as strength).  Each game
gets its own seed derived from ``--seed`` and its index, and bots and chance
draw only from seeded generators, so a run replays exactly whatever ``--jobs``
is — as long as the bots' iteration budgets, not their safety time caps, are
what stops them.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from climbdesk.bots import Level, make_bot
from climbdesk.core import ClimbdeskError, Options, get_game
from climbdesk.core.rng import bot_seed, chance_rng
from climbdesk.tools.args import bounded_int, max_jobs
from climbdesk.tools.stats import mean_ci95, median, percentile, wilson

MAX_PLIES = 10_000  # a runaway game is a bug; stop rather than hang the arena
#: More games than this is not a measurement but a hang (results are kept in memory).
MAX_GAMES = 1_000_000
MAX_SEED = 2**63 - 1
#: Longer --players lists are refused before a game is asked (it would say the same).
MAX_SEATS = 16
#: The levels --players takes, for the help and the messages.
_CHOICES = ", ".join(level.value for level in Level)


def labels_for(players: Sequence[str]) -> list[str]:
    """Unique names for the entrants: ``hard,hard`` becomes ``hard#1, hard#2``."""
    out = []
    for i, p in enumerate(players):
        out.append(f"{p}#{i + 1}" if players.count(p) > 1 else p)
    return out


def game_seed(seed: int, index: int) -> int:
    return random.Random(f"arena:{seed}:{index}").randrange(2**31)


def play_game(task: tuple[str, dict[str, Any], list[Level], int, int]) -> dict[str, Any]:
    """Play game ``index``; entrant ``(k + index) % n`` sits in seat ``k``."""
    game_key, options, players, seed, index = task
    game = get_game(game_key)
    n = len(players)
    labels = labels_for(players)
    entrant_of_seat = [(seat + index) % n for seat in range(n)]
    gseed = game_seed(seed, index)
    bots = [make_bot(game_key, players[e], seed=bot_seed(gseed, seat))  # gseed stays hidden
            for seat, e in enumerate(entrant_of_seat)]
    state = game.new_initial_state(n, options)
    times: dict[str, list[float]] = {label: [] for label in labels}
    plies = 0
    streams: dict[str, int] = {}
    while not state.is_terminal() and plies < MAX_PLIES:
        seat = state.current_player()
        if state.is_chance_node():
            stream = state.chance_stream()
            n = streams[stream] = streams.get(stream, 0) + 1
            state.apply(state.sample_chance(chance_rng(gseed, stream, n - 1)))
        else:
            start = time.perf_counter()
            action = bots[seat].choose(state.view(seat), seat)  # a bot sees its seat's view
            times[labels[entrant_of_seat[seat]]].append(time.perf_counter() - start)
            state.apply(action)
        plies += 1
    outcome = state.outcome()
    if outcome is None:
        raise ClimbdeskError(f"game {index} did not finish within {MAX_PLIES} plies")
    return {
        "index": index,
        "entrant_of_seat": entrant_of_seat,
        "winners": sorted(entrant_of_seat[s] for s in outcome.winners),
        "scores": {str(entrant_of_seat[s]): score for s, score in enumerate(outcome.scores)},
        "draw": outcome.is_draw,
        "plies": plies,
        "times": times,
    }


def summarise(game_key: str, players: list[Level], seed: int, options: dict[str, Any],
              results: list[dict[str, Any]]) -> dict[str, Any]:
    labels = labels_for(players)
    n_games = len(results)
    bots: dict[str, Any] = {}
    for e, label in enumerate(labels):
        wins = sum(1 for r in results if e in r["winners"] and not r["draw"])
        draws = sum(1 for r in results if r["draw"])
        times = [t for r in results for t in r["times"][label]]
        first_seat_games = [r for r in results if r["entrant_of_seat"][0] == e]
        scores = [r["scores"][str(e)] for r in results if str(e) in r.get("scores", {})]
        score_mean, score_lo, score_hi = mean_ci95(scores)
        bots[label] = {
            "level": str(players[e]),  # a Level as its plain value
            "games": n_games,
            "wins": wins,
            "draws": draws,
            "losses": n_games - wins - draws,
            "win_rate": wins / n_games if n_games else 0.0,
            "win_ci95": list(wilson(wins, n_games)),
            "draw_rate": draws / n_games if n_games else 0.0,
            "draw_ci95": list(wilson(draws, n_games)),
            "first_seat_games": len(first_seat_games),
            "first_seat_wins": sum(1 for r in first_seat_games
                                   if e in r["winners"] and not r["draw"]),
            "score_mean": score_mean,
            "score_ci95": [score_lo, score_hi],
            "decisions": len(times),
            "decision_seconds": {"median": median(times), "p95": percentile(times, 95),
                                 "max": max(times, default=0.0)},
        }
    return {
        "game": game_key,
        "players": [str(p) for p in players],
        "games": n_games,
        "seed": seed,
        "options": Options.to_json(options),
        "average_plies": sum(r["plies"] for r in results) / n_games if n_games else 0.0,
        "bots": bots,
    }


def format_text(summary: dict[str, Any]) -> str:
    title = get_game(summary["game"]).info.title  # the key alone is ambiguous to readers
    lines = [f"{title} [{summary['game']}]: {summary['games']} games, seed {summary['seed']}, "
             f"seats rotated; options {summary['options']}",
             f"{'bot':<10} {'win%':>6} {'95% CI':>15} {'draw%':>6} {'as seat 1':>10} "
             f"{'median ms':>10} {'p95 ms':>8} {'moves':>7}"]
    for label, b in summary["bots"].items():
        lo, hi = b["win_ci95"]
        first = f"{b['first_seat_wins']}/{b['first_seat_games']}"
        lines.append(
            f"{label:<10} {100 * b['win_rate']:6.1f} [{100 * lo:5.1f}, {100 * hi:5.1f}] "
            f"{100 * b['draw_rate']:6.1f} {first:>10} "
            f"{1000 * b['decision_seconds']['median']:10.1f} "
            f"{1000 * b['decision_seconds']['p95']:8.1f} {b['decisions']:7d}")
    for label, b in summary["bots"].items():
        lo, hi = b["score_ci95"]
        lines.append(f"{label}: average score {b['score_mean']:.3f} [{lo:.3f}, {hi:.3f}]"
                     + (" (solitaire: turns taken, lower is better)"
                        if len(summary["players"]) == 1 else ""))
    lines.append(f"average game length: {summary['average_plies']:.1f} plies")
    return "\n".join(lines)


def run(game_key: str, players: list[Level], games: int, seed: int,
        options: dict[str, Any], jobs: int) -> dict[str, Any]:
    if not 1 <= games <= MAX_GAMES or not 1 <= jobs <= max_jobs():
        raise ClimbdeskError(f"run() needs 1 to {MAX_GAMES} games and 1 to {max_jobs()} jobs")
    # A generator: the tasks are made as the workers take them, not all up front.
    tasks = ((game_key, options, players, seed, i) for i in range(games))
    jobs = min(jobs, games)
    if jobs == 1:
        results = [play_game(t) for t in tasks]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = list(pool.imap(play_game, tasks, chunksize=1))
    return summarise(game_key, players, seed, options, results)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="climbdesk arena", description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--players", default="hard,normal",
                   help=f"comma-separated levels ({_CHOICES}), one per seat")
    p.add_argument("--games", type=bounded_int(1, MAX_GAMES, "a game count"), default=20,
                   help=f"games to play, 1 to {MAX_GAMES:,} (default 20)")
    p.add_argument("--seed", type=bounded_int(0, MAX_SEED, "a seed"), default=1,
                   help=f"0 to {MAX_SEED:,}; the same seed replays the same games (default 1)")
    p.add_argument("--option", action="append", default=[], metavar="K=V",
                   help="a variant, repeatable: jumping=yes, columns=4; a number option "
                        "that allows it takes random (mountain=random); a per-seat option "
                        "takes one value per seat separated by '/', an empty one keeping "
                        "that seat's default (team=d4,d6,d8,d10,d12,d20/d6,d6,d6,d6,d6,d6). "
                        "Per-seat values belong to seats, not entrants: seats rotate.")
    p.add_argument("--json", action="store_true")
    p.add_argument("--jobs", type=bounded_int(1, max_jobs(), "a number of worker processes"),
                   default=2, help=f"worker processes, 1 to {max_jobs()} here (4 per "
                                   "processor); never more than there are games (default 2)")
    return p.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
    except SystemExit as exc:  # --help or a usage error, already printed by argparse
        return exc.code if isinstance(exc.code, int) else 2
    try:
        game = get_game(args.game)
        names = [p.strip() for p in args.players.split(",") if p.strip()]
        if not names:
            raise ClimbdeskError(f"--players needs at least one level ({_CHOICES})")
        if len(names) > MAX_SEATS:
            raise ClimbdeskError(f"--players names {len(names)} seats; no game has more "
                                 f"than {MAX_SEATS}")
        try:
            players = [Level.parse(p) for p in names]
        except ValueError as exc:
            raise ClimbdeskError(str(exc)) from None
        options = Options.parse_pairs(game.option_specs(len(players)), args.option,
                                      len(players))
        options = game.validate_options(len(players), options)
    except ClimbdeskError as exc:
        print(f"climbdesk arena: {exc}", file=sys.stderr)
        return 2
    summary = run(game.info.key, players, args.games, args.seed, options, args.jobs)
    print(json.dumps(summary, indent=1) if args.json else format_text(summary))
    return 0
