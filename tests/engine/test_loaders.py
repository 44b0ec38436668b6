"""Saved rounds and matches: plain-data bookkeeping, and loaders that check meaning.

A loaded match must behave exactly like the live one it was saved from, and a
saved match that does not describe a possible game is refused with
:class:`StateFormatError`, never loaded to crash later.
"""

from __future__ import annotations

import contextlib
import functools
import json
import math
import os
import random
from collections.abc import Callable
from copy import deepcopy
from dataclasses import fields
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rummikub_desktop.engine import (
    IllegalMoveError,
    Match,
    PoolOut,
    Round,
    RoundEnd,
    RuleSet,
    StateFormatError,
)
from tests.support.rounds import play_round


def json_copy(data: Any) -> Any:
    return json.loads(json.dumps(data))


def finished_round(rules: RuleSet | None = None, *, seed: int = 31, rounds: int = 1) -> Match:
    """A match whose ``rounds``-th round has just ended, not yet recorded."""
    match = Match(rules or RuleSet(players=2, rounds=2), seed=seed)
    rng = random.Random(seed)
    play_round(match.round, rng)
    for _ in range(rounds - 1):
        match.next_round()
        play_round(match.round, rng)
    return match


def round_two_under_way(seed: int = 32) -> Match:
    """A two-round match in its second round, a few turns in."""
    match = finished_round(seed=seed)
    match.next_round()
    for _ in range(6):
        match.round.apply_draw_or_pass()
    return match


@functools.cache
def saved_text(make: Callable[[], Match]) -> str:
    """``make()``'s match saved as JSON text, made once per test process: each
    damage test below reads its own fresh copy (``json.loads``) of the same save
    instead of playing the same seeded round again (0.6 s a case, 85 cases)."""
    return json.dumps(make().to_dict())


def _round_two_saved() -> dict[str, Any]:
    return json.loads(saved_text(round_two_under_way))


# -- the match's bookkeeping is plain data -------------------------------------------


def test_the_round_number_stays_while_a_finished_round_waits_to_be_recorded() -> None:
    match = finished_round()
    assert match.round.is_over and match.results == []
    assert match.round_number == 1
    match.record_round()
    assert match.round_number == 1
    match.next_round()
    assert match.round_number == 2


def test_an_equal_copy_of_the_round_keeps_the_bookkeeping() -> None:
    match = finished_round()
    match.record_round()
    match.round = match.round.copy()  # equal, but not the same object
    match.record_round()
    assert len(match.results) == 1
    assert not match.is_over
    match.next_round()
    assert match.round_number == 2


def _recorded(match: Match) -> Match:
    match.record_round()
    return match


STATES: dict[str, Callable[[], Match]] = {
    "first round under way": lambda: Match(RuleSet(players=3), seed=35),
    "round ended, not recorded": lambda: finished_round(seed=36),
    "round ended and recorded": lambda: _recorded(finished_round(seed=33)),
    "second round under way": lambda: round_two_under_way(),
    "last round ended, not recorded": lambda: finished_round(seed=34, rounds=2),
    "last round ended and recorded": lambda: _recorded(finished_round(seed=34, rounds=2)),
}
"""The match's states, each made by its own test (made while collecting, they took
every test run's workers 13 s before the first test)."""


@pytest.mark.parametrize("name", STATES)
def test_a_loaded_match_behaves_like_the_live_one(name: str) -> None:
    live = STATES[name]()
    loaded = Match.from_dict(json_copy(live.to_dict()))
    assert loaded.to_dict() == live.to_dict()
    assert loaded.round_number == live.round_number
    assert loaded.is_over == live.is_over
    assert loaded.final_results() == live.final_results()
    assert loaded.with_round_recorded().to_dict() == live.with_round_recorded().to_dict()
    if live.round.is_over:
        assert loaded.record_round() == live.record_round()
        assert loaded.to_dict() == live.to_dict()
        if live.is_over:
            with pytest.raises(IllegalMoveError):
                loaded.next_round()
        else:
            assert loaded.next_round().to_dict() == live.next_round().to_dict()
    else:
        assert loaded.round.apply_draw_or_pass() == live.round.apply_draw_or_pass()
    assert loaded.to_dict() == live.to_dict()
    assert loaded.results == live.results


