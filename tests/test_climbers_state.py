"""The Climbers position's declared fields: copies, saves and the typed vocabulary."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from climbdesk.core.errors import RecordError
from climbdesk.games.climbers import GAME, ClimbersState, DiskAt, Phase, Where
from climbdesk.games.climbers.engine import FIELDS

#: Positions written by the engine before its fields were declared in one table
#: (a 4-seat game with a lifted block, a reaction, a push step and a resign).
OLD_SAVES = Path(__file__).parent / "data" / "climbers_positions_before_field_table.json"


def test_saves_from_before_the_field_table_load_and_save_the_same() -> None:
    for data in json.loads(OLD_SAVES.read_text(encoding="utf-8")):
        state = GAME.state_from_json(data)
        assert isinstance(state, ClimbersState)
        # Saved again they name the first-player and builder options, with the seat
        # they started with and the builder their mountain was made by.
        expected = {**data, "options": {**data["options"], "first": 1, "builder": 1}}
        assert json.loads(json.dumps(state.to_json())) == expected
        assert isinstance(state.phase, Phase) and state.phase == data["phase"]


def test_every_saved_key_is_a_declared_field() -> None:
    data = json.loads(OLD_SAVES.read_text(encoding="utf-8"))[0]
    base = {"game", "players", "options", "forced", "dropped"}
    assert {f.key for f in FIELDS} == set(data) - base
    assert len(FIELDS) == 21  # the colours follow from the options and are not saved


def test_a_child_owns_its_mutable_fields_and_shares_the_replaced_ones() -> None:
    state = GAME.new_initial_state(3, {"mountain": 4})
    assert isinstance(state, ClimbersState)
    child = state.clone()
    for name in ("pos", "ladders", "disk", "reached", "reached_turn"):
        assert getattr(child, name) == getattr(state, name)
        assert getattr(child, name) is not getattr(state, name), name
    assert child.board is not state.board and child.board.heights == state.board.heights
    child.pos[0] = 5
    child.board.heights[0] = 9
    assert state.pos[0] == Where.FOOT and state.board.heights[0] != 9


def test_old_saves_without_the_turn_count_still_load() -> None:
    data = json.loads(OLD_SAVES.read_text(encoding="utf-8"))[1]
    del data["turn"], data["reached_turn"]
    state = GAME.state_from_json(data)
    assert isinstance(state, ClimbersState)
    assert state.turn == 0 and state.reached_turn == [0] * state.players


@pytest.mark.parametrize("change", ["phase", "pos", "missing"])
def test_damaged_positions_are_refused(change: str) -> None:
    data = json.loads(OLD_SAVES.read_text(encoding="utf-8"))[1]
    if change == "phase":
        data["phase"] = "dance"
    elif change == "pos":
        data["pos"] = data["pos"][:2]
    else:
        del data["ladders"]
    with pytest.raises(RecordError, match="not a Climbers position"):
        GAME.state_from_json(data)


def test_the_sentinels_are_distinct_types_with_the_saved_values() -> None:
    assert (Where.FOOT, Where.GONE, DiskAt.HELD, DiskAt.USED) == (-1, -2, -1, -2)
    assert type(Where.GONE) is not type(DiskAt.USED)
    state = GAME.new_initial_state(2, {"mountain": 3})
    assert isinstance(state, ClimbersState)
    rng = random.Random(2)
    for _ in range(80):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
        again = GAME.state_from_json(json.loads(json.dumps(state.to_json())))
        assert again == state
