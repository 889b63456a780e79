"""The orientation palette: every distinct way to set the lifted block down.

Turning a block with R or the wheel walks through its orientations one by one;
the palette shows them all at once as small isometric pictures (footprint,
height, top colour with its glyph, side colours), so a player can pick the one
with the right top colour directly.  Orientations with no legal place are shown
greyed out and cannot be chosen (the engine lists no Place for them).

Buttons take focus with Tab and are pressed with Space; each has an accessible
name that says what the picture shows.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from climbdesk.games.climbers.blocks import BLOCKS, Orientation
from climbdesk.ui.boards.climbers.colours import GLYPHS
from climbdesk.ui.boards.climbers.columns import face_colour
from climbdesk.ui.contrast import best_of
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

ICON = 52  # pixels per palette picture
PER_ROW = 5


# Palette icons kept (a lift shows up to 24, each turned four ways, in two palettes).
ICONS_KEPT = 600
_icons: OrderedDict[tuple[object, ...], QIcon] = OrderedDict()


def box_icon(scene: ClimbersBoardScene, block: int, index: int, enabled: bool) -> QIcon:
    """:func:`box_picture` as an icon, kept: every lift showed its palette's pictures
    painted afresh (some 5 ms a lift), though a block looks the same lift after lift."""
    # Everything the picture is drawn from: the block's shape (its largest picture sets
    # the scale) and this orientation's size and colours, not which block it is (many
    # blocks look alike: 99 looks for 288 orientations), the faces' colours following
    # the palette's darkness (scene.colour_of), the sides shown the turn, the outline
    # the theme.
    o = BLOCKS[block].orientations[index]
    fit = max(max(p.w + p.d, (p.w + p.d) / 2 + p.h) for p in BLOCKS[block].orientations)
    key = (fit, o.w, o.d, o.h, o.top, face_colour(block, index, scene.proj.u_dir()),
           face_colour(block, index, scene.proj.v_dir()), enabled, scene.proj.turns % 2,
           scene.theme.dark, scene.outline().rgba())
    icon = _icons.get(key)
    if icon is None:
        icon = QIcon(box_picture(scene, block, index, enabled=enabled))
        _icons[key] = icon
        while len(_icons) > ICONS_KEPT:
            _icons.popitem(last=False)
    else:
        _icons.move_to_end(key)
    return icon


def box_picture(scene: ClimbersBoardScene, block: int, index: int, size: int = ICON,
                enabled: bool = True) -> QPixmap:
    """A small isometric picture of ``block`` in orientation ``index`` as the board is
    turned now: top colour and glyph, the two front sides shaded in their own colours."""
    o = BLOCKS[block].orientations[index]
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # One isometric unit for every orientation of this block (so sizes compare), fitted
    # to its largest picture: a box spans (w + d) units across and (w + d) / 2 + h down.
    fit = max(max(p.w + p.d, (p.w + p.d) / 2 + p.h) for p in BLOCKS[block].orientations)
    unit = size * 0.86 / fit
    hx, hy, hz = unit, unit * 0.5, unit

    # Seen as the board is seen now: u and v are the turned table axes.
    w, d, h = (o.d, o.w, o.h) if scene.proj.turns % 2 else (o.w, o.d, o.h)

    def pt(u: float, v: float, z: float) -> QPointF:
        # Centred: the picture's middle is at the middle of the pixmap.
        cx = (w - d) * hx / 2
        cy = (w + d) * hy / 2 - h * hz / 2
        return QPointF(size / 2 + (u - v) * hx - cx, size / 2 + (u + v) * hy - z * hz - cy)

    top = QPolygonF([pt(0, 0, h), pt(w, 0, h), pt(w, d, h), pt(0, d, h)])
    right = QPolygonF([pt(w, 0, 0), pt(w, d, 0), pt(w, d, h), pt(w, 0, h)])
    front = QPolygonF([pt(0, d, 0), pt(w, d, 0), pt(w, d, h), pt(0, d, h)])
    outline = QColor(scene.outline())
    for poly, colour, shade in ((right, face_colour(block, index, scene.proj.u_dir()), 145),
                                (front, face_colour(block, index, scene.proj.v_dir()), 118),
                                (top, o.top, 100)):
        fill = scene.colour_of(colour).darker(shade)
        if not enabled:
            grey = fill.lightness()
            fill = QColor(grey, grey, grey, 110)
        painter.setPen(QPen(outline, 1.2))
        painter.setBrush(fill)
        painter.drawPolygon(poly)
    glyph = GLYPHS.get(o.top, "")
    if glyph:
        fill = scene.colour_of(o.top)
        painter.setPen(QColor(best_of(fill.name(), "#000000", "#ffffff")))
        painter.drawText(top.boundingRect(), Qt.AlignmentFlag.AlignCenter, glyph)
    painter.end()
    return pix


def describe(o: Orientation) -> str:
    """What a palette picture shows, in words (its accessible name)."""
    text = QCoreApplication.translate(
        "ClimbersPalette", "%1 × %2 squares, %3 high, %4 on top")
    return (text.replace("%1", str(o.w)).replace("%2", str(o.d)).replace("%3", str(o.h))
            .replace("%4", tr_game(o.top)))


class OrientationPalette(QWidget):
    """One button per orientation of the lifted block; the scene's ``orient`` is checked."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        self.block = -1
        self._shown: tuple[int, tuple[bool, ...], int, bool, int] | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        outer.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setSpacing(3)
        outer.addLayout(self.grid)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.idClicked.connect(self._clicked)
        self.buttons: list[QToolButton] = []  # the lifted block's, one per orientation
        self._pool: list[QToolButton] = []  # every button made (the rest hidden)
        self._marks: list[dict[str, object]] = []  # what each button was last set to show
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language (at start and on a language change)."""
        self.title.setText(self.tr("Orientations (R, wheel):"))
        self.setAccessibleName(self.tr("Orientations of the lifted block"))
        self._shown = None  # the buttons' names are redone on the next sync
        for mark in self._marks:
            mark.clear()

    def _clicked(self, index: int) -> None:
        self.scene_.select_orientation(index)

    def sync(self) -> None:
        """Follow the scene: the lifted block, which orientations can be placed, the
        chosen one, and the theme."""
        scene = self.scene_
        state = scene.state
        block = state.held if state is not None and scene.phase() == "place" else -1
        self.setVisible(block >= 0)
        if block < 0:
            self.block = -1
            return
        choices = scene.orientation_choices()
        shown = (block, tuple(ok for _i, _o, ok in choices), scene.orient, scene.theme.dark,
                 scene.proj.turns)
        if shown == self._shown:
            return
        self._shown = shown
        self._ensure(len(choices))  # the same buttons serve the next block
        self.block = block
        self.buttons = self._pool[:len(choices)]
        for button in self._pool[len(choices):]:
            if not button.isHidden():
                button.hide()
        for i, (button, mark) in enumerate(zip(self.buttons, self._marks, strict=False)):
            _i, o, ok = choices[i]
            # Only what changed is set again: a lift of a block shaped like the last one
            # re-marks its buttons (each setter repaints, and names and tooltips are events).
            icon = box_icon(scene, block, i, ok)
            look = (icon.cacheKey(), ok, o.w, o.d, o.h, o.top)
            if mark.get("look") != look:
                button.setIcon(icon)
                button.setEnabled(ok)
                name = describe(o)
                if not ok:
                    name = self.tr("%1 (no legal place)").replace("%1", name)
                button.setAccessibleName(name)
                button.setToolTip(name)
                mark["look"] = look
            if button.isHidden():
                button.show()
            checked = i == scene.orient
            if button.isChecked() != checked:
                button.setChecked(checked)

    def _ensure(self, count: int) -> None:
        """At least ``count`` buttons: made once and kept (hidden when a block has fewer
        orientations), where every lift of a block with another count made them anew."""
        while len(self._pool) < count:
            i = len(self._pool)
            button = QToolButton()
            button.setCheckable(True)
            button.setIconSize(QSize(ICON, ICON))
            button.setAutoRaise(True)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.group.addButton(button, i)
            self.grid.addWidget(button, i // PER_ROW, i % PER_ROW)
            self._pool.append(button)
            self._marks.append({})


__all__ = ["OrientationPalette", "box_picture", "describe"]
