"""The round and match state machine."""

import json
import random

import pytest

from rummikub_desktop.engine import (
    JOKER,
    IllegalMoveError,
    Match,
    MatchWinner,
    MoveKind,
    PoolOut,
    ProblemCode,
    Round,
    RoundEnd,
    RoundResult,
    RuleSet,
    StateFormatError,
    choose_first_seat,
    full_tile_set,
)
from tests.support.rounds import (
    ROUND_SEEDS,
    check_seeded_round,
    check_seeded_round_ending_at_once,
    play_round,
    played_round,
)
from tests.support.tiles import T


def test_same_seed_same_game() -> None:
    a, b = Round(seed=7), Round(seed=7)
    assert a.to_dict() == b.to_dict()
    assert Round(seed=8).to_dict() != a.to_dict()


def test_deal_gives_each_seat_14_and_the_rest_to_the_pool() -> None:
    game = Round(RuleSet(players=4), seed=3)
    assert [len(r) for r in game.racks] == [14] * 4
    assert len(game.pool) == 106 - 56
    assert game.invariant_problems() == []


def test_highest_drawn_number_starts_and_jokers_draw_again() -> None:
    rng = random.Random(5)
    redraws = 0
    for _ in range(200):
        seat, draws = choose_first_seat(rng, RuleSet(players=3))
        assert set(draws[0]) == {0, 1, 2}
        final = {}
        for draw in draws:
            final.update(draw)
        assert not final[seat].is_joker
        first = draws[0]
        numbers = [t.number for t in first.values()]
        if not any(t.is_joker for t in first.values()) and numbers.count(max(numbers)) == 1:
            # A clear first draw decides at once: the highest number starts.
            assert len(draws) == 1 and first[seat].number == max(numbers)
        else:
            redraws += 1
            assert len(draws) > 1
        # Nobody in the deciding draw beat or tied the starter.
        assert all(t.number < final[seat].number for s, t in draws[-1].items() if s != seat)
    assert redraws > 0


def test_first_player_is_not_always_seat_zero() -> None:
    assert {Round(seed=s).start_seat for s in range(20)} == {0, 1}


def test_draw_ends_the_turn_and_takes_the_top_of_the_pool() -> None:
    game = Round(seed=1)
    seat, top = game.current, game.pool[-1]
    assert game.apply_draw() == top
    assert game.racks[seat][-1] == top
    assert game.current == (seat + 1) % 2
    assert game.history[-1].kind is MoveKind.DRAW
    assert game.history[-1].placed == ()


def _give(game: Round, seat: int, tiles: str) -> None:
    """Rig a rack for a test, keeping every tile accounted for."""
    for tile in T(tiles):
        source = next(r for r in [game.pool, *game.racks] if tile in r)
        source.remove(tile)
        game.racks[seat].append(tile)
    while len(game.racks[seat]) > 14:
        game.pool.insert(0, game.racks[seat].pop(0))
    assert game.invariant_problems() == []


def test_a_refused_play_changes_nothing() -> None:
    game = Round(seed=2)
    seat = game.current
    _give(game, seat, "R8 R9 R10")
    before = game.to_dict()
    with pytest.raises(IllegalMoveError) as refused:
        game.apply_play([T("R8 R9 R10")])
    assert refused.value.check is not None
    assert refused.value.problems[0].code is ProblemCode.INITIAL_MELD_TOO_LOW
    assert game.to_dict() == before


def test_a_play_moves_tiles_and_marks_the_meld() -> None:
    game = Round(seed=2)
    seat = game.current
    _give(game, seat, "R10 B10 K10")
    game.apply_play([T("R10 B10 K10")], seat=seat)
    assert game.melded[seat]
    assert game.table == [T("R10 B10 K10")]
    assert len(game.racks[seat]) == 11
    assert game.history[-1].placed == tuple(sorted(T("R10 B10 K10")))
    assert game.invariant_problems() == []


def test_moves_out_of_turn_are_refused() -> None:
    game = Round(seed=2)
    with pytest.raises(IllegalMoveError):
        game.apply_draw(seat=1 - game.current)


