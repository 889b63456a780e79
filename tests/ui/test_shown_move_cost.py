"""Issue 17 (smooth): what a shown move repaints, counted rather than timed.

A Stairs move used to repaint 30–36 of the 36 stacks (the halos of whose pieces
may move flip sides every move), and the two seat rows changed size with the turn,
so the player panel was laid out and painted twice.  Now the halos are one layer
below the stacks, the stacks stay in Qt's device cache, the squares are whole
pixels so one picture serves every square, and the seat rows keep their size.
These tests count paints, layouts and pictures; they compare the window's pixels
with a fresh board's after every move, so nothing is left stale.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from climbdesk.games.stairs.engine import SQUARES
from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.stairs.discs import DiscLayer
from climbdesk.ui.boards.stairs.halos import UnderLayer
from climbdesk.ui.boards.stairs.items import SQ, StackItem
from climbdesk.ui.boards.stairs.scene import StairsBoardScene

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401
from .board_helpers import show_board, stairs_positions, worst_channel


def _count_calls(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> list[int]:
    calls = [0]
    original: Callable[..., object] = getattr(cls, name)

    def counting(self: object, *args: object) -> object:
        calls[0] += 1
        return original(self, *args)

    monkeypatch.setattr(cls, name, counting)
    return calls


class _Events(QObject):
    """Counts events of the given types reaching the watched objects."""

    def __init__(self, *types: QEvent.Type) -> None:
        super().__init__()
        self.types = set(types)
        self.seen: list[tuple[str, QEvent.Type]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.types:
            self.seen.append((type(watched).__name__, event.type()))
        return False


def _random_moves(window, count: int, seed: int):  # type: ignore[no-untyped-def]
    c = window.controller
    rng = random.Random(seed)
    for _ in range(count):
        if c.state.is_terminal():
            return
        yield rng.choice(c.state.legal_actions())


def test_a_shown_stairs_move_paints_only_the_stacks_whose_discs_changed(
        window, qtbot, monkeypatch) -> None:
    """Only the moved piece's stacks are painted as new pictures; the rest of the
    board, repainted because the halos flipped, is copies made by three layers."""
    window.start_new(stairs(), humans(), {})
    qtbot.wait(20)
    paints = _count_calls(monkeypatch, StackItem, "paint_discs")
    items = _count_calls(monkeypatch, StackItem, "paint")
    layers = _count_calls(monkeypatch, UnderLayer, "paint")
    discs = _count_calls(monkeypatch, DiscLayer, "paint")
    c = window.controller
    halos_flipped = 0
    for action in _random_moves(window, 12, 4):
        scene = window.game_page.scene
        before = [item.status for item in scene.stacks()]
        paints[0] = layers[0] = discs[0] = 0
        assert c.play(action)
        qtbot.wait(5)  # the queued repaint of the view
        after = [item.status for item in scene.stacks()]
        halos_flipped = max(halos_flipped, sum(a != b for a, b in zip(before, after, strict=True)))
        # The moved piece's two stacks (a third when a pick is dropped): never the
        # 30-36 whose halos flipped, which the layer below repaints in one paint.
        assert paints[0] <= 3, f"{action}: {paints[0]} stacks painted"
        assert layers[0] <= 2 and discs[0] <= 2
    assert halos_flipped >= 10  # the halos did flip: the case this is about
    assert items[0] == 0  # the stack items themselves paint nothing


def test_seat_rows_keep_their_size_and_the_panel_is_not_laid_out_by_a_move(
        window, qtbot) -> None:
    window.start_new(stairs(), humans(), {})
    qtbot.wait(20)
    panel = window.game_page.players
    watch = _Events(QEvent.Type.Resize, QEvent.Type.LayoutRequest)
    for row in panel.rows:
        row.installEventFilter(watch)
        for label in (row.turn, row.score):
            label.installEventFilter(watch)
    panel.installEventFilter(watch)
    properties = _Events(QEvent.Type.DynamicPropertyChange)
    for row in panel.rows:
        for label in (row.turn, row.score):
            label.installEventFilter(properties)
    sizes = [row.size() for row in panel.rows]
    for action in _random_moves(window, 6, 2):
        assert window.controller.play(action)
        # After the paint.
        qtbot.waitUntil(lambda: not window.game_page.refresh_pending, timeout=20000)
        assert [row.size() for row in panel.rows] == sizes
    # The turn passed six times: no row resized, and the panel was laid out at most
    # once (a score's label growing wider), not twice a move as before.
    assert [seen for seen in watch.seen if seen[1] == QEvent.Type.Resize] == []
    assert len(watch.seen) <= 1, watch.seen
    # A steady label keeps what it was set from beside it, not as a Qt property (an
    # event to the label for every change of the turn).
    assert properties.seen == []
    assert [row.turn.text() for row in panel.rows].count("to move") == 1


def test_a_move_asks_the_board_about_each_legal_action_once(window, qtbot, monkeypatch) -> None:
    """The status line, the extra buttons and the forced-move check share one list of
    the actions the board cannot show (``GameController.extra_actions``)."""
    window.start_new(stairs(), humans(), {})
    c = window.controller
    asked = [0]
    handles = c.board_handles

    def counting(action: object) -> bool:
        asked[0] += 1
        return bool(handles(action))

    c.board_handles = counting
    for action in _random_moves(window, 4, 7):
        asked[0] = 0
        assert c.play(action)
        qtbot.wait(1)
        legal = len(c.state.legal_actions()) if not c.state.is_terminal() else 0
        assert asked[0] <= legal, f"{asked[0]} questions for {legal} legal actions"


def _grab(view) -> QImage:  # type: ignore[no-untyped-def]
    """The window's backing store, not a fresh rendering (``QWidget.grab`` would paint)."""
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


