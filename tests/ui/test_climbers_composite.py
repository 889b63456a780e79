"""Issue 17: the Climbers layer with its overlays is kept per side and kind of marks
(.composite) and drawn again only where something changed; the x-ray skips the point
tests of tops no taller column stands in front of."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import GAME, Move, Pick, Place
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.layers import MountainLayer
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import BlockSpot
from climbdesk.ui.boards.climbers.stepahead import StepAhead
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures
from climbdesk.ui.boards.climbers.xray import XRay
from climbdesk.ui.theme import BoardTheme

from .board_helpers import show_board


def _scene() -> ClimbersBoardScene:
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    return scene


def _block_step(mountain: int) -> ClimbersState:
    """A two-seat game on ``mountain``, walked (a move, else the first action) to the
    first block step."""
    state = GAME.new_initial_state(2, {"mountain": mountain})
    while state.phase != "block":
        state = state.child(next((a for a in state.legal_actions() if isinstance(a, Move)),
                                 state.legal_actions()[0]))
    return state


def _painted_block_step(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """A shown board in a block step, painted once; every later grab paints again."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each grab paints
    scene = _scene()
    view = show_board(qtbot, scene, 900, 700)
    state = _block_step(3)
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    view.viewport().grab()
    return scene, view, state


def test_a_hover_redraws_only_the_overlays_it_changes(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """In the block step some 50-100 tops carry a frame: hovering one block draws its
    frames (and what reaches into their area) again, not all of them, and what the
    view shows is what a paint with nothing kept shows."""
    scene, view, state = _painted_block_step(qtbot, monkeypatch)
    composites = scene.artist.layer.composites
    whole, drawn = composites.whole, composites.drawn
    framed = len(scene.artist._marked_squares(state))
    assert framed > 20
    block = min(scene.disk_blocks() | scene._picks)
    scene.hover = BlockSpot(block)
    scene.redraw()
    QApplication.processEvents()
    shown = view.viewport().grab().toImage()
    assert composites.whole == whole  # the kept composite was brought up to date
    assert 0 < composites.drawn - drawn < framed // 2
    scene.artist.layer = MountainLayer(scene.artist)  # nothing kept
    assert view.viewport().grab().toImage() == shown


def test_overlays_drawn_again_keep_their_covers(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """An overlay drawn again (a hover's neighbours, a position whose blocks moved
    elsewhere) copies the columns in front of it through the region found the first time:
    looked for again only where a column that changed reaches, and the view still shows
    what a paint with nothing kept shows."""
    # The sides made ahead after each paint count apart (test_climbers_step_ahead).
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)
    scene, view, state = _painted_block_step(qtbot, monkeypatch)
    layer = scene.artist.layer
    composites = layer.composites
    fronts, drawn = layer.fronts, composites.drawn
    for block in sorted(scene._picks)[:3]:
        scene.hover = BlockSpot(block)
        scene.redraw()
        QApplication.processEvents()
        view.viewport().grab()
    assert composites.drawn - drawn > 10
    assert layer.fronts == fronts  # no column changed: every cover was kept
    # A block lifted and set down elsewhere: the covers near it are looked for again, not
    # those of every overlay drawn again.
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    lifted = state.child(pick)
    place = next(a for a in lifted.legal_actions() if isinstance(a, Place))
    state = lifted.child(place)
    while state.phase != "block" and not state.is_terminal():
        state = state.child(state.legal_actions()[0])
    scene.hover = None
    fronts, drawn = layer.fronts, composites.drawn
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    shown = view.viewport().grab().toImage()
    assert 0 < layer.fronts - fronts < composites.drawn - drawn
    fresh = MountainLayer(scene.artist)
    monkeypatch.setattr(scene.artist, "layer", fresh)
    assert view.viewport().grab().toImage() == shown
    view.close()


def test_a_frames_picture_serves_every_top_and_side_that_shows_it(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A block frame is the same strokes moved: its picture is made once per look and
    edges framed as seen on screen, so the block step's first sight of each side makes
    few of them (not one per framed top and side), and each side still shows what a
    paint with nothing kept shows."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each grab paints
    scene = _scene()
    view = show_board(qtbot, scene, 900, 700)
    state = _block_step(3)
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    composites = scene.artist.layer.composites
    framed = len(scene.artist._marked_squares(state))
    made = []
    for _side in range(4):
        shown = view.viewport().grab().toImage()
        made.append(composites.framed)
        kept = scene.artist.layer
        monkeypatch.setattr(scene.artist, "layer", MountainLayer(scene.artist))
        assert view.viewport().grab().toImage() == shown
        monkeypatch.setattr(scene.artist, "layer", kept)
        scene.turn(1)
        QApplication.processEvents()
    assert 0 < made[0] < framed  # tops with the same frame share it
    assert made[3] - made[0] < made[0]  # three more sides: fewer than the first made
    view.close()


def test_turning_back_to_a_side_draws_no_overlay(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Each side keeps its composite: after a round of turns, turning again draws no
    overlay and makes no composite (the whole-view copies are off here)."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)
    scene = _scene()
    view = show_board(qtbot, scene, 900, 700)
    state = _block_step(6)
    scene.set_position(state, interactive=True)
    composites = scene.artist.layer.composites
    for _ in range(4):
        scene.turn(1)
        QApplication.processEvents()
        view.viewport().grab()
    assert composites.whole == 4
    whole, drawn = composites.whole, composites.drawn
    for _ in range(4):
        scene.turn(-1)
        QApplication.processEvents()
        view.viewport().grab()
    assert (composites.whole, composites.drawn) == (whole, drawn)


def test_the_quick_answer_for_a_top_equals_the_point_tests(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A top with no taller column in front is not hidden without testing its points,
    and the corners are tested only until the answer is known: on every side of random
    positions each top's answer is that of all five points tested."""
    scene = _scene()
    rng = random.Random(9)
    state = GAME.new_initial_state(3, {"mountain": 9})
    checked = hidden = 0
    for step in range(12):
        scene.set_position(state, interactive=True)
        for _ in range(4):
            scene.turn(1)
            quick, full = XRay(scene), XRay(scene)
            full._refresh(state)
            for c, h in enumerate(state.board.heights):
                if h > 0:
                    x, y = c % 20, c // 20
                    answer = quick.top_partly_hidden(state, x, y), quick.top_hidden(state, x, y)
                    # Every point tested, as the x-ray always decided it.
                    depth = full._depth(x, y)
                    inner = scene.proj.top(x, y, h, 0.25)
                    corners = sum(full._covered(depth, inner.at(i)) for i in range(4))
                    centre = full._covered(depth, scene.proj.world_point(x + 0.5, y + 0.5, h))
                    hides = centre or corners >= 3
                    assert answer == (hides or corners > 0, hides), (step, x, y)
                    checked += 1
                    hidden += answer[0]
        state = state.child(rng.choice(state.legal_actions()))
    assert checked > 500 and hidden > 10
