"""Issue 17 (a shown move ≤ 5 ms), branch boards6: what a move no longer repaints or keeps.

Counted, never timed.  The pixels are the fresh-board tests' (``test_board_parts.py``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from climbdesk.games.cantstop import GAME as CANTSTOP
from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.games.summit import SummitState
from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene
from climbdesk.ui.boards.summit.scene import SummitBoardScene

from .board_helpers import random_positions, show_board


def _owner(state: SummitState, seat: int) -> bool:
    return not state.is_terminal() and state.to_move == seat


def _winner(state: SummitState, seat: int) -> bool:
    outcome = state.outcome() if state.is_terminal() else None
    return outcome is not None and outcome.ranking[seat] == 1 and not outcome.is_draw


def test_climb_on_a_token_spent_repaints_the_figures_not_the_card(qtbot) -> None:
    """A team card is a frame (outline, die, name) and the figures over it (the score,
    and since paint8 each token with its count a part of its own): a token spent
    repaints that token's count of that team alone, a turn passing the two frames
    whose outline moves and no figures but of a team whose tokens changed."""
    scene = SummitBoardScene()
    show_board(qtbot, scene, 908, 757)
    positions = [s for s in random_positions(SUMMIT, 3, 60, 4) if isinstance(s, SummitState)]
    scene.set_position(positions[0].clone(), interactive=True)
    spent = passed = 0
    for before, state in zip(positions, positions[1:], strict=False):
        frames = [card.repaints for card in scene._cards]
        figures = [part.repaints for part in scene._figures]
        tokens = [[part.repaints for part in parts] for parts in scene._tokens]
        scene.set_position(state.clone(), interactive=True)
        for seat in range(state.players):
            owner_moved = _owner(before, seat) != _owner(state, seat) \
                or _winner(before, seat) != _winner(state, seat)
            figures_moved = before.tokens[seat] != state.tokens[seat] \
                or before.score(seat) != state.score(seat)
            assert scene._cards[seat].repaints - frames[seat] == owner_moved, seat
            assert scene._figures[seat].repaints - figures[seat] == \
                (before.score(seat) != state.score(seat)), seat
            for c in range(3):
                shown = c == 0 or not state.flexible
                assert scene._tokens[seat][c].repaints - tokens[seat][c] == (
                    shown and before.tokens[seat][c] != state.tokens[seat][c]), (seat, c)
            spent += figures_moved and not owner_moved
            passed += owner_moved and not figures_moved
    assert spent >= 10 and passed >= 4


def test_cant_stop_keeps_a_column_s_groove_not_its_whole_look(qtbot) -> None:
    """A column's groove, spaces and number are a kept picture (a dozen rounded spaces);
    the whole column with its camps and climber is not kept: that look nearly never
    comes back, and keeping each new one cost more than painting it."""
    pictures.clear()
    scene = CantStopBoardScene()
    show_board(qtbot, scene, 908, 757)
    for state in random_positions(CANTSTOP, 2, 40, 6):
        scene.set_position(state.clone(), interactive=True)
        QApplication.processEvents()
    names = {key[0][0] for key in pictures._PICTURES if isinstance(key[0], tuple)}
    assert "cantstop-column" in names
    assert not {name for name in names if str(name).startswith("cantstop-column")
                and name != "cantstop-column"}
