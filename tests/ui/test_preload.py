"""Issue 17: the first game's modules (its page, pyqtgraph for Can't Stop's odds chart)
are imported ahead on a thread of their own once the window is on screen, not in one
long turn of the event loop when the game starts."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

from climbdesk.ui import app, preload

from .app_helpers import dialogs, window  # noqa: F401

_MODULE = "import threading\nTHREAD = threading.current_thread().name\n"


def test_the_modules_are_imported_on_a_thread_of_their_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("cd_ahead_one", "cd_ahead_two"):
        (tmp_path / f"{name}.py").write_text(_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(preload, "_thread", None)
    thread = preload.import_ahead(["cd_ahead_one", "cd_ahead_not_there", "cd_ahead_two"])
    assert preload.import_ahead() is thread  # once per process
    assert preload.wait(30.0)
    try:
        for name in ("cd_ahead_one", "cd_ahead_two"):  # one missing stops nothing
            assert sys.modules[name].THREAD == "climbdesk-import-ahead"
            assert sys.modules[name].THREAD != threading.main_thread().name
    finally:
        for name in ("cd_ahead_one", "cd_ahead_two"):
            sys.modules.pop(name, None)
    assert {"climbdesk.ui.game_page", "pyqtgraph"} <= set(preload.MODULES)


def test_the_app_starts_them_once_its_window_is_on_screen(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's side of the bot process is imported ahead too (70-100 ms that held
    the first window up): the bot process starts, and the resume is offered, once it
    is in."""
    started: list[bool] = []
    offered: list[bool] = []
    monkeypatch.setattr(preload, "import_ahead", lambda: started.append(True))
    monkeypatch.setattr(preload, "_may_freeze", preload._may_freeze)  # set again below
    ready = [False]
    monkeypatch.setattr(preload, "imported", lambda name: ready[0])
    monkeypatch.setattr(window, "offer_resume", lambda: bool(offered.append(True)))
    app._after_start(window, None)  # what the window's first paint calls
    assert started == [True] and offered == []
    assert preload.MODULES[0] == "climbdesk.ui.bot_worker"
    qtbot.wait(3 * preload.POLL_MS)
    assert offered == []  # still being imported
    ready[0] = True
    qtbot.waitUntil(lambda: offered == [True], timeout=20000)


def test_the_start_pages_missing_pictures_wait_for_the_imports(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Drawn while the boards are imported ahead, a picture would import its board in
    its own turn of the event loop (or wait for the import under way)."""
    page = window.start_page
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)
    monkeypatch.setattr(preload, "busy", lambda: True)
    page._to_draw = [page.cards[0]]
    page._draw_next_thumbnail()
    assert page._to_draw == [page.cards[0]] and page._drawing_scheduled  # asked again later
    monkeypatch.setattr(preload, "busy", lambda: False)
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)


def test_the_climbers_pictures_mountain_is_built_on_a_thread_not_the_gui_one(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a cache miss the Climbers picture built its sample mountain on the GUI thread
    (25 ms of a 65 ms turn); its sample position is now made on a thread of its own
    (no Qt object there), and the picture drawn from it."""
    from climbdesk.games.climbers import mountain
    from climbdesk.ui import start_page, thumbnails

    page = window.start_page
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)
    threads: list[str] = []
    real = mountain.build

    def counting(number: int, attempt: int = 0, version: int = 1):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread().name)
        return real(number, attempt, version)

    monkeypatch.setattr(mountain, "build", counting)
    monkeypatch.setattr(thumbnails, "_samples", {})
    monkeypatch.setattr(thumbnails, "_sampling", None)
    for module in (start_page, thumbnails):  # every picture missing from the cache
        monkeypatch.setattr(module, "cached_thumbnail", lambda *_args: None)
    page.refresh_thumbnails()
    assert not page.thumbnails_ready()
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)
    assert threads and set(threads) == {"climbdesk-thumbnail-samples"}
    assert "climbers" in thumbnails._samples
    assert all(not card.picture.pixmap().isNull() for card in page.cards)


