"""A person's turn in progress: moves on the table and the rack, Undo, Reset, the snapshot.

The snapshot taken when the turn begins is what Reset, Draw tile and a failed
turn return to: the rule book's rollback to the start of the turn. Every move
keeps the state before it for Undo. Nothing here knows whose turn it is or
checks the rules of a play; the controller asks the engine at Done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rummikub_desktop.table import Cell, PlacementError, RackLayout, TableLayout

from .ledger import TileLedger
from .outcomes import OK, Outcome, OutcomeCode, placement_refused, refused
from .views import RefusedProblem


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
        self, ledger: TileLedger, seat: int, on_change: Callable[[], None] | None = None
    ) -> None:
        self.ledger = ledger
        self.seat = seat
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

    # -- changing ----------------------------------------------------------------

    def change(self, table: TableLayout, rack: RackLayout) -> None:
        """A move within the turn: remember the state before it for Undo."""
        self._undo.append(Snapshot(self.ledger.table, self.rack))
        self.ledger.table = table
        self.ledger.racks[self.seat] = rack
        self.refusal = ()
        if self._on_change is not None:
            self._on_change()

    def restore_start(self) -> None:
        """Everything back as it was when the turn began (not undoable: the turn ends)."""
        self.ledger.table = self.start.table
        self.ledger.racks[self.seat] = self.start.rack

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
        self.change(table, rack)
        return OK

    def move_tile_to_rack(self, tile_id: int, index: int | None = None) -> Outcome:
        """Take a tile laid this turn back to the rack (at ``index``; the end if None)."""
        if tile_id not in self.ledger.table:
            return refused(OutcomeCode.NOT_YOUR_TILE)
        if tile_id in self.start.table:
            return refused(OutcomeCode.TABLE_TILE_TO_RACK)
        table = self.ledger.table.with_tile_removed(tile_id)
        self.change(table, self.rack.with_tile_added(tile_id, index))
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
