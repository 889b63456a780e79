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


def test_desktop_integration_files_agree() -> None:
    import configparser

    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(ROOT / "packaging" / "climbdesk.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Exec"].split()[0] == "climbdesk"
    assert entry["Icon"] == "climbdesk"
    assert (ROOT / "resources" / "icons" / "climbdesk.svg").is_file()
    mime = (ROOT / "packaging" / "climbdesk.mime.xml").read_text(encoding="utf-8")
    assert entry["MimeType"].rstrip(";") in mime and "*.climbdesk.json" in mime
