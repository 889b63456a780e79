"""Runtime language switching.

Our strings live in ``resources/i18n/climbdesk_<lang>.qm`` (compiled by
``make translations`` from ``translations/*.ts``); Qt's own dialogs (file
dialogs, message box buttons) come from the ``qtbase_<lang>.qm`` shipped with
Qt.  Installing a translator makes Qt send every widget a ``LanguageChange``
event, which is how open windows retranslate without a restart.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from climbdesk import paths
from climbdesk.ui.settings import LANGUAGES, app_signals

SUPPORTED = ("en", "de", "ja")
#: Names shown in Preferences, each in its own language (never translated).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "ja": "日本語"}

_installed: list[QTranslator] = []
_current = "en"


def qm_path(lang: str) -> Path:
    return paths.resource_dir() / "i18n" / f"climbdesk_{lang}.qm"


def resolve(choice: str) -> str:
    """Map a preference ("system", "de", …) to a language we ship."""
    if choice in SUPPORTED:
        return choice
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in SUPPORTED:
            return code
    return "en"


def current_language() -> str:
    return _current


def install(choice: str) -> str:
    """Switch the whole app to ``choice`` (a value of ``LANGUAGES``); returns the language used."""
    global _current
    if choice not in LANGUAGES:
        choice = "system"
    lang = resolve(choice)
    app = QCoreApplication.instance()
    if app is None:
        return lang
    for tr in _installed:
        QCoreApplication.removeTranslator(tr)
    _installed.clear()
    ours = QTranslator()  # English too: its plural forms ("1 move played")
    if ours.load(str(qm_path(lang))):
        _installed.append(ours)
    if lang != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        base = QTranslator()
        if base.load(f"qtbase_{lang}", qt_dir):
            _installed.append(base)
    for tr in _installed:
        QCoreApplication.installTranslator(tr)
    changed = lang != _current
    _current = lang
    if changed:
        app_signals().language_changed.emit()
    return lang
