"""The best play on a real table as steps: exact, carried out by a simple hand,
and moving the fewest table tiles that the table after needs."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.ai import best_arrangement, best_play
from rummikub_desktop.ai.positions import random_position
from rummikub_desktop.ai.table_steps import (
    Step,
    TableAnswer,
    apply_steps,
    best_assignment,
    laid_places,
    plan_steps,
    table_answer,
)
from rummikub_desktop.engine import (
    COLOURS,
    JOKER,
    MAX_NUMBER,
    Tile,
    analyse_set,
    format_tiles,
    parse_tiles,
)
from tests.support.brute import exhaustive_best, rack_points


def table_of(text: str) -> list[list[Tile]]:
    return [parse_tiles(part) for part in text.split("|")] if text.strip() else []


def answer(rack: str, table: str, *, first_play_made: bool = True) -> TableAnswer:
    return table_answer(parse_tiles(rack), table_of(table), first_play_made=first_play_made)


def hand_carries_out(table: Sequence[Sequence[Tile]], steps: Sequence[Step]) -> list[list[Tile]]:
    """The test's own hand: take each step's tiles (by face, from where the step
    says), put them after the tile it names (or first), in a new set when it says."""
    sets = [list(s) for s in table]
    for step in steps:
        if step.source is not None:
            line = sets[step.source]
            places = step.taken_at or tuple(line.index(t) for t in step.tiles)
            assert [line[p] for p in places] == list(step.tiles)
            sets[step.source] = [t for p, t in enumerate(line) if p not in places]
        if step.new:
            assert step.target == len(sets), "a new set takes the next number"
            sets.append([])
        target = sets[step.target]
        if step.after is None:
            assert step.at == 0
        else:
            assert target[step.at - 1] == step.after, "put after the tile the step names"
        target[step.at : step.at] = step.tiles
    return sets


def check_answer(result: TableAnswer, *, first_play_made: bool = True) -> None:
    """Everything that must hold of any answer."""
    done = hand_carries_out(result.table, result.steps)
    assert tuple(tuple(s) for s in done) == result.table_after
    assert apply_steps(result.table, result.steps) == result.table_after
    for tile_set in result.table_after:
        assert not tile_set or analyse_set(tile_set) is not None, format_tiles(tile_set)
    before = Counter(t for s in result.table for t in s)
    after = Counter(t for s in result.table_after for t in s)
    assert after - before == Counter(result.laid)
    assert not before - after, "no table tile goes back to the rack"
    assert Counter(t for step in result.steps if step.source is None for t in step.tiles) == (
        Counter(result.laid)
    )
    laid = laid_places(result.table, result.steps)
    assert Counter(result.table_after[n][i] for n, i in laid) == Counter(result.laid)
    if not first_play_made:
        assert result.table_after[: len(result.table)] == result.table
    if not result.laid:
        assert result.steps == () and result.table_after == result.table


# -- known answers ----------------------------------------------------------------


def test_the_issues_example():
    result = answer("R7 R8 J K4", "K1 K2 K3 | B5 R5 O5")
    check_answer(result)
    assert sorted(t.code for t in result.laid) == ["J", "K4", "R7", "R8"]
    assert result.moved == 0


def test_the_rack_joker_is_framed_where_it_went_not_the_tables():
    """The table helper framed the table's joker in set 1 as laid, for the rack's
    joker put in a later set (it framed the first tile of each laid face)."""
    result = answer("J O7 O8", "R1 R2 J | B9 B10 B11")
    check_answer(result)
    after = result.table_after
    places = laid_places(result.table, result.steps)
    jokers = {
        (n, i) for n, line in enumerate(after) for i, tile in enumerate(line) if tile == JOKER
    }
    (laid_joker,) = [place for place in places if place in jokers]
    assert jokers == {(0, 2), laid_joker} and laid_joker != (0, 2)


def test_a_set_that_only_grows_is_only_added_to():
    result = answer("R6 R2", "K9 B9 O9 | R3 R4 R5")
    check_answer(result)
    assert result.table_after == tuple(map(tuple, table_of("K9 B9 O9 | R2 R3 R4 R5 R6")))
    assert result.steps == (
        Step(tuple(parse_tiles("R2")), None, 1, False, None, 0),
        Step(tuple(parse_tiles("R6")), None, 1, False, parse_tiles("R5")[0], 4),
    )
    assert result.moved == 0


def test_a_tile_is_taken_from_a_set_to_make_a_new_one():
    result = answer("K8 B8", "R5 R6 R7 R8 | O1 O2 O3")
    check_answer(result)
    assert result.moved == 1
    first = result.steps[0]
    assert first.new and first.target == 2
    assert result.table_after[0] == tuple(parse_tiles("R5 R6 R7"))
    assert result.table_after[1] == tuple(parse_tiles("O1 O2 O3"))
    assert Counter(result.table_after[2]) == Counter(parse_tiles("R8 K8 B8"))


def test_a_joker_freed_from_a_set_is_used_again():
    result = answer("R4 K11 B11", "R3 J R5")
    check_answer(result)
    assert result.moved == 1  # only the joker moves
    assert result.table_after[0] == tuple(parse_tiles("R3 R4 R5"))


def test_no_play_says_draw():
    result = answer("K13", "R1 R2 R3")
    check_answer(result)
    assert result.laid == () and result.steps == () and not result.has_play


def test_before_the_first_play_only_the_rack_makes_sets():
    table = "R1 R2 R3"
    assert answer("R4 K10 B10 O10", table, first_play_made=False).table_after == (
        tuple(parse_tiles("R1 R2 R3")),
        tuple(parse_tiles("K10 B10 O10")),
    )
    # 30 points are needed: R4 alone, or K1 B1 O1, is not a first play.
    assert not answer("R4 K1 B1 O1", table, first_play_made=False).has_play


def test_a_run_taken_apart_keeps_one_tile_where_it_lies():
    # The run becomes three groups: R1 stays where it lies and its group is
    # built around it; R2 and R3 move to the other two.
    result = answer("K1 B1 K2 B2 K3 O3", "R1 R2 R3 | O9 O10 O11")
    check_answer(result)
    assert result.table_after[0][0] == parse_tiles("R1")[0]
    assert Counter(result.table_after[0]) == Counter(parse_tiles("R1 K1 B1"))
    assert result.table_after[1] == tuple(parse_tiles("O9 O10 O11"))
    assert len(result.table_after) == 4
    assert result.moved == 2


def test_best_assignment_beats_greedy():
    # Greedy (largest first) takes 5 and is left with 1: 6; the best is 4 + 4.
    assert best_assignment([[5, 4], [4, 1]]) == [1, 0]
    assert best_assignment([[0, 0, 3]]) == [2]
    assert best_assignment([[1], [2], [0]])[1] == 0


# -- seeded positions and properties ------------------------------------------------


@pytest.mark.parametrize("seed", range(8))
def test_seeded_positions_lay_as_many_as_the_exact_solver(seed):
    rng = random.Random(seed)
    position = random_position(
        seed, table_tiles=rng.randint(15, 40), rack_tiles=rng.randint(5, 14), jokers=2
    )
    result = table_answer(position.rack, position.table, first_play_made=True)
    play = best_play(position.table, position.rack, has_melded=True)
    assert len(result.laid) == (len(play.placed) if play else 0)
    assert rack_points(result.laid) == (rack_points(play.placed) if play else 0)
    check_answer(result)
    assert result.moved == sum(len(s) for s in position.table) - brute_kept(
        position.table, result.table_after
    )


def lcs_length(old: Sequence[Tile], new: Sequence[Tile]) -> int:
    """The longest common subsequence, by trying the old line's subsequences."""
    for size in range(len(old), 0, -1):
        for picked in combinations(old, size):
            it = iter(new)
            if all(any(t == other for other in it) for t in picked):
                return size
    return 0


