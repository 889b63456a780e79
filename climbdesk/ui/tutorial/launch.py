"""Starting a guided game: Help ▸ Learn to Play, and the offer on a game's first opening.

A guided game is an ordinary match on the game page (the script's seed, options
and seats, every seat played by a human as far as the controller knows), with a
:class:`~climbdesk.ui.tutorial.driver.TutorialDriver` on top.  It is never
autosaved, so the unfinished game kept for Resume stays as it was.  Which games
have a guided game is read from their board registrations: shared code names none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from climbdesk.core.listing import GameListing
from climbdesk.core.registry import catalogue, get_game
from climbdesk.ui import autosave, messages
from climbdesk.ui.boards.registry import board_registration, has_board
from climbdesk.ui.strings import QT_TRANSLATE_NOOP, default_name, tr_title
from climbdesk.ui.tutorial.driver import TutorialDriver, tutorial_text
from climbdesk.ui.tutorial.script import TutorialScript

if TYPE_CHECKING:
    from climbdesk.ui.window_pages import WindowPages

#: The scripts' default seat names, for lupdate (shown through ``tr``).
SEAT_NAMES = (QT_TRANSLATE_NOOP("Tutorial", "Rival"),)
# The setting that remembers which games' guided game was offered already.
OFFERED = "tutorials_offered"


def script_for(game_key: str) -> TutorialScript | None:
    """The game's guided-game script, or None when its board offers none."""
    registration = board_registration(game_key) if has_board(game_key) else None
    if registration is None or registration.tutorial is None:
        return None
    return registration.tutorial()


def tutorial_games() -> list[GameListing]:
    """Every registered game that has a guided game, in the start page's order."""
    return [listing for listing in catalogue() if script_for(listing.key) is not None]


def active_driver(window: WindowPages) -> TutorialDriver | None:
    """The guided game running on the window's game page, if any."""
    controller = window.controller
    driver = controller.findChild(TutorialDriver) if controller is not None else None
    return driver if driver is not None and driver.running else None


def start_tutorial(window: WindowPages, game_key: str) -> TutorialDriver | None:
    """Start the game's guided game on the window (the game on the board is left as
    it is autosaved, for Resume); None when the game has none or cannot be shown."""
    from climbdesk.core.record import GameRecord, Match, Seat, SeatKind

    script = script_for(game_key)
    if script is None:
        return None
    mark_offered(window, game_key)
    names = [tutorial_text(name) if name else default_name(i)
             for i, name in enumerate(script.seat_names)]
    seats = [Seat(names[i], SeatKind.HUMAN) for i in range(script.players)]
    record = GameRecord.new(get_game(game_key), seats, dict(script.options), seed=script.seed)
    autosave.flush()
    if not window.start_match(Match(record)):
        return None
    page = window.game_page
    controller = page.controller
    if controller is None:
        return None
    controller.autosave_enabled = False  # Resume keeps the player's own unfinished game
    delay = int(float(window.settings.get("bot_delay")) * 1500)
    driver = TutorialDriver(page, script, rival_delay_ms=delay)

    def real_game() -> None:
        window.show_start()
        window.new_game(game_key)

    driver.real_game_requested.connect(real_game)
    driver.closed.connect(window.show_start)
    return driver


def mark_offered(window: WindowPages, game_key: str) -> None:
    offered = _offered(window)
    if game_key not in offered:
        window.settings.set(OFFERED, ",".join(sorted(offered | {game_key})))


def _offered(window: WindowPages) -> set[str]:
    return {key for key in str(window.settings.get(OFFERED)).split(",") if key}


def offer_first_game(window: WindowPages, game_key: str) -> bool:
    """The first time a game is opened, offer its guided game (once per game, remembered
    in the settings).  True when the guided game started instead of a new game."""
    if game_key in _offered(window) or script_for(game_key) is None:
        return False
    mark_offered(window, game_key)
    title = tr_title(get_game(game_key).info.title)
    question = QCoreApplication.translate("Tutorial", "Learn to play %1?").replace("%1", title)
    text = QCoreApplication.translate(
        "Tutorial", "This is your first game of %1. Would you like a short guided game "
        "first? It shows you how to play, one move at a time. (It is always there in "
        "Help ▸ Learn to Play.)").replace("%1", title)
    if not messages.confirm(window, question, text):
        return False
    return start_tutorial(window, game_key) is not None


def fill_learn_menu(window: WindowPages, menu: QMenu) -> None:
    """Help ▸ Learn to Play: one entry per game with a guided game (built when opened)."""
    menu.clear()
    for listing in tutorial_games():
        action = QAction(tr_title(listing.title), menu)
        action.triggered.connect(lambda _checked=False, key=listing.key:
                                 start_tutorial(window, key))
        menu.addAction(action)
    if menu.isEmpty():
        none = menu.addAction(QCoreApplication.translate("Tutorial", "No guided games yet"))
        none.setEnabled(False)
