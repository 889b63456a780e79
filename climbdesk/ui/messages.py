"""Modal questions and error boxes, in one place.

Everything that blocks for the user's answer goes through these functions so
tests can replace them (monkeypatch) instead of fighting real modal loops.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def error(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.critical(parent, title, text)


def warning(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes
