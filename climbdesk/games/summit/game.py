"""The Climb On! (dice) game: its options, their checks and loading saved positions.

Apart from the rules in :mod:`.engine` so that each module keeps one job; the engine
only names this class for its type.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from climbdesk.core.actions import Action
from climbdesk.core.errors import OptionError, RecordError
from climbdesk.core.game import ChanceMode, Game, GameInfo
from climbdesk.core.options import OptionSpec, OptionValue, Scalar
from climbdesk.core.text import Text
from climbdesk.games.summit.actions import (
    Act,
    Climb,
    Confirm,
    Descend,
    Dice,
    Drag,
    Lower,
    Pass,
    PullUp,
    Shove,
    SummitPhase,
    SummitResult,
)
from climbdesk.games.summit.dice import (
    SIDES,
    STANDARD_TEAM,
    TOP,
    parse_team,
    team_text,
)
from climbdesk.games.summit.engine import SummitEnding, SummitState
from climbdesk.games.summit.listing import LISTING

# ----- game ----------------------------------------------------------------------
_STANDARD = team_text(STANDARD_TEAM)


def _canonical_team(text: Scalar) -> str:
    """A team option in its canonical spelling (``ValueError`` if it is no team)."""
    return team_text(parse_team(str(text)))


_TEAM_HELP = ("Custom Climbers: any six of d4, d6, d8, d10, d12 and d20; a die may appear "
              "more than once.")


class SummitGame(Game[SummitState]):
    endings = SummitEnding
    info = GameInfo.from_listing(
        LISTING,
        options=(
            OptionSpec("flexible", "Flexible Plans", bool, False,
                       help="22 white tokens each; climbing or descending costs 1, a pull up 2, "
                            "a shove or drag 3."),
            OptionSpec("helping", "Helping Hands", bool, False,
                       help="Start with 8 white, 5 blue and 2 red tokens."),
            OptionSpec("untied", "Untied", bool, False,
                       help="Equal scores go to the highest climber, then to the single "
                            "best-scoring climber."),
            OptionSpec("team", "Climbers", str, _STANDARD, help=_TEAM_HELP, per_seat=True,
                       parts=tuple(f"d{s}" for s in SIDES), part_count=6,
                       normalise=_canonical_team),
        ),
        chance=ChanceMode.EXPLICIT,
    )
    action_kinds: Mapping[str, type[Action]] = {
        "climb": Climb, "descend": Descend, "pull": PullUp, "shove": Shove, "drag": Drag,
        "pass": Pass, "dice": Dice, "lower": Lower, "confirm": Confirm}

    def upgrade_options(self, players: int, raw: Mapping[str, object]) -> dict[str, object]:
        """Saves before the per-seat ``team`` option held ``team1``…``team4``, one per
        seat; fold those of the seats in play into ``team`` (missing seats get the
        standard team).  Keys beyond the player count stay, so they are refused
        as unknown, as they always were."""
        out = dict(raw)
        legacy = [f"team{s + 1}" for s in range(players)]
        if "team" not in out and any(k in out for k in legacy):
            out["team"] = [out.pop(k, _STANDARD) for k in legacy]
        return out

    def check_options(self, players: int, options: Mapping[str, OptionValue]) -> None:
        if options["flexible"] and options["helping"]:
            raise OptionError(Text("Flexible Plans and Helping Hands cannot be combined"))

    def _new_state(self, players: int, options: dict[str, OptionValue]) -> SummitState:
        return SummitState(self, players, options)

    def state_from_json(self, data: Mapping[str, Any]) -> SummitState:
        try:
            players = int(data["players"])
            state = SummitState(self, players,
                                self.validate_options(players, data.get("options", {})))
            state.levels = [[int(v) for v in row] for row in data["levels"]]
            state.tokens = [[int(v) for v in row] for row in data["tokens"]]
            if len(state.levels) != players or any(len(r) != 6 for r in state.levels):
                raise ValueError("six climbers per player expected")
            if any(not 0 <= v <= TOP for row in state.levels for v in row):
                raise ValueError("levels run from 0 to 4")
            state.to_move = int(data["to_move"])
            if data["phase"] not in tuple(SummitPhase):
                raise ValueError(f"unknown phase {data['phase']!r}")
            state.phase = SummitPhase(data["phase"])
            pending = data.get("pending")
            if pending is not None:
                act = self.action_from_json(pending)
                if not isinstance(act, Act):
                    raise ValueError("the pending action is not an act")
                state.pending = act
            state.rolled = tuple(int(v) for v in data["rolled"])
            state.dice = tuple(int(v) for v in data["dice"])
            if data["last_result"] not in tuple(SummitResult):
                raise ValueError(f"unknown result {data['last_result']!r}")
            state.last_result = SummitResult(data["last_result"])
            state.last_dice = tuple(int(v) for v in data["last_dice"])
            last = data.get("last_act")  # absent in positions saved before it existed
            if last is not None:
                last_act = self.action_from_json(last)
                if not isinstance(last_act, (Act, Pass)):
                    raise ValueError("the last action is not an act or a pass")
                state.last_act = last_act
            state.last_seat = int(data.get("last_seat", -1))  # absent before it existed
            if not -1 <= state.last_seat < players:
                raise ValueError("bad seat of the last action")
            state._load_base_json(data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"not a Climb On! position: {exc}") from None
        return state


GAME = SummitGame()
