"""The contract between a game's board scene and the game window.

A scene shows a position and turns the user's clicks and drags into one
legal :class:`~climbdesk.core.Action`, emitted as ``action_chosen``.  It holds
no rules: legal actions come from the state it is given, and it never applies
anything itself — the controller does, then hands back the new position.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import ClassVar, Generic, TypeVar

from PySide6.QtCore import QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from climbdesk.core.actions import Action
from climbdesk.core.errors import HiddenInformationError
from climbdesk.core.state import OMNISCIENT, State
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.strings import default_name, display_name
from climbdesk.ui.theme import BoardTheme

#: The state class of the game a board draws (``StairsState`` for the Stairs board).
S = TypeVar("S", bound=State)


def own_legal_actions(state: State) -> list[Action]:
    """A scene's legal actions when no page shares its own: worked out on the spot."""
    return [] if state.is_terminal() else list(state.legal_actions())


@dataclasses.dataclass(frozen=True)
class BoardCommand:
    """An action the board offers as a painted button or a key (Roll, Confirm, a token).

    The game page shows each legal one as a real button too, named by the state's
    own description of the action, so a screen reader or a switch user can take it
    without aiming at the board.  ``keys`` is the board key that does the same, if any.
    """

    action: Action
    keys: str = ""


def require_view(state: State) -> None:
    """Refuse the true state of a hidden-information game: boards draw views only.

    Every scene's ``set_position`` calls this first, so a board cannot be handed
    something its viewer may not see.
    """
    if state.viewer == OMNISCIENT and not state.game.info.perfect_information:
        raise HiddenInformationError("a board is shown views of a hidden-information "
                                     "game, never its true state")


