"""Measure the tiles a player reads: the table's and the rack's in a crowded late
round, and the tiles left on the round-end sheet with six players (issue 21).

    python scripts/bench_table_sizes.py            # the table, as Markdown
    python scripts/bench_table_sizes.py --json     # the same figures as JSON

The position is built with :func:`rummikub_desktop.session.position.controller_at`:
four players, 73 tiles in 19 sets on the table (12 runs and 7 groups), the
person's turn with 8 tiles on the rack. Each window size runs the real game
screen (dummy video driver, no files behind it) at the Tile size setting, and
the sizes are read through the screen's own geometry (``scene.room.table_geometry()``
and ``scene.room.rack_geometry()``), so the figures are what the screen draws.

The round end is six players, the person just gone out and five computers
holding 10 to 16 tiles, shown at 800x600 with Normal and Largest text; its tile
size is the size the screen asked the tile painter for while drawing (the
smallest, when rows differ).

The issue's targets are printed under the table (``--check`` exits 1 when one
is missed), so that the lead can run this on the final main.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import GameController, Seat, Speed
from rummikub_desktop.session.position import controller_at
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.interfaces import AppHooks, FinishedRound

SIZES = ((1366, 728), (1280, 680), (1280, 800), (800, 600))
"""The game's inside on the computers players have (TOOLCHAIN.md): a 1366x768
laptop less its task bar, 1280x720 of room (1920x1080 at 150 %), 1280x800, 800x600."""
TILES = (TileSize.NORMAL, TileSize.LARGEST)
ROUND_END_SIZE = (800, 600)
FRAMES = 3
"""Frames run before measuring, so that the screen has settled."""

RUNS = [f"{colour}{low}-{high}" for colour in "RBKO" for low, high in ((1, 4), (5, 8), (9, 13))]
"""Twelve runs: every colour's 1 to 13 once, in sets of 4, 4 and 5 (52 tiles)."""
GROUPS = ["R1 B1 K1", "R2 B2 O2", "R3 K3 O3", "B4 K4 O4", "R5 B5 K5", "R6 B6 O6", "R7 K7 O7"]
"""Seven groups of three from the second copies (21 tiles)."""
RACKS = ["R8 R9 B10 K11 O12 O13 J R10", "B8 B9 K12 O8 O9", "K8 K9 R11 R12 B11", "B12 K10 O10"]
"""The person's rack and the computers' (tiles from what is left of the box)."""


def _run_text(run: str) -> str:
    colour, span = run[0], run[1:]
    low, high = (int(part) for part in span.split("-"))
    return " ".join(f"{colour}{number}" for number in range(low, high + 1))


def crowded_table() -> list[str]:
    """The 19 sets in notation, runs first (the order they were laid in)."""
    return [_run_text(run) for run in RUNS] + GROUPS


def crowded_controller() -> GameController:
    """The late round: 73 tiles in 19 sets, four players, the person to play."""
    seats = [Seat.person("Grandma")] + [Seat.computer(f"Computer {n}", "medium") for n in (1, 2, 3)]
    table = crowded_table()
    controller = controller_at(seats, RACKS, table, current=0)
    on_table = len(controller.table)
    sets = len(controller.table.sets())
    if (on_table, sets) != (73, 19):
        raise RuntimeError(f"the position has {on_table} tiles in {sets} sets, not 73 in 19")
    return controller


OUT_RACKS = [
    "R1 R2 R3",
    "B1 B2 B3 B4 K5 K6 K7 O8 O9 O10 R11 R12 B13 J",
    "K1 K2 O3 O4 R5 R6 B7 B8 K9 K10 O11 O12",
    "O1 O2 R3 R4 B5 B6 K7 K8 O9 J",
    "R7 R8 R9 B9 B10 B11 K11 K12 K13 O13 O5 O6 O7 R13 B12 K3",
    "B3 K4 O5 R6 B7 K8 O9 R10 B11 K12 O13 R2 J",
]
"""Six racks for a round the person ends by going out with R1 R2 R3: the others
hold 14, 12, 10, 16 and 13 tiles (the XP box: three copies of each tile)."""
OUT_TABLE = ["K1 K2 K3", "O10 O11 O12"]


def six_players_one_out() -> GameController:
    """Six players; the person has just gone out, the five computers' racks are full."""
    seats = [Seat.person("Grandma")] + [
        Seat.computer(f"Computer {n}", "medium") for n in range(1, 6)
    ]
    controller = controller_at(seats, OUT_RACKS, OUT_TABLE, rules=RuleSet().with_players(6))
    rack = controller.rack
    assert rack is not None
    row = max(cell.row for _, cell in controller.table) + 2
    for col, tile_id in enumerate(list(rack.ids)):
        outcome = controller.move_tile_to_table(tile_id, Cell(col, row))
        if not outcome.ok:
            raise RuntimeError(f"the person's tile was refused: {outcome}")
    outcome = controller.end_turn()
    if controller.round_result is None:
        raise RuntimeError(f"the person did not go out: {outcome}")
    return controller


