"""A person's turn in progress: moves on the table and the rack, Undo, Reset, the snapshot.

The snapshot taken when the turn begins is what Reset, Draw tile and a failed
turn return to: the rule book's rollback to the start of the turn. Every move
keeps the state before it for Undo. Nothing here knows whose turn it is or
checks the rules of a play; the controller asks the engine at Done.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rummikub_desktop.engine import StateFormatError, Tile
from rummikub_desktop.engine.checks import is_whole, mapping, raised_as
from rummikub_desktop.table import Cell, PlacementError, RackLayout, TableLayout, arrange_table

from .ledger import TileLedger
from .outcomes import OK, Outcome, OutcomeCode, placement_refused, refused
from .views import RefusedProblem, ResumedTurn


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The table and the mover's rack at one moment of a turn."""

    table: TableLayout
    rack: RackLayout


class TurnEditor:
    """The moves of one seat's turn, on the ledger's table and that seat's rack.

    Args:
        ledger: the round's tiles (changed in place).
        seat: the seat whose turn it is.
        on_change: called after every move that changed something.
    """

    def __init__(
        self,
        ledger: TileLedger,
        seat: int,
        on_change: Callable[[], None] | None = None,
        *,
        close_up: bool = False,
    ) -> None:
        self.ledger = ledger
        self.seat = seat
        self.close_up = close_up
        """Close the gap a tile leaves on the rack at once (the player's setting)."""
        self.start = Snapshot(ledger.table, ledger.racks[seat])
        self.refusal: tuple[RefusedProblem, ...] = ()
        self._undo: list[Snapshot] = []
        self._on_change = on_change

    # -- reading -----------------------------------------------------------------

    @property
    def rack(self) -> RackLayout:
        """The mover's rack as it is now."""
        return self.ledger.racks[self.seat]

    @property
    def laid_ids(self) -> frozenset[int]:
        """The tiles laid from the rack this turn."""
        return self.ledger.table.ids - self.start.table.ids

    @property
    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return bool(self._undo)

    @property
    def table_changed(self) -> bool:
        """True when the table is not as it was when the turn began."""
        return self.ledger.table != self.start.table

    # -- keeping an unfinished turn -------------------------------------------------

    def to_dict(self) -> dict[str, Any] | None:
        """The unfinished arrangement as plain JSON-able data (the seat, the table,
        the rack), or None while the table and the rack are as the turn began."""
        if not self.table_changed and self.rack == self.start.rack:
            return None
        return {
            "seat": self.seat,
            "table": self.ledger.table.to_dict(),
            "rack": self.rack.to_list(),
        }

    def resume_saved(self, data: Any, *, persons_turn: bool) -> ResumedTurn:
        """Put back a saved unfinished turn (None: none was saved) over the snapshot
        with :meth:`resume`, if it is a person's turn (``persons_turn``); what was
        done with it, or why not."""
        if data is None:
            return ResumedTurn()
        try:
            if not persons_turn:
                raise StateFormatError("a turn in progress, but no person's turn")
            self.resume(data)
        except StateFormatError as error:
            return ResumedTurn(problem=str(error)[:200])
        return ResumedTurn(resumed=True)

    def resume(self, data: Any) -> None:
        """Put back an arrangement saved by :meth:`to_dict` over the snapshot: Reset
        still goes back to the turn's start, and so does Undo, in one step (the
        moves before closing are not kept, only where they led; the player's own
        tiles on the table can always be taken back).

        Raises:
            StateFormatError: for data that is not this turn: another seat's, not a
                table and a rack, a tile in two places, a tile missing or added, a
                table tile back on the rack. Nothing is changed then.
        """
        faces = self.ledger.faces
        with raised_as(StateFormatError):
            values = mapping(data, "the turn in progress")
            seat = values.get("seat")
            if not is_whole(seat) or seat != self.seat:
                raise StateFormatError("the turn in progress is another seat's")
            if "table" not in values or "rack" not in values:
                raise StateFormatError("the turn in progress needs its table and rack")
            table = TableLayout.from_dict(faces, values["table"])
            rack = RackLayout.from_list(faces, values["rack"])
        start = self.start
        if table.ids & frozenset(rack.ids):
            raise StateFormatError("a tile of the turn in progress is in two places")
        if table.ids | frozenset(rack.ids) != start.table.ids | frozenset(start.rack.ids):
            raise StateFormatError("the turn in progress has other tiles than the turn's start")
        if not start.table.ids <= table.ids:
            raise StateFormatError("a table tile went back to the rack in the turn in progress")
        self.ledger.table = table
        self.ledger.racks[self.seat] = rack
        self._undo = [start]
        self.refusal = ()

    # -- changing ----------------------------------------------------------------

    def change(self, table: TableLayout, rack: RackLayout) -> None:
        """A move within the turn: remember the state before it for Undo."""
        self._undo.append(Snapshot(self.ledger.table, self.rack))
        self.ledger.table = table
        self.ledger.racks[self.seat] = rack
        self.refusal = ()
        if self._on_change is not None:
            self._on_change()

    def lay_out(self, sets: Sequence[Sequence[Tile]]) -> bool:
        """The whole table as ``sets`` (a suggested play), laid out from the turn's
        start with the rack's tiles it needs (a move Undo can take back). False,
        changing nothing, when the sets cannot be made from the start's tiles."""
        start = self.start
        try:
            arrangement = arrange_table(start.table, sets, start.rack.ids)
        except ValueError:
            return False
        rack = start.rack
        for tile_id in arrangement.placed:
            rack = rack.without_tile(tile_id)
        self.change(arrangement.layout, rack.closed_up() if self.close_up else rack)
        return True

    def restore_start(self) -> None:
        """The table back as it was when the turn began and the tiles laid this turn
        back on the rack (not undoable: the turn ends). The rack keeps the player's
        arrangement; a tile goes back to its old slot when that is free."""
        self.ledger.table = self.start.table
        rack = self.rack
        for tile_id in self.start.rack.ids:
            if tile_id not in rack:
                slot = self.start.rack.slot_of(tile_id)
                rack = rack.with_tile_added(tile_id, slot if rack.tile_in(slot) is None else None)
        self.ledger.racks[self.seat] = rack

    # -- commands ----------------------------------------------------------------

    def move_tile_to_table(self, tile_id: int, cell: Cell, *, after: bool = False) -> Outcome:
        """Drop a tile from the rack or the table on ``cell`` (see the controller)."""
        rack = self.rack
        if tile_id not in rack and tile_id not in self.ledger.table:
            return refused(OutcomeCode.NOT_YOUR_TILE)
        try:
            table = self.ledger.table.with_tile_dropped(tile_id, cell, after=after)
        except PlacementError as error:
            return placement_refused(error)
        if table == self.ledger.table:
            return OK
        if tile_id in rack:
            rack = rack.without_tile(tile_id)
            if self.close_up:
                rack = rack.closed_up()
        self.change(table, rack)
        return OK

    def move_tile_to_rack(self, tile_id: int, slot: int | None = None) -> Outcome:
        """Take a tile laid this turn back to the rack (into ``slot``; after the last
        tile if None)."""
        if tile_id not in self.ledger.table:
            return refused(OutcomeCode.NOT_YOUR_TILE)
        if tile_id in self.start.table:
            return refused(OutcomeCode.TABLE_TILE_TO_RACK)
        table = self.ledger.table.with_tile_removed(tile_id)
        self.change(table, self.rack.with_tile_added(tile_id, slot))
        return OK

    def move_set(self, tile_id: int, start: Cell) -> Outcome:
        """Move the whole set holding ``tile_id`` so its leftmost tile lies at ``start``."""
        if tile_id not in self.ledger.table:
            return refused(OutcomeCode.NOT_YOUR_TILE)
        try:
            table = self.ledger.table.with_set_moved(tile_id, start)
        except PlacementError as error:
            return placement_refused(error)
        if table != self.ledger.table:
            self.change(table, self.rack)
        return OK

    def set_rack(self, rack: RackLayout) -> None:
        """The mover's rack in another order (a move Undo can take back)."""
        if rack != self.rack:
            self.change(self.ledger.table, rack)

    def undo(self) -> Outcome:
        """Take back the last move of this turn."""
        if not self._undo:
            return refused(OutcomeCode.NOTHING_TO_UNDO)
        snapshot = self._undo.pop()
        self.ledger.table = snapshot.table
        self.ledger.racks[self.seat] = snapshot.rack
        self.refusal = ()
        return OK

    def reset(self) -> Outcome:
        """The table and the rack back as they were when the turn began (Undo can take
        the reset back)."""
        if self.ledger.table != self.start.table or self.rack != self.start.rack:
            self.change(self.start.table, self.start.rack)
        return OK