def test_results_including_the_finished_round_without_changing_the_match() -> None:
    match = finished_round(rounds=2)
    before = match.to_dict()
    final = match.with_round_recorded()
    assert match.to_dict() == before  # the live match is untouched
    assert match.final_results() == (*match.results, match.round.result)
    assert tuple(final.results) == match.final_results()
    assert final.is_over and match.is_over
    assert sum(final.totals()) == 0
    assert final.leaders()
    # Once recorded, nothing more is added.
    match.record_round()
    assert match.final_results() == tuple(match.results)
    assert match.with_round_recorded().results == match.results


def test_final_results_while_the_round_is_on_are_the_recorded_ones() -> None:
    match = round_two_under_way()
    assert match.final_results() == tuple(match.results)
    assert len(match.final_results()) == 1
    assert match.with_round_recorded().to_dict() == match.to_dict()


def test_a_save_without_a_round_number_is_read_from_the_recorded_flag() -> None:
    # Files written before the round number was stored.
    for live in (finished_round(seed=37), round_two_under_way(seed=38)):
        data = json_copy(live.to_dict())
        del data["round_number"]
        assert Match.from_dict(data).to_dict() == live.to_dict()
    recorded = finished_round(seed=39)
    recorded.record_round()
    data = json_copy(recorded.to_dict())
    del data["round_number"]
    assert data["current_recorded"] is True
    assert Match.from_dict(data).to_dict() == recorded.to_dict()


# -- loaders check meaning, not only shape ----------------------------------------------

Damage = Callable[[dict[str, Any]], Any]


def _deep(depth: int = 5000) -> list[Any]:
    value: list[Any] = [30]
    for _ in range(depth):
        value = [value]
    return value


def _first_result(d: dict[str, Any]) -> dict[str, Any]:
    return d["results"][0]


def _set(path: tuple[Any, ...], value: Any) -> Damage:
    def damage(d: dict[str, Any]) -> None:
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return damage


