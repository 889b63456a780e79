"""The New Game dialog with the richer options: per-seat values in the seat rows,
ranged spin boxes with "Random", and refusals shown in the dialog, which stays open."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QSpinBox
from toygame import ToyGame

from climbdesk.core.options import RANDOM, OptionSpec
from climbdesk.core.registry import get_game
from climbdesk.ui.new_game import NewGameDialog, PartsPicker
from climbdesk.ui.settings import Settings

STANDARD = "d4,d6,d8,d10,d12,d20"
SIXES = "d6,d6,d6,d6,d6,d6"


class MountainGame(ToyGame):
    """A stand-in for the coming Climbers game: a ranged mountain and unique colours."""

    info = dataclasses.replace(ToyGame.info, key="mountain-test", options=(
        OptionSpec("mountain", "Mountain", int, 2, minimum=1, maximum=6, allow_random=True),
        OptionSpec("colour", "Colour", str, "red", choices=("red", "blue", "green", "white"),
                   per_seat=True, seat_defaults=("red", "blue", "green"), unique=True),
    ))


def click_ok(qtbot, dialog: NewGameDialog) -> None:  # type: ignore[no-untyped-def]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_a_refused_combination_is_shown_and_the_dialog_stays_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    game = get_game("cantstop")
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    finished: list[int] = []
    dialog.finished.connect(finished.append)
    dialog.option_widgets["jumping"].setChecked(True)  # type: ignore[attr-defined]
    dialog.option_widgets["forced"].setChecked(True)  # type: ignore[attr-defined]
    click_ok(qtbot, dialog)
    assert dialog.isVisible() and finished == []
    assert dialog.error.isVisibleTo(dialog)
    assert dialog.error.text() == "Jumping and Forced move cannot be combined"
    assert Settings().last_game_setup("cantstop") == {}, "a refused setup is not remembered"

    dialog.option_widgets["forced"].setChecked(False)  # type: ignore[attr-defined]
    assert not dialog.error.isVisibleTo(dialog), "a change hides the old refusal"
    click_ok(qtbot, dialog)
    assert finished == [NewGameDialog.DialogCode.Accepted]
    assert Settings().last_game_setup("cantstop")["options"]["jumping"] is True


def test_teams_sit_in_the_seat_rows_as_dice_pickers(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(get_game("summit"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert "team" not in dialog.option_widgets
    assert dialog.seat_headers["team"].text() == "Climbers"
    pickers = [row.option_widgets["team"] for row in dialog.rows]
    assert all(isinstance(p, PartsPicker) and p.value() == STANDARD for p in pickers)
    pickers[1].set_value(SIXES)  # type: ignore[attr-defined]
    assert dialog.options()["team"] == (STANDARD, SIXES)

    dialog.count.setValue(3)
    assert dialog.options()["team"] == (STANDARD, SIXES, STANDARD), "seat 2 keeps its team"
    dialog.rows[2].option_widgets["team"].set_value(SIXES)  # type: ignore[attr-defined]
    click_ok(qtbot, dialog)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    remembered = Settings().last_game_setup("summit")["options"]["team"]
    assert remembered == [STANDARD, SIXES, SIXES]

    again = NewGameDialog(get_game("summit"))
    qtbot.addWidget(again)
    assert again.options()["team"] == (STANDARD, SIXES, SIXES)


def test_ranged_spin_box_offers_random_and_unique_colours_are_enforced(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(MountainGame())
    qtbot.addWidget(dialog)
    dialog.show()
    spin = dialog.option_widgets["mountain"]
    assert isinstance(spin, QSpinBox)
    assert (spin.minimum(), spin.maximum(), spin.value()) == (0, 6, 2)
    assert spin.specialValueText() == "Random"
    spin.setValue(spin.minimum())
    assert spin.text() == "Random"
    assert dialog.options()["mountain"] == RANDOM
    spin.setValue(5)
    assert dialog.options()["mountain"] == 5

    combos = [row.option_widgets["colour"] for row in dialog.rows]
    assert all(isinstance(c, QComboBox) for c in combos)
    assert dialog.options()["colour"] == ("red", "blue", "green")
    third = combos[2]
    assert isinstance(third, QComboBox)
    third.setCurrentIndex(third.findData("red"))
    click_ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.error.text() == "Colour: players 1 and 3 cannot both choose red"
    third.setCurrentIndex(third.findData("white"))
    click_ok(qtbot, dialog)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted


def test_setups_remembered_with_legacy_team_keys_are_upgraded(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().set_last_game_setup("summit", {"players": 2, "options": {
        "untied": True, "team1": STANDARD, "team2": SIXES}})
    dialog = NewGameDialog(get_game("summit"))
    qtbot.addWidget(dialog)
    assert dialog.options()["team"] == (STANDARD, SIXES)
    assert dialog.options()["untied"] is True


def test_choices_remembered_before_the_builder_option_take_todays_builder(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A save naming a mountain but no builder replays on builder 1; a New Game
    dialog remembering such choices is not a replay, so it offers today's builder."""
    game = get_game("climbers")
    Settings().set_last_game_setup("climbers", {"players": 3, "options": {"mountain": 77}})
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    assert dialog.options()["mountain"] == 77, "what was chosen is kept"
    builder = next(s for s in game.option_specs(3) if s.key == "builder")
    assert dialog.options()["builder"] == builder.default
    assert builder.default != game.upgrade_options(3, {"mountain": 77})["builder"]


def test_the_open_dialog_grows_with_more_players(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 17: at five players the variants were squeezed into a sliver that scrolled."""
    from climbdesk.core.registry import all_games

    for game in [g for g in all_games() if g.info.max_players > g.info.min_players]:
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.count.setValue(dialog.count.minimum())
        qtbot.wait(20)
        before = dialog.height()
        dialog.count.setValue(dialog.count.maximum())
        qtbot.waitUntil(lambda d=dialog, h=before: d.height() > h, timeout=20000)
        box = dialog.options_box.sizeHint().height()
        assert dialog.options_scroll.height() >= box, game.info.key  # nothing to scroll
        dialog.count.setValue(dialog.count.minimum())
        qtbot.wait(20)
        assert dialog.height() >= before  # it never shrinks under the player's hands


class _BarPaints(QObject):
    """Counts the paints of a scroll bar while it is shown."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's)
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_more_players_never_paint_the_variants_scroll_bar(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The new rows squeeze the variants before the dialog grows; their scroll bar showed
    and Qt hid it one event later, after a paint: a scroll bar for a moment.  The dialog
    lays the bars out as it grows, so no paint shows one."""
    from climbdesk.core.registry import all_games

    for game in [g for g in all_games() if g.info.max_players > g.info.min_players]:
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        dialog.count.setValue(dialog.count.minimum())
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.wait(20)
        bar = dialog.options_scroll.verticalScrollBar()
        watch = _BarPaints()
        bar.installEventFilter(watch)
        for count in range(game.info.min_players + 1, game.info.max_players + 1):
            dialog.count.setValue(count)
            qtbot.wait(20)
        assert watch.paints == 0, game.info.key
        assert not bar.isVisible()
        dialog.close()
