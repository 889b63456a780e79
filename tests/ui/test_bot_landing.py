"""Issue 17: a move that hands the turn to a bot is drawn before the bot is asked.

The next bot's question (its view as JSON, sent to the worker) used to be built in
the same turn of the event loop as applying the move, drawing it and redrawing the
panels; it now goes out on the next turn, so the window may paint in between.
Deterministic: the test waits for the question, it does not time anything.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from climbdesk.core.record import GameRecord, Match, Seat

from .app_helpers import dialogs, stairs, window  # noqa: F401


def _vs_bot(window, asked):  # type: ignore[no-untyped-def]
    window.start_match(Match(GameRecord.new(stairs(), [Seat("Ann"), Seat("Robo", "bot", "easy")],
                                            seed=3)))
    c = window.controller
    original = c._runner.ask

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(args[2])  # the seat asked for
        return original(*args, **kwargs)

    c._runner.ask = spy
    return c


def test_the_bot_is_asked_on_the_next_turn_of_the_event_loop(window, qtbot) -> None:
    asked: list[int] = []
    c = _vs_bot(window, asked)
    assert c.play(c.state.legal_actions()[0])
    # Drawn, the panels say the bot thinks, but the question is not built yet.
    assert c.thinking and asked == [] and "thinking" in window.game_page.status_text()
    qtbot.waitUntil(lambda: asked == [1], timeout=20000)
    qtbot.waitUntil(lambda: c.is_human_turn() and len(c.history) == 2, timeout=20000)


def test_an_undo_before_the_question_goes_out_sends_none(window, qtbot) -> None:
    asked: list[int] = []
    c = _vs_bot(window, asked)
    assert c.play(c.state.legal_actions()[0])
    assert c.undo()
    assert not c.thinking and c.is_human_turn()
    qtbot.wait(20)  # several turns of the event loop: the dropped question stays dropped
    assert asked == [] and c._requests == {} and c.history == []