ROUND_TWO_DAMAGE: dict[str, Damage] = {
    # The probe's findings: each loaded, then crashed or lied later.
    "a winner seat that does not exist": _set(("results", 0, "winners"), [9]),
    "one name for two seats": _set(("names",), ["x"]),
    "scores that do not add up to zero": _set(("results", 0, "scores"), [5, 5]),
    "200 results in a 2-round match": lambda d: d.update(results=d["results"] * 200),
    "a turn of -7": _set(("round", "turn"), -7),
    "a million turns without a play": _set(("round", "idle_turns"), 10**6),
    "junk for the generator's spare normal": _set(("rng", 2), "junk"),
    # Seats and names.
    "a winner twice": _set(("results", 0, "winners"), [0, 0]),
    "no winner": _set(("results", 0, "winners"), []),
    "a winner given as true": _set(("results", 0, "winners"), [True]),
    "an empty name": _set(("names",), ["", "B"]),
    "a blank name": _set(("names",), ["   ", "B"]),
    "a name of 10,000 letters": _set(("names",), ["x" * 10_000, "B"]),
    "a name that is a number": _set(("names",), [5, "B"]),
    "names that differ from the round's": _set(("names",), ["Ann", "Bob"]),
    "a round's names that differ": _set(("round", "names"), ["Ann", "Bob"]),
    "names nested deeply": _set(("names",), _deep()),
    "a first seat that does not exist": _set(("first_seat",), 9),
    "a first seat of -1": _set(("first_seat",), -1),
    "a first seat that does not give this round's start": lambda d: d.update(
        first_seat=1 - d["first_seat"]
    ),
    "a starting seat of -7": _set(("round", "start_seat"), -7),
    "a current seat of 5": _set(("round", "current"), 5),
    # Results.
    "three scores for two seats": _set(("results", 0, "scores"), [1, -1, 0]),
    "scores beyond any box": _set(("results", 0, "scores"), [10**18, -(10**18)]),
    "a score as text": _set(("results", 0, "scores"), ["5", "-5"]),
    "rack points that do not match the racks": _set(("results", 0, "totals"), [0, 0]),
    "racks with tiles not in the box": _set(("results", 0, "racks"), ["J J J", ""]),
    "an unknown way to end": _set(("results", 0, "end"), "stalemate"),
    "an ending nested deeply": _set(("results", 0, "end"), _deep()),
    "a result that is a list": _set(("results", 0), []),
    "two results while round two is on": lambda d: d.update(results=d["results"] * 2),
    # Round numbers.
    "round number -7": _set(("round_number",), -7),
    "round number 0": _set(("round_number",), 0),
    "round number 3 of 2": _set(("round_number",), 3),
    "round number 10**18": _set(("round_number",), 10**18),
    "round number 1 with round one recorded": _set(("round_number",), 1),
    "round number as text": _set(("round_number",), "2"),
    "recorded flag while the round is on": _set(("current_recorded",), True),
    "recorded flag as text": _set(("current_recorded",), "yes"),
    # The round.
    "a turn of 10**18": _set(("round", "turn"), 10**18),
    "a turn of 1.5": _set(("round", "turn"), 1.5),
    "a turn as text": _set(("round", "turn"), "3"),
    "a turn of true": _set(("round", "turn"), True),
    "more history than turns": _set(("round", "turn"), 0),
    "turns without a play while the pool has tiles": _set(("round", "idle_turns"), 1),
    "idle turns of -1": _set(("round", "idle_turns"), -1),
    "a history seat of infinity": _set(("round", "history", 0, "seat"), float("inf")),
    "a history seat of 9": _set(("round", "history", 0, "seat"), 9),
    "a history entry drawing -1": _set(("round", "history", 0, "drawn"), -1),
    "a history entry drawing 10**18": _set(("round", "history", 0, "drawn"), 10**18),
    "a history entry that is a list": _set(("round", "history", 0), []),
    "a history kind nested deeply": _set(("round", "history", 0, "kind"), _deep()),
    "meld flags as text": _set(("round", "melded"), "ab"),
    "meld flags as numbers": _set(("round", "melded"), [1, 0]),
    "three racks for two seats": lambda d: d["round"].update(racks=[*d["round"]["racks"], ""]),
    "a pool of a million jokers": _set(("round", "pool"), "J " * 10**6),
    "a table that is text": _set(("round", "table"), "R1 R2 R3"),
    # Random generators.
    "a generator word of 2**40": _set(("rng", 1, 0), 2**40),
    "a generator word of -1": _set(("rng", 1, 0), -1),
    "a generator position of a million": _set(("rng", 1, -1), 10**6),
    "ten generator words": lambda d: d["rng"].__setitem__(1, d["rng"][1][:10]),
    "generator version 7": _set(("rng", 0), 7),
    "generator version infinity": _set(("rng", 0), float("inf")),
    "a generator that is text": _set(("rng",), "abc"),
    "the round's generator word as text": _set(("round", "rng", 1, 5), "5"),
    "the round's spare normal of NaN": _set(("round", "rng", 2), float("nan")),
    # Rule options.
    "a joker penalty of 30.0": _set(("rules", "joker_penalty"), 30.0),
    "a joker penalty nested deeply": _set(("rules", "joker_penalty"), _deep()),
    "players as text": _set(("rules", "players"), "2"),
    "players of 10**18": _set(("rules", "players"), 10**18),
    "rules that are a list": _set(("rules",), []),
    "the round's rules differ": _set(("round", "rules", "joker_penalty"), 50),
}


@pytest.mark.parametrize("damage", ROUND_TWO_DAMAGE.values(), ids=ROUND_TWO_DAMAGE.keys())
def test_a_save_that_is_not_a_possible_match_is_refused(damage: Damage) -> None:
    data = _round_two_saved()
    Match.from_dict(json_copy(data))  # the undamaged save loads
    damage(data)
    with pytest.raises(StateFormatError):
        Match.from_dict(data)


def _round_one_recorded() -> Match:
    return _recorded(finished_round(seed=40))


RECORDED_DAMAGE: dict[str, Damage] = {
    "a recorded result that is not the round's": lambda d: _first_result(d).update(
        scores=list(reversed(_first_result(d)["scores"]))
    ),
    "a round result whose racks are not the round's": lambda d: d["round"]["result"].update(
        racks=list(reversed(d["round"]["result"]["racks"]))
    ),
    "a winner who did not go out": lambda d: d["round"]["result"].update(
        end="went_out", winners=[1 - d["round"]["result"]["winners"][0]]
    ),
    "not recorded, but the score sheet is full": _set(("current_recorded",), False),
    "an ended round with a million idle turns": _set(("round", "idle_turns"), 10**6),
}


