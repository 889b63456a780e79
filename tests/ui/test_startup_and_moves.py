"""Issue 8: cached start-page pictures, the move list grown in place, autosave off-thread."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from climbdesk import paths
from climbdesk.core.record import GameRecord
from climbdesk.ui import autosave, i18n
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.palette import board_theme
from climbdesk.ui.settings import Settings
from climbdesk.ui.start_page import THUMB
from climbdesk.ui.strings import display_name, tr_game
from climbdesk.ui.thumbnails import cache_path, cached_thumbnail

from .app_helpers import dialogs, humans, make_window, stairs, window  # noqa: F401

MARK = Qt.ItemDataRole.UserRole + 7

#: Pictures compare by pixels: an opaque PNG from the cache loads without alpha.
ARGB = QImage.Format.Format_ARGB32_Premultiplied


def _card_paths(w: MainWindow) -> list:  # type: ignore[type-arg]
    sp = w.start_page
    return [cache_path(card.listing.key, THUMB, sp.theme, i18n.current_language(),
                       sp.devicePixelRatioF()) for card in sp.cards]


# ----- start page pictures ---------------------------------------------------------------
def test_pictures_are_drawn_after_the_first_paint_then_come_from_the_cache(window, qtbot) -> None:
    sp = window.start_page
    qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
    assert all(card.has_picture() for card in sp.cards)
    files = _card_paths(window)
    assert all(f.is_file() for f in files)

    second = MainWindow()  # not shown, no event loop turn: only the cache can fill it
    qtbot.addWidget(second)
    assert second.start_page.thumbnails_ready()
    for old, new in zip(sp.cards, second.start_page.cards, strict=True):
        assert new.has_picture()
        assert new.picture.pixmap().toImage().convertToFormat(ARGB) == \
            old.picture.pixmap().toImage().convertToFormat(ARGB)


def test_start_up_imports_no_board_scene(qtbot) -> None:
    """The pictures come from the cache; drawing them would import the scenes.  The
    cards come from the catalogue: no engine, board package or record code either."""
    import subprocess

    code = ("import sys; from climbdesk.ui.app import make_app; make_app([]); "
            "from climbdesk.ui.main_window import MainWindow; w = MainWindow(); "
            "import climbdesk.core.registry as r; keys = r.game_keys(); "
            "print(len(w.start_page.cards), sorted(m for m in sys.modules if "
            "m.startswith('climbdesk.ui.boards.') and m != 'climbdesk.ui.boards.registry' "
            "or m.startswith('climbdesk.bots') or m.endswith('.engine') "
            "or m in ('climbdesk.ui.game_page', 'climbdesk.ui.controller', "
            "'climbdesk.core.game', 'climbdesk.core.record', 'climbdesk.core.state')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60)
    cards, _, loaded = out.stdout.strip().partition(" ")
    assert int(cards) >= 4
    assert loaded == "[]"


def test_first_paint_builds_no_qt_namespace_and_no_style_type(qtbot) -> None:
    """PySide builds its ``Qt`` namespace (93 enums, ~25 ms) and the ``QStyle`` types
    (~5 ms) on first use; the start page is painted without either (start-up target
    of issue 8).  Skipped where PySide builds them eagerly anyway."""
    import subprocess

    code = ("import sys, PySide6.QtCore as C, PySide6.QtWidgets as W; "
            "lazy = 'Qt' not in C.__dict__ and 'QStyle' not in W.__dict__; "
            "from climbdesk.ui.app import make_app; make_app([]); "
            "from climbdesk.ui.main_window import MainWindow; w = MainWindow(); "
            "w.resize(1280, 800); w.show(); w.repaint(); "
            "print(lazy, 'Qt' in C.__dict__, 'QStyle' in W.__dict__, "
            "w.start_page.cards[0].grab().isNull())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60)
    lazy, qt_built, style_built, empty = out.stdout.split()
    if lazy != "True":
        pytest.skip("this PySide builds its types eagerly")
    assert (qt_built, style_built, empty) == ("False", "False", "False")


def test_theme_switch_redraws_the_pictures_in_the_new_colours(window, qtbot) -> None:
    sp = window.start_page
    qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
    before = [card.picture.pixmap().toImage().convertToFormat(ARGB) for card in sp.cards]
    try:
        Settings().set("colourblind", True)
        assert sp.theme == board_theme(True)
        qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
        after = [card.picture.pixmap().toImage().convertToFormat(ARGB) for card in sp.cards]
        assert all(f.is_file() for f in _card_paths(window))  # cached under the new theme
        assert any(a != b for a, b in zip(before, after, strict=True))
    finally:
        Settings().set("colourblind", False)
    qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
    assert [card.picture.pixmap().toImage().convertToFormat(ARGB) for card in sp.cards] == before


def test_language_switch_keys_the_pictures_by_language(window, qtbot) -> None:
    sp = window.start_page
    qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
    english = _card_paths(window)
    try:
        Settings().set("language", "de")
        qtbot.waitUntil(lambda: i18n.current_language() == "de", timeout=20000)
        german = _card_paths(window)
        assert set(german).isdisjoint(english)
        qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
        assert all(f.is_file() for f in german)
        assert all(card.has_picture() for card in sp.cards)
    finally:
        Settings().set("language", "en")


def test_a_new_screen_scale_brings_pictures_for_that_scale(window, qtbot, monkeypatch) -> None:
    """Moving the window to a screen with another scale factor asks for the pictures
    of that scale (the cache is per scale), so they stay sharp."""
    from PySide6.QtCore import QCoreApplication, QEvent

    sp = window.start_page
    qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
    monkeypatch.setattr(type(sp), "devicePixelRatioF", lambda self: 2.0)
    QCoreApplication.sendEvent(sp, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert not sp.thumbnails_ready()  # none cached at this scale yet: drawn next
    qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
    lang = i18n.current_language()
    for card in sp.cards:
        sharp = cached_thumbnail(card.listing.key, THUMB, sp.theme, lang, 2.0)
        assert sharp is not None and sharp.width() == 2 * THUMB


@pytest.mark.parametrize("damage", ["garbage", "truncated", "scribbled"])
def test_a_damaged_cache_file_is_ignored_and_rebuilt(window, qtbot, damage: str) -> None:
    sp = window.start_page
    qtbot.waitUntil(sp.thumbnails_ready, timeout=20000)
    first = sp.cards[0]
    good = first.picture.pixmap().toImage().convertToFormat(ARGB)
    path = _card_paths(window)[0]
    data = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"not a picture at all")
    elif damage == "truncated":
        path.write_bytes(data[: len(data) // 2])
    else:  # one pixel changed: the checksum tells
        middle = len(data) // 2
        path.write_bytes(data[:middle] + bytes([data[middle] ^ 0xFF]) + data[middle + 1:])
    args = (first.listing.key, THUMB, sp.theme, i18n.current_language(), sp.devicePixelRatioF())
    assert cached_thumbnail(*args) is None

    second = make_window(qtbot)
    card = second.start_page.cards[0]
    assert not card.has_picture()  # not taken from the damaged file
    qtbot.waitUntil(second.start_page.thumbnails_ready, timeout=20000)
    assert card.picture.pixmap().toImage().convertToFormat(ARGB) == good
    repaired = cached_thumbnail(*args)
    assert repaired is not None and repaired.toImage().convertToFormat(ARGB) == good


# ----- the move list -----------------------------------------------------------------------
def _expected(window) -> list[str]:  # type: ignore[no-untyped-def]
    page = window.game_page
    c = window.controller
    viewer = page.viewer()
    names = [display_name(s.name) for s in c.match.seats]  # as shown: defaults translated
    return [f"{e.index + 1}. {tr_game(e.text_for(viewer), names)}" for e in c.history]


def _rebuilt(page) -> list[str]:  # type: ignore[no-untyped-def]
    """The list as a from-scratch fill would show it."""
    page._history_stale = True
    page._fill_history()
    return page.history_texts()


def _play(window, moves: int) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    for i in range(moves):
        legal = c.state.legal_actions()
        c.play(legal[(i * 5) % len(legal)])
        window.game_page.flush_refresh()  # each move's refresh, which follows the paint


def test_history_grows_in_place_and_equals_a_fresh_rebuild(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    page = window.game_page
    _play(window, 2)
    page.history.item(0).setData(MARK, "kept")
    _play(window, 6)
    assert page.history.count() == len(window.controller.history) == 8
    assert page.history.item(0).data(MARK) == "kept"  # appended to, not rebuilt
    shown = page.history_texts()
    assert shown == _expected(window)
    assert shown == _rebuilt(page)
    assert [int(page.history.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(page.history.count())] == list(range(8))


def test_history_after_undo_and_a_different_move_is_rebuilt(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    page = window.game_page
    c = window.controller
    _play(window, 5)
    page.history.item(0).setData(MARK, "old")
    assert window.controller.undo()
    page.flush_refresh()
    assert page.history.count() == len(c.history) == 4
    assert page.history_texts() == _expected(window) == _rebuilt(page)
    legal = c.state.legal_actions()
    c.play(legal[-1])  # a different line from here on
    page.flush_refresh()
    assert page.history_texts() == _expected(window)
    assert page.history.item(0).data(MARK) is None  # the list was rebuilt
    assert page.history_texts() == _rebuilt(page)


def test_history_follows_a_language_switch(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    page = window.game_page
    _play(window, 4)
    page.history.item(0).setData(MARK, "en")
    try:
        Settings().set("language", "de")
        qtbot.waitUntil(lambda: i18n.current_language() == "de", timeout=20000)
        qtbot.waitUntil(lambda: page.history.item(0).data(MARK) is None, timeout=20000)
        assert page.history_texts() == _expected(window) == _rebuilt(page)
    finally:
        Settings().set("language", "en")
    qtbot.waitUntil(lambda: page.history_texts() == _expected(window), timeout=20000)


def test_history_is_rebuilt_for_another_viewer(window, qtbot, monkeypatch) -> None:
    window.start_new(stairs(), humans(), {})
    page = window.game_page
    _play(window, 3)
    page.history.item(0).setData(MARK, "seat 0")
    c = window.controller
    # Private lines read differently per seat: fake one for seat 1 to see it picked up.
    other = 1 - page.viewer()
    monkeypatch.setitem(c.history[0].private, other, "only the other seat reads this")
    monkeypatch.setattr(page, "viewer", lambda: other)
    page.refresh()
    assert page.history.item(0).data(MARK) is None
    assert page.history.item(0).text() == "1. only the other seat reads this"
    assert page.history_texts() == _expected(window)


# ----- autosave off the GUI thread -------------------------------------------------------------
def test_the_autosave_on_disk_is_the_latest_move(window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    c = window.controller
    for n in range(1, 7):
        _play(window, 1)
        assert autosave.flush()
        record = GameRecord.load(paths.autosave_path())
        assert len(record.actions) == n
        assert record.actions == [h.action for h in c.history]


def test_only_the_newest_waiting_record_is_written(qtbot, tmp_path) -> None:
    """Many records handed in quickly: the file ends up with the last one."""
    from climbdesk.core.record import Match

    record = GameRecord.new(stairs(), humans(), {})
    match = Match(record)
    target = tmp_path / "auto.json"
    writer = autosave.writer()
    owner = autosave.new_owner()
    lengths = []
    for i in range(12):
        legal = match.state.legal_actions()
        match.apply(legal[i % len(legal)])
        writer.submit(owner, target, match.truncated_record())
        lengths.append(match.cursor)
    assert writer.flush()
    assert len(GameRecord.load(target).actions) == lengths[-1]


def test_a_failing_autosave_reaches_the_player(window, qtbot) -> None:
    paths.autosave_path().mkdir(parents=True)  # a folder where the file should go
    window.start_new(stairs(), humans(), {})
    c = window.controller
    errors: list[str] = []
    c.error.connect(errors.append)
    _play(window, 1)
    assert autosave.flush()
    qtbot.waitUntil(lambda: bool(errors), timeout=20000)
    assert errors[0].startswith("Autosave failed: ")
    qtbot.waitUntil(lambda: "Autosave failed" in window.game_page.status.text(), timeout=20000)
    assert paths.autosave_path().is_dir()  # nothing half-written in its place
