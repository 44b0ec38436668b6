"""The draw for who starts is kept with the round, so the screen can show it."""

from __future__ import annotations

import json

from rummikub_desktop.engine import Match, Round, RuleSet, Tile, choose_first_seat


def final_tiles(draws: list[dict[int, Tile]]) -> dict[int, Tile]:
    held: dict[int, Tile] = {}
    for draw in draws:
        held.update(draw)
    return held


def test_a_new_round_keeps_the_draw_that_chose_its_first_seat() -> None:
    for seed in range(30):
        game = Round(RuleSet(players=3), seed=seed)
        assert game.first_draws
        assert set(game.first_draws[0]) == {0, 1, 2}
        held = final_tiles(game.first_draws)
        best = max(tile.number for tile in held.values())
        assert [s for s, t in held.items() if t.number == best] == [game.start_seat]


def test_the_draw_is_the_engines_own_draw() -> None:
    import random

    game = Round(RuleSet(players=4), seed=7)
    rng = random.Random(7)
    seat, draws = choose_first_seat(rng, RuleSet(players=4))
    assert (seat, draws) == (game.start_seat, game.first_draws)


def test_a_given_starting_seat_has_no_draw() -> None:
    assert Round(RuleSet(players=2), seed=1, start_seat=1).first_draws == []
    match = Match(RuleSet(players=2, rounds=2), seed=3)
    assert match.round.first_draws
    while not match.round.is_over:
        match.round.apply_draw_or_pass()
    match.next_round()
    assert match.round.first_draws == []


def test_the_draw_is_saved_and_read_back() -> None:
    match = Match(RuleSet(players=3), seed=11)
    data = json.loads(json.dumps(match.to_dict()))
    loaded = Match.from_dict(data)
    assert loaded.round.first_draws == match.round.first_draws
    assert loaded.to_dict() == match.to_dict()


def test_a_save_from_before_the_draw_was_kept_still_loads() -> None:
    match = Match(RuleSet(players=2), seed=5)
    data = json.loads(json.dumps(match.to_dict()))
    del data["round"]["first_draws"]
    loaded = Match.from_dict(data)
    assert loaded.round.first_draws == []
    assert loaded.round.start_seat == match.round.start_seat


def test_a_damaged_draw_is_left_out_not_refused() -> None:
    match = Match(RuleSet(players=2), seed=5)
    clean = json.loads(json.dumps(match.to_dict()))
    winner = match.round.start_seat
    other = 1 - winner
    for damaged in (
        "R7",
        [[[0, "R7"]]],  # a seat missing
        [[[0, "R7"], [0, "R8"]]],  # a seat twice
        [[[0, "X9"], [1, "R8"]]],
        [[[0, "R7 R8"], [1, "R8"]]],
        [[[True, "R7"], [1, "R8"]]],
        [[[winner, "R2"], [other, "R9"]]],  # says the other seat starts
        [[[0, "J"], [1, "R8"]]],  # a joker must be drawn again
        [[[0, "R7"], [1, "R8"]]] * 50,
        [[[0, "x" * 5000], [1, "R8"]]],
    ):
        data = json.loads(json.dumps(clean))
        data["round"]["first_draws"] = damaged
        assert Match.from_dict(data).round.first_draws == []
