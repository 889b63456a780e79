"""The game of Climbers: its options, new positions and loading a saved one.

The rules of a position are in :mod:`climbdesk.games.climbers.engine`.

>>> [s.key for s in GAME.option_specs(3)], GAME.option_specs(3)[-1].maximum
(['colour', 'mountain', 'first'], 3)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from climbdesk.core.actions import Action
from climbdesk.core.errors import RecordError
from climbdesk.core.game import ChanceMode, Game, GameInfo
from climbdesk.core.options import RANDOM, OptionSpec, OptionValue
from climbdesk.games.climbers.actions import ACTION_KINDS
from climbdesk.games.climbers.blocks import PLAYER_COLOURS
from climbdesk.games.climbers.engine import FIELDS, ClimbersState
from climbdesk.games.climbers.fields import ClimbersEnding, Phase, Where
from climbdesk.games.climbers.listing import LISTING
from climbdesk.games.climbers.mountain import MAX_NUMBER


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
        ),
        chance=ChanceMode.SAMPLED,
    )
    action_kinds: Mapping[str, type[Action]] = ACTION_KINDS

    def option_specs(self, players: int) -> tuple[OptionSpec, ...]:
        """The first player is one of the seats at the table."""
        return tuple(dataclasses.replace(o, maximum=players) if o.key == "first" else o
                     for o in self.info.options)

    def upgrade_options(self, players: int, raw: Mapping[str, object]) -> dict[str, object]:
        """Options written before the first-player option keep seat 1 starting, as every
        game did then, so their records (which hold no first-player event) replay
        unchanged.  Every save names the mountain option, so options that name the
        mountain but not the first player are taken to be such: old saves, and code
        written before the option.  Options naming neither get the defaults (seat 1)."""
        if "mountain" in raw and "first" not in raw:
            return {**raw, "first": 1}
        return dict(raw)

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
