"""Issue 17, checked item by item (docs/issue17-audit.md): tests for fixes whose own
test did not fail when the fix was taken out.

Each test here was seen to fail with its fix broken (the audit table says how).
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction

from climbdesk.core.registry import get_game
from climbdesk.ui.boards.view import MINIMUM_SIDE
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, humans, window  # noqa: F401
from .cardboard import secret_sum  # noqa: F401
from .test_handover_secrets import at_second_handover


def _deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_board_commands_do_not_pile_up_actions_as_their_number_changes(
        window: MainWindow) -> None:
    """The leak of issue 17 (one QAction per rebuild), with the panels brought up to
    date after each move as the window does after its paint: the offer's size changes
    (Roll and Stop, then the pairings), the page's QActions stay those on offer."""
    window.start_new(get_game("cantstop"), humans(), {})
    page, c = window.game_page, window.controller
    assert c is not None
    offered: list[int] = []
    extra: list[int] = []
    for move in range(60):
        if c.state.is_terminal():
            break
        legal = c.state.legal_actions()
        c.play(legal[move % len(legal)])
        page.flush_refresh()
        _deferred_deletes()
        offered.append(len(page.command_buttons))
        extra.append(len(page.findChildren(QAction)) - offered[-1])
    assert len(set(offered)) > 1, offered  # the offer grew and shrank
    assert len(set(extra)) == 1, extra


def test_the_next_seats_step_buttons_are_not_offered_on_the_hand_over_screen(
        window: MainWindow, secret_sum) -> None:
    """Not only inert: the hand-over screen shows no button of the next seat's step."""
    at_second_handover(window)
    page = window.game_page
    page.flush_refresh()
    assert window.controller is not None and window.controller.extra_actions()  # Roll is legal
    assert page.extra_buttons == []
    page.handover.button.click()
    page.flush_refresh()
    assert [b.text() for b in page.extra_buttons] == ["Player 2 rolls"]


def test_new_game_offers_the_first_player_and_a_game_follows_it(window: MainWindow,
                                                                 qtbot) -> None:
    """Rules: who starts is the table's choice ("first player" in New Game), seat 1 by
    default; a game started with seat 3 chosen begins with seat 3."""
    from climbdesk.ui.new_game import NewGameDialog
    from climbdesk.ui.option_widgets import set_value

    dialog = NewGameDialog(get_game("climbers"))
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    assert "first" in dialog.option_widgets
    label = dialog.option_labels["first"].text().replace("&", "")
    assert label == "First player:"
    assert dialog.options()["first"] == 1
    set_value(dialog.option_specs["first"], dialog.option_widgets["first"], 3)
    options = dialog.options()
    assert options["first"] == 3
    window.start_new(get_game("climbers"), dialog.seats(), options)
    assert window.controller is not None
    assert window.controller.state.current_player() == 2


def test_every_climber_at_the_foot_shows_a_draw_and_says_why(window: MainWindow) -> None:
    """The draw at the foot: the game-over banner says it is a draw and why, and no seat
    card names a winner."""
    from climbdesk.games.climbers import NoBlock, NoDisk, Phase, Stay

    window.start_new(get_game("climbers"), humans(), {"mountain": 3})
    page, c = window.game_page, window.controller
    assert c is not None
    for _ in range(200):
        if c.state.is_terminal():
            break
        phase = c.state.phase  # type: ignore[attr-defined]
        c.play(NoBlock() if phase == Phase.BLOCK else NoDisk() if phase == Phase.DISK
               else Stay())
    page.flush_refresh()
    assert c.state.is_terminal()
    assert page.banner.isVisible()
    assert page.banner.headline.text() == "It's a draw"
    assert "Every climber ended at the foot" in page.banner.reason.text()
    assert not any("win" in row.name.text().lower() or "winner" in row.toolTip().lower()
                   for row in page.players.rows)


def test_the_board_keeps_its_width_in_german_and_japanese(qtbot) -> None:
    """"The German view buttons fit": a longer label ("Nach links drehen (Q)") widened
    the sidebar past its cap, so at 1280×800 the board shrank in German only (908 ->
    840 px).  The sidebar's own minimum stays under the cap in every language."""
    from climbdesk.core.record import Seat
    from climbdesk.ui import i18n
    from climbdesk.ui.game_page import SIDE_MAX
    from climbdesk.ui.workers import wait_for_workers

    from .app_helpers import make_window

    boards: dict[str, int] = {}
    try:
        for language in ("en", "de", "ja"):
            i18n.install(language)
            window = make_window(qtbot)
            window.start_new(get_game("climbers"),
                             [Seat(n) for n in ("Ann", "Ben", "Cleo", "Dan", "Eve")],
                             {"mountain": 7953})
            qtbot.waitExposed(window)
            QCoreApplication.processEvents()
            page = window.game_page
            assert page.side_host.minimumSizeHint().width() <= SIDE_MAX, language
            boards[language] = page.board_stack.width()
            page.detach()
            wait_for_workers(5000)
            window.close()
    finally:
        i18n.install("en")
    assert min(boards.values()) >= boards["en"] - 16, boards


