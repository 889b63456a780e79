"""Faults and bad input (issue 9): damaged files, odd paths and malformed actions.

Each test here failed before its fix.  The fuzzers (hypothesis, bounded so the
suite stays quick and deterministic) are kept so that what they found stays found.
"""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from climbdesk.core import storage
from climbdesk.core.actions import CORE_ACTIONS, Action, Dice
from climbdesk.core.errors import IllegalActionError, OptionError, RecordError
from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import all_games, game_keys, get_game
from climbdesk.core.storage import atomic_write_json, clean_stale_temp_files, read_json

FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _record_json(game: str = "stairs", **options: Any) -> dict[str, Any]:
    g = get_game(game)
    seats = [Seat("Ann"), Seat("Robo", "bot", "easy")]
    record = GameRecord.new(g, seats, options, seed=7)
    match = Match(record)
    match.resolve_chance()
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
        match.resolve_chance()
    return match.truncated_record().to_json()


# ----- 1. names that could never be written ------------------------------------------------------
def test_a_lone_surrogate_name_is_refused_on_load(tmp_path: Path) -> None:
    data = _record_json()
    data["seats"][0]["name"] = "\ud800"
    path = tmp_path / "odd.climbdesk.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: valid JSON, \ud800
    with pytest.raises(RecordError, match="not valid Unicode"):
        GameRecord.load(path)
    with pytest.raises(RecordError, match="name"):
        Seat.from_json({"name": "\ud800", "kind": "human", "level": "", "colour": ""})


@pytest.mark.parametrize("name", ["", "   ", "a\nb", "x\x00", "\u202eevil", "n" * 200])
def test_unusable_names_are_refused_with_a_reason(name: str) -> None:
    with pytest.raises(RecordError, match="name in the saved game is not usable: it"):
        Seat.from_json({"name": name, "kind": "human", "level": "", "colour": ""})


def test_text_that_cannot_be_written_leaves_the_old_file_and_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    atomic_write_json(target, {"ok": True})
    with pytest.raises(RecordError, match="not valid Unicode"):
        atomic_write_json(target, {"name": "\udc80"})
    assert json.loads(target.read_text()) == {"ok": True}
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


# ----- 2. everything the loader meets is a RecordError -------------------------------------------
@pytest.mark.parametrize("text", [
    "[" * 1000 + "]" * 1000,
    "[" * 100_000,
    '{"a":' * 5000 + "1" + "}" * 5000,
    "[" * 70 + "]" * 70,
    "1" * 4300,
    '{"format": "climbdesk-record", "version": ' + "9" * 5000 + "}",
    "NaN", '{"x": Infinity}',
    "\ufeff{}",
])
def test_deep_long_and_odd_json_is_a_record_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "x.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match="x.json"):
        read_json(path)
    with pytest.raises(RecordError):
        GameRecord.load(path)


