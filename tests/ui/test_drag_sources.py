"""Things dragged from beside the board onto it (boards/dragsource.py), shown with
Climbers' blocking disk: the payload, the drop targets' feedback with the engine's
reason, the drop, and the keyboard way that needs no drag."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Disk
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers.disk import disk_payload
from climbdesk.ui.boards.climbers.panel import ClimbersPanel
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import BlockSpot, DiskInHand
from climbdesk.ui.boards.dragsource import PAYLOAD_MIME, Payload
from climbdesk.ui.strings import tr_game

from .board_helpers import show_board
from .test_climbers_moves import disk_state  # seat 0's disk step: (state, free, under)

MOVE = Qt.DropAction.MoveAction
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def board(qtbot) -> Iterator[tuple[ClimbersBoardScene, BoardView]]:  # type: ignore[no-untyped-def]
    scene = ClimbersBoardScene()
    scene.set_animation_speed(0)
    view = show_board(qtbot, scene, 900, 700)
    yield scene, view


def hover(view: BoardView, x: int, y: int, mime: QMimeData) -> QDragMoveEvent:
    scene = view.scene()
    assert isinstance(scene, ClimbersBoardScene)
    point = view.mapFromScene(scene.top_rect(x, y).center())
    QApplication.sendEvent(view.viewport(), QDragEnterEvent(point, MOVE, mime, LEFT, NONE))
    event = QDragMoveEvent(point, MOVE, mime, LEFT, NONE)
    QApplication.sendEvent(view.viewport(), event)
    return event


def test_a_payload_crosses_the_drag_as_json_and_garbage_is_refused() -> None:
    payload = Payload("panel", 2, 7)
    assert Payload.from_mime(payload.mime()) == payload
    for raw in (b"\x80", b"[1, 2]", b'{"kind": 3, "seat": 0}', b'{"kind": "disk", "seat": 1.0}',
                b"not json"):
        data = QMimeData()
        data.setData(PAYLOAD_MIME, QByteArray(raw))
        assert Payload.from_mime(data) is None
    text = QMimeData()
    text.setText("disk")
    assert Payload.from_mime(text) is None and Payload.from_mime(None) is None


def test_legal_targets_light_up_and_illegal_ones_say_the_engines_reason(board) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state, free, under = disk_state()
    scene.set_position(state, interactive=True)
    mime = disk_payload(0).mime()
    refused = hover(view, 1, 1, mime)                 # the block the climber stands on
    assert refused.dropAction() == Qt.DropAction.IgnoreAction
    assert scene.hover is None
    assert scene.drops.reason == tr_game(state.explain_illegal(Disk(under)), scene.seat_names)
    assert scene.drops.reason                          # a real sentence, not nothing
    allowed = hover(view, 7, 7, mime)
    assert allowed.isAccepted() and allowed.dropAction() == MOVE
    assert scene.hover == BlockSpot(free) and scene.drops.reason == ""
    QApplication.sendEvent(view.viewport(), QDragLeaveEvent())
    assert scene.hover is None
    other_seat = hover(view, 7, 7, disk_payload(1).mime())   # not this seat's disk
    assert other_seat.dropAction() == Qt.DropAction.IgnoreAction and scene.hover is None


def test_a_drop_plays_the_action_once(board) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state, free, _under = disk_state()
    scene.set_position(state, interactive=True)
    got: list[object] = []
    scene.action_chosen.connect(got.append)
    mime = disk_payload(0).mime()
    point = QPointF(view.mapFromScene(scene.top_rect(7, 7).center()))
    hover(view, 7, 7, mime)
    drop = QDropEvent(point, MOVE, mime, LEFT, NONE)
    QApplication.sendEvent(view.viewport(), drop)
    assert drop.isAccepted() and got == [Disk(free)]


def test_the_source_by_keyboard_puts_the_payload_in_hand(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state, free, _under = disk_state()
    scene.set_position(state, interactive=True)
    panel = scene.side_panel()
    assert isinstance(panel, ClimbersPanel)
    token = panel.disk.token
    assert token.payload() == disk_payload(0)
    token.setFocus()
    qtbot.keyClick(token, Qt.Key.Key_Space)
    assert scene.picked == DiskInHand(0) and scene.cursor == BlockSpot(free)
    got: list[object] = []
    scene.action_chosen.connect(got.append)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert got == [Disk(free)]


def test_a_refusal_naming_a_seat_shows_its_name_as_written(board, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A drag's refusal is shown with ``QToolTip.showText``, which takes text that
    looks like markup as rich text: a seat called "<h1>BIG</h1>" named in it would show a
    heading.  It goes through ``strings.tip_text`` (issue 17, audit13's finding)."""
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QToolTip

    from climbdesk.core.text import SeatName, Text

    scene, view = board
    state, _free, _under = disk_state()
    scene.set_position(state, interactive=True)
    scene.set_seat_names(["<h1>BIG</h1>", "Ben"])
    monkeypatch.setattr(type(scene.state), "explain_illegal",
                        lambda _self, _action: Text("now {who} must move", who=SeatName(0)))
    QToolTip.hideText()
    refused = hover(view, 1, 1, disk_payload(0).mime())
    assert refused.dropAction() == Qt.DropAction.IgnoreAction
    assert scene.drops.reason == "now <h1>BIG</h1> must move"
    assert QToolTip.isVisible()
    shown = QTextDocument()
    shown.setHtml(QToolTip.text())
    assert shown.toPlainText() == "now <h1>BIG</h1> must move"  # the tags read as text
    QToolTip.hideText()
