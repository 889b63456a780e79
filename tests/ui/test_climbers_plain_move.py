"""Issue 17 (G7, a shown move in 5 ms): a shown move's paint without a hover does less
work — each square's overlays planned from the scene read once and their reaches kept by
geometry (.plan), a changed area of many rectangles bounded in scene units, the x-ray's
answers read once per position, and an area where only whole pictures are copied over the
composite brought up to date without the scratch pass — and every shown position still
shows exactly what a paint with nothing kept shows."""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest
from PySide6.QtCore import QRectF

from climbdesk.games.climbers import Move
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.blockmarks import SIDES, front_square
from climbdesk.ui.boards.climbers.dirty import FIGURE
from climbdesk.ui.boards.climbers.ladders import square_label
from climbdesk.ui.boards.climbers.nextstep import StayAhead
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import (
    BlockSpot,
    Cell,
    ClimberInHand,
    HeldBlock,
    PushedClimber,
)

from .climbers_helpers import lift_step, slices_board, turn_until_idle


def _on(state: ClimbersState, rng: random.Random) -> ClimbersState:
    """``state`` after a random action, and after the only action of the positions that
    have one (the controller plays those at once; the board never draws them)."""
    state = state.child(rng.choice(state.legal_actions()))
    while not state.is_terminal() and len(state.legal_actions()) == 1:
        state = state.child(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("dark", [False, True])
def test_shown_moves_without_a_hover_show_a_fresh_paint(qtbot, monkeypatch, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Random games of every kind of move, each position shown as the controller shows
    it (the event loop turned until idle after, so the next step is made ahead, and a
    quarter turn now and then): each shows what a paint with nothing kept shows; areas
    were brought up to date straight into the kept picture, and changed areas of many
    rectangles were mapped once."""
    scene, _view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    views = scene.artist.views
    rng = random.Random(7 + dark)
    state = lift_step(4)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    kinds: set[str] = set()
    for i in range(36):
        if state.is_terminal():
            break
        state = _on(state, rng)
        scene.set_position(state, interactive=True)
        image = shown()
        on_screen = views._shown
        assert image == fresh(), (i, state.phase)
        views._shown = on_screen
        kinds.add(state.phase)
        if i % 5 == 4:
            scene.turn(1)
            shown()
        turn_until_idle(scene)
    assert {"block", "place", "move1", "move2"} <= kinds
    assert views.straight > 0 and views.patched > 0
    scene.deleteLater()


def test_a_move_into_the_block_step_maps_its_changed_area_once(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A move into the block step changes some 100 overlays' areas (every ring goes, every
    frame comes): their bounds are mapped to the device once, not each of them; and the
    composite's own area, around the climber's squares, asks few overlays their box.
    (Without the stay picture made ahead, which the move takes instead, move17:
    test_climbers_stay_ahead.py.)"""
    monkeypatch.setattr(StayAhead, "make", lambda self, painter: None)
    scene, _view, shown, fresh = slices_board(qtbot, monkeypatch)
    views = scene.artist.views
    rng = random.Random(3)
    state = lift_step(6)
    while True:
        state = _on(state, rng)
        if state.phase == "move1" and any(s.phase == "block" for s in (
                state.child(a) for a in state.legal_actions() if isinstance(a, Move))):
            break
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    into = next(s for s in (state.child(a) for a in state.legal_actions()
                            if isinstance(a, Move)) if s.phase == "block")
    mapped = views.mapped
    composites = scene.artist.layer.composites
    drawn, boxes = composites.drawn, composites.boxes
    scene.set_position(into, interactive=True)
    assert shown() == fresh()
    assert views.mapped - mapped == 1
    # The composite made ahead brought up to date around the climber's squares: only the
    # overlays near them have their box asked.
    entries = len(composites._plan(into, scene.artist.layer._rank))
    assert 0 < composites.drawn - drawn <= composites.boxes - boxes < entries // 2
    scene.deleteLater()


def test_a_plan_works_out_only_the_reaches_it_has_not_seen(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Planning a block step again works out no reach; the positions after it work out
    reaches only where a square shows a new kind of overlay."""
    scene, _view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(5)
    scene.set_position(state, interactive=True)
    shown()
    composites = scene.artist.layer.composites
    rank = scene.artist.layer._rank
    reaches = composites._reaches
    entries = composites._plan(state, rank)
    assert len(entries) > 20
    made = reaches.made
    assert composites._plan(state, rank) == entries
    assert reaches.made == made
    scene.deleteLater()


def test_the_xray_reads_its_cache_once_for_a_positions_targets(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The hidden targets of a block step with some 60 tops are worked out with the
    geometry's cache checked a few times, not once a top."""
    scene, _view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(5)
    scene.set_position(state, interactive=True)
    shown()
    xray = scene.xray
    assert len(xray.target_squares(state)) > 20
    xray._targets_key = None  # worked out anew, as for a new position
    asked = xray.refreshes
    xray.hidden_targets(state)
    assert xray.refreshes - asked <= 3
    scene.deleteLater()


# ----- the plan against the way it was worked out square by square ---------------------------
MARK = (-16.0, -10.0, 16.0, 10.0)
LOCK = (-28.0, -42.0, 28.0, 18.0)


def _mark_look(scene: ClimbersBoardScene, state: ClimbersState, x: int, y: int,
               h: int) -> tuple[Hashable, ...] | None:
    key = scene.picked
    accepts = scene.accepts_input()
    if isinstance(key, ClimberInHand | PushedClimber) and accepts:
        cells = scene._moves if isinstance(key, ClimberInHand) else scene._pushes
        if (x, y) not in cells:
            return None
        letters = square_label(scene._moves[(x, y)]) if isinstance(key, ClimberInHand) else ""
        return ("ring", scene.hover == Cell(x, y), letters)
    if isinstance(key, HeldBlock):
        return ("dot",) if (x, y) in scene.placement_handles() else None
    board = state.board
    owner = board.top_block(x, y)
    if owner < 0 or not accepts:
        return None
    phase = state.phase
    marked = scene._picks if phase == "block" else scene._disks if phase == "disk" else set()
    edges = tuple(0 <= x + dx < TABLE and 0 <= y + dy < TABLE
                  and board.top_block(x + dx, y + dy) == owner
                  and board.height(x + dx, y + dy) == h for dx, dy in SIDES)
    if owner in marked:
        return ("frame", scene.hover == BlockSpot(owner), phase, edges)
    if owner == state.lock and phase in ("block", "place"):
        return ("lock", front_square(scene, state, owner) == y * TABLE + x, edges)
    return None


def _reference(scene: ClimbersBoardScene, state: ClimbersState,
               rank: dict[int, int]) -> list[tuple[int, Hashable, QRectF]]:
    """Every square's overlays as the composite planned them square by square."""
    artist = scene.artist
    proj = scene.proj
    heights = state.board.heights
    hidden = scene.motion.hidden_seats()
    climbers = {c: s for s, c in enumerate(state.pos) if c >= 0 and s not in hidden
                and state.height(s) >= heights[c]}
    disks = artist.disk_squares(state)
    marked = artist._marked_squares(state)
    dots = isinstance(scene.picked, HeldBlock)
    out = []
    for c in sorted(marked | disks.keys() | climbers.keys(), key=rank.__getitem__):
        x, y = c % TABLE, c // TABLE
        h = heights[c]
        if dots and c in marked and c not in disks and c not in climbers:
            continue
        reach = QRectF()
        mark = _mark_look(scene, state, x, y, h) if c in marked else None
        if mark is not None:
            m = LOCK if mark[0] == "lock" else MARK
            reach = proj.top_rect(x, y, h).adjusted(*m)
            if mark[0] == "ring" and mark[2]:
                at = proj.world_point(x + 0.5, y + 0.5, h)
                half = max(18.0, 9.0 * len(str(mark[2])) + 6) / 2 + 4
                reach = reach.united(QRectF(at.x() - half, at.y() - 13, 2 * half, 26))
        disk, climber = disks.get(c, -1), climbers.get(c, -1)
        if disk >= 0 or climber >= 0:
            reach = reach.united(FIGURE.translated(proj.world_point(x + 0.5, y + 0.5, h)))
        out.append((c, (h, mark, disk, climber), reach))
    return out


def test_the_plan_equals_the_square_by_square_one(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Over random games from every side, with a target or block hovered now and then,
    the plan's looks and reaches are those worked out square by square."""
    scene, _view, shown, _fresh = slices_board(qtbot, monkeypatch)
    rng = random.Random(11)
    state = lift_step(3)
    composites = scene.artist.layer.composites
    seen: set[str] = set()
    for i in range(60):
        if state.is_terminal():
            break
        scene.set_position(state, interactive=True)
        if i % 3 == 0:
            scene.turn(1)
        for hover in (None, *[BlockSpot(b) for b in sorted(scene._picks)[:1]],
                      *[Cell(x, y) for x, y in sorted(scene._moves)[:1]]):
            scene.hover = hover
            layer = scene.artist.layer
            columns = scene.artist.columns.columns(state.board)
            rank = layer._ranks(columns, state.board.heights)
            assert composites._plan(state, rank) == _reference(scene, state, rank), i
            seen.update(str(look[1][0]) for _c, look, _r in composites._plan(state, rank)
                        if isinstance(look, tuple) and look[1] is not None)
        scene.hover = None
        state = _on(state, rng)
    assert {"ring", "frame", "dot"} <= seen
    scene.deleteLater()


def test_turning_back_finds_the_columns_outlines_of_that_view(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A quarter turn round the mountain and back to each side: the columns' outlines the
    overlays' covers were cut from are those of the view turned back to, none worked out
    again (one view's were kept, so every turn made them anew), nor the squares' ranks
    in the painter's order."""
    scene, _view, shown, fresh = slices_board(qtbot, monkeypatch)
    layer = scene.artist.layer
    state = lift_step(5)
    scene.set_position(state, interactive=True)
    shown()
    for _ in range(4):
        scene.turn(1)
        shown()
        turn_until_idle(scene)
    outlined, ranked = layer.outlined, layer.ranks_made
    assert outlined > 0 and ranked > 0
    for _ in range(4):
        layer._covers.clear()  # every overlay's cover cut again, from the outlines
        layer.composites._kept.clear()  # every overlay drawn again
        scene.artist.views.clear()
        scene.turn(1)
        assert shown() == fresh()
    assert layer.outlined == outlined
    assert layer.ranks_made == ranked  # each side's order's ranks kept too
    scene.deleteLater()


def test_the_xray_rings_places_are_kept_by_geometry(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The x-ray's items of a position asked again work out no ring's place (the same
    bounds come back); each item's look and bounds are those worked out afresh."""
    scene, _view, shown, _fresh = slices_board(qtbot, monkeypatch)
    xray = scene.xray
    rng = random.Random(2)
    state = lift_step(6)
    found = False
    for _ in range(80):
        scene.set_position(state, interactive=True)
        shown()
        items = xray.items(state)
        if any(look[0] in ("xray-ring", "xray-block") for look, _r, _d in items):
            found = True
            again = xray.items(state)
            assert all(a[1] is b[1] for a, b in zip(again, items, strict=True)
                       if a[0][0] in ("xray-ring", "xray-block"))
            assert [(look, rect) for look, rect, _d in again] \
                == [(look, rect) for look, rect, _d in items]
            xray._places.clear()
            assert [(look, rect) for look, rect, _d in xray.items(state)] \
                == [(look, rect) for look, rect, _d in items]
            break
        state = _on(state, rng)
    assert found
    scene.deleteLater()


def test_the_placement_dots_bounds_hold_every_dot(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A lift's placement dots as one item: its bounds, from the dots' numbers, hold every
    dot's area (a kept picture is brought up to date over them), and the lift and the
    placement after it show a fresh paint."""
    from climbdesk.games.climbers import Pick, Place
    from climbdesk.ui.boards.climbers.placestep import DOT, over_items

    scene, _view, shown, fresh = slices_board(qtbot, monkeypatch)
    state = lift_step(5)
    scene.set_position(state, interactive=True)
    shown()
    turn_until_idle(scene)
    for block in sorted(scene._picks)[:3]:
        lifted = state.child(Pick(block))
        scene.set_position(lifted, interactive=True)
        assert shown() == fresh()
        items = over_items(scene, lifted, [], [])
        dots = [(look, bounds) for look, bounds, _d in items if look[0] == "dots"]
        assert len(dots) == 1
        look, bounds = dots[0]
        points = look[1]
        assert isinstance(points, tuple) and len(points) > 20
        for x, y in points:
            assert bounds.contains(DOT.translated(x, y))
        places = [a for a in lifted.legal_actions() if isinstance(a, Place)]
        scene.set_position(lifted.child(places[len(places) // 2]), interactive=True)
        assert shown() == fresh()
        scene.set_position(state, interactive=True)
        shown()
    scene.deleteLater()
