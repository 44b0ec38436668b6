"""Measure the screens: frame time with all 106 tiles on screen, idle CPU per screen,
and launch-to-menu time.

    nice python scripts/bench_ui.py                  # everything
    nice python scripts/bench_ui.py --skip-launch --idle-seconds 10 --screens menu,game

Frame time runs in this process with the dummy video driver (no window): a tile is
dragged over the full table, so every frame is drawn. Target (issue 4): median
frame <= 4 ms at 1280x800.

Idle CPU needs a real window: each screen runs in a child process with the real
main loop (``App.run``) on the display in ``$DISPLAY`` (under Xvfb:
``Xvfb :99 -screen 0 1280x1024x24 &`` and ``DISPLAY=:99``), and the child's CPU
time is sampled over ``--idle-seconds`` while nothing is touched. The dummy
driver hides the cost of showing a frame, so without a display this part is
skipped. Target (issue 14): at most 2% of one core on every screen.

Launch to menu: target <= 1.5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FRAMES = 400
LAUNCHES = 5
SETTLE_SECONDS = 2.0
"""Time a screen is given to come up and settle before its CPU time is sampled."""
IDLE_TARGET = 2.0
SCREENS = ("menu", "game", "how_to_play", "settings", "statistics")

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


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def person_first_controller(levels: tuple[str, ...] = ("human", "medium")):
    """A new game (no turn timer) in which the person plays first."""
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.session import Phase, new_controller

    for seed in range(1, 500):
        controller = new_controller(
            ["You", "Computer"], list(levels), RuleSet(players=len(levels)), seed=seed
        )
        if controller.phase is Phase.HUMAN_TURN:
            return controller
    raise RuntimeError("no deal found where the person starts")


def full_table_scene():
    """A game scene whose table and rack hold all 106 tiles between them."""
    from rummikub_desktop.app.window import App
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.table import TableLayout
    from rummikub_desktop.ui.interfaces import AppHooks

    app = App(hooks=AppHooks(), fast=True)
    controller = person_first_controller(("human", "easy"))
    rack = set(controller.rack_of(0).ids)
    others = sorted(set(range(len(controller.faces))) - rack)
    sets = [others[i : i + 4] for i in range(0, len(others), 4)]
    # Bench only: lay every other tile straight onto the table layout.
    controller._ledger.table = TableLayout.from_sets(controller.faces, sets)
    scene = GameScene(app, controller)
    app.push(scene)
    return app, scene


def bench_frames() -> tuple[list[float], int, int]:
    """Milliseconds per frame (events, update, draw, flip) while a rack tile is
    dragged over the full table (every frame drawn); the frames drawn and the steps."""
    import pygame

    app, scene = full_table_scene()
    for _ in range(20):
        app.step()
    rack = scene.controller.rack
    assert rack is not None
    start = scene.rack_geometry().slot_rect(0).center
    area = scene.layout.table
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    times = []
    drawn_before = app.drawn_frames
    for frame in range(FRAMES):
        x = area.left + 20 + (frame * 7) % (area.width - 40)
        y = area.top + 20 + (frame * 3) % (area.height - 40)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 3), buttons=(1, 0, 0))
        )
        started = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - started) * 1000)
    drawn = app.drawn_frames - drawn_before
    shown = len(scene.controller.table) + len(rack)
    app.close()
    print(f"tiles on screen: {shown}")
    return times, drawn, FRAMES


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


# -- idle CPU, one screen per child process ------------------------------------


def open_screen(app, screen: str) -> None:
    """Show ``screen`` over the menu, as a player reaches it."""
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.ui.interfaces import SceneName

    app.reset_to(SceneName.MENU)
    if screen == "game":
        app.push(GameScene(app, person_first_controller()))
    elif screen != "menu":
        app.push(SceneName(screen))


def idle_child(screen: str, seconds: float) -> int:
    """In the child: run the real loop on ``screen``; print its CPU use as JSON."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from rummikub_desktop.app.window import App
    from rummikub_desktop.ui.interfaces import AppHooks

    app = App(hooks=AppHooks())
    open_screen(app, screen)
    result: dict[str, object] = {"screen": screen, "driver": pygame.display.get_driver()}

    def measure() -> None:
        time.sleep(SETTLE_SECONDS)
        frames, cpu, wall = app.drawn_frames, time.process_time(), time.monotonic()
        time.sleep(seconds)
        cpu_used = time.process_time() - cpu
        wall_used = time.monotonic() - wall
        result["cpu_percent"] = 100.0 * cpu_used / wall_used
        result["frames_drawn"] = app.drawn_frames - frames
        result["seconds"] = wall_used
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=measure, daemon=True).start()
    app.run()
    app.close()
    print(json.dumps(result))
    return 0


def bench_idle(screens: list[str], seconds: float) -> list[dict[str, object]] | None:
    """Each screen's idle CPU in a real window (None without a display)."""
    display = os.environ.get("DISPLAY")
    if not display:
        return None
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    home = Path(os.environ.get("TMPDIR", "/tmp")) / "rummikub-bench-home"
    env["RUMMIKUB_DESKTOP_HOME"] = str(home)
    results = []
    for screen in screens:
        out = subprocess.run(
            [sys.executable, __file__, "--idle-child", screen, "--idle-seconds", str(seconds)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=seconds + 60,
        )
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return results


def main(argv: list[str] | None = None) -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--skip-frames", action="store_true")
    parser.add_argument("--skip-idle", action="store_true")
    parser.add_argument("--skip-launch", action="store_true")
    parser.add_argument("--idle-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.idle_child:
        return idle_child(args.idle_child, args.idle_seconds)

    if not args.skip_idle:
        results = bench_idle(args.screens.split(","), args.idle_seconds)
        if results is None:
            print("idle CPU: skipped, no display (start Xvfb :99 and set DISPLAY=:99)")
        for result in results or ():
            print(
                f"idle CPU, {result['screen']:<11} ({result['driver']}, "
                f"{result['seconds']:.1f} s): {result['cpu_percent']:.2f}% of a core, "
                f"{result['frames_drawn']} frames drawn (target <= {IDLE_TARGET:g}%)"
            )
    _headless()
    if not args.skip_frames:
        frames, drawn, steps = bench_frames()
        frames.sort()
        print(
            f"frame time, 106 tiles, 1280x800, a tile dragged, dummy driver "
            f"({steps} frames, {drawn} drawn): "
            f"median {statistics.median(frames):.2f} ms, "
            f"90th percentile {frames[int(len(frames) * 0.9)]:.2f} ms, max {frames[-1]:.2f} ms "
            f"(target: median <= 4 ms)"
        )
    if not args.skip_launch:
        launches = bench_launch()
        print(
            f"launch to menu ({LAUNCHES} starts): median {statistics.median(launches):.2f} s, "
            f"best {min(launches):.2f} s, worst {max(launches):.2f} s (target <= 1.5 s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
