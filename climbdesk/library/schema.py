"""The library's tables and the migrations between their versions.

``PRAGMA user_version`` holds the schema version.  Each migration is a function
taking the database from version ``n`` to ``n + 1``, run in one transaction, so
a library of any older version is brought up to date step by step and a crash
mid-migration leaves the previous version intact.  A library of a *newer*
version than this code knows is refused, never written to.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable


def _create_v1(db: sqlite3.Connection) -> None:
    """The first schema.  The record's JSON lives in its own table so that the
    statistics scan only the small ``games`` and ``seats`` rows."""
    _run_script(db, """
        CREATE TABLE games (
            id        INTEGER PRIMARY KEY,
            uid       TEXT NOT NULL UNIQUE,   -- the same game saved again updates its row
            game      TEXT NOT NULL,          -- game key
            status    TEXT NOT NULL CHECK (status IN ('finished', 'saved')),
            started   TEXT NOT NULL,          -- ISO 8601, UTC (the record's "created")
            ended     TEXT NOT NULL,          -- when it finished or was last saved
            turns     INTEGER NOT NULL,       -- length as the move list counts it
            actions   INTEGER NOT NULL,       -- every action, chance outcomes included
            players   INTEGER NOT NULL,
            options   TEXT NOT NULL,          -- JSON
            reason    TEXT NOT NULL DEFAULT '',
            opponent  TEXT NOT NULL,          -- 'human', the strongest bot level, or 'bots'
            result    TEXT NOT NULL,          -- entries.Result, from the human seats' side
            save_path TEXT
        );
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat    INTEGER NOT NULL,
            name    TEXT NOT NULL,
            kind    TEXT NOT NULL,
            level   TEXT NOT NULL,
            colour  TEXT NOT NULL,
            place   INTEGER,                  -- 1 = first; NULL while unfinished
            score   REAL,
            won     INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (game_id, seat)
        );
        CREATE TABLE records (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            json    TEXT NOT NULL             -- exactly what a save file holds
        );
        -- What the retired stats.json had counted, kept as aggregate rows.
        CREATE TABLE imported_stats (
            game   TEXT NOT NULL,
            bucket TEXT NOT NULL CHECK (bucket IN ('game', 'opponent', 'player')),
            name   TEXT NOT NULL,
            played INTEGER NOT NULL,
            won    INTEGER NOT NULL,
            best   INTEGER,
            PRIMARY KEY (game, bucket, name)
        );
        CREATE INDEX games_by_game ON games(game, status, ended);
        CREATE INDEX games_by_end ON games(ended, id);
        -- Covers the tallies: finished games in (game, opponent, time) order with
        -- their result and length, read without touching the table or sorting.
        CREATE INDEX games_tally ON games(status, game, opponent, ended, id, result, turns);
        CREATE INDEX seats_by_name ON seats(name);
    """)


def _add_analyses_v2(db: sqlite3.Connection) -> None:
    """Game analyses (issue 19), kept so that a second look is instant.  One row per
    game, analysed seat and bot level; deleting the game deletes its analyses."""
    _run_script(db, """
        CREATE TABLE analyses (
            game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat     INTEGER NOT NULL,
            level    TEXT NOT NULL,           -- the bot level whose moves were the yardstick
            seed     INTEGER NOT NULL,
            playouts INTEGER NOT NULL,
            json     TEXT NOT NULL,           -- Analysis.to_json()
            PRIMARY KEY (game_id, seat, level)
        );
    """)


def _run_script(db: sqlite3.Connection, script: str) -> None:
    """Run statements one by one: ``executescript`` would commit the migration's
    open transaction first, and a crash half-way would leave half a schema."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    for statement in "\n".join(lines).split(";"):
        if statement.strip():
            db.execute(statement)


#: MIGRATIONS[n] takes a library from version n to n + 1 (0 is an empty file).
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1, _add_analyses_v2]
VERSION = len(MIGRATIONS)


def version_of(db: sqlite3.Connection) -> int:
    row = db.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def migrate(db: sqlite3.Connection, migrations: list[Callable[[sqlite3.Connection], None]]
            | None = None) -> int:
    """Bring ``db`` up to the newest version, one transaction per step; returns
    the version found.  The caller has checked it is not newer than ours."""
    steps = MIGRATIONS if migrations is None else migrations
    found = version_of(db)
    for version in range(found, len(steps)):
        db.execute("BEGIN IMMEDIATE")
        try:
            if version_of(db) == version:  # another process may have migrated meanwhile
                steps[version](db)
                db.execute(f"PRAGMA user_version = {version + 1}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return found
