"""The Climbers turn planner behind Normal and Hard.

A Climbers turn is a chain of decisions (first move, block, placement, pushes,
second move, disk) followed by the other seats' reactions, so a decision is
only as good as the rest of the turn it allows.  The planner therefore judges
every candidate for the current step by the best *complete* turn it found
after it, within :class:`Widths`:

* first moves: every one is first tried with no block and the highest second
  move (cheap, and a complete turn, so there is always a choice); the best
  ``move1`` of them are then searched with the block step;
* block step: no block, and the ``picks`` most promising picks (ranked by the
  position with the block lifted: what taking it away does to everybody), each
  with its ``places`` placements ranked best by :func:`placement_key` plus
  ``extra`` random ones;
* second moves: staying and the ``move2`` highest destinations;
* with a heuristic that plays the end clock (Hard's ``Weights.end_clock``), when
  the seat would lose and the end clock is one quiet turn from running out
  after its own (:func:`urgent`), also every block that can build it a step and
  up to :data:`URGENT_CLIMBS` such placements per block: a climb, even one that
  only ties, is then what keeps the game going, and the key alone missed the one
  odd placement that gave it (issue 17).

A finished turn is valued after :func:`settle`: the disk kept and every
reacting seat taking the highest square it can reach (fewest ladders).  That
is where "what a block move gives the others" shows: a new step next to a
rival is climbed at once in the evaluation, as it would be at the table.

Hard then re-judges its best candidates with a :class:`LookAhead`: the next
seat's best reply turn (a planner from that seat's side) and our own best turn
after it, so a candidate is worth what is left two turns later.  When the budget
runs out part way, the best of the candidates judged so far stands.

Every evaluation is one unit of work counted by the :class:`Limiter`; when the
budget (units or seconds) runs out :class:`OutOfBudget` unwinds the search and
the best turn found so far stands.  Candidates are searched best-first, so a
cut search has looked at the promising ones.

The units are what the choices depend on, so the work around them is kept
small without changing a unit (issue 17: Hard's first turn ran into its seconds
cap): the actions the search takes from the engine's own lists are applied
without checking them again (:func:`after`), a finished turn met again in the
same decision is valued from memory (still a unit: :meth:`TurnPlanner.leaf`),
reactions are applied to one copy (:func:`settle`), and placement keys are made
in one pass per list (:func:`placement_keys`).
"""

from __future__ import annotations

import heapq
import operator
import random
from dataclasses import dataclass

from climbdesk.bots.base import Limiter
from climbdesk.bots.climbers.heuristic import ClimbersHeuristic
from climbdesk.core.actions import Action
from climbdesk.games.climbers.actions import Disk, Move, NoBlock, NoDisk, Pick, Place, PutBack, Stay
from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL
from climbdesk.games.climbers.engine import FIELDS, ClimbersState
from climbdesk.games.climbers.fields import Phase, Where
from climbdesk.games.climbers.geometry import LADDER_NAMES, TALL, footprint

#: A disk must gain at least this much value to be spent (it is once per game).
DISK_MARGIN = 0.02
#: The position's list fields and its other fields besides the board, for :func:`position_key`.
_LISTS = operator.itemgetter(*(f.name for f in FIELDS if isinstance(f.spec.start(2), list)))
_VALUES = operator.itemgetter(*(f.name for f in FIELDS if f.name != "board"
                                and not isinstance(f.spec.start(2), list)))


class OutOfBudget(Exception):  # noqa: N818  (a signal, not an error)
    """The work budget is spent: unwind, the best turn found so far stands."""


@dataclass(frozen=True)
class Widths:
    """How much of a turn a planner looks at (see the module docstring)."""

    move1: int            # first moves searched with the block step after them
    picks: int            # picks whose placements are searched
    places: int           # placements by key per pick
    extra: int            # random placements per pick
    move2: int            # second moves (highest first) besides staying
    replies: int = 0      # best turns re-judged against the next seat's reply turn


def placement_key(state: ClimbersState, seat: int, place: Place) -> float:
    """Cheap promise of a placement for ``seat``: higher is more worth evaluating.

    A placement matters when its top lands next to a climber: next to ours at a
    step we can take (rise 0–4, best 1, the free step) it builds our stairs;
    next to a rival it may take a step away from it or give it one (the full
    evaluation tells which).  Tops of a colour nobody here may use are dead
    ends, so they rank low; our own colour ranks high (a private stair).
    """
    return placement_keys(state, seat, [place])[0]


def placement_keys(state: ClimbersState, seat: int, places: list[Place]) -> list[float]:
    """:func:`placement_key` of each of ``places`` (the lifted block's), in one pass.

    What the key reads of the climbers and of each orientation is looked up once
    for the whole list rather than once per placement: a Hard decision ranks some
    70,000 placements.  Every sum is made in the same order with the same
    operations, so the keys, and the ranking, are exactly :func:`placement_key`'s."""
    board = state.board
    width, depth, heights = board.width, board.depth, board.heights
    colour = state.colours[seat]
    shapes = [(o.w, o.d, o.h, 1.5 if o.top == NEUTRAL or o.top == colour else 0.3,
               o.top == colour) for o in BLOCKS[state.held].orientations]
    # (ours, at the foot, x, y, height) of every climber still in, in seat order.
    climbers = [(s == seat, cell == Where.FOOT, cell % width, cell // width,
                 0 if cell == Where.FOOT else heights[cell])
                for s, cell in enumerate(state.pos) if cell != Where.GONE]
    keys: list[float] = []
    for place in places:
        x, y = place.x, place.y
        w, d, oh, usable, own = shapes[place.orient]
        top = heights[y * width + x] + oh
        right, bottom = x + w - 1, y + d - 1
        score = 0.0
        for ours, foot, cx, cy, h in climbers:
            if foot:  # at the foot: the distance to the table's edge
                dist = min(x, y, width - x - w, depth - y - d)
            else:
                dist = ((x - cx if x > cx else cx - right if cx > right else 0)
                        + (y - cy if y > cy else cy - bottom if cy > bottom else 0))
            near = 1.0 / (1 + dist)
            if ours:
                rise = top - h
                step = 2.0 if rise == 1 else 1.0 if 0 < rise <= 4 else 0.2
                score += near * step * usable
                if own:
                    score += 0.3 * near
            else:
                score += 0.7 * near
        keys.append(score)
    return keys


#: Added to :func:`placement_key` for a placement that is a climb ``seat`` can take on
#: its next move: free (a rise of 1 from a square it can reach), or with a ladder it has.
CLIMB_FREE = 4.0
CLIMB_LADDER = 1.5


def footholds(state: ClimbersState, seat: int) -> dict[int, int]:
    """Squares ``seat``'s climber stands on or can reach now, with their heights: a
    new top beside one of them is a step it can take."""
    heights = state.board.heights
    cells = dict.fromkeys(state.reach_of(seat), 0)
    here = state.pos[seat]
    if here >= 0:
        cells[here] = 0
    return {c: heights[c] for c in cells}


def climb_bonus(state: ClimbersState, seat: int, place: Place,
                holds: dict[int, int]) -> float:
    """:data:`CLIMB_FREE` or :data:`CLIMB_LADDER` when ``place`` builds a step up for
    ``seat`` beside one of its ``holds`` (see :func:`footholds`), else 0.

    The rest of the key looks only at the climber's own square; a block is as
    useful beside any square the climber can walk to, and a step that stands a
    unit higher than the climber is what keeps a game climbing once the ladders
    are spent (issue 17: games ended with such steps there for the taking)."""
    board = state.board
    o = BLOCKS[state.held].orientations[place.orient]
    if o.top != NEUTRAL and o.top != state.colours[seat]:
        return 0.0
    z = board.heights[place.y * board.width + place.x]
    top = z + o.h
    if top <= state.height(seat):
        return 0.0
    cells = set(footprint(place.x, place.y, o.w, o.d, board.width))
    ladders = state.ladders[seat]
    best = 0.0
    for c in cells:
        for n in board.neighbours(c):
            h = holds.get(n)
            if h is None or n in cells:
                continue
            rise = top - h
            if rise < 0:  # never down
                continue
            if rise <= 1:
                return CLIMB_FREE
            if ladders and rise <= (4 if ladders & TALL else 2):
                best = CLIMB_LADDER
    return best


