"""The disk rule in one place: ``ClimbersState.diskable`` is what the legal Disks are
(the board's disk step made ahead asks it too, :mod:`climbdesk.ui.boards.climbers.nextstep`)."""

from __future__ import annotations

import random

from climbdesk.games.climbers import GAME, HELD, ClimbersState, Disk
from climbdesk.games.climbers.blocks import BLOCKS


def test_diskable_is_the_blocks_of_the_legal_disks_in_random_games() -> None:
    rng = random.Random(7)
    seen = {True: 0, False: 0}  # disk steps with the disk in hand and without
    for game in range(6):
        state = GAME.new_initial_state(2 + game % 3, {"mountain": 3 + game})
        assert isinstance(state, ClimbersState)
        for _ in range(400):
            if state.is_terminal():
                break
            if state.phase == "disk":
                # is_legal asks disk_problem itself, not diskable.
                legal = [b for b in range(len(BLOCKS)) if state.is_legal(Disk(b))]
                assert sorted(state.diskable()) == legal
                disks = [a.block for a in state.legal_actions() if isinstance(a, Disk)]
                assert sorted(disks) == legal
                held = state.disk[state.active] == HELD
                assert held or legal == []
                seen[held] += 1
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
    assert seen[True] > 5 and seen[False] > 5
