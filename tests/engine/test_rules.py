import json

import pytest

from rummikub_desktop.engine import MatchWinner, PoolOut, RuleSet


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
    assert rules.pool_out is PoolOut.PLAY_ON  # play on until a full round of passes
    assert rules.match_winner is MatchWinner.ROUNDS  # most rounds won, then total score


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
        {"pool_out": "end_now"},
        {"pool_out": None},
        {"match_winner": "most_points"},
        {"match_winner": ["score"]},
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


def test_the_box_follows_the_players() -> None:
    custom = RuleSet(players=3, joker_penalty=50, pool_out="end_at_once")
    six = custom.with_players(6)
    assert (six.players, six.tile_copies, six.jokers, six.box_size) == (6, 3, 4, 160)
    assert six.joker_penalty == 50 and six.pool_out is PoolOut.END_AT_ONCE
    assert six == RuleSet.xp(players=6, joker_penalty=50, pool_out="end_at_once")
    assert six.with_players(3) == custom, "back to the classic box for 2-4"
    assert RuleSet().with_players(5).with_players(2) == RuleSet()


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


def test_the_new_options_are_saved_as_their_value_strings() -> None:
    rules = RuleSet(pool_out=PoolOut.END_AT_ONCE, match_winner=MatchWinner.SCORE)
    data = json.loads(json.dumps(rules.to_dict()))
    assert data["pool_out"] == "end_at_once"
    assert data["match_winner"] == "score"
    assert RuleSet.from_dict(data) == rules


def test_the_new_options_may_be_given_as_strings() -> None:
    rules = RuleSet().with_options(pool_out="end_at_once", match_winner="score")
    assert rules.pool_out is PoolOut.END_AT_ONCE
    assert rules.match_winner is MatchWinner.SCORE


def test_rules_saved_before_the_new_options_load_with_the_official_ones() -> None:
    # Exactly what a saved game or settings file held before these options.
    old = {
        "initial_meld_points": 30,
        "jokers_in_initial_meld": True,
        "joker_penalty": 50,
        "turn_seconds": None,
        "penalty_tiles": 3,
        "table_in_initial_meld_turn": False,
        "players": 3,
        "rounds": None,
        "tile_copies": 2,
        "jokers": 2,
        "rack_size": 14,
    }
    rules = RuleSet.from_dict(old)
    assert rules == RuleSet(players=3, joker_penalty=50)
    assert rules.pool_out is PoolOut.PLAY_ON
    assert rules.match_winner is MatchWinner.ROUNDS
