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


class SeatName:
    """A seat mentioned in a Text; the UI shows the player's name instead.

    >>> str(Text("{who} rolls", who=SeatName(1)))
    'Player 2 rolls'
    """

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def __str__(self) -> str:
        return f"Player {self.seat + 1}"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Text(str):
    template: str
    args: dict[str, object]

    def __new__(cls, template: str, **args: object) -> Text:
        obj = super().__new__(cls, template.format(**args) if args else template)
        obj.template = template
        obj.args = args
        return obj

    def translated(self, translate: Callable[[str], str],
                   seat_name: Callable[[int], str] | None = None) -> str:
        """Render with ``translate`` applied to the template and to Text arguments,
        and seats shown by ``seat_name`` (player names) when given."""
        def render(v: object) -> object:
            if isinstance(v, Text):
                return v.translated(translate, seat_name)
            if isinstance(v, SeatName) and seat_name is not None:
                return seat_name(v.seat)
            return v

        args = {k: render(v) for k, v in self.args.items()}
        template = translate(self.template)
        try:
            return template.format(**args) if args else template
        except (KeyError, IndexError, ValueError):  # a broken translation: fall back
            return str(self)


def listing(items: list[Text] | list[str]) -> Text:
    """Items as one translatable list ("{first}, {rest}"), so that a language joins them
    its own way (Japanese with 、); one item is itself.

    >>> str(listing(["Ann", "Ben", "Cleo"])), str(listing(["{Ann}"]))
    ('Ann, Ben, Cleo', '{Ann}')
    """
    if len(items) == 1:  # a plain str (a name) is an argument: never looked up itself
        first = items[0]
        return first if isinstance(first, Text) else Text("{only}", only=first)
    return Text("{first}, {rest}", first=items[0], rest=listing(items[1:]))