def test_pass_only_with_an_empty_pool_and_draw_only_with_tiles() -> None:
    game = Round(seed=4)
    with pytest.raises(IllegalMoveError):
        game.apply_pass()
    game.pool.clear()
    game.racks[0].extend(full_tile_set()[:0])
    with pytest.raises(IllegalMoveError):
        game.apply_draw()


def test_failed_turn_with_nothing_laid_draws_one() -> None:
    game = Round(seed=6)
    seat = game.current
    drawn = game.apply_failed_turn(tiles_laid=False)
    assert len(drawn) == 1 and len(game.racks[seat]) == 15
    assert game.history[-1].kind is MoveKind.TIMEOUT_DRAW


def test_failed_turn_with_tiles_laid_draws_three_penalty_tiles() -> None:
    game = Round(seed=6)
    seat = game.current
    table_before = [list(s) for s in game.table]
    drawn = game.apply_failed_turn(tiles_laid=True)
    assert len(drawn) == 3 and len(game.racks[seat]) == 17
    assert game.table == table_before
    assert game.history[-1].kind is MoveKind.PENALTY


def test_penalty_tiles_option_and_a_short_pool() -> None:
    game = Round(RuleSet(penalty_tiles=1), seed=6)
    assert len(game.apply_failed_turn(tiles_laid=True)) == 1
    game = Round(seed=6)
    del game.pool[:-2]
    seat = game.current
    assert len(game.apply_failed_turn(tiles_laid=True)) == 2  # as many as the pool has
    assert len(game.racks[seat]) == 16
    # Only the parts of the test that rig the pool break the count of 106.


def test_going_out_ends_the_round_and_scores_it() -> None:
    game = Round(seed=9)
    seat = game.current
    other = 1 - seat
    game.melded[seat] = True
    # Rig the racks: the mover holds exactly one set; the other holds known tiles.
    box = game.pool + game.racks[0] + game.racks[1]
    mover = T("R10 R11 R12")
    for tile in mover:
        box.remove(tile)
    opponent = T("B4 B9 J")
    for tile in opponent:
        box.remove(tile)
    game.racks[seat], game.racks[other], game.pool = mover, opponent, box
    assert game.invariant_problems() == []
    game.apply_play([T("R10 R11 R12")])
    assert game.is_over and game.result is not None
    assert game.result.end is RoundEnd.WENT_OUT
    assert game.result.winners == (seat,)
    assert game.result.scores[seat] == 43 and game.result.scores[other] == -43
    with pytest.raises(IllegalMoveError):
        game.apply_draw()


def test_empty_pool_full_round_of_passes_ends_the_round() -> None:
    game = Round(RuleSet(players=3), seed=11)
    game.racks[0].extend(game.pool)
    game.pool.clear()
    for _ in range(2):
        game.apply_pass()
        assert not game.is_over
    game.apply_pass()
    assert game.is_over and game.result is not None
    assert game.result.end is RoundEnd.POOL_EXHAUSTED
    assert sum(game.result.scores) == 0


def test_a_play_resets_the_count_of_idle_turns() -> None:
    game = Round(seed=12)
    seat = game.current
    _give(game, 1 - seat, "R10 B10 K10")
    game.racks[seat].extend(game.pool)
    game.pool.clear()
    game.apply_pass()
    game.apply_play([T("R10 B10 K10")])
    assert game.idle_turns == 0
    game.apply_pass()
    assert not game.is_over  # only one turn without a play since the last play
    game.apply_pass()
    assert game.is_over


def test_view_shows_only_what_a_player_sees() -> None:
    game = Round(RuleSet(players=3), seed=13, names=["Ann", "Bob", "Cy"])
    view = game.view(1)
    assert view.rack == tuple(game.racks[1])
    assert view.pool_size == len(game.pool)
    assert [(p.name, p.tile_count) for p in view.opponents] == [("Ann", 14), ("Cy", 14)]
    text = json.dumps(repr(view))
    assert "pool=" not in text
    assert not hasattr(view, "pool")
    assert not hasattr(view, "racks")


