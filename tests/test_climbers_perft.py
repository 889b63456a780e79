"""The Climbers engine answers every recorded position as it did when the record was made.

``tests/data/climbers_perft.json`` was written by ``tests/climbers_perft.py`` from
the engine before issue 17's reach pass: a few hundred positions from seeded
random and bot games (every builder, 2–5 seats, push steps, spent ladders,
resigned seats) with digests of every seat's reach for every ladder mask, the
legal actions in order, ``is_legal`` on probe actions, shown paths, pickable
blocks, push squares and heights.  A faster engine must give exactly these.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from climbers_perft import PATH, answers

from climbdesk.games.climbers import GAME

ROWS: list[dict[str, Any]] = json.loads(PATH.read_text(encoding="utf-8"))


def test_the_record_covers_every_step_builder_and_seat_count() -> None:
    phases = Counter(r["phase"] for r in ROWS)
    assert len(ROWS) >= 250
    assert all(phases[p] >= 20 for p in ("move1", "block", "place", "push", "move2", "disk",
                                           "react"))
    assert {r["state"]["options"]["builder"] for r in ROWS} == {1, 2, 3}
    assert {r["state"]["players"] for r in ROWS} == {2, 3, 4, 5}
    assert sum(1 for r in ROWS if r["state"].get("dropped")) >= 8
    assert sum(1 for r in ROWS if r["state"]["ladders"].count(3) < r["state"]["players"]) >= 100


@pytest.mark.parametrize("chunk", range(4))
def test_the_engine_answers_as_recorded(chunk: int) -> None:
    for row in ROWS[chunk::4]:
        state = GAME.state_from_json(row["state"])
        assert answers(state) == row["answers"], row["label"]
        # A copy keeps its parent's searches: it must answer the same as a fresh load.
        brief = answers(state.clone(), probes=False)
        assert brief == {k: row["answers"][k] for k in brief}, row["label"]
