"""``climbdesk bench --gui``: does the window stay responsive while bots think?

The real main window is opened offscreen and plays bot-against-bot games of
every game (Hard bots, no bot delay, a fixed number of bot turns per game)
while a 10 ms timer records how far apart its ticks really are.  A gap much
longer than 10 ms is a moment the window could not repaint or react: the
figure the player feels.  The longest pause counts every gap, those in which
a bot's move landed (applied, animated, panels redrawn, the next bot asked)
as much as those in which a bot thought; only a new game's set-up is kept
apart (reported, not judged).  ``--threads`` measures the old way (bots on Qt's
thread pool in the GUI process), ``--compare`` both in one run.

This module holds the Qt-free half (figures, report); the window is driven by
:mod:`climbdesk.ui.dev.bench_gui` in a child process (``python -m``), so the tools
layer never imports Qt or the UI: layers point one way.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from typing import Any

from climbdesk.core.level import LEVELS, Level
from climbdesk.tools.args import bounded_float, bounded_int
from climbdesk.tools.stats import median, percentile

#: What the window must achieve: no tick gap longer than this while bots play.
TARGET_MAX_GAP_MS = 50.0
TICK_MS = 10


def gap_figures(gaps_ms: Sequence[float]) -> dict[str, float]:
    """Max, p99 and median of tick gaps in milliseconds.

    >>> gap_figures([10, 10, 12, 90])["max"]
    90
    >>> gap_figures([])["p99"]
    0.0
    """
    return {"ticks": len(gaps_ms), "max": max(gaps_ms, default=0.0),
            "p99": percentile(gaps_ms, 99), "median": median(gaps_ms) if gaps_ms else 0.0}


def summarise(runner: str, games: list[dict[str, Any]], animation: float) -> dict[str, Any]:
    """One runner's result: per-game figures plus all games' gaps together.

    ``pause`` (the judged figure) is every gap but a game's set-up: thinking and
    move landings alike.

    >>> g = {"thinking_gaps_ms": [10.0, 12.0], "move_gaps_ms": [67.0], "setup_gaps_ms": [300.0]}
    >>> r = summarise("process", [g], 0.0)
    >>> r["pause"]["max"], r["thinking"]["max"], r["meets_target"]
    (67.0, 12.0, False)
    """
    def every(kind: str) -> list[float]:
        return [g for game in games for g in game.get(f"{kind}_gaps_ms", [])]

    thinking, moves = every("thinking"), every("move")
    pause = gap_figures(thinking + moves)
    return {"runner": runner, "animation": animation, "pause": pause,
            "thinking": gap_figures(thinking), "moves": gap_figures(moves),
            "setup": gap_figures(every("setup")),
            "meets_target": pause["max"] <= TARGET_MAX_GAP_MS,
            "games": [_game_figures(game) for game in games]}


def _game_figures(game: dict[str, Any]) -> dict[str, Any]:
    """One game's report: its gaps summed up (the raw gaps stay out of the JSON)."""
    out = {k: v for k, v in game.items() if not k.endswith("_gaps_ms")}
    thinking, moves = game.get("thinking_gaps_ms", []), game.get("move_gaps_ms", [])
    out.update(pause=gap_figures(thinking + moves), thinking=gap_figures(thinking),
               moves=gap_figures(moves), setup=gap_figures(game.get("setup_gaps_ms", [])))
    return out


def format_text(results: list[dict[str, Any]]) -> str:
    lines = []
    for r in results:
        p, t, m = r["pause"], r["thinking"], r["moves"]
        verdict = "meets" if r["meets_target"] else "misses"
        lines.append(f"bots in {r['runner']} (animation speed {r['animation']:g}): "
                     f"longest pause {p['max']:.1f} ms, p99 {p['p99']:.1f} ms, "
                     f"median {p['median']:.1f} ms over {p['ticks']} ticks "
                     f"({verdict} the {TARGET_MAX_GAP_MS:.0f} ms target); "
                     f"of which bot thinking: max {t['max']:.1f} ms; "
                     f"move landings: max {m['max']:.1f} ms, p99 {m['p99']:.1f} ms "
                     f"({m['ticks']} gaps); game set-up (not judged): "
                     f"max {r['setup']['max']:.1f} ms")
        for g in r["games"]:
            p, t = g["pause"], g["thinking"]
            lines.append(f"  {g['title']:<18} [{g['game']}] {g['bot_turns']:3d} bot turns "
                         f"({g['levels']}), thinking {g['thinking_seconds']:5.1f} s: "
                         f"longest pause {p['max']:6.1f} ms  p99 {p['p99']:6.1f} ms; "
                         f"thinking max {t['max']:6.1f} ms; "
                         f"move landings max {g['moves']['max']:6.1f} ms")
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options ``climbdesk bench --gui`` understands besides ``game`` and ``--json``."""
    parser.add_argument("--turns", type=bounded_int(1, 10000), default=12,
                        help="with --gui: bot turns to play per game (default 12)")
    parser.add_argument("--level", default=Level.HARD.value,
                        choices=[level.value for level in LEVELS],
                        help="with --gui: the bots' level (default hard)")
    speed = bounded_float(-1e-9, 100.0, "an animation speed (0 = off)")
    parser.add_argument("--animation", type=speed, default=0.0,
                        help="with --gui: board animation speed (default 0: off, so the figures "
                             "show the bots' effect, not the cost of painting animation frames)")
    parser.add_argument("--players", type=bounded_int(2, 5, "a number of players"), default=2,
                        help="with --gui: bots at each game (default 2; fewer or more when a "
                             "game demands)")
    parser.add_argument("--threads", action="store_true",
                        help="with --gui: run the bots on the GUI process's thread pool "
                             "(the old way) instead of the worker process")
    parser.add_argument("--compare-threads", action="store_true",
                        help="with --gui: measure the worker process, then the thread pool")


def run(args: argparse.Namespace) -> int:
    """Measure, print the report; exit status 1 if the process runner misses the target."""
    runners = ["process", "threads"] if args.compare_threads else \
        ["threads" if args.threads else "process"]
    games = [args.game] if args.game else None
    results = []
    for runner in runners:
        games_figures = measure_in_child(runner, games, args.turns, args.level, args.seed,
                                         args.animation, args.players)
        results.append(summarise(runner, games_figures, args.animation))
    print(json.dumps(results, indent=1) if args.json else format_text(results))
    return 0 if all(r["meets_target"] for r in results if r["runner"] == "process") else 1


def measure_in_child(runner: str, games: list[str] | None, turns: int, level: str, seed: int,
                     animation: float, players: int = 2) -> list[dict[str, Any]]:
    """Run :func:`climbdesk.ui.dev.bench_gui.measure` in a child process; its JSON comes back."""
    request = json.dumps({"runner": runner, "games": games, "turns": turns, "level": level,
                          "seed": seed, "animation": animation, "players": players})
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    proc = subprocess.run([sys.executable, "-m", "climbdesk.ui.dev.bench_gui", request], env=env,
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"climbdesk bench --gui: the window could not be measured:\n"
                         f"{proc.stderr.strip()}")
    figures: list[dict[str, Any]] = json.loads(proc.stdout.strip().splitlines()[-1])
    return figures
