"""Small read-only dialogs: rules, about (statistics: ``stats_dialog``)."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from climbdesk import __version__, paths
from climbdesk.core.game import Game
from climbdesk.ui import i18n
from climbdesk.ui.mnemonics import ButtonBox
from climbdesk.ui.strings import tr_game, tr_title


class RulesDialog(QDialog):
    """The game's rules page (our own words, Markdown) in a browser."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.resize(720, 760)
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        lay.addWidget(self.browser)
        buttons = ButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.retranslate()

    def rules_text(self) -> str:
        info = self.game.info
        language = i18n.current_language()
        page = paths.rules_page(info.rules_page, language) if info.rules_page else None
        if page is not None and page.is_file():
            try:
                return page.read_text(encoding="utf-8")
            except OSError:
                pass
        return "# " + tr_title(info.title) + "\n\n" + tr_game(info.summary) + "\n\n" + \
            self.tr("The full rules page for this game is missing from this installation.")

    def retranslate(self) -> None:
        """Title and page in the current language (called again on every LanguageChange)."""
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", tr_title(self.game.info.title)))
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setMarkdown(self.rules_text())
        self.browser.verticalScrollBar().setValue(0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def about_text() -> str:
    """Names the games that are really there (the registry), never a number that
    the start page could contradict."""
    from climbdesk.ui.start_page import playable_games

    titles = ", ".join(html.escape(tr_title(g.title)) for g in playable_games())
    return QCoreApplication.translate(
        "MainWindow", "<h3>climbdesk %1</h3><p>Climbing board games on one desk: %2. "
                      "Play friends or bots, offline.</p><p>Licensed under the GNU GPL v3 "
                      "or later.</p>").replace("%1", __version__).replace("%2", titles)
