"""Just right against stand-ins for people (issue 41): every figure the issue asks for.

    nice -n 10 python scripts/bench_just_right.py [--series 8] [--rounds 40] [--jobs 2]
        [--seed 1] [--ladder 100] [--only beginner,easy,...] [--skip-four] [--skip-ladder]
        [--skip-improver] [--pairs 4,5,16]

For each stand-in (the beginner, who sees only its own rack, then Easy, Medium, Hard
and Expert) ``--series`` series of ``--rounds`` two-seat rounds against one Just-right
computer that starts from ``Skill.new()`` and carries its skill from round to round:

- the stand-in's wins in rounds 1-10 (target: at least 35 %) and 11-40 (target 40-65 %),
  each with its 95 % Wilson interval;
- the median number of tiles the loser keeps, against the same in rounds between two
  copies of the stand-in on the same seeds (a round between equals; target: at most
  one more);
- the step Just right reached in the last round (median, lowest and highest).

Then a stand-in who plays as the beginner for 20 rounds and as Hard after (target: wins
30-70 % of rounds 31-40); Medium against three Just-right computers in four-seat rounds
(target: wins 25-45 % of rounds 11-40); every step of the ladder against the one below
(``--ladder`` rounds each; target 55-70 %); and the think time per move (Just right's
p99, over its moves in every series, no more than Expert's, over the moves of the
rounds between two Experts: the stand-in's own times hold the coach's search), the
refused moves and crashes (0). Each figure's verdict is printed beside it.

A measurement, not a test: the machine's speed shows only in the think times.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rummikub_desktop.ai import LADDER
from rummikub_desktop.engine import Round
from rummikub_desktop.simulate import (
    BEGINNER,
    GameRecord,
    Proposer,
    SeriesRecord,
    _percentile,
    _play_round,
    ladder_pair,
    play_series,
    player_named,
    rules_for,
    series_figures,
    wilson,
)

STAND_INS = (BEGINNER, "easy", "medium", "hard", "expert")
IMPROVES_AT = 20
"""The improving stand-in plays as the beginner for this many rounds, then as Hard."""
JUST_RIGHT = "just_right"


def _improver(index: int, seed: int) -> Proposer:
    return player_named(BEGINNER if index < IMPROVES_AT else "hard", seed * 7)


def run_series(task: tuple[str, int, int, int]) -> SeriesRecord:
    """One series of a task: (stand-in or "improver" or "four", seed, rounds, seats)."""
    name, seed, rounds, seats = task
    if name == "improver":
        return play_series([BEGINNER, JUST_RIGHT], seed, rounds, person=_improver)
    return play_series([name] + [JUST_RIGHT] * (seats - 1), seed, rounds)


def run_equals(task: tuple[str, int, int]) -> tuple[list[int], list[float]]:
    """Rounds between two copies of a stand-in on a series' seeds: the loser's tiles,
    and every move's think time (no coach looking on, as in a game)."""
    name, seed, rounds = task
    kept = []
    rules = rules_for(2)
    times: list[float] = []
    for index in range(rounds):
        round_seed = seed * 1_000_003 + index
        game = Round(rules, seed=round_seed, names=["a", "b"])
        players = [player_named(name, round_seed * 7 + seat) for seat in range(2)]
        record = GameRecord([name, name], [], [], [], 0, [[], []])
        _play_round(game, players, record)
        times += record.times[0] + record.times[1]
        if game.result is not None:
            losers = [
                len(rack)
                for s, rack in enumerate(game.result.racks)
                if s not in game.result.winners
            ]
            if losers:
                kept.append(min(losers))
    return kept, times


def run_ladder(task: tuple[int, int, int]) -> tuple[int, float, int]:
    """Step ``number`` against the step below: (number, its wins, rounds)."""
    number, rounds, seed = task
    return number, ladder_pair(number, rounds, seed), rounds


def _mapped(jobs: int, function, tasks: Sequence) -> list:  # type: ignore[no-untyped-def]
    if jobs <= 1:
        return [function(task) for task in tasks]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(function, tasks))


def _interval(figures: dict) -> str:
    low, high = figures["win_rate_95ci"]
    return f"{100 * figures['win_rate']:5.1f}% [{100 * low:4.1f}-{100 * high:4.1f}]"


def _verdict(ok: bool) -> str:
    """The target's verdict, as the table prints it."""
    return "ok" if ok else "MISSED"


EARLY_TARGET = 0.35
"""A stand-in wins at least this share of rounds 1-10 (the issue's target)."""
LATE_TARGET = (0.40, 0.65)
"""A stand-in wins this share of rounds 11-40."""
IMPROVER_TARGET = (0.30, 0.70)
"""The improving stand-in wins this share of rounds 31-40."""
FOUR_TARGET = (0.25, 0.45)
"""The stand-in against three Just-right computers wins this share of rounds 11-40."""
LADDER_TARGET = (0.55, 0.70)
"""Each step wins this share of rounds against the step below."""


