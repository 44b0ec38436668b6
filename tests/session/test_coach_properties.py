"""The coach on seeded random positions: its count is the solver's, its play is legal,
and a turn that laid as much gets nothing."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.ai import Level, best_play
from rummikub_desktop.ai.positions import random_position
from rummikub_desktop.engine import format_tiles, full_tile_set, validate_turn
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.session.coach import coach_job, turn_start


def _game(seed: int, table_tiles: int, rack_tiles: int, melded: bool):
    position = random_position(seed, table_tiles=table_tiles, rack_tiles=rack_tiles)
    used = Counter(t for s in position.table for t in s) + Counter(position.rack)
    spare = sorted((Counter(full_tile_set(2, 2)) - used).elements())
    game = controller_at(
        [Seat.person("Ann"), Seat.computer("Bot", Level.EASY)],
        [format_tiles(position.rack), format_tiles(spare[:2])],
        [format_tiles(s) for s in position.table],
        melded=[melded, True],
    )
    return game, position


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    table_tiles=st.integers(0, 40),
    rack_tiles=st.integers(1, 14),
    melded=st.booleans(),
)
def test_the_finding_is_the_solvers_best_and_legal(seed, table_tiles, rack_tiles, melded):
    game, position = _game(seed, table_tiles, rack_tiles, melded)
    start = turn_start(game)
    assert start is not None
    best = best_play(position.table, position.rack, has_melded=melded)
    most = 0 if best is None else best.tile_count
    finding = coach_job(start, 0)()
    if most == 0:
        assert finding is None
        return
    assert finding is not None and (finding.best, finding.more) == (most, most)
    after = [list(finding.replay.after.set_faces(s)) for s in finding.replay.after.sets()]
    assert validate_turn(position.table, after, position.rack, has_melded=melded).ok
    placed = Counter(t for s in after for t in s) - Counter(t for s in position.table for t in s)
    assert sorted(placed.elements()) == list(finding.placed)
    # As many laid as the best: nothing to say; one fewer: one more tile.
    assert coach_job(start, most)() is None
    fewer = coach_job(start, most - 1)()
    assert fewer is not None and fewer.more == 1
