"""Scoring, with the rule book's two examples."""

import pytest

from rummikub_desktop.engine import RuleSet, rack_total, score_round
from tests.support.tiles import T


def test_a_player_goes_out_example() -> None:
    # A goes out; B holds 4, 9 and a joker (-43); C holds 6, 7 (-13); A scores +56.
    racks = [T(""), T("R4 B9 J"), T("K6 O7")]
    assert score_round(racks, winner=0) == [56, -43, -13]


def test_joker_left_on_a_rack_option_50() -> None:
    racks = [T(""), T("R4 B9 J"), T("K6 O7")]
    assert score_round(racks, winner=0, rules=RuleSet(joker_penalty=50)) == [76, -63, -13]


def test_pool_ran_out_example() -> None:
    # A holds 8 points, B 17, C 25: B -9, C -17, A +26.
    racks = [T("R8"), T("B8 B9"), T("K12 K13")]
    assert score_round(racks) == [26, -9, -17]


def test_pool_ran_out_tie_for_lowest_shares_the_winnings() -> None:
    racks = [T("R8"), T("B8"), T("K12 K13")]  # 8, 8, 25
    assert score_round(racks) == [9, 8, -17]  # 17 shared: the odd point to the first seat
    racks = [T("R8"), T("B8"), T("K12 K12")]  # 8, 8, 24
    assert score_round(racks) == [8, 8, -16]


def test_everyone_tied_scores_zero() -> None:
    assert score_round([T("R5"), T("B5")]) == [0, 0]


def test_winner_must_be_a_seat() -> None:
    with pytest.raises(ValueError):
        score_round([T("R1"), T("R2")], winner=2)
    with pytest.raises(ValueError):
        score_round([])


def test_rack_total_counts_jokers_at_the_penalty() -> None:
    assert rack_total(T("R4 J")) == 34
    assert rack_total(T("R4 J"), RuleSet(joker_penalty=50)) == 54
