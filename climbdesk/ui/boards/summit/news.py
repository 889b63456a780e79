"""What a new position on the Climb On! (dice) board says happened, and its announcement.

The scene holds no rules, so what happened is read from the states before and after
(the tokens held are the game's clock, ``last_act``, ``last_result`` and
``last_dice``): whether fresh dice came up, which climbers moved, and the result to
announce over the mountain ("Robo's drag succeeded" / "Your d20 falls to level 1") once
the dice have settled.  A base of
:class:`~climbdesk.ui.boards.summit.scene.SummitBoardScene` over the input half.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from climbdesk.games.summit import SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.games.summit.engine import Act, Drag, Shove
from climbdesk.ui.boards.common import Announcer
from climbdesk.ui.boards.summit.input import SummitInput
from climbdesk.ui.boards.summit.items import Climber, OverlayItem, Palette, positions
from climbdesk.ui.boards.summit.strings import level_name
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

ANNOUNCE_MS = 1500   # how long "Success!" stays up

# The acts that roll, as the announcements name them ("Robo's drag succeeded").
_ACT_NAMES = {
    "climb": QT_TRANSLATE_NOOP("SummitBoard", "climb"),
    "pull": QT_TRANSLATE_NOOP("SummitBoard", "pull-up"),
    "shove": QT_TRANSLATE_NOOP("SummitBoard", "shove"),
    "drag": QT_TRANSLATE_NOOP("SummitBoard", "drag"),
}


class SummitNews(SummitInput):
    """What changed between two positions, the last roll kept for the panel, and the
    announcement queued until the dice have settled."""

    # Made by the scene: the banner over the mountain, its timing, the board's colours.
    overlay: OverlayItem
    announcer: Announcer
    palette_: Palette

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The dice, their rolled faces and the result of the act resolved last (the
        # panel's "last roll"); None when the position shown did not follow a roll.
        self.last_roll: tuple[tuple[Climber, ...], tuple[int, ...], str] | None = None
        self._queued: tuple[str, QColor, str] | None = None

    def overlay_text(self) -> str:
        return self.overlay.text if self.overlay.isVisible() else ""

    @staticmethod
    def _follows(prev: SummitState, new: SummitState) -> bool:
        """Whether ``new`` is the position one step after ``prev`` (not undo or loading).

        The tokens held are the game's clock: every step but a Confirm spends at
        least one, and a Confirm resolves the lowering under way.  A position
        reached by undo or loading holds more tokens (or as many, without a
        confirmed lowering), so it is shown without animation or announcement.
        """
        spent = sum(map(sum, prev.tokens)) - sum(map(sum, new.tokens))
        if spent > 0:
            return True
        return (spent == 0 and prev.phase == SummitPhase.LOWER and new.pending is None
                and new.last_result != "")

    def _changes(self, prev: SummitState,
                 new: SummitState) -> tuple[bool, dict[Climber, QPointF]]:
        """Whether fresh dice came up, and where moved climbers come from.

        What happened is read from the state (``last_act``, ``last_result``,
        ``last_dice``); a resolved act is announced.
        """
        if not self._follows(prev, new):
            self.last_roll = None
            return False, {}
        rolled = new.phase == SummitPhase.LOWER and prev.phase == SummitPhase.ACT
        act = new.last_act if new.pending is None and new.last_result != "" else None
        # resolved just now
        if isinstance(act, Act) and prev.phase in (SummitPhase.ACT, SummitPhase.LOWER):
            if prev.phase == SummitPhase.ACT:  # act and roll in one step: no tokens left to lower
                rolled = True
            dice = tuple(prev.dice_of(act))
            self.last_roll = (dice, tuple(new.last_dice), new.last_result)
            self._queue_result(new)
        elif new.phase != SummitPhase.LOWER:
            self.last_roll = None
        old, now = positions(prev), positions(new)
        moved = {c: old[c] for c in now if old[c] != now[c]}
        if new.is_terminal():
            self._queue_final(new)
        return rolled, moved

    def _queue_result(self, new: SummitState) -> None:
        headline, detail = self.last_result_texts()
        colour = self.palette_.highlight if new.last_result == "success" else self.palette_.danger
        self._queued = (headline, colour, detail)

    def last_result_texts(self) -> tuple[str, str]:
        """Whose act was resolved last, how it went and what it did to which die:
        ("Robo's drag succeeded", "Your d20 falls to level 1").  ("", "") when the
        last thing played was no roll (a descent, a pass, the start).

        The announcement and the panel's last roll both say whose result it is, so
        a bot's success at the start of your turn never reads as yours.
        """
        state = self.state
        act = state.last_act if state is not None else None
        if (state is None or not isinstance(act, Act) or state.last_result == ""
                or state.last_seat < 0):
            return "", ""
        viewer = state.viewer if 0 <= state.viewer < state.players else None
        me = state.last_seat
        ok = state.last_result == "success"
        kind = QCoreApplication.translate("SummitBoard", _ACT_NAMES.get(act.kind, act.kind))
        if me == viewer:
            headline = (QCoreApplication.translate("SummitBoard", "Your %1 succeeded") if ok
                        else QCoreApplication.translate("SummitBoard", "Your %1 failed"))
            headline = headline.replace("%1", kind)
        else:
            headline = (QCoreApplication.translate("SummitBoard", "%1's %2 succeeded") if ok
                        else QCoreApplication.translate("SummitBoard", "%1's %2 failed"))
            headline = headline.replace("%1", self.seat_label(me)).replace("%2", kind)
        attack = isinstance(act, (Shove, Drag))
        seat, climber = ((act.seat, act.victim) if isinstance(act, (Shove, Drag))
                         else (me, act.acting))
        die = f"d{state.teams[seat][climber]}"
        if seat == viewer:
            subject = QCoreApplication.translate("SummitBoard", "Your %1").replace("%1", die)
        else:
            subject = QCoreApplication.translate("SummitBoard", "%1's %2")
            subject = subject.replace("%1", self.seat_label(seat)).replace("%2", die)
        if ok:
            effect = (QCoreApplication.translate("SummitBoard", "%1 falls to %2") if attack
                      else QCoreApplication.translate("SummitBoard", "%1 climbs to %2"))
        else:
            effect = (QCoreApplication.translate("SummitBoard", "%1 holds on %2") if attack
                      else QCoreApplication.translate("SummitBoard", "%1 stays on %2"))
        where = level_name(state.levels[seat][climber])
        return headline, effect.replace("%1", subject).replace("%2", where)

    def _queue_final(self, new: SummitState) -> None:
        scores = " : ".join(str(new.score(s)) for s in range(new.players))
        detail = QCoreApplication.translate("SummitBoard", "Final score %1").replace("%1", scores)
        outcome = new.outcome()
        colour = self.palette_.selection
        if outcome is not None and list(outcome.ranking).count(1) == 1:
            colour = self.palette_.team[list(outcome.ranking).index(1)]
        self._queued = (QCoreApplication.translate("SummitBoard", "Game over"), colour, detail)

    def _flush_announcement(self) -> None:
        if self._queued is not None:
            text, colour, detail = self._queued
            self._queued = None
            self._announce(text, colour, detail)

    def _announce(self, text: str, colour: QColor, detail: str = "") -> None:
        """Put ``text`` up over the mountain for a moment; it fades unless animations are off."""
        self.overlay.detail = detail
        self.announcer.show(text, colour, ANNOUNCE_MS * (2 if detail else 1))

    def _hide_overlay(self) -> None:
        self.announcer.hide()
