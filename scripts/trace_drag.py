"""Which of the game's modules a dragged tile passes through, from the mouse-down on
the rack to the validated end of the turn.

    python scripts/trace_drag.py [--list]

A real game screen (dummy video driver, no files behind it) in a seeded position:
the person's rack holds red 10, 11, 12. The script drags the three tiles one by one
onto the empty table with real pygame events through the real loop, then presses
Enter (Done), and records every function of the package that runs while the
screen handles those events (``GameScene.handle_event``, through ``sys.setprofile``)
and, separately, while the frames after them update the screen (``update``). It
prints the number of the package's modules each passes through (``--list``: their
names too) and checks that the turn was played. Drawing is left out: a frame is
drawn whether or not a tile moves.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.scenes.game import GameScene, game_scene
from rummikub_desktop.session import PERSON, Phase, Seat, SeatKind, controller_at
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.interfaces import AppHooks

PACKAGE = "rummikub_desktop"


COMMANDS = {"move_tile_to_table", "move_tile_to_rack", "move_set", "end_turn"}
"""The controller's commands a dragged tile's way leads to (moved, then the turn ended)."""


def in_package(frame: Any) -> str | None:
    name = frame.f_globals.get("__name__", "")
    return name if name == PACKAGE or name.startswith(PACKAGE + ".") else None


class Tracer:
    """Collects the package's modules whose functions run inside the wrapped calls, and
    those on the tile's own way: every module on the call stack of a call made while a
    controller's command for the tile runs (from the event handler above it down to
    the rules below it), leaving out what looks at the event beside it (the overlays
    that pass it on, the buttons' menus)."""

    def __init__(self) -> None:
        self.modules: set[str] = set()
        self.way: set[str] = set()

    def _profile(self, frame: Any, event: str, arg: object) -> None:
        if event != "call":
            return
        name = in_package(frame)
        if name is None:
            return
        self.modules.add(name)
        stack = []
        walker = frame
        on_the_way = False
        while walker is not None:
            module = in_package(walker)
            if module is not None:
                stack.append(module)
                if walker.f_code.co_name in COMMANDS and module.endswith(".controller"):
                    on_the_way = True
            walker = walker.f_back
        if on_the_way:
            self.way.update(stack)

    def wrap(self, function: Callable[..., Any]) -> Callable[..., Any]:
        def traced(*args: Any, **kwargs: Any) -> Any:
            sys.setprofile(self._profile)
            try:
                return function(*args, **kwargs)
            finally:
                sys.setprofile(None)

        return traced


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the modules' names")
    args = parser.parse_args()

    app = App(size=(1280, 800), hooks=AppHooks(), fast=True)
    seats = (Seat("You", SeatKind.HUMAN), Seat("Computer", SeatKind.COMPUTER))
    controller = controller_at(seats, ["R10 R11 R12 K1 B5", "K2 K3 K4 O9 O9"], draws="B1 B2 B3 B4")
    scene: GameScene = game_scene(app, controller)
    app.reset_to(scene)
    app.step()
    assert scene.controller.phase is Phase.HUMAN_TURN and PERSON

    events, updates = Tracer(), Tracer()
    scene.handle_event = events.wrap(scene.handle_event)  # type: ignore[method-assign]
    scene.update = updates.wrap(scene.update)  # type: ignore[method-assign]

    def post(kind: int, **fields: object) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))
        app.step()

    rack = scene.controller.rack
    assert rack is not None
    ids = [tile_id for tile_id in rack if scene.controller.face(tile_id).number in (10, 11, 12)]
    for column, tile_id in enumerate(sorted(ids, key=lambda i: scene.controller.face(i).number)):
        start = scene.room.rack_geometry().slot_rect(rack.slot_of(tile_id)).center
        end = scene.room.table_geometry().cell_rect(Cell(1 + column, 1)).center
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        post(pygame.MOUSEMOTION, pos=middle, rel=(1, 1), buttons=(1, 0, 0))
        post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        rack = scene.controller.rack
        assert rack is not None
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    app.step()
    played = scene.controller.players[0].has_melded
    app.close()
    if not played:
        print("the turn was not played: the measurement is void", file=sys.stderr)
        return 1
    both = events.modules | updates.modules
    print(f"the tile's way (mouse-down to the validated end of turn): {len(events.way)} modules")
    print(
        f"everything the events touch: {len(events.modules)} modules; "
        f"their updates: {len(updates.modules)}; together: {len(both)}"
    )
    if args.list:
        print("W: on the tile's way; E: touched by the events; U: by their updates")
        for name in sorted(both):
            where = "W" if name in events.way else " "
            where += ("E" if name in events.modules else " ") + (
                "U" if name in updates.modules else " "
            )
            print(f"  {where} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
