"""Speed figures: ``climbdesk bench [GAME] [--json] [--seconds X]``.

Two numbers tell whether a game is fast enough for its bots: how many random
playouts per second the engine sustains (MCTS lives on that) and how long each
level takes to decide in positions taken from random games.

Playouts are counted through the validating path (``apply``) and the search
path MCTS uses (``sample_chance`` + ``apply_trusted``), and through a game's own
trusted loop if it has one.  Everything compared is measured *interleaved*: each
contender runs in short slices in turn, so load from other jobs on the machine
falls on all of them alike.  ``--baseline PATH`` adds an older checkout's
validating path (run in a worker process), ``--peer PATH`` the Can't Stop engine
of leandrocouto/cant_stop (imported from PATH at run time, never shipped), and
``--undo`` times ``Match.undo`` and ``Match.state_at`` on a 300+ action game.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from climbdesk.bots import LEVELS, Level, make_bot
from climbdesk.core import ClimbdeskError, State, all_games, get_game
from climbdesk.core.game import Game
from climbdesk.core.rng import sample_weighted
from climbdesk.tools import bench_gui, bench_worker
from climbdesk.tools.args import bounded_float, bounded_int
from climbdesk.tools.stats import median, percentile

#: Seconds per interleaved slice: short, so load from other jobs hits every contender alike.
SLICE = 0.2
#: Undo is timed on a game at least this long.
UNDO_PLIES = 300
#: --seconds above this is a typo, not a benchmark (a day of playouts per game).
MAX_SECONDS = 3600.0
MAX_UNDO_REPEATS = 100_000


def random_step(state: State, rng: random.Random) -> None:
    if state.is_chance_node():
        if state.chance_sampled():
            state.apply(state.sample_chance(rng))  # a sampled set-up lists nothing
        else:
            state.apply(sample_weighted(state.chance_outcomes(), rng))
    else:
        state.apply(rng.choice(state.legal_actions()))


class Contender:
    """Something that plays random games for a time slice and says how many."""

    def __init__(self, label: str, run: Callable[[float], dict[str, Any]]) -> None:
        self.label = label
        self._run = run
        self.games = self.plies = 0
        self.elapsed = 0.0
        self.available = True
        self.path: str | None = None

    def slice(self, seconds: float) -> None:
        out = self._run(seconds)
        if out.get("games") is None:
            self.available = False
            return
        self.games += out["games"]
        self.plies += out["plies"]
        self.elapsed += out["elapsed"]

    def rate(self) -> float | None:
        return self.games / self.elapsed if self.available and self.elapsed else None


def in_process(label: str, game: Game, mode: str, seed: int) -> Contender:
    rng = random.Random(seed)
    return Contender(label, lambda seconds: bench_worker.run_slice(game, mode, seconds, rng))


class Worker:
    """A ``bench_worker`` process on another checkout of climbdesk (``PYTHONPATH=path``)."""

    def __init__(self, path: str) -> None:
        root = Path(path).resolve()
        if not (root / "climbdesk" / "__init__.py").is_file():
            raise ClimbdeskError(f"{path} is not a climbdesk checkout (no climbdesk/__init__.py)")
        self.path = str(root)
        env = dict(os.environ, PYTHONPATH=self.path)
        source = Path(bench_worker.__file__).read_text(encoding="utf-8")
        self.proc = subprocess.Popen([sys.executable, "-c", source], cwd=self.path, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise ClimbdeskError(f"the bench worker for {self.path} stopped")
        reply: dict[str, Any] = json.loads(line)
        return reply

    def contender(self, label: str, game: str, mode: str, seed: int) -> Contender:
        return Contender(label, lambda seconds: self.ask(
            {"game": game, "mode": mode, "seconds": seconds, "seed": seed}))

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def interleave(contenders: Sequence[Contender], seconds: float,
               slice_seconds: float = SLICE) -> int:
    """Run the contenders in alternating short slices until each has had about
    ``seconds``; the order rotates every round.  Returns the number of rounds."""
    rounds = 0
    active = list(contenders)
    while active and (rounds == 0 or min(c.elapsed for c in active) < seconds):
        k = rounds % len(active)
        for c in active[k:] + active[:k]:
            c.slice(min(slice_seconds, seconds))
        active = [c for c in active if c.available]
        rounds += 1
    return rounds


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a and b else None


def playout_figures(game: Game, seconds: float, seed: int, baseline: Worker | None = None,
                    peer: Contender | None = None) -> dict[str, Any]:
    """Validating path, search path, the game's trusted loop (and the baseline
    checkout's validating path, and a peer engine) measured interleaved."""
    key = game.info.key
    valid = in_process("validating", game, "validating", seed)
    search = in_process("search", game, "search", seed)
    contenders = [valid, search]
    fast = None
    if bench_worker.supports(game, "fast"):
        fast = in_process("fast", game, "fast", seed)
        contenders.append(fast)
    old = None
    if baseline is not None:
        old = baseline.contender("baseline", key, "validating", seed)
        contenders.append(old)
    if peer is not None:
        contenders.append(peer)
    rounds = interleave(contenders, seconds)
    out: dict[str, Any] = {
        "playouts_per_second": valid.rate(),
        "plies_per_second": valid.plies / valid.elapsed,
        "average_plies": valid.plies / valid.games,
        "search_playouts_per_second": search.rate(),
        "search_plies_per_second": search.plies / search.elapsed,
        "search_vs_validating": _ratio(search.rate(), valid.rate()),
        "fast_random_games_per_second": fast.rate() if fast else None,
        "interleaved_rounds": rounds,
    }
    if old is not None and baseline is not None:
        out["baseline"] = {"path": baseline.path, "playouts_per_second": old.rate(),
                           "plies_per_second": old.plies / old.elapsed if old.elapsed else None}
        out["search_vs_baseline"] = _ratio(search.rate(), old.rate())
        out["validating_vs_baseline"] = _ratio(valid.rate(), old.rate())
    if peer is not None:
        out["peer"] = {"path": peer.path, "games_per_second": peer.rate(),
                       "search_vs_peer": _ratio(search.rate(), peer.rate()),
                       "fast_vs_peer": _ratio(fast.rate() if fast else None, peer.rate()),
                       "validating_vs_peer": _ratio(valid.rate(), peer.rate())}
    return out


