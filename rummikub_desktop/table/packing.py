"""A table that packs instead of shrinking: the sets laid out compactly in rows.

When the sets on the table no longer fit the grid the screen can show at the
chosen tile size, :func:`pack_sets` lays them out again in the grid's rows, and
says whether they fit (only then, when they do not, does the screen make the
tiles smaller and try a bigger grid: :func:`first_fit`). The rules it keeps:

- every set stays whole and keeps its tiles in their order;
- the sets keep their reading order (row, then column), so the table reads
  as the player laid it and as the engine reads it;
- on a row, sets keep at least one empty cell between them (as on the table);
- a set lying inside the grid stays where it is when everything fits: nothing
  moves at all then (a packed table packs to itself);
- when something must move, every set that can keep its place does (in
  reading order, from the first set on), and a set that cannot goes to the
  first free place after the set before it;
- when that needs more rows than the grid has, only the sets the player did
  not touch this turn keep their places where they can (the ones the player
  touched go to the first free place after the set before them);
- when keeping places would need more rows than the grid has, the sets are laid
  out end to end from the top-left instead, which uses the fewest rows any
  layout in reading order can (the greedy line-filling of a paragraph).

Pure: cells and :class:`~rummikub_desktop.table.layout.TableSet` in, the same
out; no pygame and no files. The screen animates the sets from their old
starts to the new ones (:attr:`Packing.moved`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from .layout import Cell, TableLayout, TableSet

GAP = 1
"""Empty cells between two sets on a row."""


class PackingError(ValueError):
    """Sets that are not a table: a grid of no cells, an empty set, a tile in two
    sets, or sets not given in reading order (:func:`pack_sets`)."""


@dataclass(frozen=True, slots=True)
class Packing:
    """Where each set goes.

    Attributes:
        sets: the sets in their new places, in the order they were given (which
            is still their reading order).
        columns: the grid's width that was packed into.
        rows: the grid's height that was packed into.
        fits: True when every set lies inside the grid (leaving the free rows
            asked for); False when the grid is too small for these sets at any
            layout that keeps their order: the screen needs smaller tiles.
        moved: the indexes (into ``sets``) of the sets whose start changed.
    """

    sets: tuple[TableSet, ...]
    columns: int
    rows: int
    fits: bool
    moved: tuple[int, ...]

    @property
    def rows_used(self) -> int:
        """How many rows the sets reach down to (0 for an empty table)."""
        return max((s.row + 1 for s in self.sets), default=0)


def _check(sets: Sequence[TableSet], columns: int, rows: int, free_rows: int) -> None:
    if columns < 1 or rows < 1:
        raise PackingError("a grid has at least one column and one row")
    if not 0 <= free_rows < rows:
        raise PackingError("the free rows must leave at least one row for the sets")
    seen: set[int] = set()
    for table_set in sets:
        if not table_set.ids:
            raise PackingError("a set has at least one tile")
        if seen.intersection(table_set.ids) or len(set(table_set.ids)) != len(table_set.ids):
            raise PackingError("a tile lies in two sets")
        seen.update(table_set.ids)
    for before, after in pairwise(sets):
        if after.start.reading_key <= before.start.reading_key:
            raise PackingError("the sets must be given in reading order")


def _empty_rows(sets: Sequence[TableSet], rows: int) -> int:
    used = {s.row for s in sets}
    return sum(1 for row in range(rows) if row not in used)


def _fits_as_laid(sets: Sequence[TableSet], columns: int, rows: int, free_rows: int) -> bool:
    """True when every set lies inside the grid, apart from the others, and enough
    rows stay empty for a new set."""
    for table_set in sets:
        if table_set.col < 0 or table_set.end_col >= columns or not 0 <= table_set.row < rows:
            return False
    for before, after in pairwise(sets):
        if before.row == after.row and after.col <= before.end_col + GAP:
            return False
    return _empty_rows(sets, rows) >= free_rows


def _flow(
    sets: Sequence[TableSet], columns: int, rows: int, pinned: Collection[int]
) -> tuple[TableSet, ...]:
    """The sets in reading order from the top-left: a set in ``pinned`` (by index)
    stays at its start when that is still ahead of the place the sets before it
    reached and inside the grid; any other set goes to that place (the next row's
    start when the rest of the row is too short for it)."""
    row, col = 0, 0
    laid = []
    for index, table_set in enumerate(sets):
        length = len(table_set)
        start = table_set.start
        keep = (
            index in pinned
            and (start.row, start.col) >= (row, col)
            and start.col >= 0
            and start.col + length <= columns
            and start.row < rows
        )
        if not keep:
            if col > 0 and col + length > columns:
                row, col = row + 1, 0
            start = Cell(col, row)
        laid.append(TableSet(start, table_set.ids))
        row, col = start.row, start.col + length + GAP
        if col >= columns:
            row, col = row + 1, 0
    return tuple(laid)


def pack_sets(
    sets: Sequence[TableSet],
    columns: int,
    rows: int,
    touched: Iterable[int] = (),
    *,
    free_rows: int = 0,
) -> Packing:
    """The sets laid out in a ``columns`` x ``rows`` grid, compactly when they must be.

    Args:
        sets: the sets on the table in reading order (as
            :meth:`TableLayout.sets` gives them).
        columns, rows: the grid the screen shows at the tile size it wants.
        touched: the tile ids the player moved this turn (a set with one of
            them is a set the player touched).
        free_rows: rows to leave empty, so that a new set can always be started.

    Returns:
        The :class:`Packing`; nothing moves when every set already lies inside
        the grid apart from the others. When even the most compact layout needs
        more rows, ``fits`` is False and the sets are laid out that way anyway
        (past the grid's bottom); a set longer than the grid is wide starts a
        row of its own and runs past its right side.

    Raises:
        PackingError: for a grid of no cells, free rows that leave none, a set
            with no tiles, a tile in two sets, or sets out of reading order.
    """
    sets = tuple(sets)
    _check(sets, columns, rows, free_rows)
    room = rows - free_rows
    if _fits_as_laid(sets, columns, rows, free_rows):
        return Packing(sets, columns, rows, True, ())
    moved_ids = frozenset(touched)
    untouched = {i for i, s in enumerate(sets) if moved_ids.isdisjoint(s.ids)}
    # The fewest moves first: every set that can stay stays; then only the sets
    # the player did not touch; then none (the fewest rows).
    for pinned in (range(len(sets)), untouched, ()):
        laid = _flow(sets, columns, room, pinned)
        if _inside(laid, columns, room):
            break
    moved = tuple(i for i, (old, new) in enumerate(zip(sets, laid, strict=True)) if old != new)
    return Packing(laid, columns, rows, _inside(laid, columns, room), moved)


def _inside(sets: Sequence[TableSet], columns: int, rows: int) -> bool:
    return all(s.end_col < columns and s.row < rows for s in sets)


def first_fit(
    sets: Sequence[TableSet],
    grids: Iterable[tuple[int, int]],
    touched: Iterable[int] = (),
    *,
    free_rows: int = 0,
) -> tuple[int, Packing]:
    """The first grid of ``grids`` (columns, rows) the sets fit, and its packing.

    The screen lists its grids from the biggest tiles to the smallest, so the
    tiles get smaller only when the sets fit no grid of bigger tiles even packed.
    When none fits, the last grid's packing (``fits`` False) and its index.

    Raises:
        PackingError: as :func:`pack_sets`, or for no grids at all.
    """
    touched = frozenset(touched)
    found: tuple[int, Packing] | None = None
    for index, (columns, rows) in enumerate(grids):
        found = (index, pack_sets(sets, columns, rows, touched, free_rows=free_rows))
        if found[1].fits:
            return found
    if found is None:
        raise PackingError("no grid to pack into")
    return found


def packed_layout(layout: TableLayout, packing: Packing) -> TableLayout:
    """``layout`` with its sets where ``packing`` puts them, on the packing's grid
    (grown to hold a packing that does not fit).

    Raises:
        PackingError: when the packing is not of this layout's sets.
        LayoutError: when the grid would be bigger than the table may be.
    """
    if sorted(i for s in packing.sets for i in s.ids) != sorted(layout.ids):
        raise PackingError("the packing is not of this table's sets")
    placements = sorted(
        (tile_id, table_set.start.shifted(offset))
        for table_set in packing.sets
        for offset, tile_id in enumerate(table_set.ids)
    )
    columns = max([packing.columns, *(s.end_col + 1 for s in packing.sets)])
    rows = max(packing.rows, packing.rows_used)
    return TableLayout(layout.faces, tuple(placements), columns, rows)
