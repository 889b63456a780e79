"""Accessible names, tab order and "does it fit" checks shared by every window.

Screen readers read a control by its accessible name.  Qt falls back to a
buddy label or, worse, to the title of the group box around the control
("Players" for every seat field), so every control without visible text gets
an explicit name here, usually the text of the label in front of it.

The same functions are what the tests use (``tests/ui/test_accessibility.py``,
``tests/ui/test_scales.py``), so a new board or dialog is checked by the same
rules it is built with.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QGraphicsView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QScrollArea,
    QScrollBar,
    QWidget,
)

#: The kinds of widget a user operates (and a screen reader must be able to name).
INTERACTIVE: tuple[type[QWidget], ...] = (
    QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractSlider,
    QAbstractItemView, QGraphicsView,
)

#: Pixels two widgets' tops may differ by and still count as one row.
ROW_TOLERANCE = 12

_CJK_MNEMONIC = re.compile(r"\(&.\)")


def plain(text: str) -> str:
    """A label's text as a name: no "&" mnemonics ("(&L)" in Japanese), no closing colon."""
    text = _CJK_MNEMONIC.sub("", text)
    text = re.sub(r"&(&?)", lambda m: m.group(1), text)
    return text.strip().rstrip(":：").strip()


def name_from_label(label: QLabel, widget: QWidget | None = None) -> None:
    """Link ``label`` to ``widget`` (its buddy, by default) and name the widget after it.

    Call again after the label's text changes (a new language).
    """
    target = widget if widget is not None else label.buddy()
    if target is None:
        return
    if label.buddy() is None:
        label.setBuddy(target)
    if isinstance(target, QAbstractButton) and target.text():
        return  # a check box says what it does itself; the label only heads the row
    target.setAccessibleName(plain(label.text()))


def is_interactive(widget: QWidget) -> bool:
    """A control a user operates, not a part of one (scroll bars, list headers, the
    line edit inside a spin box, a combo box's popup)."""
    if not isinstance(widget, INTERACTIVE) or isinstance(widget, (QScrollBar, QHeaderView)):
        return False
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, INTERACTIVE):
            return False
        parent = parent.parentWidget()
    return True


