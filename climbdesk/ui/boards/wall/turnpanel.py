"""The wall's turn panel beside the board: a Move turn as a timeline (before the dice →
dice → after) with the choices of the step at hand.

Before the dice: Rest, the three rolls with their stamina cost (a disabled one says
why), the chalk and jump toggles and the award cards.  After the roll: the dice tray,
the cards, Stay and, when a clicked hold has several routes, the route chooser.  The
clip, the discard and the end of the turn are said here and played on the board or
with the window's buttons (Keep, Discard…, End turn), never offered twice.  With
View ▸ Show Odds the rolls carry their chance of a critical failure, and the board
the chance to reach each hold with the roll under the mouse or focus.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from climbdesk.games.wall.deck import panel
from climbdesk.games.wall.move import DICE_COST
from climbdesk.games.wall.odds import critical_chance
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards.common import format_percent
from climbdesk.ui.boards.wall.chooser import RouteChooser
from climbdesk.ui.boards.wall.describe import colour_word
from climbdesk.ui.boards.wall.dice import DiceTray, HoverButton
from climbdesk.ui.boards.wall.spots import HandPanel
from climbdesk.ui.boards.wall.turn import BEFORE, STEPS
from climbdesk.ui.settings import app_signals
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene


def step_text(scene: WallBoardScene) -> str:
    """What the step at hand asks of the player, in a sentence."""
    turn, state = scene.turn, scene.state
    phase = turn.phase()
    if state is None or phase is None:
        return ""
    if phase in BEFORE and turn.jump:
        if turn.jump_target() is None:
            if turn.pending:
                return QCoreApplication.translate("WallTurn", "Jump with %1 dice: click the target hold (highlighted)").replace(  # noqa: E501
                    "%1", str(turn.pending))
            return QCoreApplication.translate("WallTurn", "Jump: click the target hold (highlighted), then a roll")  # noqa: E501
        return QCoreApplication.translate("WallTurn", "Jump: now choose the dice to roll")
    texts = {
        WallPhase.TURN: QCoreApplication.translate("WallTurn", "Before the dice: rest, roll, or climb to a highlighted hold with award cards"),  # noqa: E501
        WallPhase.BEFORE: QCoreApplication.translate("WallTurn", "Before the dice: roll, or end the turn"),  # noqa: E501
        WallPhase.SPEND: QCoreApplication.translate("WallTurn", "Set each die to movement, stamina or the clip, then click a highlighted hold"),  # noqa: E501
        WallPhase.CLIP: QCoreApplication.translate("WallTurn", "Clip: click a highlighted square beside your piece"),  # noqa: E501
        WallPhase.SWAP: QCoreApplication.translate("WallTurn", "Discard panels to draw as many, or keep your hand (buttons below the board)"),  # noqa: E501
        WallPhase.AFTER: QCoreApplication.translate("WallTurn", "After the dice: climb on with award cards, or end the turn (button below the board)"),  # noqa: E501
        WallPhase.REST: QCoreApplication.translate("WallTurn", "Rest: place panels from your hand, clip or discard; End turn is below the board"),  # noqa: E501
    }
    return texts.get(phase) or tr_game(state.prompt()) + setup_warning(scene)


def setup_warning(scene: WallBoardScene) -> str:
    """A set-up panel without a hold of the game's colour may be placed (a ruling), but
    the climb cannot start on it: said while such a panel is picked."""
    state, picked = scene.state, scene.picked
    if state is None or state.phase is not WallPhase.INITIAL or not isinstance(picked, HandPanel) \
            or panel(picked.ident).count(state.colour) > 0:
        return ""
    return "\n" + QCoreApplication.translate(
        "WallTurn", "Careful: this panel has no %1 hold, so your climb cannot start on it.").replace(  # noqa: E501
        "%1", colour_word(state.colour))


class Timeline(QWidget):
    """Three labels, the current step framed and bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.labels = [QLabel() for _ in range(3)]
        for i, label in enumerate(self.labels):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setFrameShape(QFrame.Shape.NoFrame)
            if i:
                row.addWidget(QLabel("→"))
            row.addWidget(label)
        row.addStretch(1)
        self.current = -1

    def sync(self, current: int) -> None:
        names = (QCoreApplication.translate("WallTurn", "Before the dice"), QCoreApplication.translate("WallTurn", "Dice"), QCoreApplication.translate("WallTurn", "After"))  # noqa: E501
        self.current = current
        for i, (label, name) in enumerate(zip(self.labels, names, strict=True)):
            label.setText(name)
            font = label.font()
            font.setBold(i == current)
            label.setFont(font)
            label.setFrameShape(QFrame.Shape.Box if i == current else QFrame.Shape.NoFrame)
        now = names[current] if 0 <= current < 3 else ""
        self.setAccessibleName(QCoreApplication.translate("WallTurn", "Move turn step: %1").replace("%1", now))  # noqa: E501


