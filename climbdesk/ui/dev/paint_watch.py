"""The benches' paint watch: an event filter that notes a board's viewport painted.

Shared by the per-move, game-start and Climbers window probes, which all judge a turn of
the event loop by whether the board painted in it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class PaintWatch(QObject):
    """Sets ``flag[0]`` when a watched widget paints; the probe clears it per turn.

    A one-item list rather than an attribute, so a probe's nested helpers read and clear
    it without a ``nonlocal`` or a reference to the watch."""

    def __init__(self, flag: list[bool]) -> None:
        super().__init__()
        self.flag = flag

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.flag[0] = True
        return False
