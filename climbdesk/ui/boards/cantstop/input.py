"""What the Can't Stop board offers to pick, and what each pick means.

The shared :class:`~climbdesk.ui.boards.interaction.InteractiveBoardScene` does
the clicking, hovering and the keyboard cursor; this class only maps the
board's spots to legal actions.  Keys (:mod:`climbdesk.ui.boards.cantstop.spots`):

* ``Die(i)`` — a die of the roll; its targets are the other dice, and a
  pair of dice means the pairing they make (the other two pair up by themselves);
* ``Chip(i)`` — a pairing; it acts at once, unless only one of its sums
  may be used and the player must say which: then its targets are
* ``Sub(i, 0|1)`` — the chip's small "only this sum" buttons;
* ``RollButton()`` and ``StopButton()`` — the big buttons.

Its own keys: R roll, S stop, 1–3 a pairing, Left/Right a sum when asked.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from climbdesk.core.actions import Action
from climbdesk.games.cantstop.engine import CantStopState, Roll, Stop
from climbdesk.ui.boards.base import BoardCommand
from climbdesk.ui.boards.cantstop.choices import Choice, choices_of
from climbdesk.ui.boards.cantstop.items import chip_rect, die_rect, roll_rect, stop_rect, sub_rect
from climbdesk.ui.boards.cantstop.spots import CantStopSpot, Chip, Die, RollButton, StopButton, Sub
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Pick, Spot
from climbdesk.ui.boards.keys import BoardKey, key_labels

_DIGITS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2}



class CantStopInput(InteractiveBoardScene[CantStopState, CantStopSpot]):
    """The input half of :class:`~climbdesk.ui.boards.cantstop.scene.CantStopBoardScene`."""

    state_type = CantStopState

    # ----- state helpers --------------------------------------------------------------
    def choices(self) -> list[Choice]:
        """The chips' pairings, worked out once per position and dice: every part of
        the control column asks for them on every redraw."""
        state = self.state
        if state is None:
            return []
        legal = self.legal_actions()
        key = (id(state), tuple(state.dice), state.phase, tuple(legal))
        memo = getattr(self, "_choices_memo", None)
        if memo is None or memo[0] is not state or memo[1] != key:
            memo = (state, key, choices_of(state, legal))
            self._choices_memo = memo
        return list(memo[2])

    def legal(self) -> list[Action]:
        return self.legal_actions()

    @property
    def selected_die(self) -> int | None:
        """The die picked to pair with another one."""
        key = self.picked
        return key.index if isinstance(key, Die) else None

    @property
    def pending_pick(self) -> int | None:
        """The chip waiting for a Left/Right sum pick."""
        key = self.picked
        return key.index if isinstance(key, Chip) else None

    def _choice_for_dice(self, i: int, j: int) -> int | None:
        """The chip that pairing die ``i`` with die ``j`` means (matched by sums).

        Equal dice make several splits give the same sums; the chips show each sum
        pair once, so the match is by value, not by which split the chip remembers.
        """
        state = self.state
        if state is None or len(state.dice) != 4 or i == j:
            return None
        rest = [k for k in range(4) if k not in (i, j)]
        dice = state.dice
        sums = tuple(sorted((dice[i] + dice[j], dice[rest[0]] + dice[rest[1]])))
        for idx, choice in enumerate(self.choices()):
            if choice.sums == sums:
                return idx
        return None

    def dice_split(self, i: int, j: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """Dice ``i``+``j`` and the other two, lower sum first (for tagging the tray)."""
        rest = (*(k for k in range(4) if k not in (i, j)),)
        state = self.state
        assert state is not None
        dice = state.dice
        first, second = (i, j), (rest[0], rest[1])
        if dice[i] + dice[j] > dice[rest[0]] + dice[rest[1]]:
            first, second = second, first
        return first, second

    # ----- spots ----------------------------------------------------------------------
    def key_at(self, pos: QPointF, skip: CantStopSpot | None = None) -> CantStopSpot | None:
        """What is under ``pos``: a die, a chip's sum button, a chip, Roll or Stop."""
        choices = self.choices()
        for i in range(4 if choices else 0):
            if die_rect(i).adjusted(-4, -4, 4, 4).contains(pos):
                return Die(i)
        for i, choice in enumerate(choices):
            if choice.kind == "pick":
                for which in (0, 1):
                    if sub_rect(i, which).contains(pos):
                        return Sub(i, which)
            if chip_rect(i).contains(pos):
                return Chip(i)
        if roll_rect().contains(pos):
            return RollButton()
        if stop_rect().contains(pos):
            return StopButton()
        return None

    def pickables(self) -> list[Spot[CantStopSpot]]:
        out: list[Spot[CantStopSpot]] = []
        choices = self.choices()
        if choices:
            out += [Spot(Die(i), die_rect(i)) for i in range(4)]
        for i, choice in enumerate(choices):
            if choice.kind == "none":
                continue
            out.append(Spot(Chip(i), chip_rect(i)))
            if choice.kind == "pick":
                out += [Spot(Sub(i, w), sub_rect(i, w)) for w in (0, 1)
                        if choice.singles[w] is not None]
        legal = self.legal()
        if Roll() in legal:
            out.append(Spot(RollButton(), roll_rect()))
        if Stop() in legal:
            out.append(Spot(StopButton(), stop_rect()))
        return out

    def targets_of(self, key: CantStopSpot) -> list[Spot[CantStopSpot]]:
        choices = self.choices()
        if isinstance(key, Die):
            out: list[Spot[CantStopSpot]] = []
            for j in range(4):
                idx = self._choice_for_dice(key.index, j)
                if idx is not None and choices[idx].kind != "none":
                    out.append(Spot(Die(j), die_rect(j)))
            return out
        if isinstance(key, Chip) and key.index < len(choices) \
                and choices[key.index].kind == "pick":
            return [Spot(Sub(key.index, w), sub_rect(key.index, w)) for w in (0, 1)
                    if choices[key.index].singles[w] is not None]
        return []

    def resolve(self, key: CantStopSpot,
                target: CantStopSpot | None) -> Action | Pick[CantStopSpot] | None:
        choices = self.choices()
        match key:
            case RollButton():
                return Roll()
            case StopButton():
                return Stop()
            case Die(i) if isinstance(target, Die):
                idx = self._choice_for_dice(i, target.index)
                if idx is None:
                    return None
                if choices[idx].kind == "pick":
                    return Pick(Chip(idx))
                return choices[idx].direct()
            case Sub(i, which) if i < len(choices):
                return choices[i].singles[which]
            case Chip(i) if i < len(choices):
                if isinstance(target, Sub):
                    return choices[i].singles[target.which]
                return choices[i].direct()
        return None

    def can_drag(self, key: CantStopSpot) -> bool:
        return False  # dice are paired by clicks; a drag would have nothing to show

    def click_elsewhere(self, key: CantStopSpot | None, pos: QPointF) -> None:
        """A click on a greyed-out chip or button keeps the picked die: nothing happens."""

    # ----- keys -----------------------------------------------------------------------
    def board_key_table(self) -> list[BoardKey]:
        """R roll, S stop, 1–3 a pairing, Left/Right its sum when only one fits."""
        return [
            BoardKey((Qt.Key.Key_R,), "R", QCoreApplication.translate(
                "CantStopBoard", "Roll the dice"), action=lambda _key: Roll()),
            BoardKey((Qt.Key.Key_S,), "S", QCoreApplication.translate(
                "CantStopBoard", "Stop and bank this turn's progress"),
                action=lambda _key: Stop()),
            BoardKey(tuple(_DIGITS), "1–3", QCoreApplication.translate(
                "CantStopBoard", "Take that pairing of the dice"), run=self._pairing_key),
            BoardKey((Qt.Key.Key_Left, Qt.Key.Key_Right), "← / →", QCoreApplication.translate(
                "CantStopBoard", "Take the left or right sum when only one fits"),
                run=self._sum_key),
        ]

    def _pairing_key(self, key: Qt.Key, shift: bool) -> bool:
        self.activate(Chip(_DIGITS[key]))
        return True

    def _sum_key(self, key: Qt.Key, shift: bool) -> bool:
        """Left/Right while a chip asks which sum; otherwise the arrows move the cursor."""
        if self.pending_pick is None:
            return False
        single = self.choices()[self.pending_pick].singles[0 if key == Qt.Key.Key_Left else 1]
        if single is not None:
            self.choose(single)
        return True

    def commands(self) -> list[BoardCommand]:
        """Roll, Stop and every sum the dice allow: all a turn needs, as real buttons."""
        if not self.accepts_input():
            return []
        labels = key_labels(self.board_key_table())  # each key asked once (paint8)
        return [BoardCommand(a, labels.get(a, "")) for a in self.legal()]
