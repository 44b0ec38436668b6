"""Measure the screens: frame time with all 106 tiles on screen, and launch-to-menu time.

Run headless: ``nice python scripts/bench_ui.py`` (uses the dummy video driver).
Targets (issue 4): median frame <= 4 ms at 1280x800; launch to menu <= 1.5 s.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FRAMES = 400
LAUNCHES = 5

_CHILD = """
import os, sys, time
started = float(sys.argv[1])
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from rummikub_desktop.ui.interfaces import AppHooks
from rummikub_desktop.app.window import App
from rummikub_desktop.scenes.menu import MenuScene
app = App(hooks=AppHooks(), fast=True)
app.push(MenuScene(app))
app.step()
print(time.time() - started)
app.close()
"""


def full_table_scene():
    """A game scene whose table and rack hold all 106 tiles between them."""
    from rummikub_desktop.app.window import App
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.scenes.game import GameScene, new_controller
    from rummikub_desktop.table import TableLayout
    from rummikub_desktop.ui.interfaces import AppHooks

    app = App(hooks=AppHooks(), fast=True)
    controller = new_controller(["You", "Computer"], ["human", "easy"], RuleSet(), seed=7)
    rack = set(controller.rack_of(0).ids)
    others = sorted(set(range(len(controller.faces))) - rack)
    sets = [others[i : i + 4] for i in range(0, len(others), 4)]
    # Bench only: lay every other tile straight onto the table layout.
    controller._ledger.table = TableLayout.from_sets(controller.faces, sets)
    scene = GameScene(app, controller)
    app.push(scene)
    return app, scene


def bench_frames() -> list[float]:
    """Milliseconds per frame (events, update, draw, flip) with 106 tiles shown."""
    app, scene = full_table_scene()
    for _ in range(20):
        app.step()
    times = []
    for _ in range(FRAMES):
        started = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - started) * 1000)
    shown = len(scene.controller.table) + len(scene.controller.rack or ())
    app.close()
    print(f"tiles on screen: {shown}")
    return times


def bench_launch() -> list[float]:
    """Seconds from starting Python to the first menu frame."""
    results = []
    for _ in range(LAUNCHES):
        started = time.time()
        out = subprocess.run(
            [sys.executable, "-c", _CHILD, str(started)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        results.append(float(out.stdout.strip().splitlines()[-1]))
    return results


def main() -> int:
    """Print the figures."""
    frames = bench_frames()
    frames.sort()
    print(
        f"frame time, 106 tiles, 1280x800, dummy driver ({FRAMES} frames): "
        f"median {statistics.median(frames):.2f} ms, "
        f"90th percentile {frames[int(len(frames) * 0.9)]:.2f} ms, max {frames[-1]:.2f} ms "
        f"(target: median <= 4 ms)"
    )
    launches = bench_launch()
    print(
        f"launch to menu ({LAUNCHES} starts): median {statistics.median(launches):.2f} s, "
        f"best {min(launches):.2f} s, worst {max(launches):.2f} s (target <= 1.5 s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
