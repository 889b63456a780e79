"""``climbdesk bench --startup/--per-move`` really starts windows and plays moves."""

from __future__ import annotations

from climbdesk.tools import bench_startup


def test_startup_bench_times_both_windows_and_gives_a_ratio() -> None:
    result = bench_startup.startup(runs=1)
    assert set(result["median"]) == {"bare", "climbdesk"}
    assert all(t > 0 for t in result["median"].values())
    assert result["ratio"]["climbdesk"] == result["median"]["climbdesk"] / result["median"]["bare"]
    assert "x bare" in bench_startup.format_text(result, None)


def test_per_move_bench_plays_the_moves_it_was_asked_for() -> None:
    result = bench_startup.per_move(rounds=1, moves=3)
    assert set(result["median"]) == {"climbdesk hidden", "climbdesk shown"}
    assert all(0 < t < 10 for t in result["median"].values())
    # The GUI thread's CPU is part of the process's (which adds the autosave writer).
    for name, gui in result["gui_cpu"].items():
        assert 0 < gui["median"] <= result["cpu"][name]["median"] + 1e-3
    assert "GUI thread CPU median" in bench_startup.format_text(None, result)
    # Issue 17's figure, shown only: play() to the board's repaint, within the whole move,
    # and the longest single turn of the loop no longer than the whole move.
    shown = "climbdesk shown"
    assert set(result["paint_cpu"]) == {shown}  # hidden: the board never paints
    paint, play = result["paint_cpu"][shown], result["play_cpu"][shown]
    assert 0 < play["median"] <= paint["median"] <= result["gui_cpu"][shown]["p90"] + 1e-3
    assert paint["missing"] < 3
    assert 0 < result["tick_cpu"][shown]["max"] <= max(result["gui_cpu"][shown]["p90"], 1.0)
    assert "to the board's repaint" in bench_startup.format_text(None, result)


def test_per_move_bench_turns_the_climbers_view_when_shown() -> None:
    """Issue 17: a quarter turn of the view is timed after each shown Climbers move."""
    result = bench_startup.per_move(rounds=1, moves=3, games=["climbers"])
    assert set(result["turn"]) == {"climbdesk shown"}  # hidden: no paint to wait for
    assert result["turn"]["climbdesk shown"]["count"] == 3
    assert 0 < result["turn"]["climbdesk shown"]["median"] < 10
    assert "turning the view" in bench_startup.format_text(None, result)
    # The turn's figure is its first frame (to the board's repaint), within the whole turn.
    shown = "climbdesk shown"
    assert 0 < result["turn_cpu"][shown]["median"] <= result["turn"][shown]["median"] + 1e-3
    assert result["turn"][shown]["median"] <= result["turn_whole"][shown]["median"] + 1e-3


def test_per_move_bench_plays_the_same_deals_for_the_same_round(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """crash12: each match drew a seed of its own, so the two sides of a comparison
    played different deals and the wall's medians swung 1-2 ms; now the round's seed
    gives the matches theirs."""
    runs = [bench_startup._moves_once(bench_startup.HERE, tmp_path / str(i), 4, 7, False, "wall")
            for i in range(2)]
    assert runs[0]["seeds"] and runs[0]["seeds"] == runs[1]["seeds"]
    assert runs[0]["kinds"] == runs[1]["kinds"]


def test_the_game_start_bench_times_each_start_to_the_boards_first_paint() -> None:
    """Issue 17 (start14): ``bench --game-start`` starts games in the real window and
    reports, per start, the longest turn of the event loop and the GUI CPU in all."""
    from climbdesk.tools import bench_game_start

    result = bench_game_start.game_start(rounds=1, starts=2, games=["climbers"],
                                         players=(2,), kinds=("new", "resume"))
    assert set(result["variants"]) == {"climbdesk climbers 2p new",
                                       "climbdesk climbers 2p resume"}
    for figures in result["variants"].values():
        for when in ("first", "later"):
            f = figures[when]
            assert f["count"] == 1
            assert 0 < f["to_paint_max"] <= f["to_paint_cpu"] <= f["idle_cpu"] + 1e-9
            assert f["to_paint_max"] <= f["idle_max"] <= f["worst_turn"] + 1e-9
            assert f["work_turns"] >= 2  # the start is more than one turn of the loop
    assert "longest" in bench_game_start.format_text(result)


def test_the_game_start_bench_also_times_the_resume_at_launch_and_file_open() -> None:
    """Issue 17 (start15): the resume offered when the app starts and File ▸ Open are
    ways into a game too; ``--kinds launch,open`` times them like the others."""
    from climbdesk.tools import bench_game_start

    result = bench_game_start.game_start(rounds=1, starts=1, games=["climbers"],
                                         players=(2,), kinds=("launch", "open"))
    assert set(result["variants"]) == {"climbdesk climbers 2p launch",
                                       "climbdesk climbers 2p open"}
    for figures in result["variants"].values():
        f = figures["first"]
        assert f["count"] == 1 and f["work_turns"] >= 2 and f["to_paint_max"] > 0
    assert bench_game_start.run(1, 1, ["climbers"], None, False, kinds=("sideways",)) == 2
