"""The free-form table: tiles in grid cells, read as sets.

The table is a grid of cells ``(col, row)``, one tile per cell. A set is a
maximal horizontal line of touching tiles in one row; the engine's list of sets
is read row by row, left to right. Every physical tile has a stable integer id
(an index into the box, see :func:`rummikub_desktop.table.box_faces`), so two
red 7s stay two different tiles while they are dragged about.

Layouts are immutable: every change returns a new :class:`TableLayout`, which
makes undo and the turn-start snapshot a matter of keeping the old value.

Rules of the drag, kept by :meth:`TableLayout.with_tile_dropped`:

- a tile snaps to a cell and never overlaps another;
- dropped next to either end of a set, or onto a set's tile, it joins that set
  there; the set's own tiles shift to make room, and when its row has no room
  the set moves to where it fits;
- sets always keep at least one empty cell between them, so a drop never
  merges or splits another set by accident;
- there is always one empty row, so a new set can always be started: the grid
  grows as the table fills (wider as it grows taller, in the proportions of a
  fresh table) and the screen zooms out to show all of it.

The grid never grows past :func:`max_table_size` cells either way: one row of
every tile in the box with a gap after each. A layout that is bigger, that
puts a tile outside the grid, or that places a tile twice cannot be built
(:class:`LayoutError`); a saved table is read with :meth:`TableLayout.from_dict`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.engine import Tile
from rummikub_desktop.engine.checks import DataError, is_whole

DEFAULT_COLUMNS = 16
"""Columns of a fresh table: room for three sets of four in one row, in big tiles."""
DEFAULT_ROWS = 5
"""Rows of a fresh table."""
GROUP_TO_CLOSE = 3
"""A set of this many tiles or more whose numbered tiles share one number is a
group: a tile taken out of its middle closes the gap (a run is split instead)."""


def max_table_size(box_size: int) -> int:
    """The most columns, and the most rows, a table of ``box_size`` tiles may have.

    One row of every tile of the box, each followed by a gap, fills
    ``2 * box_size`` cells; a table never needs more in either direction (the
    tallest a player can make is one tile per row plus the empty row). Never
    less than a fresh table's width.
    """
    return max(DEFAULT_COLUMNS, DEFAULT_ROWS, 2 * box_size + 1)


@dataclass(frozen=True, slots=True)
class Cell:
    """A position on the table grid: column from the left, row from the top."""

    col: int
    row: int

    def shifted(self, cols: int = 0, rows: int = 0) -> Cell:
        """The cell ``cols`` to the right and ``rows`` down."""
        return Cell(self.col + cols, self.row + rows)

    @property
    def reading_key(self) -> tuple[int, int]:
        """Sort key for reading order: row, then column."""
        return (self.row, self.col)


class PlacementCode(enum.Enum):
    """Why the table model refused a change."""

    OFF_TABLE = "off_table"
    """The cell is outside the table."""
    NO_ROOM = "no_room"
    """The tiles would overlap or touch another set there."""
    NOT_ON_TABLE = "not_on_table"
    """The tile is not on the table."""
    UNKNOWN_TILE = "unknown_tile"
    """No tile of the box has this id."""


class LayoutError(DataError):
    """A layout that cannot be: a size out of range, a cell off the grid, a tile
    placed twice or unknown, or saved data that is not a table at all (a
    :class:`~rummikub_desktop.engine.checks.DataError`).

    Raised by :class:`TableLayout`'s constructor and :meth:`TableLayout.from_dict`
    (the layout is never built), and when a new set names one tile twice.
    """


class PlacementError(ValueError):
    """A change the table cannot take; the layout is unchanged.

    Attributes:
        code: what is wrong, for the program.
        message: a plain English sentence for the player.
    """

    def __init__(self, code: PlacementCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class TableSet:
    """One set as laid: a horizontal line of touching tiles.

    Attributes:
        start: the cell of the leftmost tile.
        ids: the tile ids, left to right.
    """

    start: Cell
    ids: tuple[int, ...]

    @property
    def row(self) -> int:
        """The set's row."""
        return self.start.row

    @property
    def col(self) -> int:
        """The column of the set's leftmost tile."""
        return self.start.col

    @property
    def end_col(self) -> int:
        """The column of the set's rightmost tile."""
        return self.start.col + len(self.ids) - 1

    @property
    def cells(self) -> tuple[Cell, ...]:
        """Each tile's cell, left to right."""
        return tuple(self.start.shifted(i) for i in range(len(self.ids)))

    def __len__(self) -> int:
        return len(self.ids)


