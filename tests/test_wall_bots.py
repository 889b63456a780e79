"""The wall's own bots: legal from the seat's view in every phase, an exact dice
expectation, a sane evaluation, Easy beats random."""

from __future__ import annotations

import random

import pytest

from climbdesk.bots import BotCancelled, CancelToken, RandomBot, hint, make_bot
from climbdesk.bots.registry import game_bots
from climbdesk.bots.wall.players import WallBot
from climbdesk.bots.wall.turn import NONE, TurnValues
from climbdesk.bots.wall.value import WallHeuristic, distance_map
from climbdesk.core import get_game
from climbdesk.core.actions import Dice
from climbdesk.core.level import Level
from climbdesk.games.wall.actions import Roll, Spend
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.phases import WallPhase

GAME = get_game("wall")


PHASES = {WallPhase.INITIAL, WallPhase.TURN, WallPhase.REST, WallPhase.SPEND, WallPhase.CLIP,
          WallPhase.SWAP}


def _positions(seed: int, found: dict[WallPhase, WallState]) -> None:
    """The first position of every decision phase met in a seeded Easy-bot game
    (which stops once every phase was met)."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(2)
    assert isinstance(state, WallState)
    bots = [make_bot("wall", Level.EASY, seed=seed + s) for s in range(2)]
    while not state.is_terminal() and not PHASES <= set(found):
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
            continue
        found.setdefault(state.phase, state.clone())
        seat = state.current_player()
        state.apply(bots[seat].choose(state.view(seat), seat))


@pytest.fixture(scope="module")
def positions() -> dict[WallPhase, WallState]:
    found: dict[WallPhase, WallState] = {}
    for seed in range(6):
        _positions(seed, found)
    return found


def test_seeded_games_meet_every_decision_phase(positions: dict[WallPhase, WallState]) -> None:
    assert PHASES <= set(positions)


@pytest.mark.parametrize("level", [Level.EASY, Level.NORMAL, Level.HARD])
def test_each_level_decides_every_phase_from_the_view_alone(
        positions: dict[WallPhase, WallState], level: Level) -> None:
    for state in positions.values():
        seat = state.current_player()
        view = state.view(seat)
        before, seen = state.to_json(), view.to_json()
        action = make_bot("wall", level, seed=5).choose(view, seat)
        assert action in state.legal_actions()
        assert state.to_json() == before and view.to_json() == seen


def test_the_levels_are_the_wall_players_and_hint_works(
        positions: dict[WallPhase, WallState]) -> None:
    assert set(game_bots("wall").levels) == {Level.EASY, Level.NORMAL, Level.HARD}
    assert isinstance(make_bot("wall", Level.HARD, seed=1), WallBot)
    state = positions[WallPhase.TURN]
    seat = state.current_player()
    assert hint(state.view(seat), seat) in state.legal_actions()


def test_a_cancelled_token_stops_the_bot(positions: dict[WallPhase, WallState]) -> None:
    state = positions[WallPhase.TURN]
    token = CancelToken()
    token.cancel()
    with pytest.raises(BotCancelled):
        make_bot("wall", Level.HARD, seed=1).choose(state.view(state.seat), state.seat, token)


def test_the_roll_value_is_the_exact_expectation_over_the_engines_spendings(
        positions: dict[WallPhase, WallState]) -> None:
    """For every roll offered, the bot's table-driven expectation equals the one
    worked out outcome by outcome from the engine's own Spend lists."""
    state = positions[WallPhase.TURN]
    seat = state.seat
    values = TurnValues(state, seat)
    rolls = [a for a in state.legal_actions() if isinstance(a, Roll)][:12]
    assert rolls
    for roll in rolls:
        rolled = state.child(roll)
        expected = 0.0
        for dice, chance in rolled.chance_outcomes():
            assert isinstance(dice, Dice)
            after = rolled.child(dice)
            if after.current_player() == seat:  # not fallen (a fall ends the turn)
                spent = TurnValues(after, seat)
                best = max(spent.spend(a) for a in after.legal_actions()
                           if isinstance(a, Spend))
            else:  # a fall: the turn is over
                best = values._fall(after.stamina[seat], after.chalk[seat], after.jumps[seat])
            expected += chance * best
        assert values.roll(roll) == pytest.approx(expected), roll


def test_the_distance_map_falls_towards_the_top(positions: dict[WallPhase, WallState]) -> None:
    state = positions[WallPhase.REST]
    dist = distance_map(state.wall, state.colour, state.goal)
    assert dist and state.wall.derived[f"bot-distance:{state.colour}:{state.goal}"] is dist
    low = min(dist, key=lambda s: s[1])
    high = max(dist, key=lambda s: s[1])
    assert dist[high] < dist[low]


