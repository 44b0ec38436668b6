"""The rack: the player's own order, sorting for runs and for groups, two rows."""

from __future__ import annotations

from rummikub_desktop.engine import RuleSet, parse_tiles
from rummikub_desktop.table import RackLayout, box_faces

FACES = box_faces(RuleSet())


def rack_of(text: str) -> RackLayout:
    taken: set[int] = set()
    ids = []
    for tile in parse_tiles(text):
        tile_id = next(i for i, face in enumerate(FACES) if face == tile and i not in taken)
        taken.add(tile_id)
        ids.append(tile_id)
    return RackLayout(FACES, tuple(ids))


def codes(rack: RackLayout) -> str:
    return " ".join(tile.code for tile in rack.tiles)


def test_sort_by_colour_lines_up_runs_with_jokers_last() -> None:
    rack = rack_of("J R9 B7 R7 K13 R8")
    assert codes(rack.sorted_by_colour()) == "K13 R7 R8 R9 B7 J"


def test_sort_by_number_lines_up_groups_with_jokers_last() -> None:
    rack = rack_of("R8 J B7 R7 K7 O8")
    assert codes(rack.sorted_by_number()) == "K7 R7 B7 R8 O8 J"


def test_a_tile_dragged_along_the_rack_moves_there() -> None:
    rack = rack_of("R1 R2 R3 R4")
    r4 = rack.ids[3]
    assert codes(rack.with_tile_moved(r4, 0)) == "R4 R1 R2 R3"
    assert codes(rack.with_tile_moved(r4, 99)) == "R1 R2 R3 R4"


def test_a_full_rack_wraps_into_two_rows() -> None:
    rack = rack_of("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 B1 B2 B3 B4 B5 B6 B7")
    rows = rack.rows(14)
    assert [len(row) for row in rows] == [14, 6]
    assert rack_of("").rows(14) == ((),)


def test_tiles_come_and_go() -> None:
    rack = rack_of("R1 R2")
    extra = rack_of("R1 R2 R3").ids[2]
    grown = rack.with_tile_added(extra, 1)
    assert codes(grown) == "R1 R3 R2"
    assert codes(grown.without_tile(extra)) == "R1 R2"
