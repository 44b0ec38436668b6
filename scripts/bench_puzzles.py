"""Benchmark the puzzle generator: how long a puzzle takes to make, per level.

    nice python scripts/bench_puzzles.py [--seeds 1000] [--first 0] [--json]

Makes the puzzles of seeds ``first`` to ``first + seeds - 1`` at each of the
three levels, one after another on one core, each checked as it is made (its
answer passes the engine's check and lays every rack tile; the level's move is
really needed). Then, untimed, each puzzle is checked once more from outside:
the exact solver (``ai.best_arrangement``) must lay every rack tile. Prints the
median, p99 and max milliseconds per level, the rack sizes and how many puzzles
are different, against the target: at most 2 s for every puzzle. Exits with 1
when a puzzle took longer, could not be made or failed the solver's check.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

LIMIT_SECONDS = 2.0


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (share in 0..1)."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))
    return ordered[index]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)

    from collections import Counter

    from rummikub_desktop.ai import best_arrangement
    from rummikub_desktop.session.puzzles import PuzzleError, PuzzleLevel, make_puzzle

    figures = {}
    failed = False
    for level in PuzzleLevel:
        times: list[float] = []
        racks: list[int] = []
        errors = 0
        unsolved = 0
        distinct = set()
        for seed in range(args.first, args.first + args.seeds):
            start = time.perf_counter()
            try:
                puzzle = make_puzzle(seed, level)
            except PuzzleError:
                errors += 1
                continue
            times.append(time.perf_counter() - start)
            racks.append(len(puzzle.rack))
            distinct.add((puzzle.table, puzzle.rack))
            best = best_arrangement(puzzle.table, puzzle.rack)
            laid = Counter() if best is None else Counter(t for s in best for t in s)
            laid -= Counter(t for s in puzzle.table for t in s)
            unsolved += laid != Counter(puzzle.rack)
        slow = sum(1 for t in times if t > LIMIT_SECONDS)
        failed |= bool(errors or slow or unsolved)
        figures[level.name] = {
            "puzzles": len(times),
            "not_made": errors,
            "over_limit": slow,
            "solver_disagrees": unsolved,
            "distinct": len(distinct),
            "median_ms": round(statistics.median(times) * 1000, 2),
            "p99_ms": round(percentile(times, 0.99) * 1000, 2),
            "max_ms": round(max(times) * 1000, 2),
            "rack_tiles": f"{min(racks)}-{max(racks)} (median {statistics.median(racks):g})",
        }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"{args.seeds} seeds from {args.first} at each level; limit {LIMIT_SECONDS:g} s each")
        print(
            f"{'level':<10} {'made':>5} {'distinct':>8} {'median ms':>10} {'p99 ms':>8} "
            f"{'max ms':>8}  rack"
        )
        for name, row in figures.items():
            print(
                f"{name:<10} {row['puzzles']:>5} {row['distinct']:>8} {row['median_ms']:>10} "
                f"{row['p99_ms']:>8} "
                f"{row['max_ms']:>8}  {row['rack_tiles']}"
                + (f"  NOT MADE {row['not_made']}" if row["not_made"] else "")
                + (f"  OVER {row['over_limit']}" if row["over_limit"] else "")
                + (f"  SOLVER SAYS NO {row['solver_disagrees']}" if row["solver_disagrees"] else "")
            )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
