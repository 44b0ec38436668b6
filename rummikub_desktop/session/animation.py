"""A computer's turn as the screen shows it: which tile travels where, and when."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummikub_desktop.table import Cell, TableLayout, TileMove

from .seats import Speed

MAX_ANIMATION_TILES = 16
"""A computer's turn never takes longer to show than this many tiles' travel."""


@dataclass(frozen=True, slots=True)
class AnimationStep:
    """One tile's journey: from ``source`` (None: the mover's rack) to ``target``,
    between ``start`` and ``end`` seconds after the animation began."""

    tile_id: int
    source: Cell | None
    target: Cell
    start: float
    end: float

    def progress(self, elapsed: float) -> float:
        """How far along the tile is, 0.0 (not left) to 1.0 (arrived)."""
        if elapsed >= self.end:
            return 1.0
        if elapsed <= self.start:
            return 0.0
        return (elapsed - self.start) / (self.end - self.start)


@dataclass(frozen=True, slots=True)
class AnimationPlan:
    """A computer's turn as the screen shows it.

    The session's ``table`` already holds the final layout; the screen draws
    each step's tile at its interpolated position instead of its cell.
    A plan without steps (a draw) is a pause of ``duration`` seconds.

    Attributes:
        seat: the computer that moved.
        steps: the travelling tiles: set by set, a set's table tiles sliding
            together, then its rack tiles one by one (steps may overlap in time).
        duration: the whole animation's length in seconds.
        placed: the ids that left the computer's rack.
    """

    seat: int
    steps: tuple[AnimationStep, ...]
    duration: float
    placed: tuple[int, ...] = ()

    @classmethod
    def pause(cls, seat: int, speed: Speed) -> AnimationPlan:
        """A turn with nothing to move (a draw or a pass), shown as a short pause."""
        return cls(seat, (), speed.seconds_per_tile)


def plan_animation(
    seat: int,
    moves: Sequence[TileMove],
    layout: TableLayout,
    placed: Sequence[int],
    speed: Speed,
) -> AnimationPlan:
    """Schedule the moves set by set: a set's table tiles slide together, then
    its tiles from the rack come one by one; a long turn is played faster."""
    per_tile = speed.seconds_per_tile
    timed: list[tuple[TileMove, float, float]] = []
    clock = 0.0
    by_set: dict[Cell, list[TileMove]] = {}
    for move in moves:
        table_set = layout.set_of(move.tile_id)
        if table_set is None:
            raise ValueError(f"tile {move.tile_id} moved off the table")
        by_set.setdefault(table_set.start, []).append(move)
    for set_moves in by_set.values():
        sliding = [m for m in set_moves if m.source is not None]
        for move in sliding:
            timed.append((move, clock, clock + per_tile))
        if sliding:
            clock += per_tile
        for move in set_moves:
            if move.source is None:
                timed.append((move, clock, clock + per_tile))
                clock += per_tile
    limit = MAX_ANIMATION_TILES * per_tile
    scale = limit / clock if clock > limit else 1.0
    steps = tuple(
        AnimationStep(m.tile_id, m.source, m.target, start * scale, end * scale)
        for m, start, end in timed
    )
    return AnimationPlan(seat, steps, clock * scale, tuple(placed))