def test_save_and_restore_draws_the_same_next_tile() -> None:
    game = Round(seed=14)
    for _ in range(5):
        game.apply_draw()
    data = json.loads(json.dumps(game.to_dict()))
    restored = Round.from_dict(data)
    assert restored.to_dict() == game.to_dict()
    assert restored.apply_draw() == game.apply_draw()
    assert restored.rng.random() == game.rng.random()


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(pool=d["pool"] + " R5"),  # a tile too many
        lambda d: d.update(table=["R5 R7 R9"]),
        lambda d: d.update(racks=["R5 X9", *d["racks"][1:]]),
        lambda d: d.pop("pool"),
        lambda d: d.update(rng="nonsense"),
        lambda d: d.update(rules={"players": 9}),
        lambda d: d.update(names=["only one"]),
        lambda d: d.update(history=[{"seat": 0}]),
    ],
)
def test_bad_saved_rounds_are_refused_with_a_specific_error(damage) -> None:
    data = Round(seed=15).to_dict()
    damage(data)
    with pytest.raises(StateFormatError):
        Round.from_dict(data)


ROUND_SEEDS_TESTED = 6


@pytest.mark.parametrize("seed", ROUND_SEEDS[:ROUND_SEEDS_TESTED])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_whole_rounds_end_by_the_rules(seed: int, players: int) -> None:
    check_seeded_round(players, seed)


def test_both_endings_occur_in_seeded_games() -> None:
    ends = set()
    for seed in range(40):
        game = played_round(2, seed)
        assert game.result is not None
        ends.add(game.result.end)
        if len(ends) == 2:
            break
    assert ends == {RoundEnd.WENT_OUT, RoundEnd.POOL_EXHAUSTED}


def test_a_round_where_nobody_can_play_ends_when_the_pool_runs_out() -> None:
    game = Round(RuleSet(players=2, initial_meld_points=400), seed=16)
    while not game.is_over:
        game.apply_draw_or_pass()
    assert game.result is not None and game.result.end is RoundEnd.POOL_EXHAUSTED
    assert len(game.racks[0]) + len(game.racks[1]) == 106


def test_jokers_are_counted_at_30_on_racks_at_the_end() -> None:
    game = Round(RuleSet(players=2, initial_meld_points=400), seed=16)
    while not game.is_over:
        game.apply_draw_or_pass()
    assert game.result is not None
    jokers = [r.count(JOKER) for r in game.racks]
    assert sum(jokers) == 2
    assert game.result.totals[0] == sum(t.number for t in game.racks[0]) + 30 * jokers[0]


def test_a_match_moves_the_starting_seat_and_keeps_every_round() -> None:
    match = Match(RuleSet(players=3), seed=21, names=["A", "B", "C"])
    starts = [match.round.start_seat]
    rng = random.Random(1)
    while True:
        play_round(match.round, rng)
        match.record_round()
        if match.is_over:
            break
        match.next_round()
        starts.append(match.round.start_seat)
    assert len(match.results) == 3
    assert starts == [(starts[0] + i) % 3 for i in range(3)]
    assert sum(match.totals()) == 0
    assert sum(match.rounds_won()) >= 3
    with pytest.raises(IllegalMoveError):
        match.next_round()
    leaders = match.leaders()
    wins, totals = match.rounds_won(), match.totals()
    best = max(wins)
    top = [s for s in range(3) if wins[s] == best]
    assert leaders == [s for s in top if totals[s] == max(totals[t] for t in top)]


def test_match_winner_on_equal_rounds_is_the_higher_total() -> None:
    match = Match(RuleSet(players=2, rounds=2), seed=22)
    from rummikub_desktop.engine import RoundResult

    match.results = [
        RoundResult(RoundEnd.WENT_OUT, (0,), (10, -10), ((), ()), (0, 10)),
        RoundResult(RoundEnd.WENT_OUT, (1,), (-30, 30), ((), ()), (30, 0)),
    ]
    assert match.rounds_won() == [1, 1]
    assert match.leaders() == [1]


