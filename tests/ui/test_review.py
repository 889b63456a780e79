"""Review mode (issue 19): every registered game stepped through to its final state,
the keys, the slider, the move list, autoplay, hidden information and the game in
progress left as it was."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import pytest
from cardgame import CARD_GAME, HIDDEN
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from climbdesk.core.record import GameRecord, Seat
from climbdesk.core.registry import all_games, get_game
from climbdesk.core.state import NOBODY, State
from climbdesk.ui import review_page
from climbdesk.ui.boards.registry import board_registration
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401
from .cardboard import secret_sum  # noqa: F401
from .review_helpers import played

GAMES = [g.info.key for g in all_games() if board_registration(g.info.key) is not None]


def same_position(shown: State, true: State) -> bool:
    """Equal positions; a hidden-information game's revealed copy is marked as a
    spectator's view (``viewer``), which some games write into their JSON."""
    a, b = dict(shown.to_json()), dict(true.to_json())
    a.pop("viewer", None)
    b.pop("viewer", None)
    return a == b


def page_of(window: MainWindow) -> review_page.ReviewPage:
    page = window.reviews.page
    assert window.stack.currentWidget() is page
    return page


@pytest.mark.parametrize("key", GAMES)
def test_review_steps_through_a_finished_game_to_its_final_state(window, key) -> None:
    record = played(get_game(key), seed=1)  # short random games: a quick test
    final = record.replay()
    assert window.review(record)
    page = page_of(window)
    assert page.index == 0 and page.scene is not None
    assert same_position(page.scene.state, record.replay(0))
    steps = 0
    while page.index < page.length:
        page.next()
        steps += 1
    assert steps == len(record.actions)
    assert same_position(page.scene.state, final)  # over: the true final position
    assert page.history.count() > 0 and page.history.currentRow() == page.history.count() - 1
    assert "Game over." in page.status.text()
    page.first()
    assert page.index == 0 and same_position(page.scene.state, record.replay(0))


def test_the_keys_the_buttons_the_slider_and_the_move_list(window, qtbot) -> None:
    record = played(stairs(), seed=3)
    assert window.review(record)
    page = page_of(window)
    view = page.view
    assert view is not None and view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert page.index == 1 and page.bar.slider.value() == 1
    assert page.scene.state.to_json() == record.replay(1).to_json()
    assert page.history.currentRow() == 0
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert page.index == page.length == len(record.actions)
    assert not page.bar.next_button.isEnabled() and page.bar.previous_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert page.index == page.length - 1
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert page.index == 0 and not page.bar.first_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Left)  # nothing before the start
    assert page.index == 0
    page.bar.slider.setValue(7)
    assert page.index == 7 and page.scene.state.to_json() == record.replay(7).to_json()
    assert page.bar.position.text() == f"7 / {page.length}"
    row = page.history.item(3)
    page.history.itemClicked.emit(row)
    last_of_row = int(row.data(Qt.ItemDataRole.UserRole))
    assert page.index == last_of_row + 1 and page.history.currentRow() == 3
    page.bar.next_button.click()
    assert page.index == last_of_row + 2
    page.bar.first_button.click()
    assert page.index == 0 and page.history.currentRow() == -1
    # The keys work from the move list too (the page's shortcuts, not the board's).
    page.history.setFocus()
    qtbot.keyClick(page.history, Qt.Key.Key_End)
    assert page.index == page.length


