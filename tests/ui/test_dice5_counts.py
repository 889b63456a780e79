"""Issue 17 (a shown move ≤ 5 ms), branch dice5: work a position no longer pays for.

Counted, never timed: what is asked of the hidden odds chart, which parts repaint.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from climbdesk.games.cantstop import GAME, CantStopState
from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.games.summit import SummitState
from climbdesk.ui.boards.cantstop.items import BOARD
from climbdesk.ui.boards.cantstop.odds_chart import OddsChart
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene
from climbdesk.ui.boards.summit.items import MOUNT
from climbdesk.ui.boards.summit.scene import SummitBoardScene
from climbdesk.ui.theme import BoardTheme

from .board_helpers import random_positions, show_board


def test_a_hidden_odds_chart_is_not_fed_until_odds_are_on(qtbot) -> None:
    """With odds off the chart is hidden: it gets no points (its redraw cost about 1 ms a
    move); switched on, it shows this turn's series as if it had followed every roll."""
    scene = CantStopBoardScene()
    show_board(qtbot, scene, 1000, 700)
    chart = scene.side_panel()
    assert isinstance(chart, OddsChart)
    fed: list[list[tuple[int, float]]] = []
    original = chart.set_points

    def set_points(points: list[tuple[int, float]]) -> None:
        fed.append(points)
        original(points)

    chart.set_points = set_points  # type: ignore[method-assign]  # counting the calls
    positions = [s for s in random_positions(GAME, 2, 30, 5) if isinstance(s, CantStopState)]
    # A position in the middle of a turn with some rolls behind it.
    last = max(i for i, s in enumerate(positions) if len(s.climbers) >= 2 and not s.is_terminal())
    for state in positions[:last + 1]:
        scene.set_position(state.clone(), interactive=True)
    assert fed == [] and chart.points() == [] and chart.isHidden()
    scene.set_show_odds(True)
    assert not chart.isHidden() and len(fed) == 1
    points = chart.points()
    assert points == scene.chart_points() and len(points) >= 2
    state = positions[last]
    probe = state.clone()
    assert points[-1][1] == 100 * probe.bust_chance()
    probe.climbers = {}
    assert points[0][1] == 100 * probe.bust_chance()


def test_climb_on_the_turn_passing_repaints_the_ground_not_the_mountain(qtbot) -> None:
    """The bold name of the team to move sits on the ground, a part of its own: the turn
    passing repaints that strip, not the whole mountain (a third of the board)."""
    scene = SummitBoardScene()
    show_board(qtbot, scene, 908, 757)
    positions = [s for s in random_positions(SUMMIT, 3, 40, 2) if isinstance(s, SummitState)]
    scene.set_position(positions[0].clone(), interactive=True)
    rock, ground = scene._rock.repaints, scene._ground.repaints
    turns = 0
    for before, state in zip(positions, positions[1:], strict=False):
        scene.set_position(state.clone(), interactive=True)
        passed = before.to_move != state.to_move or state.is_terminal() != before.is_terminal()
        turns += passed
        assert scene._ground.repaints == ground + passed
        ground = scene._ground.repaints
    assert turns >= 5
    assert scene._rock.repaints == rock  # no level highlighted without a pick: never again
    scene.set_theme(BoardTheme.make(True, False))
    assert scene._rock.repaints == rock + 1 and scene._ground.repaints == ground + 1


def test_climb_on_the_button_repaints_only_when_it_changes(qtbot) -> None:
    """The Confirm / Pass button is a part below the action area: a move that leaves it
    as it was repaints the action area alone, and the two never overlap."""
    scene = SummitBoardScene()
    show_board(qtbot, scene, 908, 757)
    positions = [s for s in random_positions(SUMMIT, 4, 40, 3) if isinstance(s, SummitState)]
    looks, kept = set(), 0
    for state in positions:
        before = scene._button.repaints
        look = scene.painter.button_look()
        scene.set_position(state.clone(), interactive=True)
        changed = scene.painter.button_look() != look
        assert scene._button.repaints == before + changed
        kept += not changed
        looks.add(scene.painter.button_look())
        assert not scene._action.boundingRect().intersects(scene._button.boundingRect())
    assert kept >= 5 and len(looks) >= 2


def test_a_redraw_under_an_announcement_does_not_repaint_it(qtbot) -> None:
    """Moves go on while "Bust!" or a Climb On! result is up: a redraw that changes no
    part asks Qt for nothing (it used to repaint the whole announcement, most of the
    board), and the announcement covers its banner's band, not the whole board.
    (Counted as the scene's changed areas: what Qt will repaint.)"""
    for scene, board in ((CantStopBoardScene(), BOARD), (SummitBoardScene(), MOUNT)):
        view = show_board(qtbot, scene, 908, 757)
        state = random_positions(GAME if isinstance(scene, CantStopBoardScene) else SUMMIT,
                                 2, 6, 1)[-1]
        scene.set_position(state.clone(), interactive=True)
        scene.announcer.show("Bust!", scene.palette_.danger, 60_000)
        assert scene.overlay.isVisible()
        overlay = scene.overlay.sceneBoundingRect()
        assert overlay.height() < board.height() / 3
        QApplication.processEvents()
        asked: list[QRectF] = []
        scene.changed.connect(asked.extend)
        scene.redraw()
        QApplication.processEvents()
        assert not any(rect.intersects(overlay) for rect in asked)
        scene.announcer.hide()
        view.close()


def test_the_wall_clearing_no_hint_redraws_nothing(qtbot) -> None:
    """The page clears the hint after every move; with none shown the wall neither
    redraws nor syncs its turn panel a second time (about 1 ms a move), and a real
    hint still redraws."""
    from climbdesk.games.wall.engine import GAME as WALL
    from climbdesk.ui.boards.wall.scene import WallBoardScene

    scene = WallBoardScene()
    show_board(qtbot, scene, 908, 757)
    state = WALL.new_initial_state(2)
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply(state.sample_chance(rng))
    scene.set_position(state.view(state.current_player()), interactive=True)
    redraws: list[int] = []
    original = scene.redraw

    def redraw(animate: object = None) -> None:
        redraws.append(1)
        original()

    scene.redraw = redraw  # type: ignore[method-assign]  # counting the calls
    scene.show_hint(None)
    assert redraws == []
    scene.show_hint(state.legal_actions()[0])
    assert redraws == [1] and scene.hint is not None
    scene.show_hint(None)
    assert redraws == [1, 1] and scene.hint is None
