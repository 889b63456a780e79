"""Issue 17 (smooth), branch paint7: a shown move repaints what changed, each part one copy.

* A layer that copies the same kept pictures paint after paint (Stairs' squares,
  halos and discs) remembers where each went (:class:`pictures.Placements`): an
  unchanged part is a bare copy, not a look-up; a changed one is placed again.
* The Stairs background repaints a scattered update one clip rectangle at a time
  (Qt copies through a clip of several rectangles on a slow path), with every
  pixel as a whole paint gives it, at device pixel ratio 1 and 2, light and dark.

None of these tests times anything: they count calls and compare pixels.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QRegion, QTransform
from PySide6.QtWidgets import QApplication

from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.stairs.items import BoardItem
from climbdesk.ui.boards.stairs.scene import StairsBoardScene
from climbdesk.ui.palette import board_theme

from .board_helpers import show_board, stairs_positions, worst_channel


def test_an_unchanged_part_is_copied_where_it_was_not_placed_again(qtbot, monkeypatch) -> None:
    places: list[object] = []
    copies: list[object] = []
    original_place, original_copy = pictures.Copies.place, pictures.Copies.copy

    def place(self, key, *args):  # type: ignore[no-untyped-def]
        places.append(key)
        return original_place(self, key, *args)

    def copy(self, *args):  # type: ignore[no-untyped-def]
        copies.append(1)
        original_copy(self, *args)

    monkeypatch.setattr(pictures.Copies, "place", place)
    monkeypatch.setattr(pictures.Copies, "copy", copy)
    scene = StairsBoardScene()
    view = show_board(qtbot, scene, 700, 700)
    positions = stairs_positions(12, 8)
    scene.set_position(positions[0], interactive=True)
    view.viewport().update()
    qtbot.wait(10)
    places.clear()
    copies.clear()
    view.viewport().update()  # nothing changed: every stack and halo where it was
    qtbot.wait(10)
    assert places == [] and len(copies) >= 20
    for state in positions[1:]:
        before = [(item.picture_key(), item.status) for item in scene.stacks()]
        places.clear()
        copies.clear()
        scene.set_position(state, interactive=True)
        QApplication.processEvents()
        changed = sum(b != (item.picture_key(), item.status)
                      for b, item in zip(before, scene.stacks(), strict=True))
        # Placed again: the stacks and halos whose look changed, the squares whose
        # look changed; everything else the move exposed is a bare copy.
        assert len(places) <= 2 * changed + 6, (len(places), changed)
        assert len(copies) > len(places)
    view.close()


def test_placements_forget_what_they_placed_when_the_pictures_are_cleared(qtbot) -> None:
    painted: list[int] = []

    def ring(painter: QPainter) -> None:
        painted.append(1)
        painter.setBrush(QColor("#c04020"))
        painter.drawEllipse(QRectF(2, 2, 20, 20))

    image = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
    placed = pictures.Placements()
    for clear in (False, False, True):
        if clear:
            pictures.clear()
        painter = QPainter(image)
        copies = pictures.Copies(painter)
        placed.draw(copies, "slot", ("test-placed-ring",), QRectF(0, 0, 24, 24), ring,
                    QPointF(10.25, 10.25))
        copies.end()
        painter.end()
    assert len(painted) == 2  # once, then a copy, then painted afresh after clear()


def _background(scene: StairsBoardScene, dpr: float, region: QRegion | None,
                into: QImage | None = None) -> QImage:
    """The scene's background as a view with the cache would paint it: the whole board,
    or (``region``, logical pixels) only that part over ``into``."""
    scale = 1.1
    size = scene.sceneRect().size() * scale
    if into is None:
        into = QImage(round(size.width() * dpr), round(size.height() * dpr),
                      QImage.Format.Format_RGB32)
        into.setDevicePixelRatio(dpr)
        into.fill(QColor("#000000"))
    painter = QPainter(into)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    if region is not None:
        painter.setClipRegion(region)
    transform = QTransform().scale(scale, scale).translate(-scene.sceneRect().left(),
                                                            -scene.sceneRect().top())
    painter.setWorldTransform(transform)
    # As a view does: the exposed part's bounding box, in whole pixels, taken back.
    exposed = region.boundingRect() if region is not None else into.rect()
    if region is None:
        exposed.setSize(exposed.size() / dpr)
    area = transform.inverted()[0].mapRect(QRectF(exposed))
    scene.drawBackground(painter, area)
    painter.end()
    return into


@pytest.mark.parametrize(("dpr", "dark"), [(1.0, False), (2.0, False), (2.0, True)])
def test_a_scattered_background_repaint_is_a_whole_paint_pixel_for_pixel(
        qtbot, monkeypatch, dpr: float, dark: bool) -> None:
    areas: list[int] = []
    original = BoardItem._paint_in

    def recording(self: BoardItem, painter: QPainter, area: QRectF) -> None:
        # What Qt copies through: one plain rectangle, never a clip of several.
        areas.append(painter.clipRegion().rectCount())
        original(self, painter, area)

    monkeypatch.setattr(BoardItem, "_paint_in", recording)
    scene = StairsBoardScene()
    if dark:
        scene.set_theme(board_theme(True))
    state = stairs_positions(14, 2)[-1]
    scene.set_position(state, interactive=True)
    whole = _background(scene, dpr, None)
    # Three squares' worth scattered over the board, a frame edge and a corner where
    # four squares meet among them: painted again over the whole paint, they must
    # come back exactly as they were (no pixel blended twice, none left unpainted).
    region = QRegion()
    for x, y, w, h in ((30, 20, 140, 90), (300, 280, 130, 120), (640, 600, 120, 110),
                       (150, 400, 60, 300)):
        region += QRegion(QRect(x, y, w, h))
    areas.clear()
    again = _background(scene, dpr, region, whole.copy())
    assert areas and set(areas) == {1}
    assert len(areas) == region.rectCount() > 1
    assert worst_channel(whole, again) <= 1
    scene.deleteLater()


def _dice_image(places: list[QPointF], dx: float) -> QImage:
    from climbdesk.ui.boards.summit.dice import paint_die
    from climbdesk.ui.boards.summit.items import Palette
    from climbdesk.ui.theme import BoardTheme

    pal = Palette(BoardTheme())
    image = QImage(260, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    painter.setWorldTransform(QTransform(1.1, 0.0, 0.0, 1.1, dx, 3.0))
    for c in places:
        paint_die(painter, pal, 1, 12, c, 40.0, "7")
    painter.end()
    return image


def test_a_climb_on_die_is_one_picture_wherever_it_stands(qtbot) -> None:
    """A climber's picture is kept for its look, not its place: the die is put on the
    nearest whole pixel, so a climber arriving on a new space is a copy (two pictures,
    the body and the number: paint8)."""
    pictures.clear()
    places = [QPointF(40.3, 40.7), QPointF(117.55, 61.1), QPointF(181.05, 122.45)]
    first = _dice_image(places, 2.0)
    assert pictures.cached_pictures() == 2
    # Painted with the painter one whole pixel further on, every die moves one pixel:
    # no die picks another pixel (half up, never Python's half to even).
    moved = _dice_image(places, 3.0)
    assert moved.copy(1, 0, 259, 200) == first.copy(0, 0, 259, 200)
    assert pictures.cached_pictures() == 2


def test_a_climb_on_token_is_one_picture_wherever_it_stands(qtbot) -> None:
    from climbdesk.ui.boards.summit.dice import paint_token
    from climbdesk.ui.boards.summit.items import Palette
    from climbdesk.ui.theme import BoardTheme

    pictures.clear()
    pal = Palette(BoardTheme())
    image = QImage(200, 120, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setWorldTransform(QTransform(1.1, 0.0, 0.0, 1.1, 0.35, 0.6))
    for x in (20.2, 61.7, 103.45):
        paint_token(painter, pal, 1, QPointF(x, 40.3), 14.0)
    painter.end()
    assert pictures.cached_pictures() == 1
    # Each is drawn where it stands (to a pixel): its disc beside the number.
    for x in (20.2, 61.7, 103.45):
        side = image.pixelColor(round(1.1 * x + 0.35) - 10, round(1.1 * 40.3 + 0.6))
        assert side != QColor("#ffffff"), x
