"""A play on the game's table as the steps a hand follows (the table helper's steps).

The hint's last step and the coach's Show me describe their play with the same
steps as the table helper (:mod:`rummikub_desktop.ai.table_steps`), so that the
words match what a person would do at a real table. The sets are numbered in
reading order (row by row, left to right), as :meth:`TableLayout.sets` gives
them; a new set takes the next number.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from rummikub_desktop.ai.table_steps import TableAnswer, plan_steps
from rummikub_desktop.engine import Tile
from rummikub_desktop.table import TableLayout

from .replay import ReplayStep, TurnReplay


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
        replay: the replay with its tiles in the steps' order: the tiles that
            only shift place on the screen (and stay in their sets) first, then
            step by step; a tile still leaves a cell before another arrives in it.
        answer: the play's steps (:func:`steps_between` the replay's tables).
        step_of: for each of ``replay``'s tiles, in the order shown, the index
            of its step in ``answer.steps``; None for a tile that only shifts.
    """

    replay: TurnReplay
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
    step_of: dict[int, int | None] = {}
    for shown in replay.steps:
        source = None
        if not shown.from_rack:
            old = replay.before.set_of(shown.tile_id)
            source = None if old is None else numbers.get(old.ids)
        found = waiting.get((source, shown.tile))
        step_of[shown.tile_id] = found.pop(0) if found else None
    ordered = _in_order(replay.steps, step_of)
    return ShownSteps(
        replace(replay, steps=ordered), answer, tuple(step_of[s.tile_id] for s in ordered)
    )


def _in_order(
    shown: tuple[ReplayStep, ...], step_of: dict[int, int | None]
) -> tuple[ReplayStep, ...]:
    """The tiles by their steps (shifting tiles first), each as early as it can go
    without arriving in a cell another tile has still to leave (in a circle, the
    first waiting tile goes anyway, as the replay does)."""

    def rank(item: tuple[int, ReplayStep]) -> tuple[int, int]:
        index, step = item
        number = step_of[step.tile_id]
        return (-1 if number is None else number, index)

    waiting = sorted(enumerate(shown), key=rank)
    leaving = {step.source: step.tile_id for step in shown if step.source is not None}
    done: set[int] = set()
    ordered: list[ReplayStep] = []
    while waiting:
        for item in waiting:
            blocker = leaving.get(item[1].target)
            if blocker is None or blocker == item[1].tile_id or blocker in done:
                break
        else:
            item = waiting[0]
        waiting.remove(item)
        done.add(item[1].tile_id)
        ordered.append(item[1])
    return tuple(ordered)
