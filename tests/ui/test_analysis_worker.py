"""A game is analysed in the bot worker process: progress, the result, Cancel (issue 19)."""

from __future__ import annotations

import random

from climbdesk.bots.analysis import Analysis, decisions
from climbdesk.core.record import GameRecord, Seat
from climbdesk.core.registry import get_game
from climbdesk.ui.bot_worker import BotRunner, BotWorker, ThreadRunner, shared_runner


def _finished_summit(seed: int = 7) -> GameRecord:
    game = get_game("summit")
    record = GameRecord.new(game, [Seat("Ann"), Seat("Bea")], seed=seed)
    state, rng = record.initial_state(), random.Random(3)
    while not state.is_terminal():
        action = state.sample_chance(rng) if state.current_player() < 0 \
            else rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    return record


def _listen(runner: BotRunner) -> list[tuple[str, int, object]]:
    events: list[tuple[str, int, object]] = []
    runner.progressed.connect(lambda i, done, total: events.append(("progress", i, (done, total))))
    runner.analysed.connect(lambda i, data: events.append(("analysed", i, data)))
    runner.failed.connect(lambda i, text: events.append(("failed", i, text)))
    runner.dropped.connect(lambda i, why: events.append(("dropped", i, why)))
    return events


def _check_analysis(runner: BotRunner, qtbot) -> None:  # type: ignore[no-untyped-def]
    record = _finished_summit()
    events = _listen(runner)
    request = runner.analyse(record.to_json(), 0, seed=3, playouts=4)
    qtbot.waitUntil(lambda: any(e[0] != "progress" for e in events), timeout=60000)
    final = events[-1]
    assert final[:2] == ("analysed", request), final
    total = len(decisions(record, 0))
    steps = [e[2] for e in events if e[0] == "progress"]
    assert steps == [(i + 1, total) for i in range(total)]
    result = Analysis.from_json(final[2], record)
    assert [v.index for v in result.verdicts] == decisions(record, 0)


def test_the_worker_process_analyses_a_finished_game_with_progress(qtbot) -> None:
    runner = shared_runner()
    assert isinstance(runner, BotWorker)
    _check_analysis(runner, qtbot)


def test_the_thread_fallback_analyses_the_same_way(qtbot) -> None:
    runner = ThreadRunner()
    _check_analysis(runner, qtbot)
    runner.stop()


def test_cancel_stops_an_analysis_and_the_worker_answers_the_next_one(qtbot) -> None:
    runner = shared_runner()
    record = _finished_summit(seed=8)
    events = _listen(runner)
    long = runner.analyse(record.to_json(), 0, seed=1, playouts=100000)
    qtbot.wait(300)  # the first decision alone would take minutes at this budget
    runner.cancel(long)
    qtbot.waitUntil(lambda: any(e[0] == "dropped" for e in events), timeout=20000)
    assert ("dropped", long, "cancelled") in events
    assert not any(e[0] == "analysed" for e in events)
    quick = runner.analyse(_finished_summit().to_json(), 1, seed=2, playouts=2)
    qtbot.waitUntil(lambda: any(e[0] == "analysed" for e in events), timeout=60000)
    assert [e[1] for e in events if e[0] == "analysed"] == [quick]
