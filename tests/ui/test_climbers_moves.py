"""Climbers board: the hovered path, the ladder chooser, the disk token, the reaction
banner, the panel's facts and the one colour source (issue 11, helper "cmove")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from climbers_fixtures import at, empty_state, put
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from climbdesk.core.record import Seat
from climbdesk.games.climbers import GAME, ClimbersState, Disk, Move
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers import BOARD
from climbdesk.ui.boards.climbers.colours import FACE_COLOURS
from climbdesk.ui.boards.climbers.disk import disk_payload
from climbdesk.ui.boards.climbers.facts import status_facts
from climbdesk.ui.boards.climbers.panel import ClimbersPanel
from climbdesk.ui.boards.climbers.paths import hover_path
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import BlockSpot, Cell, ClimberInHand, DiskInHand
from climbdesk.ui.player_panel import PlayerPanel
from climbdesk.ui.theme import BoardTheme

from .app_helpers import dialogs  # noqa: F401
from .board_helpers import click_at, show_board


@pytest.fixture
def board(qtbot) -> Iterator[tuple[ClimbersBoardScene, BoardView]]:  # type: ignore[no-untyped-def]
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    yield scene, show_board(qtbot, scene, 900, 700)


def stairs(phase: str = "move1", players: int = 2) -> ClimbersState:
    """Steps of height 1, 2 and 4 in a row (x 0-5, y 0-1); seat 0 on the lowest. The
    last step rises 2: the short or the tall ladder reaches (4, 0) and (5, 0)."""
    state = empty_state(players, phase=phase)
    put(state.board, "S1", 0, 0, 2, 2, h=1)
    put(state.board, "S2", 2, 0, 2, 2, h=2)
    put(state.board, "S4", 4, 0, 2, 2, h=4)
    at(state, 0, 0, 0)
    return state


def emitted(scene: ClimbersBoardScene) -> list[object]:
    got: list[object] = []
    scene.action_chosen.connect(got.append)
    return got


def test_hovering_a_square_draws_the_engines_path(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = stairs()
    scene.set_position(state, interactive=True)
    assert scene.cell_at(scene.top_rect(2, 1).center()) == (2, 1)  # in front
    assert view.viewport().hasMouseTracking()  # hover works without a button down
    # Sent, not QTest.mouseMove: a moved global cursor upsets later tests' views.
    at = QPointF(view.mapFromScene(scene.top_rect(2, 1).center()))
    QApplication.sendEvent(view.viewport(), QMouseEvent(
        QEvent.Type.MouseMove, at, view.viewport().mapToGlobal(at), Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert scene.hover == Cell(2, 1)
    expected = state.path_of(Move(2, 1, ""))
    assert hover_path(scene) == expected and expected[-1] == (2, 1)
    view.viewport().repaint()
    QApplication.processEvents()
    assert scene.painted.get("path") == len(expected)
    scene.hover = Cell(9, 9)  # not reachable: no path
    assert hover_path(scene) == []


def test_a_square_two_ladder_sets_reach_asks_which_by_mouse(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_position(stairs(), interactive=True)
    assert scene.moves()[4, 0] == ["short", "tall"]
    got = emitted(scene)
    click_at(qtbot, view, scene.top_rect(4, 0).center())
    chooser = scene.chooser
    assert got == [] and chooser is not None and chooser.isVisible()
    assert [e.data() for e in chooser.entries] == ["short", "tall"]
    chooser.entries[1].hovered.emit()  # hovering an entry shows that set's path
    assert hover_path(scene) == stairs().path_of(Move(4, 0, "tall"))
    chooser.entries[1].trigger()
    assert got == [Move(4, 0, "tall")]


def chooser_by_keyboard(board, qtbot):  # type: ignore[no-untyped-def]
    """Open the ladder chooser on square (5, 1), reached both ways, with the keyboard;
    returns the chooser and the list the board's chosen actions land in."""
    scene, view = board
    scene.set_position(stairs(), interactive=True)
    view.setFocus()
    got = emitted(scene)
    scene.set_cursor(Cell(5, 1))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    chooser = scene.chooser
    assert chooser is not None and chooser.isVisible() and got == []
    return chooser, got


