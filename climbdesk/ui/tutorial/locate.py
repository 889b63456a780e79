"""Where on screen a step's action is done: a spot on the board, or a window button.

The boards already say how the user reaches every action: the things to pick
(``pickables``), where a pick may go (``targets_of``) and what a pick with its
target means (``resolve``; see :mod:`climbdesk.ui.boards.interaction`).  The
tutorial asks the same question backwards — which spot, clicked now, leads to
this action — so a callout points where a click or the keyboard cursor's Enter
really plays it, and no board needs code of its own for the tutorial.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from climbdesk.core.actions import Action
from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Pick


@dataclass(frozen=True)
class BoardTarget:
    """A spot on the board: its key (for the keyboard cursor) and its scene rect.

    ``final`` is False for the first half of a two-step choice (a piece to pick
    before its target shows), True when clicking it plays the action.
    """

    key: Hashable
    rect: QRectF
    final: bool
    #: Where the pick goes next (the second half), so the bubble keeps clear of it too.
    then: QRectF | None = None


def board_target(scene: BoardScene[Any], action: Action,
                 path: Sequence[Hashable] = (), aim: Hashable | None = None
                 ) -> BoardTarget | None:
    """The spot to click next for ``action`` on ``scene`` (None: not on the board now).

    ``path``: the spots to click in turn, when the script names them (see ``Step.path``);
    the one after the spot in hand is next.  When no spot leads to ``action`` as the
    board is set now, the spot whose key is ``aim`` (the step's fallback, see
    :class:`~.script.Step`) is ringed instead.
    """
    if not isinstance(scene, InteractiveBoardScene) or not scene.accepts_input():
        return None
    picked = scene.picked
    if path:
        return _along(scene, path)
    if picked is not None:
        for spot in scene.targets_of(picked):
            if _leads_to(scene, picked, spot.key, action):
                return BoardTarget(spot.key, spot.rect, True)
    pickables = scene.pickables()
    for spot in pickables:  # things that act at once (a button, a chip) first
        if not scene.targets_of(spot.key) and _leads_to(scene, spot.key, None, action):
            return BoardTarget(spot.key, spot.rect, True)
    for spot in pickables:
        if spot.key == picked:
            continue
        for target in scene.targets_of(spot.key):
            if _leads_to(scene, spot.key, target.key, action):
                return BoardTarget(spot.key, spot.rect, False, target.rect)
    if aim is not None:
        for spot in pickables:
            if spot.key == aim:
                return BoardTarget(spot.key, spot.rect, False)
    return None


def _along(scene: InteractiveBoardScene[Any, Any], path: Sequence[Hashable]) -> BoardTarget | None:
    picked = scene.picked
    done = list(path).index(picked) + 1 if picked in path else 0
    if done >= len(path):
        return None
    spots = {spot.key: spot.rect for spot in scene.cursor_spots()}
    key = path[done]
    if key not in spots:
        return None
    after = path[done + 1] if done + 1 < len(path) else None
    return BoardTarget(key, spots[key], done + 1 == len(path),
                       spots.get(after) if after is not None else None)


def _leads_to(scene: InteractiveBoardScene[Any, Any],
              key: Hashable, target: Hashable | None, action: Action) -> bool:
    result = scene.resolve(key, target)
    return result == action and not isinstance(result, Pick)


def button_for(action: Action, actions: Sequence[Action],
               buttons: Sequence[QWidget]) -> QWidget | None:
    """The window button (one per action, in the same order) that plays ``action``."""
    if len(actions) != len(buttons):
        return None
    for candidate, button in zip(actions, buttons, strict=True):
        if candidate == action and button.isVisible():
            return button
    return None
