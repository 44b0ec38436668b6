"""The table helper's entry (issue 33): the box's counts, sets read as the engine reads them."""

from __future__ import annotations

from rummikub_desktop.engine import JOKER, ProblemCode, RuleSet, parse_tile, parse_tiles
from rummikub_desktop.session.table_helper import (
    HelperTable,
    TileRefusal,
    arrange_set,
    copies_left,
    every_tile,
    refuse_tile,
)


def tiles(text: str) -> tuple:
    return tuple(parse_tiles(text))


def test_the_picker_offers_every_tile_once_colour_by_colour_then_the_joker():
    offered = every_tile()
    assert len(offered) == 53
    assert len(set(offered)) == 53
    assert offered[0] == parse_tile("K1") and offered[12] == parse_tile("K13")
    assert offered[-1] == JOKER


def test_a_third_copy_is_refused_counting_the_rack_and_the_table():
    table = HelperTable(rack=tiles("R5"), sets=(tiles("R5 R6 R7"),))
    assert copies_left(parse_tile("R5"), table) == 0
    assert refuse_tile(parse_tile("R5"), table) is TileRefusal.BOX_HOLDS
    assert refuse_tile(parse_tile("R5"), table, building=[]) is TileRefusal.BOX_HOLDS
    assert refuse_tile(parse_tile("R6"), table) is None


def test_the_set_being_built_counts_too():
    table = HelperTable(rack=tiles("J"))
    assert refuse_tile(JOKER, table, building=[JOKER]) is TileRefusal.BOX_HOLDS
    assert refuse_tile(JOKER, table) is None


def test_a_bigger_box_holds_more():
    table = HelperTable(rack=tiles("R5 R5"))
    assert refuse_tile(parse_tile("R5"), table, rules=RuleSet(tile_copies=3, players=5)) is None


def test_a_run_tapped_out_of_order_is_laid_in_order_with_its_joker_in_the_gap():
    reading = arrange_set(tiles("R7 J R5"))
    assert reading.is_valid
    assert reading.tiles == tiles("R5 J R7")


def test_a_group_stays_as_tapped():
    assert arrange_set(tiles("B8 R8 K8")).tiles == tiles("B8 R8 K8")


def test_a_broken_set_says_why_with_the_engines_problem():
    reading = arrange_set(tiles("R8 R8 B8"))
    assert not reading.is_valid
    assert reading.problem is not None
    assert reading.problem.code is ProblemCode.GROUP_COLOUR_TWICE
    short = arrange_set(tiles("R8 B8"))
    assert short.problem is not None and short.problem.code is ProblemCode.TOO_FEW_TILES


def test_sets_are_added_replaced_and_taken_away():
    table = HelperTable().with_set(None, tiles("R5 R6 R7")).with_set(None, tiles("K1 K2 K3"))
    assert table.with_set(0, tiles("R5 R6 R7 R8")).sets[0] == tiles("R5 R6 R7 R8")
    assert table.with_set(0, ()).sets == (tiles("K1 K2 K3"),)
    assert table.with_rack(tiles("O9 K1")).rack == tiles("K1 O9")
