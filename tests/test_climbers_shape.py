"""The Climbers game-shape command (``python -m climbdesk.bots.climbers.shape``)."""

from __future__ import annotations

from climbdesk.bots.climbers import shape


def test_one_easy_game_reports_its_shape() -> None:
    game = shape.play(("easy", 2, 3, 0))
    assert game["rounds"] >= 1 and len(game["heights"]) == 2
    assert game["draw"] or game["winner_height"] == max(game["heights"])
    assert not game["first_turn"] or game["first_round"]  # the first turn is in round one
    row = shape.summarise("easy", 2, [game, game])
    assert row["games"] == 2 and sum(row["rounds"]["counts"].values()) == 2
    assert "1st round" in shape.format_text([row])


def test_bad_arguments_are_refused_with_a_message(capsys) -> None:
    assert shape.main(["--games", "easy=0"]) == 2
    assert shape.main(["--games", "expert=3"]) == 2
    assert shape.main(["--players", "6"]) == 2
    assert "not 6" in capsys.readouterr().err
