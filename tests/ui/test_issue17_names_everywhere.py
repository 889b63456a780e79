"""Issue 17 ("Player names with HTML render as HTML: show names as plain text
everywhere"), checked on every board, not only Stairs (docs/issue17-audit.md, D7):
names that look like markup are played through each game's own labels (seat cards,
step panels, reaction prompts, the status line, the move list, the banner and its
score table) and every label, tooltip and board item's tooltip is looked at."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QGraphicsScene

from climbdesk.core.record import Seat
from climbdesk.core.registry import all_games, get_game
from climbdesk.ui.boards.registry import board_registration
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, window  # noqa: F401
from .test_names_as_text import NAMES, shown_as_markup

# Three seats where the game takes three, so Climbers' reaction prompt names another seat.
SEATS = [Seat(NAMES[0]), Seat(NAMES[1]), Seat(NAMES[1] + " 2")]  # holds a name the checks look for


def _items_as_markup(scene: QGraphicsScene) -> list[str]:
    return [f"board item tooltip: {item.toolTip()!r}" for item in scene.items()
            if any(n in item.toolTip() for n in NAMES) and GuiQt.mightBeRichText(item.toolTip())]


@pytest.mark.parametrize("key", [g.info.key for g in all_games()
                                 if board_registration(g.info.key) is not None])
def test_names_with_markup_stay_text_on_every_board(window: MainWindow, key: str) -> None:
    game = get_game(key)
    seats = SEATS[:max(game.info.min_players, min(3, game.info.max_players))]
    window.start_new(game, seats, {})
    page, c = window.game_page, window.controller
    rng = random.Random(17)
    seen: list[str] = []
    for _ in range(40):
        if c.state.is_terminal():
            break
        if page.board_stack.currentWidget() is page.handover:
            seen += shown_as_markup(page.handover)
            page.handover.button.click()
        actions = c.state.legal_actions()
        c.play(actions[rng.randrange(len(actions))])
        page.flush_refresh()
        seen += shown_as_markup(window) + _items_as_markup(page.view.scene())
    assert any(NAMES[0] in line or NAMES[1] in line for line in page.history_texts())
    while not c.state.is_terminal():  # one seat after another leaves: the banner names the last
        c.resign(c.state.current_player())
        page.flush_refresh()
        seen += shown_as_markup(window)
    assert page.banner.isVisible()
    seen += shown_as_markup(window)
    assert seen == []
