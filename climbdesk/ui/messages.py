"""Modal questions and error boxes, in one place.

Everything that blocks for the user's answer goes through these functions so
tests can replace them (monkeypatch) instead of fighting real modal loops.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # QMessageBox is imported when a box is first shown: a faster start
    from PySide6.QtWidgets import QWidget


def error(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(parent, title, text)


def warning(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, text)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(parent, title, text,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes
