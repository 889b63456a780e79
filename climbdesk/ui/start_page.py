"""The start screen: one card per registered game plus the file/app buttons.

Cards are built from the registry's catalogue, so a new game appears here as
soon as it is declared, with a picture drawn by its own board scene.  The
catalogue imports no rules and the board check imports no board, so the page
is on screen before any engine or board module is loaded.

The pictures come from the thumbnail cache when they can.  One that must be
drawn (first start, new theme or language) is drawn after the page has been
painted, one per event-loop turn, so the window appears at once and never
waits for board modules to load; the positions they show are made on a thread
first (a Climbers sample builds a mountain).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, QTimer, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPalette, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from climbdesk.core.listing import GameListing
from climbdesk.core.registry import catalogue
from climbdesk.ui import i18n, preload
from climbdesk.ui.boards.registry import has_board
from climbdesk.ui.settings import app_signals
from climbdesk.ui.strings import tr_game, tr_title
from climbdesk.ui.theme import BoardTheme
from climbdesk.ui.thumbnails import cached_or_render, cached_thumbnail, sample_ahead

if TYPE_CHECKING:  # event classes (and QStyle) cost import time before the first paint
    from PySide6.QtGui import QEnterEvent, QMouseEvent, QPaintEvent, QResizeEvent

# How often (ms) the missing pictures look whether the modules imported ahead are in.
PRELOAD_POLL_MS = 50

# Nothing here touches PySide's ``Qt`` namespace before the first paint: building it
# costs ~25 ms, a sixth of a bare window's start (tests/test_startup.py).  So the
# cards take hover from enter/leave events (no WA_Hover), their hand cursor on the
# first hover, grow to their row's height instead of being aligned to its top, and
# paint their frame through calls that take no Qt enum (see GameCard.paintEvent).

THUMB = 176  # all five cards fit one row of a 1280-pixel window
# Cards per row in a wide window: every game on one row, none below the fold.
MAX_COLUMNS = 5


class GameCard(QFrame):
    """A clickable card: picture, title, designer, player count, one-line summary."""

    clicked = Signal(str)

    def __init__(self, listing: GameListing, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.listing = listing
        self.setObjectName("gameCard")
        # The frame is painted from the live palette (see paintEvent), not a style sheet: a
        # sheet snapshots the palette when it is applied, so after a switch to the dark
        # theme the cards stayed light and their labels kept dark text.
        self._cursor_set = False
        self.setFixedWidth(THUMB + 40)
        # Cards in a row share its height (their buttons line up at the bottom).
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 14, 12, 14)
        lay.setSpacing(6)
        self.picture = QLabel()
        # Pictures are drawn at exactly this size, so they need no alignment.
        self.picture.setFixedSize(THUMB, THUMB)  # no jump when a late picture arrives
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)  # "Climb ON! the top of the wall" needs two lines
        self.designer = QLabel()
        self.players = QLabel()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(lambda: self.clicked.emit(self.listing.key))
        for w in (self.picture, self.title, self.designer, self.players, self.summary):
            lay.addWidget(w)
        lay.addSpacing(4)
        lay.addStretch(1)
        lay.addWidget(self.play_button)
        self.retranslate()

    def has_picture(self) -> bool:
        return not self.picture.pixmap().isNull()

    def set_picture(self, pix: QPixmap | None) -> None:
        """Show ``pix``; None empties the frame until the right picture is drawn."""
        if pix is None:
            self.picture.clear()
        else:
            self.picture.setPixmap(pix)

    def retranslate(self) -> None:
        info = self.listing
        self.title.setText(tr_title(info.title))
        self.designer.setText(self.tr("by %1").replace("%1", tr_game(info.designer)))
        if info.min_players == info.max_players:
            players = (self.tr("1 player") if info.min_players == 1
                       else self.tr("%1 players").replace("%1", str(info.min_players)))
        else:
            players = self.tr("%1–%2 players").replace("%1", str(info.min_players)) \
                .replace("%2", str(info.max_players))
        self.players.setText(players)
        self.summary.setText(tr_game(info.summary))
        self.play_button.setText(self.tr("New game…"))
        self.setAccessibleName(tr_title(info.title))
        self.setToolTip(self.tr("Start a new game of %1").replace("%1", tr_title(info.title)))
        # Every card's button reads "New game…": its name says which game.
        self.play_button.setAccessibleName(self.toolTip())

    def enterEvent(self, event: QEnterEvent) -> None:
        if not self._cursor_set:
            from PySide6.QtCore import Qt

            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self._cursor_set = True
        self.update()  # the hover ring
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """A rounded card in the palette's base colour; the highlight ring when hovered.

        ``QPainter.setPen``/``setBrush`` and ``fillRect`` also accept Qt enums, and
        resolving those overloads builds PySide's ``Qt`` namespace (~25 ms, see the
        module notes).  The painter's own pen, recoloured, and that pen's solid brush
        go through ``fillPath``/``strokePath``, which have one signature each."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        hovered = self.underMouse()
        width = 2.0 if hovered else 1.0
        inset = width / 2
        path = QPainterPath()
        path.addRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 10, 10)
        pen = painter.pen()
        pen.setColor(pal.color(QPalette.ColorRole.Base))
        painter.fillPath(path, pen.brush())
        pen.setColor(pal.color(QPalette.ColorRole.Highlight if hovered else QPalette.ColorRole.Mid))
        pen.setWidthF(width)
        painter.strokePath(path, pen)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.listing.key)
        super().mouseReleaseEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def playable_games() -> list[GameListing]:
    """Registered games that have a board: a game whose board is still being built
    (its engine is in, its board is not) is not offered yet."""
    return [g for g in catalogue() if has_board(g.key)]


