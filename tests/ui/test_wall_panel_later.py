"""Issue 17 ("Smooth"): a new position's turn panel follows once the board has painted it,
so a shown move's first turn of the event loop carries the board alone.  Until the panel
has followed, a click on it plays nothing (it only brings the panel up to date); behind
a hand-over screen the panel follows at once, so nothing of the seat before stays on show.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from climbdesk.core.state import NOBODY
from climbdesk.games.wall.actions import Roll
from climbdesk.games.wall.phases import WallPhase

from .test_wall_turn import Table, _climbing, _play


def test_the_panel_follows_after_the_boards_paint(qtbot: QtBot) -> None:
    state = _play(_climbing)
    table = Table(qtbot, state)
    panel, scene = table.panel, table.scene
    assert panel.rest.isVisible() and panel.timeline.current == 0
    # The next seat's position: the panel still shows the one before until the paint.
    runs = scene.panel_later.runs
    scene.set_position(state.view(NOBODY), interactive=False)  # nobody to move: no controls
    assert scene.panel_later.pending and panel.rest.isVisible()
    qtbot.waitUntil(lambda: not scene.panel_later.pending, timeout=20000)
    assert scene.panel_later.runs == runs + 1  # by the timer, after the paint
    assert not panel.rest.isVisible() and not panel.step.isVisible()


def test_a_click_on_the_panel_before_it_followed_plays_nothing(qtbot: QtBot) -> None:
    state = _play(_climbing)
    table = Table(qtbot, state)
    panel, scene = table.panel, table.scene
    roll = panel.rolls[2]
    assert roll.isVisible() and roll.isEnabled()
    # A position comes (here the same one again, so the roll stays legal): until the
    # panel has followed, its click is not taken for a choice, legal or not.
    scene.set_position(state.view(state.seat), interactive=True)
    assert scene.panel_later.pending
    roll.click()  # at once: a mouse click would let the event loop turn first
    assert table.chosen == []  # nothing played ...
    assert not scene.panel_later.pending  # ... the panel caught up
    roll.click()
    assert table.chosen == [Roll(2, False, False, 0, 0)]  # now the click counts
    # A position in which no roll may be made: the stale button plays nothing either.
    after = state.clone()
    after.apply(Roll(2, False, False, 0, 0))
    while after.is_chance_node():
        after.apply(after.chance_outcomes()[0][0])
    assert after.phase is not WallPhase.TURN
    scene.set_position(after.view(after.seat), interactive=True)
    assert roll.isVisible()  # still on show until the paint
    roll.click()
    assert table.chosen == [Roll(2, False, False, 0, 0)] and not roll.isVisible()


def test_behind_a_hand_over_the_panel_follows_at_once(qtbot: QtBot) -> None:
    state = _play(_climbing)
    table = Table(qtbot, state)
    panel, scene = table.panel, table.scene
    assert panel.rest.isVisible()
    table.view.hide()  # as the hand-over screen does: the board is not on show
    scene.set_position(state.view(NOBODY), interactive=False)
    assert not scene.panel_later.pending
    assert not panel.rest.isVisible() and not any(b.isVisible() for b in panel.rolls.values())
    QApplication.processEvents()
    assert not panel.rest.isVisible()
