"""Issue 17 ("Smooth"): a lift's first frame is the board's alone — the side panel follows
after the board's paint, the placement dots' visibility comes from one pass over the
columns, the keyboard cursor's ~200 spots wait until the cursor shows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import GAME, Pick
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.xray import XRay
from climbdesk.ui.theme import BoardTheme

from .board_helpers import show_board
from .climbers_helpers import climbers_scene, lift_step, shown_and_fresh


def test_the_centre_answer_equals_the_point_test_everywhere(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """On every side of random positions (lifts among them), every square's centre is
    hidden by the one-pass answer exactly when the point test says so — the cases on a
    column's outline included (its left edge and its top corner)."""
    scene = climbers_scene()
    rng = random.Random(8)
    edges = hidden = checked = 0
    for mountain in (3, 9):
        state: ClimbersState = GAME.new_initial_state(3, {"mountain": mountain})
        for step in range(14):
            scene.set_position(state, interactive=True)
            for _ in range(4):
                scene.turn(1)
                fast, slow = XRay(scene), XRay(scene)
                slow._refresh(state)
                for c, h in enumerate(state.board.heights):
                    x, y = c % 20, c // 20
                    at = scene.proj.world_point(x + 0.5, y + 0.5, h)
                    expected = slow.point_hidden(state, x, y, at)
                    assert fast.centre_hidden(state, x, y) == expected, (mountain, step, x, y)
                    checked += 1
                    hidden += expected
                    iu, iv = scene.proj.turned(x, y)
                    # Squares whose centre lies on the outline of a column in front.
                    edges += any(cu + cv > iu + iv and (cu - cv == iu - iv + 1 or (
                        cu - cv == iu - iv and 33 * (ch - h) == 15 * (cu + cv - iu - iv - 1)))
                        and 15 * (cu + cv + 1) - 33 * ch <= 15 * (iu + iv + 1) - 33 * h
                        for _d, cu, cv, ch in slow._silhouettes)
            picks = [a for a in state.legal_actions() if isinstance(a, Pick)]
            action = rng.choice(picks) if picks and rng.random() < 0.5 \
                else rng.choice(state.legal_actions())
            nxt = state.child(action)
            if nxt.is_terminal():
                break
            assert isinstance(nxt, ClimbersState)
            state = nxt
    assert checked > 10_000 and hidden > 200 and edges > 100


