"""A human's rack: the order of their tiles, rearranged by hand or sorted.

The rack is a sequence of tile ids; the screen wraps it into rows
(:meth:`RackLayout.rows`). Like the table, it is immutable: each change
returns a new :class:`RackLayout`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rummikub_desktop.engine import Tile

from .layout import LayoutError


@dataclass(frozen=True, slots=True)
class RackLayout:
    """The tiles of one rack, in the order the player sees them.

    Attributes:
        faces: the face of every tile id of the box.
        ids: the rack's tile ids, first to last.
    """

    faces: tuple[Tile, ...]
    ids: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # The length first: a hostile list is refused before it is read.
        if not isinstance(self.ids, tuple) or len(self.ids) > len(self.faces):
            raise LayoutError("more tiles on the rack than in the box")
        for tile_id in self.ids:
            if not (
                isinstance(tile_id, int)
                and not isinstance(tile_id, bool)
                and 0 <= tile_id < len(self.faces)
            ):
                raise LayoutError("a tile id on the rack is not a tile of the box")
        if len(set(self.ids)) != len(self.ids):
            raise LayoutError("a tile is on the rack twice")

    @classmethod
    def from_list(cls, faces: Sequence[Tile], data: Any) -> RackLayout:
        """Read a saved rack: the list of its tile ids, first to last.

        Raises:
            LayoutError: for anything but a list of distinct tile ids of the box,
                no longer than the box.
        """
        if not isinstance(data, list | tuple) or len(data) > len(faces):
            raise LayoutError("a saved rack must be a list of tile ids, no longer than the box")
        return cls(tuple(faces), tuple(data))

    def __contains__(self, tile_id: object) -> bool:
        return tile_id in self.ids

    def __len__(self) -> int:
        return len(self.ids)

    def __iter__(self) -> Iterator[int]:
        return iter(self.ids)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The faces, in rack order."""
        return tuple(self.faces[i] for i in self.ids)

    def index(self, tile_id: int) -> int:
        """Where a tile is on the rack (0 is first)."""
        return self.ids.index(tile_id)

    def rows(self, per_row: int) -> tuple[tuple[int, ...], ...]:
        """The rack wrapped into rows of at most ``per_row`` tiles (one row when empty)."""
        if per_row < 1:
            raise ValueError("a rack row holds at least one tile")
        if not self.ids:
            return ((),)
        return tuple(self.ids[i : i + per_row] for i in range(0, len(self.ids), per_row))

    def with_tile_moved(self, tile_id: int, index: int) -> RackLayout:
        """``tile_id`` moved to position ``index`` (clamped to the rack)."""
        rest = [i for i in self.ids if i != tile_id]
        if len(rest) == len(self.ids):
            raise ValueError(f"tile {tile_id} is not on the rack")
        index = max(0, min(index, len(rest)))
        rest.insert(index, tile_id)
        return RackLayout(self.faces, tuple(rest))

    def with_tile_added(self, tile_id: int, index: int | None = None) -> RackLayout:
        """``tile_id`` put on the rack at ``index`` (the end when None)."""
        if tile_id in self.ids:
            raise ValueError(f"tile {tile_id} is already on the rack")
        ids = list(self.ids)
        ids.insert(len(ids) if index is None else max(0, min(index, len(ids))), tile_id)
        return RackLayout(self.faces, tuple(ids))

    def with_tiles_added(self, tile_ids: Sequence[int]) -> RackLayout:
        """Tiles put at the end of the rack, in order."""
        return RackLayout(self.faces, self.ids + tuple(tile_ids))

    def without_tile(self, tile_id: int) -> RackLayout:
        """The rack without ``tile_id``."""
        if tile_id not in self.ids:
            raise ValueError(f"tile {tile_id} is not on the rack")
        return RackLayout(self.faces, tuple(i for i in self.ids if i != tile_id))

    def sorted_by_colour(self) -> RackLayout:
        """Colour by colour, numbers rising (ready for runs: 7-8-9); jokers last."""
        return RackLayout(
            self.faces, tuple(sorted(self.ids, key=lambda i: (self.faces[i].sort_key, i)))
        )

    def sorted_by_number(self) -> RackLayout:
        """Number by number, colours in order (ready for groups: 7-7-7); jokers last."""
        return RackLayout(
            self.faces, tuple(sorted(self.ids, key=lambda i: (self.faces[i].number_key, i)))
        )