def test_the_stairs_board_never_keeps_a_stale_square_halo_or_stack(qtbot) -> None:
    """After every move the view's pixels equal a fresh board's (up to rounding in a
    blend): the kept pictures, the layer's partial repaints and Qt's device caches
    never leave a halo, a last-move frame or a stack of the position before."""
    scene = StairsBoardScene()
    view = show_board(qtbot, scene, 700, 700)
    fresh_scene = StairsBoardScene()
    fresh = show_board(qtbot, fresh_scene, 700, 700)
    for i, state in enumerate(stairs_positions(16, 3)):
        scene.set_position(state, interactive=True)
        if i == 8:  # pick a piece: a lifted stack, its targets' dots and halos
            scene.set_pick(sorted(scene.pickable_squares())[0])
        shown = _grab(view)
        fresh_scene.set_position(state, interactive=True)
        fresh_scene.set_pick(scene.picked)
        fresh_scene.set_theme(fresh_scene.theme)  # everything painted afresh
        pictures.clear()
        fresh.viewport().repaint()
        assert worst_channel(shown, _grab(fresh)) <= 2, f"position {i}"
    view.close()
    fresh.close()


def test_a_fitted_square_is_whole_pixels_and_one_picture_serves_every_square(qtbot) -> None:
    scene = StairsBoardScene()
    view = show_board(qtbot, scene, 613, 587)  # sizes that do not divide evenly
    side = view.transform().m11() * SQ
    assert side == pytest.approx(round(side), abs=1e-9)
    state = stairs_positions(1, 1)[0]
    scene.set_position(state, interactive=True)
    pictures.clear()
    view.viewport().repaint()
    # 36 squares: at most one picture per look (light or dark, vacated, last move,
    # shadow), not one per square; the same for the halos of the movable pieces.
    kept = pictures.cached_pictures()
    assert kept <= 20, kept
    view.close()


def test_a_wrong_pick_makes_the_allowed_halos_pulse_in_the_layer(qtbot, monkeypatch) -> None:
    seen: dict[int, float] = {}
    original = UnderLayer.set_pulse

    def recording(self: UnderLayer, sq: int, value: float) -> None:
        seen[sq] = max(seen.get(sq, 0.0), value)
        original(self, sq, value)

    monkeypatch.setattr(UnderLayer, "set_pulse", recording)
    scene = StairsBoardScene()
    show_board(qtbot, scene, 500, 500)
    state = next(s for s in stairs_positions(30, 5) if s.movable(s.to_move) and
                 set(s.movable(s.to_move)) - {m.src for m in s.legal_actions()})
    scene.set_animation_speed(1)
    scene.set_position(state, interactive=True)
    blocked = sorted(scene.blocked_squares())[0]
    scene.click_elsewhere(blocked, scene.square_center(blocked))
    qtbot.waitUntil(lambda: scene._pulse is None, timeout=20000)  # the 0.9 s flash is over
    pulsed = {sq for sq, value in seen.items() if value > 0}
    assert pulsed and pulsed <= scene.pickable_squares()
    layer = next(i for i in scene.items() if isinstance(i, UnderLayer))
    assert max(layer.pulse) == 0.0 and set(range(SQUARES)) >= pulsed


