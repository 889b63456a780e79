"""Rules pages in German and Japanese, picked by language, and the dialog follows a switch."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import re
from pathlib import Path

import pytest

from climbdesk import paths
from climbdesk.core.registry import get_game
from climbdesk.ui import i18n
from climbdesk.ui.boards.cantstop.odds_chart import OddsChart
from climbdesk.ui.dialogs import RulesDialog
from climbdesk.ui.new_game import NewGameDialog
from climbdesk.ui.settings import Settings

from .app_helpers import dialogs, stairs, window  # noqa: F401

LANGUAGES = ("de", "ja")
RULES = paths.resource_dir() / "rules"
ENGLISH_PAGES = sorted(RULES.glob("*.md"))
CODE_SPAN = re.compile(r"`[^`]+`")


def headings(path: Path) -> list[int]:
    """The level of every Markdown heading, in order (fenced code is skipped)."""
    levels, fenced = [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (m := re.match(r"(#{1,6})\s", line)):
            levels.append(len(m.group(1)))
    return levels


def skip_without_qm(*langs: str) -> None:
    for lang in langs:
        if not i18n.qm_path(lang).exists():
            pytest.skip("translations not built (run `make translations`)")


# -- paths.rules_page ---------------------------------------------------------------------


def test_rules_page_picks_the_language_folder() -> None:
    page = paths.rules_page("stairs.md", "de")
    assert page == RULES / "de" / "stairs.md"
    assert page.is_file()
    assert "Jeder Stein klettert" in page.read_text(encoding="utf-8")
    assert paths.rules_page("cantstop.md", "ja") == RULES / "ja" / "cantstop.md"


@pytest.mark.parametrize("language", [None, "", "en", "xx", "../rules", "de/.."])
def test_unknown_language_falls_back_to_english(language: str | None) -> None:
    assert paths.rules_page("stairs.md", language) == RULES / "stairs.md"
    assert paths.rules_page("stairs.md") == RULES / "stairs.md"


def test_a_page_missing_in_a_language_falls_back_to_english() -> None:
    assert paths.rules_page("no-such-page.md", "de") == RULES / "no-such-page.md"


# -- the translated pages -----------------------------------------------------------------


def test_there_are_english_pages() -> None:
    assert {"stairs.md", "cantstop.md"} <= {p.name for p in ENGLISH_PAGES}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", ENGLISH_PAGES, ids=lambda p: p.name)
def test_every_page_is_translated_with_the_same_headings(page: Path, language: str) -> None:
    translated = RULES / language / page.name
    assert translated.is_file(), f"{language}/{page.name} is missing"
    assert len(headings(translated)) == len(headings(page))
    assert headings(translated) == headings(page)
    # Notation in code spans (c3-d4 …) is kept as it is.
    text = translated.read_text(encoding="utf-8")
    assert CODE_SPAN.findall(text) == CODE_SPAN.findall(page.read_text(encoding="utf-8"))
    assert "**" not in re.sub(r"\*\*[^*]+?\*\*", "", text), "unbalanced bold"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_translation_without_an_english_original(language: str) -> None:
    english = {p.name for p in ENGLISH_PAGES}
    assert {p.name for p in (RULES / language).glob("*.md")} <= english


def test_game_names_match_the_ui_translations() -> None:
    assert (RULES / "ja" / "stairs.md").read_text(encoding="utf-8").startswith("# ステアーズ\n")
    assert (RULES / "ja" / "cantstop.md").read_text(encoding="utf-8").startswith(
        "# キャントストップ\n")
    assert (RULES / "de" / "cantstop.md").read_text(encoding="utf-8").startswith(
        "# Can't Stop\n")


# -- the dialog and other widgets follow a language switch ---------------------------------


def test_rules_dialog_switches_page_with_the_language(window, qtbot) -> None:
    skip_without_qm("de", "ja")
    dialog = RulesDialog(stairs(), window)
    qtbot.addWidget(dialog)
    assert "Every piece climbs" in dialog.browser.toPlainText()
    assert dialog.windowTitle() == "Rules of Stairs"
    try:
        Settings().set("language", "de")
        qtbot.waitUntil(lambda: "Jeder Stein klettert" in dialog.browser.toPlainText(),
                        timeout=20000)
        assert dialog.windowTitle() == "Regeln: Stairs"
        assert "**" not in dialog.browser.toPlainText()  # Markdown, not raw text
        Settings().set("language", "ja")
        qtbot.waitUntil(lambda: "すべての駒は登って" in dialog.browser.toPlainText(),
                        timeout=20000)
        assert dialog.windowTitle() == "ステアーズ のルール"
    finally:
        Settings().set("language", "en")
    qtbot.waitUntil(lambda: "Every piece climbs" in dialog.browser.toPlainText(), timeout=20000)


def test_rules_dialog_opens_in_the_current_language(qapp, qtbot) -> None:
    skip_without_qm("de")
    try:
        i18n.install("de")
        dialog = RulesDialog(get_game("cantstop"))
        qtbot.addWidget(dialog)
        assert "Elf Spalten" in dialog.browser.toPlainText()
    finally:
        i18n.install("en")


def test_odds_chart_and_option_labels_retranslate(qapp, qtbot) -> None:
    skip_without_qm("de", "ja")
    chart = OddsChart()
    qtbot.addWidget(chart)
    new_game = NewGameDialog(get_game("cantstop"))
    qtbot.addWidget(new_game)
    label = new_game.option_labels["jumping"]

    def jumping() -> str:  # without its Alt-key mnemonic ("&Jumping:", "ジャンプ(&J)：")
        return re.sub(r"\(&\w\)|&(?=\w)", "", label.text())

    assert chart.title.text() == "Bust risk this turn"
    assert jumping() == "Jumping:"
    try:
        i18n.install("de")
        qtbot.waitUntil(lambda: chart.title.text() == "Absturzrisiko in diesem Zug", timeout=20000)
        assert chart.plot.getAxis("bottom").labelText == "Wurf"
        qtbot.waitUntil(lambda: jumping() == "Überspringen:", timeout=20000)
        i18n.install("ja")
        qtbot.waitUntil(lambda: jumping() == "ジャンプ：", timeout=20000)
        assert chart.title.text() == "この手番のバースト率"
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: chart.title.text() == "Bust risk this turn", timeout=20000)
