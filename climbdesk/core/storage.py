"""Atomic, pickle-free file I/O for saves, settings and statistics.

A crash or a full disk mid-write must never leave a half-written file where a
good one was, so we write a sibling temp file, fsync it, rename over, and fsync
the folder so that the rename itself survives a power cut.  A write that is
killed before the rename leaves its temp file behind; :func:`clean_stale_temp_files`
sweeps those at start-up.

Reading is just as defensive: whatever is at the path (a named pipe, a link to
``/dev/zero``, a file nested ten thousand levels deep, a number with a million
digits) becomes a :class:`RecordError` with a message, never a hang, a
``MemoryError`` or a traceback.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from climbdesk.core.errors import MissingFileError, RecordError, UnreadableFileError
from climbdesk.core.text import Text

MAX_FILE_BYTES = 20 * 1024 * 1024  # no legitimate save comes near this
#: Deeper JSON than this is not ours (a save nests four or five levels); refusing it
#: early keeps recursive code downstream from hitting Python's recursion limit.
MAX_DEPTH = 64
#: Longer integers than this are not ours (a sealed seed is a string); Python refuses
#: 4,300+ digits with a ValueError of its own, so we refuse long before that.
MAX_INT_DIGITS = 40
#: Temp files of interrupted writes older than this are swept (a live write takes
#: milliseconds; a minute leaves a wide margin for a second instance writing now).
STALE_TEMP_SECONDS = 60.0
#: ``tempfile.mkstemp(prefix=".<name>.", suffix=".tmp")`` names: eight random characters.
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")


def atomic_write_text(path: Path | str, text: str) -> None:
    """Write ``text`` as UTF-8 so that ``path`` holds either the old or the new file.

    The text is encoded before anything touches the disk, so text that cannot be
    written (a lone surrogate from a damaged file) is refused as a RecordError
    and leaves neither a temp file nor a changed target.
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise RecordError(Text("{name} cannot be written: it would contain text that is "
                               "not valid Unicode", name=Path(path).name)) from None
    atomic_write_bytes(path, data)


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new file, never half."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(target.parent)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); a no-op where folders cannot be
    opened or synced (Windows, some network file systems)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # e.g. EINVAL: this file system does not sync folders; the data is synced
    finally:
        os.close(fd)


def atomic_write_json(path: Path | str, data: Any) -> None:
    import json  # not at import: the first window needs no JSON (~2 ms of start-up)

    atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def read_bytes(path: Path | str, limit: int = MAX_FILE_BYTES) -> bytes:
    """At most ``limit`` bytes of the *regular* file at ``path``, else RecordError.

    The file is opened non-blocking (a named pipe must not hang us) and checked
    with ``fstat`` on the open descriptor (so it cannot be swapped between the
    check and the read); the cap counts what is actually read, since a device
    such as ``/dev/zero`` reports size 0 and never ends.
    """
    p = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(p, flags)
    except FileNotFoundError:
        raise MissingFileError(Text("{name} does not exist", name=str(p))) from None
    except OSError as exc:
        raise UnreadableFileError(Text("{name} cannot be read: {error}", name=p.name,
                                       error=exc.strerror or str(exc))) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnreadableFileError(Text("{name} is not a regular file", name=p.name))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise UnreadableFileError(Text("{name} cannot be read: {error}", name=p.name,
                                       error=exc.strerror or str(exc))) from None
    finally:
        os.close(fd)
    if size > limit:
        raise RecordError(Text("{name} is too large to be a climbdesk file", name=p.name))
    return b"".join(chunks)


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError("number too long")
    return int(text)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json(text: str, name: str) -> Any:
    """Parse JSON text read from ``name``; every way it can be wrong is a RecordError."""
    import json

    try:
        data = json.loads(text, parse_int=_parse_int, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise RecordError(Text("{name} is damaged (not valid JSON at line {line})",
                               name=name, line=exc.lineno)) from None
    except RecursionError:
        raise RecordError(Text("{name} is damaged (nested too deeply)", name=name)) from None
    except ValueError:  # from _parse_int / _refuse_constant
        raise RecordError(Text("{name} is damaged (a number in it is not a usable value)",
                               name=name)) from None
    _check_shape(data, name)
    return data


def _check_shape(data: Any, name: str) -> None:
    """Refuse deep nesting and text that could never be written back (lone surrogates
    from ``\\ud800`` escapes), walking without recursion."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            texts = [value]
        elif isinstance(value, dict):
            if depth >= MAX_DEPTH:
                raise RecordError(Text("{name} is damaged (nested too deeply)", name=name))
            texts = list(value)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            if depth >= MAX_DEPTH:
                raise RecordError(Text("{name} is damaged (nested too deeply)", name=name))
            texts = []
            stack.extend((v, depth + 1) for v in value)
        else:
            continue
        for t in texts:
            if not is_valid_unicode(t):
                raise RecordError(Text("{name} is damaged (it contains text that is not "
                                       "valid Unicode)", name=name))


def is_valid_unicode(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (no lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def read_json(path: Path | str) -> Any:
    """Read a JSON file, turning every way it can be broken into :class:`RecordError`."""
    p = Path(path)
    raw = read_bytes(p)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(Text("{name} is damaged (not UTF-8 text)", name=p.name)) from None
    return parse_json(text, p.name)


def clean_stale_temp_files(folder: Path | str, older_than: float = STALE_TEMP_SECONDS,
                           now: float | None = None) -> int:
    """Delete the temp files interrupted :func:`atomic_write_text` calls left in ``folder``.

    Only names of our own pattern (``.<name>.XXXXXXXX.tmp``), only regular files
    (never a link or a folder), only older than ``older_than`` seconds (a write
    in progress in another instance is left alone).  Returns how many went;
    anything that cannot be listed or removed is skipped silently, since a
    leftover temp file harms nothing but disk space.
    """
    limit = (time.time() if now is None else now) - older_than
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not _TEMP_NAME.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < limit:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed
