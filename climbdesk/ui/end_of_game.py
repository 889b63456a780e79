"""The end-of-game screen's details: the ranking with how each score was made up,
and how long the game was.

The game-over banner (:mod:`climbdesk.ui.banners`) shows them under its headline.
How a score was made is the game's business, asked through its board
registration's ``score_breakdown`` hook; a game without one shows the outcome's
score under its ``score_label``.  Only the true final state is read: the game is
over, so nothing is hidden any more.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from climbdesk.bots.analysis import Analysis, Mark
from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.match import HistoryEntry
from climbdesk.core.outcome import Outcome
from climbdesk.core.record import GameRecord, Seat
from climbdesk.core.state import State
from climbdesk.ui.boards.registry import ScoreRow, board_registration
from climbdesk.ui.strings import display_name, score_label

SEPARATOR = " · "
# Minutes from the start beyond which a game was surely put away and resumed: the
# record keeps no play clock, so its time is then not shown at all.
LONGEST_SITTING = 12 * 60


def breakdown_rows(game_key: str, final: State, outcome: Outcome) -> list[ScoreRow]:
    """One row per seat, best first (ties in seat order): the game's own breakdown
    where it writes one, else the outcome's score."""
    board = board_registration(game_key)
    given = {row.seat: row for row in (board.score_breakdown(final, outcome) if board else [])}
    label = score_label(game_key)
    rows = []
    for seat in range(final.players):
        row = given.get(seat)
        if row is None:
            score = outcome.scores[seat] if seat < len(outcome.scores) else None
            text = "" if score is None else f"{label}: {score:g}" if label else f"{score:g}"
            row = ScoreRow(seat, text)
        rows.append(row)
    return sorted(rows, key=lambda r: (outcome.ranking[r.seat], r.seat))


def kept_analyses(record: GameRecord) -> dict[int, Analysis]:
    """The library's analyses of this game by seat (at the level review analyses with);
    none when the library is unavailable or the game is not in it: the screen then
    simply has nothing to sum up."""
    from climbdesk.bots.registry import game_bots
    from climbdesk.library.analyses import analyses_of
    from climbdesk.ui import stats

    try:
        level = game_bots(record.game).hint_level.value
        kept = analyses_of(stats.keeper().library(), record, level)
    except ClimbdeskError:
        return {}
    out = {}
    for seat, data in kept.items():
        try:
            out[seat] = Analysis.from_json(data, record)
        except (ClimbdeskError, ValueError, KeyError, TypeError):
            continue  # a damaged row: that seat can be analysed again
    return out


def rounds_played(history: list[HistoryEntry]) -> int:
    """Rounds: the turns the first player to move had (a round starts with theirs)."""
    owners = [e.owner for e in history if e.turn > 0]
    if not owners:
        return 0
    first = owners[0]
    return len({e.turn for e in history if e.turn > 0 and e.owner == first})