def _id_map(placements: Iterable[tuple[int, Cell]]) -> dict[int, Cell]:
    return dict(placements)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Where every tile on the table lies.

    Build one with :meth:`empty` or :meth:`from_sets`; change it with the
    ``with_*`` methods, which return a new layout.

    Attributes:
        faces: the face of every tile id of the box (shared by all layouts).
        placements: (tile id, cell) for every tile on the table, by id.
        columns: the grid's width in cells.
        rows: the grid's height in cells.
    """

    faces: tuple[Tile, ...]
    placements: tuple[tuple[int, Cell], ...]
    columns: int = DEFAULT_COLUMNS
    rows: int = DEFAULT_ROWS
    _by_cell: dict[Cell, int] = field(init=False, repr=False, compare=False)
    _by_id: dict[int, Cell] = field(init=False, repr=False, compare=False)
    _sets: tuple[TableSet, ...] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Cheap checks first: a hostile size or a huge list is refused before
        # anything is built from it.
        limit = self.max_size
        for name, value in (("columns", self.columns), ("rows", self.rows)):
            if not is_whole(value) or not 1 <= value <= limit:
                raise LayoutError(f"the table's {name} must be 1 to {limit}")
        if not isinstance(self.placements, tuple) or len(self.placements) > len(self.faces):
            raise LayoutError("more tiles on the table than in the box")
        for placement in self.placements:
            if not (isinstance(placement, tuple) and len(placement) == 2):
                raise LayoutError("a placement is a tile id and a cell")
            tile_id, cell = placement
            if not is_whole(tile_id) or not 0 <= tile_id < len(self.faces):
                raise LayoutError("a tile id is not a tile of the box")
            if not (isinstance(cell, Cell) and is_whole(cell.col) and is_whole(cell.row)):
                raise LayoutError("a tile's cell is not a column and a row")
            if not (0 <= cell.col < self.columns and 0 <= cell.row < self.rows):
                raise LayoutError("a tile lies outside the table")
        by_id = _id_map(self.placements)
        by_cell = {cell: tile_id for tile_id, cell in self.placements}
        if len(by_id) != len(self.placements):
            raise LayoutError("a tile is placed twice")
        if len(by_cell) != len(self.placements):
            raise LayoutError("two tiles share a cell")
        object.__setattr__(self, "_by_id", by_id)
        object.__setattr__(self, "_by_cell", by_cell)
        object.__setattr__(self, "_sets", None)

    # -- building ------------------------------------------------------------

    @classmethod
    def empty(
        cls, faces: Sequence[Tile], columns: int = DEFAULT_COLUMNS, rows: int = DEFAULT_ROWS
    ) -> TableLayout:
        """A table with no tiles on it."""
        return cls(tuple(faces), (), columns, rows)

    @classmethod
    def from_sets(
        cls,
        faces: Sequence[Tile],
        sets: Iterable[Sequence[int]],
        columns: int = DEFAULT_COLUMNS,
        rows: int = DEFAULT_ROWS,
    ) -> TableLayout:
        """A table with ``sets`` (tile ids) laid in reading order, packed row by row."""
        layout = cls.empty(faces, columns, rows)
        for ids in sets:
            layout = layout.with_set_added(ids)
        return layout

    @classmethod
    def from_dict(cls, faces: Sequence[Tile], data: Any) -> TableLayout:
        """Read :meth:`to_dict` data (a saved game's table), checking everything.

        Raises:
            LayoutError: for data that is not a table of this box: not a mapping,
                a size that is not a whole number from 1 to :attr:`max_size`, a
                cell off the grid, a tile id not in the box, a tile placed twice
                or two in one cell. Refused in a few microseconds whatever the
                numbers, since nothing is allocated from them.
        """
        if not isinstance(data, dict):
            raise LayoutError("a saved table must be a mapping")
        try:
            columns, rows, tiles = data["columns"], data["rows"], data["tiles"]
        except KeyError as error:
            raise LayoutError(f"a saved table needs {error}") from None
        if not isinstance(tiles, list | tuple) or len(tiles) > len(faces):
            raise LayoutError("the table's tiles must be a list, no longer than the box")
        placements = []
        for entry in tiles:
            if not (isinstance(entry, list | tuple) and len(entry) == 3):
                raise LayoutError("each tile on the table is [id, column, row]")
            tile_id, col, row = entry
            placements.append((tile_id, Cell(col, row)))
        if not all(is_whole(tile_id) for tile_id, _ in placements):
            raise LayoutError("a tile id is not a whole number")
        placements.sort(key=lambda placement: placement[0])
        return cls(tuple(faces), tuple(placements), columns, rows)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data: the size and ``[id, column, row]`` for every tile."""
        return {
            "columns": self.columns,
            "rows": self.rows,
            "tiles": [[tile_id, cell.col, cell.row] for tile_id, cell in self.placements],
        }

    def _replaced(
        self,
        removed: Iterable[int] = (),
        added: Mapping[int, Cell] | None = None,
        columns: int | None = None,
        rows: int | None = None,
    ) -> TableLayout:
        positions = dict(self._by_id)
        for tile_id in removed:
            positions.pop(tile_id, None)
        if added:
            positions.update(added)
        columns = columns or self.columns
        rows = rows or self.rows
        used_rows = {cell.row for cell in positions.values()}
        # Keep one empty row, so a player can always start a new set.
        if all(row in used_rows for row in range(rows)):
            rows += 1
        # Grow wider as it grows taller: the screen's table area is wide, and
        # more sets per row keep the zoomed-out tiles bigger.
        columns = max(columns, -(-rows * DEFAULT_COLUMNS // DEFAULT_ROWS))
        # Never past the limit: only the proportions give way (rows stay under
        # it anyway, at most one tile per row and the empty row).
        limit = self.max_size
        columns, rows = min(columns, limit), min(rows, limit)
        return TableLayout(self.faces, tuple(sorted(positions.items())), columns, rows)

    # -- reading -------------------------------------------------------------

    @property
    def max_size(self) -> int:
        """The most columns (and rows) this table may have: :func:`max_table_size`."""
        return max_table_size(len(self.faces))

    @property
    def ids(self) -> frozenset[int]:
        """The ids of the tiles on the table."""
        return frozenset(self._by_id)

    def __contains__(self, tile_id: object) -> bool:
        return tile_id in self._by_id

    def __len__(self) -> int:
        return len(self.placements)

    def __iter__(self) -> Iterator[tuple[int, Cell]]:
        return iter(self.placements)

    def face(self, tile_id: int) -> Tile:
        """The face of a tile id."""
        return self.faces[tile_id]

    def cell_of(self, tile_id: int) -> Cell | None:
        """The cell a tile lies in, or None when it is not on the table."""
        return self._by_id.get(tile_id)

    def tile_at(self, cell: Cell) -> int | None:
        """The id of the tile in ``cell``, or None for an empty cell."""
        return self._by_cell.get(cell)

    def in_bounds(self, cell: Cell) -> bool:
        """True for a cell inside the grid."""
        return 0 <= cell.col < self.columns and 0 <= cell.row < self.rows

    def sets(self) -> tuple[TableSet, ...]:
        """Every set, in reading order (row, then column)."""
        if self._sets is not None:
            return self._sets
        result = []
        for cell in sorted(self._by_cell, key=lambda c: c.reading_key):
            if Cell(cell.col - 1, cell.row) in self._by_cell:
                continue
            ids = []
            col = cell.col
            while (tile_id := self._by_cell.get(Cell(col, cell.row))) is not None:
                ids.append(tile_id)
                col += 1
            result.append(TableSet(cell, tuple(ids)))
        # Drawing asks for the sets every frame; a layout never changes.
        sets = tuple(result)
        object.__setattr__(self, "_sets", sets)
        return sets

    def set_of(self, tile_id: int) -> TableSet | None:
        """The set a tile belongs to, or None when it is not on the table."""
        cell = self._by_id.get(tile_id)
        if cell is None:
            return None
        col = cell.col
        while Cell(col - 1, cell.row) in self._by_cell:
            col -= 1
        ids = []
        scan = col
        while (found := self._by_cell.get(Cell(scan, cell.row))) is not None:
            ids.append(found)
            scan += 1
        return TableSet(Cell(col, cell.row), tuple(ids))

    def set_faces(self, table_set: TableSet) -> tuple[Tile, ...]:
        """The faces of a set's tiles, left to right."""
        return tuple(self.faces[i] for i in table_set.ids)

    def tile_sets(self) -> list[list[Tile]]:
        """The table as the engine reads it: each set's faces, in reading order."""
        return [list(self.set_faces(s)) for s in self.sets()]

    def span_is_free(self, start: Cell, length: int, ignoring: Iterable[int] = ()) -> bool:
        """True when ``length`` tiles fit from ``start`` without touching another set.

        The cells must be empty and inside the grid, and the cells just left
        and right of the span empty too (or the grid's edge). Tiles in
        ``ignoring`` count as gone.
        """
        return self._span_free(start, length, frozenset(ignoring), self.columns)

    def _span_free(self, start: Cell, length: int, skip: frozenset[int], columns: int) -> bool:
        if start.col < 0 or start.row < 0 or start.row >= self.rows:
            return False
        if start.col + length > columns:
            return False
        for col in range(start.col - 1, start.col + length + 1):
            occupant = self._by_cell.get(Cell(col, start.row))
            if occupant is not None and occupant not in skip:
                return False
        return True

    # -- changing ------------------------------------------------------------

    def _check_id(self, tile_id: int) -> None:
        if not (isinstance(tile_id, int) and 0 <= tile_id < len(self.faces)):
            raise PlacementError(PlacementCode.UNKNOWN_TILE, "There is no such tile.")

    def _fit(
        self, length: int, near: Cell | None, ignoring: Iterable[int] = ()
    ) -> tuple[Cell, int, int]:
        """Where ``length`` tiles fit, nearest ``near`` (reading order without it).

        Returns the start cell and the grid size, grown when nothing fits.
        """
        skip = frozenset(ignoring)
        columns = max(self.columns, length)
        if near is None:
            row_order: list[int] = list(range(self.rows))
            col_key = None
        else:
            row_order = sorted(range(self.rows), key=lambda r: (abs(r - near.row), r))
            col_key = near.col
        for row in row_order:
            starts: list[int] = list(range(columns - length + 1))
            if col_key is not None:
                starts.sort(key=lambda c: (abs(c - col_key), c))
            for col in starts:
                if self._span_free(Cell(col, row), length, skip, columns):
                    return Cell(col, row), columns, self.rows
        # Nothing fits: a new row at the bottom.
        col = 0 if near is None else max(0, min(near.col, columns - length))
        return Cell(col, self.rows), columns, self.rows + 1

    def _laid(self, ids: Sequence[int], near: Cell | None, removed: Iterable[int]) -> TableLayout:
        """``ids`` laid as one set where it fits nearest ``near``, ``removed`` gone."""
        gone = set(removed) | set(ids)
        start, columns, rows = self._fit(len(ids), near, gone)
        added = {tile_id: start.shifted(i) for i, tile_id in enumerate(ids)}
        return self._replaced(gone, added, columns, rows)

    def with_tile_dropped(self, tile_id: int, cell: Cell, *, after: bool = False) -> TableLayout:
        """The tile ``tile_id`` (from the table or from a rack) dropped on ``cell``.

        - On an empty cell next to a set's end: joins the set at that end.
        - On a tile of a set: goes into the set before that tile (after it
          with ``after=True``, for a drop on the tile's right half).
        - On an empty cell with no set beside it: lies there alone.
        - On the one empty cell between two sets: joins the left set, or the
          right one with ``after=True`` (let go over the cell's right half).

        A tile taken from the middle of a run leaves a gap (that is how a run
        is split), except when it moves within its own set; a group closes up
        behind it (a group's order means nothing: a gap would only break it in
        two).

        Raises:
            PlacementError: OFF_TABLE for a cell outside the grid.
        """
        self._check_id(tile_id)
        if not self.in_bounds(cell):
            raise PlacementError(PlacementCode.OFF_TABLE, "Put the tile down on the table.")
        origin = self._by_id.get(tile_id)
        if origin == cell:
            return self
        origin_set = self.set_of(tile_id)
        occupant = self._by_cell.get(cell)
        target: TableSet | None = None
        index = 0
        near = cell
        if occupant is not None:
            target = self.set_of(occupant)
            assert target is not None
            index = target.ids.index(occupant) + (1 if after else 0)
            near = target.start
        else:
            left = self._by_cell.get(cell.shifted(-1))
            right = self._by_cell.get(cell.shifted(1))
            if left == tile_id:
                left = None
            if right == tile_id:
                right = None
            if left is not None and right is not None and after:
                # In the one-cell gap between two sets, the half of the cell
                # the tile was let go over says which set it joins.
                left = None
            if left is not None:
                target = self.set_of(left)
                assert target is not None
                index = len(target.ids)
                near = target.start
            elif right is not None:
                target = self.set_of(right)
                assert target is not None
                index = 0
                near = cell
        if origin_set is not None and (target is None or origin_set.ids != target.ids):
            closed = self._closed_up(origin_set, tile_id)
            if closed:
                taken = self._replaced([tile_id, *closed], closed)
                return taken.with_tile_dropped(tile_id, cell, after=after)
        if target is None:
            return self._replaced([tile_id], {tile_id: cell})
        sequence = list(target.ids)
        if origin_set is not None and origin_set.ids == target.ids:
            # Moving within its own set: reorder, leaving no gap behind.
            old_index = sequence.index(tile_id)
            sequence.remove(tile_id)
            if index > old_index:
                index -= 1
            sequence.insert(index, tile_id)
            return self._laid(sequence, target.start, sequence)
        sequence.insert(index, tile_id)
        return self._laid(sequence, near, sequence)

    def _closed_up(self, table_set: TableSet, tile_id: int) -> dict[int, Cell]:
        """The new cells of the tiles right of ``tile_id`` when it leaves
        ``table_set`` and the set is a group (its numbered tiles share one number):
        they close the gap. Empty for a run, or a tile at the group's right end."""
        numbers = {
            face.number
            for face in (self.faces[i] for i in table_set.ids if i != tile_id)
            if not face.is_joker
        }
        if len(numbers) != 1 or len(table_set.ids) < GROUP_TO_CLOSE:
            return {}
        index = table_set.ids.index(tile_id)
        return {i: self._by_id[i].shifted(-1) for i in table_set.ids[index + 1 :]}

    def with_tile_removed(self, tile_id: int) -> TableLayout:
        """The table without ``tile_id`` (its cell left empty; a group closes up
        behind it, as in :meth:`with_tile_dropped`).

        Raises:
            PlacementError: NOT_ON_TABLE when the tile is not on the table.
        """
        self._check_id(tile_id)
        if tile_id not in self._by_id:
            raise PlacementError(PlacementCode.NOT_ON_TABLE, "That tile is not on the table.")
        table_set = self.set_of(tile_id)
        closed = {} if table_set is None else self._closed_up(table_set, tile_id)
        return self._replaced([tile_id, *closed], closed)

    def can_move_set(self, tile_id: int, start: Cell) -> bool:
        """True when the set holding ``tile_id`` can be moved to start at ``start``."""
        table_set = self.set_of(tile_id)
        if table_set is None:
            return False
        return self.span_is_free(start, len(table_set), table_set.ids)

    def with_set_moved(self, tile_id: int, start: Cell) -> TableLayout:
        """The whole set holding ``tile_id`` moved so its leftmost tile is at ``start``.

        Raises:
            PlacementError: NOT_ON_TABLE, OFF_TABLE, or NO_ROOM when the set would
                overlap or touch another set there.
        """
        self._check_id(tile_id)
        table_set = self.set_of(tile_id)
        if table_set is None:
            raise PlacementError(PlacementCode.NOT_ON_TABLE, "That tile is not on the table.")
        if start == table_set.start:
            return self
        if not (self.in_bounds(start) and self.in_bounds(start.shifted(len(table_set) - 1))):
            raise PlacementError(PlacementCode.OFF_TABLE, "Put the set down on the table.")
        if not self.span_is_free(start, len(table_set), table_set.ids):
            raise PlacementError(
                PlacementCode.NO_ROOM,
                "There is no room for this set there; sets need a space between them.",
            )
        added = {tile_id: start.shifted(i) for i, tile_id in enumerate(table_set.ids)}
        return self._replaced(table_set.ids, added)

    def with_set_added(self, ids: Sequence[int], near: Cell | None = None) -> TableLayout:
        """``ids`` laid as a new set in free space (nearest ``near``; else the first
        free place in reading order), growing the grid when nothing fits.

        Tiles already on the table are taken from where they were.

        Raises:
            PlacementError: UNKNOWN_TILE for an id that is not a tile of the box.
            LayoutError: when ``ids`` names one tile twice.
        """
        if len(ids) > len(self.faces):
            raise LayoutError("a set names more tiles than the box holds")
        for tile_id in ids:
            self._check_id(tile_id)
        if len(set(ids)) != len(ids):
            raise LayoutError("a set names one tile twice")
        if not ids:
            return self
        return self._laid(list(ids), near, ids)