class TurnPanel(QWidget):
    """Everything beside the wall board for the turn at hand, top to bottom."""

    def __init__(self, scene: WallBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.timeline = Timeline()
        self.step = QLabel()
        self.step.setWordWrap(True)
        self.step.setTextFormat(Qt.TextFormat.PlainText)
        self.rest = HoverButton(lambda _on: None)
        self.rest.clicked.connect(self._rest)
        self.rolls: dict[int, HoverButton] = {}
        grid = QGridLayout()
        for i, n in enumerate(sorted(DICE_COST)):
            button = HoverButton(functools.partial(self._odds_for, n))
            button.clicked.connect(lambda _=False, n=n: self._roll(n))
            self.rolls[n] = button
            grid.addWidget(button, i, 0)
        self.chalk = HoverButton(lambda _on: None)
        self.jump = HoverButton(lambda _on: None)
        self.overhang = HoverButton(lambda _on: None)
        self.hard = HoverButton(lambda _on: None)
        for i, button in enumerate((self.chalk, self.jump, self.overhang, self.hard)):
            button.setCheckable(True)
            grid.addWidget(button, i, 1)
        self.chalk.clicked.connect(lambda: self._key(Qt.Key.Key_C))
        self.jump.clicked.connect(lambda: self._key(Qt.Key.Key_J))
        self.overhang.clicked.connect(lambda: self._key(Qt.Key.Key_V))
        self.hard.clicked.connect(lambda: self._key(Qt.Key.Key_M))
        self.reasons = QLabel()
        self.reasons.setWordWrap(True)
        self.reasons.setTextFormat(Qt.TextFormat.PlainText)
        self.tray = DiceTray(scene)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.stay = HoverButton(lambda _on: None)
        self.stay.clicked.connect(self._stay)
        self.chooser = RouteChooser(scene)
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.odds.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.timeline)
        column.addWidget(self.step)
        column.addWidget(self.rest)
        column.addLayout(grid)
        for widget in (self.reasons, self.tray, self.summary, self.stay, self.chooser,
                       self.odds):
            column.addWidget(widget)
        column.addStretch(1)
        app_signals().language_changed.connect(self.sync)
        self.sync()

    # ----- the controls' work -----------------------------------------------------------
    def _key(self, key: Qt.Key) -> None:
        """A toggle does what its key does (one code path for both)."""
        if self.scene_.panel_catches_up():
            return
        for row in self.scene_.board_key_table():
            if key in row.keys and row.run is not None and self.scene_.accepts_input():
                row.run(key, False)
                break
        self.sync()

    def _rest(self) -> None:
        if self.scene_.panel_catches_up():
            return
        rest = self.scene_.turn.rest()
        if rest is not None:
            self.scene_.choose(rest)

    def _roll(self, dice: int) -> None:
        if self.scene_.panel_catches_up():
            return
        turn = self.scene_.turn
        roll = turn.roll_for(dice)
        if roll is not None:
            self.scene_.choose(roll)
        elif turn.jumping() and self.scene_.accepts_input():
            turn.pending = dice  # the target hold comes next
            self.scene_.redraw()

    def _stay(self) -> None:
        if self.scene_.panel_catches_up():
            return
        stay = self.scene_.turn.stay()
        if stay is not None:
            self.scene_.choose(stay)

    def _odds_for(self, dice: int, on: bool) -> None:
        if self.scene_.panel_catches_up():
            return
        turn = self.scene_.turn
        if on:
            turn.odds_dice = dice
        elif turn.odds_dice == dice:
            turn.odds_dice = 0
        if turn.show_odds:
            self.scene_.redraw()

    # ----- following the scene ---------------------------------------------------------
    def sync(self) -> None:
        scene, turn = self.scene_, self.scene_.turn
        state, phase = scene.state, turn.phase()
        live = scene.accepts_input()
        self.timeline.setVisible(phase in STEPS)
        self.timeline.sync(STEPS.get(phase, -1) if phase is not None else -1)
        self.step.setText(step_text(scene) if live else "")
        self.step.setVisible(live)
        before = live and phase in BEFORE
        rest = turn.rest()
        self.rest.setText(QCoreApplication.translate("WallTurn", "Rest"))
        self.rest.setVisible(live and rest is not None)
        reasons = []
        seat = state.seat if state is not None else 0
        for n, button in self.rolls.items():
            cost = DICE_COST[n]
            button.setText(QCoreApplication.translate("WallTurn", "Roll %1 dice (%2 stamina)").replace("%1", str(n)).replace(  # noqa: E501
                "%2", str(cost)) + f" [{n}]")
            button.setVisible(before)
            ok = turn.roll_for(n) is not None or (turn.jumping() and n in turn.dice_offered())
            button.setEnabled(ok)
            why = ""
            if not ok and state is not None:
                if state.stamina[seat] < cost:
                    why = QCoreApplication.translate("WallTurn", "%1 dice need %2 stamina; you have %3").replace(  # noqa: E501
                        "%1", str(n)).replace("%2", str(cost)).replace(
                        "%3", str(state.stamina[seat]))
                else:
                    why = QCoreApplication.translate("WallTurn", "%1 dice: not possible with these choices").replace("%1", str(n))  # noqa: E501
                reasons.append(why)
            button.setToolTip(why)
            button.setAccessibleDescription(why)
        self.reasons.setText("\n".join(reasons))
        self.reasons.setVisible(before and bool(reasons))
        self._sync_toggles(before, live)
        spend = live and phase is WallPhase.SPEND
        self.tray.setVisible(spend)
        if spend:
            self.tray.sync()
            stamina, clip = turn.allocation()
            text = QCoreApplication.translate("WallTurn", "Move points %1, stamina +%2").replace(
                "%1", str(turn.move_points())).replace("%2", str(sum(stamina)))
            if clip:
                text += ", " + QCoreApplication.translate("WallTurn", "clip")
            self.summary.setText(text)
        self.summary.setVisible(spend)
        self.stay.setText(QCoreApplication.translate("WallTurn", "Stay where you are") + " [N]")
        self.stay.setVisible(spend and bool(turn.stays()))
        self.stay.setEnabled(turn.stay() is not None)
        self.chooser.sync()
        self._sync_odds(before)

    def _sync_toggles(self, before: bool, live: bool) -> None:
        scene, turn = self.scene_, self.scene_.turn
        state = scene.state
        seat = state.seat if state is not None else 0
        rows = (
            (self.chalk, QCoreApplication.translate("WallTurn", "Chalk (C)"), before and (turn.can_chalk() or turn.chalk),  # noqa: E501
             turn.chalk, state.chalk[seat] if state else 0),
            (self.jump, QCoreApplication.translate("WallTurn", "Jump (J)"), before and (turn.can_jump() or turn.jump),  # noqa: E501
             turn.jump, state.jumps[seat] if state else 0),
            (self.overhang, QCoreApplication.translate("WallTurn", "Overhang card (V)"),
             live and (turn.card_offered(0) or turn.cards[0]), turn.cards[0],
             state.overhang[seat] if state else 0),
            (self.hard, QCoreApplication.translate("WallTurn", "Hard Move card (M)"),
             live and (turn.card_offered(1) or turn.cards[1]), turn.cards[1],
             state.hard[seat] if state else 0),
        )
        for button, name, shown, checked, left in rows:
            button.setText(f"{name} ×{left}")
            button.setAccessibleName(name)
            button.setVisible(shown)
            button.setChecked(checked)

    def _sync_odds(self, before: bool) -> None:
        turn = self.scene_.turn
        shown = turn.show_odds and before
        self.odds.setVisible(shown)
        if not shown:
            return
        parts = [f"{n}: {format_percent(float(critical_chance(n)))}" for n in sorted(DICE_COST)]
        text = QCoreApplication.translate("WallTurn", "Critical failure with chalk or a jump (two 1s or more): %1").replace(  # noqa: E501
            "%1", ", ".join(parts))
        odds = self.scene_.odds_item.odds()
        if odds is not None:
            text += "\n" + QCoreApplication.translate("WallTurn", "With %1 dice: chance to fall %2; on the board, the chance in per cent to reach each hold").replace("%1", str(turn.odds_dice)).replace(  # noqa: E501
                "%2", format_percent(float(odds.fall)))
        else:
            text += "\n" + QCoreApplication.translate("WallTurn", "Point at a roll to see the chance to reach each hold")  # noqa: E501
        self.odds.setText(text)


__all__ = ["TurnPanel", "step_text"]
