import pytest

from rummikub_desktop.engine import (
    JOKER,
    Colour,
    RuleSet,
    Tile,
    format_tiles,
    full_tile_set,
    parse_tiles,
)


def test_notation_round_trip() -> None:
    tiles = parse_tiles("K1 R13 B7 O10 J")
    assert tiles == [
        Tile(Colour.BLACK, 1),
        Tile(Colour.RED, 13),
        Tile(Colour.BLUE, 7),
        Tile(Colour.ORANGE, 10),
        JOKER,
    ]
    assert format_tiles(tiles) == "K1 R13 B7 O10 J"


def test_tiles_compare_by_face() -> None:
    assert parse_tiles("R7")[0] == Tile(Colour.RED, 7)
    assert len({*parse_tiles("R7 R7 J J")}) == 2


def test_lower_case_and_extra_spaces_are_read() -> None:
    assert parse_tiles("  r7   j ") == parse_tiles("R7 J")


@pytest.mark.parametrize("bad", ["R0", "R14", "X5", "K", "7", "RR7", "J1", "R-1", "B1.5", "R007"])
def test_bad_notation_names_the_token(bad: str) -> None:
    with pytest.raises(ValueError, match=repr(bad).replace("\\", "\\\\").replace(".", r"\.")):
        parse_tiles(f"R5 {bad} B5")


def test_tiles_reject_impossible_faces() -> None:
    with pytest.raises(ValueError):
        Tile(Colour.RED, 14)
    with pytest.raises(ValueError):
        Tile(None, 5)
    with pytest.raises(ValueError):
        Tile("R", 5)  # type: ignore[arg-type]


def test_tiles_are_immutable() -> None:
    tile = parse_tiles("R7")[0]
    with pytest.raises(AttributeError):
        tile.number = 8  # type: ignore[misc]


def test_classic_box_has_106_tiles() -> None:
    box = full_tile_set()
    assert len(box) == 106 == RuleSet().box_size
    assert box.count(JOKER) == 2
    assert box.count(Tile(Colour.ORANGE, 13)) == 2


def test_xp_box_is_a_data_change() -> None:
    rules = RuleSet.xp(players=6)
    box = full_tile_set(rules.tile_copies, rules.jokers)
    assert len(box) == 160 == rules.box_size
    assert box.count(JOKER) == 4
    assert box.count(Tile(Colour.RED, 1)) == 3


def test_sorting_by_colour_then_number_jokers_last() -> None:
    assert format_tiles(sorted(parse_tiles("J O1 R2 K13 R1"))) == "K13 R1 R2 O1 J"
