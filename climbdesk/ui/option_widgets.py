"""Editors for one option value of the New Game dialog, chosen by the option's spec.

A bool is a check box, a value made of parts (a dice team) one selector per
part, a choice a combo box ("Random" added when the spec allows it), a whole
number a spin box (one step below its range reads "Random"), anything else a
line edit.  :func:`widget_for` builds one, :func:`set_value` restores a
remembered value (ignoring one that no longer fits) and :func:`value_of` reads it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLineEdit, QSpinBox, QWidget

from climbdesk.core.errors import OptionError
from climbdesk.core.options import RANDOM, OptionSpec, Scalar
from climbdesk.ui.new_game_seats import ng_tr
from climbdesk.ui.strings import tr_game

#: The spin box's bounds for a whole-number option that declares no range.
SPIN_LIMIT = 1_000_000


class PartsPicker(QWidget):
    """One selector per part of a ``parts`` option (a dice team: six dice, d4…d20).

    Every combination it can show is a well-formed value, so the player cannot
    type one the game refuses.  Parts are notation ("d8") and shown as they are.
    """

    changed = Signal()

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.combos: list[QComboBox] = []
        for _ in range(spec.part_count):
            combo = QComboBox()
            for part in spec.parts:
                combo.addItem(part, part)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setMinimumWidth(combo.sizeHint().width())  # "d20" stays readable
            combo.currentIndexChanged.connect(self.changed)
            lay.addWidget(combo)
            self.combos.append(combo)

    def value(self) -> str:
        return ",".join(str(c.currentData()) for c in self.combos)

    def set_value(self, value: Scalar) -> None:
        """Show a valid value (the caller has checked it)."""
        for combo, part in zip(self.combos, self.spec.split_parts(value), strict=True):
            combo.setCurrentIndex(combo.findData(part))

    def set_name(self, name: str) -> None:
        """Tell screen readers which seat and which part each selector is."""
        n = str(len(self.combos))
        for i, combo in enumerate(self.combos):
            text = ng_tr("%1 (%2 of %3)").replace("%1", name).replace("%2", str(i + 1)) \
                .replace("%3", n)
            combo.setAccessibleName(text)
            combo.setToolTip(text)


def watch(widget: QWidget, changed: Callable[[], None]) -> None:
    """Call ``changed`` on any edit of ``widget``."""
    if isinstance(widget, QCheckBox):
        widget.toggled.connect(changed)
    elif isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(changed)
    elif isinstance(widget, QSpinBox):
        widget.valueChanged.connect(changed)
    elif isinstance(widget, QLineEdit):
        widget.textChanged.connect(changed)
    elif isinstance(widget, PartsPicker):
        widget.changed.connect(changed)


def widget_for(spec: OptionSpec, value: Scalar) -> QWidget:
    """An editor for one value of ``spec`` (the whole option, or one seat's)."""
    widget: QWidget
    if spec.type is bool:
        widget = QCheckBox()
    elif spec.parts:
        widget = PartsPicker(spec)
    elif spec.choices:
        widget = QComboBox()
        for choice in spec.choices:
            widget.addItem(tr_game(str(choice)), choice)
        if spec.allow_random:
            widget.addItem(ng_tr("Random"), RANDOM)
    elif spec.type is int:
        widget = QSpinBox()
        low = spec.minimum if spec.minimum is not None else -SPIN_LIMIT
        high = spec.maximum if spec.maximum is not None else SPIN_LIMIT
        if spec.allow_random:
            # One step below the range reads "Random" (QSpinBox's special value).
            low -= 1
            widget.setSpecialValueText(ng_tr("Random"))
        widget.setRange(low, high)
    else:
        widget = QLineEdit()
        if spec.per_seat:
            widget.setMinimumWidth(widget.fontMetrics().horizontalAdvance(str(value)) + 16)
    set_value(spec, widget, value)
    return widget

def set_value(spec: OptionSpec, widget: QWidget, value: object) -> None:
    """Restore a remembered value, silently ignoring any that no longer fits."""
    try:
        value = spec.check(value)
    except OptionError:
        return
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        i = widget.findData(value)
        if i >= 0:
            widget.setCurrentIndex(i)
    elif isinstance(widget, QSpinBox):
        widget.setValue(widget.minimum() if value == RANDOM else int(value))
    elif isinstance(widget, QLineEdit):
        widget.setText(str(value))
    elif isinstance(widget, PartsPicker):
        widget.set_value(value)

def value_of(spec: OptionSpec, widget: QWidget) -> Scalar:
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        data = widget.currentData()
        assert isinstance(data, (bool, int, str))
        return data
    if isinstance(widget, QSpinBox):
        if spec.allow_random and widget.value() == widget.minimum():
            return RANDOM
        return widget.value()
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, PartsPicker):
        return widget.value()
    raise TypeError(f"no value in {widget!r}")
