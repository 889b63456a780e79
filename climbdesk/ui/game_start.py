"""A game's costly set-up done ahead in the bot process, while the window stays free.

Issue 17: starting a Climbers game built its mountain on the GUI thread, 20 ms of
CPU and up to 70 in one go.  The mountain a new or resumed game will build is known
before its match exists (``Game.setup_work``: the option's number, the saved
game's first action or the number the seed draws), so the window shows the game page
at once, saying the game is being set up, hands the work to the bot process
(:meth:`~climbdesk.ui.bot_worker.BotRunner.set_up`) and starts the match when the
answer is kept (``Game.take_setup_work``): the set-up then finds its mountain made.

Nothing waits for ever: if the bot process fails or answers something that does not
read back, the match starts anyway and builds its mountain itself, as before.  A
:class:`PendingStart` that is cancelled (another game, Back, closing the window)
cancels its question and never starts anything; the bot process, which the app stops
when it quits, is the only thing that ran for it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from climbdesk.core.match import Match
    from climbdesk.core.record import GameRecord
    from climbdesk.ui.bot_worker import BotRunner
    from climbdesk.ui.window_pages import WindowPages


def setup_work(record: GameRecord) -> dict[str, Any] | None:
    """The work ``record``'s game would do when its match starts, or None."""
    return record.game_obj().setup_work(record)


def read_unplayed(path: Path) -> GameRecord:
    """The saved game at ``path`` with its moves read but not replayed (a replay would
    do the set-up work on this thread): enough for its game, seats and set-up work.
    Only :meth:`GameRecord.load` checks the moves; every failure is a RecordError."""
    from climbdesk.core.errors import RecordError
    from climbdesk.core.record import GameRecord
    from climbdesk.core.storage import read_json

    try:
        return GameRecord.from_json(read_json(path), check_replay=False)
    except RecordError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError) as exc:
        raise RecordError(str(exc)) from exc


def setup_work_in_file(path: Path) -> tuple[str, dict[str, Any]] | None:
    """(game, work) for the saved game at ``path``, read without replaying it; None
    when there is none or the file is not a game: loading it properly says why."""
    from climbdesk.core.errors import ClimbdeskError
    from climbdesk.core.game import Game
    from climbdesk.core.registry import get_game
    from climbdesk.core.storage import read_json

    try:
        data = read_json(path)
        if type(get_game(str(data["game"]))).setup_work is Game.setup_work:
            return None  # a game without any: not worth reading its moves twice
        record = read_unplayed(path)
        work = setup_work(record)
    except (OSError, ValueError, TypeError, KeyError, AttributeError, IndexError,
            ClimbdeskError):
        return None
    return None if work is None else (record.game, work)


