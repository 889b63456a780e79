"""Mountains built ahead, elsewhere: a game's set-up finds its mountain made (issue 17).

Building a builder-5 mountain takes 20 ms of CPU, up to 70; done when a game starts,
on the window's thread, it held the window up.  The window therefore asks for the
mountain a new (or resumed) game will build as plain JSON (:func:`work_for`), has it
built in the bot process (:func:`build_work`, run by :meth:`ClimbersGame.do_setup_work`
there) and keeps the board it gets back (:func:`take`) before the game starts; then
:func:`~climbdesk.games.climbers.mountain.generate` hands out a copy of the kept
board instead of building it again.

Nothing about the rules changes: a number and a builder always build the same
mountain, and a kept board is only ever the one :func:`generate` built for them
(checked against its encoding before it is kept; the tests compare it with one built
in-process).  Kept boards are never changed; every game gets a copy.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from climbdesk.games.climbers.geometry import Board

if TYPE_CHECKING:
    from climbdesk.core.record import GameRecord
    from climbdesk.games.climbers.game import ClimbersGame

#: Mountains kept (the newest last): a new game's, a resumed one's and the one before.
KEEP = 4

# (number, builder) -> (board, attempt); insertion order is age.
_kept: dict[tuple[int, int], tuple[Board, int]] = {}
# Held around every use of _kept (review16): the start page's thumbnail thread builds a
# Climbers mountain (generate reads here) while the GUI thread may keep one (take), and
# keep() is a read-modify-write: two at once lost a key or stopped on the dict changing
# size while its oldest was looked up.
_lock = threading.Lock()


def kept(number: int, builder: int) -> tuple[Board, int] | None:
    """A copy of the kept mountain ``number`` of ``builder`` and its attempt, if kept."""
    with _lock:
        found = _kept.get((number, builder))
    return None if found is None else (found[0].copy(), found[1])


def keep(number: int, builder: int, board: Board, attempt: int) -> None:
    """Keep ``board`` as mountain ``number`` of ``builder`` (the oldest goes past
    :data:`KEEP`)."""
    with _lock:
        _kept.pop((number, builder), None)
        _kept[(number, builder)] = (board, attempt)
        while len(_kept) > KEEP:
            del _kept[next(iter(_kept))]


def forget() -> None:
    """Keep nothing (tests)."""
    with _lock:
        _kept.clear()


def work_for(game: ClimbersGame, record: GameRecord) -> dict[str, int] | None:
    """The mountain ``record``'s game builds first, ``{"number", "builder"}``, unless it
    is kept already: the option's number, else the game's first chance event as the
    match will have it (a resumed game's recorded one, a new game's seeded draw)."""
    from climbdesk.core.match import Match
    from climbdesk.games.climbers.actions import Mountain

    builder = int(record.options["builder"])
    number = record.options["mountain"]
    if not isinstance(number, int):
        # Cheap: with no number fixed, the set-up position has no mountain yet.
        first = Match(record, cursor=0).next_chance_outcome()
        if not isinstance(first, Mountain):
            return None
        number = first.number
    with _lock:
        if (number, builder) in _kept:
            return None
    return {"number": number, "builder": builder}


def build_work(work: Mapping[str, Any]) -> dict[str, Any]:
    """Build the mountain ``work`` names (in any process): its board's encoding."""
    from climbdesk.games.climbers.mountain import generate

    board, attempt = generate(int(work["number"]), int(work["builder"]))
    return {"blocks": board.encode(), "attempt": attempt}


def take(work: Mapping[str, Any], result: Mapping[str, Any]) -> None:
    """Keep the board ``result`` holds as the mountain ``work`` names."""
    blocks = [str(b) for b in result["blocks"]]
    board = Board.decode(blocks)
    if board.encode() != blocks:
        raise ValueError("the mountain built elsewhere does not read back the same")
    keep(int(work["number"]), int(work["builder"]), board, int(result["attempt"]))
