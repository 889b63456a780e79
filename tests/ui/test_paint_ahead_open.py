"""Issue 17 (open18): a Climbers game opened by File ▸ Open or by the game library's Open
started at once, its board's first paint painting the whole mountain and its marks in
one turn (42-64 ms under load), while New Game, Play again and the resumes had it painted
ahead (first17).  Now an opened Climbers game goes through the same start: its mountain
made in the bot process, the page saying the game is being set up, its first position
painted ahead and that scene handed to the very match opened.  Counted, never timed:
mountains built in this (the GUI) process, layers painted whole and marks' pictures made
in the board's first paint, scenes left behind."""

# ruff: noqa: F811  (pytest fixtures are imported from the helpers and used as parameters)

from __future__ import annotations

import json
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from climbdesk import paths
from climbdesk.core.record import GameRecord, Match
from climbdesk.core.registry import get_game
from climbdesk.ui import paint_ahead

from .app_helpers import Dialogs, dialogs, humans, window  # noqa: F401
from .start_helpers import built_here  # noqa: F401
from .test_paint_ahead_climbers import _back_after_the_first_step, _first_paint, _painted_ahead


def _climbers(seed: int, moves: int = 4) -> Match:
    """An unfinished two-person Climbers game ``moves`` actions in."""
    match = Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=seed))
    match.resolve_chance()
    for _ in range(moves):
        match.apply(match.state.legal_actions()[0])
        match.resolve_chance()
    return match


def _saved(tmp_path: Path, seed: int = 4242) -> tuple[Path, Match]:
    match = _climbers(seed)
    path = tmp_path / f"climbers-{seed}.climbdesk.json"
    match.truncated_record().save(path)
    return path, match


def _library_open(monkeypatch: pytest.MonkeyPatch, match: Match) -> None:
    """Keep ``match`` in the library; the dialog's Open then opens it (its only row)."""
    from climbdesk.ui import stats
    from climbdesk.ui.library_dialog import LibraryDialog
    from tests.library_helpers import entry

    stats.keeper().keep(entry(match))

    def run(self: LibraryDialog) -> int:
        self.open_selected()
        return int(self.result())

    monkeypatch.setattr(LibraryDialog, "exec", run)


def _open(window, monkeypatch: pytest.MonkeyPatch, way: str, tmp_path: Path,  # type: ignore[no-untyped-def]  # noqa: E501
          built: list[int] | None = None) -> Match:
    """Open an unfinished Climbers game the ``way`` a player does; the match it holds.
    ``built`` (mountains built here) is cleared once the game is made, before it opens."""
    if way == "file":
        path, match = _saved(tmp_path)
    else:
        match = _climbers(4242)
        _library_open(monkeypatch, match)
    if built is not None:
        built.clear()
    assert window.open_file(path) if way == "file" else window.open_library()
    return match


def _settled(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.controller is not None and not window.starts_ahead.busy,
                    timeout=30000)


@pytest.mark.parametrize("way", ["file", "library"])
def test_an_opened_climbers_game_is_painted_ahead_and_its_first_paint_paints_nothing_anew(
        window, qtbot, built_here: list[int], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path, way: str) -> None:
    monkeypatch.setattr(paint_ahead, "_painted", set())
    made = _painted_ahead(monkeypatch)
    counts = _first_paint(window, monkeypatch)
    match = _open(window, monkeypatch, way, tmp_path, built_here)
    assert window.controller is None  # not at once: its mountain is made elsewhere first
    qtbot.waitUntil(lambda: len(counts) == 2, timeout=30000)
    c = window.controller
    assert c is not None and c.state.to_json() == match.state.to_json()
    assert built_here == []  # the mountain was built in the bot process only
    assert len(made) == 1 and made[0][1]  # painted ahead, once the mountain was kept
    assert counts[0][0] == 1  # the scene painted ahead is the board: its layer is made
    assert counts[1] == counts[0]  # so the first paint painted no layer, made no mark
    assert paint_ahead._handed is None  # taken by the match's board
    _settled(window, qtbot)
    assert window.controller is c  # started once


@pytest.mark.parametrize("way", ["file", "library"])
def test_without_painting_ahead_an_opened_game_paints_its_mountain_in_its_first_paint(
        window, qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, way: str) -> None:
    """What the counters above see with the old start (at once, nothing painted ahead)."""
    monkeypatch.setattr(paint_ahead, "looks_in_scene", lambda _game: False)
    made = _painted_ahead(monkeypatch)
    counts = _first_paint(window, monkeypatch)
    _open(window, monkeypatch, way, tmp_path)
    qtbot.waitUntil(lambda: len(counts) == 2, timeout=30000)
    assert made == [] and counts[0] == (0, 0)
    assert counts[1][0] == 1 and counts[1][1] > 0  # the mountain and the marks, then