class StartPage(QWidget):
    """Emits what the player picked; the main window does the work."""

    game_chosen = Signal(str)
    resume_requested = Signal()
    open_requested = Signal()
    preferences_requested = Signal()
    statistics_requested = Signal()
    quit_requested = Signal()

    def __init__(self, theme: BoardTheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self._to_draw: list[GameCard] = []   # cards whose picture is not in the cache
        self._drawing_scheduled = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 32, 40, 24)
        outer.setSpacing(16)
        self.heading = QLabel("climbdesk")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        self.heading.setFont(font)
        self.tagline = QLabel()
        outer.addWidget(self.heading)
        outer.addWidget(self.tagline)

        self.cards: list[GameCard] = []
        grid_host = QWidget()
        grid = self.grid = QGridLayout(grid_host)
        grid.setSpacing(16)
        grid.setContentsMargins(0, 8, 0, 8)
        for listing in playable_games():
            card = GameCard(listing)
            card.clicked.connect(self.game_chosen)
            self.cards.append(card)
        self._columns = 0
        self._flow_cards(MAX_COLUMNS)
        scroll = self.card_scroll = QScrollArea()
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll, 1)

        row = QHBoxLayout()
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self.resume_requested)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_requested)
        self.stats_button = QPushButton()
        self.stats_button.clicked.connect(self.statistics_requested)
        self.prefs_button = QPushButton()
        self.prefs_button.clicked.connect(self.preferences_requested)
        self.quit_button = QPushButton()
        self.quit_button.clicked.connect(self.quit_requested)
        for b in (self.resume_button, self.open_button, self.stats_button, self.prefs_button):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.quit_button)
        outer.addLayout(row)
        self.retranslate()
        self.refresh_thumbnails()
        # After i18n has switched (a LanguageChange event comes before that).
        app_signals().language_changed.connect(self.refresh_thumbnails)

    # ----- layout -----------------------------------------------------------------------
    def _flow_cards(self, columns: int) -> None:
        """Lay the cards out ``columns`` to a row (a narrow window gets fewer per row and
        scrolls down, never sideways)."""
        columns = max(1, min(columns, MAX_COLUMNS))
        if columns == self._columns:
            return
        for card in self.cards:
            self.grid.removeWidget(card)
        for c in range(self.grid.columnCount()):
            self.grid.setColumnStretch(c, 0)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns)
        self.grid.setColumnStretch(columns, 1)
        self.grid.setRowStretch(self.grid.rowCount(), 1)
        self._columns = columns

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        card = self.cards[0].width() if self.cards else THUMB + 40
        # From the page's own width: the scroll area inside may not be laid out yet
        # (the first resize arrives as the window is shown), and a scroll bar may come.
        margins = self.contentsMargins()
        outer = self.layout()
        if outer is not None:
            margins = outer.contentsMargins()
        bar = self.card_scroll.verticalScrollBar().sizeHint().width()
        room = self.width() - margins.left() - margins.right() - bar
        self._flow_cards((room + self.grid.spacing()) // (card + self.grid.spacing()))

    # ----- pictures ---------------------------------------------------------------------
    def refresh_thumbnails(self) -> None:
        """Show the cached picture of every card for the current look; queue the others."""
        lang = i18n.current_language()
        dpr = self.devicePixelRatioF()
        self._to_draw = []
        for card in self.cards:
            pix = cached_thumbnail(card.listing.key, THUMB, self.theme, lang, dpr)
            card.set_picture(pix)
            if pix is None:
                self._to_draw.append(card)
        if self._to_draw and self.isVisible():
            self.update()  # the paint that follows schedules the drawing

    def thumbnails_ready(self) -> bool:
        return not self._to_draw

    def draw_thumbnails_now(self) -> None:
        """Draw every missing picture at once (screenshots cannot wait for the event loop)."""
        while self._to_draw:
            card = self._to_draw.pop(0)
            card.set_picture(cached_or_render(card.listing.key, THUMB, self.theme,
                                              i18n.current_language(),
                                              self.devicePixelRatioF()))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._to_draw and not self._drawing_scheduled:
            self._drawing_scheduled = True
            QTimer.singleShot(0, self, self._draw_next_thumbnail)

    def _draw_next_thumbnail(self) -> None:
        """Draw one missing picture, then give the event loop a turn before the next.
        While the first game's modules are imported ahead (:mod:`climbdesk.ui.preload`,
        which imports every board), the pictures wait: drawn now, they would import
        their boards in the turn they are drawn in (70-230 ms each) or wait for the
        import under way."""
        self._drawing_scheduled = False
        if not self._to_draw or not self.isVisible():
            # Off screen (a game started meanwhile) a picture would be drawn in a turn of
            # the game (20-26 ms); the page's next paint takes the drawing up again.
            return
        if preload.busy() or sample_ahead([card.listing.key for card in self._to_draw]):
            # ... and for their sample positions, made on a thread (a Climbers mountain).
            self._drawing_scheduled = True
            QTimer.singleShot(PRELOAD_POLL_MS, self, self._draw_next_thumbnail)
            return
        card = self._to_draw.pop(0)
        card.set_picture(cached_or_render(card.listing.key, THUMB, self.theme,
                                          i18n.current_language(), self.devicePixelRatioF()))
        if self._to_draw:
            self._drawing_scheduled = True
            QTimer.singleShot(0, self, self._draw_next_thumbnail)

    def set_resume_available(self, available: bool) -> None:
        self.resume_button.setVisible(available)

    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        self.refresh_thumbnails()

    def retranslate(self) -> None:
        self.tagline.setText(self.tr("Climbing board games for one screen. "
                                     "Pick a game to play against friends or bots."))
        self.resume_button.setText(self.tr("&Resume last game"))
        self.open_button.setText(self.tr("&Open saved game…"))
        self.stats_button.setText(self.tr("S&tatistics"))
        self.prefs_button.setText(self.tr("&Preferences…"))
        self.quit_button.setText(self.tr("&Quit"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # Moved to a screen with another scale: the cached pictures are per scale,
            # so take (or draw) the ones that are sharp here.
            self.refresh_thumbnails()
        return super().event(event)
