"""Translator notes must belong to the string they sit on.

lupdate takes a ``#:`` comment as a note for the translator and hangs it on the next
``tr()`` call it meets, however far below.  Our ``#:`` attribute docs once reached
strings they had nothing to do with ("Your blocking disk" explained as "the payload
kind of the blocking disk"), which misled the German and Japanese translators
(translation review, item 7.7).  So every note in the catalogue must come from a
``#:`` block that ends at most a few lines above its string.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = sorted((ROOT / "translations").glob("climbdesk_*.ts"))
NEAR = 3  # lines between a note's last line and its string (a dict entry or two)


def _blocks(lines: list[str]) -> list[tuple[int, str]]:
    """Every ``#:`` block of a source file as (index of its last line, its text)."""
    found: list[tuple[int, str]] = []
    i = 0
    while i < len(lines):
        if re.match(r"\s*#:", lines[i]):
            j = i
            while j < len(lines) and re.match(r"\s*#:", lines[j]):
                j += 1
            text = " ".join(re.sub(r"^\s*#:\s?", "", x) for x in lines[i:j])
            found.append((j - 1, " ".join(text.split())))
            i = j
        else:
            i += 1
    return found


def _notes(catalogue: Path) -> list[tuple[str, int, str]]:
    text = catalogue.read_text(encoding="utf-8")
    notes = []
    for message in re.finditer(r"<message>(.*?)</message>", text, re.S):
        body = message.group(1)
        note = re.search(r"<extracomment>(.*?)</extracomment>", body, re.S)
        where = re.search(r'<location filename="\.\./([^"]+)" line="(\d+)"', body)
        if note and where:
            notes.append((where.group(1), int(where.group(2)),
                          " ".join(html.unescape(note.group(1)).split())))
    return notes


def test_the_catalogues_carry_notes_to_check() -> None:
    assert CATALOGUES
    assert any(_notes(c) for c in CATALOGUES)


def test_every_translator_note_sits_just_above_its_string() -> None:
    wrong = []
    for catalogue in CATALOGUES:
        for path, line, note in _notes(catalogue):
            lines = (ROOT / path).read_text(encoding="utf-8").split("\n")
            above = [end for end, text in _blocks(lines) if text[:40] == note[:40]]
            if not above or not any(0 <= line - 1 - end <= NEAR for end in above):
                wrong.append(f"{catalogue.name}: {path}:{line}: {note[:60]}")
    assert not wrong, "notes hung on the wrong strings:\n" + "\n".join(wrong)
