"""English text that the UI can still translate.

Core and the games are Qt-free, so they speak English.  A :class:`Text` is a
``str`` (so logs, tests and the arena just print it) that also remembers its
template and arguments; the UI translates the template and any argument that
is itself a ``Text`` and formats again.  Plain ``str`` arguments (notation
such as ``c3-d4``, names) are left as they are.

>>> t = Text("{who} passes", who=Text("Light"))
>>> t, t.template, t.args["who"]
('Light passes', '{who} passes', 'Light')
"""

from __future__ import annotations

from collections.abc import Callable


class Text(str):
    template: str
    args: dict[str, object]

    def __new__(cls, template: str, **args: object) -> Text:
        obj = super().__new__(cls, template.format(**args) if args else template)
        obj.template = template
        obj.args = args
        return obj

    def translated(self, translate: Callable[[str], str]) -> str:
        """Render with ``translate`` applied to the template and to Text arguments."""
        args = {k: v.translated(translate) if isinstance(v, Text) else v
                for k, v in self.args.items()}
        template = translate(self.template)
        try:
            return template.format(**args) if args else template
        except (KeyError, IndexError, ValueError):  # a broken translation: fall back
            return str(self)
