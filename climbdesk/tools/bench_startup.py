"""``climbdesk bench --startup`` and ``--per-move``: how fast the window appears and a move lands.

Start-up is judged against the cheapest possible PySide6 window on the same
machine at the same moment, because absolute milliseconds on a shared 2-core
box mean little: each repetition starts a fresh interpreter for a bare
``QApplication`` + ``QMainWindow`` and one for climbdesk's real start (what
``python -m climbdesk`` runs), interleaved, and both are timed from spawning
the process to the end of the window's first paint.  The ratio of the
medians is the figure of merit (target: at most 1.5).

Per-move cost plays two-human Stairs through the real controller in an
offscreen window and times each move from ``controller.play()`` until the
event loop is idle again (bot delay 0, animations off) — once with the window
hidden (the page, controller and autosave work; the target) and once shown
(plus repainting the board scene, which belongs to the boards).

``--compare DIR`` adds a second climbdesk checkout (e.g. the commit before a
change, unpacked with ``git archive``), timed interleaved with this one, so
before/after figures come from the same run.

The Qt work happens in :mod:`climbdesk.ui.dev.bench_probe`, run by path as a
child process: this module sits in the tools layer, which may not import Qt.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from climbdesk.tools.stats import median

PROBE = Path(__file__).resolve().parent.parent / "ui" / "dev" / "bench_probe.py"
#: The checkout this module belongs to (what goes first on PYTHONPATH for "this" code).
HERE = Path(__file__).resolve().parent.parent.parent


def _env(code_root: Path, home: Path) -> dict[str, str]:
    """The child's environment: its own user folder, and byte-code caching switched on.

    An installed climbdesk has its ``.pyc`` files; a development shell often sets
    PYTHONDONTWRITEBYTECODE, which would make every start compile every module
    again.  The byte code goes to a folder inside ``home`` so no checkout is touched.
    """
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    env["PYTHONPATH"] = os.pathsep.join([str(code_root), env.get("PYTHONPATH", "")]).rstrip(
        os.pathsep)
    env["CLIMBDESK_HOME"] = str(home)
    if not env.get("QT_QPA_PLATFORM") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _time_start(mode: str, env: dict[str, str], timeout: float = 60.0) -> float:
    """Seconds from spawning the probe to its ``ready`` line (end of the first paint)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, str(PROBE), mode], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - t0
        proc.wait(timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    if line.strip() != "ready":
        err = proc.stderr.read() if proc.stderr else ""
        raise RuntimeError(f"probe {mode} failed (exit {proc.returncode}): {err.strip()}")
    return elapsed


def startup(runs: int, compare: Path | None = None) -> dict[str, Any]:
    """Interleaved start-up times (seconds) of bare Qt, this climbdesk and maybe another."""
    variants: dict[str, tuple[str, Path]] = {"bare": ("bare", HERE), "climbdesk": ("app", HERE)}
    if compare is not None:
        variants["compare"] = ("app", compare)
    times: dict[str, list[float]] = {name: [] for name in variants}
    with tempfile.TemporaryDirectory(prefix="climbdesk-bench-", ignore_cleanup_errors=True) as tmp:
        envs = {name: _env(root, Path(tmp) / name) for name, (_m, root) in variants.items()}
        # One unmeasured start each: fills the caches a real user's second start would have
        # (thumbnails, fonts, the OS file cache) and shows the cold first start separately.
        cold = {name: _time_start(mode, envs[name]) for name, (mode, _r) in variants.items()}
        names = list(variants)
        for i in range(runs):
            order = names[i % len(names):] + names[:i % len(names)]  # rotate: no fixed slot
            for name in order:
                times[name].append(_time_start(variants[name][0], envs[name]))
    result: dict[str, Any] = {"runs": runs, "first_start": cold, "times": times,
                              "median": {name: median(t) for name, t in times.items()}}
    bare = result["median"]["bare"]
    result["ratio"] = {name: m / bare for name, m in result["median"].items() if name != "bare"}
    return result


def _moves_once(root: Path, home: Path, moves: int, seed: int, shown: bool,
                game: str = "", hover: bool = False) -> dict[str, list[Any]]:
    """One probe process: ``times`` per move, the same in CPU time (``cpu``: the process,
    ``gui_cpu``: the GUI thread alone), their ``kinds`` (action class names), the
    view's quarter ``turns``, the matches' ``seeds`` (the same for the same ``seed``), and
    the split of a move (see :data:`SPLIT`; older probes
    print the times alone)."""
    out = subprocess.run([sys.executable, str(PROBE), "per-move", str(moves), str(seed),
                          "1" if shown else "0", *([game] if game or hover else []),
                          *(["1"] if hover else [])],
                         env=_env(root, home), capture_output=True, text=True, timeout=600)
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"per-move probe failed (exit {out.returncode}): {out.stderr.strip()}")
    data = json.loads(lines[-1])
    times = [float(t) for t in data["times"]]
    got: dict[str, list[Any]] = {
        "times": times, "cpu": [float(t) for t in data.get("cpu", [])],
        "gui_cpu": [float(t) for t in data.get("gui_cpu", [])],
        "kinds": [str(k) for k in data.get("kinds", [""] * len(times))],
        "turns": [float(t) for t in data.get("turns", [])],
        "seeds": [int(t) for t in data.get("seeds", [])]}
    for key in SPLIT + TURN_SPLIT:
        got[key] = [None if t is None else float(t) for t in data.get(key, [])]
    return got


