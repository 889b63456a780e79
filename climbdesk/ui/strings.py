"""English strings that come from core and the games, made visible to lupdate.

Core is Qt-free, so game titles, option labels and outcome reasons reach the
UI as plain English.  Listing them here with :func:`QT_TRANSLATE_NOOP` puts
them into the ``games`` context of the .ts files; :func:`tr_game` looks them up
at run time.  Only strings shared by every game live here; a game's own
(title, options, history lines, score label, outcome reasons) live in its
board package, ``climbdesk/ui/boards/<game key>/strings.py``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication

from climbdesk.core.level import Level
from climbdesk.core.outcome import Termination
from climbdesk.core.text import Text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate looks for this name)
    return text


def _translate(text: str) -> str:
    return QCoreApplication.translate("games", text)


def tr_page(text: str) -> str:
    """A game page text in the page's context ("GamePage"), for its parts that are not
    the page itself (move list, status line); list each text with QT_TRANSLATE_NOOP."""
    return QCoreApplication.translate("GamePage", text)


def tr_game(text: str, seat_names: Sequence[str] | None = None) -> str:
    """Translate a core/game string (falls back to the English text).

    :class:`~climbdesk.core.text.Text` values are translated by template, so
    sentences built at run time ("Ann (Light) c3-d4 (to height 2)") translate too;
    seats they mention are shown by ``seat_names``.
    """
    if isinstance(text, Text):
        names = seat_names

        def name(seat: int) -> str:
            return names[seat] if names is not None and 0 <= seat < len(names) \
                else f"{seat + 1}"

        return text.translated(_translate, name if names is not None else None)
    return _translate(text) if text else text


def tr_title(title: str) -> str:
    """A game's title, translated as a title.

    A title can be a common word in another game ("Climbers" is also Climb On!'s
    option for its pawns, German "Kletterer"), so a game may translate its title
    under the disambiguation "game title"; Qt falls back to the plain entry
    when there is none, which is what the other games' titles use.
    """
    return QCoreApplication.translate("games", title, "game title") if title else title


GAME_STRINGS = (
    # Options refused by core (climbdesk/core/options.py)
    QT_TRANSLATE_NOOP("games", "{option}: players {first} and {second} cannot both choose {value}"),  # noqa: E501
    # Problems with saved files (RecordError texts from core)
    QT_TRANSLATE_NOOP("games", "unknown bot level {level} for {name}"),
    QT_TRANSLATE_NOOP("games", "move {number} ({move}) does not fit the game: {error}"),
    QT_TRANSLATE_NOOP("games", "this is not a climbdesk saved game"),
    QT_TRANSLATE_NOOP("games", "the saved game has no valid format version"),
    QT_TRANSLATE_NOOP("games", "this game was saved by a newer climbdesk ({app}, format {version}); please update climbdesk to open it"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "the saved game lacks its player count or seed"),
    QT_TRANSLATE_NOOP("games", "the saved game lacks its seats or moves"),
    QT_TRANSLATE_NOOP("games", "the saved game lists {count} seats for {players} players"),
    QT_TRANSLATE_NOOP("games", "the saved game has bad options: {error}"),
    QT_TRANSLATE_NOOP("games", "the saved game is damaged: it lacks the option {options}"),
    QT_TRANSLATE_NOOP("games", "the saved game is damaged: it lacks the options {options}"),
    # An option a damaged save lacks: its name in New Game, then its key in the file.
    QT_TRANSLATE_NOOP("games", "“{label}” ({key})"),
    # Items of a list, joined (climbdesk/core/text.py listing).
    QT_TRANSLATE_NOOP("games", "{first}, {rest}"),
    QT_TRANSLATE_NOOP("games", "the saved game's seed is damaged"),
    QT_TRANSLATE_NOOP("games", "move {number} is a hidden draw that does not fit the game"),
    # Undo barrier (climbdesk/core/record.py)
    QT_TRANSLATE_NOOP("games", "Undo would take back hidden information that {who} has already seen"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "the saved moves do not fit the game: {error}"),
    # Table actions in the history (climbdesk/core/state.py)
    QT_TRANSLATE_NOOP("games", "{who} resigns"),
    QT_TRANSLATE_NOOP("games", "The players agree to end the game here"),
    QT_TRANSLATE_NOOP("games", "{name} is too large to be a climbdesk file"),
    QT_TRANSLATE_NOOP("games", "{name} does not exist"),
    QT_TRANSLATE_NOOP("games", "{name} cannot be read: {error}"),
    QT_TRANSLATE_NOOP("games", "{name} is damaged (not valid JSON at line {line})"),
    # Damaged, odd or unwritable files (climbdesk/core/storage.py, record.py; issue 9)
    QT_TRANSLATE_NOOP("games", "{name} cannot be written: it would contain text that is not valid Unicode"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{name} is not a regular file"),
    QT_TRANSLATE_NOOP("games", "{name} is damaged (nested too deeply)"),
    QT_TRANSLATE_NOOP("games", "{name} is damaged (a number in it is not a usable value)"),
    QT_TRANSLATE_NOOP("games", "{name} is damaged (it contains text that is not valid Unicode)"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{name} is damaged (not UTF-8 text)"),
    QT_TRANSLATE_NOOP("games", "a player's name in the saved game is not usable: {problem}"),
    QT_TRANSLATE_NOOP("games", "it contains text that is not valid Unicode"),
    QT_TRANSLATE_NOOP("games", "it is empty"),
    QT_TRANSLATE_NOOP("games", "it is longer than {count} characters"),
    QT_TRANSLATE_NOOP("games", "it contains control characters"),
    QT_TRANSLATE_NOOP("games", "the saved game's player count is missing or not a whole number of at least 1"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "the saved game's options are damaged (not a set of named values)"),  # noqa: E501
    # Missing keys and foreign colours in saves (climbdesk/core/record.py; issue 17)
    QT_TRANSLATE_NOOP("games", "the saved game is damaged: it lacks {keys}"),
    QT_TRANSLATE_NOOP("games", "{name}'s colour “{colour}” is not a colour a seat can have"),
    QT_TRANSLATE_NOOP("games", "{name}'s colour “{colour}” is not the one {game} gives that seat ({colours})"),  # noqa: E501
    # Wrongly typed actions (climbdesk/core/state.py) and player counts (core/game.py)
    QT_TRANSLATE_NOOP("games", "this {kind} action is not legal here (its values are not of the kind this game uses)"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{game} is for exactly {count} players, not {players}"),
    QT_TRANSLATE_NOOP("games", "{game} is for {low} to {high} players, not {players}"),
    # The game library and the retired statistics file (climbdesk/library; issue 19)
    QT_TRANSLATE_NOOP("games", "it is not a statistics file"),
    QT_TRANSLATE_NOOP("games", "{name} cannot be read ({error}). It was left as it is; its results are added to the library once it can be read."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{name} is damaged ({error}) and could not be set aside ({reason}); its results were not added to the library."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{name} was damaged ({error}) and was kept as {aside}; its results were not added to the library."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "The statistics in {name} were added to the library, but the file could not be renamed ({error})."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "the game library {name} is damaged ({error})"),
    QT_TRANSLATE_NOOP("games", "the game library {name} cannot be used now ({error})"),
    QT_TRANSLATE_NOOP("games", "the game library {name} was written by a newer climbdesk (library version {version}); it was left as it is. Please update climbdesk to use it."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "this game is no longer in the library"),
    QT_TRANSLATE_NOOP("games", "this game's record in the library is damaged"),
    QT_TRANSLATE_NOOP("games", "the game is in the library again, so it was not brought back twice"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{error}; it could not be set aside ({reason})"),
    QT_TRANSLATE_NOOP("games", "{error}. It was kept as {aside} and a new library was started."),
    QT_TRANSLATE_NOOP("games", "The game could not be added to the library: {error}. It is kept until climbdesk closes and tried again with every game."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "The game could not be added to the library: {error}. It was kept in {folder} and is added the next time the library opens."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{name} could not be added to the library ({error}) and was set aside."),  # noqa: E501
)

#: The shared endings (:class:`Termination`) -> sentence.  %1 is the winner's
#: name, %2 the ``detail`` given to :func:`reason_text` (solitaire: the number of
#: turns).  A game's own endings are in its board registration.
SHARED_REASONS: dict[StrEnum, str] = {
    Termination.RESIGNED: QT_TRANSLATE_NOOP("games", "%2 resigned."),
    Termination.AGREEMENT: QT_TRANSLATE_NOOP(
        "games", "The game was ended by agreement and scored as it stood."),
    Termination.ELIMINATED: QT_TRANSLATE_NOOP(
        "games", "%1 won: the other players dropped out."),
    Termination.SOLITAIRE: QT_TRANSLATE_NOOP("games", "Solitaire finished in %2 turns."),
}

#: Used instead of a SHARED_REASONS sentence that needs %2 when no ``detail`` is given.
REASONS_WITHOUT_DETAIL: dict[StrEnum, str] = {
    Termination.SOLITAIRE: QT_TRANSLATE_NOOP("games", "Solitaire game finished."),
    Termination.RESIGNED: QT_TRANSLATE_NOOP("games", "A player resigned."),
}

#: The player panel's score label for a game whose board declares none.
DEFAULT_SCORE_LABEL = QT_TRANSLATE_NOOP("games", "Score")

#: ``Level.display_name`` of every offered level, spelled out for lupdate (a test
#: checks that the two agree).
LEVEL_NAMES: dict[str, str] = {  # keyed by Level, which is a str
    Level.EASY: QT_TRANSLATE_NOOP("games", "Easy"),
    Level.NORMAL: QT_TRANSLATE_NOOP("games", "Normal"),
    Level.HARD: QT_TRANSLATE_NOOP("games", "Hard"),
}


def error_text(exc: BaseException) -> str:
    """An exception's message, translated when core raised it with a Text."""
    message = exc.args[0] if exc.args else ""
    if isinstance(message, Text):
        return tr_game(message)
    return str(exc)


