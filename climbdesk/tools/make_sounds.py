"""Synthesise climbdesk's sounds: ``python -m climbdesk.tools.make_sounds resources/sounds``.

The sounds are made here, from sine waves, noise and envelopes, so the project owns
them outright (``resources/sounds/LICENSE.md``: CC0).  The output is deterministic
(seeded noise, fixed parameters), so ``tests/test_sounds.py`` can check that the
shipped files are exactly what this script writes.  Mono, 16-bit, 22,050 Hz, each
under a second: small files that start at once.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22_050
Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _tone(freq: float, seconds: float, *, attack: float = 0.005, decay: float = 8.0,
          harmonics: Iterable[tuple[float, float]] = ((1.0, 1.0),),
          glide: float = 0.0) -> Samples:
    """A plucked tone: fast attack, exponential decay; ``glide`` bends the pitch (octaves/s)."""
    out: Samples = []
    phase = [0.0 for _ in harmonics]
    parts = list(harmonics)
    for i in range(int(RATE * seconds)):
        t = i / RATE
        f = freq * 2 ** (glide * t)
        env = min(1.0, t / attack) * math.exp(-decay * t)
        value = 0.0
        for k, (mult, amp) in enumerate(parts):
            phase[k] += 2 * math.pi * f * mult / RATE
            value += amp * math.sin(phase[k])
        out.append(env * value)
    return out


def _knock(rng: random.Random, seconds: float, *, pitch: float, decay: float) -> Samples:
    """A short wooden knock: filtered noise with a low body tone under it."""
    out: Samples = []
    low = 0.0
    body = _tone(pitch, seconds, attack=0.001, decay=decay * 1.3)
    for i in range(int(RATE * seconds)):
        t = i / RATE
        low += 0.35 * (rng.uniform(-1.0, 1.0) - low)  # one-pole low-pass
        out.append(math.exp(-decay * t) * low * 0.8 + 0.6 * body[i])
    return out


def _mix(length: float, parts: Iterable[tuple[float, Samples]]) -> Samples:
    out = _silence(length)
    for start, samples in parts:
        at = int(start * RATE)
        for i, value in enumerate(samples):
            if at + i < len(out):
                out[at + i] += value
    return out


def dice(rng: random.Random) -> Samples:
    """Dice tumbling onto a wooden tray: a run of knocks, quicker and softer as they settle."""
    hits, t, gap = [], 0.0, 0.075
    for n in range(7):
        hits.append((t, [v * (0.9 - n * 0.1) for v in
                         _knock(rng, 0.06, pitch=rng.uniform(700, 1100), decay=70)]))
        t += gap * rng.uniform(0.7, 1.2)
        gap *= 0.8
    return _mix(0.55, hits)


def place(rng: random.Random) -> Samples:
    """A piece or block set down: one soft, low knock."""
    return _mix(0.2, [(0.0, _knock(rng, 0.2, pitch=220, decay=30))])


def climb(rng: random.Random) -> Samples:
    """Two rising plucked notes (a fifth): going up."""
    harm = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))
    return _mix(0.45, [(0.0, _tone(523.25, 0.3, harmonics=harm, decay=9)),
                       (0.12, _tone(783.99, 0.33, harmonics=harm, decay=8))])


def fall(rng: random.Random) -> Samples:
    """A falling glide ending on a thump."""
    glide = _tone(660, 0.45, harmonics=((1.0, 0.8), (2.0, 0.2)), decay=4, glide=-2.5)
    return _mix(0.65, [(0.0, glide), (0.42, _knock(rng, 0.2, pitch=110, decay=25))])


def bust(rng: random.Random) -> Samples:
    """A low, dull double buzz: the turn's progress is lost."""
    harm = ((1.0, 1.0), (3.0, 0.33), (5.0, 0.2))  # odd harmonics: square-ish
    return _mix(0.5, [(0.0, _tone(155.56, 0.22, harmonics=harm, decay=10)),
                      (0.2, _tone(138.59, 0.3, harmonics=harm, decay=8))])


def win(rng: random.Random) -> Samples:
    """A bright rising arpeggio with the octave held: a win."""
    harm = ((1.0, 1.0), (2.0, 0.35), (4.0, 0.08))
    notes = (523.25, 659.25, 783.99, 1046.5)
    return _mix(0.95, [(0.1 * i, _tone(f, 0.85 - 0.1 * i, harmonics=harm, decay=4))
                       for i, f in enumerate(notes)])


#: event name -> how it is made (the names are climbdesk.ui.sound.SoundEvent's values).
SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "dice": dice, "place": place, "climb": climb, "fall": fall, "bust": bust, "win": win}

LICENSE = """\
# climbdesk's sounds

The WAV files in this folder were synthesised by `climbdesk/tools/make_sounds.py`
(sine waves, seeded noise and envelopes; no recordings or samples from elsewhere).
They are dedicated to the public domain under CC0 1.0
(https://creativecommons.org/publicdomain/zero/1.0/): use them for anything.
Regenerate them with `python -m climbdesk.tools.make_sounds resources/sounds`.
"""


def render(samples: Samples) -> bytes:
    """Normalised to 70% of full scale, 16-bit little-endian, with 5 ms fades at both ends."""
    peak = max((abs(v) for v in samples), default=0.0) or 1.0
    fade = int(RATE * 0.005)
    frames = bytearray()
    for i, v in enumerate(samples):
        edge = min(1.0, i / fade, (len(samples) - 1 - i) / fade)
        frames += struct.pack("<h", round(0.7 * 32767 * edge * v / peak))
    return bytes(frames)


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for seed, (name, make) in enumerate(SOUNDS.items()):
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(render(make(random.Random(seed))))
        written.append(path)
    (folder / "LICENSE.md").write_text(LICENSE, encoding="utf-8")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    for path in write(parser.parse_args(argv).folder):
        print(f"{path} ({path.stat().st_size // 1024} kB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
