"""``climbdesk bench --library``: the command runs and reports (the 10,000-game figure
is measured by hand and recorded in docs/performance.md, never asserted here)."""

from __future__ import annotations

import json

import pytest

from climbdesk.tools.bench import main


def test_the_library_bench_reports_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--library", "40", "--runs", "2", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 40 and report["runs"] == 2
    assert report["open_and_statistics_ms"] >= report["open_ms"] >= 0
    assert set(report) >= {"statistics_ms", "list_all_ms", "file_mb", "met"}
    # File ▸ Library itself, opened in a child process on the same 40 games.
    assert report["dialog_games"] == 40 and report["dialog_max_ms"] >= report["dialog_ms"] > 0
