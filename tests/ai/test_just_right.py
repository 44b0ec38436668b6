"""Just right (issue 41): it plays at a step of the ladder that its skill points to,
steers from its own view, never changes the deal or the draws, always lays its whole
rack when it sees how, and its API is the one the developer's guide shows."""

from __future__ import annotations

import dataclasses
import pickle
import re
from pathlib import Path

import pytest

from rummikub_desktop.ai import LADDER, Decision, Level, Skill, make_player
from rummikub_desktop.ai.players import AHEAD_TILES, BEHIND_TILES, between, steering
from rummikub_desktop.ai.skill import AIM
from rummikub_desktop.engine import OpponentInfo, Round, RuleSet, Tile, full_tile_set, parse_tiles

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "developers-guide.md"


def skill_at(step: int) -> Skill:
    """A settled skill whose Just right plays at ``step``."""
    skill = Skill(LADDER[step - 1].rating + AIM, 80, 30)
    assert skill.step == step and skill.place == step
    return skill


def play(levels: list[Level], seed: int, skill: Skill | None = None) -> tuple[Round, list[Tile]]:
    """A two-seat round to its end; the tiles drawn, in order."""
    game = Round(RuleSet(), seed=seed)
    players = [make_player(level, seed * 10 + s, skill=skill) for s, level in enumerate(levels)]
    drawn: list[Tile] = []
    while not game.is_over:
        seat = game.current
        decision = players[seat].choose(game.view(seat))
        if decision.table is None:
            tile = game.apply_draw_or_pass()
            if tile is not None:
                drawn.append(tile)
        else:
            game.apply_play(decision.table)  # raises if it broke a rule
        assert game.invariant_problems() == []
    return game, drawn


@pytest.mark.parametrize("seed", [3, 8])
def test_the_deal_and_every_draw_are_the_same_as_with_a_fixed_level(seed):
    pool = list(reversed(Round(RuleSet(), seed=seed).pool))
    racks = Round(RuleSet(), seed=seed).racks
    for skill in (Skill.new(), skill_at(len(LADDER))):
        game, drawn = play([Level.JUST_RIGHT, Level.EASY], seed, skill)
        _fixed, fixed_drawn = play([Level.MEDIUM, Level.EASY], seed)
        assert drawn == pool[: len(drawn)]
        assert fixed_drawn == pool[: len(fixed_drawn)]
        assert Round(RuleSet(), seed=seed).racks == racks  # the deal: from the seed alone
        assert game.result is not None


def test_every_play_is_one_some_step_of_the_ladder_makes():
    game = Round(RuleSet(), seed=11)
    just_right = make_player(Level.JUST_RIGHT, 5, skill=skill_at(5))
    easy = make_player(Level.EASY, 6)
    checked = 0
    while not game.is_over:
        seat = game.current
        view = game.view(seat)
        if seat == 0:
            decision = just_right.choose(view)
            rng = just_right.rng_for
            plays = [rung.propose(view, rng(view)) for rung in LADDER]
            tables = {None if p is None else p.table for p in plays}
            assert decision.table in tables
            checked += 1
        else:
            decision = easy.choose(view)
        if decision.table is None:
            game.apply_draw_or_pass()
        else:
            game.apply_play(decision.table)
    assert checked > 5


def a_view(rack: str, table: list[str], others: list[int], melded: bool = True):
    """Seat 0's view of a made-up position (the other seats' tile counts given)."""
    rules = RuleSet().with_players(1 + len(others))
    tiles = full_tile_set(rules.tile_copies, rules.jokers)
    own = parse_tiles(rack)
    sets = [parse_tiles(s) for s in table]
    for tile in own + [t for s in sets for t in s]:
        tiles.remove(tile)
    racks = [own] + [[tiles.pop() for _ in range(count)] for count in others]
    game = Round.at(
        rules,
        [f"P{i}" for i in range(len(racks))],
        racks=racks,
        table=sets,
        pool=tiles,
        melded=[melded] * len(racks),
        current=0,
    )
    return game.view(0)


@pytest.mark.parametrize("step", range(1, len(LADDER) + 1))
def test_it_lays_its_whole_rack_when_it_sees_how(step):
    player = make_player(Level.JUST_RIGHT, 1, skill=skill_at(step))
    out = a_view("R10 R11 R12 B4", ["K4 O4 R4"], [9])  # its own set, and one tile on an end
    for turn in range(8):  # whatever its chances say on the turn
        view = dataclasses.replace(out, turn=turn)
        decision = player.choose(view)
        assert len(decision.placed) == 4


