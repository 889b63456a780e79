"""A damaged, locked or unwritable library never loses a game (issue 19).

Each case ends with every game accounted for — in the library, in the pending
folder or waiting in memory — and no library file corrupted.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from climbdesk.core.outcome import Outcome
from climbdesk.library import Library
from climbdesk.library.entries import Entry
from climbdesk.library.keeper import Keeper
from tests.library_helpers import ANN_VS_EASY, with_outcome

ROOT = Path(__file__).resolve().parent.parent


def game(seed: int) -> Entry:
    return with_outcome(Outcome.single_winner(seed % 2, 2), ANN_VS_EASY, seed=seed)


def uids(path: Path) -> set[str]:
    with Library(path) as lib:
        lib.check()
        return {r[0] for r in lib.query("SELECT uid FROM games")}


def filled(folder: Path, count: int) -> Keeper:
    keeper = Keeper(folder)
    for seed in range(count):
        assert keeper.keep(game(seed)) is None
    keeper.close()
    return keeper


def test_a_file_that_is_not_sqlite_is_set_aside_and_the_game_kept(tmp_path: Path) -> None:
    keeper = Keeper(tmp_path)
    junk = b"these are not the pages you are looking for\n" * 200
    keeper.path.write_bytes(junk)
    assert keeper.keep(game(1)) is None
    [aside] = tmp_path.glob("library.broken-*.sqlite")
    assert aside.read_bytes() == junk
    assert any("damaged" in str(n) and "was kept as" in str(n) for n in keeper.notes)
    keeper.close()
    assert uids(keeper.path) == {game(1).uid}


def test_a_truncated_library_is_set_aside_and_the_game_kept(tmp_path: Path) -> None:
    keeper = filled(tmp_path, 40)
    size = keeper.path.stat().st_size
    with open(keeper.path, "r+b") as fh:
        fh.truncate(size // 2)
    truncated = keeper.path.read_bytes()
    again = Keeper(tmp_path)
    assert again.keep(game(99)) is None
    [aside] = tmp_path.glob("library.broken-*.sqlite")
    assert aside.read_bytes() == truncated  # kept as it was, for rescue
    again.close()
    assert uids(again.path) == {game(99).uid}


def test_a_locked_library_says_so_once_and_the_games_come_in_later(tmp_path: Path) -> None:
    filled(tmp_path, 1)
    holder = sqlite3.connect(tmp_path / "library.sqlite", isolation_level=None)
    keeper = Keeper(tmp_path, timeout=0.05)
    keeper.library()  # opened before the other window took its lock
    holder.execute("BEGIN EXCLUSIVE")
    first = keeper.keep(game(1))
    assert first is not None and "library-pending" in str(first)
    assert keeper.keep(game(2)) is None  # told once per session
    assert len(list(keeper.pending_dir.glob("*.json"))) == 2
    holder.execute("ROLLBACK")
    holder.close()
    keeper.close()
    later = Keeper(tmp_path)
    later.library()
    assert uids(later.path) == {game(0).uid, game(1).uid, game(2).uid}
    assert list(later.pending_dir.glob("*.json")) == []


def test_a_folder_that_cannot_be_written_keeps_the_game_in_memory_and_retries(
        tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    keeper = Keeper(blocker)
    message = keeper.keep(game(1))
    assert message is not None and "until climbdesk closes" in str(message)
    assert list(keeper.waiting) == [game(1).uid]
    blocker.unlink()  # the folder can be written again
    keeper.retry()
    assert keeper.waiting == {}
    keeper.close()
    assert uids(keeper.path) == {game(1).uid}


def _read_only(folder: Path, on: bool) -> None:
    """Really read-only: for root permission bits do not bind, so the folder is made
    immutable (``chattr +i``) instead."""
    if os.geteuid() != 0:
        os.chmod(folder, 0o555 if on else 0o755)
        return
    done = subprocess.run(["chattr", "+i" if on else "-i", str(folder)], capture_output=True,
                          check=False)
    if done.returncode != 0:
        pytest.skip("running as root where chattr cannot make a folder read-only")


def test_a_read_only_folder_leaves_the_library_untouched(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    filled(folder, 2)
    before = (folder / "library.sqlite").read_bytes()
    _read_only(folder, True)
    try:
        keeper = Keeper(folder)
        message = keeper.keep(game(5))
        assert message is not None and "could not be added to the library" in str(message)
        assert list(keeper.waiting) == [game(5).uid]  # kept, to be retried
        assert (folder / "library.sqlite").read_bytes() == before
        assert not (folder / "library-pending").exists()
    finally:
        _read_only(folder, False)
    keeper.retry()
    assert keeper.waiting == {}
    keeper.close()
    assert len(uids(folder / "library.sqlite")) == 3


WRITER_CHILD = """
import sys
from pathlib import Path
from climbdesk.core.outcome import Outcome
from climbdesk.core.record import Seat
from tests.library_helpers import with_outcome
from climbdesk.library.keeper import Keeper
folder, first, count = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
step = len(sys.argv) > 4  # wait for the parent's "go" before each next game
keeper = Keeper(folder, timeout=30)
seats = [Seat("Ann"), Seat("Bot", "bot", "hard")]
for seed in range(first, first + count):
    entry = with_outcome(Outcome.single_winner(0, 2), seats, seed=seed)
    problem = keeper.keep(entry)
    print(entry.uid, "pending" if problem or keeper.waiting else "kept", flush=True)
    if step:
        sys.stdin.readline()
"""


def _writer(folder: Path, first: int, count: int,
            step: bool = False) -> subprocess.Popen[str]:
    args = [sys.executable, "-c", WRITER_CHILD, str(folder), str(first), str(count)]
    return subprocess.Popen(args + (["step"] if step else []), cwd=ROOT,
                            stdin=subprocess.PIPE if step else None,
                            stdout=subprocess.PIPE, text=True)


def test_two_windows_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    Keeper(tmp_path).library()  # created first, as the app's first window does
    writers = [_writer(tmp_path, 0, 40), _writer(tmp_path, 1000, 40)]
    written = set()
    for w in writers:
        out, _ = w.communicate(timeout=120)
        assert w.returncode == 0
        lines = [line.split() for line in out.splitlines()]
        assert all(state == "kept" for _, state in lines)
        written |= {uid for uid, _ in lines}
    assert len(written) == 80
    assert uids(tmp_path / "library.sqlite") == written


@pytest.mark.parametrize("after", [3, 11])
def test_a_writer_killed_mid_write_loses_no_committed_game(tmp_path: Path, after: int) -> None:
    Keeper(tmp_path).library()
    # The writer waits for a "go" after each game it reports, so however slowly
    # this process is scheduled it is at most one game ahead when it is killed.
    writer = _writer(tmp_path, 0, 100000, step=True)
    assert writer.stdout is not None and writer.stdin is not None
    committed = []
    for _ in range(after):
        committed.append(writer.stdout.readline().split()[0])
        writer.stdin.write("go\n")
        writer.stdin.flush()
    time.sleep(0.002)  # likely inside the next game's transaction now
    os.kill(writer.pid, signal.SIGKILL)
    writer.wait(timeout=30)
    writer.stdin.close()
    writer.stdout.close()
    time.sleep(0.05)
    kept = uids(tmp_path / "library.sqlite")  # quick_check passes: nothing corrupted
    assert set(committed) <= kept
    assert len(kept) <= after + 1  # at most the one game it was writing
    later = Keeper(tmp_path)
    assert later.keep(game(12345)) is None  # and the library takes games again


def test_damage_inside_the_file_is_found_by_the_next_write_and_set_aside(
        tmp_path: Path) -> None:
    """The length looks right, the pages are garbage: the first write fails (the game
    waits beside the library and the player is told), the next checks every page,
    sets the file aside and takes both games into a fresh library."""
    keeper = filled(tmp_path, 30)
    data = bytearray(keeper.path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[page:] = b"\xa5" * (len(data) - page)  # every page after the first
    keeper.path.write_bytes(bytes(data))
    again = Keeper(tmp_path)
    told = again.keep(game(100))
    assert told is not None and "damaged" in str(told)
    assert len(list(again.pending_dir.glob("*.json"))) == 1
    assert again.keep(game(101)) is None
    assert list(tmp_path.glob("library.broken-*.sqlite"))
    again.close()
    assert uids(again.path) == {game(100).uid, game(101).uid}
    assert list(again.pending_dir.glob("*.json")) == []
