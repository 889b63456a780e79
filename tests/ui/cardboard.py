"""A plain board for the Secret Sum test game (``tests/cardgame.py``), for window tests.

Not shipped: the :func:`secret_sum` fixture registers the game and this board for one
test, so the real window can play a game with hands and show what a hand-over must
hide.  Each card of the viewer's hand is a spot (click to play it), the deck is a
spot (click to draw; also the board command D), and Roll is left to the window's step
button, so a test reaches all three kinds of input a board gives the next seat.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from cardgame import CARD_GAME, HIDDEN, CardState, Draw, Play
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from climbdesk.core import registry as core_registry
from climbdesk.core.actions import Action
from climbdesk.ui.boards import registry as board_registry
from climbdesk.ui.boards.base import BoardCommand, BoardScene
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Pick, Spot
from climbdesk.ui.boards.registry import BoardRegistration

CARD_W, CARD_H, GAP = 60.0, 84.0, 12.0


class SecretSumScene(InteractiveBoardScene):
    """Row 0: the deck; row 1 and 2: each seat's hand (hidden cards show "?"), piles."""

    state_type = CardState  # the board contract checks the state it is given

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(QRectF(0, 0, 8 * (CARD_W + GAP), 3 * (CARD_H + GAP)))
        self._items: list[QGraphicsSimpleTextItem] = []

    # ----- drawing ---------------------------------------------------------------------
    def card_rect(self, seat: int, index: int) -> QRectF:
        return QRectF(index * (CARD_W + GAP), (seat + 1) * (CARD_H + GAP), CARD_W, CARD_H)

    def deck_rect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def card_texts(self) -> list[str]:
        """Every card face the board shows, for tests that check what is visible."""
        return [item.text() for item in self._items]

    def redraw(self, animate: Action | None = None) -> None:
        for item in self._items:
            self.removeItem(item)
        self._items = []
        state = self.state
        if isinstance(state, CardState):
            faces: list[tuple[str, QRectF]] = [("deck", self.deck_rect())]
            for seat in (0, 1):
                for i, card in enumerate(state.hands[seat]):
                    faces.append((card, self.card_rect(seat, i)))
                for i, card in enumerate(state.piles[seat]):
                    faces.append((card, self.card_rect(seat, 4 + i)))
            for text, rect in faces:
                self.addRect(rect, brush=QBrush(QColor("#f4efe2")))
                item = self.addSimpleText(text)
                item.setPos(rect.topLeft() + QPointF(8, 8))
                self._items.append(item)
        super().redraw(animate)

    # ----- input -----------------------------------------------------------------------
    def handles(self, action: Action) -> bool:
        return isinstance(action, (Play, Draw))  # Roll becomes the window's step button

    def pickables(self) -> list[Spot]:
        state = self.state
        if not isinstance(state, CardState) or not self.accepts_input():
            return []
        seat = state.current_player()
        legal = self.legal_actions()
        spots = [Spot(("card", card), self.card_rect(seat, i))
                 for i, card in enumerate(state.hands[seat])
                 if card != HIDDEN and Play(card) in legal]
        if Draw() in legal:
            spots.append(Spot(("deck",), self.deck_rect()))
        return spots

    def resolve(self, key: object, target: object) -> Action | Pick | None:
        if key == ("deck",):
            return Draw()
        if isinstance(key, tuple) and key[0] == "card":
            return Play(key[1])
        return None

    def commands(self) -> list[BoardCommand]:
        if not self.accepts_input():
            return []
        return [BoardCommand(Draw(), "D")] if Draw() in self.legal_actions() else []


def _scene() -> type[BoardScene]:
    return SecretSumScene


@pytest.fixture
def secret_sum(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[CardState]]:
    """Secret Sum registered as a game with this board, for one test."""
    monkeypatch.setitem(core_registry._GAMES, CARD_GAME.info.key, CARD_GAME)
    monkeypatch.setitem(board_registry._FOUND, CARD_GAME.info.key,
                        BoardRegistration(scene=_scene, score_label="Points"))
    yield CardState