def test_autoplay_reaches_the_end_and_stops(window, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(review_page, "STEP_MS", 4)
    assert window.review(played(stairs(), seed=5))
    page = page_of(window)
    page.bar.speed.setCurrentIndex(page.bar.speed.count() - 1)  # the fastest
    assert page.speed == 4.0
    page.bar.play_button.click()
    assert page.playing() and page.bar.play_button.accessibleName() == "Pause"
    qtbot.waitUntil(lambda: page.index == page.length, timeout=30000)  # a loaded CI
    qtbot.waitUntil(lambda: not page.playing(), timeout=20000)
    assert page.bar.play_button.accessibleName() == "Play the game forward"
    # Play from the end starts again from the beginning; P pauses.
    qtbot.keyClick(page.view, Qt.Key.Key_P)
    assert page.playing() and page.index < page.length
    qtbot.keyClick(page.view, Qt.Key.Key_P)
    assert not page.playing()


def _hands_seen(page: review_page.ReviewPage) -> list[list[list[str]]]:
    seen = []
    for i in range(page.length + 1):
        page.go(i)
        seen.append([list(h) for h in page.scene.state.hands])
    return seen


def test_an_unfinished_hidden_game_shows_only_the_reviewing_seats_cards(
        window, secret_sum) -> None:
    record = played(CARD_GAME, upto=9, seats=humans())
    secret = set(record.replay().hands[1])  # never played face up: seen by seat 2 only
    assert secret and HIDDEN not in secret, "seat 2 holds cards"
    assert window.review(record, viewer=0)
    page = page_of(window)
    assert page.session is not None and page.session.reader == 0
    assert "Player 1" in page.bar.title.text()
    hands = _hands_seen(page)
    assert any(h[0] for h in hands)
    assert all(card == HIDDEN for h in hands for card in h[1])
    assert any(HIDDEN not in h[0] and h[0] for h in hands)  # seat 1 sees its own
    texts = " ".join(page.history.texts()) + page.status.text()
    assert not any(card in texts for card in secret)
    # NOBODY's view: neither hand.
    page.close_review()
    assert window.review(record, viewer=NOBODY)
    page = page_of(window)
    assert all(card == HIDDEN for h in _hands_seen(page) for seat in h for card in seat)


def test_several_humans_are_asked_whose_view_to_review(window, secret_sum, monkeypatch) -> None:
    record = played(CARD_GAME, upto=9, seats=humans())
    asked: list[list[str]] = []

    def pick(_parent, _title, _label, items, *_args):  # type: ignore[no-untyped-def]
        asked.append(list(items))
        return items[1], True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(pick))
    assert window.review(record)
    assert asked and asked[0][:2] == ["Player 1", "Player 2"] and len(asked[0]) == 3
    assert window.reviews.session() is not None and window.reviews.session().reader == 1
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *a: ("", False)))
    window.reviews.page.close_review()
    assert not window.review(record)  # cancelled: no review


def test_a_finished_hidden_game_is_reviewed_with_everything_revealed(window, secret_sum) -> None:
    record = played(CARD_GAME, seats=humans())
    final = record.replay()
    assert window.review(record, viewer=0)  # the reader does not matter once it is over
    page = page_of(window)
    page.last()
    shown = page.scene.state.to_json()
    assert page.scene.state.hands == final.hands
    assert shown == {**final.to_json(), "viewer": shown["viewer"]}
    deal = record.replay(1).hands
    first_line = page.history.texts()[0]
    assert all(card in first_line for hand in deal for card in hand)  # both hands named


def test_reviewing_the_game_in_progress_leaves_it_as_it_was(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    c = window.controller
    assert c is not None and not window.actions_.review.isEnabled()
    for _ in range(6):
        assert c.play(c.state.legal_actions()[0])
    window.game_page.flush_refresh()
    before = (c.match.cursor, list(c.match.record.actions), c.state.to_json())
    assert window.actions_.review.isEnabled()
    window.actions_.review.trigger()
    page = page_of(window)
    assert page.length == 6 and page.index == 0
    assert not window.actions_.undo.isEnabled() and not window.actions_.save.isEnabled()
    page.last()
    page.first()
    page.bar.slider.setValue(3)
    c.play(c.state.legal_actions()[0])  # a click reaching the game: not while reviewing
    page.close_review()
    assert window.stack.currentWidget() is window.game_page
    assert window.game_page.scene is not None
    after = (c.match.cursor, list(c.match.record.actions), c.state.to_json())
    assert after[0] == before[0] + 1  # the one move played above, nothing from review
    assert after[1][:-1] == before[1]
    live = c.view(window.game_page.viewer()).to_json()
    assert window.game_page.scene.state.to_json() == live  # the live position
    assert window.actions_.undo.isEnabled()


def test_a_finished_save_opens_in_review_and_closing_goes_to_the_start(window, tmp_path) -> None:
    record = played(stairs(), seed=11)
    path = tmp_path / "done.climbdesk"
    record.save(path)
    assert window.open_file(path)
    page = page_of(window)
    assert page.length == len(record.actions)
    page.bar.close_button.click()
    assert window.stack.currentWidget() is window.start_page


def test_the_end_of_game_screen_opens_the_review(window, qtbot) -> None:
    window.start_new(stairs(), [Seat("Ann"), Seat("Ben")], {})
    c = window.controller
    c.play(c.state.legal_actions()[0])
    c.resign(1)
    banner = window.game_page.banner
    qtbot.waitUntil(banner.isVisible, timeout=20000)
    assert banner.review_button.isVisible()
    banner.review_button.click()
    page = page_of(window)
    assert page.length == len(c.match.record.actions)
    page.last()
    assert "Game over." in page.status.text()


def test_a_record_is_reviewed_from_its_own_copy() -> None:
    """The library hands in the record it keeps: review must not change it."""
    from climbdesk.ui.review_session import ReviewSession

    record = played(stairs(), seed=2)
    data = record.to_json()
    session = ReviewSession(record)
    session.position(session.length // 2)
    assert record.to_json() == data and session.match.record is not record
    assert isinstance(GameRecord.from_json(data), GameRecord)
