"""``climbdesk bench --gui`` plays in the real window and reports tick gaps."""

from __future__ import annotations

import json

import pytest

from climbdesk.tools import bench_gui
from climbdesk.tools.bench import main as bench_main


def test_gap_figures() -> None:
    figures = bench_gui.gap_figures([10.0, 10.0, 12.0, 90.0])
    assert figures["max"] == 90.0 and figures["p99"] == 90.0 and figures["ticks"] == 4
    assert bench_gui.gap_figures([])["max"] == 0.0


def test_bench_gui_plays_bot_turns_in_the_window_with_the_worker_process(
        capsys: pytest.CaptureFixture[str]) -> None:
    bench_main(["stairs", "--gui", "--turns", "3", "--level", "normal", "--json"])
    results = json.loads(capsys.readouterr().out)
    assert [r["runner"] for r in results] == ["process"]
    game = results[0]["games"][0]
    assert game["game"] == "stairs" and game["bot_turns"] >= 3
    assert results[0]["overall"]["ticks"] + results[0]["moves"]["ticks"] > 0
    assert results[0]["games"][0]["levels"], "the report names the bots that played"
