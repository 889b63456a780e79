"""Issue 17: starting a Climbers game builds its mountain off the GUI thread.

New Game's OK (``begin_new``), Play again and Resume show the page at once and have
the bot process build the mountain (:mod:`climbdesk.ui.game_start`); the match starts
a few turns of the event loop later on that very mountain.  Counted, never timed:
mountains built in this (the GUI) process, turns of the event loop, requests open.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from climbdesk import paths
from climbdesk.core.record import GameRecord, Match
from climbdesk.core.registry import get_game
from climbdesk.games.climbers import mountain
from climbdesk.ui import bot_worker
from climbdesk.ui.bot_worker import BotRunner, BotWorker, shared_runner

from .app_helpers import dialogs, humans, window  # noqa: F401
from .start_helpers import built_here, turns_until  # noqa: F401


def test_a_new_climbers_game_has_its_mountain_built_in_the_bot_process(
        window, qtbot, built_here: list[int]) -> None:
    climbers = get_game("climbers")
    window.begin_new(climbers, humans(), {})
    page = window.game_page
    # The page shows at once, saying so; the match is not there yet.
    assert window.stack.currentWidget() is page and window.controller is None
    assert page.board_stack.currentWidget() is page.setting_up_label
    assert page.setting_up_label.text() and window.starts_ahead.busy
    assert turns_until(lambda: window.controller is not None) >= 1  # a later turn
    c = window.controller
    assert c is not None and not c.state.is_chance_node()
    assert built_here == []  # built in the bot process, not here
    number, builder = c.state.number, c.state.options["builder"]
    here, _ = mountain._build_new(number, builder)
    assert c.state.board.encode() == here.encode()
    assert c.state.board.heights == here.heights and c.state.board.stacks == here.stacks
    assert page.board_stack.currentWidget() is page.view


def test_the_start_runs_in_several_turns_of_the_event_loop(window, qtbot) -> None:
    """The page, then (once the mountain is kept) the match and its board, then the
    board's first paint: each in a turn of its own."""
    window.begin_new(get_game("climbers"), humans(), {})
    painted: list[int] = []
    turns = [0]

    from PySide6.QtCore import QEvent, QObject

    class Watch(QObject):
        def eventFilter(self, _obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(turns[0])
            return False

    watch = Watch()
    attached = turns_until(lambda: window.controller is not None)
    view = window.game_page.view
    assert view is not None
    view.viewport().installEventFilter(watch)

    def count() -> bool:
        turns[0] += 1
        return bool(painted)

    turns_until(count)
    assert attached >= 1 and painted and painted[0] >= 1


def test_play_again_builds_the_next_mountain_ahead_too(window, qtbot,
                                                       built_here: list[int]) -> None:
    window.begin_new(get_game("climbers"), humans(), {})
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    first = window.controller
    window.play_again()
    assert window.controller is None and window.starts_ahead.busy
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    assert window.controller is not first and built_here == []


def test_closing_the_window_during_the_build_leaves_nothing_running(window, qtbot) -> None:
    runner = shared_runner()
    window.begin_new(get_game("climbers"), humans(), {})
    assert window.starts_ahead.busy
    window.close()
    assert not window.starts_ahead.busy and window.controller is None
    if isinstance(runner, BotWorker):
        assert runner._pending == {}  # the question was cancelled, not left open
    # Whatever the bot process still says about it is dropped: no game starts.
    qtbot.wait(300)
    assert window.controller is None and not window.starts_ahead.busy


def test_back_or_another_game_during_the_build_drops_it(window, qtbot) -> None:
    window.begin_new(get_game("climbers"), humans(), {})
    window.show_start()
    assert not window.starts_ahead.busy and window.stack.currentWidget() is window.start_page
    window.begin_new(get_game("climbers"), humans(), {"mountain": 12})
    window.start_new(get_game("stairs"), humans(), {})  # another game before it is built
    qtbot.wait(300)
    c = window.controller
    assert c is not None and c.game_key == "stairs" and not window.starts_ahead.busy


def test_a_resumed_climbers_game_gets_the_same_mountain_built_ahead(
        window, qtbot, built_here: list[int]) -> None:
    match = Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=8080))
    match.resolve_chance()
    for _ in range(4):
        match.apply(match.state.legal_actions()[0])
        match.resolve_chance()
    match.truncated_record().save(paths.autosave_path())
    built_here.clear()
    assert window.resume_autosave()
    assert window.controller is None and window.starts_ahead.busy
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    c = window.controller
    assert c is not None and built_here == []  # loaded and replayed on the kept mountain
    assert c.match.cursor == match.cursor
    assert c.state.board.encode() == match.state.board.encode()


