"""Small read-only dialogs: rules, statistics, about."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from climbdesk import __version__, paths
from climbdesk.core.game import Game
from climbdesk.core.registry import all_games
from climbdesk.ui import i18n, stats
from climbdesk.ui.mnemonics import ButtonBox
from climbdesk.ui.strings import display_name, level_name, tr_game, tr_title


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


class StatisticsDialog(QDialog):
    """Games played and won, per game, per opponent, per player name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(560, 420)
        lay = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setRootIsDecorated(True)
        self.empty = QLabel()
        #: What is wrong with the statistics file, if anything (unreadable, damaged).
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b;")
        lay.addWidget(self.problem)
        lay.addWidget(self.empty)
        lay.addWidget(self.tree)
        buttons = ButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        # Read once (a damaged file is set aside on reading); never raises, so the
        # dialog always opens, saying what is wrong if anything is.
        self._loaded = stats.load_report()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tree.setAccessibleName(self.tr("Games played and won"))
        self.tree.setHeaderLabels([self.tr("Game / opponent"), self.tr("Played"),
                                   self.tr("Won")])
        self.tree.clear()
        loaded = self._loaded
        data = loaded.data
        titles = {g.info.key: tr_title(g.info.title) for g in all_games()}
        for key, game in sorted(data.get("games", {}).items()):
            top = QTreeWidgetItem([titles.get(key, key), str(game.get("played", 0)),
                                   str(game.get("won", 0))])
            for opp, bucket in sorted(game.get("opponents", {}).items()):
                label = self.tr("Pass and play") if opp == "human" else \
                    self.tr("Against %1 bots").replace("%1", level_name(opp))
                won = str(bucket.get("won", 0)) if opp != "human" else "–"
                top.addChild(QTreeWidgetItem([label, str(bucket.get("played", 0)), won]))
            for name, per in sorted(game.get("players", {}).items()):
                label = self.tr("Player: %1").replace("%1", display_name(name))
                if "best" in per:
                    label += " — " + self.tr("solitaire best: %1 turns").replace(
                        "%1", str(per["best"]))
                top.addChild(QTreeWidgetItem([label, str(per.get("played", 0)),
                                              str(per.get("won", 0))]))
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        has_data = self.tree.topLevelItemCount() > 0
        self.empty.setText("" if has_data else self.tr("No finished games yet."))
        self.empty.setVisible(not has_data)
        self.problem.setText(tr_game(loaded.problem) if loaded.problem else "")
        self.problem.setVisible(loaded.problem is not None)

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
