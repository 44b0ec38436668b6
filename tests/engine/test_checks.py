"""The one checking module every loader reads through: each value checked, a plain reason."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummikub_desktop.engine import RuleSet, StateFormatError
from rummikub_desktop.engine.checks import (
    DataError,
    checked,
    entries,
    flag,
    is_whole,
    mapping,
    raised_as,
    shown,
    text,
    whole,
)
from rummikub_desktop.table import LayoutError

PACKAGE = Path(__file__).resolve().parents[2] / "rummikub_desktop"

values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=8,
)


@given(values, st.integers(-5, 5), st.integers(-5, 5))
def test_a_whole_number_is_an_int_in_range_and_nothing_else(value, low, high) -> None:
    good = type(value) is int and low <= value <= high
    if good:
        assert whole(value, "the turn", low, high) == value
    else:
        with pytest.raises(DataError) as refused:
            whole(value, "the turn", low, high)
        assert str(refused.value).startswith("the turn must be")


def test_the_reasons_say_what_is_wrong_in_plain_words() -> None:
    cases = [
        (lambda: whole(True, "the seat", 0, 5), "the seat must be a whole number"),
        (lambda: whole(2.0, "the seat", 0, 5), "the seat must be a whole number"),
        (lambda: whole(9, "the seat", 0, 5), "the seat must be 0 to 5"),
        (lambda: whole(-1, "the score"), "the score must be 0 or more"),
        (lambda: flag(1, "melded"), "melded must be true or false"),
        (lambda: entries("R1", "the racks", 4), "the racks must be a list"),
        (lambda: entries([1] * 5, "the racks", 4), "the racks must have at most 4 entries"),
        (lambda: entries([1], "the names", 2, exactly=True), "the names must have exactly 2"),
        (lambda: mapping([], "a round"), "a round must be a mapping"),
        (lambda: text(3, "a name", 10), "a name must be a text"),
        (lambda: text("x" * 11, "a name", 10), "a name must be at most 10 letters"),
        (lambda: text("  ", "a name", 10), "a name must not be empty"),
    ]
    for check, reason in cases:
        with pytest.raises(DataError) as refused:
            check()
        assert str(refused.value).startswith(reason)


def test_a_good_value_comes_back_as_it_was() -> None:
    assert flag(False, "melded") is False
    assert entries((1, 2), "the pair", 2, exactly=True) == (1, 2)
    assert mapping({"a": 1}, "a round") == {"a": 1}
    assert text("  ", "a gap", 5, blank=True) == "  "
    assert whole(10**30, "a big count") == 10**30
    assert is_whole(0) and not is_whole(False) and not is_whole(1.0)


def test_a_reason_never_prints_a_hostile_value() -> None:
    deep: list = []
    for _ in range(10_000):
        deep = [deep]
    huge = "x" * 1_000_000
    for check in (
        lambda: whole(deep, "the turn", 0, 9),
        lambda: whole(10**10_000, "the turn", 0, 9),
        lambda: mapping(huge, "a round"),
        lambda: entries(huge, "the racks", 4),
        lambda: text(huge, "a name", 10),
    ):
        with pytest.raises(DataError) as refused:
            check()
        assert len(str(refused.value)) < 100
    assert shown(10**10_000) == "a very long number"
    assert shown("x" * 100).endswith("...") and len(shown("x" * 100)) == 40


class Thing:
    def __init__(self, size: int) -> None:
        self.size = size

    def invariant_problems(self) -> list[str]:
        return [] if self.size < 3 else ["a thing is at most 2 long"]


def test_checked_builds_then_believes_only_what_holds() -> None:
    def build(data: dict) -> Thing:
        return Thing(whole(data["size"], "the size", 0, 9))

    assert checked({"size": 2}, "a thing", build).size == 2
    for data, reason in (
        ([], "a thing must be a mapping"),
        ({}, "a thing needs 'size'"),
        ({"size": 5}, "a thing is at most 2 long"),
        ({"size": "5"}, "the size must be a whole number"),
    ):
        with pytest.raises(DataError, match=reason):
            checked(data, "a thing", build)


def test_raised_as_keeps_the_reason_and_gives_the_loaders_own_class() -> None:
    with (
        pytest.raises(StateFormatError, match="the turn must be 0 to 9"),
        raised_as(StateFormatError),
    ):
        whole(10, "the turn", 0, 9)
    with (
        pytest.raises(StateFormatError, match=r"^a tile lies off the table$"),
        raised_as(StateFormatError),
    ):
        raise LayoutError("a tile lies off the table")
    with pytest.raises(StateFormatError) as kept, raised_as(StateFormatError):
        raise StateFormatError("already one")
    assert type(kept.value) is StateFormatError and str(kept.value) == "already one"
    with pytest.raises(KeyError), raised_as(StateFormatError):
        raise KeyError("not a data error")


def test_every_loaders_error_is_a_data_error() -> None:
    assert issubclass(StateFormatError, DataError)
    assert issubclass(LayoutError, DataError)
    assert issubclass(DataError, ValueError)
    with pytest.raises(DataError, match="penalty_tiles must be 0 to 3"):
        RuleSet(penalty_tiles=4)
    with pytest.raises(DataError, match="rule options must be a mapping"):
        RuleSet.from_dict([])


def test_no_loader_writes_its_own_whole_number_check() -> None:
    """The check ``isinstance(v, int) and not isinstance(v, bool)`` lives in checks.py only
    (in the five loaders it was copied into)."""
    loaders = [
        "engine/reading.py",
        "engine/rules.py",
        "engine/game.py",
        "engine/match.py",
        "engine/records.py",
        "table/layout.py",
        "table/rack.py",
        "session/controller.py",
        "session/editor.py",
        "session/replay.py",
        "persistence/stats.py",
    ]
    for name in loaders:
        source = (PACKAGE / name).read_text("utf-8")
        tree = ast.parse(source)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "isinstance":
                kinds = ast.unparse(node.args[1])
                assert kinds != "bool", f"{name} checks a bool itself: use engine.checks"
        assert "from .reading import _" not in source, f"{name} imports private names"