#: A move's parts the probe reports (GUI-thread seconds; None: the board did not repaint):
#: ``play()`` alone, ``play()`` to the end of the board's repaint in CPU and wall-clock
#: (issue 17's figure), and the longest single turn of the event loop in the move.
SPLIT = ("play_cpu", "paint_cpu", "paint_wall", "tick_cpu")

#: A view turn's first frame the probe reports (GUI-thread CPU and wall-clock seconds to the
#: end of the board's repaint; None: it did not repaint).
TURN_SPLIT = ("turn_paint_cpu", "turn_paint_wall")

#: The action class of a lifted block (Climbers), reported apart: issue 17 wants it in a frame.
LIFT = "Pick"


def _figures(times: list[float]) -> dict[str, float]:
    return {"median": median(times), "p90": sorted(times)[int(0.9 * (len(times) - 1))]} \
        if times else {}


def per_move(rounds: int, moves: int, compare: Path | None = None,
             games: list[str] | None = None, hover: bool = False) -> dict[str, Any]:
    """GUI seconds per move, each round one fresh process per variant, interleaved
    (``hover``: the probe's HOVER=1, what a Climbers Pick, Place, Move, Push or Disk
    points at hovered first).

    ``games`` (keys) are measured one after the other, each hidden and shown; the
    default is the first registered game.  A variant is named "<code> <hidden|shown>",
    with " <game>" added when more than one game is measured.
    """
    roots = {"climbdesk": HERE} | ({"compare": compare} if compare is not None else {})
    keys = games or [""]
    variants = {f"{name} {'shown' if shown else 'hidden'}" + (f" {key}" if len(keys) > 1
                                                              else ""): (root, shown, key)
                for key in keys for shown in (False, True) for name, root in roots.items()}
    times: dict[str, list[float]] = {name: [] for name in variants}
    cpu: dict[str, list[float]] = {name: [] for name in variants}
    gui_cpu: dict[str, list[float]] = {name: [] for name in variants}
    # A lift and a view turn: to the end of the board's repaint (issue 17's one frame; what
    # comes after it, the side panel laying itself out, shows a frame later), wall-clock
    # and GUI-thread CPU, and until the event loop is idle ("whole").
    lifts: dict[str, list[float]] = {name: [] for name in variants}
    lift_cpu: dict[str, list[float]] = {name: [] for name in variants}
    lift_whole: dict[str, list[float]] = {name: [] for name in variants}
    turns: dict[str, list[float]] = {name: [] for name in variants}
    turn_cpu: dict[str, list[float]] = {name: [] for name in variants}
    turn_whole: dict[str, list[float]] = {name: [] for name in variants}
    split: dict[str, dict[str, list[float | None]]] = {key: {name: [] for name in variants}
                                                       for key in SPLIT}
    with tempfile.TemporaryDirectory(prefix="climbdesk-bench-", ignore_cleanup_errors=True) as tmp:
        names = list(variants)
        for i in range(rounds):
            order = names[i % len(names):] + names[:i % len(names)]
            for name in order:
                root, shown, key = variants[name]
                home = Path(tmp) / name.replace(" ", "-")
                got = _moves_once(root, home, moves, i + 1, shown, key, hover)
                times[name] += got["times"]
                cpu[name] += got["cpu"]
                gui_cpu[name] += got["gui_cpu"]
                lifted = [k == LIFT for k in got["kinds"]]
                for into, key in ((lifts, "paint_wall"), (lift_cpu, "paint_cpu"),
                                  (lift_whole, "times")):
                    into[name] += [t for t, lift in zip(got[key], lifted, strict=False)
                                   if lift and t is not None]
                for into, key in ((turns, "turn_paint_wall"), (turn_cpu, "turn_paint_cpu"),
                                  (turn_whole, "turns")):
                    into[name] += [t for t in got[key] if t is not None]
                for key in SPLIT:
                    split[key][name] += got[key]
    return ({"rounds": rounds, "moves_per_round": moves, "games": keys, "hover": hover,
            "median": {name: median(t) for name, t in times.items()},
            "p90": {name: sorted(t)[int(0.9 * (len(t) - 1))] for name, t in times.items()},
            "cpu": {name: _figures(t) for name, t in cpu.items() if t},
            "gui_cpu": {name: _figures(t) for name, t in gui_cpu.items() if t},
            "lift": {name: _figures(t) | {"count": len(t)} for name, t in lifts.items() if t},
            "lift_cpu": {name: _figures(t) for name, t in lift_cpu.items() if t},
            "lift_whole": {name: _figures(t) for name, t in lift_whole.items() if t},
            "turn": {name: _figures(t) | {"count": len(t)} for name, t in turns.items() if t},
            "turn_cpu": {name: _figures(t) for name, t in turn_cpu.items() if t},
            "turn_whole": {name: _figures(t) for name, t in turn_whole.items() if t}}
            | {key: {name: _figures([x for x in t if x is not None])
                     | {"max": max((x for x in t if x is not None), default=0.0),
                        "missing": sum(x is None for x in t)}
                     for name, t in by_name.items() if any(x is not None for x in t)}
               for key, by_name in split.items()})


