"""The window's review mode: its page (built on first use), opening a review and
leaving it for the page that was there before (the game, or the start screen).

Apart from :mod:`climbdesk.ui.main_window` so the window keeps to the files and
games it runs; ``MainWindow.review(record)`` is the one entry point (the save
files' Open, the game in progress, the end-of-game screen, the library).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from climbdesk.ui.theme import BoardTheme

if TYPE_CHECKING:
    from climbdesk.core.match import Match
    from climbdesk.core.record import GameRecord
    from climbdesk.ui.banners import GameOverBanner
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.review_page import ReviewPage
    from climbdesk.ui.review_session import ReviewSession


class ReviewMode:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._page: ReviewPage | None = None
        self._theme: BoardTheme | None = None

    def built(self) -> ReviewPage | None:
        """The page if it was built (settings changes reach it then)."""
        return self._page

    @property
    def page(self) -> ReviewPage:
        if self._page is None:
            from climbdesk.ui.palette import board_theme
            from climbdesk.ui.review_page import ReviewPage

            w = self.window
            page = self._page = ReviewPage()
            page.set_theme(self._theme or board_theme(bool(w.settings.get("colourblind"))))
            page.set_animation_speed(float(w.settings.get("animation_speed")))
            page.closed.connect(self._closed)
            w.stack.addWidget(page)
        return self._page

    def set_theme(self, theme: BoardTheme) -> None:
        self._theme = theme
        if self._page is not None:
            self._page.set_theme(theme)

    def open(self, source: GameRecord | Match, viewer: int | None = None) -> bool:
        """Review ``source`` (see ``MainWindow.review``); None asks whose view an
        unfinished hidden-information game shows when several humans played."""
        from climbdesk.core.match import Match
        from climbdesk.ui import paint_ahead
        from climbdesk.ui.review_page import choose_reader
        from climbdesk.ui.review_session import ReviewSession

        w = self.window
        key = source.record.game if isinstance(source, Match) else source.game
        if not w.board_available(key):
            return False
        session = ReviewSession(source)
        if viewer is not None:
            session.set_reader(viewer)
        elif session.needs_reader() and not choose_reader(w, session):
            return False
        w.starts_ahead.cancel()  # a game being set up would start under the review (review14)
        # Shown first, so the move list is filled at the width it shows at: filled while
        # the page was hidden, every row was wrapped again when it was laid out.
        w.stack.setCurrentWidget(self.page)
        self.page.open(session)
        paint_ahead.started(key)  # its board's looks are kept now (review16)
        w.update_actions()
        return True

    def hook(self, banner: GameOverBanner) -> None:
        """The end-of-game screen's Review and Analyse open the game just ended here."""
        banner.review.connect(self.window.review_current)
        banner.analyse.connect(self.analyse_current)

    def analyse_current(self) -> bool:
        """The end-of-game screen's Analyse: review the game just ended with an analysis
        of the human player's decisions (the first human's; the first seat's among bots
        only) — the library's, or one started now."""
        c = self.window.controller
        if c is None or not c.match.state.is_terminal() or not self.window.review_current():
            return False
        panel = self.page.analysis
        if panel.analysis is None:
            panel.start()
        return True

    def session(self) -> ReviewSession | None:
        """The review on show, if any."""
        page = self._page
        return page.session if page is not None and self.window.stack.currentWidget() is page \
            else None

    def _closed(self) -> None:
        w = self.window
        page = w.game_page if w.controller is not None else None
        if page is not None:
            if page.banner.isVisibleTo(page):  # an analysis may have been run meanwhile
                page.banner.scores.refresh_analyses()
            w.stack.setCurrentWidget(page)
            if page.view is not None:
                page.view.setFocus()
            w.update_actions()
        else:
            w.show_start()
