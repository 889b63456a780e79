"""The game page: board, players, status line, move list and the turn buttons.

It draws what the controller reports and forwards what the players do; the
only game-specific part is the board scene, looked up by game key.  Actions
the board cannot express (a pie-rule swap, say) become buttons labelled with
the state's own description of them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from climbdesk.core.actions import Action
from climbdesk.core.outcome import Outcome
from climbdesk.core.state import NOBODY, State
from climbdesk.ui import gui_gc, paint_ahead
from climbdesk.ui.accessibility import order_by_layout
from climbdesk.ui.banners import GameOverBanner, HandoverScreen, ViewingBar
from climbdesk.ui.boards import BoardScene, BoardView, board_class
from climbdesk.ui.boards.view import MINIMUM_SIDE
from climbdesk.ui.command_actions import CommandActions
from climbdesk.ui.controller import GameController
from climbdesk.ui.move_list import MoveList
from climbdesk.ui.page_panels import PagePanels
from climbdesk.ui.picture_sessions import PictureSessions
from climbdesk.ui.player_panel import PlayerPanel
from climbdesk.ui.side_scroll import HISTORY_MIN, SideScroll
from climbdesk.ui.status_line import StatusBox
from climbdesk.ui.strings import display_name, tr_game, tr_title
from climbdesk.ui.theme import BoardTheme

# The sidebar's share of the page and its bounds: wide enough for names, buttons
# and the move list, never so wide that a small window leaves the board a third.
SIDE_SHARE = 0.27
SIDE_MIN = 220
SIDE_MAX = 380
# The board's least height under the end-of-game banner: once the game is over the
# ranking matters more than a large board, so in a small window the banner takes the
# height its rows need and the board (fitted to its view) gives it up.
BOARD_MIN_UNDER_BANNER = 120


class GamePage(QWidget, PagePanels):
    play_again_requested = Signal()
    new_game_requested = Signal()
    back_requested = Signal()
    # Undo/redo/hint availability may have changed (the window updates its menu).
    actions_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: GameController | None = None
        self._pictures = PictureSessions(self)  # the board pictures of the game shown
        self.scene: BoardScene[Any] | None = None
        self.view: BoardView | None = None
        self.game_panel: QWidget | None = None
        self.theme = BoardTheme()
        self.animation_speed = 1.0
        self.show_odds = False
        self._viewer: int | None = None      # seat that last saw the board (hand-over)
        self._viewing: int | None = None     # history index being viewed, None = live
        self._notice = ""
        self._notice_next = ""
        self._hint_text = ""
        self._hint_action: Action | None = None  # for the live position only
        self._error = ""
        self._init_panels()  # the panels' refresh and when it runs (page_panels)

        outer = QHBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.setSpacing(12)
        left = QVBoxLayout()
        left.setSpacing(8)
        self.banner = GameOverBanner()
        self.banner.play_again.connect(self.play_again_requested)
        self.banner.new_game.connect(self.new_game_requested)
        self.banner.back.connect(self.back_requested)
        self.viewing_bar = ViewingBar()
        self.viewing_bar.back_to_game.connect(self.leave_history_view)
        self.board_stack = QStackedWidget()
        self.board_placeholder = QWidget()
        self.board_stack.addWidget(self.board_placeholder)
        self.handover = HandoverScreen()
        self.handover.continued.connect(self._handover_done)
        self.board_stack.addWidget(self.handover)
        # While a game's set-up is done ahead (ui/game_start): says so, in the board's place.
        self.setting_up_label = QLabel()
        self.setting_up_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_stack.addWidget(self.setting_up_label)
        left.addWidget(self.banner)
        left.addWidget(self.viewing_bar)
        left.addWidget(self.board_stack, 1)
        left.setContentsMargins(0, 0, 0, 0)
        left_host = QWidget()
        left_host.setLayout(left)

        side = self.side = QVBoxLayout()
        side.setSpacing(8)
        self.players = PlayerPanel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # lines by "\n"; names stay text
        self.status.setObjectName("statusLine")
        self.status.setMinimumHeight(56)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.status.setFont(font)
        # After "the bot failed": ask it again (the game cannot go on without it).
        self.retry_button = QPushButton()
        self.retry_button.clicked.connect(self.retry)
        self.retry_button.hide()
        self.extra_row = QVBoxLayout()
        self.extra_buttons: list[QPushButton] = []
        # The board's painted commands (Roll, Confirm, a token) as named actions; the
        # window lists them in the Move menu.
        self._commands = CommandActions(self, self._choose_command)
        # What the offer was last worked out for: (view, scene, live), see below.
        self._offered_for: tuple[object, object, bool] | None = None
        self.history_label = QLabel()
        self.history = MoveList()
        self.history.itemClicked.connect(self._history_clicked)
        self.history.setAccessibleName(self.tr("Moves"))
        buttons = QHBoxLayout()
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.redo_button = QPushButton()
        self.redo_button.clicked.connect(self.redo)
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.hint)
        for b in (self.undo_button, self.redo_button, self.hint_button):
            buttons.addWidget(b)
        # Seats and the board's own panel scroll together when they outgrow the column
        # (five seats with their facts at 800 px), keeping room for the move list; the
        # status (the step, the hint) and step buttons stay below, never scrolled away.
        top = self.top = QVBoxLayout()
        top.setSpacing(8)
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.players)
        top_host = QWidget()
        top_host.setLayout(top)
        self.top_scroll = SideScroll(top_host)
        self.history.setMinimumHeight(HISTORY_MIN)
        side.addWidget(self.top_scroll)
        side.addWidget(StatusBox(self.status))  # a new text asks no layout (status_line)
        side.addWidget(self.retry_button)
        side.addLayout(self.extra_row)
        side.addWidget(self.history_label)
        side.addWidget(self.history, 1)
        side.addLayout(buttons)
        side.setContentsMargins(0, 0, 0, 0)
        side_host = self.side_host = QWidget()
        side_host.setLayout(side)
        # Board and sidebar share the width: the sidebar follows the window (see
        # resizeEvent) until the player drags the handle, and the board gets the rest.
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left_host)
        self.splitter.addWidget(side_host)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setHandleWidth(12)
        self.splitter.splitterMoved.connect(self._side_dragged)
        self._side_chosen: int | None = None  # the width the player dragged it to
        outer.addWidget(self.splitter)
        self.retranslate()

    # ----- layout ---------------------------------------------------------------------
    def side_width_for(self, width: int) -> int:
        """The sidebar's width in a page ``width`` wide: the player's choice if they
        dragged the handle, else a share of the page, within the bounds."""
        wanted = self._side_chosen or round(width * SIDE_SHARE)
        most = max(SIDE_MIN, width // 2)  # the board keeps at least half
        # What the sidebar's content needs (longer names, another language) wins.
        least = max(SIDE_MIN, self.side_host.minimumSizeHint().width())
        return max(least, min(wanted, SIDE_MAX if self._side_chosen is None else most))

    def _side_dragged(self, _pos: int, _index: int) -> None:
        self._side_chosen = self.splitter.sizes()[1]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        total = self.splitter.width() - self.splitter.handleWidth()
        if total > 0:
            side = self.side_width_for(total)
            self.splitter.setSizes([max(total - side, 0), side])

    # ----- attaching a game ----------------------------------------------------------
    def attach(self, controller: GameController) -> None:
        """Show ``controller``'s match (replacing any previous one) and start it."""
        old = self.controller
        self.detach(same_game=old is not None and old.game_key == controller.game_key)
        self.controller = controller
        self.players.show()  # hidden while a game was being set up
        self._pictures.begin()
        # The scene painted ahead for this very match, if its board keeps its looks in
        # its scene (paint_ahead: Climbers); else a new one.
        ahead = paint_ahead.take_scene(controller.match)
        self.scene = ahead if ahead is not None else board_class(controller.game_key)()
        controller.board_handles = self._board_handles
        self.scene.legal_source = controller.legal_actions  # once per shown position
        self.scene.set_theme(self._effective_theme())
        self.scene.set_animation_speed(self.animation_speed)
        self.scene.set_show_odds(self.show_odds)
        self.scene.set_seat_names(self._names())
        self.scene.set_seats_at_device(i for i, seat in enumerate(controller.match.seats)
                                       if not seat.is_bot)
        self.scene.action_chosen.connect(self._on_action_chosen)
        self.scene.legend_changed.connect(lambda _shown: self.actions_changed.emit())
        self.view = BoardView(self.scene)
        # The painted board says nothing to a screen reader: its name is the game,
        # its description the status line (set in refresh()).
        self.view.setAccessibleName(tr_title(controller.state.game.info.title))
        # Only when the board's offer changes (a pick, a new position), not on every repaint.
        self.scene.commands_changed.connect(self._commands_changed)
        self.game_panel = self.scene.side_panel()
        if self.game_panel is not None:
            self.top.insertWidget(1, self.game_panel)
        self.board_stack.insertWidget(0, self.view)
        self.board_stack.setCurrentWidget(self.view)
        self._pictures.watch(self.view.viewport())
        self._refresher.watch(self.view.viewport())  # the panels follow the board's paint
        order_by_layout(self)  # Tab: board, its panel, buttons, moves, Undo, Redo, Hint
        self.view.setFocus()  # the board's keys work at once
        self._viewer = None
        self._viewing = None
        self._notice = self._notice_next = self._hint_text = self._error = ""
        self._hint_action = None
        self.banner.hide()
        self.viewing_bar.hide()
        controller.position_changed.connect(self._on_position)
        controller.game_over.connect(self._on_game_over)
        controller.hint_ready.connect(self._on_hint)
        controller.notice.connect(self._on_notice)
        controller.error.connect(self._on_error)
        # The handlers above only take note; the panels are redrawn once per burst of
        # signals (a move, the next bot starting, the end…), when the controller settles.
        controller.settled.connect(self._on_settled)
        controller.start()

    def show_setting_up(self) -> None:
        """A game is being set up ahead (:mod:`climbdesk.ui.game_start`): the page is on
        screen at once, saying so, until :meth:`attach` shows the game."""
        self.board_stack.setCurrentWidget(self.setting_up_label)
        self.status.clear()  # the board's place says it already, once is enough
        self.history.clear()
        self.players.hide()  # the last game's seat cards are not the new game's (review14)
        for button in (self.undo_button, self.redo_button, self.hint_button):
            button.setEnabled(False)  # nothing to act on yet (the refresh enables them)

    def _qobject(self) -> QWidget:
        return self

    @property
    def pictures_session(self) -> int:
        return self._pictures.current

    def detach(self, same_game: bool = False) -> None:
        """Close the game shown; ``same_game``: the next is of the same kind (its board
        copies the looks this one painted, see :mod:`climbdesk.ui.picture_sessions`)."""
        self._refresher.watch(None)
        self._refresher.cancel()
        self._refreshed_for = None
        # It named the closed board's view and scene: kept, they held the board's
        # helpers and pictures until the next game (Back to the cards: for good).
        self._offered_for = None
        shown = self.controller.game_key if self.controller is not None else None
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        if self.game_panel is not None:
            self.top.removeWidget(self.game_panel)
            self.game_panel.hide()  # deleteLater waits for the event loop; hide it now
            self.game_panel.setParent(None)
            self.game_panel.deleteLater()
            self.game_panel = None
        if self.view is not None:
            self.board_stack.removeWidget(self.view)
            self.view.deleteLater()
            self.view = None
        if self.scene is not None:
            self.scene.deleteLater()
            self.scene = None
            # Its helpers point back at it: cycles that only a full collection frees.
            gui_gc.game_closed()
        self._pictures.close(keep_until_painted=same_game)
        if shown is not None and not same_game:
            paint_ahead.forget(shown)  # its looks went: the next of its kind paints ahead

    def _board_handles(self, action: Action) -> bool:
        """Board actions are clicked on the board; the rest become buttons."""
        if self.scene is None:
            return bool(dataclasses.fields(action))
        return bool(self.scene.handles(action))

    def _board_animates(self, action: Action) -> bool:
        """Whether the board plays ``action`` once (its own actions, and any it asks for)."""
        if self.scene is None:
            return self._board_handles(action)
        return bool(self.scene.animates(action))

    def _names(self) -> list[str]:
        """The seats' names as shown (default names in the current language)."""
        c = self.controller
        return [display_name(seat.name) for seat in c.match.seats] if c is not None else []

    # ----- look ----------------------------------------------------------------------
    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        if self.scene is not None:
            self.scene.set_theme(self._effective_theme())
        self.refresh()

    def set_show_odds(self, show: bool) -> None:
        self.show_odds = show
        if self.scene is not None:
            self.scene.set_show_odds(show)

    def supports_odds(self) -> bool:
        return self.scene is not None and self.scene.supports_odds()

    def set_animation_speed(self, speed: float) -> None:
        self.animation_speed = speed
        if self.scene is not None:
            self.scene.set_animation_speed(speed)

    def piece_colours(self) -> tuple[str, ...]:
        """Seat colours by colour index, unless the colour-blind palette is on."""
        if self.theme.colourblind or self.controller is None:
            return self.theme.pieces
        chosen = tuple(s.colour for s in self.controller.match.seats)
        if not all(chosen):
            return self.theme.pieces
        return chosen + self.theme.pieces[len(chosen):]

    def _effective_theme(self) -> BoardTheme:
        # Numbers and outlines follow the seat colours actually drawn.
        return self.theme.with_pieces(self.piece_colours())

    # ----- reacting to the controller ------------------------------------------------
    def _on_position(self, action: Action | None) -> None:
        # A game over says why it ended: the last forced move's notice ("Dan stays")
        # would stand above it as if the game went on (issue 17).
        ended = self.controller is not None and self.controller.state.is_terminal()
        self._notice, self._notice_next = "" if ended else self._notice_next, ""
        self._hint_text = self._error = ""
        self._hint_action = None
        self._viewing = None
        self.viewing_bar.hide()
        if self.scene is not None:
            self.scene.show_hint(None)
        if self.controller is not None and not self.controller.state.is_terminal():
            self.banner.hide()
            self._board_room(banner_shown=False)
        animate = action if action is not None and self._board_animates(action) else None
        self._show_live(animate, refresh=False)  # the controller's ``settled`` refreshes

    def _needs_handover(self) -> bool:
        c = self.controller
        if c is None or c.state.game.info.perfect_information or not c.is_human_turn():
            return False
        humans = [s for s in c.match.seats if not s.is_bot]
        return len(humans) > 1 and c.state.current_player() != self._viewer

    def viewer(self) -> int:
        """Whose eyes are on the screen: the human deciding, else the last human who
        looked (or the only one), else nobody.  Every widget shows that seat's view."""
        c = self.controller
        if c is None or self.handover_visible():
            return NOBODY
        if c.is_human_turn():
            return c.state.current_player()
        humans = [i for i, s in enumerate(c.match.seats) if not s.is_bot]
        if self._viewer is not None and self._viewer in humans:
            return self._viewer
        return humans[0] if len(humans) == 1 else NOBODY

    def current_view(self) -> State | None:
        """The live position as :meth:`viewer` may see it."""
        return self.controller.view(self.viewer()) if self.controller is not None else None

    def _show_live(self, animate: Action | None = None, *, refresh: bool = True) -> None:
        c = self.controller
        if c is None or self.scene is None or self.view is None:
            return
        if self._needs_handover():
            seat = c.state.current_player()
            self.handover.prepare(seat, c.match.seats[seat].name)  # shown by display_name
            self.board_stack.setCurrentWidget(self.handover)
            # Hide the previous player's private view while the device changes hands.
            self.scene.set_position(c.view(NOBODY), interactive=False)
        else:
            if c.is_human_turn():
                self._viewer = c.state.current_player()
            self.board_stack.setCurrentWidget(self.view)
            interactive = c.is_human_turn() and not c.thinking
            viewer = self.viewer()
            shown = c.view(viewer)
            played = next((e for e in reversed(c.history) if e.action == animate), None)
            seen = played.action_for(viewer) if played is not None else None
            self.scene.set_position(shown, interactive=interactive, animate=seen)
            if self._hint_action is not None:
                # Back from an old position (or the hand-over): the hint still applies.
                self.scene.show_hint(self._hint_action)
        if refresh:
            self.refresh()

    def _handover_done(self, seat: int) -> None:
        self._viewer = seat
        self._show_live()

    def handover_visible(self) -> bool:
        return self.board_stack.currentWidget() is self.handover

    def _on_game_over(self, outcome: Outcome) -> None:
        if (c := self.controller) is not None:  # the end-of-game screen (banners.py)
            self.banner.show_outcome(outcome, c.match.seats, c.game_key, c.previous_best, c.match)
            self._board_room(banner_shown=True)

    def _board_room(self, banner_shown: bool) -> None:
        """Let the board give the end-of-game banner its height (issue 17: at 640×480 the
        ranking's details were cut to one line) and take it back when play goes on."""
        if self.view is not None:
            self.view.setMinimumHeight(BOARD_MIN_UNDER_BANNER if banner_shown
                                       else MINIMUM_SIDE)

    def _on_hint(self, action: Action) -> None:
        """Keep the hint for the live position; show it on the board unless an old
        position is on view (then it appears when the player comes back)."""
        if self.scene is None or self.controller is None:
            return
        self._hint_action = action
        if self._viewing is None and not self.handover_visible():
            self.scene.show_hint(action)
        view = self.current_view()
        self._hint_text = tr_game(view.describe(action), self._names()) if view else ""

    def _on_notice(self, text: str) -> None:
        self._notice_next = tr_game(text, self._names())

    def _on_error(self, text: str) -> None:
        self._error = text

    def _on_action_chosen(self, action: Action) -> None:
        """Play a choice of the board, a step button or a command; never while an old
        position is on view or the device is being handed over (the next seat has not
        taken it yet, so nothing may act for them)."""
        if self.controller is not None and self._viewing is None \
                and not self.handover_visible():
            self.controller.play(action)

    # ----- player commands (buttons and menu) -------------------------------------
    def undo(self) -> None:
        self.flush_refresh()  # what Undo takes back is the move just played, not before
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        self.flush_refresh()
        if self.controller is not None:
            self.controller.redo()

    def retry(self) -> None:
        self.flush_refresh()
        if self.controller is not None:
            self.controller.retry_bot()  # which asks only when the bot to move failed

    def hint_available(self) -> bool:
        """Whether Hint may be asked now: the live position of a human's turn, with the
        device in that human's hands (a hint on the hand-over screen would show the
        next seat's cards to whoever holds it)."""
        c = self.controller
        return (c is not None and c.is_human_turn() and not c.state.is_terminal()
                and self._viewing is None and not self.handover_visible())

    def hint(self) -> None:
        self.flush_refresh()
        if self.hint_available() and self.controller is not None \
                and self.controller.request_hint():
            self._hint_text = self.tr("Thinking about a hint…")
            self.refresh()

    # ----- history -------------------------------------------------------------------
    def _history_clicked(self, item: QListWidgetItem) -> None:
        c = self.controller
        if c is None or self.scene is None:
            return
        index = int(item.data(Qt.ItemDataRole.UserRole))  # the row's last entry
        rebuilds = self.history.rebuilds
        if self.flush_refresh() and self.history.rebuilds != rebuilds:
            return  # a row of the list before the last move, which is gone (undo)
        if self.handover_visible():
            # The hand-over stays until the next seat takes the device: an old position
            # shown now would be seen through the next seat's eyes.
            self.history.clearSelection()
            return
        if index >= len(c.history) - 1:
            self.leave_history_view()
            return
        self._viewing = index
        state = c.match.state_at(index + 1).view(self.viewer())
        self.scene.set_position(state, interactive=False)
        if self.view is not None:
            self.board_stack.setCurrentWidget(self.view)
        self.viewing_bar.show_move(c.history[index].turn)
        self.refresh()

    def leave_history_view(self) -> None:
        if self._viewing is None:
            return
        self._viewing = None
        self.viewing_bar.hide()
        self.history.clearSelection()
        self._show_live()

    def retranslate(self) -> None:
        self.history.stale = True  # every line is translated again
        self._offered_for = None  # and every command's label
        if self.scene is not None:
            self.scene.set_seat_names(self._names())  # default names follow the language
        if self.view is not None and self.controller is not None:
            self.view.setAccessibleName(tr_title(self.controller.state.game.info.title))
        self.history_label.setText(self.tr("Moves"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.hint_button.setText(self.tr("Hint"))
        self.retry_button.setText(self.tr("Retry"))
        self.setting_up_label.setText(self.tr("Setting up the game…"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

