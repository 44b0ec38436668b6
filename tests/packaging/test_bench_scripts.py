"""The measuring scripts: the crowded position is the issue's, the sizes parse."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from tests.support.scripts import load

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def test_the_crowded_position_is_73_tiles_in_19_sets_with_4_players():
    bench = load("bench_table_sizes")
    controller = bench.crowded_controller()
    assert len(controller.table) == 73
    assert len(controller.table.sets()) == 19
    assert len(controller.seats) == 4


def test_the_round_end_position_has_six_players_and_one_went_out():
    bench = load("bench_table_sizes")
    result = bench.six_players_one_out().round_result
    assert result is not None
    assert [len(rack) for rack in result.racks] == [0, 14, 12, 10, 16, 13]


def test_the_targets_are_checked_cell_by_cell():
    bench = load("bench_table_sizes")
    good = {"table": (45, 64), "rack": (50, 70)}
    best = {"table": (47, 66), "rack": (60, 84)}
    figures = {
        "game": {
            size: {"normal": good, "largest": best}
            for size in ("1366x728", "1280x680", "1280x800", "800x600")
        },
        "round_end_6_players_800x600": {"normal": (32, 44), "largest": (32, 44)},
    }
    assert bench.misses(figures) == []
    figures["game"]["1280x680"]["largest"] = {"table": (31, 43), "rack": (74, 102)}
    figures["round_end_6_players_800x600"]["largest"] = (0, 0)
    missed = bench.misses(figures)
    assert len(missed) == 3, missed
    assert "| 1280x680 | 45x64 / 50x70 | 31x43 / 74x102 |" in bench.markdown(figures)


def test_shoot_screens_sizes_default_to_the_earlier_runs():
    shoot = load("shoot_screens")
    assert shoot.SIZES == ((1280, 800), (800, 600))
    assert shoot.parse_sizes("1366x728, 1280X680") == ((1366, 728), (1280, 680))
    assert shoot.parse_sizes("all") == shoot.ALL_SIZES
    for bad in ("1366", "axb", "320x200"):
        with pytest.raises(argparse.ArgumentTypeError):
            shoot.parse_sizes(bad)


def test_the_table_helpers_positions_are_full_tables():
    bench = load("bench_table_helper")
    positions = bench.cases(5, seed=1)
    assert len(positions) == 5
    assert all(sum(len(s) for s in table) >= 80 for table, _ in positions)
    assert positions == bench.cases(5, seed=1)
