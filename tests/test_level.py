"""The bot level: one closed set, checked in one place, saved and sent as its value."""

from __future__ import annotations

import json

import pytest

from climbdesk.bots import make_bot
from climbdesk.bots.registry import GameBots
from climbdesk.bots.worker import think_request
from climbdesk.core.level import LEVELS, Level
from climbdesk.core.record import BOT_LEVELS


def test_parse_takes_each_value_and_names_the_choices_otherwise() -> None:
    assert [Level.parse(level.value) for level in Level] == list(Level)
    with pytest.raises(ValueError, match="unknown bot level 'godlike'; choose from easy, "
                                         "normal, hard, random"):
        Level.parse("godlike")
    with pytest.raises(ValueError, match="unknown bot level 3"):
        Level.parse(3)


def test_random_is_never_offered_to_players() -> None:
    assert LEVELS == (Level.EASY, Level.NORMAL, Level.HARD)
    assert Level.parse("random") is Level.RANDOM
    with pytest.raises(ValueError, match="choose from easy, normal, hard$"):
        Level.parse("random", offered_only=True)


def test_the_levels_saves_accept_are_the_offered_ones() -> None:
    """Records check seats against BOT_LEVELS; it must not drift from Level."""
    assert tuple(BOT_LEVELS) == tuple(level.value for level in LEVELS)


def test_every_level_has_a_display_name() -> None:
    assert [level.display_name for level in Level] == ["Easy", "Normal", "Hard", "Random"]


def test_a_level_crosses_the_worker_boundary_as_its_plain_value() -> None:
    message = think_request(1, "stairs", {}, 0, Level.HARD, 5)
    assert type(message["level"]) is str and message["level"] == "hard"
    assert json.loads(json.dumps(message))["level"] == "hard"


def test_make_bot_and_game_bots_refuse_an_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        make_bot("stairs", "expert")  # type: ignore[arg-type]  # a caller without types
    with pytest.raises(ValueError, match="unknown bot level 'random'"):
        GameBots(hint_level=Level.RANDOM)
    assert make_bot("stairs", Level.EASY).name == "easy"
