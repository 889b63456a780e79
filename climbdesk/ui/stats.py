"""The app's statistics and its writer to the game library.

Every finished game (and every saved one) goes into the library
(:mod:`climbdesk.library`, one SQLite file in ``paths.data_dir()``); the
statistics are queries on it.  The old hand-kept ``stats.json`` is imported
once and renamed ``stats.json.imported``.  This module holds the session's one
:class:`~climbdesk.library.keeper.Keeper` (one connection, opened at the first
use, not at start-up) and turns what it reports into notes for the player: a
library that cannot be written is said once per session, and the game waits
beside it for the next start.

The "user" is whoever sits at this computer, so results are counted from the
human seats' point of view: against bots a game is won when a human seat
finishes first; between humans only the game and each player's name count.
"""

from __future__ import annotations

import atexit
import dataclasses
from pathlib import Path
from typing import Any

from climbdesk import paths
from climbdesk.core.outcome import Outcome
from climbdesk.core.record import GameRecord
from climbdesk.core.text import Text
from climbdesk.library import LibraryError, entry_for
from climbdesk.library.keeper import STATS_NAME, Keeper
from climbdesk.library.queries import personal_best as _personal_best
from climbdesk.library.queries import statistics

_KEEPER: Keeper | None = None


def stats_path() -> Path:
    """The retired statistics file (imported into the library once)."""
    return paths.data_dir() / STATS_NAME


def keeper() -> Keeper:
    """The session's keeper of the library in the data folder (a new one if the
    folder changed: tests point ``CLIMBDESK_HOME`` elsewhere for each test)."""
    global _KEEPER
    folder = paths.data_dir()
    if _KEEPER is None or _KEEPER.folder != folder:
        if _KEEPER is not None:
            close()
        else:
            atexit.register(close)
        _KEEPER = Keeper(folder)
    return _KEEPER


def close() -> None:
    """At exit: games still waiting in memory get one more try, then the file is closed."""
    if _KEEPER is not None:
        _KEEPER.retry()
        _KEEPER.close()


def _drain(k: Keeper, notes: list[Text] | None) -> None:
    if notes is not None:
        notes.extend(k.notes)
    k.notes.clear()


def record_game(record: GameRecord, outcome: Outcome | None, turns: int,
                notes: list[Text] | None = None, save_path: str | None = None) -> None:
    """Keep ``record`` in the library: finished when ``outcome`` is given, else saved.

    Never raises for the library: what the player should hear (a file set aside,
    the library unavailable — once per session) is added to ``notes``."""
    k = keeper()
    problem = k.keep(entry_for(record, outcome, turns, save_path=save_path))
    _drain(k, notes)
    if problem is not None and notes is not None:
        notes.append(problem)


@dataclasses.dataclass
class Loaded:
    """The statistics as read, and what the player should hear about the library."""

    data: dict[str, Any]
    problem: Text | None = None


def load_report() -> Loaded:
    """The statistics from the library; never raises (the problem is reported)."""
    k = keeper()
    notes: list[Text] = []
    try:
        data = statistics(k.library())
    except LibraryError as exc:
        _drain(k, notes)
        message = exc.args[0] if exc.args else ""
        notes.append(message if isinstance(message, Text) else Text(str(message)))
        return Loaded({"games": {}}, _joined(notes))
    _drain(k, notes)
    return Loaded(data, _joined(notes))


def _joined(notes: list[Text]) -> Text | None:
    if not notes:
        return None
    if len(notes) == 1:
        return notes[0]
    return Text("{first} {rest}", first=notes[0], rest=_joined(notes[1:]))


def load() -> dict[str, Any]:
    """The statistics (empty when there are none or the library cannot be read)."""
    return load_report().data


def personal_best(game_key: str, player: str) -> int | None:
    """Fewest turns ``player`` has needed in a solitaire game of ``game_key``."""
    try:
        return _personal_best(keeper().library(), game_key, player)
    except LibraryError:
        return None
