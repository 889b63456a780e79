"""The arena and bench command lines: they run, rotate seats, replay, and report what they say."""

from __future__ import annotations

import doctest
import json

import pytest

import climbdesk.tools.stats
from climbdesk.__main__ import main as climbdesk_main
from climbdesk.tools import arena


def run_json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> dict:  # type: ignore[type-arg]
    assert climbdesk_main(argv) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_arena_json_has_every_field(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, ["arena", "stairs", "--players", "easy,random", "--games", "4",
                            "--seed", "3", "--jobs", "1", "--json"])
    assert out["game"] == "stairs" and out["games"] == 4 and out["seed"] == 3
    assert out["players"] == ["easy", "random"]
    assert out["average_plies"] > 10
    for label in ("easy", "random"):
        b = out["bots"][label]
        assert b["wins"] + b["draws"] + b["losses"] == 4
        lo, hi = b["win_ci95"]
        assert 0.0 <= lo <= b["win_rate"] <= hi <= 1.0
        assert b["first_seat_games"] == 2  # seats rotate
        assert b["decisions"] > 0
        assert set(b["decision_seconds"]) == {"median", "p95", "max"}
    assert out["bots"]["easy"]["wins"] + out["bots"]["random"]["wins"] == 4  # Stairs has no draws


def test_arena_replays_under_a_seed_whatever_the_job_count(
        capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "stairs", "--players", "random,easy", "--games", "4", "--seed", "9",
            "--json"]
    one = run_json(capsys, argv + ["--jobs", "1"])
    two = run_json(capsys, argv + ["--jobs", "2"])
    for label in ("random", "easy"):
        assert one["bots"][label]["wins"] == two["bots"][label]["wins"]
        assert one["bots"][label]["decisions"] == two["bots"][label]["decisions"]
    assert one["average_plies"] == two["average_plies"]


def test_arena_games_differ_between_seeds() -> None:
    plies = {arena.play_game(("stairs", {"pie": False}, ["random", "random"], s, 0))["plies"]
             for s in range(6)}
    winners = [arena.play_game(("stairs", {"pie": False}, ["easy", "easy"], 1, i))["winners"]
               for i in range(6)]
    assert len(plies) > 1
    assert len({tuple(w) for w in winners}) > 1


def test_arena_text_output_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert climbdesk_main(["arena", "stairs", "--players", "random,random", "--games", "2",
                           "--option", "pie=yes", "--jobs", "1"]) == 0
    text = capsys.readouterr().out
    assert "random#1" in text and "random#2" in text and "'pie': True" in text
    assert "average game length" in text


