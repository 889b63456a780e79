"""Issue 17 ("Smooth"): a shown lift or placement repaints the layer's area around the
block with only the columns' draw calls that reach into it, and shows what a paint with
nothing kept shows."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Pick, Place
from climbdesk.ui.boards.climbers.columns import Column

from .climbers_helpers import lifted_board


def test_a_lift_and_a_placement_replay_only_the_calls_near_the_block(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Three lifts and placements on mountain 5, light and dark: the layer's areas are
    repainted from under 4/5 of the draw calls the columns replayed there hold (a whole
    replay issued them all), and the view equals a fresh paint after each move."""
    held: list[int] = []  # the calls of each column replayed into a part
    replay_in = Column.replay_in

    def counted(self: Column, painter, seen, margin):  # type: ignore[no-untyped-def]
        held.append(len(self.ops))
        return replay_in(self, painter, seen, margin)

    monkeypatch.setattr(Column, "replay_in", counted)
    for dark in (False, True):
        scene, state, shown, fresh = lifted_board(qtbot, dark, monkeypatch)
        layer = scene.artist.layer
        for i in range(3):
            for kind in (Pick, Place):
                action = [a for a in state.legal_actions() if isinstance(a, kind)][i * 7 % 5]
                state = state.child(action)
                calls, replayed = layer.calls, layer.replayed
                scene.set_position(state, interactive=True)
                image = shown()
                assert layer.replayed > replayed and held
                assert layer.calls > calls
                assert image == fresh()
            while not any(isinstance(a, Pick) for a in state.legal_actions()):
                state = state.child(state.legal_actions()[0])
            scene.set_position(state, interactive=True)
            QApplication.processEvents()
        # A whole replay of those columns issued sum(held) calls (about 55% of them now).
        assert 0 < layer.calls < 0.8 * sum(held)
        held.clear()
