"""The bridge between a :class:`~climbdesk.core.Match` and the widgets.

It owns no rules and no widgets: it applies actions to the match, resolves
chance, asks bots (off the GUI thread), autosaves, and tells the window what
happened through signals.  Keeping it thin means undo, saving and replays
stay the core's business, where they are tested without Qt.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from climbdesk import paths
from climbdesk.bots import Bot, CancelToken, hint, make_bot
from climbdesk.core.actions import Action, EndByAgreement, Resign
from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.record import HistoryEntry, Match
from climbdesk.core.state import State
from climbdesk.ui import stats
from climbdesk.ui.strings import error_text
from climbdesk.ui.workers import Relay, run_in_pool


def is_field_less(action: Action) -> bool:
    """Default guess for "not a board move": an action with no squares to click."""
    return not dataclasses.fields(action)


class GameController(QObject):
    """Plays one match.  Create one per game; call :meth:`shutdown` when done with it."""

    #: The position changed; the argument is the action that led here (None after undo/load).
    position_changed = Signal(object)
    #: The game just ended with this Outcome.
    game_over = Signal(object)
    #: A bot started (True) or stopped (False) thinking.
    bot_thinking = Signal(bool)
    #: The Hard bot suggests this action for the human to move.
    hint_ready = Signal(object)
    #: A short message for the status line (forced moves, hints unavailable…).
    notice = Signal(str)
    #: Something went wrong that the user should hear about (bot crash, disk full).
    error = Signal(str)

    def __init__(self, match: Match, parent: QObject | None = None, *,
                 bot_delay: float = 0.6, autosave: bool = True) -> None:
        super().__init__(parent)
        self.match = match
        self.bot_delay = bot_delay
        self.autosave_enabled = autosave
        #: Set by the window: does the board scene let the user pick this action by clicking?
        self.previous_best: int | None = None  # solitaire record before this game
        self.board_handles: Callable[[Action], bool] = lambda a: not is_field_less(a)
        self._ticket = 0            # bumped on every position change; stale answers are dropped
        self._bot_token: CancelToken | None = None
        self._hint_token: CancelToken | None = None
        self._thinking = False
        self._pending: tuple[int, Action] | None = None
        self._think_started = 0.0
        self._counted = match.state.is_terminal()
        self._relay = Relay(self)
        self._relay.done.connect(self._on_worker_done)
        self._relay.failed.connect(self._on_worker_failed)
        self._hint_tickets: set[int] = set()
        self._delay_timer = QTimer(self)
        self._delay_timer.setSingleShot(True)
        self._delay_timer.timeout.connect(self._apply_pending_bot_move)
        self._closed = False

    # ----- queries ----------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.match.state

    @property
    def game_key(self) -> str:
        return self.match.record.game

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def history(self) -> list[HistoryEntry]:
        return self.match.history

    def seat_to_move(self) -> int:
        return self.state.current_player()

    def is_human_turn(self) -> bool:
        seat = self.state.current_player()
        return 0 <= seat < len(self.match.seats) and not self.match.seats[seat].is_bot

    def all_human(self) -> bool:
        return not any(s.is_bot for s in self.match.seats)

    def view(self, viewer: int) -> State:
        """The live position as ``viewer`` (a seat or NOBODY) may see it; widgets get
        this, never the true state."""
        return self.match.state.view(viewer)

    def can_undo(self) -> bool:
        return self.match.can_undo(humans_only=True)

    def undo_blocked(self) -> str | None:
        """Why undo is refused (it would take back hidden information a human has seen)."""
        return self.match.undo_blocked()

    def can_redo(self) -> bool:
        return self.match.can_redo()

    def agreement_available(self) -> bool:
        return self.all_human() and any(isinstance(a, EndByAgreement)
                                        for a in self.state.table_actions())

    def extra_actions(self) -> list[Action]:
        """Legal actions the board cannot show (e.g. a pie-rule swap): the window adds buttons."""
        if not self.is_human_turn():
            return []
        return [a for a in self.state.legal_actions() if not self.board_handles(a)]

    def resigning_seat(self) -> int | None:
        """Who resigns from the Game menu: the human deciding now (who may be reacting in
        another player's turn, so not the turn's owner), else the first human still in."""
        if self.is_human_turn():
            return self.state.current_player()
        humans = [i for i, s in enumerate(self.match.seats)
                  if not s.is_bot and self.state.is_active(i)]
        return humans[0] if humans else None

    # ----- lifecycle --------------------------------------------------------------
    def start(self) -> None:
        """Show the current position and let whoever is to move move."""
        self._resolve_chance()
        self.position_changed.emit(None)
        self._after_position(None)

    def shutdown(self) -> None:
        """Stop bots and timers; the controller will not touch the match again."""
        self._closed = True
        self._invalidate()

    def _invalidate(self) -> None:
        """Forget every question in flight: bots, hints and the pending delayed move."""
        self._ticket += 1
        for token in (self._bot_token, self._hint_token):
            if token is not None:
                token.cancel()
        self._bot_token = self._hint_token = None
        self._delay_timer.stop()
        self._pending = None
        self._hint_tickets.clear()
        if self._thinking:
            self._thinking = False
            self.bot_thinking.emit(False)

    # ----- playing ----------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """A human's choice (from the board or a button).  Returns False if refused."""
        if self._closed or self.state.is_terminal() or not self.is_human_turn():
            return False
        if not self.state.is_legal(action):
            self.error.emit(self.state.explain_illegal(action))
            return False
        self._apply(action)
        return True

    def resign(self, seat: int) -> None:
        self._table_action(Resign(seat))

    def end_by_agreement(self) -> None:
        if self.agreement_available():
            self._table_action(EndByAgreement())

    def _table_action(self, action: Action) -> None:
        if self._closed or not self.state.is_legal(action):
            return
        self._apply(action)

    def _apply(self, action: Action) -> None:
        self._invalidate()
        try:
            self.match.apply(action)
        except ClimbdeskError as exc:
            self.error.emit(str(exc))
            return
        self._resolve_chance()
        self._autosave()
        self.position_changed.emit(action)
        self._after_position(action)

    def _resolve_chance(self) -> None:
        if self.state.is_chance_node():
            self.match.resolve_chance()

    def _after_position(self, action: Action | None) -> None:
        if self.state.is_terminal():
            outcome = self.state.outcome()
            if not self._counted and outcome is not None:
                self._counted = True
                try:
                    if len(self.match.seats) == 1:  # solitaire: remember the record to beat
                        self.previous_best = stats.personal_best(
                            self.game_key, self.match.seats[0].name)
                    stats.record_result(self.game_key, self.match.seats, outcome)
                except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
                    self.error.emit(self.tr("The result could not be added to the statistics: %1")
                                    .replace("%1", str(exc)))
            self.game_over.emit(outcome)
            return
        if self.is_human_turn():
            forced = self._forced_action()
            if forced is not None:
                text = self.state.describe(forced)
                # Let the window draw the position first, then play the only choice.
                QTimer.singleShot(0, lambda t=self._ticket: self._auto_play(t, forced, text))
            return
        self._start_bot()

    def _forced_action(self) -> Action | None:
        legal = self.state.legal_actions()
        if len(legal) == 1 and not self.board_handles(legal[0]):
            return legal[0]
        return None

    def _auto_play(self, ticket: int, action: Action, text: str) -> None:
        if ticket != self._ticket or self._closed or not self.state.is_legal(action):
            return
        self.notice.emit(text)
        self._apply(action)

    # ----- bots -------------------------------------------------------------------
    def _bot_for(self, seat: int) -> Bot:
        """A fresh bot per request, seeded by the position: a cancelled search that is
        still winding down never shares its RNG or fields with the next one, and the
        same position always gets the same choice."""
        level = self.match.seats[seat].level or "normal"
        return make_bot(self.game_key, level,
                        seed=(self.match.record.seed * 31 + seat) * 100003 + self.match.cursor)

    def _start_bot(self) -> None:
        seat = self.state.current_player()
        if self._closed or seat < 0:
            return
        try:
            bot = self._bot_for(seat)
        except (ValueError, ClimbdeskError) as exc:
            self.error.emit(self.tr("The bot could not be started: %1").replace("%1", str(exc)))
            return
        token = CancelToken()
        self._bot_token = token
        snapshot = self.state.view(seat)  # the bot sees what its seat sees, nothing more
        self._thinking = True
        self._think_started = time.monotonic()
        self.bot_thinking.emit(True)
        run_in_pool(self._ticket, lambda: bot.choose(snapshot, seat, token), self._relay)

    def _on_worker_done(self, ticket: int, action: object) -> None:
        if ticket in self._hint_tickets:
            self._hint_tickets.discard(ticket)
            if ticket == self._ticket and isinstance(action, Action):
                self.hint_ready.emit(action)
            return
        if ticket != self._ticket or self._closed or not isinstance(action, Action):
            return  # an answer for a position that is gone (undo, new game, close)
        wait = max(0.0, self.bot_delay - (time.monotonic() - self._think_started))
        self._pending = (ticket, action)
        self._delay_timer.start(int(wait * 1000))

    def _apply_pending_bot_move(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or pending[0] != self._ticket or self._closed:
            return
        action = pending[1]
        if not self.state.is_legal(action):
            self.error.emit(self.state.explain_illegal(action))
            return
        self._apply(action)

    def _on_worker_failed(self, ticket: int, text: str) -> None:
        was_hint = ticket in self._hint_tickets
        self._hint_tickets.discard(ticket)
        if ticket == self._ticket:
            if self._thinking:
                self._thinking = False
                self.bot_thinking.emit(False)
            if was_hint:
                self.error.emit(self.tr("The hint failed: %1").replace("%1", text))
            else:
                self.error.emit(self.tr("The bot failed: %1").replace("%1", text))

    # ----- hints ------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the Hard bot (off-thread) for the human to move; answer via ``hint_ready``."""
        if self._closed or not self.is_human_turn() or self.hint_pending():
            return False
        token = CancelToken()
        self._hint_token = token
        seat = self.state.current_player()
        snapshot = self.state.view(seat)
        ticket = self._ticket
        self._hint_tickets.add(ticket)

        def think() -> Action:
            try:
                return hint(snapshot, seat, token)
            finally:
                token.cancel()  # marks this hint as finished for the next request

        run_in_pool(ticket, think, self._relay)
        return True

    def hint_pending(self) -> bool:
        return self._hint_token is not None and not self._hint_token.cancelled

    # ----- undo / redo ------------------------------------------------------------
    def undo(self) -> bool:
        """Rewind to the last human decision (bots' replies go with it).

        A forced action (a Stairs pass) is not a decision: undoing to just before
        it would replay it at once, so undo goes on to the decision before.
        """
        def step(humans_only: bool) -> bool:
            moved = self.match.undo(humans_only=humans_only)
            while moved and self._forced_action() is not None and \
                    self.match.can_undo(humans_only=humans_only):
                self.match.undo(humans_only=humans_only)
            return moved

        return self._rewind(step)

    def redo(self) -> bool:
        return self._rewind(self.match.redo)

    def _rewind(self, step: Callable[..., bool]) -> bool:
        """Undo or redo: drop pending bot work, move the cursor, re-announce the position."""
        self._invalidate()
        moved = step(humans_only=True)
        if moved:
            self._autosave()
            self.position_changed.emit(None)
        self._after_position(None)
        return moved

    # ----- files ------------------------------------------------------------------
    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        path = paths.autosave_path()
        try:
            if self.state.is_terminal():
                path.unlink(missing_ok=True)
            else:
                self.match.truncated_record().save(path)
        except Exception as exc:  # any write error is reported and the game goes on
            text = self.tr("Autosave failed: %1").replace("%1", error_text(exc))
            # After the position_changed that follows (it clears the status line).
            QTimer.singleShot(0, self, lambda: self.error.emit(text))

    def save(self, path: str) -> None:
        """Write the game as played so far (raises OSError for the caller to report)."""
        self.match.truncated_record().save(path)
