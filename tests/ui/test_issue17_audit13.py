"""Issue 17, checked again item by item (docs/issue17-audit.md, second pass): the items
whose test looked at English only, or at one board only.

Each test here was seen to fail with its fix broken (the audit table says how).
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence

from climbdesk.ui import i18n
from climbdesk.ui.main_window import MainWindow

from .app_helpers import climbers_keyboard_help, dialogs, window  # noqa: F401
from .test_climbers_coordinates import a_block_in_sight, board  # noqa: F401

# A menu mnemonic left in a text: "&N", or the Japanese "(N)" once the "&" is gone.
MNEMONIC = re.compile(r"&|\([A-Z]\)")


def _in_language(language: str) -> None:
    if language != "en" and not i18n.qm_path(language).exists():
        pytest.skip("translations not built (run `make translations`)")
    i18n.install(language)


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_help_keyboard_lists_every_key_whole_in_every_language(window: MainWindow, qtbot,
                                                               language: str) -> None:
    """Help ▸ Keyboard cut L, N, D, [ ], I short and left out Undo, Hint, Save and F1:
    in German and Japanese too, every key and description is listed whole (its row
    and column hold the wrapped text), and the window's keys are named by their menu
    texts without the mnemonic (Japanese showed "新しいゲーム(N)…")."""
    try:
        _in_language(language)
        dialog = climbers_keyboard_help(window, qtbot)
        tree = dialog.tree
        metrics = tree.fontMetrics()
        for g in range(tree.topLevelItemCount()):
            group = tree.topLevelItem(g)
            for k in range(group.childCount()):
                item = group.child(k)
                key_rect = tree.visualRect(tree.indexFromItem(item, 0))
                assert metrics.horizontalAdvance(item.text(0)) <= key_rect.width(), item.text(0)
                shown = tree.visualRect(tree.indexFromItem(item, 1))
                needed = metrics.boundingRect(QRect(0, 0, tree.columnWidth(1) - 12, 10_000),
                                              Qt.TextFlag.TextWordWrap, item.text(1))
                assert needed.height() <= shown.height(), item.text(1)
        rows = dialog.rows()
        keys = [key for key, _ in rows]
        for board_key in ("L", "N", "D", "[ / ]", "I"):
            assert board_key in keys, board_key
        acts = window.actions_
        for action in (acts.undo, acts.hint, acts.save, acts.rules):
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            assert key in keys, f"{key} ({action.text()}) is not listed"
        assert "F1" in keys
        named = dict(rows)
        assert not [text for text in named.values() if MNEMONIC.search(text)], named
        dialog.deleteLater()
    finally:
        i18n.install("en")


def test_menu_tooltips_carry_no_mnemonic_in_japanese(window: MainWindow, qtbot) -> None:
    """The menu actions' tooltips are their texts without the mnemonic: the Japanese
    "(&N)" left "(N)" behind when only the "&" was dropped."""
    try:
        _in_language("ja")
        qtbot.wait(10)  # the language change reaches the window as an event
        tips = [a.toolTip() for a in window.actions() if a.toolTip()]
        assert len(tips) >= 10
        assert not [tip for tip in tips if MNEMONIC.search(tip)], tips
    finally:
        i18n.install("en")


def test_hovering_a_climbers_block_shows_its_name_as_a_tooltip(board) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """"A block's number on hover": the existing test asks ``block_tip`` for the text;
    here the view gets the pointer's tooltip event and the tooltip shown names the block."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    scene, view = board
    _state, x, y = a_block_in_sight(scene, view)
    at = view.mapFromScene(scene.top_centre(x, y))
    QToolTip.hideText()
    event = QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at))
    QApplication.sendEvent(view.viewport(), event)
    # The block under that pixel (one pixel may reach past the square aimed at).
    expected = scene.block_tip(view.mapToScene(at))
    assert ": square " in expected
    assert QToolTip.isVisible() and QToolTip.text() == expected
    QToolTip.hideText()


def test_a_tooltip_that_looks_like_markup_shows_as_written(board, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A tooltip shown with ``QToolTip.showText`` takes text that looks like markup as
    rich text: a block's refusal naming a player called "<h1>BIG</h1>" showed a heading.
    The text goes through ``strings.tip_text``, escaped, so it reads as written."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent, QTextDocument
    from PySide6.QtWidgets import QApplication, QToolTip

    from climbdesk.games.climbers import GAME
    from climbdesk.ui.strings import tip_text

    assert tip_text("Ann may lift it") == "Ann may lift it"  # plain text left as it is
    scene, view = board
    scene.set_position(GAME.new_initial_state(2, {"mountain": 7}), interactive=True)
    QApplication.processEvents()
    sentence = "now <h1>BIG</h1> must move"
    monkeypatch.setattr(type(scene), "block_tip", lambda self, _pos: sentence)
    at = view.viewport().rect().center()
    QToolTip.hideText()
    QApplication.sendEvent(view.viewport(),
                           QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at)))
    assert QToolTip.isVisible()
    shown = QTextDocument()
    shown.setHtml(QToolTip.text())
    assert shown.toPlainText() == sentence  # the tags read as text, not as a heading
    QToolTip.hideText()
