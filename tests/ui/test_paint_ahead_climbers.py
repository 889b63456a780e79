"""Issue 17 (first17): Climbers' first start in a process was its board's first paint, 41-56
ms in one turn: its looks (the mountain's layer, its columns, the marks' pictures) are
kept in the scene, per mountain, and it was never painted ahead (reading its first
position before the bot process built the mountain would build it here).  Now it is
painted ahead once the set-up work is kept, on the way in that the player took, and the
scene painted ahead becomes the match's board.  Counted, never timed: mountains built in
this (the GUI) process, layers painted whole and marks' pictures made in the board's
first paint, scenes left behind."""

# ruff: noqa: F811  (pytest fixtures are imported from the helpers and used as parameters)

from __future__ import annotations

import sys

import pytest
import shiboken6

from climbdesk import paths
from climbdesk.core import record
from climbdesk.core.record import GameRecord, Match
from climbdesk.core.registry import get_game
from climbdesk.ui import paint_ahead
from climbdesk.ui.boards.view import BoardView
from climbdesk.ui.game_page import GamePage
from climbdesk.ui.game_start import setup_work

from .app_helpers import dialogs, humans, window  # noqa: F401
from .start_helpers import built_here  # noqa: F401


@pytest.fixture(autouse=True)
def _seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """New games' seeds 1, 2, ... instead of random ones.  About one Climbers game in 25
    (8 of seeds 1-200, the first is 28) starts with the first mover's only choice a
    Stay, which the controller plays itself before the board's first paint: that paint
    shows the block step (painted ahead too: the forced-stay test below), which the
    counters of the other tests here do not expect.  None of seeds 1-27 does."""
    seeds = iter(range(1, 28))
    monkeypatch.setattr(record, "new_seed", lambda: next(seeds))


def _save(seed: int = 8080) -> None:
    """An unfinished Climbers game a few moves in, as the autosave."""
    match = Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=seed))
    match.resolve_chance()
    for _ in range(4):
        match.apply(match.state.legal_actions()[0])
        match.resolve_chance()
    match.truncated_record().save(paths.autosave_path())


def _painted_ahead(monkeypatch: pytest.MonkeyPatch) -> list[tuple[paint_ahead.PaintAhead, bool]]:
    """The PaintAheads made from now on, each with whether its match's set-up work was
    kept when it read the match (reading its first position then builds nothing)."""
    made: list[tuple[paint_ahead.PaintAhead, bool]] = []
    real = paint_ahead.PaintAhead.__init__

    def keep(self, page, game, first, then, parent=None):  # type: ignore[no-untyped-def]
        def reading() -> Match:
            match = first()
            made[-1] = (self, setup_work(match.record) is None)
            return match

        made.append((self, False))
        real(self, page, game, reading, then, parent)

    monkeypatch.setattr(paint_ahead.PaintAhead, "__init__", keep)
    return made


def _first_paint(window, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]  # noqa: E501
    """(layers painted whole, marks' pictures made) by the board's scene: at the match's
    start, then at the end of its first paint (the view's foreground is its last part),
    not when a wait notices it."""
    counts: list[tuple[int, int]] = []

    def now(page: GamePage) -> tuple[int, int]:
        artist = page.scene.artist  # type: ignore[union-attr]
        return artist.layer.whole, artist.sprites.made

    attach = GamePage.attach

    def attaching(page: GamePage, controller):  # type: ignore[no-untyped-def]
        attach(page, controller)
        counts.append(now(page))

    foreground = BoardView.drawForeground

    def drawn(view: BoardView, painter, rect) -> None:  # type: ignore[no-untyped-def]
        foreground(view, painter, rect)
        if len(counts) == 1 and view is window.game_page.view:
            counts.append(now(window.game_page))

    monkeypatch.setattr(GamePage, "attach", attaching)
    monkeypatch.setattr(BoardView, "drawForeground", drawn)
    return counts


