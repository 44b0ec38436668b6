"""A play on the game's table as the steps a hand follows (the table helper's steps).

The hint's last step and the coach's Show me describe their play with the same
steps as the table helper (:mod:`rummikub_desktop.ai.table_steps`), so that the
words match what a person would do at a real table. The sets are numbered in
reading order (row by row, left to right), as :meth:`TableLayout.sets` gives
them; a new set takes the next number.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rummikub_desktop.ai.table_steps import TableAnswer, plan_steps
from rummikub_desktop.engine import Tile
from rummikub_desktop.table import TableLayout

from .replay import TurnReplay


def layout_sets(layout: TableLayout) -> tuple[tuple[Tile, ...], ...]:
    """A table's sets as faces, in reading order."""
    return tuple(layout.set_faces(s) for s in layout.sets())


def steps_between(
    before: TableLayout, after: tuple[tuple[Tile, ...], ...] | TableLayout
) -> TableAnswer:
    """The steps from the table ``before`` to the sets ``after`` (a layout, or sets
    as faces): the table tiles that can stay, stay."""
    old = layout_sets(before)
    new = layout_sets(after) if isinstance(after, TableLayout) else tuple(after)
    laid = Counter(t for s in new for t in s) - Counter(t for s in old for t in s)
    placed = tuple(sorted(laid.elements()))
    table_after, steps = plan_steps(old, new)
    return TableAnswer(old, placed, placed, table_after, steps)


@dataclass(frozen=True, slots=True)
class ShownSteps:
    """A play shown tile by tile, with the step each tile belongs to.

    Attributes:
        answer: the play's steps (:func:`steps_between` the replay's tables).
        step_of: for each of the replay's tiles, in the order shown, the index
            of its step in ``answer.steps``; None for a tile that only shifts
            place on the screen and stays in its set.
    """

    answer: TableAnswer
    step_of: tuple[int | None, ...]


def shown_steps(replay: TurnReplay) -> ShownSteps:
    """The steps of a replayed play and, for each travelling tile, its step."""
    answer = steps_between(replay.before, replay.after)
    numbers = {s.ids: n for n, s in enumerate(replay.before.sets())}
    # What each step still has to move: (source, face) -> step indices, in order.
    waiting: dict[tuple[int | None, Tile], list[int]] = {}
    for index, step in enumerate(answer.steps):
        for tile in step.tiles:
            waiting.setdefault((step.source, tile), []).append(index)
    step_of: list[int | None] = []
    for shown in replay.steps:
        source = None
        if not shown.from_rack:
            old = replay.before.set_of(shown.tile_id)
            source = None if old is None else numbers.get(old.ids)
        found = waiting.get((source, shown.tile))
        step_of.append(found.pop(0) if found else None)
    return ShownSteps(answer, tuple(step_of))