def test_what_the_imports_made_is_left_out_of_later_collections(
        qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first cycle collection after the imports went through every object they made
    in one turn of the GUI thread (33 ms, in the first game's start), every full one
    after it again (49-60 ms): once they are done, the GUI thread freezes them, and only
    there (the collector runs there)."""
    import gc

    frozen: list[bool] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(True))
    done = threading.Thread(target=lambda: None)
    done.start()
    done.join()
    monkeypatch.setattr(preload, "_thread", done)
    monkeypatch.setattr(preload, "_freeze_due", False)
    preload._import_all(("climbdesk.ui.preload",))  # another list than the app's
    assert preload.wait(1.0) and frozen == []
    monkeypatch.setattr(preload, "_import_boards", lambda: None)
    preload._import_all(preload.MODULES)
    elsewhere = threading.Thread(target=preload.freeze_imported)
    elsewhere.start()
    elsewhere.join()
    assert frozen == []  # not on another thread
    assert preload.wait(1.0) and frozen == [True]
    assert not preload.freeze_imported() and frozen == [True]  # once


def test_a_game_started_before_the_imports_are_done_is_never_frozen(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review16: frozen when the imports were done, a game opened from the command line
    or started in the first second or two (its scene, controller and kept pictures) was
    never collected after the next game replaced it.  The app lets the freeze run only
    while the window has no game (shown, reviewed or being set up)."""
    import gc

    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.core.registry import get_game

    frozen: list[bool] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(True))
    monkeypatch.setattr(preload, "_may_freeze", preload._may_freeze)
    monkeypatch.setattr(preload, "import_ahead", lambda: None)
    monkeypatch.setattr(preload, "imported", lambda name: False)  # no resume offer
    app._after_start(window, None)
    assert window.no_game_yet()
    monkeypatch.setattr(preload, "_freeze_due", True)
    assert preload.freeze_imported() and frozen == [True]  # no game yet: frozen
    frozen.clear()
    window.start_match(Match(GameRecord.new(get_game("stairs"), [Seat("Ann"), Seat("Ben")])))
    monkeypatch.setattr(preload, "_freeze_due", True)  # the imports are done now
    assert not preload.freeze_imported() and frozen == []
    assert not preload._freeze_due  # nor later (wait, at the app's exit)
    window.show_start()
    assert not preload.freeze_imported() and frozen == []  # its cycles may be alive still


def test_a_sample_that_fails_on_the_thread_is_made_with_its_picture(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review16: a sample position that failed on the thread never reached the samples,
    so every poll started another thread and no picture was ever drawn.  A failed one is
    now done (None): one thread for the lot, and the picture makes its sample itself on
    the GUI thread (where an error shows as it did before the thread)."""
    from climbdesk.ui import start_page, thumbnails

    page = window.start_page
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)
    threads: list[str] = []
    real = thumbnails._make_samples

    def counted(game_keys: list[str]) -> None:
        threads.append(threading.current_thread().name)
        real(game_keys)

    def failing(key: str) -> None:
        raise ValueError(key)

    monkeypatch.setattr(thumbnails, "_make_samples", counted)
    monkeypatch.setattr(thumbnails, "_sample_for", failing)
    monkeypatch.setattr(thumbnails, "_samples", {})
    monkeypatch.setattr(thumbnails, "_sampling", None)
    for module in (start_page, thumbnails):  # every picture missing from the cache
        monkeypatch.setattr(module, "cached_thumbnail", lambda *_args: None)
    page.refresh_thumbnails()
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)
    assert len(threads) == 1
    assert set(thumbnails._samples) == {card.listing.key for card in page.cards}
    assert all(sample is None for sample in thumbnails._samples.values())
    assert all(not card.picture.pixmap().isNull() for card in page.cards)
    assert not thumbnails.sample_ahead([card.listing.key for card in page.cards])
    assert len(threads) == 1


def test_the_start_pages_pictures_wait_while_a_game_is_shown(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the samples made on a thread, the start page's missing pictures came in while
    the first game was already played, each drawn in one of its turns (20-26 ms ticks in
    `bench --per-move` from a new user folder).  Off screen the page draws none; back on
    screen it draws them all."""
    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.core.registry import get_game
    from climbdesk.ui import start_page, thumbnails

    page = window.start_page
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)
    drawn: list[str] = []
    real = start_page.cached_or_render

    def counted(key: str, *args):  # type: ignore[no-untyped-def]
        drawn.append(key)
        return real(key, *args)

    monkeypatch.setattr(start_page, "cached_or_render", counted)
    for module in (start_page, thumbnails):  # every picture missing from the cache
        monkeypatch.setattr(module, "cached_thumbnail", lambda *_args: None)
    page.refresh_thumbnails()
    window.start_match(Match(GameRecord.new(get_game("stairs"), [Seat("Ann"), Seat("Ben")])))
    assert not page.isVisible() and not page.thumbnails_ready()
    page._draw_next_thumbnail()  # a turn the page had scheduled before it went
    qtbot.wait(300)
    assert drawn == []
    window.show_start()
    qtbot.waitUntil(page.thumbnails_ready, timeout=30000)
    assert sorted(drawn) == sorted(card.listing.key for card in page.cards)
