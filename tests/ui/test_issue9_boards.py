"""Issue 9, board and move-list items: turns in the move list (9), whose result
Climb On! announces (10), no stale dice or chart (13), board legends (18)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.games.cantstop import Stop
from climbdesk.ui import autosave, open_dialog

from .app_helpers import Dialogs, dialogs, window  # noqa: F401

_ = dialogs


def _cantstop(window, seed: int = 4, decisions: int = 40) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    window.start_match(Match(GameRecord.new(get_game("cantstop"),
                                            [Seat("Ann"), Seat("Bob")], seed=seed)))
    c = window.controller
    rng = random.Random(seed)
    for _ in range(decisions):
        if c.state.is_terminal():
            break
        acts = c.state.legal_actions()
        c.play(Stop() if Stop() in acts and rng.random() < 0.4 else rng.choice(acts))
    window.game_page.flush_refresh()  # the panels follow the board's paint


# ----- 9: turns, not events ------------------------------------------------------------
def test_cantstop_move_list_has_one_numbered_row_per_turn(window, dialogs: Dialogs) -> None:  # noqa: F811,E501
    _cantstop(window)
    page = window.game_page
    match = window.controller.match
    rows = page.history_texts()
    turns = match.turns_played()
    assert len(match.history) > 2 * turns
    assert len(rows) == turns
    assert rows[0].startswith("1. Ann: rolls ")
    assert rows[1].startswith("2. Bob: rolls ")
    assert all(row.startswith(f"{n}. ") for n, row in enumerate(rows, start=1))
    # The Open dialog and the resume prompt count the same rows.
    assert autosave.flush()
    record = match.truncated_record()
    assert open_dialog.moves_played(record) == len(rows)
    dialogs.answer = False
    window.show_start()  # the launch's offer asks only on an untouched start page
    window.offer_resume()
    assert dialogs.questions and f"{len(rows)} moves played" in dialogs.questions[-1]


def test_clicking_a_turn_row_shows_the_position_after_that_turn(window) -> None:  # noqa: F811
    _cantstop(window)
    page = window.game_page
    match = window.controller.match
    page._history_clicked(page.history.item(1))
    last = max(e.index for e in match.history if e.turn == 2)
    assert int(page.history.item(1).data(Qt.ItemDataRole.UserRole)) == last
    assert page.viewing_bar.isVisible() and not page.scene.interactive
    assert page.scene.state == match.state_at(last + 1).view(page.viewer())
    assert "2" in page.viewing_bar.label.text()
    page.viewing_bar.button.click()
    assert page.scene.state == match.state.view(page.viewer())


def test_turn_rows_grow_in_place_and_equal_a_rebuild(window) -> None:  # noqa: F811
    _cantstop(window, decisions=10)
    page = window.game_page
    page.history.item(0).setData(Qt.ItemDataRole.UserRole + 7, "kept")
    c = window.controller
    rng = random.Random(1)
    for _ in range(15):
        if c.state.is_terminal():
            break
        c.play(rng.choice(c.state.legal_actions()))
    page.flush_refresh()
    shown = page.history_texts()
    assert page.history.item(0).data(Qt.ItemDataRole.UserRole + 7) == "kept"
    page.history.stale = True
    page._fill_history()
    assert page.history_texts() == shown
    assert len(shown) == c.match.turns_played()


# ----- 10: Climb On! says whose result it is ----------------------------------------------
def _summit_board(qtbot):  # type: ignore[no-untyped-def]
    from climbdesk.ui.boards.summit.scene import SummitBoardScene

    from .board_helpers import show_board
    scene = SummitBoardScene()
    show_board(qtbot, scene, 1060, 700)
    scene.set_seat_names(["Ann", "Robo"])
    return scene


def _summit(levels: list[list[int]], to_move: int):  # type: ignore[no-untyped-def]
    from climbdesk.games.summit import GAME
    state = GAME.new_initial_state(2, {})
    state.levels = [list(r) for r in levels]  # type: ignore[attr-defined]
    state.to_move = to_move  # type: ignore[attr-defined]
    return state


def _resolve(state, action, dice):  # type: ignore[no-untyped-def]
    from climbdesk.games.summit import Confirm, Dice
    after = state.clone()
    after.apply(action)
    after.apply(Dice(dice))
    if after.phase == "lower":
        after.apply(Confirm())
    return after


def test_the_bots_drag_is_announced_as_the_bots_with_its_effect(qtbot) -> None:
    from climbdesk.games.summit import Drag
    scene = _summit_board(qtbot)
    before = _summit([[0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 1]], to_move=1)
    scene.set_position(before.view(0), interactive=False)
    after = _resolve(before, Drag(5, 0, 5, "red"), (10, 5))
    assert after.last_result == "success" and after.levels[0][5] == 1
    scene.set_position(after.view(0), interactive=True)  # Ann's turn begins
    headline = scene.overlay_text()
    assert "Robo" in headline and "drag" in headline and "Success" not in headline
    assert scene.overlay.detail == "Your d20 falls to level 1"
    # The panel's record of the last roll says whose it was, too.
    assert scene.last_result_texts() == (headline, "Your d20 falls to level 1")


def test_your_own_result_reads_as_yours_and_a_failure_names_who_held_on(qtbot) -> None:
    from climbdesk.games.summit import Climb, Shove
    scene = _summit_board(qtbot)
    before = _summit([[0] * 6, [0] * 6], to_move=0)
    scene.set_position(before.view(0), interactive=True)
    after = _resolve(before, Climb(5, "white"), (2,))
    scene.set_position(after.view(0), interactive=False)
    assert scene.overlay_text() == "Your climb succeeded"
    assert scene.overlay.detail == "Your d20 climbs to level 1"
    before = _summit([[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1]], to_move=1)
    scene.set_position(before.view(0), interactive=False)
    after = _resolve(before, Shove(5, 0, 5, "red"), (1, 9))
    scene.set_position(after.view(0), interactive=True)
    assert scene.overlay_text() == "Robo's shove failed"
    assert scene.overlay.detail == "Your d20 holds on level 1"
    # Seen by nobody in particular (two bots, a hand-over): names only.
    scene.set_position(before.view(0), interactive=False)
    from climbdesk.core.state import NOBODY
    scene.set_position(after.view(NOBODY), interactive=False)
    assert scene.overlay.detail == "Ann's d20 holds on level 1"


# ----- 13: no stale dice, no chart after the game ------------------------------------------
def _cantstop_board(qtbot):  # type: ignore[no-untyped-def]
    from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

    from .board_helpers import show_board
    scene = CantStopBoardScene()
    show_board(qtbot, scene, 1000, 700)
    return scene


def test_cantstop_tray_is_cleared_when_the_turn_passes(qtbot) -> None:
    from climbdesk.games.cantstop import GAME, Advance, Dice, Roll
    scene = _cantstop_board(qtbot)
    state = GAME.new_initial_state(2, {})
    for action in (Roll(), Dice((1, 2, 3, 4))):
        state.apply(action)
        scene.set_position(state.clone(), interactive=True)
    assert scene.tray_dice() == (1, 2, 3, 4)
    state.apply(state.legal_actions()[0])
    scene.set_position(state.clone(), interactive=True)
    assert scene.tray_dice() == (1, 2, 3, 4)  # still Ann's turn: her roll stays in view
    state.apply(Stop())
    scene.set_position(state.clone(), interactive=True)
    assert scene.tray_dice() == ()  # Bob's turn: no grey dice of Ann's
    # A bust: the busting roll is shown while "Bust!" is up, then the tray clears.
    state.climbers = {2: 1, 3: 1, 4: 1}  # type: ignore[attr-defined]
    state.advanced = True  # type: ignore[attr-defined]
    for action in (Roll(), Dice((6, 6, 6, 6))):
        state.apply(action)
        scene.set_position(state.clone(), interactive=True)
    assert state.to_move == 0 and scene.overlay_text() == "Bust!"
    assert scene.tray_dice() == (6, 6, 6, 6)
    scene.announcer.hide()
    assert scene.tray_dice() == ()
    _ = Advance


def test_cantstop_chart_and_dice_go_when_the_game_is_over(qtbot) -> None:
    from climbdesk.games.cantstop import GAME, Dice, Roll
    scene = _cantstop_board(qtbot)
    chart = scene.side_panel()
    assert chart is not None
    scene.set_show_odds(True)
    state = GAME.new_initial_state(2, {})
    state.won[2] = state.won[3] = 0  # type: ignore[attr-defined]
    state.camps[0][4] = 6  # type: ignore[attr-defined]
    for action in (Roll(), Dice((1, 1, 1, 3))):
        state.apply(action)
        scene.set_position(state.clone(), interactive=True)
    assert not chart.isHidden() and chart.points()
    state.apply(state.legal_actions()[0])
    state.apply(Stop())
    assert state.is_terminal()
    scene.set_position(state.clone(), interactive=False)
    assert chart.isHidden() and chart.points() == []
    assert scene.tray_dice() == ()
    scene.set_show_odds(False)
    scene.set_show_odds(True)
    assert chart.isHidden()  # still over: switching odds on does not bring it back


# ----- 18: a legend on every board ------------------------------------------------------
def _board(qtbot, key: str):  # type: ignore[no-untyped-def]
    from climbdesk.ui.boards import board_class

    from .board_helpers import show_board
    game = get_game(key)
    scene = board_class(key)()
    view = show_board(qtbot, scene, 1000, 700)
    scene.set_position(game.new_initial_state(2, {}), interactive=True)
    return scene, view


# (Every board's legend and its L key: tests/ui/test_board_contract.py, over the registry.)


def test_the_legend_has_a_menu_item_in_the_window(window) -> None:  # noqa: F811
    _cantstop(window, decisions=2)
    action = window.actions_.legend
    assert action.isEnabled() and not action.isChecked()
    action.trigger()
    assert window.game_page.scene.legend_shown and action.isChecked()
    window.game_page.scene.set_legend_shown(False)
    assert not action.isChecked()
