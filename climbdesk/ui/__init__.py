"""The Qt application.  The only layer allowed to import Qt.

PySide6-Essentials is pinned below 6.12 in pyproject.toml: 6.12.0's wheels
drop a reference to ``None`` on every void call, which aborts Python 3.11
after a few thousand paints ("none_dealloc").
"""
