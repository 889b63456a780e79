"""The bridge between a :class:`~climbdesk.core.Match` and the widgets.

It owns no rules and no widgets: it applies actions to the match, resolves
chance, asks bots (in the bot worker process, see :mod:`climbdesk.ui.bot_worker`),
autosaves, and tells the window what happened through signals.  Keeping it
thin means undo, saving and replays stay the core's business, where they are
tested without Qt.
"""

from __future__ import annotations

import dataclasses
import functools
import time
from collections.abc import Callable
from typing import Concatenate, ParamSpec, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from climbdesk.bots import Level
from climbdesk.core.actions import Action, EndByAgreement, Resign
from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.outcome import Outcome
from climbdesk.core.record import HistoryEntry, Match
from climbdesk.core.rng import bot_seed
from climbdesk.core.state import State
from climbdesk.core.text import Text
from climbdesk.ui import autosave as autosave_mod
from climbdesk.ui import stats
from climbdesk.ui.bot_worker import BotRunner, shared_runner
from climbdesk.ui.strings import tr_game

P = ParamSpec("P")
R = TypeVar("R")


def burst(method: Callable[Concatenate[GameController, P], R]
          ) -> Callable[Concatenate[GameController, P], R]:
    """Mark an entry point (a player's command, a bot's answer, a timer): whatever it
    makes the controller emit, :attr:`GameController.settled` follows once, at its end."""
    @functools.wraps(method)
    def wrapper(self: GameController, /, *args: P.args, **kwargs: P.kwargs) -> R:
        self._depth += 1
        try:
            return method(self, *args, **kwargs)
        finally:
            self._depth -= 1
            if self._depth == 0:
                self._settle()

    return wrapper


def is_field_less(action: Action) -> bool:
    """Default guess for "not a board move": an action with no squares to click."""
    return not dataclasses.fields(action)


