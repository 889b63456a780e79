"""The Climbers bots' faster paths give the answers of the slow ones they replaced.

Issue 17's bot pass (branch waste8) made the evaluation and the planner cheaper
without changing a decision: the reach heights come from the search without a
list of squares, each colour's shown tops are counted once per board, the
placement keys are made in one pass, and the planner applies the actions it took
from the engine's own lists without checking them again.  Each shortcut is
checked here against the plain computation it replaced, on the recorded
positions of ``tests/data/climbers_perft.json``; ``tests/climbers_bot_choices.py``
keeps what the bots chose on those positions before the pass, and a few cheap
decisions are asked again here.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from climbers_bot_choices import LEVELS, PATH, decide
from climbers_perft import PATH as PERFT

from climbdesk.bots.climbers.heuristic import best_reach, private_stairs, reach_heights
from climbdesk.bots.climbers.planner import (
    after,
    climbs,
    greedy_move,
    placement_key,
    placement_keys,
    prune_placements,
)
from climbdesk.core.errors import IllegalActionError
from climbdesk.games.climbers import GAME, ClimbersState
from climbdesk.games.climbers.actions import Move, Place, Stay
from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL
from climbdesk.games.climbers.engine import GONE
from climbdesk.games.climbers.fields import Phase, Where

ROWS: list[dict[str, Any]] = json.loads(PERFT.read_text(encoding="utf-8"))
CHOICES: dict[str, dict[str, Any]] = {
    r["label"]: r for r in json.loads(PATH.read_text(encoding="utf-8"))}


def _states() -> list[ClimbersState]:
    out = []
    for row in ROWS:
        state = GAME.state_from_json(row["state"])
        assert isinstance(state, ClimbersState)
        out.append(state)
    return out


STATES = _states()


def _old_best_reach(state: ClimbersState, seat: int, ladders: int | None = None) -> int:
    h = state.height(seat)
    for cell in state.reach_of(seat, ladders):
        h = max(h, state.board.heights[cell])
    return h


def _old_private_stairs(state: ClimbersState, seat: int) -> int:
    colour, h, board = state.colours[seat], state.height(seat), state.board
    return sum(1 for b, p in enumerate(board.placed)
               if p is not None and board.top_colour(b) == colour and board.top_squares(b)
               and h < board.top_height(b) <= h + 4)


def _old_placement_key(state: ClimbersState, seat: int, place: Place) -> float:
    """The key as it was written before the one-pass version (same sums, same order)."""
    board = state.board
    o = BLOCKS[state.held].orientations[place.orient]
    top = board.heights[place.y * board.width + place.x] + o.h
    score = 0.0
    for s, cell in enumerate(state.pos):
        if cell == Where.GONE:
            continue
        if cell == Where.FOOT:
            h = 0
            dist = min(place.x, place.y, board.width - place.x - o.w,
                       board.depth - place.y - o.d)
        else:
            cx, cy = cell % board.width, cell // board.width
            h = board.heights[cell]
            dist = (max(place.x - cx, 0, cx - (place.x + o.w - 1))
                    + max(place.y - cy, 0, cy - (place.y + o.d - 1)))
        near = 1.0 / (1 + dist)
        rise = top - h
        if s == seat:
            usable = o.top == NEUTRAL or o.top == state.colours[seat]
            step = 2.0 if rise == 1 else 1.0 if 0 < rise <= 4 else 0.2
            score += near * step * (1.5 if usable else 0.3)
            if o.top == state.colours[seat]:
                score += 0.3 * near
        else:
            score += 0.7 * near
    return score


def test_reach_heights_and_private_stairs_answer_as_the_lists_did() -> None:
    asked = 0
    for state in STATES:
        for seat in range(state.players):
            if state.pos[seat] == GONE:
                continue
            for mask in (None, 0, 1, 2, 3):
                assert best_reach(state, seat, mask) == _old_best_reach(state, seat, mask)
            free, full = reach_heights(state, seat)
            assert (free, full) == (_old_best_reach(state, seat, 0),
                                    _old_best_reach(state, seat))
            assert private_stairs(state, seat) == _old_private_stairs(state, seat)
            asked += 1
    assert asked > 800


def test_placement_keys_and_the_ranking_are_the_old_ones_exactly() -> None:
    places_seen = 0
    for state in [s for s in STATES if s.phase == Phase.PLACE][::3]:
        legal = state.legal_actions()
        places = [a for a in legal if isinstance(a, Place)]
        for seat in range(state.players):
            old = [_old_placement_key(state, seat, p) for p in places]
            assert placement_keys(state, seat, places) == old  # floats, bit for bit
            assert placement_key(state, seat, places[0]) == old[0]
            if seat == state.active:
                by_key = dict(zip(places, old, strict=True))
                ranked = sorted(places, key=lambda a: -by_key[a])
                pruned = prune_placements(state, seat, legal, 8, 0, random.Random(1))
                assert pruned[1:] == ranked[:8]
        places_seen += len(places)
    assert places_seen > 2000


def test_greedy_move_is_the_first_climb() -> None:
    for state in STATES:
        seat = state.current_player()
        if seat < 0 or state.phase not in (Phase.MOVE1, Phase.MOVE2, Phase.REACT):
            continue
        first = climbs(state, seat, 1)
        expected = first[0] if first else Stay()
        if isinstance(expected, Move):
            cell = expected.y * state.board.width + expected.x
            if state.board.heights[cell] <= state.height(seat):
                expected = Stay()
        assert greedy_move(state, seat) == expected
        every = climbs(state, seat, 1000)
        assert climbs(state, seat, 4) == every[:4]


def test_the_trusted_path_is_the_checked_one_and_outside_actions_are_still_checked() -> None:
    state = next(s for s in STATES if s.phase == Phase.MOVE1)
    for action in state.legal_actions()[:10]:
        assert after(state, action).to_json() == state.child(action).to_json()
    before = state.to_json()
    far = Move(state.board.width - 1, state.board.depth - 1, "short+tall")
    assert not state.is_legal(far)
    with pytest.raises(IllegalActionError) as refused:
        state.child(far)
    assert str(refused.value) == state.explain_illegal(far)
    with pytest.raises(IllegalActionError):
        state.apply(Move(-1, 0, ""))
    assert state.to_json() == before


#: Cheap recorded decisions (Hard's few evaluations, Normal's, Easy's), asked again.
PINNED = ("random 4 b2 p2 ply 15", "random 17 b3 p3 ply 24", "random 14 b3 p4 ply 7",
          "easy 2 b2 p4 ply 53", "random 11 b3 p5 ply 22")


@pytest.mark.parametrize("label", PINNED)
def test_the_bots_still_choose_as_recorded(label: str) -> None:
    data = next(r["state"] for r in ROWS if r["label"] == label)
    for level in LEVELS:
        action, evaluations, _ = decide(level, label, data)
        assert [action, evaluations] == CHOICES[label][level], level
