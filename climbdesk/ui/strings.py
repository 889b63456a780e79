"""English strings that come from core and the games, made visible to lupdate.

Core is Qt-free, so game titles, option labels and outcome reasons reach the
UI as plain English.  Listing them here with :func:`QT_TRANSLATE_NOOP` puts
them into the ``games`` context of the .ts files; :func:`tr_game` looks them up
at run time.  When a game is added, add its strings here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from climbdesk.core.text import Text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate looks for this name)
    return text


def _translate(text: str) -> str:
    return QCoreApplication.translate("games", text)


def tr_game(text: str, seat_names: Sequence[str] | None = None) -> str:
    """Translate a core/game string (falls back to the English text).

    :class:`~climbdesk.core.text.Text` values are translated by template, so
    sentences built at run time ("Light c3-d4 (to height 2)") translate too;
    seats they mention are shown by ``seat_names``.
    """
    if isinstance(text, Text):
        names = seat_names

        def name(seat: int) -> str:
            return names[seat] if names is not None and 0 <= seat < len(names) \
                else f"{seat + 1}"

        return text.translated(_translate, name if names is not None else None)
    return _translate(text) if text else text


GAME_STRINGS = (
    # Stairs
    QT_TRANSLATE_NOOP("games", "Stairs"),
    QT_TRANSLATE_NOOP("games", "Kanare Kato"),
    QT_TRANSLATE_NOOP("games", "Climb one step at a time, always with your lowest piece."),
    QT_TRANSLATE_NOOP("games", "Pie rule"),
    QT_TRANSLATE_NOOP("games",
                      "After Light's first move, Dark may take over Light's side."),
    QT_TRANSLATE_NOOP("games", "Dark swaps colours (pie rule)"),
    QT_TRANSLATE_NOOP("games", "Light"),
    QT_TRANSLATE_NOOP("games", "Dark"),
    QT_TRANSLATE_NOOP("games", "{who} {move} (to height {height})"),
    QT_TRANSLATE_NOOP("games", "{who} cannot move and passes"),
    QT_TRANSLATE_NOOP("games", "no piece can move, so you pass"),
    QT_TRANSLATE_NOOP("games", "move one of your lowest movable pieces (height {height})"),
    QT_TRANSLATE_NOOP("games", "move one of your lowest movable pieces (height {height}), or swap colours"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "swap"),
    QT_TRANSLATE_NOOP("games", "pass"),
    # Can't Stop
    QT_TRANSLATE_NOOP("games", "Can't Stop"),
    QT_TRANSLATE_NOOP("games", "Sid Sackson"),
    QT_TRANSLATE_NOOP("games", "Push your luck up eleven columns of dice sums."),
    QT_TRANSLATE_NOOP("games", "Columns to win"),
    QT_TRANSLATE_NOOP("games", "How many columns a player must win (capped by player count)."),
    QT_TRANSLATE_NOOP("games", "Jumping"),
    QT_TRANSLATE_NOOP("games", "Climbers skip spaces that hold an opponent's base camp."),
    QT_TRANSLATE_NOOP("games", "Forced move"),
    QT_TRANSLATE_NOOP("games", "You may not stop while a climber shares a space with an "
                               "opponent's base camp."),
    QT_TRANSLATE_NOOP("games", "{who} rolls"),
    QT_TRANSLATE_NOOP("games", "{who} stops (camps on {columns})"),
    QT_TRANSLATE_NOOP("games", "{dice}: bust!"),
    QT_TRANSLATE_NOOP("games", "{dice}"),
    QT_TRANSLATE_NOOP("games", "{who} takes {sums}"),
    QT_TRANSLATE_NOOP("games", "choose which sums to climb"),
    QT_TRANSLATE_NOOP("games", "roll the dice"),
    QT_TRANSLATE_NOOP("games", "roll again: a climber shares a space with another player's camp"),
    QT_TRANSLATE_NOOP("games", "roll again, or stop and bank your climbers"),
    QT_TRANSLATE_NOOP("games", "Jumping and Forced move cannot be combined"),
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
    QT_TRANSLATE_NOOP("games", "the saved moves do not fit the game: {error}"),
    QT_TRANSLATE_NOOP("games", "{name} is too large to be a climbdesk file"),
    QT_TRANSLATE_NOOP("games", "{name} does not exist"),
    QT_TRANSLATE_NOOP("games", "{name} cannot be read: {error}"),
    QT_TRANSLATE_NOOP("games", "{name} is damaged (not valid JSON at line {line})"),
    # Climb On! (GameInfo and options)
    QT_TRANSLATE_NOOP("games", "Climb On!"),
    QT_TRANSLATE_NOOP("games", "Jonathan Leistiko"),
    QT_TRANSLATE_NOOP("games", "Roll your dice team up a four-level peak; bigger dice score more but climb worse."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Flexible Plans"),
    QT_TRANSLATE_NOOP("games", "22 white tokens each; climbing or descending costs 1, a pull up 2, a shove or drag 3."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Helping Hands"),
    QT_TRANSLATE_NOOP("games", "Start with 8 white, 5 blue and 2 red tokens."),
    QT_TRANSLATE_NOOP("games", "Untied"),
    QT_TRANSLATE_NOOP("games", "Equal scores go to the highest climber, then to the single best-scoring climber."),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "Climbers"),
    QT_TRANSLATE_NOOP("games", "Flexible Plans and Helping Hands cannot be combined"),
    QT_TRANSLATE_NOOP("games", "Custom Climbers: any six of d4, d6, d8, d10, d12 and d20, separated by commas; a die may appear more than once."),  # noqa: E501
    # Climb On! (history lines and prompts, climbdesk/games/summit/texts.py)
    QT_TRANSLATE_NOOP("games", "a white token"),
    QT_TRANSLATE_NOOP("games", "a blue token"),
    QT_TRANSLATE_NOOP("games", "a red token"),
    QT_TRANSLATE_NOOP("games", "{n} white tokens"),
    QT_TRANSLATE_NOOP("games", "the ground"),
    QT_TRANSLATE_NOOP("games", "level {n}"),
    QT_TRANSLATE_NOOP("games", "success"),
    QT_TRANSLATE_NOOP("games", "failure"),
    QT_TRANSLATE_NOOP("games", "{who} tries to climb with the {die} from {src} to {dst}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} moves the {die} down from {src} to {dst}, paying {pay}"),
    QT_TRANSLATE_NOOP("games", "{who} tries to pull the {die} up to {dst} with the {helper}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} tries to shove {owner}'s {victim} off {where} with the {die}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} tries to drag {owner}'s {victim} down from {where} with the {die}, paying {pay}"),  # noqa: E501
    QT_TRANSLATE_NOOP("games", "{who} cannot act and discards {pay}"),
    QT_TRANSLATE_NOOP("games", "{who} rolls {dice}"),
    QT_TRANSLATE_NOOP("games", "{who} rolls {dice}: {outcome}"),
    QT_TRANSLATE_NOOP("games", "{who} lowers a {value} to {new} with {pay}"),
    QT_TRANSLATE_NOOP("games", "{who} accepts {dice}: {outcome}"),
    QT_TRANSLATE_NOOP("games", "no action is possible, so you discard a token"),
    QT_TRANSLATE_NOOP("games", "choose a climber, an action and the token to pay with"),
    QT_TRANSLATE_NOOP("games", "lower a die with a token, or accept the roll (it succeeds)"),
    QT_TRANSLATE_NOOP("games", "lower a die with a token, or accept the roll (it fails)"),
)

#: Outcome.reason keys (all games) -> sentence.  %1 is the winner's name, %2 the
#: ``detail`` given to :func:`reason_text` (Can't Stop solitaire: the number of turns).
REASONS = {
    "highest-stack": QT_TRANSLATE_NOOP("games", "%1 owns the highest piece."),
    "more-at-top": QT_TRANSLATE_NOOP("games", "%1 has more pieces at the greatest height."),
    "first-to-reach": QT_TRANSLATE_NOOP(
        "games", "%1 was first to have that many pieces at the greatest height."),
    "resigned": QT_TRANSLATE_NOOP("games", "The other side resigned."),
    "agreement": QT_TRANSLATE_NOOP(
        "games", "The game was ended by agreement and scored as it stood."),
    "columns": QT_TRANSLATE_NOOP("games", "%1 won the target number of columns."),
    "solitaire": QT_TRANSLATE_NOOP("games", "Solitaire finished in %2 turns."),
    "points": QT_TRANSLATE_NOOP("games", "%1 scored the most points."),
    "highest-climber": QT_TRANSLATE_NOOP("games", "Scores were tied; %1 has the highest climber."),
    "best-climber": QT_TRANSLATE_NOOP(
        "games", "Scores were tied; %1 has the single best-scoring climber."),
}

#: Used instead of a REASONS sentence that needs %2 when no ``detail`` is given.
REASONS_WITHOUT_DETAIL = {
    "solitaire": QT_TRANSLATE_NOOP("games", "Solitaire game finished."),
}

#: What a game's Outcome.scores mean, per game key, for the player panel.
SCORE_LABELS = {
    "stairs": QT_TRANSLATE_NOOP("games", "Highest piece"),
    "cantstop": QT_TRANSLATE_NOOP("games", "Columns won"),
    "summit": QT_TRANSLATE_NOOP("games", "Points"),
}
DEFAULT_SCORE_LABEL = QT_TRANSLATE_NOOP("games", "Score")

LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("games", "Easy"),
    "normal": QT_TRANSLATE_NOOP("games", "Normal"),
    "hard": QT_TRANSLATE_NOOP("games", "Hard"),
}


def error_text(exc: BaseException) -> str:
    """An exception's message, translated when core raised it with a Text."""
    message = exc.args[0] if exc.args else ""
    if isinstance(message, Text):
        return tr_game(message)
    return str(exc)


def reason_text(reason: str, winner: str, detail: str | int | None = None) -> str:
    """The sentence explaining an outcome; ``detail`` fills %2 where a reason has one."""
    template = REASONS.get(reason)
    if template is None:
        return tr_game(reason)
    if "%2" in template and detail is None:
        template = REASONS_WITHOUT_DETAIL.get(reason, template)
    text = tr_game(template)
    if detail is not None:
        text = text.replace("%2", str(detail))
    return text.replace("%1", winner)


def score_label(game_key: str) -> str:
    return tr_game(SCORE_LABELS.get(game_key, DEFAULT_SCORE_LABEL))


def level_name(level: str) -> str:
    return tr_game(LEVEL_NAMES.get(level, level.title()))
