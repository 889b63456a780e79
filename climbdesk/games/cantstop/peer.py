"""How ``climbdesk bench cantstop --peer PATH`` drives a peer engine: leandrocouto/cant_stop.

Nothing of the peer is shipped: ``load`` imports its ``game.py`` from a checkout
the developer fetched, at run time, so both engines are measured side by side
in one run with the same random policy.
"""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from typing import Any

from climbdesk.core.errors import ClimbdeskError


def load(path: str) -> Any:
    """Import the peer's ``game.py`` from ``path`` (a checkout of leandrocouto/cant_stop)."""
    file = Path(path) / "game.py"
    if not file.is_file():
        raise ClimbdeskError(f"{path} has no game.py (expected a checkout of "
                             "leandrocouto/cant_stop)")
    spec = importlib.util.spec_from_file_location("climbdesk_bench_peer_game", file)
    if spec is None or spec.loader is None:
        raise ClimbdeskError(f"cannot import {file}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def random_game(module: Any, rng: random.Random) -> int:
    """One two-player game of the peer engine with our random policy: uniform among
    the sum choices, and after each successful roll stop ("n") with probability ½.

    The peer rolls its own dice with the global ``random`` module; its board is
    built with the standard column lengths 3, 5, … 13 (``Game(2, 4, 6, [2, 12], 2, 3)``).
    The loop is the peer's own ``play_game_template`` loop.
    """
    game = module.Game(2, 4, 6, [2, 12], 2, 3)
    decisions = 0
    while True:
        moves = game.available_moves()
        if game.is_player_busted(moves):
            continue
        if moves == ["y", "n"]:
            play = "n" if rng.random() < 0.5 else "y"
        else:
            play = rng.choice(moves)
        game.play(play)
        decisions += 1
        if game.is_finished()[1] or decisions > 100_000:
            return decisions
