"""The child process of the kill test: plays seeded games, autosaving after every turn.

Run as ``python -m tests.storage.kill_child HOME SEED``. It resumes the saved
game in HOME when there is one (as the menu's Continue does), else starts the
match of SEED, and plays on for ever: one completed turn, one save. The save's
layout records which seed and how many turns, so the test can replay it.
"""

from __future__ import annotations

import sys

from rummikub_desktop.app.paths import AppPaths
from rummikub_desktop.app.storage import LoadStatus, load_game, save_game
from rummikub_desktop.engine import Match, RuleSet

from .autoplayer import step

RULES = RuleSet(players=2, rounds=2)


def main(home: str, seed: int) -> int:
    paths = AppPaths.under(home)
    loaded = load_game(paths)
    if loaded.status is LoadStatus.SET_ASIDE:
        print(f"unreadable save: {loaded.message}", file=sys.stderr)
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


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
