"""Hand-overs keep secrets (issue 17): while the device changes hands between two humans
of a hidden-information game, nothing on screen shows or acts for the next seat.

Played with the Secret Sum test game and its test board (``cardboard.py``).
"""

from __future__ import annotations

from cardgame import CARD_GAME, HIDDEN, Play
from PySide6.QtCore import Qt

from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, humans, window  # noqa: F401
from .cardboard import secret_sum  # noqa: F401


def at_second_handover(window: MainWindow) -> list[str]:  # noqa: F811
    """Start Secret Sum between two humans, let Player 1 take the device and play a
    card: the hand-over to Player 2 is on screen.  Returns Player 2's secret cards."""
    window.start_new(CARD_GAME, humans(), {})
    page, c = window.game_page, window.controller
    assert c is not None and page.handover_visible()
    page.handover.button.click()
    assert not page.handover_visible()
    card = next(a for a in c.state.legal_actions() if isinstance(a, Play))
    assert c.play(card)
    assert page.handover_visible() and "Player 2" in page.handover.message.text()
    secret = list(c.state.hands[1])
    assert secret and HIDDEN not in secret
    return secret


def shows_any(texts: list[str], cards: list[str]) -> bool:
    return any(card in text for text in texts for card in cards)


def test_hint_is_disabled_on_the_hand_over_screen(window, secret_sum) -> None:  # noqa: F811
    secret = at_second_handover(window)
    page = window.game_page
    asked: list[int] = []
    window.controller.request_hint = lambda: asked.append(1) or True  # type: ignore[method-assign]
    assert not page.hint_button.isEnabled()
    assert not window.actions_.hint.isEnabled()
    page.hint()
    window.hint()
    assert asked == []
    assert not shows_any([page.status.text()], secret)
    page.handover.button.click()
    assert page.hint_button.isEnabled()  # Player 2 has the device: hints are theirs


def test_a_move_list_click_keeps_the_hand_over_screen(window, secret_sum) -> None:  # noqa: F811
    secret = at_second_handover(window)
    page = window.game_page
    before_status = page.status.text()
    for row in range(page.history.count()):
        item = page.history.item(row)
        page.history.itemClicked.emit(item)
        assert page.handover_visible(), "a move-list click removed the hand-over screen"
        assert page.viewer() not in (0, 1)
        assert page.status.text() == before_status
        assert not shows_any(page.history_texts(), secret)
        assert not shows_any(page.scene.card_texts(), secret)
    page.handover.button.click()
    assert page.history.count() and shows_any(page.history_texts(), secret)  # now it is Player 2's


def test_the_next_seat_takes_no_input_until_the_hand_over_is_done(
        window, secret_sum, qtbot) -> None:  # noqa: F811
    secret = at_second_handover(window)
    page, c = window.game_page, window.controller
    played = len(c.history)
    # Step buttons (Roll), the board's commands (Draw) and the board (a card of the hand).
    for button in page.extra_buttons:
        button.click()
    for action in page.command_buttons:
        action.trigger()
    for action in list(window.actions_.board_commands):
        action.trigger()
    page.scene.action_chosen.emit(Play(secret[0]))
    if page.view is not None:
        qtbot.keyClick(page.view, Qt.Key.Key_D)
    assert len(c.history) == played and page.handover_visible()
    assert not any(b.isVisible() and b.isEnabled() for b in page.extra_buttons)
    page.handover.button.click()
    assert [b.text() for b in page.extra_buttons] == ["Player 2 rolls"]
    page.extra_buttons[0].click()
    assert len(c.history) > played  # now the same button plays
