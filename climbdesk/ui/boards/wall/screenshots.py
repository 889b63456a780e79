"""The docs' wall screenshots (``make screenshots``, see :mod:`climbdesk.ui.screenshots`):
a panel dragged from the hand with its ghost on a wall five panels high, a Move turn
with a hovered route and its cost, and the hand-over screen between two humans.

Imports Qt and the app inside the function: the screenshot tool sets up its environment
before anything Qt is loaded, and the registration must stay cheap to import.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from climbdesk.core.record import GameRecord
    from climbdesk.ui.boards.wall.scene import WallBoardScene
    from climbdesk.ui.main_window import MainWindow

#: The seed of the pictured game, the turn the pictures are taken at, the turns spent
#: building first, and the highest anchor row a panel is put at (its top edge at
#: height 5): a wall tall enough to climb, low enough that its panels show big.
SEED, PICTURE_TURN, BUILD_TURNS, HIGHEST = 10, 18, 8, 16


def _record() -> GameRecord:
    """Two humans: a wall built high and near the middle, then climbed for some turns;
    the record stops at a turn of Ann's or Ben's where Rest is offered.  A picture, not
    a strategy."""
    from climbdesk.core.record import GameRecord, Seat, SeatKind
    from climbdesk.games.wall.actions import Award, EndTurn, Place, Rest, Roll, Spend
    from climbdesk.games.wall.engine import GAME, WallState
    from climbdesk.games.wall.phases import WallPhase

    seats = [Seat("Ann", SeatKind.HUMAN, "", GAME.info.colours[0]),
             Seat("Ben", SeatKind.HUMAN, "", GAME.info.colours[1])]
    record = GameRecord.new(GAME, seats, {}, seed=SEED)
    state = record.initial_state()
    rng = random.Random(SEED)
    while len(record.actions) < 1500 and not state.is_terminal():
        assert isinstance(state, WallState)
        acts = state.legal_actions()
        if state.is_chance_node():
            action = state.sample_chance(rng)
        elif state.phase is WallPhase.TURN and state.turn >= PICTURE_TURN and Rest() in acts:
            break
        else:
            places = [a for a in acts if isinstance(a, Place) and a.y <= HIGHEST]
            rolls = [a for a in acts if isinstance(a, Roll) and not a.jump and not a.chalk]
            moves = [a for a in acts if isinstance(a, Spend | Award) and a.squares
                     and not a.top]
            if state.phase is WallPhase.TURN and Rest() in acts and (
                    state.turn < BUILD_TURNS or rng.random() < 0.5):
                action = Rest()
            elif places and state.placed < 2:  # high, and near the start slots
                action = max(places, key=lambda a: a.y - 0.7 * abs(a.x - 6) + rng.random())
            elif EndTurn() in acts:
                action = EndTurn()
            elif rolls:  # many dice while fresh, few when tired
                fresh = state.stamina[state.seat] > 8
                action = max(rolls, key=lambda a: a.dice if fresh else -a.dice)
            elif moves:
                action = max(moves, key=lambda a: a.squares[-1][1])
            else:
                action = rng.choice([a for a in acts if not (isinstance(a, Spend | Award)
                                                             and a.top)] or acts)
            if state.child(action).is_terminal():
                break
        record.actions.append(action)
        state = state.child(action)
    return record


def _frame(window: MainWindow, scene: WallBoardScene) -> None:
    """The camera on the wall as built, its climbers and the hand under it (not the
    empty air up to the goal), so the panels show big."""
    from PySide6.QtCore import QRectF, Qt

    from climbdesk.ui.boards.view import BoardView

    state, layout = scene.state, scene.layout
    view = window.game_page.view
    if state is None or layout is None or not isinstance(view, BoardView):
        return
    box = QRectF()
    for placed in state.wall.visible():
        box = box.united(layout.panel(placed.x, placed.y))
    box = box.united(layout.hand(0)).united(layout.hand(max(0, len(scene.hand()) - 1)))
    cell = layout.panel(0, 0).width() / 4
    view.fitInView(box.adjusted(-3 * cell, -1.5 * cell, 2 * cell, cell),
                   Qt.AspectRatioMode.KeepAspectRatio)
    view.fitting = False


def shoot(window: MainWindow, out: Path) -> list[str]:
    """Two humans on a wall five panels high; the hand-over, the ghost and a Move turn."""
    from climbdesk.core.record import Match
    from climbdesk.games.wall.actions import Rest, Roll, Spend
    from climbdesk.ui.boards.wall.scene import WallBoardScene
    from climbdesk.ui.boards.wall.spots import HandPanel, PanelSpot
    from climbdesk.ui.boards.wall.turn import destination
    from climbdesk.ui.dev.screenshots import save_window, settle

    names: list[str] = []
    window.start_match(Match(_record()))
    page, controller = window.game_page, window.controller
    assert controller is not None
    settle()
    if page.handover_visible():
        save_window(window, out / "wall-handover.png")
        names.append("wall-handover")
        page.handover.button.click()
        settle()
    scene = page.scene
    assert isinstance(scene, WallBoardScene)
    if Rest() in controller.state.legal_actions():
        controller.play(Rest())
        settle()
        picks = [k for k in scene.pickable_keys() if isinstance(k, HandPanel)]
        if picks:
            scene.set_pick(picks[0])
            spots = [t.key for t in scene.targets_of(picks[0]) if isinstance(t.key, PanelSpot)]
            if spots:
                spot = max(spots, key=lambda s: s.y)
                scene.dragged = picks[0]  # as if the pointer still held the panel
                scene.drag_pos = scene.layout.anchor_spot(spot.x, spot.y).center() \
                    if scene.layout is not None else None
                scene.hover = spot
                scene.redraw()
                _frame(window, scene)
                save_window(window, out / "wall-ghost.png")
                names.append("wall-ghost")
                scene.dragged = None
                scene.drag_pos = None
        controller.undo()
        settle()
    rolls = [a for a in controller.state.legal_actions() if isinstance(a, Roll)
             and not a.jump and not a.chalk]
    if rolls:
        controller.play(max(rolls, key=lambda a: a.dice))
        settle()
        moves = [a for a in scene.turn.board_moves() if isinstance(a, Spend) and a.squares
                 and not a.top]
        if moves:  # the longest climb, hovered: its route and its cost on the board
            scene.hover = destination(max(moves, key=lambda a: (a.squares[-1][1],
                                                                len(a.squares))))
            scene.redraw()
        _frame(window, scene)
        save_window(window, out / "wall-move.png")
        names.append("wall-move")
    controller.shutdown()  # nothing may move after the pictures
    return names
