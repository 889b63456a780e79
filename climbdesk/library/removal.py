"""Deleting a game so that it can be brought back: the library dialog's Undo.

A deleted game is taken out whole — its ``games`` row, its seats, its record and
its analyses — and handed back as a :class:`Removed`, which :func:`restore`
writes again with the same row ids, so the game comes back exactly as it was
(its place in the lists, its analyses for review).  The rows are read column by
column as SQLite holds them, so a later schema version's new columns come back
too.  Nothing is kept on disk: Undo lasts as long as the dialog that deleted.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from typing import Any

from climbdesk.core.text import Text
from climbdesk.library.database import Library, LibraryError

#: The tables holding a game, the game's own row first (the others refer to it).
TABLES = (("games", "id"), ("seats", "game_id"), ("records", "game_id"),
          ("analyses", "game_id"))


@dataclasses.dataclass(frozen=True)
class Removed:
    """Everything of one deleted game: per table, its column names and rows."""

    game_id: int
    tables: tuple[tuple[str, tuple[str, ...], tuple[tuple[Any, ...], ...]], ...]


def take(library: Library, game_id: int) -> Removed:
    """Delete the game ``game_id`` and return all of it (LibraryError if that fails:
    then nothing was deleted)."""
    with library._writing() as db:  # noqa: SLF001 - the library's one write transaction
        tables = []
        for table, key in TABLES:
            cursor = db.execute(f"SELECT * FROM {table} WHERE {key} = ?", (game_id,))
            columns = tuple(d[0] for d in cursor.description)
            tables.append((table, columns, tuple(tuple(r) for r in cursor.fetchall())))
        db.execute("DELETE FROM games WHERE id = ?", (game_id,))  # the rest cascade
    return Removed(game_id, tuple(tables))


def restore(library: Library, removed: Removed) -> None:
    """Write a taken game back as it was.  LibraryError when it cannot be: the library
    is unavailable, or the same game was added again meanwhile (a save imported)."""
    try:
        with library._writing() as db:  # noqa: SLF001 - the library's one write transaction
            for table, columns, rows in removed.tables:
                if rows:
                    marks = ", ".join("?" * len(columns))
                    db.executemany(f"INSERT INTO {table} ({', '.join(columns)})"
                                   f" VALUES ({marks})", rows)
    except LibraryError as exc:
        if isinstance(exc.__context__, sqlite3.IntegrityError) or "UNIQUE" in str(exc):
            raise LibraryError(Text("the game is in the library again, so it was not "
                                    "brought back twice")) from None
        raise
