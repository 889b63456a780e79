"""Sharp at every scale: nothing clipped, thumbnails at the screen's pixel ratio.

Qt's scale factor must be set before the QApplication exists, so each scale runs
``scale_probe.py`` in a child process on an offscreen screen of 1280×720 logical
pixels (a 1080p laptop at 150 %, the physical size scaled to match).  It opens
every dialog of every registered game (New Game at every player count,
Preferences, Statistics, Open, Keyboard help, About) and reports whatever does
not fit: the dialog on the screen, a child in the dialog or below its minimum
size, a word-wrapped label shorter than its lines.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from climbdesk.core.registry import all_games

SCALES = (1.0, 1.25, 1.5, 2.0)
LOGICAL = (1280, 720)
PROBE = Path(__file__).with_name("scale_probe.py")
ROOT = Path(__file__).resolve().parents[2]


def run_probe(scale: float, tmp_path: Path) -> dict:  # type: ignore[type-arg]
    screen = {"screens": [{"name": "probe", "x": 0, "y": 0,
                           "width": round(LOGICAL[0] * scale), "height": round(LOGICAL[1] * scale),
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(screen), encoding="utf-8")
    env = dict(os.environ)
    env.update({"QT_SCALE_FACTOR": f"{scale:g}",
                "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
                "PYTHONPATH": os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])})
    env.pop("QT_SCREEN_SCALE_FACTORS", None)
    done = subprocess.run([sys.executable, str(PROBE)], env=env, capture_output=True,
                          text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


@pytest.mark.parametrize("scale", SCALES)
def test_no_dialog_clips_and_thumbnails_are_sharp(scale: float, tmp_path: Path) -> None:
    report = run_probe(scale, tmp_path)
    assert report["dpr"] == pytest.approx(scale)
    assert report["available"] == list(LOGICAL)
    names = [d["dialog"] for d in report["dialogs"]]
    for game in all_games():
        info = game.info
        for n in range(info.min_players, info.max_players + 1):
            assert f"New game of {info.key}, {n} players" in names
    assert {"Preferences", "Statistics", "Open", "About"} <= set(names)
    clipped = {d["dialog"]: d["problems"] for d in report["dialogs"] if d["problems"]}
    assert not clipped, f"at scale {scale:g}: {clipped}"
    for thumb in report["thumbnails"]:
        # Drawn at the screen's pixel ratio: THUMB logical pixels are twice as many real ones at 2.
        assert thumb["dpr"] == pytest.approx(scale), thumb
        assert thumb["pixels"] == [round(thumb["logical"] * scale)] * 2, thumb
