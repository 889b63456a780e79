"""The callout: a speech bubble saying what to do, and a frame around where to do it.

Both are plain widgets laid over the game page rather than items in the board's
scene: the text stays the size of the window's text at any zoom, it is read by
screen readers like any label (the bubble's accessible description is the
step's text), and the same frame can ring a spot on the board or a window
button beside it.  Neither takes a click meant for the board: the frame lets
the mouse through, and the bubble is placed beside the ringed spot, never on it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

#: The bubble's width when the view has room for it (pixels).
BUBBLE_WIDTH = 340
#: The ring's colour: unlike any board's own marks (last move, halos, hints).
RING = QColor("#ff2d95")
#: Room kept between the ring and the bubble, and around the view's edges.
GAP = 10


class TargetFrame(QWidget):
    """A two-tone ring (dark outside, highlight inside) that reads on light and dark
    boards alike; the mouse passes through it to the board."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.hide()

    def ring(self, rect: QRect | None) -> None:
        """Put the ring around ``rect`` (page coordinates); None hides it."""
        if rect is None:
            self.hide()
            return
        self.setGeometry(rect.adjusted(-7, -7, 7, 7))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 20, 20, 230), 7))
        painter.drawRoundedRect(box, 8, 8)
        painter.setPen(QPen(RING, 4))
        painter.drawRoundedRect(box, 8, 8)


class Callout(QFrame):
    """The bubble: the step's text, Skip, and at the end the way into a real game."""

    skip_requested = Signal()
    real_game_requested = Signal()
    close_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialCallout")
        self.setAutoFillBackground(False)
        self.heading = QLabel()
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)  # a long game title ("Climb ON! the top of …")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.skip_button = QPushButton()
        self.play_button = QPushButton()
        self.close_button = QPushButton()
        for button in (self.skip_button, self.play_button, self.close_button):
            # Tab reaches them; a click does not take the keys away from the board.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.skip_button.clicked.connect(self.skip_requested)
        self.play_button.clicked.connect(self.real_game_requested)
        self.close_button.clicked.connect(self.close_requested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.play_button, self.close_button, self.skip_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addWidget(self.heading)
        layout.addWidget(self.label)
        layout.addLayout(buttons)
        self.set_finished(False)
        self.hide()

    def set_texts(self, heading: str, text: str) -> None:
        """Show ``text``; it is also what a screen reader reads for the bubble."""
        self.heading.setText(heading)
        self.label.setText(text)
        self.setAccessibleName(heading)
        self.setAccessibleDescription(text)
        self.label.setAccessibleName(text)

    def set_button_texts(self, skip: str, play: str, close: str) -> None:
        self.skip_button.setText(skip)
        self.play_button.setText(play)
        self.close_button.setText(close)

    def set_finished(self, finished: bool) -> None:
        """At the end Skip gives way to "play a real game" and "close"."""
        self.skip_button.setVisible(not finished)
        self.play_button.setVisible(finished)
        self.close_button.setVisible(finished)

    def place(self, area: QRect, target: QRect | None, keep_clear: QRect | None = None,
              others: Sequence[QRect] = ()) -> None:
        """Show the bubble inside ``area`` (the board's part of the page), beside
        ``target`` (page coordinates) and off it, off ``keep_clear`` (where the pick
        goes next) and as far as it can off ``others`` (everything else the player may
        click now); at the top of the area without a target."""
        width = max(160, min(BUBBLE_WIDTH, area.width() - 2 * GAP))
        self.setFixedWidth(width)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else 0
        height = max(height, self.minimumSizeHint().height())
        size = QSize(width, height)
        self.setFixedHeight(height)
        inner = area.adjusted(GAP, GAP, -GAP, -GAP)
        spot = _best_spot(inner, size, target, keep_clear, others)
        self.move(spot)
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.setBrush(pal.window())
        painter.setPen(QPen(pal.highlight().color(), 2))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)


def _best_spot(area: QRect, size: QSize, target: QRect | None,
               keep_clear: QRect | None = None, others: Sequence[QRect] = ()) -> QPoint:
    """Where the bubble goes: of the places beside the target (right, left, below,
    above) and the area's corners, the one that covers least of the target and where
    the pick goes next, preferably beside the target, and of anything else clickable;
    no target: top centre."""
    w, h = size.width(), size.height()
    if target is None:
        return QPoint(area.left() + max(0, (area.width() - w) // 2), area.top())
    ring = target.adjusted(-GAP - 7, -GAP - 7, GAP + 7, GAP + 7)
    mid_y = target.center().y() - h // 2
    mid_x = target.center().x() - w // 2
    candidates = [QPoint(ring.right() + 1, mid_y), QPoint(ring.left() - w, mid_y),
                  QPoint(mid_x, ring.bottom() + 1), QPoint(mid_x, ring.top() - h),
                  area.topLeft(), QPoint(area.right() - w + 1, area.top()),
                  QPoint(area.left(), area.bottom() - h + 1),
                  QPoint(area.right() - w + 1, area.bottom() - h + 1)]
    firm = [(ring, 10), *([(keep_clear, 1)] if keep_clear is not None else [])]
    best: tuple[tuple[int, int, int, int], QPoint] | None = None
    for order, point in enumerate(candidates):
        x = min(max(point.x(), area.left()), area.right() - w + 1)
        y = min(max(point.y(), area.top()), area.bottom() - h + 1)
        placed = QRect(QPoint(x, y), size)
        # Never on the ring or the next spot if it can be helped; then beside the ring
        # rather than in a far corner; then covering as little else as it can.
        cost = (sum(weight * _area(placed, avoid) for avoid, weight in firm),
                int(order >= 4), sum(_area(placed, other) for other in others), order)
        if best is None or cost < best[0]:
            best = (cost, QPoint(x, y))
    assert best is not None
    return best[1]


def _area(rect: QRect, other: QRect) -> int:
    covered = rect.intersected(other)
    return 0 if covered.isEmpty() else covered.width() * covered.height()
