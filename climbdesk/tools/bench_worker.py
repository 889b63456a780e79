"""Random-playout loops for ``climbdesk bench``, also run as a worker process.

The loops use only the oldest engine API (``get_game``, ``apply``,
``legal_actions``, ``chance_outcomes``) plus, for the search path,
``sample_chance`` and ``apply_trusted``, so the same file can drive an older
checkout of climbdesk: ``climbdesk bench --baseline PATH`` starts
``python -c <this file>`` with ``PYTHONPATH=PATH`` and sends it one JSON line
per time slice (``{"game": ..., "mode": ..., "seconds": ...}``); it answers
with ``{"games": n, "plies": n, "elapsed": s}`` (``games`` is null for a mode
the checkout lacks).  The bench alternates such slices with its own, so load
from other jobs falls on both sides alike.

Modes (all two-player default games, uniform random decisions):

* ``validating``: ``state.apply(sample_weighted(chance_outcomes()))`` (a sampled
  node: ``sample_chance``) and
  ``state.apply(rng.choice(legal_actions()))`` — what the contract checks;
* ``search``: ``apply_trusted(sample_chance(rng))`` and
  ``apply_trusted(rng.choice(legal_actions()))`` — the path MCTS uses;
* ``fast``: the game's own hand-written trusted loop (``fast_random_game``).
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

# Only imported inside functions: the worker must start without this package's
# newer modules (the baseline checkout may not have them).


def _validating_game(game: Any, rng: random.Random) -> int:
    from climbdesk.core.rng import sample_weighted
    state = game.new_initial_state()
    plies = 0
    while not state.is_terminal():
        if state.is_chance_node():
            if getattr(state, "chance_sampled", lambda: False)():
                state.apply(state.sample_chance(rng))  # a generated set-up
            else:
                state.apply(sample_weighted(state.chance_outcomes(), rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
        plies += 1
    return plies


def _search_game(game: Any, rng: random.Random) -> int:
    state = game.new_initial_state()
    apply = state.apply_trusted
    sample = state.sample_chance
    legal = state.legal_actions
    choice = rng.choice
    plies = 0
    while not state.is_terminal():
        if state.is_chance_node():
            apply(sample(rng))
        else:
            apply(choice(legal()))
        plies += 1
    return plies


def _fast_game(game: Any, rng: random.Random) -> int:
    result: int = game.fast_random_game(rng)
    return result


LOOPS = {"validating": _validating_game, "search": _search_game, "fast": _fast_game}


def supports(game: Any, mode: str) -> bool:
    """Whether this checkout and game can run ``mode``."""
    state = game.new_initial_state()
    if mode == "search":
        return hasattr(state, "apply_trusted") and hasattr(state, "sample_chance")
    if mode == "fast":
        return getattr(game, "fast_random_game", None) is not None \
            and game.fast_random_game(random.Random(0)) is not None
    return mode in LOOPS


def run_slice(game: Any, mode: str, seconds: float, rng: random.Random) -> dict[str, Any]:
    """Play whole random games for about ``seconds`` (at least one)."""
    loop = LOOPS[mode]
    games = plies = 0
    clock = time.perf_counter
    start = clock()
    while True:
        plies += loop(game, rng)
        games += 1
        if clock() - start >= seconds:
            break
    return {"games": games, "plies": plies, "elapsed": clock() - start}


def build_match(game_key: str, seed: int, actions: list[Any]) -> Any:
    """A two-seat all-human match of ``game_key`` with these (JSON) actions, cursor at the end."""
    from climbdesk.core import get_game
    from climbdesk.core.record import GameRecord, Match, Seat
    game = get_game(game_key)
    record = GameRecord.new(game, [Seat("A"), Seat("B")], seed=seed)
    record.actions = [game.action_from_json(a) for a in actions]
    return Match(record)


def time_undo(match: Any, repeats: int) -> list[float]:
    """Seconds per ``undo(humans_only=False)`` from the end; a redo (not timed) restores it."""
    clock = time.perf_counter
    end = match.cursor
    times = []
    for _ in range(repeats):
        t0 = clock()
        match.undo(humans_only=False)
        times.append(clock() - t0)
        while match.cursor < end:
            match.redo(humans_only=False)
    return times


def serve(stdin: Any = None, stdout: Any = None) -> None:
    """Answer slice requests, one JSON line each, until stdin closes."""
    from climbdesk.core import get_game
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    rngs: dict[tuple[str, str], random.Random] = {}
    for line in stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        if req.get("mode") == "undo":
            match = build_match(req["game"], req["seed"], req["actions"])
            stdout.write(json.dumps({"times": time_undo(match, req["repeats"])}) + "\n")
            stdout.flush()
            continue
        game = get_game(req["game"])
        mode = req["mode"]
        if not supports(game, mode):
            reply: dict[str, Any] = {"games": None, "plies": 0, "elapsed": 0.0}
        else:
            rng = rngs.setdefault((req["game"], mode), random.Random(req.get("seed", 1)))
            reply = run_slice(game, mode, float(req["seconds"]), rng)
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()


if __name__ == "__main__":
    serve()