def test_the_evaluation_is_bounded_and_zero_sum_for_two(
        positions: dict[WallPhase, WallState]) -> None:
    state = positions[WallPhase.TURN].clone()
    h = WallHeuristic()
    state.stamina = [12, 4]
    rich = h.evaluate(state)
    assert all(-1 < v < 1 for v in rich) and rich[0] == pytest.approx(-rich[1])
    state.stamina = [4, 12]
    poor = h.evaluate(state)
    assert poor[0] < rich[0] and poor[1] > rich[1]  # stamina is worth something


def test_easy_beats_random() -> None:
    wins = 0
    for i in range(4):
        rng = random.Random(i)
        easy_seat = i % 2
        bots = {easy_seat: make_bot("wall", Level.EASY, seed=i),
                1 - easy_seat: RandomBot(random.Random(i))}
        state = GAME.new_initial_state(2)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
            else:
                seat = state.current_player()
                state.apply(bots[seat].choose(state.view(seat), seat))
        outcome = state.outcome()
        assert outcome is not None
        wins += easy_seat in outcome.winners
    assert wins >= 3


def test_none_is_below_every_value() -> None:
    assert NONE < -1e9


def test_the_graph_after_a_put_is_the_graph_worked_out_afresh(
        positions: dict[WallPhase, WallState]) -> None:
    from climbdesk.games.wall.actions import Place
    from climbdesk.games.wall.geometry import Placed
    from climbdesk.games.wall.paths import _build_graph, graph_after_put, step_graph

    state = positions[WallPhase.REST]
    before = step_graph(state.wall)
    places = [a for a in state.legal_actions() if isinstance(a, Place)]
    assert places
    for place in places[::max(1, len(places) // 25)]:
        wall = state.wall.copy()
        wall.put(Placed(place.panel, place.rotation, place.x, place.y, state.seat))
        assert graph_after_put(wall, before, (place.x, place.y)) == _build_graph(wall), place


def test_hard_counts_the_rivals_reply_to_each_panel() -> None:
    """Hard's panel value is its own gain less what the panel adds to the leading
    rival's next plain roll, the same as worked out on the engine's own child."""
    from climbdesk.bots.wall.players import HARD
    from climbdesk.games.wall.actions import Place
    from tests.wall_helpers import first_rest_turn

    state = first_rest_turn(2)
    seat = state.current_player()
    rival = 1 - seat
    places = [a for a in state.legal_actions() if isinstance(a, Place)][:30]
    wide = HARD._replace(places=30, guard=0, extra=0, block=0.0)  # every spot valued
    with_reply = WallBot(wide, random.Random(3))._panel_gains(state, seat, places)
    without = WallBot(wide._replace(reply=0.0), random.Random(3))._panel_gains(state, seat,
                                                                                places)
    plain = Roll(2, False, False, 0, 0)
    before = TurnValues(state, rival).roll(plain)
    changes = []
    for (gain, place), (own, same) in zip(with_reply, without, strict=True):
        assert place == same
        change = TurnValues(state.child(place), rival).roll(plain) - before
        assert gain == pytest.approx(own - change)
        changes.append(change)
    assert any(c > 0.0 for c in changes)


def test_hard_guesses_the_rivals_hand_from_the_unseen_pool_only() -> None:
    """The rival's sampled hands come from the seat's view (deck less the own hand,
    the wall and the discards), and a panel covering the rival's best spot is
    worth what the rival loses by it."""
    from climbdesk.bots.wall.players import HARD, _spot_key
    from climbdesk.bots.wall.threat import SAMPLES, Threat
    from climbdesk.core.errors import HiddenInformationError
    from climbdesk.games.wall.actions import Place
    from tests.wall_helpers import first_rest_turn

    # A first Rest turn where some spot takes one of the rival's.
    state = first_rest_turn(13, Level.NORMAL)
    seat = state.current_player()
    rival = 1 - seat
    with pytest.raises(HiddenInformationError):
        Threat(state, rival, random.Random(0), _spot_key)  # the truth is never searched
    view = state.view(seat)
    assert isinstance(view, WallState)
    seen = set(view.hands[seat]) | view.wall.placed_ids() | set(view.discards)
    for i in range(5):
        hand = view.sample_determinization(random.Random(i)).hands[rival]
        assert len(hand) == len(state.hands[rival]) and not set(hand) & seen
    threat = Threat(view, rival, random.Random(5), _spot_key)
    assert len(threat.samples) == SAMPLES and any(threat.samples)
    places = [a for a in view.legal_actions() if isinstance(a, Place)]
    wide = HARD._replace(places=len(places), guard=0, extra=0, block=1.0)
    with_block = WallBot(wide, random.Random(5))._panel_gains(view, seat, places)
    without = WallBot(wide._replace(block=0.0), random.Random(5))._panel_gains(view, seat,
                                                                                places)
    # Both bots draw their sample from the same generator state before any spot.
    blocks = [threat.blocked(p) for p in places]
    for (gain, place), (own, same), block in zip(with_block, without, blocks, strict=True):
        assert place == same and gain == pytest.approx(own + block)
    assert all(b >= 0.0 for b in blocks) and any(b > 0.0 for b in blocks)
