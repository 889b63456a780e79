"""Issue 17, acceptance check (branch accept18): refusals of a damaged save read as one
sentence naming what is missing; a Climbers seat's colour is the one its climber has
(branch tidy18).  Each test failed before its fix."""

from __future__ import annotations

from typing import Any

import pytest

from climbdesk.core.errors import RecordError
from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game


def _record_json(game: str = "stairs", options: dict[str, Any] | None = None,
                 players: int = 2) -> dict[str, Any]:
    seats = [Seat("Ann"), Seat("Robo", "bot", "easy"), Seat("Cleo")][:players]
    match = Match(GameRecord.new(get_game(game), seats, options or {}, seed=7))
    match.resolve_chance()
    return match.truncated_record().to_json()


# ----- 3. one sentence, naming the option --------------------------------------------------------
def test_a_missing_option_is_named_in_one_sentence_not_wrapped_in_another() -> None:
    data = _record_json(options={"pie": True})
    del data["options"]["pie"]
    with pytest.raises(RecordError) as refused:
        GameRecord.from_json(data)
    assert str(refused.value) == \
        "the saved game is damaged: it lacks the option “Pie rule” (options.pie)"


def test_several_missing_options_are_listed_in_the_same_sentence() -> None:
    data = _record_json("summit")
    for key in ("flexible", "helping"):
        data["options"].pop(key)
    with pytest.raises(RecordError) as refused:
        GameRecord.from_json(data)
    text = str(refused.value)
    assert text.startswith("the saved game is damaged: it lacks the options “")
    assert "(options.flexible), “" in text and "(options.helping)" in text
    assert text.count("damaged") == 1 and "bad options" not in text


def test_a_bad_option_value_is_still_said_as_bad_options() -> None:
    data = _record_json(options={"pie": True})
    data["options"]["pie"] = "perhaps"
    with pytest.raises(RecordError, match="^the saved game has bad options: "):
        GameRecord.from_json(data)
