"""Modal questions and error boxes, in one place.

Everything that blocks for the user's answer goes through these functions so
tests can replace them (monkeypatch) instead of fighting real modal loops.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # QMessageBox is imported when a box is first shown: a faster start
    from PySide6.QtWidgets import QWidget


def _ask(icon: str, parent: QWidget | None, title: str, text: str, *,
         question: bool = False) -> bool:
    """Show one box and wait; True when the answer is Yes.  The text is plain: it
    carries player and file names, which must never be read as HTML."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    buttons = (QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No if question
               else QMessageBox.StandardButton.Ok)
    box = QMessageBox(getattr(QMessageBox.Icon, icon), title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if question:
        box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def error(parent: QWidget | None, title: str, text: str) -> None:
    _ask("Critical", parent, title, text)


def warning(parent: QWidget | None, title: str, text: str) -> None:
    _ask("Warning", parent, title, text)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    return _ask("Question", parent, title, text, question=True)
