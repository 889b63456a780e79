"""What a player met (issue 9, items 2, 4, 5, 7, 8, 11, 12 and 16), each pinned by a test.

Every test here failed before its fix (item 4 is the exception: it was already
fixed, and the test proves it).
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QWidget

from climbdesk.core.record import Seat
from climbdesk.core.registry import all_games, get_game
from climbdesk.games.stairs.engine import Swap
from climbdesk.ui import i18n
from climbdesk.ui.boards import board_class, board_registration
from climbdesk.ui.new_game import NewGameDialog
from climbdesk.ui.palette import apply_app_theme, board_theme
from climbdesk.ui.player_panel import Swatch
from climbdesk.ui.settings import Settings
from climbdesk.ui.start_page import THUMB
from climbdesk.ui.strings import DEFAULT_HUMAN_NAME, tr_game
from climbdesk.ui.thumbnails import board_thumbnail

from .app_helpers import dialogs, humans, make_window, stairs, window  # noqa: F401

DICE = ("d4", "d6", "d8", "d10", "d12", "d20")
STANDARD = "d4,d6,d8,d10,d12,d20"


def need(lang: str) -> None:
    if not i18n.qm_path(lang).exists():
        pytest.skip("translations not built (run `make translations`)")


@pytest.fixture
def german() -> Iterator[None]:
    need("de")
    try:
        Settings().set("language", "de")
        i18n.install("de")  # also without a window listening to the setting
        if tr_game(DEFAULT_HUMAN_NAME) == DEFAULT_HUMAN_NAME:
            # An editable install may load another checkout's catalogue.
            pytest.skip("translations not built from this tree (run `make translations`)")
        yield
    finally:
        Settings().set("language", "en")
        i18n.install("en")


@pytest.fixture
def light_then_restore() -> Iterator[None]:
    """Start in the explicit light look; leave the app as the other tests expect it."""
    Settings().set("theme", "light")
    apply_app_theme("light")
    try:
        yield
    finally:
        Settings().set("theme", "system")
        Settings().set("colourblind", False)
        apply_app_theme("system")


def lightness(colour: QColor) -> int:
    return colour.lightness()


def max_contrast(image: QImage, background: QColor, rect: QRectF | None = None) -> int:
    """The largest lightness difference of any pixel from ``background``."""
    best = 0
    r = rect or QRectF(0, 0, image.width(), image.height())
    for y in range(int(r.top()), int(r.bottom())):
        for x in range(int(r.left()), int(r.right())):
            best = max(best, abs(image.pixelColor(x, y).lightness() - background.lightness()))
    return best


# -- 2. Climb On! teams are picked, not typed; nothing invalid is remembered -----------------


def test_2_climb_on_teams_are_picked_with_six_dice_selectors(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(get_game("summit"))
    qtbot.addWidget(dialog)
    dialog.show()
    for row in dialog.rows:
        picker = row.option_widgets["team"]
        assert not isinstance(picker, QLineEdit) and not picker.findChildren(QLineEdit), \
            "no free text: a typo cannot make a team"
        combos = picker.findChildren(QComboBox)
        assert len(combos) == 6
        for combo in combos:
            assert not combo.isEditable()
            assert [combo.itemData(i) for i in range(combo.count())] == list(DICE)
            assert combo.accessibleName()
        assert [c.currentData() for c in combos] == list(DICE)
    for combo in dialog.rows[1].option_widgets["team"].findChildren(QComboBox):
        combo.setCurrentIndex(combo.findData("d20"))
    assert dialog.options()["team"] == (STANDARD, "d20,d20,d20,d20,d20,d20")
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert Settings().last_game_setup("summit")["options"]["team"] == [
        STANDARD, "d20,d20,d20,d20,d20,d20"]


def test_2_an_invalid_remembered_team_is_neither_shown_nor_kept(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().set_last_game_setup("summit", {"players": 2, "options": {
        "team": ["d4,d99", "D20, d4,d6,d8,d10,d12"]}})
    dialog = NewGameDialog(get_game("summit"))
    qtbot.addWidget(dialog)
    assert dialog.options()["team"] == (STANDARD, "d4,d6,d8,d10,d12,d20")
    dialog.accept()
    remembered = Settings().last_game_setup("summit")["options"]["team"]
    assert remembered == [STANDARD, STANDARD], "only canonical, valid teams are remembered"


# -- 4. the move list follows a language switch at once ----------------------------------------


def test_4_move_list_is_retranslated_on_a_language_switch(window, qtbot) -> None:
    need("de")
    window.start_new(stairs(), [Seat("Ann", "human"), Seat("Ben", "human")], {})
    c = window.controller
    page = window.game_page
    c.play(c.state.legal_actions()[0])
    page.flush_refresh()  # the panels follow the board's paint
    assert "to height" in page.history_texts()[0]
    try:
        Settings().set("language", "de")
        qtbot.waitUntil(lambda: "auf Höhe" in page.history_texts()[0], timeout=20000)
        assert len(page.history_texts()) == 1
    finally:
        Settings().set("language", "en")
    qtbot.waitUntil(lambda: "to height" in page.history_texts()[0], timeout=20000)


# -- 5. the start page follows a live switch to the dark theme ------------------------------


def test_5_start_cards_follow_a_live_switch_to_dark(window, qtbot, light_then_restore) -> None:
    page = window.start_page
    window.show_start()
    QApplication.processEvents()
    Settings().set("theme", "dark")
    QApplication.processEvents()
    hovered = page.cards[-1]
    hovered.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    for card in page.cards:
        image = card.grab().toImage()
        inside = image.pixelColor(6, image.height() // 2)
        assert lightness(inside) < 100, f"{card.listing.key}: card still light {inside.name()}"
        for label in (card.title, card.designer, card.summary):
            shot = label.grab().toImage()
            ink = max_contrast(shot, inside)
            assert ink > 120, f"{card.listing.key}: text unreadable on its card ({ink})"
    hovered.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)


def test_5_thumbnails_follow_language_then_theme(window, qtbot, light_then_restore) -> None:
    need("ja")
    page = window.start_page
    try:
        Settings().set("language", "ja")
        page.draw_thumbnails_now()
    finally:
        Settings().set("language", "en")
    Settings().set("theme", "dark")
    page.draw_thumbnails_now()
    theme = board_theme(False)
    assert theme.dark
    for card in page.cards:
        want = board_thumbnail(get_game(card.listing.key), THUMB, theme,
                               card.picture.pixmap().devicePixelRatio())
        assert card.picture.pixmap().toImage() == want.toImage(), card.listing.key


# -- 7. the hint: its own line, and only on the live position ----------------------------------


def test_7_hint_is_on_its_own_line_and_hidden_on_old_positions(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    c = window.controller
    page = window.game_page
    c.play(c.state.legal_actions()[0])
    c.play(c.state.legal_actions()[0])
    hints: list[object] = []
    c.hint_ready.connect(hints.append)
    window.hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    lines = page.status.text().split("\n")
    assert any(line.startswith("Hint: ") for line in lines), lines
    assert not any("Hint" in line and not line.startswith("Hint") for line in lines), lines
    assert page.scene.hint == hints[0]

    page._history_clicked(page.history.item(0))
    assert "Hint" not in page.status.text(), "the hint is for the live position"
    assert page.scene.hint is None

    page.leave_history_view()
    assert "Hint: " in page.status.text(), "the hint still applies when back"
    assert page.scene.hint == hints[0]


def test_7_a_hint_arriving_while_an_old_position_is_viewed_waits(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    c = window.controller
    page = window.game_page
    c.play(c.state.legal_actions()[0])
    c.play(c.state.legal_actions()[0])
    page.flush_refresh()
    page._history_clicked(page.history.item(0))
    page._on_hint(c.state.legal_actions()[0])  # a late answer to an earlier request
    assert page.scene.hint is None and "Hint" not in page.status.text()
    page.leave_history_view()
    assert page.scene.hint == c.state.legal_actions()[0]


# -- 8. one naming scheme, default names in the player's language ----------------------------


def test_8_stairs_history_names_the_player_and_the_colour(window) -> None:
    window.start_new(stairs(), [Seat("Ann", "human"), Seat("Ben", "human")], {"pie": True})
    c = window.controller
    page = window.game_page
    c.play(c.state.legal_actions()[0])
    c.play(Swap())
    c.play(c.state.legal_actions()[0])
    page.flush_refresh()
    lines = page.history_texts()
    assert lines[0].startswith("1. Ann (Light) "), lines
    assert lines[1].startswith("2. Ben (Dark) swaps colours"), lines
    assert lines[2].startswith("3. Ann (Dark) "), lines  # Ben took over Light; Ann moves
    assert [row.name.text() for row in page.players.rows] == ["Ann", "Ben"]


def test_8_default_names_are_saved_in_english_and_shown_translated(window, qtbot,
                                                                   german) -> None:
    dialog = NewGameDialog(stairs())
    qtbot.addWidget(dialog)
    assert dialog.rows[0].name.placeholderText() == "Person 1"
    assert dialog.rows[1].name.placeholderText() == "Bot (Normal)"
    seats = dialog.seats()
    assert [s.name for s in seats] == ["Player 1", "Normal bot"], "saves stay language-free"
    window.start_new(stairs(), [Seat("Player 1", "human"), Seat("Player 2", "human")], {})
    page = window.game_page
    c = window.controller
    c.play(c.state.legal_actions()[0])
    page.flush_refresh()
    assert [row.name.text() for row in page.players.rows] == ["Person 1", "Person 2"]
    assert page.history_texts()[0].startswith("1. Person 1 (Hell) ")
    assert "Person 2" in page.status.text()
    Settings().set("language", "en")
    qtbot.waitUntil(lambda: page.players.rows[0].name.text() == "Player 1", timeout=20000)
    assert page.history_texts()[0].startswith("1. Player 1 (Light) ")


def test_8_statistics_show_default_names_translated(qtbot, german) -> None:
    from climbdesk.core.outcome import Outcome
    from climbdesk.ui.stats_dialog import StatisticsDialog

    from .stats_helpers import record_result

    record_result("stairs", [Seat("Player 1", "human"), Seat("Ann", "human")], Outcome((1, 2)))
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    texts = []
    stack = [dialog.tree.topLevelItem(i) for i in range(dialog.tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        if item is not None:
            texts.append(item.text(0))
            stack += [item.child(i) for i in range(item.childCount())]
    assert any("Person 1" in t for t in texts) and not any("Player 1" in t for t in texts)


def test_8_a_remembered_default_name_is_not_frozen_into_the_dialog(qtbot, german) -> None:
    Settings().set_last_game_setup("stairs", {"players": 2, "seats": [
        {"name": "Player 1", "kind": "human"}, {"name": "Bot (Normal)", "kind": "bot",
                                                "level": "normal"}]})
    dialog = NewGameDialog(stairs())
    qtbot.addWidget(dialog)
    assert [row.name.text() for row in dialog.rows] == ["", ""]
    assert [s.name for s in dialog.seats()] == ["Player 1", "Normal bot"]


# -- 11. small screens ---------------------------------------------------------------------


def test_11_default_window_fits_the_available_screen(qtbot, dialogs) -> None:
    from climbdesk.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    available = window.screen().availableGeometry()
    assert window.frameGeometry().width() <= available.width()
    assert window.frameGeometry().height() <= available.height()
    assert available.contains(window.frameGeometry().topLeft())


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_11_the_board_keeps_most_of_a_small_window(window, qtbot, size) -> None:
    window.start_new(get_game("cantstop"), humans(), {})
    window.resize(*size)
    QApplication.processEvents()
    page = window.game_page
    view = page.view
    assert view is not None
    side = page.history.parentWidget().width()
    assert side <= 0.34 * size[0], f"sidebar {side}px of {size[0]}"
    assert view.width() >= 0.6 * size[0] - 40, f"board {view.width()}px of {size[0]}"
    assert page.history.height() >= 60 or not page.history.isVisible()
    assert window.width() == size[0], "the window may be this small"


def test_11_start_cards_wrap_instead_of_scrolling_sideways(window) -> None:
    from PySide6.QtWidgets import QScrollArea

    QApplication.processEvents()
    tops = [card.geometry().top() for card in window.start_page.cards]
    assert tops.count(min(tops)) >= min(4, len(tops)), \
        "sized before it was shown (as on every start), 1280 px hold four cards in a row"
    window.resize(800, 560)
    QApplication.processEvents()
    scroll = window.start_page.findChild(QScrollArea)
    assert scroll is not None
    assert scroll.horizontalScrollBar().maximum() == 0
    window.resize(1920, 1080)
    QApplication.processEvents()
    tops = [card.geometry().top() for card in window.start_page.cards]
    assert tops.count(min(tops)) >= min(4, len(tops)), \
        "a wide window shows (at least four) cards side by side"


# -- 12. swatches show what the board draws, visibly on every panel ------------------------


def test_12_new_game_swatches_show_the_colour_blind_palette(qtbot, light_then_restore) -> None:
    Settings().set("colourblind", True)
    apply_app_theme("dark")
    theme = board_theme(True)
    for game in all_games():
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        dialog.show()
        shown = []
        for row in dialog.rows:
            image = row.colour.grab().toImage()
            shown.append(image.pixelColor(image.width() // 2, image.height() // 2).name())
        assert shown == [theme.pieces[i] for i in range(len(dialog.rows))], game.info.key
        assert not dialog.rows[0].colour.isEnabled(), "the palette decides, not the button"
        assert dialog.rows[0].colour.toolTip()


def test_12_a_dark_disc_stays_visible_on_the_dark_panel(qtbot, light_then_restore) -> None:
    apply_app_theme("dark")
    host = QWidget()
    qtbot.addWidget(host)
    swatch = Swatch(host)
    swatch.set_colour(board_theme(True).pieces[1])
    host.resize(60, 60)
    host.show()
    image = swatch.grab().toImage()
    background = host.palette().color(host.backgroundRole())
    assert max_contrast(image, background) > 120


def test_12_the_new_game_swatch_outline_shows_on_a_dark_dialog(qtbot, light_then_restore) -> None:
    apply_app_theme("dark")
    dialog = NewGameDialog(stairs())
    qtbot.addWidget(dialog)
    dialog.show()
    button = dialog.rows[1].colour
    button.set_colour("#111111")
    image = button.grab().toImage()
    background = dialog.palette().color(dialog.backgroundRole())
    assert max_contrast(image, background) > 120


# -- 16. start-screen thumbnails show the board only ------------------------------------------


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.info.key)
def test_16_thumbnails_show_the_board_not_the_side_controls(qtbot, game) -> None:
    if board_registration(game.info.key) is None:
        pytest.skip(f"{game.info.key} has no board yet (its card shows a placeholder)")
    scene = board_class(game.info.key)()
    rect = scene.thumbnail_rect()
    assert 0.8 <= rect.width() / rect.height() <= 1.25, \
        f"a {rect.width():.0f}×{rect.height():.0f} picture shrinks in a square card"
    scene.deleteLater()


def test_16_climb_on_thumbnail_is_the_mountain(qtbot) -> None:
    from climbdesk.ui.boards.summit.items import CTRL, MOUNT

    rect = board_class("summit")().thumbnail_rect()
    assert MOUNT.contains(rect) and not rect.intersects(CTRL)


def test_16_a_changed_drawing_is_not_served_from_an_old_cache(monkeypatch) -> None:
    from climbdesk.ui import thumbnails

    theme = board_theme(False)
    before = thumbnails.cache_path("summit", THUMB, theme, "en", 1.0)
    monkeypatch.setattr(thumbnails, "DRAWING", thumbnails.DRAWING + 1)
    assert thumbnails.cache_path("summit", THUMB, theme, "en", 1.0) != before
