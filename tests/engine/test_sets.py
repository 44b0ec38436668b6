"""Groups, runs and jokers, as the rule book states them."""

import pytest

from rummikub_desktop.engine import ProblemCode, SetKind, analyse_set, set_problem
from rummikub_desktop.i18n import problem_text
from tests.support.tiles import T


@pytest.mark.parametrize(
    "tiles",
    [
        "R8 B8 K8",  # a group of three
        "R8 B8 K8 O8",  # a group of four
        "R1 R2 R3",  # 1 is low
        "O11 O12 O13",
        "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13",  # the longest run
        "R7 R8 J",
        "J R2 R3",
        "R9 J J",  # two jokers and one tile
        "J J R9",
        "J R9 J",
        "K1 R1 J J",  # a group of four with two jokers
        "R8 B8 K8 J",  # a joker as the fourth tile of a group
        "R3 R4 R5 R6 J",  # a joker at the end of a run of four
        "J R4 R5 R6 R7",
    ],
)
def test_valid_sets(tiles: str) -> None:
    assert analyse_set(T(tiles)) is not None


@pytest.mark.parametrize(
    ("tiles", "code"),
    [
        ("R8 R8 B8", ProblemCode.GROUP_COLOUR_TWICE),
        ("B12 B13 B1", ProblemCode.RUN_GAP),  # 1 is only low: 12-13-1 is not a run
        ("R12 R13 J", ProblemCode.RUN_PAST_13),  # nothing follows 13
        ("J J R13 O13 K13", ProblemCode.GROUP_TOO_LONG),
        ("J R1 R2", ProblemCode.RUN_BELOW_1),
        ("R7 R8", ProblemCode.TOO_FEW_TILES),
        ("R7", ProblemCode.TOO_FEW_TILES),
        ("", ProblemCode.TOO_FEW_TILES),
        ("R7 B8 K9", ProblemCode.MIXED_SET),
        ("R7 R9 R10", ProblemCode.RUN_GAP),
        ("R9 R8 R7", ProblemCode.RUN_GAP),  # laid backwards
        ("R7 R8 R8 R9", ProblemCode.RUN_NUMBER_TWICE),
        ("R5 B5 K5 O5 R5", ProblemCode.GROUP_COLOUR_TWICE),
        ("J J J", ProblemCode.NO_NUMBERED_TILE),
    ],
)
def test_invalid_sets_say_why(tiles: str, code: ProblemCode) -> None:
    assert analyse_set(T(tiles)) is None
    problem = set_problem(T(tiles), 2)
    assert problem is not None
    assert problem.code is code
    assert problem.set_index == 2
    assert problem_text(problem).endswith(".")


def test_a_colour_twice_names_the_tile() -> None:
    problem = set_problem(T("R8 R8 B8"))
    assert problem is not None
    assert problem_text(problem) == "Red 8 is in this group twice."


def test_valid_set_has_no_problem() -> None:
    assert set_problem(T("R7 R8 R9")) is None


def test_a_group_is_worth_its_numbers() -> None:
    info = analyse_set(T("R8 B8 K8"))
    assert info is not None
    assert info.kind is SetKind.GROUP
    assert info.points == 24
    assert info.stands_for == ()


def test_a_runs_joker_takes_the_number_its_place_gives_it() -> None:
    info = analyse_set(T("O9 J O11"))
    assert info is not None
    assert info.kind is SetKind.RUN
    assert info.stands_for == ((1, T("O10")[0]),)
    assert info.points == 30


def test_joker_before_red_2_3_is_red_1() -> None:
    info = analyse_set(T("J R2 R3"))
    assert info is not None and info.stands_for == ((0, T("R1")[0]),)


def test_joker_after_red_2_3_is_red_4() -> None:
    info = analyse_set(T("R2 R3 J"))
    assert info is not None and info.stands_for == ((2, T("R4")[0]),)


def test_group_joker_leaves_the_colour_open() -> None:
    info = analyse_set(T("R8 B8 J"))
    assert info is not None
    assert info.kind is SetKind.GROUP
    assert info.points == 24
    ((position, options),) = info.joker_options
    assert position == 2
    assert set(options) == set(T("K8 O8"))
    # The documented choice: the first missing colour in the order K, R, B, O.
    assert info.stands_for == ((2, T("K8")[0]),)


def test_group_and_run_reading_takes_the_more_valuable() -> None:
    info = analyse_set(T("R9 J J"))
    assert info is not None
    assert info.kind is SetKind.RUN  # 9-10-11 is 30; the group 9-9-9 is 27
    assert info.points == 30
    info = analyse_set(T("J J R3"))
    assert info is not None
    assert info.kind is SetKind.GROUP and info.points == 9  # the run 1-2-3 is only 6
    info = analyse_set(T("J J R13"))
    assert info is not None
    assert info.kind is SetKind.GROUP and info.points == 39  # the run 11-12-13 is 36
    info = analyse_set(T("R13 J J"))
    assert info is not None
    assert info.kind is SetKind.GROUP and info.points == 39  # no run past 13


def test_joker_as_fourth_in_group_and_run_end_faces() -> None:
    info = analyse_set(T("R8 B8 K8 J"))
    assert info is not None and info.stands_for == ((3, T("O8")[0]),)
    info = analyse_set(T("R3 R4 R5 R6 J"))
    assert info is not None and info.stands_for == ((4, T("R7")[0]),)
    assert info.faces == tuple(T("R3 R4 R5 R6 R7"))
