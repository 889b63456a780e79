"""The shape of Climbers games between bots: ``python -m climbdesk.bots.climbers.shape``.

For each bot level and player count it plays games in which every seat is that
level (random mountain, random first player, each game seeded from ``--seed``
and its index) and records how long games last in rounds, how high the
climbers end, and how early the winner got to its final height: on its own
first turn, or at any time in the first round.  A game whose winner stood at
its final height after the first round was decided by the mountain as built,
not by play; the mountain generator should make that rare (issue 17 asked for
at most a quarter of games).

Bots and chance draw only from seeded generators, and by default Normal and
Hard think until their evaluation budgets run out with their safety time caps
(what the app uses on a slow machine) removed, so a run replays exactly
whatever the machine's load; ``--time-caps`` plays with the caps and counts the
decisions a cap cut short.  ``--builder`` picks the mountain builder (the
number each game draws is the same for every builder), and ``--progress``
prints each game as it ends so a run cut short still counts; ``--tally FILE...``
makes the table from such lines, so runs cut short, continued with ``--start``
or played in several processes count as one (a game met twice must agree).
It lives with the Climbers bots, not in ``climbdesk/tools``, because shared
code never names a game (``tests/test_registry.py``).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

from climbdesk.bots import make_bot
from climbdesk.bots.base import Bot, Budget
from climbdesk.core import ClimbdeskError, get_game
from climbdesk.core.level import Level
from climbdesk.core.options import RANDOM
from climbdesk.core.rng import bot_seed, chance_rng
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.games.climbers.mountain import BUILDER, BUILDERS
from climbdesk.tools.args import bounded_int, max_jobs
from climbdesk.tools.stats import median, percentile, wilson

LEVELS = ("easy", "normal", "hard")
MAX_PLIES = 20_000  # a runaway game is a bug; stop rather than hang


def _uncapped(bot: Bot) -> Bot:
    """``bot`` thinking to its evaluation count only: no wall-clock cap, so a loaded
    machine cannot cut its search and the game replays exactly."""
    if bot.budget.seconds is not None and bot.budget.iterations is not None:
        bot.budget = Budget(seconds=None, iterations=bot.budget.iterations)
    return bot


def _capped(bot: Bot) -> bool:
    """Whether ``bot``'s last decision was ended by its time cap, not its evaluations."""
    limiter = getattr(bot, "limiter", None)
    cap = bot.budget.iterations
    return bool(limiter is not None and limiter.exhausted and cap is not None
                and limiter.count < cap)


def play(task: tuple[str, int, int, int, int, bool]) -> dict[str, Any]:
    """One game at ``level`` with ``players`` seats on a mountain of ``builder``; its
    shape as a small dict."""
    level, players, seed, index, builder, caps = task
    game = get_game("climbers")
    gseed = random.Random(f"shape:{seed}:{level}:{players}:{index}").randrange(2**31)
    bots = [make_bot("climbers", Level.parse(level), seed=bot_seed(gseed, s, 0))
            for s in range(players)]
    if not caps:
        bots = [_uncapped(b) for b in bots]
    state = game.new_initial_state(players, {"first": RANDOM, "builder": builder})
    assert isinstance(state, ClimbersState)
    streams: dict[str, int] = {}
    first_turn: dict[int, int] = {}  # seat -> the turn number of its first own turn
    plies = decisions = capped = 0
    start = time.process_time()
    while not state.is_terminal():
        if plies >= MAX_PLIES:
            raise ClimbdeskError(f"game {index} did not finish within {MAX_PLIES} plies")
        if state.is_chance_node():
            stream = state.chance_stream()
            count = streams[stream] = streams.get(stream, 0) + 1
            state.apply(state.sample_chance(chance_rng(gseed, stream, count - 1)))
        else:
            seat = state.current_player()
            state.apply(bots[seat].choose(state.view(seat), seat))
            decisions += 1
            capped += _capped(bots[seat])
        if state.turn:
            first_turn.setdefault(state.active, state.turn)
        plies += 1
    outcome = state.outcome()
    assert outcome is not None
    heights = [state.height(s) for s in range(players)]
    winner = None if outcome.is_draw else min(outcome.winners)
    reached = state.reached_turn[winner] if winner is not None else 0
    return {
        "rounds": math.ceil(state.turn / players),
        "heights": heights,
        "winner_height": heights[winner] if winner is not None else None,
        "draw": outcome.is_draw,
        # Reached in its own first turn (a seat never reacts in its own turn), or at
        # any time during the first round (its turn or a reaction in another's).
        "first_turn": winner is not None and reached == first_turn.get(winner, -1),
        "first_round": winner is not None and 0 < reached <= players,
        "cpu_seconds": time.process_time() - start,
        "decisions": decisions,
        "capped": capped,
        "mountain": state.number,
    }