def test_it_steers_from_the_tile_counts_it_sees():
    player = make_player(Level.JUST_RIGHT, 1, skill=skill_at(6))
    even = a_view("R1 R5 K9 B2 O7", [], [5])
    ahead = a_view("R1 R5 K9 B2 O7", [], [5 + AHEAD_TILES])
    far_ahead = a_view("R1 R5 K9 B2 O7", [], [5 + 2 * AHEAD_TILES])
    behind = a_view("R1 R5 K9 B2 O7 O9 O11 K1 K3", [], [9 - BEHIND_TILES])
    assert player.rung_for(even).number == 6
    assert player.rung_for(ahead).number == 5
    assert player.rung_for(far_ahead).number == 4
    assert player.rung_for(behind).number == 7
    # the best of several other seats counts
    several = dataclasses.replace(
        even,
        players=(*even.players, OpponentInfo(2, "P2", 5 + AHEAD_TILES, True)),
    )
    assert player.rung_for(several).number == 6


def test_it_stays_on_the_ladder_at_its_ends():
    low = make_player(Level.JUST_RIGHT, 1, skill=skill_at(1))
    high = make_player(Level.JUST_RIGHT, 1, skill=skill_at(len(LADDER)))
    far_ahead = a_view("R1 R5", [], [5 + 2 * AHEAD_TILES])
    behind = a_view("R1 R5 K9 B2 O7 O9 O11 K1 K3", [], [2])
    assert low.rung_for(far_ahead).number == 1
    assert high.rung_for(behind).number == len(LADDER)


def test_at_the_top_it_never_plays_more_simply_and_near_it_steers_less():
    """Steering down that cannot be answered by steering up only weakens it: at the
    top (against Expert) it kept the person winning 77.5 % of rounds 11-40."""
    top = len(LADDER)
    high = make_player(Level.JUST_RIGHT, 1, skill=skill_at(top))
    ahead = a_view("R1 R5", [], [2 + AHEAD_TILES])
    far_ahead = a_view("R1 R5", [], [2 + 2 * AHEAD_TILES])
    assert high.rung_for(ahead).number == top
    assert high.rung_for(far_ahead).number == top
    assert steering(2 * AHEAD_TILES, top - 0.5) == -0.5
    assert steering(2 * AHEAD_TILES, 1.25) == -0.25
    assert steering(-BEHIND_TILES, 1.25) == 0.25
    assert steering(-BEHIND_TILES, top - 1.0) == 1.0
    assert steering(2 * AHEAD_TILES, 6.0) == -2.0
    assert steering(0, 6.0) == 0.0


def test_between_two_steps_it_plays_each_on_its_share_of_turns():
    assert between(6.25, 0.2).number == 7
    assert between(6.25, 0.3).number == 6
    assert between(float(len(LADDER)), 0.0).number == len(LADDER)
    assert between(1.0, 0.0).number == 1
    low, high = LADDER[5], LADDER[6]
    skill = Skill(low.rating + 0.25 * (high.rating - low.rating) + AIM, 80, 30)
    assert skill.place == pytest.approx(6.25)
    assert skill.step == 6
    player = make_player(Level.JUST_RIGHT, 3, skill=skill)
    even = a_view("R1 R5 K9 B2 O7", [], [5])
    played = [player.rung_for(dataclasses.replace(even, turn=t)).number for t in range(400)]
    assert set(played) == {6, 7}
    assert 0.18 < played.count(7) / len(played) < 0.32


def test_its_thinking_can_go_to_another_process():
    player = make_player(Level.JUST_RIGHT, 4, skill=skill_at(3))
    view = Round(RuleSet(), seed=2).view(0)
    again = pickle.loads(pickle.dumps(player.choose))
    assert again(view) == player.choose(view)
    assert isinstance(again(view), Decision)


def test_fixed_levels_ignore_a_skill_and_stay_as_they_were():
    view = Round(RuleSet(), seed=9).view(0)
    for level in (Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT):
        with_skill = make_player(level, 3, skill=skill_at(9))
        assert with_skill == make_player(level, 3)
        assert with_skill.choose(view) == make_player(level, 3).choose(view)
    assert [lv.value for lv in Level][:4] == ["easy", "medium", "hard", "expert"]


def test_the_developers_guide_example_runs():
    """The guide's example of the public API, run as it is written there."""
    text = GUIDE.read_text(encoding="utf-8")
    section = text[text.index("### Just right") :]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code is not None, "the guide shows Just right's API in a python block"
    namespace: dict[str, object] = {}
    exec(compile(code.group(1), str(GUIDE), "exec"), namespace)
    skill = namespace["skill"]
    assert isinstance(skill, Skill) and skill.rounds >= 1


def test_the_simulator_plays_a_series_carrying_the_skill(capsys):
    from rummikub_desktop import simulate

    series = simulate.play_series(["hard", "just_right"], 3, 3)
    assert series.rounds[0].rating == Skill.new().rating
    assert len({r.rating for r in series.rounds}) == 3, "the skill moves after every round"
    assert series.record is not None and series.record.refused == 0
    figures = simulate.series_figures([series], 1, 3)
    assert figures["rounds"] == 3 and 0 <= figures["win_rate"] <= 1
    assert simulate.main(["--players", "hard,just_right", "--series", "1", "--rounds", "2"]) == 0
    out = capsys.readouterr().out
    assert "1 series of 2 rounds" in out and "rounds 1-2: seat 1 wins" in out
