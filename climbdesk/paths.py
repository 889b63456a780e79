"""Where climbdesk's shipped resources and per-user files live.

Qt-free, so the arena and tests can use it too.  ``CLIMBDESK_HOME`` overrides
the per-user folders (tests point it at a temp dir).
"""

from __future__ import annotations

import importlib.util
import os
import tempfile
from pathlib import Path

import platformdirs


def resource_dir() -> Path:
    """The shipped ``resources/`` folder (source tree or installed package).

    Found from the package's import spec: ``importlib.resources`` would answer
    the same but costs several milliseconds of imports at every start.
    """
    spec = importlib.util.find_spec("climbdesk.resources")
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if locations:
        return Path(locations[0])
    from importlib import resources  # e.g. a zipped install

    return Path(str(resources.files("climbdesk.resources")))


def rules_page(name: str, language: str | None = None) -> Path:
    """The rules page ``name`` in ``language`` ("de", "ja"), else the English page.

    Translations live in ``rules/<language>/<name>``; a language without its own
    copy of the page (or ``None``, or "en") gets the English original.
    """
    base = resource_dir() / "rules"
    if language and language != "en" and language.isalnum():
        translated = base / language / name
        if translated.is_file():
            return translated
    return base / name


def _home() -> Path | None:
    home = os.environ.get("CLIMBDESK_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir("climbdesk", False))


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir("climbdesk", False))


def cache_dir() -> Path:
    """Per-user files that may be deleted at any time (rebuilt on demand): thumbnails."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir("climbdesk", False))


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


def own_folders() -> list[Path]:
    """The folders climbdesk writes to (and may tidy): settings, data, saves."""
    return [config_dir(), data_dir(), saves_dir()]


def folder_problem(folder: Path) -> str | None:
    """Why files cannot be written in ``folder`` (created if missing), or None.

    A real write is tried: permission bits say nothing for root or on some
    network and FUSE file systems, and a read-only mount shows only on writing.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder, prefix=".climbdesk-probe."):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
