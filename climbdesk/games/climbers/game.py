"""The game of Climbers: its options, new positions and loading a saved one.

The rules of a position are in :mod:`climbdesk.games.climbers.engine`.

>>> [s.key for s in GAME.option_specs(3)], GAME.option_specs(3)[2].maximum
(['colour', 'mountain', 'first', 'builder'], 3)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from climbdesk.core.actions import Action
from climbdesk.core.errors import OptionError, RecordError
from climbdesk.core.game import ChanceMode, Game, GameInfo
from climbdesk.core.options import RANDOM, Options, OptionSpec, OptionValue
from climbdesk.core.text import Text
from climbdesk.games.climbers import prebuilt
from climbdesk.games.climbers.actions import ACTION_KINDS
from climbdesk.games.climbers.blocks import PLAYER_COLOURS
from climbdesk.games.climbers.engine import FIELDS, ClimbersState
from climbdesk.games.climbers.fields import ClimbersEnding, Phase, Where
from climbdesk.games.climbers.listing import LISTING
from climbdesk.games.climbers.mountain import BUILDER, BUILDERS, MAX_NUMBER

if TYPE_CHECKING:
    from climbdesk.core.record import GameRecord


class ClimbersGame(Game[ClimbersState]):
    endings = ClimbersEnding
    info = GameInfo.from_listing(
        LISTING,
        options=(
            OptionSpec("colour", "Colour", str, PLAYER_COLOURS[0], choices=PLAYER_COLOURS,
                       per_seat=True, seat_defaults=PLAYER_COLOURS, unique=True,
                       help="Your climber's colour: it may stand on neutral tops and on "
                            "tops of this colour only."),
            OptionSpec("mountain", "Mountain", int, RANDOM, minimum=0, maximum=MAX_NUMBER,
                       allow_random=True,
                       help="The number of the mountain to build; random draws one as "
                            "the game's first event."),
            # RULINGS.md: seat 1 starts unless the table chooses (the rulebook's "most
            # recent mountain climber" is a seat the players pick; random draws one).
            OptionSpec("first", "First player", int, 1, minimum=1, maximum=5,
                       allow_random=True,
                       help="The seat that takes the first turn. The rulebook lets whoever "
                            "climbed a real mountain most recently begin; random draws a "
                            "seat once the mountain is built."),
            # Shown: a mountain is its number and its builder, so replaying a mountain
            # from a game saved before builder 2 needs builder 1 (docs/rules/climbers.md).
            OptionSpec("builder", "Mountain builder", int, BUILDER, choices=BUILDERS,
                       help="How the mountain is built. 5 is 4 with wide shelves at the "
                            "walls' height, room to build steps once the ladders are spent; "
                            "4 rises in steps of two to a summit "
                            "over the middle, with the small blocks up high; 3 leaves room to "
                            "build steps on the walls and lays small blocks loose at the foot; "
                            "2 keeps the tops out of reach of a first move; 1 is the builder of "
                            "games saved before the option, so the same number gives the "
                            "mountain you played then."),
        ),
        chance=ChanceMode.SAMPLED,
    )
    action_kinds: Mapping[str, type[Action]] = ACTION_KINDS

    def option_specs(self, players: int) -> tuple[OptionSpec, ...]:
        """The first player is one of the seats at the table."""
        return tuple(dataclasses.replace(o, maximum=players) if o.key == "first" else o
                     for o in self.info.options)

    def upgrade_options(self, players: int, raw: Mapping[str, object]) -> dict[str, object]:
        """Options written before an option existed keep what every game did then, so
        their records replay unchanged.  Every save names the mountain option, so
        options that name the mountain but not a later option are taken to be such:
        old saves, and code written before the option.  Seat 1 started before the
        first-player option; builder 1 built every mountain before the builder option
        (a number alone names builder 1's mountain).  Options naming no mountain get
        the defaults (seat 1, the default builder).  A builder newer than this version
        knows is refused with a message that says so."""
        out = dict(raw)
        if "mountain" in raw:
            out.setdefault("first", 1)
            out.setdefault("builder", 1)
        builder = out.get("builder")
        if type(builder) is int and builder > BUILDERS[-1]:
            raise OptionError(Text(
                "the mountain was made by builder {builder}, which this version of "
                "climbdesk does not know (it knows builders 1 to {newest}): open it with "
                "a newer version", builder=builder, newest=BUILDERS[-1]))
        return out

    # The mountain is the set-up work done ahead (see prebuilt).
    def setup_work(self, record: GameRecord) -> dict[str, Any] | None:
        return prebuilt.work_for(self, record)

    def do_setup_work(self, work: Mapping[str, Any]) -> dict[str, Any]:
        return prebuilt.build_work(work)

    def take_setup_work(self, work: Mapping[str, Any], result: Mapping[str, Any]) -> None:
        prebuilt.take(work, result)

    def seat_colours(self, options: Mapping[str, OptionValue], seat: int) -> tuple[str, ...]:
        """A seat's colour is its climber's (the ``colour`` option; New Game shows no
        other swatch): that one, or the game's colour for the seat's number, which New
        Game has always written there (docs/rules/climbers.md, "Seat colours")."""
        climber = PLAYER_COLOURS.index(str(Options.per_seat(options, "colour")[seat]))
        return self.info.colours[climber], self.info.colours[seat % len(self.info.colours)]

    def _new_state(self, players: int, options: dict[str, OptionValue]) -> ClimbersState:
        return ClimbersState(self, players, options)

    def state_from_json(self, data: Mapping[str, Any]) -> ClimbersState:
        try:
            players = int(data["players"])
            options = self.validate_options(players, data.get("options", {}))
            state = ClimbersState(self, players, {**options, "mountain": RANDOM})
            state.options = options
            for f in FIELDS:
                missing = f.spec.missing
                raw = data[f.key] if missing is None or f.key in data else missing(players)
                setattr(state, f.name, f.spec.load(raw))
            _check(state)
            state._load_base_json(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise RecordError(f"not a Climbers position: {exc}") from None
        return state


def _check(state: ClimbersState) -> None:
    """Refuse a loaded position that no game can reach (ValueError)."""
    if not all(len(getattr(state, f.name)) == state.players for f in FIELDS
               if f.spec.per_seat):
        raise ValueError("one entry per seat expected")
    if any(not Where.GONE <= c < len(state.board.heights) for c in state.pos):
        raise ValueError("a climber is off the table")
    if state.phase == Phase.REACT and not state.reactors:
        raise ValueError("a reaction step needs a seat to react")
    if (state.held >= 0) != (state.origin is not None):
        raise ValueError("a lifted block needs its old place")


GAME = ClimbersGame()

__all__ = ["GAME", "ClimbersGame"]
