"""Issue 17, tidy12: what a Confirm in Climb On! paints, counted (nothing here is timed).

* A Confirm passes the turn: the faint rings leave one team's climbers and come to the
  other's.  A ring that shows nothing is hidden, so it is neither painted (an empty
  picture made anew) nor copied wherever the mountain repaints; only the rings that
  show something new are painted.
* The announcement made again while it is up (the same result, the same texts) keeps
  Qt's picture of the banner instead of painting it anew.
"""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.games.summit import SummitState
from climbdesk.ui.boards.looks import LookItem
from climbdesk.ui.boards.summit import items
from climbdesk.ui.boards.summit.scene import SummitBoardScene
from climbdesk.ui.boards.summit.tray import NOTHING

from .board_helpers import random_positions, show_board


def test_a_turn_passing_paints_only_the_rings_that_show_something(qtbot,
                                                                  monkeypatch) -> None:
    painted: list[LookItem] = []
    paint = LookItem.paint

    def counting(self, painter, option, widget=None):  # type: ignore[no-untyped-def]
        painted.append(self)
        paint(self, painter, option, widget)

    monkeypatch.setattr(LookItem, "paint", counting)
    scene = SummitBoardScene()
    show_board(qtbot, scene, 1100, 740)
    positions = [s for s in random_positions(SUMMIT, 3, 90, 5) if isinstance(s, SummitState)]
    turns = 0
    for before, state in zip(positions, positions[1:], strict=False):
        scene.set_position(before.clone(), interactive=True)
        QApplication.processEvents()
        looks = [ring.look for ring in scene._rings]
        painted.clear()
        scene.set_position(state.clone(), interactive=True)
        QApplication.processEvents()
        if before.to_move == state.to_move:
            continue
        turns += 1
        rings = [r for r in painted if r in scene._rings]
        changed = [r for r, look in zip(scene._rings, looks, strict=True) if r.look != look]
        assert set(rings) <= set(changed)
        assert all(r.look != NOTHING for r in rings)  # none painted to show nothing
        assert all(r.isVisible() == (r.look != NOTHING) for r in scene._rings)
    assert turns >= 5


def test_the_same_announcement_again_keeps_the_banner_s_picture(qtbot, monkeypatch) -> None:
    paints = [0]
    paint = items.OverlayItem.paint

    def counting(self, painter, option, widget=None):  # type: ignore[no-untyped-def]
        paints[0] += 1
        paint(self, painter, option, widget)

    monkeypatch.setattr(items.OverlayItem, "paint", counting)
    scene = SummitBoardScene()
    show_board(qtbot, scene, 1100, 740)
    scene.set_position(SUMMIT.new_initial_state(2), interactive=True)
    green = QColor("#2a8a4a")
    scene._announce("Ann's climb succeeded", green, "Ann's d8 climbs to level 2")
    QApplication.processEvents()
    assert paints[0] == 1
    scene._announce("Ann's climb succeeded", green, "Ann's d8 climbs to level 2")
    QApplication.processEvents()
    assert paints[0] == 1 and scene.overlay_text() == "Ann's climb succeeded"
    # A new detail, a new colour, or shown again after it went: painted anew.
    scene._announce("Ann's climb succeeded", green, "Ann's d8 climbs to level 3")
    QApplication.processEvents()
    assert paints[0] == 2
    scene._announce("Ann's climb succeeded", QColor("#aa3322"), "Ann's d8 climbs to level 3")
    QApplication.processEvents()
    assert paints[0] == 3
    scene._hide_overlay()
    scene._announce("Ann's climb succeeded", green, "Ann's d8 climbs to level 2")
    QApplication.processEvents()
    assert paints[0] == 4