def reason_text(game_key: str, reason: StrEnum, winner: str,
                detail: str | int | None = None) -> str:
    """The sentence explaining an outcome; ``detail`` fills %2 where a reason has one.

    The game's own endings (its board registration) come first, then the shared
    ones; an ending without a sentence (a test forbids that) shows its value.
    """
    from climbdesk.ui.boards.registry import board_registration  # not needed at start-up

    registration = board_registration(game_key)
    own = registration.outcome_reasons if registration is not None else {}
    template = own.get(reason) or SHARED_REASONS.get(reason)
    if template is None:
        return tr_game(reason)
    if "%2" in template and detail is None:
        template = REASONS_WITHOUT_DETAIL.get(reason, template)
    text = tr_game(template)
    if detail is not None:
        text = text.replace("%2", str(detail))
    return text.replace("%1", winner)


def score_label(game_key: str) -> str:
    """What the game's ``Outcome.scores`` mean, for the player panel."""
    from climbdesk.ui.boards.registry import board_registration  # not needed at start-up

    registration = board_registration(game_key)
    return tr_game(registration.score_label if registration is not None else DEFAULT_SCORE_LABEL)


def level_name(level: str) -> str:
    return tr_game(LEVEL_NAMES.get(level, level.title()))


#: The name a seat gets when the player leaves it blank.  Saves keep it in English
#: (a saved game must read the same whatever language it was made in); the screen
#: shows it in the player's language through :func:`display_name`, so a German
#: player sees "Person 1" and the same save shows "Player 1" after a switch to English.
DEFAULT_HUMAN_NAME = QT_TRANSLATE_NOOP("games", "Player %1")
DEFAULT_BOT_NAME = QT_TRANSLATE_NOOP("games", "%1 bot")
_DEFAULT_NAME = re.compile(r"Player ([1-9][0-9]?)|(" + "|".join(LEVEL_NAMES.values()) + ") bot")


