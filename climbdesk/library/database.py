"""One SQLite library file: opening it safely, writing games, reading them back.

Opened in WAL mode (readers never wait for the writer; a writer killed mid-way
leaves the last committed state), with foreign keys on and ``synchronous=FULL``
(a finished game survives a power cut once it is written).  Every SQLite error
becomes a :class:`LibraryError` saying whether the file is *damaged* (not a
database, malformed: set it aside) or only *unavailable* (locked by another
window, a read-only folder: try again later).
"""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from climbdesk.core.errors import ClimbdeskError, RecordError
from climbdesk.core.text import Text
from climbdesk.library import schema
from climbdesk.library.entries import Entry, Result, Status

#: How long a write waits for another window's write to finish (seconds).
BUSY_TIMEOUT = 2.0
#: SQLite's codes for a file that is not (or no longer) a sound database.
_DAMAGE = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}
_SEP = "\x1f"


class LibraryError(ClimbdeskError):
    """The library cannot be used now; ``damaged`` says whether the file itself is bad."""

    def __init__(self, message: object, damaged: bool = False) -> None:
        super().__init__(message)
        self.damaged = damaged


class NewerLibraryError(LibraryError):
    """The file was written by a newer climbdesk: left alone, never downgraded."""


def _error(exc: sqlite3.Error, path: Path) -> LibraryError:
    name = getattr(exc, "sqlite_errorname", "")
    text = str(exc)
    damaged = name.startswith(tuple(_DAMAGE)) or "malformed" in text or "not a database" in text
    if damaged:
        return LibraryError(Text("the game library {name} is damaged ({error})",
                                 name=str(path), error=text), damaged=True)
    return LibraryError(Text("the game library {name} cannot be used now ({error})",
                             name=str(path), error=text))


@dataclasses.dataclass(frozen=True)
class Listed:
    """One game as the library dialog lists it (no record: that is read on Open)."""

    id: int
    game: str
    status: Status
    started: str
    ended: str
    turns: int
    opponent: str
    result: Result
    reason: str
    names: tuple[str, ...]
    winners: tuple[str, ...]
    save_path: str | None


@dataclasses.dataclass(frozen=True)
class Filter:
    """What the dialog's filters ask for; None is "any"."""

    game: str | None = None
    opponent: str | None = None   # "human", "bots" or a bot level
    player: str | None = None     # a human seat's name
    result: Result | None = None
    since: str | None = None      # ISO date or time: games ended at or after it
    until: str | None = None      # games ended before it


class Library:
    """An open library file.  Not shared between threads (sqlite3's default)."""

    def __init__(self, path: Path, *, timeout: float = BUSY_TIMEOUT) -> None:
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError(Text("the game library {name} cannot be used now ({error})",
                                    name=str(path), error=exc.strerror or str(exc))) from None
        try:
            self.db = sqlite3.connect(path, timeout=timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise _error(exc, path) from None
        try:
            self._setup()
        except sqlite3.Error as exc:
            self.db.close()
            raise _error(exc, path) from None
        except LibraryError:
            self.db.close()
            raise

    def _setup(self) -> None:
        self._check_length()
        db = self.db
        db.execute("PRAGMA foreign_keys = ON")
        found = schema.version_of(db)
        if found > schema.VERSION:
            raise NewerLibraryError(Text(
                "the game library {name} was written by a newer climbdesk (library version "
                "{version}); it was left as it is. Please update climbdesk to use it.",
                name=str(self.path), version=found))
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()  # reads the schema pages
        schema.migrate(db)

    def _check_length(self) -> None:
        """A cheap test for a truncated file (checking every page costs ~50 ms per
        10,000 games, so that is done only once damage is suspected): the header
        says how many pages the file holds, when its two change counters agree."""
        try:
            with open(self.path, "rb") as fh:
                head = fh.read(100)
                size = os.fstat(fh.fileno()).st_size
        except OSError:
            return  # a missing file is a new library; anything else SQLite reports
        if len(head) < 100 or not head.startswith(b"SQLite format 3\0"):
            return
        page_size = int.from_bytes(head[16:18], "big")
        page_size = 65536 if page_size == 1 else page_size
        pages = int.from_bytes(head[28:32], "big")
        if pages and head[24:28] == head[92:96] and pages * page_size > size:
            raise LibraryError(Text("the game library {name} is damaged ({error})",
                                    name=str(self.path),
                                    error="the file is shorter than its header says"),
                               damaged=True)

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once (IMMEDIATE), so two windows writing
        wait for each other instead of failing half-way."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise _error(exc, self.path) from None
        try:
            yield self.db
            self.db.execute("COMMIT")
        except BaseException as exc:
            try:
                self.db.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # SQLite rolled back already
            if isinstance(exc, sqlite3.Error):
                raise _error(exc, self.path) from None
            raise

    def query(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self.db.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise _error(exc, self.path) from None

    def check(self) -> None:
        """Every page read and checked (``quick_check``); LibraryError if damaged."""
        rows = self.query("PRAGMA quick_check")
        if [r[0] for r in rows] != ["ok"]:
            raise LibraryError(Text("the game library {name} is damaged ({error})",
                                    name=str(self.path), error=str(rows[0][0])), damaged=True)

    # ----- writing ------------------------------------------------------------------
    def put(self, entry: Entry) -> int:
        """Add ``entry``, or update the row of the same game (saved again, finished)."""
        values = (entry.game, entry.status.value, entry.started, entry.ended, entry.turns,
                  entry.actions, entry.players, entry.options, entry.reason, entry.opponent,
                  entry.result.value, entry.save_path)
        with self._writing() as db:
            row = db.execute("SELECT id FROM games WHERE uid = ?", (entry.uid,)).fetchone()
            if row is None:
                cur = db.execute(
                    "INSERT INTO games (game, status, started, ended, turns, actions, players,"
                    " options, reason, opponent, result, save_path, uid)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", (*values, entry.uid))
                game_id = int(cur.lastrowid or 0)
            else:
                game_id = int(row[0])
                db.execute(
                    "UPDATE games SET game = ?, status = ?, started = ?, ended = ?, turns = ?,"
                    " actions = ?, players = ?, options = ?, reason = ?, opponent = ?,"
                    " result = ?, save_path = COALESCE(?, save_path) WHERE id = ?",
                    (*values, game_id))
                db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            db.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, level, colour, place, score,"
                " won) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.name, s.kind, s.level, s.colour, s.place, s.score,
                  int(s.won)) for s in entry.seats])
            db.execute("INSERT OR REPLACE INTO records (game_id, json) VALUES (?, ?)",
                       (game_id, entry.record))
        return game_id

    def delete(self, game_id: int) -> None:
        with self._writing() as db:
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))  # seats, record cascade

    def import_stats(self, rows: list[tuple[str, str, str, int, int, int | None]]) -> bool:
        """Keep the retired stats.json's tallies (game, bucket, name, played, won, best).

        Done once: False (nothing written) if tallies were imported before, so a
        crash between this and renaming the file never counts them twice."""
        with self._writing() as db:
            if db.execute("SELECT 1 FROM imported_stats LIMIT 1").fetchone() is not None:
                return False
            db.executemany("INSERT OR REPLACE INTO imported_stats VALUES (?, ?, ?, ?, ?, ?)",
                           rows)
        return True

    # ----- reading ------------------------------------------------------------------
    def count(self) -> int:
        return int(self.query("SELECT count(*) FROM games")[0][0])

    def record_json(self, game_id: int) -> Any:
        """The game's save-file JSON (a dict), or RecordError if the row is gone."""
        rows = self.query("SELECT json FROM records WHERE game_id = ?", (game_id,))
        if not rows:
            raise RecordError(Text("this game is no longer in the library"))
        try:
            return json.loads(rows[0][0])
        except ValueError:
            raise RecordError(Text("this game's record in the library is damaged")) from None

    def games(self, flt: Filter | None = None, *, sort: Sort | None = None, offset: int = 0,
              limit: int = -1) -> list[Listed]:
        """The games matching ``flt``, newest first unless ``sort`` says otherwise; ``limit``
        rows from ``offset`` (the dialog reads a page at a time; -1: all)."""
        sql_where, args = _where(flt or Filter())
        order = (sort or Sort()).sql()
        # One pass, seats folded in by group_concat (names never hold control
        # characters, so the unit separator cannot occur in one).
        rows = self.query(
            "SELECT g.id, g.game, g.status, g.started, g.ended, g.turns, g.opponent,"
            " g.result, g.reason, g.save_path,"
            " (SELECT group_concat(s.name, char(31)) FROM seats s WHERE s.game_id = g.id),"
            " (SELECT group_concat(s.name, char(31)) FROM seats s WHERE s.game_id = g.id"
            "  AND s.won) FROM games g" + sql_where + " ORDER BY " + order
            + " LIMIT ? OFFSET ?", (*args, limit, offset))
        statuses = {s.value: s for s in Status}
        results = {r.value: r for r in Result}
        return [Listed(r[0], r[1], statuses[r[2]], r[3], r[4], r[5], r[6], results[r[7]],
                       r[8], tuple(r[10].split(_SEP)) if r[10] else (),
                       tuple(r[11].split(_SEP)) if r[11] else (), r[9])
                for r in rows]

    def count_games(self, flt: Filter | None = None) -> int:
        """How many games match ``flt`` (the dialog's count, without reading them)."""
        sql_where, args = _where(flt or Filter())
        return int(self.query("SELECT count(*) FROM games g" + sql_where, args)[0][0])

    def player_names(self) -> list[str]:
        """Every human seat's name, for the opponent filter."""
        return [r[0] for r in self.query(
            "SELECT DISTINCT name FROM seats WHERE kind = 'human' ORDER BY name")]


@dataclasses.dataclass(frozen=True)
class Sort:
    """The order of a listing: a column of the dialog's table, and which way.

    ``games`` orders the game column (the keys in the order of their titles in the
    reader's language, so the table sorts by what it shows); keys not in it come last.
    """

    column: str = "ended"
    descending: bool = True
    games: tuple[str, ...] = ()

    #: What each sortable column orders by (never text from outside: only these).
    COLUMNS: ClassVar[dict[str, str]] = {
        "ended": "g.ended", "turns": "g.turns", "result": "g.result",
        "opponent": "g.opponent",
        "players": "(SELECT group_concat(s.name, ' ') FROM seats s WHERE s.game_id = g.id)"}

    def sql(self) -> str:
        way = " DESC" if self.descending else " ASC"
        if self.column == "game":
            # Key names are the games' registered keys (letters and digits only).
            cases = " ".join(f"WHEN '{key}' THEN {i}" for i, key in enumerate(self.games)
                             if key.isalnum())
            expression = f"CASE g.game {cases} ELSE {len(self.games)} END" if cases \
                else "g.game"
        else:
            expression = self.COLUMNS[self.column]
        return f"{expression}{way}, g.id{way}"


def _where(f: Filter) -> tuple[str, tuple[Any, ...]]:
    """The WHERE clause (with its leading space, or empty) and its arguments for ``f``."""
    where: list[str] = []
    args: list[Any] = []
    for column, value in (("game", f.game), ("opponent", f.opponent)):
        if value is not None:
            where.append(f"g.{column} = ?")
            args.append(value)
    if f.result is not None:
        where.append("g.result = ?")
        args.append(f.result.value)
    if f.since is not None:
        where.append("g.ended >= ?")
        args.append(f.since)
    if f.until is not None:
        where.append("g.ended < ?")
        args.append(f.until)
    if f.player is not None:
        where.append("EXISTS (SELECT 1 FROM seats p WHERE p.game_id = g.id AND"
                     " p.kind = 'human' AND p.name = ?)")
        args.append(f.player)
    sql_where = (" WHERE " + " AND ".join(where)) if where else ""
    return sql_where, tuple(args)
