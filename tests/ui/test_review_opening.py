"""Issue 17 (open18): opening a finished game for review (File ▸ Open, the Library's Open,
Review at the end) wrote and wrapped every row of its move list four times in one turn
of the event loop: filled, its marks set three times by the analysis panel (the same
empty marks each time), filled again by the page's texts.  A 196-move Climbers game
held the window 81-122 ms.  A process's first review also made the analysis's plot and
imported the game's bots for nothing.  Counted, never timed: the rows sized, the plots
made, the bots asked for."""

# ruff: noqa: F811  (pytest fixtures are imported from the helpers and used as parameters)

from __future__ import annotations

from pathlib import Path

import pytest

from climbdesk.core.registry import game_keys, get_game
from climbdesk.ui.move_list import MoveList

from .app_helpers import dialogs, window  # noqa: F401
from .review_helpers import played


def _sized(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The list's width each time a row is sized (wrapped at that width) from now on."""
    sized: list[int] = []
    real = MoveList._wrapped_size

    def sizing(self: MoveList, item):  # type: ignore[no-untyped-def]
        sized.append(self.viewport().width())
        return real(self, item)

    monkeypatch.setattr(MoveList, "_wrapped_size", sizing)
    return sized


@pytest.mark.parametrize("game", sorted(game_keys()))
def test_opening_a_finished_game_for_review_sizes_each_row_once(
        window, qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: str) -> None:
    record = played(get_game(game), seed=3)
    path = tmp_path / f"{game}.climbdesk.json"
    record.save(path)
    page = window.reviews.page  # built first: its making is not what is counted
    sized = _sized(monkeypatch)
    assert window.open_file(path)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page, timeout=30000)
    rows = page.history.count()
    assert rows > 5 and page.history.texts()[0]
    # Once at the width the list shows at (was 4 times: filled twice, every mark set
    # again twice; and at the hidden page's width first).  A list long enough gets its
    # scroll bar as the rows go in, which narrows it: its rows are sized once more at
    # that width (Can't Stop, Climb On!), as any change of width does.
    widths = set(sized)
    assert len(sized) == rows * len(widths) and len(widths) <= 2
    assert page.history.viewport().width() in widths


def test_a_new_language_still_writes_the_rows_again(window, qtbot, tmp_path: Path) -> None:
    """The page's texts without the rows are only for its opening: a language change
    still fills the list again."""
    record = played(get_game("stairs"), seed=3)
    assert window.review(record)
    page = window.reviews.page
    before = page.history.rebuilds
    page.retranslate()
    assert page.history.rebuilds == before + 1


def test_a_review_without_an_analysis_makes_no_plot(window, qtbot, tmp_path: Path) -> None:
    """The win-chance plot (a pyqtgraph widget, 20-25 ms of a process's first review) is
    made when an analysis is first shown, not with the page: it is hidden until then.
    (``test_review_analysis`` shows it made and shown when an analysis comes.)"""
    record = played(get_game("climbers"), seed=3)
    assert window.review(record)
    page = window.reviews.page
    qtbot.wait(50)
    assert page.analysis._plot is None
    assert page.analysis.points() == []


def test_a_review_without_a_kept_analysis_does_not_ask_for_the_bots_level(
        window, monkeypatch: pytest.MonkeyPatch) -> None:
    """The level a kept analysis is looked up by comes from the game's bots, whose first
    import was 6-18 ms of a process's first review: asked only when the library keeps an
    analysis of the game.  (``test_review_analysis`` opens a kept one.)"""
    from climbdesk.ui import review_analysis

    asked: list[str] = []
    real = review_analysis.game_bots

    def bots(game: str):  # type: ignore[no-untyped-def]
        asked.append(game)
        return real(game)

    monkeypatch.setattr(review_analysis, "game_bots", bots)
    assert window.review(played(get_game("climbers"), seed=3))
    assert asked == []
