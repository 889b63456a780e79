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


# ----- 6. a Climbers seat's colour is its climber's ----------------------------------------------
CLIMBERS_COLOURS = get_game("climbers").info.colours  # teal, purple, yellow, red, pink


def _climbers_save(seat_colour: str, climber: str = "red") -> dict[str, Any]:
    data = _record_json("climbers", {"mountain": 7, "colour": [climber, "teal", "purple"]},
                        players=3)
    data["seats"][0]["colour"] = seat_colour
    return data


@pytest.mark.parametrize("colour", ["#123456", CLIMBERS_COLOURS[1], CLIMBERS_COLOURS[4]])
def test_a_climbers_seat_colour_other_than_its_climbers_is_refused(colour: str) -> None:
    """Accepted and ignored before: the board draws each climber in its option's colour."""
    with pytest.raises(RecordError) as refused:
        GameRecord.from_json(_climbers_save(colour))
    assert str(refused.value) == (f"Ann's colour “{colour}” is not the one Climbers gives that "
                                  f"seat ({CLIMBERS_COLOURS[3]})")


@pytest.mark.parametrize("colour", ["", CLIMBERS_COLOURS[3], CLIMBERS_COLOURS[3].upper(),
                                    CLIMBERS_COLOURS[0]])
def test_a_climbers_seat_may_have_no_colour_its_climbers_or_the_one_new_game_writes(
        colour: str) -> None:
    """New Game shows no swatch for Climbers and writes the game's colour for the seat's
    number (teal for seat 1, whatever colour its climber took): those saves still open."""
    record = GameRecord.from_json(_climbers_save(colour))
    assert record.seats[0].colour == colour


def test_other_games_keep_any_picked_colour_and_the_refusal_reads_plainly() -> None:
    data = _record_json()
    data["seats"][0]["colour"] = "#12a4f6"  # picked in New Game: Stairs draws it
    assert GameRecord.from_json(data).seats[0].colour == "#12a4f6"
    data["seats"][0]["colour"] = "white; x: y"
    with pytest.raises(RecordError) as refused:
        GameRecord.from_json(data)
    assert str(refused.value) == "Ann's colour “white; x: y” is not a colour a seat can have"