def progress_line(task: tuple[str, int, int, int, int, bool], g: dict[str, Any]) -> str:
    """One finished game in a line (``--progress``): enough to count it if the run is
    cut short."""
    level, players, _, index, builder, _ = task
    return (f"{level} {players} seats game {index} builder {builder} mountain "
            f"{g['mountain']}: rounds {g['rounds']} heights {g['heights']} winner "
            f"{g['winner_height']} 1st turn {int(g['first_turn'])} 1st round "
            f"{int(g['first_round'])} cpu {g['cpu_seconds']:.1f} s decisions "
            f"{g['decisions']} capped {g['capped']}")


#: A :func:`progress_line`, read back by :func:`tally`.
PROGRESS = re.compile(
    r"(?P<level>\w+) (?P<players>\d+) seats game (?P<index>\d+) builder (?P<builder>\d+) "
    r"mountain (?P<mountain>\d+): rounds (?P<rounds>\d+) heights \[(?P<heights>[\d, ]+)\] "
    r"winner (?P<winner>\d+|None) 1st turn (?P<turn>[01]) 1st round (?P<round>[01]) "
    r"cpu (?P<cpu>[\d.]+) s decisions (?P<decisions>\d+) capped (?P<capped>\d+)$")


def tally(lines: Sequence[str]) -> dict[tuple[str, int, int], list[dict[str, Any]]]:
    """The games in ``--progress`` lines, by (level, seats, builder) in game order.

    Other lines are skipped (a log may hold tracebacks or a table).  The same game
    met twice counts once, and must be the same game: two runs of one seed and
    builder that disagree were played by different code, and mixing them would
    make the table describe neither (:class:`ClimbdeskError`)."""
    games: dict[tuple[str, int, int], dict[int, dict[str, Any]]] = {}
    for line in lines:
        m = PROGRESS.search(line.strip())
        if m is None:
            continue
        heights = [int(h) for h in m["heights"].split(",")]
        winner = None if m["winner"] == "None" else int(m["winner"])
        game = {"rounds": int(m["rounds"]), "heights": heights, "winner_height": winner,
                "draw": winner is None, "first_turn": m["turn"] == "1",
                "first_round": m["round"] == "1", "cpu_seconds": float(m["cpu"]),
                "decisions": int(m["decisions"]), "capped": int(m["capped"]),
                "mountain": int(m["mountain"])}
        key = (m["level"], int(m["players"]), int(m["builder"]))
        seen = games.setdefault(key, {})
        index = int(m["index"])
        old = seen.get(index)
        if old is not None and any(old[k] != game[k] for k in
                                   ("rounds", "heights", "winner_height", "mountain")):
            raise ClimbdeskError(f"{key[0]} {key[1]} seats game {index} builder {key[2]} "
                                 "appears twice with different results")
        seen.setdefault(index, game)
    def order(key: tuple[str, int, int]) -> tuple[int, str, int, int]:
        level, players, builder = key
        return (LEVELS.index(level) if level in LEVELS else len(LEVELS), level, players,
                builder)

    return {key: [games[key][i] for i in sorted(games[key])] for key in sorted(games, key=order)}


