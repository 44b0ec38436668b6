"""The end-of-turn check, rule by rule and example by example."""

from rummikub_desktop.engine import ProblemCode, RuleSet, validate_turn
from rummikub_desktop.i18n import problem_text
from tests.support.tiles import T, table


def codes(check) -> list[ProblemCode]:
    return check.codes()


# -- plays after the initial meld ---------------------------------------------


def test_a_new_set_from_the_rack_is_a_play() -> None:
    check = validate_turn([], table("R7 R8 R9"), T("R7 R8 R9 K1"), has_melded=True)
    assert check.ok
    assert sorted(check.placed) == sorted(T("R7 R8 R9"))


def test_adding_to_either_end_of_a_run() -> None:
    before = table("R7 R8 R9")
    assert validate_turn(before, table("R6 R7 R8 R9"), T("R6"), has_melded=True).ok
    assert validate_turn(before, table("R7 R8 R9 R10"), T("R10"), has_melded=True).ok


def test_a_fourth_tile_to_a_group_of_three() -> None:
    check = validate_turn(table("R8 B8 K8"), table("R8 B8 K8 O8"), T("O8"), has_melded=True)
    assert check.ok


def test_taking_a_tile_off_a_set_that_stays_valid() -> None:
    # One tile off a group of four, an end tile off a run of four, each used in a new set.
    before = table("R8 B8 K8 O8", "B4 B5 B6 B7")
    after = table("R8 B8 K8", "B4 B5 B6", "O8 O9 O10", "B7 B8 B9")
    assert validate_turn(before, after, T("O9 O10 B8 B9"), has_melded=True).ok


def test_splitting_a_run() -> None:
    # Red 3 4 5 6 7 plus a red 5 becomes 3 4 5 and 5 6 7.
    check = validate_turn(
        table("R3 R4 R5 R6 R7"), table("R3 R4 R5", "R5 R6 R7"), T("R5"), has_melded=True
    )
    assert check.ok


def test_swapping_a_groups_tile_for_another_colour() -> None:
    before = table("R8 B8 K8", "B5 B6 B7")
    # B8 moves to extend a blue run; the rack's O8 takes its place in the group.
    after = table("R8 O8 K8", "B5 B6 B7 B8")
    assert validate_turn(before, after, T("O8"), has_melded=True).ok


def test_worked_example_blue_run_left_alone_then_mended() -> None:
    before = table("B6 B7 B8")
    # Taking blue 8 to make red 8, blue 8, black 8 leaves blue 6, blue 7 alone.
    broken = validate_turn(before, table("B6 B7", "R8 B8 K8"), T("R8 K8 B5"), has_melded=True)
    assert ProblemCode.TOO_FEW_TILES in codes(broken)
    assert broken.problems[0].set_index == 0
    # Adding a blue 5 from the rack makes the whole turn valid.
    mended = validate_turn(before, table("B5 B6 B7", "R8 B8 K8"), T("R8 K8 B5"), has_melded=True)
    assert mended.ok


def test_every_set_must_be_valid_and_each_is_named() -> None:
    check = validate_turn(
        [], table("R7 R8 R9", "R8 R8 B8"), T("R7 R8 R9 R8 R8 B8"), has_melded=True
    )
    assert codes(check) == [ProblemCode.GROUP_COLOUR_TWICE]
    assert check.problems[0].set_index == 1
    assert problem_text(check.problems[0]) == "Red 8 is in this group twice."


def test_table_tiles_must_stay_on_the_table() -> None:
    check = validate_turn(table("R7 R8 R9 R10"), table("R7 R8 R9"), T("K1"), has_melded=True)
    assert ProblemCode.TABLE_TILE_REMOVED in codes(check)
    problem = check.problems[codes(check).index(ProblemCode.TABLE_TILE_REMOVED)]
    assert problem_text(problem) == "Tiles that were on the table must stay on the table."
    assert problem.param_dict["tiles"] == "R10"


