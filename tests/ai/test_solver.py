"""The exact solver: known answers from the rule book, and an exhaustive cross-check."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.ai import best_play, solver
from rummikub_desktop.ai.positions import random_position
from rummikub_desktop.ai.solver import OFFICIAL_RULES
from rummikub_desktop.engine import (
    JOKER,
    Colour,
    RuleSet,
    Tile,
    format_tiles,
    parse_tiles,
    validate_turn,
)
from tests.support.solver_checks import (
    HOUSE_SEEDS,
    MIRRORED_SEEDS,
    SMALL_SEEDS,
    XP_MIRRORED_SEEDS,
    XP_SEEDS,
    check_house_rule_plays,
    check_small_positions,
    check_xp_positions,
    searching_from_13_down,
)


def table_of(*sets: str) -> list[list]:
    return [parse_tiles(s) for s in sets]


def solve(table: list, rack: str, *, has_melded: bool = True, rules: RuleSet = OFFICIAL_RULES):
    tiles = parse_tiles(rack)
    play = best_play(table, tiles, has_melded=has_melded, rules=rules)
    if play is not None:
        check = validate_turn(table, play.table, tiles, has_melded=has_melded, rules=rules)
        assert check.ok, check.problems
        assert sorted(check.placed) == sorted(play.placed)
    return play


def placed(play) -> str:
    return " ".join(sorted(t.code for t in play.placed)) if play else ""


def test_no_play_is_none():
    assert solve(table_of("R3 R4 R5"), "B9 K1") is None


def test_the_initial_meld_needs_the_threshold():
    assert solve([], "R10 B10 K9", has_melded=False) is None
    assert placed(solve([], "K10 R10 B10", has_melded=False)) == "B10 K10 R10"


def test_the_initial_meld_leaves_the_table_alone():
    play = solve(table_of("R3 R4 R5"), "R6 K10 R10 B10", has_melded=False)
    assert placed(play) == "B10 K10 R10"
    assert play.table[0] == tuple(parse_tiles("R3 R4 R5"))


def test_jokers_in_the_initial_meld_follow_the_option():
    rack = "R9 J R11"
    assert placed(solve([], rack, has_melded=False)) == "J R11 R9"
    no_jokers = RuleSet(jokers_in_initial_meld=False)
    assert solve([], rack, has_melded=False, rules=no_jokers) is None


def test_a_joker_counts_as_the_tile_it_stands_for_in_the_meld():
    # R9 J R11 is 30 points; R1 R2 J is 6, so it cannot make a meld on its own.
    assert solve([], "R1 R2 J", has_melded=False) is None


def test_the_worked_example_from_the_rule_book():
    # Taking B8 for the group leaves B6 B7 alone; the rack's B5 saves it.
    play = solve(table_of("B6 B7 B8"), "R8 K8 B5")
    assert placed(play) == "B5 K8 R8"


def test_a_joker_as_the_fourth_tile_of_a_group():
    assert placed(solve(table_of("R9 B9 K9"), "J")) == "J"


def test_a_joker_at_the_end_of_a_run_of_four():
    assert placed(solve(table_of("O3 O4 O5 O6"), "J")) == "J"


def test_two_jokers_with_one_tile():
    assert placed(solve([], "R9 J J", has_melded=False)) == "J J R9"


def test_a_table_joker_is_freed_and_reused():
    # R4 frees the joker in R3 J R5; the joker then joins K7 O7.
    play = solve(table_of("R3 J R5"), "R4 K7 O7")
    assert placed(play) == "K7 O7 R4"


def test_splitting_a_run():
    play = solve(table_of("R3 R4 R5 R6 R7"), "R5")
    assert placed(play) == "R5"


def test_ties_go_to_more_points():
    # Only one more tile fits the group of 9s: the joker sheds 30 points, O9 only 9.
    play = solve(table_of("R9 B9 K9"), "O9 J")
    assert placed(play) == "J"


def test_a_big_table_keeps_every_tile():
    table = table_of(
        "R1 R2 R3 R4",
        "B1 B2 B3",
        "K5 R5 B5 O5",
        "O7 O8 O9 O10 O11",
        "K11 K12 K13",
        "R10 B10 K10",
        "B12 O12 R12",
        "J K7 K8",
        "O1 O2 O3",
    )
    play = solve(table, "R6 R7 K9 O13 B13 R13 J B4")
    assert play is not None
    assert placed(play) == "B13 B4 J K9 O13 R13 R6 R7"


SMALL_SEEDS_TESTED = 60
"""A sample of the grid: the first 60 seeds hold every kind of position the
generator makes (melded or not, an empty table, 0-2 jokers, each meld threshold,
jokers in the meld allowed or not) and its slowest searches of the first 120
(seeds 3, 11, 12, 29, 38); the other 1,540 are the sweep's (about 2.7 s here
against 5.4 s for 120)."""


@pytest.mark.parametrize("chunk", range(2))
def test_exact_on_small_random_positions(chunk):
    """Seeded positions (a sample, :data:`SMALL_SEEDS_TESTED`): the solver matches
    an exhaustive search."""
    half = SMALL_SEEDS_TESTED // 2
    check_small_positions(SMALL_SEEDS[chunk * half : (chunk + 1) * half])


def test_exact_when_the_search_runs_from_13_down():
    """The search from 13 down to 1 (given the first, tiny budgets here, so it
    mostly finishes first) is exact too, and lays its runs the right way round."""
    with searching_from_13_down():
        check_small_positions(MIRRORED_SEEDS[:60])


def test_mirrored_sets_are_read_back_as_real_numbers():
    sets = solver._unmirror(((Tile(Colour.RED, 11), Tile(Colour.RED, 12), JOKER),))
    assert [format_tiles(s) for s in sets] == ["J R2 R3"]


def test_house_rule_table_use_in_the_initial_meld_turn():
    table = table_of("R1 R2 R3")
    official = solve(table, "K10 R10 B10 R4", has_melded=False)
    assert placed(official) == "B10 K10 R10"
    house = RuleSet(table_in_initial_meld_turn=True)
    play = solve(table, "K10 R10 B10 R4", has_melded=False, rules=house)
    assert placed(play) == "B10 K10 R10 R4"


def test_house_rule_plays_are_always_legal():
    check_house_rule_plays(HOUSE_SEEDS[:100])


def test_a_nearly_full_box_known_answer():
    """98 table tiles: every colour's two runs 1-13 with some tiles taken out
    (each run split where a tile left); the rack holds those tiles and a joker,
    so everything fits back and the best play places all seven."""
    taken = parse_tiles("R5 R9 B1 K7 O13 O6")
    table = []
    for colour in "KRBO":
        for copy in range(2):
            run = []
            for number in range(1, 14):
                tile = parse_tiles(f"{colour}{number}")[0]
                if copy == 0 and tile in taken:
                    table.append(run)
                    run = []
                    continue
                run.append(tile)
            table.append(run)
    table = [run for run in table if run]
    assert sum(map(len, table)) == 98
    assert all(len(run) >= 3 for run in table)
    play = solve(table, "R5 R9 B1 K7 O13 O6 J")
    assert placed(play) == "B1 J K7 O13 O6 R5 R9"


def test_a_node_limit_stops_the_search_reproducibly():
    position = random_position(7, table_tiles=60, rack_tiles=20, jokers=2)
    with pytest.raises(solver.SearchLimitReached):
        best_play(position.table, position.rack, has_melded=True, node_limit=1)
    unlimited = best_play(position.table, position.rack, has_melded=True)
    roomy = best_play(position.table, position.rack, has_melded=True, node_limit=10**9)
    assert roomy == unlimited


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    table_tiles=st.integers(0, 60),
    rack_tiles=st.integers(1, 20),
    jokers=st.integers(0, 2),
)
def test_every_play_is_legal_and_comes_from_the_rack(seed, table_tiles, rack_tiles, jokers):
    position = random_position(seed, table_tiles=table_tiles, rack_tiles=rack_tiles, jokers=jokers)
    play = best_play(position.table, position.rack, has_melded=True)
    if play is None:
        return
    check = validate_turn(position.table, play.table, position.rack, has_melded=True)
    assert check.ok, check.problems
    assert sorted(check.placed) == sorted(play.placed)


def test_sets_that_need_not_change_stay_as_they_were():
    table = table_of("O1 O2 O3", "R3 R4 R5", "K9 B9 O9", "B11 B12 B13")
    play = solve(table, "R6 K10")
    assert placed(play) == "R6"
    # Only the red run changed; the others are the very same sets, first and in order.
    assert [format_tiles(s) for s in play.table] == [
        "O1 O2 O3",
        "K9 B9 O9",
        "B11 B12 B13",
        "R3 R4 R5 R6",
    ]


def test_a_rearranged_table_keeps_what_it_can():
    table = table_of("R1 R2 R3 R4", "K5 R5 B5 O5", "J K7 K8", "O7 O8 O9")
    play = solve(table, "R5 K6")
    # R5 goes on the end of the red run and K6 in front of K7 K8 J: the group
    # of 5s and the orange run need not change, so they do not.
    assert [format_tiles(s) for s in play.table] == [
        "K5 R5 B5 O5",
        "O7 O8 O9",
        "R1 R2 R3 R4 R5",
        "K6 K7 K8 J",
    ]


# -- the XP box: three copies of each tile and four jokers ---------------------------

XP = RuleSet.xp()


def test_three_jokers_alone_are_not_a_set():
    assert solve([], "J J J", rules=XP) is None
    assert solve([], "R4 J J J R4 R4", has_melded=False, rules=XP) is None


def test_three_jokers_join_numbered_tiles():
    play = solve(table_of("R5 R6 R7"), "J J J", rules=XP)
    assert placed(play) == "J J J"
    assert all(any(not t.is_joker for t in s) for s in play.table)


def test_four_jokers_and_one_tile():
    assert placed(solve([], "R1 J J J J", rules=XP)) == "J J J J R1"
    assert placed(solve([], "R13 J J J J", rules=XP)) == "J J J J R13"


def test_three_copies_of_a_tile_make_three_groups():
    play = solve(table_of("R5 B5 K5", "R5 B5 O5"), "R5 K5 O5 B5", rules=XP)
    assert placed(play) == "B5 K5 O5 R5"


def test_three_parallel_runs_of_one_colour():
    play = solve(table_of("B2 B3 B4", "B2 B3 B4"), "B2 B3 B4 B5", rules=XP)
    assert placed(play) == "B2 B3 B4 B5"


XP_SEEDS_TESTED = XP_SEEDS[20:70]
"""The tests' sample of :data:`XP_SEEDS`: 50 seeds, seed 52 among them (it caught a
run of jokers alone), with 30 positions holding three copies of a tile and 26 with
three jokers or more, and the slowest search of the first 100 (seed 73); about
3.6 s against 10 s for the first 100."""


@pytest.mark.parametrize("chunk", range(2))
def test_exact_on_small_xp_positions(chunk):
    """Seeded positions from the XP box (:data:`XP_SEEDS_TESTED`, in two halves): the
    solver matches an exhaustive search."""
    half = len(XP_SEEDS_TESTED) // 2
    triples, many_jokers = check_xp_positions(XP_SEEDS_TESTED[chunk * half : (chunk + 1) * half])
    assert triples >= 8 and many_jokers >= 8  # the cases this box adds are well covered


def test_exact_on_xp_positions_when_the_search_runs_from_13_down():
    with searching_from_13_down():
        check_xp_positions(XP_MIRRORED_SEEDS[:25])


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    table_tiles=st.integers(0, 90),
    rack_tiles=st.integers(1, 24),
    jokers=st.integers(0, 4),
)
def test_every_xp_play_is_legal(seed, table_tiles, rack_tiles, jokers):
    position = random_position(
        seed,
        table_tiles=table_tiles,
        rack_tiles=rack_tiles,
        jokers=jokers,
        copies=3,
        joker_chance=0.2,
    )
    for melded in (True, False):
        play = best_play(position.table, position.rack, has_melded=melded, rules=XP)
        if play is not None:
            check = validate_turn(
                position.table, play.table, position.rack, has_melded=melded, rules=XP
            )
            assert check.ok, check.problems