def test_unforeseen_loader_errors_become_record_errors(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.climbdesk.json"
    path.write_text(json.dumps(_record_json()), encoding="utf-8")

    def broken(*_a: object, **_k: object) -> GameRecord:
        raise TypeError("something nobody foresaw")

    monkeypatch.setattr(GameRecord, "from_json", broken)
    with pytest.raises(RecordError, match="g.climbdesk.json cannot be read"):
        GameRecord.load(path)


@FUZZ
@given(st.binary(max_size=300))
def test_fuzz_bytes_never_escape_as_anything_but_record_error(tmp_path_factory: Any,
                                                              raw: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "f.json"
    path.write_bytes(raw)
    try:
        GameRecord.load(path)
    except RecordError:
        pass


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                     | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


@FUZZ
@given(st.sampled_from(game_keys()), st.data())
def test_fuzz_damaged_records_are_refused_or_round_trip(key: str, data: st.DataObject) -> None:
    """Replace any part of a real save by any JSON: the loader refuses it with a
    RecordError, or what it accepts can be saved again (nothing freezes the autosave)."""
    record = _record_json(key)
    places = _paths(record)[1:]
    texts = [p for p in places if isinstance(_at(record, p), str)]
    where = data.draw(st.sampled_from(places) | st.sampled_from(texts))
    value = data.draw(st.sampled_from(["\ud800", "a\udfff", True, 0, -1, [], {}, None]) | _JSON)
    _at(record, where[:-1])[where[-1]] = value
    try:
        loaded = GameRecord.from_json(json.loads(json.dumps(record)))
    except RecordError:
        return
    json.dumps(loaded.to_json(), ensure_ascii=False).encode("utf-8")


# ----- 5. only regular files, and only so much of them -------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_hanging(tmp_path: Path) -> None:
    pipe = tmp_path / "autosave.json"
    os.mkfifo(pipe)
    result: list[BaseException | None] = []

    def load() -> None:
        try:
            read_json(pipe)
            result.append(None)
        except BaseException as exc:  # noqa: B036 - the test reports whatever it was
            result.append(exc)

    worker = threading.Thread(target=load, daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():  # unblock the reader so the test run can end
        fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        pytest.fail("reading a named pipe hung")
    assert isinstance(result[0], RecordError) and "not a regular file" in str(result[0])


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "autosave.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(RecordError, match="not a regular file"):
        read_json(link)


def test_the_size_cap_counts_what_is_read_not_what_stat_says(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 101)
    with pytest.raises(RecordError, match="too large"):
        storage.read_bytes(path, limit=100)
    assert storage.read_bytes(path, limit=101) == b" " * 101


def test_a_folder_is_not_a_save(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot be read|not a regular file"):
        read_json(tmp_path)


# ----- 7. what the loader used to accept ---------------------------------------------------------
@pytest.mark.parametrize(("field", "value", "message"), [
    ("options", [], "options are damaged"),
    ("options", "pie", "options are damaged"),
    ("options", None, "options are damaged"),
    ("version", 0, "format version"),
    ("version", -3, "format version"),
    ("version", False, "format version"),
    ("players", True, "player count"),
    ("players", 0, "player count"),
    ("players", -2, "player count"),
])
def test_the_loader_refuses_what_it_used_to_paper_over(field: str, value: object,
                                                      message: str) -> None:
    data = _record_json(pie=True)
    data[field] = value
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(data)


def test_a_pie_rule_save_keeps_its_pie_rule() -> None:
    assert GameRecord.from_json(_record_json(pie=True)).options["pie"] is True


# ----- 8. wrongly typed actions built in code ----------------------------------------------------
def _states(key: str) -> list[Any]:
    """A few positions of each game: start, after some moves, at a chance node, at the end."""
    import random

    game = get_game(key)
    rng = random.Random(3)
    out = []
    state = game.new_initial_state(2)
    for ply in range(400):
        if ply in (0, 1, 2, 5, 9, 30):
            out.append(state.clone())
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    out.append(state.clone())
    return out


_ODD = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30), st.floats(),
                 st.text(max_size=4), st.binary(max_size=3),
                 st.tuples(st.integers(), st.integers()),
                 st.lists(st.one_of(st.integers(), st.text(max_size=2), st.none()), max_size=4)
                 .map(tuple), st.just(object()), st.just(frozenset({1})))


@pytest.mark.parametrize("key", [g.info.key for g in all_games()])
@FUZZ
@given(data=st.data())
def test_fuzz_wrongly_typed_action_fields_are_illegal_and_change_nothing(
        key: str, data: st.DataObject) -> None:
    game = get_game(key)
    kinds = [*game.action_kinds.values(), *CORE_ACTIONS.values(), Dice]
    kind: type[Action] = data.draw(st.sampled_from(kinds))
    fields = {f.name: data.draw(_ODD) for f in dataclasses.fields(kind)}
    try:
        action = kind(**fields)
    except (TypeError, ValueError):
        return  # the action's own constructor refused it: nothing reaches a state
    for state in _states_cache(key):
        before = state.to_json()
        try:
            legal = state.is_legal(action)
        except Exception as exc:  # noqa: BLE001
            pytest.fail(f"is_legal raised {exc!r} for {action!r}")
        if legal:
            continue
        with pytest.raises(IllegalActionError) as caught:
            state.clone().apply(action)
        assert isinstance(str(caught.value), str) and str(caught.value)
        assert state.to_json() == before


_CACHE: dict[str, list[Any]] = {}


def _states_cache(key: str) -> list[Any]:
    if key not in _CACHE:
        _CACHE[key] = _states(key)
    return _CACHE[key]


def test_the_reported_examples_raise_illegal_action_naming_the_kind() -> None:
    from climbdesk.games.stairs.engine import Move

    stairs = get_game("stairs").new_initial_state(2)
    before = stairs.to_json()
    with pytest.raises(IllegalActionError, match="move"):
        stairs.apply(Move(src=(1, 2), dst=3))  # type: ignore[arg-type]
    assert stairs.to_json() == before
    cantstop = get_game("cantstop").new_initial_state(2)
    with pytest.raises(IllegalActionError, match="dice"):
        cantstop.apply(Dice(values=5))  # type: ignore[arg-type]
    match = Match(GameRecord.new(get_game("stairs"), [Seat("A"), Seat("B")], seed=1))
    with pytest.raises(IllegalActionError):
        match.apply(Move(src="a1", dst=None))  # type: ignore[arg-type]
    assert match.history == []


# ----- 9. temp files and folder sync -------------------------------------------------------------
def test_stale_temp_files_of_interrupted_writes_are_swept(tmp_path: Path) -> None:
    old = tmp_path / ".autosave.json.ab_De9Xz.tmp"
    fresh = tmp_path / ".stats.json.zzzzzzzz.tmp"
    foreign = tmp_path / ".other.tmp"
    keep_dir = tmp_path / ".saves.abcdefgh.tmp"
    for p in (old, fresh, foreign):
        p.write_text("x")
    keep_dir.mkdir()
    link = tmp_path / ".link.json.abcdefgh.tmp"
    link.symlink_to(tmp_path / "elsewhere")
    hour_ago = time.time() - 3600
    for p in (old, foreign):
        os.utime(p, (hour_ago, hour_ago))
    assert clean_stale_temp_files(tmp_path) == 1
    assert not old.exists()
    assert fresh.exists() and foreign.exists() and keep_dir.is_dir() and link.is_symlink()
    assert clean_stale_temp_files(tmp_path / "missing") == 0


def test_the_folder_is_synced_after_the_rename(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[bool] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    atomic_write_json(tmp_path / "a.json", {"a": 1})
    if os.name == "posix":
        assert synced == [False, True], "the file, then its folder"


# ----- 3. option and player-count messages -------------------------------------------------------
@pytest.mark.parametrize("text", ["6", "6.0", "six", "", "٣", "1_0", "9" * 5000])
def test_a_choice_option_names_its_choices(text: str) -> None:
    spec = get_game("cantstop").option_specs(2)[0]
    assert spec.key == "columns"
    with pytest.raises(OptionError, match="must be one of 3, 4, 5"):
        spec.parse(text)


def test_the_player_count_says_exactly_when_there_is_one() -> None:
    with pytest.raises(OptionError, match="Stairs is for exactly 2 players, not 3"):
        get_game("stairs").validate_options(3)
    with pytest.raises(OptionError, match=r"is for 2 to \d+ players, not 9"):
        get_game("summit").validate_options(9)


# ----- 10. damaged and odd input (issue 17) -----------------------------------------------------
@pytest.mark.parametrize("key", ["game", "players", "options", "seats", "created", "meta",
                                 "actions", "seal"])
def test_a_save_missing_a_key_is_refused_naming_it(key: str) -> None:
    data = _record_json(pie=True)
    del data[key]
    with pytest.raises(RecordError, match=f"damaged: it lacks {key}"):
        GameRecord.from_json(data)


def test_a_save_missing_an_option_is_refused_not_given_the_default() -> None:
    data = _record_json(pie=True)
    del data["options"]["pie"]  # the default (no pie rule) would change the game
    with pytest.raises(RecordError, match=r"lacks the option “Pie rule” \(options\.pie\)"):
        GameRecord.from_json(data)


@pytest.mark.parametrize("key", ["name", "kind", "level", "colour"])
def test_a_seat_missing_a_key_is_refused_not_given_the_default(key: str) -> None:
    data = _record_json()
    del data["seats"][1][key]  # a missing kind would make the bot a human
    with pytest.raises(RecordError, match=rf"lacks seats\[1\]\.{key}"):
        GameRecord.from_json(data)


@pytest.mark.parametrize("colour", ["red", "#12345", "#1234567", "#ggg000", "white; x: y",
                                    "#123456 "])
def test_a_seat_colour_must_be_one_a_seat_can_have(colour: str) -> None:
    data = _record_json()
    data["seats"][0]["colour"] = colour
    with pytest.raises(RecordError, match="not a colour a seat can have"):
        GameRecord.from_json(data)


def test_the_games_colours_a_picked_one_and_none_are_all_kept() -> None:
    stairs = get_game("stairs")
    data = _record_json()
    for colour in (stairs.info.colours[1].upper(), "#12a4F6", ""):  # "": the theme's
        data["seats"][0]["colour"] = colour
        assert GameRecord.from_json(data).seats[0].colour == colour


def test_a_format_1_save_with_a_40_digit_seed_loads_and_saves_again() -> None:
    from climbdesk.core.rng import SEED_LIMIT

    data = _record_json("cantstop")
    del data["seal"]
    data.update(version=1, seed=10**39 + 7)
    record = GameRecord.from_json(json.loads(json.dumps(data)))
    assert -SEED_LIMIT <= record.seed < SEED_LIMIT
    assert GameRecord.from_json(json.loads(json.dumps(data))).seed == record.seed  # same every time
    match = Match(record)
    match.resolve_chance()
    again = GameRecord.from_json(json.loads(json.dumps(match.truncated_record().to_json())))
    assert again.seed == record.seed and Match(again).state == match.state


def test_a_float_equal_to_a_legal_whole_number_is_illegal_in_every_game() -> None:
    checked = 0
    for game in all_games():
        for state in _states_cache(game.info.key):
            for action in state.legal_actions():
                ints = [f.name for f in dataclasses.fields(action)
                        if type(getattr(action, f.name)) is int]
                if not ints:
                    continue
                odd = dataclasses.replace(action, **{ints[0]: float(getattr(action, ints[0]))})
                assert odd == action  # why the rules alone let it through
                before = state.to_json()
                assert not state.is_legal(odd)
                with pytest.raises(IllegalActionError):
                    state.clone().apply(odd)
                assert state.to_json() == before
                checked += 1
                break
    assert checked >= 6


def test_a_format_1_hidden_game_resumed_and_saved_again_shows_no_dealt_card() -> None:
    from cardgame import CARD_GAME, CARDS, CardState

    from climbdesk.core.registry import _GAMES

    _GAMES[CARD_GAME.info.key] = CARD_GAME
    try:
        # A format-1 save spelled every outcome out, drawn from one legacy stream.
        import random

        rng = random.Random(4)
        truth = CARD_GAME.new_initial_state()
        actions = []
        while len(actions) < 9:
            act = truth.sample_chance(rng) if truth.is_chance_node() \
                else rng.choice(truth.legal_actions())
            actions.append(act.to_json())
            truth.apply(act)
        old = {"format": "climbdesk-record", "version": 1, "app": "0.1.0", "game": "secretsum",
               "players": 2, "options": {}, "seed": 99, "created": "", "meta": {},
               "seats": [{"name": n, "kind": "human", "level": "", "colour": ""}
                         for n in ("Ann", "Ben")],
               "actions": actions}
        match = Match(GameRecord.from_json(old))
        assert isinstance(match.state, CardState) and match.state == truth
        text = json.dumps(match.truncated_record().to_json())
        played = {c for pile in truth.piles for c in pile}
        for card in set(CARDS) - played:
            assert card not in text, f"the save shows {card}"
        back = GameRecord.from_json(json.loads(text))
        assert Match(back).state == truth
        assert json.dumps(back.to_json()) == text  # and stays hidden when saved once more
    finally:
        del _GAMES[CARD_GAME.info.key]
