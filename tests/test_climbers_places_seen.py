"""Issue 17 (rev17): the places kept by content (``placing.places_seen``) were all
forgotten when the cache was full.  The window lifts every block of a block step ahead
(15-18 entries a step), so a clear partway through a step dropped the entries that step
had just made, and its Picks worked out their places again.  Now the oldest entry goes."""

from __future__ import annotations

import pytest

from climbdesk.games.climbers import placing


def test_a_full_cache_keeps_the_latest_steps_places(monkeypatch: pytest.MonkeyPatch) -> None:
    worked_out: list[object] = []

    def counting(board: object, block: int, around: object) -> list[object]:
        worked_out.append(board)
        return []

    monkeypatch.setattr(placing, "_SEEN", {})
    monkeypatch.setattr(placing, "legal_places", counting)
    earlier = [("earlier", i) for i in range(placing.SEEN - 4)]
    this_step = [("this step", i) for i in range(16)]  # past the cache's size
    for key in earlier + this_step:
        placing.places_seen(key, key, 0, lambda: placing.EMPTY)  # type: ignore[arg-type]
    assert len(worked_out) == len(earlier) + len(this_step)
    worked_out.clear()
    for key in this_step:  # the step's Picks ask again
        placing.places_seen(key, key, 0, lambda: placing.EMPTY)  # type: ignore[arg-type]
    assert worked_out == []  # every one of this step's entries was kept
    assert len(placing._SEEN) == placing.SEEN
    assert earlier[0] not in placing._SEEN and earlier[-1] in placing._SEEN  # oldest went
