"""What the Climb On! (dice) board offers to pick, and what each pick means.

The shared :class:`~climbdesk.ui.boards.interaction.InteractiveBoardScene` does
the clicking, dragging, hovering and the keyboard cursor; this class only
maps the board's spots to legal actions.  Keys (tuples, as ``key_at`` returns them):

* ``("climber", seat, i)`` — a climber of the mover: picked, its targets are
  the places on the mountain it may act on (``("level", k)``, another
  ``("climber", seat, j)`` to pull, shove or drag) and its chips;
* ``("chip", i)`` — one thing the picked climber may do; it acts at once when a
  single token may pay, else its targets are ``("pill", i, token)``;
* while lowering: ``("die", d)`` selects the die the letter keys lower,
  ``("token", d, colour)`` and ``("card_token", colour)`` lower a die;
* ``("button",)`` — Confirm (or Pass when nothing else is possible).

Its own keys: Enter confirms (or passes) while the cursor is hidden, 1–9 a
chip, W/B/R a token, Tab the next die while lowering.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from climbdesk.core.actions import Action
from climbdesk.games.summit import Confirm, Lower, Pass, SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.ui.boards.base import BoardCommand
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Key, KeyHelp, Pick, Spot
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

_TOKEN_KEYS = {Qt.Key.Key_W: "white", Qt.Key.Key_B: "blue", Qt.Key.Key_R: "red"}



def _around(centre: QPointF, size: float) -> QRectF:
    return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)


class SummitInput(InteractiveBoardScene):
    """The input half of :class:`~climbdesk.ui.boards.summit.scene.SummitBoardScene`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._climber: int | None = None   # the mover's climber whose chips are shown
        self.tray_die = 0                  # die the keyboard lowers

    # ----- state helpers --------------------------------------------------------------
    def su_state(self) -> SummitState | None:
        return self.state if isinstance(self.state, SummitState) else None

    def legal(self) -> list[Action]:
        return self.legal_actions()

    def movable(self) -> list[int]:
        state = self.su_state()
        return movable_climbers(state) if state is not None and self.accepts_input() else []

    def targets(self) -> list[Target]:
        """The chips shown for the picked climber (empty when none is picked)."""
        state = self.su_state()
        if state is None or self.selected is None or not self.accepts_input():
            return []
        return targets_of(state, self.selected)

    @property
    def selected(self) -> int | None:
        """The mover's picked climber (also while one of its chips waits for a token)."""
        return self._climber if self.picked is not None else None

    @property
    def pending(self) -> int | None:
        """The chip waiting for a token choice."""
        key = self.picked
        return key[1] if isinstance(key, tuple) and key[0] == "chip" else None

    @staticmethod
    def _target_matches(target: Target, hit: Key | None) -> bool:
        if not isinstance(hit, tuple):
            return False
        if hit[0] == "level":
            return target.kind in ("climb", "descend") and target.level == hit[1]
        if hit[0] == "climber":
            return target.other == (hit[1], hit[2])
        return False

    def _players(self) -> int:
        state = self.su_state()
        return state.players if state is not None else 2

    def _tray_count(self) -> int:
        state = self.su_state()
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
        state = self.su_state()
        if self.drag_pos is None or state is None or self.selected is None:
            return None
        return (state.to_move, self.selected)

    # ----- spots ----------------------------------------------------------------------
    def key_at(self, pos: QPointF, skip: Key | None = None) -> Key | None:
        """What is under ``pos``: ('climber', seat, i), ('level', k), ('chip', i),
        ('pill', i, token), ('die', d), ('token', d, colour), ('card_token', colour),
        ('button',) …"""
        state = self.su_state()
        if state is None:
            return None
        players = state.players
        if CTRL.contains(pos):
            if BUTTON.contains(pos):
                return ("button",)
            if state.phase == SummitPhase.LOWER and state.dice:
                n = len(state.dice)
                for d in range(n):
                    for c, colour in enumerate(TOKEN_ORDER):
                        p = tray_token_center(players, d, n, c)
                        if (pos - p).manhattanLength() <= TOKEN_R * 1.5:
                            return ("token", d, colour)
                    if tray_die_rect(players, d, n).adjusted(-6, -6, 6, 6).contains(pos):
                        return ("die", d)
                for c, colour in enumerate(TOKEN_ORDER):
                    p = card_token_center(players, state.to_move, c)
                    if (pos - p).manhattanLength() <= 22:
                        return ("card_token", colour)
            for i, target in enumerate(self.targets()[:max_chips(players)]):
                tokens = target.tokens
                for w, token in enumerate(tokens):
                    if len(tokens) > 1 and pill_rect(players, i, w, len(tokens)).contains(pos):
                        return ("pill", i, token)
                if chip_rect(players, i).contains(pos):
                    return ("chip", i)
            return None
        best: Climber | None = None
        best_d: float = DIE * 0.62
        for key, p in positions(state).items():
            if ("climber", *key) == skip:
                continue
            dist = (pos - p).manhattanLength() * 0.75
            if dist < best_d:
                best, best_d = key, dist
        if best is not None:
            return ("climber", best[0], best[1])
        for level in range(5):
            if level_rect(level).contains(pos):
                return ("level", level)
        return None

    def _chip_spots(self) -> list[Spot]:
        players = self._players()
        return [Spot(("chip", i), chip_rect(players, i))
                for i in range(min(len(self.targets()), max_chips(players)))]

    def _pill_spots(self, index: int) -> list[Spot]:
        targets = self.targets()
        players = self._players()
        if not 0 <= index < min(len(targets), max_chips(players)):
            return []
        tokens = targets[index].tokens
        if len(tokens) < 2:
            return []
        return [Spot(("pill", index, t), pill_rect(players, index, w, len(tokens)))
                for w, t in enumerate(tokens)]

    def pickables(self) -> list[Spot]:
        state = self.su_state()
        if state is None:
            return []
        legal = self.legal()
        out: list[Spot] = []
        players = state.players
        if state.phase == SummitPhase.LOWER and state.dice:
            n = len(state.dice)
            for d in range(n):
                if n > 1:
                    out.append(Spot(("die", d), tray_die_rect(players, d, n)))
                for c, colour in enumerate(TOKEN_ORDER):
                    if Lower(d, colour) in legal:
                        centre = tray_token_center(players, d, n, c)
                        out.append(Spot(("token", d, colour), _around(centre, 2 * TOKEN_R)))
            for c, colour in enumerate(TOKEN_ORDER):
                if Lower(self.tray_die, colour) in legal:
                    centre = card_token_center(players, state.to_move, c)
                    out.append(Spot(("card_token", colour), _around(centre, 30)))
        else:
            spots = positions(state)
            me = state.to_move
            out += [Spot(("climber", me, i), _around(spots[(me, i)], DIE))
                    for i in self.movable()]
            out += self._chip_spots()
            for i in range(len(self.targets())):
                out += self._pill_spots(i)
        if Confirm() in legal or Pass() in legal:
            out.append(Spot(("button",), BUTTON))
        return out

    def targets_of(self, key: Key) -> list[Spot]:
        state = self.su_state()
        if state is None or not isinstance(key, tuple):
            return []
        if key[0] == "chip":
            return self._pill_spots(key[1])
        if key[0] != "climber" or key[1] != state.to_move:
            return []
        spots = positions(state)
        out: list[Spot] = []
        for target in targets_of(state, key[2]):
            if target.other is not None:
                spot = Spot(("climber", *target.other), _around(spots[target.other], DIE))
            else:
                spot = Spot(("level", target.level), _around(self.level_center(target.level), 36))
            if spot.key not in [s.key for s in out]:
                out.append(spot)
        if key[2] == self._climber and self.picked is not None:
            out += self._chip_spots()
        return out

    def resolve(self, key: Key, target: Key | None) -> Action | Pick | None:
        if not isinstance(key, tuple):
            return None
        kind = key[0]
        if kind == "button":
            legal = self.legal()
            return Confirm() if Confirm() in legal else (Pass() if Pass() in legal else None)
        if kind == "token":
            self.tray_die = key[1]
            return Lower(key[1], key[2])
        if kind == "card_token":
            return Lower(self.tray_die, key[1])
        if kind == "die":
            self.tray_die = key[1]
            self.redraw()
            return None
        targets = self.targets()
        if kind == "pill":
            return targets[key[1]].action(key[2]) if key[1] < len(targets) else None
        if kind == "chip":
            if isinstance(target, tuple) and key[1] < len(targets):
                return targets[key[1]].action(target[2])
            return self._chip_result(key[1])
        if kind == "climber" and isinstance(target, tuple):
            if target[0] == "chip":
                return self._chip_result(target[1])
            matches = [i for i, t in enumerate(targets) if self._target_matches(t, target)]
            return self._chip_result(matches[0]) if matches else None
        return None

    def _chip_result(self, index: int) -> Action | Pick | None:
        """Chip ``index`` taken: its only way to pay, or the question which token."""
        targets = self.targets()
        if not 0 <= index < len(targets):
            return None
        direct = targets[index].direct()
        return direct if direct is not None else Pick(("chip", index))

    # ----- picking --------------------------------------------------------------------
    def set_pick(self, key: Key | None) -> None:
        if isinstance(key, tuple) and key[0] == "climber":
            self._climber = key[2]
        super().set_pick(key)

    def holds(self, key: Key) -> bool:
        return key == self.picked or (
            isinstance(key, tuple) and key[0] == "climber" and key[2] == self.selected)

    def cancel_pick(self) -> None:
        """A chip waiting for its token goes back to its climber; a climber is let go."""
        state = self.su_state()
        if self.pending is not None and self._climber is not None and state is not None:
            self.set_pick(("climber", state.to_move, self._climber))
        else:
            self.set_pick(None)

    def click_elsewhere(self, key: Key | None, pos: QPointF) -> None:
        """A click on empty sky drops the half-made choice; other misses do nothing."""
        if key is None and self.picked is not None and not CTRL.contains(pos):
            self.cancel_pick()

    def can_drag(self, key: Key) -> bool:
        return isinstance(key, tuple) and key[0] == "climber"

    # ----- keys -----------------------------------------------------------------------
    def board_key(self, event: QKeyEvent) -> bool:
        """Enter confirm (or pass), 1–9 a chip, W/B/R a token, Tab the next die."""
        state = self.su_state()
        if state is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        legal = self.legal()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if Confirm() in legal:
                self.choose(Confirm())
            elif Pass() in legal:
                self.choose(Pass())
            else:
                return False
        elif state.phase == SummitPhase.LOWER:
            if key in _TOKEN_KEYS:
                self.choose(Lower(self.tray_die, _TOKEN_KEYS[Qt.Key(key)]))
            elif key == Qt.Key.Key_Tab:
                self.tray_die = (self.tray_die + 1) % max(1, len(state.dice))
                self.redraw()
            else:
                return False
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.selected is not None:
            index = key - Qt.Key.Key_1
            if self.pending == index:
                self.cancel_pick()
            else:
                result = self._chip_result(index)
                if isinstance(result, Pick):
                    self.set_pick(result.key)
                elif result is not None:
                    self.choose(result)
        elif key in _TOKEN_KEYS and self.pending is not None:
            targets = self.targets()
            action = targets[self.pending].action(_TOKEN_KEYS[Qt.Key(key)])
            if action is not None:
                self.choose(action)
        else:
            return False
        return True

    def commands(self) -> list[BoardCommand]:
        """Confirm or Pass, and the token choices the board paints: while lowering, the
        selected die's tokens; after picking a climber's choice, the tokens that pay."""
        state = self.su_state()
        if state is None or not self.accepts_input():
            return []
        legal = self.legal()
        out = [BoardCommand(a, QCoreApplication.translate("SummitBoard", "Enter"))
               for a in (Confirm(), Pass()) if a in legal]
        keys = {colour: key for key, colour in
                (("W", "white"), ("B", "blue"), ("R", "red"))}
        if state.phase == SummitPhase.LOWER:
            out += [BoardCommand(Lower(self.tray_die, c), keys[c]) for c in keys
                    if Lower(self.tray_die, c) in legal]
        elif self.pending is not None:
            targets = self.targets()
            if self.pending < len(targets):
                for colour in keys:
                    action = targets[self.pending].action(colour)
                    if action is not None and action in legal:
                        out.append(BoardCommand(action, keys[colour]))
        return out

    def board_keys(self) -> list[KeyHelp]:
        return [
            KeyHelp(
                QCoreApplication.translate("SummitBoard", "Enter"),
                QCoreApplication.translate("SummitBoard",
                    "Confirm the roll, or pass (while the cursor is hidden)"),
            ),
            KeyHelp(
                "1–9",
                QCoreApplication.translate("SummitBoard",
                    "Take that choice of the picked climber"),
            ),
            KeyHelp(
                "W / B / R",
                QCoreApplication.translate("SummitBoard",
                    "Pay with a white, blue or red token (while lowering: lower the selected die)"),
            ),
            KeyHelp(
                "Tab",
                QCoreApplication.translate("SummitBoard",
                    "Select the next die while lowering"),
            ),
        ]

    def _update_cursor(self) -> None:
        """The closed hand while dragging, the pointing hand over anything a click uses."""
        hover = self.hover
        clickable = hover is not None and self.accepts_input() and (
            hover in self.pickable_keys() or hover in self.target_keys(self.picked))
        for view in self.views():
            if self.drag_pos is not None:
                view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            elif clickable:
                view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                view.viewport().unsetCursor()
