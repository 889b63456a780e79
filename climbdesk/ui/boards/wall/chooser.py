"""The route chooser: when several legal moves end on one hold with the dice and cards
as set (paths differing in diagonals or the special panels they enter), a click on
the hold takes the cheapest, and the panel lists them all for the hold last under the
mouse or the keyboard cursor, cheapest first.  The list stays while the mouse travels
to it; hovering or focusing an entry draws its route on the board.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from climbdesk.games.wall.actions import Spend
from climbdesk.games.wall.odds import move_path
from climbdesk.ui.boards.wall.dice import HoverButton
from climbdesk.ui.boards.wall.spots import HoldSpot, TopSpot
from climbdesk.ui.boards.wall.turn import Move

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene


def route_text(scene: WallBoardScene, action: Move) -> str:
    """"4 move points, 1 diagonal, 1 award panel": what a route costs and earns."""
    state = scene.state
    path = move_path(state, action) if state is not None else None
    if path is None:
        return QCoreApplication.translate("WallTurn", "Stay")
    parts = [QCoreApplication.translate("WallTurn", "%1 move points").replace("%1", str(path.mp))]
    if path.diagonals:
        parts.append(QCoreApplication.translate("WallTurn", "%1 diagonal steps").replace("%1", str(path.diagonals)))  # noqa: E501
    if path.specials:
        parts.append(QCoreApplication.translate("WallTurn", "%1 award panels entered").replace("%1", str(len(path.specials))))  # noqa: E501
    cards = [n for n, used in ((QCoreApplication.translate("WallTurn", "Overhang card"), action.overhang),  # noqa: E501
                               (QCoreApplication.translate("WallTurn", "Hard Move card"), action.hard)) if used]  # noqa: E501
    return ", ".join(parts + cards)


def cost_text(scene: WallBoardScene, action: Move) -> str:
    """"3 MP · stamina +4": the short label the board puts beside a hovered or focused
    hold, so every reachable hold tells its price, not only one with several routes."""
    state = scene.state
    path = move_path(state, action) if state is not None else None
    if path is None:
        return ""
    parts = [QCoreApplication.translate("WallTurn", "%1 MP").replace("%1", str(path.mp))]
    if isinstance(action, Spend) and action.stamina:
        parts.append(QCoreApplication.translate("WallTurn", "stamina +%1").replace(
            "%1", str(sum(action.stamina))))
    if action.overhang:
        parts.append(QCoreApplication.translate("WallTurn", "Overhang card"))
    if action.hard:
        parts.append(QCoreApplication.translate("WallTurn", "Hard Move card"))
    return " · ".join(parts)


# The most routes listed (the cheapest ones; the engine keeps only Pareto-best paths).
ROUTES = 6


class RouteChooser(QWidget):
    """The routes to the picked hold, one button each (shown only when there are several)."""

    def __init__(self, scene: WallBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene_ = scene
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.column.addWidget(self.title)
        # Made now, so they sit in the window's Tab order where the chooser is.
        self.buttons = [HoverButton(functools.partial(self._hover, i)) for i in range(ROUTES)]
        for i, button in enumerate(self.buttons):
            button.clicked.connect(functools.partial(self._choose, i))
            self.column.addWidget(button)
        self.routes: list[Move] = []
        # The hold (or the top) whose routes are listed: the last one hovered.
        self.key: HoldSpot | TopSpot | None = None
        self.hide()

    def _hover(self, index: int, on: bool) -> None:
        """The mouse or the focus is on route ``index``: the board draws it."""
        if self.scene_.panel_catches_up():
            return
        turn = self.scene_.turn
        action = self.routes[index] if index < len(self.routes) else None
        if on and action is not None:
            turn.preview = action
        elif turn.preview is not None and turn.preview == action:
            turn.preview = None
        self.scene_.redraw()

    def _choose(self, index: int) -> None:
        if self.scene_.panel_catches_up():
            return
        if index < len(self.routes):
            self.scene_.choose(self.routes[index])

    def sync(self) -> None:
        scene = self.scene_
        if isinstance(scene.hover, HoldSpot | TopSpot):
            self.key = scene.hover
        picked = self.key
        routes: list[Move] = []
        if picked is not None and scene.accepts_input() and not scene.turn.jumping():
            routes = scene.turn.alternatives(picked)[:ROUTES]
        if len(routes) < 2:
            routes = []
        self.setVisible(bool(routes))
        if routes == self.routes:
            return
        self.routes = routes
        where = QCoreApplication.translate("WallTurn", "the top") if isinstance(picked, TopSpot) else (  # noqa: E501
            f"{picked.x},{picked.y}" if isinstance(picked, HoldSpot) else "")
        self.title.setText(QCoreApplication.translate("WallTurn", "Several routes lead to %1 (a click on the hold takes the first):").replace("%1", where))  # noqa: E501
        for i, button in enumerate(self.buttons):
            button.setVisible(i < len(routes))
            if i >= len(routes):
                continue
            text = route_text(scene, routes[i])
            button.setText(f"{i + 1}. {text}")
            button.setAccessibleName(QCoreApplication.translate("WallTurn", "Route %1: %2").replace("%1", str(i + 1)).replace(  # noqa: E501
                "%2", text))


__all__ = ["ROUTES", "RouteChooser", "cost_text", "route_text"]