def test_theme_change_repaints_every_stack(qtbot) -> None:
    """The device cache keeps a stack's picture until it is told otherwise: a new
    theme must tell every stack, or the old colours would stay."""
    from climbdesk.ui.theme import BoardTheme

    scene = StairsBoardScene()
    view = show_board(qtbot, scene, 500, 500)
    scene.set_position(stairs_positions(4, 2)[-1], interactive=True)
    before = _grab(view)
    scene.set_theme(BoardTheme.make(dark=True, colourblind=False))
    after = _grab(view)
    dark = QColor(BoardTheme.make(dark=True, colourblind=False).background)
    centre = view.mapFromScene(scene.square_center(0))
    assert before != after
    assert after.pixelColor(2, 2) == dark
    assert after.pixelColor(centre) != before.pixelColor(centre)
    view.close()


def test_the_stairs_board_is_the_views_kept_background(qtbot, monkeypatch) -> None:
    """The wooden board is painted into the view's background pixmap once; a repaint of
    the whole view copies it, and a move paints again only the squares it changed
    (the last move's, a vacated one), not the 36."""
    from PySide6.QtWidgets import QGraphicsView

    from climbdesk.ui.boards.stairs.items import BoardItem

    squares: list[int] = []
    original = BoardItem._paint_square

    def counting(self: BoardItem, *args: object) -> None:
        squares.append(1)
        original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(BoardItem, "_paint_square", counting)
    painted: list[QRectF] = []
    background = StairsBoardScene.drawBackground

    def recording(self: StairsBoardScene, painter: QPainter, rect: QRectF) -> None:
        painted.append(QRectF(rect))
        background(self, painter, rect)

    monkeypatch.setattr(StairsBoardScene, "drawBackground", recording)
    scene = StairsBoardScene()
    view = show_board(qtbot, scene, 700, 700)
    assert view.cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground
    positions = stairs_positions(12, 6)
    scene.set_position(positions[0], interactive=True)
    QApplication.processEvents()
    painted.clear()
    view.viewport().repaint()  # nothing changed: the kept background is copied
    assert painted == []
    for state in positions[1:]:
        painted.clear()
        scene.set_position(state, interactive=True)
        QApplication.processEvents()  # the view's queued repaint
        assert len(painted) == 1
        move = state.last_move
        assert painted[0].intersects(scene.square_rect(move.src))
        assert painted[0].intersects(scene.square_rect(move.dst))
    # Pictures: no square is painted afresh once its look was seen at this scale.
    squares.clear()
    for state in positions[1:]:
        scene.set_position(state, interactive=True)
        QApplication.processEvents()
    assert squares == []
    view.close()


def test_a_new_status_text_asks_no_layout_unless_its_height_changes(window, qtbot) -> None:
    """The status line changes with every move; the side panel, the splitter and the
    window are laid out again only when it needs another height (a hint's line)."""
    window.start_new(stairs(), humans(), {})
    qtbot.wait(20)
    page = window.game_page
    watch = _Events(QEvent.Type.LayoutRequest)
    for widget in (page.side_host, page.splitter, window):
        widget.installEventFilter(watch)
    texts = []
    for i, action in enumerate(_random_moves(window, 9, 5)):
        if i == 3:  # the game's first moves settle the panel (its first rows and buttons)
            watch.seen.clear()
            texts.clear()
        assert window.controller.play(action)
        # The panels follow the paint.
        qtbot.waitUntil(lambda: not page.refresh_pending, timeout=20000)
        texts.append(page.status.text())
    assert len(set(texts)) > 1 and watch.seen == []
    status = page.status
    before = status.height()
    status.setText("\n".join(["A longer status"] * 6))
    qtbot.waitUntil(lambda: status.height() > before, timeout=20000)
    assert status.height() >= status.heightForWidth(status.width())
    assert watch.seen  # the panel made room
