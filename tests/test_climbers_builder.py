"""The mountain builder as a versioned option: old saves keep builder 1's mountain,
new games get the newest builder, a save from a newer builder is refused."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from climbdesk.core.errors import OptionError, RecordError
from climbdesk.core.options import RANDOM
from climbdesk.core.record import GameRecord
from climbdesk.games.climbers.actions import Mountain
from climbdesk.games.climbers.game import GAME
from climbdesk.games.climbers.mountain import BUILDER, BUILDERS, MAX_NUMBER, generate

#: A three-seat game saved by climbdesk before the builder option (commit fede7a6): a
#: random mountain (drawn as the first chance event), a random first player, 40 moves,
#: and the position those moves reached then.
OLD_SAVE = Path(__file__).parent / "data" / "climbers_save_builder1.json"


def _old_save() -> tuple[dict[str, Any], dict[str, Any]]:
    data = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    return data["record"], data["final"]


def test_a_save_from_before_the_option_replays_on_builder_1_identically() -> None:
    saved, final = _old_save()
    assert "builder" not in saved["options"]
    record = GameRecord.from_json(saved)
    assert record.options["builder"] == 1
    state = record.replay()
    now = state.to_json()
    assert now.pop("options")["builder"] == 1
    final.pop("options")
    assert now == final
    # Saved again, it names its builder and opens the same.
    again = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert again.options["builder"] == 1
    assert again.replay().to_json() == state.to_json()


def test_the_same_moves_do_not_fit_builder_2s_mountain() -> None:
    """What the option protects: on the newest builder's mountain of the same number
    the old moves are refused (the third already steps onto another colour's top)."""
    saved, _ = _old_save()
    newer = {**saved, "options": {**saved["options"], "builder": 2}}
    with pytest.raises(RecordError, match="move 3"):
        GameRecord.from_json(newer)


def test_new_games_use_the_newest_builder_with_numbers_0_to_9999() -> None:
    assert BUILDER == 5
    state = GAME.new_initial_state(3, {"first": RANDOM})
    assert state.options["builder"] == BUILDER and state.options["mountain"] == RANDOM
    assert state.is_legal(Mountain(MAX_NUMBER)) and not state.is_legal(Mountain(MAX_NUMBER + 1))
    drawn = state.sample_chance(random.Random(1))
    assert 0 <= drawn.number <= MAX_NUMBER
    state.apply(drawn)
    assert state.board.encode() == generate(drawn.number, BUILDER)[0].encode()
    # The New Game dialog names every option, the builder among them.
    shown = {s.key: s for s in GAME.option_specs(3)}
    assert shown["builder"].default == BUILDER and shown["builder"].choices == (1, 2, 3, 4, 5)
    dialog = {"colour": ["teal", "purple", "yellow"], "mountain": RANDOM, "first": 1,
              "builder": BUILDER}
    assert GAME.validate_options(3, dialog)["builder"] == BUILDER


def test_a_fixed_number_builds_that_builders_mountain() -> None:
    for builder in (1, 2, 3, 4, 5):
        state = GAME.new_initial_state(2, {"mountain": 812, "first": 1, "builder": builder})
        assert state.board.encode() == generate(812, builder)[0].encode()
    one = GAME.new_initial_state(2, {"mountain": 812, "first": 1, "builder": 1})
    two = GAME.new_initial_state(2, {"mountain": 812, "first": 1, "builder": 2})
    assert one.board.encode() != two.board.encode()
    # A save naming builder 3 keeps builder 3's mountain now that 4 is the newest.
    three = GAME.new_initial_state(2, {"mountain": 812, "first": 1, "builder": 3})
    four = GAME.new_initial_state(2, {"mountain": 812, "first": 1, "builder": 4})
    assert three.board.encode() == generate(812, 3)[0].encode() != four.board.encode()
    # A number without a builder means builder 1's mountain, as it did before.
    assert GAME.new_initial_state(2, {"mountain": 812}).board.encode() == one.board.encode()


def test_a_save_from_a_newer_builder_is_refused_with_a_clear_message() -> None:
    saved, _ = _old_save()
    unknown = BUILDERS[-1] + 1
    newer = {**saved, "options": {**saved["options"], "builder": unknown}}
    with pytest.raises(RecordError) as caught:
        GameRecord.from_json(newer)
    message = str(caught.value)
    assert f"builder {unknown}" in message and "newer version" in message
    assert f"builders 1 to {BUILDERS[-1]}" in message
    with pytest.raises(OptionError, match="does not know"):
        GAME.validate_options(2, {"mountain": 5, "builder": unknown})
    # Every builder this version knows is accepted, the newest too when it is not the
    # default (builder 5 is offered before it becomes what new games get).
    for builder in BUILDERS:
        assert GAME.validate_options(2, {"mountain": 5, "builder": builder})["builder"] == builder
    with pytest.raises(OptionError):
        GAME.validate_options(2, {"mountain": 5, "builder": 0})
