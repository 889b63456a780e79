"""Atomic, pickle-free file I/O for saves, settings and statistics.

A crash or a full disk mid-write must never leave a half-written file where a
good one was, so we write a sibling temp file, fsync it, and rename over.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from climbdesk.core.errors import RecordError
from climbdesk.core.text import Text

MAX_FILE_BYTES = 20 * 1024 * 1024  # no legitimate save comes near this


def atomic_write_text(path: Path | str, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
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


def atomic_write_json(path: Path | str, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def read_json(path: Path | str) -> Any:
    """Read a JSON file, turning every way it can be broken into :class:`RecordError`."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_FILE_BYTES:
            raise RecordError(Text("{name} is too large to be a climbdesk file", name=p.name))
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(Text("{name} does not exist", name=str(p))) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(Text("{name} cannot be read: {error}", name=p.name,
                               error=str(exc))) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(Text("{name} is damaged (not valid JSON at line {line})",
                               name=p.name, line=exc.lineno)) from None
