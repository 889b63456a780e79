"""``climbdesk bench --game-start``: how long starting a game holds the window up.

Issue 17 wants no pause of the window longer than 50 ms; starting a game was the one
moment no bench judged.  For every game, with 2 players and with the most it takes, a
new game (New Game's OK) and a resumed one (Resume on the start page; ``--kinds`` adds
the resume offered at launch, File ▸ Open, the library's Open and a finished game
opened for review) are started in
the real window (:mod:`climbdesk.ui.dev.bench_start_probe`, a child process per
variant and round, run by path because this layer may not import Qt).  Each start is
timed from the call to the new board's first paint and until the event loop is idle:
the longest single turn of the event loop (what pauses the window in one go; the
figure the 50 ms goal judges) and the GUI thread's CPU in all.  A process's first
start (its game page and the board's modules made) is reported apart from the later
ones (the next game of an evening).

``--compare DIR`` times another checkout in the same rounds, interleaved.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from climbdesk.tools.bench_startup import HERE, _env
from climbdesk.tools.stats import median

PROBE = Path(__file__).resolve().parent.parent / "ui" / "dev" / "bench_start_probe.py"
#: What a start may hold the window up in one turn (issue 17's longest pause).
TARGET_TURN_MS = 50.0
KINDS = ("new", "resume")
#: Every way in the probe knows: also the resume offered at launch, File ▸ Open, the
#: game library's Open and File ▸ Open of a finished game (a review).
START_KINDS = (*KINDS, "launch", "open", "library", "review")


def _probe(root: Path, home: Path, game: str, players: int, kind: str, starts: int,
           seed: int) -> dict[str, Any]:
    out = subprocess.run([sys.executable, str(PROBE), game, str(players), kind, str(starts),
                          str(seed)], env=_env(root, home), capture_output=True, text=True,
                         timeout=600)
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"game-start probe failed (exit {out.returncode}): "
                           f"{out.stderr.strip()}")
    data: dict[str, Any] = json.loads(lines[-1])
    return data


def game_start(rounds: int, starts: int, games: list[str], compare: Path | None = None,
               players: tuple[int, ...] = (2, 5), kinds: tuple[str, ...] = KINDS,
               seed: int = 1) -> dict[str, Any]:
    """Per variant ("<code> <game> <players>p <kind>"), the figures of the first start of
    a process and of the later ones, in seconds (see the module docstring)."""
    roots = {"climbdesk": HERE} | ({"compare": compare} if compare is not None else {})
    variants = {f"{name} {game} {n}p {kind}": (root, game, n, kind)
                for game in games for n in players for kind in kinds
                for name, root in roots.items()}
    got: dict[str, list[dict[str, Any]]] = {name: [] for name in variants}
    seen_players: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="climbdesk-bench-", ignore_cleanup_errors=True) as tmp:
        names = list(variants)
        # One unmeasured start each: the byte code and the thumbnails a player's second
        # session has (a first process compiled every module: 300-900 ms "first" starts).
        for name in names:
            root, game, n, kind = variants[name]
            _probe(root, Path(tmp) / name.replace(" ", "-"), game, n, kind, 1, seed)
        for i in range(rounds):
            order = names[i % len(names):] + names[:i % len(names)]  # rotate: no fixed slot
            for name in order:
                root, game, n, kind = variants[name]
                data = _probe(root, Path(tmp) / name.replace(" ", "-"), game, n, kind, starts,
                              seed + i)
                seen_players[name] = int(data["players"])
                got[name] += [dict(s, first=j == 0) for j, s in enumerate(data["starts"])]
    out: dict[str, Any] = {"rounds": rounds, "starts": starts, "variants": {}}
    for name, runs in got.items():
        out["variants"][name] = {"players": seen_players.get(name, 0),
                                 "first": _figures([r for r in runs if r["first"]]),
                                 "later": _figures([r for r in runs if not r["first"]])}
    return out


def _figures(runs: list[dict[str, Any]]) -> dict[str, float]:
    """Medians of each figure over ``runs``, and the worst longest turn."""
    if not runs:
        return {}
    keys = ("to_paint_max", "to_paint_cpu", "to_paint_wall", "idle_max", "idle_cpu",
            "work_turns")
    return {key: median([float(r[key]) for r in runs]) for key in keys} | {
        "worst_turn": max(float(r["idle_max"]) for r in runs), "count": len(runs)}


def format_text(result: dict[str, Any]) -> str:
    lines = [f"starting a game, GUI thread, {result['rounds']} rounds x {result['starts']} "
             "starts per process (first: the process's first game; later: the rest), medians; "
             f"longest = the longest single turn of the event loop (target "
             f"{TARGET_TURN_MS:.0f} ms), to paint = from the call to the board's first paint, "
             "idle = until the event loop is idle:"]
    for name, v in result["variants"].items():
        for when in ("first", "later"):
            f = v[when]
            if not f:
                continue
            lines.append(f"  {name:<34} {when:<5}  to paint: longest"
                         f" {1000 * f['to_paint_max']:6.1f} ms"
                         f"  CPU {1000 * f['to_paint_cpu']:6.1f} ms  wall"
                         f" {1000 * f['to_paint_wall']:6.1f} ms   idle: longest"
                         f" {1000 * f['idle_max']:6.1f} ms (worst {1000 * f['worst_turn']:6.1f})"
                         f"  CPU {1000 * f['idle_cpu']:6.1f} ms  in {f['work_turns']:.0f} turns")
    return "\n".join(lines)


def run(rounds: int, starts: int, games: list[str], compare: str | None, as_json: bool,
        players: tuple[int, ...] = (2, 5), kinds: tuple[str, ...] = KINDS) -> int:
    """What ``climbdesk bench --game-start`` does; returns the exit code."""
    unknown = [k for k in kinds if k not in START_KINDS]
    if unknown or not kinds:
        print(f"climbdesk bench: --kinds takes {', '.join(START_KINDS)}", file=sys.stderr)
        return 2
    other = Path(compare).resolve() if compare else None
    if other is not None and not (other / "climbdesk" / "__init__.py").is_file():
        print(f"climbdesk bench: {other} holds no climbdesk package", file=sys.stderr)
        return 2
    result = game_start(rounds, starts, games, other, players, kinds)
    print(json.dumps(result, indent=1) if as_json else format_text(result))
    return 0
