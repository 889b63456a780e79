"""A player's name is text, never markup (issue 17): "<h1>BIG</h1>" is shown as those
twelve characters in the panels, the status line, the move list, the banners, the
hand-over screen, tooltips and the questions the app asks."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from climbdesk.core.record import Seat
from climbdesk.ui import messages
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, stairs, window  # noqa: F401

NAMES = ["<h1>BIG</h1>", "<i>Ann</i>"]


def shown_as_markup(root: QWidget) -> list[str]:
    """Every label or tooltip that holds a name and would render it as HTML."""
    found = []
    for label in root.findChildren(QLabel):
        text = label.text()
        if any(n in text for n in NAMES) \
                and label.textFormat() != Qt.TextFormat.PlainText \
                and (label.textFormat() == Qt.TextFormat.RichText
                     or GuiQt.mightBeRichText(text)):
            found.append(f"{type(label.parent()).__name__}: {text!r}")
    for widget in [root, *root.findChildren(QWidget)]:
        tip = widget.toolTip()
        if any(n in tip for n in NAMES) and GuiQt.mightBeRichText(tip):
            found.append(f"tooltip of {type(widget).__name__}: {tip!r}")
    return found


def test_names_with_markup_are_shown_as_text_in_the_window(window: MainWindow) -> None:
    window.start_new(stairs(), [Seat(NAMES[0]), Seat(NAMES[1])], {})
    page, c = window.game_page, window.controller
    for _ in range(3):
        c.play(c.state.legal_actions()[0])
    page.flush_refresh()
    assert shown_as_markup(window) == []
    assert any(NAMES[0] in row.name.text() for row in page.players.rows)
    assert any(NAMES[0] in line for line in page.history_texts())
    c.resign(0)
    assert page.banner.isVisible() and NAMES[1] in page.banner.headline.text()
    assert shown_as_markup(window) == []


def test_the_hand_over_screen_shows_the_name_as_text(window: MainWindow) -> None:
    page = window.game_page
    page.handover.prepare(1, NAMES[0])
    page.board_stack.setCurrentWidget(page.handover)
    page.show()
    assert NAMES[0] in page.handover.message.text()
    assert shown_as_markup(page) == []


def test_questions_show_names_as_text(qtbot, monkeypatch) -> None:
    shown: list[tuple[Qt.TextFormat, str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            shown.append((box.textFormat(), box.text()))
            box.done(QMessageBox.StandardButton.No)
        else:
            QTimer.singleShot(10, answer)

    for ask in (lambda: messages.confirm(None, "Resign?", f"{NAMES[0]}, really?"),
                lambda: messages.warning(None, "Careful", f"{NAMES[0]} is odd"),
                lambda: messages.error(None, "Oops", f"{NAMES[0]} failed")):
        QTimer.singleShot(0, answer)
        ask()
    assert len(shown) == 3
    assert all(form == Qt.TextFormat.PlainText for form, _text in shown)
    assert all(NAMES[0] in text for _form, text in shown)
