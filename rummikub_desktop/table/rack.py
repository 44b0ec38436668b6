"""A human's rack: their tiles in the slots where they put them, gaps and all.

The rack is a row of slots, each holding a tile id or nothing (a gap); the
screen wraps the slots into rows (:meth:`RackLayout.rows`). A tile that leaves
the rack leaves its slot empty, so the tiles beside it stay where the player
put them; the gaps close only when the player sorts the rack or asks
(:meth:`RackLayout.closed_up`). Like the table, the rack is immutable: each
change returns a new :class:`RackLayout`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.engine import Tile
from rummikub_desktop.engine.checks import is_whole

from .layout import LayoutError

Slot = int | None
"""A tile id, or None for an empty slot."""


def max_slots(box_size: int) -> int:
    """The most slots a rack of a ``box_size`` box may have (twice the box: every
    tile with a gap beside it)."""
    return 2 * box_size


def _trimmed(slots: Sequence[Slot]) -> tuple[Slot, ...]:
    """The slots without the empty ones at the end (a rack ends with a tile)."""
    end = len(slots)
    while end and slots[end - 1] is None:
        end -= 1
    return tuple(slots[:end])


@dataclass(frozen=True, slots=True)
class RackLayout:
    """The tiles of one rack, slot by slot, as the player sees them.

    Attributes:
        faces: the face of every tile id of the box.
        slots: each slot's tile id, first to last; None is an empty slot. The last
            slot always holds a tile (or the rack is empty).
    """

    faces: tuple[Tile, ...]
    slots: tuple[Slot, ...] = ()
    _ids: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The length first: a hostile list is refused before it is read.
        if not isinstance(self.slots, tuple) or len(self.slots) > max_slots(len(self.faces)):
            raise LayoutError("more slots on the rack than a rack can have")
        ids = []
        for tile_id in self.slots:
            if tile_id is None:
                continue
            if not (is_whole(tile_id) and 0 <= tile_id < len(self.faces)):
                raise LayoutError("a tile id on the rack is not a tile of the box")
            ids.append(tile_id)
        if len(set(ids)) != len(ids):
            raise LayoutError("a tile is on the rack twice")
        if self.slots and self.slots[-1] is None:
            raise LayoutError("a rack ends with a tile, not an empty slot")
        object.__setattr__(self, "_ids", tuple(ids))

    @classmethod
    def from_list(cls, faces: Sequence[Tile], data: Any) -> RackLayout:
        """Read a saved rack: its slots, first to last (``null`` for an empty slot).

        A list of tile ids alone (an older save) is a rack without gaps.

        Raises:
            LayoutError: for anything but a list of distinct tile ids of the box and
                empty slots, ending with a tile, no longer than a rack can be.
        """
        if not isinstance(data, list | tuple) or len(data) > max_slots(len(faces)):
            raise LayoutError("a saved rack must be a list of tile ids and empty slots")
        return cls(tuple(faces), tuple(data))

    def to_list(self) -> list[Slot]:
        """The slots as plain JSON-able data."""
        return list(self.slots)

    def _with(self, slots: Sequence[Slot]) -> RackLayout:
        return RackLayout(self.faces, _trimmed(slots))

    # -- reading ---------------------------------------------------------------

    def __contains__(self, tile_id: object) -> bool:
        return tile_id in self._ids

    def __len__(self) -> int:
        return len(self._ids)

    def __iter__(self) -> Iterator[int]:
        return iter(self._ids)

    @property
    def ids(self) -> tuple[int, ...]:
        """The rack's tile ids, first to last (without the gaps)."""
        return self._ids

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The faces, in rack order."""
        return tuple(self.faces[i] for i in self._ids)

    @property
    def has_gaps(self) -> bool:
        """True when an empty slot lies between two tiles."""
        return len(self.slots) > len(self._ids)

    def index(self, tile_id: int) -> int:
        """Where a tile is in the rack's order (0 is first; gaps not counted)."""
        return self._ids.index(tile_id)

    def slot_of(self, tile_id: int) -> int:
        """The slot a tile lies in."""
        return self.slots.index(tile_id)

    def tile_in(self, slot: int) -> int | None:
        """The tile in ``slot``, or None for an empty slot (or one past the end)."""
        return self.slots[slot] if 0 <= slot < len(self.slots) else None

    def rows(self, per_row: int) -> tuple[tuple[Slot, ...], ...]:
        """The slots wrapped into rows of at most ``per_row`` (one row when empty)."""
        if per_row < 1:
            raise ValueError("a rack row holds at least one slot")
        if not self.slots:
            return ((),)
        return tuple(self.slots[i : i + per_row] for i in range(0, len(self.slots), per_row))

    # -- changing ----------------------------------------------------------------

    def with_tile_at(self, tile_id: int, slot: int) -> RackLayout:
        """``tile_id`` (on the rack or not yet) put in ``slot``.

        An empty slot takes it as it is. A taken slot makes room: its tile and the
        ones after it move one slot on, up to the first empty slot (the one the tile
        came from counts), so every other tile keeps its place.
        """
        limit = max_slots(len(self.faces))
        slots: list[Slot] = [None if s == tile_id else s for s in self.slots]
        slot = max(0, min(slot, limit - 1))
        if slot >= len(slots):
            slots.extend([None] * (slot + 1 - len(slots)))
        if slots[slot] is not None:
            free = next((i for i in range(slot, len(slots)) if slots[i] is None), len(slots))
            if free == len(slots):
                slots.append(None)
            slots[slot + 1 : free + 1] = slots[slot:free]
        slots[slot] = tile_id
        if len(_trimmed(slots)) > limit:
            # Only a rack packed with gaps gets here: close them rather than lose a tile.
            return self._with([s for s in slots if s is not None])
        return self._with(slots)

    def with_tile_added(self, tile_id: int, slot: int | None = None) -> RackLayout:
        """``tile_id`` put on the rack in ``slot`` (after the last tile when None)."""
        if tile_id in self._ids:
            raise ValueError(f"tile {tile_id} is already on the rack")
        return self.with_tile_at(tile_id, len(self.slots) if slot is None else slot)

    def with_tiles_added(self, tile_ids: Sequence[int], room: int | None = None) -> RackLayout:
        """Tiles drawn: each after the last tile. When ``room`` (the slots the screen
        shows) is full up to the end, a tile takes the last empty slot within it."""
        rack = self
        for tile_id in tile_ids:
            end = len(rack.slots)
            free = [i for i in range(min(end, room or 0)) if rack.slots[i] is None]
            slot = free[-1] if room is not None and end >= room and free else end
            rack = rack.with_tile_added(tile_id, slot)
        return rack

    def without_tile(self, tile_id: int) -> RackLayout:
        """The rack without ``tile_id``: its slot stays empty (a gap)."""
        if tile_id not in self._ids:
            raise ValueError(f"tile {tile_id} is not on the rack")
        return self._with([None if s == tile_id else s for s in self.slots])

    def closed_up(self) -> RackLayout:
        """The same tiles in the same order, without gaps."""
        return RackLayout(self.faces, self._ids)

    def sorted_by_colour(self) -> RackLayout:
        """Colour by colour, numbers rising (ready for runs: 7-8-9); jokers last; no gaps."""
        faces = self.faces

        def key(tile_id: int) -> tuple[Any, int]:
            return faces[tile_id].sort_key, tile_id

        order: list[int] = sorted(self._ids, key=key)
        return RackLayout(faces, tuple(order))

    def sorted_by_number(self) -> RackLayout:
        """Number by number, colours in order (ready for groups: 7-7-7); jokers last; no gaps."""
        faces = self.faces

        def key(tile_id: int) -> tuple[Any, int]:
            return faces[tile_id].number_key, tile_id

        order: list[int] = sorted(self._ids, key=key)
        return RackLayout(faces, tuple(order))
