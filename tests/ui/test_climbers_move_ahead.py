"""Issue 17 ("Smooth": a shown move in 5 ms): a move pointed at (its ring hovered, or the
keyboard's cursor on its square) has the step it leads to made ahead after the hover's
paint (.moveahead): that step's composite brought up to date for the position after the
move, and the view's whole paint of it.  The move's paint then copies it: no overlay
drawn, no composite made, the pixels of a paint with nothing kept."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Disk, DiskAt, Move, Push, Stay
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.ui.boards.climbers.moveahead import MoveSoon, step_after
from climbdesk.ui.boards.climbers.spots import BlockSpot, Cell
from climbdesk.ui.boards.climbers.stepahead import StepAhead

from .climbers_helpers import lift_step, slices_board, turn_until_idle


def _walk(state: ClimbersState, phase: str, rng: random.Random) -> ClimbersState:
    """``state`` walked on by random actions to the next position in ``phase`` whose
    player may move (not only stay)."""
    state = state.child(rng.choice(state.legal_actions()))
    while state.phase != phase or not any(isinstance(a, Move) for a in state.legal_actions()):
        state = state.child(rng.choice(state.legal_actions()))
    return state


def _idle(scene) -> None:  # type: ignore[no-untyped-def]
    """Turn the event loop until the slices and the work after a hover are done."""
    for _ in range(50):
        turn_until_idle(scene)
        QApplication.processEvents()
        if not scene.move_soon._queued and not scene.ahead.steps._queued:
            return


def _targets(state: ClimbersState) -> list[Move]:
    """The moves to squares one ladder set reaches (a click there plays at once)."""
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    return [a for a in moves if sum((m.x, m.y) == (a.x, a.y) for m in moves) == 1]


def _move(qtbot, monkeypatch, dark: bool, ahead: bool, phase: str = "move1",  # type: ignore[no-untyped-def]  # noqa: E501
          other: bool = False, seed: int = 3, keys: bool = False, hint: bool = False):
    """A move step (``phase``) shown and the event loop turned until idle, a move's square
    hovered (made ahead or not) and the hover let go without a redraw, as a click lets go
    of it; then that move (``other``: another one) shown with nothing made after its
    paint: the overlays drawn, composites made whole, whole paints taken from one made
    ahead, and the steps made ahead.  ``keys``: the keyboard's cursor put on the square
    and the move chosen as Enter chooses it (the board's redraw first).  ``hint``: a hint
    shown on the move step, taken off before the next position as the page does.  Each
    position is the acting seat's view, as the page shows it (a reaction's is the other
    seat's)."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch, dark)
    if not ahead:
        monkeypatch.setattr(MoveSoon, "poke", lambda self: None)
    rng = random.Random(seed)
    state = _walk(lift_step(6), phase.split("-")[0], rng)
    if phase.endswith("-nodisk"):  # "no disk" is played at once: the other seat acts next
        state = state.clone()
        state.disk[state.active] = DiskAt.USED
    state = state.view(state.current_player())  # as the page shows it: the seat's view
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    moves = _targets(state)
    move = moves[len(moves) // 2]
    if hint:
        scene.show_hint(moves[0])
    if keys:
        scene.set_cursor(Cell(move.x, move.y))
    else:
        scene.hover = Cell(move.x, move.y)
        scene.redraw()
    shown()
    _idle(scene)
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    if other:
        move = next(a for a in moves if a != move)
    if keys:
        scene.choose(move)
    else:
        scene.hover = None  # let go
    if hint:
        scene.show_hint(None)
    composites = scene.artist.layer.composites
    soon = scene.move_soon
    drawn, whole, taken = composites.drawn, composites.whole, soon.taken
    after = state.child(move)
    scene.set_position(after.view(after.current_player()), interactive=True)
    while len(after.legal_actions()) == 1 and not scene.handles(after.legal_actions()[0]):
        after = after.child(after.legal_actions()[0])  # as the controller plays it, at once
        scene.set_position(after.view(after.current_player()), interactive=True)
    image = shown()
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    out = (composites.drawn - drawn, composites.whole - whole, soon.taken - taken, soon.made,
           soon._picture is None)
    view.close()
    scene.deleteLater()
    return out


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("phase", ["move1", "move2", "move2-nodisk"])
def test_a_hovered_move_is_painted_ahead_and_its_paint_draws_nothing(qtbot, monkeypatch, dark: bool, phase: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """After a hover over a ring, the move's paint (into the block step after a first
    move; into the disk step after a second, or without the disk, "no disk" played at
    once, the other seat's reaction or turn, shown as that seat's view) copies the whole
    paint made ahead: no overlay drawn and no composite made, where without the hover's
    work it draws some; pixels as a fresh paint's."""
    drawn, whole, taken, made, _gone = _move(qtbot, monkeypatch, dark, ahead=True,
                                             phase=phase)
    drawn_without, whole_without, taken_without, made_without, _gone = _move(
        qtbot, monkeypatch, dark, ahead=False, phase=phase)
    assert made == 1 and made_without == 0
    assert taken == 1 and taken_without == 0
    assert drawn == whole == 0, (drawn, whole)
    assert drawn_without + whole_without > 0, (drawn_without, whole_without)


@pytest.mark.parametrize("phase", ["move1", "move2-nodisk"])
def test_a_move_chosen_by_the_keyboard_is_painted_ahead(qtbot, monkeypatch, phase: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The keyboard's cursor on a ring, then Enter: the move's paint copies the whole paint
    made ahead (the cursor moved on where the next step's spots are, as the board moves
    it), pixels as a fresh paint's."""
    drawn, whole, taken, made, _gone = _move(qtbot, monkeypatch, False, ahead=True,
                                             phase=phase, keys=True)
    assert made == 1 and taken == 1 and drawn == whole == 0, (made, taken, drawn, whole)


def test_the_ladder_set_pointed_at_in_the_menu_is_painted_ahead(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A square two ladder sets reach opens a menu: the entry pointed at is the move made
    ahead (the first when it opens, the other once hovered), and choosing it copies the
    picture, pixels as a fresh paint's."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    state = _walk(lift_step(6), "move1", random.Random(10))  # a square two sets reach
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    two = [a for a in moves if sum((m.x, m.y) == (a.x, a.y) for m in moves) == 2]
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    x, y = two[0].x, two[0].y
    scene.hover = Cell(x, y)
    assert scene.resolve(scene.picked, Cell(x, y)) is None  # the menu opens
    chooser = scene.chooser
    assert chooser is not None and chooser.isVisible()
    sets = chooser.sets
    soon = scene.move_soon
    scene.redraw()
    shown()
    _idle(scene)
    assert soon._done is not None and soon._done[2] == Move(x, y, sets[0])
    chooser._hover(sets[1])
    shown()
    _idle(scene)
    assert soon._done[2] == Move(x, y, sets[1]) and soon.made == 2
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    chooser.pick(sets[1])
    scene.set_position(state.child(Move(x, y, sets[1])), interactive=True)
    image = shown()
    assert soon.taken == 1
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    view.close()
    scene.deleteLater()


def _target_then_play(qtbot, monkeypatch, seed: int, steps: int, kind: type,  # type: ignore[no-untyped-def]  # noqa: E501
                      hover) -> None:
    """A random game of ``seed`` played ``steps`` actions on, to a step with a choice of
    ``kind``; its second such action's target hovered (``hover`` of the action) and made
    ahead, then chosen and shown (forced steps played at once): the paint copies the
    picture, pixels as a fresh paint's."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    rng = random.Random(seed)
    state = lift_step(6)
    for _ in range(steps):
        state = state.child(rng.choice(state.legal_actions()))
    actions = [a for a in state.legal_actions() if isinstance(a, kind)]
    assert len(actions) >= 2
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    action = actions[1]
    scene.hover = hover(action)
    scene.redraw()
    shown()
    _idle(scene)
    soon = scene.move_soon
    assert soon.made == 1 and soon._done is not None and soon._done[2] == action
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    scene.choose(action)
    after = state.child(action)
    scene.set_position(after.view(after.current_player()), interactive=True)
    while len(after.legal_actions()) == 1 and not scene.handles(after.legal_actions()[0]):
        after = after.child(after.legal_actions()[0])  # as the controller plays it, at once
        scene.set_position(after.view(after.current_player()), interactive=True)
    image = shown()
    assert soon.taken == 1
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    view.close()
    scene.deleteLater()


def test_a_hovered_push_is_painted_ahead(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A block set on a climber: the square it is pushed to, hovered, is made ahead."""
    _target_then_play(qtbot, monkeypatch, 12, 26, Push, lambda a: Cell(a.x, a.y))


def test_a_hovered_disk_is_painted_ahead(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The disk step: the block hovered, where the disk may go, is made ahead."""
    _target_then_play(qtbot, monkeypatch, 0, 3, Disk, lambda a: BlockSpot(a.block))


def test_a_passing_position_painted_first_leaves_the_picture_to_the_one_after(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A click's own redraw asks for a paint before its move is played, so the step the
    window passes by ("no disk", played at once) can be painted first: the picture made
    ahead waits for the position after it, whose paint (bringing the kept picture up to
    date, not a whole one) takes it; pixels as a fresh paint's."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    state = _walk(lift_step(6), "move2", random.Random(3)).clone()
    state.disk[state.active] = DiskAt.USED  # "no disk" is played at once
    state = state.view(state.current_player())
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    move = _targets(state)[0]
    scene.hover = Cell(move.x, move.y)
    scene.redraw()
    shown()
    _idle(scene)
    soon = scene.move_soon
    assert soon.made == 1
    monkeypatch.setattr(StepAhead, "shown", lambda self: None)  # nothing after the paint
    scene.choose(move)  # its redraw asks for a paint
    disk = state.child(move)
    assert disk.phase == "disk" and len(disk.legal_actions()) == 1
    scene.set_position(disk.view(disk.current_player()), interactive=True)
    scene.redraw()  # as the click's pending paint: the passing position drawn
    shown()
    after = disk.child(disk.legal_actions()[0])
    scene.set_position(after.view(after.current_player()), interactive=True)
    image = shown()
    assert soon.taken == 1
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    view.close()
    scene.deleteLater()


def test_a_hint_shown_before_the_move_does_not_keep_the_picture_from_it(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A hint on the move step (taken off by the page before the next position): the
    picture made ahead shows no hint, and the move's paint copies it."""
    drawn, whole, taken, made, _gone = _move(qtbot, monkeypatch, False, ahead=True,
                                             hint=True)
    assert made == 1 and taken == 1 and drawn == whole == 0, (made, taken, drawn, whole)


def test_a_hover_then_another_move_paints_that_move(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A ring hovered, then another move played: nothing made ahead is taken, and the
    board shows that move as a fresh paint does; the picture made is dropped with that
    paint (memory: one at most, and none kept past the position it was made from)."""
    _drawn, _whole, taken, made, gone = _move(qtbot, monkeypatch, False, ahead=True,
                                              other=True)
    assert made == 1 and taken == 0 and gone


def test_a_picture_not_taken_goes_with_the_next_paint(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A ring hovered, then the mouse gone from it (the board painted whole without the
    hover: the picture is kept, for the same position), then another move, whose paint
    brings the kept picture up to date by area (no whole paint to take it): the picture
    is dropped with that paint."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    state = _walk(lift_step(6), "move1", random.Random(3))
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    moves = _targets(state)
    scene.hover = Cell(moves[0].x, moves[0].y)
    scene.redraw()
    shown()
    _idle(scene)
    scene.hover = None
    scene.redraw()
    shown()
    _idle(scene)
    soon = scene.move_soon
    assert soon._picture is not None
    patched = scene.artist.views.patched
    scene.set_position(state.child(moves[1]), interactive=True)
    image = shown()
    assert scene.artist.views.patched > patched and soon.taken == 0
    assert soon._picture is None
    on_screen = scene.artist.views._shown
    assert image == fresh()
    scene.artist.views._shown = on_screen
    view.close()
    scene.deleteLater()


def test_a_hovered_move_that_animates_takes_the_picture_at_its_end(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """With the animations on, the climber walks first (painted without the kept
    pictures) and the move's own paint at the end copies the picture made ahead: the
    pixels of a paint with nothing kept."""
    scene, view, shown, fresh = slices_board(qtbot, monkeypatch)
    scene.set_animation_speed(1.0)
    state = _walk(lift_step(6), "move1", random.Random(3))
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    move = _targets(state)[0]
    scene.hover = Cell(move.x, move.y)
    scene.redraw()
    shown()
    _idle(scene)
    soon = scene.move_soon
    assert soon.made == 1
    scene.choose(move)
    scene.set_position(state.child(move), interactive=True, animate=move)
    assert scene.motion.running()
    qtbot.waitUntil(lambda: not scene.motion.running(), timeout=20000)
    image = shown()
    assert soon.taken == 1 and soon._picture is None
    assert image == fresh()
    view.close()
    scene.deleteLater()


def test_nothing_is_made_ahead_for_a_bot_or_while_input_is_refused(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A ring hovered while the board takes no input (a bot's turn) makes nothing; nor
    does one whose move leads to a step a bot takes (its reaction is never shown)."""
    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = _walk(lift_step(6), "move2", random.Random(3))
    move = _targets(state)[0]
    soon = scene.move_soon
    scene.set_position(state, interactive=False)
    shown()
    _idle(scene)
    scene.hover = Cell(move.x, move.y)
    scene.redraw()
    shown()
    _idle(scene)
    assert soon.action() is None and soon.made == 0
    scene.hover = None
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    after = step_after(scene, state, move)
    assert after is not None
    seat = after.state.current_player()
    scene.set_seats_at_device(s for s in range(state.players) if s != seat)  # a bot's
    assert step_after(scene, state, move) is None
    scene.hover = Cell(move.x, move.y)
    scene.redraw()
    shown()
    _idle(scene)
    assert soon.action() == move and soon.made == 0 and soon._picture is None
    view.close()
    scene.deleteLater()


def test_the_step_after_is_the_one_the_window_shows(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The position made ahead has the forced steps played through as the controller
    plays them, and the marks the scene indexes when it is shown."""
    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    rng = random.Random(5)
    state = lift_step(6)
    for phase in ("move1", "move2", "move1", "move2"):
        state = _walk(state, phase, rng)
        for action in [Stay(), *_targets(state)[:3]]:
            step = step_after(scene, state, action)
            after = state.child(action)
            while len(after.legal_actions()) == 1 and not scene.handles(after.legal_actions()[0]):
                after = after.child(after.legal_actions()[0])
            if step is None:
                assert after.phase in ("place", "over") or after.is_terminal()
                continue
            assert step.state == after
            scene.set_position(after, interactive=True)
            assert step.marks == (scene._moves, scene._picks, scene._disks, scene._pushes,
                                  scene.picked, scene._places, scene.orient)
    view.close()
    scene.deleteLater()


def test_the_benchs_hover_points_at_a_move_and_a_disk(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """``bench --per-move --hover`` (the probe's ``_point_at``) hovers the square a Move
    goes to and the block a Disk goes on, so the step after is made ahead for them."""
    from climbdesk.ui.dev.bench_probe import _point_at

    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = _walk(lift_step(6), "move1", random.Random(3))
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    assert not _point_at(scene, Stay())
    move = _targets(state)[0]
    assert _point_at(scene, move) and scene.hover == Cell(move.x, move.y)
    _idle(scene)
    assert scene.move_soon.made == 1
    assert _point_at(scene, Disk(3)) and scene.hover == BlockSpot(3)
    view.close()
    scene.deleteLater()


def test_a_position_made_ahead_stays_alive_until_the_next_is_made(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The x-ray's and the composites' one-entry caches key a position by its id(): the
    next position made ahead must never be given the id of the last one, whose answers
    may still be cached (review16), so the last one is kept until it is replaced."""
    import climbdesk.ui.boards.climbers.moveahead as moveahead

    scene, view, shown, _fresh = slices_board(qtbot, monkeypatch)
    state = _walk(lift_step(6), "move2", random.Random(3))
    moves = _targets(state)[:3]
    assert len(moves) >= 2
    scene.set_position(state, interactive=True)
    shown()
    _idle(scene)
    soon = scene.move_soon
    made: list[tuple[object, int]] = []  # (the position kept then, the new one's id)
    real = moveahead.step_after

    def noting(*args):  # type: ignore[no-untyped-def]
        step = real(*args)
        if step is not None:
            made.append((soon._after, id(step.state)))
        return step

    monkeypatch.setattr(moveahead, "step_after", noting)
    for move in moves:
        scene.hover = Cell(move.x, move.y)
        scene.redraw()
        shown()
        _idle(scene)
    assert len(made) == len(moves)
    for kept, new in made[1:]:
        assert kept is not None and id(kept) != new
    view.close()
    scene.deleteLater()