def test_match_round_trip_mid_round() -> None:
    match = Match(RuleSet(players=2, rounds=3), seed=23)
    rng = random.Random(2)
    play_round(match.round, rng)
    match.next_round()
    for _ in range(4):
        match.round.apply_draw_or_pass()
    restored = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert restored.to_dict() == match.to_dict()
    assert restored.round.apply_draw() == match.round.apply_draw()
    assert len(restored.results) == 1


def test_rules_are_checked_when_a_match_starts() -> None:
    with pytest.raises(ValueError):
        Match(RuleSet(players=3), names=["A", "B"])


def test_xp_edition_six_players_deal() -> None:
    game = Round(RuleSet.xp(players=6), seed=24)
    assert len(game.pool) == 160 - 6 * 14
    play_round(game, random.Random(3))
    assert game.invariant_problems() == []


# -- when the pool runs out: the two options -----------------------------------------

END_AT_ONCE = RuleSet(players=3, pool_out=PoolOut.END_AT_ONCE)


def _rig_racks(game: Round, racks: list[str]) -> None:
    """Give each seat exactly these tiles and put every other tile in the pool."""
    box = game.pool + [t for r in game.racks for t in r] + [t for s in game.table for t in s]
    game.table = []
    for seat, text in enumerate(racks):
        game.racks[seat] = T(text)
        for tile in game.racks[seat]:
            box.remove(tile)
    game.pool = box
    assert game.invariant_problems() == []


def _leave_in_pool(game: Round, tiles: int, *, into_seat: int) -> None:
    """Move all but ``tiles`` tiles of the pool to a rack (every tile stays accounted for)."""
    keep = len(game.pool) - tiles
    game.racks[into_seat].extend(game.pool[:keep])
    del game.pool[:keep]


def _empty_the_pool(game: Round, into_seat: int) -> None:
    _leave_in_pool(game, 0, into_seat=into_seat)


def test_end_at_once_the_first_pass_on_an_empty_pool_ends_the_round() -> None:
    # The rule book's example: A holds 8 points, B 17, C 25: B -9, C -17, A +26.
    game = Round(END_AT_ONCE, seed=31, start_seat=2)
    _rig_racks(game, ["R8", "B8 B9", "K12 K13"])
    game.pool.clear()  # (the rest of the box is set aside for this example)
    game.apply_pass()  # C would have to draw: the round ends at once
    assert game.is_over and game.result is not None
    assert game.result.end is RoundEnd.DRAW_FROM_EMPTY_POOL
    assert game.result.winners == (0,)
    assert game.result.scores == (26, -9, -17)
    assert game.history[-1].kind is MoveKind.PASS


def test_play_on_the_same_pass_lets_the_others_play_on() -> None:
    game = Round(END_AT_ONCE.with_options(pool_out=PoolOut.PLAY_ON), seed=31, start_seat=2)
    _rig_racks(game, ["R8", "B8 B9", "K12 K13"])
    game.pool.clear()
    game.apply_pass()
    assert not game.is_over
    game.apply_pass()
    game.apply_pass()
    assert game.result is not None and game.result.end is RoundEnd.POOL_EXHAUSTED
    assert game.result.scores == (26, -9, -17)


def test_end_at_once_drawing_the_last_tile_does_not_end_the_round() -> None:
    game = Round(END_AT_ONCE, seed=32)
    first = game.current
    second, third = (first + 1) % 3, (first + 2) % 3
    _give(game, second, "R10 B10 K10")
    _leave_in_pool(game, 1, into_seat=third)
    game.apply_draw()
    assert not game.is_over and not game.pool
    # The next player may still play on the empty pool...
    game.apply_play([T("R10 B10 K10")], seat=second)
    assert not game.is_over
    # ...and the next one who cannot or will not play ends the round.
    game.apply_draw_or_pass(seat=third)
    assert game.result is not None and game.result.end is RoundEnd.DRAW_FROM_EMPTY_POOL


