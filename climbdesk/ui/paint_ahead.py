"""A kind of board's first paint in the process, painted ahead in short turns while the
page says "Setting up the game…" (issue 17).

A board keeps the pictures of its parts (:mod:`climbdesk.ui.boards.pictures`: a die, a
piece, the rock), painted the first time a look is shown at the board's scale.  The
first game of a kind in a process painted them all in the turn of the event loop that
started it, with the match's own start: Climb On! with four players about 55 ms in one
go, later starts 10 ms.  Those pictures depend on the scale, the pixel ratio, the font
and the place of each part on the pixel grid, so they can be painted ahead only where
the board will stand.  Here the page is on screen already, showing that the game is
being set up in the board's place: its size is the board's.  So a throwaway view of
that size paints the game's first position into an image, a strip per turn of the
event loop, and then the match starts; its first paint copies what is kept.

Only the first game of each kind in a process does this (later ones find the looks
kept, :mod:`climbdesk.ui.picture_sessions`), and only a game whose set-up is short (one
with set-up work, Climbers, waits for the bot process instead).  Whatever fails here
only costs the start its speed: the match starts anyway.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter

if TYPE_CHECKING:
    from climbdesk.core.record import GameRecord
    from climbdesk.core.state import State
    from climbdesk.ui.game_page import GamePage

#: The strips (one turn of the event loop each) the board's area is painted in.
STRIPS = 3
#: The least board area (px) worth painting ahead: a page not laid out yet is smaller.
LEAST_SIDE = 64

# The kinds of game whose board was painted ahead, or started, in this process.
_painted: set[str] = set()


def wanted(game: str) -> bool:
    """Whether ``game``'s first paint should be painted ahead: the first of its kind,
    and a game without set-up work (reading its first position would do that work here;
    its start waits for the bot process instead)."""
    from climbdesk.core.game import Game
    from climbdesk.core.registry import get_game

    return game not in _painted and type(get_game(game)).setup_work is Game.setup_work


def started(game: str) -> None:
    """A game of this kind is shown: its board's looks are kept from now on."""
    _painted.add(game)


def forget(game: str) -> None:
    """The game of this kind on show was closed and its looks dropped (Back, or another
    kind next): the next game of the kind is its first again."""
    _painted.discard(game)


class PaintAhead(QObject):
    """Paints ``record``'s first position at the size of ``page``'s board area, a strip
    per turn of the event loop, then calls ``then`` (also when anything fails).  Deleted
    (with its parent, a pending start that was cancelled), it calls nothing."""

    def __init__(self, page: GamePage, record: GameRecord, then: Callable[[], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.steps_done = 0
        self._then = then
        self._steps = _paint(page, record)
        started(record.game)
        QTimer.singleShot(0, self, self._step)

    def _step(self) -> None:
        try:
            more = next(self._steps, None) is not None
        except Exception:  # noqa: BLE001 - painting ahead never stops a start
            more = False
        if more:
            self.steps_done += 1
            QTimer.singleShot(0, self, self._step)
            return
        self._steps.close()
        self._then()


def _first_state(record: GameRecord) -> State:
    """The position the match will show first, near enough: chance resolved at random
    (a roll's dice differ; the pieces, the board and the dice's looks are the same)."""
    from climbdesk.core.record import Match

    state = Match(record).state.clone()
    rng = random.Random(0)
    while state.is_chance_node() and not state.is_terminal():
        state.apply(state.sample_chance(rng))
    return state


def _paint(page: GamePage, record: GameRecord) -> Generator[int, None, None]:
    """The steps: the throwaway scene and view (one turn), then each strip."""
    from climbdesk.core.state import NOBODY
    from climbdesk.ui.boards import board_class
    from climbdesk.ui.boards.view import BoardView
    from climbdesk.ui.strings import display_name

    area = page.board_stack
    size = area.size()
    if not area.isVisible() or min(size.width(), size.height()) < LEAST_SIDE:
        return
    scene = board_class(record.game)()
    view = BoardView(scene)
    try:
        colours = tuple(seat.colour for seat in record.seats)
        theme = page.theme
        if not theme.colourblind and all(colours):  # as the page colours the seats
            theme = theme.with_pieces(colours + theme.pieces[len(colours):])
        scene.set_theme(theme)
        scene.set_animation_speed(0)
        scene.set_show_odds(page.show_odds)
        scene.set_seat_names([display_name(seat.name) for seat in record.seats])
        scene.set_position(_first_state(record).view(NOBODY), interactive=False)
        view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        view.setUpdatesEnabled(False)  # painted only here, a strip at a time
        view.resize(size)
        view.show()  # never on screen: laid out and fitted as the board will be
        yield 0
        port = view.viewport()
        dpr = area.devicePixelRatioF()
        image = QImage(round(port.width() * dpr), round(port.height() * dpr),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        height = -(-port.height() // STRIPS)
        for strip in range(STRIPS):
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setFont(area.font())  # the board's view has its area's font
            painter.setRenderHints(painter.renderHints(), False)
            painter.setRenderHints(view.renderHints())
            part = QRect(0, strip * height, port.width(), height)
            view.render(painter, QRectF(part), part)
            painter.end()
            if strip < STRIPS - 1:
                yield strip + 1
    finally:
        view.hide()
        view.setScene(None)
        view.deleteLater()
        scene.deleteLater()
