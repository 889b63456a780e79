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
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from climbdesk.bots.base import Limiter
from climbdesk.bots.climbers.heuristic import ClimbersHeuristic
from climbdesk.core.actions import Action
from climbdesk.games.climbers.actions import Disk, Move, NoBlock, NoDisk, Pick, Place, PutBack, Stay
from climbdesk.games.climbers.blocks import BLOCKS, NEUTRAL
from climbdesk.games.climbers.engine import ClimbersState
from climbdesk.games.climbers.fields import Phase, Where
from climbdesk.games.climbers.geometry import LADDER_NAMES, TALL, footprint

#: A disk must gain at least this much value to be spent (it is once per game).
DISK_MARGIN = 0.02


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
    board = state.board
    o = BLOCKS[state.held].orientations[place.orient]
    z = board.heights[place.y * board.width + place.x]
    top = z + o.h
    score = 0.0
    for s, cell in enumerate(state.pos):
        if cell == Where.GONE:
            continue
        if cell == Where.FOOT:  # at the foot: the distance to the table's edge
            h = 0
            dist = min(place.x, place.y, board.width - place.x - o.w,
                       board.depth - place.y - o.d)
        else:
            cx, cy = cell % board.width, cell // board.width
            h = board.heights[cell]
            dx = max(place.x - cx, 0, cx - (place.x + o.w - 1))
            dy = max(place.y - cy, 0, cy - (place.y + o.d - 1))
            dist = dx + dy
        near = 1.0 / (1 + dist)
        rise = top - h
        if s == seat:
            usable = o.top == NEUTRAL or o.top == state.colours[seat]
            step = 2.0 if rise == 1 else 1.0 if 0 < rise <= 4 else 0.2
            score += near * step * (1.5 if usable else 0.3)
            if o.top == state.colours[seat]:
                score += 0.3 * near
        else:
            score += 0.7 * near
    return score


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
    bonus: dict[Action, float] = {}
    if places and (climb or climbers):
        holds = footholds(state, seat)
        bonus = {a: climb_bonus(state, seat, a, holds) for a in places}
    ranked = sorted(places, key=lambda a: -(placement_key(state, seat, a)
                                            + (bonus[a] if climb else 0.0)))
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
    options.sort()
    width = state.board.width
    return [Move(c % width, c // width, LADDER_NAMES[bits]) for _, bits, c in options[:limit]]


def greedy_move(state: ClimbersState, seat: int) -> Action:
    """The highest square ``seat`` can reach (fewest ladders), or Stay when nothing is
    higher than where it stands: how the planner expects a rival to react."""
    best = climbs(state, seat, 1)
    if not best:
        return Stay()
    move = best[0]
    assert isinstance(move, Move)
    cell = move.y * state.board.width + move.x
    return move if state.board.heights[cell] > state.height(seat) else Stay()


def settle(state: ClimbersState) -> ClimbersState:
    """The position after the active player keeps the disk and every seat still to
    react takes :func:`greedy_move` (unchanged if the active steps are not over)."""
    if state.phase == Phase.DISK:
        state = state.child(NoDisk())
    while state.phase == Phase.REACT:
        state = state.child(greedy_move(state, state.current_player()))
    return state


class TurnPlanner:
    """Searches the rest of the active player's turn for ``seat`` (see the module docstring).

    :meth:`plan` returns the action for the current step; :attr:`found` keeps, per
    candidate of that step, the value of the best complete turn after it and the
    settled position that turn leads to.
    """

    def __init__(self, heuristic: ClimbersHeuristic, seat: int, widths: Widths,
                 rng: random.Random, limiter: Limiter) -> None:
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

    # ----- work and leaves ------------------------------------------------------------
    def value(self, state: ClimbersState) -> float:
        """The evaluation for our seat: one unit of work."""
        if self.limiter.spent():
            raise OutOfBudget
        return self.heuristic.evaluate(state)[self.seat]

    def leaf(self, state: ClimbersState, penalty: float = 0.0) -> float:
        """Value of a finished turn (its reactions played greedily), credited to the
        candidate being searched."""
        settled = settle(state)
        v = self.value(settled) - penalty
        old = self.found.get(self._root)
        if old is None or v > old[0]:
            if old is None:
                self._order.append(self._root)
            self.found[self._root] = (v, settled)
        return v

    # ----- the steps of a turn --------------------------------------------------------
    def move2(self, state: ClimbersState) -> float:
        """Staying or one of the highest second moves, whichever finishes best."""
        best = self.leaf(state.child(Stay()))
        for move in climbs(state, self.seat, self.widths.move2):
            best = max(best, self.leaf(state.child(move)))
        return best

    def after_place(self, state: ClimbersState) -> float:
        """Pushes chosen one by one by the evaluation, then the second move."""
        while state.phase == Phase.PUSH:
            options = [state.child(a) for a in state.legal_actions()]
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
            best = max(best, self.after_place(state.child(action)))
        return best

    def ranked_picks(self, state: ClimbersState, actions: list[Action],
                     count: int) -> list[Pick]:
        """The ``count`` most promising picks, best first, by the position with the block
        lifted (what taking it away does to everybody), plus the best of every block
        kind not yet among them: what a block can *build* depends on its shape, which
        the lifted position does not show (a size-1 block stood on end is the two-unit
        step a climber with a ladder left needs on top of the large blocks)."""
        picks = [a for a in actions if isinstance(a, Pick)]
        scored = [(-self.value(state.child(p)), i, p)
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
        best = self.move2(state.child(NoBlock()))
        for pick in self.ranked_picks(state, actions, picks):
            child = state.child(pick)
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
                child = state.child(action).child(NoBlock())
                assert isinstance(child, ClimbersState)
                done = child.child(greedy_move(child, self.seat))
                assert isinstance(done, ClimbersState)
                quick.append((-self.leaf(done), i, action))
            quick.sort(key=lambda t: (t[0], t[1]))
            for _, _, action in quick[:w.move1]:
                self._root = action
                self.block(state.child(action), w.picks, w.places)
        elif phase == Phase.BLOCK:
            self._root = NoBlock()
            self.move2(state.child(NoBlock()))
            for pick in self.ranked_picks(state, actions, 2 * w.picks):
                self._root = pick
                child = state.child(pick)
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
                self.after_place(state.child(action))
        else:  # move2 or disk: every action, straight to the finished turn
            for action in actions:
                self._root = action
                self.leaf(state.child(action),
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
            mine = TurnPlanner(planner.heuristic, seat, self.own, planner.rng, planner.limiter)
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
        theirs = TurnPlanner(heuristic, rival, reply, planner.rng, planner.limiter)
        theirs.plan(after, after.legal_actions())
        if planner.limiter.exhausted:
            raise OutOfBudget
        choice = theirs.best()
        return after if choice is None else theirs.found[choice][1]


__all__ = ["DISK_MARGIN", "URGENT_CLIMBS", "LookAhead", "OutOfBudget", "TurnPlanner", "Widths",
           "climbs", "greedy_move", "placement_key", "prune_placements", "settle", "urgent"]
