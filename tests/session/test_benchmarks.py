"""The coach's and the puzzles' benchmarks run and print their figures (tiny runs)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.scripts import load

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def _script(name: str):
    return load(name)


def test_the_puzzle_benchmark_prints_each_level(capsys):
    status = _script("bench_puzzles").main(["--seeds", "3", "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert set(figures) == {"ADD", "SPLIT", "REARRANGE"}
    for row in figures.values():
        assert row["puzzles"] == 3 and row["not_made"] == 0
        assert row["solver_disagrees"] == 0 and row["distinct"] == 3
        assert 0 < row["median_ms"] <= row["p99_ms"] <= row["max_ms"]
    # A puzzle over the 2 s limit is the machine's speed (seen under two CPU hogs):
    # the script says so by its exit status, which the test does not time.
    slow = any(row["over_limit"] for row in figures.values())
    assert status == (1 if slow else 0)


def test_the_coach_benchmark_times_every_turn(capsys):
    assert _script("bench_coach").main(["--games", "1", "--max-turns", "6", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["turns"] == 6
    assert 0 < figures["job_median_ms"] <= figures["job_max_ms"]
