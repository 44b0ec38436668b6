"""Headless self-play: whole rounds between computer players, with figures.

    python -m rummikub_desktop.simulate --players expert,hard --games 1000 --seed 1 --jobs 2
    python -m rummikub_desktop.simulate --mixed --games 1000 --seed 7 --json

Every move goes through the engine's checks like a human's. Per player (one
per name in ``--players``, which also fixes its seat): wins with a 95% interval
(a round won jointly on the lowest rack counts as a share), mean round score,
mean, p99 and max thinking time per move. And the counts that must all be 0:
refused moves, crashes, broken invariants, rounds that did not end. With
``--mixed`` each game draws 2 to 4 players of random levels instead (figures
are then per level).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from .ai import Level, make_player
from .engine import IllegalMoveError, Round, RuleSet

# A round that has not ended after this many turns is reported as stuck.
MAX_TURNS = 3000


@dataclass
class GameRecord:
    """What one simulated round produced (plain data, sent back from workers)."""

    levels: list[str]
    winners: list[int]
    scores: list[int]
    end: str
    turns: int
    times: list[list[float]] = field(default_factory=list)
    refused: int = 0
    crashes: int = 0
    broken: int = 0
    stuck: bool = False
    errors: list[str] = field(default_factory=list)


def play_game(levels: Sequence[str], seed: int, rules: RuleSet | None = None) -> GameRecord:
    """Play one round between computer players of these levels (seat order)."""
    rules = rules or RuleSet(players=len(levels))
    game = Round(rules, seed=seed, names=[f"{lv} {i + 1}" for i, lv in enumerate(levels)])
    players = [make_player(Level(lv), seed * 7 + seat) for seat, lv in enumerate(levels)]
    record = GameRecord(list(levels), [], [], "", 0, [[] for _ in levels])
    while not game.is_over and game.turn < MAX_TURNS:
        seat = game.current
        view = game.view(seat)
        start = time.perf_counter()
        try:
            # the raw proposal, not choose(): a play that choose() would have
            # caught by its own check must count as refused here
            play = players[seat].propose(view)
        except Exception:  # a crash is counted and the turn drawn, so the run goes on
            record.crashes += 1
            record.errors.append(traceback.format_exc(limit=3))
            play = None
        record.times[seat].append(time.perf_counter() - start)
        played = False
        if play is not None:
            try:
                game.apply_play(play.table)
                played = True
            except IllegalMoveError as error:
                record.refused += 1
                record.errors.append(f"refused: {error}")
        if not played:
            game.apply_draw_or_pass()
        if game.invariant_problems():
            record.broken += 1
            record.errors.append("; ".join(game.invariant_problems()))
    record.turns = game.turn
    if game.result is None:
        record.stuck = True
        return record
    record.winners = list(game.result.winners)
    record.scores = list(game.result.scores)
    record.end = game.result.end.value
    return record


def _mixed_levels(rng: random.Random) -> list[str]:
    return [rng.choice(list(Level)).value for _ in range(rng.randint(2, 4))]


def _run_chunk(task: tuple[list[str] | None, int, list[int]]) -> list[GameRecord]:
    levels, base_seed, games = task
    records = []
    for game_index in games:
        seed = base_seed * 1_000_003 + game_index
        lineup = levels if levels is not None else _mixed_levels(random.Random(seed))
        records.append(play_game(lineup, seed))
    return records


def run(levels: Sequence[str] | None, games: int, seed: int, jobs: int = 1) -> list[GameRecord]:
    """Play ``games`` rounds (``levels`` None: mixed lineups), in ``jobs`` processes."""
    chunks = [list(range(i, games, max(1, jobs * 4))) for i in range(max(1, jobs * 4))]
    tasks = [(list(levels) if levels else None, seed, c) for c in chunks if c]
    if jobs <= 1:
        results = [_run_chunk(task) for task in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_run_chunk, tasks))
    records = [r for chunk in results for r in chunk]
    return records


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval for a share."""
    if n == 0:
        return (0.0, 0.0)
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1))]


