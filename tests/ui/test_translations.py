"""The German and Japanese translations are complete for every string the app shows.

The .ts files are checked as XML (no Qt needed); the source scan makes sure that
every literal handed to a translation call (or to a helper wrapping one) is in
them, so a string lupdate cannot see fails here instead of showing up in English.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_FILES = sorted((ROOT / "translations").glob("climbdesk_*.ts"))
#: English holds only the plural forms of the English source ("1 move", "2 moves").
TS_EN = ROOT / "translations" / "climbdesk_en.ts"
#: The translations proper: every string of the app in another language.
TS_FULL = [p for p in TS_FILES if p != TS_EN]
UI_DIR = ROOT / "climbdesk" / "ui"
GAMES_DIR = ROOT / "climbdesk" / "games"

PLACEHOLDER = re.compile(r"%(?:\d+|n)|\{[A-Za-z_]\w*\}")
ACCELERATOR = re.compile(r"&(?=[^&\s])")
HTML_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*\b[^<>]*>")

Messages = dict[tuple[str, str], list[str]]


def read_ts(path: Path) -> tuple[ET.Element, Messages]:
    root = ET.parse(path).getroot()
    out: Messages = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            tr = message.find("translation")
            assert tr is not None, (path.name, name, source)
            forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
            out[(name, source)] = forms
    return root, out


def test_both_languages_are_there() -> None:
    assert {p.name for p in TS_FILES} >= {"climbdesk_de.ts", "climbdesk_ja.ts"}


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.name)
def test_no_unfinished_empty_or_obsolete_translations(path: Path) -> None:
    root, messages = read_ts(path)
    bad = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            tr = message.find("translation")
            kind = tr.get("type") if tr is not None else "missing"
            if kind in ("unfinished", "vanished", "obsolete", "missing"):
                bad.append((context.findtext("name"), message.findtext("source"), kind))
    assert not bad, f"{path.name}: {len(bad)} not translated: {bad[:10]}"
    empty = [key for key, forms in messages.items() if not all(f.strip() for f in forms)]
    assert not empty, f"{path.name}: empty translations: {empty[:10]}"


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.name)
def test_placeholders_and_accelerators_survive(path: Path) -> None:
    _, messages = read_ts(path)
    wrong = []
    for (context, source), forms in messages.items():
        want = sorted(PLACEHOLDER.findall(source))
        for form in forms:
            if sorted(PLACEHOLDER.findall(form)) != want:
                wrong.append((context, source, form))
            if len(ACCELERATOR.findall(form)) != len(ACCELERATOR.findall(source)):
                wrong.append((context, source, form))
    assert not wrong, f"{path.name}: placeholders or & differ: {wrong[:10]}"


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.name)
def test_html_tags_survive(path: Path) -> None:
    """Every HTML tag of the source (<h3>, <p>, <b> …) is in each translation, in order."""
    _, messages = read_ts(path)
    wrong = [(context, source, form) for (context, source), forms in messages.items()
             for form in forms if HTML_TAG.findall(form) != HTML_TAG.findall(source)]
    assert not wrong, f"{path.name}: HTML tags differ: {wrong[:10]}"


def test_the_format_checks_catch_what_they_should() -> None:
    assert sorted(PLACEHOLDER.findall("{who} takes %1 of %2 (%n)")) == ["%1", "%2", "%n", "{who}"]
    assert HTML_TAG.findall("<h3>a</h3><p>b<br/></p>") == ["<h3>", "</h3>", "<p>", "<br/>", "</p>"]
    assert len(ACCELERATOR.findall("Fish && &Chips")) == 1


# -- what the source asks to be translated ------------------------------------------------

#: Helpers that translate their (first) argument; the literals they get must be in the .ts.
WRAPPERS = {"tr_game": "games"}


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def source_strings() -> tuple[set[tuple[str, str]], set[str], list[str]]:
    """(context, text) lupdate should find; texts of unknown context; suspicious calls."""
    exact: set[tuple[str, str]] = set()
    anywhere: set[str] = set()
    suspicious: list[str] = []
    for path in sorted(UI_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes: dict[ast.AST, str] = {}
        for cls in ast.walk(tree):
            if isinstance(cls, ast.ClassDef):
                for inner in ast.walk(cls):
                    classes[inner] = cls.name  # innermost class wins (walk is outer-first)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = _call_name(node)
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            first = node.args[0]
            if name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2:
                context, text = _literal(first), _literal(node.args[1])
                if context is not None and text is not None:
                    exact.add((context, text))
                elif isinstance(node.args[1], ast.JoinedStr):
                    suspicious.append(f"{where}: f-string in {name}()")
            elif name == "tr" and isinstance(node.func, ast.Attribute):
                text = _literal(first)
                if text is not None:
                    exact.add((classes.get(node, ""), text))
                elif not isinstance(first, ast.Name | ast.Attribute | ast.Subscript):
                    suspicious.append(f"{where}: self.tr() of a computed string")
            elif name in WRAPPERS:
                text = _literal(first)
                if text is not None:
                    exact.add((WRAPPERS[name], text))
            elif name.endswith("_tr") or name.startswith("_tr"):
                text = _literal(first)
                if text is not None:
                    anywhere.add(text)
    return exact, anywhere, suspicious


def engine_strings() -> set[str]:
    """GameInfo/OptionSpec texts and Text templates of the registered games."""
    from climbdesk.core.registry import all_games

    out: set[str] = set()
    for game in all_games():
        info = game.info
        out.update(s for s in (info.title, info.designer, info.summary) if s)
        for spec in info.options:
            out.update(s for s in (spec.label, spec.help) if s)
    for path in sorted(GAMES_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _call_name(node) == "Text" and node.args:
                text = _literal(node.args[0])
                if text is not None:
                    out.add(text)
    return out


def test_the_scan_finds_the_ui_strings() -> None:
    exact, _, suspicious = source_strings()
    assert len(exact) > 150
    assert ("CantStopBoard", "Bust!") in exact and ("MainWindow", "&Undo") in exact
    assert not suspicious, suspicious


@pytest.mark.parametrize("path", TS_FULL, ids=lambda p: p.name)
def test_every_ui_string_is_in_the_ts_file(path: Path) -> None:
    _, messages = read_ts(path)
    exact, anywhere, _ = source_strings()
    assert len(messages) >= len(exact)
    missing = sorted(exact - set(messages))
    assert not missing, f"{path.name} lacks (run `make update-translations`): {missing[:10]}"
    sources = {source for _, source in messages}
    loose = sorted(anywhere - sources)
    assert not loose, f"{path.name}: wrapper literals lupdate cannot see: {loose[:10]}"


@pytest.mark.parametrize("path", TS_FULL, ids=lambda p: p.name)
def test_every_game_string_is_in_the_games_context(path: Path) -> None:
    _, messages = read_ts(path)
    games = {source for context, source in messages if context == "games"}
    missing = sorted(engine_strings() - games)
    assert not missing, (f"{path.name}: add to the game's climbdesk/ui/boards/<key>/strings.py"
                         f" (or, if shared, climbdesk/ui/strings.py): {missing}")


def test_the_two_climb_on_games_keep_their_tag_in_translation() -> None:
    """Leistiko's Climb On! is "(dice)" in every language, so it is never taken for Yoshida's."""
    tags = {"climbdesk_de.ts": "(Würfel)", "climbdesk_ja.ts": "（ダイス）"}
    for path in TS_FULL:
        _, messages = read_ts(path)
        assert messages[("games", "Climb On! (dice)")][0].endswith(tags[path.name]), path.name


def test_english_has_the_plural_forms_of_every_numerus_string() -> None:
    """Qt leaves "%n moves" as it is without a translation: "1 moves played".  English
    gets a plural-only catalogue (lupdate -pluralonly) with both forms."""
    root, messages = read_ts(TS_EN)
    numerus = {(c.findtext("name"), m.findtext("source")) for c in root.iter("context")
               for m in c.iter("message") if m.get("numerus") == "yes"}
    assert numerus and set(messages) == numerus
    _, german = read_ts(ROOT / "translations" / "climbdesk_de.ts")
    assert numerus == {key for key in german if "%n" in key[1]}
    for key in numerus:
        one, many = messages[key]
        assert one != many and many == key[1], key


def test_the_resume_question_says_1_move_not_1_moves(qapp) -> None:
    from climbdesk.ui import i18n

    if not i18n.qm_path("en").exists():
        pytest.skip("translations not built (run `make translations`)")
    from PySide6.QtCore import QCoreApplication

    i18n.install("en")
    text = "You have an unfinished game of %1 (%2, %n moves played). Resume it?"
    one = QCoreApplication.translate("MainWindow", text, "", 1)
    two = QCoreApplication.translate("MainWindow", text, "", 2)
    assert "(%2, 1 move played)" in one and "(%2, 2 moves played)" in two


# -- the compiled catalogue really switches the app ---------------------------------------


def test_german_qm_translates_games_board_and_menus(qapp) -> None:
    from PySide6.QtCore import QCoreApplication

    from climbdesk.core.outcome import Termination
    from climbdesk.core.registry import get_game
    from climbdesk.ui import i18n
    from climbdesk.ui.strings import reason_text, score_label, tr_game

    if not i18n.qm_path("de").exists():
        pytest.skip("translations not built (run `make translations`)")
    try:
        assert i18n.install("de") == "de"
        assert tr_game("Pie rule") == "Tauschregel"
        assert tr_game("Can't Stop") == "Can't Stop"
        assert tr_game("Jumping") == "Überspringen"
        assert score_label("cantstop") == "Eroberte Spalten"
        columns = get_game("cantstop").ending("columns")
        assert reason_text("cantstop", columns, "Ann") == "Ann hat genug Spalten erobert."
        assert reason_text("cantstop", Termination.SOLITAIRE, "Ann", 17) == \
            "Solopartie in 17 Zügen beendet."
        assert QCoreApplication.translate("CantStopBoard", "Bust!") == "Absturz!"
        assert QCoreApplication.translate("MainWindow", "&Undo") == "&Rückgängig"
        state = get_game("stairs").new_initial_state(2)
        prompt = tr_game(state.prompt(), ["Ann", "Ben"])
        assert prompt.startswith("Ziehe einen deiner niedrigsten"), prompt
        described = tr_game(state.describe(state.legal_actions()[0]), ["Ann", "Ben"])
        assert described.startswith("Ann (Hell) ") and "(auf Höhe " in described, described
    finally:
        i18n.install("en")
    assert tr_game("Pie rule") == "Pie rule"


def test_every_ending_of_every_game_has_a_sentence(qapp) -> None:
    """Outcome.reason is an enum member; each one the game can end with (its own and
    the shared Termination ones) must have a sentence, never show as a raw key; and a
    board's sentences may only be keyed by its game's endings."""
    from climbdesk.core.outcome import Termination
    from climbdesk.core.registry import all_games
    from climbdesk.ui.boards.registry import board_registration
    from climbdesk.ui.strings import SHARED_REASONS, reason_text

    for game in all_games():
        registration = board_registration(game.info.key)
        if registration is None:
            continue
        own = registration.outcome_reasons
        assert all(isinstance(key, game.endings) for key in own), game.info.key
        for ending in [*game.endings, *Termination]:
            if ending is Termination.UNSPECIFIED:
                continue
            assert ending in own or ending in SHARED_REASONS, (game.info.key, ending)
            text = reason_text(game.info.key, ending, "Ann", 3)
            assert text and text != str(ending) and "%" not in text, (game.info.key, text)


def test_japanese_qm_translates_titles(qapp) -> None:
    from climbdesk.ui import i18n
    from climbdesk.ui.strings import tr_game

    if not i18n.qm_path("ja").exists():
        pytest.skip("translations not built (run `make translations`)")
    try:
        assert i18n.install("ja") == "ja"
        assert tr_game("Stairs") == "ステアーズ"
        assert tr_game("Can't Stop") == "キャントストップ"
        assert tr_game("Light") == "白"
    finally:
        i18n.install("en")


def test_save_file_problems_reach_the_player_translated(qapp) -> None:  # type: ignore[no-untyped-def]
    from climbdesk.core.errors import RecordError
    from climbdesk.core.storage import read_json
    from climbdesk.ui import i18n
    from climbdesk.ui.strings import error_text

    qm = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "climbdesk_de.qm"
    if not qm.exists():
        pytest.skip("translations not built (make translations)")
    try:
        read_json("/nonexistent/climbdesk/save.json")
    except RecordError as exc:
        english = error_text(exc)
        i18n.install("de")
        try:
            assert "existiert nicht" in error_text(exc)
        finally:
            i18n.install("en")
        assert "does not exist" in english
    else:  # pragma: no cover
        pytest.fail("reading a missing file must raise RecordError")


# -- house rules of the glossary that a script can check ----------------------------------

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")


def _japanese_messages() -> list[tuple[str, str, str]]:
    _, messages = read_ts(ROOT / "translations" / "climbdesk_ja.ts")
    return [(context, source, form) for (context, source), forms in messages.items()
            for form in forms if JAPANESE.search(form)]


def test_japanese_punctuation_is_full_width() -> None:
    """GLOSSARY.md: Japanese text uses ：, 、 and （…）; ASCII brackets only round a
    mnemonic „(&S)“ or a file pattern „(*.json)“ (a filter must stay ASCII)."""
    wrong = [(source, form) for _, source, form in _japanese_messages()
             if re.search(r":(?!//)", form) or re.search(r"\((?![&*])", form)
             or re.search(r"(?<=[^\x00-\x7f]), ", form)]
    assert not wrong, f"ASCII punctuation in Japanese: {wrong[:10]}"


def test_japanese_mnemonics_are_a_bracketed_latin_letter() -> None:
    """„保存(&S)“: the letter in ASCII brackets (Qt hides those where a platform shows no
    mnemonics), never a Japanese character or full-width brackets."""
    wrong = [(source, form) for _, source, form in _japanese_messages()
             if len(ACCELERATOR.findall(form)) != len(re.findall(r"\(&[A-Z0-9%]", form))]
    assert not wrong, wrong[:10]


def test_japanese_undo_is_only_undo() -> None:
    """元に戻す is Undo; a Climbers block is put back with 元の場所に置く."""
    wrong = [(source, form) for _, source, form in _japanese_messages()
             if "元に戻" in form and "undo" not in source.lower()]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize(("language", "banned"), [
    ("de", ["Spieler", "Pech gehabt", "Paarung", "Rosa"]),
    ("ja", ["ロール", "待った", "棋譜", "よけ", "このターン"]),
])
def test_terms_the_glossary_rules_out(language: str, banned: list[str]) -> None:
    _, messages = read_ts(ROOT / "translations" / f"climbdesk_{language}.ts")
    wrong = [(source, form, word) for (_, source), forms in messages.items() for form in forms
             for word in banned if word in form]
    assert not wrong, wrong[:10]


def _prompts() -> set[str]:
    """The prompt templates every game shows after „%1 ist am Zug: “, found by playing a
    few seeded random moves of each game, plus the Climbers steps named in refusals."""
    import random

    from climbdesk.core.registry import all_games
    from climbdesk.core.text import Text
    from climbdesk.games.climbers.texts import STEP_NAMES

    found = {t.template for t in STEP_NAMES.values()}
    rng = random.Random(17)
    for game in all_games():
        state = game.new_initial_state(game.info.min_players)
        for _ in range(40):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                continue
            prompt = state.prompt()
            if isinstance(prompt, Text):
                found.add(prompt.template)
            state.apply(rng.choice(state.legal_actions()))
    return found


def test_german_prompts_after_a_colon_start_with_a_capital() -> None:
    """The status line reads „Person 1 ist am Zug: Bewege …“: a sentence after a colon."""
    prompts = _prompts()
    assert "pick a block to move, or move none" in prompts and len(prompts) > 8
    _, messages = read_ts(ROOT / "translations" / "climbdesk_de.ts")
    wrong = [(p, messages[("games", p)][0]) for p in sorted(prompts)
             if ("games", p) in messages and messages[("games", p)][0][:1].islower()]
    assert not wrong, wrong
    embedded = [(source, forms[0]) for (_, source), forms in messages.items()
                if ": " in source and source.split(": ", 1)[1] in prompts]
    assert embedded  # the reaction prompt: „Reaktionszug auf den Zug von {owner}: Bewege …“
    for source, form in embedded:
        assert form.split(": ", 1)[-1][:1].isupper(), (source, form)


def test_game_titles_are_translated_as_titles() -> None:
    """A title through tr_game gets the plain entry: German „Kletterer“ (Climb On!'s
    option word) for the game Climbers.  Every ``….title`` goes through tr_title."""
    wrong = []
    for path in sorted(UI_DIR.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _call_name(node) == "tr_game" and node.args \
                    and isinstance(node.args[0], ast.Attribute) and node.args[0].attr == "title":
                wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not wrong, wrong


def test_climbers_refusal_names_its_ladder_sets_in_the_language(qapp) -> None:
    from climbdesk.core.text import Text
    from climbdesk.games.climbers.texts import _LADDER_SETS, _choices
    from climbdesk.ui import i18n
    from climbdesk.ui.strings import tr_game

    if not i18n.qm_path("ja").exists():
        pytest.skip("translations not built (run `make translations`)")
    refusal = Text("That is not a least set of ladders for this square; the choices are: "
                   "{sets}", sets=_choices(list(_LADDER_SETS.values())))
    assert str(refusal).endswith("are: no ladder, short ladder, tall ladder, short and tall ladder")
    try:
        i18n.install("de")
        assert tr_game(refusal).endswith(
            "möglich sind: keine Leiter, kurze Leiter, lange Leiter, kurze und lange Leiter")
        i18n.install("ja")
        assert tr_game(refusal).endswith(
            "選べるのは：はしごなし、短いはしご、長いはしご、短いはしごと長いはしご")
    finally:
        i18n.install("en")
