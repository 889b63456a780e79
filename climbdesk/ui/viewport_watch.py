"""An event filter that moves between a board's viewports and never touches a dead one.

Why: a board's helpers (the wall painted ahead, pictures painted ahead, a refresh after
the board's paint) wait for the paint of the view that shows their scene.  They are the
scene's children; the view is not, and the two are deleted apart (the page deletes the
view, then the scene; a test's scene outlives its view).  Qt drops a deleted filter from
a widget's list by itself, and a deleted widget's filters with it; but a helper that kept
the old viewport's Python wrapper called the deleted object (``removeEventFilter``,
``isVisible``: a RuntimeError in a slot) when its scene was next shown in a view or its
timer ran.  Whether the viewport is still there is asked of shiboken: a Python slot on
the viewport's ``destroyed`` runs while the helper itself may be going ("Slot not
found" from PySide).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget


def alive(widget: QObject | None) -> bool:
    """Whether ``widget`` is there and its C++ object not yet deleted."""
    return widget is not None and shiboken6.isValid(widget)


def move_filter(owner: QObject, old: QWidget | None, new: QWidget | None) -> QWidget | None:
    """Make ``owner`` filter ``new``'s events instead of ``old``'s (if that is still
    there) and return ``new``."""
    if old is new and alive(new):
        return new
    if old is not None and alive(old):
        old.removeEventFilter(owner)
    if new is not None and alive(new):
        new.installEventFilter(owner)
    return new


__all__ = ["alive", "move_filter"]