def layouts_of(tiles: Sequence[Tile]) -> list[tuple[Tile, ...]]:
    """Every valid way to lay these tiles: every ordering of up to five; a
    longer line is a run, tried at every starting number."""
    if len(tiles) <= 5:
        return [line for line in set(permutations(tiles)) if analyse_set(line) is not None]
    real = Counter(t for t in tiles if not t.is_joker)
    layouts = []
    for colour in COLOURS:
        for start in range(1, MAX_NUMBER - len(tiles) + 2):
            faces = [Tile(colour, start + i) for i in range(len(tiles))]
            if real - Counter(faces):
                continue
            line = tuple(face if face in real else JOKER for face in faces)
            if analyse_set(line) is not None:
                layouts.append(line)
    return layouts


@cache
def kept_between(old: tuple[Tile, ...], new: tuple[Tile, ...]) -> int:
    """The most tiles of ``old`` that stay in place when it becomes the set of
    ``new``'s tiles laid any valid way."""
    if not Counter(old) & Counter(new):
        return 0
    return max(lcs_length(old, layout) for layout in layouts_of(new))


def brute_kept(table: Sequence[Sequence[Tile]], after: Sequence[Sequence[Tile]]) -> int:
    """The most table tiles that can stay where they lie on the way to the sets
    of ``after``, over every one-to-one matching of old sets to new sets.

    Old sets that share no tile with one another's new sets are apart; within
    each such part, each old set in turn tries every new set still free, or
    none (with memory of the new sets already used)."""
    new_sets = [s for s in after if s]
    weights = [[kept_between(tuple(old), tuple(new)) for new in new_sets] for old in table]
    parts: list[set[int]] = []
    for old, row in enumerate(weights):
        touched = {new for new, weight in enumerate(row) if weight}
        joined = [part for part in parts if any(weights[o][n] for o in part for n in touched)]
        merged = {old}.union(*joined)
        parts = [part for part in parts if part not in joined] + [merged]

    def most_in(olds: list[int]) -> int:
        @cache
        def most(k: int, used: frozenset[int]) -> int:
            if k == len(olds):
                return 0
            best = most(k + 1, used)
            for new, weight in enumerate(weights[olds[k]]):
                if weight and new not in used:
                    best = max(best, weight + most(k + 1, used | {new}))
            return best

        return most(0, frozenset())

    return sum(most_in(sorted(part)) for part in parts)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    table_tiles=st.integers(0, 10),
    rack_tiles=st.integers(1, 6),
    jokers=st.integers(0, 2),
    melded=st.booleans(),
)
def test_small_positions_are_exact_and_move_the_fewest_tiles(
    seed, table_tiles, rack_tiles, jokers, melded
):
    position = random_position(
        seed, table_tiles=table_tiles, rack_tiles=rack_tiles, jokers=jokers, joker_chance=0.25
    )
    table = position.table
    result = table_answer(position.rack, table, first_play_made=melded)
    check_answer(result, first_play_made=melded)
    expected = exhaustive_best(table, position.rack, threshold=None if melded else 30)
    assert (len(result.laid), rack_points(result.laid)) == expected
    table_tiles_count = sum(len(s) for s in table)
    assert result.moved == table_tiles_count - brute_kept(table, result.table_after)


