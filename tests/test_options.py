"""Options that scale to more games: ranges, "random", per-seat values, legacy keys,
and one cross-option checker per game behind the single ``validate_options`` path."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping

import pytest
from toygame import ToyGame

from climbdesk.core import (
    RANDOM,
    Game,
    GameRecord,
    OptionError,
    Options,
    OptionSpec,
    all_games,
    get_game,
)
from climbdesk.core.options import OptionValue
from climbdesk.core.record import Seat
from climbdesk.core.text import Text
from climbdesk.tools import arena

STANDARD = "d4,d6,d8,d10,d12,d20"
MOUNTAIN = OptionSpec("mountain", "Mountain", int, 2, minimum=1, maximum=6, allow_random=True)
COLOUR = OptionSpec("colour", "Colour", str, "red", choices=("red", "blue", "green", "white"),
                    per_seat=True, seat_defaults=("red", "blue", "green"), unique=True)


# ----- whole numbers: range and random ------------------------------------------------------
def test_int_range_is_checked_with_a_message_naming_option_and_range() -> None:
    assert MOUNTAIN.check(1) == 1 and MOUNTAIN.check(6) == 6
    with pytest.raises(OptionError, match=r"'mountain' must be between 1 and 6, not 0"):
        MOUNTAIN.check(0)
    with pytest.raises(OptionError, match=r"'mountain' must be between 1 and 6, not 7"):
        Options.validate([MOUNTAIN], {"mountain": 7})
    low_only = OptionSpec("turns", "Turns", int, 5, minimum=3)
    with pytest.raises(OptionError, match="at least 3"):
        low_only.check(2)
    assert low_only.check(10**6) == 10**6


def test_random_is_kept_as_the_sentinel_only_where_allowed() -> None:
    assert RANDOM == "random"
    assert Options.validate([MOUNTAIN], {"mountain": RANDOM}) == {"mountain": RANDOM}
    assert MOUNTAIN.parse("Random") == RANDOM
    plain = OptionSpec("mountain", "Mountain", int, 2, minimum=1, maximum=6)
    with pytest.raises(OptionError, match="whole number"):
        plain.check(RANDOM)
    with pytest.raises(OptionError, match="must be a whole number between 1 and 6, not"):
        plain.parse("random")
    with pytest.raises(OptionError, match="must be a whole number between 1 and 6 or random"):
        MOUNTAIN.parse("lots")


def test_declaration_mistakes_fail_when_the_spec_is_made() -> None:
    with pytest.raises(TypeError, match="whole numbers"):
        OptionSpec("pie", "Pie", bool, False, allow_random=True)
    with pytest.raises(TypeError, match="per_seat"):
        OptionSpec("colour", "Colour", str, "red", unique=True)
    with pytest.raises(OptionError, match="between 1 and 6"):
        OptionSpec("mountain", "Mountain", int, 9, minimum=1, maximum=6)


# ----- per seat ----------------------------------------------------------------------------
def test_per_seat_defaults_come_from_seat_defaults_then_the_default() -> None:
    assert COLOUR.default_for(2) == ("red", "blue")
    assert COLOUR.default_for(3) == ("red", "blue", "green")
    assert COLOUR.default_for(4) == ("red", "blue", "green", "red")  # runs out: the default
    team = OptionSpec("team", "Climbers", str, STANDARD, per_seat=True)
    assert Options.defaults([team], 3) == {"team": (STANDARD,) * 3}


def test_per_seat_values_are_tuples_of_the_seat_count() -> None:
    assert Options.validate([COLOUR], {"colour": ["white", "red"]}, players=2) \
        == {"colour": ("white", "red")}
    with pytest.raises(OptionError, match=r"one value per player \(3\)"):
        Options.validate([COLOUR], {"colour": ["white", "red"]}, players=3)
    with pytest.raises(OptionError, match="one value per player"):
        Options.validate([COLOUR], {"colour": "red"}, players=2)
    with pytest.raises(OptionError, match=r"must be one of .*\(player 2\)"):
        Options.validate([COLOUR], {"colour": ["red", "pink"]}, players=2)


def test_unique_per_seat_values_name_the_option_and_both_seats() -> None:
    with pytest.raises(OptionError) as err:
        Options.validate([COLOUR], {"colour": ["red", "blue", "red"]}, players=3)
    assert str(err.value) == "Colour: players 1 and 3 cannot both choose red"
    message = err.value.args[0]
    assert isinstance(message, Text), "the dialog must be able to translate it"
    shared = OptionSpec("colour", "Colour", str, "red", per_seat=True)
    assert shared.check_value(["red", "red"], 2) == ("red", "red")  # not unique: allowed


def test_unique_ignores_random_seats() -> None:
    peak = OptionSpec("peak", "Peak", int, 1, minimum=1, maximum=3, allow_random=True,
                      per_seat=True, seat_defaults=(1, 2, 3), unique=True)
    assert peak.check_value([RANDOM, RANDOM, 2], 3) == (RANDOM, RANDOM, 2)
    with pytest.raises(OptionError, match="players 2 and 3"):
        peak.check_value([RANDOM, 2, 2], 3)


def test_per_seat_values_save_as_json_lists_and_read_back_equal() -> None:
    options = Options.validate([COLOUR], {"colour": ["green", "red"]}, players=2)
    text = json.dumps(Options.to_json(options))
    assert json.loads(text) == {"colour": ["green", "red"]}
    assert Options.validate([COLOUR], json.loads(text), players=2) == options


# ----- games: one path, one checker ----------------------------------------------------------
@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.info.key)
def test_games_customise_the_steps_not_validate_options(game: Game) -> None:
    assert type(game).validate_options is Game.validate_options
    players = game.info.default_players
    assert game.validate_options(players) == Options.defaults(game.option_specs(players), players)


def test_cross_option_checkers_refuse_with_translatable_messages() -> None:
    with pytest.raises(OptionError) as err:
        get_game("cantstop").validate_options(2, {"jumping": True, "forced": True})
    assert isinstance(err.value.args[0], Text)
    assert str(err.value) == "Jumping and Forced move cannot be combined"
    with pytest.raises(OptionError) as err:
        get_game("summit").validate_options(3, {"flexible": True, "helping": True})
    assert str(err.value) == "Flexible Plans and Helping Hands cannot be combined"
    assert get_game("summit").validate_options(3, {"flexible": True})["flexible"] is True


def test_checker_sees_defaults_filled_and_values_normalised() -> None:
    seen: list[Mapping[str, OptionValue]] = []

    class Checked(ToyGame):
        info = dataclasses.replace(ToyGame.info, options=(MOUNTAIN, COLOUR))

        def check_options(self, players: int, options: Mapping[str, OptionValue]) -> None:
            seen.append(dict(options))
            if options["mountain"] == RANDOM and "white" in Options.per_seat(options, "colour"):
                raise OptionError("no white on a random mountain")

    game = Checked()
    game.validate_options(3, {"colour": ["white", "blue", "green"]})
    assert seen == [{"mountain": 2, "colour": ("white", "blue", "green")}]
    with pytest.raises(OptionError, match="no white"):
        game.validate_options(3, {"mountain": RANDOM, "colour": ["white", "blue", "green"]})
    with pytest.raises(OptionError, match="cannot both choose"):  # per-seat checks come first
        game.validate_options(3, {"colour": ["blue", "blue", "green"]})
    assert len(seen) == 2


def test_cantstop_narrows_columns_by_key_not_position() -> None:
    game = get_game("cantstop")
    four = {s.key: s for s in game.option_specs(4)}
    assert four["columns"].choices == (3,)
    assert set(four) == {s.key for s in game.info.options}
    with pytest.raises(OptionError, match="must be one of 3, not 4"):
        game.validate_options(4, {"columns": 4})


def test_climb_on_teams_are_one_per_seat_option() -> None:
    game = get_game("summit")
    specs = game.option_specs(4)
    assert [s.key for s in specs if s.per_seat] == ["team"]
    out = game.validate_options(3, {"team": ["d20,d4,d4,d4,d4,d4", STANDARD, STANDARD]})
    assert out["team"] == ("d4,d4,d4,d4,d4,d20", STANDARD, STANDARD)


# ----- old saves ----------------------------------------------------------------------------
#: A Climb On! game saved before the per-seat ``team`` option (keys team1, team2).
OLD_SUMMIT_SAVE = {
    "format": "climbdesk-record", "version": 1, "app": "0.1.0", "game": "summit",
    "players": 2,
    "options": {"flexible": False, "helping": False, "untied": False,
                "team1": "d6, d6,d6,d6,d6,D6", "team2": STANDARD},
    "seed": 3,
    "seats": [{"name": "A", "kind": "human", "level": "", "colour": ""},
              {"name": "B", "kind": "human", "level": "", "colour": ""}],
    "created": "2025-01-01T10:00:00+00:00", "meta": {},
    "actions": [{"k": "climb", "climber": 1, "token": "blue"}, {"k": "dice", "values": [5]},
                {"k": "lower", "die": 0, "token": "white"},
                {"k": "lower", "die": 0, "token": "red"}],
}


def test_old_saves_with_team1_to_team4_still_load() -> None:
    record = GameRecord.from_json(json.loads(json.dumps(OLD_SUMMIT_SAVE)))
    assert record.options["team"] == ("d6,d6,d6,d6,d6,d6", STANDARD)
    assert "team1" not in record.options and "team2" not in record.options
    state = record.replay()
    assert state.teams == ((6,) * 6, (4, 6, 8, 10, 12, 20))  # type: ignore[attr-defined]
    resaved = record.to_json()
    assert resaved["options"]["team"] == ["d6,d6,d6,d6,d6,d6", STANDARD]  # type: ignore[index]
    assert GameRecord.from_json(json.loads(json.dumps(resaved))).replay() == state


def test_legacy_upgrade_fills_missing_seats_and_keeps_foreign_keys_unknown() -> None:
    game = get_game("summit")
    assert game.upgrade_options(3, {"team2": "d6,d6,d6,d6,d6,d6", "untied": True}) == {
        "untied": True, "team": [STANDARD, "d6,d6,d6,d6,d6,d6", STANDARD]}
    assert game.upgrade_options(2, {"team": [STANDARD] * 2}) == {"team": [STANDARD] * 2}
    with pytest.raises(OptionError, match="unknown option.*team3"):
        game.validate_options(2, {"team1": STANDARD, "team3": STANDARD})


# ----- the arena command line ----------------------------------------------------------------
def test_arena_parses_per_seat_and_random_values() -> None:
    args = arena.parse_args(["summit", "--players", "random,random", "--option",
                             f"team={STANDARD}/d6,d6,d6,d6,d6,d6", "--option", "untied=yes"])
    game = get_game("summit")
    options = Options.parse_pairs(game.option_specs(2), args.option, 2)
    assert options["team"] == (STANDARD, "d6,d6,d6,d6,d6,d6") and options["untied"] is True
    assert Options.parse_pairs(game.option_specs(3), ["team=/d6,d6,d6,d6,d6,d6/"], 3)["team"] \
        == (STANDARD, "d6,d6,d6,d6,d6,d6", STANDARD)
    with pytest.raises(OptionError, match=r"needs 3 values separated by '/'"):
        Options.parse_pairs(game.option_specs(3), [f"team={STANDARD}"], 3)
    assert Options.parse_pairs([MOUNTAIN], ["mountain=random"]) == {"mountain": RANDOM}
    assert Options.parse_pairs([MOUNTAIN], ["mountain=5"]) == {"mountain": 5}


def test_arena_help_documents_the_per_seat_syntax(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        arena.parse_args(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "separated by '/'" in help_text
    assert "team=d4,d6,d8,d10,d12,d20/d6,d6,d6,d6,d6,d6" in help_text
    assert "random" in help_text


def test_arena_runs_with_per_seat_teams_and_refuses_bad_combinations(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["summit", "--players", "random,random", "--games", "1", "--jobs", "1",
                       "--json", "--option", "team=d6,d6,d6,d6,d6,d6/"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["options"]["team"] == ["d6,d6,d6,d6,d6,d6", STANDARD]
    assert arena.main(["cantstop", "--players", "random,random", "--option", "jumping=yes",
                       "--option", "forced=yes"]) == 2
    assert "cannot be combined" in capsys.readouterr().err


def test_records_validate_per_seat_options_on_creation() -> None:
    game = get_game("summit")
    seats = [Seat("A"), Seat("B")]
    with pytest.raises(OptionError, match="one value per player"):
        GameRecord.new(game, seats, {"team": [STANDARD]})
    record = GameRecord.new(game, seats, {"team": ("d4," * 5 + "d4", STANDARD)}, seed=1)
    assert record.options["team"] == ("d4,d4,d4,d4,d4,d4", STANDARD)


def test_a_parts_option_holds_exactly_its_count_of_known_parts() -> None:
    team = OptionSpec("team", "Team", str, "a,a,b", parts=("a", "b"), part_count=3)
    assert team.check("a,b,b") == "a,b,b"
    assert team.split_parts("b,a,a") == ("b", "a", "a")
    for bad in ("a,b", "a,b,c", "a,b,b,a", ""):
        with pytest.raises(OptionError, match="must be 3 of a, b"):
            team.check(bad)
    with pytest.raises(TypeError):
        OptionSpec("team", "Team", str, "a", parts=("a",))  # no part_count
