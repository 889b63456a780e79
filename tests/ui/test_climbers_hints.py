"""The hint is drawn on the Climbers board, not only said in the status line: the walk for
a move, the block for a pick, the footprint for a placement (lead, issue 11 "hint works")."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from climbdesk.games.climbers import Move, Pick, Place, Stay
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

from .test_climbers_board import board, new_state, paint  # noqa: F401


def picture(scene: ClimbersBoardScene) -> QImage:
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


def test_each_kind_of_hint_is_drawn_and_cleared(board) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    scene, view = board
    state = new_state()
    scene.set_position(state.view(0), interactive=True)
    plain = picture(scene)
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    move = max(moves, key=lambda m: len(state.path_of(m)))
    assert state.path_of(move)
    scene.show_hint(move)
    paint(view)
    assert scene.painted.get("hint") == 1
    assert picture(scene) != plain
    scene.show_hint(None)
    paint(view)
    assert "hint" not in scene.painted and picture(scene) == plain

    state = state.child(Stay())
    assert state.phase == "block"
    scene.set_position(state.view(0), interactive=True)
    plain = picture(scene)
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    scene.show_hint(pick)
    paint(view)
    assert scene.painted.get("hint") == 1 and picture(scene) != plain

    state = state.child(pick)
    scene.set_position(state.view(0), interactive=True)
    plain = picture(scene)
    place = next(a for a in state.legal_actions() if isinstance(a, Place))
    scene.show_hint(place)
    paint(view)
    assert scene.painted.get("hint") == 1 and picture(scene) != plain
