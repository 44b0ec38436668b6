"""Benchmark the exact solver on seeded positions, by table size.

    nice python scripts/bench_solver.py [--per-size 30] [--seed 1] [--xp]
        [--reference-python /tmp/refvenv/bin/python] [--json]

Positions: tables of 0 to 100 tiles (valid sets, in steps of 10), racks of 1 to
30 tiles, 0 to 2 jokers in the box, each seeded. With ``--xp`` they come from
the XP box instead (3 copies of each tile, 0 to 4 jokers, tables up to 140
tiles). Prints the median, p95 and max milliseconds of ``best_play`` per table
size, and overall against the targets (median <= 20 ms, p95 <= 150 ms, max <=
500 ms).

When the PyPI package ``rummikub-solver`` can be imported (or another Python
that has it is given with ``--reference-python``), the same positions are timed
with it too and shown side by side. It is a speed reference only: it departs
from the rules (see issue 3), so its answers are not compared for exactness.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

TARGETS = {"median": 20.0, "p95": 150.0, "max": 500.0}
SIZES = tuple(range(0, 101, 10))
XP_SIZES = tuple(range(0, 141, 10))


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (share in 0..1)."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))
    return ordered[index]


def positions(per_size: int, seed: int, *, xp: bool = False) -> list[dict]:
    """The seeded positions as plain data (tile codes), so a reference can read them."""
    from rummikub_desktop.ai.positions import random_position
    from rummikub_desktop.engine import format_tiles

    found = []
    for size in XP_SIZES if xp else SIZES:
        for index in range(per_size):
            rng = random.Random(f"{seed}:{size}:{index}" + (":xp" if xp else ""))
            position = random_position(
                rng.getrandbits(32),
                table_tiles=size,
                rack_tiles=rng.randint(1, 30),
                jokers=rng.choice((0, 1, 2, 3, 4) if xp else (0, 1, 2)),
                copies=3 if xp else 2,
            )
            found.append(
                {
                    "size": size,
                    "table": [format_tiles(s) for s in position.table],
                    "rack": format_tiles(position.rack),
                }
            )
    return found


def time_ours(cases: list[dict], *, xp: bool = False) -> list[tuple[float, int, float]]:
    """Per position: ms for ``best_play``, tiles placed, and ms for the same
    solve without laying the table out familiarly (``familiar=False``)."""
    from rummikub_desktop.ai import best_play
    from rummikub_desktop.engine import RuleSet, parse_tiles, validate_turn

    rules = RuleSet.xp() if xp else RuleSet()
    results = []
    for case in cases:
        table = [parse_tiles(s) for s in case["table"]]
        rack = parse_tiles(case["rack"])
        start = time.perf_counter()
        bare = best_play(table, rack, has_melded=True, rules=rules, familiar=False)
        solve_ms = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        play = best_play(table, rack, has_melded=True, rules=rules)
        elapsed = (time.perf_counter() - start) * 1000
        for found in (play, bare):
            if found is not None:
                check = validate_turn(table, found.table, rack, has_melded=True, rules=rules)
                if not check.ok:
                    raise SystemExit(f"illegal play on {case}: {check.problems}")
        results.append((elapsed, len(play.placed) if play else 0, solve_ms))
    return results


def reference_worker() -> None:
    """Time rummikub-solver on positions read from stdin (run under its Python)."""
    import rummikub_solver as rs

    cases = json.load(sys.stdin)
    rules = rs.RuleSet()
    letters = "KRBO"  # any fixed mapping of our colours onto theirs will do
    colours = list(rs.Colour)[:4]
    index = {}
    for tile in rules.tiles:
        if isinstance(tile, rs.Number):
            index[(tile.colour, tile.value)] = int(tile)
    joker = int(rules.tiles[-1])

    def code(text: str) -> int:
        if text == "J":
            return joker
        return index[(colours[letters.index(text[0])], int(text[1:]))]

    out = []
    for case in cases:
        state = rules.new_game()
        table = [code(t) for s in case["table"] for t in s.split()]
        if table:
            state.add_table(*table)
        state.add_rack(*[code(t) for t in case["rack"].split()])
        state.initial = False
        start = time.perf_counter()
        solution = rules.solve(state)
        elapsed = (time.perf_counter() - start) * 1000
        out.append((elapsed, len(solution.tiles) if solution else 0))
    json.dump(out, sys.stdout)


def time_reference(cases: list[dict], python: str | None) -> list[tuple[float, int]] | None:
    command = [python] if python else None
    if command is None:
        try:
            import rummikub_solver  # noqa: F401
        except ImportError:
            return None
        command = [sys.executable]
    done = subprocess.run(
        [*command, __file__, "--reference-worker"],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        print(f"reference failed: {done.stderr.strip()[-300:]}", file=sys.stderr)
        return None
    return [tuple(item) for item in json.loads(done.stdout)]


def summary(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 2),
        "p95": round(percentile(values, 0.95), 2),
        "max": round(max(values), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-size", type=int, default=30, help="positions per table size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reference-python", help="a Python that can import rummikub_solver")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--xp", action="store_true", help="positions from the XP box")
    parser.add_argument("--reference-worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.reference_worker:
        reference_worker()
        return 0
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

    cases = positions(args.per_size, args.seed, xp=args.xp)
    ours = time_ours(cases, xp=args.xp)
    # the reference plays with the classic box only
    theirs = None if args.xp else time_reference(cases, args.reference_python)

    report: dict = {"positions": len(cases), "by_size": [], "targets_ms": TARGETS}
    for size in XP_SIZES if args.xp else SIZES:
        picked = [i for i, case in enumerate(cases) if case["size"] == size]
        row = {
            "table_tiles": size,
            "n": len(picked),
            "ours_ms": summary([ours[i][0] for i in picked]),
            "solve_only_ms": summary([ours[i][2] for i in picked]),
        }
        if theirs:
            row["reference_ms"] = summary([theirs[i][0] for i in picked])
            row["we_place_more"] = sum(ours[i][1] > theirs[i][1] for i in picked)
            row["we_place_fewer"] = sum(ours[i][1] < theirs[i][1] for i in picked)
        report["by_size"].append(row)
    overall = summary([t for t, _, _ in ours])
    report["overall_ms"] = overall
    report["solve_only_overall_ms"] = summary([t for _, _, t in ours])
    report["targets_met"] = all(overall[k] <= TARGETS[k] for k in TARGETS)
    if theirs:
        report["reference_overall_ms"] = summary([t for t, _ in theirs])
        # like for like: rummikub-solver does not keep the old sets either
        ratios = [theirs[i][0] / max(ours[i][2], 1e-3) for i in range(len(cases))]
        report["speedup_median"] = round(statistics.median(ratios), 1)
        big = [i for i, case in enumerate(cases) if case["size"] >= 40]
        report["speedup_of_medians_40_plus"] = round(
            statistics.median([theirs[i][0] for i in big])
            / max(statistics.median([ours[i][2] for i in big]), 1e-3),
            1,
        )

    if args.json:
        print(json.dumps(report))
        return 0 if report["targets_met"] else 1
    head = f"{'table':>5} {'n':>4} {'median':>8} {'p95':>8} {'max':>8}"
    head += f" | {'solve med':>9} {'p95':>7} {'max':>7}"
    if theirs:
        head += f" | {'ref med':>8} {'ref p95':>8} {'ref max':>8} {'more':>4} {'fewer':>5}"
    box = "the XP box, 0-4 jokers" if args.xp else "0-2 jokers"
    print(f"best_play on {len(cases)} seeded positions (ms; racks 1-30, {box})")
    print(
        "(solve: the same without keeping the old sets' layout, like for like with the reference)"
    )
    print(head)
    for row in report["by_size"]:
        o = row["ours_ms"]
        b = row["solve_only_ms"]
        line = f"{row['table_tiles']:>5} {row['n']:>4} "
        line += f"{o['median']:>8.1f} {o['p95']:>8.1f} {o['max']:>8.1f}"
        line += f" | {b['median']:>9.1f} {b['p95']:>7.1f} {b['max']:>7.1f}"
        if theirs:
            r = row["reference_ms"]
            line += (
                f" | {r['median']:>8.1f} {r['p95']:>8.1f} {r['max']:>8.1f}"
                f" {row['we_place_more']:>4} {row['we_place_fewer']:>5}"
            )
        print(line)
    bare = report["solve_only_overall_ms"]
    print(
        f"overall best_play: median {overall['median']:.1f} ms, p95 {overall['p95']:.1f} ms, "
        f"max {overall['max']:.1f} ms; targets median <= 20, p95 <= 150, max <= 500: "
        f"{'met' if report['targets_met'] else 'NOT met'}"
    )
    print(
        f"overall solve only: median {bare['median']:.1f} ms, p95 {bare['p95']:.1f} ms, "
        f"max {bare['max']:.1f} ms"
    )
    if theirs:
        ref = report["reference_overall_ms"]
        print(
            f"rummikub-solver: median {ref['median']:.1f} ms, p95 {ref['p95']:.1f} ms, "
            f"max {ref['max']:.1f} ms; against our solve: per-position speed-up median "
            f"x{report['speedup_median']}, ratio of medians on tables of 40+ tiles "
            f"x{report['speedup_of_medians_40_plus']}"
        )
    return 0 if report["targets_met"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
