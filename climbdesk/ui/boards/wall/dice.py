"""The dice tray of a wall Move turn: the rolled dice as faces, each with its use.

A click on a die (or its key 1–4 on the board) gives it the next use that some legal
Spend allows: movement, stamina or the clip.  The tray shows; the turn model decides
(:meth:`climbdesk.ui.boards.wall.turn.TurnModel.cycle`), so it holds no rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QEnterEvent, QFocusEvent, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QToolButton, QWidget

from climbdesk.ui.boards.wall.turn import Role

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene

# Pip centres of a die face showing 1, 2 or 3 (fractions of the face).
PIPS = {1: ((0.5, 0.5),), 2: ((0.28, 0.28), (0.72, 0.72)),
        3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75))}
FACE = 40


def role_name(role: Role) -> str:
    """A die's use as the tray prints it (translated)."""
    names = {Role.MOVE: QCoreApplication.translate("WallTurn", "Movement"),
             Role.STAMINA: QCoreApplication.translate("WallTurn", "Stamina"),
             Role.CLIP: QCoreApplication.translate("WallTurn", "Clip")}
    return names[role]


def die_face(value: int, ink: QColor, paper: QColor, size: int = FACE) -> QPixmap:
    """A die face with ``value`` pips (1–3)."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(ink)
    p.setBrush(paper)
    p.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), 7, 7)
    p.setBrush(ink)
    r = size * 0.09
    for fx, fy in PIPS.get(value, ()):
        p.drawEllipse(QPointF(fx * size, fy * size), r, r)
    p.end()
    return pix


class HoverButton(QPushButton):
    """A push button that reports when the mouse or the focus is on it (the board then
    previews what it would do: a route, or a roll's odds)."""

    def __init__(self, on_hover: Callable[[bool], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._on_hover = on_hover

    def enterEvent(self, event: QEnterEvent) -> None:
        self._on_hover(True)
        super().enterEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._on_hover(False)
        super().leaveEvent(event)  # type: ignore[arg-type]  # QEvent, typed loosely by PySide

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._on_hover(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._on_hover(False)
        super().focusOutEvent(event)


class DiceTray(QWidget):
    """One button per rolled die: its face, and its use underneath."""

    def __init__(self, scene: WallBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene_ = scene
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        # All four made now, so they sit in the window's Tab order where the tray is.
        self.buttons: list[QToolButton] = [self._make(i) for i in range(4)]
        for button in self.buttons:
            self.row.addWidget(button)
        self._shown: tuple[tuple[int, ...], tuple[Role, ...]] = ((), ())

    def _make(self, index: int) -> QToolButton:
        button = QToolButton()
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        button.setIconSize(QSize(FACE, FACE))
        button.setMinimumWidth(FACE + 28)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.clicked.connect(lambda _=False, i=index: self._cycle(i))
        return button

    def _cycle(self, index: int) -> None:
        if self.scene_.panel_catches_up():
            return
        if self.scene_.accepts_input() and self.scene_.turn.cycle(index):
            self.scene_.redraw()

    def sync(self) -> None:
        turn = self.scene_.turn
        dice, roles = turn.dice(), tuple(turn.roles)
        ink, paper = QColor(self.palette().windowText().color()), QColor(
            self.palette().base().color())
        live = self.scene_.accepts_input()
        for i, button in enumerate(self.buttons):
            button.setVisible(i < len(dice))
            if i >= len(dice):
                continue
            role = roles[i] if i < len(roles) else Role.MOVE
            if (dice, roles) != self._shown:
                button.setIcon(QIcon(die_face(dice[i], ink, paper)))
            button.setText(f"{i + 1}: {role_name(role)}")
            others = [r for r in turn.roles_allowed(i) if r is not role]
            button.setEnabled(live and bool(others))
            name = QCoreApplication.translate("WallTurn", "Die %1 shows %2, spent on %3")
            button.setAccessibleName(name.replace("%1", str(i + 1)).replace(
                "%2", str(dice[i])).replace("%3", role_name(role)))
            button.setToolTip(QCoreApplication.translate(
                "WallTurn", "Click (or press %1) for this die's next use").replace(
                "%1", str(i + 1)))
        self._shown = (dice, roles)


__all__ = ["DiceTray", "HoverButton", "die_face", "role_name"]
