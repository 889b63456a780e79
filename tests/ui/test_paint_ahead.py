"""Issue 17: the first game of a kind in a process painted every picture of its board in
the turn that started it (Climb On! with four players about 55 ms in one go).  Now the
board is painted ahead at its real size while "Setting up the game…" shows, a strip
per turn, and its first paint copies what is kept.  Counted, never timed: pictures
painted in the board's first paint, and the turns the painting ahead takes."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import pytest

from climbdesk.core.record import GameRecord
from climbdesk.core.registry import get_game
from climbdesk.ui import paint_ahead
from climbdesk.ui.boards import pictures
from climbdesk.ui.game_page import GamePage

from .app_helpers import dialogs, humans, window  # noqa: F401


def _first_start(window, qtbot, ahead: bool, monkeypatch: pytest.MonkeyPatch) -> int:  # type: ignore[no-untyped-def]  # noqa: E501
    """Pictures painted from the match's start to the end of its board's first paint, for
    a new Can't Stop game, the first of its kind (``ahead``) or with nothing painted ahead.

    Counted as the first paint ends (its view's foreground is its last part), not when a
    wait notices it: the board paints its dice ahead in the idle turns right after its
    first paint (37 pictures, ``cantstop.warm``), and a wait that polled a few turns late
    counted them too (first17: 38 with a 300 ms poll, the flake first16's test had)."""
    from climbdesk.ui.boards.view import BoardView

    monkeypatch.setattr(paint_ahead, "_painted", set() if ahead else {"cantstop"})
    qtbot.waitUntil(window.start_page.thumbnails_ready, timeout=30000)  # pictures too
    pictures.clear()
    at_start: list[int] = []
    at_first_paint: list[int] = []
    attach = GamePage.attach

    def attaching(page: GamePage, controller):  # type: ignore[no-untyped-def]
        at_start.append(pictures.cached_pictures())
        attach(page, controller)

    foreground = BoardView.drawForeground

    def drawn(view: BoardView, painter, rect) -> None:  # type: ignore[no-untyped-def]
        foreground(view, painter, rect)
        if at_start and not at_first_paint and view is window.game_page.view:
            at_first_paint.append(pictures.cached_pictures())

    # On the classes: the window's page is made by the start (the session's first game).
    monkeypatch.setattr(GamePage, "attach", attaching)
    monkeypatch.setattr(BoardView, "drawForeground", drawn)
    record = GameRecord.new(get_game("cantstop"), humans(4), {}, seed=5)
    assert window.starts_ahead.begin(record)
    qtbot.waitUntil(lambda: bool(at_first_paint), timeout=30000)
    qtbot.wait(200)  # a late poll: the dice painted ahead meanwhile are not counted
    return at_first_paint[0] - at_start[0]


def test_the_first_game_of_a_kind_paints_its_board_ahead_in_short_turns(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[paint_ahead.PaintAhead] = []
    real = paint_ahead.PaintAhead.__init__

    def keep(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        real(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(paint_ahead.PaintAhead, "__init__", keep)
    new_at_first_paint = _first_start(window, qtbot, True, monkeypatch)
    assert len(made) == 1 and made[0].steps_done == paint_ahead.STRIPS  # a turn each
    # All but the prompt and the buttons, which the position painted ahead (not played:
    # interactive=False) does not show.
    assert new_at_first_paint <= 2
    assert not paint_ahead.wanted("cantstop")  # the next game of the kind does not


def test_without_painting_ahead_the_first_paint_paints_them_all(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The counter above sees what painting ahead saves."""
    assert _first_start(window, qtbot, False, monkeypatch) > 10


def _painted_ahead(monkeypatch: pytest.MonkeyPatch) -> list[paint_ahead.PaintAhead]:
    """The PaintAheads made from now on."""
    made: list[paint_ahead.PaintAhead] = []
    real = paint_ahead.PaintAhead.__init__

    def keep(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        real(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(paint_ahead.PaintAhead, "__init__", keep)
    return made


@pytest.mark.parametrize("shown", ["played", "reviewed"])
def test_a_kind_shown_without_painting_ahead_is_not_painted_ahead_later(
        window, qtbot, shown: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review16: only the starts that painted ahead said a kind was shown, so a game
    opened by File ▸ Open (start_match) or reviewed had its board painted ahead again
    by the next New Game of its kind, with its looks kept already."""
    from climbdesk.core.record import Match

    monkeypatch.setattr(paint_ahead, "_painted", set())
    made = _painted_ahead(monkeypatch)
    match = Match(GameRecord.new(get_game("cantstop"), humans(2), {}, seed=5))
    if shown == "played":
        assert window.start_match(match)
    else:
        assert window.review(match)
    assert not paint_ahead.wanted("cantstop")
    window.show_start()
    # Back from a game drops its looks (picture_sessions): the next of its kind is its
    # first again (the lead, after rev16: it painted all 18 in its first paint).  Only
    # the game page forgets a kind; a review is left as rev16 made it.
    assert paint_ahead.wanted("cantstop") is (shown == "played")
    assert window.starts_ahead.begin(GameRecord.new(get_game("cantstop"), humans(2), {},
                                                    seed=6))
    qtbot.waitUntil(lambda: window.controller is not None, timeout=30000)
    assert len(made) == (1 if shown == "played" else 0)
