"""Issue 17 ("Smooth"): lifting a block draws its placement dots over the kept picture
instead of making a new one, and the view shows what a paint with nothing kept shows."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Pick
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.ui.boards.climbers.columns import ColumnCache
from climbdesk.ui.boards.climbers.layers import MountainLayer
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures

from .board_helpers import show_board
from .climbers_helpers import climbers_scene, lift_step


def test_a_lift_draws_its_dots_over_the_kept_composite(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Lifting one block, then (put back) another: the second lift makes no new composite
    and draws few overlays again (the climbers and disks whose area changed), its dots
    are drawn over it, and the view equals a paint with nothing kept, light
    and dark."""
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each grab paints
    for dark in (False, True):
        scene = climbers_scene(dark)
        view = show_board(qtbot, scene, 900, 700)
        state = lift_step(4)
        picks = [a for a in state.legal_actions() if isinstance(a, Pick)]
        assert len(picks) >= 2
        composites = scene.artist.layer.composites
        artist = scene.artist
        for pick in picks[:3]:
            whole, drawn, dotted = composites.whole, composites.drawn, composites.dotted
            scene.set_position(state.child(pick), interactive=True)
            QApplication.processEvents()
            view.viewport().grab()
            assert scene.placement_handles()
        # The last lift: the composite for this side and kind was kept from the one before.
        assert composites.whole == whole and composites.dotted > dotted
        assert composites.drawn - drawn < len(scene.placement_handles()) // 4
        shown = view.viewport().grab().toImage()
        artist.layer, artist.columns = MountainLayer(artist), ColumnCache(scene)
        assert view.viewport().grab().toImage() == shown
        scene.deleteLater()


def test_the_sides_a_turn_reaches_are_painted_when_idle(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Left idle after a move, the board paints the two sides a key reaches; turning to any
    then copies a kept picture, which equals a paint with nothing kept, and the
    side shown keeps what it showed.  Input pushes the work back."""
    from climbdesk.ui.boards.climbers import ahead

    scene = climbers_scene()
    view = show_board(qtbot, scene, 900, 700)
    state = lift_step(6)
    scene.set_position(state, interactive=True)
    QApplication.processEvents()
    before = view.viewport().grab().toImage()
    assert scene.ahead.timer.isActive()
    scene.redraw()  # input: the wait starts again
    assert scene.ahead.timer.remainingTime() > ahead.IDLE_MS // 2
    # The two sides a key reaches (the far one after a first turn, as its neighbour).
    qtbot.waitUntil(lambda: scene.ahead.painted == 2 and not scene.ahead.timer.isActive(),
                    timeout=20000)
    assert view.viewport().grab().toImage() == before
    artist = scene.artist
    for turn in (1, -2, -1):
        qtbot.waitUntil(lambda: not scene.ahead.steps.running()
                        and not scene.ahead.timer.isActive(), timeout=20000)
        copied = artist.views.copied
        scene.turn(turn)
        QApplication.processEvents()
        shown = view.viewport().grab().toImage()
        assert artist.views.copied > copied  # the turn copied the side painted ahead
        kept = artist.layer, artist.columns, artist.views
        artist.layer, artist.columns = MountainLayer(artist), ColumnCache(scene)
        artist.views = ViewPictures(scene)
        assert view.viewport().grab().toImage() == shown
        artist.layer, artist.columns, artist.views = kept
    # A bot's turn (no input taken) paints nothing ahead.
    scene.set_interactive(False)
    assert not scene.ahead.timer.isActive()


def test_the_palette_keeps_its_buttons_from_lift_to_lift(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Lifting blocks with different numbers of orientations one after another: the
    palette makes no button it made before (the rest wait hidden), and the buttons
    shown name, enable and check exactly the lifted block's orientations."""
    from climbdesk.ui.boards.climbers.orientations import describe

    scene = climbers_scene()
    panel = scene.side_panel()
    assert panel is not None
    palette = panel.palette_  # type: ignore[attr-defined]
    state = lift_step(4)
    picks = sorted((a for a in state.legal_actions() if isinstance(a, Pick)),
                   key=lambda a: -len(BLOCKS[a.block].orientations))
    made = []
    for pick in (picks[0], picks[-1], picks[0], picks[-1]):
        scene.set_position(state.child(pick), interactive=True)
        assert palette.block != pick.block  # the panel follows after the board's paint
        assert scene.panel_later.flush()
        made.append(len(palette._pool))
        choices = scene.orientation_choices()
        assert len(palette.buttons) == len(choices) == len(BLOCKS[pick.block].orientations)
        for button, (i, o, ok) in zip(palette.buttons, choices, strict=True):
            assert not button.isHidden() and button.isEnabled() == ok
            assert button.accessibleName().startswith(describe(o))
            assert button.isChecked() == (i == scene.orient)
        assert all(b.isHidden() for b in palette._pool[len(choices):])
    assert len(BLOCKS[picks[0].block].orientations) > len(BLOCKS[picks[-1].block].orientations)
    assert made == [made[0]] * 4


def test_the_palette_pictures_are_made_while_the_block_step_waits(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Left idle in the block step (after the sides a turn reaches), the board makes the
    palette pictures of the blocks that may be lifted, greyed or not; a lift then paints
    none."""
    from climbdesk.ui.boards.climbers import orientations

    scene = climbers_scene()
    show_board(qtbot, scene, 900, 700)
    panel = scene.side_panel()
    assert panel is not None
    orientations._icons.clear()
    state = lift_step(5)
    scene.set_position(state, interactive=True)
    picks = [a for a in state.legal_actions() if isinstance(a, Pick)]
    qtbot.waitUntil(lambda: scene.ahead.icons == len(picks), timeout=20000)
    made = len(orientations._icons)
    assert made > len(picks)
    pick = max(picks, key=lambda a: len(BLOCKS[a.block].orientations))
    scene.set_position(state.child(pick), interactive=True)
    assert scene.panel_later.flush() and panel.palette_.block == pick.block  # type: ignore[attr-defined]  # noqa: E501
    assert len(orientations._icons) == made  # the greyed ones too
