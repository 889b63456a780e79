"""Preferences dialog.  Every change is applied live and saved at once.

There is no OK/Apply: each widget writes its setting as it changes, and the
rest of the app reacts to ``settings_changed`` — so what you see is what is
stored, and closing the dialog can never lose a change.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from climbdesk.ui.accessibility import name_from_label
from climbdesk.ui.i18n import LANGUAGE_NAMES
from climbdesk.ui.mnemonics import ButtonBox
from climbdesk.ui.settings import LANGUAGES, THEMES, Settings

# Animation-speed slider steps (index -> factor); 0 turns animations off.
SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)


class PreferencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = Settings()
        self.setMinimumWidth(460)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.language = QComboBox()
        self.theme = QComboBox()
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, len(SPEEDS) - 1)
        self.speed.setPageStep(1)
        self.speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed_value = QLabel()
        self.speed_value.setMinimumWidth(60)
        speed_row = QWidget()
        sr = QVBoxLayout(speed_row)
        sr.setContentsMargins(0, 0, 0, 0)
        sr.addWidget(self.speed)
        sr.addWidget(self.speed_value)
        self.delay = QDoubleSpinBox()
        self.delay.setRange(0.0, 5.0)
        self.delay.setSingleStep(0.1)
        self.delay.setDecimals(1)
        self.colourblind = QCheckBox()
        # Sound: on/off, the volume, and why the app is silent when it cannot play.
        self.sound_on = QCheckBox()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.sound_why = QLabel()
        self.sound_why.setWordWrap(True)
        sound_row = QWidget()
        so = QVBoxLayout(sound_row)
        so.setContentsMargins(0, 0, 0, 0)
        so.addWidget(self.sound_on)
        so.addWidget(self.volume)
        so.addWidget(self.sound_why)
        self.labels = [QLabel() for _ in range(6)]
        for label, widget in zip(self.labels, (self.language, self.theme, speed_row, self.delay,
                                               self.colourblind, sound_row), strict=True):
            form.addRow(label, widget)
            label.setBuddy(widget)  # Alt+<letter> and screen readers: the label names it
        self.labels[2].setBuddy(self.speed)  # the row is a container; the slider takes focus
        self.labels[5].setBuddy(self.sound_on)
        lay.addLayout(form)
        buttons = ButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self._loading = True
        self.retranslate()
        self._load()
        self._loading = False
        self.language.currentIndexChanged.connect(
            lambda: self._store("language", self.language.currentData()))
        self.theme.currentIndexChanged.connect(
            lambda: self._store("theme", self.theme.currentData()))
        self.speed.valueChanged.connect(self._speed_changed)
        self.delay.valueChanged.connect(lambda v: self._store("bot_delay", round(float(v), 1)))
        self.colourblind.toggled.connect(lambda on: self._store("colourblind", bool(on)))
        self.sound_on.toggled.connect(self._sound_toggled)
        self.volume.valueChanged.connect(
            lambda v: self._store("sound_volume", round(v / 100, 2)))

    def _load(self) -> None:
        s = self.settings
        self.language.setCurrentIndex(max(0, self.language.findData(s.get("language"))))
        self.theme.setCurrentIndex(max(0, self.theme.findData(s.get("theme"))))
        speed = float(s.get("animation_speed"))
        nearest = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))
        self.speed.setValue(nearest)
        self.delay.setValue(float(s.get("bot_delay")))
        self.colourblind.setChecked(bool(s.get("colourblind")))
        self.sound_on.setChecked(not s.get("sound_muted"))
        self.volume.setValue(round(100 * float(s.get("sound_volume"))))
        self._show_sound()
        self._show_speed()

    def _store(self, key: str, value: object) -> None:
        if not self._loading:
            self.settings.set(key, value)

    def _sound_toggled(self, on: bool) -> None:
        self._store("sound_muted", not on)
        self._show_sound()

    def _show_sound(self) -> None:
        from climbdesk.ui.sound import unavailable

        why = unavailable()
        self.sound_why.setText(QCoreApplication.translate("sound", why) if why else "")
        self.sound_why.setVisible(bool(why))
        self.sound_on.setEnabled(not why)
        self.volume.setEnabled(not why and self.sound_on.isChecked())

    def _speed_changed(self, index: int) -> None:
        self._show_speed()
        self._store("animation_speed", SPEEDS[index])

    def _show_speed(self) -> None:
        factor = SPEEDS[self.speed.value()]
        self.speed_value.setText(self.tr("Off") if factor == 0 else f"{factor:g}×")
        # The slider's position alone says nothing; a screen reader reads this too.
        self.speed.setAccessibleDescription(self.speed_value.text())

    def retranslate(self) -> None:
        loading, self._loading = getattr(self, "_loading", False), True
        self.setWindowTitle(self.tr("Preferences"))
        texts = (self.tr("&Language:"), self.tr("&Appearance:"), self.tr("Animation &speed:"),
                 self.tr("&Bot move pause:"), self.tr("C&olours:"), self.tr("So&und:"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
            name_from_label(label)  # screen readers say what the label says
        lang = self.language.currentData()
        self.language.clear()
        for code in LANGUAGES:
            self.language.addItem(self.tr("System default") if code == "system"
                                  else LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(max(0, self.language.findData(lang)))
        theme = self.theme.currentData()
        self.theme.clear()
        names = {"system": self.tr("System"), "light": self.tr("Light"), "dark": self.tr("Dark")}
        for code in THEMES:
            self.theme.addItem(names[code], code)
        self.theme.setCurrentIndex(max(0, self.theme.findData(theme)))
        self.delay.setSuffix(self.tr(" s"))
        self.delay.setToolTip(self.tr("How long a bot's move stays visible before it is played, "
                                      "so you can follow it."))
        self.colourblind.setText(self.tr("Colour-blind-safe &palette"))
        self.sound_on.setText(self.tr("Play sounds (dice, moves, falls, the &win)"))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume.setToolTip(self.tr("Volume"))
        self._show_sound()
        self._show_speed()
        self._loading = loading

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
