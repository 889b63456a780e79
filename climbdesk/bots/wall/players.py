"""Wall players: Easy, Normal and Hard, one decision at a time from the seat's view.

Every level values its choices in move points (:mod:`.value`), the same way:

* the Move turn's choices (Rest, each roll with chalk and a jump, award moves,
  ending the turn, the spending after the roll) by what the climber holds when
  the turn is over, the dice taken exactly in expectation (:mod:`.turn`);
* panels (set-up and Rest turns) by how much nearer the top the new wall brings
  the seat, less how much nearer it brings its strongest rival (offence and
  defence), less the stamina the placement costs.  Every legal spot would mean
  one new distance map each, so spots are first ranked by a cheap key (near
  and above the own piece, or near a rival's for defence) and only the best
  few, plus some drawn at random, are valued in full;
* the clip beside the piece where a fall loses least.

The levels differ in how much they look at and how well they judge it: Easy
never rolls with a jump, values few spots and adds noise to every value (a
casual player); Normal weighs a few jump targets and spots with half an eye on
its rivals; Hard weighs more of both and judges a panel by the rival's reply:
what the new wall adds to the leading rival's next plain roll, exactly in
expectation (``Style.reply``; the distance map alone does not see a panel that
brings holds into the rival's reach, nor one that brings none).  Its best
affordable roll instead (``Style.rival_dice``) is built and tested but off.  Its older
look at its own next roll from every destination (``TurnValues.mob``) and the
rival's distance change counted in full measured no better than Normal and
are off (``mobility`` and ``defence`` zero).

Normal and Hard choose their set-up panels by the first roll from the start
(``Style.opening``: a Hard Move first panel used to strand the climber), and
Hard prices stamina kept lower once a climber is within four turns of the top
(``Style.race``: stamina only pays for the turns still to come).  Hard also
prices a top-out by its chance against the rival who still plays this round
(``Style.topout``, :mod:`.topout`: a top-out with little stamina loses to a
rival bound to follow with more).  Valuing distance and stamina by the expected
turns to the top (``Style.turns``, :mod:`.turns`) is built and tested but off:
it made Hard rest too often and lose games it won.  Both play the
last round (``WallState.final``) for the ranking rather than the race
(:mod:`.final`).  A guess of the leading rival's hand from the unseen pool,
counting the spot a panel would take from it (``Style.block``, :mod:`.threat`),
is built and tested but off for Hard until it measures better.

Everything is worked out from the view the bot is given (the wall, pieces,
stamina and cards are public; its own hand is its own); the rival's hands Hard
guesses are dealt from that view.  Counts, not clocks, bound the work, so seeded
games replay.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from climbdesk.bots.base import Bot, CancelToken, check_turn
from climbdesk.bots.wall.final import FinalValues, last_turn
from climbdesk.bots.wall.threat import Threat
from climbdesk.bots.wall.topout import TopOut
from climbdesk.bots.wall.turn import NONE, TurnValues
from climbdesk.bots.wall.value import (
    FAR,
    STAMINA,
    climber,
    distance_map,
    relative,
    seat_worths,
    square_distance,
    worth,
)
from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.wall.actions import Award, Clip, EndTurn, Keep, Place, Rest, Roll, Spend
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.geometry import Placed, slot_anchor
from climbdesk.games.wall.move import DICE_COST, STAMINA_MAX
from climbdesk.games.wall.paths import graph_after_put, least_mp, step_graph
from climbdesk.games.wall.phases import WallPhase
from climbdesk.games.wall.rest import RECOVERY


class _TurnJudge(Protocol):
    """What values a turn's opening choices: :class:`TurnValues` or, in the last
    round, :class:`FinalValues`."""

    def roll(self, action: Roll) -> float: ...
    def award(self, action: Award) -> float: ...
    def current(self) -> float: ...


class Style(NamedTuple):
    """How much a level looks at and how it judges."""

    jumps: int        # jump targets weighed per roll (0: never jumps)
    places: int       # spots valued in full, best by the cheap key
    guard: int        # of those, spots chosen near a rival (defence)
    extra: int        # spots drawn at random besides
    defence: float    # share of the strongest rival's gain counted against a panel
    noise: float      # Gaussian noise on every value, in move points
    mobility: float   # weight of the next roll's expected progress from each spot
    reply: float = 0.0  # weight of the change a panel makes to the leading rival's next roll
    final: bool = False  # the last round played for the ranking (:mod:`.final`)
    block: float = 0.0  # weight of the spot a panel takes from the rival's sampled hands
    rival_dice: bool = False  # the rival's reply: its best affordable roll, not only two dice
    opening: bool = False  # set-up panels: every spot valued, with the first roll from the start
    race: float = 0.0  # turns to the top below which stamina kept is worth less (0: off)
    topout: bool = False  # a top-out worth its chance against the rival still to play
    turns: float = 0.0  # a roll's share moving up, turns to the top as the worth (0: off)
    stamina: float = STAMINA  # worth of a stamina unit kept, in move points, far from the top


#: The most a Rest turn's best panel is taken to add before it is valued.
PANEL_BOUND = 6.0
#: Move points a plain two-dice roll brings on average (turns to the top, ``Style.race``).
RACE_MP = 4.0
#: The least share of its usual worth stamina keeps near the end (the tie-break at the top).
RACE_FLOOR = 0.2

EASY = Style(jumps=0, places=2, guard=0, extra=1, defence=0.0, noise=1.5, mobility=0.0)
NORMAL = Style(jumps=2, places=4, guard=1, extra=1, defence=0.5, noise=0.0, mobility=0.0,
               final=True, opening=True)
#: ``block`` (the rival's sampled hands, :mod:`.threat`) is off: in 19 arena games it
#: measured no better and a third slower, and 32 of 50 against 33 of 50 without it
#: (docs/performance.md, 2026-11-26).  ``rival_dice`` (the rival's best roll as its
#: reply) with half as many spots again is off too: 59 of 100 against 63 of 100 and
#: about twice the CPU (docs/performance.md, "Wall Hard, third pass").  ``race``
#: (stamina cheaper within four turns of the top) won 68 of 100 against 58 without
#: it on the same games (seeds 1-2), 63.0% over 400 (docs/performance.md, wall4).
#: ``topout`` (a top-out worth its chance against the rival still to play) and the wider
#: look (12 spots, 4 guarding, 3 drawn; 6 jump targets) spend more of the 2 s budget
#: (docs/performance.md, hard6).  ``turns`` (the turns to the top as the worth) is off:
#: 17 of 37 against 26 of 37 on the same games.
HARD = Style(jumps=6, places=12, guard=4, extra=3, defence=0.0, noise=0.0, mobility=0.0,
             reply=1.0, final=True, opening=True, race=4.0, topout=True)


class WallBot(Bot):
    """One level of wall play, set by its :class:`Style`."""

    def __init__(self, style: Style, rng: random.Random | None = None) -> None:
        super().__init__(rng)
        self.style = style
        self._cancel: CancelToken | None = None

    # ----- the decision -----------------------------------------------------------------
    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        assert isinstance(state, WallState)
        self._cancel = cancel
        actions = check_turn(state, seat)
        if cancel is not None:
            cancel.check()
        if len(actions) == 1:
            return actions[0]
        if self.style.final and last_turn(state):
            return self._last_turn(state, seat, actions)
        phase = state.phase
        if phase in (WallPhase.INITIAL, WallPhase.REST):
            return self._build(state, seat, actions)
        if phase is WallPhase.CLIP:
            values = self._values(state, seat)
            clips = [a for a in actions if isinstance(a, Clip)]
            return self._best(clips, [values.clip_square((a.x, a.y)) for a in clips])
        if phase is WallPhase.SWAP:
            return next(a for a in actions if isinstance(a, Keep))
        if phase is WallPhase.SPEND:
            values = self._values(state, seat)
            return self._best(actions, [values.spend(a) if isinstance(a, Spend) else NONE
                                        for a in actions])
        return self._move_turn(state, seat, actions)

    def _values(self, state: WallState, seat: int) -> TurnValues:
        top = None
        if self.style.topout:
            judge = TopOut(state, seat)
            top = judge.worth if judge.applies() else None
        return TurnValues(state, seat, self.style.mobility, self._stamina_worth(state), top,
                          self.style.turns)

    def _stamina_worth(self, state: WallState) -> float:
        """Worth of a stamina unit kept: with ``Style.race``, less as the climber
        nearest the top (any seat) comes within that many turns of it.  Stamina
        only pays for turns still to come, and near the end a turn spent resting
        for it, or a die not rolled to save it, is a turn lost in the race."""
        if not self.style.race:
            return self.style.stamina
        dist = distance_map(state.wall, state.colour, state.goal)
        near = min((square_distance(dist, state.pos[s], s) for s in state.active_seats()
                    if not state.topped[s]), default=FAR)
        share = near / RACE_MP / self.style.race
        return self.style.stamina * min(1.0, max(RACE_FLOOR, share))

    def _best(self, actions: Sequence[Action], values: Sequence[float]) -> Action:
        """The best-valued action (noise added per the style; ties: the first)."""
        best, best_value = actions[0], NONE
        for action, value in zip(actions, values, strict=True):
            if self.style.noise and value != NONE:
                value += self.rng.gauss(0.0, self.style.noise)
            if value > best_value:
                best, best_value = action, value
        return best

    # ----- the last round --------------------------------------------------------------
    def _last_turn(self, state: WallState, seat: int, actions: list[Action]) -> Action:
        """Every choice of the seat's last turn by the standing it leads to: no panel
        (it costs stamina, the tie-break, and may help a rival still to play), no
        clip, and the dice by the ranking alone (:class:`~.final.FinalValues`)."""
        phase = state.phase
        if phase is WallPhase.REST:
            return next(a for a in actions if isinstance(a, EndTurn))
        if phase is WallPhase.SWAP:
            return next(a for a in actions if isinstance(a, Keep))
        if phase is WallPhase.CLIP:
            return actions[0]
        values = FinalValues(state, seat)
        if phase is WallPhase.SPEND:
            return self._best(actions, [values.spend(a) if isinstance(a, Spend) else NONE
                                        for a in actions])
        rolls = self._rolls(state, seat, [a for a in actions if isinstance(a, Roll)])
        options, scores = self._weigh(actions, rolls, values, values.rest)
        return self._best(options, scores) if options else actions[0]

    # ----- a Move turn ------------------------------------------------------------------
    def _move_turn(self, state: WallState, seat: int, actions: list[Action]) -> Action:
        values = self._values(state, seat)
        rolls = self._rolls(state, seat, [a for a in actions if isinstance(a, Roll)])
        options, scores = self._weigh(actions, rolls, values,
                                      lambda: self._rest_value(state, seat, values))
        if any(isinstance(a, Rest) for a in options) and state.hands[seat]:
            # Valuing the panels means new distance maps: only when they could
            # make resting the best choice.
            i = next(i for i, a in enumerate(options) if isinstance(a, Rest))
            if scores[i] + PANEL_BOUND >= max(scores):
                scores[i] += max(0.0, self._best_panel_gain(state, seat))
        return self._best(options, scores)

    def _weigh(self, actions: list[Action], rolls: set[Roll], values: _TurnJudge,
               rest: Callable[[], float]) -> tuple[list[Action], list[float]]:
        """The choices of a turn's start (rolls worth weighing, awards, ending, Rest) with
        their values; the last turn and an ordinary one differ only in ``values``."""
        options: list[Action] = []
        scores: list[float] = []
        for action in actions:
            if self._cancel is not None:
                self._cancel.check()
            if isinstance(action, Roll):
                if action not in rolls:
                    continue
                value = values.roll(action)
            elif isinstance(action, Award):
                value = values.award(action)
            elif isinstance(action, EndTurn):
                value = values.current()
            elif isinstance(action, Rest):
                value = rest()
            else:
                continue
            options.append(action)
            scores.append(value)
        return options, scores

    def _rolls(self, state: WallState, seat: int, rolls: list[Roll]) -> set[Roll]:
        """The rolls worth weighing: every one without a jump, and jumps to the few
        targets nearest the top that the roll could reach."""
        out = {r for r in rolls if not r.jump}
        if not self.style.jumps:
            return out
        dist = distance_map(state.wall, state.colour, state.goal)
        pos = state.pos[seat]
        here = pos if pos is not None else (slot_anchor(seat)[0], -1)
        reach = 12 + 4 + 2 * (state.overhang[seat] > 0) + 4 * (state.hard[seat] > 0)
        targets = sorted({(r.tx, r.ty) for r in rolls if r.jump
                          and least_mp(here, (r.tx, r.ty)) <= reach},
                         key=lambda t: (dist.get(t, 99.0), t))[:self.style.jumps]
        out |= {r for r in rolls if r.jump and (r.tx, r.ty) in targets}
        return out

    def _rest_value(self, state: WallState, seat: int, values: TurnValues) -> float:
        """A Rest turn: stamina back and the clip moved up if that pays (the best
        panel is added by the caller, only when resting could be the choice)."""
        me = values.me
        paid = 0
        here = values.position() if values.turns else values.current() - _keeps_of(values)
        clip_value, square = values.best_clip_now()
        if square is not None and clip_value > here + values.stamina:
            here, paid = clip_value, 1
        stamina = min(STAMINA_MAX, me.stamina + RECOVERY - paid)
        if values.turns:
            return values.total(here, stamina, me.chalk, me.jumps, me.overhang, me.hard)
        return here + values.after(stamina, me.chalk, me.jumps, me.overhang, me.hard)

    def _best_panel_gain(self, state: WallState, seat: int) -> float:
        if state.phase is not WallPhase.TURN:
            return 0.0
        rest = state.clone()
        rest.cache = {}
        rest.phase = WallPhase.REST  # the Rest turn's own list of spots
        places = [a for a in rest.legal_actions() if isinstance(a, Place)]
        gains = self._panel_gains(state, seat, places)
        return max((g for g, _ in gains), default=0.0) - self._stamina_worth(state)

    # ----- panels, the clip in a Rest turn ---------------------------------------------
    def _build(self, state: WallState, seat: int, actions: list[Action]) -> Action:
        places = [a for a in actions if isinstance(a, Place)]
        initial = state.phase is WallPhase.INITIAL
        cost = 0.0 if initial else self._stamina_worth(state) * _stamina_lost(state, seat)
        options: list[Action] = []
        scores: list[float] = []
        for gain, place in self._panel_gains(state, seat, places):
            options.append(place)
            scores.append(gain - cost)
        if initial:
            if not options:
                return actions[0]
            return self._best(options, scores)
        values = self._values(state, seat)
        clips = [a for a in actions if isinstance(a, Clip)]
        if clips:
            now = worth(values.dist, values.me, seat) - _keeps_of(values)
            for clip in clips:
                c = values.me._replace(clip=(clip.x, clip.y))
                options.append(clip)
                scores.append(worth(values.dist, c, seat) - _keeps_of(values) - now - cost)
        end = next(a for a in actions if isinstance(a, EndTurn))
        options.append(end)
        scores.append(0.0)
        return self._best(options, scores)

    def _panel_gains(self, state: WallState, seat: int,
                     places: list[Place]) -> list[tuple[float, Place]]:
        """Offence less defence for the spots worth valuing, each on a new map.

        With ``Style.opening`` the set-up panels are all valued, each with what the
        seat's first plain roll from the start is expected to gain on the new wall:
        the map counts a special first panel as a few move points dearer, but a
        start whose nearest hold of the colour lies beyond a two-dice roll means
        resting turn after turn (and spending panels) before the climb can begin."""
        opening = self.style.opening and state.phase is WallPhase.INITIAL
        chosen = places if opening else self._shortlist(state, seat, places)
        before = seat_worths(state)
        graph = step_graph(state.wall)
        leader = self._leader(state, seat, before) if self.style.reply else None
        threat = None
        if self.style.block and leader is not None:
            threat = Threat(state, leader, self.rng, _spot_key)
            blocking = [p for p in places if p not in chosen and threat.aims_at(p)]
            self.rng.shuffle(blocking)
            chosen = chosen + blocking[:self.style.guard]
        full = self.style.rival_dice
        reply = _next_roll(state, leader, full) if leader is not None else 0.0
        out = []
        for place in chosen:
            if self._cancel is not None:
                self._cancel.check()
            wall = state.wall.copy()
            wall.put(Placed(place.panel, place.rotation, place.x, place.y, seat))
            wall.derived["steps"] = graph_after_put(wall, graph, (place.x, place.y))
            dist = distance_map(wall, state.colour, state.goal)
            after = [worth(dist, climber(state, s), s) for s in range(state.players)]
            gains = [a - b for a, b in zip(after, before, strict=True)]
            rivals = [g for s, g in enumerate(gains) if s != seat and state.is_active(s)]
            gain = gains[seat] - self.style.defence * max(rivals, default=0.0)
            if leader is not None:
                # The rival's reply: what the panel adds to its next plain roll,
                # holds it brings into reach included (the map alone misses them).
                after_wall = copy.copy(state)
                after_wall.wall = wall
                gain -= self.style.reply * (_next_roll(after_wall, leader, full) - reply)
            if threat is not None:
                gain += self.style.block * threat.blocked(place)
            if opening:
                after_wall = copy.copy(state)
                after_wall.wall = wall
                gain += _next_roll(after_wall, seat) - after[seat]
            out.append((gain, place))
        return out

    @staticmethod
    def _leader(state: WallState, seat: int, worths: list[float]) -> int | None:
        """The active rival nearest to winning (None when there is none)."""
        return max((s for s in range(state.players) if s != seat and state.is_active(s)),
                   key=lambda s: relative(worths, s), default=None)

    def _shortlist(self, state: WallState, seat: int, places: list[Place]) -> list[Place]:
        style = self.style
        if len(places) <= style.places + style.extra:
            return places
        shuffled = list(places)
        self.rng.shuffle(shuffled)  # ties of the key broken at random
        mine = sorted(shuffled, key=lambda p: _spot_key(state, seat, p))
        chosen = mine[:style.places - style.guard]
        if style.guard:
            leader = self._leader(state, seat, seat_worths(state))
            if leader is not None:
                theirs = sorted(shuffled, key=lambda p: _spot_key(state, leader, p))
                chosen += [p for p in theirs if p not in chosen][:style.guard]
        rest = [p for p in shuffled if p not in chosen]
        chosen += rest[:style.extra]
        return chosen


def _spot_key(state: WallState, seat: int, place: Place) -> float:
    """Smaller for spots that build the wall just above the seat's piece."""
    pos = state.pos[seat]
    px, py = pos if pos is not None else (slot_anchor(seat)[0] + 1, -1)
    cx, cy = place.x + 2, place.y + 2
    return abs(cy - (py + 4)) + 0.5 * abs(cx - px) - (1.0 if place.stack else 0.0)