def _screen(window, qtbot) -> QImage:  # type: ignore[no-untyped-def]
    """The window as it is on screen once the opened game's start has settled (its
    backing store, not a fresh rendering)."""
    _settled(window, qtbot)
    qtbot.wait(300)  # the first paint, and the idle work after it
    QApplication.processEvents()
    return window.screen().grabWindow(window.winId()).toImage()


@pytest.mark.parametrize("dark", [False, True])
def test_an_opened_game_shows_the_same_pixels_painted_ahead_or_not(
        window, qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, dark: bool) -> None:
    path, _match = _saved(tmp_path, seed=5151)
    if dark:
        window.settings.set("theme", "dark")
    try:
        shots = []
        for ahead in (True, False):
            with pytest.MonkeyPatch.context() as patch:
                if not ahead:
                    patch.setattr(paint_ahead, "looks_in_scene", lambda _game: False)
                made = _painted_ahead(patch)
                assert window.open_file(path)
                shots.append(_screen(window, qtbot))
                assert len(made) == (1 if ahead else 0)
            window.show_start()
    finally:
        if dark:
            window.settings.set("theme", "light")
    assert shots[0].size() == shots[1].size() and shots[0] == shots[1]


def test_back_while_an_opened_game_is_painted_ahead_leaves_nothing_behind(
        window, qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(paint_ahead, "_painted", set())
    made = _painted_ahead(monkeypatch)
    scenes = _back_after_the_first_step(window, monkeypatch)
    path, _match = _saved(tmp_path)
    assert window.open_file(path)
    qtbot.waitUntil(lambda: bool(made) and not window.starts_ahead.busy, timeout=30000)
    qtbot.wait(200)  # any turn it had queued, and the deferred deletions
    assert len(made) == 1 and made[0][0].steps_done == 1 and len(scenes) == 1
    assert not shiboken6.isValid(scenes[0])  # the throwaway scene is gone, not handed on
    assert paint_ahead._handed is None and window.controller is None
    assert window.stack.currentWidget() is window.start_page and window.save_path is None


def test_opening_another_game_while_one_is_painted_ahead_starts_only_the_last(
        window, qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The first game's scene, painted for its own match, is never shown with another."""
    made = _painted_ahead(monkeypatch)
    first, _ = _saved(tmp_path, seed=4242)
    second, match = _saved(tmp_path, seed=5151)
    step = paint_ahead.PaintAhead._step

    def stepping(ahead: paint_ahead.PaintAhead) -> None:
        step(ahead)
        if ahead.steps_done == 1 and len(made) == 1:
            assert window.open_file(second)  # the player opens another one meanwhile

    monkeypatch.setattr(paint_ahead.PaintAhead, "_step", stepping)
    assert window.open_file(first)
    qtbot.waitUntil(lambda: len(made) == 2 and window.controller is not None
                    and not window.starts_ahead.busy, timeout=30000)
    qtbot.wait(200)
    c = window.controller
    assert c.state.to_json() == match.state.to_json() and window.save_path == second
    assert made[0][0].steps_done == 1  # the first one stopped where it was
    assert window.game_page.scene is not None
    assert paint_ahead._handed is None


def _on_screen(window, qtbot, tmp_path: Path) -> tuple[object, str]:  # type: ignore[no-untyped-def]  # noqa: E501
    """A Climbers game opened and played on screen: its controller and its position."""
    path, _match = _saved(tmp_path, seed=6060)
    assert window.open_file(path)
    _settled(window, qtbot)
    c = window.controller
    return c, json.dumps(c.state.to_json())


def _future(tmp_path: Path, how: str) -> Path:
    """A Climbers save that cannot be opened: cut short, from a newer climbdesk's file
    format, or asking for a mountain builder newer than this climbdesk knows."""
    data = _climbers(7070).truncated_record().to_json()
    path = tmp_path / f"{how}.climbdesk.json"
    if how == "damaged":
        path.write_text(json.dumps(data)[:200])
        return path
    if how == "format":
        data["version"] = 99
    else:
        data["options"]["builder"] = 99
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("how", ["damaged", "format", "builder"])
def test_a_save_that_cannot_be_opened_is_refused_and_nothing_is_lost(
        window, qtbot, dialogs: Dialogs, tmp_path: Path, how: str) -> None:
    c, position = _on_screen(window, qtbot, tmp_path)
    autosave = paths.autosave_path().read_bytes() if paths.autosave_path().exists() else None
    bad = _future(tmp_path, how)
    before = bad.read_bytes()
    assert not window.open_file(bad)
    qtbot.wait(200)  # nothing is being set up for it either
    said = {"damaged": "damaged", "format": "newer climbdesk", "builder": "newer version"}
    assert dialogs.errors and said[how] in dialogs.errors[-1]
    assert bad.read_bytes() == before
    assert window.controller is c and json.dumps(c.state.to_json()) == position
    assert window.stack.currentWidget() is window.game_page and not window.starts_ahead.busy
    now = paths.autosave_path().read_bytes() if paths.autosave_path().exists() else None
    assert now == autosave
