"""Invariants that hold whatever happens (hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummikub_desktop.engine import (
    COLOURS,
    JOKER,
    IllegalMoveError,
    PoolOut,
    ProblemCode,
    Round,
    RuleSet,
    SetKind,
    Tile,
    analyse_set,
    score_round,
    validate_turn,
)
from rummikub_desktop.i18n import problem_text
from tests.support.random_play import random_legal_table

tiles = st.one_of(
    st.builds(Tile, st.sampled_from(COLOURS), st.integers(1, 13)),
    st.just(JOKER),
)
tile_lists = st.lists(tiles, max_size=8)
tables = st.lists(tile_lists, max_size=8)


@given(before=tables, after=tables, rack=st.lists(tiles, max_size=20), melded=st.booleans())
@settings(max_examples=200)
def test_validate_turn_never_raises_on_random_proposals(before, after, rack, melded) -> None:
    for rules in (
        RuleSet(),
        RuleSet(table_in_initial_meld_turn=True, jokers_in_initial_meld=False),
    ):
        check = validate_turn(before, after, rack, has_melded=melded, rules=rules)
        assert check.ok == (not check.problems)
        for problem in check.problems:
            assert problem_text(problem)


@given(run=st.sampled_from(COLOURS), start=st.integers(1, 11), length=st.integers(3, 5))
def test_analyse_set_agrees_with_its_problem_sentence(run, start, length) -> None:
    tiles_ = [Tile(run, n) for n in range(start, min(start + length, 14))]
    assert (analyse_set(tiles_) is None) == (len(tiles_) < 3)


@st.composite
def game_and_moves(draw):
    seed = draw(st.integers(0, 10_000))
    players = draw(st.integers(2, 6))
    pool_out = draw(st.sampled_from(PoolOut))
    moves = draw(st.lists(st.integers(0, 99), min_size=1, max_size=60))
    rules = RuleSet(players=players) if players <= 4 else RuleSet.xp(players=players)
    return seed, rules.with_options(pool_out=pool_out), moves


def bogus_table(game: Round, rng: random.Random) -> list[list[Tile]]:
    """A random proposal: table and rack tiles shuffled into random lines."""
    pool = [t for s in game.table for t in s] + rng.sample(
        game.racks[game.current], k=min(len(game.racks[game.current]), rng.randint(0, 6))
    )
    if pool and rng.random() < 0.5:
        pool.pop(rng.randrange(len(pool)))
    rng.shuffle(pool)
    table, line = [], []
    for tile in pool:
        line.append(tile)
        if len(line) >= 3 and rng.random() < 0.4:
            table.append(line)
            line = []
    return [*table, line] if line else table


@given(game_and_moves())
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_every_tile_is_accounted_for_after_any_moves(case) -> None:
    seed, rules, moves = case
    game = Round(rules, seed=seed)
    rng = random.Random(seed)
    for move in moves:
        if game.is_over:
            break
        before = game.to_dict()
        if move < 40:
            proposal = random_legal_table(game.view(game.current), rng)
            if proposal is not None:
                game.apply_play(proposal)
            else:
                game.apply_draw_or_pass()
        elif move < 70:
            proposal = bogus_table(game, rng)
            try:
                game.apply_play(proposal)
            except IllegalMoveError:
                assert game.to_dict() == before  # a refused play changes nothing
        elif move < 90:
            game.apply_draw_or_pass()
        else:
            game.apply_failed_turn(tiles_laid=move % 2 == 0)
        assert game.invariant_problems() == []
        assert (
            sum(len(r) for r in game.racks) + len(game.pool) + sum(len(s) for s in game.table)
            == rules.box_size
        )


@given(data=st.data())
@settings(max_examples=150, deadline=None)
def test_a_table_tile_moved_to_a_rack_is_always_refused(data) -> None:
    seed = data.draw(st.integers(0, 10_000))
    game = Round(seed=seed)
    rng = random.Random(seed)
    # Play until there is something on the table.
    for _ in range(200):
        if game.table or game.is_over:
            break
        proposal = random_legal_table(game.view(game.current), rng)
        if proposal is not None:
            game.apply_play(proposal)
        else:
            game.apply_draw_or_pass()
    if not game.table or game.is_over:
        return
    set_index = data.draw(st.integers(0, len(game.table) - 1))
    tile_index = data.draw(st.integers(0, len(game.table[set_index]) - 1))
    after = [list(s) for s in game.table]
    taken = after[set_index].pop(tile_index)
    # Rack tiles may be laid too, but not one of the same face as the tile taken:
    # tiles compare by face, so that would put the very tile back.
    others = [t for t in game.racks[game.current] if t != taken] or [taken]
    extra = [t for t in data.draw(st.lists(st.sampled_from(others), max_size=3)) if t != taken]
    after.append(list(extra))
    rack = [*game.racks[game.current], taken]
    for melded in (True, False):
        check = validate_turn(game.table, after, rack, has_melded=melded)
        assert ProblemCode.TABLE_TILE_REMOVED in check.codes()
    before = game.to_dict()
    with pytest.raises(IllegalMoveError):
        game.apply_play(after)
    assert game.to_dict() == before


racks_strategy = st.lists(st.lists(tiles, max_size=15), min_size=2, max_size=6)


@given(racks=racks_strategy, data=st.data(), penalty=st.sampled_from([30, 50]))
def test_round_scores_add_up_to_zero(racks, data, penalty) -> None:
    rules = RuleSet(joker_penalty=penalty)
    winner = data.draw(st.one_of(st.none(), st.integers(0, len(racks) - 1)))
    if winner is not None:
        racks[winner] = []
    scores = score_round(racks, winner=winner, rules=rules)
    assert sum(scores) == 0
    assert len(scores) == len(racks)
    if winner is not None:
        assert all(s <= 0 for i, s in enumerate(scores) if i != winner)
    else:
        assert max(scores) >= 0


@st.composite
def groups_laid_two_ways(draw):
    """A table of groups (jokers too), and the same groups each in another order."""
    table = []
    for _ in range(draw(st.integers(1, 5))):
        number = draw(st.integers(1, 13))
        colours = draw(st.lists(st.sampled_from(COLOURS), min_size=3, max_size=4, unique=True))
        tiles_ = [Tile(colour, number) for colour in colours]
        for _ in range(draw(st.integers(0, 2))):
            tiles_[draw(st.integers(0, len(tiles_) - 1))] = JOKER
        group = draw(st.permutations(tiles_))
        if analyse_set(group) is not None:
            table.append(list(group))
    return table, [list(draw(st.permutations(group))) for group in table]


@given(groups_laid_two_ways())
def test_groups_shown_in_another_order_never_touch_the_table(case) -> None:
    before, reordered = case
    meld = [Tile(COLOURS[0], 10), Tile(COLOURS[1], 10), Tile(COLOURS[2], 10)]
    check = validate_turn(before, [*reordered, meld], meld, has_melded=False)
    # One tile and two jokers may read as a run in another order (J J B2 is a
    # group of 2s, B2 J J the run 2-3-4): that is another set, not the same group.
    if all(getattr(analyse_set(s), "kind", None) is SetKind.GROUP for s in before + reordered):
        assert ProblemCode.INITIAL_MELD_TABLE_TOUCHED not in check.codes()
        assert check.meld_points == 30