def summarise(level: str, players: int, games: list[dict[str, Any]]) -> dict[str, Any]:
    rounds = [g["rounds"] for g in games]
    decided = [g for g in games if not g["draw"]]
    first_turn = sum(1 for g in decided if g["first_turn"])
    first_round = sum(1 for g in decided if g["first_round"])
    # Won on height alone, not on "who stood there first" (the tie-break).
    alone = sum(1 for g in decided if g["heights"].count(g["winner_height"]) == 1)
    heights = [h for g in games for h in g["heights"]]
    return {
        "level": level,
        "players": players,
        "games": len(games),
        "draws": len(games) - len(decided),
        "rounds": {"median": median(rounds), "p10": percentile(rounds, 10),
                   "p90": percentile(rounds, 90), "max": max(rounds, default=0),
                   "counts": dict(sorted(Counter(rounds).items()))},
        "winner_height": dict(sorted(Counter(g["winner_height"] for g in decided).items())),
        "height_mean": sum(heights) / len(heights) if heights else 0.0,
        "heights": dict(sorted(Counter(heights).items())),
        "winner_first_turn": first_turn / len(decided) if decided else 0.0,
        "winner_first_turn_ci95": list(wilson(first_turn, len(decided))),
        "winner_first_round": first_round / len(decided) if decided else 0.0,
        "winner_first_round_ci95": list(wilson(first_round, len(decided))),
        "winner_alone": alone / len(decided) if decided else 0.0,
        "cpu_seconds": sum(g["cpu_seconds"] for g in games),
        "decisions": sum(g["decisions"] for g in games),
        "capped": sum(g["capped"] for g in games),
    }


def format_text(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'level':<7}{'seats':>5}{'games':>6}{'draws':>6}  {'rounds med [p10-p90] max':<26}"
             f"{'winner height: games':<34}{'mean h':>7}{'1st turn':>9}{'1st round':>10}"
             f"{'95% interval':>14}{'alone':>7}{'cpu s':>8}{'capped':>8}"]
    for r in rows:
        rd = r["rounds"]
        rounds = f"{rd['median']:g} [{rd['p10']}-{rd['p90']}] {rd['max']}"
        wins = " ".join(f"{h}:{n}" for h, n in r["winner_height"].items())
        low, high = r["winner_first_round_ci95"]
        interval = f"[{100 * low:.0f}-{100 * high:.0f}%]"
        lines.append(f"{r['level']:<7}{r['players']:>5}{r['games']:>6}{r['draws']:>6}  "
                     f"{rounds:<26}{wins:<34}{r['height_mean']:7.2f}"
                     f"{100 * r['winner_first_turn']:8.0f}%{100 * r['winner_first_round']:9.0f}%"
                     f"{interval:>14}{100 * r['winner_alone']:6.0f}%{r['cpu_seconds']:8.0f}"
                     f"{r['capped']:8d}")
    lines.append("1st turn: share of decided games whose winner stood at its final height "
                 "after its own first turn; 1st round: after the first round (reactions too), "
                 "with its 95% interval; alone: the winner was higher than every other "
                 "climber (not won on who stood there first); capped: decisions a time cap "
                 "cut short.")
    return "\n".join(lines)


