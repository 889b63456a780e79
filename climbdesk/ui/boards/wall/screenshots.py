"""The docs' wall screenshots (``make screenshots``, see :mod:`climbdesk.ui.screenshots`):
a panel dragged from the hand with its ghost on the wall, a Move turn, and the
hand-over screen between two humans.

Imports Qt and the app inside the function: the screenshot tool sets up its environment
before anything Qt is loaded, and the registration must stay cheap to import.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from climbdesk.ui.main_window import MainWindow


def shoot(window: MainWindow, out: Path) -> list[str]:
    """Two humans; the wall built up a few rounds, then the three pictures."""
    from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
    from climbdesk.games.wall.actions import EndTurn, Place, Rest, Roll, Spend
    from climbdesk.games.wall.engine import GAME, WallState
    from climbdesk.games.wall.phases import WallPhase
    from climbdesk.ui.boards.wall.scene import WallBoardScene
    from climbdesk.ui.boards.wall.spots import HandPanel, PanelSpot
    from climbdesk.ui.dev.screenshots import save_window, settle

    seats = [Seat("Ann", SeatKind.HUMAN, "", GAME.info.colours[0]),
             Seat("Ben", SeatKind.HUMAN, "", GAME.info.colours[1])]
    record = GameRecord.new(GAME, seats, {}, seed=4)
    state = record.initial_state()
    rng = random.Random(4)
    names: list[str] = []
    # Build for some rounds (rest and place), then climb: a picture, not a strategy.
    while len(record.actions) < 400 and not state.is_terminal():
        assert isinstance(state, WallState)
        if state.is_chance_node():
            action = state.sample_chance(rng)
        else:
            acts = state.legal_actions()
            places = [a for a in acts if isinstance(a, Place)]
            if state.phase is WallPhase.TURN and state.turn >= 9:
                break
            if state.phase is WallPhase.TURN and Rest() in acts:
                action = Rest()
            elif places and state.placed < 2:
                action = min(places, key=lambda a: a.y + 8 * rng.random())
            elif EndTurn() in acts:
                action = EndTurn()
            else:
                moves = [a for a in acts if isinstance(a, Spend) and a.squares]
                action = max(moves, key=lambda a: a.squares[-1][1]) if moves \
                    else rng.choice(acts)
            if state.child(action).is_terminal():
                break
        record.actions.append(action)
        state = state.child(action)
    window.start_match(Match(record))
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
                settle()
                save_window(window, out / "wall-ghost.png")
                names.append("wall-ghost")
                scene.dragged = None
                scene.drag_pos = None
        controller.undo()
        settle()
    rolls = [a for a in controller.state.legal_actions() if isinstance(a, Roll)]
    if rolls:
        controller.play(rolls[0])
        settle()
        save_window(window, out / "wall-move.png")
        names.append("wall-move")
    controller.shutdown()  # nothing may move after the pictures
    return names
