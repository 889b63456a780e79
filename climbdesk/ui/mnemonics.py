"""Alt-key mnemonics: dialog buttons that keep theirs, and free letters for run-time labels.

Every menu item, dialog button and labelled field has an ``&`` mnemonic that is
unique in its menu or window, in every language (``tests/ui/test_mnemonics.py``).
Fixed texts carry theirs in the source and in each translation (Japanese style:
"保存(&S)"); texts known only at run time (a game's option names, seat labels)
get a free letter from :func:`add_mnemonic`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialogButtonBox, QWidget

Std = QDialogButtonBox.StandardButton

# ``&x`` marks a mnemonic; ``&&`` is a literal ampersand.
_MNEMONIC = re.compile(r"&(&|.)", re.S)


def mnemonic(text: str) -> str | None:
    """The mnemonic character of ``text`` (lower case), or None."""
    for match in _MNEMONIC.finditer(text):
        if match.group(1) != "&":
            return match.group(1).lower()
    return None


def _standard_texts() -> dict[Std, str]:
    return {
        Std.Close: QCoreApplication.translate("DialogButtons", "&Close"),
        Std.Cancel: QCoreApplication.translate("DialogButtons", "&Cancel"),
        Std.Open: QCoreApplication.translate("DialogButtons", "&Open"),
    }


class ButtonBox(QDialogButtonBox):
    """A QDialogButtonBox whose standard buttons carry our texts with mnemonics.

    Qt resets standard buttons to its own texts (without mnemonics) on every language
    change, after the dialog's own ``changeEvent`` ran; this box puts ours back then.
    ``texts`` overrides a button's text (e.g. OK reading "&Start game").
    """

    def __init__(self, buttons: Std = Std.NoButton, parent: QWidget | None = None) -> None:
        super().__init__(buttons, parent)
        self.texts: dict[Std, Callable[[], str]] = {}
        self.apply_texts()

    def apply_texts(self) -> None:
        texts = _standard_texts()
        texts.update({which: make() for which, make in self.texts.items()})
        for which, text in texts.items():
            button = self.button(which)
            if button is not None:
                button.setText(text)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.apply_texts()
        return handled


def _latin(char: str) -> bool:
    return char.isascii() and char.isalnum()


def add_mnemonic(text: str, taken: set[str], prefer: str = "", hint: str = "") -> str:
    """``text`` with a mnemonic not in ``taken`` (which is updated), if it has none yet.

    Tried in order: the characters of ``prefer`` found in the text (e.g. a seat's
    digit), the first letters of words, any letter or digit of the text.  Text
    without a free Latin letter (Japanese) gets "(&X)" before its closing colon
    or ellipsis, X taken from ``hint`` (the English text) or the alphabet.
    Returns ``text`` unchanged when no character is free.
    """
    own = mnemonic(text)
    if own is not None:
        taken.add(own)
        return text
    if "&" in text:  # literal "&&" only: leave such a text alone
        return text
    words = [i for i, c in enumerate(text) if _latin(c) and (i == 0 or not text[i - 1].isalnum())]
    order: list[int] = [i for p in prefer for i, c in enumerate(text) if c.lower() == p.lower()]
    order += words + [i for i, c in enumerate(text) if _latin(c)]
    for i in order:
        if text[i].lower() not in taken:
            taken.add(text[i].lower())
            return f"{text[:i]}&{text[i:]}"
    letters: Iterable[str] = [c for c in hint.upper() if _latin(c)]
    for char in [*letters, *"ABCDEFGHIJKLMNOPQRSTUVWXYZ"]:
        if char.lower() not in taken:
            taken.add(char.lower())
            stem = text.rstrip(":：…")
            return f"{stem}(&{char}){text[len(stem):]}"
    return text
