"""Benchmark the coach: the cost of its search per turn, over seeded self-play.

    nice python scripts/bench_coach.py [--games 6] [--seed 1] [--levels medium,easy,hard]
        [--json]

Plays seeded games of computers only (by default Medium, Easy and Hard, so
that turns with more to lay come up), one round each. At the start of every
turn the position is taken (``session.coach.turn_start``), the computer plays,
and the coach's job for that turn (``coach_job(start, laid)()``: the exact
search from the turn's start plus laying the better play out as a replay) is
timed on this core. Prints the median, p95 and max milliseconds of the job per
turn, of the search alone, the turns with a finding and the tiles they missed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from rummikub_desktop.session import play_computer_turn


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (share in 0..1)."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))
    return ordered[index]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="medium,easy,hard")
    parser.add_argument("--max-turns", type=int, default=400)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    from rummikub_desktop.ai import Level, suggest_play
    from rummikub_desktop.session import (
        GameController,
        Phase,
        Seat,
        Speed,
        TilesPlayed,
    )
    from rummikub_desktop.session.coach import coach_job, turn_start

    levels = [Level(name) for name in args.levels.split(",")]
    job_ms: list[float] = []
    search_ms: list[float] = []
    findings = 0
    missed = 0
    turns_by_table: list[tuple[int, float]] = []
    slowest = (0.0, 0, 0, 0)
    for game_index in range(args.games):
        seats = [Seat.computer(f"C{i}", level) for i, level in enumerate(levels)]
        controller = GameController(seats, seed=args.seed + game_index, speed=Speed.INSTANT)
        now = 0.0
        for _ in range(args.max_turns):
            if controller.phase is not Phase.COMPUTER_TURN:
                break
            start = turn_start(controller)
            assert start is not None
            controller.drain_events()
            play_computer_turn(controller)
            while controller.phase is Phase.ANIMATING:
                now += 60.0
                controller.tick(now)
            played = [e for e in controller.drain_events() if isinstance(e, TilesPlayed)]
            laid = len(played[0].tile_ids) if played and played[0].seat == start.seat else 0
            job = coach_job(start, laid)
            # The job first (as the computer's process would run it), then the
            # search alone again, to tell the search from laying the replay out.
            began = time.perf_counter()
            finding = job()
            spent = (time.perf_counter() - began) * 1000
            job_ms.append(spent)
            began = time.perf_counter()
            suggest_play(start.view)
            search_ms.append((time.perf_counter() - began) * 1000)
            turns_by_table.append((sum(len(s) for s in start.view.table), spent))
            if spent > slowest[0]:
                slowest = (spent, turns_by_table[-1][0], len(start.view.rack), game_index)
            if finding is not None:
                findings += 1
                missed += finding.more
    figures = {
        "games": args.games,
        "levels": [level.value for level in levels],
        "turns": len(job_ms),
        "job_median_ms": round(statistics.median(job_ms), 2),
        "job_p95_ms": round(percentile(job_ms, 0.95), 2),
        "job_max_ms": round(max(job_ms), 2),
        "search_median_ms": round(statistics.median(search_ms), 2),
        "search_max_ms": round(max(search_ms), 2),
        "turns_with_finding": findings,
        "tiles_missed": missed,
        "largest_table_tiles": max(size for size, _ in turns_by_table),
        "slowest_turn": {
            "ms": round(slowest[0], 2),
            "table_tiles": slowest[1],
            "rack_tiles": slowest[2],
            "game_seed": args.seed + slowest[3],
        },
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(
            f"{figures['turns']} turns of {args.games} seeded games "
            f"({', '.join(figures['levels'])}); tables up to {figures['largest_table_tiles']} tiles"
        )
        print(
            f"coach job per turn: median {figures['job_median_ms']} ms, "
            f"p95 {figures['job_p95_ms']} ms, max {figures['job_max_ms']} ms"
        )
        print(
            f"its search alone:   median {figures['search_median_ms']} ms, "
            f"max {figures['search_max_ms']} ms"
        )
        print(f"turns where more was possible: {findings} ({missed} tiles missed in all)")
        worst = figures["slowest_turn"]
        print(
            f"slowest turn: {worst['ms']} ms, table {worst['table_tiles']} tiles, "
            f"rack {worst['rack_tiles']} tiles (game seed {worst['game_seed']})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