class GameController(QObject):
    """Plays one match.  Create one per game; call :meth:`shutdown` when done with it."""

    # The position changed; the argument is the action that led here (None after undo/load).
    position_changed = Signal(object)
    # The game just ended with this Outcome.
    game_over = Signal(object)
    # A bot started (True) or stopped (False) thinking.
    bot_thinking = Signal(bool)
    # The Hard bot suggests this action for the human to move.
    hint_ready = Signal(object)
    # A short message for the status line (forced moves, hints unavailable…): a
    # :class:`~climbdesk.core.text.Text` stays one (object), so the page names the seats.
    notice = Signal(object)
    # Something went wrong that the user should hear about (bot crash, disk full).
    error = Signal(str)
    # After one or more of the signals above: the window redraws its panels once.
    # A move emits several (the position, the next bot starting, perhaps the end);
    # they come in one burst, and ``settled`` once at its end, so the window does its
    # refresh once per move instead of once per signal.
    settled = Signal()

    def __init__(self, match: Match, parent: QObject | None = None, *,
                 bot_delay: float = 0.6, autosave: bool = True,
                 runner: BotRunner | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.bot_delay = bot_delay
        self.autosave_enabled = autosave
        # Autosaves are written by the shared background writer; we hear about our failures.
        self._autosave_owner = autosave_mod.new_owner()
        # The copy is taken when handed over (a turn after the move, see autosave), on the
        # GUI thread, so later moves cannot change it.
        self._autosave = autosave_mod.HandOff(
            self._autosave_owner, lambda: None if self.state.is_terminal()
            else self.match.truncated_record(), self)
        autosave_mod.writer().failed.connect(self._on_autosave_failed)
        # Set by the window: does the board scene let the user pick this action by clicking?
        self.previous_best: int | None = None  # solitaire record before this game
        self.board_handles: Callable[[Action], bool] = lambda a: not is_field_less(a)
        # A guided game (``ui/tutorial``) screens the human's choices: False refuses one.
        self.gate: Callable[[Action], bool] = lambda _action: True
        self._ticket = 0            # bumped on every position change; stale answers are dropped
        # Where bots think (the app's worker process unless a test or tool says otherwise).
        self._runner = runner if runner is not None else shared_runner()
        # Open questions to the runner: request id -> (ticket when asked, is it a hint?).
        self._requests: dict[int, tuple[int, bool]] = {}
        self._hint_request: int | None = None
        self._thinking = False
        # Why the bot to move failed (its question is over); Retry asks it again.
        self.bot_failure: str | None = None
        self._pending: tuple[int, Action] | None = None
        self._think_started = 0.0
        self._counted = match.state.is_terminal()
        self._runner.answered.connect(self._on_answered)
        self._runner.failed.connect(self._on_runner_failed)
        self._runner.restarted.connect(self._on_runner_restarted)
        self._delay_timer = QTimer(self)
        self._delay_timer.setSingleShot(True)
        self._delay_timer.timeout.connect(self._apply_pending_bot_move)
        # A zero timer (not a posted call): it fires once the events waiting now, the
        # window's repaint among them, are done.  So a bot's move lands in two turns of
        # the event loop: the move, the board and the panels; then the next question.
        self._asking: tuple[int, int, Level] | None = None  # the bot question to send
        self._ask_timer = QTimer(self)
        self._ask_timer.setSingleShot(True)
        self._ask_timer.setInterval(0)
        self._ask_timer.timeout.connect(self._ask_bot)
        self._closed = False
        # The views handed out for the position on show (per viewer, until _shown_key()
        # changes) and the legal actions of the last few views, each worked out once:
        # the board, the status line, the buttons and the forced-move check all ask.
        self._moves_made = 0   # bumped whenever the controller changes the position
        self._cache_key: tuple[int, int, int] = (-1, -1, -1)
        self._views: dict[int, State] = {}
        self._legal: list[tuple[State, list[Action]]] = []  # (a view, its legal actions)
        # (the mover's view, the board's test, the extra actions it left)
        self._extra: tuple[State, Callable[[Action], bool], list[Action]] | None = None
        self._depth = 0        # entry points (see burst) running right now
        self._changed = False  # a signal went out since the last ``settled``
        self._settle_due = False
        for signal in (self.position_changed, self.game_over, self.bot_thinking,
                       self.hint_ready, self.notice, self.error):
            signal.connect(self._note_change)

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

    def in_burst(self) -> bool:
        """Whether an entry point is running: :attr:`settled` will follow its end."""
        return self._depth > 0

    def view(self, viewer: int) -> State:
        """The live position as ``viewer`` (a seat or NOBODY) may see it; widgets get
        this, never the true state.  The same object until the position changes (so
        its legal actions are worked out once): nobody may change it."""
        self._check_cache()
        view = self._views.get(viewer)
        if view is None:
            view = self._views[viewer] = self.match.state.view(viewer)
        return view

    def legal_actions(self, state: State) -> list[Action]:
        """``state.legal_actions()`` for a view, worked out once however many widgets
        ask (a fresh list each call).  Views are never changed, so an entry stays true
        after the position moves on (the board may still ask about the one it shows);
        the true state, which changes in place, is never kept."""
        for known, legal in self._legal:
            if known is state:
                return list(legal)
        legal = [] if state.is_terminal() else list(state.legal_actions())
        if state is not self.match.state:
            self._legal.append((state, legal))
            del self._legal[:-6]  # the seat's, NOBODY's, the one shown before…
        return list(legal)

    def _shown_key(self) -> tuple[int, int, int]:
        """Changes with the position: the controller's count of changes, and the
        match's cursor and length for changes made behind its back (tests, tools)."""
        return (self._moves_made, self.match.cursor, len(self.match.history))

    def forget_views(self) -> None:
        """The match's state was changed in place behind the controller's back (a test
        setting a field): hand out fresh views from now on."""
        self._moves_made += 1

    def _check_cache(self) -> None:
        key = self._shown_key()
        if key != self._cache_key:
            self._cache_key = key
            self._views.clear()

    def _mover_legal(self) -> list[Action]:
        """What the seat to move may do, from its own view (the view the page shows it,
        so the board, the buttons and the forced-move check share one computation)."""
        seat = self.state.current_player()
        if seat < 0:
            return []
        return self.legal_actions(self.view(seat))

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
        """Legal actions the board cannot show (e.g. a pie-rule swap): the window adds buttons.

        Worked out once per position (the status line, the buttons and the forced-move
        check each ask), like :meth:`legal_actions`: kept with the view it came from.
        """
        if not self.is_human_turn():
            return []
        view = self.view(self.state.current_player())
        kept = self._extra
        if kept is None or kept[0] is not view or kept[1] is not self.board_handles:
            kept = self._extra = (view, self.board_handles,
                                  [a for a in self.legal_actions(view)
                                   if not self.board_handles(a)])
        return list(kept[2])

    def resigning_seat(self) -> int | None:
        """Who resigns from the Game menu: the human deciding now (who may be reacting in
        another player's turn, so not the turn's owner), else the first human still in."""
        if self.is_human_turn():
            return self.state.current_player()
        humans = [i for i, s in enumerate(self.match.seats)
                  if not s.is_bot and self.state.is_active(i)]
        return humans[0] if humans else None

    # ----- settling ---------------------------------------------------------------
    def _note_change(self, *_args: object) -> None:
        self._changed = True
        if self._depth == 0 and not self._settle_due:
            # Emitted outside any entry point: settle on the next event-loop turn.
            self._settle_due = True
            QTimer.singleShot(0, self, self._settle)

    def _settle(self) -> None:
        self._settle_due = False
        if self._changed and self._depth == 0 and not self._closed:
            self._changed = False
            self.settled.emit()

    # ----- lifecycle --------------------------------------------------------------
    @burst
    def start(self) -> None:
        """Show the current position and let whoever is to move move."""
        self._resolve_chance()
        self._moves_made += 1
        self.position_changed.emit(None)
        self._after_position(None)

    def shutdown(self) -> None:
        """Stop bots and timers; the controller will not touch the match again."""
        self._closed = True
        self._autosave.hand_over()  # the last move of a closed game is kept
        self._invalidate()
        for signal, slot in ((self._runner.answered, self._on_answered),
                             (self._runner.failed, self._on_runner_failed),
                             (self._runner.restarted, self._on_runner_restarted)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass  # already gone with the runner

    def _invalidate(self) -> None:
        """Forget every question in flight: bots, hints and the pending delayed move."""
        self._ticket += 1
        self._moves_made += 1
        for request_id in self._requests:
            self._runner.cancel(request_id)  # the worker stops searching at once
        self._requests.clear()
        self._hint_request = None
        self._delay_timer.stop()
        self._pending = None
        self._ask_timer.stop()
        self._asking = None
        self.bot_failure = None
        if self._thinking:
            self._thinking = False
            self.bot_thinking.emit(False)

    # ----- playing ----------------------------------------------------------------
    @burst
    def play(self, action: Action) -> bool:
        """A human's choice (from the board or a button).  Returns False if refused."""
        if self._closed or self.state.is_terminal() or not self.is_human_turn():
            return False
        if not self.gate(action):
            return False
        if not self.state.is_legal(action):
            self.error.emit(self.state.explain_illegal(action))
            return False
        self._apply(action)
        return True

    @burst
    def resign(self, seat: int) -> None:
        self._table_action(Resign(seat))

    @burst
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
        self._moves_made += 1
        if self.autosave_enabled:
            self._autosave.due()
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
                    self._keep_in_library(outcome)
                except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
                    self.error.emit(self.tr("The result could not be added to the statistics: %1")
                                    .replace("%1", str(exc)))
            self.game_over.emit(outcome)
            return
        if self.is_human_turn():
            forced = self._forced_action()
            if forced is not None:
                text = self.state.describe(forced)
                # Play the only choice on the next turn of the event loop, after the
                # signals of this position are handled. A posted call runs before Qt's
                # repaint, so the forced position is never drawn; the Climbers board
                # relies on that and skips its picture (boards/climbers/passing.py).
                QTimer.singleShot(0, lambda t=self._ticket: self._auto_play(t, forced, text))
            return
        self._start_bot()

    def _forced_action(self) -> Action | None:
        legal = self._mover_legal()
        if len(legal) == 1 and not self.board_handles(legal[0]):
            return legal[0]
        return None

    @burst
    def _auto_play(self, ticket: int, action: Action, text: str) -> None:
        if ticket != self._ticket or self._closed or not self.state.is_legal(action):
            return
        self.notice.emit(text)
        self._apply(action)

    # ----- bots -------------------------------------------------------------------
    def _bot_seed(self, seat: int) -> int:
        """Seeded by the position (the same position always gets the same choice) and
        derived one-way, so the request does not carry the game's seed."""
        return bot_seed(self.match.record.seed, seat, self.match.cursor)

    def _start_bot(self) -> None:
        seat = self.state.current_player()
        if self._closed or seat < 0:
            return
        try:
            level = Level.parse(self.match.seats[seat].level or Level.NORMAL)
        except ValueError as exc:
            self.bot_failure = str(exc)
            self.error.emit(self.tr("The bot could not be started: %1").replace("%1", str(exc)))
            return
        self.bot_failure = None
        self._thinking = True
        self._think_started = time.monotonic()
        self.bot_thinking.emit(True)
        # The question (the seat's view as JSON, sent to the worker) goes out on the next
        # turn of the event loop: the move that led here is drawn and the panels redrawn
        # first, and the window may paint in between (issue 17: a bot's move landing did
        # apply, motion, panels and the next snapshot in one turn).
        self._asking = (self._ticket, seat, level)
        self._ask_timer.start()

    def _ask_bot(self) -> None:
        asking, self._asking = self._asking, None
        if asking is None:
            return
        ticket, seat, level = asking
        if ticket != self._ticket or self._closed or not self._thinking:
            return  # the position changed (undo, a new game) before the question went out
        # The bot sees what its seat sees, nothing more; it travels as JSON.
        snapshot = self.view(seat).to_json()
        request_id = self._runner.ask(self.game_key, snapshot, seat, level, self._bot_seed(seat))
        self._requests[request_id] = (self._ticket, False)

    @burst
    def _on_answered(self, request_id: int, action_json: object) -> None:
        """An answer from the runner: only ours and only for the position still shown."""
        entry = self._requests.pop(request_id, None)
        if entry is None:
            return  # another controller's question, or one we cancelled
        ticket, is_hint = entry
        try:
            action = self.match.record.game_obj().action_from_json(action_json)
        except (ClimbdeskError, ValueError, KeyError, TypeError) as exc:
            self._on_worker_failed(ticket, str(exc), is_hint)
            return
        if is_hint:
            self._hint_request = None
            if ticket == self._ticket and not self._closed:
                self.hint_ready.emit(action)
            return
        self._on_worker_done(ticket, action)

    @burst
    def _on_runner_failed(self, request_id: int, text: str) -> None:
        entry = self._requests.pop(request_id, None)
        if entry is not None:
            self._on_worker_failed(entry[0], text, entry[1])

    @burst
    def _on_runner_restarted(self, request_ids: object) -> None:
        """The bot process died and was replaced; our open question was asked again."""
        if self._closed or not isinstance(request_ids, list):
            return
        if any(request_id in self._requests for request_id in request_ids):
            self.error.emit(self.tr("The bot process stopped unexpectedly. It was restarted "
                                    "and is thinking about the position again."))

    def _on_worker_done(self, ticket: int, action: object) -> None:
        if ticket != self._ticket or self._closed or not isinstance(action, Action):
            return  # an answer for a position that is gone (undo, new game, close)
        wait = max(0.0, self.bot_delay - (time.monotonic() - self._think_started))
        self._pending = (ticket, action)
        self._delay_timer.start(int(wait * 1000))

    @burst
    def _apply_pending_bot_move(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or pending[0] != self._ticket or self._closed:
            return
        action = pending[1]
        if not self.state.is_legal(action):
            self.bot_failure = self.state.explain_illegal(action)
            self.error.emit(self.bot_failure)
            return
        self._apply(action)

    def _on_worker_failed(self, ticket: int, text: str, was_hint: bool = False) -> None:
        if was_hint:
            self._hint_request = None
        if ticket == self._ticket:
            if self._thinking and not was_hint:
                self._thinking = False
                self.bot_thinking.emit(False)
            if was_hint:
                self.error.emit(self.tr("The hint failed: %1").replace("%1", text))
            else:
                self.bot_failure = text
                self.error.emit(self.tr("The bot failed: %1").replace("%1", text))

    def can_retry(self) -> bool:
        """Whether the bot to move failed and may be asked again (the game would
        otherwise wait for it forever, even when it was the first to move)."""
        return (self.bot_failure is not None and not self._closed and not self._thinking
                and not self.state.is_terminal() and not self.is_human_turn())

    @burst
    def retry_bot(self) -> bool:
        """Ask the failed bot again (a new worker if the old one is gone)."""
        if not self.can_retry():
            return False
        self.bot_failure = None
        self._start_bot()
        return True

    # ----- hints ------------------------------------------------------------------
    @burst
    def request_hint(self) -> bool:
        """Ask the game's hint bot (in the worker) for the human to move; answer via
        ``hint_ready``."""
        if self._closed or not self.is_human_turn() or self.hint_pending():
            return False
        seat = self.state.current_player()
        snapshot = self.state.view(seat).to_json()
        request_id = self._runner.ask(self.game_key, snapshot, seat, "hint", None)
        self._requests[request_id] = (self._ticket, True)
        self._hint_request = request_id
        return True

    def hint_pending(self) -> bool:
        return self._hint_request is not None

    # ----- undo / redo ------------------------------------------------------------
    @burst
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

    @burst
    def redo(self) -> bool:
        return self._rewind(self.match.redo)

    def _rewind(self, step: Callable[..., bool]) -> bool:
        """Undo or redo: drop pending bot work, move the cursor, re-announce the position."""
        self._invalidate()
        moved = step(humans_only=True)
        self._moves_made += 1
        if moved:
            if self.autosave_enabled:
                self._autosave.due()
            self.position_changed.emit(None)
        self._after_position(None)
        return moved

    # ----- files ------------------------------------------------------------------
    @burst
    def _on_autosave_failed(self, owner: int, text: str) -> None:
        if owner == self._autosave_owner and not self._closed:
            self.error.emit(self.tr("Autosave failed: %1").replace("%1", text))

    def save(self, path: str) -> None:
        """Write the game as played so far (raises OSError for the caller to report),
        and keep it in the library (finished or not) under that file."""
        self.match.truncated_record().save(path)
        self._keep_in_library(self.state.outcome() if self.state.is_terminal() else None,
                              save_path=path)

    def _keep_in_library(self, outcome: Outcome | None, save_path: str | None = None) -> None:
        """Add the game to the library; what the player should hear (once per session
        when the library cannot take it: it waits beside it) goes to the status line."""
        notes: list[Text] = []
        stats.record_game(self.match.truncated_record(), outcome, self.match.turns_played(),
                          notes, save_path=save_path)
        for note in notes:
            self.error.emit(tr_game(note))
