"""Benchmark the table helper's answer on seeded full tables.

    nice python scripts/bench_table_helper.py [--count 40] [--seed 1] [--json]

Positions: full tables of 80 to 100 tiles (valid sets from the classic box,
0 to 2 jokers), racks of 1 to 20 tiles, each seeded. Times
:func:`~rummikub_desktop.ai.table_steps.table_answer` as the helper calls it
(after the first play: the exact solver's best play, the best matching of old
sets to new sets, the steps), and apart the part after the solver (matching
and steps). Prints the median and max seconds against the target (the answer
within 2 s on 2 cores) and the machine's load while it ran.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

TARGET_SECONDS = 2.0


def cases(count: int, seed: int) -> list[tuple[tuple, tuple]]:
    """The seeded positions: (table, rack), every table at least 80 tiles."""
    from rummikub_desktop.ai.positions import random_position

    found = []
    index = 0
    while len(found) < count:
        rng = random.Random(f"{seed}:{index}")
        index += 1
        position = random_position(
            rng.getrandbits(32),
            table_tiles=rng.randint(80, 100),
            rack_tiles=rng.randint(1, 20),
            jokers=rng.choice((0, 1, 2)),
        )
        if position.table_size >= 80:
            found.append((position.table, position.rack))
    return found


def measure(count: int, seed: int) -> dict:
    from rummikub_desktop.ai.solver import best_play
    from rummikub_desktop.ai.table_steps import apply_steps, plan_steps, table_answer

    answers, plans, sizes, moved, laid = [], [], [], [], []
    load_before = os.getloadavg()[0]
    for table, rack in cases(count, seed):
        start = time.perf_counter()
        answer = table_answer(rack, table, first_play_made=True)
        answers.append(time.perf_counter() - start)
        if apply_steps(answer.table, answer.steps) != answer.table_after:
            raise SystemExit("the steps do not give the table after")
        play = best_play(table, rack, has_melded=True)
        if play is not None:
            start = time.perf_counter()
            plan_steps(answer.table, play.table)
            plans.append(time.perf_counter() - start)
        sizes.append(sum(len(s) for s in table))
        moved.append(answer.moved)
        laid.append(len(answer.laid))
    return {
        "positions": len(answers),
        "table_tiles": [min(sizes), max(sizes)],
        "answer_seconds": {
            "median": statistics.median(answers),
            "max": max(answers),
        },
        "matching_and_steps_seconds": {
            "median": statistics.median(plans) if plans else 0.0,
            "max": max(plans) if plans else 0.0,
        },
        "tiles_laid_median": statistics.median(laid),
        "table_tiles_moved_median": statistics.median(moved),
        "load_average": [load_before, os.getloadavg()[0]],
        "cores": os.cpu_count(),
        "target_seconds": TARGET_SECONDS,
        "within_target": max(answers) <= TARGET_SECONDS,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=40, help="how many positions (40)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the positions (1)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = measure(args.count, args.seed)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    answer = figures["answer_seconds"]
    plan = figures["matching_and_steps_seconds"]
    low, high = figures["table_tiles"]
    print(f"{figures['positions']} full tables of {low} to {high} tiles")
    print(
        f"answer:             median {answer['median']:.3f} s, max {answer['max']:.3f} s "
        f"(target {TARGET_SECONDS:.1f} s: {'met' if figures['within_target'] else 'MISSED'})"
    )
    median_ms, max_ms = plan["median"] * 1000, plan["max"] * 1000
    print(f"matching and steps: median {median_ms:.1f} ms, max {max_ms:.1f} ms")
    print(
        f"tiles laid (median) {figures['tiles_laid_median']}, "
        f"table tiles moved (median) {figures['table_tiles_moved_median']}"
    )
    before, after = figures["load_average"]
    print(f"load average {before:.1f} before, {after:.1f} after, on {figures['cores']} cores")


if __name__ == "__main__":
    main()
