"""Saved rounds and matches: plain-data bookkeeping, and loaders that check meaning.

A loaded match must behave exactly like the live one it was saved from, and a
saved match that does not describe a possible game is refused with
:class:`StateFormatError`, never loaded to crash later.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rummikub_desktop.engine import IllegalMoveError, Match, RuleSet

from .test_game import play_round


def json_copy(data: Any) -> Any:
    return json.loads(json.dumps(data))


def finished_round(rules: RuleSet | None = None, *, seed: int = 31, rounds: int = 1) -> Match:
    """A match whose ``rounds``-th round has just ended, not yet recorded."""
    match = Match(rules or RuleSet(players=2, rounds=2), seed=seed)
    rng = random.Random(seed)
    play_round(match.round, rng)
    for _ in range(rounds - 1):
        match.next_round()
        play_round(match.round, rng)
    return match


def round_two_under_way(seed: int = 32) -> Match:
    """A two-round match in its second round, a few turns in."""
    match = finished_round(seed=seed)
    match.next_round()
    for _ in range(6):
        match.round.apply_draw_or_pass()
    return match


# -- the match's bookkeeping is plain data -------------------------------------------


def test_the_round_number_stays_while_a_finished_round_waits_to_be_recorded() -> None:
    match = finished_round()
    assert match.round.is_over and match.results == []
    assert match.round_number == 1
    match.record_round()
    assert match.round_number == 1
    match.next_round()
    assert match.round_number == 2


def test_an_equal_copy_of_the_round_keeps_the_bookkeeping() -> None:
    match = finished_round()
    match.record_round()
    match.round = match.round.copy()  # equal, but not the same object
    match.record_round()
    assert len(match.results) == 1
    assert not match.is_over
    match.next_round()
    assert match.round_number == 2


def _states() -> list[tuple[str, Match]]:
    recorded = finished_round(seed=33)
    recorded.record_round()
    last = finished_round(seed=34, rounds=2)
    last_recorded = finished_round(seed=34, rounds=2)
    last_recorded.record_round()
    return [
        ("first round under way", Match(RuleSet(players=3), seed=35)),
        ("round ended, not recorded", finished_round(seed=36)),
        ("round ended and recorded", recorded),
        ("second round under way", round_two_under_way()),
        ("last round ended, not recorded", last),
        ("last round ended and recorded", last_recorded),
    ]


@pytest.mark.parametrize(("name", "live"), _states(), ids=[n for n, _ in _states()])
def test_a_loaded_match_behaves_like_the_live_one(name: str, live: Match) -> None:
    loaded = Match.from_dict(json_copy(live.to_dict()))
    assert loaded.to_dict() == live.to_dict()
    assert loaded.round_number == live.round_number
    assert loaded.is_over == live.is_over
    assert loaded.final_results() == live.final_results()
    assert loaded.with_round_recorded().to_dict() == live.with_round_recorded().to_dict()
    if live.round.is_over:
        assert loaded.record_round() == live.record_round()
        assert loaded.to_dict() == live.to_dict()
        if live.is_over:
            with pytest.raises(IllegalMoveError):
                loaded.next_round()
        else:
            assert loaded.next_round().to_dict() == live.next_round().to_dict()
    else:
        assert loaded.round.apply_draw_or_pass() == live.round.apply_draw_or_pass()
    assert loaded.to_dict() == live.to_dict()
    assert loaded.results == live.results


def test_results_including_the_finished_round_without_changing_the_match() -> None:
    match = finished_round(rounds=2)
    before = match.to_dict()
    final = match.with_round_recorded()
    assert match.to_dict() == before  # the live match is untouched
    assert match.final_results() == (*match.results, match.round.result)
    assert tuple(final.results) == match.final_results()
    assert final.is_over and match.is_over
    assert sum(final.totals()) == 0
    assert final.leaders()
    # Once recorded, nothing more is added.
    match.record_round()
    assert match.final_results() == tuple(match.results)
    assert match.with_round_recorded().results == match.results


def test_final_results_while_the_round_is_on_are_the_recorded_ones() -> None:
    match = round_two_under_way()
    assert match.final_results() == tuple(match.results)
    assert len(match.final_results()) == 1
    assert match.with_round_recorded().to_dict() == match.to_dict()


def test_a_save_without_a_round_number_is_read_from_the_recorded_flag() -> None:
    # Files written before the round number was stored.
    for live in (finished_round(seed=37), round_two_under_way(seed=38)):
        data = json_copy(live.to_dict())
        del data["round_number"]
        assert Match.from_dict(data).to_dict() == live.to_dict()
    recorded = finished_round(seed=39)
    recorded.record_round()
    data = json_copy(recorded.to_dict())
    del data["round_number"]
    assert data["current_recorded"] is True
    assert Match.from_dict(data).to_dict() == recorded.to_dict()
