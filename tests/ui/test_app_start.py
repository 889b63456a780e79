"""Start screen and New Game dialog are built from the registry, not per game."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from climbdesk.core.options import Options
from climbdesk.core.registry import all_games, get_game
from climbdesk.ui.new_game import NewGameDialog

from .app_helpers import dialogs, window  # noqa: F401


def test_start_screen_lists_every_registered_game_with_a_board(window, qtbot) -> None:
    from climbdesk.ui.boards import board_registration

    keys = [card.listing.key for card in window.start_page.cards]
    assert keys == [g.info.key for g in all_games() if board_registration(g.info.key)]
    assert len(keys) >= 4  # every game with a board, whatever the registry holds
    # A game whose board is not built yet (its engine may be in) is not offered.
    assert all(board_registration(k) is not None for k in keys)
    assert window.stack.currentWidget() is window.start_page
    qtbot.waitUntil(window.start_page.thumbnails_ready, timeout=20000)  # drawn after first paint
    for card in window.start_page.cards:
        assert not card.picture.pixmap().isNull()
        assert card.title.text()


def test_resume_button_only_with_an_autosave(window) -> None:
    assert not window.start_page.resume_button.isVisibleTo(window.start_page)


def test_new_game_dialog_builds_every_option_with_its_default(qtbot, dialogs) -> None:
    for game in all_games():
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        players = game.info.default_players
        specs = game.option_specs(players)
        assert dialog.options() == Options.defaults(specs, players)
        assert len(dialog.rows) == players
        for spec in specs:
            # Per-seat options sit in every seat's row, the others in the Variants box.
            widgets = ([row.option_widgets[spec.key] for row in dialog.rows] if spec.per_seat
                       else [dialog.option_widgets[spec.key]])
            assert spec.per_seat or spec.key not in dialog.rows[0].option_widgets
            expected = QCheckBox if spec.type is bool else QComboBox if spec.choices else QSpinBox
            for widget in widgets:
                if spec.type is not str or spec.choices:
                    assert isinstance(widget, expected)
                if not spec.per_seat:
                    assert widget.toolTip() == spec.help


def test_new_game_dialog_remembers_the_last_choices(qtbot, dialogs) -> None:
    game = get_game("stairs")
    first = NewGameDialog(game)
    qtbot.addWidget(first)
    first.rows[0].name.setText("Ann")
    first.rows[1].kind.setCurrentIndex(first.rows[1].kind.findData("bot:hard"))
    pie = first.option_widgets["pie"]
    assert isinstance(pie, QCheckBox)
    pie.setChecked(True)
    first.accept()

    second = NewGameDialog(game)
    qtbot.addWidget(second)
    seats = second.seats()
    assert seats[0].name == "Ann" and not seats[0].is_bot
    assert seats[1].is_bot and seats[1].level == "hard"
    assert second.options() == {"pie": True}


def test_clicking_a_card_opens_the_new_game_dialog(window, qtbot, monkeypatch,
                                                   dialogs) -> None:
    opened: list[str] = []
    dialogs.answer = False  # no guided game first (the first opening offers one)

    def fake_exec(self: NewGameDialog) -> int:
        opened.append(self.game.info.key)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    card = window.start_page.cards[0]
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert opened == [card.listing.key]
    assert len(dialogs.questions) == 1 and "guided" in dialogs.questions[0]
    assert window.stack.currentWidget() is window.game_page
    # The session's first game: its match starts a turn after the page (issue 17).
    qtbot.waitUntil(lambda: window.controller is not None, timeout=20000)
    assert window.controller is not None and window.controller.game_key == opened[0]


def test_about_names_the_games_the_start_page_offers(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 9.14: About said "five games" while the start page showed three."""
    from climbdesk.core.registry import all_games
    from climbdesk.ui.dialogs import about_text
    from climbdesk.ui.start_page import playable_games

    text = about_text()
    offered = {g.key for g in playable_games()}
    assert all(g.title.replace("'", "&#x27;") in text for g in playable_games())
    assert all(g.info.title not in text for g in all_games() if g.info.key not in offered)
    assert "Five" not in text


def test_every_game_card_shows_without_scrolling_at_1280x800(window, qtbot) -> None:
    """A newcomer sees every game at once: the wall's card once sat below the fold."""
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    page = window.start_page
    viewport = page.card_scroll.viewport()
    seen = viewport.rect()
    for card in page.cards:
        top_left = card.mapTo(viewport, card.rect().topLeft())
        bottom_right = card.mapTo(viewport, card.rect().bottomRight())
        assert seen.contains(top_left) and seen.contains(bottom_right), card.listing.key
    assert page.card_scroll.verticalScrollBar().maximum() == 0
