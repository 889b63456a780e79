"""The wheel must contain every package and the shipped resources."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from climbdesk import APP_ID, __version__

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The files of the wheel built from this checkout (setuptools and wheel come with
    the test extras, so no build environment is fetched)."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--quiet", "--wheel-dir", str(out), str(ROOT)],
                   check=True, capture_output=True, text=True, timeout=300)
    (wheel,) = out.glob("climbdesk-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_the_wheel_holds_every_package_found_in_the_source(wheel_names: set[str]) -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "packages" not in config["tool"].get("setuptools", {}), "found, not listed"
    folders = {p.relative_to(ROOT).as_posix()
               for p in (ROOT / "climbdesk").rglob("__init__.py")}
    assert "climbdesk/ui/dev/__init__.py" in folders
    assert folders - wheel_names == set()
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "climbdesk").rglob("*.py")}
    assert modules - wheel_names == set()
    assert "climbdesk/py.typed" in wheel_names


def test_the_wheel_maps_the_resources_in_as_climbdesk_resources(wheel_names: set[str]) -> None:
    shipped = {"climbdesk/resources/" + p.relative_to(ROOT / "resources").as_posix()
               for p in (ROOT / "resources").rglob("*")
               if p.is_file() and "__pycache__" not in p.parts}
    assert "climbdesk/resources/rules/stairs.md" in shipped
    assert shipped - wheel_names == set()
    assert not any(name.startswith(("tests/", "resources/")) for name in wheel_names)


def test_rules_pages_ship_as_package_data() -> None:
    from climbdesk.paths import resource_dir

    pages = sorted(p.name for p in (resource_dir() / "rules").glob("*.md"))
    assert "stairs.md" in pages


def test_desktop_integration_files_agree() -> None:
    import configparser

    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(ROOT / "packaging" / f"{APP_ID}.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Exec"].split()[0] == "climbdesk"
    assert entry["Icon"] == APP_ID
    assert (ROOT / "resources" / "icons" / "climbdesk.svg").is_file()
    mime = (ROOT / "packaging" / "climbdesk.mime.xml").read_text(encoding="utf-8")
    assert entry["MimeType"].rstrip(";") in mime and "*.climbdesk.json" in mime
    meta = (ROOT / "packaging" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<id>{APP_ID}</id>" in meta and f"{APP_ID}.desktop</launchable>" in meta
    assert f'version="{__version__}"' in meta, "the metainfo's releases name this version"


@pytest.mark.parametrize("tool, args, suffix", [
    ("desktop-file-validate", [], ".desktop"),
    ("appstreamcli", ["validate", "--no-net"], ".metainfo.xml"),
])
def test_desktop_files_pass_the_freedesktop_validators(tool: str, args: list[str],
                                                       suffix: str) -> None:
    """The validators come from Debian's desktop-file-utils and appstream; .ci/run installs
    them, so on CI this never skips."""
    import shutil
    import subprocess

    exe = shutil.which(tool)
    if exe is None:
        pytest.skip(f"{tool} is not installed (Debian: desktop-file-utils / appstream)")
    done = subprocess.run([exe, *args, str(ROOT / "packaging" / f"{APP_ID}{suffix}")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "E:" not in done.stdout and "W:" not in done.stdout, done.stdout


#: Debian package names that do not follow the soname rule.
_PACKAGE_OF = {"libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0",
               "libz.so.1": "zlib1g", "libX11.so.6": "libx11-6"}
_SYSTEM = ("libc.so", "libm.so", "libgcc_s.so", "libstdc++.so", "ld-linux", "libpthread.so",
           "libdl.so", "librt.so")


def _debian_package(soname: str) -> str:
    """libxcb-icccm.so.4 -> libxcb-icccm4; libxkbcommon-x11.so.0 -> libxkbcommon-x11-0."""
    if soname in _PACKAGE_OF:
        return _PACKAGE_OF[soname]
    name, _, version = soname.partition(".so.")
    name = name.lower()
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def test_readme_lists_every_system_library_the_x11_plugin_links_to() -> None:
    """Issue 9.1: the list missed libxcb-icccm4 and libxcb-keysyms1, so Qt blamed xcb-cursor."""
    import re
    import shutil
    import subprocess

    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.is_file() or shutil.which("readelf") is None:
        import pytest
        pytest.skip("needs Linux wheels of PySide6 and readelf")
    needed: set[str] = set()
    for lib in [plugin, *sorted((qt / "lib").glob("libQt6*.so.6"))]:
        if lib.name.startswith("libQt6") and lib.name.split(".")[0] not in (
                "libQt6Core", "libQt6Gui", "libQt6DBus", "libQt6XcbQpa", "libQt6Widgets"):
            continue
        out = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True,
                             check=True).stdout
        needed |= set(re.findall(r"\(NEEDED\).*\[(.+)\]", out))
    external = {n for n in needed if not n.startswith(("libQt6", "libicu"))
                and not n.startswith(_SYSTEM)}
    assert "libxcb-icccm.so.4" in external  # the check sees what the player met
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = sorted(p for p in {_debian_package(n) for n in external}
                     if not re.search(rf"(?<![\w.-]){re.escape(p)}(?![\w.-])", readme))
    assert missing == [], f"README's apt line lacks {missing}"


def test_the_package_says_it_is_typed() -> None:
    """PEP 561: one ``py.typed`` at the top marks every subpackage (UI included) as typed."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert (ROOT / "climbdesk" / "py.typed").is_file()
    assert "py.typed" in config["tool"]["setuptools"]["package-data"]["climbdesk"]
    assert config["tool"]["mypy"]["files"] == ["climbdesk"] and config["tool"]["mypy"]["strict"]


