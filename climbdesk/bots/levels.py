"""Which bot plays each game at each level.

Every registered game gets Easy, Normal and Hard.  A game's own players, if
its bot package (:mod:`climbdesk.bots.registry`) declares one for a level,
stand behind that level.  Otherwise what stands behind it depends on what the
game offers:

* two-player, no chance, no hidden information, and a heuristic (Stairs):
  MCTS with random playouts at a small budget (Easy) and a larger one
  (Normal); Hard first lets alpha-beta with the evaluation try to prove a win,
  and otherwise runs a still larger MCTS (see :mod:`climbdesk.bots.hybrid`);
* a heuristic but chance or hidden information: Easy is the noisy one-ply
  look, Normal and Hard are MCTS cutting playouts short with the heuristic;
* no heuristic yet: MCTS with random playouts at three budgets.

Budgets are counted in iterations or nodes so that a seeded arena game
replays exactly; the seconds are only a safety cap on slow machines.
"""

from __future__ import annotations

import hashlib
import json
import random

from climbdesk.bots.alphabeta import AlphaBetaBot
from climbdesk.bots.base import Bot, Budget, CancelToken, Level, RandomBot
from climbdesk.bots.greedy import GreedyBot
from climbdesk.bots.heuristics import Heuristic
from climbdesk.bots.hybrid import HybridBot
from climbdesk.bots.mcts import MCTSBot
from climbdesk.bots.registry import game_bots
from climbdesk.core.actions import Action
from climbdesk.core.game import Game
from climbdesk.core.registry import get_game
from climbdesk.core.state import State

EASY_NOISE = 0.15
PROOF_NODES = 3000
SAFETY_SECONDS = {Level.EASY: 1.0, Level.NORMAL: 1.0, Level.HARD: 1.8}
MCTS_ITERATIONS = {Level.EASY: 150, Level.NORMAL: 1000, Level.HARD: 5000}
SEARCHABLE_ITERATIONS = {Level.EASY: 30, Level.NORMAL: 200, Level.HARD: 1200}


def _searchable(game: Game) -> bool:
    info = game.info
    return info.max_players == 2 and info.perfect_information and not info.has_chance


def make_bot(game_key: str, level: Level, seed: int | None = None,
             budget: Budget | None = None) -> Bot:
    """A fresh bot; ``seed`` fixes its choices, ``budget`` overrides the level's own.

    ``level`` is checked again (ValueError naming the choices), so a plain string
    from an untyped caller either names a level or is refused with the same sentence.
    """
    level = Level.parse(level)
    rng = random.Random(seed)
    if level is Level.RANDOM:
        return RandomBot(rng)
    game = get_game(game_key)
    own = game_bots(game_key)
    factory = own.levels.get(level)
    if factory is not None:
        special = factory(rng)
        special.name = level.value
        return special
    heuristic = own.heuristic() if own.heuristic is not None else None
    cap = SAFETY_SECONDS[level]
    bot: Bot
    if heuristic is not None and _searchable(game):
        sampler = MCTSBot(None, rng, budget or Budget(
            seconds=cap, iterations=SEARCHABLE_ITERATIONS[level]))
        if level is Level.HARD:
            prover = AlphaBetaBot(heuristic, rng, Budget(seconds=cap / 4, iterations=PROOF_NODES))
            bot = HybridBot(prover, sampler, rng)
        else:
            bot = sampler
    elif heuristic is not None:
        bot = _heuristic_mcts(heuristic, level, rng, budget or _mcts_budget(level))
    else:
        bot = MCTSBot(None, rng, budget or _mcts_budget(level))
    bot.name = level.value
    return bot


def _mcts_budget(level: Level) -> Budget:
    return Budget(seconds=SAFETY_SECONDS[level], iterations=MCTS_ITERATIONS[level])


def _heuristic_mcts(heuristic: Heuristic, level: Level, rng: random.Random,
                    budget: Budget) -> Bot:
    if level is Level.EASY:
        return GreedyBot(heuristic, rng, noise=EASY_NOISE)
    return MCTSBot(heuristic, rng, budget, rollout_depth=8)


def hint(state: State, seat: int, cancel: CancelToken | None = None) -> Action:
    """The suggestion of the game's hint level (Hard unless its bot package says otherwise).

    Seeded from the position (:func:`hint_seed`): asked twice, the same position gets the
    same hint.  Unseeded, Hard's randomly pruned look at the rival's replies gave about
    half the time "stays" and otherwise a climb on Climbers mountain 9607's first turn, so
    a player asking again saw the advice change with nothing on the board changed."""
    key = state.game.info.key
    return make_bot(key, game_bots(key).hint_level, hint_seed(state, seat)).choose(
        state, seat, cancel)


def hint_seed(state: State, seat: int) -> int:
    """A seed that only the position (as ``seat`` sees it) decides: one-way, like
    :func:`~climbdesk.core.rng.bot_seed`, and the view holds nothing the seat may not see."""
    text = json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(f"climbdesk-hint:{seat}:{text}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1