def prune_placements(state: ClimbersState, seat: int, actions: list[Action], k: int,
                     extra: int, rng: random.Random, climb: bool = False,
                     climbers: int = 0) -> list[Action]:
    """The ``k`` placements with the best :func:`placement_key` (plus, with ``climb``,
    its :func:`climb_bonus`), then up to ``climbers`` more that build ``seat`` a step
    (a positive bonus, best first), then ``extra`` random others (PutBack always kept,
    first).  Easy asks for the bonus in the key: it looks at few placements and judges
    them one decision ahead.  The planners keep the plain key, whose places near
    rivals (taking a step away) they weigh against their own steps after the
    reactions, and ask for ``climbers`` when the end clock is close (:func:`urgent`):
    a step that only one odd placement builds is then the game."""
    places = [a for a in actions if isinstance(a, Place)]
    others = [a for a in actions if not isinstance(a, Place)]
    holds = footholds(state, seat) if places and (climb or climbers) else {}
    keys = placement_keys(state, seat, places)
    bonus: dict[Action, float] = {}
    if places and (climb or climbers):
        bonus = {a: climb_bonus(state, seat, a, holds) for a in places}
    if climb:
        keys = [key + bonus[a] for key, a in zip(keys, places, strict=True)]
    negated = [-key for key in keys]
    ranked: list[Action] = [places[i] for i in sorted(range(len(places)),
                                                     key=negated.__getitem__)]
    chosen = ranked[:k]
    rest = ranked[k:]
    if climbers:
        steps = sorted((a for a in rest if bonus[a] > 0), key=lambda a: -bonus[a])[:climbers]
        rest = [a for a in rest if a not in steps]
        chosen.extend(steps)
    chosen.extend(rng.sample(rest, min(extra, len(rest))))
    return others + chosen


#: Placements that build the planning seat a step, searched besides the key's best
#: when the end clock is close and the seat would lose (see :func:`urgent`).
URGENT_CLIMBS = 3


def urgent(state: ClimbersState, seat: int) -> bool:
    """Whether ``seat`` loses if the game ends now and its own quiet turn would leave
    the end clock one quiet turn (or none) from running out: then a climb, even one
    that only ties, is what keeps it in the game (issue 17)."""
    if state.streak + 2 < state.streak_limit():
        return False
    mine = state.rank_key(seat)
    return any(state.rank_key(s) <= mine for s in state.active_seats() if s != seat)


