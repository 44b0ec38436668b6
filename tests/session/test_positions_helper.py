"""The tests' shared positions (tests/support/positions.py): a deal with the named seat first."""

from __future__ import annotations

from collections import Counter

import pytest

from rummikub_desktop.engine import RuleSet, analyse_set
from rummikub_desktop.session import GameController, Phase, first_draws_of
from tests.support.positions import MELD, computer_first, dealt, person_first, seats_of


@pytest.mark.parametrize("current", [0, 1, 2])
def test_the_deal_is_kept_and_the_named_seat_plays_first(current: int) -> None:
    levels = ["human", "easy", "hard"]
    deal = GameController(seats_of(levels), RuleSet(players=3), seed=5)
    game = dealt(levels, current=current, seed=5)
    assert game.current_seat == current and first_draws_of(game.match.round) == ()
    for seat in range(3):
        assert game.rack_of(seat).tiles == deal.rack_of(seat).tiles
    assert game.match.round.pool == deal.match.round.pool
    assert game.invariant_problems() == []


def test_the_person_or_the_computer_first() -> None:
    assert person_first(["easy", "human"]).phase is Phase.HUMAN_TURN
    assert computer_first(["human", "easy"]).phase is Phase.COMPUTER_TURN


def test_a_first_play_is_swapped_into_the_rack_when_asked() -> None:
    for seed in range(1, 6):
        plain = dealt(["human", "easy"], current=0, seed=seed)
        game = dealt(["human", "easy"], current=0, seed=seed, need_meld=True)
        rack = Counter(game.rack_of(0).tiles)
        assert all(rack[tile] for tile in MELD)
        assert analyse_set(list(MELD)).points == 30
        assert len(game.rack_of(0)) == len(plain.rack_of(0))
        box = Counter(game.table.faces)
        held = Counter(t for s in range(2) for t in game.rack_of(s).tiles)
        assert held + Counter(game.match.round.pool) == box
