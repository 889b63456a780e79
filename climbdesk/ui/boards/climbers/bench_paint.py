"""CPU time of the Climbers board's paints: ``python climbdesk/ui/boards/climbers/bench_paint.py``.

Why CPU time: the shared 2-core machine often runs at a load average of 8-15, and
wall-clock figures of the window (``climbdesk bench --per-move``) then swing by
2-3x between runs; the CPU time of the GUI thread itself moves far less, so before
and after pairs of this script tell a board's own cost apart.  Run by path with
``PYTHONPATH=<checkout>`` to time another checkout (e.g. the commit before a change,
unpacked with ``git archive``) with this same script.

Three figures, each median and p90 over the positions of random 3-player games
(seeds 3 and 4, both players' steps, every other position taking input):

``position``
    ``set_position`` plus a whole repaint (``QGraphicsScene.render``);
``turn``
    a quarter turn of the view plus a whole repaint;
``turn back``
    then the quarter turn back to the side just seen, plus a whole repaint;
``bot step``
    a position that takes no input (a bot's step) shown in an offscreen
    ``BoardView`` 900x700, until its paint is done: what the view repaints
    (the whole board, or only the area that changed).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time

if __name__ == "__main__":  # run by path: keep this folder (keys.py, paths.py…) off sys.path
    _here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _here]


def _figures(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"median_ms": round(1000 * statistics.median(ordered), 2),
            "p90_ms": round(1000 * ordered[int(0.9 * (len(ordered) - 1))], 2),
            "count": len(ordered)}


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from climbdesk.games.climbers import GAME
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.boards.view import BoardView
    from climbdesk.ui.theme import BoardTheme

    def render(scene: ClimbersBoardScene) -> None:
        rect = scene.sceneRect()
        image = QImage(int(rect.width()), int(rect.height()),
                       QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), rect)
        painter.end()

    theme = BoardTheme.make(False, False).with_pieces(GAME.info.colours)
    positions: list[float] = []
    turns: list[float] = []
    backs: list[float] = []
    steps: list[float] = []
    for seed in (3, 4):
        scene = ClimbersBoardScene()
        scene.set_theme(theme)
        scene.set_animation_speed(0.0)
        watched = ClimbersBoardScene()  # the bot steps, in a view
        watched.set_theme(theme)
        watched.set_animation_speed(0.0)
        view = BoardView(watched)
        view.resize(900, 700)
        rng = random.Random(seed)
        state = GAME.new_initial_state(3, {"mountain": seed})
        scene.set_position(state, interactive=True)
        watched.set_position(state, interactive=False)
        view.show()
        app.processEvents()
        render(scene)
        for i in range(40):
            if state.is_terminal():
                break
            state = state.child(rng.choice(state.legal_actions()))
            t = time.process_time()
            scene.set_position(state, interactive=i % 2 == 0)
            render(scene)
            positions.append(time.process_time() - t)
            t = time.process_time()
            scene.turn(1)
            render(scene)
            turns.append(time.process_time() - t)
            t = time.process_time()
            scene.turn(-1)  # and back to the side just seen (kept pictures: a copy)
            render(scene)
            backs.append(time.process_time() - t)
            scene.turn(1)
            render(scene)
            t = time.process_time()
            watched.set_position(state, interactive=False)
            app.processEvents()
            steps.append(time.process_time() - t)
        view.close()
    print(json.dumps({"position": _figures(positions), "turn": _figures(turns),
                      "turn back": _figures(backs), "bot step": _figures(steps)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
