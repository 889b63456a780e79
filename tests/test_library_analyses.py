"""Analyses kept in the library (issue 19): the v2 migration, keeping, reading, deleting."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from climbdesk.library import Library, schema
from climbdesk.library.analyses import keep_analysis, stored_analysis
from tests.library_helpers import entry, played

ANALYSIS = {"seat": 0, "level": "hard", "seed": 3, "playouts": 64, "verdicts": []}


def test_a_version_1_library_gains_the_analyses_table_and_keeps_its_games(
        tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, schema.MIGRATIONS[:1])
    assert schema.version_of(db) == 1
    db.close()
    with Library(path) as lib:
        assert schema.version_of(lib.db) == schema.VERSION == 2
        assert lib.query("SELECT count(*) FROM analyses")[0][0] == 0


def test_an_analysis_is_kept_per_game_seat_and_level_and_goes_with_its_game(
        tmp_path: Path) -> None:
    match = played(seed=4)
    record = match.truncated_record()
    with Library(tmp_path / "lib.sqlite") as lib:
        assert not keep_analysis(lib, record, 0, "hard", ANALYSIS)  # not in the library yet
        game_id = lib.put(entry(match))
        assert stored_analysis(lib, record, 0, "hard") is None
        assert keep_analysis(lib, record, 0, "hard", ANALYSIS)
        assert keep_analysis(lib, record, 0, "hard", {**ANALYSIS, "seed": 4})  # replaced
        assert stored_analysis(lib, record, 0, "hard") == {**ANALYSIS, "seed": 4}
        assert stored_analysis(lib, record, 1, "hard") is None
        lib.delete(game_id)
        assert lib.query("SELECT count(*) FROM analyses")[0][0] == 0


def test_a_damaged_analysis_row_reads_as_none(tmp_path: Path) -> None:
    match = played(seed=5)
    record = match.truncated_record()
    with Library(tmp_path / "lib.sqlite") as lib:
        lib.put(entry(match))
        keep_analysis(lib, record, 0, "hard", ANALYSIS)
        lib.db.execute("UPDATE analyses SET json = '{not json'")
        assert stored_analysis(lib, record, 0, "hard") is None
