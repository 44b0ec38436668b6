"""A play on the game's table as the steps a hand follows (the table helper's steps).

The hint's last step and Show me (:mod:`.hand_walk`) describe their play with the
same steps as the table helper (:mod:`rummikub_desktop.ai.table_steps`), so that the
words match what a person would do at a real table. The sets are numbered in
reading order (row by row, left to right), as :meth:`TableLayout.sets` gives
them; a new set takes the next number.
"""

from __future__ import annotations

from collections import Counter

from rummikub_desktop.ai.table_steps import TableAnswer, plan_steps
from rummikub_desktop.engine import Tile
from rummikub_desktop.table import TableLayout


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
