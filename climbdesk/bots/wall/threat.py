"""What a rival could build next turn, from hands sampled out of the unseen pool.

A seat's view shows its own hand and hides the others' (only their sizes are
public).  The rival's hand is some draw from the panels the seat has not seen:
the deck less its own hand, the wall and the discards, which is exactly what
``sample_determinization`` deals on a view (so the bot never reads the truth).
For a few such hands (:data:`SAMPLES`) the rival's best spots are found the way
the bots rank their own (a cheap key, then a new distance map for the best few)
and the gain each would bring the rival is kept.

A panel of the seat's own that covers one of those spots takes it away: the
rival is left with its best spot that stays free.  :meth:`Threat.blocked` says how
much that costs the rival, averaged over the samples; Hard subtracts the rival's
loss from nothing and adds it to a panel's worth (``Style.block``), and puts a
few blocking spots on its shortlist.  Counts, not clocks, bound the work.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from climbdesk.bots.wall.value import climber, distance_map, worth
from climbdesk.games.wall.actions import Place
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import UNIT, Placed
from climbdesk.games.wall.paths import graph_after_put, step_graph
from climbdesk.games.wall.placing import hand_spots

#: Hands sampled for the rival.
SAMPLES = 2
#: The rival's spots valued in full per sampled hand (best by the cheap key).
SPOTS = 3


class RivalSpot(NamedTuple):
    x: int
    y: int
    gain: float


class Threat:
    """The leading rival's best spots next turn over a few sampled hands."""

    def __init__(self, state: WallState, rival: int, rng: random.Random,
                 key: Callable[[WallState, int, Place], float]) -> None:
        self.rival = rival
        self.samples: list[list[RivalSpot]] = []
        if not state.hands[rival]:
            return
        dist = distance_map(state.wall, state.colour, state.goal)
        before = worth(dist, climber(state, rival), rival)
        graph = step_graph(state.wall)
        for _ in range(SAMPLES):
            hand = state.sample_determinization(rng).hands[rival]
            spots = hand_spots(state.wall, hand, rival, state.goal, state.occupied())
            places = [Place(ident, s.rotation, s.x, s.y, s.stack)
                      for ident, found in spots.items() for s in found]
            best = sorted(places, key=lambda p: key(state, rival, p))[:SPOTS]
            found_spots = []
            for place in best:
                wall = state.wall.copy()
                wall.put(Placed(place.panel, place.rotation, place.x, place.y, rival))
                wall.derived["steps"] = graph_after_put(wall, graph, (place.x, place.y))
                after = worth(distance_map(wall, state.colour, state.goal),
                              climber(state, rival), rival)
                found_spots.append(RivalSpot(place.x, place.y, after - before))
            found_spots.sort(key=lambda s: -s.gain)
            self.samples.append(found_spots)

    def aims_at(self, place: Place) -> bool:
        """Does ``place`` cover the rival's best spot of some sample (worth valuing)?"""
        return not place.stack and any(
            spots and spots[0].gain > 0 and _overlap(place, spots[0]) for spots in self.samples)

    def blocked(self, place: Place) -> float:
        """What the seat's panel at ``place`` costs the rival, averaged over samples."""
        if not self.samples or place.stack:
            return 0.0
        total = 0.0
        for spots in self.samples:
            if not spots:
                continue
            best = max(0.0, spots[0].gain)
            free = [s.gain for s in spots if not _overlap(place, s)]
            left = max(free) if free else min(s.gain for s in spots)
            total += best - max(0.0, left)
        return total / len(self.samples)


def _overlap(place: Place, spot: RivalSpot) -> bool:
    return abs(place.x - spot.x) < UNIT and abs(place.y - spot.y) < UNIT