def _ink_lines(image, rect) -> int:  # type: ignore[no-untyped-def]
    """How many lines of text are painted in ``rect`` of ``image``: runs of pixel rows
    holding something darker than the background, separated by blank rows."""
    background = image.pixelColor(rect.right() - 1, rect.top() + 1).lightness()
    runs, inked_before = 0, False
    for y in range(rect.top(), rect.bottom() + 1):
        inked = any(background - image.pixelColor(x, y).lightness() > 80
                    for x in range(rect.left(), rect.right(), 2))
        runs += inked and not inked_before
        inked_before = inked
    return runs


def test_help_keyboard_paints_long_descriptions_on_several_lines(window: MainWindow,
                                                                  qtbot) -> None:
    """Help ▸ Keyboard cut N, [ ] and I short: a row is tall enough for the wrapped text
    (the existing test measures that) and the text is painted wrapped into it, not
    on one line cut at the edge."""
    from climbdesk.core.record import GameRecord, Match, Seat

    window.start_match(Match(GameRecord.new(get_game("climbers"), [Seat("Ann"), Seat("Ben")],
                                            seed=3)))
    dialog = window.keyboard_help_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.resize(720, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    tree = dialog.tree
    image = tree.viewport().grab().toImage()
    line = tree.fontMetrics().height()
    tall = 0
    group = tree.topLevelItem(0)
    for k in range(group.childCount()):
        item = group.child(k)
        rect = tree.visualRect(tree.indexFromItem(item, 1))
        if rect.height() >= 2 * line and image.rect().contains(rect):
            tall += 1
            assert _ink_lines(image, rect) >= 2, item.text(1)
    assert tall >= 2  # N and I at least need two lines at this width
    dialog.deleteLater()


def _in_language(language: str) -> None:
    from climbdesk.ui import i18n

    if not i18n.qm_path(language).exists():
        pytest.skip("translations not built (run `make translations`)")
    i18n.install(language)


def test_the_engines_ladder_refusal_is_translated_as_it_is_made(qapp) -> None:
    """Review §7.2: the refusal listed its ladder sets as English words ("short, tall")
    inside German and Japanese sentences.  Asked of the engine, not rebuilt by hand."""
    from climbdesk.games.climbers import GAME, ClimbersState, Move
    from climbdesk.ui import i18n
    from climbdesk.ui.strings import tr_game

    state = GAME.new_initial_state(2, {"mountain": 7, "first": 1})
    assert isinstance(state, ClimbersState)
    free = next(a for a in state.legal_actions() if isinstance(a, Move) and a.ladders == "")
    wrong = Move(free.x, free.y, "short")
    assert not state.is_legal(wrong)
    refusal = state.explain_illegal(wrong)
    assert str(refusal).endswith("the choices are: no ladder")
    try:
        _in_language("de")
        german = tr_game(refusal)
        assert german.endswith("keine Leiter") and "ladder" not in german, german
        _in_language("ja")
        japanese = tr_game(refusal)
        assert japanese.endswith("はしごなし") and "ladder" not in japanese, japanese
    finally:
        i18n.install("en")


def test_japanese_separators_in_the_seat_scores_and_the_block_faces(window: MainWindow,
                                                                     qtbot) -> None:
    """Review §7.4 and §7.5: the seat card's score and the examined block's faces
    were joined with ASCII ": " and ", " in Japanese (：and 、 elsewhere)."""
    from climbdesk.core.record import Seat
    from climbdesk.ui import i18n
    from climbdesk.ui.boards.climbers.faces import FaceNet

    try:
        _in_language("ja")
        window.start_new(get_game("climbers"), [Seat("Ann"), Seat("Ben")],
                         {"mountain": 7, "first": 1})
        page = window.game_page
        page.flush_refresh()
        scores = [row.score.text() for row in page.players.rows]
        assert scores and all("：" in s and ": " not in s for s in scores), scores
        net = FaceNet(page.scene)  # type: ignore[arg-type]
        qtbot.addWidget(net)
        net.show_block(1, 0)
        faces = net.describe()
        assert faces.count("、") == 5 and ", " not in faces and ": " not in faces, faces
    finally:
        i18n.install("en")


def test_the_climbers_edge_numbers_are_painted_where_they_are_placed(qtbot) -> None:
    """"Coordinates along the board's and the map's edges": the existing tests check
    where the labels go, not that the board paints them.  Here the shown board has ink
    of the theme's text colour at most of the label places, from the side and on the map."""
    from PySide6.QtGui import QColor

    from climbdesk.games.climbers import GAME
    from climbdesk.ui.boards.climbers.coordinates import edge_labels
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.theme import BoardTheme

    from .board_helpers import show_board

    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    view = show_board(qtbot, scene, 900, 700)
    scene.set_position(GAME.new_initial_state(2, {"mountain": 7, "first": 1}), interactive=False)
    text = QColor(scene.theme.text)

    def near_text(colour: QColor) -> bool:  # the dark text, antialiased, on the light table
        return colour.lightness() < (text.lightness() + 255) // 2

    for map_view in (False, True):
        scene.set_map_view(map_view)
        view.viewport().repaint()
        QCoreApplication.processEvents()
        image = view.viewport().grab().toImage()
        inked = shown = 0
        for at, _label, _letter in edge_labels(scene):
            p = view.mapFromScene(at)
            if not image.rect().adjusted(8, 6, -8, -6).contains(p):
                continue
            shown += 1
            inked += any(near_text(image.pixelColor(p.x() + dx, p.y() + dy))
                         for dx in range(-6, 7) for dy in range(-4, 5))
        assert shown >= 20, (map_view, shown)
        assert inked >= 0.8 * shown, (map_view, inked, shown)


def test_qt_objects_stay_flat_over_whole_games_in_one_window(window: MainWindow) -> None:
    """"Memory stays flat over 200 games in one window": the part a test can count.
    Whole Can't Stop games one after another (as Play again), the panels refreshed
    after each move as after the board's paint: the window holds as many Qt objects
    after the third game as after the second."""
    import random

    from PySide6.QtCore import QObject

    rng = random.Random(17)
    counts: list[int] = []
    for _game in range(3):
        window.start_new(get_game("cantstop"), humans(), {})
        page, c = window.game_page, window.controller
        assert c is not None
        for _ in range(400):
            if c.state.is_terminal():
                break
            c.play(rng.choice(c.state.legal_actions()))
            page.flush_refresh()
        assert c.state.is_terminal()
        _deferred_deletes()
        QCoreApplication.processEvents()
        _deferred_deletes()
        counts.append(len(window.findChildren(QObject)))
    assert counts[2] <= counts[1], counts


def test_the_height_slice_has_its_own_mnemonic_in_every_language(window: MainWindow) -> None:
    """Review §7.6: „Show heights up to ([ ]):“ labels a spin box but had no Alt key in
    any language (test_mnemonics does not look into a board's side panel).  Here the
    label has one, is the spin box's buddy, and no other control of the window or menu
    title uses the same letter."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from climbdesk.ui import i18n
    from climbdesk.ui.mnemonics import mnemonic

    from .test_mnemonics import _clash

    window.start_new(get_game("climbers"), humans(), {"mountain": 7, "first": 1})
    panel = window.game_page.game_panel
    try:
        for language in ("en", "de", "ja"):
            _in_language(language)
            QCoreApplication.processEvents()
            label = panel.slice.label
            assert mnemonic(label.text()) and label.buddy() is panel.slice.spin, \
                (language, label.text())
            shown = [w for w in window.findChildren(QAbstractButton) + window.findChildren(QLabel)
                     if w.isVisibleTo(window) and (not isinstance(w, QLabel) or w.buddy())]
            texts = [w.text() for w in shown] + [a.text() for a in window.menuBar().actions()]
            assert not _clash(texts), (language, _clash(texts))
    finally:
        i18n.install("en")


def test_the_new_game_variants_show_whole_without_scrolling(qtbot) -> None:
    """"The New Game dialog does not grow with 3–5 players (variants squeezed)": the
    existing test compares against the variants' size hint, which counts a wrapped note
    as one line; Climbers' notes then stayed a line short, behind a scroll bar.  Here
    the variants' scroll area has nothing to scroll at any player count (the offscreen
    screen has room for every game's variants)."""
    from climbdesk.core.registry import all_games
    from climbdesk.ui.new_game import NewGameDialog

    for game in all_games():
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for count in range(game.info.min_players, game.info.max_players + 1):
            dialog.count.setValue(count)
            qtbot.wait(20)
            if dialog.options_scroll.isVisible():
                bar = dialog.options_scroll.verticalScrollBar()
                assert bar.maximum() == 0, (game.info.key, count, bar.maximum())
        dialog.close()


def test_the_end_of_game_scores_are_not_cut_in_the_smallest_window(window: MainWindow,
                                                                    qtbot) -> None:
    """At 640×480 every line of the end-of-game banner shows: the issue 17 test checks
    the headline, the reason and the buttons; the score table came later."""
    from climbdesk.core.record import Seat
    from climbdesk.ui.main_window import MINIMUM_SIZE

    window.resize(*MINIMUM_SIZE)
    window.start_new(get_game("stairs"), [Seat("Annabelle"), Seat("Bartholomew")], {})
    assert window.controller is not None
    window.controller.resign(0)
    banner = window.game_page.banner
    qtbot.waitUntil(banner.isVisible, timeout=20000)
    qtbot.wait(50)
    details = [row[3] for row in banner.scores.labels]
    assert details
    assert all(d.heightForWidth(d.width()) <= d.height() for d in details), \
        [(d.text(), d.height(), d.heightForWidth(d.width())) for d in details]
    # Play going on again (Undo) gives the board its whole room back.
    window.controller.undo()
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=20000)
    assert window.game_page.view is not None
    assert window.game_page.view.minimumHeight() == MINIMUM_SIDE
