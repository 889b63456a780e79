"""The Climb On! (dice) board's animation: the dice tumbling in the tray, then the
climbers sliding (with a hop) to their new spaces.

One value animation runs a shown move: the first share of it tumbles the dice (random
faces, the real ones for the last 15%), the rest slides the climbers; each step redraws,
and only the parts whose look changed repaint.  A base of
:class:`~climbdesk.ui.boards.summit.scene.SummitBoardScene`.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtWidgets import QWidget

from climbdesk.games.summit import SummitState
from climbdesk.games.summit.actions import SummitPhase
from climbdesk.ui.boards.common import animation, release_animation
from climbdesk.ui.boards.summit.items import Climber
from climbdesk.ui.boards.summit.news import SummitNews

ROLL_MS = 700        # dice tumbling at animation speed 1
MOVE_MS = 380        # climbers sliding to their new spaces


class SummitMotion(SummitNews):
    """The roll and the slide, and where a climber is drawn meanwhile."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._faces: tuple[int, ...] = ()      # tray faces while tumbling
        self._roll_f = 0.0                     # 1 → 0 while the dice tumble
        self._move_from: dict[Climber, QPointF] = {}
        self._move_f = 1.0
        self._roll_share = 0.0                 # part of the animation spent tumbling
        self._anim: QVariantAnimation | None = None
        self._rng = random.Random(7)           # tumbling faces only; never rules
        self._tick = -1

    def animating(self) -> bool:
        return self._anim is not None

    def _animate(self, rolled: bool, moved: dict[Climber, QPointF]) -> None:
        """Tumble the dice (when ``rolled``), then slide the ``moved`` climbers from
        where they were."""
        self._move_from = moved
        roll_ms = ROLL_MS if rolled else 0
        move_ms = MOVE_MS if moved else 0
        self._roll_share = roll_ms / (roll_ms + move_ms)
        self._start(roll_ms + move_ms)

    def _start(self, ms: int) -> None:
        anim = animation(self, ms, self._step, speed=self.animation_speed,
                         done=self._finish_animation)
        self._anim = anim
        self._step(0.0)
        anim.start()

    def _step(self, f: float) -> None:
        share = self._roll_share
        state = self.state
        final = self._tray_values(state)
        if share > 0 and f < share:
            roll = f / share
            self._roll_f = 1.0 - roll
            tick = int(roll * 16)
            if roll >= 0.85:
                self._faces = final
            elif tick != self._tick:
                self._faces = tuple(self._rng.randint(1, max(4, s)) for s in self._tray_sizes())
            self._tick = tick
            self._move_f = 0.0
        else:
            self._roll_f = 0.0
            self._faces = final
            rest = (f - share) / (1.0 - share) if share < 1.0 else 1.0
            self._move_f = QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(rest)
        self.redraw()

    def _tray_values(self, state: SummitState | None) -> tuple[int, ...]:
        if state is not None and state.phase == SummitPhase.LOWER:
            return tuple(state.dice)
        return tuple(self.last_roll[1]) if self.last_roll else ()

    def _tray_sizes(self) -> tuple[int, ...]:
        state = self.state
        if state is None:
            return ()
        if state.phase == SummitPhase.LOWER and state.pending is not None:
            return state.sizes_of(state.pending)
        if self.last_roll:
            return tuple(state.teams[s][c] for s, c in self.last_roll[0])
        return ()

    def _finish_animation(self) -> None:
        """End a running animation now (if any) and report it finished."""
        anim, self._anim = self._anim, None
        if not release_animation(anim):
            return
        self._roll_f = 0.0
        self._move_f = 1.0
        self._move_from = {}
        self._faces = self._tray_values(self.state)
        self.redraw()
        self._flush_announcement()
        self.animation_finished.emit()

    def sliding(self, climber: Climber, end: QPointF) -> QPointF:
        """Where ``climber``, bound for ``end``, is drawn now: on its way there (with a
        hop, higher when it climbs) while it slides, else at ``end``."""
        start = self._move_from.get(climber)
        if start is None or self._anim is None:
            return end
        f = self._move_f
        lift = -40.0 * f * (1 - f) * 4 * (1 if end.y() < start.y() else 0.3)
        return QPointF(start.x() + (end.x() - start.x()) * f,
                       start.y() + (end.y() - start.y()) * f + lift)
