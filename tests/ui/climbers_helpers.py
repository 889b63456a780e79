"""Climbers board set-ups the repaint tests share: a themed scene, a game walked to a
step that may lift, and the shown view against a paint with nothing kept."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QGraphicsView

from climbdesk.games.climbers import GAME, Pick
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.columns import ColumnCache
from climbdesk.ui.boards.climbers.layers import MountainLayer
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures
from climbdesk.ui.theme import BoardTheme

from .board_helpers import show_board


def climbers_scene(dark: bool = False) -> ClimbersBoardScene:
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(dark, False).with_pieces(GAME.info.colours))
    return scene


def lift_step(mountain: int) -> ClimbersState:
    """A two-seat game on ``mountain`` walked (first actions) to a step that may lift."""
    state = GAME.new_initial_state(2, {"mountain": mountain})
    while not any(isinstance(a, Pick) for a in state.legal_actions()):
        state = state.child(state.legal_actions()[0])
    return state


def block_step_board(qtbot: object, dark: bool = False, width: int = 900, height: int = 700
                     ) -> tuple[ClimbersBoardScene, QGraphicsView, ClimbersState]:
    """Mountain 6 walked to its block step and shown (the block frames' pictures are
    made): the scene, its view and the state."""
    scene = climbers_scene(dark)
    view = show_board(qtbot, scene, width, height)
    state = lift_step(6)
    assert state.phase == "block"
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    return scene, view, state


def shown_and_fresh(view: QGraphicsView, scene: ClimbersBoardScene,
                    monkeypatch: pytest.MonkeyPatch
                    ) -> tuple[Callable[[], QImage], Callable[[], QImage]]:
    """The view as shown (after pending events), and the same view painted with a new
    layer and column cache and no kept whole paint: what a kept picture must equal."""
    artist = scene.artist

    def shown() -> QImage:
        QApplication.processEvents()
        return view.viewport().grab().toImage()

    def fresh() -> QImage:
        kept = artist.layer, artist.columns
        artist.layer, artist.columns = MountainLayer(artist), ColumnCache(scene)
        with monkeypatch.context() as patch:
            patch.setattr(ViewPictures, "look", lambda self: None)
            image = view.viewport().grab().toImage()
        artist.layer, artist.columns = kept
        return image

    return shown, fresh


class PaintedAreas(QObject):
    """Watches a viewport: the area (in device pixels squared) each paint event covered,
    so a test can tell a repaint of what changed from a whole one."""

    def __init__(self) -> None:
        super().__init__()
        self.areas: list[int] = []

    def eventFilter(self, _obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's)
        if event.type() == QEvent.Type.Paint:
            self.areas.append(sum(r.width() * r.height()
                                  for r in event.region()))  # type: ignore[attr-defined]  # no QRegion.__iter__ in the stubs
        return False


def lifted_board(qtbot: object, dark: bool, monkeypatch: pytest.MonkeyPatch
                 ) -> tuple[ClimbersBoardScene, ClimbersState,
                            Callable[[], QImage], Callable[[], QImage]]:
    """A 900×700 view of mountain 5 walked to a step that may lift, shown once: the
    scene, its state, and the shown / fresh grabs of :func:`shown_and_fresh`."""
    scene = climbers_scene(dark)
    view = show_board(qtbot, scene, 900, 700)
    shown, fresh = shown_and_fresh(view, scene, monkeypatch)
    state = lift_step(5)
    scene.set_position(state, interactive=True)
    shown()
    return scene, state, shown, fresh


def turn_until_idle(scene: ClimbersBoardScene) -> None:
    """Turn the event loop until the work after the paint is done, without waiting
    (as a turn at once after a move: the idle painter's timer never fires)."""
    steps = scene.ahead.steps
    for _ in range(5000):
        QApplication.processEvents()
        if not steps._queued:
            break


def only_the_slices(monkeypatch: pytest.MonkeyPatch) -> None:
    """The other sides' idle timer off: the board's idle work runs only as the step-ahead
    slices, which the tests turn themselves (no idle tick comes between on a loaded
    machine)."""
    from climbdesk.ui.boards.climbers.ahead import SidesAhead

    monkeypatch.setattr(SidesAhead, "_tick", lambda self: None)


def slices_board(qtbot: object, monkeypatch: pytest.MonkeyPatch, dark: bool = False,
                 next_step: bool = True
                 ) -> tuple[ClimbersBoardScene, QGraphicsView,
                            Callable[[], QImage], Callable[[], QImage]]:
    """A shown board whose idle work runs only as the step-ahead slices (the other
    sides' timer off), with or without the next step made ahead; its scene, view, and
    :func:`shown_and_fresh`'s two pictures."""
    from climbdesk.ui.boards.climbers import stepahead

    only_the_slices(monkeypatch)
    if not next_step:
        monkeypatch.setattr(stepahead, "next_step", lambda scene: None)
    scene = climbers_scene(dark)
    view = show_board(qtbot, scene, 900, 700)
    shown, fresh = shown_and_fresh(view, scene, monkeypatch)
    return scene, view, shown, fresh


def places_made(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A count of the engine's place lists worked out (none kept from another test)."""
    from climbdesk.games.climbers import placing

    monkeypatch.setattr(placing, "_SEEN", {})
    made = [0]
    real = placing.legal_places

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        made[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(placing, "legal_places", counted)
    return made
