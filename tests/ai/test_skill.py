"""A person's skill (issue 41): Glicko-style, bounded, moved by every round the
way its result says, and settling as rounds go by."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.ai import LADDER, Skill, TurnLook
from rummikub_desktop.ai.skill import (
    AIM,
    HIGHEST,
    LEAST_DEVIATION,
    LOWEST,
    NEW_DEVIATION,
    NEW_RATING,
    SETTLED,
    UNSURE,
    care_rating,
)
from rummikub_desktop.engine import Round, RuleSet, full_tile_set, parse_tiles

WINNING_RACK = "R10 R11 R12"


@functools.cache
def finished_round(players: int, loser_tiles: int) -> Round:
    """A round that seat 0 ends by going out; every other seat keeps ``loser_tiles``
    tiles (more for the seats after the first, so they differ)."""
    rules = RuleSet().with_players(players)
    tiles = full_tile_set(rules.tile_copies, rules.jokers)
    out = parse_tiles(WINNING_RACK)
    for tile in out:
        tiles.remove(tile)
    racks = [list(out)]
    for seat in range(1, players):
        racks.append([tiles.pop() for _ in range(loser_tiles + seat - 1)])
    game = Round.at(
        rules,
        [f"P{i}" for i in range(players)],
        racks=racks,
        table=[],
        pool=tiles,
        melded=[True] * players,
        current=0,
    )
    game.apply_play([list(out)])
    assert game.is_over and game.result is not None and game.result.winners == (0,)
    return game


skills = st.builds(
    Skill,
    st.floats(LOWEST, HIGHEST),
    st.floats(LEAST_DEVIATION, NEW_DEVIATION),
    st.integers(0, 500),
)
looks = st.none() | st.lists(
    st.tuples(st.integers(0, 14), st.integers(0, 14)).map(
        lambda pair: TurnLook(min(pair), max(pair))
    ),
    max_size=30,
)
against = st.none() | st.dictionaries(st.integers(0, 3), st.floats(LOWEST, HIGHEST))
tables = st.tuples(st.integers(2, 4), st.integers(1, 20))


@settings(max_examples=150, deadline=None)
@given(skills, tables, looks, against)
def test_a_round_won_never_lowers_the_skill_and_a_round_lost_never_raises_it(
    skill, table, turns, ratings
):
    game = finished_round(*table)
    won = skill.after_round(game, 0, against=ratings, turns=turns)
    assert won.rating >= skill.rating
    for seat in range(1, game.players):
        lost = skill.after_round(game, seat, against=ratings, turns=turns)
        assert lost.rating <= skill.rating


@settings(max_examples=150, deadline=None)
@given(skills, tables, looks, st.integers(0, 3))
def test_the_skill_stays_on_its_scale(skill, table, turns, seat):
    game = finished_round(*table)
    after = skill.after_round(game, seat % game.players, turns=turns)
    assert LOWEST <= after.rating <= HIGHEST
    assert LEAST_DEVIATION <= after.deviation <= NEW_DEVIATION
    assert after.rounds == skill.rounds + 1
    assert 1 <= after.step <= len(LADDER)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), tables), min_size=12, max_size=30))
def test_the_uncertainty_shrinks_with_rounds(results):
    skill = Skill.new()
    deviations = [skill.deviation]
    for won, table in results:
        game = finished_round(*table)
        skill = skill.after_round(game, 0 if won else 1)
        deviations.append(skill.deviation)
    assert all(d < deviations[0] for d in deviations[1:])
    assert max(deviations[10:]) < deviations[0] * 0.6
    # it narrows round after round while it is wide; a little drift after that
    wide = [d for d in deviations if d > 200]
    assert wide == sorted(wide, reverse=True)


def test_a_big_win_says_more_than_a_close_one():
    skill = Skill.new()
    close = skill.after_round(finished_round(2, 1), 0)
    far = skill.after_round(finished_round(2, 14), 0)
    assert far.rating > close.rating > skill.rating


def test_a_settled_estimate_counts_a_round_as_one_plain_game():
    """Weighed by the tiles for good, a person whose losses leave many tiles (Expert's
    patience) was held below their strength; once settled, a round is one game."""
    skill = Skill(1800.0, SETTLED, 40)
    close = skill.after_round(finished_round(2, 1), 0)
    far = skill.after_round(finished_round(2, 14), 0)
    assert far.rating == close.rating > skill.rating
    lost_close = skill.after_round(finished_round(2, 1), 1)
    lost_far = skill.after_round(finished_round(2, 14), 1)
    assert lost_far.rating == lost_close.rating < skill.rating


def test_a_person_who_plays_far_better_than_their_estimate_is_followed():
    """A settled beginner who now lays every tile they can and wins: the uncertainty
    opens again, and the estimate climbs as it did for a person never seen."""
    settled = Skill(1050.0, SETTLED, 20)
    game = finished_round(2, 6)
    learnt = settled.after_round(game, 0, turns=[TurnLook(3, 3)] * 10)
    as_before = settled.after_round(game, 0, turns=[TurnLook(1, 3)] * 10)
    assert learnt.deviation > settled.deviation
    assert learnt.deviation > as_before.deviation
    assert learnt.rating - settled.rating > 3 * (as_before.rating - settled.rating) > 0


def test_the_computer_plays_a_little_below_the_person_on_the_ladder():
    assert Skill(LADDER[4].rating + AIM, 100.0, 9).place == 5.0
    between = Skill((LADDER[4].rating + LADDER[5].rating) / 2 + AIM, 100.0, 9)
    assert between.place == pytest.approx(5.5)
    assert Skill(LOWEST, 100.0, 9).place == 1.0
    assert Skill(HIGHEST, 100.0, 9).place == len(LADDER)
    assert Skill(HIGHEST, 100.0, 9).target == LADDER[-1].rating


def test_while_the_estimate_is_open_the_computer_plays_more_gently():
    open_, settled = Skill(1600.0, NEW_DEVIATION, 1), Skill(1600.0, SETTLED, 30)
    assert settled.target == 1600.0 - AIM
    assert open_.target == 1600.0 - AIM - UNSURE
    assert settled.target > Skill(1600.0, 250.0, 3).target > open_.target


def test_careful_play_settles_the_skill_faster():
    """The coach's look: a player who laid every tile they could climbs faster after
    a win than one who left half of them."""
    skill = Skill.new()
    game = finished_round(2, 6)
    careful = skill.after_round(game, 0, turns=[TurnLook(3, 3)] * 10)
    careless = skill.after_round(game, 0, turns=[TurnLook(1, 3)] * 10)
    assert careful.rating > careless.rating >= skill.rating
    assert care_rating(1.0) > care_rating(0.5) > care_rating(0.0)


def test_a_new_person_starts_low_on_the_ladder_with_a_wide_uncertainty():
    skill = Skill.new()
    assert (skill.rating, skill.deviation, skill.rounds) == (NEW_RATING, NEW_DEVIATION, 0)
    assert skill.step == 1 and skill.place == 1.0  # the gentlest step, on every turn


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"rating": "high", "deviation": 100, "rounds": 1},
        {"rating": 1200, "deviation": 100},
        {"rating": 1e9, "deviation": 100, "rounds": 1},
        {"rating": 1200, "deviation": 10, "rounds": 1},
        {"rating": 1200, "deviation": 100, "rounds": -1},
        {"rating": float("nan"), "deviation": 100, "rounds": 1},
        {"rating": True, "deviation": 100, "rounds": 1},
    ],
)
def test_a_damaged_skill_is_refused(data):
    with pytest.raises(ValueError):
        Skill.from_dict(data)


@settings(max_examples=50, deadline=None)
@given(skills)
def test_a_skill_reads_back_as_it_was_written(skill):
    again = Skill.from_dict(skill.to_dict())
    assert again.rounds == skill.rounds
    assert abs(again.rating - skill.rating) < 0.01
    assert abs(again.deviation - skill.deviation) < 0.01


def test_a_round_not_ended_or_a_seat_not_at_the_table_is_refused():
    with pytest.raises(ValueError):
        Skill.new().after_round(Round(RuleSet(), seed=1), 0)
    with pytest.raises(ValueError):
        Skill.new().after_round(finished_round(2, 5), 2)


def test_the_coach_never_holds_the_result_back():
    """A strong person who won while laying little (Expert's patience looks so) moves
    as far as the result alone says; a weak one who lost while laying everything too."""
    game = finished_round(2, 6)
    strong, weak = Skill(2300.0, 150.0, 30), Skill(1000.0, 150.0, 30)
    patient = [TurnLook(1, 3)] * 10
    assert strong.after_round(game, 0, turns=patient) == strong.after_round(game, 0)
    assert weak.after_round(game, 1, turns=[TurnLook(3, 3)] * 10) == weak.after_round(game, 1)
