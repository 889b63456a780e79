"""File ▸ Library (issue 19): games land there when they end or are saved, and the
dialog filters, sorts, opens, exports, deletes and imports them."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QComboBox, QWidget

from climbdesk.core.record import GameRecord, Seat
from climbdesk.library import Result
from climbdesk.library.entries import now_iso
from climbdesk.ui import stats
from climbdesk.ui.library_dialog import PLAYER, LibraryDialog
from tests.library_helpers import entry, played

from .app_helpers import dialogs, humans, stairs, vs_bot, window  # noqa: F401
from .test_accessibility import assert_named, assert_tab_order


def _fill() -> None:
    keeper = stats.keeper()
    keeper.keep(entry(played(seed=1), ended="2026-03-01T10:00:00+00:00"))
    keeper.keep(entry(played(seed=2, seats=[Seat("Ann"), Seat("H", "bot", "hard")]),
                      ended="2026-03-02T10:00:00+00:00"))
    keeper.keep(entry(played("cantstop", [Seat("Ann"), Seat("Cy")], seed=3), ended=now_iso()))
    keeper.keep(entry(played(seed=4, moves=5), ended=now_iso(),
                      save_path="/saves/x.climbdesk.json"))


def _dialog(qtbot) -> LibraryDialog:  # type: ignore[no-untyped-def]
    dialog = LibraryDialog()
    qtbot.addWidget(dialog)
    return dialog


def _choose(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def test_a_finished_game_lands_in_the_library_and_opens_in_review(window, qtbot,
                                                                   dialogs, monkeypatch) -> None:
    window.start_new(stairs(), vs_bot(), {})
    c = window.controller
    c.play(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    window.resign()
    [row] = stats.keeper().library().games()
    assert row.result is Result.LOST and row.names == ("Ann", "Robo")
    assert row.opponent == "easy" and row.reason == "resigned"
    saved = stats.keeper().library().record_json(row.id)
    assert saved == c.match.truncated_record().to_json()

    def run(self: LibraryDialog) -> int:
        self.open_selected()
        return int(self.result())

    monkeypatch.setattr(LibraryDialog, "exec", run)
    assert window.open_library()
    page = window.reviews.page  # a finished game opens in review mode, as File ▸ Open does
    assert window.stack.currentWidget() is page
    assert page.session is not None
    assert page.session.match.record.actions == c.match.record.actions
    assert len(stats.keeper().library().games()) == 1  # opening does not count it again


def test_saving_keeps_the_game_and_saving_again_updates_it(window, tmp_path: Path) -> None:
    window.start_new(stairs(), humans(), {})
    c = window.controller
    c.play(c.state.legal_actions()[0])
    target = tmp_path / "g.climbdesk.json"
    assert window.save_as(target)
    [row] = stats.keeper().library().games()
    assert row.result is Result.UNFINISHED and row.save_path == str(target)
    c.play(c.state.legal_actions()[0])
    assert window.save()
    [row] = stats.keeper().library().games()
    assert row.turns == c.match.turns_played()


def test_a_locked_library_is_reported_once_and_the_games_wait(window, qtbot,
                                                              monkeypatch) -> None:
    keeper = stats.keeper()
    keeper.library()
    holder = sqlite3.connect(keeper.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(keeper.library(), "db", sqlite3.connect(keeper.path, timeout=0.05,
                                                                isolation_level=None))
    try:
        for round_ in range(2):
            window.start_new(stairs(), vs_bot(), {})
            window.controller.resign(0)
            said = "could not be added to the library" in window.game_page._error
            assert said == (round_ == 0), window.game_page._error
        assert len(list(keeper.pending_dir.glob("*.json"))) == 2
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    keeper.close()
    assert len(keeper.library().games()) == 2  # taken in at the next open


def test_filters_and_sorting(qtbot) -> None:
    _fill()
    dialog = _dialog(qtbot)
    assert dialog.model.rowCount() == 4
    _choose(dialog.game_filter, "cantstop")
    assert [r.game for r in dialog.model.rows] == ["cantstop"]
    assert "Cy won" in dialog.model.data(dialog.model.index(0, 3))
    _choose(dialog.game_filter, None)
    _choose(dialog.opponent_filter, "hard")
    assert [r.opponent for r in dialog.model.rows] == ["hard"]
    _choose(dialog.opponent_filter, PLAYER + "Cy")
    assert [r.game for r in dialog.model.rows] == ["cantstop"]
    _choose(dialog.opponent_filter, None)
    _choose(dialog.result_filter, Result.UNFINISHED.value)
    assert [r.save_path for r in dialog.model.rows] == ["/saves/x.climbdesk.json"]
    _choose(dialog.result_filter, None)
    _choose(dialog.period_filter, 30)  # the two March games are older than that
    assert len(dialog.model.rows) == 2
    _choose(dialog.period_filter, None)
    dialog.table.sortByColumn(5, Qt.SortOrder.AscendingOrder)
    model = dialog.table.model()
    turns = [int(model.index(i, 5).data()) for i in range(model.rowCount())]
    assert turns == sorted(turns) and len(turns) == 4


def test_export_delete_and_import(qtbot, dialogs, tmp_path: Path, monkeypatch) -> None:
    _fill()
    dialog = _dialog(qtbot)
    _choose(dialog.game_filter, "cantstop")
    target = tmp_path / "out.climbdesk.json"
    monkeypatch.setattr(dialog, "ask_export_path", lambda _default: target)
    dialog.export_button.click()
    exported = GameRecord.load(target)
    assert exported.game == "cantstop" and len(exported.actions) > 10
    dialog.delete_button.click()  # no question: Undo brings it back
    assert not dialogs.questions and "Undo" in dialog.problem.text()
    assert dialog.model.rowCount() == 0 and stats.keeper().library().count() == 3
    monkeypatch.setattr(dialog, "ask_import_path", lambda: target)
    dialog.import_button.click()
    assert dialog.model.rowCount() == 1 and "Imported" in dialog.problem.text()
    assert dialog.model.rows[0].save_path == str(target)
    broken = tmp_path / "broken.climbdesk.json"
    broken.write_text("{")
    monkeypatch.setattr(dialog, "ask_import_path", lambda: broken)
    dialog.import_button.click()
    assert dialogs.errors and "cannot be imported" in dialogs.errors[-1]


def test_every_control_is_named_and_reachable_by_keyboard(qtbot) -> None:
    _fill()
    dialog = _dialog(qtbot)
    controls: list[QWidget] = [dialog.game_filter, dialog.opponent_filter,
                               dialog.result_filter, dialog.period_filter, dialog.table,
                               dialog.open_button, dialog.export_button, dialog.delete_button,
                               dialog.import_button]
    for widget in controls:
        assert widget.accessibleName(), widget
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus, widget
    for label in (dialog.game_label, dialog.opponent_label, dialog.result_label,
                  dialog.period_label):
        assert "&" in label.text() and label.buddy() is not None
    buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    assert all("&" in b.text() for b in buttons)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.open_button.isEnabled()  # with games listed, every button is in the chain
    assert_named("library with games", dialog)
    assert_tab_order("library with games", dialog)


def test_a_damaged_library_opens_the_dialog_and_says_what_happened(qtbot) -> None:
    path = stats.keeper().path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database at all" * 100)
    dialog = _dialog(qtbot)
    assert "kept as" in dialog.problem.text() and dialog.problem.isVisibleTo(dialog)
    assert dialog.model.rowCount() == 0 and not dialog.open_button.isEnabled()


def test_rows_are_read_a_page_at_a_time_in_the_order_sql_gives(qtbot, monkeypatch) -> None:
    from climbdesk.ui import library_model

    monkeypatch.setattr(library_model, "PAGE", 3)
    _fill()
    dialog = _dialog(qtbot)
    model = dialog.model
    assert model.total == 4 and model.rowCount() == 3 and model.canFetchMore()
    assert "4 games" in dialog.count.text()  # counted, not read
    dialog.table.sortByColumn(5, Qt.SortOrder.AscendingOrder)
    everything = sorted(r.turns for r in stats.keeper().library().games())
    assert [r.turns for r in model.rows] == everything[:3]  # the smallest of all games
    model.fetchMore()
    assert [r.turns for r in model.rows] == everything and not model.canFetchMore()
    dialog.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # by the title shown
    while model.canFetchMore():
        model.fetchMore()
    titles = [model.data(model.index(i, 1)) for i in range(model.rowCount())]
    assert titles == sorted(titles, reverse=True)


def test_undo_brings_deleted_games_back_with_record_and_analyses(qtbot) -> None:
    from climbdesk.library.analyses import keep_analysis, stored_analysis

    _fill()
    library = stats.keeper().library()
    dialog = _dialog(qtbot)
    assert not dialog.undo_button.isEnabled()
    row = dialog.selected()
    assert row is not None
    record = GameRecord.from_json(library.record_json(row.id))
    assert keep_analysis(library, record, 0, "hard", {"seed": 1, "playouts": 4, "x": [1]})
    before = library.games()
    dialog.delete_button.click()
    second = dialog.selected()
    assert second is not None and second.id != row.id
    dialog.delete_button.click()
    assert library.count() == 2 and dialog.undo_button.isEnabled()
    assert stored_analysis(library, record, 0, "hard") is None
    assert dialog.undo_shortcut.key() == QKeySequence(QKeySequence.StandardKey.Undo)
    dialog.undo_shortcut.activated.emit()  # Ctrl+Z (the offscreen dialog is never active)
    assert library.count() == 3 and dialog.selected() == second  # the last one first
    dialog.undo_button.click()
    assert library.games() == before and not dialog.undo_button.isEnabled()
    assert "back" in dialog.problem.text() and dialog.selected() == row
    assert GameRecord.from_json(library.record_json(row.id)).to_json() == record.to_json()
    assert stored_analysis(library, record, 0, "hard") == {"seed": 1, "playouts": 4, "x": [1]}
    dialog.undo_button.click()  # nothing left to undo: nothing happens
    assert library.count() == 4


def test_a_kept_game_whose_replay_fails_says_it_cannot_be_opened(window, qtbot,
                                                                 monkeypatch) -> None:
    """Review16: the dialog's Open read the game without replaying it, and the window's
    replay (after the set-up work, from a callback) caught only a RecordError; a
    replay's HiddenInformationError escaped.  It says "Cannot open game" again, as the
    dialog did for every error it caught."""
    from climbdesk.core.errors import HiddenInformationError
    from climbdesk.ui import messages

    stats.keeper().keep(entry(played(seed=1), ended=now_iso()))
    real = GameRecord.from_json.__func__  # type: ignore[attr-defined]

    def hidden(cls: type[GameRecord], data: object, *, check_replay: bool = True) -> GameRecord:
        if check_replay:
            raise HiddenInformationError("a hidden card in the replay")
        return real(cls, data, check_replay=False)  # type: ignore[no-any-return]

    monkeypatch.setattr(GameRecord, "from_json", classmethod(hidden))
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(messages, "error", lambda _p, title, text: said.append((title, text)))

    def run(self: LibraryDialog) -> int:
        self.open_selected()
        return int(self.result())

    monkeypatch.setattr(LibraryDialog, "exec", run)
    assert not window.open_library()
    assert said == [("Cannot open game", "a hidden card in the replay")]
    assert window.stack.currentWidget() is window.start_page and window.controller is None