@pytest.mark.parametrize("damage", RECORDED_DAMAGE.values(), ids=RECORDED_DAMAGE.keys())
def test_a_finished_round_must_agree_with_the_score_sheet(damage: Damage) -> None:
    data = json.loads(saved_text(_round_one_recorded))
    Match.from_dict(json_copy(data))
    damage(data)
    with pytest.raises(StateFormatError):
        Match.from_dict(data)


ROUND_DAMAGE: dict[str, Damage] = {
    "a turn of -7": _set(("turn",), -7),
    "a million turns without a play": _set(("idle_turns",), 10**6),
    "a name of 10,000 letters": _set(("names",), ["x" * 10_000, "B"]),
    "a starting seat of 5": _set(("start_seat",), 5),
    "junk in the generator": _set(("rng",), [3, [0] * 625, "junk"]),
    "100,000 draws in six turns": _set(
        ("history",), [{"seat": 0, "kind": "draw", "placed": "", "drawn": 1}] * 10**5
    ),
    "a result naming seat 9 while the round is on": _set(
        ("result",),
        {"end": "went_out", "winners": [9], "scores": [0, 0], "racks": ["", ""], "totals": [0, 0]},
    ),
}


@pytest.mark.parametrize("damage", ROUND_DAMAGE.values(), ids=ROUND_DAMAGE.keys())
def test_a_saved_round_is_checked_too(damage: Damage) -> None:
    data = _round_two_saved()["round"]
    Round.from_dict(json_copy(data))
    damage(data)
    with pytest.raises(StateFormatError):
        Round.from_dict(data)


@pytest.mark.parametrize("pool_out", list(PoolOut))
def test_a_round_that_ended_with_the_pool_must_have_ended_by_the_option(pool_out) -> None:
    # Nobody can make a first play of 400: the pool runs out, then the option decides.
    match = Match(RuleSet(players=2, rounds=1, initial_meld_points=400, pool_out=pool_out), seed=46)
    while not match.round.is_over:
        match.round.apply_draw_or_pass()
    match.record_round()
    data = json_copy(match.to_dict())
    ending = data["round"]["result"]["end"]
    assert Match.from_dict(json_copy(data)).round.result.end.value == ending
    other = next(e.value for e in RoundEnd if e.value not in (ending, "went_out"))
    for result in (data["round"]["result"], data["results"][0]):
        result["end"] = other
    with pytest.raises(StateFormatError):
        Match.from_dict(data)


def test_a_turn_without_a_play_on_the_empty_pool_ends_the_round_at_once() -> None:
    game = Round(RuleSet(players=3), seed=47)
    game.racks[0].extend(game.pool)
    game.pool.clear()
    data = json_copy(game.to_dict())
    data["idle_turns"] = 1
    Round.from_dict(json_copy(data))  # playing on: one pass is fine
    data["rules"]["pool_out"] = "end_at_once"
    with pytest.raises(StateFormatError):
        Round.from_dict(data)


def test_names_are_checked_when_a_match_starts_too() -> None:
    # What the loader refuses, a new game cannot create: nothing saved is lost.
    for names in (["", "B"], ["x" * 10_000, "B"], [5, "B"]):
        with pytest.raises(ValueError):
            Match(RuleSet(players=2), names=names)


# -- hostile mutations, field by field ------------------------------------------------------

_DELETE = object()
"""Stands for "delete this key" among the hostile values."""

