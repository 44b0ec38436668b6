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


def slots(rack: RackLayout) -> str:
    return " ".join("_" if i is None else rack.faces[i].code for i in rack.slots)


def test_a_tile_dropped_on_another_makes_room_and_the_rest_stay() -> None:
    rack = rack_of("R1 R2 R3 R4")
    r4 = rack.ids[3]
    assert slots(rack.with_tile_at(r4, 0)) == "R4 R1 R2 R3"
    assert slots(rack.with_tile_at(r4, 6)) == "R1 R2 R3 _ _ _ R4", "any free slot, far along"


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
    assert slots(grown.without_tile(extra)) == "R1 _ R2", "a gap where it was"


def test_a_tile_that_leaves_leaves_a_gap_and_the_others_keep_their_places() -> None:
    rack = rack_of("R1 R2 R3 R4 R5")
    r2, r5 = rack.ids[1], rack.ids[4]
    after = rack.without_tile(r2)
    assert slots(after) == "R1 _ R3 R4 R5"
    assert [after.slot_of(i) for i in after.ids] == [0, 2, 3, 4]
    assert after.has_gaps
    assert slots(after.without_tile(r5)) == "R1 _ R3 R4", "no gap kept at the end"


def test_gaps_close_only_when_asked_or_sorted() -> None:
    rack = rack_of("R5 R1 R3 R2").without_tile(rack_of("R5").ids[0])
    assert slots(rack) == "_ R1 R3 R2"
    assert slots(rack.closed_up()) == "R1 R3 R2", "the same order, no gaps"
    assert slots(rack.sorted_by_colour()) == "R1 R2 R3"
    assert not rack.sorted_by_number().has_gaps


def test_a_tile_moves_to_any_free_slot_on_either_row() -> None:
    rack = rack_of("R1 R2 R3 R4")
    r1 = rack.ids[0]
    moved = rack.with_tile_at(r1, 16)  # the second row of a 14-slot rack
    assert moved.slot_of(r1) == 16
    assert slots(moved).startswith("_ R2 R3 R4")
    assert moved.rows(14)[1][2] == r1
    back = moved.with_tile_at(r1, 0)
    assert slots(back) == "R1 R2 R3 R4", "into its empty slot: nothing else moves"


def test_a_drop_on_a_tile_pushes_only_up_to_the_next_gap() -> None:
    rack = rack_of("R1 R2 R3 R4 R5 R6")
    r3, r6 = rack.ids[2], rack.ids[5]
    holey = rack.without_tile(r3)
    assert slots(holey.with_tile_at(r6, 0)) == "R6 R1 R2 R4 R5", "pushed into the gap and r6's slot"
    assert slots(holey.with_tile_at(r6, 3)) == "R1 R2 _ R6 R4 R5"


def test_a_drawn_tile_goes_after_the_last_tile_or_into_the_last_gap_when_full() -> None:
    rack = rack_of("R1 R2 R3 R4")
    r2 = rack.ids[1]
    drawn = rack_of("R1 R2 R3 R4 B9").ids[4]
    holey = rack.without_tile(r2)
    assert slots(holey.with_tiles_added([drawn])) == "R1 _ R3 R4 B9"
    assert slots(holey.with_tiles_added([drawn], room=4)) == "R1 B9 R3 R4", "the rack is full"


def test_a_saved_rack_keeps_its_gaps_and_an_old_save_still_loads() -> None:
    rack = rack_of("R1 R2 R3").without_tile(rack_of("R1 R2").ids[1])
    assert RackLayout.from_list(FACES, rack.to_list()) == rack
    assert rack.to_list()[1] is None
    old = RackLayout.from_list(FACES, [0, 5, 9])
    assert old.slots == (0, 5, 9) and not old.has_gaps