def _first_game_settled(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play again's first game, started and left to settle before the counters go in:
    its board painted once (waiting only for its controller, under load its first paint,
    and the layout and refits that come with a page's first game, could still be queued
    when Play again went in) and nothing being set up or painted ahead any more."""
    painted: list[bool] = []
    foreground = BoardView.drawForeground

    def drawn(view: BoardView, painter, rect) -> None:  # type: ignore[no-untyped-def]
        foreground(view, painter, rect)
        if view is window.game_page.view:
            painted.append(True)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(BoardView, "drawForeground", drawn)
        window.begin_new(get_game("climbers"), humans(), {})
        qtbot.waitUntil(lambda: window.controller is not None and bool(painted)
                        and not window.starts_ahead.busy, timeout=30000)
    assert paint_ahead._handed is None  # the first game's board took its scene


@pytest.mark.parametrize("way", ["new", "resume", "launch", "again"])
def test_a_climbers_start_is_painted_ahead_once_its_mountain_is_kept(
        window, qtbot, dialogs, built_here: list[int], monkeypatch: pytest.MonkeyPatch,
        way: str) -> None:
    """The first start in the process, and a later one (Play again): its scene is new,
    so its looks are painted anew either way."""
    monkeypatch.setattr(paint_ahead, "_painted", set())
    if way == "again":
        _first_game_settled(window, qtbot)
    made = _painted_ahead(monkeypatch)
    counts = _first_paint(window, monkeypatch)
    if way == "new":
        window.begin_new(get_game("climbers"), humans(), {})
    elif way == "again":
        window.play_again()
    else:
        _save()
        built_here.clear()
        assert window.resume_autosave() if way == "resume" else not window.offer_resume()
    qtbot.waitUntil(lambda: len(counts) == 2, timeout=30000)
    assert built_here == []  # the mountain was built in the bot process only
    assert len(made) == 1 and made[0][1]  # painted ahead, once the mountain was kept
    assert counts[0][0] == 1  # the scene painted ahead is the board: its layer is made
    assert counts[1] == counts[0]  # so the first paint painted no layer, made no mark
    assert paint_ahead._handed is None  # taken by the match's board


def test_a_start_whose_first_move_is_a_forced_stay_is_painted_as_shown(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seed 28's first mover can only stay: the controller plays the stay before the
    board's first paint, which shows the block step.  That step is the one painted ahead
    with its marks, so the first paint paints no layer and makes no mark either."""
    monkeypatch.setattr(paint_ahead, "_painted", set())
    monkeypatch.setattr(record, "new_seed", lambda: 28)
    first = Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=28))
    first.resolve_chance()
    assert len(first.state.legal_actions()) == 1  # the forced stay this test is about
    made = _painted_ahead(monkeypatch)
    counts = _first_paint(window, monkeypatch)
    window.begin_new(get_game("climbers"), humans(), {})
    qtbot.waitUntil(lambda: len(counts) == 2, timeout=30000)
    assert window.controller is not None and window.controller.match.record.seed == 28
    assert len(made) == 1 and made[0][1]
    assert counts[0][0] == 1 and counts[1] == counts[0]


