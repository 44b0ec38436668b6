"""A computer's turn told tile by tile, for "What did the computer do?".

When a computer has played, the screen can show its turn again slowly: the
table as it was when the turn began, then one tile at a time travelling to
where it ended, with a sentence for each ("moved Red 5 from the run 3-4-5-6-7
to the group 5-5-5"). Everything the sentence needs is worked out here, purely:
which set each tile came from (on the table as the turn began) and which set it
went to (on the table as the turn ended). The screen puts it into words.

Tiles are moved in an order that never drops one on a tile still waiting to
leave that cell, as far as possible: a tile whose cell is wanted by another
travels first.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.engine import MAX_PLAYERS, SetKind, StateFormatError, Tile, analyse_set
from rummikub_desktop.engine.checks import entries, mapping, raised_as, whole
from rummikub_desktop.table import Arrangement, Cell, TableLayout, TileMove


class TurnKind(enum.Enum):
    """What a computer did with its turn."""

    PLAYED = "played"
    """Laid tiles (and maybe moved tiles on the table)."""
    DREW = "drew"
    """Drew a tile."""
    PASSED = "passed"
    """Passed: the pool was empty."""


@dataclass(frozen=True, slots=True)
class SetPicture:
    """A set as a sentence names it: its kind and its tiles, left to right.

    ``kind`` is None for tiles that are not a valid set (never on a table at
    the start or the end of a turn, so only for safety).
    """

    kind: SetKind | None
    tiles: tuple[Tile, ...]

    @classmethod
    def of(cls, tiles: Sequence[Tile]) -> SetPicture:
        """The picture of ``tiles`` as laid."""
        info = analyse_set(tiles)
        return cls(info.kind if info is not None else None, tuple(tiles))


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One tile's journey in a computer's turn.

    Attributes:
        tile_id: the tile.
        tile: its face.
        source: its cell on the table as the turn began, or None (from the rack).
        target: its cell on the table as the turn ended.
        came_from: the set it was in as the turn began (None: it came from the rack).
        went_to: the set it is in as the turn ended.
    """

    tile_id: int
    tile: Tile
    source: Cell | None
    target: Cell
    came_from: SetPicture | None
    went_to: SetPicture

    @property
    def from_rack(self) -> bool:
        """True for a tile laid from the computer's rack."""
        return self.source is None


