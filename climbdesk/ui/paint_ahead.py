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
kept, :mod:`climbdesk.ui.picture_sessions`).  The position painted is the match's own
first one (its chance resolved here, as the match's start would): a game with set-up
work (Climbers' mountain) is painted only once that work is kept
(:mod:`climbdesk.ui.game_start`), so reading it does no set-up work on this thread,
and the match that starts is the one read here, not read again.  Whatever fails here
only costs the start its speed: the match starts anyway.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter

if TYPE_CHECKING:
    from climbdesk.core.match import Match
    from climbdesk.core.state import State
    from climbdesk.ui.boards.base import BoardScene
    from climbdesk.ui.game_page import GamePage

#: The strips (one turn of the event loop each) the board's area is painted in.
STRIPS = 3
#: The least board area (px) worth painting ahead: a page not laid out yet is smaller.
LEAST_SIDE = 64

# The kinds of game whose board was painted ahead, or started, in this process.
_painted: set[str] = set()
# A scene painted ahead that keeps its looks itself (``BoardScene.looks_in_scene``), and
# the match it shows: that match's board takes it (:func:`take_scene`), looks and all.
_handed: tuple[Match, BoardScene[Any]] | None = None


def wanted(game: str) -> bool:
    """Whether ``game``'s first paint should be painted ahead: the first of its kind, or
    any game of a board that keeps its looks in its scene (each game's scene paints them
    anew: a Climbers board's first paint was 25-31 ms on every later start too).  (A game
    with set-up work is painted ahead only after it: the caller's business.)"""
    return game not in _painted or looks_in_scene(game)


def looks_in_scene(game: str) -> bool:
    """Whether ``game``'s board keeps its looks in its scene (Climbers): each of its
    starts is worth painting ahead, whichever way the player came in."""
    from climbdesk.ui.boards import board_class

    try:
        return board_class(game).looks_in_scene
    except (KeyError, ImportError):
        return False  # no board: nothing is started either


def started(game: str) -> None:
    """A game of this kind is shown: its board's looks are kept from now on."""
    _painted.add(game)


def forget(game: str) -> None:
    """The game of this kind on show was closed and its looks dropped (Back, or another
    kind next): the next game of the kind is its first again."""
    _painted.discard(game)


def take_scene(match: Match) -> BoardScene[Any] | None:
    """The scene just painted ahead for ``match``'s board, if its board keeps its looks
    in the scene (a Climbers scene keeps its mountain's layers, columns and marks: a new
    scene would paint them all again in its first paint); None otherwise.  Taken once,
    and only by that very match: one painted for a start that never came is dropped."""
    global _handed
    handed, _handed = _handed, None
    if handed is None:
        return None
    if handed[0] is match:
        return handed[1]
    handed[1].deleteLater()
    return None


def _hand(match: Match, scene: BoardScene[Any]) -> None:
    _drop()
    global _handed
    _handed = (match, scene)


def _drop() -> None:
    """Delete the scene handed on that no match took."""
    global _handed
    handed, _handed = _handed, None
    if handed is not None:
        handed[1].deleteLater()


class PaintAhead(QObject):
    """Paints the first position of the match of ``game`` that ``first`` gives (read in
    the first turn, its chance resolved then, as its start would) at the size of
    ``page``'s board area, a strip per turn of the event loop, then calls ``then`` (also
    when anything fails).  Stopped (:meth:`stop`) or deleted (with its parent, a pending
    start that was cancelled), it calls nothing."""

    def __init__(self, page: GamePage, game: str, first: Callable[[], Match],
                 then: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.steps_done = 0
        self._stopped = False
        self._then = then
        self._game = game
        self._steps = _paint(page, first)
        started(game)
        QTimer.singleShot(0, self, self._step)

    def stop(self) -> None:
        """The start was cancelled (Back, another game, the window closed): paint no more,
        hand no scene over, call nothing; the throwaway scene and view go now."""
        if not self._stopped:
            self._stopped = True
            self._steps.close()
            forget(self._game)  # not shown after all: the next of its kind paints ahead

    def _step(self) -> None:
        if self._stopped:
            return  # a turn already queued when the start was cancelled
        try:
            more = next(self._steps, None) is not None
        except Exception:  # noqa: BLE001 - painting ahead never stops a start
            more = False
        if more:
            self.steps_done += 1
            QTimer.singleShot(0, self, self._step)
            return
        self._stopped = True  # done: a later stop() changes nothing
        self._steps.close()
        try:
            self._then()
        finally:
            # The match's board took its scene in ``then`` (the start is synchronous),
            # or never will: a start that returned early (the board not available) or
            # failed before ``attach`` left it here, where it would live on, maybe past
            # the QApplication at exit.
            _drop()


#: Lone choices played through to the position first shown with marks, at most.
FORCED = 3


def _first_shown(scene: BoardScene[Any], state: State) -> State:
    """The position the mover first sees with marks: the controller plays a lone choice
    that the board does not offer (a Climbers game whose first move can only be a
    stay) before the board's first paint, so that paint shows the step after it, and
    that step's marks are the ones worth painting ahead."""
    mover = state.current_player()
    for _ in range(FORCED):
        legal = state.legal_actions()
        if len(legal) != 1 or scene.handles(legal[0]):
            break
        after = state.clone()
        after.apply_trusted(legal[0])
        if after.is_terminal() or after.current_player() != mover:
            break  # shown as another seat's view, or not at all: the marks are not these
        state = after
    return state


def _paint(page: GamePage, first: Callable[[], Match]) -> Generator[int, None, None]:
    """The steps: the first position, the throwaway scene and view (one turn), then
    each strip."""
    from climbdesk.core.state import NOBODY
    from climbdesk.ui.boards import board_class
    from climbdesk.ui.boards.view import BoardView
    from climbdesk.ui.strings import display_name

    area = page.board_stack
    size = area.size()
    if not area.isVisible() or min(size.width(), size.height()) < LEAST_SIDE:
        return
    # The controller's start resolves the same chance (the seeded draw, not another):
    # the position painted is the one shown (Climbers: its kept mountain, copied).
    match = first()
    match.resolve_chance()
    record = match.record
    scene = board_class(record.game)()
    view = BoardView(scene)
    handed = False
    try:
        colours = tuple(seat.colour for seat in record.seats)
        theme = page.theme
        if not theme.colourblind and all(colours):  # as the page colours the seats
            theme = theme.with_pieces(colours + theme.pieces[len(colours):])
        scene.set_theme(theme)
        scene.set_animation_speed(0)
        scene.set_show_odds(page.show_odds)
        scene.set_seat_names([display_name(seat.name) for seat in record.seats])
        # A scene handed to the match's board is painted as it will show: the mover's
        # view and marks when a person here moves first.  Its position without them is
        # painted first, a turn of its own: the mountain, then the marks over it.
        shown = [(NOBODY, False)]
        marked = match.state
        if scene.looks_in_scene:
            mover = match.state.current_player()
            scene.set_seats_at_device(i for i, seat in enumerate(record.seats)
                                      if not seat.is_bot)
            if 0 <= mover < len(record.seats) and not record.seats[mover].is_bot:
                shown.append((mover, True))
                marked = _first_shown(scene, match.state)
        scene.set_position(match.state.view(NOBODY), interactive=False)
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
        strips = [0] * (len(shown) - 1) + list(range(STRIPS))
        for step, strip in enumerate(strips):
            if step and len(shown) > 1:  # the marks, over the mountain painted
                viewer, interactive = shown.pop()
                scene.set_position(marked.view(viewer), interactive=interactive)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setFont(area.font())  # the board's view has its area's font
            painter.setRenderHints(painter.renderHints(), False)
            painter.setRenderHints(view.renderHints())
            part = QRect(0, strip * height, port.width(), height)
            view.render(painter, QRectF(part), part)
            painter.end()
            if step < len(strips) - 1:
                yield step + 1
        handed = scene.looks_in_scene
    finally:
        view.hide()
        view.setScene(None)
        view.deleteLater()
        if handed:
            _hand(match, scene)
        else:
            scene.deleteLater()
