"""Laying the rack and the table out anew: tidying that is no move of the turn.

:class:`Tidying` is the tidying job of the
:class:`~rummikub_desktop.session.controller.GameController`, kept apart from
its phases and commands: the shown rack sorted or re-ordered (during the
person's own turn through the :class:`~.editor.TurnEditor`, so Undo and Reset
know it; while others play, straight on the ledger), the table packed again by
the screen, and how the screen keeps the rack (its habits).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rummikub_desktop.table import RackLayout, TableLayout
from rummikub_desktop.table.packing import PackingError

from .editor import TurnEditor
from .outcomes import OK, Outcome, OutcomeCode, refused
from .round_tiles import RoundTiles


class Tidying:
    """The rack's and the table's tidying, and the screen's habits for the rack.

    Attributes:
        close_up: the "Close up my rack" setting (a tile that leaves the rack leaves no gap).
        room: how many slots the screen's rack shows, so a drawn tile goes into the
            last gap rather than past them (None: after the last tile, always).
    """

    def __init__(self) -> None:
        self.close_up = False
        self.room: int | None = None

    def set_habits(self, editor: TurnEditor, *, close_up: bool, room: int | None) -> None:
        """Keep the rack as the screen says from now on (this turn's editor too)."""
        self.close_up = close_up
        editor.close_up = close_up
        self.room = room

    @staticmethod
    def lay_out_table(tiles: RoundTiles, editor: TurnEditor, table: TableLayout) -> None:
        """The same sets laid elsewhere on the table (the screen packs them to make room
        for bigger tiles). Not a move of the turn: no Undo step, and a table untouched
        this turn stays untouched (Reset and Done see no change).

        Raises:
            PackingError: when ``table`` does not hold the same sets, tile for tile
                and in the same reading order, as the table now.
        """
        ledger = tiles.ledger
        now = ledger.table
        if table.faces != now.faces or [s.ids for s in table.sets()] != [s.ids for s in now.sets()]:
            raise PackingError("a table laid out again holds the same sets in the same order")
        untouched = editor.start.table == now
        ledger.table = table
        if untouched:
            editor.start = replace(editor.start, table=table)

    @staticmethod
    def arrange_rack(
        tiles: RoundTiles,
        editor: TurnEditor,
        how: Callable[[RackLayout], RackLayout],
        *,
        own_turn: bool,
    ) -> Outcome:
        """Lay the shown rack out anew, ``how`` says how: the same tiles in other
        slots (``RackLayout.sorted_by_colour``, ``sorted_by_number``, ``closed_up``,
        or ``lambda rack: rack.with_tile_at(tile_id, slot)`` to move one tile into
        any slot, a taken slot making room). ``own_turn``: the shown rack's person
        is playing. Refused when no rack is shown or the tiles would change."""
        shown, seat = tiles.rack, tiles.rack_seat
        if shown is None or seat is None:
            return refused(OutcomeCode.NOT_YOUR_TURN)
        rack = how(shown)
        if sorted(rack.ids) != sorted(shown.ids):
            return refused(OutcomeCode.NOT_YOUR_TILE)
        if own_turn:
            editor.set_rack(rack)
        else:
            # Tidying the rack while others play: not part of any turn.
            tiles.ledger.racks[seat] = rack
        return OK