def format_text(start: dict[str, Any] | None, moves: dict[str, Any] | None) -> str:
    lines = []
    if start is not None:
        lines.append(f"start-up to first paint, {start['runs']} interleaved runs (median):")
        for name, m in start["median"].items():
            ratio = f"   {start['ratio'][name]:.2f}x bare" if name in start["ratio"] else ""
            lines.append(f"  {name:<10} {1000 * m:7.1f} ms{ratio}"
                         f"   (first start {1000 * start['first_start'][name]:.1f} ms)")
    if moves is not None:
        games = ", ".join(k for k in moves.get("games", []) if k) or "the first game"
        lines.append(f"GUI time per move, {moves['rounds']} rounds x {moves['moves_per_round']}"
                     f" moves of two-human games ({games}); hidden = window not shown,"
                     " shown = with the board painted"
                     + ("; each Climbers Pick, Place, Move, Push and Disk pointed at first"
                        " (--hover)"
                        if moves.get("hover") else "") + ":")
        for name, m in moves["median"].items():
            cpu = moves.get("cpu", {}).get(name)
            gui = moves.get("gui_cpu", {}).get(name)
            lines.append(f"  {name:<27} median {1000 * m:6.2f} ms   "
                         f"p90 {1000 * moves['p90'][name]:6.2f} ms"
                         + (f"   CPU median {1000 * cpu['median']:6.2f} ms"
                            f"   p90 {1000 * cpu['p90']:6.2f} ms" if cpu else "")
                         + (f"   GUI thread CPU median {1000 * gui['median']:6.2f} ms"
                            f"   p90 {1000 * gui['p90']:6.2f} ms" if gui else ""))
        if moves.get("gui_cpu"):
            lines.append("  (CPU: the whole process, with the autosave thread's write;"
                         " GUI thread: what can pause the window)")
        lines += _split_lines(moves)
        for what, label in (("lift", "lifting a block"),
                            ("turn", "turning the view at once after a move")):
            if moves.get(what):
                lines.append(f"{label} (of the moves above; target one frame, 16 ms), to the"
                             " board's repaint in wall-clock and GUI-thread CPU, and until idle:")
            for name, f in moves.get(what, {}).items():
                cpu = moves.get(f"{what}_cpu", {}).get(name, {})
                whole = moves.get(f"{what}_whole", {}).get(name, {})
                lines.append(f"  {name:<27} median {1000 * f['median']:6.2f} ms   "
                             f"p90 {1000 * f['p90']:6.2f} ms   CPU median"
                             f" {1000 * cpu.get('median', 0):6.2f} ms   p90"
                             f" {1000 * cpu.get('p90', 0):6.2f} ms   until idle median"
                             f" {1000 * whole.get('median', 0):6.2f} ms   ({f['count']})")
    return "\n".join(lines)


def _split_lines(moves: dict[str, Any]) -> list[str]:
    """The move's split (issue 17: "play() to the end of the board's repaint", target 5 ms)."""
    if not moves.get("paint_cpu"):
        return []
    lines = ["the same moves in parts, GUI thread (medians, p90 in brackets; target 5 ms to"
             " the board's repaint):"]
    for name in moves["paint_cpu"]:
        play, paint = moves["play_cpu"].get(name, {}), moves["paint_cpu"][name]
        wall, tick = moves["paint_wall"].get(name, {}), moves["tick_cpu"].get(name, {})
        missing = f"   ({paint['missing']} moves without a repaint)" if paint["missing"] else ""
        lines.append(f"  {name:<27} play() {1000 * play.get('median', 0):5.2f}"
                     f"   to the board's repaint CPU {1000 * paint['median']:6.2f}"
                     f" ({1000 * paint['p90']:6.2f}) wall {1000 * wall.get('median', 0):6.2f}"
                     f"   longest tick {1000 * tick.get('median', 0):6.2f}"
                     f" ({1000 * tick.get('p90', 0):6.2f}, max {1000 * tick.get('max', 0):6.2f})"
                     + missing)
    return lines


def run(do_startup: bool, do_moves: bool, runs: int, moves: int, rounds: int,
        compare: str | None, as_json: bool, games: list[str] | None = None,
        hover: bool = False) -> int:
    """What ``climbdesk bench --startup/--per-move`` does; returns the exit code."""
    other = Path(compare).resolve() if compare else None
    if other is not None and not (other / "climbdesk" / "__init__.py").is_file():
        print(f"climbdesk bench: {other} holds no climbdesk package", file=sys.stderr)
        return 2
    start = startup(runs, other) if do_startup else None
    per = per_move(rounds, moves, other, games, hover) if do_moves else None
    if as_json:
        print(json.dumps({"startup": start, "per_move": per}, indent=1))
    else:
        print(format_text(start, per))
    return 0