@settings(max_examples=60, deadline=None)
@given(
    weights=st.integers(1, 5).flatmap(
        lambda rows: st.lists(
            st.lists(st.integers(0, 9), min_size=rows, max_size=rows), min_size=1, max_size=5
        )
    )
)
def test_the_matching_is_the_best_of_every_matching(weights):
    match = best_assignment(weights)
    assert len(match) == len(weights)
    used = [j for j in match if j is not None]
    assert len(used) == len(set(used)), "one to one"
    got = sum(weights[i][j] for i, j in enumerate(match) if j is not None)
    columns = len(weights[0])
    slots = [*range(columns), *[None] * len(weights)]
    best = max(
        sum(weights[i][j] for i, j in enumerate(chosen) if j is not None)
        for chosen in permutations(slots, len(weights))
    )
    assert got == best


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), table_tiles=st.integers(6, 18), rack_tiles=st.integers(1, 5))
def test_a_table_built_afresh_is_reached_moving_the_fewest_tiles(seed, table_tiles, rack_tiles):
    """The solver's sets as it builds them (not laid out to look like the old
    table): the steps keep as many tiles in place as any matching could."""
    position = random_position(seed, table_tiles=table_tiles, rack_tiles=rack_tiles, jokers=1)
    after = best_arrangement(position.table, position.rack)
    if after is None:
        return
    table_after, steps = plan_steps(position.table, after)
    done = hand_carries_out(position.table, steps)
    assert tuple(tuple(s) for s in done) == table_after
    assert Counter(t for s in table_after for t in s) == Counter(t for s in after for t in s)
    moved = sum(len(step.tiles) for step in steps if step.source is not None)
    assert moved == position.table_size - brute_kept(position.table, after)