class _Failing(BotRunner):
    """A bot process that cannot do the set-up work."""

    def _submit(self, request: dict) -> None:  # type: ignore[type-arg]
        request_id = int(request["id"])
        QTimer.singleShot(0, self, lambda: self.failed.emit(request_id, "it broke"))

    def cancel(self, request_id: int) -> None:
        pass


def test_a_failed_build_ahead_still_starts_the_game(window, qtbot,
                                                    built_here: list[int]) -> None:
    previous = bot_worker.set_shared_runner(_Failing())
    try:
        window.begin_new(get_game("climbers"), humans(), {"mountain": 31})
        qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    finally:
        bot_worker.set_shared_runner(previous)
    c = window.controller
    assert c is not None and c.state.number == 31 and built_here  # built here instead


def test_the_first_game_of_a_session_makes_its_page_and_its_match_in_two_turns(
        window, qtbot) -> None:
    """Issue 17: the page's modules and widgets, then the board's, were made in one
    turn (110 ms and more); now the page comes first and the match a turn later.  A
    later game, whose page is there, starts at once."""
    assert not window.game_page_built()
    window.begin_new(get_game("stairs"), humans(), {})
    assert window.game_page_built() and window.controller is None
    assert window.stack.currentWidget() is window.game_page
    assert turns_until(lambda: window.controller is not None) >= 1
    first = window.controller
    window.begin_new(get_game("stairs"), humans(), {})
    assert window.controller is not None and window.controller is not first


def test_the_cycle_collector_waits_while_a_game_starts(window, qtbot,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17: a collection falling into the board's first paint made a start's
    longest pause; the collector's timer waits out the start's busy turns."""
    from climbdesk.ui import gui_gc

    collected: list[int] = []
    monkeypatch.setattr(gui_gc, "collect_due", lambda: collected.append(1) or -1)
    monkeypatch.setattr(gui_gc, "_held_until", 0.0)
    collector = gui_gc._collector
    assert collector is not None
    collector._tick()
    assert collected == [1]  # not held: the timer collects what is due
    window.start_new(get_game("stairs"), humans(), {})
    assert gui_gc.held()
    collector._tick()
    assert collected == [1]  # held while the new board paints
    monkeypatch.setattr(gui_gc, "_held_until", 0.0)  # the start's quiet time is over
    collector._tick()
    assert collected == [1, 1]


def test_while_a_game_is_set_up_the_old_seat_cards_are_hidden_and_back_works(
        window, qtbot) -> None:
    # review14: the last game's seat cards stayed under "Setting up the game…", and Back
    # (Ctrl+W) was off until the match started.
    window.start_new(get_game("stairs"), humans(), {})
    assert window.game_page.players.isVisibleTo(window)
    window.begin_new(get_game("climbers"), humans(), {})
    assert window.starts_ahead.busy
    assert not window.game_page.players.isVisibleTo(window)
    # The board's place says "Setting up the game…"; the side panel's status no more.
    assert window.game_page.setting_up_label.text() and window.game_page.status.text() == ""
    assert window.actions_.back.isEnabled()
    window.actions_.back.trigger()
    assert window.stack.currentWidget() is window.start_page and not window.starts_ahead.busy
    window.begin_new(get_game("climbers"), humans(), {})
    qtbot.waitUntil(lambda: window.controller is not None, timeout=20000)
    assert window.game_page.players.isVisibleTo(window)
    assert window.controller.game_key == "climbers"


def test_reviewing_a_game_drops_the_one_being_set_up(window, qtbot) -> None:
    # review14: a game set up while the player opened a review started under it.
    window.start_new(get_game("stairs"), humans(), {})
    record = window.controller.match.record
    window.begin_new(get_game("climbers"), humans(), {})
    assert window.starts_ahead.busy
    assert window.reviews.open(record)
    assert not window.starts_ahead.busy
    qtbot.wait(300)  # whatever the bot process answers now starts nothing
    assert window.stack.currentWidget() is window.reviews.page


def test_another_game_while_a_new_one_is_set_up_asks_nothing_and_builds_nothing_here(
        window, qtbot, dialogs, built_here: list[int]) -> None:
    # review14: with no match yet, New Game asked again about the unfinished game in the
    # autosave (agreed to already) and replayed it, mountain and all, on the GUI thread.
    match = Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=8080))
    match.resolve_chance()
    match.apply(match.state.legal_actions()[0])
    match.truncated_record().save(paths.autosave_path())
    assert window._abandon_ok()  # from the start page: asked about it
    assert len(dialogs.questions) == 1
    window.begin_new(get_game("climbers"), humans(), {"mountain": 77})
    built_here.clear()
    assert window.starts_ahead.busy and window._abandon_ok()
    assert len(dialogs.questions) == 1 and built_here == []
