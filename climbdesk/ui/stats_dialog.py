"""Settings ▸ Statistics: per game and opponent, counted from the game library.

A table (games, wins, win rate, best and current streak, average length, per
game, per opponent — pass and play or a bot level — and per player name) and a
chart of the win rate over time against each bot level of the chosen game, so
a player sees whether they are getting better, and for dice games a check of
the kept rolls against their odds (``climbdesk.library.dice``).  Export writes every kept game
as CSV for a spreadsheet.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from climbdesk import paths
from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.game import ChanceMode
from climbdesk.core.level import LEVELS
from climbdesk.core.registry import catalogue, get_game
from climbdesk.core.storage import atomic_write_text
from climbdesk.library import LibraryError, dice
from climbdesk.library.dice import DiceCheck
from climbdesk.library.entries import HUMANS
from climbdesk.library.queries import Tally, tallies
from climbdesk.ui import messages, stats
from climbdesk.ui.library_model import opponent_text, result_name, when
from climbdesk.ui.mnemonics import ButtonBox
from climbdesk.ui.palette import board_theme
from climbdesk.ui.plot_teardown import PlotCloser, close_plot
from climbdesk.ui.settings import Settings
from climbdesk.ui.strings import display_name, error_text, level_name, tr_game, tr_title

# Line styles per bot level, so the lines differ in more than colour.
STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)


def _numbers(item: QTreeWidgetItem) -> QTreeWidgetItem:
    """Figures right-aligned, so units line up under units."""
    for column in range(1, 7):
        item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class StatisticsDialog(QDialog):
    """Games played and won, per game, per opponent, per player name, and the trend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(760, 620)
        lay = QVBoxLayout(self)
        # What is wrong with the library or the old statistics file, if anything.
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b;")
        self.empty = QLabel()
        self.tree = QTreeWidget()
        self.tree.setColumnCount(7)
        self.tree.setRootIsDecorated(True)
        self.tree.currentItemChanged.connect(lambda *_: self._game_chosen())
        self.chart_title = QLabel()
        self.chart_title.setStyleSheet("font-weight: bold;")
        self.chart = pg.PlotWidget()
        self.chart.setMenuEnabled(False)
        self.chart.setMouseEnabled(x=False, y=False)
        self.chart.hideButtons()
        self.chart.setYRange(0, 100, padding=0.02)
        self.chart.showGrid(x=False, y=True, alpha=0.25)
        self.chart.setMinimumHeight(160)
        self.chart.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a picture: the table has the data
        self.legend = self.chart.addLegend(offset=(10, 10))
        # The chart is taken apart by pyqtgraph before anything deletes it (plot_teardown).
        self._closer = PlotCloser(self, self.chart)
        for widget in (self.problem, self.empty):
            lay.addWidget(widget)
        lay.addWidget(self.tree, 3)
        lay.addWidget(self.chart_title)
        lay.addWidget(self.chart, 2)
        self.dice_result = QLabel()
        self.dice_result.setWordWrap(True)
        self.dice_result.setVisible(False)
        lay.addWidget(self.dice_result)
        self.buttons = ButtonBox()  # Close is added last: Tab reaches it last
        self.dice_button = QPushButton()
        self.dice_button.clicked.connect(lambda _checked=False: self.check_dice())
        self.buttons.addButton(self.dice_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(lambda _checked=False: self.export_csv())
        self.buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.apply_texts()
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        # Read once; never raises, so the dialog always opens, saying what is wrong.
        self._loaded = stats.load_report()
        try:
            self._tallies = tallies(stats.keeper().library())
        except LibraryError:
            self._tallies = []
        self._theme = board_theme(bool(Settings().get("colourblind")))
        self.retranslate()

    def __del__(self) -> None:
        # Finalised by its last reference or by the collector: the chart is whole here.
        close_plot(getattr(self, "chart", None))

    # ----- the table ----------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tree.setAccessibleName(self.tr("Games played and won"))
        self.chart.setAccessibleName(self.tr("Win rate over time"))
        self.export_button.setText(self.tr("E&xport as CSV…"))
        self.dice_button.setText(self.tr("Check the &dice"))
        self.dice_button.setAccessibleName(self.tr("Check whether the chosen game's dice "
                                                   "rolls look fair"))
        self.export_button.setAccessibleName(self.tr("Export every kept game as CSV"))
        self.tree.setHeaderLabels([self.tr("Game / opponent"), self.tr("Played"),
                                   self.tr("Won"), self.tr("Win rate"),
                                   self.tr("Best streak"), self.tr("Streak now"),
                                   self.tr("Average turns")])
        self.tree.clear()
        data = self._loaded.data
        titles = {g.key: tr_title(g.title) for g in catalogue()}
        by_game: dict[str, list[Tally]] = {}
        order = [HUMANS, *LEVELS]
        for t in sorted(self._tallies, key=lambda t: (order.index(t.opponent)
                                                      if t.opponent in order else 99)):
            by_game.setdefault(t.game, []).append(t)
        for key, game in sorted(data.get("games", {}).items()):
            top = _numbers(QTreeWidgetItem([titles.get(key, key), str(game.get("played", 0)),
                                            str(game.get("won", 0))]))
            top.setData(0, Qt.ItemDataRole.UserRole, key)
            for t in by_game.get(key, []):
                top.addChild(self._tally_item(t))
            for name, per in sorted(game.get("players", {}).items()):
                label = self.tr("Player: %1").replace("%1", display_name(name))
                if "best" in per:
                    label += " — " + self.tr("solitaire best: %1 turns").replace(
                        "%1", str(per["best"]))
                top.addChild(_numbers(QTreeWidgetItem([label, str(per.get("played", 0)),
                                                       str(per.get("won", 0))])))
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        has_data = self.tree.topLevelItemCount() > 0
        self.empty.setText("" if has_data else self.tr("No finished games yet."))
        self.empty.setVisible(not has_data)
        problem = self._loaded.problem
        self.problem.setText(tr_game(problem) if problem else "")
        self.problem.setVisible(problem is not None)
        self.export_button.setEnabled(has_data)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        self._game_chosen()

    def _game_chosen(self) -> None:
        self._draw_trend()
        key = self.selected_game()
        has_dice = False
        if key is not None:
            try:
                has_dice = get_game(key).info.chance is ChanceMode.EXPLICIT
            except (ClimbdeskError, ImportError):
                has_dice = False
        self.dice_button.setEnabled(has_dice)
        self.dice_result.setVisible(False)

    def _tally_item(self, t: Tally) -> QTreeWidgetItem:
        label = self.tr("Pass and play") if t.opponent == HUMANS else \
            self.tr("Against %1 bots").replace("%1", level_name(t.opponent))
        rate = f"{t.win_rate:.0f} %" if t.win_rate is not None else "–"
        won = str(t.won) if t.opponent != HUMANS else "–"
        if t.streak > 0:
            now = self.tr("%1 won").replace("%1", str(t.streak))
        elif t.streak < 0:
            now = self.tr("%1 lost").replace("%1", str(-t.streak))
        else:
            now = "–"
        best = str(t.best_streak) if t.opponent != HUMANS and t.kept else "–"
        turns = f"{t.average_turns:.1f}" if t.average_turns is not None else "–"
        if t.opponent == HUMANS:
            now = "–"  # nobody's streak: each player's wins are on their own rows
        return _numbers(QTreeWidgetItem([label, str(t.played), won, rate, best, now, turns]))

    # ----- the chart ----------------------------------------------------------------
    def selected_game(self) -> str | None:
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        key = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return key if isinstance(key, str) else None

    def trend_lines(self) -> dict[str, list[float]]:
        """Bot level -> win rate (%) after each game, for the chosen game."""
        key = self.selected_game()
        return {t.opponent: t.trend for t in self._tallies
                if t.game == key and t.opponent in LEVELS and t.trend}

    def _draw_trend(self) -> None:
        theme = self._theme
        self.chart.clear()
        self.legend.clear()
        self.chart.setBackground(QColor(theme.background))
        text = QColor(theme.text)
        self.legend.setLabelTextColor(text)
        veil = QColor(theme.background)
        veil.setAlpha(200)  # the lines stay visible behind the legend
        self.legend.setBrush(pg.mkBrush(veil))
        self.legend.setPen(pg.mkPen(text))
        for name in ("left", "bottom"):
            axis = self.chart.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self.chart.setLabel("left", "%")
        self.chart.setLabel("bottom", self.tr("Games played"))
        colours = (theme.highlight, theme.selection, theme.danger)
        lines = self.trend_lines()
        for i, level in enumerate(LEVELS):
            trend = lines.get(level)
            if not trend:
                continue
            colour = QColor(colours[i % 3])
            pen = pg.mkPen(colour, width=2, style=STYLES[i % 3])
            # A dot per game: a level met once is a point, which a bare line never shows.
            self.chart.plot(list(range(1, len(trend) + 1)), trend, pen=pen,
                            symbol="o", symbolSize=6, symbolBrush=colour, symbolPen=colour,
                            name=opponent_text(level))
        # Whole games on the axis: "1.5 games played" means nothing.
        longest = max((len(t) for t in lines.values()), default=1)
        step = max(1, -(-longest // 8))
        self.chart.getAxis("bottom").setTickSpacing(major=step, minor=step)
        self.chart.setVisible(bool(lines))  # an empty frame says nothing the title does not
        key = self.selected_game()
        title = tr_title(next((g.title for g in catalogue() if g.key == key), "")) if key else ""
        self.chart_title.setText(
            self.tr("Win rate over time against the bots: %1").replace("%1", title)
            if lines else self.tr("Win rate over time: no games against bots to show"))

    # ----- the dice -----------------------------------------------------------------
    def check_dice(self) -> DiceCheck | None:
        """Test the chosen game's kept dice rolls against their odds and say the verdict
        in plain words (the numbers follow for those who want them)."""
        key = self.selected_game()
        if key is None:
            return None
        try:
            result = dice.check(stats.keeper().library(), key)
        except LibraryError as exc:
            self.dice_result.setText(error_text(exc))
            self.dice_result.setVisible(True)
            return None
        numbers = self.tr("(chi-square %1 with %2 degrees of freedom, p = %3)") \
            .replace("%1", f"{result.chi_square:.1f}").replace("%2", str(result.bins - 1)) \
            .replace("%3", f"{result.p_value:.3f}")
        if not result.enough:
            text = self.tr("Too few dice rolls are kept to judge the dice: %1 rolls in %2 "
                           "games. Play on and check again.")
        elif result.fair:
            text = self.tr("%1 rolls in %2 games: the dice look fair. Runs of bad luck "
                           "happen with fair dice too.") + " " + numbers
        else:
            text = self.tr("%1 rolls in %2 games: these rolls are unusual for fair dice; "
                           "fair dice stray this far from their odds less than once in a "
                           "hundred checks.") + " " + numbers
        self.dice_result.setText(text.replace("%1", str(result.rolls))
                                 .replace("%2", str(result.games)))
        self.dice_result.setVisible(True)
        return result

    # ----- export -------------------------------------------------------------------
    def csv_text(self) -> str:
        """Every kept game, one row each, with a header row (the game library's listing)."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow([self.tr("Date"), self.tr("Game"), self.tr("Players"),
                         self.tr("Result"), self.tr("Opponent"), self.tr("Turns"),
                         self.tr("Winners")])
        titles = {g.key: tr_title(g.title) for g in catalogue()}
        for row in stats.keeper().library().games():
            writer.writerow([when(row.ended), titles.get(row.game, row.game),
                             " – ".join(display_name(n) for n in row.names),
                             result_name(row.result), opponent_text(row.opponent),
                             row.turns, ", ".join(display_name(n) for n in row.winners)])
        return out.getvalue()

    def export_csv(self) -> bool:
        target = self.ask_csv_path(paths.saves_dir() / "climbdesk-games.csv")
        if target is None:
            return False
        try:
            atomic_write_text(target, self.csv_text())
        except (OSError, LibraryError) as exc:
            messages.error(self, self.tr("Cannot export"), error_text(exc))
            return False
        return True

    def ask_csv_path(self, default: Path) -> Path | None:
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Export as CSV"), str(default),
                                                self.tr("CSV files (*.csv)"))
        return Path(chosen) if chosen else None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
