"""The game page's side panels: brought up to date now, or once the board has painted.

What a refresh does is the page's: seat rows, the status line (and the board's
accessible description, which repeats it), the move list, the buttons for actions
the board cannot show, the Move menu's commands, Undo/Redo/Hint/Retry, and the
window's actions (``actions_changed``).  When it runs is this module's other job
(issue 17, "Smooth"): after a move the controller's ``settled`` only *requests* it
(:class:`~climbdesk.ui.deferred_refresh.DeferredRefresh`), so the move's own turn of
the event loop applies the action and hands the board its position, the board
paints, and the panels follow a turn later, several moves in a burst as one.

Nothing may act on panels that still show the position before: a panel's offer
(an extra button, a Move-menu command) chosen while a refresh waits is dropped
after the panels are brought up to date (the player saw a choice that may be gone),
and a hand-over in a game with hidden information refreshes at once, so the
panels never show one seat's view behind another seat's hand-over screen.
:meth:`PagePanels.flush_refresh` is the one way to get the panels up to date now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.ui.accessibility import order_by_layout
from climbdesk.ui.boards import BoardScene, BoardView
from climbdesk.ui.boards.interaction import InteractiveBoardScene
from climbdesk.ui.boards.registry import board_registration
from climbdesk.ui.command_actions import CommandActions, board_offer, replace_buttons
from climbdesk.ui.controller import GameController
from climbdesk.ui.deferred_refresh import DeferredRefresh
from climbdesk.ui.move_list import MoveList
from climbdesk.ui.player_panel import PlayerPanel, set_tool_tip
from climbdesk.ui.status_line import status_text
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


class PagePanels:
    """Mixed into :class:`~climbdesk.ui.game_page.GamePage` (which sets everything
    annotated here up); holds the refresh of its side panels and its timing."""

    controller: GameController | None
    scene: BoardScene[Any] | None
    view: BoardView | None
    players: PlayerPanel
    status: QLabel
    history: MoveList
    extra_row: QVBoxLayout
    extra_buttons: list[QPushButton]
    undo_button: QPushButton
    redo_button: QPushButton
    hint_button: QPushButton
    retry_button: QPushButton
    actions_changed: SignalInstance
    _commands: CommandActions
    _offered_for: tuple[object, object, bool] | None
    _viewing: int | None
    _notice: str
    _error: str
    _hint_text: str
    #: False: the panels are refreshed at the end of the controller's burst, as before
    #: issue 17's split (tests written against that set it; see tests/ui/conftest.py).
    defer_refresh = True

    def _init_panels(self) -> None:
        """Called by the page's constructor (a mixin gets no ``__init__`` of its own)."""
        self._refresher = DeferredRefresh(lambda: self.refresh(), self._qobject())
        # Whose view the panels show, and whether a hand-over was up, at the last refresh.
        self._refreshed_for: tuple[int, bool] | None = None

    # What the page provides (see GamePage).
    def _qobject(self) -> QWidget:
        raise NotImplementedError

    def viewer(self) -> int:
        raise NotImplementedError

    def current_view(self) -> State | None:
        raise NotImplementedError

    def handover_visible(self) -> bool:
        raise NotImplementedError

    def hint_available(self) -> bool:
        raise NotImplementedError

    def piece_colours(self) -> tuple[str, ...]:
        raise NotImplementedError

    def _names(self) -> list[str]:
        raise NotImplementedError

    def _on_action_chosen(self, action: Action) -> None:
        raise NotImplementedError

    # ----- when ----------------------------------------------------------------------
    def _on_settled(self) -> None:
        """The controller's burst is over: refresh after the board's paint, or now when
        the panels show no game yet (its start builds them, like the board's first paint)
        or would otherwise show a seat's view that is no longer the one looking (a
        hand-over in a game with hidden information)."""
        c = self.controller
        if c is None:
            return
        looking = (self.viewer(), self.handover_visible())
        secret = not c.state.game.info.perfect_information
        if not self.defer_refresh or self._refreshed_for is None \
                or secret and self._refreshed_for != looking:
            self.refresh()
        else:
            self._refresher.request()

    def flush_refresh(self) -> bool:
        """Bring the panels up to date now if a refresh waits (saving, tests, input that
        acts on what a panel offers); whether one waited."""
        return self._refresher.flush()

    @property
    def refresh_pending(self) -> bool:
        """Whether the panels may still show the position before the last move."""
        return self._refresher.pending

    @property
    def refresh_counts(self) -> tuple[int, int, int]:
        """(requests, refreshes run, of them by flush) since the page was made: for tests."""
        r = self._refresher
        return r.requests, r.runs, r.flushes

    # ----- what -----------------------------------------------------------------------
    def _fill_history(self) -> None:
        """Bring the move list up to date (see :meth:`MoveList.fill`)."""
        c = self.controller
        self.history.fill(c.history if c is not None else [], self.viewer(), self._names())

    def history_texts(self) -> list[str]:
        """The move list as shown (for tests and accessibility checks)."""
        return self.history.texts()

    # ----- text ----------------------------------------------------------------------
    def status_text(self) -> str:
        """The status line (see :func:`climbdesk.ui.status_line.status_text`) for whoever
        looks now; the hint only while the live position is shown (it is about that one)."""
        c = self.controller
        state = self.current_view()
        if c is None or state is None:
            return ""
        return status_text(c, state, self._names(), notice=self._notice, error=self._error,
                           hint=self._hint_text if self._viewing is None else "",
                           waiting=self.handover_visible())

    def refresh(self) -> None:
        """Bring every panel up to date with the controller now (after a controller burst
        it runs deferred, see :meth:`_on_settled`; page-internal changes call it directly)."""
        self._refresher.cancel()
        c = self.controller
        if c is None:
            return
        self._refreshed_for = (viewer := self.viewer(), self.handover_visible())
        view = c.view(viewer)
        self.players.update_from(view, c.match.seats, self.piece_colours(), c.thinking,
                                 board_registration(c.game_key))
        wanted = c.is_human_turn() and not c.thinking
        if self.scene is not None and self._viewing is None and not self.handover_visible() \
                and self.scene.interactive != wanted:
            # Only a change: the position was handed over with it, and a board may redraw
            # on every call (Climbers did, a second paint of each move after it was shown).
            self.scene.set_interactive(wanted)
        self.status.setText(status := self.status_text())  # worked out once a refresh
        if self.view is not None:
            self.view.setAccessibleDescription(self.board_description(status))
        self._fill_history()
        self._rebuild_extra_buttons()
        self._rebuild_command_buttons(False)  # the window hears once, below
        self.undo_button.setEnabled(c.can_undo())
        set_tool_tip(self.undo_button, self.undo_blocked_text())
        self.redo_button.setEnabled(c.can_redo())
        self.retry_button.setVisible(c.can_retry())
        self.hint_button.setEnabled(self.hint_available() and not c.hint_pending())
        self.actions_changed.emit()

    def undo_blocked_text(self) -> str:
        """Why Undo is disabled, in the player's language ("" when it is not blocked)."""
        blocked = self.controller.undo_blocked() if self.controller is not None else None
        return tr_game(blocked, self._names()) if blocked else ""

    def _rebuild_extra_buttons(self) -> None:
        c = self.controller
        wanted = c.extra_actions() if (c is not None and self._viewing is None
                                       and not self.handover_visible()) else []
        view = self.current_view()
        if wanted and view is not None and c is not None and len(c.legal_actions(view)) == 1:
            wanted = []  # a forced action is played automatically
        names = self._names()
        labels = [tr_game(view.describe(a), names) for a in wanted] if view is not None else []
        if replace_buttons(self.extra_buttons, self.extra_row, wanted, labels,
                           self._choose_extra):
            order_by_layout(self._qobject())

    def board_description(self, status: str | None = None) -> str:
        """The board view's accessible description: the status line (built from the
        viewer's view, never the true state; ``status`` if known), then the board's part."""
        parts = [self.status_text() if status is None else status]
        if self.scene is not None and self._viewing is None and not self.handover_visible():
            parts.append(self.scene.position_text())
        return " ".join(p for p in parts if p)

    def _commands_changed(self) -> None:
        """The board's offer changed: within a move (a controller burst) the refresh after
        the board's paint lists it; a pick on the board between moves lists it now."""
        self._offered_for = None  # the board offers something else: work it out again
        c = self.controller
        if c is not None and c.in_burst():
            return
        if self.refresh_pending:
            self._refresher.flush()
        else:
            self._rebuild_command_buttons()

    def _rebuild_command_buttons(self, tell: bool = True) -> None:
        """Named menu actions (Move menu) for what the board offers only as painted
        buttons or keys: Roll, Stop, each sum, a token…  Real controls for assistive
        technology without a second, duplicate row of buttons beside the board; kept
        and relabelled in place (see :mod:`climbdesk.ui.command_actions`).

        The board says when its offer changes (``commands_changed``); the page's own
        refresh asks again only when what filters the offer changed (the view, who
        looks, a bot thinking), not a second time for the same move."""
        c, scene = self.controller, self.scene
        view = self.current_view()
        live = (c is not None and scene is not None and view is not None and self._viewing is None
                and not self.handover_visible() and c.is_human_turn() and not c.thinking)
        if self._offered_for is not None and self._offered_for[0] is view \
                and self._offered_for[1] is scene and self._offered_for[2] == live:
            return
        self._offered_for = (view, scene, live)
        offer = board_offer(c, scene, view, self._names()) \
            if live and c is not None and scene is not None and view is not None else []
        # From the page's refresh (``tell`` False) the window hears of it once, at its end.
        if self._commands.offer(offer) and tell:
            self.actions_changed.emit()

    @property
    def command_buttons(self) -> list[QAction]:
        """The board's commands on offer now, as named actions (the window lists them)."""
        return self._commands.actions

    def _choose_command(self, action: Action) -> None:
        """A Move-menu command: as if the board's own button or key was used (the board
        drops its pick); dropped when the menu still offered the position before."""
        if self.flush_refresh():
            return  # the player chose from an offer that may be gone
        if isinstance(self.scene, InteractiveBoardScene):
            self.scene.choose(action)
        else:
            self._on_action_chosen(action)

    def _choose_extra(self, action: Action) -> None:
        """An extra button (a pie-rule swap): dropped, like a stale command, when it was
        made for the position before the last move."""
        if not self.flush_refresh():
            self._on_action_chosen(action)
