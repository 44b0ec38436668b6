"""A better play walked on the table as a hand makes it: the table helper's numbered
steps, each one whole move (issue 44).

Show me (the coach's better play, a puzzle's answer) used to move the play's tiles
one at a time, every tile that changed its cell included, from the table as the turn
began to the table as the play lays it: some 40 moves for a long play, through
tables that looked wrong half-way ("4 5 6 5 6 7 8 9": a tile dropped beside a set
it did not belong to). Here the play is the steps of
:func:`~rummikub_desktop.session.play_steps.steps_between` (the table helper's, the
ones its numbered sentences say), and each step is one stage: its tiles leave their
place together and land in their set together, and the table between two stages is
the one :func:`~rummikub_desktop.ai.apply_steps` gives, laid out so that it looks it:

- a tile that is not moved stays in its cell, but for the set a step changes;
- a set that gives tiles away closes up behind them when what is left is a set
  (a group that gives a tile away from its middle), else its tiles stay where they
  are (a run cut in two stays two runs, as on a real table);
- a set that takes tiles is laid whole where it was (tiles put before it go to its
  left), or where it fits nearest, never touching another set;
- a new set is laid where the play's table has it, or where it fits nearest;
- a set that must be laid again goes where it fits inside the part of the table the
  play's first and last tables use, if it can (a row below before a column past
  their right end): the tiles are drawn as big as on those tables, the table's in
  play.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from rummikub_desktop.ai.table_steps import Step, TableAnswer
from rummikub_desktop.engine import Tile, analyse_set
from rummikub_desktop.table import Cell, TableLayout

from .play_steps import steps_between
from .replay import TurnReplay


@dataclass(frozen=True, slots=True)
class HandStage:
    """One numbered step on the table.

    Attributes:
        number: the step's index in the answer's steps (its sentence's).
        before: the table as the step begins.
        after: the table once it is made.
        moved: the step's own tiles (ids, as they lie in their set at the end),
            from the rack or from a set.
        from_rack: True when they come from the rack.
    """

    number: int
    before: TableLayout
    after: TableLayout
    moved: tuple[int, ...]
    from_rack: bool

    @property
    def shifted(self) -> tuple[int, ...]:
        """The other tiles whose cell the step changes (their set closes up or
        makes room): they glide along with the move."""
        moved = set(self.moved)
        return tuple(
            tile_id
            for tile_id, cell in self.after
            if tile_id not in moved and self.before.cell_of(tile_id) not in (None, cell)
        )


@dataclass(frozen=True, slots=True)
class HandWalk:
    """A play as its numbered steps on the table.

    Attributes:
        replay: the play, as the coach or a puzzle gives it (the table before it,
            the table it lays, the tiles from the rack).
        answer: its steps (the table helper's; their sentences are numbered).
        steps: one stage a step, in order.
    """

    replay: TurnReplay
    answer: TableAnswer
    steps: tuple[HandStage, ...]

    @property
    def before(self) -> TableLayout:
        """The table as the play begins."""
        return self.replay.before

    @property
    def after(self) -> TableLayout:
        """The table once every step is made."""
        return self.steps[-1].after if self.steps else self.replay.before

    @property
    def layouts(self) -> tuple[TableLayout, ...]:
        """Every table the walk shows, the first before any step."""
        return (self.before, *(stage.after for stage in self.steps))


def hand_walk(replay: TurnReplay) -> HandWalk:
    """The numbered steps of ``replay``'s play, each laid out on the table.

    Raises:
        ValueError: when the steps do not fit the replay's tables (a step takes a
            tile that is not in its set, or a rack tile the play does not lay).
    """
    answer = steps_between(replay.before, replay.after)
    lines = [list(table_set.ids) for table_set in replay.before.sets()]
    rack: dict[Tile, list[int]] = defaultdict(list)
    for shown in replay.steps:
        if shown.from_rack:
            rack[shown.tile].append(shown.tile_id)
    layout = replay.before
    box = _used(replay.before, replay.after)
    stages = []
    for number, step in enumerate(answer.steps):
        before = layout
        if step.source is None:
            ids = _from_rack(rack, step, number)
        else:
            ids, layout = _taken(layout, lines, step, number, box)
        if step.new:
            lines.append([])
        target = lines[step.target]
        near = _where(layout, replay.after, target, step, ids)
        target[step.at : step.at] = ids
        layout = _laid(layout, target, near, box)
        stages.append(HandStage(number, before, layout, tuple(ids), step.source is None))
    return HandWalk(replay, answer, tuple(stages))


def _from_rack(rack: dict[Tile, list[int]], step: Step, number: int) -> list[int]:
    ids = []
    for tile in step.tiles:
        if not rack[tile]:
            raise ValueError(f"step {number + 1}: the play lays no {tile} from the rack")
        ids.append(rack[tile].pop(0))
    return ids


def _used(*tables: TableLayout) -> tuple[int, int]:
    """The columns and rows that ``tables``' tiles use, from the first of each."""
    cells = [cell for table in tables for _, cell in table]
    return (
        max((cell.col for cell in cells), default=0) + 1,
        max((cell.row for cell in cells), default=0) + 1,
    )


def _laid(
    layout: TableLayout, ids: list[int], near: Cell | None, box: tuple[int, int]
) -> TableLayout:
    """``ids`` laid as one set nearest ``near``: inside ``box`` (columns, rows) if
    it fits there, else in a row below it, else wherever it fits nearest."""
    columns, rows = box
    length = len(ids)
    aim = near if near is not None else Cell(0, 0)
    for last_row in (rows, layout.rows):
        spans = [
            Cell(col, row)
            for row in range(min(last_row, layout.rows))
            for col in range(max(0, columns - length + 1))
        ]
        spans.sort(key=lambda c: (abs(c.row - aim.row), abs(c.col - aim.col), c.row, c.col))
        found = next((c for c in spans if layout.span_is_free(c, length, ignoring=ids)), None)
        if found is not None:
            return layout.with_set_added(ids, near=found)
    return layout.with_set_added(ids, near=near)


def _taken(
    layout: TableLayout, lines: list[list[int]], step: Step, number: int, box: tuple[int, int]
) -> tuple[list[int], TableLayout]:
    """The step's tiles taken from their set (ids), and the table without them: what
    is left of the set closes up when it is a set, else stays where it lies."""
    assert step.source is not None
    line = lines[step.source]
    faces = layout.faces
    positions = list(step.taken_at)
    if not positions:
        free = list(range(len(line)))
        for tile in step.tiles:
            found = next((p for p in free if faces[line[p]] == tile), None)
            if found is None:
                raise ValueError(f"step {number + 1}: {tile} is not in set {step.source + 1}")
            free.remove(found)
            positions.append(found)
    ids = [line[p] for p in positions]
    for p in sorted(positions, reverse=True):
        del line[p]
    gone = set(ids)
    layout = TableLayout(
        faces,
        tuple((i, c) for i, c in layout.placements if i not in gone),
        layout.columns,
        layout.rows,
    )
    if line and not _in_a_row(layout, line) and analyse_set([faces[i] for i in line]):
        layout = _laid(layout, line, layout.cell_of(line[0]), box)
    return ids, layout


def _in_a_row(layout: TableLayout, line: list[int]) -> bool:
    """True when ``line``'s tiles lie side by side, left to right, in one row."""
    cells = [layout.cell_of(i) for i in line]
    first = cells[0]
    return first is not None and all(
        cell == first.shifted(index) for index, cell in enumerate(cells)
    )


def _where(
    layout: TableLayout, final: TableLayout, target: list[int], step: Step, ids: list[int]
) -> Cell | None:
    """Where the target set is laid, as near as it fits: where it lies (tiles put
    before it go to its left); a new set where the play's table has it."""
    if target:
        first = layout.cell_of(target[0])
        if first is None:
            return None
        return Cell(max(0, first.col - len(ids)), first.row) if step.at == 0 else first
    return final.cell_of(ids[0]) if ids else None
