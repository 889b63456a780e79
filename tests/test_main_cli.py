"""The ``climbdesk`` command line (issue 9, player item 19): --version and --help answer
without opening a window, an unknown flag is an error, and Qt's options reach Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from climbdesk import __version__
from climbdesk.__main__ import main, split_qt_arguments

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def no_window(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, object]]:
    """Records what would have started the app instead of starting it."""
    import climbdesk.ui.app as app

    started: list[tuple[object, object]] = []

    def run(file: object = None, qt_args: object = None) -> int:
        started.append((file, qt_args))
        return 0

    monkeypatch.setattr(app, "run", run)
    return started


def test_version_prints_and_starts_nothing(capsys: pytest.CaptureFixture[str],
                                           no_window: list[object]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"climbdesk {__version__}"
    assert no_window == []


def test_version_and_help_need_no_qt() -> None:
    code = ("import sys; from climbdesk.__main__ import main; rc = main(['--version']); "
            "rc += main(['--help']); print('qt' if 'PySide6' in sys.modules else 'no qt', rc)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert out.stdout.strip().endswith("no qt 0"), out.stderr


def test_help_mentions_the_tools_and_qt_options(capsys: pytest.CaptureFixture[str],
                                                no_window: list[object]) -> None:
    assert main(["--help"]) == 0
    text = capsys.readouterr().out
    for word in ("climbdesk arena", "climbdesk bench", "-style", "-platform", "--version"):
        assert word in text
    assert no_window == []


@pytest.mark.parametrize("argv", [["--bogus"], ["-x"], ["a.json", "b.json"], ["--style", "x"]])
def test_an_unknown_flag_is_an_error_not_a_hidden_window(
        argv: list[str], capsys: pytest.CaptureFixture[str], no_window: list[object]) -> None:
    assert main(argv) == 2
    assert "climbdesk: error:" in capsys.readouterr().err
    assert no_window == []


def test_qt_options_pass_through_to_the_app(no_window: list[tuple[object, object]]) -> None:
    assert main(["-style", "fusion", "game.climbdesk.json", "-platform=offscreen",
                 "-reverse"]) == 0
    assert no_window == [("game.climbdesk.json", ["-style", "fusion", "-platform=offscreen",
                                                  "-reverse"])]
    assert split_qt_arguments(["--", "-style"]) == (["--", "-style"], [])


def test_tools_report_usage_errors_with_a_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "stairs", "--jobs", "100000"]) == 2
    assert "--jobs: a number of worker processes from 1 to" in capsys.readouterr().err
    assert main(["arena", "--help"]) == 0
    assert main(["bench", "stairs", "--seconds", "nan"]) == 2
    assert "--seconds: a time in seconds above 0" in capsys.readouterr().err
