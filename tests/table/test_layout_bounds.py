"""Hostile table layouts and racks: refused at once, never a frozen game or a huge allocation.

A saved game carries the table's size and every tile's cell. The table never
needs more room than one row of all the box's tiles with a gap after each, so
anything bigger, any cell off the grid and any tile placed twice is refused
with a :class:`LayoutError` (a ``ValueError``), quickly: a list longer than the box
is refused before one of its entries is read (:class:`Watched` counts the reads; no
clock is asked, so a busy machine cannot fail these tests), and no size is allocated
from (a grid of 10**14 cells would exhaust memory or hit the suite's timeout).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.table import (
    DEFAULT_COLUMNS,
    DEFAULT_ROWS,
    Cell,
    LayoutError,
    PlacementError,
    RackLayout,
    TableLayout,
    box_faces,
    max_table_size,
)

FACES = box_faces(RuleSet())
XP_FACES = box_faces(RuleSet.xp())
LIMIT = max_table_size(len(FACES))


def saved(columns: Any = DEFAULT_COLUMNS, rows: Any = DEFAULT_ROWS, tiles: Any = ()) -> dict:
    """A table as the saved game stores it."""
    return {"columns": columns, "rows": rows, "tiles": [_listed(t) for t in tiles]}


def _listed(entry: Any) -> Any:
    return list(entry) if isinstance(entry, tuple) else entry


def test_the_limit_is_a_row_of_the_whole_box_with_gaps() -> None:
    assert LIMIT == 2 * 106 + 1
    assert max_table_size(len(XP_FACES)) == 2 * 160 + 1
    assert TableLayout.empty(FACES).max_size == LIMIT
    # Never below a fresh table, even for a tiny box.
    assert max_table_size(3) >= DEFAULT_COLUMNS


def test_a_saved_table_round_trips() -> None:
    layout = TableLayout.from_sets(FACES, [[0, 1, 2], [13, 26, 39]])
    data = layout.to_dict()
    assert data == {
        "columns": layout.columns,
        "rows": layout.rows,
        "tiles": [[i, c.col, c.row] for i, c in layout],
    }
    assert TableLayout.from_dict(FACES, data) == layout


class Watched(list):
    """A list that counts the entries read from it (by iterating or by index)."""

    reads = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        for item in super().__iter__():
            self.reads += 1
            yield item

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        self.reads += 1
        return super().__getitem__(index)


def test_a_huge_table_is_refused_at_once() -> None:
    for columns, rows in [(10**7, 10**7), (10**18, 5), (16, 10**7), (LIMIT + 1, 5)]:
        with pytest.raises(LayoutError):
            TableLayout.from_dict(FACES, saved(columns, rows, [(0, 3, 2)]))
        with pytest.raises(LayoutError):
            TableLayout(FACES, ((0, Cell(3, 2)),), columns, rows)


def test_the_largest_table_allowed_still_answers_quickly() -> None:
    layout = TableLayout.from_dict(FACES, saved(LIMIT, LIMIT, [(i, 2 * i, 0) for i in range(100)]))
    grown = layout.with_set_added([100, 101, 102], near=Cell(LIMIT // 2, LIMIT - 1))
    grown = grown.with_tile_dropped(103, Cell(LIMIT - 1, LIMIT - 1))
    assert grown.columns <= LIMIT and grown.rows <= LIMIT
    for tile_id in (100, 101, 102):
        cell = grown.cell_of(tile_id)
        assert cell is not None and 0 <= cell.col < LIMIT and 0 <= cell.row < LIMIT
    assert grown.cell_of(103) == Cell(LIMIT - 1, LIMIT - 1)


@pytest.mark.parametrize(
    "columns, rows",
    [(0, 5), (16, 0), (-1, 5), (16, -7), (True, 5), (16.0, 5), ("16", 5), (None, 5), ([16], 5)],
)
def test_sizes_that_are_not_whole_numbers_in_range_are_refused(columns, rows) -> None:
    with pytest.raises(LayoutError):
        TableLayout.from_dict(FACES, saved(columns, rows))


@pytest.mark.parametrize(
    "tiles",
    [
        [(0, 16, 0)],  # past the last column
        [(0, 0, 5)],  # below the last row
        [(0, -1, 0)],
        [(0, 0, -1)],
        [(0, 1, 0), (1, 1, 0)],  # two tiles in one cell
        [(0, 1, 0), (0, 3, 0)],  # one tile in two cells
        [(106, 1, 0)],  # no such tile in the classic box
        [(-1, 1, 0)],
        [(True, 1, 0)],
        [(0, 1.0, 0)],
        [(0, 1)],
        [(0, 1, 0, 0)],
        ["0 1 0"],
        [None],
        [(0, 10**18, 0)],
        [(0, 10**5000, 0)],  # too long even to print
    ],
)
def test_bad_cells_and_tiles_are_refused(tiles) -> None:
    with pytest.raises(LayoutError):
        TableLayout.from_dict(FACES, saved(tiles=tiles))


@pytest.mark.parametrize(
    "data",
    [None, [], "table", {"columns": 16, "rows": 5}, {"columns": 16, "rows": 5, "tiles": "x"}],
)
def test_a_saved_table_that_is_not_a_table_is_refused(data) -> None:
    with pytest.raises(LayoutError):
        TableLayout.from_dict(FACES, data)


def test_more_placements_than_tiles_are_refused_before_reading_them() -> None:
    tiles = Watched([[0, 1, 0]] * 10**6)
    data = {**saved(), "tiles": tiles}
    with pytest.raises(LayoutError):
        TableLayout.from_dict(FACES, data)
    assert tiles.reads == 0


def test_a_set_naming_one_tile_twice_is_refused() -> None:
    layout = TableLayout.empty(FACES)
    with pytest.raises(LayoutError):
        layout.with_set_added([5, 5, 6])
    ids = Watched([5] * 10**6)
    with pytest.raises((LayoutError, PlacementError)):
        layout.with_set_added(ids)
    assert ids.reads == 0, "a set longer than the box is refused before its ids are read"


def test_layout_errors_are_value_errors() -> None:
    # Callers that already catch ValueError (the saved game's loader) keep working.
    assert issubclass(LayoutError, ValueError)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 105), min_size=1, max_size=106, unique=True))
def test_the_grid_never_grows_past_the_limit(ids: list[int]) -> None:
    # Every tile alone in its own row is the tallest table a player can make.
    layout = TableLayout.empty(FACES)
    for row, tile_id in enumerate(ids):
        layout = layout.with_tile_dropped(tile_id, Cell(0, row))
        assert layout.columns <= LIMIT and layout.rows <= LIMIT
    assert layout.rows == max(len(ids) + 1, DEFAULT_ROWS)


# -- racks ------------------------------------------------------------------------------


def test_a_saved_rack_round_trips() -> None:
    rack = RackLayout(FACES, (5, 0, 105))
    assert RackLayout.from_list(FACES, list(rack.ids)) == rack


@pytest.mark.parametrize(
    "ids",
    [
        [0, 0],  # a tile twice
        [106],
        [-1],
        [True],
        [1.0],
        ["3"],
        [[1]],
        [None],
        [float("inf")],
        [10**5000],
        list(range(107)),  # more tiles than the box
        "0 1 2",
        {"0": 1},
        None,
    ],
)
def test_bad_saved_racks_are_refused(ids: Any) -> None:
    with pytest.raises(LayoutError):
        RackLayout.from_list(FACES, ids)


def test_the_rack_constructor_checks_too() -> None:
    for ids in ((1.0,), ("3",), ((1,),), (0, 0)):
        with pytest.raises(LayoutError):
            RackLayout(FACES, ids)  # type: ignore[arg-type]


def test_a_huge_saved_rack_is_refused_at_once() -> None:
    ids = Watched([0] * 10**7)
    with pytest.raises(LayoutError):
        RackLayout.from_list(FACES, ids)
    assert ids.reads == 0
