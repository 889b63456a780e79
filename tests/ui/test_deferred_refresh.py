"""Issue 17, "Smooth": a shown move in two ticks — the board first, the rest of the window after.

``controller.play()`` applies the action and hands the board its position; the page's
panels are refreshed once the board's viewport has painted (several moves in a burst as
one), the autosave is handed over a turn later, and nothing acts on panels that still show
the position before.  Counts and orders only, never times.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import random

from cardgame import CARD_GAME, HIDDEN, Play
from PySide6.QtCore import QEvent, QObject

from climbdesk import paths
from climbdesk.core.registry import get_game
from climbdesk.games.cantstop import Roll
from climbdesk.ui import autosave, page_panels
from climbdesk.ui.game_page import GamePage
from climbdesk.ui.move_list import MoveList
from climbdesk.ui.player_panel import PlayerPanel

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401
from .cardboard import secret_sum  # noqa: F401


class _Order(QObject):
    """Writes "paint" into ``log`` when a watched widget paints."""

    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log = log

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.log.append("paint")
        return False


def test_play_leaves_the_panels_for_after_the_boards_paint(window, qtbot, monkeypatch) -> None:
    """``play()`` fills no seat row, move list or Move menu; the refresh runs after the
    board's viewport has painted the move, once."""
    calls = {"rows": 0, "list": 0, "offer": 0}
    for key, owner, name in (("rows", PlayerPanel, "update_from"), ("list", MoveList, "fill")):
        original = getattr(owner, name)
        monkeypatch.setattr(owner, name, lambda self, *a, _o=original, _k=key, **k: (
            calls.__setitem__(_k, calls[_k] + 1), _o(self, *a, **k))[1])
    offer = page_panels.board_offer
    monkeypatch.setattr(page_panels, "board_offer", lambda *a: (
        calls.__setitem__("offer", calls["offer"] + 1), offer(*a))[1])
    log: list[str] = []
    refresh = GamePage.refresh
    monkeypatch.setattr(GamePage, "refresh", lambda self: (log.append("refresh"),
                                                           refresh(self))[1])
    window.start_new(get_game("cantstop"), humans(), {})
    qtbot.waitExposed(window)
    page, c = window.game_page, window.controller
    watch = _Order(log)
    page.view.viewport().installEventFilter(watch)
    qtbot.waitUntil(lambda: not page.refresh_pending, timeout=20000)
    for _ in range(4):
        calls.update(rows=0, list=0, offer=0)
        log.clear()
        assert c.play(random.Random(len(c.history)).choice(c.state.legal_actions()))
        assert calls == {"rows": 0, "list": 0, "offer": 0} and log == []
        assert page.refresh_pending
        qtbot.waitUntil(lambda: not page.refresh_pending, timeout=20000)
        assert log.count("refresh") == 1 and "paint" in log
        assert log.index("paint") < log.index("refresh"), log  # the board first
        assert calls["rows"] == 1 and calls["list"] == 1 and calls["offer"] <= 1


def test_a_burst_of_moves_is_one_refresh(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    page, c = window.game_page, window.controller
    requests, runs, _flushes = page.refresh_counts
    for _ in range(3):
        assert c.play(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: not page.refresh_pending, timeout=20000)
    assert page.refresh_counts[0] == requests + 3 and page.refresh_counts[1] == runs + 1
    assert len(page.history_texts()) == 3


def test_a_stale_command_is_dropped_and_the_menu_brought_up_to_date(window, qtbot) -> None:
    """A Move-menu command chosen while the menu still offers the position before the
    last move plays nothing: what the player chose may be gone (or mean another move)."""
    window.start_new(get_game("cantstop"), humans(), {})
    page, c = window.game_page, window.controller
    roll = page.command_buttons[0]
    assert roll.text() and c.play(Roll())
    assert page.refresh_pending and page.command_buttons[0] is roll  # not relabelled yet
    played = len(c.history)
    roll.trigger()  # the player saw "Roll"; the dice are already rolled
    assert len(c.history) == played and not page.refresh_pending
    labels = [a.text() for a in page.command_buttons]
    assert labels and "Roll" not in labels[0]  # the sums are on offer now
    page.command_buttons[0].trigger()  # a fresh one plays
    assert len(c.history) == played + 1


def test_undo_and_the_move_list_act_on_the_panels_brought_up_to_date(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    page, c = window.game_page, window.controller
    for _ in range(2):
        assert c.play(c.state.legal_actions()[0])
    page.flush_refresh()
    first = page.history.item(0)
    assert c.play(c.state.legal_actions()[0])
    assert page.refresh_pending
    page._history_clicked(first)  # a row that stands for the same move after the refresh
    assert not page.refresh_pending and page.viewing_bar.isVisible()
    page.leave_history_view()
    assert c.play(c.state.legal_actions()[0])
    page.undo()  # brings the panels up first, then takes the move back
    page.flush_refresh()
    assert len(c.history) == 3 and len(page.history_texts()) == 3


def test_a_hand_over_refreshes_at_once_and_shows_no_seat_the_wrong_view(
        window, secret_sum) -> None:
    """With hidden information, the move that brings up the hand-over screen refreshes the
    panels in its own turn, for nobody's eyes: not a frame of the last seat's panels, and
    never the next seat's, behind the screen."""
    window.start_new(CARD_GAME, humans(), {})
    page, c = window.game_page, window.controller
    page.handover.button.click()
    assert not page.refresh_pending
    mine = [card for card in c.state.hands[0] if card != HIDDEN]
    card = next(a for a in c.state.legal_actions() if isinstance(a, Play))
    assert c.play(card)
    assert page.handover_visible() and not page.refresh_pending  # refreshed in play()'s turn
    secret = [card for card in c.state.hands[1] if card != HIDDEN]
    texts = [page.status.text(), *page.history_texts(),
             *(row.score.text() for row in page.players.rows)]
    assert not any(s in t for t in texts for s in secret + [x for x in mine if x != card.card])
    page.handover.button.click()
    assert not page.refresh_pending and page.viewer() == 1


def test_the_autosave_of_a_burst_is_handed_over_once_a_turn_later(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    c = window.controller
    hand_off = c._autosave
    handed = hand_off.handed
    for _ in range(3):
        assert c.play(c.state.legal_actions()[0])
    assert hand_off.handed == handed  # not in the moves' own turn
    qtbot.waitUntil(lambda: hand_off.handed == handed + 1, timeout=20000)
    assert autosave.flush()
    qtbot.wait(1)
    assert hand_off.handed == handed + 1  # the three moves were one record
    assert c.play(c.state.legal_actions()[0])
    assert autosave.flush()  # hands a due record over before it waits
    assert hand_off.handed == handed + 2
    from climbdesk.core.record import GameRecord

    assert len(GameRecord.load(paths.autosave_path()).actions) == len(c.history)
