"""The layers point one way: core ← games ← bots ← ui.  Only ui may import Qt."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "climbdesk"
ORDER = {"core": 0, "games": 1, "library": 1, "bots": 2, "tools": 2, "ui": 3}
QT = ("PySide6", "PyQt5", "PyQt6", "PySide2", "pyqtgraph", "shiboken6")
#: The only upward imports, each a lazy import inside a function, named here on purpose:
#: ``climbdesk bench --gui`` measures the real window, so that tool must reach the UI.
ALLOWED_UPWARD: set[tuple[str, str]] = set()  # none: tools run Qt code in child processes


def imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def layer(path: Path) -> str | None:
    rel = path.relative_to(ROOT).parts
    return rel[0] if len(rel) > 1 and rel[0] in ORDER else None


def test_only_ui_imports_qt() -> None:
    offenders = []
    for path in ROOT.rglob("*.py"):
        if layer(path) == "ui":
            continue
        for name in imports(path):
            if name.split(".")[0] in QT:
                offenders.append(f"{path.relative_to(ROOT)} imports {name}")
    assert offenders == []


def test_layers_only_import_downwards() -> None:
    offenders = []
    checked = 0
    for path in ROOT.rglob("*.py"):
        own = layer(path)
        if own is None:
            continue
        checked += 1
        for name in imports(path):
            parts = name.split(".")
            if parts[0] == "climbdesk" and len(parts) > 1 and parts[1] in ORDER:
                allowed = (path.relative_to(ROOT).as_posix(), name) in ALLOWED_UPWARD
                if ORDER[parts[1]] > ORDER[own] and not allowed:
                    offenders.append(f"{path.relative_to(ROOT)} ({own}) imports {name}")
    assert checked > 10
    assert offenders == []


def test_core_imports_without_qt_installed_modules() -> None:
    """Importing the engines and bots must not pull Qt into the process."""
    import subprocess
    import sys

    code = ("import sys, climbdesk.core, climbdesk.games, climbdesk.bots, climbdesk.library; "
            "print(any(m.startswith(('PySide6', 'pyqtgraph')) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
