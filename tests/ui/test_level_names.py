"""The UI's translatable level names are the Level enum's display names."""

from __future__ import annotations

from climbdesk.core.level import LEVELS
from climbdesk.ui.strings import LEVEL_NAMES, default_name, display_name, level_name


def test_the_ui_lists_every_offered_levels_display_name() -> None:
    assert LEVEL_NAMES == {level: level.display_name for level in LEVELS}


def test_level_names_work_from_the_enum_and_from_saved_strings() -> None:
    assert level_name("hard") == level_name(LEVELS[2]) == "Hard"
    assert default_name(0, "easy") == default_name(0, LEVELS[0]) == "Easy bot"
    assert display_name("Normal bot") == "Normal bot"
