"""The end-of-game screen (issue 19): each game's breakdown of the scores, the
ranking, the game's length and the buttons."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import datetime
import re

from PySide6.QtCore import Qt

from climbdesk.core.outcome import Outcome
from climbdesk.core.record import Seat
from climbdesk.core.registry import get_game
from climbdesk.core.state import State
from climbdesk.games.cantstop.engine import COLUMNS
from climbdesk.ui import i18n
from climbdesk.ui.boards.registry import ScoreRow
from climbdesk.ui.end_of_game import ScoreTable, breakdown_rows, minutes_since, rounds_played
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, stairs, window  # noqa: F401
from .review_helpers import played


def finished(key: str, seed: int = 1, players: int = 2) -> tuple[State, Outcome,
                                                                  list[ScoreRow]]:
    seats = [Seat(f"P{i + 1}") for i in range(players)]
    final = played(get_game(key), seed=seed, seats=seats).replay()
    outcome = final.outcome()
    assert outcome is not None
    rows = breakdown_rows(key, final, outcome)
    assert sorted(r.seat for r in rows) == list(range(players))
    assert [outcome.ranking[r.seat] for r in rows] == sorted(outcome.ranking)  # best first
    return final, outcome, rows


def test_stairs_shows_the_deciding_height_and_the_tie_break() -> None:
    final, outcome, rows = finished("stairs", seed=10)  # decided by who got there first
    top = final.standings()[0]
    assert [r.score for r in rows] == [f"Height {top}"] * 2
    winner, loser = rows
    assert winner.seat in outcome.winners
    assert any("first, on move" in d for d in winner.details)
    assert not any("first" in d for d in loser.details)
    assert any("of the stacks at the top height" in d for r in rows for d in r.details)
    _final, outcome, rows = finished("stairs", seed=1)
    for row in rows:
        assert row.score == f"Height {int(outcome.scores[row.seat])}"
        assert row.details[0] in ("plays Light", "plays Dark")


def test_cant_stop_shows_columns_won_and_markers() -> None:
    final, outcome, rows = finished("cantstop", seed=1)
    for row in rows:
        won = [c for c in COLUMNS if final.won[c] == row.seat]
        assert row.score == f"Columns: {len(won)}" == f"Columns: {int(outcome.scores[row.seat])}"
        if won:
            assert f"columns won: {', '.join(map(str, won))}" in row.details
        markers = [c for c in COLUMNS if final.won[c] < 0 and final.camps[row.seat][c]]
        shown = [d for d in row.details if d.startswith("base camps: ")]
        assert bool(shown) == bool(markers)
        for c in markers:
            assert f"{c} ({final.camps[row.seat][c]}/" in shown[0]
        assert f"busts: {final.busts[row.seat]}" in row.details
    final, _outcome, (solo,) = finished("cantstop", seed=1, players=1)
    assert solo.score == f"Turns: {final.turns[0]}"


def test_climb_on_shows_the_points_of_each_climber() -> None:
    final, outcome, rows = finished("summit", seed=1, players=3)
    for row in rows:
        assert row.score == f"Points: {final.score(row.seat)}"
        parts = [int(m) for d in row.details for m in re.findall(r"= (\d+)$", d)]
        assert sum(parts) == final.score(row.seat) == int(outcome.scores[row.seat])
        climbing = [lv for lv in final.levels[row.seat] if lv > 0]
        assert len(parts) == len(climbing)


def test_climbers_shows_heights_and_when_they_were_reached() -> None:
    # Two climbers at the same height (seed 1 on builder 4, what new games get).
    final, outcome, rows = finished("climbers", seed=1)
    for row in rows:
        height = final.height(row.seat)
        assert row.score == f"Height {height}" == f"Height {int(outcome.scores[row.seat])}"
        if final.reached_turn[row.seat]:
            assert f"first stood this high in turn {final.reached_turn[row.seat]}" \
                in row.details
    assert "got there before the others at this height" in rows[0].details
    assert "got there after another climber" in rows[1].details


def test_a_game_without_a_breakdown_shows_the_outcome_score(monkeypatch) -> None:
    from climbdesk.ui.boards import registry

    board = registry.board_registration("stairs")
    assert board is not None
    monkeypatch.setitem(registry._FOUND, "stairs",
                        registry.BoardRegistration(scene=board.scene,
                                                   score_label=board.score_label))
    _final, outcome, rows = finished("stairs", seed=1)
    assert [r.score for r in rows] == [f"Highest piece: {outcome.scores[r.seat]:g}"
                                       for r in rows]


def test_length_and_time(qapp) -> None:  # type: ignore[no-untyped-def]
    from climbdesk.core.record import Match

    match = Match(played(get_game("stairs"), seed=1))
    turns = match.turns_played()
    assert rounds_played(match.history) == (turns + 1) // 2  # two players take turns
    start = datetime.datetime(2026, 1, 2, 10, 0, tzinfo=datetime.UTC)
    assert minutes_since(start.isoformat(), start + datetime.timedelta(minutes=12, seconds=5)) \
        == 12
    assert minutes_since("not a time") is None
    table = ScoreTable()
    assert table.length_text(match.history, 0).endswith("· less than a minute")
    if i18n.qm_path("en").exists():  # English plural forms are a catalogue of their own
        i18n.install("en")
        assert table.length_text(match.history, 1).endswith("· 1 minute")
    assert table.length_text(match.history, 75).endswith("· 1 h 15 min")
    assert "·" not in table.length_text(match.history, 13 * 60)  # put away and resumed
    assert table.length_text(match.history, None).startswith(f"{turns} moves in ")


def test_the_end_of_game_screen_ranks_the_players_with_their_breakdown(
        window: MainWindow, qtbot) -> None:
    window.start_new(get_game("cantstop"), [Seat("Ann"), Seat("Ben")], {})
    c = window.controller
    assert c is not None
    c.resign(0)
    banner = window.game_page.banner
    qtbot.waitUntil(banner.isVisible, timeout=20000)
    rows = banner.scores.rows_text()
    assert rows[0].startswith("1. Ben Columns: 0") and rows[1].startswith("2. Ann")
    assert "left the game" in rows[1] and "left the game" not in rows[0]
    assert "move" in banner.scores.length.text()
    assert banner.scores.accessibleName() == "Final ranking"
    assert banner.scores.labels[0][0].accessibleName().startswith("Place 1: Ben")
    for button in banner.buttons():
        assert button.isVisible() and button.isEnabled() and button.text()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    # Keyboard: Tab reaches Review, Space presses it.
    banner.review_button.setFocus()
    qtbot.keyClick(banner.review_button, Qt.Key.Key_Space)
    assert window.reviews.session() is not None


def test_the_wall_names_who_topped_out_and_the_stamina_left() -> None:
    from climbdesk.core.registry import get_game
    from climbdesk.ui.boards.registry import board_registration

    game = get_game("wall")
    state = game.new_initial_state(2)
    rng = __import__("random").Random(4)
    while not state.is_terminal():
        state.apply(state.sample_chance(rng) if state.is_chance_node()
                    else rng.choice(state.legal_actions()))
    reg = board_registration("wall")
    assert reg is not None
    rows = reg.score_breakdown(state, state.outcome())
    assert [r.seat for r in rows] == [0, 1]
    for row, seat in zip(rows, range(2), strict=True):
        if state.topped[seat]:
            assert row.score == "Topped out" and str(state.stamina[seat]) in row.details[0]
        elif state.is_active(seat):
            assert row.score == f"Height {state.height(seat)}"