def spoken_name(widget: QWidget) -> str:
    """What a screen reader announces first: the accessible name, else a button's text."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    if isinstance(widget, QAbstractButton):
        return plain(widget.text())
    return ""


def controls(window: QWidget) -> list[QWidget]:
    """The visible, enabled controls of ``window`` (itself excluded), in creation order."""
    return [w for w in window.findChildren(QWidget)
            if is_interactive(w) and w.isVisible() and w.isEnabled() and w.window() is window]


def naming_problems(window: QWidget) -> list[str]:
    """Controls without a name, and names shared by different controls (a group's title
    repeated for each of its fields reads the same for all of them)."""
    problems: list[str] = []
    seen: dict[str, QWidget] = {}
    for widget in controls(window):
        name = spoken_name(widget)
        kind = type(widget).__name__
        if not name:
            problems.append(f"{kind} {widget.objectName()!r} has no name "
                            f"(tooltip {widget.toolTip()!r})")
            continue
        if name in seen:
            problems.append(f"{kind} and {type(seen[name]).__name__} are both named {name!r}")
        seen[name] = widget
    return problems


def _part_of(widget: QWidget) -> QWidget:
    """The control ``widget`` belongs to: itself, or the outermost control around it
    (a spin box for its line edit, a list for its viewport)."""
    owner = widget
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, INTERACTIVE) or parent.focusProxy() is not None:
            owner = parent
        parent = parent.parentWidget()
    return owner


def focusable(window: QWidget) -> list[QWidget]:
    """The controls Tab visits in ``window``: visible, enabled, taking focus by Tab
    (parts of a control, like a spin box's line edit, count as the control)."""
    out: list[QWidget] = []
    for w in window.findChildren(QWidget):
        if not (w.isVisible() and w.isEnabled() and w.window() is window):
            continue
        target = w.focusProxy() or w
        if target.focusPolicy() & Qt.FocusPolicy.TabFocus != Qt.FocusPolicy.TabFocus:
            continue
        owner = _part_of(w)
        if owner not in out:
            out.append(owner)
    return out


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def reading_order(widgets: Iterable[QWidget], tolerance: int = ROW_TOLERANCE) -> list[QWidget]:
    """``widgets`` as a reader of a left-to-right page meets them: rows top to bottom
    (tops within ``tolerance`` share a row), each row left to right."""
    items = sorted(widgets, key=lambda w: (global_rect(w).top(), global_rect(w).left()))
    rows: list[list[QWidget]] = []
    for w in items:
        top = global_rect(w).top()
        if rows and top - global_rect(rows[-1][0]).top() <= tolerance:
            rows[-1].append(w)
        else:
            rows.append([w])
    return [w for row in rows for w in sorted(row, key=lambda w: global_rect(w).left())]


def focus_chain(window: QWidget, start: QWidget) -> list[QWidget]:
    """The controls Tab reaches in ``window``, in order, from ``start`` round to it again."""
    members = focusable(window)
    chain: list[QWidget] = []
    w: QWidget | None = start
    for _ in range(10_000):
        if w is None:
            break
        owner = _part_of(w)
        if owner in members and owner not in chain:
            chain.append(owner)
        w = w.nextInFocusChain()
        if w is start:
            break
    return chain


def layout_parts(layout: QLayout) -> list[QWidget | QLayout]:
    """The widgets and layouts directly in ``layout``, in the order it places them: rows
    top to bottom, left to right in a row (grids and forms by cell, boxes by position).

    Found by asking the layout where each child of its widget sits (``indexOf``), never
    through ``itemAt``: PySide keeps the Python side of every ``QLayoutItem`` it hands
    out as a child of the layout's wrapper, registered under the item's address, while
    Qt deletes the item itself whenever its widget leaves the layout (a New Game seat
    row, a game page's panel).  The next Qt object made at that address then had no
    wrapper of its own, and deleting it freed a wrapper twice: the workers' segfaults
    in the cycle collector and in deferred deletes (issue 17, crash15)."""
    owner = layout.parentWidget()
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    candidates: list[QWidget | QLayout] = []
    if owner is not None:
        candidates += owner.findChildren(QWidget, options=direct)
    candidates += layout.findChildren(QLayout, options=direct)
    placed: list[tuple[tuple[int, int, int], QWidget | QLayout]] = []
    for part in candidates:
        index = layout.indexOf(part)
        if index < 0:
            continue
        key: tuple[int, int, int] = (index, 0, 0)
        if isinstance(layout, QFormLayout):
            cell: tuple[int, QFormLayout.ItemRole] = layout.getItemPosition(index)  # type: ignore[assignment]
            key = (cell[0], cell[1].value, index)
        elif isinstance(layout, QGridLayout):
            position: tuple[int, int, int, int] = layout.getItemPosition(index)  # type: ignore[assignment]
            key = (position[0], position[1], index)
        placed.append((key, part))
    placed.sort(key=lambda kp: kp[0])
    parts = [part for _key, part in placed]
    if isinstance(layout, QBoxLayout) and layout.direction() in (
            QBoxLayout.Direction.RightToLeft, QBoxLayout.Direction.BottomToTop):
        parts.reverse()
    return parts


def layout_widgets(layout: QLayout | None) -> list[QWidget]:
    """Every widget under ``layout`` in the order its layout places them: rows top to
    bottom, left to right in a row (grids and forms by cell, boxes by position)."""
    if layout is None:
        return []
    out: list[QWidget] = []
    for part in layout_parts(layout):
        if isinstance(part, QLayout):
            out += layout_widgets(part)
            continue
        out.append(part)
        inner = part.widget() if isinstance(part, QScrollArea) else None
        if inner is not None:
            out += layout_widgets(inner.layout())
        elif not isinstance(part, INTERACTIVE):
            out += layout_widgets(part.layout())
    return out


def set_tab_order(widgets: Sequence[QWidget]) -> None:
    """Chain ``widgets`` for Tab in this order (each after the one before)."""
    for first, second in zip(widgets, widgets[1:], strict=False):
        QWidget.setTabOrder(first, second)


def order_by_layout(widget: QWidget) -> None:
    """Put the Tab order of everything in ``widget``'s layout in reading order.

    Tab follows the order widgets were created in unless told otherwise; windows
    whose rows are built at run time (seats, a game's options, a board's panel)
    call this after every rebuild, so Tab follows the layout whatever a game adds.
    """
    wanted = [w for w in layout_widgets(widget.layout())
              if (w.focusProxy() or w).focusPolicy() & Qt.FocusPolicy.TabFocus
              == Qt.FocusPolicy.TabFocus]
    set_tab_order(wanted)
