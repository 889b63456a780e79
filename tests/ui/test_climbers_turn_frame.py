"""Issue 17 ("Smooth"): a turn of the view soon after a move, and a lift, in one frame —
the block frames' pictures shared between the sides, and every pixel still that of a
paint with nothing kept."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from climbdesk.ui.boards.climbers.columns import ColumnCache
from climbdesk.ui.boards.climbers.layers import MountainLayer
from climbdesk.ui.boards.climbers.sprites import Sprites
from climbdesk.ui.boards.climbers.stepahead import StepAhead
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures

from .board_helpers import show_board
from .climbers_helpers import block_step_board, climbers_scene, lift_step
from .test_climbers_layers import _render_at


def _pictures(artist) -> int:  # type: ignore[no-untyped-def]
    """The painter's pictures and the composites' shared frame pictures (move9)."""
    return int(artist.sprites.made + artist.layer.composites.framed)


def test_a_turn_in_the_block_step_reuses_the_frames_pictures(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The block step's frames are one shape per edges framed on screen, whichever side
    is shown: a side seen for the first time makes under half the pictures the first
    side made (each side made as many before), and shows what a paint with nothing kept
    — no pictures either — shows, light and dark, and at a device pixel ratio of 2."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each grab paints
    for dark in (False, True):
        scene, view, state = block_step_board(qtbot, dark)
        view.viewport().grab()
        artist = scene.artist

        first = _pictures(artist)
        frames = artist.layer.composites.framed
        assert len(artist._marked_squares(state)) > 40 and first > 10
        for _ in range(3):
            made = _pictures(artist)
            framed = artist.layer.composites.framed
            scene.turn(1)
            QApplication.processEvents()
            shown = view.viewport().grab().toImage()
            # The frames under half the first side's; the painter's own pictures (per
            # side, 12 here) as many (move13 halved the first side's frames: 41 -> 23,
            # so the sum is no longer under half of the first side's sum).
            assert artist.layer.composites.framed - framed < frames // 2
            assert _pictures(artist) - made < first
            kept = artist.layer, artist.columns, artist.sprites
            artist.layer, artist.columns = MountainLayer(artist), ColumnCache(scene)
            artist.sprites = Sprites()
            assert view.viewport().grab().toImage() == shown
            artist.layer, artist.columns, artist.sprites = kept
        # The same through a painter at twice the pixels, the pictures shared as well.
        twice = _render_at(scene, 2.0)
        kept = artist.layer, artist.columns, artist.sprites
        artist.layer, artist.columns = MountainLayer(artist), ColumnCache(scene)
        artist.sprites = Sprites()
        with monkeypatch.context() as patch:
            patch.setattr(ViewPictures, "look", lambda self: None)
            assert _render_at(scene, 2.0) == twice
        artist.layer, artist.columns, artist.sprites = kept
        scene.deleteLater()


def test_the_lifted_blocks_wire_box_is_copied_while_the_ghost_moves(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """In the place step every move of the ghost repaints the board: the wire box where
    the block came from is copied from a picture made at the lift (none made again),
    the side's whole-view picture is painted over rather than made anew, and the view
    shows what a paint with nothing kept shows, light and dark."""
    # The sides made ahead after each paint count apart (test_climbers_step_ahead), and
    # so does the picture made ahead for the place pointed at (test_climbers_pick_ahead).
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)
    from climbdesk.games.climbers import Pick
    from climbdesk.ui.boards.climbers.moveahead import MoveSoon
    from climbdesk.ui.boards.climbers.spots import Anchor

    monkeypatch.setattr(MoveSoon, "poke", lambda self: None)

    for dark in (False, True):
        scene = climbers_scene(dark)
        view = show_board(qtbot, scene, 900, 700)
        state = lift_step(4)
        pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
        scene.set_position(state.child(pick), interactive=True)
        QApplication.processEvents()
        view.viewport().grab()
        artist = scene.artist
        assert scene.painted["origin"] == 1
        assert any(key[0][0] == "origin" for key in artist.sprites._kept)
        picture = artist.views._kept[(scene.proj.turns, False)].pix
        made = artist.sprites.made
        for x, y in sorted(scene.placement_handles())[:3]:
            scene.hover = Anchor(x, y)
            scene.redraw()
            QApplication.processEvents()
            shown = view.viewport().grab().toImage()
            assert scene.painted["origin"] == 1 and artist.sprites.made == made
            assert artist.views._kept[(scene.proj.turns, False)].pix is picture
        kept = artist.layer, artist.columns, artist.sprites
        artist.layer, artist.columns = MountainLayer(artist), ColumnCache(scene)
        artist.sprites = Sprites()
        with monkeypatch.context() as patch:
            patch.setattr(ViewPictures, "look", lambda self: None)
            assert view.viewport().grab().toImage() == shown
        artist.layer, artist.columns, artist.sprites = kept
        scene.deleteLater()


def test_a_frames_kept_edges_are_those_of_its_top_from_every_side(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The frame's edges are kept by the edges framed on screen: on every side and on
    the map, every framed top's kept edges are the ones worked out from the board."""
    from climbdesk.ui.boards.climbers.blockmarks import frame_edges, top_edges

    scene = climbers_scene()
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    artist = scene.artist
    checked = 0
    for on_map in (False, True):
        scene.set_map_view(on_map)
        for _ in range(4):
            scene.turn(1)
            for c in sorted(artist._marked_squares(state)):
                x, y = c % 20, c // 20
                h = state.board.heights[c]
                want = top_edges(scene, state, x, y, 0.04)
                owner = state.board.top_block(x, y)
                sides = tuple(not (0 <= x + dx < 20 and 0 <= y + dy < 20)
                              or state.board.top_block(x + dx, y + dy) != owner
                              or state.board.heights[(y + dy) * 20 + x + dx] != h
                              for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))
                t = scene.proj.turns
                shown = sides[-t % 4:] + sides[:-t % 4]
                got = frame_edges(scene.proj, x, y, h, shown, artist._edges)
                assert got == want
                assert frame_edges(scene.proj, x, y, h, shown, artist._edges) is got
                checked += 1
    assert checked > 300