def run(games: dict[str, int], players: Sequence[int], seed: int, jobs: int,
        builder: int = BUILDER, caps: bool = False, progress: bool = False,
        start: int = 0) -> list[dict[str, Any]]:
    """``games[level]`` games at each level for each seat count in ``players``, game
    indices from ``start`` (so a run can be continued where another stopped)."""
    plan = [(level, n, count) for level, count in games.items() for n in players]
    tasks = [(level, n, seed, i, builder, caps) for level, n, count in plan
             for i in range(start, start + count)]
    results: list[dict[str, Any]] = []
    if jobs == 1:
        outcomes = map(play, tasks)
        for task, result in zip(tasks, outcomes, strict=True):
            results.append(result)
            if progress:
                print(progress_line(task, result), file=sys.stderr, flush=True)
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for task, result in zip(tasks, pool.imap(play, tasks, chunksize=1), strict=True):
                results.append(result)
                if progress:
                    print(progress_line(task, result), file=sys.stderr, flush=True)
    rows = []
    for level, n, count in plan:
        mine = [r for t, r in zip(tasks, results, strict=True) if t[:2] == (level, n)]
        rows.append(summarise(level, n, mine[:count]))
    return rows


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m climbdesk.bots.climbers.shape",
                                description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--games", default="easy=40,normal=10,hard=2",
                   help="LEVEL=N,...: the levels to play and games per seat count for each "
                        "(default easy=40,normal=10,hard=2; Hard thinks far longer)")
    p.add_argument("--players", default="2,3,4,5", help="comma-separated seat counts")
    p.add_argument("--seed", type=bounded_int(0, 2**63 - 1, "a seed"), default=1)
    p.add_argument("--jobs", type=bounded_int(1, max_jobs(), "a number of worker processes"),
                   default=1)
    p.add_argument("--builder", type=int, choices=BUILDERS, default=BUILDER,
                   help=f"the mountain builder (default {BUILDER}, what new games get); each "
                        "game draws the same number whatever the builder")
    p.add_argument("--time-caps", action="store_true",
                   help="keep Normal's and Hard's safety time caps (as the app plays); by "
                        "default they think to their evaluation budgets, so load cannot "
                        "cut their search")
    p.add_argument("--start", type=bounded_int(0, 10**9, "a game index"), default=0,
                   help="the first game index to play (continue a run cut short)")
    p.add_argument("--progress", action="store_true",
                   help="print each game to stderr as it ends")
    p.add_argument("--tally", nargs="+", metavar="FILE",
                   help="play nothing: make the table from the --progress lines in these "
                        "files (one table per builder)")
    p.add_argument("--json", action="store_true")
    return p.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
    except SystemExit as exc:  # --help or a usage error, already printed by argparse
        return exc.code if isinstance(exc.code, int) else 2
    if args.tally:
        return _main_tally(args.tally, args.json)
    try:
        games: dict[str, int] = {}
        for pair in args.games.split(","):
            level, _, count = pair.strip().partition("=")
            if level not in LEVELS or not count.isdigit() or not 0 < int(count) <= 100_000:
                raise ClimbdeskError(f"--games: {pair!r} is not LEVEL=N with a level of "
                                     f"{', '.join(LEVELS)} and N from 1 to 100000")
            games[level] = int(count)
        players = [int(v) for v in args.players.split(",") if v.strip()]
        info = get_game("climbers").info
        for n in players:
            if not info.min_players <= n <= info.max_players:
                raise ClimbdeskError(f"Climbers is for {info.min_players} to "
                                     f"{info.max_players} players, not {n}")
    except (ClimbdeskError, ValueError) as exc:
        print(f"climbers shape: {exc}", file=sys.stderr)
        return 2
    rows = run(games, players, args.seed, args.jobs, args.builder, args.time_caps,
               args.progress, args.start)
    print(json.dumps(rows, indent=1) if args.json else format_text(rows))
    return 0


def _main_tally(paths: Sequence[str], as_json: bool) -> int:
    try:
        lines: list[str] = []
        for path in paths:
            with open(path, encoding="utf-8") as f:
                lines.extend(f)
        found = tally(lines)
    except (OSError, UnicodeDecodeError, ClimbdeskError) as exc:
        print(f"climbers shape: {exc}", file=sys.stderr)
        return 2
    if not found:
        print("climbers shape: no game lines (from --progress) in "
              f"{', '.join(paths)}", file=sys.stderr)
        return 2
    builders = sorted({b for _, _, b in found})
    tables = {b: [summarise(level, n, games) for (level, n, bb), games in found.items()
                  if bb == b] for b in builders}
    if as_json:
        print(json.dumps({str(b): rows for b, rows in tables.items()}, indent=1))
    else:
        print("\n\n".join(f"builder {b}\n{format_text(rows)}" for b, rows in tables.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
