"""Short sounds for what happens on the board: dice, a piece set down, a climb, a fall,
a bust, a win.

Qt plays them through ``QSoundEffect`` from Qt Multimedia, which ships in PySide6's
add-ons (the ``sound`` extra), not in PySide6-Essentials: without it, or without an
audio output, the app runs silent and :attr:`Sounds.unavailable` says why (the
Preferences dialog shows it).  Which sounds a move makes is the game's business:
each board registration's ``sounds`` hook reads the public view before and after the
move (never a seat's secrets) and the actions the table saw.  Tests and the bundle's
self-test set ``CLIMBDESK_SOUND=off``; then nothing is loaded or played, but every
request is still emitted as :attr:`Sounds.asked`, which is what the tests check.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from climbdesk.core.actions import Action, Dice
from climbdesk.core.state import NOBODY, State
from climbdesk.paths import resource_dir
from climbdesk.ui.strings import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from climbdesk.ui.controller import GameController


class SoundEvent(StrEnum):
    """What a sound means; the value names ``resources/sounds/<value>.wav``."""

    DICE = "dice"
    PLACE = "place"
    CLIMB = "climb"
    FALL = "fall"
    BUST = "bust"
    WIN = "win"


# A board's hook: the actions the table saw in one move (the player's and the chance
# outcomes that followed, as the public sees them), and the public views before and
# after; returns the sounds to play, most important first (only the first plays).
SoundsOf = Callable[[Sequence[Action], State, State], Sequence[SoundEvent]]


def default_sounds(actions: Sequence[Action], before: State, after: State) -> list[SoundEvent]:
    """Without a game's own hook: rolled dice rattle, any other move is a piece set down."""
    if any(isinstance(a, Dice) for a in actions):
        return [SoundEvent.DICE]
    return [SoundEvent.PLACE] if actions else []


_REASON: list[str] = []  # the probe's answer, once per run (a list: tests reset it)


def unavailable() -> str:
    """Why the app is silent ("" when it can play); probed once per run.  English here,
    translated where shown (the "sound" context)."""
    if not _REASON:
        _REASON.append(_probe())
    return _REASON[0]


def _probe() -> str:
    if os.environ.get("CLIMBDESK_SOUND", "").lower() == "off":
        return QT_TRANSLATE_NOOP("sound", "Sound is switched off for this run.")
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ModuleNotFoundError:
        return QT_TRANSLATE_NOOP("sound", "Sound needs Qt Multimedia, which is not installed "
                                          "(install climbdesk with its sound extra).")
    except ImportError:  # installed, but a system library it links to is missing (libpulse)
        return QT_TRANSLATE_NOOP("sound", "Qt Multimedia is installed but cannot start: a "
                                          "system audio library (PulseAudio's libpulse) is "
                                          "missing.")
    if not QMediaDevices.audioOutputs():
        return QT_TRANSLATE_NOOP("sound", "No audio output device was found.")
    return ""


def sound_path(event: SoundEvent) -> str:
    return str(resource_dir() / "sounds" / f"{event.value}.wav")


class Sounds(QObject):
    """Plays the events of the game on show, at the volume the settings give."""

    #: Every sound asked for (also when muted or silent): the event's value.
    asked = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._effects: dict[SoundEvent, Any] = {}
        self._volume = 0.6
        self._muted = False
        self._before: State | None = None
        self._seen = 0
        self._hook: SoundsOf = default_sounds

    @property
    def unavailable(self) -> str:
        """Why the app is silent, or "" when it can play."""
        return unavailable()

    # ----- the backend ---------------------------------------------------------------------
    def _effect(self, event: SoundEvent) -> Any:
        effect = self._effects.get(event)
        if effect is None:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect

            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(sound_path(event)))
            self._effects[event] = effect
        return effect

    def set_volume(self, volume: float, muted: bool) -> None:
        self._volume, self._muted = max(0.0, min(1.0, volume)), muted

    def play(self, event: SoundEvent) -> None:
        self.asked.emit(event.value)
        if self.unavailable or self._muted or self._volume <= 0:
            return
        effect = self._effect(event)
        effect.setVolume(self._volume)
        effect.play()

    # ----- following a game ------------------------------------------------------------------
    def follow(self, controller: GameController, hook: SoundsOf | None) -> None:
        """Listen to this game's moves (the previous game's controller is gone by now)."""
        self._hook = hook or default_sounds
        self._before = controller.view(NOBODY)
        self._seen = len(controller.history)
        controller.position_changed.connect(lambda action: self._moved(controller, action))
        controller.game_over.connect(lambda _outcome: self.play(SoundEvent.WIN))

    def _moved(self, controller: GameController, action: Action | None) -> None:
        after = controller.view(NOBODY)
        history = controller.history
        new = history[self._seen:] if action is not None and len(history) > self._seen else []
        before, self._before, self._seen = self._before, after, len(history)
        if not new or before is None:
            return  # undo, redo or a loaded position: no sound
        seen = [a for a in (e.action_for(NOBODY) for e in new) if a is not None]
        events = self._hook(seen, before, after)
        if events and not after.is_terminal():  # the end plays its own sound
            self.play(events[0])


def by_heights(heights: Callable[[State], Sequence[int]]) -> SoundsOf:
    """A hook for climbing games: a climber lower than before falls, one higher climbs;
    otherwise the default sounds.  ``heights`` reads every climber's height from a view."""

    def sounds(actions: Sequence[Action], before: State, after: State) -> list[SoundEvent]:
        old, new = heights(before), heights(after)
        if len(old) == len(new):
            if any(n < o for o, n in zip(old, new, strict=True)):
                return [SoundEvent.FALL]
            if any(n > o for o, n in zip(old, new, strict=True)):
                return [SoundEvent.CLIMB]
        return default_sounds(actions, before, after)

    return sounds
