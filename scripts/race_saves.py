"""Two copies of the game on one data folder: one saving in a loop, one starting up in a loop.

Issue 20's case 2: loading removed every temporary file it found, including the
one the other copy was writing at that moment, so that copy's save failed
("not saved"). Run ``python scripts/race_saves.py --seconds 20``: it starts two
real processes on a fresh folder (a *saver* that autosaves a real game and the
settings as fast as it can, and a *starter* that loads the settings, the
statistics and the saved game as a start-up does, over and over) and prints how
many saves failed (must be 0) and how many loads it raced against.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def saver(home: Path, until: float) -> dict[str, int]:
    from rummikub_desktop.persistence import AppPaths, Settings, save_controller, save_settings
    from rummikub_desktop.session import GameController, Seat, SeatKind

    paths = AppPaths.under(home)
    seats = [Seat("Ann", SeatKind.HUMAN), Seat("Bob", SeatKind.COMPUTER, "easy")]
    controller = GameController(seats, seed=20)
    saves = failed = 0
    while time.time() < until:
        for problem in (
            save_controller(controller, paths=paths),
            save_settings(Settings(sound=saves % 2 == 0), paths),
        ):
            saves += 1
            failed += problem is not None
    return {"saves": saves, "failed": failed}


def starter(home: Path, until: float) -> dict[str, int]:
    from rummikub_desktop.persistence import (
        AppPaths,
        LoadStatus,
        load_controller,
        load_settings,
        load_statistics,
    )

    paths = AppPaths.under(home)
    starts = unreadable = 0
    while time.time() < until:
        for result in (load_settings(paths), load_statistics(paths), load_controller(paths)):
            unreadable += result.status in (LoadStatus.SET_ASIDE, LoadStatus.UNREADABLE)
        starts += 1
    return {"starts": starts, "unreadable": unreadable}


def race(seconds: float, home: Path | None = None) -> dict[str, int]:
    """Run the two processes for ``seconds`` on ``home`` (a new folder if None)."""
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(home or scratch)
        until = time.time() + 1.0 + seconds  # both start together, after their imports
        children = [
            subprocess.Popen(
                [
                    *(sys.executable, __file__, "--role", role, "--home", str(folder)),
                    *("--until", str(until), "--seconds", str(seconds)),
                ],
                cwd=ROOT,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,  # each failed save is also logged there
                text=True,
            )
            for role in ("saver", "starter")
        ]
        totals: dict[str, int] = {}
        for child in children:
            out, _ = child.communicate(timeout=seconds + 60)
            if child.returncode != 0:
                raise SystemExit(f"a child failed with {child.returncode}")
            totals.update(json.loads(out.strip().splitlines()[-1]))
        return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--role", choices=("saver", "starter"), help=argparse.SUPPRESS)
    parser.add_argument("--home", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--until", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.role:
        sys.path.insert(0, str(ROOT))
        time.sleep(max(0.0, args.until - args.seconds - time.time()))  # start together
        run = saver if args.role == "saver" else starter
        print(json.dumps(run(args.home, args.until)))
        return 0
    totals = race(args.seconds)
    print(
        f"{args.seconds:g} s: {totals['saves']} saves, {totals['failed']} failed; "
        f"{totals['starts']} start-ups, {totals['unreadable']} files unreadable"
    )
    return 1 if totals["failed"] or totals["unreadable"] else 0


if __name__ == "__main__":
    sys.exit(main())
