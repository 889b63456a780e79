"""Review mode's controls: first, previous, play/pause, next, last, a slider over
the whole game, the autoplay speed and the way back.

Only widgets and signals: :class:`~climbdesk.ui.review_page.ReviewPage` decides
what a step shows.  The keys (Home, Left, Right, End, P) are the page's shortcuts.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

# Autoplay speeds offered (steps per second at 1×: see ReviewPage.STEP_MS).
SPEEDS = (0.5, 1.0, 2.0, 4.0)
DEFAULT_SPEED = 1.0


class ReviewBar(QFrame):
    first = Signal()
    previous = Signal()
    play = Signal()  # play or pause
    next = Signal()
    last = Signal()
    moved = Signal(int)  # the slider was moved to this position
    speed_changed = Signal(float)
    close_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBar")
        self.setStyleSheet("#reviewBar { background: palette(alternate-base);"
                           " border: 1px solid palette(mid); border-radius: 6px; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 6, 12, 6)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # carries a player's name
        self.title.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close_requested)
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button)
        outer.addLayout(top)
        row = QHBoxLayout()
        self.first_button = self._button(QStyle.StandardPixmap.SP_MediaSkipBackward)
        self.previous_button = self._button(QStyle.StandardPixmap.SP_MediaSeekBackward)
        self.play_button = self._button(QStyle.StandardPixmap.SP_MediaPlay)
        self.next_button = self._button(QStyle.StandardPixmap.SP_MediaSeekForward)
        self.last_button = self._button(QStyle.StandardPixmap.SP_MediaSkipForward)
        for button, signal in ((self.first_button, self.first),
                               (self.previous_button, self.previous),
                               (self.play_button, self.play), (self.next_button, self.next),
                               (self.last_button, self.last)):
            button.clicked.connect(signal)
            button.setMinimumWidth(40)
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.moved)
        self.slider.setPageStep(10)
        row.addWidget(self.slider, 1)
        self.position = QLabel()
        self.position.setMinimumWidth(self.position.fontMetrics().horizontalAdvance("0000 / 0000"))
        self.position.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.position)
        self.speed_label = QLabel()
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem(f"{speed:g}×", speed)
        self.speed.setCurrentIndex(SPEEDS.index(DEFAULT_SPEED))
        self.speed.currentIndexChanged.connect(
            lambda i: self.speed_changed.emit(float(self.speed.itemData(i))))
        self.speed_label.setBuddy(self.speed)
        row.addWidget(self.speed_label)
        row.addWidget(self.speed)
        outer.addLayout(row)
        self.playing = False
        self.retranslate()

    def _button(self, icon: QStyle.StandardPixmap) -> QPushButton:
        """A step button: the media icon, named for screen readers in retranslate."""
        return QPushButton(self.style().standardIcon(icon), "")

    def show_position(self, index: int, length: int) -> None:
        """Put the slider, the counter and the buttons at position ``index``."""
        self.slider.blockSignals(True)  # moved by the page, not the player
        self.slider.setRange(0, length)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position.setText(f"{index} / {length}")
        self.position.setAccessibleName(self.tr("Step %1 of %2").replace("%1", str(index))
                                        .replace("%2", str(length)))
        for button in (self.first_button, self.previous_button):
            button.setEnabled(index > 0)
        for button in (self.next_button, self.last_button):
            button.setEnabled(index < length)

    def set_playing(self, playing: bool) -> None:
        self.playing = playing
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay))
        self.retranslate()

    def retranslate(self) -> None:
        self.close_button.setText(self.tr("&Close review"))
        self.speed_label.setText(self.tr("S&peed:"))
        self.slider.setAccessibleName(self.tr("Position in the game"))
        key = Qt.Key
        named = ((self.first_button, self.tr("First position"), key.Key_Home),
                 (self.previous_button, self.tr("Previous step"), key.Key_Left),
                 (self.play_button, self.tr("Pause") if self.playing
                  else self.tr("Play the game forward"), key.Key_P),
                 (self.next_button, self.tr("Next step"), key.Key_Right),
                 (self.last_button, self.tr("Last position"), key.Key_End))
        for button, name, k in named:
            button.setAccessibleName(name)
            shown = QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(self.tr("%1 (key: %2)").replace("%1", name).replace("%2", shown))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
