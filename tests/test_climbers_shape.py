"""The Climbers game-shape command (``python -m climbdesk.bots.climbers.shape``)."""

from __future__ import annotations

import pytest

from climbdesk.bots.climbers import shape
from climbdesk.core import ClimbdeskError


def test_one_easy_game_reports_its_shape() -> None:
    game = shape.play(("easy", 2, 3, 0, 2, False))
    assert game["rounds"] >= 1 and len(game["heights"]) == 2
    assert game["draw"] or game["winner_height"] == max(game["heights"])
    assert not game["first_turn"] or game["first_round"]  # the first turn is in round one
    row = shape.summarise("easy", 2, [game, game])
    assert row["games"] == 2 and sum(row["rounds"]["counts"].values()) == 2
    assert row["winner_alone"] in (0.0, 1.0)  # the same game twice
    assert "1st round" in shape.format_text([row])
    assert game["capped"] == 0 and game["decisions"] > 0  # Easy has no time cap
    assert "game 0 builder 2" in shape.progress_line(("easy", 2, 3, 0, 2, False), game)


def test_the_builder_changes_the_mountain_not_its_number() -> None:
    """Each game draws one number; ``--builder`` decides which mountain it names."""
    one = shape.play(("easy", 2, 3, 0, 1, False))
    two = shape.play(("easy", 2, 3, 0, 2, False))
    assert one["mountain"] == two["mountain"] is not None


def test_normal_thinks_to_its_evaluation_count_unless_asked_for_the_caps() -> None:
    from climbdesk.bots import make_bot
    from climbdesk.core.level import Level
    bot = shape._uncapped(make_bot("climbers", Level.NORMAL, seed=1))
    assert bot.budget.seconds is None and bot.budget.iterations


def test_bad_arguments_are_refused_with_a_message(capsys) -> None:
    assert shape.main(["--games", "easy=0"]) == 2
    assert shape.main(["--games", "expert=3"]) == 2
    assert shape.main(["--players", "6"]) == 2
    assert shape.main(["--builder", "9"]) == 2
    assert "not 6" in capsys.readouterr().err


def test_progress_lines_tally_to_the_table_of_the_games_they_print(tmp_path, capsys) -> None:
    """``--tally`` reads ``--progress`` lines back: runs cut short and continued with
    ``--start`` make one table; a game met twice counts once, and two different
    results for one game are refused rather than mixed."""
    task = ("easy", 2, 3, 0, 3, False)
    game = shape.play(task)
    line = shape.progress_line(task, game)
    other = shape.progress_line(("easy", 2, 3, 1, 3, False), {**game, "rounds": 99})
    found = shape.tally(["noise", line, line, other, "Traceback (most recent call last):"])
    assert list(found) == [("easy", 2, 3)]
    back = found[("easy", 2, 3)]
    assert [g["rounds"] for g in back] == [game["rounds"], 99]
    for key in ("heights", "winner_height", "draw", "first_turn", "first_round",
                "decisions", "capped", "mountain"):
        assert back[0][key] == game[key], key
    clash = shape.progress_line(task, {**game, "heights": [h + 1 for h in game["heights"]]})
    with pytest.raises(ClimbdeskError, match="appears twice"):
        shape.tally([line, clash])
    log = tmp_path / "run.err"
    log.write_text(f"{line}\n{other}\n", encoding="utf-8")
    assert shape.main(["--tally", str(log)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("builder 3") and "easy       2     2" in out
    empty = tmp_path / "empty.err"
    empty.write_text("nothing here\n", encoding="utf-8")
    assert shape.main(["--tally", str(empty)]) == 2
    assert shape.main(["--tally", str(tmp_path / "missing.err")]) == 2
    assert "no game lines" in capsys.readouterr().err
