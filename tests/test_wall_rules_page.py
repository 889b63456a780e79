"""The wall's in-app rules page states the numbers the engine plays by.

The page is prose for players, so these checks look for the few sentences that carry
a number and derive that number from the engine: a change to the rules in code then
fails here until the page (and its German and Japanese versions) is updated too.
"""

from __future__ import annotations

import re

import pytest

from climbdesk import paths
from climbdesk.games.wall import move, rest, setup
from climbdesk.games.wall.deck import PANELS, SET_SIZE, Kind
from climbdesk.games.wall.engine import AWARD_SUPPLY, GAME, HAND
from climbdesk.games.wall.geometry import GOAL, TOUGH_GOAL

PAGE = paths.resource_dir() / "rules" / "wall.md"
WORDS = ("zero", "one", "two", "three", "four")


@pytest.fixture(scope="module")
def text() -> str:
    # One line per paragraph, single spaces, so phrases can wrap anywhere in the file.
    return re.sub(r"\s+", " ", PAGE.read_text(encoding="utf-8"))


def test_set_up_numbers(text: str) -> None:
    s = GAME.new_initial_state(2)
    assert (s.stamina[0], s.chalk[0], s.jumps[0]) == (12, 2, 1)
    assert f"Everyone receives {s.stamina[0]} **stamina**, {s.chalk[0]} **chalk** cards, " \
           f"{s.jumps[0]} **jump** card and a secret hand of {setup.hand_size(False)} panels" \
           in text
    assert f"You keep {setup.hand_size(False) - setup.initial_panels(False)} panels in hand" \
        in text
    assert f"anyone holding {WORDS[setup.MAX_RED + 1]} or more red-framed panels" in text
    assert f"hand filled up to {HAND} panels" in text


def test_dice_costs_and_card_values(text: str) -> None:
    for dice, cost in move.DICE_COST.items():
        assert f"**{dice} dice for {cost}**" in text
    assert f"**Chalk**: {move.CHALK_MP} more move points" in text
    assert f"{move.JUMP_MP} more move points and two more diagonal steps" in text
    assert f"an Overhang card is worth {move.OVERHANG_MP} move points, " \
           f"a Hard Move card {move.HARD_MP}" in text
    assert f"while the supply ({AWARD_SUPPLY} of each) lasts" in text


def test_special_panels_cost_what_the_deck_says(text: str) -> None:
    extra = {p.kind: p.extra_mp for p in PANELS}
    assert f"**Overhang** panel costs {extra[Kind.OVERHANG]} extra move points, " \
           f"a **Hard Move** panel {extra[Kind.HARD]}" in text
    counts = {k: sum(p.kind is k for p in PANELS) for k in (Kind.OVERHANG, Kind.HARD)}
    red = sum(p.red_frame for p in PANELS)
    assert f"its own {SET_SIZE} panels ({counts[Kind.OVERHANG]} Overhang, " \
           f"{counts[Kind.HARD]} Hard Move, {red} red-framed)" in text


def test_rest_turn_numbers(text: str) -> None:
    assert f"You recover {rest.RECOVERY} stamina" in text
    assert f"up to {WORDS[rest.MAX_PLACEMENTS]}, 1 stamina each" in text
    assert f"never have more than {move.STAMINA_MAX} stamina" in text


def test_heights(text: str) -> None:
    assert f"top edge is at height {GOAL} or more is a **top panel**" in text
    assert f"no top edge above height {GOAL + 0.5}" in text
    assert f"top panels reach height {TOUGH_GOAL} or more; panels may go up to " \
           f"{TOUGH_GOAL + 0.5}" in text
    tough = GAME.new_initial_state(2, {"tough": True})
    assert f"gets {tough.jumps[0]} jump cards and {setup.hand_size(True)} panels, and places " \
           f"{setup.initial_panels(True)} initial panels" in text
