# ruff: noqa: F811  (the dialogs fixture is imported from app_helpers and used as a parameter)
"""Alt-key mnemonics are unique per menu and per window, in every language we ship.

The real main window and every dialog are built with each translation installed;
each menu's actions, and each dialog's (or the start page's) buttons and labelled
fields, must carry an ``&`` mnemonic (``&&`` is a literal ampersand) that no
sibling in the same menu or window uses.  The start page shares its window with
the menu bar, so the menu titles count there too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QWidget

from climbdesk.core.registry import all_games
from climbdesk.ui import i18n
from climbdesk.ui.mnemonics import add_mnemonic, mnemonic

from .app_helpers import Dialogs, dialogs, humans, make_window  # noqa: F401

LANGUAGES = ("en", "de", "ja")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    lang = str(request.param)
    if lang != "en" and not i18n.qm_path(lang).exists():
        pytest.skip("translations not built (run `make translations`)")
    try:
        assert i18n.install(lang) == lang
        yield lang
    finally:
        i18n.install("en")


def _clash(texts: list[str]) -> dict[str, list[str]]:
    keys = [mnemonic(t) for t in texts]
    counts = Counter(k for k in keys if k)
    return {k: [t for t, m in zip(texts, keys, strict=True) if m == k]
            for k, n in counts.items() if n > 1}


def window_texts(widget: QWidget, skip: tuple[QWidget, ...] = ()) -> list[str]:
    """Texts of the visible-to-Alt controls inside ``widget``: buttons, labels with buddies."""
    out = []
    for button in widget.findChildren(QAbstractButton):
        if button.text() and not any(s is button or s.isAncestorOf(button) for s in skip):
            out.append(button.text())
    for label in widget.findChildren(QLabel):
        if label.buddy() is not None:
            out.append(label.text())
        elif label.textFormat() != Qt.TextFormat.RichText and mnemonic(label.text()):
            # Without a buddy Qt shows the "&" itself instead of underlining a letter.
            raise AssertionError(f"label {label.text()!r} has a mnemonic but no buddy")
    return out


def check(where: str, texts: list[str], lang: str) -> None:
    missing = [t for t in texts if mnemonic(t) is None]
    assert not missing, f"{lang} {where}: no Alt-key mnemonic: {missing}"
    clashes = _clash(texts)
    assert not clashes, f"{lang} {where}: mnemonic used twice: {clashes}"


def test_menus_and_start_page(language: str, qtbot, dialogs: Dialogs) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    bar = window.menuBar()
    titles = [a.text() for a in bar.actions()]
    check("menu bar", titles, language)
    menus = [a.menu() for a in bar.actions()]
    assert len(menus) >= 4
    for menu in menus:
        assert isinstance(menu, QMenu)
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        check(f"menu {menu.title()!r}", texts, language)
    page = window.start_page
    # One "New game…" per game card: the cards are told apart by their titles and reached
    # with Tab (or Game ▸ New Game); they are the one exception to "every button".
    cards = tuple(page.cards)
    for card in cards:
        assert mnemonic(card.play_button.text()) is None, "card buttons would all clash"
    check("start page (with the menu bar)", window_texts(page, skip=cards) + titles, language)
    window.start_new(all_games()[0], humans(), {})
    window.show_start()


def dialogs_to_check(window) -> Iterator[tuple[str, QWidget]]:  # type: ignore[no-untyped-def]
    from climbdesk.ui.dialogs import RulesDialog
    from climbdesk.ui.new_game import NewGameDialog
    from climbdesk.ui.open_dialog import OpenGameDialog
    from climbdesk.ui.preferences import PreferencesDialog
    from climbdesk.ui.stats_dialog import StatisticsDialog

    for game in all_games():
        yield f"New game of {game.info.key}", NewGameDialog(game, window)
        yield f"Rules of {game.info.key}", RulesDialog(game, window)
    yield "Preferences", PreferencesDialog(window)
    yield "Statistics", StatisticsDialog(window)
    yield "Open", OpenGameDialog(None, window)
    from climbdesk.ui.library_dialog import LibraryDialog
    yield "Library", LibraryDialog(window)


def test_dialogs(language: str, qtbot, dialogs: Dialogs) -> None:  # type: ignore[no-untyped-def]
    from climbdesk.ui.boards.registry import board_registration

    window = make_window(qtbot)
    found = list(dialogs_to_check(window))
    for game in all_games():
        if board_registration(game.info.key) is None:
            continue
        window.start_new(game, humans(game.info.default_players), {})
        keys = window.keyboard_help_dialog()
        assert keys is not None
        found.append((f"Keyboard help in {game.info.key}", keys))
    for where, dialog in found:
        texts = window_texts(dialog)
        assert texts, where
        check(where, texts, language)
        if where.startswith("New game"):
            # Every player count: seats and options change with it.
            count = dialog.count  # type: ignore[attr-defined]
            for n in range(count.minimum(), count.maximum() + 1):
                count.setValue(n)
                check(f"{where}, {n} players", window_texts(dialog), language)
        dialog.deleteLater()
    window.game_page.detach()


def test_dialog_buttons_keep_their_mnemonics_after_a_language_switch(qtbot) -> None:  # type: ignore[no-untyped-def]
    from climbdesk.ui.preferences import PreferencesDialog

    if not i18n.qm_path("de").exists():
        pytest.skip("translations not built (run `make translations`)")
    dialog = PreferencesDialog()
    qtbot.addWidget(dialog)
    dialog.show()

    def close_text() -> str:
        return next(b.text() for b in dialog.findChildren(QAbstractButton)
                    if b.text().replace("&", "") in ("Close", "Schließen"))

    assert close_text() == "&Close"
    try:
        i18n.install("de")  # Qt resets its standard buttons after the dialog retranslated
        qtbot.waitUntil(lambda: close_text() == "S&chließen", timeout=20000)
        qtbot.wait(50)
        assert close_text() == "S&chließen"
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: close_text() == "&Close", timeout=20000)


def test_mnemonic_reading_and_assignment() -> None:
    assert mnemonic("Save &As…") == "a"
    assert mnemonic("Fish && &Chips") == "c"
    assert mnemonic("Fish && Chips") is None
    assert mnemonic("保存(&S)") == "s"
    taken = {"p"}
    assert add_mnemonic("Player 2", taken, prefer="2") == "Player &2"
    assert add_mnemonic("Pie rule:", taken) == "Pie &rule:"
    assert add_mnemonic("パイルール：", taken, hint="Pie rule") == "パイルール(&I)："
    assert add_mnemonic("&Quit", taken) == "&Quit" and "q" in taken
    assert taken == {"p", "2", "r", "i", "q"}
