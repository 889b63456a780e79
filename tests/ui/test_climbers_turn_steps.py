"""Issue 17 ("Smooth"): a turn of the view at once after a move in the block and disk
steps, where some 40-85 framed tops are drawn again on the new side — each framed top's
picture, place and core kept per view, so a side seen in an earlier such step works out
only the tops that changed, and every pixel is still that of a paint with nothing kept."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.layers import MountainLayer
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.stepahead import StepAhead
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures

from .board_helpers import show_board
from .climbers_helpers import climbers_scene, lift_step


def _next_step(state: ClimbersState, phase: str, rng: random.Random) -> ClimbersState:
    """``state`` walked on by random actions to the next position in ``phase``."""
    state = state.child(rng.choice(state.legal_actions()))
    while state.phase != phase:
        state = state.child(rng.choice(state.legal_actions()))
    return state


def _made(scene: ClimbersBoardScene) -> int:
    """Framed tops worked out, and pictures made (the painter's and the frames')."""
    composites = scene.artist.layer.composites
    return composites.recipes_made + composites.framed + scene.artist.sprites.made


def test_a_turn_in_the_block_and_disk_steps_works_out_only_the_tops_that_changed(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Each side is seen in a block (and a disk) step; a later such step's position is
    shown and the view turned at once to each side: the framed tops drawn again there
    are mostly drawn as they were worked out before (under a third worked out or
    pictured anew), and each side shows what a paint with nothing kept shows, light and
    dark."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each grab paints
    for dark, phase in ((False, "block"), (True, "disk")):
        scene = climbers_scene(dark)
        view = show_board(qtbot, scene, 900, 700)
        rng = random.Random(1)
        state = _next_step(lift_step(3), phase, rng)
        scene.set_position(state, interactive=True)
        for _ in range(4):
            scene.turn(1)
            QApplication.processEvents()
            view.viewport().grab()
        state = _next_step(state, phase, rng)  # some blocks moved, the climbers went on
        assert len(scene.artist._marked_squares(state)) > 20
        scene.set_position(state, interactive=True)
        QApplication.processEvents()
        view.viewport().grab()
        composites = scene.artist.layer.composites
        for _ in range(3):
            made, drawn = _made(scene), composites.drawn
            scene.turn(1)
            QApplication.processEvents()
            shown = view.viewport().grab().toImage()
            assert composites.drawn - drawn > 30
            assert _made(scene) - made < (composites.drawn - drawn) // 3
            kept = scene.artist.layer
            scene.artist.layer = MountainLayer(scene.artist)
            assert view.viewport().grab().toImage() == shown
            scene.artist.layer = kept
        view.close()
        scene.deleteLater()


def test_a_turn_works_out_the_framing_of_no_side_again(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """One framing serves all four sides: a round of turns asks no side's box again (it
    worked out four sides' boxes at every turn, half a millisecond)."""
    scene = climbers_scene()
    show_board(qtbot, scene, 900, 700)
    scene.set_position(lift_step(4), interactive=True)
    QApplication.processEvents()
    asked: list[int] = []
    whole = ClimbersBoardScene._board_rect_of

    def counted(self: ClimbersBoardScene, state: ClimbersState) -> QRectF:
        asked.append(1)
        return whole(self, state)

    monkeypatch.setattr(ClimbersBoardScene, "_board_rect_of", counted)
    rects = []
    for _ in range(4):
        scene.turn(1)
        rects.append(scene.board_rect())
    assert asked == [] and all(rect == rects[0] for rect in rects)


def test_a_layer_repaints_changes_far_apart_each_on_its_own(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A block lifted at one end of the mountain and set down at the other changes
    columns in two places: the side's layer repaints each place with the columns reaching
    into it (under two thirds of the columns reaching into the bounds of both), and the
    view shows what a paint with nothing kept shows."""
    # The sides made ahead after each paint count apart (test_climbers_step_ahead).
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)
    from climbdesk.games.climbers import Pick, Place
    from climbdesk.games.climbers.geometry import TABLE
    from climbdesk.ui.boards.climbers.columns import changed_rect

    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each grab paints
    scene = climbers_scene()
    view = show_board(qtbot, scene, 900, 700)
    state = lift_step(3)
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    view.viewport().grab()
    artist = scene.artist

    def far(place: Place) -> int:
        origin = pick_state.origin
        assert origin is not None
        return abs(place.x - origin.x) + abs(place.y - origin.y)

    picks = [a for a in state.legal_actions() if isinstance(a, Pick)]
    best: tuple[int, ClimbersState] | None = None
    for pick in picks:
        pick_state = state.child(pick)
        place = max((a for a in pick_state.legal_actions() if isinstance(a, Place)), key=far)
        if best is None or far(place) > best[0]:
            best = (far(place), pick_state.child(place))
    assert best is not None and best[0] > 6
    after = best[1]
    before = dict(artist.columns.columns(state.board))  # (the cache's dict changes)
    now = dict(artist.columns.columns(after.board))
    rects = [changed_rect(before.get(c), now.get(c)) for c in range(TABLE * TABLE)
             if before.get(c) is not now.get(c)]
    bounds = QRectF()
    for rect in rects:
        bounds = bounds.united(rect)
    reaching = sum(1 for column in now.values() if column.rect.intersects(bounds))
    layer = artist.layer
    replayed = layer.replayed
    scene.set_position(after, interactive=True)
    QApplication.processEvents()
    shown = view.viewport().grab().toImage()
    assert 0 < layer.replayed - replayed < reaching * 2 // 3
    scene.artist.layer = MountainLayer(artist)
    assert view.viewport().grab().toImage() == shown
    scene.artist.layer = layer
    view.close()
