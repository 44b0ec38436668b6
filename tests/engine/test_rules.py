import pytest

from rummikub_desktop.engine import RuleSet


def test_official_defaults() -> None:
    rules = RuleSet()
    assert rules.initial_meld_points == 30
    assert rules.jokers_in_initial_meld is True
    assert rules.joker_penalty == 30
    assert rules.turn_seconds is None  # this game's default: no timer
    assert rules.penalty_tiles == 3
    assert rules.rack_size == 14
    assert rules.table_in_initial_meld_turn is False
    assert rules.match_rounds == rules.players == 2


@pytest.mark.parametrize(
    "options",
    [
        {"initial_meld_points": -1},
        {"joker_penalty": 40},
        {"turn_seconds": 45},
        {"penalty_tiles": 4},
        {"penalty_tiles": -1},
        {"players": 1},
        {"players": 7},
        {"players": 5},  # 5-6 players need the XP box
        {"rounds": 0},
        {"rounds": 11},
        {"jokers_in_initial_meld": "yes"},
        {"initial_meld_points": 30.5},
        {"rack_size": 0},
        {"players": 4, "rack_size": 20, "tile_copies": 1},
    ],
)
def test_out_of_range_options_raise(options: dict) -> None:
    with pytest.raises(ValueError):
        RuleSet(**options)


@pytest.mark.parametrize("seconds", [None, 30, 60, 120])
def test_turn_time_choices(seconds: int | None) -> None:
    assert RuleSet(turn_seconds=seconds).turn_seconds == seconds


def test_rounds_default_to_the_number_of_players() -> None:
    assert RuleSet(players=4).match_rounds == 4
    assert RuleSet(players=4, rounds=1).match_rounds == 1


def test_xp_box_for_six() -> None:
    rules = RuleSet.xp(players=6)
    assert rules.box_size == 160 and rules.jokers == 4


def test_round_trip_and_bad_data() -> None:
    rules = RuleSet(players=3, joker_penalty=50, turn_seconds=60)
    assert RuleSet.from_dict(rules.to_dict()) == rules
    assert rules.with_options(players=4).players == 4
    with pytest.raises(ValueError):
        RuleSet.from_dict([1, 2])
    with pytest.raises(ValueError):
        RuleSet.from_dict({"penalty_tiles": "3"})


def test_rules_are_frozen() -> None:
    with pytest.raises(AttributeError):
        RuleSet().players = 3  # type: ignore[misc]
