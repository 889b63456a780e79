"""The app's one way into the library: opened on first use, and never losing a game.

A game that cannot go into the library now — the file is damaged, another
window holds it locked too long, its folder is read-only — is written beside
it, one JSON file per game in ``library-pending/`` (atomically, like every
file the app writes), or, if even that folder cannot be written, kept in
memory and tried again with every later write and at exit.  The next time the
library opens, the pending games are put in and their files removed.  The
player hears about a failure once per session (:meth:`Keeper.keep` returns the
message the first time only), not after every game.

A damaged library file (not SQLite, malformed) is renamed aside
(``library.broken-<time>.sqlite``, with its ``-wal``/``-shm`` files), never
deleted, and a fresh library is started; a library from a newer climbdesk is
left alone and not written.
"""

from __future__ import annotations

import time
from pathlib import Path

from climbdesk.core.errors import RecordError
from climbdesk.core.storage import atomic_write_json, clean_stale_temp_files, read_json
from climbdesk.core.text import Text
from climbdesk.library.database import Library, LibraryError, NewerLibraryError
from climbdesk.library.entries import Entry
from climbdesk.library.legacy import import_stats_file

LIBRARY_NAME = "library.sqlite"
PENDING_NAME = "library-pending"
STATS_NAME = "stats.json"
PENDING_FORMAT = "climbdesk-library-pending"


def _reason(exc: BaseException) -> object:
    message = exc.args[0] if exc.args else ""
    return message if isinstance(message, Text) else str(message)


class Keeper:
    """Owns the session's connection to the library in ``folder`` (the data folder)."""

    def __init__(self, folder: Path, *, timeout: float | None = None) -> None:
        self.folder = folder
        self.path = folder / LIBRARY_NAME
        self.pending_dir = folder / PENDING_NAME
        self.timeout = timeout
        self._library: Library | None = None
        #: Games that could not be written anywhere yet (uid -> newest entry).
        self.waiting: dict[str, Entry] = {}
        #: One-off news for the player: a file set aside, stats.json's import.
        self.notes: list[Text] = []
        self._told = False
        #: Damage was seen in this session: the next open checks every page.
        self.suspect = False

    # ----- opening ------------------------------------------------------------------
    def library(self) -> Library:
        """The open library (opened now if need be); LibraryError if it cannot be."""
        if self._library is None:
            library = self._open()
            self._library = library
            try:
                self._import_pending(library)
                note = import_stats_file(library, self.folder / STATS_NAME)
            except LibraryError:
                note = None  # what is left is tried again at the next start
            if note is not None:
                self.notes.append(note)
        return self._library

    def _connect(self) -> Library:
        if self.timeout is None:
            return Library(self.path)
        return Library(self.path, timeout=self.timeout)

    def _open(self) -> Library:
        try:
            library = self._connect()
        except NewerLibraryError:
            raise
        except LibraryError as exc:
            if not exc.damaged:
                raise
            problem = exc
        else:
            if not self.suspect:
                return library
            try:
                library.check()  # damage was seen: read every page before trusting it
                self.suspect = False
                return library
            except LibraryError as exc:
                library.close()
                if not exc.damaged:
                    raise
                problem = exc
        aside = self.path.with_name(f"library.broken-{int(time.time())}.sqlite")
        try:
            for suffix in ("-wal", "-shm"):  # the log belongs to the file it came with
                extra = self.path.with_name(self.path.name + suffix)
                if extra.exists():
                    extra.replace(aside.with_name(aside.name + suffix))
            self.path.replace(aside)
        except OSError as move:
            raise LibraryError(Text(
                "{error}; it could not be set aside ({reason})", error=_reason(problem),
                reason=move.strerror or str(move)), damaged=True) from None
        self.notes.append(Text("{error}. It was kept as {aside} and a new library was "
                               "started.", error=_reason(problem), aside=str(aside)))
        return self._connect()

    def close(self) -> None:
        if self._library is not None:
            self._library.close()
            self._library = None

    # ----- writing ------------------------------------------------------------------
    def keep(self, entry: Entry) -> Text | None:
        """Put ``entry`` in the library, or beside it; a problem to tell the player the
        first time one happens in this session (None afterwards, and when all is well)."""
        self.waiting.pop(entry.uid, None)
        problem = self._put(entry)
        self.retry()
        if problem is None or self._told:
            return None
        self._told = True
        return problem

    def _put(self, entry: Entry) -> Text | None:
        try:
            self.library().put(entry)
            return None
        except LibraryError as exc:
            if exc.damaged:
                self.close()  # reopened, checked (and set aside) on the next use
                self.suspect = True
            problem = _reason(exc)
        where = self._write_pending(entry)
        if where is None:
            self.waiting[entry.uid] = entry
            return Text("The game could not be added to the library: {error}. It is kept "
                        "until climbdesk closes and tried again with every game.",
                        error=problem)
        return Text("The game could not be added to the library: {error}. It was kept in "
                    "{folder} and is added the next time the library opens.", error=problem,
                    folder=str(where.parent))

    def _write_pending(self, entry: Entry) -> Path | None:
        target = self.pending_dir / f"{entry.uid}.json"
        try:
            atomic_write_json(target, {"format": PENDING_FORMAT, "version": 1,
                                       "entry": entry.to_json()})
        except (OSError, RecordError):
            return None
        return target

    def retry(self) -> None:
        """Try the games kept in memory again (after every write, and at exit)."""
        library_failed = False
        for uid, entry in list(self.waiting.items()):
            kept = False
            if not library_failed:  # one failure is enough: each try may wait for a lock
                try:
                    self.library().put(entry)
                    kept = True
                except LibraryError:
                    library_failed = True
            if kept or self._write_pending(entry) is not None:
                del self.waiting[uid]

    def _import_pending(self, library: Library) -> None:
        clean_stale_temp_files(self.pending_dir)
        try:
            files = sorted(self.pending_dir.glob("*.json"), key=lambda p: p.stat().st_mtime)
        except OSError:
            return
        for path in files:
            try:
                data = read_json(path)
                if not isinstance(data, dict) or data.get("format") != PENDING_FORMAT:
                    raise ValueError("not a pending game")
                entry = Entry.from_json(data.get("entry"))
            except (RecordError, ValueError, TypeError, KeyError) as exc:
                try:
                    path.replace(path.with_name(path.name + ".broken"))
                except OSError:
                    pass
                self.notes.append(Text("{name} could not be added to the library ({error}) "
                                       "and was set aside.", name=str(path),
                                       error=_reason(exc)))
                continue
            library.put(entry)  # LibraryError: the rest waits for the next start
            try:
                path.unlink()
            except OSError:
                pass  # put again next time: the same game only updates its row