@contextmanager
def _app(size: tuple[int, int], **settings: object) -> Iterator[App]:
    app = App(size=size, hooks=AppHooks(), fast=True)
    pygame.event.clear()
    try:
        app.change_settings(animation_speed=Speed.INSTANT, **settings)
        app.apply_appearance()
        yield app
    finally:
        app.close()


def game_sizes(size: tuple[int, int], tiles: TileSize) -> dict[str, tuple[int, int]]:
    """The table's and the rack's tile size (width, height) on the game screen."""
    with _app(size, tile_size=tiles) as app:
        scene = GameScene(app, crowded_controller())
        app.reset_to(scene)
        for _ in range(FRAMES):
            app.step()
        return {
            "table": tuple(scene.room.table_geometry().tile_size),
            "rack": tuple(scene.room.rack_geometry().tile_size),
        }


def round_end_size(text: TextSize, size: tuple[int, int] = ROUND_END_SIZE) -> tuple[int, int]:
    """The smallest tile the round-end screen draws for the five racks left
    ((0, 0) when it draws none)."""
    with _app(size, text_size=text) as app:
        asked: list[tuple[int, int]] = []
        face = app.tile_art.face

        def spy(tile, tile_size):  # type: ignore[no-untyped-def]
            asked.append(tuple(tile_size))
            return face(tile, tile_size)

        app.tile_art.face = spy  # type: ignore[method-assign]
        app.reset_to(RoundEndScene(app, FinishedRound(six_players_one_out())))
        for _ in range(FRAMES):
            app.step()
        asked.clear()
        app.scene.draw(app.screen)
        # No tile drawn at all (only "16 tiles" in words): 0 x 0.
        return min(asked, key=lambda wh: wh[1], default=(0, 0))


def measure() -> dict[str, object]:
    """Every figure: ``game[WxH][tiles] = {"table": (w, h), "rack": (w, h)}``."""
    game: dict[str, dict[str, dict[str, tuple[int, int]]]] = {}
    for width, height in SIZES:
        game[f"{width}x{height}"] = {
            tiles.value: game_sizes((width, height), tiles) for tiles in TILES
        }
    left = {text.value: round_end_size(text) for text in (TextSize.NORMAL, TextSize.LARGEST)}
    return {"game": game, "round_end_6_players_800x600": left}


def misses(figures: dict[str, object]) -> list[str]:
    """The issue's targets that these figures miss (an empty list: all reached)."""
    found = []
    game = figures["game"]
    assert isinstance(game, dict)
    for size, by_tiles in game.items():
        normal = by_tiles["normal"]["table"][1]
        largest = by_tiles["largest"]["table"][1]
        if size in ("1366x728", "1280x680"):
            if normal < 56:
                found.append(f"{size}: Normal tiles' table {normal} px tall, target >= 56")
            if largest < 64:
                found.append(f"{size}: Largest tiles' table {largest} px tall, target >= 64")
        if size == "800x600":
            for name, height in (("Normal", normal), ("Largest", largest)):
                if height < 40:
                    found.append(f"{size}: {name} tiles' table {height} px tall, target >= 40")
        if largest < normal:
            found.append(f"{size}: Largest tiles' table ({largest}) smaller than Normal ({normal})")
    left = figures["round_end_6_players_800x600"]
    assert isinstance(left, dict)
    for text, size in left.items():
        if size[1] < 44:
            found.append(
                f"round end, 6 players, 800x600, {text} text: tiles left {size[1]} px tall,"
                " target >= 44"
            )
    return found


def markdown(figures: dict[str, object]) -> str:
    """The issue's table, filled in."""
    lines = [
        "| window (the game's inside) | Normal tiles: table / rack | Largest tiles: table / rack |",
        "|---|---|---|",
    ]
    game = figures["game"]
    assert isinstance(game, dict)

    def wh(size: tuple[int, int]) -> str:
        return f"{size[0]}x{size[1]}"

    for size, by_tiles in game.items():
        cells = [
            f"{wh(by_tiles[t.value]['table'])} / {wh(by_tiles[t.value]['rack'])}" for t in TILES
        ]
        lines.append(f"| {size} | {cells[0]} | {cells[1]} |")
    left = figures["round_end_6_players_800x600"]
    assert isinstance(left, dict)
    lines.append("")
    lines.append(
        "Round end, 6 players, 800x600: tiles left "
        + ", ".join(f"{wh(size)} at {text} text" for text, size in left.items())
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)
    figures = measure()
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(markdown(figures))
    missed = misses(figures)
    print()
    for line in missed:
        print(f"missed: {line}")
    print(f"{len(missed)} of the issue's targets missed" if missed else "every target reached")
    return 1 if (args.check and missed) else 0


if __name__ == "__main__":
    sys.exit(main())
