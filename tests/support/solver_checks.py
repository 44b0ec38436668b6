"""The exact solver against an exhaustive search on seeded positions, and best plays under
the house rule checked legal (tests/ai/test_solver.py samples the seeds; the solver
sweep of scripts/check_sweeps.py takes them all)."""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from rummikub_desktop.ai import best_play, solver
from rummikub_desktop.ai.positions import Position, random_position
from rummikub_desktop.engine import (
    JOKER,
    RuleSet,
    validate_turn,
)
from tests.support.brute import exhaustive_best, rack_points


def assert_exact_and_legal(position, melded: bool, rules: RuleSet, seed: int) -> None:
    """The solver's play lays as many tiles and points as the brute-force search
    finds, and the rule check accepts it."""
    play = best_play(position.table, position.rack, has_melded=melded, rules=rules)
    got = (len(play.placed), rack_points(play.placed)) if play else (0, 0)
    expected = exhaustive_best(
        position.table,
        position.rack,
        threshold=None if melded else rules.initial_meld_points,
        jokers_in_meld=rules.jokers_in_initial_meld,
    )
    assert got == expected, (seed, position)
    if play is not None:
        check = validate_turn(
            position.table, play.table, position.rack, has_melded=melded, rules=rules
        )
        assert check.ok, (seed, check.problems)


def check_small_positions(seeds: range) -> None:
    for seed in seeds:
        rng = random.Random(seed)
        melded = rng.random() < 0.7
        position = random_position(
            seed,
            table_tiles=rng.randint(0, 9) if melded else 0,
            rack_tiles=rng.randint(1, 7 if melded else 8),
            joker_chance=0.25,
            jokers=rng.choice((0, 1, 2, 2)),
        )
        rules = RuleSet(
            initial_meld_points=rng.choice((30, 30, 20, 0)),
            jokers_in_initial_meld=rng.random() < 0.8,
        )
        assert_exact_and_legal(position, melded, rules, seed)


SMALL_SEEDS = range(0, 1600)
"""The seeds of the standard box's cross-check; the tests take the first
:data:`SMALL_SEEDS_TESTED`, ``python scripts/check_sweeps.py solver`` all (CI
runs it after the tests)."""


MIRRORED_SEEDS = range(5000, 5400)
"""The seeds of the cross-check searching from 13 down (the tests: the first 60)."""


@contextlib.contextmanager
def searching_from_13_down() -> Iterator[None]:
    """The solver with a tiny first budget, searching from 13 down first."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(solver, "_FIRST_BUDGET", 1)
        patch.setattr(solver, "_MIRRORED_FIRST", True)
        yield


HOUSE_SEEDS = range(0, 300)
"""The seeds of the house rule's legality check: the test takes the first 100,
``python scripts/check_sweeps.py solver`` all 300 (each is one search of a random
size; 100 of them hold every kind the generator makes)."""


def check_house_rule_plays(seeds: range) -> None:
    """Table use in the initial meld's turn, no jokers in the meld: every best play
    found for the seeded positions is a legal turn."""
    house = RuleSet(table_in_initial_meld_turn=True, jokers_in_initial_meld=False)
    for seed in seeds:
        rng = random.Random(seed)
        position = random_position(
            seed, table_tiles=rng.randint(0, 30), rack_tiles=rng.randint(3, 16), joker_chance=0.2
        )
        play = best_play(position.table, position.rack, has_melded=False, rules=house)
        if play is not None:
            check = validate_turn(
                position.table, play.table, position.rack, has_melded=False, rules=house
            )
            assert check.ok, (seed, check.problems)


def xp_position(seed: int) -> tuple[bool, Position]:
    """A small seeded position from the XP box, often with three or four jokers
    in play and three copies of a tile."""
    rng = random.Random(seed)
    melded = rng.random() < 0.7
    position = random_position(
        seed,
        table_tiles=rng.randint(0, 9) if melded else 0,
        rack_tiles=rng.randint(1, 5 if melded else 6),
        joker_chance=0.3,
        jokers=4,
        copies=3,
        near=0.9,
    )
    in_play = Counter(t for s in position.table for t in s) + Counter(position.rack)
    rack = list(position.rack)
    for _ in range(rng.choice((0, 0, 1, 2, 3))):
        if in_play[JOKER] < 4:
            rack.append(JOKER)
            in_play[JOKER] += 1
    faces = sorted(t for t in in_play if not t.is_joker)
    if faces and rng.random() < 0.5:
        face = rng.choice(faces)
        while in_play[face] < 3:
            rack.append(face)
            in_play[face] += 1
    return melded, Position(position.table, tuple(rack))


def check_xp_positions(seeds: range) -> tuple[int, int]:
    """Cross-check the solver on XP positions; returns how many held three
    copies of a tile and how many three jokers or more."""
    triples = many_jokers = 0
    for seed in seeds:
        melded, position = xp_position(seed)
        in_play = Counter(t for s in position.table for t in s) + Counter(position.rack)
        triples += any(n >= 3 for t, n in in_play.items() if not t.is_joker)
        many_jokers += in_play[JOKER] >= 3
        rng = random.Random(-seed)
        rules = RuleSet.xp(
            initial_meld_points=rng.choice((30, 30, 20, 0)),
            jokers_in_initial_meld=rng.random() < 0.8,
        )
        assert_exact_and_legal(position, melded, rules, seed)
    return triples, many_jokers


XP_SEEDS = range(0, 250)
"""The seeds of the XP box's cross-check (the script: all 250)."""


XP_MIRRORED_SEEDS = range(7000, 7050)