FLAT_HOSTILE_VALUES = st.one_of(
    st.sampled_from(
        [-1, -7, 0, 1, 2, 3, 5, 13, 30, 624, 625, 10**6, 10**18, -(10**18), 2**64, 10**400]
    ),
    st.integers(),
    st.sampled_from([None, True, False, 1.5, 30.0, math.nan, math.inf, -math.inf]),
    st.sampled_from(
        ["", " ", "x", "3", "nan", "R1 R2 R3", "J J J", "went_out", "draw", "x" * 5000]
    ),
    st.sampled_from([[], {}, [0], [True], ["A", "B"], [""], {"a": 1}]),
    st.builds(lambda n: [0] * n, st.sampled_from([3, 625, 10_000])),  # long lists
    st.text(max_size=8),
)
"""Wrong types, out-of-range and huge numbers, long lists: what a hand-edited file holds."""
HOSTILE_VALUES = st.one_of(
    FLAT_HOSTILE_VALUES,
    st.builds(_deep, st.sampled_from([3, 50, 5000])),  # deep nesting
    st.just(_DELETE),
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the saved data (of a long list: the first two and the last)."""
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list) and value and not isinstance(value[0], int | float):
        for index in sorted({0, min(1, len(value) - 1), len(value) - 1}):
            found.extend(_paths(value[index], (*prefix, index)))
    elif isinstance(value, list) and value:
        found.extend(
            (*prefix, index) for index in sorted({0, 1, len(value) - 1} & {*range(len(value))})
        )
    return found


def _mutated(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    data = deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@functools.cache
def _saved_matches() -> tuple[dict[str, Any], ...]:
    last = finished_round(seed=41, rounds=2)
    last.record_round()
    three = Match(RuleSet(players=3, rounds=2), seed=42, names=["Ann", "Bob", "Cy"])
    play_round(three.round, random.Random(42))
    three.next_round()
    for _ in range(5):
        three.round.apply_draw_or_pass()
    return tuple(
        json_copy(m.to_dict())
        for m in (round_two_under_way(seed=43), finished_round(seed=44), last, three)
    )


def _mutation(draw: st.DrawFn) -> tuple[dict[str, Any], tuple[Any, ...], Any]:
    data = draw(st.sampled_from(_saved_matches()))
    return data, draw(st.sampled_from(_paths(data))), draw(HOSTILE_VALUES)


def assert_usable(match: Match) -> None:
    """Every public read of a loaded match works, and it saves as it loaded."""
    assert match.invariant_problems() == []
    players = match.rules.players
    assert len(match.totals()) == len(match.rounds_won()) == players
    assert set(match.leaders()) <= set(range(players))
    for seat in range(players):
        match.round.view(seat)
    assert match.final_results()[: len(match.results)] == tuple(match.results)
    assert 1 <= match.round_number <= match.rounds
    match.with_round_recorded().leaders()
    data = match.to_dict()
    assert Match.from_dict(json_copy(data)).to_dict() == data


MUTATIONS = int(os.environ.get("RUMMIKUB_FUZZ_EXAMPLES", "100"))
"""Random mutations of the four saved matches: 100 in the suite (was 200, 5 s; the
named damage above is checked every run), 1,000 in ``python scripts/check_sweeps.py
fuzz`` (CI runs it after the tests)."""


@settings(max_examples=MUTATIONS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.composite(_mutation)())
def test_a_mutated_save_loads_usable_or_is_refused(mutation) -> None:
    data, path, value = mutation
    damaged = _mutated(data, path, value)
    try:
        match = Match.from_dict(damaged)
    except StateFormatError as error:
        assert len(str(error)) < 2000  # a short reason, not the hostile data
        event("refused")
        return
    event("accepted")
    assert_usable(match)


@pytest.mark.parametrize("name", sorted(f.name for f in fields(RuleSet)))
@settings(max_examples=60, deadline=None)
@given(value=FLAT_HOSTILE_VALUES)
def test_hostile_rule_options_raise_value_error_only(name: str, value: Any) -> None:
    with contextlib.suppress(ValueError):  # anything else fails the test
        RuleSet.from_dict({name: value})
    try:
        rules = _rules_of({name: value})
    except StateFormatError:
        return
    # What the loader accepts has the types of the defaults.
    for option in fields(RuleSet):
        got, default = getattr(rules, option.name), getattr(RuleSet(), option.name)
        assert (
            got is None or type(got) is type(default) or option.name in ("turn_seconds", "rounds")
        )
        assert not isinstance(got, float)


def _rules_of(options: dict[str, Any]) -> RuleSet:
    """The rule options as the match loader reads them."""
    data = json_copy(Match(RuleSet(players=2), seed=45).to_dict())
    data["rules"].update(options)
    data["round"]["rules"].update(options)
    return Match.from_dict(data).rules


def test_rule_options_nested_950_deep_from_json_raise_value_error() -> None:
    # json.loads reads this much nesting; printing it back in a message does not fit the stack.
    value = json.loads("[" * 950 + "30" + "]" * 950)

    def deeper(frames: int) -> None:
        if frames:
            deeper(frames - 1)
            return
        for name in ("joker_penalty", "pool_out"):
            with pytest.raises(ValueError):
                RuleSet.from_dict({name: value})

    deeper(60)


def test_rule_options_given_as_fractions_are_refused() -> None:
    for name, value in (("joker_penalty", 30.0), ("turn_seconds", 60.0), ("players", 2.0)):
        with pytest.raises(ValueError):
            RuleSet.from_dict({name: value})
