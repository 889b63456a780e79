"""Records (the save format) and matches (undo/redo) on Stairs and a dice toy."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, ClassVar

import pytest

from climbdesk.core import (
    Action,
    Game,
    GameInfo,
    GameRecord,
    IllegalActionError,
    Match,
    NewerVersionError,
    Outcome,
    RecordError,
    State,
    get_game,
)
from climbdesk.core.game import ChanceMode
from climbdesk.core.options import OptionValue
from climbdesk.core.record import Seat
from climbdesk.core.registry import _GAMES, game_keys
from climbdesk.core.state import CHANCE, TERMINAL
from climbdesk.games.stairs import Move


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"


@dataclasses.dataclass(frozen=True)
class Die(Action):
    kind: ClassVar[str] = "die"
    value: int


class RaceState(State):
    """Two seats race to 6; each turn: roll one die, advance by it."""

    def __init__(self, game: Game) -> None:
        super().__init__(game, 2, {})
        self.pos = [0, 0]
        self.turn = 0
        self.rolling = False

    def _current_player(self) -> int:
        if max(self.pos) >= 6:
            return TERMINAL
        return CHANCE if self.rolling else self.turn

    def legal_actions(self) -> list[Action]:
        return [Roll()] if self.current_player() >= 0 else []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return [(Die(v), 1 / 6) for v in range(1, 7)] if self.is_chance_node() else []

    def _apply(self, action: Action) -> None:
        if isinstance(action, Roll):
            self.rolling = True
        else:
            assert isinstance(action, Die)
            self.pos[self.turn] += action.value
            self.rolling = False
            self.turn = 1 - self.turn

    def _outcome(self) -> Outcome:
        return Outcome.from_scores((float(self.pos[0]), float(self.pos[1])))

    def _copy_mutable(self, new: RaceState) -> None:
        new.pos = list(self.pos)

    def to_json(self) -> dict[str, Any]:
        return {**self._base_json(), "pos": self.pos, "turn": self.turn, "rolling": self.rolling}


class RaceGame(Game):
    info = GameInfo("race", "Race", "Test", 2, 2, 2, chance=ChanceMode.EXPLICIT)
    action_kinds = {"roll": Roll, "die": Die}

    def _new_state(self, players: int, options: dict[str, OptionValue]) -> RaceState:
        return RaceState(self)

    def state_from_json(self, data: Mapping[str, Any]) -> RaceState:
        s = RaceState(self)
        s.pos, s.turn, s.rolling = list(data["pos"]), data["turn"], data["rolling"]
        return s


@pytest.fixture()
def race() -> Iterator[Game]:
    game = RaceGame()
    _GAMES["race"] = game
    yield game
    del _GAMES["race"]


def humans(n: int = 2) -> list[Seat]:
    return [Seat(f"P{i + 1}") for i in range(n)]


def test_undoing_a_roll_never_rerolls(race: Game) -> None:
    match = Match(GameRecord.new(race, [Seat("Ann"), Seat("Bot", "bot", "easy")], seed=47))
    match.apply(Roll())
    first = match.resolve_chance()[0].action
    match.apply(Roll())  # the bot's turn
    match.resolve_chance()
    assert match.undo()  # back to before Ann's roll (skips the bot and the dice)
    assert match.cursor == 0
    # Same seed, same chance index: the same die comes back.
    match.apply(Roll())
    assert match.resolve_chance()[0].action == first
    # Even after the redo tail is thrown away by a different line.
    match2 = Match(GameRecord.new(race, humans(), seed=47))
    match2.apply(Roll())
    assert match2.resolve_chance()[0].action == first


def test_undo_redo_walk_the_same_line(race: Game) -> None:
    match = Match(GameRecord.new(race, humans(), seed=3))
    for _ in range(3):
        match.apply(Roll())
        match.resolve_chance()
    line = [a.to_json() for a in match.record.actions]
    end = match.state.to_json()
    assert match.undo() and match.undo()
    assert match.can_redo()
    assert match.redo() and match.redo()
    assert match.state.to_json() == end
    assert [a.to_json() for a in match.record.actions] == line
    assert not match.can_redo()


def test_history_names_actors(race: Game) -> None:
    match = Match(GameRecord.new(race, humans(), seed=3))
    match.apply(Roll())
    match.resolve_chance()
    assert [e.actor for e in match.history] == [0, CHANCE]


def test_match_refuses_illegal_action_and_keeps_state() -> None:
    stairs = get_game("stairs")
    match = Match(GameRecord.new(stairs, humans(), seed=1))
    with pytest.raises(IllegalActionError):
        match.apply(Move.from_text("a1-c3"))
    assert match.cursor == 0 and match.record.actions == []


def test_stairs_undo_against_bot_rewinds_to_human() -> None:
    stairs = get_game("stairs")
    match = Match(GameRecord.new(stairs, [Seat("Ann"), Seat("Bot", "bot", "hard")], seed=1))
    match.apply(Move.from_text("a1-b2"))
    match.apply(match.state.legal_actions()[0])
    assert match.undo()
    assert match.cursor == 0 and match.state.current_player() == 0
    assert match.redo()
    assert match.cursor == 2


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    stairs = get_game("stairs")
    match = Match(GameRecord.new(stairs, humans(), {"pie": True}, seed=9))
    match.apply(Move.from_text("c3-d4"))
    path = tmp_path / "g.climbdesk.json"
    match.record.save(path)
    loaded = GameRecord.load(path)
    assert loaded.options == {"pie": True}
    assert Match(loaded).state == match.state
    assert not list(tmp_path.glob(".*.tmp")), "atomic write left a temp file"


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d.update(format="other"), "not a climbdesk saved game"),
    (lambda d: d.update(version=99), "newer climbdesk"),
    (lambda d: d.update(game="chess"), "unknown game"),
    (lambda d: d.update(seats=[]), "seats"),
    (lambda d: d["actions"].append({"k": "move", "src": 0, "dst": 35}), "does not fit"),
    (lambda d: d["actions"].append({"k": "warp"}), "unknown action"),
    (lambda d: d.update(options={"pie": "maybe"}), "bad options"),
    (lambda d: d["seats"][1].update(kind="bot", level="godlike"), "unknown bot level"),
    (lambda d: d["actions"].append({"k": "move", "src": 7.0, "dst": 14}), "bad src"),
])
def test_bad_records_are_refused_clearly(mutate: Any, message: str) -> None:
    stairs = get_game("stairs")
    record = GameRecord.new(stairs, humans(), seed=2)
    record.actions.append(Move.from_text("a1-b2"))
    data = json.loads(json.dumps(record.to_json()))
    mutate(data)
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(data)


def test_newer_version_is_its_own_error() -> None:
    from climbdesk.core.record import VERSION

    data = GameRecord.new(get_game("stairs"), humans(), seed=2).to_json()
    data["version"] = VERSION + 1
    with pytest.raises(NewerVersionError):
        GameRecord.from_json(data)


def test_corrupt_file_gives_record_error_and_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b"{\"format\": \"climbdesk-rec")
    with pytest.raises(RecordError, match="damaged"):
        GameRecord.load(path)
    assert path.read_bytes() == b"{\"format\": \"climbdesk-rec"


def _played_record(key: str, seed: int) -> dict[str, Any]:
    import random

    game = get_game(key)
    rng = random.Random(seed)
    match = Match(GameRecord.new(game, humans(game.info.default_players), seed=seed))
    for _ in range(40):
        state = match.state
        if state.is_terminal():
            break
        if state.is_chance_node():  # listed or sampled alike (a mountain, a shuffle)
            match.apply(state.sample_chance(rng))
        else:
            match.apply(rng.choice(state.legal_actions()))
    return json.loads(json.dumps(match.record.to_json()))


@pytest.mark.parametrize("key", game_keys())
def test_fuzzed_saves_never_escape_as_anything_but_record_error(key: str) -> None:
    """Every field of every saved action replaced by junk: a clear RecordError, or a
    record that still replays (when the junk happens to be a legal alternative)."""
    import random

    rng = random.Random(1)
    junk: list[Any] = [7.0, "x", None, -1, 10**9, [], [1, "a"], {"a": 1}, True, 3]
    base = _played_record(key, 3)
    assert base["actions"]
    for _ in range(150):
        data = json.loads(json.dumps(base))
        action = rng.choice(data["actions"])
        fields = [k for k in action if k != "k"] or ["k"]
        action[rng.choice(fields)] = rng.choice(junk)
        try:
            GameRecord.from_json(data).replay()
        except RecordError as exc:
            assert str(exc)


# ----- format 1 saves, keyframes ---------------------------------------------------------
FORMAT_1_CANTSTOP = {
    "format": "climbdesk-record", "version": 1, "app": "0.1.0", "game": "cantstop",
    "players": 2, "options": {"columns": 3, "jumping": False, "forced": False}, "seed": 1234,
    "seats": [{"name": "Ann", "kind": "human", "level": "", "colour": ""},
              {"name": "Bot", "kind": "bot", "level": "normal", "colour": ""}],
    "created": "2026-11-20T10:00:00+00:00", "meta": {},
    "actions": [{"k": "roll"}, {"k": "dice", "values": [2, 3, 4, 5]},
                {"k": "advance", "sums": [5, 9]}, {"k": "stop"}],
}


def test_a_format_1_save_still_loads_and_saves_again_as_format_2() -> None:
    record = GameRecord.from_json(json.loads(json.dumps(FORMAT_1_CANTSTOP)))
    assert record.seed == 1234 and len(record.actions) == 4
    state = Match(record).state
    assert state.camps[0][5] == 1 and state.camps[0][9] == 1  # type: ignore[attr-defined]
    again = record.to_json()
    assert again["version"] == 2 and "seed" not in again
    assert GameRecord.from_json(again).seed == 1234


def test_a_damaged_seal_is_a_record_error() -> None:
    data = GameRecord.new(get_game("stairs"), humans(), seed=2).to_json()
    data["seal"] = "not base64!"
    with pytest.raises(RecordError, match="seed"):
        GameRecord.from_json(data)


def long_match(plies: int = 300) -> Match:
    import random as _random
    rng = _random.Random(3)
    match = Match(GameRecord.new(get_game("cantstop"), humans(3), seed=9))
    while len(match.history) < plies and not match.state.is_terminal():
        match.resolve_chance()
        if not match.state.is_terminal():
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_keyframed_positions_equal_a_replay_from_the_start() -> None:
    match = long_match()
    assert match.cursor >= 300
    for n in (0, 1, 23, 24, 25, 150, match.cursor - 1, match.cursor):
        assert match.state_at(n) == match.record.replay(n)


def test_undo_after_a_long_game_rebuilds_the_same_history_and_state() -> None:
    match = long_match()
    fresh_history = list(match.history)
    end = match.state.clone()
    assert match.undo(humans_only=False)
    target = match.cursor
    assert match.state == match.record.replay(target)
    assert match.history == fresh_history[:target]
    assert match.redo(humans_only=False)
    while match.can_redo():
        match.redo(humans_only=False)
    assert match.state == end and match.history == fresh_history


# ----- the record / match split, seat kinds ---------------------------------------------------
def test_match_lives_in_its_own_module_and_the_old_names_still_work() -> None:
    import climbdesk.core as core
    from climbdesk.core import match as match_module
    from climbdesk.core import record as record_module

    assert core.Match is match_module.Match is record_module.Match
    assert core.GameRecord is record_module.GameRecord
    assert record_module.HistoryEntry is match_module.HistoryEntry


def test_a_seats_kind_is_an_enum_saved_as_its_value() -> None:
    from climbdesk.core.record import SeatKind

    bot = Seat("Robo", SeatKind.BOT, "easy")
    assert bot.is_bot and bot.to_json()["kind"] == "bot"
    assert type(bot.to_json()["kind"]) is str  # the value, not the enum, goes to JSON
    assert Seat("Ann", "bot", "easy").kind is SeatKind.BOT  # type: ignore[arg-type]
    assert Seat.from_json(bot.to_json()) == bot
    assert not Seat("Ann").is_bot and Seat("Ann").kind is SeatKind.HUMAN
    with pytest.raises(ValueError):
        Seat("Ann", "robot")  # type: ignore[arg-type]