class PendingStart(QObject):
    """One game waiting for its set-up work: :attr:`ready` fires once, when the work is
    kept (or could not be done: the match then does it itself)."""

    ready = Signal()

    def __init__(self, game: str, work: dict[str, Any] | None, runner: BotRunner,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.work = work
        self.runner = runner
        self.done = False
        self.request = -1
        if work is None:
            return  # nothing to do: :meth:`skip` is called a turn later
        runner.set_up_done.connect(self._on_done)
        runner.failed.connect(self._on_failed)
        self.request = runner.set_up(game, work)

    def skip(self) -> None:
        """No work to wait for: ready now (unless cancelled meanwhile)."""
        if not self.done:
            self.done = True
            self.ready.emit()

    def _on_done(self, request_id: int, result: object) -> None:
        if request_id != self.request or self.done:
            return
        from climbdesk.core.registry import get_game

        try:
            if isinstance(result, dict) and self.work is not None:
                get_game(self.game).take_setup_work(self.work, result)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            pass  # not kept: the match's set-up does the work itself
        finally:
            self._finish(started=True)  # never left saying "setting up"

    def _on_failed(self, request_id: int, _text: str) -> None:
        if request_id == self.request and not self.done:
            self._finish(started=True)

    def cancel(self) -> None:
        """Forget this game: its question is cancelled and :attr:`ready` never fires."""
        if not self.done:
            if self.request >= 0:
                self.runner.cancel(self.request)
            self._finish(started=False)

    def _finish(self, *, started: bool) -> None:
        self.done = True
        for signal, slot in ((self.runner.set_up_done, self._on_done),
                             (self.runner.failed, self._on_failed)):
            try:
                if self.request >= 0:
                    signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass  # the runner is gone
        if started:
            self.ready.emit()


class StartsAhead(QObject):
    """The window's games being set up ahead: at most one, the latest asked for."""

    def __init__(self, window: WindowPages) -> None:
        super().__init__(window)
        self.window = window
        self.pending: PendingStart | None = None
        # Whether the game being set up is a new one (not a saved game resumed): leaving
        # it loses nothing, and the player already agreed to leave the one before.
        self.pending_is_new = False
        # Whether the pending start shows its page ("Setting up the game…"), as New Game,
        # Play again and Resume do; File ▸ Open and the launch's offer do not (when_ready).
        self.pending_shows_page = False

    def begin(self, record: GameRecord, save_path: Path | None = None) -> bool:
        """Start ``record``'s match, its set-up work done ahead if it has any: the page
        shows at once and the match starts a few turns of the event loop later."""
        from climbdesk.core.record import Match
        from climbdesk.ui import paint_ahead

        w = self.window
        if not w.board_available(record.game):
            return False
        work = setup_work(record)
        if work is None and w.game_page_built() and not paint_ahead.wanted(record.game):
            return w.start_match(Match(record), save_path)
        # Else the page shows now; with no work, because this is the session's first
        # game (its page, modules and widgets, is made in this turn, the match and its
        # board in the next, not both in one go) or the first of its kind (its board is
        # painted ahead first: paint_ahead).  The match is read once, after the work is
        # kept (reading it before would do the work here): painted ahead, then started.
        made: list[Match] = []

        def match() -> Match:
            if not made:
                made.append(Match(record))
            return made[0]

        started = self.when_set_up(record.game, work, lambda: w.start_match(match(), save_path),
                                   first=match)
        self.pending_is_new = not record.actions and save_path is None
        return started

    def begin_match(self, match: Match, save_path: Path | None = None) -> bool:
        """Start a match already made (its set-up work was done ahead): at once, or in
        two turns for the session's first game (its page, then the match and board), or
        a few for the first of its kind (its board painted ahead, :mod:`paint_ahead`)."""
        from climbdesk.ui import paint_ahead

        w = self.window
        if w.game_page_built() and not paint_ahead.wanted(match.record.game):
            return w.start_match(match, save_path)
        return self.when_set_up(match.record.game, None,
                                lambda: w.start_match(match, save_path), first=lambda: match)

    def when_set_up(self, game: str, work: dict[str, Any] | None,
                    start: Callable[[], object],
                    first: Callable[[], Match] | None = None) -> bool:
        """Show the page saying the game is being set up, have ``work`` done (None: none,
        the next turn of the event loop will do), then, for a game ``paint_ahead.wanted``
        (the first of its kind in the process; every Climbers game), have the match
        ``first`` gives painted ahead in a few turns (:mod:`climbdesk.ui.paint_ahead`;
        asked for only once the work is kept), then
        call ``start`` (unless another game, Back or closing the window came first)."""
        w = self.window
        self.cancel()
        self.pending_is_new = False  # the caller says otherwise (begin)
        w.game_page.detach(same_game=w.last_game_key == game)
        w.last_game_key = game
        w.game_page.show_setting_up()
        w.stack.setCurrentWidget(w.game_page)
        if work is None:
            self._paint_then(game, start, first)
        else:
            self._ask(game, work, lambda: self._paint_then(game, start, first))
            self.pending_shows_page = True
        w.update_actions()
        w.retranslate()
        return True

    def _paint_then(self, game: str, start: Callable[[], object],
                    first: Callable[[], Match] | None) -> None:
        """The page shows, any set-up work is kept: paint the first of its kind ahead
        (Climbers' too, now that reading its first position copies the kept mountain),
        then start; a turn of the event loop later at the least, and still a start that
        Back or another game cancels."""
        from climbdesk.ui import paint_ahead

        is_new = self.pending_is_new  # a set-up just done keeps what begin said
        pending = self._ask(game, None, start)
        self.pending_is_new, self.pending_shows_page = is_new, True
        if first is not None and paint_ahead.wanted(game):
            paint_ahead.PaintAhead(self.window.game_page, game, first, pending.skip, pending)
        else:
            QTimer.singleShot(0, pending, pending.skip)

    def when_ready(self, game: str, work: dict[str, Any], then: Callable[[], object]) -> None:
        """Have ``work`` done ahead without changing the page, then call ``then`` (unless
        another game, Back or closing the window came first): File ▸ Open and the
        resume offered at launch read the game only once its set-up is kept, so that
        reading it (a replay) does not do the work on this thread.

        A game being set up is dropped for it, and its "Setting up the game…" page with
        it: left showing, a file that then failed to open (or a replacement declined)
        left the player on a page nothing would ever start (review15)."""
        if self.busy and self.pending_shows_page:
            self.window.show_start()  # cancels the pending start too
        self.cancel()
        self._ask(game, work, then)

    def _ask(self, game: str, work: dict[str, Any] | None,
             then: Callable[[], object]) -> PendingStart:
        from climbdesk.ui.bot_worker import shared_runner

        self.pending_is_new = False  # the caller says otherwise (begin)
        self.pending_shows_page = False  # when_set_up says otherwise
        pending = self.pending = PendingStart(game, work, shared_runner(), self)

        def ready() -> None:
            if self.pending is pending:
                self.pending = None
                pending.deleteLater()
                then()

        pending.ready.connect(ready)
        return pending

    def cancel(self) -> None:
        """Forget the game being set up (another one starts, Back, the window closes)."""
        pending, self.pending = self.pending, None
        if pending is not None:
            # Here, not at the top: the start page's show_start() calls this before the
            # first paint, which builds no Qt namespace (paint_ahead imports Qt).
            from climbdesk.ui.paint_ahead import PaintAhead

            pending.cancel()
            for ahead in pending.findChildren(PaintAhead):
                ahead.stop()  # its queued turn would still run before the deletion
            pending.deleteLater()

    @property
    def busy(self) -> bool:
        """Whether a game is being set up (its match not started yet)."""
        return self.pending is not None