@dataclass(frozen=True, slots=True)
class TurnReplay:
    """A computer's turn as it can be shown again.

    Attributes:
        seat: the computer.
        kind: what it did.
        before: the table as the turn began.
        after: the table as the turn ended.
        steps: the travelling tiles, in the order they are shown.
    """

    seat: int
    kind: TurnKind
    before: TableLayout = field(repr=False)
    after: TableLayout = field(repr=False)
    steps: tuple[ReplayStep, ...] = ()

    @property
    def moved_ids(self) -> frozenset[int]:
        """Every tile that travelled: laid from the rack or moved on the table."""
        return frozenset(step.tile_id for step in self.steps)

    def table_after(self, count: int) -> dict[int, Cell]:
        """Where every tile lies once the first ``count`` steps are done.

        Tiles of the turn's end that have not travelled yet lie where they
        were as the turn began (tiles from the rack are not on the table yet).
        """
        cells = dict(self.before.placements)
        for step in self.steps[:count]:
            cells[step.tile_id] = step.target
        return cells

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data: the seat, the kind, both tables and the travelling
        tiles in the order they are shown (the rest follows from the tables)."""
        return {
            "seat": self.seat,
            "kind": self.kind.value,
            "before": self.before.to_dict(),
            "after": self.after.to_dict(),
            "moved": [step.tile_id for step in self.steps],
        }

    @classmethod
    def from_dict(cls, faces: Sequence[Tile], data: Any) -> TurnReplay:
        """Read :meth:`to_dict` data for a box of ``faces``.

        Raises:
            StateFormatError: for data that is not a turn on these tables: a table
                that is not one, a travelling tile that is not on the table after
                the turn or that did not move, a turn without a play that moved tiles.
        """
        with raised_as(StateFormatError):
            values = mapping(data, "a computer's turn")
            try:
                seat = whole(values["seat"], "a computer's seat", 0, MAX_PLAYERS - 1)
                kind = TurnKind(values["kind"])
                before = TableLayout.from_dict(faces, values["before"])
                after = TableLayout.from_dict(faces, values["after"])
                moved = entries(values["moved"], "a computer's moved tiles", len(faces))
            except (KeyError, TypeError, ValueError) as error:
                if isinstance(error, StateFormatError):
                    raise
                raise StateFormatError(f"a computer's turn: {str(error)[:100]}") from None
        if kind is not TurnKind.PLAYED and (moved or before != after):
            raise StateFormatError("a computer's turn without a play moved tiles")
        if len(set(moved)) != len(moved):
            raise StateFormatError("a computer's turn moves one tile twice")
        steps = []
        for tile_id in moved:
            target = after.cell_of(tile_id) if isinstance(tile_id, int) else None
            if target is None:
                raise StateFormatError("a tile a computer moved is not on the table")
            source = before.cell_of(tile_id)
            if source == target:
                raise StateFormatError("a tile a computer moved did not move")
            steps.append(_step(before, after, TileMove(tile_id, source, target)))
        return cls(seat, kind, before, after, tuple(steps))


def _ordered(moves: Sequence[TileMove]) -> list[TileMove]:
    """The moves in their own order, except that a tile leaves a cell before
    another tile arrives in it (a cycle is broken at its first move)."""
    waiting = list(moves)
    leaving = {move.source: move.tile_id for move in moves if move.source is not None}
    done: set[int] = set()
    ordered: list[TileMove] = []
    while waiting:
        for move in waiting:
            blocker = leaving.get(move.target)
            if blocker is None or blocker == move.tile_id or blocker in done:
                break
        else:
            move = waiting[0]
        waiting.remove(move)
        done.add(move.tile_id)
        ordered.append(move)
    return ordered


def describe_play(seat: int, before: TableLayout, arrangement: Arrangement) -> TurnReplay:
    """The replay of a computer's play: ``before`` is the table as its turn began,
    ``arrangement`` the play as laid out on it (:func:`~rummikub_desktop.table.arrange_table`)."""
    after = arrangement.layout
    steps = [_step(before, after, move) for move in _ordered(arrangement.moves)]
    return TurnReplay(seat, TurnKind.PLAYED, before, after, tuple(steps))


def _step(before: TableLayout, after: TableLayout, move: TileMove) -> ReplayStep:
    """One tile's journey from ``before`` to ``after``, with the sets it left and joined."""
    old_set = before.set_of(move.tile_id)
    new_set = after.set_of(move.tile_id)
    if new_set is None:
        raise ValueError(f"tile {move.tile_id} is not on the table after the play")
    return ReplayStep(
        move.tile_id,
        after.face(move.tile_id),
        move.source,
        move.target,
        None if old_set is None else SetPicture.of(before.set_faces(old_set)),
        SetPicture.of(after.set_faces(new_set)),
    )


def read_replays(faces: Sequence[Tile], data: Any) -> tuple[TurnReplay, ...]:
    """Saved computers' turns (:meth:`TurnReplay.to_dict` data, oldest first), or
    none when they do not hold: they are only shown again, never played on, so a
    damaged one never stops a game loading (as a damaged draw for who starts)."""
    try:
        with raised_as(StateFormatError):
            turns = entries(data, "the computers' turns", MAX_PLAYERS)
            return tuple(TurnReplay.from_dict(faces, turn) for turn in turns)
    except StateFormatError:
        return ()


def describe_idle(seat: int, table: TableLayout, *, drew: bool) -> TurnReplay:
    """The replay of a computer's turn without a play: it drew, or passed."""
    return TurnReplay(seat, TurnKind.DREW if drew else TurnKind.PASSED, table, table)