def _times(series: Sequence[SeriesRecord], seats: Sequence[int] | None = None) -> list[float]:
    found: list[float] = []
    for one in series:
        if one.record is None:
            continue
        for seat, times in enumerate(one.record.times):
            if seats is None or seat in seats:
                found.extend(times)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--series", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ladder", type=int, default=100, help="rounds per pair of steps")
    parser.add_argument(
        "--only", help="stand-ins to play, e.g. beginner,hard ('none': only what follows them)"
    )
    parser.add_argument("--skip-four", action="store_true")
    parser.add_argument("--skip-ladder", action="store_true")
    parser.add_argument("--skip-improver", action="store_true")
    parser.add_argument(
        "--pairs", help="the ladder's upper steps to play against the one below, e.g. 4,5,16"
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    stand_ins = args.only.split(",") if args.only else list(STAND_INS)
    stand_ins = [] if stand_ins == ["none"] else stand_ins
    seeds = [args.seed * 100 + i for i in range(args.series)]
    print(
        f"{args.series} series of {args.rounds} two-seat rounds per stand-in against one "
        f"Just-right computer from Skill.new(); seeds {seeds[0]}-{seeds[-1]}",
        flush=True,
    )
    print(
        "stand-in   rounds 1-10 [95%] (>=35%)   rounds 11-40 [95%] (40-65%)  "
        "loser's tiles (equals, <=+1)  step reached (lowest-highest)",
        flush=True,
    )
    missed = 0
    jr_times: list[float] = []
    expert_times: list[float] = []
    failures = 0
    for name in stand_ins:
        series = _mapped(args.jobs, run_series, [(name, s, args.rounds, 2) for s in seeds])
        equals = _mapped(args.jobs, run_equals, [(name, s, args.rounds) for s in seeds])
        early = series_figures(series, 1, 10)
        late = series_figures(series, 11, args.rounds)
        every = series_figures(series, 1, args.rounds)
        kept_equal = [k for one, _ in equals for k in one]
        steps = [one.rounds[-1].step for one in series if one.rounds]
        checks = (
            early["win_rate"] >= EARLY_TARGET,
            LATE_TARGET[0] <= late["win_rate"] <= LATE_TARGET[1],
            every["loser_tiles_median"] <= statistics.median(kept_equal) + 1,
        )
        missed += checks.count(False)
        print(
            f"{name:<10} {_interval(early)} {_verdict(checks[0]):<6} "
            f"{_interval(late)} {_verdict(checks[1]):<6} "
            f"{every['loser_tiles_median']:4.1f} ({statistics.median(kept_equal):4.1f}) "
            f"{_verdict(checks[2]):<6}            "
            f"{statistics.median(steps):4.1f} ({min(steps)}-{max(steps)}) of {len(LADDER)}",
            flush=True,
        )
        jr_times += _times(series, [1])
        if name == "expert":  # two Experts, no coach's search in their times
            expert_times += [t for _, times in equals for t in times]
        failures += sum(
            one.record.refused + one.record.crashes + one.record.broken + int(one.record.stuck)
            for one in series
            if one.record is not None
        )
    if not args.skip_improver:
        series = _mapped(args.jobs, run_series, [("improver", s, args.rounds, 2) for s in seeds])
        late = series_figures(series, 31, args.rounds)
        steps = [one.rounds[-1].step for one in series if one.rounds]
        by_then = [one.rounds[IMPROVES_AT - 1].step for one in series if one.rounds]
        ok = IMPROVER_TARGET[0] <= late["win_rate"] <= IMPROVER_TARGET[1]
        missed += not ok
        print(
            f"improver (beginner for {IMPROVES_AT} rounds, then Hard): rounds 31-{args.rounds} "
            f"{_interval(late)} (30-70%) {_verdict(ok)}; step at round {IMPROVES_AT} median "
            f"{statistics.median(by_then)}, at the end {statistics.median(steps)}",
            flush=True,
        )
        jr_times += _times(series, [1])
    if not args.skip_four:
        series = _mapped(args.jobs, run_series, [("medium", s, args.rounds, 4) for s in seeds])
        late = series_figures(series, 11, args.rounds)
        ok = FOUR_TARGET[0] <= late["win_rate"] <= FOUR_TARGET[1]
        missed += not ok
        print(
            f"four seats, Medium against three Just-right: rounds 11-{args.rounds} "
            f"{_interval(late)} (25-45%) {_verdict(ok)}",
            flush=True,
        )
        jr_times += _times(series, [1, 2, 3])
    if not args.skip_ladder:
        print(f"the ladder, each step against the one below ({args.ladder} rounds each):")
        uppers = (
            [int(n) for n in args.pairs.split(",")] if args.pairs else range(2, len(LADDER) + 1)
        )
        tasks = [(n, args.ladder, args.seed) for n in uppers]
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for number, wins, rounds in pool.map(run_ladder, tasks):  # printed as they come
                low, high = wilson(wins, rounds)
                ok = LADDER_TARGET[0] <= wins / rounds <= LADDER_TARGET[1]
                missed += not ok
                print(
                    f"  step {number:>2} vs {number - 1:>2}: {100 * wins / rounds:5.1f}% "
                    f"[{100 * low:4.1f}-{100 * high:4.1f}] (55-70%) {_verdict(ok)}",
                    flush=True,
                )
    if jr_times:
        p99 = 1000 * _percentile(jr_times, 0.99)
        expert_p99 = 1000 * _percentile(expert_times, 0.99) if expert_times else float("nan")
        ok = not expert_times or p99 <= expert_p99
        missed += not ok
        print(
            f"think time per move: Just right p99 {p99:.1f} ms (max "
            f"{1000 * max(jr_times):.1f} ms, {len(jr_times)} moves); "
            f"Expert p99 {expert_p99:.1f} ms ({len(expert_times)} moves) "
            f"{_verdict(ok) if expert_times else '(Expert not played: no comparison)'}",
            flush=True,
        )
    print(f"refused moves, crashes, broken invariants, stuck rounds: {failures}")
    print(f"targets missed: {missed}")
    print(f"took {time.perf_counter() - started:.0f} s")
    return 1 if failures or missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