def test_end_at_once_a_failed_turn_on_an_empty_pool_ends_the_round() -> None:
    for laid in (False, True):
        game = Round(END_AT_ONCE, seed=33)
        _empty_the_pool(game, 0)
        assert game.apply_failed_turn(tiles_laid=laid) == []
        assert game.result is not None and game.result.end is RoundEnd.DRAW_FROM_EMPTY_POOL


def test_end_at_once_penalty_tiles_from_a_short_pool_are_taken_and_play_goes_on() -> None:
    game = Round(END_AT_ONCE, seed=34)
    _leave_in_pool(game, 1, into_seat=(game.current + 1) % 3)
    assert len(game.apply_failed_turn(tiles_laid=True)) == 1  # of 3: all there was
    assert not game.is_over
    game.apply_draw_or_pass()
    assert game.result is not None and game.result.end is RoundEnd.DRAW_FROM_EMPTY_POOL


def test_end_at_once_a_tie_for_the_lowest_rack_shares_the_win() -> None:
    game = Round(END_AT_ONCE, seed=35, start_seat=0)
    _rig_racks(game, ["R8", "B8", "K12 K13"])
    game.pool.clear()
    game.apply_pass()
    assert game.result is not None
    assert game.result.winners == (0, 1)
    assert game.result.scores == (9, 8, -17)


def test_end_at_once_is_kept_in_a_saved_round() -> None:
    game = Round(END_AT_ONCE, seed=36)
    restored = Round.from_dict(json.loads(json.dumps(game.to_dict())))
    assert restored.rules.pool_out is PoolOut.END_AT_ONCE
    _empty_the_pool(restored, 0)
    restored.apply_pass()
    assert restored.is_over


def test_a_round_saved_before_the_options_existed_plays_on() -> None:
    data = json.loads(json.dumps(Round(RuleSet(players=3), seed=37).to_dict()))
    del data["rules"]["pool_out"], data["rules"]["match_winner"]
    game = Round.from_dict(data)
    assert game.rules == RuleSet(players=3)
    _empty_the_pool(game, 0)
    game.apply_pass()
    assert not game.is_over


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", ROUND_SEEDS[:2])
def test_seeded_whole_rounds_end_at_once_by_the_rules(players: int, seed: int) -> None:
    check_seeded_round_ending_at_once(players, seed)


def test_both_pool_endings_are_reached_by_the_option_in_seeded_games() -> None:
    ends = {}
    for pool_out in PoolOut:
        for seed in range(40):
            game = Round(RuleSet(players=2, pool_out=pool_out), seed=seed)
            play_round(game, random.Random(seed))
            assert game.result is not None
            if game.result.end is not RoundEnd.WENT_OUT:
                ends[pool_out] = game.result.end
                break
    assert ends == {
        PoolOut.PLAY_ON: RoundEnd.POOL_EXHAUSTED,
        PoolOut.END_AT_ONCE: RoundEnd.DRAW_FROM_EMPTY_POOL,
    }


# -- who wins the match: the two options ----------------------------------------------


def _two_rounds(winner: MatchWinner) -> Match:
    """Seat 0 wins two small rounds, seat 1 one big round."""
    match = Match(RuleSet(players=2, rounds=3, match_winner=winner), seed=41)
    match.results = [
        RoundResult(RoundEnd.WENT_OUT, (0,), (5, -5), ((), ()), (0, 5)),
        RoundResult(RoundEnd.WENT_OUT, (0,), (6, -6), ((), ()), (0, 6)),
        RoundResult(RoundEnd.WENT_OUT, (1,), (-40, 40), ((), ()), (40, 0)),
    ]
    return match


def test_match_winner_most_rounds_won() -> None:
    match = _two_rounds(MatchWinner.ROUNDS)
    assert match.rounds_won() == [2, 1] and match.totals() == [-29, 29]
    assert match.leaders() == [0]
    assert match.standing(0) == (2, -29)