def summarise(records: list[GameRecord], by_level: bool) -> dict:
    """The figures: per player (seat) or, for mixed lineups, per level."""
    groups: dict[str, dict] = {}
    for record in records:
        for seat, level in enumerate(record.levels):
            name = level if by_level else f"seat {seat + 1} ({level})"
            entry = groups.setdefault(name, {"games": 0, "wins": 0.0, "score": 0, "times": []})
            entry["games"] += 1
            if seat in record.winners:
                entry["wins"] += 1 / len(record.winners)
            if record.scores:
                entry["score"] += record.scores[seat]
            entry["times"].extend(record.times[seat])
    players = []
    for name, entry in groups.items():
        n = entry["games"]
        low, high = wilson(entry["wins"], n)
        times = entry["times"]
        players.append(
            {
                "player": name,
                "games": n,
                "wins": round(entry["wins"], 2),
                "win_rate": round(entry["wins"] / n, 4) if n else 0.0,
                "win_rate_95ci": [round(low, 4), round(high, 4)],
                "mean_score": round(entry["score"] / n, 2) if n else 0.0,
                "moves": len(times),
                "mean_think_ms": round(1000 * sum(times) / len(times), 2) if times else 0.0,
                "p99_think_ms": round(1000 * _percentile(times, 0.99), 2),
                "max_think_ms": round(1000 * max(times), 2) if times else 0.0,
            }
        )
    ends = Counter(r.end or "stuck" for r in records)
    return {
        "games": len(records),
        "players": players,
        "endings": dict(ends),
        "refused_moves": sum(r.refused for r in records),
        "crashes": sum(r.crashes for r in records),
        "broken_invariants": sum(r.broken for r in records),
        "stuck_rounds": sum(r.stuck for r in records),
        "mean_turns": round(sum(r.turns for r in records) / max(1, len(records)), 1),
        "first_errors": [e for r in records for e in r.errors][:5],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m rummikub_desktop.simulate",
        description="Play whole rounds between computer players and print figures.",
    )
    parser.add_argument("--players", help="levels by seat, e.g. expert,hard (2 to 4)")
    parser.add_argument("--mixed", action="store_true", help="2-4 players of random levels")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.mixed == bool(args.players):
        parser.error("give either --players or --mixed")
    levels = None
    if args.players:
        levels = [name.strip().lower() for name in args.players.split(",")]
        try:
            for name in levels:
                Level(name)
        except ValueError:
            parser.error(f"levels are {', '.join(lv.value for lv in Level)}")
        if not 2 <= len(levels) <= 4:
            parser.error("2 to 4 players")
    records = run(levels, args.games, args.seed, args.jobs)
    report = summarise(records, by_level=levels is None)
    report["command"] = {
        "players": ",".join(levels) if levels else "mixed",
        "games": args.games,
        "seed": args.seed,
    }
    failures = (
        report["refused_moves"]
        + report["crashes"]
        + report["broken_invariants"]
        + report["stuck_rounds"]
    )
    if args.json:
        print(json.dumps(report))
        return 1 if failures else 0
    lineup = ",".join(levels) if levels else "mixed 2-4 players"
    print(f"{report['games']} games, {lineup}, seed {args.seed}; mean {report['mean_turns']} turns")
    for p in report["players"]:
        low, high = p["win_rate_95ci"]
        print(
            f"  {p['player']:<18} wins {p['wins']:>7} / {p['games']:<5} "
            f"{100 * p['win_rate']:5.1f}% [95% {100 * low:.1f}-{100 * high:.1f}]  "
            f"mean score {p['mean_score']:+8.2f}  think mean {p['mean_think_ms']:.1f} ms, "
            f"p99 {p['p99_think_ms']:.1f} ms, max {p['max_think_ms']:.1f} ms"
        )
    endings = ", ".join(f"{k} {v}" for k, v in sorted(report["endings"].items()))
    print(f"  endings: {endings}")
    print(
        f"  refused moves {report['refused_moves']}, crashes {report['crashes']}, "
        f"broken invariants {report['broken_invariants']}, stuck rounds {report['stuck_rounds']}"
    )
    for error in report["first_errors"]:
        print(f"  ! {error.strip()}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
