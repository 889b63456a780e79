"""A perft-style record of the Climbers engine's answers, to prove a faster engine the same.

``python tests/climbers_perft.py`` (from the repository root) plays seeded games
(random play on every builder with 2–5 seats, biased towards placements that
cover climbers so push steps occur, a few seats resigning, and Easy and Normal
bot games), keeps a few hundred positions from them and writes, for each, its
save and what the engine answers there: every seat's reach for every ladder
mask, the legal actions in order, the verdict of ``is_legal`` on probe actions
(legal and not), the paths shown for some moves, pickable blocks, push squares
and heights.  Answers are kept as counts and SHA-256 digests of their exact text,
so the file stays small while any difference, order included, shows.

The file was written by the engine before issue 17's reach pass (branch reach7);
``tests/test_climbers_perft.py`` reloads each position and asks again.

``python tests/climbers_perft.py --bench [DECISIONS]`` times, in CPU, the engine on
the recorded positions (each freshly loaded: every seat's reach with free steps
and with its ladders, as the bots ask; the legal actions) and Hard's first
decisions of the shape command's first two-seat game on builder 3 (uncapped, so
both sides make the same choices); with ``PYTHONPATH`` pointing at another
checkout it times that one.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from climbdesk.bots import make_bot
from climbdesk.core.actions import Action
from climbdesk.core.level import Level
from climbdesk.core.options import RANDOM
from climbdesk.core.rng import bot_seed, chance_rng
from climbdesk.games.climbers import GAME, ClimbersState
from climbdesk.games.climbers.actions import Disk, Move, Pick, Place, Push
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.fields import MOVING_PHASES, Phase
from climbdesk.games.climbers.geometry import LADDER_NAMES, footprint

PATH = Path(__file__).parent / "data" / "climbers_perft.json"
#: ``None`` asks for the seat's own ladders; the others name a mask.
MASKS: tuple[int | None, ...] = (None, 0, 1, 2, 3)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def _probes(state: ClimbersState) -> list[Action]:
    """Actions to ask ``is_legal`` about: legal ones and near misses, fixed by the position."""
    b = state.board
    out: list[Action] = []
    if state.phase in MOVING_PHASES:
        for c in range(0, b.width * b.depth, 7):
            for name in LADDER_NAMES.values():
                out.append(Move(c % b.width, c // b.width, name))
        out.extend([Move(-1, 0, ""), Move(0, b.depth, "short"), Move(1, 1, "both")])
    elif state.phase == Phase.BLOCK:
        out.extend(Pick(k) for k in range(-1, len(BLOCKS) + 1))
    elif state.phase == Phase.PLACE:
        orients = len(BLOCKS[state.held].orientations)
        for o in range(-1, orients + 1):
            for y in range(-1, b.depth, 4):
                for x in range(-1, b.width, 3):
                    out.append(Place(o, x, y))
    elif state.phase == Phase.PUSH:
        seat = state.pending[0][0]
        for c in range(0, b.width * b.depth, 2):
            out.append(Push(seat, c % b.width, c // b.width))
        out.append(Push((seat + 1) % state.players, 0, 0))
    elif state.phase == Phase.DISK:
        out.extend(Disk(k) for k in range(-1, len(BLOCKS) + 1))
    return out


def answers(state: ClimbersState, probes: bool = True) -> dict[str, Any]:
    """What the engine says about ``state``: counts and digests (see the module docstring);
    without ``probes``, only the reach, the legal actions and the heights."""
    out: dict[str, Any] = {}
    reaches = []
    for seat in range(state.players):
        for mask in MASKS:
            found = state.reach_of(seat, mask)
            reaches.append(f"{seat}/{mask}:" + ";".join(
                f"{c}={','.join(map(str, sets))}" for c, sets in found.items()))
    out["reach"] = _digest("|".join(reaches))
    out["reach_cells"] = sum(len(state.reach_of(s)) for s in range(state.players))
    legal = state.legal_actions()
    out["legal_count"] = len(legal)
    out["legal"] = _digest("|".join(json.dumps(a.to_json(), sort_keys=True) for a in legal))
    out["heights"] = [state.height(s) for s in range(state.players)]
    if not probes:
        return out
    asked = _probes(state)
    verdicts = "".join("1" if state.is_legal(a) else "0" for a in asked)
    out["probes"] = f"{len(asked)}:{verdicts.count('1')}:{_digest(verdicts)}"
    if state.phase == Phase.PLACE:
        out["place_problems"] = _digest("|".join(
            str(state.place_problem(a)) for a in asked if isinstance(a, Place)
            and 0 <= a.orient < len(BLOCKS[state.held].orientations)))
    moves = [a for a in legal if isinstance(a, Move)]
    if moves:
        step = max(1, len(moves) // 6)
        paths = [state.path_of(m) for m in moves[::step]]
        out["paths"] = _digest(repr(paths))
    out["pickable"] = state.pickable() if state.phase == Phase.BLOCK else []
    out["push"] = state.push_squares()
    return out


def _covering(state: ClimbersState, legal: list[Action]) -> list[Action]:
    """Placements among ``legal`` that cover a climber (they lead to push steps)."""
    b = state.board
    standing = {c for c in state.pos if c >= 0}
    out: list[Action] = []
    for a in legal:
        if isinstance(a, Place):
            o = BLOCKS[state.held].orientations[a.orient]
            if standing & set(footprint(a.x, a.y, o.w, o.d, b.width)):
                out.append(a)
    return out


def _random_games(count: int) -> Iterator[tuple[str, ClimbersState]]:
    """Positions of seeded random games: (label, position), every builder and seat count."""
    for g in range(count):
        players = 2 + g % 4
        builder = 1 + g % 3
        rng = random.Random(f"perft:{g}")
        state = GAME.new_initial_state(players, {"first": RANDOM, "builder": builder})
        assert isinstance(state, ClimbersState)
        resign_at = rng.randrange(20, 60) if players > 2 and g % 2 else -1
        ply = 0
        streams: dict[str, int] = {}
        while not state.is_terminal() and ply < 90:
            if state.is_chance_node():
                stream = state.chance_stream()
                n = streams[stream] = streams.get(stream, 0) + 1
                state.apply(state.sample_chance(chance_rng(g, stream, n - 1)))
                continue
            if ply == resign_at:
                state.eliminate(rng.choice(state.active_seats()))
                yield f"random {g} b{builder} p{players} ply {ply} after a resign", state.clone()
                if state.is_terminal():
                    break
            if ply % 7 == g % 7 or state.phase == Phase.PUSH:
                yield f"random {g} b{builder} p{players} ply {ply}", state.clone()
            legal = state.legal_actions()
            covering = _covering(state, legal) if state.phase == Phase.PLACE else []
            pool = covering if covering and rng.random() < 0.6 else legal
            state.apply(rng.choice(pool))
            ply += 1


def _bot_games(specs: list[tuple[str, int, int, int]]) -> Iterator[tuple[str, ClimbersState]]:
    """Positions of seeded bot games: (level, players, builder, plies played at most)."""
    for i, (level, players, builder, plies) in enumerate(specs):
        gseed = 9000 + i
        bots = [make_bot("climbers", Level.parse(level), seed=bot_seed(gseed, s, 0))
                for s in range(players)]
        for bot in bots:  # think to the evaluation count only, so the game replays exactly
            if bot.budget.seconds is not None and bot.budget.iterations is not None:
                bot.budget = type(bot.budget)(seconds=None, iterations=bot.budget.iterations)
        state = GAME.new_initial_state(players, {"first": RANDOM, "builder": builder})
        assert isinstance(state, ClimbersState)
        streams: dict[str, int] = {}
        ply = 0
        while not state.is_terminal() and ply < plies:
            if state.is_chance_node():
                stream = state.chance_stream()
                n = streams[stream] = streams.get(stream, 0) + 1
                state.apply(state.sample_chance(chance_rng(gseed, stream, n - 1)))
                continue
            if ply % 3 == 0 or state.phase == Phase.PUSH:
                yield f"{level} {i} b{builder} p{players} ply {ply}", state.clone()
            seat = state.current_player()
            state.apply(bots[seat].choose(state.view(seat), seat))
            ply += 1


BOT_GAMES = [("easy", 2, 3, 60), ("easy", 3, 1, 60), ("easy", 4, 2, 60), ("easy", 5, 3, 60),
             ("normal", 2, 2, 24), ("normal", 3, 3, 24)]


def build() -> list[dict[str, Any]]:
    rows = []
    for label, state in [*_random_games(24), *_bot_games(BOT_GAMES)]:
        data = state.to_json()
        again = GAME.state_from_json(data)
        found = answers(state)
        if answers(again) != found:  # the save must carry everything the answers read
            raise AssertionError(f"{label}: a reloaded position answers differently")
        rows.append({"label": label, "phase": str(state.phase), "state": data, "answers": found})
    return rows


def _bench_engine(kind: str) -> float:
    """Best of three CPU seconds for ``kind`` over the recorded positions."""
    datas = [r["state"] for r in json.loads(PATH.read_text(encoding="utf-8"))]
    best = math.inf
    for _ in range(3):
        states = [GAME.state_from_json(d) for d in datas]
        start = time.process_time()
        for state in states:
            if kind == "reach":
                for seat in range(state.players):
                    state.reach_of(seat, 0)
                    state.reach_of(seat)
            elif kind == "legal" or str(state.phase) == kind:
                state.legal_actions()
        best = min(best, time.process_time() - start)
    return best


def _bench_hard(decisions: int) -> tuple[float, int, list[str]]:
    """CPU seconds, evaluations and choices of Hard's first ``decisions`` in shape's
    game 0 (two seats, builder 3, seed 1), without the time cap."""
    gseed = random.Random("shape:1:hard:2:0").randrange(2**31)
    bots = [make_bot("climbers", Level.parse("hard"), seed=bot_seed(gseed, s, 0)) for s in (0, 1)]
    for bot in bots:
        bot.budget = type(bot.budget)(seconds=None, iterations=bot.budget.iterations)
    state = GAME.new_initial_state(2, {"first": RANDOM, "builder": 3})
    streams: dict[str, int] = {}
    cpu, evaluations = 0.0, 0
    chosen: list[str] = []
    while len(chosen) < decisions and not state.is_terminal():
        if state.is_chance_node():
            stream = state.chance_stream()
            n = streams[stream] = streams.get(stream, 0) + 1
            state.apply(state.sample_chance(chance_rng(gseed, stream, n - 1)))
            continue
        seat = state.current_player()
        start = time.process_time()
        action = bots[seat].choose(state.view(seat), seat)
        cpu += time.process_time() - start
        evaluations += getattr(getattr(bots[seat], "limiter", None), "count", 0)
        chosen.append(action.text())
        state.apply(action)
    return cpu, evaluations, chosen


def bench(decisions: int) -> None:
    rows = len(json.loads(PATH.read_text(encoding="utf-8")))
    for kind in ("reach", "legal", "move1", "place"):
        print(f"{kind:>6}: {_bench_engine(kind) * 1000:7.1f} ms CPU over {rows} positions")
    cpu, evaluations, chosen = _bench_hard(decisions)
    print(f"Hard, first {len(chosen)} decisions: {cpu:.2f} s CPU, {evaluations} evaluations, "
          f"{cpu / max(1, evaluations) * 1000:.3f} ms each; chose {chosen}")


def main() -> int:
    if "--bench" in sys.argv:
        rest = sys.argv[sys.argv.index("--bench") + 1:]
        bench(int(rest[0]) if rest else 4)
        return 0
    rows = build()
    PATH.write_text("[\n" + ",\n".join(json.dumps(r, separators=(",", ":")) for r in rows)
                    + "\n]\n", encoding="utf-8")
    phases: dict[str, int] = {}
    for r in rows:
        phases[r["phase"]] = phases.get(r["phase"], 0) + 1
    print(f"{len(rows)} positions to {PATH}: {phases}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
