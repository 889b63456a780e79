"""The Qt application.  The only layer allowed to import Qt.

Work-around, applied on import of any UI module: PySide6 6.12's abi3 wheels
return ``None`` from void C++ methods without taking a reference (fine on
Python ≥ 3.12, where ``None`` is immortal).  On Python 3.11 every such call
(``painter.setBrush``, ``path.moveTo``…) drops one reference to ``None`` and
after a few thousand paints the interpreter aborts with "none_dealloc".  We
give ``None`` a reference count it can never spend, which is what 3.12 does.
"""

from __future__ import annotations

import ctypes
import sys


def _immortalise_none() -> None:
    if sys.implementation.name == "cpython" and sys.version_info < (3, 12):
        refcnt = ctypes.c_ssize_t.from_address(id(None))
        if refcnt.value < (1 << 40):
            refcnt.value += 1 << 60


_immortalise_none()
