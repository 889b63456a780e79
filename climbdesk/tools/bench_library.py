"""``climbdesk bench --library N``: open a library of N games and compute its statistics.

The target (issue 19) is that opening the library and computing the statistics
stays under 200 ms with 10,000 games.  The library is built once in a temp
folder from a few real random games (of every registered game that ends in random
play within a few hundred actions), each
added many times as a different game (its own id, date, seats and result), so
the file has the size and shape of a real one; then, ``--runs`` times, a fresh
:class:`~climbdesk.library.keeper.Keeper` opens it as the app does (connect,
check the file's length, migrate, import pending games) and the statistics are queried.
The dialog's full listing is timed apart, and so is opening File ▸ Library itself
(the dialog shown with its table's first page), in a child process that may
import Qt (:mod:`climbdesk.ui.dev.bench_library_dialog`).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
from climbdesk.core.registry import all_games
from climbdesk.library.entries import Entry, Result, entry_for
from climbdesk.library.keeper import Keeper
from climbdesk.library.queries import statistics, tallies
from climbdesk.tools.stats import median

TARGET_MS = 200.0
#: A sample game longer than this in random play is left out (it would only slow the build).
MAX_ACTIONS = 400
BOT = SeatKind.BOT
SEATS = ([Seat("Ann"), Seat("Bot", BOT, "easy")], [Seat("Ann"), Seat("Bot", BOT, "hard")],
         [Seat("Ann"), Seat("Cy")], [Seat("Ann"), Seat("Cy"), Seat("Bot", BOT, "normal")])


def _samples(seed: int) -> list[Entry]:
    """One random finished game per registered game and seat list that fits it (games
    whose random play runs long are left out): the records the copies carry."""
    rng = random.Random(seed)
    out = []
    for game in all_games():
        for seats in SEATS:
            if not game.info.min_players <= len(seats) <= game.info.max_players:
                continue
            match = Match(GameRecord.new(game, seats, seed=rng.randrange(2**31)))
            while not match.state.is_terminal() and len(match.record.actions) < MAX_ACTIONS:
                if match.state.is_chance_node():
                    match.resolve_chance()
                else:
                    match.apply(rng.choice(match.state.legal_actions()))
            if match.state.is_terminal():
                out.append(entry_for(match.truncated_record(), match.state.outcome(),
                                     match.turns_played()))
    return out


def build(folder: Path, games: int, seed: int = 1) -> Path:
    """A library of ``games`` games in ``folder`` (its path)."""
    samples = _samples(seed)
    rng = random.Random(seed)
    keeper = Keeper(folder)
    library = keeper.library()
    library.db.execute("PRAGMA synchronous = OFF")  # building only: the runs use the app's
    for i in range(games):
        sample = samples[i % len(samples)]
        day = 1 + i * 700 // max(1, games)  # spread over about two years
        ended = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(1.7e9 + day * 86400))
        result = sample.result
        if result in (Result.WON, Result.LOST):  # vary the results the statistics count
            result = Result.WON if rng.random() < 0.45 else Result.LOST
        library.put(dataclasses.replace(sample, uid=f"bench-{i}", ended=ended, result=result))
    keeper.close()
    return keeper.path


def measure(folder: Path, runs: int) -> dict[str, object]:
    """Wall-clock medians, and the same in CPU time: on a machine shared with other
    work the wall clock measures the waiting too, the CPU time only our work."""
    opens, stats_ms, lists, cpu = [], [], [], []
    count = 0
    for _ in range(runs):
        c0 = time.process_time()
        t0 = time.perf_counter()
        keeper = Keeper(folder)
        library = keeper.library()
        t1 = time.perf_counter()
        statistics(library)
        tallies(library)
        t2 = time.perf_counter()
        c2 = time.process_time()
        count = len(library.games())
        t3 = time.perf_counter()
        keeper.close()
        opens.append((t1 - t0) * 1e3)
        stats_ms.append((t2 - t1) * 1e3)
        lists.append((t3 - t2) * 1e3)
        cpu.append((c2 - c0) * 1e3)
    total = [a + b for a, b in zip(opens, stats_ms, strict=True)]
    return {"games": count, "runs": runs, "open_ms": median(opens),
            "statistics_ms": median(stats_ms), "open_and_statistics_ms": median(total),
            "open_and_statistics_max_ms": max(total), "open_and_statistics_cpu_ms": median(cpu),
            "list_all_ms": median(lists), "target_ms": TARGET_MS,
            "met": median(total) < TARGET_MS, "load_average": round(os.getloadavg()[0], 1)}


def measure_dialog(home: Path, runs: int) -> dict[str, float]:
    """File ▸ Library opening, timed in a child process with ``home`` as climbdesk's home."""
    env = dict(os.environ, CLIMBDESK_HOME=str(home),
               PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    proc = subprocess.run([sys.executable, "-m", "climbdesk.ui.dev.bench_library_dialog",
                           str(runs)], env=env, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"climbdesk bench --library: the dialog could not be measured:\n"
                         f"{proc.stderr.strip()}")
    times = json.loads(proc.stdout.strip().splitlines()[-1])
    return {"dialog_ms": median(times["dialog_ms"]), "dialog_max_ms": max(times["dialog_ms"]),
            "dialog_cpu_ms": median(times["dialog_cpu_ms"]),
            "dialog_games": times["dialog_games"]}


def run(games: int, runs: int, as_json: bool) -> int:
    with tempfile.TemporaryDirectory(prefix="climbdesk-bench-library-") as tmp:
        folder = Path(tmp) / "data"  # the data folder of a climbdesk home at ``tmp``
        started = time.perf_counter()
        path = build(folder, games)
        built = time.perf_counter() - started
        result = measure(folder, runs)
        dialog = measure_dialog(Path(tmp), runs)
        result.update(dialog)
        result["met"] = bool(result["met"]) and dialog["dialog_ms"] < TARGET_MS
        result["file_mb"] = round(path.stat().st_size / 1e6, 1)
        result["build_s"] = round(built, 1)
    if as_json:
        print(json.dumps(result, indent=1))
    else:
        print(f"library of {result['games']:,} games ({result['file_mb']} MB, built in "
              f"{result['build_s']} s), medians of {runs} runs:\n"
              f"  open (connect, check the length, migrate): {result['open_ms']:.1f} ms\n"
              f"  statistics (every query of the dialog):     {result['statistics_ms']:.1f} ms\n"
              f"  open + statistics: {result['open_and_statistics_ms']:.1f} ms "
              f"(max {result['open_and_statistics_max_ms']:.1f}; target < {TARGET_MS:.0f}) "
              f"{'met' if result['met'] else 'NOT MET'}\n"
              f"  the same in CPU time: {result['open_and_statistics_cpu_ms']:.1f} ms "
              f"(load average {result['load_average']})\n"
              f"  listing every game (one query): {result['list_all_ms']:.1f} ms\n"
              f"  File ▸ Library shown with its first page: {result['dialog_ms']:.1f} ms "
              f"(max {result['dialog_max_ms']:.1f}; CPU {result['dialog_cpu_ms']:.1f}; "
              f"target < {TARGET_MS:.0f})")
    sys.stdout.flush()
    return 0 if result["met"] else 1
