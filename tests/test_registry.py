"""A game lives in its own packages; shared code reaches it only through the registry.

Adding a game means writing ``climbdesk/games/<key>/`` (plus, if it has them,
``climbdesk/bots/<key>/`` and ``climbdesk/ui/boards/<key>/``) and one
``register(...)`` line in ``climbdesk/games/__init__.py``.  These tests fail
when shared code names a game: a game key as a string literal (``== "stairs"``,
``get_game("summit")``, ``{"cantstop": ...}``) or an import of one game's
package.  Tests may name games; the screenshot tool goes through the registry.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "climbdesk"
#: Per-game package folders: ``<layer>/<key>/``.
GAME_LAYERS = (("games",), ("bots",), ("ui", "boards"))
#: The one shared line allowed to name every game.
REGISTRY = ROOT / "games" / "__init__.py"


def game_keys() -> set[str]:
    from climbdesk.core.registry import all_games

    keys = {game.info.key for game in all_games()}
    # A game package is one with a catalogue listing: a package still being built
    # (its pure rule modules first, the listing when it is registered) is not one yet.
    assert keys == {p.parent.name for p in (ROOT / "games").glob("*/listing.py")}, \
        "every game package is registered, and registered under its folder's name"
    return keys


def game_packages(key: str) -> list[str]:
    return [".".join(("climbdesk", *layer, key)) for layer in GAME_LAYERS]


def owner(path: Path, keys: set[str]) -> str | None:
    """The game whose own package holds ``path``, if any."""
    if not path.is_relative_to(ROOT):
        return None
    rel = path.relative_to(ROOT).parts
    for layer in GAME_LAYERS:
        n = len(layer)
        if rel[:n] == layer and len(rel) > n + 1 and rel[n] in keys:
            return rel[n]
    return None


def named_games(path: Path, keys: set[str]) -> list[str]:
    """Every way ``path`` names a specific game: key literals and game package imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    packages = {key: game_packages(key) for key in keys}

    def package_of(module: str) -> str | None:
        for key, names in packages.items():
            if any(module == name or module.startswith(name + ".") for name in names):
                return key
        return None

    # A key can also be an ordinary word: "climbers" is a field of Can't Stop's state
    # (``self.climbers``, saved under that name).  A literal that names an attribute
    # used in the same file, or the name given to getattr/hasattr/setattr, is a
    # field name, not a reference to a game.
    attributes = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    fields: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value in attributes:
            fields.add(id(node))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "hasattr", "setattr") and len(node.args) > 1:
            fields.add(id(node.args[1]))
    found = []
    for node in ast.walk(tree):
        if id(node) in fields:
            continue
        modules: list[str] = []
        if isinstance(node, ast.Import):
            modules = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value in keys:
                found.append((node.lineno, node.value, f"the key literal {node.value!r}"))
            else:
                modules = [node.value]  # importlib.import_module("climbdesk.bots.stairs")
        for module in modules:
            key = package_of(module)
            if key is not None:
                found.append((getattr(node, "lineno", 0), key, f"{module}"))
    first = {(line, key): text for line, key, text in sorted(found, reverse=True)}
    return [f"line {line}: {text}" for (line, key), text in sorted(first.items())
            if key != owner(path, keys)]


def test_shared_code_never_names_a_game() -> None:
    keys = game_keys()
    offenders = []
    checked = 0
    for path in sorted(ROOT.rglob("*.py")):
        if path == REGISTRY:
            continue
        checked += 1
        offenders += [f"{path.relative_to(ROOT)} {hit}" for hit in named_games(path, keys)]
    assert checked > 50
    assert offenders == []


#: Shared files outside the Python packages that must not name a game either.
THEME = ROOT / "ui" / "theme.py"
PYPROJECT = ROOT.parent / "pyproject.toml"
TESTS = ROOT.parent / "tests"


def game_words() -> set[str]:
    """A game's key and its title's words as a player reads them (``Can't Stop``)."""
    from climbdesk.core.registry import all_games

    return game_keys() | {game.info.title for game in all_games()}


def mentions(text: str, words: set[str]) -> list[str]:
    """Lines of ``text`` that name one of ``words`` (case-insensitive, whole words)."""
    import re

    pattern = re.compile(r"(?<![\w])(" + "|".join(re.escape(w) for w in sorted(words))
                         + r")(?![\w])", re.IGNORECASE)
    return [f"line {i}: {line.strip()}" for i, line in enumerate(text.splitlines(), 1)
            if pattern.search(line)]


def test_the_shared_theme_names_no_game() -> None:
    """Game colours live in each board's colours module: the shared theme names no game,
    not even in a comment ("Dice games (Can't Stop): …")."""
    assert mentions(THEME.read_text(encoding="utf-8"), game_words()) == []


def test_pyproject_names_no_game() -> None:
    """Packages are found, not listed per game: a new game adds no line here."""
    assert mentions(PYPROJECT.read_text(encoding="utf-8"), game_words()) == []


def shared_test_files(keys: set[str]) -> list[Path]:
    """Test files that belong to no single game (a game's own tests carry its key in
    their name, like ``test_stairs_rules.py``).  This file is the scanner itself."""
    return [p for p in sorted(TESTS.rglob("*.py"))
            if not any(key in p.stem for key in keys) and p != Path(__file__).resolve()]


