"""A pyqtgraph plot is taken apart by pyqtgraph's own ``close()``, once, before anything
deletes it (issue 17, crash14).

Why: a ``PlotWidget`` is a scene of ``QGraphicsWidget``s (plot item, view box, axes) whose
Python sides point at each other in reference cycles, and some of whose parts Python owns
while Qt holds them (an axis's label is made with the axis as its parent, yet PySide gives
it to Python).  Left alone, such a plot is destroyed by Qt's destructor chain (its window
deleted) or by Python's cycle collector, in whatever order either reaches its parts.
pyqtgraph's ``PlotItem.close`` says why that is unsafe under PySide: "whenever
``scene.clear()`` leads to deletion of widgets ... the solution is to manually remove all
widgets before ``scene.clear()`` is called" — which is what ``PlotWidget.close()`` does.
climbdesk never called it, and pytest workers died with SIGSEGV in the collector and at the
end of the odds chart's test; mantidimaging met the same (a "graveyard" of view boxes).

So each widget holding a plot closes it at the first of these:

* the widget's own ``deleteLater`` arriving, or the window it sits in being deleted that
  way (:class:`PlotCloser`, an event filter on both);
* the widget's Python side being finalised (``__del__``): when its last reference goes,
  or when the collector frees the cycle it sits in; the collector runs every finaliser
  of what it frees before it clears or deletes anything, so the plot is whole then.

Closing twice, or closing a plot whose C++ side is gone, does nothing.
"""

from __future__ import annotations

import weakref

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

# Plots closed so far in this process (tests count them, never time them).
closed_count = 0


def is_closed(plot: pg.PlotWidget) -> bool:
    """Whether ``plot`` was closed (or its C++ side is gone): nothing may draw on it."""
    return not shiboken6.isValid(plot) or plot.plotItem is None


def close_plot(plot: pg.PlotWidget | None) -> int:
    """Take ``plot`` apart through pyqtgraph and Qt while every part of it still lives;
    the number of scene items it held (0: closed already, or deleted)."""
    global closed_count
    if plot is None or is_closed(plot):
        return 0
    held = len(plot.scene().items())
    plot.getPlotItem().clear()  # the data items leave the view box first
    plot.close()  # axes and their labels, the view box, then the scene's own clear()
    plot.deleteLater()  # the empty view goes with the next turn of the event loop
    closed_count += 1
    return held


class PlotCloser(QObject):
    """Closes ``plots`` when a ``deleteLater`` reaches ``owner`` or the outermost widget
    it sits in, its window or a dialog's main window (an event filter on both; shown in
    another window, it follows the owner there).

    The closer is the owner's child, so it goes with the owner; the window's filter goes
    with it (Qt drops the filters of a deleted object).  It holds the owner and the window
    weakly: a strong reference back would put every owner in a cycle, left to the collector."""

    def __init__(self, owner: QWidget, *plots: pg.PlotWidget) -> None:
        super().__init__(owner)
        self._owner = weakref.ref(owner)
        self._plots = list(plots)
        self._window: weakref.ref[QWidget] | None = None
        owner.installEventFilter(self)

    def add(self, plot: pg.PlotWidget) -> None:
        """Close ``plot`` too (a plot made after its owner, when first needed)."""
        self._plots.append(plot)

    def close_all(self) -> int:
        """Close every plot of the owner; the scene items released."""
        return sum(close_plot(plot) for plot in self._plots)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.DeferredDelete:
            self.close_all()
        elif kind == QEvent.Type.Show:
            owner = self._owner()
            if watched is owner and owner is not None:
                self._follow(owner)
        return False

    def _follow(self, owner: QWidget) -> None:
        window = owner  # the outermost widget: a dialog is deleted with its main window
        while (parent := window.parentWidget()) is not None:
            window = parent
        old = self._window() if self._window is not None else None
        if window is old:
            return
        if old is not None and shiboken6.isValid(old):
            old.removeEventFilter(self)
        self._window = None
        if window is not owner:
            window.installEventFilter(self)
            self._window = weakref.ref(window)


__all__ = ["PlotCloser", "close_plot", "closed_count", "is_closed"]
