"""A play on the game's table as the table helper's steps: the hint's and Show me's words."""

from __future__ import annotations

from rummikub_desktop.ai import apply_steps
from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.session.play_steps import shown_steps, steps_between
from rummikub_desktop.session.replay import describe_play
from rummikub_desktop.table import TableLayout, arrange_table


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


def test_show_mes_tiles_follow_the_steps_and_know_their_step():
    before, rack_ids = position("B6 B7 B8 B9", "R5 R6 R7 K9 O9")
    new_sets = [parse_tiles("B6 B7 B8"), parse_tiles("R5 R6 R7"), parse_tiles("K9 B9 O9")]
    replay = describe_play(0, before, arrange_table(before, new_sets, rack_ids))
    shown = shown_steps(replay)
    assert sorted(s.tile_id for s in shown.replay.steps) == sorted(replay.moved_ids)
    numbers = [n for n in shown.step_of if n is not None]
    assert numbers == sorted(numbers), "the tiles travel step by step"
    assert set(numbers) == set(range(len(shown.answer.steps)))
    # Every tile that travels from the rack or between sets has a step.
    for step, number in zip(shown.replay.steps, shown.step_of, strict=True):
        if step.from_rack:
            assert number is not None