def default_name(seat: int, level: str = "") -> str:
    """The (English, saved) default name of seat ``seat``; a bot's names its level."""
    if level:
        return DEFAULT_BOT_NAME.replace("%1", LEVEL_NAMES.get(level, level.title()))
    return DEFAULT_HUMAN_NAME.replace("%1", str(seat + 1))


def display_name(name: str) -> str:
    """A seat's name as shown: a default name in the current language, others as given."""
    match = _DEFAULT_NAME.fullmatch(name)
    if match is None:
        return name
    if match[1]:
        return tr_game(DEFAULT_HUMAN_NAME).replace("%1", match[1])
    level = next(k for k, v in LEVEL_NAMES.items() if v == match[2])
    return tr_game(DEFAULT_BOT_NAME).replace("%1", level_name(level))


# A Japanese mnemonic stands in brackets after the text: "新しいゲーム(&N)".
_BRACKETED_MNEMONIC = re.compile(r"\(&[^&]\)")


def without_mnemonic(text: str) -> str:
    """A menu text as a name in a list or a tooltip: the Japanese "(&N)" goes whole, not
    just its "&" (Help ▸ Keyboard showed "新しいゲーム(N)…"); "&&" stays one "&".
    Here rather than beside ``accessibility.plain``: the menus are built at start-up,
    before the first paint, which must not build PySide's ``Qt`` namespace."""
    text = _BRACKETED_MNEMONIC.sub("", text)
    return re.sub(r"&(&?)", lambda m: m.group(1), text)


def tip_text(text: str) -> str:
    """Text for ``QToolTip.showText`` that is shown as written: a tooltip takes text
    that looks like markup as rich text, so a refusal naming a player called
    "<h1>BIG</h1>" would show a heading.  Text with no "<" is left as it is (plain
    tooltips keep their own line breaks and width).

    >>> tip_text("Ann may not move that block")
    'Ann may not move that block'
    >>> tip_text("now <h1>BIG</h1> must move\\nor stay")
    '<qt>now &lt;h1&gt;BIG&lt;/h1&gt; must move<br>or stay</qt>'
    """
    if "<" not in text:
        return text
    return "<qt>" + html.escape(text, quote=False).replace("\n", "<br>") + "</qt>"