def test_without_the_scene_painted_ahead_the_first_paint_paints_the_mountain(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the counters above see with nothing painted ahead."""
    monkeypatch.setattr(paint_ahead, "wanted", lambda _game: False)
    counts = _first_paint(window, monkeypatch)
    window.begin_new(get_game("climbers"), humans(), {})
    qtbot.waitUntil(lambda: len(counts) == 2, timeout=30000)
    assert counts[0] == (0, 0)
    assert counts[1][0] == 1 and counts[1][1] > 0  # the mountain and the marks, then


def test_back_during_the_set_up_paints_nothing(window, qtbot,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paint_ahead, "_painted", set())
    made = _painted_ahead(monkeypatch)
    window.begin_new(get_game("climbers"), humans(), {})
    window.show_start()  # Back before the bot process answered
    qtbot.wait(300)  # its answer comes, and is dropped
    assert made == [] and paint_ahead._handed is None
    assert window.controller is None and not window.starts_ahead.busy
    assert paint_ahead.wanted("climbers")


def _back_after_the_first_step(window, monkeypatch: pytest.MonkeyPatch) -> list[object]:  # type: ignore[no-untyped-def]  # noqa: E501
    """Back is pressed in the turn after painting ahead took its first step; the scenes
    the boards' views were made for (the throwaway one painted ahead among them)."""
    scenes: list[object] = []
    view_init = BoardView.__init__

    def viewing(view: BoardView, scene) -> None:  # type: ignore[no-untyped-def]
        view_init(view, scene)
        scenes.append(scene)

    step = paint_ahead.PaintAhead._step

    def stepping(ahead: paint_ahead.PaintAhead) -> None:
        step(ahead)
        if ahead.steps_done == 1 and window.starts_ahead.busy:
            window.show_start()  # Back, in the turn after the first step

    monkeypatch.setattr(BoardView, "__init__", viewing)
    monkeypatch.setattr(paint_ahead.PaintAhead, "_step", stepping)
    return scenes


def test_back_while_painting_ahead_leaves_nothing_behind(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paint_ahead, "_painted", set())
    made = _painted_ahead(monkeypatch)
    scenes = _back_after_the_first_step(window, monkeypatch)
    window.begin_new(get_game("climbers"), humans(), {})
    qtbot.waitUntil(lambda: bool(made) and not window.starts_ahead.busy, timeout=30000)
    qtbot.wait(200)  # any turn it had queued, and the deferred deletions
    assert len(made) == 1 and made[0][0].steps_done == 1 and len(scenes) == 1
    assert not shiboken6.isValid(scenes[0])  # the throwaway scene is gone, not handed on
    assert paint_ahead._handed is None and window.controller is None
    assert paint_ahead.wanted("climbers")  # its next game paints ahead again


def test_a_scene_painted_ahead_goes_only_to_its_own_match(qtbot) -> None:
    """A start cancelled at its very end (or a test's window closed then) leaves a scene
    painted ahead behind: the next match of the kind, on another mountain, must not show
    it (its looks are the other mountain's)."""
    from climbdesk.ui.boards import board_class

    ours, other = (Match(GameRecord.new(get_game("climbers"), humans(), {}, seed=s))
                   for s in (1, 2))
    scene = board_class("climbers")()
    paint_ahead._hand(other, scene)
    assert paint_ahead.take_scene(ours) is None and paint_ahead._handed is None
    qtbot.waitUntil(lambda: not shiboken6.isValid(scene), timeout=20000)  # dropped
    again = board_class("climbers")()
    paint_ahead._hand(ours, again)
    assert paint_ahead.take_scene(ours) is again and paint_ahead.take_scene(ours) is None
    again.deleteLater()


def test_the_legend_shows_on_a_scene_painted_ahead(window, qtbot,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The scene painted ahead was shown by a throwaway view, deleted before the match
    took the scene: showing the legend (L) must not call that view (it raised
    'Internal C++ object (BoardView) already deleted' in every Climbers game)."""
    monkeypatch.setattr(paint_ahead, "_painted", set())
    made = _painted_ahead(monkeypatch)
    errors: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda *exc: errors.append(exc[1]))
    window.begin_new(get_game("climbers"), humans(), {})
    qtbot.waitUntil(lambda: window.controller is not None and not window.starts_ahead.busy,
                    timeout=30000)
    assert len(made) == 1 and paint_ahead._handed is None  # the painted scene was taken
    window.toggle_legend()
    window.toggle_legend()
    qtbot.wait(50)
    assert errors == []


def test_a_start_that_returns_early_leaves_no_scene_handed(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The scene painted ahead waits for its match's board; a start that returned early
    (its board not available) left it in the module, alive until the next start or past
    the QApplication at exit."""
    monkeypatch.setattr(paint_ahead, "_painted", set())
    made = _painted_ahead(monkeypatch)
    handed: list[object] = []
    hand = paint_ahead._hand

    def handing(match, scene) -> None:  # type: ignore[no-untyped-def]
        hand(match, scene)
        handed.append(scene)

    monkeypatch.setattr(paint_ahead, "_hand", handing)
    window.begin_new(get_game("climbers"), humans(), {})
    monkeypatch.setattr(window, "board_available", lambda _game: False)  # at its start
    qtbot.waitUntil(lambda: bool(made) and not window.starts_ahead.busy, timeout=30000)
    assert len(handed) == 1 and window.controller is None  # painted, never started
    assert paint_ahead._handed is None
    qtbot.waitUntil(lambda: not shiboken6.isValid(handed[0]), timeout=20000)  # deleted
