"""Climb On!'s dice pictures painted ahead, while the window is idle (issue 17, dice9).

Why: a die is kept as pictures (its body, its ring, its number: see
:func:`~climbdesk.ui.boards.summit.dice.paint_die`), and in a game's first moves
nearly every look is new: about three new pictures a move, 0.3–0.6 ms each, were
a fifth of a shown move.  A game's looks are few and known from its teams (each
die's body at the three sizes the board shows, its numbers, the rings, the tray's
tokens), so they are painted in small slices in the turns of the event loop after
the board has painted, where nothing waits for them, and the move that first shows
one copies it.  About 60 ms of CPU for a two-team game, once per game (the next
game of the same teams keeps them, see :mod:`climbdesk.ui.picture_sessions`).

Nothing is painted ahead until the board has been painted once (the view's scale,
pixel ratio and font are what the pictures are kept for), nor while no view shows
it; a change of theme or scale makes the list again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QTimer

from climbdesk.games.summit import DIE_VALUE
from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.drawing import with_alpha
from climbdesk.ui.boards.summit import dice
from climbdesk.ui.boards.summit.items import DIE, TOKEN_R, TRAY_DIE

if TYPE_CHECKING:
    from PySide6.QtGui import QColor, QPainter

    from climbdesk.ui.boards.summit.scene import SummitBoardScene

#: GUI-thread CPU (s) a slice may take: well under a frame, so input is never kept waiting.
SLICE = 0.002
#: The size of a die in the panel's last roll, and on a chip or the final table (see
#: :mod:`~climbdesk.ui.boards.summit.panel`).
LAST_ROLL = 48
CHIP_DIE = 24
_AT = QPointF(0.0, 0.0)

Job = Callable[["QPainter"], None]


class Warmer(QObject):
    """Paints the looks of the scene's game ahead, a slice at a time after a paint."""

    def __init__(self, scene: SummitBoardScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._jobs: list[Job] = []
        self._made_for: object = None
        self._context: object = None
        self._watched: QObject | None = None
        self._queued = False
        self.painted_ahead = 0  # jobs done (tests count them)

    def position_shown(self) -> None:
        """The scene shows a new position: if its game's looks are not all painted yet,
        paint them after the board's next paint."""
        scene = self._scene
        state = scene.state
        context = dice.shown[0]
        if state is None or context is None:
            return
        made_for = (state.teams, scene.palette_.theme, context, pictures.clears())
        if made_for != self._made_for:
            self._made_for = made_for
            self._context = context
            self._jobs = self._list(state.teams)
        if self._jobs and not self._queued:
            self._watch()

    def _watch(self) -> None:
        views = [v for v in self._scene.views() if v.isVisible()]
        if not views:
            return
        viewport = views[0].viewport()
        if self._watched is not viewport:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            viewport.installEventFilter(self)
            self._watched = viewport

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._queued:
            # After this paint, in the next turn: the move it shows never waits.
            self._queued = True
            QTimer.singleShot(0, self, self._slice)
        return False

    def _unwatch(self) -> None:
        if self._watched is not None:
            self._watched.removeEventFilter(self)
            self._watched = None

    def _slice(self) -> None:
        self._queued = False
        context = dice.shown[0]
        views = [v for v in self._scene.views() if v.isVisible()]
        if not self._jobs or context is None or not views or context != self._context:
            self._unwatch()  # the board changed scale or is hidden: the next position lists again
            return
        start = time.thread_time()
        device, painter = pictures.ahead(context)
        try:
            while self._jobs and time.thread_time() - start < SLICE:
                self._jobs.pop()(painter)
                self.painted_ahead += 1
        finally:
            painter.end()
            dice.shown[0] = context  # the scratch painter is not the view's
            del device
        if self._jobs:
            self._queued = True
            QTimer.singleShot(0, self, self._slice)
        else:
            self._unwatch()

    def _list(self, teams: tuple[tuple[int, ...], ...]) -> list[Job]:
        """Every look of these teams' dice the board shows, the likeliest last (the list
        is worked from its end): climbers with their values, rings, the tray's dice and
        tokens, the numbers a roll shows, the last roll."""
        pal = self._scene.palette_
        jobs: list[Job] = []

        def die(seat: int, sides: int, size: float, text: str) -> Job:
            return lambda p: dice.paint_die(p, pal, seat, sides, _AT, size, text)

        def ring(sides: int, size: float, colour: QColor, dashed: bool) -> Job:
            return lambda p: dice.paint_die(p, pal, 0, sides, _AT, size, "", ring=colour,
                                            dashed_ring=dashed)

        def token(colour: int, r: float, alpha: float) -> Job:
            return lambda p: dice.paint_token(p, pal, colour, _AT, r, alpha=alpha)

        seats = range(len(teams))
        kinds = sorted({sides for team in teams for sides in team})
        # Last of all: a chip's small die of the climber it acts on, the final table's.
        jobs += [die(seat, sides, CHIP_DIE, str(DIE_VALUE[sides])) for seat in seats
                 for sides in sorted(set(teams[seat]))]
        jobs += [die(seat, 6, CHIP_DIE, str(place)) for seat in seats
                 for place in range(len(teams), 0, -1)]
        # The panel's last roll, then the numbers a roll shows on climbers and in the tray
        # (the bodies, and every number a die of the team can show: a d4's sit lower).
        for size in (LAST_ROLL, DIE, TRAY_DIE):
            for seat in seats:
                team = sorted(set(teams[seat]))
                jobs += [die(seat, sides, size, "") for sides in team]
                # A number is one picture for every die of the team but the d4 (drawn lower).
                for sides in {max(team), 4} & set(team):
                    jobs += [die(seat, sides, size, str(v)) for v in range(sides, -1, -1)]
        jobs += [token(c, r, a) for c in range(3) for r, a in ((10.5, 0.3), (10.5, 1.0),
                                                               (TOKEN_R, 0.28), (TOKEN_R, 1.0))]
        rings = [(pal.highlight, True), (pal.danger, True), (pal.hint, False),
                 (pal.selection, False), (with_alpha(pal.movable, 0.55), False)]
        jobs += [ring(sides, TRAY_DIE, pal.selection, False) for sides in kinds]
        jobs += [ring(sides, DIE, colour, dashed) for colour, dashed in rings for sides in kinds]
        # First: every climber as it stands at the start.
        jobs += [die(seat, sides, DIE, str(DIE_VALUE[sides])) for seat in seats
                 for sides in teams[seat]]
        return jobs


__all__ = ["SLICE", "Warmer"]