def _stamina_lost(state: WallState, seat: int) -> int:
    """Stamina one more paid action of this Rest turn costs in the end (the cap may
    absorb it)."""
    end = min(STAMINA_MAX, state.stamina[seat] + RECOVERY - state.paid)
    return end - min(STAMINA_MAX, state.stamina[seat] + RECOVERY - state.paid - 1)


def _next_roll(state: WallState, seat: int, full: bool = False) -> float:
    """The expected worth of ``seat`` after a plain two-dice roll on this wall, or with
    ``full`` after the best jump-free roll its stamina and chalk pay for (two dice
    when it can pay for none: it rests first).  Reads public parts only, so it is
    fine for a rival on the bot's view."""
    values = TurnValues(state, seat)
    if not full:
        return values.roll(Roll(2, False, False, 0, 0))
    plain = Roll(2, False, False, 0, 0)
    rolls = [Roll(dice, chalk, False, 0, 0) for dice in (2, 3, 4) for chalk in (False, True)
             if DICE_COST[dice] <= state.stamina[seat] and (state.chalk[seat] or not chalk)]
    return max(values.roll(r) for r in rolls or [plain])


def _keeps_of(values: TurnValues) -> float:
    me = values.me
    return values.after(me.stamina, me.chalk, me.jumps, me.overhang, me.hard)


def easy(rng: random.Random) -> Bot:
    return WallBot(EASY, rng)


def normal(rng: random.Random) -> Bot:
    return WallBot(NORMAL, rng)


def hard(rng: random.Random) -> Bot:
    return WallBot(HARD, rng)
