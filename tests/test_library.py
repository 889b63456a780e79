"""The game library: schema and migrations, writing and reading games, statistics,
the one-time import of stats.json and the pending folder."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.record import GameRecord, Seat
from climbdesk.library import Library, NewerLibraryError, Result, schema
from climbdesk.library.database import Filter
from climbdesk.library.entries import Status
from climbdesk.library.keeper import Keeper
from climbdesk.library.queries import personal_best, statistics
from tests.library_helpers import ANN_VS_EASY, entry, played, with_outcome


@pytest.fixture(scope="module")
def finished() -> list:
    return [played(seed=s) for s in (1, 2, 3)]


def test_a_new_library_has_the_schema_wal_and_foreign_keys(tmp_path: Path) -> None:
    with Library(tmp_path / "lib.sqlite") as lib:
        assert schema.version_of(lib.db) == schema.VERSION
        assert lib.query("PRAGMA journal_mode")[0][0] == "wal"
        assert lib.query("PRAGMA foreign_keys")[0][0] == 1
        assert lib.count() == 0


def test_migrations_run_in_order_and_only_once(tmp_path: Path) -> None:
    calls: list[int] = []

    def step(n: int):  # type: ignore[no-untyped-def]
        def run(db: sqlite3.Connection) -> None:
            calls.append(n)
            db.execute(f"CREATE TABLE t{n} (x)")
        return run

    db = sqlite3.connect(tmp_path / "m.sqlite", isolation_level=None)
    assert schema.migrate(db, [step(0), step(1)]) == 0
    assert schema.migrate(db, [step(0), step(1), step(2)]) == 2
    assert calls == [0, 1, 2] and schema.version_of(db) == 3


def test_a_failing_migration_leaves_the_previous_version(tmp_path: Path) -> None:
    def broken(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE half (x)")
        raise RuntimeError("boom")

    db = sqlite3.connect(tmp_path / "m.sqlite", isolation_level=None)
    with pytest.raises(RuntimeError):
        schema.migrate(db, [broken])
    assert schema.version_of(db) == 0
    assert db.execute("SELECT count(*) FROM sqlite_master WHERE name = 'half'").fetchone()[0] == 0


def test_a_library_from_a_newer_climbdesk_is_refused_and_left_alone(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    db = sqlite3.connect(keeper.path)
    db.execute(f"PRAGMA user_version = {schema.VERSION + 1}")
    db.close()
    before = keeper.path.read_bytes()
    with pytest.raises(NewerLibraryError, match="newer climbdesk"):
        Library(keeper.path)
    with pytest.raises(NewerLibraryError):
        keeper.library()  # not set aside as damaged: a newer climbdesk can read it
    assert keeper.path.read_bytes() == before
    assert list(tmp_path.iterdir()) == [keeper.path]


def test_a_game_is_kept_with_its_record_seats_and_outcome(tmp_path: Path, finished) -> None:
    match = finished[0]
    with Library(tmp_path / "lib.sqlite") as lib:
        game_id = lib.put(entry(match))
        [row] = lib.games()
        assert row.id == game_id and row.status is Status.FINISHED and row.game == "stairs"
        assert row.names == ("Ann", "Bot") and row.turns == match.turns_played()
        assert row.result in (Result.WON, Result.LOST) and row.opponent == "easy"
        # The record is exactly the save file's JSON and loads as the same game.
        data = lib.record_json(game_id)
        assert data == match.truncated_record().to_json()
        loaded = GameRecord.from_json(data)
        assert loaded.actions == match.record.actions
        places = lib.query("SELECT seat, place, won FROM seats ORDER BY seat")
        outcome = match.state.outcome()
        assert [p for _, p, _ in places] == list(outcome.ranking)


def test_saving_again_and_finishing_update_the_same_row(tmp_path: Path) -> None:
    early = played(seed=4, moves=6)
    with Library(tmp_path / "lib.sqlite") as lib:
        lib.put(entry(early, save_path="/saves/a.climbdesk.json"))
        [row] = lib.games()
        assert row.status is Status.SAVED and row.result is Result.UNFINISHED
        done = played(seed=4)
        lib.put(entry(done))
        [row] = lib.games()
        assert row.status is Status.FINISHED and row.save_path == "/saves/a.climbdesk.json"
        assert lib.query("SELECT count(*) FROM seats")[0][0] == 2


def test_delete_removes_seats_and_record_too(tmp_path: Path, finished) -> None:
    with Library(tmp_path / "lib.sqlite") as lib:
        ids = [lib.put(entry(m)) for m in finished]
        lib.delete(ids[0])
        assert lib.count() == 2
        assert lib.query("SELECT count(*) FROM seats WHERE game_id = ?", (ids[0],))[0][0] == 0
        assert lib.query("SELECT count(*) FROM records WHERE game_id = ?", (ids[0],))[0][0] == 0


def test_filters_by_game_opponent_player_result_and_date(tmp_path: Path) -> None:
    win = Outcome.single_winner(0, 2)
    loss = Outcome.single_winner(1, 2)
    pair = [Seat("Ann"), Seat("Cy")]
    with Library(tmp_path / "lib.sqlite") as lib:
        lib.put(with_outcome(win, ANN_VS_EASY, seed=1, ended="2026-03-01T10:00:00+00:00"))
        lib.put(with_outcome(loss, [Seat("Ann"), Seat("B", "bot", "hard")], seed=2,
                             ended="2026-03-05T10:00:00+00:00"))
        lib.put(with_outcome(win, pair, game="cantstop", seed=3,
                             ended="2026-04-01T10:00:00+00:00"))
        assert [g.game for g in lib.games(Filter(game="cantstop"))] == ["cantstop"]
        assert [g.opponent for g in lib.games(Filter(opponent="hard"))] == ["hard"]
        assert [g.result for g in lib.games(Filter(result=Result.WON))] == [Result.WON]
        assert len(lib.games(Filter(player="Cy"))) == 1
        assert len(lib.games(Filter(player="Ann"))) == 3
        assert len(lib.games(Filter(player="B"))) == 0  # a bot is not a named opponent
        assert len(lib.games(Filter(since="2026-03-02", until="2026-04-02"))) == 2
        assert [g.ended[:10] for g in lib.games()] == ["2026-04-01", "2026-03-05", "2026-03-01"]
        assert lib.player_names() == ["Ann", "Cy"]


def test_statistics_are_queries_in_the_old_shape(tmp_path: Path) -> None:
    with Library(tmp_path / "lib.sqlite") as lib:
        lib.put(with_outcome(Outcome.single_winner(0, 2), ANN_VS_EASY, seed=1))
        lib.put(with_outcome(Outcome.single_winner(1, 2), ANN_VS_EASY, seed=2))
        lib.put(with_outcome(Outcome.single_winner(1, 2), [Seat("Ann"), Seat("Cy")], seed=3))
        lib.put(with_outcome(Outcome.from_ranking((1, 1)), [Seat("Ann"), Seat("Cy")], seed=4))
        lib.put(with_outcome(Outcome.single_winner(0, 2), [Seat("X", "bot", "hard"),
                                                          Seat("Y", "bot", "easy")], seed=5))
        lib.put(entry(played(seed=6, moves=4)))  # saved, unfinished: not counted
        stairs = statistics(lib)["games"]["stairs"]
        assert (stairs["played"], stairs["won"]) == (4, 1)
        assert stairs["opponents"] == {"easy": {"played": 2, "won": 1},
                                       "human": {"played": 2, "won": 0}}
        assert stairs["players"] == {"Ann": {"played": 4, "won": 1},
                                     "Cy": {"played": 2, "won": 1}}


def test_solitaire_best_and_a_resigned_solitaire_game_is_no_win(tmp_path: Path) -> None:
    ann = [Seat("Ann")]
    with Library(tmp_path / "lib.sqlite") as lib:
        for seed, turns in ((1, 12.0), (2, 9.0), (3, 15.0)):
            lib.put(with_outcome(Outcome((1,), (turns,), Termination.SOLITAIRE), ann,
                                 game="cantstop", seed=seed))
        lib.put(with_outcome(Outcome((1,), (), Termination.RESIGNED), ann, game="cantstop",
                             seed=4))
        per = statistics(lib)["games"]["cantstop"]["players"]["Ann"]
        assert per == {"played": 4, "won": 3, "best": 9}
        assert personal_best(lib, "cantstop", "Ann") == 9
        assert personal_best(lib, "cantstop", "Bob") is None


OLD_STATS: dict = {"version": 1, "games": {"stairs": {
    "played": 41, "won": 20, "opponents": {"easy": {"played": 30, "won": 20},
                                           "human": {"played": 11, "won": 0}},
    "players": {"Ann": {"played": 41, "won": 25}}}}}
OLD_STATS["games"]["cantstop"] = {
    "played": 3, "won": 3, "opponents": {"human": {"played": 3, "won": 0}},
    "players": {"Ann": {"played": 3, "won": 3, "best": 11}}}


def test_stats_json_is_imported_once_then_retired(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text(json.dumps(OLD_STATS))
    keeper = Keeper(tmp_path)
    keeper.keep(with_outcome(Outcome.single_winner(0, 2), ANN_VS_EASY, seed=1))
    stats = statistics(keeper.library())["games"]
    assert (stats["stairs"]["played"], stats["stairs"]["won"]) == (42, 21)
    assert stats["stairs"]["opponents"]["easy"] == {"played": 31, "won": 21}
    assert stats["stairs"]["players"]["Ann"] == {"played": 42, "won": 26}
    assert personal_best(keeper.library(), "cantstop", "Ann") == 11
    assert not (tmp_path / "stats.json").exists()
    assert (tmp_path / "stats.json.imported").exists()
    keeper.close()
    # A stats.json that comes back (an old climbdesk ran) is not counted twice.
    (tmp_path / "stats.json").write_text(json.dumps(OLD_STATS))
    again = Keeper(tmp_path)
    assert statistics(again.library())["games"]["stairs"]["played"] == 42
    assert not (tmp_path / "stats.json").exists()


def test_a_damaged_stats_json_is_set_aside_and_an_unreadable_one_left(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text("{damaged")
    keeper = Keeper(tmp_path)
    keeper.library()
    assert list(tmp_path.glob("stats.broken-*.json"))
    assert any("stats.broken-" in str(n) for n in keeper.notes)
    other = tmp_path / "other"
    (other / "stats.json").mkdir(parents=True)  # a folder in its place: cannot be read
    second = Keeper(other)
    second.library()
    assert (other / "stats.json").is_dir()
    assert any("left as it is" in str(n) for n in second.notes)


def test_a_pending_game_is_imported_at_the_next_open(tmp_path: Path, finished) -> None:
    keeper = Keeper(tmp_path)
    keeper._write_pending(entry(finished[1]))
    keeper._write_pending(entry(finished[2]))
    (keeper.pending_dir / "junk.json").write_text("[1, 2")
    assert keeper.library().count() == 2
    assert sorted(p.name for p in keeper.pending_dir.iterdir()) == ["junk.json.broken"]
    assert any("junk.json" in str(n) for n in keeper.notes)


def test_tallies_give_win_rate_trend_streaks_and_length(tmp_path: Path) -> None:
    from climbdesk.library.queries import tallies

    win, loss = Outcome.single_winner(0, 2), Outcome.single_winner(1, 2)
    sequence = [win, win, loss, win, win, win, loss]
    with Library(tmp_path / "lib.sqlite") as lib:
        for i, outcome in enumerate(sequence):
            lib.put(with_outcome(outcome, ANN_VS_EASY, seed=100 + i,
                                 ended=f"2026-05-{10 + i:02d}T10:00:00+00:00"))
        lib.put(with_outcome(win, [Seat("Ann"), Seat("Cy")], seed=1))
        lib.import_stats([("stairs", "opponent", "easy", 3, 3, None)])
        easy, human = tallies(lib)
        assert (easy.opponent, easy.played, easy.won, easy.kept) == ("easy", 10, 8, 7)
        assert easy.best_streak == 3 and easy.streak == -1
        assert easy.win_rate == 80.0 and easy.average_turns == 10.0
        assert easy.fastest_win == 10
        assert [round(x) for x in easy.trend] == [100, 100, 67, 75, 80, 83, 71]
        assert human.opponent == "human" and human.win_rate is None and human.trend == []
