"""A play on the game's table as the table helper's steps: the hint's and Show me's words."""

from __future__ import annotations

from rummikub_desktop.ai import apply_steps
from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.session.play_steps import steps_between
from rummikub_desktop.table import TableLayout


def position(table: str, rack: str):
    """A table laid out from tile ids, and the rack's ids (faces after the table's)."""
    sets = [parse_tiles(part) for part in table.split("|")]
    faces = [t for s in sets for t in s] + parse_tiles(rack)
    ids, start = [], 0
    for tile_set in sets:
        ids.append(list(range(start, start + len(tile_set))))
        start += len(tile_set)
    return TableLayout.from_sets(faces, ids), list(range(start, len(faces)))


def test_the_steps_between_two_layouts_are_read_in_reading_order():
    before, _ = position("R5 R6 R7 R8 | O1 O2 O3", "K8 B8")
    after = (
        tuple(parse_tiles("R5 R6 R7")),
        tuple(parse_tiles("O1 O2 O3")),
        tuple(parse_tiles("R8 K8 B8")),
    )
    answer = steps_between(before, after)
    assert sorted(t.code for t in answer.laid) == ["B8", "K8"]
    assert answer.moved == 1
    assert apply_steps(answer.table, answer.steps) == answer.table_after
