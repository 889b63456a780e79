# ruff: noqa: F811  (the dialogs fixture is imported from app_helpers and used as a parameter)
"""Screen readers and the keyboard reach everything, in every window of every game.

Walks the start page, the game page of every registered game with a board, the
New Game dialog of every game at every player count, Preferences, Statistics,
Open, Rules, Keyboard help and the game page's banners, and fails on

* a control (button, field, combo box, spin box, slider, list, board view) that
  is visible and enabled with neither visible text nor an accessible name, or a
  name shared by two controls (a group's title repeated for each of its fields);
* a Tab order that does not follow the layout: from the first control in reading
  order (rows top to bottom, left to right), Tab must visit them in that order.

A new game inherits both checks: the lists below come from the registry.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtWidgets import QWidget

from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.registry import all_games
from climbdesk.ui.accessibility import focus_chain, focusable, naming_problems, reading_order
from climbdesk.ui.boards.registry import board_registration

from .app_helpers import Dialogs, dialogs, humans, make_window  # noqa: F401


def board_games() -> list:  # type: ignore[type-arg]
    return [g for g in all_games() if board_registration(g.info.key) is not None]


def assert_named(where: str, window: QWidget) -> None:
    problems = naming_problems(window)
    assert not problems, f"{where}: " + "; ".join(problems)


def assert_tab_order(where: str, window: QWidget) -> None:
    expected = reading_order(focusable(window))
    assert expected, where
    chain = focus_chain(window, expected[0])

    def names(ws: list[QWidget]) -> list[str]:
        return [f"{type(w).__name__}({w.accessibleName() or getattr(w, 'text', str)()!s})"
                for w in ws]

    assert names(chain) == names(expected), where
    assert chain == expected, where


def dialogs_of(window) -> Iterator[tuple[str, QWidget]]:  # type: ignore[no-untyped-def]
    from climbdesk.ui.dialogs import RulesDialog
    from climbdesk.ui.new_game import NewGameDialog
    from climbdesk.ui.open_dialog import OpenGameDialog
    from climbdesk.ui.preferences import PreferencesDialog
    from climbdesk.ui.stats_dialog import StatisticsDialog

    yield "Preferences", PreferencesDialog(window)
    yield "Statistics", StatisticsDialog(window)
    yield "Open", OpenGameDialog(None, window)
    from climbdesk.ui.library_dialog import LibraryDialog
    yield "Library", LibraryDialog(window)
    for game in all_games():
        yield f"Rules of {game.info.key}", RulesDialog(game, window)
        dialog = NewGameDialog(game, window)
        for n in range(game.info.min_players, game.info.max_players + 1):
            dialog.count.setValue(n)
            yield f"New game of {game.info.key}, {n} players", dialog


def test_every_dialog_names_its_controls_and_tabs_in_reading_order(  # type: ignore[no-untyped-def]
        qtbot, dialogs: Dialogs) -> None:
    window = make_window(qtbot)
    checked = 0
    for where, dialog in dialogs_of(window):
        dialog.show()
        qtbot.waitExposed(dialog)
        assert_named(where, dialog)
        assert_tab_order(where, dialog)
        checked += 1
        if not where.startswith("New game") or where.endswith(
                f"{dialog.count.maximum()} players"):  # type: ignore[attr-defined]
            dialog.close()
            dialog.deleteLater()
    assert checked >= 3 + 2 * len(all_games())


def test_start_page_names_every_control(qtbot, dialogs: Dialogs) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    qtbot.waitExposed(window)
    assert_named("start page", window)
    assert_tab_order("start page", window)


def test_game_page_of_every_game(qtbot, dialogs: Dialogs) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    page = window.game_page
    for game in board_games():
        key = game.info.key
        window.start_new(game, humans(game.info.default_players), {})
        if page.handover_visible():  # hidden hands: the first player takes the device
            page.handover.button.click()
        qtbot.waitUntil(lambda: page.view is not None and page.view.isVisible(), timeout=20000)
        assert_named(f"game page of {key}", window)
        assert_tab_order(f"game page of {key}", window)
        keys = window.keyboard_help_dialog()
        assert keys is not None
        keys.show()
        assert_named(f"keyboard help of {key}", keys)
        assert_tab_order(f"keyboard help of {key}", keys)
        keys.close()
        # The banners: game over (with its three buttons), hand-over and history viewing.
        c = page.controller
        assert c is not None
        page.banner.show_outcome(Outcome.from_ranking((1, 2), reason=Termination.RESIGNED),
                                 c.match.seats, key, None)
        page.viewing_bar.show_move(1)
        assert_named(f"banners of {key}", window)
        page.banner.hide()
        page.viewing_bar.hide()
        page.handover.prepare(1, c.match.seats[1].name)
        page.board_stack.setCurrentWidget(page.handover)
        assert_named(f"hand-over screen of {key}", window)
        page.board_stack.setCurrentWidget(page.view)
    page.detach()


def test_board_view_is_named_and_described_from_the_viewers_view(  # type: ignore[no-untyped-def]
        qtbot, dialogs: Dialogs) -> None:
    from climbdesk.ui.strings import tr_title as tr

    window = make_window(qtbot)
    page = window.game_page
    for game in board_games():
        window.start_new(game, humans(game.info.default_players), {})
        view = page.view
        assert view is not None
        assert tr(game.info.title) in view.accessibleName()
        assert page.status_text() and page.status_text() in view.accessibleDescription()
        before = view.accessibleDescription()
        c = page.controller
        assert c is not None
        legal = c.view(page.viewer()).legal_actions()
        c.play(legal[0])
        qtbot.waitUntil(lambda v=view, b=before: v.accessibleDescription() != b,  # type: ignore[misc]
                        timeout=20000)
        assert page.status_text() in view.accessibleDescription()
    page.detach()


def test_cant_stop_roll_stop_and_sums_are_real_named_buttons(  # type: ignore[no-untyped-def]
        qtbot, dialogs: Dialogs) -> None:
    from climbdesk.core.registry import get_game
    from climbdesk.games.cantstop import Advance, Roll

    window = make_window(qtbot)
    page = window.game_page
    window.start_new(get_game("cantstop"), humans(2), {})
    c = page.controller
    assert c is not None

    def buttons() -> list[str]:
        return [b.text() for b in page.command_buttons if b.isVisible()]

    qtbot.waitUntil(lambda: len(buttons()) == 1, timeout=20000)
    roll = page.command_buttons[0]
    assert "rolls" in roll.text() and roll.toolTip() == "Key: R"
    assert roll in window.actions_.move_menu.actions()  # listed in the Move menu, named
    roll.trigger()
    # The dice are rolled: the sums to take are buttons now, and the dice are described.
    qtbot.waitUntil(lambda: bool(buttons()) and all("takes" in b for b in buttons()),
                    timeout=20000)
    view = c.view(page.viewer())
    assert all(isinstance(a, Advance) for a in view.legal_actions())
    assert len(buttons()) == len(view.legal_actions())
    assert page.view is not None and "Dice: " in page.view.accessibleDescription()
    page.command_buttons[0].trigger()
    qtbot.waitUntil(lambda: Roll() in c.view(page.viewer()).legal_actions(), timeout=20000)
    qtbot.waitUntil(lambda: any("stops" in t for t in buttons()), timeout=20000)
    assert_named("Can't Stop after a climb", window)
    assert_tab_order("Can't Stop after a climb", window)
    page.detach()