# ----- a peer engine ------------------------------------------------------------------
def peer_module(game: Game) -> Any:
    """The game's ``peer`` module (how to load and play a peer engine), if it has one.

    A game that can be compared with another engine says so in its own package
    (``climbdesk.games.<game>.peer``: ``load(path)`` and ``random_game(engine, rng)``),
    so this shared tool never names a game.
    """
    package = type(game).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.peer")
    except ModuleNotFoundError:
        raise ClimbdeskError(f"no peer engine is known for {game.info.title}") from None


def peer_contender(game: Game, path: str, seed: int) -> Contender:
    peer = peer_module(game)
    module = peer.load(path)
    rng = random.Random(seed)
    random.seed(seed)  # the peer's dice

    def run(seconds: float) -> dict[str, Any]:
        games = plies = 0
        start = time.perf_counter()
        while True:
            plies += peer.random_game(module, rng)
            games += 1
            if time.perf_counter() - start >= seconds:
                break
        return {"games": games, "plies": plies, "elapsed": time.perf_counter() - start}

    contender = Contender("peer", run)
    contender.path = str(Path(path).resolve())
    return contender


# ----- undo ---------------------------------------------------------------------------
def long_line(game: Game, seed: int, at_least: int = UNDO_PLIES, tries: int = 50) -> list[Any]:
    """JSON actions of a random two-player game of at least ``at_least`` actions (the
    longest of ``tries`` random games if none is that long), played through a Match."""
    best: list[Any] = []
    for k in range(tries):
        rng = random.Random(seed * 1000 + k)
        match = bench_worker.build_match(game.info.key, seed, [])
        while not match.state.is_terminal():
            if match.state.is_chance_node():
                match.resolve_chance()
            else:
                match.apply(rng.choice(match.state.legal_actions()))
        line = [a.to_json() for a in match.record.actions]
        if len(line) > len(best):
            best = line
        if len(best) >= at_least:
            break
    return best