def test_at_least_one_tile_from_the_rack() -> None:
    check = validate_turn(table("R7 R8 R9"), table("R7 R8 R9"), T("K1"), has_melded=True)
    assert codes(check) == [ProblemCode.NOTHING_PLAYED]
    words = problem_text(check.problems[0])
    assert words.startswith("Play at least one tile from your rack.")
    assert "If you cannot play, draw a tile." in words, "say what to do instead"


def test_rearranging_without_playing_is_not_a_play() -> None:
    check = validate_turn(
        table("R3 R4 R5 R6 R7 R8"), table("R3 R4 R5", "R6 R7 R8"), T("K1"), has_melded=True
    )
    assert codes(check) == [ProblemCode.NOTHING_PLAYED]


def test_only_tiles_from_the_rack_can_be_added() -> None:
    check = validate_turn([], table("R7 R8 R9"), T("R7 R8"), has_melded=True)
    assert codes(check) == [ProblemCode.NOT_ON_RACK]
    assert problem_text(check.problems[0]) == "You do not have Red 9 on your rack."


def test_a_duplicate_must_be_held_twice() -> None:
    check = validate_turn([], table("R7 R8 R9", "R7 B7 K7"), T("R7 R8 R9 B7 K7"), has_melded=True)
    assert codes(check) == [ProblemCode.NOT_ON_RACK]


def test_empty_sets_are_ignored() -> None:
    assert validate_turn([], [[], T("R7 R8 R9"), []], T("R7 R8 R9"), has_melded=True).ok


# -- jokers on the table --------------------------------------------------------


def test_freeing_a_joker_with_the_tile_it_stands_for_from_the_rack() -> None:
    before = table("O9 J O11")
    # Orange 10 from the rack frees the joker, which is used again in a new set.
    after = table("O9 O10 O11", "K5 R5 J")
    assert validate_turn(before, after, T("O10 K5 R5"), has_melded=True).ok


def test_freeing_a_joker_by_rearranging_the_table() -> None:
    before = table("R3 R4 R5 R6 R7", "K6 B6 J")
    # The rack's orange 6 frees the group's joker, which then extends the run.
    after = table("R3 R4 R5 R6 R7 J", "K6 B6 O6")
    assert validate_turn(before, after, T("O6"), has_melded=True).ok


def test_either_missing_colour_frees_a_groups_joker() -> None:
    before = table("R8 B8 J")
    for colour in ("K8", "O8"):
        after = [T(f"R8 B8 {colour}"), T("B1 B2 J")]
        assert validate_turn(before, after, T(f"{colour} B1 B2"), has_melded=True).ok, colour


def test_a_freed_joker_may_not_reach_a_rack() -> None:
    before = table("O9 J O11")
    check = validate_turn(before, table("O9 O10 O11"), T("O10"), has_melded=True)
    assert codes(check) == [ProblemCode.TABLE_TILE_REMOVED]
    assert check.problems[0].param_dict["tiles"] == "J"


def test_a_freed_joker_must_be_used_in_a_valid_set() -> None:
    before = table("O9 J O11")
    check = validate_turn(before, table("O9 O10 O11", "J K5"), T("O10 K5"), has_melded=True)
    assert codes(check) == [ProblemCode.TOO_FEW_TILES]


def test_one_of_two_jokers_comes_off_a_group() -> None:
    before = table("K1 R1 J J")
    after = table("K1 R1 J", "B7 B8 J")
    assert validate_turn(before, after, T("B7 B8"), has_melded=True).ok


# -- the initial meld -----------------------------------------------------------


def test_initial_meld_of_30_from_the_rack() -> None:
    check = validate_turn([], table("K10 R10 B10"), T("K10 R10 B10 O1"), has_melded=False)
    assert check.ok
    assert check.meld_points == 30


def test_initial_meld_may_be_several_sets() -> None:
    check = validate_turn(
        [], table("R1 R2 R3", "K8 B8 O8"), T("R1 R2 R3 K8 B8 O8"), has_melded=False
    )
    assert check.ok and check.meld_points == 30


