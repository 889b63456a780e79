"""The Climb On! (dice) board: a four-level mountain, dice climbers, tokens and the roll tray.

Why it works the way it does:

* A turn is: pick a climber → pick what it does and the token that pays →
  the dice roll → lower them with more tokens → confirm.  The board follows
  that order: the mountain on the left (climbers, the ground, the levels with
  their ×multiplier and ≤difficulty), on the right the teams' cards (score
  and tokens), then the action area, which first lists the picked climber's
  choices as chips and later becomes the dice tray, and the Confirm button.
* A choice is made by clicking its chip, by clicking its target on the
  mountain (a level, a teammate to pull, an opponent to shove or drag) or by
  dragging the climber onto that target.  Where several tokens may pay, the
  chip shows one button per token; a target with a single way to pay is taken
  at once.  Each token button shows the exact chance of success with that
  payment (the best use of the tokens left) while hovered, and always with
  odds on, because the issue wants the chance visible before committing.
* While lowering, every die has a row of token buttons under it, and the
  verdict (succeeds / fails) is live; hovering a token shows what the die
  would become.  Enter confirms, W/B/R lower the selected die, Esc cancels a
  half-made choice.
* Successes, failures and the end of the game are announced in big letters
  over the mountain when the dice have settled.
* The scene holds no rules: everything offered comes from
  ``state.legal_actions()``, and only legal actions are emitted.

The scene is built in layers, a module each: :mod:`.input` (what may be picked and
what a pick means), :mod:`.news` (what a new position says happened, and its
announcement), :mod:`.motion` (the dice tumbling and the climbers sliding), and this
one: the board's parts, where they are placed, and the queries tests and hints ask.
The tray's parts are :mod:`.tray`'s, the painting :mod:`.paint`'s and :mod:`.panel`'s.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QWidget

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.summit import SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.games.summit.listing import LISTING
from climbdesk.ui.boards.common import Announcer, format_percent
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.looks import LookItem
from climbdesk.ui.boards.summit.choices import TOKEN_ORDER
from climbdesk.ui.boards.summit.items import (
    BUTTON,
    CTRL,
    MOUNT,
    SCENE,
    Z_BOARD,
    Z_CTRL,
    Z_FLOAT,
    Climber,
    OverlayItem,
    Palette,
    area_top,
    card_rect,
    chip_rect,
    pill_rect,
    positions,
    token_area,
    tray_die_rect,
    tray_token_center,
)
from climbdesk.ui.boards.summit.legend import legend_entries
from climbdesk.ui.boards.summit.motion import SummitMotion
from climbdesk.ui.boards.summit.paint import GROUND_AREA, GROUND_NAMES, BoardPainter
from climbdesk.ui.boards.summit.spots import Chip, ClimberSpot, Level, Pill
from climbdesk.ui.boards.summit.tray import ShownPart, TrayParts
from climbdesk.ui.boards.summit.warm import painter_ahead
from climbdesk.ui.theme import BoardTheme

format_chance = format_percent  # a success chance as shown on the board


class SummitBoardScene(SummitMotion):
    """The Climb On! (dice) board.  Public API beyond :class:`BoardScene`:

    geometry for tests — ``climber_center(seat, index)``, ``level_center(level)``,
    ``action_chip_center(i)``, ``token_choice_center(i, colour)`` (a chip's token
    button), ``token_button_center(die, colour)`` (lowering), ``tray_die_center(die)``,
    ``confirm_button_center()``, ``pass_button_center()``; queries — ``targets()``
    (the chips shown), ``selected``, ``pending``, ``chance_texts(i)``, ``odds_text()``,
    ``verdict()``, ``overlay_text()``, ``animating()``, ``dragging()``;
    ``set_show_odds(bool)`` / ``show_odds``.
    """

    _commands_later = False  # set_position compares the commands once, at its end

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_ = Palette(self.theme)
        self.show_odds = False
        self._prev: SummitState | None = None
        self._places: tuple[tuple[int, tuple[tuple[int, ...], ...]],
                            dict[Climber, QPointF]] | None = None
        self._placed = -1  # the number of teams the panel's parts are placed for
        self.setSceneRect(SCENE)
        self.setBackgroundBrush(QColor(self.theme.background))
        self.painter = BoardPainter(self)
        # The board in parts, each repainted only when what it shows changed and
        # otherwise copied from Qt's cache (issue 17: every position repainted it all,
        # and the floating layer's update covered the whole scene).
        p = self.painter
        self._rock = LookItem(MOUNT.adjusted(-2, -2, 2, 2), p.paint_rock, p.rock_look, Z_BOARD)
        self._ground_body = LookItem(GROUND_AREA, p.paint_ground_body, p.ground_body_look,
                                     Z_BOARD + 0.5)
        self._ground = LookItem(GROUND_NAMES, p.paint_ground, p.ground_look, Z_BOARD + 0.6)
        self._climbers: list[LookItem] = []  # one a climber, grown as teams need (redraw)
        self._rings: list[ShownPart] = []  # each climber's ring, just under it
        self._ghosts = LookItem(QRectF(), p.paint_ghosts, p.ghosts_look, Z_BOARD + 2)
        self._cards = [LookItem(QRectF(), partial(p.paint_card, seat=seat),
                                partial(p.card_look, seat), Z_CTRL, kept=f"summit-card{seat}")
                       for seat in range(LISTING.max_players)]
        # The score and each token over each card, repainted alone (not kept: see
        # score_look).
        self._figures = [LookItem(QRectF(), partial(p.paint_score, seat=seat),
                                  partial(p.score_look, seat), Z_CTRL + 0.1)
                         for seat in range(LISTING.max_players)]
        self._tokens = [[LookItem(QRectF(), partial(p.paint_token_count, seat=seat, colour=c),
                                  partial(p.token_look, seat, c), Z_CTRL + 0.1)
                         for c in range(3)] for seat in range(LISTING.max_players)]
        self._action = ShownPart(CTRL, p.paint_action, p.action_look, Z_CTRL)  # choices, scores
        self.tray = TrayParts(p, Z_CTRL)  # the head line, last roll, tray and verdict
        # The button and its line, below the action area (whose rect stops above them).
        self._button = LookItem(QRectF(CTRL.left() - 8, BUTTON.top() - 8, CTRL.width() + 16,
                                       CTRL.bottom() - BUTTON.top() + 16),
                                p.paint_button, p.button_look, Z_CTRL, kept="summit-button")
        self._float_item = LookItem(SCENE, p.paint_floating, p.floating_look, Z_FLOAT,
                                    cached=False)
        self.parts: list[LookItem] = [self._rock, self._ground_body, self._ground, self._ghosts,
                                      *self._cards, *self._figures,
                                      *(t for ts in self._tokens for t in ts), self._action,
                                      *self.tray.parts, self._button, self._float_item]
        self.overlay = OverlayItem(self.palette_)
        self.announcer = Announcer(self, self.overlay)
        # The announcement stays up while moves go on under it: kept in Qt's cache, and
        # repainted only when it changes (shown, its theme), not on every redraw, which
        # made every position under it repaint the whole board (issue 17: a four-seat
        # landing in Climb On! repainted about 470,000 pixels instead of 150,000).
        self.overlay.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._action.setAcceptHoverEvents(True)  # the views then track the mouse
        self.warmer = painter_ahead(self)  # the game's dice pictures, painted while idle
        for item in (*self.parts, self.overlay):
            self.addItem(item)

    # ----- state helpers --------------------------------------------------------------
    def chance_of(self, index: int, token: str) -> float | None:
        targets = self.targets()
        state = self.state
        if state is None or not 0 <= index < len(targets):
            return None
        action = targets[index].action(token)
        return None if action is None else state.success_chance(action)

    def chance_texts(self, index: int) -> dict[str, str]:
        """The chances painted on chip ``index``, by token ({} when not shown)."""
        targets = self.targets()
        if not 0 <= index < len(targets):
            return {}
        hit = self.hover
        hovered = hit == Chip(index) or (isinstance(hit, Pill) and hit.chip == index)
        hot = self._hot_targets()
        if not (self.show_odds or hovered or index == self.pending or index in hot):
            return {}
        return {t: format_chance(self.chance_of(index, t) or 0.0) for t in targets[index].tokens}

    def odds_text(self) -> str:
        """The chance of the hovered token button (or of the hovered chip's first one)."""
        hit = self.hover
        if isinstance(hit, Pill):
            return self.chance_texts(hit.chip).get(hit.token, "")
        if isinstance(hit, Chip):
            return next(iter(self.chance_texts(hit.index).values()), "")
        return ""

    def verdict(self) -> str:
        """'success' / 'failure' for the dice as they stand while lowering, else ''."""
        state = self.state
        if state is None or state.phase != SummitPhase.LOWER or state.is_terminal():
            return ""
        return "success" if state.would_succeed() else "failure"

    def dragging(self) -> bool:
        return self.drag_pos is not None

    def _hot_targets(self) -> set[int]:
        """Chips whose target on the mountain is hovered (or is under a dragged climber)."""
        hit = self.hover
        if not isinstance(hit, Level | ClimberSpot):
            return set()
        return {i for i, t in enumerate(self.targets()) if self._target_matches(t, hit)}

    # ----- geometry (public, for tests and hints) -------------------------------------
    def climber_center(self, seat: int, index: int) -> QPointF:
        state = self.state
        if state is None:
            return QPointF()
        # Asked for every climber on every redraw: the places are worked out once for
        # each arrangement of the levels.
        levels = tuple(map(tuple, state.levels))
        memo = self._places
        if memo is None or memo[0] != (state.players, levels):
            memo = self._places = ((state.players, levels), positions(state))
        return QPointF(memo[1][(seat, index)])

    def shown_position(self, seat: int, index: int) -> QPointF:
        """Where a climber is drawn now (between spaces while sliding)."""
        return self.sliding((seat, index), self.climber_center(seat, index))

    def action_chip_center(self, i: int) -> QPointF:
        chip = chip_rect(self._players(), i)
        return QPointF(chip.left() + 60, chip.center().y())

    def token_choice_center(self, i: int, colour: str) -> QPointF:
        targets = self.targets()
        tokens = targets[i].tokens if 0 <= i < len(targets) else TOKEN_ORDER
        which = tokens.index(colour) if colour in tokens else 0
        return pill_rect(self._players(), i, which, len(tokens)).center()

    def token_button_center(self, die_index: int, colour: str) -> QPointF:
        return tray_token_center(self._players(), die_index, self._tray_count(),
                                 TOKEN_ORDER.index(colour))

    def tray_die_center(self, die_index: int) -> QPointF:
        return tray_die_rect(self._players(), die_index, self._tray_count()).center()

    def confirm_button_center(self) -> QPointF:
        return BUTTON.center()

    def pass_button_center(self) -> QPointF:
        return BUTTON.center()

    def board_rect(self) -> QRectF:
        return self.sceneRect()

    # ----- legend ------------------------------------------------------------------
    def legend(self) -> list[LegendEntry]:
        """The rings around climbers, the dashed spaces and the level plaques."""
        return legend_entries(self.palette_)

    thumbnail_plies = 80  # several turns each: climbers spread over the levels

    def thumbnail_rect(self) -> QRectF:
        """The mountain alone: with the cards and tray beside it the start screen's square
        picture would be a shrunken window whose side text nobody can read."""
        return MOUNT

    # ----- BoardScene contract --------------------------------------------------------
    def handles(self, action: Action) -> bool:
        """Every Climb On! (dice) decision (Pass and Confirm included) is taken on the board."""
        return True

    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.palette_ = Palette(theme)
        self.overlay.pal = self.palette_
        self.overlay.update()  # the announcement's colours (its text is set by show())
        self.redraw()

    def set_show_odds(self, show: bool) -> None:
        """Show the exact success chance on every choice (not only the hovered one)."""
        self.show_odds = bool(show)
        self.redraw()

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        """Show ``state``; roll the dice and slide climbers when that is what just happened.

        Exactly one ``animation_finished`` follows every call: at once when nothing
        moves, otherwise when the animation ends (or is cut short by the next call).
        """
        self._finish_animation()
        prev = self._prev
        shown = self.take_position(state, interactive=interactive, animate=animate)
        dropped = animate is not None and shown is None  # already where the user put it
        self.hover = None
        new = self.state
        self.warmer.position_shown()
        self._prev = new.clone() if new is not None else None
        self._faces = tuple(new.dice) if new is not None else ()
        self.tray_die = self._default_tray_die(new)
        rolled: bool = False
        moved: dict[Climber, QPointF] = {}
        if new is not None and prev is not None and prev.players == new.players:
            rolled, moved = self._changes(prev, new)
            if dropped:
                moved = {}
        elif new is None or prev is None or (new.players != prev.players):
            self.last_roll = None
        if self.animation_speed <= 0 or not (rolled or moved):
            # The commands are compared once, by the animation_finished just below (the
            # redraw's own check asked every command and key again: dice9).
            self._commands_later = True
            try:
                self.redraw()
            finally:
                self._commands_later = False
            self._flush_announcement()
            self.animation_finished.emit()
            return
        self._animate(rolled, moved)

    def check_commands(self) -> None:
        if not self._commands_later:
            super().check_commands()

    def redraw(self, animate: Action | None = None) -> None:
        background = QColor(self.theme.background)
        if self.backgroundBrush().color() != background:
            # Setting it repaints every item of every view: the dice's floating layer
            # and the whole scene were repainted on every position (issue 17).
            self.setBackgroundBrush(background)
        self.update_hover_cursor()
        state = self.state
        players = state.players if state is not None else 0
        if players != self._placed:  # not on every redraw (sum11): they follow players alone
            self._placed = players
            self._place_panel(players)
        self.painter.refresh_climbers()
        self._grow_climbers(len(self.painter.spec[0]))
        for k, (item, ring) in enumerate(zip(self._climbers, self._rings, strict=True)):
            item.set_rect(self.painter.climber_area(k))
            ring.set_rect(item.boundingRect())
        self._ghosts.set_rect(self.painter.ghosts_area())
        for part in (*self._rings, *self._climbers, *self.parts):
            part.refresh()  # repaints the parts whose look changed
        self.refresh_cursor()

    def _place_panel(self, players: int) -> None:
        """Place the cards, their figures, the action area and the tray for ``players``."""
        top = area_top(players) - 12 if players else CTRL.top() - 8
        for seat, (card, score, tokens) in enumerate(zip(self._cards, self._figures,
                                                         self._tokens, strict=True)):
            rect = card_rect(players, seat) if seat < players else QRectF()
            card.set_rect(rect.adjusted(-3, -3, 3, 3) if seat < players else rect)
            score.set_rect(QRectF(rect.right() - 113, rect.top() - 3, 116, rect.height() + 6)
                           if seat < players else rect)
            for c, token in enumerate(tokens):
                token.set_rect(token_area(players, seat, c) if seat < players else rect)
        self._action.set_rect(QRectF(CTRL.left() - 8, top, CTRL.width() + 16,
                                     BUTTON.top() - 8 - top))
        self.tray.place(players)

    def _grow_climbers(self, count: int) -> None:
        """One part for each climber on the board, later ones drawn over earlier ones."""
        p = self.painter
        while len(self._climbers) < count:
            k = len(self._climbers)
            item = LookItem(QRectF(), partial(p.paint_climber, k=k), partial(p.climber_look, k),
                            Z_BOARD + 1 + k / 1000)
            # Hidden while it shows nothing (most climbers, most of the time): Qt would
            # still copy its empty picture wherever the mountain repaints.
            ring = ShownPart(QRectF(), partial(p.paint_ring, k=k), partial(p.ring_look, k),
                             Z_BOARD + 1 + (k - 0.5) / 1000)  # over the climber before
            ring.setVisible(False)
            self._climbers.append(item)
            self._rings.append(ring)
            self.addItem(item)
            self.addItem(ring)

    @staticmethod
    def _default_tray_die(state: SummitState | None) -> int:
        """Lowering helps the climber's own die for Climb/Pull, the victim's for Shove/Drag."""
        if state is None or state.pending is None or len(state.dice) < 2:
            return 0
        return 1 if state.pending.kind in ("shove", "drag") else 0


__all__ = ["SummitBoardScene", "format_chance", "positions"]
