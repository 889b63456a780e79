"""The wheel must contain every package and the shipped resources."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts)
             for p in (ROOT / "climbdesk").rglob("__init__.py")}
    assert found - listed == set()
    assert "climbdesk.resources" in listed


def test_rules_pages_ship_as_package_data() -> None:
    from climbdesk.paths import resource_dir

    pages = sorted(p.name for p in (resource_dir() / "rules").glob("*.md"))
    assert "stairs.md" in pages
