"""Issue 17: a Climbers mountain built ahead elsewhere is the one the game builds itself.

The window has the bot process build a new or resumed game's mountain
(:mod:`climbdesk.games.climbers.prebuilt`); these tests check, without Qt, that the
work names the mountain the match will build, that what comes back is kept and handed
out as copies, and that nothing about the game changes.  Counted, never timed.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from climbdesk.bots.base import CancelToken
from climbdesk.bots.worker import SET_UP, answer, setup_request
from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.games.climbers import GAME, mountain, prebuilt
from climbdesk.games.climbers.mountain import BUILDER

SEATS = [Seat("Ann"), Seat("Ben")]


@pytest.fixture(autouse=True)
def _nothing_kept() -> Iterator[None]:
    prebuilt.forget()
    yield
    prebuilt.forget()


def _builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the mountains built in this process from now on."""
    built: list[int] = []
    real = mountain.build

    def counting(number: int, attempt: int = 0, version: int = 1):  # type: ignore[no-untyped-def]
        built.append(number)
        return real(number, attempt, version)

    monkeypatch.setattr(mountain, "build", counting)
    return built


def test_the_work_names_the_mountain_the_new_match_draws() -> None:
    record = GameRecord.new(GAME, SEATS, {}, seed=1234)
    work = GAME.setup_work(record)
    assert work is not None and work["builder"] == BUILDER
    match = Match(record)
    match.resolve_chance()
    assert match.state.number == work["number"]


def test_a_fixed_or_a_saved_mountain_is_named_too() -> None:
    fixed = GameRecord.new(GAME, SEATS, {"mountain": 77, "builder": 4}, seed=5)
    assert GAME.setup_work(fixed) == {"number": 77, "builder": 4}
    match = Match(GameRecord.new(GAME, SEATS, {}, seed=99))
    match.resolve_chance()
    saved = GameRecord.from_json(match.truncated_record().to_json())
    assert GAME.setup_work(saved) == {"number": match.state.number, "builder": BUILDER}


def test_a_kept_mountain_is_the_one_built_here_and_is_not_built_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    record = GameRecord.new(GAME, SEATS, {}, seed=4321)
    work = GAME.setup_work(record)
    assert work is not None
    # Built as the bot process builds it, through the worker's own request code.
    reply = answer(setup_request(1, "climbers", work), CancelToken())
    assert reply["op"] == SET_UP
    GAME.take_setup_work(work, reply["result"])
    assert GAME.setup_work(record) is None  # kept: nothing left to do
    built = _builds(monkeypatch)
    match = Match(record)
    match.resolve_chance()
    assert built == []  # the set-up took the kept mountain
    here, _attempt = mountain._build_new(work["number"], work["builder"])
    board = match.state.board
    assert board.encode() == here.encode()
    assert (board.heights, board.stacks, board.showing, board.placed) == \
        (here.heights, here.stacks, here.showing, here.placed)
    # A save of the game resumes on the same mountain, kept or not.
    saved = match.truncated_record()
    prebuilt.forget()
    assert Match(GameRecord.from_json(saved.to_json())).state.board.encode() == here.encode()


def test_every_game_gets_a_copy_of_the_kept_mountain() -> None:
    board, attempt = mountain._build_new(3, BUILDER)
    prebuilt.keep(3, BUILDER, board.copy(), attempt)
    first, _ = mountain.generate(3, BUILDER)
    block = next(b for b, p in enumerate(first.placed) if p is not None)
    first.lift(block)
    again, _ = mountain.generate(3, BUILDER)
    assert again.encode() == board.encode() != first.encode()


def test_only_a_few_mountains_are_kept() -> None:
    board, _ = mountain._build_new(1, BUILDER)
    for number in range(prebuilt.KEEP + 2):
        prebuilt.keep(number, BUILDER, board, 0)
    assert prebuilt.kept(0, BUILDER) is None and prebuilt.kept(prebuilt.KEEP + 1, BUILDER)


def test_a_result_that_does_not_read_back_is_refused() -> None:
    with pytest.raises((ValueError, KeyError, IndexError)):
        GAME.take_setup_work({"number": 5, "builder": BUILDER}, {"blocks": ["nonsense"],
                                                                 "attempt": 0})
    assert prebuilt.kept(5, BUILDER) is None


def test_games_without_set_up_work_have_none() -> None:
    from climbdesk.core.registry import get_game

    for key in ("stairs", "cantstop", "summit", "wall"):
        game = get_game(key)
        assert game.setup_work(GameRecord.new(game, SEATS, {})) is None


def test_the_worker_does_set_up_work_without_importing_the_searches() -> None:
    """Issue 17 (start15): the window imports the worker's module for its messages, and
    a set-up asked at launch should not wait for every search to be imported first."""
    import subprocess
    import sys

    code = ("import sys\n"
            "from climbdesk.bots.base import CancelToken\n"
            "from climbdesk.bots.worker import answer, setup_request\n"
            "reply = answer(setup_request(1, 'climbers', {'number': 5, 'builder': 5}),"
            " CancelToken())\n"
            "assert reply['op'] == 'set_up', reply\n"
            "print(sorted(m for m in ('climbdesk.bots.levels', 'climbdesk.bots.analysis',"
            " 'climbdesk.bots.mcts') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.strip() == "[]"


def test_only_the_worker_s_searches_run_at_a_lower_priority(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17 (start15): the whole worker ran at niceness 5, so at load 6 a mountain
    the player waited for took a second; now only the search thread is lowered (on
    Linux a thread's niceness is its own) and the set-up thread keeps the process's."""
    import multiprocessing
    import os
    import threading

    from climbdesk.bots import worker

    lowered: list[str] = []
    monkeypatch.setattr(os, "nice", lambda _n: lowered.append(threading.current_thread().name))
    requests_in, requests_out = multiprocessing.Pipe(duplex=False)
    answers_in, answers_out = multiprocessing.Pipe(duplex=False)
    server = threading.Thread(target=worker._Server(requests_in, answers_out).run)
    server.start()
    assert worker.decode(answers_in.recv_bytes())["op"] == "hello"
    requests_out.send_bytes(worker.encode(setup_request(1, "climbers",
                                                        {"number": 5, "builder": BUILDER})))
    assert worker.decode(answers_in.recv_bytes())["op"] == SET_UP
    requests_out.send_bytes(worker.encode({"op": "stop"}))
    server.join(10)
    assert lowered == ["climbdesk-search"]


def test_two_threads_keeping_mountains_at_once_lose_nothing() -> None:
    """Review16: the start page's thumbnail thread and the GUI thread both use the kept
    mountains; unlocked, two keeps at once raised a KeyError (both dropped the same
    oldest) or "dictionary changed size during iteration".  A tiny switch interval
    makes the threads switch inside keep(); without the lock it failed 8 runs in 8."""
    import sys
    import threading

    board = mountain.generate(1, BUILDER)[0]
    errors: list[BaseException] = []

    def hammer(base: int) -> None:
        try:
            for i in range(20000):
                prebuilt.keep(base + i % 7, BUILDER, board, 0)
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=hammer, args=(base,)) for base in (0, 100)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert errors == []
    assert len(prebuilt._kept) == prebuilt.KEEP