def test_match_winner_highest_total_score() -> None:
    match = _two_rounds(MatchWinner.SCORE)
    assert match.leaders() == [1]
    assert match.standing(1) == (29, 1)
    # What the other rule would say, without changing the match's own.
    assert match.leaders(MatchWinner.ROUNDS) == [0]
    assert match.standing(1, MatchWinner.ROUNDS) == (1, 29)


def test_match_winner_by_score_a_tie_goes_to_more_rounds_won() -> None:
    match = Match(RuleSet(players=2, rounds=3, match_winner=MatchWinner.SCORE), seed=42)
    match.results = [
        RoundResult(RoundEnd.WENT_OUT, (0,), (10, -10), ((), ()), (0, 10)),
        RoundResult(RoundEnd.WENT_OUT, (0,), (5, -5), ((), ()), (0, 5)),
        RoundResult(RoundEnd.WENT_OUT, (1,), (-15, 15), ((), ()), (15, 0)),
    ]
    assert match.totals() == [0, 0] and match.rounds_won() == [2, 1]
    assert match.leaders() == [0]


def test_match_winner_by_score_level_on_both_is_shared() -> None:
    match = Match(RuleSet(players=3, rounds=2, match_winner=MatchWinner.SCORE), seed=42)
    match.results = [
        RoundResult(RoundEnd.WENT_OUT, (0,), (20, -10, -10), ((), (), ()), (0, 10, 10)),
        RoundResult(RoundEnd.POOL_EXHAUSTED, (1, 2), (-20, 10, 10), ((), (), ()), (20, 0, 0)),
    ]
    assert match.totals() == [0, 0, 0] and match.rounds_won() == [1, 1, 1]
    assert match.leaders() == [0, 1, 2]


def test_the_match_winner_option_is_kept_in_a_saved_match() -> None:
    match = Match(RuleSet(players=2, match_winner=MatchWinner.SCORE), seed=43)
    restored = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert restored.rules.match_winner is MatchWinner.SCORE
    assert restored.round.rules == restored.rules


@pytest.mark.parametrize("pool_out", list(PoolOut))
def test_a_whole_match_under_each_option_pair(pool_out: PoolOut) -> None:
    for winner in MatchWinner:
        rules = RuleSet(players=3, pool_out=pool_out, match_winner=winner)
        match = Match(rules, seed=44)
        rng = random.Random(5)
        while True:
            play_round(match.round, rng)
            match.record_round()
            if match.is_over:
                break
            match.next_round()
        assert len(match.results) == 3 and sum(match.totals()) == 0
        best = max(match.standing(s) for s in range(3))
        assert match.leaders() == [s for s in range(3) if match.standing(s) == best]


def test_a_checked_play_is_played_on_its_verdict_without_a_second_check(monkeypatch) -> None:
    import rummikub_desktop.engine.game as game_module

    game = Round(seed=2)
    seat = game.current
    _give(game, seat, "R10 B10 K10")
    calls = []
    real = game_module.validate_turn
    monkeypatch.setattr(
        game_module, "validate_turn", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    play = game.check_play([T("R10 B10 K10")])
    assert play.ok
    game.apply_play(play, seat=seat)
    assert len(calls) == 1
    assert game.table == [T("R10 B10 K10")]


def test_a_checked_play_not_made_by_the_round_now_is_checked_again() -> None:
    from dataclasses import replace

    from rummikub_desktop.engine import CheckedPlay

    game = Round(seed=2)
    seat = game.current
    _give(game, seat, "R8 R9 R10")
    play = game.check_play([T("R8 R9 R10")])
    assert not play.ok
    # A hand-made verdict that says "legal" is not believed.
    forged = CheckedPlay(play.table, replace(play.check, problems=()), play.seat, play.turn)
    before = game.to_dict()
    with pytest.raises(IllegalMoveError):
        game.apply_play(forged)
    assert game.to_dict() == before
    # A legal play checked before the turn moved on is checked against the new turn.
    other = Round(seed=2)
    _give(other, other.current, "R10 B10 K10")
    stale = other.check_play([T("R10 B10 K10")])
    assert stale.ok
    other.apply_draw()
    with pytest.raises(IllegalMoveError):
        other.apply_play(stale)
