"""``climbdesk bench --memory N``: does memory stay flat over many games in one window?

Plays N bot games one after another in one real main window (offscreen, no
bot delay, animations off; GAME, or every game in turn) and prints, every 10
games, the resident memory of the window's process, the board pictures kept
and the Qt objects alive under the window.  Not a timed test: a command whose
figures are recorded in ``docs/performance.md``.

The window runs in a child process (:mod:`climbdesk.ui.dev.bench_memory`) so
the tools layer never imports Qt; its lines are passed on as they come.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from typing import Any

#: Games between two reports.
EVERY = 10


def format_line(line: dict[str, Any]) -> str:
    """One report as text.

    >>> format_line({"games": 10, "plies": 900, "seconds": 61.0, "rss_mb": 250.5,
    ...              "pictures": 40, "picture_mb": 3.5, "qobjects": 700})
    '  10 games   900 plies    61 s: resident 250.5 MB, 40 pictures (3.5 MB), 700 Qt objects'
    """
    if "stuck" in line:
        return f"game {line['stuck']} did not end: stopped"
    return (f"{line['games']:4d} games {line['plies']:5d} plies {line['seconds']:5.0f} s: "
            f"resident {line['rss_mb']:.1f} MB, {line['pictures']} pictures "
            f"({line['picture_mb']:.1f} MB), {line['qobjects']} Qt objects")


def run(args: argparse.Namespace) -> int:
    """Play ``args.memory`` games, passing the child's reports on (text or JSON lines)."""
    request = json.dumps({"games_keys": [args.game] if args.game else None,
                          "games": args.memory, "every": EVERY, "level": args.level,
                          "seed": args.seed})
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with subprocess.Popen([sys.executable, "-m", "climbdesk.ui.dev.bench_memory", request],
                          env=env, stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None
        for raw in proc.stdout:
            try:
                line = json.loads(raw)
            except ValueError:
                continue  # not ours (a library's chatter)
            print(raw.strip() if args.json else format_line(line), flush=True)
    if proc.returncode != 0:
        print("climbdesk bench --memory: the window stopped with an error", file=sys.stderr)
        return 1
    return 0
