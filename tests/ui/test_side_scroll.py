"""The sidebar's upper part scrolls instead of squeezing: five Climbers seats with their
facts and a lifted block's palette at 1280×800 (seen by the lead: rows drawn over each
other, a stale step button; see climbdesk/ui/side_scroll.py)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from climbdesk.ui.side_scroll import HISTORY_MIN

from .app_helpers import humans, make_window, wait_for_workers


def test_five_seats_scroll_and_the_move_list_keeps_its_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    from climbdesk.core.registry import get_game
    from climbdesk.games.climbers import Pick, Stay

    window = make_window(qtbot)
    try:
        window.start_new(get_game("climbers"), humans(5), {"mountain": 7})
        page, c = window.game_page, window.controller
        qtbot.waitExposed(window)
        c.play(Stay())
        c.play(next(a for a in c.state.legal_actions() if isinstance(a, Pick)))
        page.flush_refresh()  # the panels follow the board's paint
        page.scene.panel_later.flush()  # and the board's own (the palette)
        qtbot.waitUntil(lambda: len(page.extra_buttons) == 1, timeout=20000)
        QApplication.processEvents()
        rows = page.players.rows
        assert len(rows) == 5
        for row in rows:  # every row at least as tall as it asks: nothing drawn over
            assert row.height() >= row.minimumSizeHint().height()
            assert row.facts.isVisible() and row.facts.text()
        for upper, lower in zip(rows, rows[1:], strict=False):
            assert upper.geometry().bottom() < lower.geometry().top()
        scroll = page.top_scroll
        assert scroll.widget().height() > scroll.viewport().height()  # it does scroll
        assert page.history.height() >= HISTORY_MIN
        # The step buttons shown are exactly the ones on offer (no stale button).
        from PySide6.QtWidgets import QPushButton
        texts = [b.text() for b in page.findChildren(QPushButton) if b.isVisible()]
        assert not any("no block" in t for t in texts), texts
        assert any("back" in t for t in texts), texts
    finally:
        window.game_page.detach()
        wait_for_workers(5000)
