"""The free-form table: tiles snap to cells, sets are lines, drops join sets there."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.table import (
    DEFAULT_COLUMNS,
    DEFAULT_ROWS,
    Cell,
    PlacementCode,
    PlacementError,
    TableLayout,
)
from tests.support.table_layout import FACES, codes, ids_of


def table_with(*sets: tuple[str, Cell]) -> tuple[TableLayout, set[int]]:
    taken: set[int] = set()
    layout = TableLayout.empty(FACES)
    for text, start in sets:
        layout = layout.with_set_added(ids_of(text, taken), start)
    return layout, taken


def test_a_line_of_touching_tiles_is_one_set_read_row_by_row() -> None:
    layout, _ = table_with(("R4 R5 R6", Cell(3, 1)), ("K9 B9 O9", Cell(2, 0)))
    assert codes(layout) == ["K9 B9 O9", "R4 R5 R6"]
    assert layout.sets()[1].start == Cell(3, 1)


def test_a_tile_dropped_alone_lies_in_its_cell() -> None:
    layout = TableLayout.empty(FACES)
    [tile] = ids_of("R7")
    after = layout.with_tile_dropped(tile, Cell(5, 2))
    assert after.cell_of(tile) == Cell(5, 2)
    assert after.tile_at(Cell(5, 2)) == tile


def test_a_tile_dropped_left_of_a_run_joins_it_at_the_start() -> None:
    layout, taken = table_with(("R4 R5 R6", Cell(3, 1)))
    [tile] = ids_of("R3", taken)
    after = layout.with_tile_dropped(tile, Cell(2, 1))
    assert codes(after) == ["R3 R4 R5 R6"]
    assert after.cell_of(tile) == Cell(2, 1)


def test_a_tile_dropped_right_of_a_run_joins_it_at_the_end() -> None:
    layout, taken = table_with(("R4 R5 R6", Cell(3, 1)))
    [tile] = ids_of("R7", taken)
    after = layout.with_tile_dropped(tile, Cell(6, 1))
    assert codes(after) == ["R4 R5 R6 R7"]
    assert after.sets()[0].start == Cell(3, 1)


def test_a_tile_dropped_on_a_set_goes_in_before_that_tile_and_the_rest_shift() -> None:
    layout, taken = table_with(("R4 R6 R7", Cell(3, 1)))
    [tile] = ids_of("R5", taken)
    r6 = layout.tile_at(Cell(4, 1))
    after = layout.with_tile_dropped(tile, Cell(4, 1))
    assert codes(after) == ["R4 R5 R6 R7"]
    assert after.cell_of(tile) == Cell(4, 1)
    assert after.cell_of(r6) == Cell(5, 1)


def test_a_drop_on_a_tiles_right_half_goes_in_after_it() -> None:
    layout, taken = table_with(("R4 R6 R7", Cell(3, 1)))
    [tile] = ids_of("R5", taken)
    after = layout.with_tile_dropped(tile, Cell(3, 1), after=True)
    assert codes(after) == ["R4 R5 R6 R7"]


def test_inserting_never_merges_with_the_neighbouring_set() -> None:
    # One empty cell between the sets: growing the first must not touch the second.
    layout, taken = table_with(("R4 R6 R7", Cell(0, 0)), ("K1 K2 K3", Cell(4, 0)))
    [tile] = ids_of("R5", taken)
    after = layout.with_tile_dropped(tile, Cell(1, 0))
    assert sorted(codes(after)) == ["K1 K2 K3", "R4 R5 R6 R7"]
    assert after.set_of(after.tile_at(Cell(4, 0))).ids == layout.sets()[1].ids


def test_a_set_without_room_in_its_row_moves_to_where_it_fits() -> None:
    layout, taken = table_with(("R4 R5 R6", Cell(0, 0)), ("K1 K2 K3", Cell(4, 0)))
    start = layout.sets()[1].start
    [tile] = ids_of("R7", taken)
    after = layout.with_tile_dropped(tile, Cell(3, 0))
    assert sorted(codes(after)) == ["K1 K2 K3", "R4 R5 R6 R7"]
    assert after.set_of(layout.tile_at(start)).start == start


def test_a_drop_in_the_gap_between_two_sets_joins_one_of_them_only() -> None:
    layout, taken = table_with(("R4 R5 R6", Cell(0, 0)), ("R8 R9 R10", Cell(4, 0)))
    [tile] = ids_of("R7", taken)
    left_half = layout.with_tile_dropped(tile, Cell(3, 0))
    assert sorted(codes(left_half)) == ["R4 R5 R6 R7", "R8 R9 R10"]
    right_half = layout.with_tile_dropped(tile, Cell(3, 0), after=True)
    assert sorted(codes(right_half)) == ["R4 R5 R6", "R7 R8 R9 R10"]


def test_taking_a_tile_from_the_middle_of_a_run_splits_it() -> None:
    layout, _ = table_with(("R3 R4 R5 R6 R7", Cell(0, 0)))
    r5 = layout.tile_at(Cell(2, 0))
    after = layout.with_tile_dropped(r5, Cell(5, 3))
    assert codes(after) == ["R3 R4", "R6 R7", "R5"]


def test_a_tile_moved_within_its_own_set_leaves_no_gap() -> None:
    layout, _ = table_with(("R4 R6 R5", Cell(2, 0)))
    r5 = layout.tile_at(Cell(4, 0))
    after = layout.with_tile_dropped(r5, Cell(3, 0))
    assert codes(after) == ["R4 R5 R6"]
    assert after.sets()[0].start == Cell(2, 0)


def test_a_tile_dropped_on_itself_changes_nothing() -> None:
    layout, _ = table_with(("R4 R5 R6", Cell(2, 0)))
    tile = layout.tile_at(Cell(3, 0))
    assert layout.with_tile_dropped(tile, Cell(3, 0)) is layout


def test_a_drop_off_the_table_is_refused() -> None:
    layout = TableLayout.empty(FACES)
    with pytest.raises(PlacementError) as refused:
        layout.with_tile_dropped(0, Cell(-1, 0))
    assert refused.value.code is PlacementCode.OFF_TABLE


def test_a_whole_set_moves_by_its_outline() -> None:
    layout, _ = table_with(("R4 R5 R6", Cell(2, 0)))
    tile = layout.tile_at(Cell(3, 0))
    after = layout.with_set_moved(tile, Cell(7, 2))
    assert after.sets()[0].start == Cell(7, 2)
    assert codes(after) == ["R4 R5 R6"]


def test_a_set_cannot_be_put_down_touching_another_set() -> None:
    layout, _ = table_with(("R4 R5 R6", Cell(0, 0)), ("K1 K2 K3", Cell(6, 0)))
    tile = layout.tile_at(Cell(0, 0))
    assert not layout.can_move_set(tile, Cell(3, 0))
    with pytest.raises(PlacementError) as refused:
        layout.with_set_moved(tile, Cell(3, 0))
    assert refused.value.code is PlacementCode.NO_ROOM
    assert layout.can_move_set(tile, Cell(2, 0))


def test_the_grid_keeps_an_empty_row_and_grows_as_the_table_fills() -> None:
    layout = TableLayout.empty(FACES)
    rows = layout.rows
    taken: set[int] = set()
    for number in [*range(1, 14), *range(1, 14)]:
        layout = layout.with_set_added(ids_of(f"K{number} R{number} B{number} O{number}", taken))
    assert layout.rows > rows
    used = {cell.row for _, cell in layout}
    assert any(row not in used for row in range(layout.rows))
    assert layout.columns > DEFAULT_COLUMNS
    assert layout.columns * DEFAULT_ROWS >= layout.rows * DEFAULT_COLUMNS


def test_a_set_longer_than_the_table_widens_it() -> None:
    layout = TableLayout.empty(FACES, columns=5, rows=2)
    layout = layout.with_set_added(ids_of("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10"))
    assert layout.columns >= 10
    assert codes(layout) == ["R1 R2 R3 R4 R5 R6 R7 R8 R9 R10"]


def test_two_red_sevens_are_different_tiles() -> None:
    first, second = ids_of("R7 R7")
    assert first != second
    assert FACES[first] == FACES[second]


# -- properties -----------------------------------------------------------------

actions = st.lists(
    st.tuples(
        st.sampled_from(["drop", "drop", "drop", "move_set", "remove"]),
        st.integers(0, 40),
        st.integers(-1, 21),
        st.integers(-1, 8),
        st.booleans(),
    ),
    max_size=40,
)


@settings(max_examples=60, deadline=None)
@given(actions)
def test_drops_never_lose_overlap_or_merge_other_sets(steps) -> None:
    layout = TableLayout.empty(FACES)
    on_table: set[int] = set()
    for kind, tile_id, col, row, after in steps:
        cell = Cell(col, row)
        before = layout
        try:
            if kind == "drop":
                layout = layout.with_tile_dropped(tile_id, cell, after=after)
                on_table.add(tile_id)
            elif kind == "move_set":
                layout = layout.with_set_moved(tile_id, cell)
            else:
                layout = layout.with_tile_removed(tile_id)
                on_table.discard(tile_id)
        except PlacementError:
            assert layout is before
            continue
        # Every tile accounted for, one per cell.
        assert layout.ids == frozenset(on_table)
        assert len({cell for _, cell in layout}) == len(layout)
        assert all(layout.in_bounds(cell) for _, cell in layout)
        if kind != "drop":
            continue
        # Sets the tile did not come from stay whole; no set gains tiles of two sets.
        old_sets = [tuple(i for i in s.ids if i != tile_id) for s in before.sets()]
        new_sets = [tuple(i for i in s.ids if i != tile_id) for s in layout.sets()]
        for old, table_set in zip(old_sets, before.sets(), strict=True):
            if tile_id not in table_set.ids:
                assert old in new_sets
        for new in new_sets:
            if new:
                assert any(_is_slice(new, old) for old in old_sets)


def _is_slice(part: tuple[int, ...], whole: tuple[int, ...]) -> bool:
    n = len(part)
    return any(whole[i : i + n] == part for i in range(len(whole) - n + 1))
