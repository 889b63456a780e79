"""Issue 17 ("Smooth"): a move into the block step makes the block frames' pictures of a
side seen the first time; a frame whose top lands a whole pixel further on the half-pixel
grid is the same picture one pixel along, so it makes no picture of its own."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .climbers_helpers import block_step_board, shown_and_fresh


def test_frames_a_whole_pixel_apart_share_one_picture(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """On every side of a block step, light and dark, the kept frame pictures sit at
    grid offsets 0 and ½ only (an offset of 1 is the 0 picture a pixel along), at most
    four per look and edges framed, and the view shows what a paint with nothing kept
    shows."""
    for dark in (False, True):
        scene, view, _state = block_step_board(qtbot, dark, 1280, 800)
        shown, fresh = shown_and_fresh(view, scene, monkeypatch)
        composites = scene.artist.layer.composites
        for _side in range(4):
            image = shown()
            frames = list(composites._frames)
            assert len(frames) > 4
            # key: (view, hovered, step, edges on screen, qx, qy, width, height)
            offsets = {(k[4], k[5]) for k in frames}
            assert offsets <= {(0.0, 0.0), (0.0, 0.5), (0.5, 0.0), (0.5, 0.5)}, offsets
            looks = {(k[0], k[1], k[2], k[3], k[6], k[7]) for k in frames}
            assert composites.framed <= 4 * len(looks)
            assert fresh() == image
            scene.turn(1)
            QApplication.processEvents()
        view.close()
