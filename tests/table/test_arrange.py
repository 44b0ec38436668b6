"""A new table from the engine is laid out without reshuffling what did not change."""

from __future__ import annotations

import pytest

from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.table import Cell, TableLayout, arrange_table
from tests.support.table_layout import FACES, codes, ids_of


def setup() -> tuple[TableLayout, list[int]]:
    taken: set[int] = set()
    layout = TableLayout.empty(FACES)
    layout = layout.with_set_added(ids_of("K7 K8 K9", taken), Cell(2, 0))
    layout = layout.with_set_added(ids_of("R6 R7 R8", taken), Cell(8, 0))
    layout = layout.with_set_added(ids_of("O1 O2 O3", taken), Cell(4, 2))
    rack = ids_of("R9 B3 B4 B5 K1", taken)
    return layout, rack


def test_sets_the_play_did_not_change_keep_their_cells() -> None:
    old, rack = setup()
    new = [parse_tiles(s) for s in ["O1 O2 O3", "R6 R7 R8 R9", "K7 K8 K9", "B3 B4 B5"]]
    arrangement = arrange_table(old, new, rack)
    layout = arrangement.layout
    for kept in arrangement.kept:
        assert layout.set_of(kept.ids[0]) == kept
    assert {s.start for s in arrangement.kept} == {Cell(2, 0), Cell(4, 2)}
    assert sorted(codes(layout)) == ["B3 B4 B5", "K7 K8 K9", "O1 O2 O3", "R6 R7 R8 R9"]


def test_a_changed_set_is_laid_again_where_it_was() -> None:
    old, rack = setup()
    kept = [old.tile_sets()[0], old.tile_sets()[2]]
    arrangement = arrange_table(old, [*kept, parse_tiles("R6 R7 R8 R9")], rack)
    r6 = old.tile_at(Cell(8, 0))
    assert arrangement.layout.cell_of(r6) == Cell(8, 0)


def test_the_moves_bring_rack_tiles_from_the_rack_and_table_tiles_from_their_cells() -> None:
    old, rack = setup()
    new = [parse_tiles(s) for s in ["K7 K8 K9", "O1 O2 O3", "R6 R7 R8 R9", "B3 B4 B5"]]
    arrangement = arrange_table(old, new, rack)
    from_rack = {m.tile_id for m in arrangement.moves if m.source is None}
    assert from_rack == set(arrangement.placed)
    assert {FACES[i].code for i in arrangement.placed} == {"R9", "B3", "B4", "B5"}
    for move in arrangement.moves:
        assert arrangement.layout.cell_of(move.tile_id) == move.target
        if move.source is not None:
            assert old.cell_of(move.tile_id) == move.source


def test_a_new_table_that_drops_a_table_tile_is_refused() -> None:
    old, rack = setup()
    with pytest.raises(ValueError):
        arrange_table(old, [parse_tiles("K7 K8 K9"), parse_tiles("O1 O2 O3")], rack)


def test_a_new_table_with_a_tile_from_nowhere_is_refused() -> None:
    old, rack = setup()
    with pytest.raises(ValueError):
        arrange_table(old, [*old.tile_sets(), parse_tiles("B10 B11 B12")], rack)
