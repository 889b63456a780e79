"""The game library: every finished and saved game in one SQLite database.

GUI-free (it sits beside the games, above core: it reads records and outcomes,
and replays a record only to import a save file).  The window writes to it when
a game ends or is saved, the statistics are queries on it, and File ▸ Library
lists it.  A library that cannot be written (damaged, locked, a read-only
folder) never loses a game: the record waits in a pending folder beside it, or
in memory, and is imported on the next successful open.
"""

from __future__ import annotations

from climbdesk.library.database import Library, LibraryError, NewerLibraryError
from climbdesk.library.entries import Entry, Result, entry_for

__all__ = ["Entry", "Library", "LibraryError", "NewerLibraryError", "Result", "entry_for"]
