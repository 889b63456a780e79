"""Issue 17 (a shown move ≤ 5 ms), branch dice5: work a position no longer pays for.

Counted, never timed: what is asked of the hidden odds chart, which parts repaint.
"""

from __future__ import annotations

from climbdesk.games.cantstop import GAME, CantStopState
from climbdesk.ui.boards.cantstop.odds_chart import OddsChart
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene

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
