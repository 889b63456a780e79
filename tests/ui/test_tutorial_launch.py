"""Where guided games start: Help ▸ Learn to Play, a game's first opening, the ending."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)
from __future__ import annotations

from climbdesk.ui.new_game import NewGameDialog
from climbdesk.ui.tutorial.launch import active_driver, tutorial_games

from .app_helpers import dialogs, window  # noqa: F401


def _refuse_new_game_dialog(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    opened: list[str] = []

    def fake_exec(self: NewGameDialog) -> int:
        opened.append(self.game.info.key)
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    return opened


def test_help_learn_to_play_lists_every_guided_game(window, qtbot) -> None:
    menu = window.actions_.learn_menu
    assert menu.menuAction() in window.actions_.help_menu.actions()
    menu.aboutToShow.emit()
    titles = [a.text() for a in menu.actions()]
    assert len(titles) == len(tutorial_games()) >= 1
    menu.actions()[0].trigger()
    driver = active_driver(window)
    assert driver is not None and driver.script.game == tutorial_games()[0].key
    assert window.stack.currentWidget() is window.game_page


def test_the_first_opening_offers_the_guided_game_once(window, qtbot, dialogs,
                                                       monkeypatch) -> None:
    opened = _refuse_new_game_dialog(monkeypatch)
    dialogs.answer = True
    window.new_game("stairs")
    assert len(dialogs.questions) == 1
    driver = active_driver(window)
    assert driver is not None and driver.script.game == "stairs"
    assert opened == []
    driver.skip()
    window.new_game("stairs")  # remembered: no second offer, the dialog as usual
    assert len(dialogs.questions) == 1 and opened == ["stairs"]


def test_a_declined_offer_is_remembered_too(window, qtbot, dialogs, monkeypatch) -> None:
    opened = _refuse_new_game_dialog(monkeypatch)
    dialogs.answer = False
    window.new_game("stairs")
    window.new_game("stairs")
    assert len(dialogs.questions) == 1 and opened == ["stairs", "stairs"]
    assert "stairs" in str(window.settings.get("tutorials_offered")).split(",")


def test_the_ending_offers_a_real_game(window, qtbot, monkeypatch) -> None:
    opened = _refuse_new_game_dialog(monkeypatch)
    menu = window.actions_.learn_menu
    menu.aboutToShow.emit()
    menu.actions()[0].trigger()
    driver = active_driver(window)
    assert driver is not None
    for step in driver.script.steps:
        qtbot.waitUntil(lambda s=step: driver.step() is s, timeout=20000)
        if step.learner:
            window.controller.play(step.action)
    qtbot.waitUntil(lambda: driver.done, timeout=20000)
    assert driver.callout.play_button.isVisible()
    driver.callout.play_button.click()
    assert opened == [driver.script.game]


def test_the_callout_follows_a_language_switch_and_fits_the_board(window, qtbot) -> None:
    from PySide6.QtCore import QPoint, QRect

    from climbdesk.ui import i18n

    from .tutorial_helpers import start

    driver = start(qtbot, window, "cantstop")
    page = window.game_page
    board = QRect(page.view.mapTo(page, QPoint(0, 0)), page.view.size())
    bubble = driver.callout.geometry()
    assert board.contains(bubble), "the bubble is clipped at 1280×800"
    assert not bubble.intersects(driver.frame.geometry()), "the bubble hides the ring"
    english = driver.callout.accessibleDescription()
    try:
        assert i18n.install("de") == "de"
        qtbot.waitUntil(lambda: driver.callout.accessibleDescription() != english, timeout=20000)
        assert "Würfeln" in driver.callout.accessibleDescription()
        assert driver.callout.skip_button.text() == "Geführte Partie ü&berspringen"
        assert driver.announced[-1] == driver.callout.accessibleDescription()
    finally:
        i18n.install("en")


def test_undo_takes_the_guided_game_back_a_step(window, qtbot) -> None:
    from .tutorial_helpers import start

    driver = start(qtbot, window, "stairs")
    window.controller.play(driver.script.steps[0].action)
    qtbot.waitUntil(lambda: driver.index == 2, timeout=20000)  # the rival's reply came at once
    window.controller.undo()
    qtbot.waitUntil(lambda: driver.index < 2, timeout=20000)
    # All seats are human to the controller: undo takes back the rival's move, and the
    # guided game plays it again rather than let the learner move for the rival.
    qtbot.waitUntil(lambda: driver.index == 2, timeout=20000)
    assert [e.action for e in window.controller.history] == [
        s.action for s in driver.script.steps[:2]]
