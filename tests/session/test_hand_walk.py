"""Show me's play as the table helper's numbered steps, each a whole move, the table
looking right between them (issue 44: a long better play ran some 40 tile moves
through tables that read "4 5 6 5 6 7 8 9")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rummikub_desktop.ai import apply_steps
from rummikub_desktop.ai.positions import random_position
from rummikub_desktop.ai.solver import best_play
from rummikub_desktop.engine import analyse_set, parse_tiles
from rummikub_desktop.session.hand_walk import hand_walk
from rummikub_desktop.session.replay import TurnReplay, describe_play
from rummikub_desktop.table import TableLayout, arrange_table


def replay_of(table, rack) -> TurnReplay | None:
    """The best play for ``rack`` on ``table`` (sets of faces) as a replay, the table
    laid out in rows as a game lays it; None when there is no play."""
    faces = [t for s in table for t in s] + list(rack)
    ids, start = [], 0
    for tile_set in table:
        ids.append(list(range(start, start + len(tile_set))))
        start += len(tile_set)
    before = TableLayout.from_sets(faces, ids, columns=24, rows=12)
    play = best_play(table, rack, has_melded=True)
    if play is None:
        return None
    rack_ids = list(range(start, len(faces)))
    return describe_play(0, before, arrange_table(before, play.table, rack_ids))


def long_plays(count: int) -> list[TurnReplay]:
    """Seeded positions whose best play moves table tiles between several sets."""
    found = []
    index = 0
    while len(found) < count:
        rng = random.Random(f"walk:{index}")
        index += 1
        position = random_position(
            rng.getrandbits(32), table_tiles=rng.randint(30, 45), rack_tiles=12, jokers=1
        )
        replay = replay_of(position.table, position.rack)
        if replay is not None and len(replay.steps) >= 12:
            found.append(replay)
    return found


def sets_shown(layout: TableLayout, any_order: bool = False) -> Counter:
    """The sets on the screen, by their faces (``any_order``: sorted)."""
    faces = (layout.set_faces(s) for s in layout.sets())
    return Counter(tuple(sorted(f, key=str)) if any_order else tuple(f) for f in faces)


def lines_valid(lines) -> bool:
    return all(analyse_set(list(line)) is not None for line in lines if line)


@pytest.mark.parametrize("replay", long_plays(6), ids=lambda r: f"{len(r.steps)}-tiles")
def test_a_long_play_walks_the_helpers_steps_each_a_whole_move(replay):
    walk = hand_walk(replay)
    answer = walk.answer
    # As many moves as the helper's numbered steps, far fewer than tile by tile.
    assert len(walk.steps) == len(answer.steps)
    assert len(walk.steps) < len(replay.steps)
    for number, stage in enumerate(walk.steps):
        assert stage.number == number
        step = answer.steps[number]
        # The step's tiles move together, as the step says them.
        assert tuple(stage.after.faces[i] for i in stage.moved) == step.tiles
        shown = stage.after
        placed = Counter(shown.faces[i] for i, _ in shown)
        # Between steps, the table is the helper's (as apply_steps carries it out)...
        lines = apply_steps(answer.table, answer.steps[: number + 1])
        assert placed == Counter(t for line in lines for t in line)
        # ...and looks it: where every set of the steps' table is a set, every set
        # on the screen is one, and they are those sets.
        if lines_valid(lines):
            assert sets_shown(shown) == Counter(tuple(line) for line in lines if line), number
        # A tile not moved and not in a set the step changes stays in its cell.
        touched = set(stage.moved) | set(stage.shifted)
        for tile_id, cell in stage.before:
            if tile_id not in touched:
                assert shown.cell_of(tile_id) == cell
    # The end is the play's table (a group's tiles in the order the steps put them).
    assert sets_shown(walk.after, any_order=True) == sets_shown(replay.after, any_order=True)


def test_a_group_closes_up_and_a_run_cut_in_two_stays_two_runs():
    table = [parse_tiles("K5 R5 B5 O5"), parse_tiles("B1 B2 B3 B4 B5 B6 B7")]
    replay = replay_of(table, parse_tiles("R3 R4 K4 O4"))
    assert replay is not None
    walk = hand_walk(replay)
    for stage in walk.steps:
        for table_set in stage.after.sets():
            faces = stage.after.set_faces(table_set)
            if len(faces) >= 3:
                assert analyse_set(list(faces)) is not None, faces
    assert sets_shown(walk.after, any_order=True) == sets_shown(replay.after, any_order=True)
