"""The Climbers rules page says what players asked about (issue 17): who starts and how to
choose it, that the large neutral blocks may be moved, that a disk may go on any colour,
and that a block may be examined before it is moved — in every language, naming the
New Game option by the label the dialog shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from climbdesk.ui import i18n

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


def _page(language: str) -> str:
    path = RULES / "climbers.md" if language == "en" else RULES / language / "climbers.md"
    return path.read_text(encoding="utf-8")


def test_the_english_page_answers_the_players_questions() -> None:
    page = _page("en")
    assert "**First player**" in page and "random" in page.lower()
    assert "large neutral blocks included" in page
    assert "any colour" in page
    assert "press I" in page


@pytest.mark.parametrize("language", ["de", "ja"])
def test_each_page_names_the_first_player_option_as_the_dialog_does(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    try:
        i18n.install(language)
        label = QCoreApplication.translate("games", "First player")
    finally:
        i18n.install("en")
    assert label != "First player"
    assert f"**{label}**" in _page(language)
    assert "I" in _page(language)  # the key that examines a block


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_each_page_says_why_the_hint_may_say_stay(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Hard's hint starts most first turns with "stays" (issue 17, mountain 9607): the
    climb comes in step 3, after the block step built it beside the table.  The page
    says so, quoting the hint's own words in that language."""
    try:
        i18n.install(language)
        words = QCoreApplication.translate("games", "{who} stays")
    finally:
        i18n.install("en")
    stays = words.replace("{who}", "").strip().removeprefix("は")  # "{who} はとどまる"
    assert stays and stays in _page(language)
