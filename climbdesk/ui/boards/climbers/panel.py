"""The Climbers board's side panel: view buttons, the reaction banner, the disk token,
the height slice, the orientation palette of a lifted block and the examined block's faces.

Every control repeats a key (Q/E/T, [ and ], R, I) for players who do not know
the keys; the scene calls :meth:`ClimbersPanel.sync` whenever what they show
changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QScrollBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from climbdesk.games.climbers.texts import block_name
from climbdesk.ui.accessibility import layout_parts
from climbdesk.ui.boards.climbers.faces import NET_HEIGHT, FaceNet
from climbdesk.ui.boards.climbers.orientations import OrientationPalette
from climbdesk.ui.boards.climbers.steps import DiskBox, ReactionBanner, sync_step_widgets
from climbdesk.ui.boards.climbers.widgets import ViewButtons
from climbdesk.ui.deferred_refresh import DeferredRefresh
from climbdesk.ui.settings import app_signals
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class SliceControl(QWidget):
    """A spin box for the height slice: columns taller than the level are faded and
    clicked through ("All": no slice)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.spin = QSpinBox()
        self.spin.setMinimum(0)
        self.retranslate()
        self.label.setBuddy(self.spin)
        row.addWidget(self.label)
        row.addWidget(self.spin)
        row.addStretch(1)
        self.spin.valueChanged.connect(scene.set_slice_level)

    def retranslate(self) -> None:
        """Set the texts in the current language (at start and on a language change)."""
        self.label.setText(self.tr("Show heights &up to ([ ]):"))
        self.spin.setSpecialValueText(self.tr("All"))
        # A spin box forgets its size hint for a new text but does not tell its layout:
        # the box kept the old language's width („Alle“ lost its A, すべて read べて).
        self.spin.updateGeometry()
        self.spin.setAccessibleName(self.tr("Height slice"))
        self.spin.setToolTip(self.tr("Fade every column taller than this, so squares behind "
                                     "them can be seen and clicked (keys [ and ])"))

    def sync(self) -> None:
        state = self.scene_.state
        top = max(state.board.heights) if state is not None else 0
        # Set only when changed: a spin box's new range asks the sidebar to lay itself
        # out again (about 1.5 ms of a turn of the view, issue 17), even when the same.
        self.spin.blockSignals(True)
        if self.spin.maximum() != max(0, top - 1):
            self.spin.setMaximum(max(0, top - 1))
        if self.spin.value() != self.scene_.slice_level:
            self.spin.setValue(self.scene_.slice_level)
        self.spin.blockSignals(False)
        self.setEnabled(not self.scene_.map_view and top > 1)


class PanelLater(DeferredRefresh):
    """The side panel following a new position once the board has painted it (issue 17,
    "Smooth"): on a lift the palette and the block's net appear, the sidebar lays itself
    out again and scrolls, some 15 ms of the lift's first frame, while what the player
    must see at once is on the board (the block gone up, its places).  As the page's
    panels after a move (:mod:`climbdesk.ui.deferred_refresh`); anything that syncs the
    panel itself before (a turn, a key) does so at once and ends the wait."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__(scene.sync_panel, scene)
        self.scene_ = scene
        self._watched: QWidget | None = None

    def request(self) -> None:
        """Sync the panel after the paint of the scene's shown view."""
        view = next((v for v in self.scene_.views() if v.isVisible()), None)
        viewport = view.viewport() if view is not None else None
        if viewport is not self._watched:
            self._watched = viewport
            self.watch(viewport)
        super().request()