def listed_games(path: Path, keys: set[str]) -> list[str]:
    """Literal collections of two or more game keys: a hand-made list of the games."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        elements: list[ast.expr | None] = []
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            elements = list(node.elts)
        elif isinstance(node, ast.Dict):
            elements = list(node.keys)
        named = {e.value for e in elements if isinstance(e, ast.Constant) and e.value in keys}
        if len(named) >= 2:
            found.append(f"line {node.lineno}: {sorted(named)}")
    return found


def test_shared_tests_take_the_games_from_the_registry() -> None:
    """A shared test may play one game as its example, but the list of games comes from
    the registry, so a new game is tested without editing shared tests."""
    keys = game_keys()
    files = shared_test_files(keys)
    assert len(files) > 20 and TESTS / "conftest.py" in files
    offenders = {p.relative_to(TESTS).as_posix(): hits for p in files
                 if (hits := listed_games(p, keys))}
    assert offenders == {}  # go through game_keys(), has_board or the board contract


def test_the_file_scans_catch_what_they_should(tmp_path: Path) -> None:
    words = {"stairs", "cantstop", "Can't Stop", "Climb On! (dice)"}
    assert len(mentions("# Dice games (Can't Stop)\nok = 1\nclimb on! (dice)\n", words)) == 2
    assert mentions("staircase = 'upstairs'\n", words) == []
    sample = tmp_path / "test_shared.py"
    sample.write_text("KEYS = ['stairs', 'cantstop']\nONE = 'stairs'\n", encoding="utf-8")
    assert listed_games(sample, {"stairs", "cantstop"}) == ["line 1: ['cantstop', 'stairs']"]


def test_the_check_catches_what_it_should(tmp_path: Path) -> None:
    """The scan is only worth something if it sees the usual ways of naming a game."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from climbdesk.bots.cantstop.hard import HardBot\n"
        "from climbdesk.ui.boards import summit\n"
        "import importlib\n"
        "def f(key):\n"
        "    importlib.import_module('climbdesk.ui.boards.summit')\n"
        "    return key == 'stairs' or key in {'cantstop': 1}\n"
        "def g(state):\n"
        "    return state.climbers, {'climbers': 1}, getattr(state, 'summit', 0)\n",
        encoding="utf-8")
    hits = named_games(sample, {"stairs", "cantstop", "summit", "climbers"})
    assert len(hits) == 5, hits  # the field name 'climbers' and getattr's name are not games


def test_game_keys_do_not_shadow_shared_modules() -> None:
    """``climbdesk.bots.<key>`` and ``climbdesk.ui.boards.<key>`` must mean the game's package."""
    shared = {p.stem for layer in GAME_LAYERS for p in ROOT.joinpath(*layer).glob("*.py")}
    shared |= {p.parent.name for layer in GAME_LAYERS
               for p in ROOT.joinpath(*layer).glob("*/__init__.py")} - game_keys()
    assert game_keys() & shared == set()
    assert all(key.isidentifier() for key in game_keys())


def test_every_game_package_declares_its_registration() -> None:
    from climbdesk.bots.registry import GENERIC, GameBots, game_bots

    for key in game_keys():
        bots = game_bots(key)
        assert isinstance(bots, GameBots)
        has_package = (ROOT / "bots" / key / "__init__.py").exists()
        assert (bots is not GENERIC) == has_package, key


def test_bot_lookup_refuses_keys_no_game_registered() -> None:
    from climbdesk.bots.registry import game_bots
    from climbdesk.core.errors import ClimbdeskError

    for name in ("mcts", "base", "no-such-game"):
        with pytest.raises(ClimbdeskError):
            game_bots(name)


def test_looking_up_labels_does_not_load_any_board_scene() -> None:
    """The registration is cheap: score labels and reasons must not import the scenes."""
    code = (
        "import sys\n"
        "from climbdesk.core.registry import all_games\n"
        "from climbdesk.ui.strings import reason_text, score_label\n"
        "for g in all_games():\n"
        "    score_label(g.info.key); reason_text(g.info.key, 'resigned', 'Ann')\n"
        "print(sorted(m for m in sys.modules if m.startswith('climbdesk.ui.boards.')"
        " and m.endswith('.scene')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT.parent)
    assert out.stdout.strip() == "[]"


def test_titles_are_unambiguous() -> None:
    """Leistiko's Climb On! and Yoshida's Climb ON! differ only in case on the box."""
    from climbdesk.core.registry import all_games

    titles = [game.info.title.casefold() for game in all_games()]
    assert len(set(titles)) == len(titles)
    assert "climb on! (dice)" in titles


def test_the_catalogue_matches_the_games_and_loads_no_rules() -> None:
    """The start page's listings come from ``<game>/listing.py``; the engines build
    their GameInfo from the same listing, so both say the same, in the same order."""
    code = (
        "import sys\n"
        "from climbdesk.core.registry import catalogue\n"
        "keys = [entry.key for entry in catalogue()]\n"
        "print(keys, sorted(m for m in sys.modules if m.endswith('.engine')"
        " or m in ('climbdesk.core.game', 'climbdesk.core.state')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT.parent)
    assert out.stdout.strip().endswith(" []"), out.stdout
    from climbdesk.core.registry import all_games, catalogue

    assert catalogue() == [game.info.listing() for game in all_games()]


def test_game_packages_still_export_their_engine_names() -> None:
    """A game package imports its engine on first use of a name, not with the package."""
    import importlib

    for key in game_keys():
        package = importlib.import_module(f"climbdesk.games.{key}")
        assert package.GAME.info.key == key
        for name in package.__all__:
            assert getattr(package, name) is not None
        with pytest.raises(AttributeError):
            package.no_such_name  # noqa: B018
