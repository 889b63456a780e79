"""A record of what the Climbers bots choose, to prove faster bots make the same decisions.

``python tests/climbers_bot_choices.py`` (from the repository root) takes the
positions of ``tests/data/climbers_perft.json`` at which a seat has a choice and
lets Easy, Normal and Hard decide each one, seeded from the position's label and
without time caps (they think to their evaluation budgets, so the answer does
not depend on the machine's speed or load).  It writes, per position and level,
the action chosen and the evaluations spent (Normal and Hard's work counter) to
``tests/data/climbers_bot_choices.json``.

The file was written by the bots before issue 17's bot pass (branch waste8), so
a bot made faster must give the same rows: ``--check`` asks again and prints the
rows that differ (``tests/test_climbers_bot_choices.py`` checks a few cheap ones
on every run).  ``PYTHONPATH`` pointing at another checkout checks that one;
``--check N`` stops after N positions, ``--jobs 2`` splits the positions over two
processes.  The CPU seconds each level spent are printed, for before/after
comparisons of the same decisions.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

from climbdesk.bots import make_bot
from climbdesk.bots.base import Budget
from climbdesk.core.level import Level
from climbdesk.games.climbers import GAME, ClimbersState

HERE = Path(__file__).parent / "data"
POSITIONS = HERE / "climbers_perft.json"
PATH = HERE / "climbers_bot_choices.json"
LEVELS = ("easy", "normal", "hard")


def positions() -> list[tuple[str, dict[str, Any]]]:
    """(label, saved position) for every recorded position at which a seat chooses
    between two or more actions."""
    out = []
    for row in json.loads(POSITIONS.read_text(encoding="utf-8")):
        state = GAME.state_from_json(row["state"])
        if state.current_player() >= 0 and len(state.legal_actions()) > 1:
            out.append((row["label"], row["state"]))
    return out


def decide(level: str, label: str, data: dict[str, Any]) -> tuple[str, int, float]:
    """The action ``level`` chooses at the saved position, the evaluations it spent
    (0 for Easy, which keeps no count) and the CPU seconds it took."""
    state = GAME.state_from_json(data)
    assert isinstance(state, ClimbersState)
    seed = random.Random(f"choices:{level}:{label}").randrange(2**31)
    bot = make_bot("climbers", Level.parse(level), seed=seed)
    bot.budget = Budget(seconds=None, iterations=bot.budget.iterations)
    seat = state.current_player()
    start = time.process_time()
    action = bot.choose(state.view(seat), seat)
    cpu = time.process_time() - start
    limiter = getattr(bot, "limiter", None)
    return action.text(), limiter.count if limiter is not None else 0, cpu


def row(item: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    label, data = item
    out: dict[str, Any] = {"label": label, "players": data["players"]}
    cpu = {}
    for level in LEVELS:
        action, evaluations, seconds = decide(level, label, data)
        out[level] = [action, evaluations]
        cpu[level] = seconds
    out["cpu"] = cpu
    return out


def _rows(items: list[tuple[str, dict[str, Any]]], jobs: int) -> list[dict[str, Any]]:
    if jobs <= 1:
        return [row(i) for i in items]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(row, items, chunksize=1)


def main() -> int:
    args = sys.argv[1:]
    jobs = int(args[args.index("--jobs") + 1]) if "--jobs" in args else 1
    items = positions()
    if "--check" in args:
        rest = args[args.index("--check") + 1:]
        count = int(rest[0]) if rest and rest[0].isdigit() else len(items)
        recorded = {r["label"]: r for r in json.loads(PATH.read_text(encoding="utf-8"))}
        items = [i for i in items if i[0] in recorded][:count]
        found = _rows(items, jobs)
        differ = [f for f in found if any(f[lv] != recorded[f["label"]][lv] for lv in LEVELS)]
        for f in differ:
            print("DIFFERS", f["label"], {lv: (recorded[f["label"]][lv], f[lv]) for lv in LEVELS})
        _summary(found)
        print(f"{len(found) - len(differ)} of {len(found)} positions chose as recorded")
        return 1 if differ else 0
    found = _rows(items, jobs)
    PATH.write_text("[\n" + ",\n".join(
        json.dumps({k: v for k, v in f.items() if k != "cpu"}, separators=(",", ":"))
        for f in found) + "\n]\n", encoding="utf-8")
    _summary(found)
    print(f"{len(found)} positions to {PATH}", file=sys.stderr)
    return 0


def _summary(found: list[dict[str, Any]]) -> None:
    for level in LEVELS:
        cpu = sum(f["cpu"][level] for f in found)
        evaluations = sum(f[level][1] for f in found)
        print(f"{level:>6}: {cpu:8.2f} s CPU, {evaluations} evaluations over {len(found)} "
              f"positions" + (f", {cpu / evaluations * 1000:.3f} ms each" if evaluations else ""))


if __name__ == "__main__":
    raise SystemExit(main())