def _ms(times: Sequence[float]) -> dict[str, float]:
    return {"median": 1000 * median(times), "max": 1000 * max(times)}


def undo_figures(game: Game, seed: int, repeats: int,
                 baseline: Worker | None = None) -> dict[str, Any]:
    """Undo from the end of a long game and history jumps (``state_at``), in ms;
    with a baseline, its undo on the same game, in interleaved batches."""
    line = long_line(game, seed)
    match = bench_worker.build_match(game.info.key, seed, line)
    rng = random.Random(seed)
    undo: list[float] = []
    old: list[float] = []
    batch = 10
    done = 0
    while done < repeats:
        n = min(batch, repeats - done)
        undo += bench_worker.time_undo(match, n)
        if baseline is not None:
            old += baseline.ask({"game": game.info.key, "mode": "undo", "seed": seed,
                                 "actions": line, "repeats": n})["times"]
        done += n
    jumps = []
    for _ in range(repeats):
        n = rng.randrange(match.cursor + 1)
        t0 = time.perf_counter()
        match.state_at(n)
        jumps.append(time.perf_counter() - t0)
    out: dict[str, Any] = {"actions": len(line), "repeats": repeats, "undo_ms": _ms(undo),
                           "state_at_ms": _ms(jumps)}
    if baseline is not None:
        out["baseline_undo_ms"] = _ms(old)
    return out


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


def decision_times(game: Game, level: Level, seconds: float, rng: random.Random) -> dict[str, Any]:
    times: list[float] = []
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds or not times:
        for state in sample_positions(game, 1, rng):
            seat = state.current_player()
            bot = make_bot(game.info.key, level, seed=seed)
            seed += 1
            t0 = time.perf_counter()
            bot.choose(state.view(seat), seat)  # bots get their seat's view
            times.append(time.perf_counter() - t0)
    return {"decisions": len(times), "median": median(times), "p95": percentile(times, 95),
            "max": max(times)}


def legal_figures(game: Game, seed: int, games: int = 2) -> dict[str, Any]:
    """``legal_actions()`` at every decision of ``games`` games between Easy bots
    (positions as players meet them, unlike random games, which in some games end
    early), each timed cold: on a copy read back from JSON, so no cache helps."""
    rng = random.Random(seed)
    times: list[float] = []
    for k in range(games):
        state = game.new_initial_state()
        bots = [make_bot(game.info.key, Level.EASY, seed=seed + 31 * k + s)
                for s in range(state.players)]
        while not state.is_terminal():
            if state.is_chance_node():
                random_step(state, rng)
                continue
            seat = state.current_player()
            cold = game.state_from_json(state.to_json())
            t0 = time.perf_counter()
            cold.legal_actions()
            times.append(time.perf_counter() - t0)
            state.apply(bots[seat].choose(state.view(seat), seat))
    return {"decisions": len(times), "median_ms": 1000 * median(times),
            "p95_ms": 1000 * percentile(times, 95), "max_ms": 1000 * max(times)}


def bench(game: Game, seconds: float, seed: int, *, levels: bool = True,
          baseline: Worker | None = None, peer: Contender | None = None,
          undo: int = 0) -> dict[str, Any]:
    rng = random.Random(seed)
    result: dict[str, Any] = {"game": game.info.key}
    result.update(playout_figures(game, seconds, seed, baseline, peer))
    if undo:
        result["undo"] = undo_figures(game, seed, undo, baseline)
    if levels:
        result["legal_actions"] = legal_figures(game, seed)
        result["levels"] = {level.value: decision_times(game, level, seconds * 4, rng)
                            for level in LEVELS}
    return result


def _x(ratio: float | None) -> str:
    return f"{ratio:.2f}x" if ratio else "n/a"