def minutes_since(created: str, now: datetime.datetime | None = None) -> int | None:
    """Whole minutes from the record's start (ISO 8601) to ``now``; None if unknown.
    A resumed game counts the time it was put away too: the record keeps no clock."""
    try:
        start = datetime.datetime.fromisoformat(created)
    except ValueError:
        return None
    if start.tzinfo is None:
        start = start.replace(tzinfo=datetime.UTC)
    now = now or datetime.datetime.now(datetime.UTC)
    seconds = (now - start).total_seconds()
    return int(seconds // 60) if seconds >= 0 else None


class ScoreTable(QWidget):
    """The ranking: place, name, score and how it was made, one row per seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 0)
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(3, 1)
        self.length = QLabel()
        self.length.setObjectName("gameLength")
        # One line per analysed player, when review's Analyse was run on this game.
        self.analysis = QLabel()
        self.analysis.setObjectName("analysisSummary")
        self.analysis.setWordWrap(True)
        self.analysis.setTextFormat(Qt.TextFormat.PlainText)  # it carries names
        self.analyses: dict[int, Analysis] = {}
        self._record: GameRecord | None = None
        self._shown: tuple[str, State, Outcome, list[Seat], list[HistoryEntry],
                           int | None] | None = None
        self.labels: list[list[QLabel]] = []  # per row: place, name, score, details
        self.retranslate()

    def show_result(self, game_key: str, final: State, outcome: Outcome,
                    record: GameRecord, history: list[HistoryEntry],
                    minutes: int | None) -> None:
        """Fill the table from the final state; ``minutes``: how long it took."""
        self._shown = (game_key, final, outcome, record.seats, history, minutes)
        self._record = record
        self.analyses = kept_analyses(record)
        self._fill()

    def refresh_analyses(self) -> None:
        """Read the game's analyses again (one may have been run in review meanwhile)."""
        if self._record is not None:
            self.analyses = kept_analyses(self._record)
            self._fill()

    def _fill(self) -> None:
        for old in self.labels:
            for label in old:
                label.hide()
                self.grid.removeWidget(label)
                label.deleteLater()
        self.labels = []
        if self._shown is None:
            return
        game_key, final, outcome, seats, history, minutes = self._shown
        for r, row in enumerate(breakdown_rows(game_key, final, outcome)):
            details = list(row.details)
            if not final.is_active(row.seat):
                details.append(self.tr("left the game"))
            name = display_name(seats[row.seat].name) if row.seat < len(seats) else "?"
            texts = [self.tr("%1.").replace("%1", str(outcome.ranking[row.seat])), name,
                     row.score, SEPARATOR.join(details)]
            labels = []
            for c, text in enumerate(texts):
                label = QLabel(text)
                label.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
                if c == 3:
                    label.setWordWrap(True)
                if c == 1 and outcome.ranking[row.seat] == 1:
                    font = label.font()
                    font.setBold(True)
                    label.setFont(font)
                self.grid.addWidget(label, r, c, Qt.AlignmentFlag.AlignTop)
                labels.append(label)
            labels[0].setAccessibleName(self.tr("Place %1: %2, %3. %4")
                                        .replace("%1", str(outcome.ranking[row.seat]))
                                        .replace("%2", name).replace("%3", row.score)
                                        .replace("%4", texts[3]))
            self.labels.append(labels)
        self.grid.addWidget(self.length, len(self.labels), 0, 1, 4)
        self.length.setText(self.length_text(history, minutes))
        self.grid.addWidget(self.analysis, len(self.labels) + 1, 0, 1, 4)
        self.analysis.setText(self.analysis_text(seats))
        self.analysis.setVisible(bool(self.analyses))

    def analysis_text(self, seats: list[Seat]) -> str:
        """Per analysed player: decisions, the marks' counts and the win chance lost."""
        lines = []
        for seat, analysis in sorted(self.analyses.items()):
            verdicts = analysis.verdicts
            counts = {m: sum(v.mark is m for v in verdicts)
                      for m in (Mark.DOUBTFUL, Mark.BAD, Mark.VERY_BAD)}
            name = display_name(seats[seat].name) if seat < len(seats) else "?"
            lost = 100 * sum(v.loss for v in verdicts)
            lines.append(self.tr("Analysis of %1: %2 decisions, %3 doubtful (?!), %4 bad (?), "
                                 "%5 very bad (??); %6 points of win chance lost in all.")
                         .replace("%1", name).replace("%2", str(len(verdicts)))
                         .replace("%3", str(counts[Mark.DOUBTFUL]))
                         .replace("%4", str(counts[Mark.BAD]))
                         .replace("%5", str(counts[Mark.VERY_BAD]))
                         .replace("%6", f"{lost:.1f}"))
        return "\n".join(lines)

    def length_text(self, history: list[HistoryEntry], minutes: int | None) -> str:
        """"24 moves in 12 rounds · 9 minutes" (the parts that are known)."""
        turns = history[-1].turn if history else 0
        parts = [self.tr("%n moves", "", turns)]
        rounds = rounds_played(history)
        if rounds > 1:
            parts = [self.tr("%n moves in %1 rounds", "", turns).replace("%1", str(rounds))]
        if minutes is not None and minutes < LONGEST_SITTING:
            parts.append(self.tr("less than a minute") if minutes < 1
                         else self.tr("%n minutes", "", minutes) if minutes < 60
                         else self.tr("%1 h %2 min").replace("%1", str(minutes // 60))
                         .replace("%2", f"{minutes % 60:02d}"))
        return SEPARATOR.join(parts)

    def rows_text(self) -> list[str]:
        """Each row as one line (for tests and screen-reader checks)."""
        return [" ".join(label.text() for label in row) for row in self.labels]

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Final ranking"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