def climbs(state: ClimbersState, seat: int, limit: int) -> list[Action]:
    """Up to ``limit`` moves of ``seat``, highest destination first, fewest ladders
    (short before tall) among equal heights; moves that do not gain height come
    after those that do.  Reads the engine's reach search, so every move is legal."""
    heights = state.board.heights
    options: list[tuple[int, int, int]] = []
    for cell, sets in state.reach_of(seat).items():
        for bits in sets:
            options.append((-heights[cell], bits, cell))
    width = state.board.width
    return [Move(c % width, c // width, LADDER_NAMES[bits])
            for _, bits, c in heapq.nsmallest(limit, options)]


def greedy_move(state: ClimbersState, seat: int) -> Action:
    """The highest square ``seat`` can reach (fewest ladders), or Stay when nothing is
    higher than where it stands: how the planner expects a rival to react.  The
    first of :func:`climbs`, found in one pass over the squares higher than the
    climber (this runs for every reaction of every turn the planners judge)."""
    heights = state.board.heights
    floor = state.height(seat)
    best: tuple[int, int, int] | None = None
    for cell, sets in state.reach_of(seat).items():
        h = heights[cell]
        if h > floor:
            option = (-h, min(sets), cell)
            if best is None or option < best:
                best = option
    if best is None:
        return Stay()
    width = state.board.width
    return Move(best[2] % width, best[2] // width, LADDER_NAMES[best[1]])


def after(state: ClimbersState, action: Action) -> ClimbersState:
    """``state.child(action)`` without checking ``action`` again.

    Only for actions the search took from the engine's own answers at ``state``
    (its legal actions, its reach search, the one "no block"/"stay"/"no disk" of
    the step), which the engine vouches for: checking each again (``State.apply``
    runs ``is_legal``) cost an eighth of Hard's time.  Anything from outside goes
    through ``child``/``apply``, which still refuse an illegal action."""
    new = state.clone()
    new.apply_trusted(action)
    return new


def settle(state: ClimbersState) -> ClimbersState:
    """The position after the active player keeps the disk and every seat still to
    react takes :func:`greedy_move` (unchanged if the active steps are not over).
    ``state`` itself is left as it was: the steps are applied to one copy of it, the
    positions between them being nobody else's."""
    if state.phase != Phase.DISK and state.phase != Phase.REACT:
        return state
    state = state.clone()
    if state.phase == Phase.DISK:
        state.apply_trusted(NoDisk())
    while state.phase == Phase.REACT:
        state.apply_trusted(greedy_move(state, state.current_player()))
    return state


#: Values of finished turns by position, per evaluation (see :meth:`TurnPlanner.leaf`).
Leaves = dict[ClimbersHeuristic, dict[tuple[object, ...], tuple[float, ...]]]


def position_key(state: ClimbersState) -> tuple[object, ...]:
    """The whole position as a hashable value: every declared field (the board by its
    blocks' places, which fix its stacks), the seats that left and the colours.  Two
    states with equal keys settle and evaluate alike."""
    d = state.__dict__
    return (tuple(state.board.placed), tuple(state.dropped), state.colours,
            *map(tuple, _LISTS(d)), *_VALUES(d))


class TurnPlanner:
    """Searches the rest of the active player's turn for ``seat`` (see the module docstring).

    :meth:`plan` returns the action for the current step; :attr:`found` keeps, per
    candidate of that step, the value of the best complete turn after it and the
    settled position that turn leads to.
    """

    def __init__(self, heuristic: ClimbersHeuristic, seat: int, widths: Widths,
                 rng: random.Random, limiter: Limiter, memo: Leaves | None = None) -> None:
        self.heuristic = heuristic
        self.seat = seat
        self.widths = widths
        self.rng = rng
        self.limiter = limiter
        self.found: dict[Action, tuple[float, ClimbersState]] = {}
        #: Placements building our own step searched per pick besides the key's best
        #: (set by :meth:`plan` when the end clock is close: :func:`urgent`).
        self.climbers = 0
        self._order: list[Action] = []
        self._root: Action = Stay()
        #: Finished turns already valued in this decision, shared with the planners of
        #: its look-ahead (see :meth:`leaf`), one table per evaluation.
        self.memo: Leaves = {} if memo is None else memo
        self._leaves = self.memo.setdefault(heuristic, {})

    # ----- work and leaves ------------------------------------------------------------
    def value(self, state: ClimbersState) -> float:
        """The evaluation for our seat: one unit of work."""
        if self.limiter.spent():
            raise OutOfBudget
        return self.heuristic.evaluate(state)[self.seat]

    def leaf(self, state: ClimbersState, penalty: float = 0.0) -> float:
        """Value of a finished turn (its reactions played greedily), credited to the
        candidate being searched.

        A decision meets the same finished turn again and again (a first move's quick
        turn is among those its block search tries; the look-ahead's planners share
        positions), a quarter to a third of its leaves in Hard's first turn.  So the
        values are kept by the whole position (:func:`position_key`) for the decision;
        a kept one still counts as a unit of work, so the budget and the choices are
        what they were, and the settled position is made again only when the turn
        becomes its candidate's best."""
        key = position_key(state)
        known = self._leaves.get(key)
        settled = None
        if known is None:
            settled = settle(state)
            if self.limiter.spent():
                raise OutOfBudget
            known = self._leaves[key] = self.heuristic.evaluate(settled)
        elif self.limiter.spent():
            raise OutOfBudget
        v = known[self.seat] - penalty
        old = self.found.get(self._root)
        if old is None or v > old[0]:
            if old is None:
                self._order.append(self._root)
            self.found[self._root] = (v, settle(state) if settled is None else settled)
        return v

    # ----- the steps of a turn --------------------------------------------------------
    def move2(self, state: ClimbersState) -> float:
        """Staying or one of the highest second moves, whichever finishes best."""
        best = self.leaf(after(state, Stay()))
        for move in climbs(state, self.seat, self.widths.move2):
            best = max(best, self.leaf(after(state, move)))
        return best

    def after_place(self, state: ClimbersState) -> float:
        """Pushes chosen one by one by the evaluation, then the second move."""
        while state.phase == Phase.PUSH:
            options = [after(state, a) for a in state.legal_actions()]
            scored = [(self.value(c), i) for i, c in enumerate(options)]
            state = options[max(scored)[1]]
        if state.phase != Phase.MOVE2:
            return self.leaf(state)
        return self.move2(state)

    def place(self, state: ClimbersState, actions: list[Action], places: int,
              put_back: bool) -> float:
        w = self.widths
        best = -9.0
        for action in prune_placements(state, self.seat, actions, places, w.extra, self.rng,
                                       climbers=self.climbers):
            if isinstance(action, PutBack):
                if put_back:
                    back = state.child(action).child(NoBlock())
                    best = max(best, self.move2(back))
                continue
            best = max(best, self.after_place(after(state, action)))
        return best

    def ranked_picks(self, state: ClimbersState, actions: list[Action],
                     count: int) -> list[Pick]:
        """The ``count`` most promising picks, best first, by the position with the block
        lifted (what taking it away does to everybody), plus the best of every block
        kind not yet among them: what a block can *build* depends on its shape, which
        the lifted position does not show (a size-1 block stood on end is the two-unit
        step a climber with a ladder left needs on top of the large blocks)."""
        picks = [a for a in actions if isinstance(a, Pick)]
        scored = [(-self.value(after(state, p)), i, p)
                  for i, p in enumerate(picks)]
        scored.sort(key=lambda t: (t[0], t[1]))
        ranked = [p for _, _, p in scored]
        chosen = ranked[:count]
        kinds = {BLOCKS[p.block].kind for p in chosen}
        for p in ranked[count:]:
            kind = BLOCKS[p.block].kind
            if kind not in kinds:
                kinds.add(kind)
                chosen.append(p)
        if self.climbers:  # the clock is close: every block that can build us a step
            chosen.extend(p for p in ranked if p not in chosen and self._builds_step(state, p))
        return chosen

    def _builds_step(self, state: ClimbersState, pick: Pick) -> bool:
        """Whether some placement of the picked block builds our climber a step (cheap
        geometry, no evaluation: :func:`climb_bonus`)."""
        child = state.child(pick)
        assert isinstance(child, ClimbersState)
        holds = footholds(child, self.seat)
        return any(climb_bonus(child, self.seat, a, holds) > 0
                   for a in child.legal_actions() if isinstance(a, Place))

    def block(self, state: ClimbersState, picks: int, places: int) -> float:
        """No block or one of the best picks with its best placement."""
        actions = state.legal_actions()
        best = self.move2(after(state, NoBlock()))
        for pick in self.ranked_picks(state, actions, picks):
            child = after(state, pick)
            assert isinstance(child, ClimbersState)
            best = max(best, self.place(child, child.legal_actions(), places, put_back=False))
        return best

    # ----- the current step -----------------------------------------------------------
    def _search(self, state: ClimbersState, actions: list[Action]) -> None:
        w = self.widths
        phase = state.phase
        if phase == Phase.MOVE1:
            quick: list[tuple[float, int, Action]] = []
            for i, action in enumerate(actions):
                self._root = action
                child = after(after(state, action), NoBlock())
                assert isinstance(child, ClimbersState)
                done = after(child, greedy_move(child, self.seat))
                assert isinstance(done, ClimbersState)
                quick.append((-self.leaf(done), i, action))
            quick.sort(key=lambda t: (t[0], t[1]))
            for _, _, action in quick[:w.move1]:
                self._root = action
                self.block(after(state, action), w.picks, w.places)
        elif phase == Phase.BLOCK:
            self._root = NoBlock()
            self.move2(after(state, NoBlock()))
            for pick in self.ranked_picks(state, actions, 2 * w.picks):
                self._root = pick
                child = after(state, pick)
                assert isinstance(child, ClimbersState)
                self.place(child, child.legal_actions(), w.places, put_back=False)
        elif phase == Phase.PLACE:
            for action in prune_placements(state, self.seat, actions, 2 * w.places,
                                           2 * w.extra, self.rng, climbers=self.climbers):
                self._root = action
                self.place(state, [action], 1, put_back=True)
        elif phase == Phase.PUSH:
            for action in actions:
                self._root = action
                self.after_place(after(state, action))
        else:  # move2 or disk: every action, straight to the finished turn
            for action in actions:
                self._root = action
                self.leaf(after(state, action),
                          DISK_MARGIN if isinstance(action, Disk) else 0.0)

    def best(self) -> Action | None:
        """The candidate with the best turn found (ties: the first searched)."""
        if not self.found:
            return None
        return max(self._order, key=lambda a: self.found[a][0])

    def plan(self, state: ClimbersState, actions: list[Action],
             reply: Widths | None = None, ahead: LookAhead | None = None) -> Action:
        """The action for the current step.  With ``reply`` (Hard) the best
        ``self.widths.replies`` candidates are re-judged against the next seat's reply
        turn; ``ahead`` says how (widths of our own turn after it, a memo)."""
        self.climbers = (URGENT_CLIMBS if self.heuristic.weights.end_clock
                         and urgent(state, self.seat) else 0)
        try:
            self._search(state, actions)
        except OutOfBudget:
            pass
        first = self.best()
        if first is None:
            return actions[0]
        if reply is None or not self.widths.replies or self.limiter.exhausted:
            return first
        return self._judge_replies(reply, ahead or LookAhead()) or first

    def _judge_replies(self, reply: Widths, ahead: LookAhead) -> Action | None:
        """Among the best candidates, the one whose turn leaves us best after the next
        seat's own turn (planned from its side at ``reply`` widths) and, with
        ``ahead.own``, our best turn after that.  When the budget runs out part way the
        best of the candidates judged so far stands (``None`` if none was)."""
        ranked = sorted(self._order, key=lambda a: -self.found[a][0])[:self.widths.replies]
        best: Action | None = None
        best_value = -9.0
        for action in ranked:
            try:
                v = ahead.judge(self, self.found[action][1], reply)
            except OutOfBudget:
                return best
            if v > best_value:
                best, best_value = action, v
        return best


class LookAhead:
    """How Hard looks past its own turn, with a memo of the positions already judged.

    A position reached after our turn is judged by the next seat's best reply turn
    (a :class:`TurnPlanner` from its side) and, when ``own`` widths are given, by our
    own best turn after that reply: two turns past the one being chosen.  The
    same finished turn is met again at every step of the turn being played (the
    first move's search already found it), so the judgements are kept by position:
    each is paid for once per turn.
    """

    def __init__(self, own: Widths | None = None,
                 rival: ClimbersHeuristic | None = None) -> None:
        self.own = own
        #: How the rival judges its reply (the default weights: Normal's, the yardstick).
        self.rival = rival or ClimbersHeuristic()
        self.memo: dict[tuple[object, ...], float] = {}

    @staticmethod
    def key(state: ClimbersState, seat: int) -> tuple[object, ...]:
        """Everything the judgement of ``state`` for ``seat`` depends on."""
        return (seat, state.phase, state.active, state.streak, state.ending, state.lock,
                tuple(state.board.placed), tuple(state.pos), tuple(state.ladders),
                tuple(state.disk), tuple(state.reached), tuple(state.reactors))

    def judge(self, planner: TurnPlanner, after: ClimbersState, reply: Widths) -> float:
        """Value for ``planner.seat`` of the settled position ``after`` (see the class)."""
        seat = planner.seat
        rival = after.current_player()
        if rival < 0 or rival == seat:
            return planner.value(after)
        key = self.key(after, seat)
        known = self.memo.get(key)
        if known is not None:
            return known
        end = self._reply(planner, after, rival, reply, self.rival)
        v: float | None = None
        if self.own is not None and end.current_player() == seat:
            mine = TurnPlanner(planner.heuristic, seat, self.own, planner.rng, planner.limiter,
                               planner.memo)
            mine.plan(end, end.legal_actions())
            if planner.limiter.exhausted:
                raise OutOfBudget
            choice = mine.best()
            if choice is not None:
                v = mine.found[choice][0]
        if v is None:
            v = planner.value(end)
        self.memo[key] = v
        return v

    @staticmethod
    def _reply(planner: TurnPlanner, after: ClimbersState, rival: int, reply: Widths,
               heuristic: ClimbersHeuristic) -> ClimbersState:
        """The settled position after ``rival``'s best turn from ``after``."""
        theirs = TurnPlanner(heuristic, rival, reply, planner.rng, planner.limiter,
                             planner.memo)
        theirs.plan(after, after.legal_actions())
        if planner.limiter.exhausted:
            raise OutOfBudget
        choice = theirs.best()
        return after if choice is None else theirs.found[choice][1]


__all__ = ["DISK_MARGIN", "URGENT_CLIMBS", "LookAhead", "OutOfBudget", "TurnPlanner", "Widths",
           "climbs", "greedy_move", "placement_key", "prune_placements", "settle", "urgent"]