def test_the_side_panel_follows_a_lift_after_the_boards_paint(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A lift changes the board at once and the palette after the board's paint; a
    turn of the view (which syncs the panel itself) does not wait."""
    scene = climbers_scene()
    panel = scene.side_panel()
    assert panel is not None
    palette = panel.palette_  # type: ignore[attr-defined]
    view = show_board(qtbot, scene, 900, 700)
    state = lift_step(4)
    scene.set_position(state, interactive=True)
    qtbot.waitUntil(lambda: not scene.panel_later.pending, timeout=20000)
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    scene.set_position(state.child(pick), interactive=True)
    assert scene.panel_later.pending and palette.isHidden()
    assert scene.placement_handles()  # the board knows its places at once
    qtbot.waitUntil(lambda: not palette.isHidden(), timeout=20000)
    assert palette.block == pick.block and not scene.panel_later.pending
    assert view.isVisible()
    scene.set_position(state, interactive=True)  # put back
    assert not palette.isHidden()
    scene.turn(1)
    assert palette.isHidden() and not scene.panel_later.pending
    QApplication.processEvents()


def test_a_hidden_keyboard_cursor_makes_no_spots(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A lift by mouse works out none of the ~200 spots the keyboard cursor could stand
    on; with the cursor shown it does, and frames one of the block's places."""
    scene = climbers_scene()
    show_board(qtbot, scene, 900, 700)
    state = lift_step(4)
    pick = next(a for a in state.legal_actions() if isinstance(a, Pick))
    asked: list[int] = []
    spots = ClimbersBoardScene.cursor_spots

    def counted(self: ClimbersBoardScene) -> object:
        out = spots(self)
        asked.append(len(out))
        return out

    monkeypatch.setattr(ClimbersBoardScene, "cursor_spots", counted)
    scene.set_position(state.child(pick), interactive=True)
    assert asked == [] and not scene.cursor_visible
    scene.show_cursor(True)
    assert asked and asked[-1] >= len(scene.placement_handles()) > 0
    assert scene._cursor_item.rect.isValid()


@pytest.mark.parametrize(("dark", "seed"), [(False, 4), (True, 7)])
def test_a_block_move_repaints_its_box_and_the_pixels_stay_those_of_a_fresh_paint(qtbot, monkeypatch, dark, seed) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Lifts, puts back and placements, each seen from all four sides, light and dark:
    the kept layers (brought up to date where the columns' draw calls changed, not over
    whole columns down to the table) show exactly the pixels of a paint with nothing
    kept, and a lift replays fewer columns than its squares' whole columns reach."""
    from climbdesk.games.climbers import Place, PutBack
    from climbdesk.ui.boards.climbers.columns import changed_rect

    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(dark, False).with_pieces(GAME.info.colours))
    view = show_board(qtbot, scene, 900, 700)
    artist = scene.artist
    rng = random.Random(seed)
    state = lift_step(seed)

    shown, fresh = shown_and_fresh(view, scene, monkeypatch)

    scene.set_position(state, interactive=True)
    for _ in range(4):  # every side's layer kept for this position
        scene.turn(1)
        shown()
    lifts = 0
    areas = [0.0, 0.0]  # the lifts' repainted area: changed draw calls, whole columns
    for step in range(7):
        actions = state.legal_actions()
        moves = [a for a in actions if isinstance(a, Pick | Place | PutBack)]
        action = rng.choice(moves if moves else actions)
        before = dict(artist.columns.columns(state.board))
        replayed = artist.layer.replayed
        nxt = state.child(action)
        if nxt.is_terminal():
            break
        assert isinstance(nxt, ClimbersState)
        state = nxt
        scene.set_position(state, interactive=True)
        assert shown() == fresh(), (step, "shown")
        if isinstance(action, Pick):
            lifts += 1
            after = artist.columns.columns(state.board)
            # Each changed column is repainted inside what the whole columns covered,
            # and over all the lifts in less of it.
            for c in before.keys() | after.keys():
                was, now = before.get(c), after.get(c)
                if was is not now:
                    rects = [one.rect for one in (was, now) if one is not None]
                    whole = rects[0].united(rects[-1])
                    part = changed_rect(was, now)
                    assert whole.adjusted(-1, -1, 1, 1).contains(part), (step, c)
                    areas[0] += part.width() * part.height()
                    areas[1] += whole.width() * whole.height()
            assert artist.layer.replayed - replayed < len(before)
        for _ in range(4):
            scene.turn(1)
            assert shown() == fresh(), (step, scene.turns)
    assert lifts >= 2 and areas[0] < 0.8 * areas[1]


def test_the_columns_outlines_follow_a_block_move_as_worked_out_afresh(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The outlines and screen buckets the overlays are covered by, brought up to date
    over the columns a move changed, equal those worked out from nothing, every side."""
    from climbdesk.ui.boards.climbers.layers import MountainLayer

    scene = climbers_scene()
    rng = random.Random(3)
    state = lift_step(5)
    artist = scene.artist
    updated = 0
    for _step in range(10):
        scene.set_position(state, interactive=True)
        for _ in range(4):
            scene.turn(1)
            columns = artist.columns.columns(state.board)
            layer = artist.layer
            kept = layer._sides.get(scene.proj.turns)
            layer._ranks(columns, state.board.heights)
            updated += kept is not None and kept[0] != tuple(columns.items())
            fresh = MountainLayer(artist)
            fresh._ranks(columns, state.board.heights)
            assert layer._hulls == fresh._hulls
            assert {k: sorted(v) for k, v in layer._buckets.items() if v} \
                == {k: sorted(v) for k, v in fresh._buckets.items()}
        actions = state.legal_actions()
        moving = [a for a in actions if type(a).__name__ in ("Pick", "Place")]
        nxt = state.child(rng.choice(moving or actions))
        if nxt.is_terminal():
            break
        assert isinstance(nxt, ClimbersState)
        state = nxt
    assert updated >= 6
