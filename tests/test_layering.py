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


# ----- import knots inside the packages ------------------------------------------------
def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


TREES = {_module(p): ast.parse(p.read_text(encoding="utf-8")) for p in ROOT.rglob("*.py")}


def _top_level(module: str, typing: bool) -> list[ast.stmt]:
    """The module's own statements, with its ``if TYPE_CHECKING:`` block's when
    ``typing``; imports inside functions (lazy on purpose) are not among them."""
    out: list[ast.stmt] = []
    for node in TREES[module].body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out += node.body if typing else []
        else:
            out.append(node)
    return out


def _from_imports(module: str) -> dict[str, str]:
    """Each name the module takes with ``from … import`` (typing included) → where from."""
    return {a.asname or a.name: node.module for node in _top_level(module, typing=True)
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0
            for a in node.names}


def import_graph(typing: bool) -> dict[str, set[str]]:
    """Which climbdesk modules each module imports when it loads (with ``typing``, also
    the ones it imports for type checking only); a package's ``__init__`` counts."""
    graph: dict[str, set[str]] = {}
    for module in TREES:
        targets: set[str] = set()
        for node in _top_level(module, typing):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module, *(f"{node.module}.{a.name}" for a in node.names)] \
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 else []
            for name in names:
                parts = name.split(".")
                targets |= {".".join(parts[:i]) for i in range(2, len(parts) + 1)}
        graph[module] = {t for t in targets if t in TREES and t != module
                         and not module.startswith(t + ".")}
    return graph


def loops(graph: dict[str, set[str]]) -> list[set[str]]:
    """The graph's strongly connected parts of two or more modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = set()
            while True:
                w = stack.pop()
                part.add(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(part)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_loop_when_modules_load() -> None:
    """Counting what runs at import (not typing imports, not lazy ones in functions)."""
    assert loops(import_graph(typing=False)) == []


def _defined_in(module: str, name: str) -> str | None:
    """The climbdesk module that defines the class ``module`` knows as ``name``."""
    seen: set[str] = set()
    while module in TREES and module not in seen:
        seen.add(module)
        if any(isinstance(n, ast.ClassDef) and n.name == name for n in TREES[module].body):
            return module
        origin = _from_imports(module).get(name)
        if origin is None:
            return None
        module = origin
    return None


def test_a_base_class_module_never_imports_what_builds_on_it() -> None:
    """Not even for typing: ``window_pages`` (the base of ``MainWindow``) imported
    ``MainWindow`` to type one call, and the Climb On! tray (a base of its panel) the
    panel.  A base says what it needs from the classes built on it in its own terms."""
    builds_on: dict[str, set[str]] = {}
    for module, tree in TREES.items():
        for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
            for base in cls.bases:
                name = base.value if isinstance(base, ast.Subscript) else base
                origin = _defined_in(module, name.id) if isinstance(name, ast.Name) else None
                if origin is not None and origin != module:
                    builds_on.setdefault(module, set()).add(origin)
    graph = import_graph(typing=True)
    offenders = []
    for module in builds_on:
        bases, todo = set(), list(builds_on[module])
        while todo:
            base = todo.pop()
            if base not in bases:
                bases.add(base)
                todo += builds_on.get(base, ())
        offenders += [f"{base} imports {module}" for base in bases if module in graph[base]]
    assert len(builds_on) > 20
    assert sorted(offenders) == []


#: Modules once in an import loop closed only by a typing import, untied (issue 17): the
#: summit announcements took a helper from the dice panel; the wall's turn model typed its
#: scene, which is built on picking, which imports the turn model.  Add to the list as
#: more are untied; the board scenes' helpers that type their scene still close loops.
UNTIED = ("climbdesk.ui.boards.summit.news", "climbdesk.ui.boards.wall.picking",
          "climbdesk.ui.boards.wall.turn")


def test_untied_modules_stay_out_of_every_loop() -> None:
    tied = set().union(*loops(import_graph(typing=True)))
    assert tied and [m for m in UNTIED if m in tied] == []
