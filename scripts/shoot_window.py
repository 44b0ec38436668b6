"""Screenshots of the game in a real window, as a player sees it, with real mouse drags.

    xvfb-run -s "-screen 0 1366x808x24" python scripts/shoot_window.py OUT --size 1366x728
    python scripts/shoot_window.py OUT --size 800x600 --languages zh-Hant,zh-Hans

Needs an X display (``$DISPLAY``; under Xvfb, a screen 80 px taller than the
window, which the game leaves for a task bar) and ``xdotool`` and ImageMagick's ``import``. For each
language it opens the game's window with the Largest text and tiles (``--normal``:
the usual sizes) and takes, with ``import -window root``:

- ``crowded``: the late round of ``bench_table_sizes.py`` (73 tiles in 19 sets,
  four players, the person to play);
- ``refused``: the same table after two of the person's tiles were dragged with
  the mouse (``xdotool``) to two empty places and Done was clicked: two refused
  sets, each with its reason;
- ``round-end``: the round end with six players, five racks full.

Each picture is taken once the window has drawn no frame for a while (the screen is
still). The file names say the language, window and sizes (and ``read-aloud``
with ``--read-aloud``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SETTLE = 1.5
"""Seconds the window is left to come up and settle before anything is done."""
STILL = 0.8
"""Seconds with no frame drawn that count as a still screen."""
WAIT_LIMIT = 20.0
"""The longest a picture waits for a still screen."""


def _xdotool(*args: object) -> None:
    subprocess.run(["xdotool", *map(str, args)], check=True)


WINDOW: list[str] = []
"""The game window's X id (found by its class name once it is open)."""


def _move(point: tuple[int, int]) -> None:
    """The pointer to ``point`` in the window's own pixels (the window does not open
    at the screen's top left: the game leaves room for a task bar)."""
    if not WINDOW:
        found = subprocess.run(
            ["xdotool", "search", "--classname", "rummikub-desktop"],
            check=True,
            capture_output=True,
            text=True,
        )
        WINDOW.append(found.stdout.split()[0])
    _xdotool("mousemove", "--window", WINDOW[0], *point)


def _run(app, seconds: float) -> None:  # type: ignore[no-untyped-def]
    """Run the window's loop for ``seconds`` (it sees the X server's events)."""
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        app.step()
        time.sleep(0.005)


