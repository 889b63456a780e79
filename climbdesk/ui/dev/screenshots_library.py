"""The docs' pictures of issue 19: the library, review with an analysis, the
end-of-game screen (``make screenshots``, called by :mod:`.screenshots`).

Everything is seeded, so the pictures change only when the UI does.  The
analysis shown is measured the way :mod:`climbdesk.bots.analysis` measures
moves (seeded playouts cut short by the game's heuristic), but the "best move"
is the best of a few legal moves by those playouts rather than the Hard bot's
choice: the bot thinks against the clock, which would make the pictures differ
from run to run and take minutes.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from climbdesk.bots.analysis import Analysis, Mark, Verdict, decisions, win_chance
from climbdesk.bots.registry import game_bots, heuristic_for
from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
from climbdesk.core.registry import all_games

if TYPE_CHECKING:
    from climbdesk.ui.main_window import MainWindow

#: Playouts per move and moves compared per decision in the pictures' analysis.
PLAYOUTS = 12
CANDIDATES = 6


def finished_game(seed: int) -> GameRecord:
    """A whole seeded game of the first registered game (the start page's first card)
    between Ann and the Hard bot, which Ann's own move ends (so no bot moves when the
    end-of-game screen is shown)."""
    game = all_games()[0]
    for attempt in range(50):
        seats = [Seat("Ann", SeatKind.HUMAN, "", game.info.colours[0]),
                 Seat("Hard bot", SeatKind.BOT, "hard", game.info.colours[1])]
        record = GameRecord.new(game, seats, seed=seed + attempt)
        record.created = "2026-11-20T18:02:00+00:00"
        rng = random.Random(seed + attempt)
        state = record.initial_state()
        mover = 0
        while not state.is_terminal():
            mover = state.current_player()
            action = rng.choice(state.legal_actions())
            state.apply(action)
            record.actions.append(action)
        if mover == 0 and len(decisions(record, 0)) > 12:
            return record
    raise RuntimeError(f"no seeded {game.info.key} game ends on Ann's move")


def quick_analysis(record: GameRecord, seat: int) -> Analysis:
    """Every decision of ``seat`` judged by seeded playouts (see the module docstring)."""
    heuristic = heuristic_for(record.game)
    verdicts = []
    state = record.initial_state()
    indices = set(decisions(record, seat))
    for i, action in enumerate(record.actions):
        if i in indices:
            view = state.view(seat)
            options = [action, *[a for a in view.legal_actions() if a != action][:CANDIDATES]]
            chances = {a: win_chance(view, seat, a, seed=i, playouts=PLAYOUTS,
                                     heuristic=heuristic) for a in options}
            best = max(options, key=chances.__getitem__)
            verdicts.append(Verdict(i, action, best, chances[action], chances[best]))
        state.apply_trusted(action)
    return Analysis(seat, game_bots(record.game).hint_level, 1, PLAYOUTS, tuple(verdicts))


def fill_library(count: int = 14) -> None:
    """A few weeks of games of every kind, for the library's picture."""
    from climbdesk.library.entries import entry_for
    from climbdesk.ui import stats

    library = stats.keeper().library()
    games = all_games()[:4]  # the wall's random games rarely end
    opponents = ([Seat("Ann"), Seat("Easy bot", SeatKind.BOT, "easy")],
                 [Seat("Ann"), Seat("Ben")],
                 [Seat("Ann"), Seat("Hard bot", SeatKind.BOT, "hard")],
                 [Seat("Ann"), Seat("Normal bot", SeatKind.BOT, "normal")])
    for n in range(count):
        game = games[n % len(games)]
        seats = opponents[n % len(opponents)]
        record = GameRecord.new(game, seats, seed=100 + n)
        record.created = f"2026-11-{1 + n:02d}T19:{10 + n:02d}:00+00:00"
        match = Match(record)
        rng = random.Random(n)
        while not match.state.is_terminal() and len(match.record.actions) < 600:
            if match.state.is_chance_node():
                match.resolve_chance()
            else:
                match.apply(rng.choice(match.state.legal_actions()))
        done = match.state.is_terminal()
        entry = entry_for(match.truncated_record(), match.state.outcome() if done else None,
                          match.turns_played(), ended=record.created.replace("T19", "T20"))
        library.put(entry)


def shoot(window: MainWindow, out: Path) -> list[str]:
    from PySide6.QtWidgets import QApplication

    from climbdesk.library.analyses import keep_analysis
    from climbdesk.library.entries import entry_for
    from climbdesk.ui import stats
    from climbdesk.ui.dev.screenshots import _compose, save_window, settle
    from climbdesk.ui.library_dialog import LibraryDialog

    fill_library()
    record = finished_game(11)
    final = record.replay()
    library = stats.keeper().library()
    library.put(entry_for(record, final.outcome(), Match(record).turns_played(),
                          ended="2026-11-20T18:31:00+00:00"))
    analysis = quick_analysis(record, 0)
    keep_analysis(library, record, 0, analysis.level.value, analysis.to_json())

    # The library over the start page, before the game below is played again (its
    # end would be kept with today's date).
    window.show_start()
    dialog = LibraryDialog(window)
    dialog.resize(960, 560)
    dialog.show()
    settle()
    _compose(window.grab(), dialog.grab()).save(str(out / "library.png"))
    dialog.close()

    # The statistics from the same library: per game and opponent, the win-rate chart.
    from climbdesk.ui.stats_dialog import StatisticsDialog

    statistics = StatisticsDialog(window)
    statistics.show()
    tree = statistics.tree
    games = [item for i in range(tree.topLevelItemCount())
             if (item := tree.topLevelItem(i)) is not None]
    best, lines = None, -1
    for item in games:  # the game with the most bot levels met
        tree.setCurrentItem(item)
        if len(statistics.trend_lines()) > lines:
            best, lines = item, len(statistics.trend_lines())
    if best is not None:
        tree.setCurrentItem(best)
    settle(300)
    _compose(window.grab(), statistics.grab()).save(str(out / "statistics.png"))
    statistics.close()

    # The end-of-game screen: Ann's last move played on the board, the banner up.
    start = GameRecord.from_json(record.to_json())
    last = start.actions.pop()
    window.start_match(Match(start))
    controller = window.controller
    assert controller is not None
    controller.play(last)
    settle(300)
    save_window(window, out / "end-of-game.png")

    # Review with the analysis: its plot, and the worst decision's best move drawn.
    window.reviews.analyse_current()
    page = window.reviews.page
    worst = max(analysis.verdicts, key=lambda v: v.loss)
    page.go(worst.index + 1)
    if worst.mark is not Mark.NONE:
        page.analysis.best_button.click()
    QApplication.processEvents()
    save_window(window, out / "review-analysis.png")
    page.close_review()
    return ["library", "statistics", "end-of-game", "review-analysis"]
