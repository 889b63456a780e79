"""The docs' Climbers screenshots (``make screenshots``, see :mod:`climbdesk.ui.screenshots`):
mid-game with the reachable squares, a block being dragged (its green ghost on a legal
spot, the orientation palette beside the board), and the top-down map.

Imports Qt and the app inside the function: the screenshot tool sets up its
environment before anything Qt is loaded, and the board package's registration
must stay cheap to import.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from climbdesk.ui.boards.climbers.spots import Anchor

if TYPE_CHECKING:
    from climbdesk.ui.main_window import MainWindow


def shoot(window: MainWindow, out: Path) -> list[str]:
    """Two humans on mountain 7, a few turns in, Ann to move."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from climbdesk.core.actions import Action
    from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
    from climbdesk.games.climbers import GAME, ClimbersState, Move, Pick, Stay
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.dev.screenshots import save_window

    def settle() -> None:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()

    seats = [Seat("Ann", SeatKind.HUMAN, "", GAME.info.colours[0]),
             Seat("Ben", SeatKind.HUMAN, "", GAME.info.colours[1])]
    record = GameRecord.new(GAME, seats, {"mountain": 7}, seed=3)
    state = record.initial_state()
    assert isinstance(state, ClimbersState)
    rng = random.Random(2)
    while len(record.actions) < 200:
        acts = state.legal_actions()
        moves = [a for a in acts if isinstance(a, Move)]
        if state.phase == "move1" and state.active == 0 and len(record.actions) > 20 \
                and len(moves) >= 4:
            break
        # Climb mostly, now and then move a block: a picture, not a strategy.
        if moves and rng.random() < 0.8:
            board = state.board
            action: Action = max(moves, key=lambda m: board.height(m.x, m.y) + rng.random() * 3)
        else:
            action = rng.choice(acts)
        nxt = state.child(action)
        assert isinstance(nxt, ClimbersState)
        if nxt.is_terminal():
            break
        record.actions.append(action)
        state = nxt
    window.start_match(Match(record))
    controller = window.controller
    page = window.game_page
    scene = page.scene
    assert controller is not None and isinstance(scene, ClimbersBoardScene)
    settle()
    save_window(window, out / "climbers-midgame.png")
    scene.set_map_view(True)
    settle()
    save_window(window, out / "climbers-map.png")
    scene.set_map_view(False)
    if Stay() not in controller.state.legal_actions():
        return ["climbers-midgame", "climbers-map"]
    controller.play(Stay())
    picks = [a for a in controller.state.legal_actions() if isinstance(a, Pick)]
    if not picks:
        return ["climbers-midgame", "climbers-map"]
    controller.play(picks[len(picks) // 2])
    scene.finish_animation()  # the lift is played at the app's default speed: end it
    settle()
    # Dragged: the ghost under the pointer on a legal spot in front (green), turned to
    # another orientation from the palette, so the palette shows a choice.
    others = [i for i, _o, ok in scene.orientation_choices() if ok and i != scene.orient]
    if others:
        scene.select_orientation(others[len(others) // 2])
    handles = sorted(scene.placement_handles())
    spot = next(((x, y) for x, y in handles
                 if scene.cell_at(scene.top_rect(x, y).center()) == (x, y)
                 and scene.height_at(x, y) > 0), handles[0])
    scene.drag.active = True  # as if the pointer still held the block
    scene.hover = Anchor(*spot)
    scene.redraw()
    settle()
    save_window(window, out / "climbers-ghost.png")
    scene.drag.active = False
    controller.shutdown()  # nothing may move after the pictures
    return ["climbers-midgame", "climbers-map", "climbers-ghost"]