def test_self_test_opens_every_game_and_a_bot_moves(tmp_path: Path) -> None:
    """What `make dist-check` and `make bundle` run on the installed wheel and the bundle
    (in .ci/run), here on the source tree: a missing resource or a worker that cannot start
    fails the suite too."""
    from climbdesk.core.registry import all_games

    env = {**os.environ, "CLIMBDESK_HOME": str(tmp_path),
           "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "climbdesk", "--self-test"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    opened = {line.split(":")[0] for line in done.stdout.splitlines() if ": opened" in line}
    from climbdesk.ui.boards.registry import has_board

    assert opened == {g.info.key for g in all_games() if has_board(g.info.key)}
    assert "bot: moved from the worker process" in done.stdout


def test_the_flatpak_manifest_lists_every_dependency_pinned(tmp_path: Path) -> None:
    """Flatpak builds have no network: every Python dependency (and theirs) must be a
    source with its checksum. PySide6 comes from the io.qt.PySide base app."""
    import json
    import re
    import shutil

    path = ROOT / "packaging" / f"{APP_ID}.json"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    assert manifest["id"] == APP_ID and manifest["base"] == "io.qt.PySide.BaseApp"
    wheels: set[str] = set()
    for module in manifest["modules"]:
        for source in module["sources"]:
            if source["type"] == "file":
                assert source["url"].startswith("https://files.pythonhosted.org/")
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"])
                wheels.add(source["url"].rsplit("/", 1)[1].split("-")[0].lower())
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    needed = {re.split(r"[<>=;\[ ]", d, maxsplit=1)[0].lower() for d in declared}
    needed -= {"pyside6-essentials"}
    assert needed | {"numpy", "colorama"} <= wheels  # pyqtgraph's own requirements too
    installs = " ".join(" ".join(m.get("build-commands", [])) for m in manifest["modules"])
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml", "climbdesk.mime.xml"):
        assert name in installs and (ROOT / "packaging" / name).is_file()
    builder = shutil.which("flatpak-builder")
    if builder is not None:  # Debian's flatpak-builder parses it as a build would
        done = subprocess.run([builder, "--show-manifest", str(path)], capture_output=True,
                              text=True, timeout=60, cwd=tmp_path)  # it leaves .flatpak-builder/
        assert done.returncode == 0, done.stderr