def _drag(app, start: tuple[int, int], end: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """A real mouse drag, in steps, as a hand makes it."""
    _move(start)
    _run(app, 0.15)
    _xdotool("mousedown", 1)
    _run(app, 0.1)
    for step in range(1, 9):
        x = start[0] + (end[0] - start[0]) * step // 8
        y = start[1] + (end[1] - start[1]) * step // 8
        _move((x, y))
        _run(app, 0.04)
    _run(app, 0.15)
    _xdotool("mouseup", 1)
    _run(app, 0.4)


def _click(app, point: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    _move(point)
    _run(app, 0.15)
    _xdotool("click", 1)
    _run(app, 0.4)


def _shoot(app, path: Path) -> None:  # type: ignore[no-untyped-def]
    """Once the window has drawn no frame for :data:`STILL` seconds (at most
    :data:`WAIT_LIMIT`), the X server's picture of it."""
    started = time.monotonic()
    frames, since = app.drawn_frames, time.monotonic()
    while time.monotonic() - started < WAIT_LIMIT:
        _run(app, 0.1)
        if app.drawn_frames != frames:
            frames, since = app.drawn_frames, time.monotonic()
        elif time.monotonic() - since >= STILL:
            break
    subprocess.run(["import", "-window", "root", str(path)], check=True)
    print(path, flush=True)


def _lonely_cells(scene, count: int) -> list:  # type: ignore[no-untyped-def]
    """``count`` empty cells of the shown table, each with empty cells beside it
    (a tile dropped there is a set of its own)."""
    from rummikub_desktop.table import Cell

    table = scene.controller.table
    geometry = scene.room.table_geometry()
    found: list = []
    for row in range(geometry.rows - 1, -1, -1):
        for col in range(geometry.columns - 2, 0, -1):
            near = [Cell(col + dc, row) for dc in (-1, 0, 1)]
            empty = all(not table.in_bounds(c) or table.tile_at(c) is None for c in near)
            if empty and all(abs(col - c.col) > 2 or row != c.row for c in found):
                found.append(Cell(col, row))
            if len(found) == count:
                return found
    return found


def shoot_language(
    language: str, size: tuple[int, int], folder: Path, largest: bool, read_aloud: bool = False
) -> None:
    """The three pictures in one language (one window: the script's own process)."""
    from rummikub_desktop import i18n
    from rummikub_desktop.app.window import App
    from rummikub_desktop.persistence.settings import Settings, TextSize, TileSize
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.scenes.round_end import RoundEndScene
    from rummikub_desktop.ui.interfaces import AppHooks, FinishedRound

    text = TextSize.LARGEST if largest else TextSize.NORMAL
    tiles = TileSize.LARGEST if largest else TileSize.NORMAL
    settings = Settings(language=language, text_size=text, tile_size=tiles, read_aloud=read_aloud)
    app = App(size=size, hooks=AppHooks(settings=settings))
    # After the window opened: the benchmark's module asks for the dummy driver.
    from scripts import bench_table_sizes as bench

    shown = app.screen.get_size()
    if shown != size:
        print(f"  the window is {shown[0]}x{shown[1]} (the screen is too small)", flush=True)
    app.settings = settings
    app.change_language(language)
    app.apply_appearance()
    tag = f"{language}-{size[0]}x{size[1]}-{'largest' if largest else 'normal'}"
    tag += "-read-aloud" if read_aloud else ""
    try:
        scene = GameScene(app, bench.crowded_controller())
        app.reset_to(scene)
        _run(app, SETTLE)
        _shoot(app, folder / f"crowded-{tag}.png")
        rack = scene.controller.rack
        assert rack is not None
        for tile_id in list(rack.ids[:2]):
            # Where things are now: the table may have made room after the last drop.
            cell = _lonely_cells(scene, 1)[0]
            rack = scene.controller.rack
            assert rack is not None
            start = scene.room.rack_geometry().slot_rect(rack.slot_of(tile_id)).center
            _drag(app, start, scene.room.table_geometry().cell_rect(cell).center)
        _click(app, scene.widgets.buttons["done"].rect.center)
        _shoot(app, folder / f"refused-{tag}.png")
        print(f"  {len(scene.controller.turn_view.refused_problems)} refused sets", flush=True)
        app.reset_to(RoundEndScene(app, FinishedRound(bench.six_players_one_out())))
        _shoot(app, folder / f"round-end-6-{tag}.png")
    finally:
        WINDOW.clear()
        app.close()
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def shoot_in_languages(
    argv: list[str] | None, shoot: Callable[..., None], script: str, description: str
) -> int:
    """The command line of a shooting script (this one, ``shoot_helper.py``): each
    language's screens by ``shoot`` (language, size, folder, largest, read aloud), one
    window per process."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--size", default="1366x728", help="the window, WIDTHxHEIGHT")
    parser.add_argument("--languages", default="zh-Hant,zh-Hans")
    parser.add_argument("--normal", action="store_true", help="the usual text and tile sizes")
    parser.add_argument(
        "--read-aloud",
        action="store_true",
        help="Read aloud on (Say again in the top bar; the voice goes to the sound device)",
    )
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        print(f"{Path(script).name} needs a display: run it under xvfb-run", file=sys.stderr)
        return 2
    width, height = (int(part) for part in args.size.lower().split("x"))
    args.folder.mkdir(parents=True, exist_ok=True)
    languages = args.languages.split(",")
    if len(languages) == 1:
        shoot(languages[0], (width, height), args.folder, not args.normal, args.read_aloud)
        return 0
    # One window per process: a window opened again in the same process is not
    # found by its class name.
    for language in languages:
        command = [sys.executable, script, str(args.folder), "--size", args.size]
        command += ["--languages", language] + (["--normal"] if args.normal else [])
        command += ["--read-aloud"] if args.read_aloud else []
        if subprocess.run(command, check=False).returncode:
            return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    return shoot_in_languages(argv, shoot_language, __file__, __doc__.splitlines()[0])


if __name__ == "__main__":
    sys.exit(main())