def test_a_turn_sets_only_what_the_panel_shows_of_the_view(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A turn of the view re-marks the lifted block's palette (its pictures turn) and
    sets nothing else of the side panel again (each setter could lay the sidebar out
    again); a turn while the panel still waits for a new position syncs all of it."""
    from climbdesk.games.climbers import Pick
    from climbdesk.ui.boards.climbers.panel import ClimbersPanel

    synced: list[int] = []
    whole = ClimbersPanel.sync
    monkeypatch.setattr(ClimbersPanel, "sync", lambda self: (synced.append(1), whole(self)))
    scene = climbers_scene()
    panel = scene.side_panel()
    assert isinstance(panel, ClimbersPanel)
    show_board(qtbot, scene, 900, 700)
    state = lift_step(4)
    scene.set_position(state, interactive=True)
    qtbot.waitUntil(lambda: not scene.panel_later.pending, timeout=20000)
    synced.clear()
    scene.turn(1)
    assert synced == [] and panel.palette_.isHidden()
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    scene.set_position(state.child(pick), interactive=True)
    qtbot.waitUntil(lambda: not scene.panel_later.pending, timeout=20000)
    synced.clear()
    icons = [button.icon().cacheKey() for button in panel.palette_.buttons]
    scene.turn(1)
    assert synced == [] and not panel.palette_.isHidden()
    assert [button.icon().cacheKey() for button in panel.palette_.buttons] != icons
    scene.set_position(state, interactive=True)  # put back: the panel waits for it
    assert scene.panel_later.pending
    scene.turn(1)
    assert synced == [1] and panel.palette_.isHidden() and not scene.panel_later.pending
