"""A Climbers seat card reads the same for every seat that resigned (issue 17, audit13):
the seat whose resignation ends the game keeps its climber on the final board, yet its
card must not show ladders and a disk that the first leaver's card does not."""

from __future__ import annotations

from climbdesk.core.actions import Resign
from climbdesk.games.climbers import GAME, GONE, ClimbersState
from climbdesk.ui.boards.climbers.facts import seat_details, seat_facts


def _two_resigned() -> ClimbersState:
    """Ann (seat 0) resigns and Ben (seat 1) after her: Cleo wins, the game is over."""
    state = GAME.new_initial_state(3, {"mountain": 9607})
    state.apply(Resign(0))
    state.apply(Resign(1))
    assert state.is_terminal()
    return state


def test_every_resigned_seat_card_agrees(qapp) -> None:  # type: ignore[no-untyped-def]
    state = _two_resigned()
    # The first leaver's climber left the mountain; the last one's did not.
    assert state.pos[0] == GONE and state.pos[1] != GONE
    assert seat_facts(state, 0) == seat_facts(state, 1) == []
    assert [len(seat_details(state, s)) for s in (0, 1)] == [1, 1]
    assert " · " not in seat_details(state, 1)[0]  # its colour alone, as Ann's
    # The seat still playing keeps its whole card.
    assert seat_facts(state, 2) and " · " in seat_details(state, 2)[0]


def _wrapped(row, width: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The facts label's text laid out as a word-wrapped label ``width`` pixels wide."""
    from PySide6.QtGui import QTextLayout, QTextOption

    text = row.facts.text()
    layout = QTextLayout(text, row.facts.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (piece := layout.createLine()).isValid():
        piece.setLineWidth(width)
        lines.append(text[piece.textStart():piece.textStart() + piece.textLength()])
    layout.endLayout()
    return lines


def test_a_narrow_card_wraps_between_facts_never_inside_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    """German cards broke "Blockadescheibe | verbraucht" over two lines (issue 17)."""
    from climbdesk.ui.player_panel import SeatRow

    line = "Leitern: kurz und lang · Blockadescheibe verbraucht"
    row = SeatRow()
    qtbot.addWidget(row)
    row.set_facts([line])
    # Room for the first fact and half the second: the plain text broke inside the second.
    metrics = row.fontMetrics()
    width = metrics.horizontalAdvance("Leitern: kurz und lang · Blockadescheibe ")
    shown = [part.replace("\u00a0", " ").strip() for part in _wrapped(row, width)]
    assert shown == ["Leitern: kurz und lang ·", "Blockadescheibe verbraucht"]


def test_a_japanese_card_wraps_between_facts_never_inside_one(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Japanese has no spaces to keep a fact whole: at any width the card breaks only
    after a separator, and the facts read as written (joiners are drawn as nothing)."""
    from climbdesk.ui.player_panel import FACT_SEPARATOR, SeatRow

    facts = ["はしご：短・長", "ディスク未使用", "頂上まで３マス"]
    row = SeatRow()
    qtbot.addWidget(row)
    row.set_facts([FACT_SEPARATOR.join(facts)])
    widest = row.fontMetrics().horizontalAdvance(row.facts.text())
    for width in range(10, widest + 20, 3):
        lines = [line.replace("\u2060", "").replace("\u00a0", " ").strip(" ·")
                 for line in _wrapped(row, width)]
        pieces = [fact for line in lines for fact in line.split(FACT_SEPARATOR.strip())]
        assert [p.strip() for p in pieces] == facts, (width, lines)
