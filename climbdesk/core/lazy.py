"""Package namespaces that import their modules on first use (PEP 562).

A game package's ``__init__`` re-exports its engine (``GAME``, the action
classes…), but importing any submodule — such as the cheap ``listing`` that the
start page reads — runs that ``__init__`` first.  With :func:`lazy_exports` the
names are still importable from the package as before, yet the engine is only
imported when one of them is first asked for.  Type checkers see the real
names through an ``if TYPE_CHECKING:`` import next to it.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence


def lazy_exports(package: str, exports: Mapping[str, Sequence[str]]) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package`` serving ``exports`` ({module: [names]})."""
    where = {name: module for module, names in exports.items() for name in names}

    def get(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)  # later look-ups skip this function
        return value

    return get
