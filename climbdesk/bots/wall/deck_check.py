"""The wall deck's self-play check: ``python -m climbdesk.bots.wall.deck_check [--games N] ...``.

The deck (``resources/wall/panels.json``) is climbdesk's own design, so issue 18
asks for proof that it plays: seeded games with a Normal bot in every seat
must reach the top in at least 85% (red holds), 75% (blue) and 60% (yellow)
of games for 2, 3 and 4 players, in at most 30 rounds at the median (45 in
Tough climbing).  This command plays those games and prints, per colour and
player count, the share that reached the top with its 95% interval, the
median number of rounds and how the others ended (the pile ran out, or all
but one climber fell off), each against its target.  It is a measurement, not
a test: the figures go into ``docs/performance.md`` with the command line.

Games are seeded from ``--seed`` and their index exactly as the arena's are
(chance streams and bot seeds), so a run replays whatever ``--jobs`` is.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections.abc import Sequence
from typing import Any

from climbdesk.bots import Level, make_bot
from climbdesk.core import get_game
from climbdesk.core.rng import bot_seed, chance_rng
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.phases import WallEnding
from climbdesk.tools.arena import MAX_PLIES, game_seed
from climbdesk.tools.args import bounded_int, max_jobs
from climbdesk.tools.stats import median, wilson

#: The share of games that must reach the top, per hold colour (issue 18).
TARGETS = {"red": 0.85, "blue": 0.75, "yellow": 0.60}
MAX_ROUNDS = {False: 30, True: 45}


def play(task: tuple[int, str, bool, str, int, int]) -> dict[str, Any]:
    """One game with ``level`` in every seat; whether it topped out and its rounds."""
    players, colour, tough, level, seed, index = task
    game = get_game("wall")
    gseed = game_seed(seed, index)
    bots = [make_bot("wall", Level.parse(level), seed=bot_seed(gseed, s)) for s in range(players)]
    state = game.new_initial_state(players, {"colour": colour, "tough": tough})
    assert isinstance(state, WallState)
    streams: dict[str, int] = {}
    plies = rounds = 0
    while not state.is_terminal() and plies < MAX_PLIES:
        seat = state.current_player()
        if state.is_chance_node():
            stream = state.chance_stream()
            n = streams[stream] = streams.get(stream, 0) + 1
            state.apply(state.sample_chance(chance_rng(gseed, stream, n - 1)))
        else:
            if state.starts_turn() and seat == min(state.active_seats()):
                rounds += 1
            state.apply(bots[seat].choose(state.view(seat), seat))
        plies += 1
    outcome = state.outcome()
    reason = str(outcome.reason) if outcome is not None else "unfinished"
    return {"topped": any(state.topped), "rounds": rounds, "reason": reason,
            "out": len(state.dropped)}


def check(players: int, colour: str, tough: bool, games: int, seed: int, jobs: int,
          level: str = "normal") -> dict[str, Any]:
    tasks = [(players, colour, tough, level, seed, i) for i in range(games)]
    if jobs == 1:
        results = [play(t) for t in tasks]
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = list(pool.imap(play, tasks, chunksize=1))
    topped = sum(1 for r in results if r["topped"])
    rounds = [r["rounds"] for r in results]
    lo, hi = wilson(topped, games)
    target, limit = TARGETS[colour], MAX_ROUNDS[tough]
    return {"players": players, "colour": colour, "tough": tough, "games": games,
            "topped": topped, "topped_rate": topped / games, "topped_ci95": [lo, hi],
            "target": target, "median_rounds": median(rounds), "rounds_limit": limit,
            "pile_ran_out": sum(1 for r in results if r["reason"] == WallEnding.PILE),
            "fell_off": sum(1 for r in results if r["reason"] not in
                            (WallEnding.PILE, WallEnding.TOPPED)),
            "seats_out": sum(r["out"] for r in results),
            "passes": topped / games >= target and median(rounds) <= limit}


def format_row(r: dict[str, Any]) -> str:
    lo, hi = r["topped_ci95"]
    verdict = "ok" if r["passes"] else "MISSES"
    tough = " tough" if r["tough"] else ""
    return (f"{r['players']}p {r['colour']:<6}{tough:<6} {r['games']:4d} games: top reached "
            f"{100 * r['topped_rate']:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}] "
            f"(target {100 * r['target']:.0f}%), median {r['median_rounds']:.1f} rounds "
            f"(limit {r['rounds_limit']}); pile out {r['pile_ran_out']}, fell off "
            f"{r['fell_off']}, seats out {r['seats_out']}  {verdict}")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m climbdesk.bots.wall.deck_check",
                                description=__doc__.splitlines()[0])
    p.add_argument("--games", type=bounded_int(1, 100_000, "a game count"), default=100,
                   help="games per colour and player count (default 100)")
    p.add_argument("--players", default="2,3,4", help="player counts (default 2,3,4)")
    p.add_argument("--colours", default="red,blue,yellow",
                   help="hold colours (default red,blue,yellow)")
    p.add_argument("--tough", action="store_true", help="Tough climbing")
    p.add_argument("--level", default="normal", help="the bot in every seat (default normal)")
    p.add_argument("--seed", type=bounded_int(0, 2**63 - 1, "a seed"), default=1)
    p.add_argument("--jobs", type=bounded_int(1, max_jobs(), "a number of worker processes"),
                   default=2)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        counts = [int(c) for c in args.players.split(",")]
        colours = [c.strip() for c in args.colours.split(",")]
        Level.parse(args.level)
    except ValueError as exc:
        print(f"deck_check: {exc}", file=sys.stderr)
        return 2
    bad = [c for c in colours if c not in TARGETS] + [str(n) for n in counts
                                                      if not 2 <= n <= 4]
    if bad:
        print(f"deck_check: not a colour or player count: {', '.join(bad)}", file=sys.stderr)
        return 2
    rows = []
    for colour in colours:
        for n in counts:
            row = check(n, colour, args.tough, args.games, args.seed, args.jobs, args.level)
            rows.append(row)
            if not args.json:
                print(format_row(row), flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0 if all(r["passes"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