class ClimbersPanel(QWidget):
    """Everything beside the Climbers board, top to bottom."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.view_buttons = ViewButtons(scene)
        # The view buttons by their old names (the panel used to be just these).
        self.left, self.right, self.map = (self.view_buttons.left, self.view_buttons.right,
                                           self.view_buttons.map)
        self.banner = ReactionBanner()  # while a seat reacts (see :mod:`.steps`)
        self.disk = DiskBox(scene)      # in the disk step
        self.slice = SliceControl(scene)
        self.palette_ = OrientationPalette(scene)
        self.examine_label = QLabel()
        self.examine_label.setWordWrap(True)
        self.faces = FaceNet(scene)
        for widget in (self.view_buttons, self.banner, self.disk, self.slice, self.palette_,
                       self.examine_label, self.faces):
            column.addWidget(widget)
        column.addStretch(1)
        self.examine_label.setTextFormat(Qt.TextFormat.PlainText)
        self._lifted = False  # whether the lifted block's palette was scrolled into sight
        self._watched: QScrollBar | None = None  # the sidebar's bar, followed (_uncut)
        self._tries = 0
        # Open panels follow a language change at once, like the rest of the window.
        app_signals().language_changed.connect(self.retranslate)
        self.sync()

    def retranslate(self) -> None:
        """Every text of the panel in the current language (the app's language signal)."""
        self.view_buttons.retranslate()
        self.slice.retranslate()
        self.palette_.retranslate()
        self.disk.retranslate()
        self.sync()

    def sync(self) -> None:
        """Follow the scene (called by the scene whenever something shown changed)."""
        scene = self.scene_
        self.view_buttons.sync()
        sync_step_widgets(scene, self.banner, self.disk)
        self.slice.sync()
        self.palette_.sync()
        block, orient = scene.examiner.examined_block()
        self.faces.setVisible(block >= 0)
        self.examine_label.setVisible(block >= 0)
        if block >= 0:
            text = self.tr("%1, laid open (I):")
            self.examine_label.setText(text.replace("%1", tr_game(block_name(block))))
            self.examine_label.setToolTip(self.tr(
                "All six faces: the top framed thick in the middle, the bottom at the right, "
                "the table's left, right, back and front around the top. Hover a block (Alt: "
                "at once) or press I on the cursor to examine it."))
            self.faces.show_block(block, orient)
        if self.palette_.block < 0:
            if self._lifted:  # the block is down: the seats come back into sight
                QTimer.singleShot(0, self, self._scroll_to_top)
            self._lifted = False
            self.faces.set_room(None)
        elif not self._lifted:  # once the layout has placed the palette
            self._tries = 5
            QTimer.singleShot(0, self, self._show_block_tools)

    def turned(self) -> None:
        """Follow a turn of the view: what the panel shows of it (the palette's pictures,
        the laid-open block's table edges) and nothing else, where :meth:`sync` set every
        part again and the sidebar laid itself out in the turn's frame (issue 17)."""
        if self.palette_.block >= 0 or self.scene_.phase() == "place":
            self.palette_.sync()
        if self.faces.isVisible():
            block, orient = self.scene_.examiner.examined_block()
            if block >= 0:
                self.faces.show_block(block, orient)

    def _scroll_area(self) -> QScrollArea | None:
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        return area

    def _scroll_to_top(self) -> None:
        area = self._scroll_area()
        if area is not None:
            area.verticalScrollBar().setValue(0)

    def _show_block_tools(self) -> None:
        """Scroll the sidebar (five seats may fill it) so the lifted block's palette and
        faces are in sight; the step and its button sit below the scrolled part."""
        area = self._scroll_area()
        content = area.widget() if area is not None else None
        if area is None or content is None or not self.palette_.isVisible():
            return
        bottom = self.palette_.mapTo(content, self.palette_.rect().bottomLeft()).y()
        bar = area.verticalScrollBar()
        if bottom > bar.maximum() + area.viewport().height() and self._tries > 0:
            self._tries -= 1  # the scroll area has not taken the new size yet
            QTimer.singleShot(0, self, self._show_block_tools)
            return
        if self.faces.isVisible():
            area.ensureWidgetVisible(self.faces, 0, 0)
        area.ensureWidgetVisible(self.palette_, 0, 0)
        self._lifted = True
        self._uncut()
        if self._watched is not bar:  # the sidebar settles over a few layout passes
            self._watched = bar
            bar.rangeChanged.connect(self._uncut)

    def _uncut(self) -> None:
        """While a block is lifted, keep the sidebar scrolled so no seat card is cut at
        the top and the block's net ends with the scrolled part (see :func:`fit_net`;
        else :func:`uncut`), also when its range changes after the scroll."""
        area = self._scroll_area()
        content = area.widget() if area is not None else None
        if area is None or content is None or not self._lifted \
                or not self.palette_.isVisible():
            return
        bar = area.verticalScrollBar()
        port = area.viewport().height()
        top = self.palette_.mapTo(content, self.palette_.rect().topLeft()).y()
        fit = None
        if self.faces.isVisible():
            net_top = self.faces.mapTo(content, self.faces.rect().topLeft()).y()
            if net_top + NET_HEIGHT > port:  # else nothing scrolls: the net as it is
                tops = [t for t, _b in _rows(content) if t <= top]
                fit = fit_net(tops, net_top, port, self.faces.keeps_size)
        self.faces.set_room(None if fit is None else fit[1])
        if fit is not None:
            # The net's new height makes the bar reach this far (next rangeChanged).
            bar.setValue(fit[0])
            return
        keep = (top, top + self.palette_.height())
        bar.setValue(uncut(content, bar.value(), keep, bar.maximum(), port))


def fit_net(tops: list[int], net_top: int, port: int,
            keeps_size: Callable[[int], bool]) -> tuple[int, int] | None:
    """Where to scroll a sidebar whose last part, the block's net, starts at ``net_top``,
    and how tall to make the net, so that the ``port`` shows from a row's top (one of
    ``tops``: no seat card cut) to the net's end: the first row whose height left for the
    net ``keeps_size``, else None.  Scrolling to a seat card's top cut the net's lowest
    face by up to a card's height (issue 17, five seats at 1280×800): the net gives up a
    little of its size, or takes the room of one more card scrolled away."""
    for value in sorted({0, *tops}):
        height = value + port - net_top
        if height > 0 and keeps_size(height):
            return value, height
    return None


def _rows(content: QWidget) -> list[tuple[int, int]]:
    """The top and bottom (in ``content``) of the rows of its column and of the columns
    one level inside it: the seat cards, the panel's parts."""
    out: list[tuple[int, int]] = []

    def walk(layout: QLayout | None, depth: int) -> None:
        if not isinstance(layout, QVBoxLayout):
            return
        # layout_parts, not itemAt: item wrappers outlive their items (crash15).
        for part in layout_parts(layout):
            if isinstance(part, QWidget):
                if part.isVisible():
                    y = part.mapTo(content, part.rect().topLeft()).y()
                    out.append((y, y + part.height()))
                    if depth < 2:
                        walk(part.layout(), depth + 1)
            else:
                walk(part, depth)

    walk(content.layout(), 1)
    return out


def uncut(content: QWidget, value: int, keep: tuple[int, int], most: int, port: int) -> int:
    """Where to scroll ``content`` instead of ``value`` so no seat card (no row) is cut at
    the top: past the cut row when the part ``keep`` (top, bottom: the palette) stays in
    sight and the scroll bar reaches that far (``most``), else back to the cut row's top
    when ``keep`` still fits the ``port``'s height below it, else ``value``.  A card cut
    across its name (the seat to move) read as a glitch (issue 17, climbers-ghost.png);
    the block's net below the palette may lose its last row instead where
    :func:`fit_net` finds no room for it."""
    rows = _rows(content)
    cut = [(top, bottom) for top, bottom in rows if top < value < bottom]
    if not cut:
        return value
    top, bottom = min(cut, key=lambda row: row[1] - row[0])  # the innermost: a card
    after = min((t for t, _b in rows if t >= bottom), default=bottom)
    if after <= min(most, keep[0]):
        return after
    if keep[1] <= top + port:
        return top
    return value
