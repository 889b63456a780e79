"""The Can't Stop board: eleven columns, base camps, three climbers, four dice.

Why it works the way it does:

* The turn is a loop of Roll → pair the dice → Roll or Stop, so the controls
  sit together on the right in that order: dice tray, the pairings as chips,
  then big Roll / Stop buttons.  Everything also has a key (R, S, 1–3 and
  Left/Right), because a push-your-luck game is played fast.
* A pairing is chosen either by clicking two dice (the other two pair up by
  themselves) or by clicking its chip.  When only one sum of a pairing can be
  used and the rules let the player pick which, the chip grows two small sum
  buttons; unusable pairings are greyed out and never emit anything.
* Hovering a choice shows ghost climbers where it would lead (computed by the
  engine on a clone, so Jumping and doubles are exact) and, with odds on, the
  bust chance of the next roll after it.
* Busts and won columns are announced in big letters over the board, since in
  a fast game the history list is easy to miss.
* The scene holds no rules: choices come from ``state.legal_actions()`` and
  only legal actions are emitted; the controller applies them.  It does keep
  the previous position it was shown, to tell a fresh roll, a bust or a won
  column (worth animating or announcing) from an undo or a loaded game.

Scene units: a column space is 48×33, the whole scene 992×680.  Mouse and keyboard
handling is in ``input.py``, the painting in ``paint.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QWidget

from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.cantstop.dice import ROLLS
from climbdesk.games.cantstop.engine import (
    COLUMNS,
    Advance,
    CantStopPhase,
    CantStopState,
    Dice,
    Roll,
    sum_choices,
)
from climbdesk.ui.boards.cantstop.choices import Choice
from climbdesk.ui.boards.cantstop.colours import CantStopColours
from climbdesk.ui.boards.cantstop.controls import (
    BUTTONS_AREA,
    LEGEND_AREA,
    PROMPT_AREA,
    TRAY_AREA,
    ControlsPainter,
    chip_area,
    die_area,
)
from climbdesk.ui.boards.cantstop.input import CantStopInput
from climbdesk.ui.boards.cantstop.items import (
    BOARD,
    SCENE,
    Z_BOARD,
    Z_BUTTON,
    Z_CHIP,
    Z_TRAY,
    OverlayItem,
    Palette,
    chip_rect,
    die_rect,
    paint_camp,
    paint_climber,
    paint_die,
    roll_rect,
    space_center,
    stop_rect,
    sub_rect,
)
from climbdesk.ui.boards.cantstop.paint import BoardPainter
from climbdesk.ui.boards.cantstop.spots import Chip, Die, Sub
from climbdesk.ui.boards.cantstop.warm import painter_ahead
from climbdesk.ui.boards.common import (
    Announcer,
    animation,
    format_percent,
    release_animation,
)
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.looks import LookItem
from climbdesk.ui.theme import BoardTheme

if TYPE_CHECKING:
    from climbdesk.ui.boards.cantstop.odds_chart import OddsChart

ROLL_MS = 650       # dice tumbling at animation speed 1
CLIMB_MS = 320      # climbers stepping up after a choice
ANNOUNCE_MS = 1600  # how long "Bust!" stays up


format_odds = format_percent  # the bust chance as shown on the board


class CantStopBoardScene(CantStopInput):
    """The Can't Stop board.  Public API beyond :class:`BoardScene`:

    geometry for tests — ``column_space_center(col, height)``, ``die_center(i)``,
    ``choice_center(index, sum=None)``, ``roll_button_center()``,
    ``stop_button_center()``; ``choices()`` (the displayed pairings),
    ``set_show_odds(bool)`` / ``show_odds``, ``odds_text()``, ``overlay_text()``,
    ``selected_die``, ``pending_pick`` and ``side_panel()`` (the odds chart).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.palette_ = Palette(self.theme)
        self.show_odds = False
        self._prev: CantStopState | None = None
        self._faces: tuple[int, ...] = ()         # dice shown (random while tumbling)
        self._bust_dice: tuple[int, ...] = ()     # the busting roll, while "Bust!" is up
        self._tumble = 0.0                        # 1 → 0 while the dice roll
        self._climb_from: dict[int, float] = {}
        self._climb_f = 1.0
        self._anim: QVariantAnimation | None = None
        self._rng = random.Random(1)              # tumbling faces only; never rules
        self._tick = -1
        self._series_seat = -1
        # This turn's rolls as the climbers after each (the chart's bars); the bust
        # chances are worked out only when the chart is shown (see _chance).
        self._series: list[tuple[tuple[int, int], ...]] = []
        self._series_won: tuple[int, ...] = ()
        self._chances: dict[tuple[object, ...], float] = {}
        self._chart: OddsChart | None = None
        self.setSceneRect(SCENE)
        self.setBackgroundBrush(QColor(self.theme.background))
        self.painter = BoardPainter(self)
        self.controls = ControlsPainter(self)
        # The board in parts, each repainted only when what it shows changed and
        # otherwise copied from Qt's cache (issue 17: a roll used to repaint it all).
        board, ctrl = self.painter, self.controls
        self._wood = LookItem(BOARD.adjusted(-2, -2, 2, 2), board.paint_wood, board.wood_look,
                              Z_BOARD)
        # A column is not kept whole (its groove and spaces are, see paint_column): its
        # camps and climber make a look that nearly never comes back (one hit in twelve
        # in random games), and keeping a new look cost more than painting it (issue 17).
        self._columns = [LookItem(board.column_area(c), partial(board.paint_column, col=c),
                                  partial(board.column_look, c), Z_BOARD + 1)
                         for c in COLUMNS]
        self._controls = [
            LookItem(PROMPT_AREA, ctrl.paint_prompt, ctrl.prompt_look, Z_BUTTON,
                     kept="cantstop-prompt"),
            LookItem(TRAY_AREA, ctrl.paint_felt, ctrl.felt_look, Z_TRAY),
            *(LookItem(die_area(i), partial(ctrl.paint_die, i=i), partial(ctrl.die_look, i),
                       Z_TRAY + 1) for i in range(4)),  # kept by look, not by slot
            *(LookItem(chip_area(i), partial(ctrl.paint_chip, index=i),
                       partial(ctrl.chip_look, i), Z_CHIP)  # kept in parts: paint_chip
              for i in range(3)),
            LookItem(BUTTONS_AREA, ctrl.paint_buttons, ctrl.buttons_look, Z_BUTTON,
                     kept="cantstop-buttons"),
            LookItem(LEGEND_AREA, ctrl.paint_legend, ctrl.legend_look, Z_BUTTON,
                     kept="cantstop-legend")]
        self._dice = self._controls[2:6]
        self.parts: list[LookItem] = [self._wood, *self._columns, *self._controls]
        self.overlay = OverlayItem(self.palette_)
        self.announcer = Announcer(self, self.overlay)
        self.announcer.hidden.connect(self._bust_shown)
        # The announcement stays up while moves go on under it: kept in Qt's cache, and
        # repainted only when it changes (shown, its theme), not on every redraw, which
        # made every position under it repaint the whole board (issue 17: a four-seat
        # landing in Climb On! repainted about 470,000 pixels instead of 150,000).
        self.overlay.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # Hover-aware items make the views track the mouse, which the ghost preview needs.
        self._controls[0].setAcceptHoverEvents(True)
        self.ahead = painter_ahead(self)  # the dice's pictures, painted while idle
        for item in (*self.parts, self.overlay):
            self.addItem(item)

    # ----- geometry (public, for tests and hints) -------------------------------------
    def column_space_center(self, col: int, height: int) -> QPointF:
        return space_center(col, height)

    def die_center(self, i: int) -> QPointF:
        return die_rect(i).center()

    def choice_center(self, index: int, sum: int | None = None) -> QPointF:  # noqa: A002
        """Centre of chip ``index``, or of its small button for ``sum`` when it has one."""
        if sum is None:
            chip = chip_rect(index)
            return QPointF(chip.left() + 90, chip.center().y())
        choices = self.choices()
        which = 0 if index < len(choices) and choices[index].sums[0] == sum else 1
        return sub_rect(index, which).center()

    def roll_button_center(self) -> QPointF:
        return roll_rect().center()

    def stop_button_center(self) -> QPointF:
        return stop_rect().center()

    def board_rect(self) -> QRectF:
        return self.sceneRect()

    # ----- state helpers --------------------------------------------------------------
    def animating(self) -> bool:
        return self._anim is not None

    def odds_text(self) -> str:
        """The bust chance shown by the Roll button ('' when hidden or not relevant)."""
        state = self.state
        if (not self.show_odds or state is None or state.phase != CantStopPhase.ROLL
                or state.is_terminal()):
            return ""
        return format_odds(state.bust_chance())

    def overlay_text(self) -> str:
        return self.overlay.text if self.overlay.isVisible() else ""

    def preview(self) -> list[Advance]:
        """The advances the hovered thing (or pending pick) would make: drawn as ghosts."""
        if not self.accepts_input():
            return []
        choices = self.choices()
        match self.hover:
            case Sub(i, which) if i < len(choices):
                single = choices[i].singles[which]
                return [single] if single else []
            case Chip(i) if i < len(choices):
                return choices[i].previews()
            case Die(i) if self.selected_die is not None and i != self.selected_die:
                idx = self._choice_for_dice(self.selected_die, i)
                return choices[idx].previews() if idx is not None else []
        if self.pending_pick is not None and self.pending_pick < len(choices):
            return choices[self.pending_pick].previews()
        return []

    # ----- legend ------------------------------------------------------------------
    def legend(self) -> list[LegendEntry]:
        """Climbers, camps, ghosts and the dashed outlines of the controls."""
        pal = self.palette_

        def climber(painter: QPainter, tile: QRectF) -> None:
            paint_climber(painter, pal, tile.center(), 22)

        def ghost(painter: QPainter, tile: QRectF) -> None:
            paint_climber(painter, pal, tile.center(), 22, ghost=True)

        def camp(painter: QPainter, tile: QRectF) -> None:
            paint_camp(painter, pal, 0, tile.center() - QPointF(9, 0), 18)
            paint_camp(painter, pal, 1, tile.center() + QPointF(9, 0), 18)

        def unusable(painter: QPainter, tile: QRectF) -> None:
            painter.setPen(QPen(pal.muted(0.45), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tile.adjusted(4, 5, -4, -5), 7, 7)

        def empty_die(painter: QPainter, tile: QRectF) -> None:
            # On the tray's felt, as on the board.
            painter.fillRect(tile, QColor(CantStopColours.of(pal.theme).tray))
            side = tile.height() - 4
            paint_die(painter, pal, QRectF(tile.center().x() - side / 2, tile.top() + 2,
                                           side, side), 0)

        def hint(painter: QPainter, tile: QRectF) -> None:
            painter.setPen(QPen(QColor(pal.theme.hint), 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tile.adjusted(5, 5, -5, -5), 7, 7)

        return [
            LegendEntry(climber, QCoreApplication.translate(
                "CantStopBoard", "White peak: a climber of this turn")),
            LegendEntry(ghost, QCoreApplication.translate("CantStopBoard",
                                  "Dashed peak: where the hovered choice would take it")),
            LegendEntry(camp, QCoreApplication.translate("CantStopBoard",
                                 "Coloured marker: a player's base camp (shape and colour)")),
            LegendEntry(unusable, QCoreApplication.translate("CantStopBoard",
                                     "Dashed outline: a pairing you cannot use, or a column "
                                     "still to win")),
            LegendEntry(empty_die, QCoreApplication.translate(
                "CantStopBoard", "Dashed die: not rolled this turn yet")),
            LegendEntry(hint, QCoreApplication.translate(
                "CantStopBoard", "Hint colour: the suggested choice")),
        ]

    # ----- BoardScene contract --------------------------------------------------------
    thumbnail_plies = 160  # several banked turns: camps in many columns

    def thumbnail_rect(self) -> QRectF:
        return BOARD

    def _shown_dice(self, state: CantStopState | None) -> tuple[int, ...]:
        """What the tray shows: the roll being chosen from; after a choice, the
        roll it came from while the same turn goes on; the busting roll while
        "Bust!" is up.  Once the turn has passed or the game is over the tray is
        empty, so the next player never sees the previous player's dice as theirs.
        """
        if state is None or state.is_terminal():
            return ()
        if state.dice:
            return tuple(state.dice)
        if self._bust_dice:
            return self._bust_dice
        if state.starts_turn():
            return ()
        return tuple(state.last_dice)

    def position_text(self) -> str:
        """The dice in the tray, which the status line does not name."""
        dice = self._shown_dice(self.state)
        if not dice:
            return ""
        return QCoreApplication.translate("CantStopBoard", "Dice: %1.").replace(
            "%1", ", ".join(str(d) for d in dice))

    def tray_dice(self) -> tuple[int, ...]:
        """The dice in the tray now (() for an empty tray; for tests and screenshots)."""
        return self._faces if len(self._faces) == 4 else ()

    def _bust_shown(self) -> None:
        """The "Bust!" announcement is gone: so is the busting roll."""
        if self._bust_dice:
            self._bust_dice = ()
            if self._anim is None:
                self._faces = self._shown_dice(self.state)
            self.redraw()

    def handles(self, action: Action) -> bool:
        """Every Can't Stop decision, Roll and Stop included, is taken on the board.

        So the window adds no duplicate buttons and does not auto-roll a new
        turn: the next player presses Roll after seeing how the last turn ended.
        """
        return True

    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.palette_ = Palette(theme)
        self.overlay.pal = self.palette_
        self.overlay.update()  # the announcement's colours (its text is set by show())
        if self._chart is not None:
            self._chart.set_theme(theme)
        self.redraw()

    def set_show_odds(self, show: bool) -> None:
        """Show the exact bust chance by the Roll button and the risk chart in the side panel."""
        self.show_odds = bool(show)
        self._push_chart()
        self.redraw()

    def _show_chart(self) -> None:
        """The risk chart is there with odds on while a turn can be played: not
        after the game is over, when no roll is left to judge."""
        if self._chart is not None:
            state = self.state
            self._chart.setVisible(self.show_odds and not (state is not None
                                                           and state.is_terminal()))

    def side_panel(self) -> QWidget | None:
        if self._chart is None:
            from climbdesk.ui.boards.cantstop.odds_chart import (
                OddsChart,  # pyqtgraph is slow to import
            )

            self._chart = OddsChart()
            self._chart.set_theme(self.theme)
            self._update_chart()
        return self._chart

    def set_position(self, state: State, *, interactive: bool,
                     animate: Action | None = None) -> None:
        """Show ``state``; roll the dice or step the climbers when that is what just happened.

        Exactly one ``animation_finished`` follows every call: at once when nothing
        moves, otherwise when the animation ends (or is cut short by the next call).
        Bust and column announcements are separate and do not hold anything up.
        """
        self._finish_animation()
        prev = self._prev
        animate = self.take_position(state, interactive=interactive, animate=animate)
        new = self.state
        self.ahead.position_shown()
        self._prev = new.clone() if new is not None else None
        self._bust_dice = ()
        if new is not None and prev is not None and prev.players == new.players:
            self._announce_changes(prev, new)
        self._faces = self._shown_dice(new)
        self._update_chart()
        kind = self._motion(prev, new, animate)
        if kind is None or self.animation_speed <= 0:
            self.redraw()
            self.animation_finished.emit()
            return
        if kind == "roll":
            self._start(ROLL_MS, self._tumble_step)
        else:
            assert prev is not None and new is not None
            self._climb_from = {c: float(prev.climbers.get(c, prev.camps[prev.to_move][c]))
                                for c, h in new.climbers.items()
                                if prev.climbers.get(c) != h}
            self._start(CLIMB_MS, self._climb_step)

    def redraw(self, animate: Action | None = None) -> None:
        background = QColor(self.theme.background)
        if self.backgroundBrush().color() != background:
            self.setBackgroundBrush(background)  # this repaints the whole scene
        self.update_hover_cursor()
        self.painter.refresh_ghosts()
        self._dim_dice()
        for part in self.parts:
            part.refresh()  # repaints the parts whose look changed
        self.refresh_cursor()

    def _dim_dice(self) -> None:
        """A used roll's dice are dimmed by their parts' opacity: Qt copies the kept
        pixels fainter, with no die painted again (paint8)."""
        for i, die in enumerate(self._dice):
            opacity = self.controls.die_opacity(i)
            if die.opacity() != opacity:
                die.setOpacity(opacity)

    # ----- what changed ---------------------------------------------------------------
    @staticmethod
    def _motion(prev: CantStopState | None, new: CantStopState | None,
                animate: Action | None) -> str | None:
        """'roll' for fresh dice, 'climb' for a choice just taken, else None (no animation)."""
        if new is None or prev is None or prev.players != new.players:
            return None
        same_turn = prev.to_move == new.to_move and prev.camps == new.camps
        if new.phase == CantStopPhase.CHOOSE and (isinstance(animate, (Roll, Dice)) or (
                same_turn and prev.phase in (CantStopPhase.ROLL, CantStopPhase.DICE)
                and prev.climbers == new.climbers)):
            return "roll"
        if isinstance(animate, Advance) or (same_turn and prev.phase == CantStopPhase.CHOOSE
                                            and new.phase == CantStopPhase.ROLL):
            return "climb" if same_turn and new.climbers != prev.climbers else None
        return None

    def _announce_changes(self, prev: CantStopState, new: CantStopState) -> None:
        seat = prev.to_move
        pal = self.palette_
        if new.busts[seat] == prev.busts[seat] + 1 and new.to_move != seat:
            lost = [space_center(c, h) for c, h in prev.climbers.items()]
            self._announce(QCoreApplication.translate("CantStopBoard", "Bust!"), pal.danger, lost)
            self._bust_dice = tuple(new.last_dice)
            return
        won = [c for c in COLUMNS if prev.won[c] < 0 <= new.won[c]]
        if not won:
            return
        winner = new.won[won[0]]
        if len(won) == 1:
            text = QCoreApplication.translate("CantStopBoard", "Column %1 won!")
            text = text.replace("%1", str(won[0]))
        else:
            cols = ", ".join(str(c) for c in won[:-1])
            text = QCoreApplication.translate("CantStopBoard", "Columns %1 and %2 won!")
            text = text.replace("%1", cols).replace("%2", str(won[-1]))
        self._announce(text, pal.piece[winner], [])

    def _announce(self, text: str, colour: QColor, lost: list[QPointF]) -> None:
        """Put ``text`` up over the board for a moment; it fades unless animations are off."""
        self.overlay.set_lost(lost)
        self.announcer.show(text, colour, ANNOUNCE_MS)

    def _hide_overlay(self) -> None:
        self.announcer.hide()

    def _update_chart(self) -> None:
        """Keep this turn's risk series (one point per roll) and hand it to the chart."""
        state = self.state
        if state is None or state.is_terminal():
            self._series = []
            self._series_seat = -1
            self._push_chart()
            return
        won = tuple(state.won)  # no column is won in the middle of a turn
        if state.to_move != self._series_seat or not state.climbers or won != self._series_won:
            self._series_seat = state.to_move
            self._series = []
            self._series_won = won
        if state.climbers:
            snap = tuple(sorted(state.climbers.items()))
            if snap in self._series:
                del self._series[self._series.index(snap) + 1:]
            else:
                self._series.append(snap)
        self._push_chart()

    def _chance(self, snap: tuple[tuple[int, int], ...]) -> float:
        """The bust chance of the next roll with the climbers ``snap`` this turn.

        Worked out only for a chart on show and kept: with odds off a position used to
        pay for two exact chances and a hidden chart's redraw (about 1.5 ms a move).
        """
        key = (snap, self._series_won)
        chance = self._chances.get(key)
        if chance is None:
            if len(self._chances) > 256:
                self._chances.clear()
            chance = sum(w for dice, w in ROLLS
                         if not sum_choices(dice, dict(snap), self._series_won)) / 1296
            self._chances[key] = chance
        return chance

    def chart_points(self) -> list[tuple[int, float]]:
        """(roll number, bust chance %) of every roll this turn, the next one included
        (none once the game is over)."""
        state = self.state
        if state is None or state.is_terminal():
            return []
        return [(i + 1, self._chance(snap) * 100)
                for i, snap in enumerate([(), *self._series])]

    def _push_chart(self) -> None:
        """Hand the series to the chart while odds are on (a hidden chart is brought up
        to date when odds are switched on) and show or hide it."""
        if self._chart is not None and self.show_odds:
            self._chart.set_points(self.chart_points())
        self._show_chart()

    # ----- animation ------------------------------------------------------------------
    def _start(self, ms: int, step: Callable[[float], None]) -> None:
        anim = animation(self, ms, step, speed=self.animation_speed,
                         done=self._on_anim_finished, easing=QEasingCurve.Type.OutCubic)
        self._anim = anim
        step(0.0)
        self.redraw()
        anim.start()

    def _tumble_step(self, f: float) -> None:
        self._tumble = 1.0 - f
        state = self.state
        final = tuple(state.dice) if state is not None else ()
        if f >= 0.8 or len(final) != 4:
            self._faces = final
        elif int(f * 14) != self._tick:  # a new face about every 45 ms at speed 1
            self._faces = tuple(self._rng.randint(1, 6) for _ in range(4))
        self._tick = int(f * 14)
        self._dim_dice()
        for part in self._controls:
            part.refresh()

    def _climb_step(self, value: float) -> None:
        self._climb_f = value
        for col in self._climb_from:
            self._columns[col - COLUMNS[0]].refresh()

    def _on_anim_finished(self) -> None:
        self._finish_animation()

    def _finish_animation(self) -> None:
        """End a running animation now (if any) and report it finished."""
        anim, self._anim = self._anim, None
        if not release_animation(anim):
            return
        self._tumble = 0.0
        self._climb_f = 1.0
        self._climb_from = {}
        state = self.state
        self._faces = self._shown_dice(state)
        self.redraw()
        self.animation_finished.emit()



__all__ = ["CantStopBoardScene", "Choice", "format_odds"]