class BoardScene(QGraphicsScene, Generic[S]):
    """Base class; subclasses draw one game, whose state class they name twice: as the
    type argument (``BoardScene[StairsState]``, for the type checker) and as
    :attr:`state_type` (for the check at run time), so ``self.state`` is the game's own
    state and no board needs an accessor that narrows it."""

    #: The state class this board draws; :meth:`own_state` refuses any other.
    state_type: type[S]

    #: The user picked this legal action (already checked against the state).
    action_chosen = Signal(object)
    #: Emitted when an animation the scene started has finished.
    animation_finished = Signal()
    #: Random plies played to reach the start screen's sample position.
    thumbnail_plies = 14
    #: Whether the view may turn this board in 90° steps (keys Q/E).
    allows_rotation: ClassVar[bool] = False
    #: A length in scene units (a square's side) that the fitted view makes a whole
    #: number of pixels, so every square sits at the same sub-pixel offset and one
    #: kept picture of a part serves every square (0: the exact fit, no rounding).
    pixel_unit: ClassVar[float] = 0.0
    #: The scene paints its still parts in ``drawBackground`` and invalidates the
    #: background layer where they change: its views keep the background in a pixmap
    #: (``QGraphicsView.CacheBackground``), so a repaint copies it instead of painting.
    cache_background: ClassVar[bool] = False
    #: The scene keeps its looks itself (kept pictures of the whole board, per scene), not
    #: in the process-wide cache of :mod:`.pictures`: a scene painted ahead for the first
    #: game of its kind is then handed to that game's board (:mod:`climbdesk.ui.paint_ahead`).
    looks_in_scene: ClassVar[bool] = False
    #: The legend was shown (True) or hidden (False): the view repaints, the menu follows.
    legend_changed = Signal(bool)
    #: What :meth:`commands` returns has changed (a pick, the end of an animation, a new
    #: position): the window rebuilds its command buttons then, and not on every repaint.
    commands_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = BoardTheme()
        self.animation_speed = 1.0  # 0 disables animations; 2 is twice as fast
        self.interactive = False
        self.state: S | None = None
        #: Where the shown state's legal actions come from.  The game page points this
        #: at its controller, which works them out once per shown position for the
        #: board, the status line and the buttons (``GameController.legal_actions``).
        self.legal_source: Callable[[State], list[Action]] = own_legal_actions
        self.seat_names: list[str] = []
        #: The seats people play at this device (None: not told, so any seat may be).
        self.seats_at_device: frozenset[int] | None = None
        self.legend_shown = False
        self._last_commands: list[BoardCommand] = []
        # Input is refused while pieces move, so the commands may come back at the end.
        self.animation_finished.connect(self.check_commands)

    # ----- legend ------------------------------------------------------------------------
    def legend(self) -> list[LegendEntry]:
        """What this board's rings, hatching and dashed marks mean (translated now).

        The view draws it as an overlay while :attr:`legend_shown`; boards that
        draw such marks list them, so nothing is explained only in a tooltip.
        """
        return []

    def set_legend_shown(self, shown: bool) -> None:
        """Show or hide the legend overlay (boards without a legend stay without)."""
        shown = bool(shown) and bool(self.legend())
        if shown != self.legend_shown:
            self.legend_shown = shown
            self.legend_changed.emit(shown)

    def toggle_legend(self) -> None:
        self.set_legend_shown(not self.legend_shown)

    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.redraw()

    def set_seat_names(self, names: list[str]) -> None:
        """The players' names, for boards that label teams on the board itself."""
        self.seat_names = list(names)
        self.redraw()

    def set_seats_at_device(self, seats: Iterable[int]) -> None:
        """The seats people play here, not bots (the page knows, the board does not): a
        board that makes a step's pictures ahead, while the board is idle, makes none
        for a step a bot will take, since the bot's move never shows that step."""
        self.seats_at_device = frozenset(seats)

    def at_device(self, seat: int) -> bool:
        """Whether a person plays ``seat`` here (every seat, when not told)."""
        return self.seats_at_device is None or seat in self.seats_at_device

    def seat_label(self, seat: int) -> str:
        """The player's name, or the default "Player N" (translated) when the board was
        given none: the same default name the panels show."""
        if 0 <= seat < len(self.seat_names) and self.seat_names[seat]:
            return self.seat_names[seat]
        return display_name(default_name(seat))

    def set_animation_speed(self, factor: float) -> None:
        self.animation_speed = factor

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        """Show ``state``: a view (``State.view``) that the scene may keep, never the
        true state, so a board cannot draw what its viewer may not see.
        ``animate``: the action that led here, as the viewer saw it.

        ``interactive`` is False while a bot thinks, during replays and after the
        end; the scene must then ignore clicks and drags.
        """
        self.state = self.own_state(state)
        self.interactive = interactive
        self.redraw(animate)

    def legal_actions(self) -> list[Action]:
        """The shown state's legal actions (none without a state or after the end)."""
        state = self.state
        if state is None or state.is_terminal():
            return []
        return self.legal_source(state)

    def own_state(self, state: State) -> S:
        """``state`` as this board's state type: a view (see :func:`require_view`) of
        this board's game; a position of another game is a programming error."""
        require_view(state)
        if not isinstance(state, self.state_type):
            raise TypeError(f"{type(self).__name__} draws {self.state_type.__name__}, "
                            f"not {type(state).__name__}")
        return state

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive
        self.redraw()

    def show_hint(self, action: Action | None) -> None:
        """Mark a suggested action (None clears it)."""

    def follow_mouse(self) -> None:
        """Have the views report moves without a button held: boards that show
        something on hover (a ghost, a route, a block's faces) call this on redraw,
        since a view may be attached to the scene after it was built."""
        for view in self.views():
            if not view.viewport().hasMouseTracking():
                view.viewport().setMouseTracking(True)

    def redraw(self, animate: Action | None = None) -> None:
        """Rebuild items for the current state/theme."""

    def board_rect(self) -> QRectF:
        return self.sceneRect()

    def fitted_scale(self, fit: float) -> float:
        """The scale a view that fits the board shows it at, given the exact fit (a
        board may round it to steps it keeps while it grows)."""
        return fit

    def commands(self) -> list[BoardCommand]:
        """Actions the board offers as painted buttons or keys, for real buttons beside it.

        Only legal ones are shown.  Boards whose every action needs pointing at a
        place (a piece and its target) return none: the cursor keys reach those.
        """
        return []

    def check_commands(self) -> None:
        """Emit :attr:`commands_changed` if :meth:`commands` differs from last time.

        Boards call this whenever their own state may have changed what they offer
        (interactive boards do so on every redraw); it costs one ``commands()`` call.
        """
        now = self.commands()
        if now != self._last_commands:
            self._last_commands = now
            self.commands_changed.emit()

    def position_text(self) -> str:
        """What a screen reader adds to the status line about the position (translated):
        what is shown on the board but said nowhere else, such as the dice."""
        return ""

    def thumbnail_rect(self) -> QRectF:
        """The part of the scene the start screen's card shows (default: the board)."""
        return self.board_rect()

    def side_panel(self) -> QWidget | None:
        """An optional game-specific panel (e.g. Can't Stop's odds chart) for the window.

        Created once per scene; the scene keeps it updated from ``set_position``.
        """
        return None

    def control_for(self, action: Action) -> QWidget | None:
        """The control in :meth:`side_panel` to use next on the way to ``action`` (a
        button that plays it, or a setting it needs first), if the board is not the
        place: a guided game's callout points at it (:mod:`climbdesk.ui.tutorial`)."""
        return None

    def handles(self, action: Action) -> bool:
        """Whether the board itself offers ``action`` (others become window buttons).

        The default treats actions with fields (a move from/to somewhere) as
        board actions and field-less ones (pass, swap) as buttons.
        """
        return bool(dataclasses.fields(action))

    def animates(self, action: Action) -> bool:
        """Whether the window should hand ``action`` to :meth:`set_position` to play once.

        The default is the board's own actions; a board that also shows what a window
        button did (Climbers: a block put back) says so here."""
        return self.handles(action)

    def supports_odds(self) -> bool:
        """Whether this game has odds to show (View ▸ Show Odds is enabled)."""
        return type(self).set_show_odds is not BoardScene.set_show_odds

    def set_show_odds(self, show: bool) -> None:
        """Show or hide the game's odds display, if it has one."""