def format_text(results: list[dict[str, Any]]) -> str:
    lines = []
    for r in results:
        title = get_game(r["game"]).info.title  # the key alone is ambiguous to readers
        lines.append(f"{title} [{r['game']}]: {r['playouts_per_second']:.0f} random playouts/s "
                     f"({r['plies_per_second']:.0f} plies/s, {r['average_plies']:.1f} plies/game)"
                     " through validating apply()")
        lines.append(f"  {r['search_playouts_per_second']:.0f} random playouts/s through the "
                     f"search path (sample_chance + apply_trusted): "
                     f"{_x(r['search_vs_validating'])} validating")
        if r.get("fast_random_games_per_second"):
            lines.append(f"  {r['fast_random_games_per_second']:.0f} random games/s through the "
                         "engine's trusted playout loop")
        if "baseline" in r:
            b = r["baseline"]
            lines.append(f"  baseline {b['path']}: {b['playouts_per_second']:.0f} playouts/s "
                         f"validating; search path {_x(r['search_vs_baseline'])}, validating "
                         f"{_x(r['validating_vs_baseline'])} of it")
        if "peer" in r:
            pr = r["peer"]
            lines.append(f"  peer engine: {pr['games_per_second']:.0f} random games/s; ours: "
                         f"search path {_x(pr['search_vs_peer'])}, trusted loop "
                         f"{_x(pr['fast_vs_peer'])}, validating {_x(pr['validating_vs_peer'])}")
        lines.append(f"  (interleaved, {r['interleaved_rounds']} rounds of {SLICE} s slices "
                     "per contender)")
        if "undo" in r:
            u = r["undo"]
            line = (f"  undo in a {u['actions']}-action game: median "
                    f"{u['undo_ms']['median']:.2f} ms, max {u['undo_ms']['max']:.2f} ms; "
                    "state_at(random n): median "
                    f"{u['state_at_ms']['median']:.2f} ms, max {u['state_at_ms']['max']:.2f} ms")
            lines.append(line)
            if "baseline_undo_ms" in u:
                lines.append(f"  baseline undo: median {u['baseline_undo_ms']['median']:.2f} ms, "
                             f"max {u['baseline_undo_ms']['max']:.2f} ms")
        if "legal_actions" in r:
            la = r["legal_actions"]
            lines.append(f"  legal_actions() cold at {la['decisions']} decisions of Easy-bot "
                         f"games: median {la['median_ms']:.2f} ms, p95 {la['p95_ms']:.2f} ms, "
                         f"max {la['max_ms']:.2f} ms")
        for level, t in r.get("levels", {}).items():
            lines.append(f"  {level:<7} median {1000 * t['median']:8.1f} ms   "
                         f"p95 {1000 * t['p95']:8.1f} ms   max {1000 * t['max']:8.1f} ms   "
                         f"({t['decisions']} decisions)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="climbdesk bench", description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?", help="one game key (default: every game)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--seconds", type=bounded_float(0.0, MAX_SECONDS, "a time in seconds"),
                   default=2.0, help="time per playout measurement, above 0 and at most "
                                     f"{MAX_SECONDS:g}; each level gets four times this "
                                     "(default 2)")
    p.add_argument("--seed", type=bounded_int(0, 2**63 - 1, "a seed"), default=1,
                   help="0 to 2**63-1 (default 1)")
    p.add_argument("--no-levels", action="store_true", help="skip the bots' decision times")
    p.add_argument("--baseline", metavar="PATH",
                   help="another climbdesk checkout (e.g. a worktree of an old commit) whose "
                        "validating playouts (and undo) are measured interleaved with ours")
    p.add_argument("--peer", metavar="PATH",
                   help="a checkout of a peer engine of the named game (Can't Stop: "
                        "leandrocouto/cant_stop), whose random games are measured "
                        "interleaved with ours")
    p.add_argument("--undo", type=bounded_int(1, MAX_UNDO_REPEATS, "a repeat count"),
                   nargs="?", const=200, default=0, metavar="REPEATS",
                   help=f"time Match.undo at the end of a {UNDO_PLIES}+ action game and "
                        f"history jumps (1 to {MAX_UNDO_REPEATS:,} repeats, default 200)")
    p.add_argument("--startup", action="store_true",
                   help="time the first window against a bare Qt window (see bench_startup)")
    p.add_argument("--per-move", action="store_true",
                   help="GUI time per move in the real window, hidden and with the board "
                        "painted (GAME, default: every game)")
    p.add_argument("--hover", action="store_true",
                   help="--per-move: hover each Climbers block, place, square and disk "
                        "target before it is lifted, set down, moved to or disked "
                        "(untimed), as a mouse player points at it first; a figure to "
                        "give beside the plain one")
    p.add_argument("--game-start", action="store_true",
                   help="how long starting a game (new and resumed, 2 players and the most) "
                        "holds the window up, per event-loop turn (GAME, default: every "
                        "game; see bench_game_start)")
    p.add_argument("--starts", type=bounded_int(1, 100), default=3,
                   help="--game-start: starts per process (the first is reported apart)")
    p.add_argument("--kinds", default="new,resume",
                   help="--game-start: the ways into a game, comma-separated: new (New "
                        "Game's OK), resume (Resume on the start page), launch (the resume "
                        "offered when the app starts), open (File > Open), library (the "
                        "game library's Open), review (File > Open of a finished game); "
                        "default new,resume")
    p.add_argument("--runs", type=bounded_int(1, 1000), default=20,
                   help="--startup: starts per variant")
    p.add_argument("--moves", type=bounded_int(1, 10000), default=40,
                   help="--per-move: moves per process")
    p.add_argument("--rounds", type=bounded_int(1, 1000), default=6,
                   help="--per-move/--game-start: processes per variant")
    p.add_argument("--compare", metavar="DIR",
                   help="--startup/--per-move/--game-start: also time the climbdesk "
                        "checkout in DIR")
    p.add_argument("--gui", action="store_true",
                   help="measure the window's responsiveness while bots think (see bench_gui)")
    bench_gui.add_arguments(p)
    p.add_argument("--memory", type=bounded_int(1, 100000, "a number of games"), metavar="N",
                   help="play N bot games (--level) one after another in one window and "
                        "print its memory every 10 games (see bench_memory)")
    p.add_argument("--library", type=bounded_int(1, 1_000_000, "a number of games"),
                   nargs="?", const=10000, metavar="N",
                   help="time opening a game library of N games (default 10,000) and "
                        "computing its statistics (see bench_library)")
    try:
        args = p.parse_args(list(sys.argv[1:] if argv is None else argv))
    except SystemExit as exc:  # --help or a usage error, already printed by argparse
        return exc.code if isinstance(exc.code, int) else 2
    if args.library:
        from climbdesk.tools import bench_library
        return bench_library.run(args.library, args.runs, args.json)
    if args.gui:
        return bench_gui.run(args)
    if args.memory:
        from climbdesk.tools import bench_memory
        return bench_memory.run(args)
    if args.game_start:
        from climbdesk.tools import bench_game_start
        keys = [args.game] if args.game else [game.info.key for game in all_games()]
        return bench_game_start.run(args.rounds, args.starts, keys, args.compare, args.json,
                                    kinds=tuple(k for k in args.kinds.split(",") if k))
    if args.startup or args.per_move:
        from climbdesk.tools.bench_startup import run
        keys = [args.game] if args.game else [game.info.key for game in all_games()]
        return run(args.startup, args.per_move, args.runs, args.moves, args.rounds,
                   args.compare, args.json, keys, args.hover)
    baseline = None
    try:
        games = [get_game(args.game)] if args.game else all_games()
        if args.peer and len(games) != 1:
            raise ClimbdeskError("--peer compares one game's engines: name the game")
        peer = peer_contender(games[0], args.peer, args.seed) if args.peer else None
        baseline = Worker(args.baseline) if args.baseline else None
        results = [bench(g, args.seconds, args.seed, levels=not args.no_levels,
                         baseline=baseline, peer=peer, undo=args.undo) for g in games]
    except ClimbdeskError as exc:
        print(f"climbdesk bench: {exc}", file=sys.stderr)
        return 2
    finally:
        if baseline is not None:
            baseline.close()
    print(json.dumps(results, indent=1) if args.json else format_text(results))
    return 0