@pytest.mark.parametrize("argv", [
    ["arena", "nosuchgame"],
    ["arena", "stairs", "--players", "hard,grandmaster"],
    ["arena", "stairs", "--option", "colour=blue"],
    ["arena", "stairs", "--games", "0"],
])
def test_arena_rejects_bad_arguments(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert climbdesk_main(argv) == 2
    assert "climbdesk arena:" in capsys.readouterr().err


@pytest.mark.parametrize(("argv", "says"), [
    (["--jobs", "100000"], "--jobs: a number of worker processes from 1 to"),
    (["--jobs", "0"], "--jobs: a number of worker processes from 1 to"),
    (["--jobs", "-2"], "--jobs: a number of worker processes from 1 to"),
    (["--games", "1e20"], "--games: a game count from 1 to 1,000,000 is needed, not '1e20'"),
    (["--games", "1" + "0" * 20], "--games: a game count from 1 to 1,000,000"),
    (["--seed", "-1"], "--seed: a seed from 0 to"),
    (["--seed", "9" * 5000], "--seed: a seed from 0 to"),
    (["--players", ","], "--players needs at least one level"),
    (["--players", "hard,normal,easy"], "Stairs is for exactly 2 players, not 3"),
    (["--option", "pie=maybe"], "option 'pie' expects yes or no"),
])
def test_arena_bounds_and_explains_every_argument(argv: list[str], says: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert climbdesk_main(["arena", "stairs", *argv]) == 2
    assert says in " ".join(capsys.readouterr().err.split())


def test_arena_option_names_the_allowed_choices(capsys: pytest.CaptureFixture[str]) -> None:
    for value in ("6", "6.0", "six"):
        assert climbdesk_main(["arena", "cantstop", "--option", f"columns={value}"]) == 2
        assert "must be one of 3, 4, 5" in capsys.readouterr().err


def test_arena_never_starts_more_workers_than_games(monkeypatch: pytest.MonkeyPatch) -> None:
    import multiprocessing

    asked: list[int] = []

    class FakePool:
        def __init__(self, jobs: int) -> None:
            asked.append(jobs)

        def __enter__(self) -> FakePool:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def imap(self, fn, tasks, chunksize: int = 1):  # type: ignore[no-untyped-def]
            return map(fn, tasks)

    class Context:
        Pool = FakePool

    monkeypatch.setattr(multiprocessing, "get_context", lambda _kind: Context())
    arena.run("stairs", ["random", "random"], 2, 1, {"pie": False}, 3)
    assert asked == [2]


@pytest.mark.parametrize(("argv", "says"), [
    (["--seconds", "nan"], "--seconds: a time in seconds above 0 and at most 3600"),
    (["--seconds", "-1"], "--seconds: a time in seconds above 0"),
    (["--seconds", "0"], "--seconds: a time in seconds above 0"),
    (["--seconds", "inf"], "--seconds: a time in seconds above 0"),
    (["--seconds", "1e9"], "--seconds: a time in seconds above 0"),
    (["--undo", "0"], "--undo: a repeat count from 1 to 100,000"),
    (["--seed", "x"], "--seed: a seed from 0 to"),
])
def test_bench_bounds_and_explains_every_argument(argv: list[str], says: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert climbdesk_main(["bench", "stairs", *argv]) == 2
    assert says in " ".join(capsys.readouterr().err.split())


def test_bench_reports_playouts_and_every_level(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, ["bench", "stairs", "--seconds", "0.05", "--json"])
    assert len(out) == 1 and out[0]["game"] == "stairs"
    assert out[0]["playouts_per_second"] > 0
    assert set(out[0]["levels"]) == {"easy", "normal", "hard"}
    for t in out[0]["levels"].values():
        assert t["decisions"] >= 1 and t["median"] <= t["p95"] <= t["max"]
    legal = out[0]["legal_actions"]  # timed cold at every decision of Easy-bot games
    assert legal["decisions"] > 10 and 0 < legal["median_ms"] <= legal["p95_ms"] <= legal["max_ms"]


def test_bench_uses_a_games_fast_playout_when_it_has_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, ["bench", "cantstop", "--seconds", "0.05", "--json"])
    assert out[0]["fast_random_games_per_second"] > 0
    stairs = run_json(capsys, ["bench", "stairs", "--seconds", "0.05", "--json"])
    assert stairs[0]["fast_random_games_per_second"] is None


def test_fast_playout_reaches_the_end_of_real_games() -> None:
    import random

    from climbdesk.core import get_game

    game = get_game("cantstop")
    assert all((game.fast_random_game(random.Random(s)) or 0) > 10 for s in range(20))


def test_stats_doctests() -> None:
    assert doctest.testmod(climbdesk.tools.stats).failed == 0
    assert arena.labels_for(["hard", "hard", "easy"]) == ["hard#1", "hard#2", "easy"]


def test_bench_reports_the_search_path_next_to_the_validating_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, ["bench", "summit", "--seconds", "0.05", "--json", "--no-levels"])
    r = out[0]
    assert r["search_playouts_per_second"] > 0 and r["playouts_per_second"] > 0
    assert r["search_vs_validating"] > 0 and r["interleaved_rounds"] >= 1
    assert "levels" not in r


def test_bench_baseline_and_undo_modes_report_their_keys(
        capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    here = str(Path(__file__).resolve().parent.parent)  # this checkout serves as its own baseline
    out = run_json(capsys, ["bench", "cantstop", "--seconds", "0.05", "--json", "--no-levels",
                            "--baseline", here, "--undo", "3"])
    r = out[0]
    assert r["baseline"]["playouts_per_second"] > 0
    assert r["search_vs_baseline"] > 0 and r["validating_vs_baseline"] > 0
    u = r["undo"]
    assert u["actions"] >= 300 and u["repeats"] == 3
    for key in ("undo_ms", "state_at_ms", "baseline_undo_ms"):
        assert 0 <= u[key]["median"] <= u[key]["max"]


FAKE_PEER = '''
import random

class Game:
    """Just the peer's API: a race to 30 steps; each roll may bust."""

    def __init__(self, n_players, dice_number, dice_value, column_range, offset, height):
        self.turn, self.steps, self.choosing = 0, [0, 0], True

    def available_moves(self):
        return [(2, 3), (4,)] if self.choosing else ["y", "n"]

    def is_player_busted(self, moves):
        if self.choosing and random.random() < 0.2:
            self.turn = 1 - self.turn
            return True
        return False

    def play(self, chosen):
        if chosen in ("y", "n"):
            self.choosing = True
            if chosen == "n":
                self.turn = 1 - self.turn
            return
        self.steps[self.turn] += 1
        self.choosing = False

    def is_finished(self):
        done = max(self.steps) >= 30
        return (1 + self.steps.index(max(self.steps)) if done else 0), done
'''


def test_bench_peer_mode_reports_every_contender(
        capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    (tmp_path / "game.py").write_text(FAKE_PEER, encoding="utf-8")
    out = run_json(capsys, ["bench", "cantstop", "--seconds", "0.05", "--json", "--no-levels",
                            "--peer", str(tmp_path)])
    peer = out[0]["peer"]
    assert peer["games_per_second"] > 0 and peer["path"] == str(tmp_path.resolve())
    for key in ("search_vs_peer", "fast_vs_peer", "validating_vs_peer"):
        assert peer[key] > 0


def test_bench_peer_needs_cantstop_and_a_peer_checkout(
        capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    assert climbdesk_main(["bench", "stairs", "--peer", str(tmp_path)]) == 2
    assert climbdesk_main(["bench", "cantstop", "--peer", str(tmp_path)]) == 2
    assert climbdesk_main(["bench", "stairs", "--baseline", str(tmp_path)]) == 2
    assert "climbdesk bench:" in capsys.readouterr().err
