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