def test_27_points_are_not_enough() -> None:
    check = validate_turn([], table("R8 R9 R10"), T("R8 R9 R10"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TOO_LOW]
    assert (
        problem_text(check.problems[0])
        == "Your first play must be worth at least 30 points; these sets make 27."
    )


def test_a_joker_counts_the_number_it_stands_for() -> None:
    check = validate_turn([], table("R9 J R11"), T("R9 J R11"), has_melded=False)
    assert check.ok and check.meld_points == 30
    check = validate_turn([], table("R1 J R3"), T("R1 J R3"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TOO_LOW]
    assert check.meld_points == 6  # never 30


def test_jokers_not_allowed_in_the_initial_meld_option() -> None:
    rules = RuleSet(jokers_in_initial_meld=False)
    check = validate_turn([], table("R9 J R11"), T("R9 J R11"), has_melded=False, rules=rules)
    assert codes(check) == [ProblemCode.INITIAL_MELD_JOKER]
    check = validate_turn([], table("R10 B10 K10"), T("R10 B10 K10"), has_melded=False, rules=rules)
    assert check.ok


def test_initial_meld_may_not_add_to_table_sets() -> None:
    before = table("K1 K2 K3")
    check = validate_turn(
        before, table("K1 K2 K3 K4", "R10 B10 K10"), T("K4 R10 B10 K10"), has_melded=False
    )
    assert ProblemCode.INITIAL_MELD_TABLE_TOUCHED in codes(check)


def test_initial_meld_may_not_rearrange_the_table() -> None:
    before = table("K1 K2 K3 K4 K5 K6")
    after = table("K1 K2 K3", "K4 K5 K6", "R10 B10 O10")
    check = validate_turn(before, after, T("R10 B10 O10"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TABLE_TOUCHED]


def test_initial_meld_leaves_the_table_as_it_is() -> None:
    before = table("K1 K2 K3", "O5 B5 R5")
    after = [*before, T("R10 B10 O10")]
    assert validate_turn(before, after, T("R10 B10 O10"), has_melded=False).ok


def test_a_player_who_has_not_melded_cannot_free_a_joker() -> None:
    before = table("O9 J O11")
    after = table("O9 O10 O11", "R10 B10 J")
    check = validate_turn(before, after, T("O10 R10 B10"), has_melded=False)
    assert ProblemCode.INITIAL_MELD_TABLE_TOUCHED in codes(check)


def test_threshold_option() -> None:
    rules = RuleSet(initial_meld_points=50)
    check = validate_turn([], table("K10 R10 B10"), T("K10 R10 B10"), has_melded=False, rules=rules)
    assert check.problems[0].param_dict == {"needed": 50, "points": 30}
    rules = RuleSet(initial_meld_points=0)
    assert validate_turn([], table("K1 R1 B1"), T("K1 R1 B1"), has_melded=False, rules=rules).ok


def test_house_rule_table_use_once_30_points_are_down() -> None:
    rules = RuleSet(table_in_initial_meld_turn=True)
    before = table("K1 K2 K3")
    after = table("K1 K2 K3 K4", "R10 B10 O10")
    assert validate_turn(before, after, T("K4 R10 B10 O10"), has_melded=False, rules=rules).ok
    # Below the threshold the table may still not be touched.
    after = table("K1 K2 K3 K4", "R8 B8 O8")
    check = validate_turn(before, after, T("K4 R8 B8 O8"), has_melded=False, rules=rules)
    assert ProblemCode.INITIAL_MELD_TOO_LOW in codes(check)
    assert ProblemCode.INITIAL_MELD_TABLE_TOUCHED in codes(check)
    # Tiles added to the table do not count towards the 30.
    after = table("K1 K2 K3 K4 K5 K6 K7", "R8 B8 O8")
    check = validate_turn(before, after, T("K4 K5 K6 K7 R8 B8 O8"), has_melded=False, rules=rules)
    assert check.meld_points == 24
    assert not check.ok


def test_validate_turn_defaults_to_official_rules() -> None:
    check = validate_turn([], table("R9 R10 R11"), T("R9 R10 R11"), has_melded=False)
    assert check.ok


def test_freeing_a_joker_purely_by_moving_table_tiles() -> None:
    # Red 8 comes off the end of the run and takes the joker's place in the group.
    before = table("R5 R6 R7 R8", "K8 B8 J")
    after = table("R5 R6 R7", "K8 B8 R8", "O1 O2 J")
    assert validate_turn(before, after, T("O1 O2"), has_melded=True).ok


# -- re-ordered sets and invalid new sets before the initial meld ----------------


def test_initial_meld_may_show_a_table_group_in_another_order() -> None:
    # The same three tiles are the same group, whatever their order.
    before = table("K5 R5 B5")
    after = table("R5 K5 B5", "R10 B10 O10")
    check = validate_turn(before, after, T("R10 B10 O10"), has_melded=False)
    assert check.ok, check.problems
    assert check.meld_points == 30  # the re-ordered group is not part of the meld


def test_a_reordered_table_group_does_not_count_towards_the_meld() -> None:
    before = table("K9 R9 B9")
    after = table("B9 R9 K9", "R7 B7 O7")
    check = validate_turn(before, after, T("R7 B7 O7"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TOO_LOW]
    assert check.meld_points == 21


def test_initial_meld_may_not_move_a_tile_into_a_table_group() -> None:
    # The group's tiles in a new order are fine; which tiles form it is not.
    before = table("R5 R6 R7 R8", "K8 B8 O8")
    after = table("R5 R6 R7", "R8 O8 B8 K8", "R10 B10 O10")
    check = validate_turn(before, after, T("R10 B10 O10"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TABLE_TOUCHED]


def test_a_group_that_reads_as_a_run_in_another_order_is_another_set() -> None:
    # J J B2 is a group of 2s; B2 J J is the run 2-3-4, with the jokers standing
    # for other tiles.
    before = table("J J B2")
    after = table("B2 J J", "R10 B10 O10")
    check = validate_turn(before, after, T("R10 B10 O10"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TABLE_TOUCHED]


def test_a_table_run_laid_right_to_left_stays_refused() -> None:
    before = table("R5 R6 R7")
    after = table("R7 R6 R5", "R10 B10 O10")
    check = validate_turn(before, after, T("R10 B10 O10"), has_melded=False)
    assert not check.ok
    assert ProblemCode.RUN_GAP in codes(check)


def test_moving_a_runs_joker_to_its_other_end_touches_the_table() -> None:
    # R5 R6 J reads R5 R6 R7; J R5 R6 reads R4 R5 R6: another set.
    before = table("R5 R6 J")
    after = table("J R5 R6", "R10 B10 O10")
    check = validate_turn(before, after, T("R10 B10 O10"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TABLE_TOUCHED]


def test_an_invalid_first_play_says_what_is_wrong_with_the_set() -> None:
    check = validate_turn([], table("R5 B6 K7"), T("R5 B6 K7"), has_melded=False)
    assert codes(check) == [ProblemCode.MIXED_SET]
    assert all("these sets make" not in problem_text(p) for p in check.problems)


def test_an_invalid_set_beside_valid_ones_is_named_and_no_sum_is_given() -> None:
    # The valid set alone makes 6; "these sets make 6" would mislead.
    after = table("R1 R2 R3", "K1 K2 K4")
    check = validate_turn([], after, T("R1 R2 R3 K1 K2 K4"), has_melded=False)
    assert codes(check) == [ProblemCode.RUN_GAP]
    assert check.problems[0].set_index == 1


def test_the_meld_sum_is_given_once_every_new_set_is_valid() -> None:
    after = table("R1 R2 R3", "K4 K5 K6")
    check = validate_turn([], after, T("R1 R2 R3 K4 K5 K6"), has_melded=False)
    assert codes(check) == [ProblemCode.INITIAL_MELD_TOO_LOW]
    assert problem_text(check.problems[0]).endswith("these sets make 21.")


def test_house_rule_invalid_first_play_names_the_set_not_the_sum() -> None:
    rules = RuleSet(table_in_initial_meld_turn=True)
    check = validate_turn([], table("R5 B6"), T("R5 B6"), has_melded=False, rules=rules)
    assert codes(check) == [ProblemCode.TOO_FEW_TILES]