def test_the_ladder_chooser_by_keyboard(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    chooser, got = chooser_by_keyboard(board, qtbot)
    qtbot.keyClick(chooser, Qt.Key.Key_Down)
    qtbot.keyClick(chooser, Qt.Key.Key_Return)
    assert got == [Move(5, 1, "tall")]


def test_the_ladder_chooser_keys_can_be_typed_in_japanese(board, qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The squares show 短/長, but a menu shortcut must be a key the keyboard types:
    the Japanese entries end in (&S)/(&T), and typing T spends the tall ladder."""
    from climbdesk.ui import i18n

    if not i18n.qm_path("ja").exists():
        pytest.skip("translations not built (run `make translations`)")
    try:
        assert i18n.install("ja") == "ja"
        chooser, got = chooser_by_keyboard(board, qtbot)
        texts = [e.text() for e in chooser.entries]
        assert texts[0].endswith("(&S)") and texts[1].endswith("(&T)"), texts
        assert "短" in texts[0]
        qtbot.keyClick(chooser, Qt.Key.Key_T)
        assert got == [Move(5, 1, "tall")]
    finally:
        i18n.install("en")


def disk_state() -> tuple[ClimbersState, int, int]:
    """Seat 0's disk step: a free block (allowed) and the block it stands on (not)."""
    state = empty_state(phase="disk")
    free = put(state.board, "S1", 6, 6, 2, 2, h=1)
    under = put(state.board, "S1", 0, 0, 2, 2, h=1)
    at(state, 0, 0, 0)
    return state, free, under


def drag_to(view: BoardView, x: int, y: int, seat: int) -> bool:
    """Drag a disk of ``seat`` over square (x, y) and drop it there, as Qt's drag and
    drop delivers it to the view (a real QDrag cannot be driven in a test): whether
    the drop was accepted."""
    scene = view.scene()
    assert isinstance(scene, ClimbersBoardScene)
    at = QPointF(view.mapFromScene(scene.top_rect(x, y).center()))
    mime = disk_payload(seat).mime()
    move = Qt.DropAction.MoveAction
    for event in (QDragEnterEvent(at.toPoint(), move, mime, Qt.MouseButton.LeftButton,
                                  Qt.KeyboardModifier.NoModifier),
                  QDragMoveEvent(at.toPoint(), move, mime, Qt.MouseButton.LeftButton,
                                 Qt.KeyboardModifier.NoModifier)):
        QApplication.sendEvent(view.viewport(), event)
    drop = QDropEvent(at, move, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), drop)
    return drop.isAccepted()


def test_the_disk_dropped_on_a_highlighted_top(board) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state, free, under = disk_state()
    scene.set_position(state, interactive=True)
    assert scene.disk_blocks() == {free}
    got = emitted(scene)
    assert not drag_to(view, 1, 1, 0)   # the climber's own block: refused
    assert not drag_to(view, 7, 7, 1)   # another seat's disk: refused
    assert got == []
    drag_to(view, 7, 7, 0)
    assert got == [Disk(free)]


def test_the_disk_by_click_click_and_by_keyboard(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state, free, _under = disk_state()
    scene.set_position(state, interactive=True)
    panel = scene.side_panel()
    assert isinstance(panel, ClimbersPanel) and not panel.disk.isHidden()
    got = emitted(scene)
    qtbot.mouseClick(panel.disk.token, Qt.MouseButton.LeftButton)
    assert scene.picked == DiskInHand(0)
    click_at(qtbot, view, scene.top_rect(6, 7).center())
    assert got == [Disk(free)]
    scene.set_position(state, interactive=True)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert scene.picked == DiskInHand(0) and scene.cursor == BlockSpot(free)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert got == [Disk(free), Disk(free)]


def test_a_reaction_shows_the_banner_of_the_reacting_seat(board) -> None:  # type: ignore[no-untyped-def]
    scene, _view = board
    state = stairs(players=3)
    state.phase, state.active, state.reactors = "react", 2, [1]
    state.colours = ("teal", "purple", "yellow")
    state.touch()
    scene.set_seat_names(["Ann", "Ben", "Cleo"])
    panel = scene.side_panel()
    assert isinstance(panel, ClimbersPanel)
    scene.set_position(state, interactive=True)
    assert scene.panel_later.flush()  # the panel follows the board's paint
    assert not panel.banner.isHidden()
    assert "Ben may move" in panel.banner.title.text() and "■" in panel.banner.title.text()
    assert "Cleo" in panel.banner.detail.text()
    assert FACE_COLOURS["purple"] in panel.banner.styleSheet()
    assert scene.picked == ClimberInHand(1)  # the same highlights as any move
    state.phase, state.reactors = "move1", []
    state.touch()
    scene.set_position(state, interactive=True)
    assert scene.panel_later.flush()
    assert panel.banner.isHidden()


def test_the_panel_shows_the_seats_facts_from_the_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = stairs()
    state.ladders[0] = 2  # the tall one left
    state.disk[1] = -2    # used
    state.reached_turn[0] = 3
    panel = PlayerPanel()
    qtbot.addWidget(panel)
    seats = [Seat("Ann", "human"), Seat("Ben", "human")]
    panel.update_from(state.view(0), seats, GAME.info.colours, board=BOARD)
    ann, ben = (row.facts.text().replace("\u00a0", " ") for row in panel.rows)
    assert "ladders: tall" in ann and "disk in hand" in ann
    assert "ladders: short and tall" in ben and "disk used" in ben
    # One line a seat; the colour and since when it stands there are in the tooltip.
    assert "\n" not in ann and "move 3" in panel.rows[0].toolTip()
    assert "At the foot" in panel.rows[1].toolTip()
    state.streak = 2
    assert status_facts(state.view(0)) == ["2 of 4 turns without climbing: the game ends at 4"]
    state.phase, state.reactors = "react", [1]  # Ben reacts during Ann's turn
    panel.update_from(state.view(1), seats, GAME.info.colours, board=BOARD)
    assert [row.turn.text() for row in panel.rows] == ["their turn", "to move"]
    assert [row.property("active") for row in panel.rows] == [False, True]


def test_the_swatch_and_the_figure_share_one_colour(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A chosen colour option drives both, whatever the seats' decorative colours or the
    colour-blind palette say."""
    scene, _view = board
    state = GAME.new_initial_state(2, {"mountain": 3, "colour": ["yellow", "teal"]})
    assert isinstance(state, ClimbersState)
    scene.set_theme(BoardTheme.make(True, True))  # dark, colour-blind palette
    scene.set_position(state, interactive=False)
    panel = PlayerPanel()
    qtbot.addWidget(panel)
    seats = [Seat("Ann", "human", "", GAME.info.colours[0]),
             Seat("Ben", "human", "", GAME.info.colours[1])]
    panel.update_from(state, seats, BoardTheme.make(True, True).pieces, board=BOARD)
    for seat, row in enumerate(panel.rows):
        assert row.swatch.colour == scene.seat_colour(seat)
    assert panel.rows[0].swatch.colour.name() == FACE_COLOURS["yellow"]
    assert panel.rows[0].swatch.glyph == "▲"


def test_the_window_shows_the_facts_and_the_end_clock(qtbot, dialogs) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    """Through the real game page: the seat rows carry the facts, the status the clock."""
    from climbdesk.core.registry import get_game

    from .app_helpers import humans, make_window, wait_for_workers

    window = make_window(qtbot)
    try:
        window.start_new(get_game("climbers"), humans(), {"mountain": 7})
        page = window.game_page
        state = window.controller.match.state
        assert isinstance(state, ClimbersState)
        assert "ladders: short and tall" in page.players.rows[0].facts.text().replace("\u00a0", " ")
        assert "turns without climbing" not in page.status_text()
        state.streak = 3
        window.controller.forget_views()  # changed in place: the shown views are stale
        page.refresh()
        assert "3 of 4 turns without climbing" in page.status_text()
    finally:
        window.game_page.detach()
        wait_for_workers(5000)
