"""Where every tile is: the table as laid out, each rack's order, and the pool.

Tiles are followed by stable ids (see :mod:`rummikub_desktop.table`); the
engine's :class:`~rummikub_desktop.engine.Round` holds the rules' truth by
faces only. The ledger matches ids to the engine's tiles after every move and
checks that every id is in exactly one place.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from rummikub_desktop.engine import Round, StateFormatError, Tile
from rummikub_desktop.engine.checks import entries
from rummikub_desktop.table import RackLayout, TableLayout


class TileLedger:
    """The ids of one round: the table layout, a rack per seat, the pool.

    Attributes:
        faces: the face of every tile id in the box.
        table: the table as laid out now (the current player's arrangement).
        racks: each seat's rack, in the player's order.
        pool: the ids still face down (their order means nothing).
    """

    def __init__(
        self,
        faces: tuple[Tile, ...],
        table: TableLayout,
        racks: Sequence[RackLayout],
        pool: Sequence[int] | None = None,
    ) -> None:
        self.faces = faces
        self.table = table
        self.racks = list(racks)
        if pool is None:
            used = set(table.ids)
            for rack in self.racks:
                used.update(rack.ids)
            pool = sorted(set(range(len(faces))) - used)
        self.pool = list(pool)

    def take_from_pool(self, tile: Tile) -> int:
        """The id of a pool tile with this face, taken out of the pool."""
        for index, tile_id in enumerate(self.pool):
            if self.faces[tile_id] == tile:
                return self.pool.pop(index)
        raise AssertionError(f"the pool ids hold no {tile.code}")

    def drawn(self, seat: int, tiles: Sequence[Tile], room: int | None = None) -> tuple[int, ...]:
        """Tiles the engine dealt from the pool to ``seat``: their ids join the rack
        after its last tile (see :meth:`RackLayout.with_tiles_added` for ``room``).
        Returns the ids."""
        ids = tuple(self.take_from_pool(tile) for tile in tiles)
        self.racks[seat] = self.racks[seat].with_tiles_added(ids, room)
        return ids

    def problems(self, game: Round, table: TableLayout, racks: Sequence[RackLayout]) -> list[str]:
        """What is broken (empty when all is well), given the layout as of the last
        completed turn: every id in exactly one place, ids matching the engine."""
        problems = list(game.invariant_problems())
        places: Counter[int] = Counter(self.table.ids)
        for rack in self.racks:
            places.update(rack.ids)
        places.update(self.pool)
        if places != Counter(range(len(self.faces))):
            problems.append("tile ids are lost or doubled")

        def faces(ids: Sequence[int]) -> Counter[Tile]:
            return Counter(self.faces[i] for i in ids)

        for seat, rack in enumerate(racks):
            if faces(rack.ids) != Counter(game.racks[seat]):
                problems.append(f"seat {seat}'s rack ids do not match the engine")
        if faces(self.pool) != Counter(game.pool):
            problems.append("the pool ids do not match the engine")
        laid = Counter(tuple(s) for s in table.tile_sets())
        if laid != Counter(tuple(s) for s in game.table):
            problems.append("the table layout does not match the engine")
        return problems

    @staticmethod
    def layout_to_dict(table: TableLayout, racks: Sequence[RackLayout]) -> dict[str, Any]:
        """The table's cells and the racks' slots (gaps as ``null``) as plain JSON-able data."""
        return {"table": table.to_dict(), "racks": [rack.to_list() for rack in racks]}

    @staticmethod
    def read_layout(
        faces: tuple[Tile, ...], data: Any, players: int
    ) -> tuple[TableLayout, list[RackLayout]]:
        """Read :meth:`layout_to_dict` data: the table and the racks.

        Raises:
            StateFormatError: for data that is not a layout of this box.
        """
        try:
            layout = TableLayout.from_dict(faces, data["table"])
            saved = entries(data["racks"], "the racks", players, exactly=True)
            racks = [RackLayout.from_list(faces, ids) for ids in saved]
        except (KeyError, TypeError, ValueError) as error:
            raise StateFormatError(f"bad table layout: {str(error)[:200]}") from error
        return layout, racks
