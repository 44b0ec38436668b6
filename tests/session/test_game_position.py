"""A position: one frozen value that a new round, a loaded game, a lesson, a puzzle
and a test all start a game from."""

from __future__ import annotations

import dataclasses

import pytest

from rummikub_desktop.engine import Match, RuleSet, format_tiles, parse_tiles
from rummikub_desktop.session import GameController, Seat, SeatKind
from rummikub_desktop.session.game_position import Position

ANN = Seat("Ann")
BOT = Seat("Bot", SeatKind.COMPUTER, "easy")


def codes(position: Position, ids) -> str:
    return format_tiles(position.tiles(ids))


def test_a_position_named_in_notation_holds_every_tile_once() -> None:
    position = Position.of_notation(
        [ANN, BOT], ["R7 R8 J", "K1"], ["O1 O2 O3"], draws="B5 B6", current=1
    )
    assert [codes(position, rack.ids) for rack in position.racks] == ["R7 R8 J", "K1"]
    assert [format_tiles(s) for s in position.table.tile_sets()] == ["O1 O2 O3"]
    # Drawn from the end: the first named draw comes first.
    assert codes(position, position.pool[-2:]) == "B6 B5"
    assert position.current == 1 and position.melded == (True, True)
    assert position.rules.players == 2
    assert position.problems() == []
    with pytest.raises(dataclasses.FrozenInstanceError):
        position.current = 0  # type: ignore[misc]


def test_an_impossible_position_is_refused() -> None:
    with pytest.raises(ValueError, match="no more"):
        Position.of_notation([ANN, BOT], ["J J J", ""])
    with pytest.raises(ValueError, match="not a possible position"):
        Position.of_notation([ANN, BOT], ["R7", "R8"], ["K1 K2"])
    fine = Position.of_notation([ANN, BOT], ["R7", "R8"])
    doubled = dataclasses.replace(fine, pool=(*fine.pool, fine.racks[0].ids[0]))
    assert "tile ids are lost or doubled" in doubled.problems()
    assert "no seat 2" in dataclasses.replace(fine, current=2).problems()


def test_a_game_starts_from_the_position_as_it_is() -> None:
    position = Position.of_notation(
        [ANN, BOT], ["R7 R8 J", "K1"], ["O1 O2 O3"], draws="B5", current=0
    )
    game = GameController(position.seats, position.rules, position=position, hint=None)
    assert game.table == position.table
    assert [game.rack_of(s) for s in range(2)] == list(position.racks)
    round_ = game.match.round
    assert round_.pool == position.tiles(position.pool)
    assert (round_.current, tuple(round_.melded)) == (position.current, position.melded)
    assert round_.turn == 0 and round_.first_draws == []
    assert game.invariant_problems() == []
    assert game.draw_tile().ok
    assert game.rack_of(0).tiles[-1] == parse_tiles("B5")[0]


def test_a_position_for_other_seats_or_rules_is_refused() -> None:
    position = Position.of_notation([ANN, BOT], ["R7", "R8"])
    with pytest.raises(ValueError, match="other seats or rules"):
        GameController([ANN, ANN], position.rules, position=position)
    with pytest.raises(ValueError, match="other seats or rules"):
        GameController(position.seats, RuleSet(rounds=2), position=position)


def test_a_new_round_and_a_loaded_game_start_from_their_positions() -> None:
    match = Match(RuleSet(), seed=3, names=["Ann", "Bot"])
    dealt = Position.dealt([ANN, BOT], match.round)
    assert dealt.problems() == []
    assert all(rack.ids == rack.sorted_by_colour().ids for rack in dealt.racks)
    assert dealt.tiles(dealt.pool) == match.round.pool
    game = GameController([ANN, BOT], seed=3, hint=None)
    assert [game.rack_of(s) for s in range(2)] == list(dealt.racks)
    loaded = GameController.from_dict(game.to_dict(), hint=None)
    laid = Position.laid(
        loaded.seats, loaded.match.round, loaded.table, [loaded.rack_of(s) for s in range(2)]
    )
    assert laid == dealt
