"""Issue 17 (smooth): the window's own part of a shown move, counted rather than timed.

Every board pays it: the move list (``QListView`` lays out and repaints every row
when one is appended), the Move menu's board commands, the panels.  These tests
count new row pictures, rebuilt actions and the like; they compare the move
list with a plain ``QListWidget`` holding the same texts, so keeping sizes and
pictures changes nothing a player sees.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from climbdesk.core.registry import get_game
from climbdesk.ui.move_list import MoveList
from climbdesk.ui.strings import tr_game

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401

_TEXTS = [f"{i}. Ann: moves from c{i % 6} to d{i % 5}, climbs to {i % 4}"
          + (" and then much further, a line long enough to wrap twice in a narrow list"
             if i % 3 == 0 else "") for i in range(40)]


def _plain_list() -> QListWidget:
    plain = QListWidget()
    plain.setWordWrap(True)
    plain.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return plain


def _heights(view: QListWidget) -> list[int]:
    return [view.visualItemRect(view.item(i)).height() for i in range(view.count())]


def test_kept_row_sizes_and_pictures_look_like_a_plain_list(qtbot) -> None:
    """The rows wrap exactly as a plain list wraps them, at any width, and the
    kept pictures give the same pixels."""
    plain, kept = _plain_list(), MoveList()
    for view in (plain, kept):
        qtbot.addWidget(view)
        view.resize(260, 300)
        view.show()
    for text in _TEXTS:
        plain.addItem(text)
        kept.addItem("")
        kept._set_text(kept.item(kept.count() - 1), text)
    for width in (260, 420, 170):
        for view in (plain, kept):
            view.resize(width, 300)
        qtbot.wait(5)
        assert _heights(kept) == _heights(plain), f"at {width} px"
        assert max(_heights(kept)) > min(_heights(kept))  # some rows do wrap
        assert kept.grab().toImage() == plain.grab().toImage(), f"at {width} px"


def test_a_move_paints_only_its_own_row_again(window, qtbot) -> None:
    """Qt repaints the whole list after an append, but every row already painted is
    a kept picture: a move paints at most its new row and the row it extends."""
    window.start_new(stairs(), humans(), {})
    page = window.game_page
    c = window.controller
    rng = random.Random(5)
    counts = []
    for _ in range(24):
        if c.state.is_terminal():
            break
        before = page.history.rows_delegate.painted
        assert c.play(rng.choice(c.state.legal_actions()))
        qtbot.waitUntil(lambda: not page.refresh_pending, timeout=20000)  # after the board's paint
        page.history.viewport().repaint()  # what the window paints after the move
        counts.append(page.history.rows_delegate.painted - before)
    assert len(counts) >= 12
    assert max(counts[4:]) <= 2, counts
    assert page.history.count() >= 12
    before = page.history.rows_delegate.painted
    page.history.viewport().repaint()
    assert page.history.rows_delegate.painted == before  # nothing changed: all copies


def test_board_commands_are_relabelled_in_place_and_the_menu_follows(window, qtbot) -> None:
    """Over a Can't Stop game the Move menu always lists exactly the commands on offer,
    in order, and a move relabels the actions it had instead of making new ones; a
    relabelled action plays what its label says."""
    window.start_new(get_game("cantstop"), humans(), {})
    page, c = window.game_page, window.controller
    menu = window.actions_.move_menu
    rng = random.Random(3)
    moves = triggered = grown = rebuilt = 0
    last: list[str] = []
    while moves < 40 and not c.state.is_terminal():
        page.flush_refresh()  # the menu follows a move once the board has painted
        offered = list(page.command_buttons)
        labels = [a.text() for a in offered]
        grown += max(0, len(labels) - len(last))
        rebuilt += len(labels) if labels != last else 0  # what rebuilding used to make
        last = labels
        assert (menu.actions()[-len(offered):] if offered else []) == offered
        view = c.view(page.viewer())
        commands = [cmd.action for cmd in page.scene.commands()
                    if cmd.action in view.legal_actions()]
        assert [a.text() for a in offered] == [
            tr_game(view.describe(a), page._names()) for a in commands]
        if offered and rng.random() < 0.6:
            pick = rng.randrange(len(offered))
            played = len(c.history)
            offered[pick].trigger()
            assert c.history[played].action == commands[pick]
            qtbot.wait(1)  # the deferred refresh runs after the board's paint
            triggered += 1
        else:
            assert c.play(rng.choice(c.state.legal_actions()))
        moves += 1
    assert moves >= 20 and triggered >= 8
    # A QAction is made only where the list grew (a dip inside a move aside); the rest
    # are relabelled.
    assert page._commands.created <= grown + 2 < rebuilt / 2, (page._commands.created, grown,
                                                           rebuilt)


def test_a_move_works_out_the_commands_once_and_tells_the_window_once(
        window, qtbot, monkeypatch) -> None:
    """The board's offer is filtered and labelled once a move (the board's signal and
    the page's refresh used to do it twice), and the window's menus updated once."""
    from climbdesk.ui import page_panels
    from climbdesk.ui.main_window import MainWindow

    offers, updates = [0], [0]
    original_offer = page_panels.board_offer
    original_update = MainWindow.update_actions

    def counting_offer(*args):  # type: ignore[no-untyped-def]
        offers[0] += 1
        return original_offer(*args)

    def counting_update(self: MainWindow) -> None:
        updates[0] += 1
        original_update(self)

    monkeypatch.setattr(page_panels, "board_offer", counting_offer)
    monkeypatch.setattr(MainWindow, "update_actions", counting_update)
    window.start_new(get_game("cantstop"), humans(), {})
    c = window.controller
    rng = random.Random(11)
    seen = 0
    for _ in range(20):
        if c.state.is_terminal():
            break
        offers[0] = updates[0] = 0
        assert c.play(rng.choice(c.state.legal_actions()))
        assert offers[0] == 0 and updates[0] == 0, "play() leaves the panels to the refresh"
        window.game_page.flush_refresh()
        assert offers[0] <= 1 and updates[0] == 1, (offers[0], updates[0])
        seen += offers[0]
    assert seen >= 10


def test_a_list_at_its_end_stays_there_when_its_rows_wrap_again(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The newest line stays in full view when the rows re-wrap after a move scrolled
    to the end (the list narrowed: a scroll bar appearing, the panel resized); a list
    the reader scrolled up stays where it was."""
    kept = MoveList()
    qtbot.addWidget(kept)
    kept.resize(300, 200)
    kept.show()
    for text in _TEXTS:
        kept.addItem("")
        kept._set_text(kept.item(kept.count() - 1), text)
    kept.scrollToBottom()
    qtbot.wait(5)
    bar = kept.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    before = bar.maximum()
    kept.resize(170, 200)  # rows wrap into more lines: the list grows taller
    qtbot.wait(5)
    assert bar.maximum() > before
    assert bar.value() == bar.maximum()
    kept.resize(300, 200)
    qtbot.wait(5)
    assert bar.value() == bar.maximum()
    bar.setValue(bar.maximum() // 2)
    up = bar.value()
    kept.resize(170, 200)
    qtbot.wait(5)
    assert bar.value() == up < bar.maximum()


def test_a_row_whose_first_line_is_taller_shows_every_line(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The style paints a row's lines while one more of the last one's height fits, and
    elides the rest into it.  A first line taller than the next (Japanese kana from a
    fallback font; here a Devanagari letter) made a row of exactly its lines' height one
    elided line: the Japanese move list showed most Can't Stop turns cut short."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QListWidgetItem, QStyledItemDelegate, QStyleOptionViewItem

    view = MoveList()
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    item = QListWidgetItem()
    view.addItem(item)
    view._set_text(item, "\u0915 Ann rolls, takes a long line that wraps onto a second line")
    size = item.data(Qt.ItemDataRole.SizeHintRole)

    def painted(elide: Qt.TextElideMode) -> QImage:
        """The row at its kept size; without eliding, every line is drawn (clipped)."""
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect = QRect(0, 0, view.viewport().width(), size.height())
        option.textElideMode = elide
        image = QImage(option.rect.size(), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        QStyledItemDelegate.paint(view.rows_delegate, painter, option, view.indexFromItem(item))
        painter.end()
        return image

    assert size.height() > 2 * view.fontMetrics().height() - 4  # two lines
    assert painted(Qt.TextElideMode.ElideRight) == painted(Qt.TextElideMode.ElideNone)
