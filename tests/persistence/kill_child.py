"""The child process of the kill test: plays seeded games, autosaving after every turn.

Run as ``python -m tests.persistence.kill_child HOME SEED MODE``. It resumes the
saved game in HOME when there is one (as the menu's Continue does), else starts
the match of SEED, and plays on for ever: one completed turn, one save.

- ``engine``: the engine's Match with the small test player, saved with
  :func:`save_game`; the layout records the seed and the number of turns.
- ``controller``: the real :class:`GameController` with computer players of the
  AI, saved with :func:`save_controller` exactly as the game autosaves.
"""

from __future__ import annotations

import sys

from rummikub_desktop.engine import Match
from rummikub_desktop.persistence import (
    LoadStatus,
    load_controller,
    load_game,
    save_controller,
    save_game,
)
from rummikub_desktop.persistence.paths import AppPaths
from tests.support.autoplayer import RULES, controller_step, new_controller, step


def play_engine(paths: AppPaths, seed: int) -> int:
    loaded = load_game(paths)
    if loaded.status is LoadStatus.SET_ASIDE:
        print(f"unreadable save: {loaded.problem}", file=sys.stderr)
        return 3
    if loaded.value is not None:
        match = loaded.value.match
        seed, steps = loaded.value.layout["seed"], loaded.value.layout["steps"]
    else:
        match, steps = Match(RULES, seed=seed), 0
    print("playing", flush=True)
    while True:
        if step(match):
            steps += 1
        else:
            seed, steps = seed + 1, 0
            match = Match(RULES, seed=seed)
        problem = save_game(match, {"seed": seed, "steps": steps}, paths=paths)
        if problem:
            print(problem, file=sys.stderr)
            return 4
        print("saved", flush=True)


def play_controller(paths: AppPaths, seed: int) -> int:
    loaded = load_controller(paths)
    if loaded.status is LoadStatus.SET_ASIDE:
        print(f"unreadable save: {loaded.problem}", file=sys.stderr)
        return 3
    controller = loaded.value if loaded.value is not None else new_controller(seed)
    print("playing", flush=True)
    while True:
        if not controller_step(controller):
            controller = new_controller(controller.to_dict()["seed"] + 1)
        problem = save_controller(controller, paths=paths)
        if problem:
            print(problem, file=sys.stderr)
            return 4
        print("saved", flush=True)


def main(home: str, seed: int, mode: str) -> int:
    paths = AppPaths.under(home)
    if mode == "controller":
        return play_controller(paths, seed)
    return play_engine(paths, seed)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else "engine"))
