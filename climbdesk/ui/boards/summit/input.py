"""What the Climb On! (dice) board offers to pick, and what each pick means.

The shared :class:`~climbdesk.ui.boards.interaction.InteractiveBoardScene` does
the clicking, dragging, hovering and the keyboard cursor; this class only
maps the board's spots to legal actions.  Keys (:mod:`climbdesk.ui.boards.summit.spots`):

* ``ClimberSpot(seat, i)`` — a climber of the mover: picked, its targets are
  the places on the mountain it may act on (``Level(k)``, another
  ``ClimberSpot(seat, j)`` to pull, shove or drag) and its chips;
* ``Chip(i)`` — one thing the picked climber may do; it acts at once when a
  single token may pay, else its targets are ``Pill(i, token)``;
* while lowering: ``TrayDie(d)`` selects the die the letter keys lower,
  ``TrayToken(d, colour)`` and ``CardToken(colour)`` lower a die;
* ``ConfirmButton()`` — Confirm (or Pass when nothing else is possible).

Its own keys: Enter confirms (or passes) while the cursor is hidden, 1–9 a
chip, W/B/R a token, Tab the next die while lowering.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtWidgets import QWidget

from climbdesk.core.actions import Action
from climbdesk.games.summit import Confirm, Lower, Pass, SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.ui.boards.base import BoardCommand
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Pick, Spot
from climbdesk.ui.boards.keys import BoardKey, key_labels
from climbdesk.ui.boards.summit.choices import TOKEN_ORDER, Target, movable_climbers, targets_of
from climbdesk.ui.boards.summit.items import (
    BUTTON,
    CTRL,
    DIE,
    TOKEN_R,
    Climber,
    card_token_center,
    chip_rect,
    level_rect,
    max_chips,
    pill_rect,
    positions,
    tray_die_rect,
    tray_token_center,
)
from climbdesk.ui.boards.summit.spots import (
    CardToken,
    Chip,
    ClimberSpot,
    ConfirmButton,
    Level,
    Pill,
    SummitSpot,
    TrayDie,
    TrayToken,
)

_TOKEN_KEYS = {Qt.Key.Key_W: "white", Qt.Key.Key_B: "blue", Qt.Key.Key_R: "red"}



def _around(centre: QPointF, size: float) -> QRectF:
    return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)


class SummitInput(InteractiveBoardScene[SummitState, SummitSpot]):
    """The input half of :class:`~climbdesk.ui.boards.summit.scene.SummitBoardScene`."""

    state_type = SummitState

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._climber: int | None = None   # the mover's climber whose chips are shown
        self.tray_die = 0                  # die the keyboard lowers

    # ----- state helpers --------------------------------------------------------------
    def legal(self) -> list[Action]:
        return self.legal_actions()

    def movable(self) -> list[int]:
        state = self.state
        return movable_climbers(state, self.legal_actions()) \
            if state is not None and self.accepts_input() else []

    def targets(self) -> list[Target]:
        """The chips shown for the picked climber (empty when none is picked)."""
        state = self.state
        if state is None or self.selected is None or not self.accepts_input():
            return []
        return targets_of(state, self.selected, self.legal_actions())

    @property
    def selected(self) -> int | None:
        """The mover's picked climber (also while one of its chips waits for a token)."""
        return self._climber if self.picked is not None else None

    @property
    def pending(self) -> int | None:
        """The chip waiting for a token choice."""
        key = self.picked
        return key.index if isinstance(key, Chip) else None

    @staticmethod
    def _target_matches(target: Target, hit: SummitSpot | None) -> bool:
        if isinstance(hit, Level):
            return target.kind in ("climb", "descend") and target.level == hit.level
        if isinstance(hit, ClimberSpot):
            return target.other == hit.climber
        return False

    def _players(self) -> int:
        state = self.state
        return state.players if state is not None else 2

    def _tray_count(self) -> int:
        state = self.state
        if state is not None and state.phase == SummitPhase.LOWER and state.dice:
            return len(state.dice)
        return 1

    def level_center(self, level: int) -> QPointF:
        """A point that means "this level" for clicks and drops, clear of the spaces."""
        rect = level_rect(level)
        if level == 0:
            return QPointF(rect.left() + 30, rect.bottom() - 12)
        return QPointF(rect.center().x() + rect.width() * 0.38, rect.bottom() - 10)

    def _drag_source(self) -> Climber | None:
        state = self.state
        if self.drag_pos is None or state is None or self.selected is None:
            return None
        return (state.to_move, self.selected)

    # ----- spots ----------------------------------------------------------------------
    def key_at(self, pos: QPointF, skip: SummitSpot | None = None) -> SummitSpot | None:
        """What is under ``pos``: a climber, a level, a chip or its token pill, a die or
        a token of the tray, a token of the card, the Confirm button."""
        state = self.state
        if state is None:
            return None
        players = state.players
        if CTRL.contains(pos):
            if BUTTON.contains(pos):
                return ConfirmButton()
            if state.phase == SummitPhase.LOWER and state.dice:
                n = len(state.dice)
                for d in range(n):
                    for c, colour in enumerate(TOKEN_ORDER):
                        p = tray_token_center(players, d, n, c)
                        if (pos - p).manhattanLength() <= TOKEN_R * 1.5:
                            return TrayToken(d, colour)
                    if tray_die_rect(players, d, n).adjusted(-6, -6, 6, 6).contains(pos):
                        return TrayDie(d)
                for c, colour in enumerate(TOKEN_ORDER):
                    p = card_token_center(players, state.to_move, c)
                    if (pos - p).manhattanLength() <= 22:
                        return CardToken(colour)
            for i, target in enumerate(self.targets()[:max_chips(players)]):
                tokens = target.tokens
                for w, token in enumerate(tokens):
                    if len(tokens) > 1 and pill_rect(players, i, w, len(tokens)).contains(pos):
                        return Pill(i, token)
                if chip_rect(players, i).contains(pos):
                    return Chip(i)
            return None
        best: Climber | None = None
        best_d: float = DIE * 0.62
        for key, p in positions(state).items():
            if ClimberSpot(*key) == skip:
                continue
            dist = (pos - p).manhattanLength() * 0.75
            if dist < best_d:
                best, best_d = key, dist
        if best is not None:
            return ClimberSpot(best[0], best[1])
        for level in range(5):
            if level_rect(level).contains(pos):
                return Level(level)
        return None

    def _chip_spots(self) -> list[Spot[SummitSpot]]:
        players = self._players()
        return [Spot(Chip(i), chip_rect(players, i))
                for i in range(min(len(self.targets()), max_chips(players)))]

    def _pill_spots(self, index: int) -> list[Spot[SummitSpot]]:
        targets = self.targets()
        players = self._players()
        if not 0 <= index < min(len(targets), max_chips(players)):
            return []
        tokens = targets[index].tokens
        if len(tokens) < 2:
            return []
        return [Spot(Pill(index, t), pill_rect(players, index, w, len(tokens)))
                for w, t in enumerate(tokens)]

    def pickables(self) -> list[Spot[SummitSpot]]:
        state = self.state
        if state is None:
            return []
        legal = self.legal()
        out: list[Spot[SummitSpot]] = []
        players = state.players
        if state.phase == SummitPhase.LOWER and state.dice:
            n = len(state.dice)
            for d in range(n):
                if n > 1:
                    out.append(Spot(TrayDie(d), tray_die_rect(players, d, n)))
                for c, colour in enumerate(TOKEN_ORDER):
                    if Lower(d, colour) in legal:
                        centre = tray_token_center(players, d, n, c)
                        out.append(Spot(TrayToken(d, colour), _around(centre, 2 * TOKEN_R)))
            for c, colour in enumerate(TOKEN_ORDER):
                if Lower(self.tray_die, colour) in legal:
                    centre = card_token_center(players, state.to_move, c)
                    out.append(Spot(CardToken(colour), _around(centre, 30)))
        else:
            spots = positions(state)
            me = state.to_move
            out += [Spot(ClimberSpot(me, i), _around(spots[(me, i)], DIE))
                    for i in self.movable()]
            out += self._chip_spots()
            for i in range(len(self.targets())):
                out += self._pill_spots(i)
        if Confirm() in legal or Pass() in legal:
            out.append(Spot(ConfirmButton(), BUTTON))
        return out

    def targets_of(self, key: SummitSpot) -> list[Spot[SummitSpot]]:
        state = self.state
        if state is None:
            return []
        if isinstance(key, Chip):
            return self._pill_spots(key.index)
        if not isinstance(key, ClimberSpot) or key.seat != state.to_move:
            return []
        spots = positions(state)
        out: list[Spot[SummitSpot]] = []
        for target in targets_of(state, key.index, self.legal_actions()):
            spot: Spot[SummitSpot]
            if target.other is not None:
                spot = Spot(ClimberSpot(*target.other), _around(spots[target.other], DIE))
            else:
                spot = Spot(Level(target.level), _around(self.level_center(target.level), 36))
            if spot.key not in [s.key for s in out]:
                out.append(spot)
        if key.index == self._climber and self.picked is not None:
            out += self._chip_spots()
        return out

    def resolve(self, key: SummitSpot,
                target: SummitSpot | None) -> Action | Pick[SummitSpot] | None:
        match key:
            case ConfirmButton():
                legal = self.legal()
                return Confirm() if Confirm() in legal else (Pass() if Pass() in legal else None)
            case TrayToken(die, token):
                self.tray_die = die
                return Lower(die, token)
            case CardToken(token):
                return Lower(self.tray_die, token)
            case TrayDie(die):
                self.tray_die = die
                self.redraw()
                return None
        targets = self.targets()
        match key:
            case Pill(chip, token):
                return targets[chip].action(token) if chip < len(targets) else None
            case Chip(index):
                if isinstance(target, Pill) and index < len(targets):
                    return targets[index].action(target.token)
                return self._chip_result(index)
            case ClimberSpot() if isinstance(target, Chip):
                return self._chip_result(target.index)
            case ClimberSpot() if target is not None:
                matches = [i for i, t in enumerate(targets) if self._target_matches(t, target)]
                return self._chip_result(matches[0]) if matches else None
        return None

    def _chip_result(self, index: int) -> Action | Pick[SummitSpot] | None:
        """Chip ``index`` taken: its only way to pay, or the question which token."""
        targets = self.targets()
        if not 0 <= index < len(targets):
            return None
        direct = targets[index].direct()
        return direct if direct is not None else Pick(Chip(index))

    # ----- picking --------------------------------------------------------------------
    def set_pick(self, key: SummitSpot | None) -> None:
        if isinstance(key, ClimberSpot):
            self._climber = key.index
        super().set_pick(key)

    def holds(self, key: SummitSpot) -> bool:
        return key == self.picked or (
            isinstance(key, ClimberSpot) and key.index == self.selected)

    def cancel_pick(self) -> None:
        """A chip waiting for its token goes back to its climber; a climber is let go."""
        state = self.state
        if self.pending is not None and self._climber is not None and state is not None:
            self.set_pick(ClimberSpot(state.to_move, self._climber))
        else:
            self.set_pick(None)

    def click_elsewhere(self, key: SummitSpot | None, pos: QPointF) -> None:
        """A click on empty sky drops the half-made choice; other misses do nothing."""
        if key is None and self.picked is not None and not CTRL.contains(pos):
            self.cancel_pick()

    def can_drag(self, key: SummitSpot) -> bool:
        return isinstance(key, ClimberSpot)

    # ----- keys -----------------------------------------------------------------------
    def board_key_table(self) -> list[BoardKey]:
        """Enter confirm (or pass), 1–9 a chip, W/B/R a token, Tab the next die."""
        return [
            BoardKey((Qt.Key.Key_Return, Qt.Key.Key_Enter),
                     QCoreApplication.translate("SummitBoard", "Enter"),
                     QCoreApplication.translate("SummitBoard",
                         "Confirm the roll, or pass (while the cursor is hidden)"),
                     action=self._confirm_key),
            BoardKey(tuple(Qt.Key(Qt.Key.Key_1 + i) for i in range(9)), "1–9",
                     QCoreApplication.translate("SummitBoard",
                         "Take that choice of the picked climber"),
                     run=self._chip_key),
            BoardKey(tuple(_TOKEN_KEYS), "W / B / R",
                     QCoreApplication.translate("SummitBoard",
                         "Pay with a white, blue or red token (while lowering: lower the selected die)"),  # noqa: E501
                     action=self._token_key),
            BoardKey((Qt.Key.Key_Tab,), "Tab",
                     QCoreApplication.translate("SummitBoard",
                         "Select the next die while lowering"),
                     run=self._tab_key),
        ]

    def _confirm_key(self, key: Qt.Key) -> Action | None:
        legal = self.legal()
        return Confirm() if Confirm() in legal else Pass() if Pass() in legal else None

    def _token_key(self, key: Qt.Key) -> Action | None:
        """While lowering: lower the selected die; after a chip that asks: pay with it."""
        state = self.state
        colour = _TOKEN_KEYS[key]
        if state is not None and state.phase == SummitPhase.LOWER:
            return Lower(self.tray_die, colour)
        if state is None or self.pending is None:
            return None
        return self.targets()[self.pending].action(colour)

    def _tab_key(self, key: Qt.Key, shift: bool) -> bool:
        state = self.state
        if state is None or state.phase != SummitPhase.LOWER:
            return False
        self.tray_die = (self.tray_die + 1) % max(1, len(state.dice))
        self.redraw()
        return True

    def _chip_key(self, key: Qt.Key, shift: bool) -> bool:
        state = self.state
        if state is None or state.phase == SummitPhase.LOWER or self.selected is None:
            return False
        index = key - Qt.Key.Key_1
        if self.pending == index:
            self.cancel_pick()
        else:
            result = self._chip_result(index)
            if isinstance(result, Pick):
                self.set_pick(result.key)
            elif result is not None:
                self.choose(result)
        return True

    def commands(self) -> list[BoardCommand]:
        """Confirm or Pass, and the token choices the board paints: while lowering, the
        selected die's tokens; after picking a climber's choice, the tokens that pay."""
        state = self.state
        if state is None or not self.accepts_input():
            return []
        legal = self.legal()
        actions: list[Action | None] = [a for a in (Confirm(), Pass()) if a in legal]
        if state.phase == SummitPhase.LOWER:
            actions += [Lower(self.tray_die, c) for c in TOKEN_ORDER]
        elif self.pending is not None:
            targets = self.targets()
            if self.pending < len(targets):
                actions += [targets[self.pending].action(c) for c in TOKEN_ORDER]
        labels = key_labels(self.board_key_table())  # each key asked once (paint8)
        return [BoardCommand(a, labels.get(a, "")) for a in actions
                if a is not None and a in legal]
